"""Every visible string of the dialogs and the start screen goes through Qt's translation."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, QTranslator
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QWidget

from desktop_app.gui.dialogs.about_dialog import AboutDialog
from desktop_app.gui.dialogs.new_game import NewGameDialog
from desktop_app.gui.dialogs.rules_dialog import RulesDialog
from desktop_app.gui.dialogs.statistics_dialog import StatisticsDialog
from desktop_app.gui.start_screen import StartScreen


class Marking(QTranslator):
    """Wraps every translated string in « » so untranslated ones stand out."""

    def translate(self, context, source, disambiguation=None, n=-1):
        return f"«{source}»" if source else source


@pytest.fixture
def marking(qapp):
    translator = Marking()
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


def visible_texts(widget: QWidget) -> list[str]:
    texts = [label.text() for label in widget.findChildren(QLabel) if not label.pixmap()
             or label.pixmap().isNull()]
    texts += [button.text() for button in widget.findChildren(QAbstractButton)]
    texts += [box.title() for box in widget.findChildren(QGroupBox)]
    texts.append(widget.windowTitle())
    return [text for text in texts if text]


def assert_all_marked(texts: list[str]) -> None:
    unmarked = [text for text in texts if "«" not in text]
    assert not unmarked


def test_new_game_dialog(qtbot, marking, tmp_path):
    dialog = NewGameDialog(settings=QSettings(str(tmp_path / "s.ini"),
                                              QSettings.Format.IniFormat))
    qtbot.addWidget(dialog)
    dialog.players_spin.setValue(4)
    dialog.partnerships.setChecked(True)
    assert_all_marked(visible_texts(dialog))
    assert dialog.seat_rows[0].name.text() == "«You»"


def test_other_dialogs(qtbot, marking, tmp_path):
    for dialog in (AboutDialog(), StatisticsDialog(tmp_path / "stats.sqlite3"),
                   RulesDialog("banakil", settings=QSettings(str(tmp_path / "s.ini"),
                                                             QSettings.Format.IniFormat))):
        qtbot.addWidget(dialog)
        assert_all_marked(visible_texts(dialog))


def test_start_screen(qtbot, marking):
    screen = StartScreen()
    qtbot.addWidget(screen)
    screen.set_continue("«Continue Banakil — round 3»")
    assert_all_marked([screen.statistics_button.text(), screen.about_button.text(),
                       screen.continue_tile.toolTip(),
                       *(tile.toolTip() for tile in screen.tiles),
                       *(tile.accessibleName() for tile in screen.tiles)])


def test_lupdate_extracts_every_engine_template(tmp_path):
    """The engines' templates are marked with a local QT_TRANSLATE_NOOP: pyside6-lupdate finds
    every one of them, in its context, as the GUI will look it up."""
    import importlib
    import shutil
    import subprocess
    import xml.etree.ElementTree as ElementTree

    from desktop_app.cards.message import Template
    from desktop_app.games.registry import GAMES

    lupdate = shutil.which("pyside6-lupdate")
    if lupdate is None:
        pytest.skip("pyside6-lupdate is not installed")
    names = ["desktop_app.cards.meld_messages", "desktop_app.games.messages",
             *(f"desktop_app.games.{game}.messages" for game in GAMES)]
    modules = [importlib.import_module(name) for name in names]
    ts = tmp_path / "engine.ts"
    subprocess.run([lupdate, *(m.__file__ for m in modules), "-ts", str(ts)], check=True,
                   capture_output=True, timeout=120)
    found = {(context.findtext("name"), message.findtext("source"))
             for context in ElementTree.parse(ts).getroot().iter("context")
             for message in context.iter("message")}
    wanted = {(value.source.context, value.source.text) for module in modules
              for value in vars(module).values() if isinstance(value, Template)}
    assert wanted <= found, sorted(wanted - found)[:5]
