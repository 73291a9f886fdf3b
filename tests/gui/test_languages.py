"""Indonesian and Korean (issue 17): the committed catalogues hold every text the code asks Qt
for, all translated; the .qm files are their .ts compiled; with each language installed, the
start screen, the dialogs and a table of every game ask for no text the catalogue lacks and
show no English; switching needs no restart; every Korean string has its glyphs."""

from __future__ import annotations

import re
import shutil

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, QSettings, QTranslator
from PySide6.QtGui import QFont, QRawFont
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QWidget

from desktop_app.__main__ import main as desktop_main
from desktop_app.games.registry import GAMES
from desktop_app.gui import glyph_coverage, i18n
from desktop_app.gui.dialogs.new_game import NewGameDialog
from desktop_app.gui.dialogs.preferences_dialog import PreferencesDialog
from desktop_app.gui.dialogs.rules_dialog import rules_path
from desktop_app.gui.dialogs.statistics_dialog import StatisticsDialog
from desktop_app.gui.main_window import MainWindow, default_setup
from desktop_app.gui.table.speed import Speed
from tests.gui.finished_game import one_move_from_the_end
from tests.gui.table_driver import TableDriver
from tests.gui.test_table_feedback import refused_meld
from tests.packaging.scripts import load

translations = load("translations")
LANGUAGES = ("id", "ko")
HAS_TOOLS = shutil.which("pyside6-lupdate") and shutil.which("pyside6-lrelease")
needs_tools = pytest.mark.skipif(not HAS_TOOLS, reason="PySide6's lupdate/lrelease missing")


@pytest.fixture(scope="module")
def extracted():
    return translations.extract()


@needs_tools
def test_extraction_finds_nothing_new_unfinished_or_stale(extracted):
    """A new English string without its translations fails here (run
    `python packaging/translations.py update`, then translate what it marks unfinished)."""
    assert len(extracted) > 900
    for code in LANGUAGES:
        problems = translations.check(code, extracted)
        assert not problems, problems.describe(code)


@needs_tools
@pytest.mark.parametrize("code", LANGUAGES)
def test_compiled_files_are_their_catalogues(code, tmp_path):
    built = translations.lrelease(code, tmp_path / f"{code}.qm")
    assert built.read_bytes() == translations.compiled_file(code).read_bytes()


@pytest.mark.parametrize("code", LANGUAGES)
def test_translations_keep_every_placeholder(code):
    fields = re.compile(r"\{[^{}]*\}|%n|%\d")
    for entry in translations.load(code).values():
        assert entry.translation, entry.key
        assert sorted(fields.findall(entry.translation)) == sorted(
            fields.findall(entry.source)), entry.key


def test_the_extractor_reads_a_wrapper_context_and_refuses_an_unknown_one(tmp_path):
    """lupdate puts `tr("…")` of a module wrapper in no context; the extractor gives it the
    wrapper's, and says so when a call has none it can explain."""
    package = tmp_path / "desktop_app"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "words.py").write_text(
        "from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP\n"
        "CONTEXT = 'Log'\n"
        "def tr(text):\n    return QCoreApplication.translate('Words', text)\n"
        "LINE = QT_TRANSLATE_NOOP(CONTEXT, 'a line')\n"
        "print(tr('Hello'))\n")
    (package / "user.py").write_text("from .words import tr\nprint(tr('Bye'))\n")
    (tmp_path / "ui").mkdir()
    if not HAS_TOOLS:
        pytest.skip("PySide6's lupdate missing")
    found = translations.extract(tmp_path)
    assert {("Words", "Hello"), ("Words", "Bye"), ("Log", "a line")} <= set(found)
    (package / "stray.py").write_text("def tr(text):\n    return text\nprint(tr('Lost'))\n")
    with pytest.raises(translations.ExtractionError, match="Lost"):
        translations.extract(tmp_path)


QT_INTERNAL = {"QLibrary", "QGuiApplication"}
"""Qt's own error texts for a log, and its layout direction (left to right, as English, in
both languages), never shown in a window."""


class Misses(QTranslator):
    """Asked by Qt for every text (it is installed last): notes each one the language's own
    catalogue cannot answer, and answers nothing itself (None: ask the next translator)."""

    def __init__(self, catalogue: QTranslator) -> None:
        super().__init__()
        self.catalogue = catalogue
        self.missed: set[tuple[str, str]] = set()

    def isEmpty(self) -> bool:
        return False

    def translate(self, context, source, disambiguation=None, n=-1):
        if (source and re.search(r"[A-Za-z]{2}", source) and context not in QT_INTERNAL
                and not self.catalogue.translate(context, source, disambiguation, n)):
            self.missed.add((context, source))
        return None


@pytest.fixture
def language(qapp):
    """Install a language the way the app does, with a recorder of what it lacks; back to
    English afterwards."""
    switch = i18n.LanguageSwitch()
    installed: list[QTranslator] = []

    def use(code: str) -> Misses:
        assert switch.use(code), f"{code} does not load"
        catalogue = QTranslator()
        assert catalogue.load(str(i18n.translation_file(code)))
        misses = Misses(catalogue)
        QCoreApplication.installTranslator(misses)
        installed.append(misses)
        # the recorder hears what the catalogue lacks, and lets the catalogue answer the rest
        assert QCoreApplication.translate("NoSuchContext", "Only English") == "Only English"
        assert misses.missed == {("NoSuchContext", "Only English")}
        assert QCoreApplication.translate("MainWindow", "&Game") != "&Game"
        misses.missed.clear()
        return misses

    yield use
    for misses in installed:
        QCoreApplication.removeTranslator(misses)
    switch.use("en")


