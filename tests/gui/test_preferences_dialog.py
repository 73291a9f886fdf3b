"""Preferences: one dialog (ui/preferences.ui), every change applied at once to the open
table and kept for the next start; the new-game dialog takes its default level from it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor

from desktop_app.gui.dialogs.new_game import NewGameDialog
from desktop_app.gui.dialogs.preferences_dialog import PreferencesDialog
from desktop_app.gui.main_window import MainWindow
from desktop_app.gui.table.deck_art import Back, ColourScheme
from desktop_app.gui.table.scene import FELTS
from desktop_app.gui.table.speed import Speed
from desktop_app.store.preferences import Preferences, load


@pytest.fixture
def window(qtbot, tmp_path):
    window = MainWindow(save_dir=tmp_path)
    window.apply_preferences(Preferences())
    window.set_speed(Speed.INSTANT, remember=False)
    qtbot.addWidget(window)
    window.show()
    yield window
    window.apply_preferences(Preferences())  # the settings file is shared by the test run
    window.table.detach()


def dialog_for(window, qtbot) -> PreferencesDialog:
    dialog = PreferencesDialog(window.preferences, window, art=window.art)
    dialog.changed.connect(window.apply_preferences)
    qtbot.addWidget(dialog)
    return dialog


def choose(combo, value) -> None:
    combo.setCurrentIndex(combo.findData(value))


def test_every_preference_has_its_widget_and_words(window, qtbot):
    dialog = dialog_for(window, qtbot)
    for combo in (dialog.language, dialog.card_size, dialog.speed, dialog.card_back,
                  dialog.felt, dialog.level, dialog.pace):
        assert combo.count() >= 2
        assert all(combo.itemText(i) and not combo.itemText(i).startswith("back")
                   for i in range(combo.count()))
        assert combo.toolTip()
    assert [dialog.card_back.itemData(i) for i in range(dialog.card_back.count())] == [
        "back", "back-parang", "back-truntum", "back-ceplok"]
    assert dialog.felt.count() >= 3
    assert dialog.language.itemData(0) == "system" and dialog.language.findData("en") > 0


def test_changes_apply_to_the_table_at_once(window, qtbot):
    dialog = dialog_for(window, qtbot)
    choose(dialog.felt, "burgundy")
    assert window.table.scene.felt == QColor(FELTS["burgundy"][0])
    choose(dialog.card_back, "back-ceplok")
    assert window.art.rummy_back is Back.CEPLOK
    dialog.high_contrast.setChecked(True)
    assert window.art.scheme is ColourScheme.HIGH_CONTRAST
    dialog.four_colour.setChecked(True)
    assert window.art.scheme is ColourScheme.HIGH_CONTRAST_FOUR_COLOUR
    assert window.four_colour_action.isChecked()
    choose(dialog.card_size, "large")
    assert window.metrics.user_scale == pytest.approx(1.15)
    assert window.size_actions["large"].isChecked()
    choose(dialog.speed, "fast")
    assert window.speed is Speed.FAST and window.speed_actions[Speed.FAST].isChecked()


def test_the_chosen_back_is_what_the_rummy_tables_draw(window, qtbot):
    from PySide6.QtCore import QSize

    size = QSize(50, 70)
    kawung = window.art.back(Back.DEFAULT, size).toImage()
    window.apply_preferences(window.preferences.changed(card_back="back-parang"))
    parang = window.art.back(Back.DEFAULT, size).toImage()
    assert parang != kawung
    assert parang == window.art.back(Back.PARANG, size).toImage()
    # Banapples' seat colours are not the player's choice
    assert window.art.back(Back.RED, size).toImage() not in (kawung, parang)


def test_preferences_are_kept_for_the_next_start(window, qtbot, tmp_path):
    dialog = dialog_for(window, qtbot)
    choose(dialog.felt, "blue")
    dialog.think_time.setValue(0.5)
    dialog.ask_abandon.setChecked(False)
    again = MainWindow(save_dir=tmp_path)
    qtbot.addWidget(again)
    assert again.preferences.felt == "blue" and again.preferences.think_time == 0.5
    assert not again.preferences.ask_before_abandoning
    assert again.table.scene.felt == QColor(FELTS["blue"][0])
    again.table.detach()


def test_restore_defaults(window, qtbot):
    dialog = dialog_for(window, qtbot)
    choose(dialog.felt, "green")
    dialog.four_colour.setChecked(True)
    from PySide6.QtWidgets import QDialogButtonBox

    dialog.findChild(QDialogButtonBox).button(
        QDialogButtonBox.StandardButton.RestoreDefaults).click()
    assert window.preferences == Preferences()
    assert dialog.felt.currentData() == "teal" and not dialog.four_colour.isChecked()


def test_a_new_computer_seat_takes_the_preferred_level(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("players/computer_level", "easy")
    assert load(settings.value).computer_level == "easy"
    dialog = NewGameDialog(default_game="banakil", settings=settings)
    qtbot.addWidget(dialog)
    computers = [row for row in dialog.seat_rows if not row.human]
    assert computers and all(row.level.currentData() == "easy" for row in computers)
