"""The new-game dialog for a game without turns: reaction times per computer seat, the rules'
options, and one human at the one screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialog

from desktop_app.ai.banapples import REACTION_TIMES
from desktop_app.games.banapples import BanapplesConfig
from desktop_app.gui.dialogs.new_game import PACE_FACTORS as PACES
from desktop_app.gui.dialogs.new_game import NewGameDialog


@pytest.fixture
def dialog(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    dialog = NewGameDialog(settings=settings, default_game="banapples")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_reaction_times_start_from_each_level(dialog):
    rows = dialog.seat_rows
    assert not rows[0].reaction.isVisible()  # the human
    assert all(row.reaction.isVisible() for row in rows[1:4])
    relaxed = PACES["relaxed"]  # a new player's pace
    assert rows[1].reaction.value() == round(REACTION_TIMES["medium"] * relaxed, 1)
    rows[1].level.setCurrentIndex(rows[1].level.findData("hard"))
    assert rows[1].reaction.value() == round(REACTION_TIMES["hard"] * relaxed, 1)
    assert dialog.reaction_head is not None and dialog.reaction_head.isVisible()


def test_reaction_time_and_options_reach_the_setup(qtbot, dialog):
    dialog.seat_rows[2].reaction.setValue(0.4)
    options = {editor.spec.name for editor in dialog.editors}
    assert {"target", "strict_compost", "seed_penalty"} <= options  # rules/banapples.md
    next(e for e in dialog.editors if e.spec.name == "target").set_value(300)
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    setup = dialog.setup()
    assert setup.config == BanapplesConfig(players=4, target=300)
    relaxed = round(REACTION_TIMES["medium"] * PACES["relaxed"], 1)
    assert [s.reaction for s in setup.seats] == [None, relaxed, 0.4, relaxed]
    assert setup.meta()["seats"][2]["reaction"] == 0.4


def test_one_screen_seats_one_human(dialog):
    row = dialog.seat_rows[1]
    row.kind.setCurrentIndex(0)  # human
    assert dialog.error_label.isVisible() and "one human" in dialog.error
    assert not dialog.start_button.isEnabled()
    row.kind.setCurrentIndex(1)
    assert dialog.error is None and dialog.start_button.isEnabled()


def test_reaction_time_is_remembered(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    first = NewGameDialog(settings=settings, default_game="banapples")
    qtbot.addWidget(first)
    first.seat_rows[3].reaction.setValue(2.0)
    first.accept()
    again = NewGameDialog(settings=settings, default_game="banapples")
    qtbot.addWidget(again)
    assert again.seat_rows[3].reaction.value() == 2.0


def test_pace_starts_relaxed_and_is_remembered_once_chosen(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    first = NewGameDialog(settings=settings, default_game="banapples")
    qtbot.addWidget(first)
    assert first.pace_combo.currentData() == "relaxed"
    medium = REACTION_TIMES["medium"]
    assert first.seat_rows[1].reaction.value() == round(medium * PACES["relaxed"], 1)
    quick = first.pace_combo.findData("quick")
    first.pace_combo.setCurrentIndex(quick)
    first.pace_combo.activated.emit(quick)  # what a pick in the list sends
    assert all(row.reaction.value() == round(medium * PACES["quick"], 1)
               for row in first.seat_rows[1:4])
    first.accept()
    again = NewGameDialog(settings=settings, default_game="banapples")
    qtbot.addWidget(again)
    assert again.pace_combo.currentData() == "quick"
    assert again.seat_rows[1].reaction.value() == round(medium * PACES["quick"], 1)
    again.seat_rows[1].level.setCurrentIndex(again.seat_rows[1].level.findData("easy"))
    assert again.seat_rows[1].reaction.value() == round(REACTION_TIMES["easy"] * PACES["quick"],
                                                        1)


def test_games_with_turns_have_no_pace(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    dialog = NewGameDialog(settings=settings, default_game="banakil")
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.pace_combo.isVisible()