def visible_texts(widget: QWidget) -> list[str]:
    texts = [label.text() for label in widget.findChildren(QLabel) if label.isVisibleTo(widget)]
    texts += [button.text() for button in widget.findChildren(QAbstractButton)
              if button.isVisibleTo(widget)]
    texts += [box.title() for box in widget.findChildren(QGroupBox)]
    texts += [w.toolTip() for w in widget.findChildren(QWidget) if w.toolTip()]
    texts.append(widget.windowTitle())
    return [text for text in texts if text]


def english_left(texts: list[str], code: str) -> list[str]:
    """Texts shown exactly as an English source whose translation differs."""
    english = {entry.source for entry in translations.load(code).values()
               if entry.translation != entry.source and re.search(r"[a-z]{3}", entry.source)
               and "{" not in entry.source}
    return sorted({text for text in texts if text.replace("&", "") in english
                   or text in english})


def play_a_while(window: MainWindow, qtbot, game_id: str) -> None:
    window.start_game(default_setup(game_id))
    driver = TableDriver(window, qtbot)
    driver.settle()
    window.table.refresh()


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_screen_asks_only_for_translated_texts(code, language, qtbot, tmp_path):
    misses = language(code)
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(save_dir=tmp_path)
    qtbot.addWidget(window)
    window.set_speed(Speed.INSTANT)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    shown = visible_texts(window)
    shown += [action.text() for menu in window.menuBar().actions()
              for action in [menu, *(menu.menu().actions() if menu.menu() else [])]]
    for dialog in (NewGameDialog(settings=settings), StatisticsDialog(tmp_path / "st.sqlite3"),
                   PreferencesDialog(window.preferences, window, art=window.art)):
        qtbot.addWidget(dialog)
        shown += visible_texts(dialog)
    for game_id in GAMES:
        play_a_while(window, qtbot, game_id)
        shown += visible_texts(window.table)
        shown += [c.label for c in window.table._commands.values()]
        shown += window.table.game_log.texts()
    refused_meld(window, qtbot)  # a refusal beside the dropped cards
    qtbot.waitUntil(window.table.feedback.note.isVisible)
    shown.append(window.table.feedback.note.text.text())
    setup, state, last_move = one_move_from_the_end()  # the score sheet at the game's end
    window.start_game(setup, state)
    TableDriver(window, qtbot).settle()
    assert window.session is not None and window.session.try_action(last_move)
    qtbot.waitUntil(window.table.result.isVisible)
    shown += visible_texts(window.table.result)
    window.table.detach()
    assert not sorted(misses.missed), "\n".join(map(repr, sorted(misses.missed)))
    assert not english_left(shown, code)


def test_numbers_are_written_as_each_language_writes_them(language):
    assert i18n.number_text(20000) == "20,000"
    assert i18n.signed_text(-4.5) == "−4½"
    language("id")
    assert i18n.number_text(20000) == "20.000"
    assert i18n.signed_text(1250) == "+1.250"
    language("ko")
    assert i18n.number_text(20000) == "20,000"
    assert i18n.number_text(0.5) == "½"


def test_a_language_shows_at_once_and_goes_back(qtbot, tmp_path):
    window = MainWindow(save_dir=tmp_path)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    titles = [action.text() for action in window.menuBar().actions()]
    assert titles[0] == "&Game"
    try:
        window.apply_preferences(window.preferences.changed(language="id"))
        qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() != "&Game")
        assert window.menuBar().actions()[0].text().replace("&", "") == "Permainan"
        assert QLocale().name() == "id_ID"
        assert rules_path("banakil").name == "banakil.id.md"
        window.apply_preferences(window.preferences.changed(language="ko"))
        qtbot.waitUntil(lambda: "(&G)" in window.menuBar().actions()[0].text())
        assert rules_path("banakil").name == "banakil.ko.md"
    finally:
        window.apply_preferences(window.preferences.changed(language="en"))
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == "&Game")
    assert [action.text() for action in window.menuBar().actions()] == titles
    assert rules_path("banakil").name == "banakil.md"


def test_the_catalogue_reader_finds_every_translation_the_app_loads():
    """The glyph check reads the compiled catalogues (the bundle has no .ts): it finds exactly
    the committed translations, and refuses a file that is no catalogue."""
    for code in LANGUAGES:
        read = glyph_coverage.qm_translations(i18n.translation_file(code))
        assert sorted(read) == sorted(entry.translation
                                      for entry in translations.load(code).values())
    with pytest.raises(glyph_coverage.CatalogueError):
        glyph_coverage.qm_translations(rules_path("banakil"))


def test_every_korean_string_has_its_glyphs(qapp):
    """With the Hangul font the app picks, every character of every Korean text and rules
    page is in that font or in the app's own; without it the same check names what is
    missing (and `--check-fonts` exits 1), so it can fail."""
    hangul = i18n.hangul_family()
    if hangul is None:
        pytest.skip("this machine has no font with Hangul (the .deb depends on one)")
    font = i18n.font_for("ko", qapp.font())
    assert hangul in font.families()
    report = glyph_coverage.glyph_report("ko", font)
    assert report.missing == (), report.missing[:20]
    latin_only = QFont([family for family in qapp.font().families()
                        if not QRawFont.fromFont(QFont(family)).supportsCharacter(ord("가"))])
    assert "가" in glyph_coverage.glyph_report("ko", latin_only).missing


def test_the_fonts_check_is_a_command_line_answer(qapp, capsys):
    if i18n.hangul_family() is None:
        pytest.skip("this machine has no font with Hangul (the .deb depends on one)")
    assert desktop_main(["--check-fonts", "ko"]) == 0
    assert "한국어: every character is drawn" in capsys.readouterr().out
    assert desktop_main(["--check-fonts", "xx"]) == 2
    assert "no translation for 'xx'" in capsys.readouterr().err

