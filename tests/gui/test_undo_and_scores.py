"""Undo survives Continue, and every game's round-by-round scores are reachable during play
(issue 14 item 8)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from desktop_app.games.banakil.actions import DrawStock, TakeDiscard
from desktop_app.gui.dialogs.score_history import ScoreHistoryDialog, score_rows
from desktop_app.gui.game_setup import GameSetup, SeatSetup
from desktop_app.gui.main_window import MainWindow
from desktop_app.gui.table.speed import Speed
from tests.gui.test_table_banakil import human_first_state, start


def reopen(window: MainWindow, qtbot, tmp_path) -> MainWindow:
    window.close()
    again = MainWindow(save_dir=tmp_path)
    again.set_speed(Speed.INSTANT)
    qtbot.addWidget(again)
    again.show()
    again.resume_saved()
    assert again.session is not None
    return again


def test_undo_survives_continue(window, qtbot, tmp_path):
    """The undo history is rebuilt from the saved record: after Continue the last decision
    can still be taken back, and still not past a card that was revealed."""
    state = human_first_state()
    driver = start(window, state, qtbot)
    session = window.session
    before = session.state.snapshot()
    assert session.perform(TakeDiscard(1))  # nothing hidden is revealed by it
    driver.settle()
    point = session.undo_point()
    assert point == 0
    again = reopen(window, qtbot, tmp_path)
    try:
        assert again.session.undo_point() == point
        again.table.refresh()
        assert again.table.actions_bar.buttons["undo"].isEnabled()
        assert again.session.undo()
        assert again.session.state.snapshot() == before
        assert again.session.perform(DrawStock())  # a card from the stock is revealed
        again.table.refresh()
        assert again.session.undo_point() is None
    finally:
        again.table.detach()
    third = reopen(again, qtbot, tmp_path)
    try:
        assert third.session.undo_point() is None  # still never past the revealed card
    finally:
        third.table.detach()


def test_round_scores_rows_total_every_round():
    results = [{"round": 1, "player_scores": [10, -5], "team_scores": None,
                "totals_after": [10, -5]},
               {"round": 2, "player_scores": [3, 20], "team_scores": None,
                "totals_after": [13, 15]}]
    assert score_rows(results) == [["1", "+10", "−5"], ["2", "+3", "+20"],
                                   ["Total", "13", "15"]]
    teams = [{"round": 1, "player_scores": [1, 2, 3, 4], "team_scores": [40, -20],
              "totals_after": [40, -20]}]
    assert score_rows(teams) == [["1", "+40", "−20"], ["Total", "40", "−20"]]


@pytest.mark.parametrize("game_id", ["banakil", "cap_it_rummy", "bain_hand_and_foot",
                                     "banapples"])
def test_scores_so_far_open_from_the_menu_during_play(window, qtbot, game_id, monkeypatch):
    from desktop_app.gui.main_window import default_setup

    setup = default_setup(game_id, seed=5)
    setup = GameSetup(setup.game_id, setup.config, setup.seed,
                      [SeatSetup("You", True), *setup.seats[1:]])
    window.start_game(setup)
    entry = window.scores_action
    assert entry.isEnabled()
    shown: list[ScoreHistoryDialog] = []
    monkeypatch.setattr(ScoreHistoryDialog, "exec", lambda self: shown.append(self) or 0)
    QTest.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    assert len(shown) == 1
    dialog = shown[0]
    assert dialog.table.columnCount() == len(window.session.state.totals) + 1
    assert "No round" in dialog.note.text()  # nothing played yet in round 1


def test_no_scores_entry_without_a_game(window):
    window.show_start()
    assert not window.scores_action.isEnabled()
    assert window.scores_action.toolTip()


def test_a_disabled_undo_says_why(window, qtbot):
    state = human_first_state()
    start(window, state, qtbot)
    window.table.refresh()
    undo = window.table.actions_bar.buttons["undo"]
    assert not undo.isEnabled()
    assert "You have not made a move yet" in undo.toolTip()
    window.session.perform(DrawStock())
    window.table.refresh()
    assert "a card has been revealed" in undo.toolTip()
