"""The first-game tour: shown once per game, skippable, again from Help > Show the tour; its
callouts stand at the piles they talk about."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop_app.games.registry import get_game
from desktop_app.gui.game_setup import GameSetup, SeatSetup
from desktop_app.gui.main_window import MainWindow
from desktop_app.gui.tour import seen_key, tour_steps

GAMES = ["banakil", "cap_it_rummy", "bain_hand_and_foot", "banapples"]


@pytest.fixture
def window(window):
    """The shared window (tests/gui/conftest.py), with no tour seen yet."""
    for game in GAMES:
        window.settings.remove(seen_key(game))
    return window


def new_game(window, game_id: str) -> None:
    config = get_game(game_id).config_type()
    players = getattr(config, "players", 2)
    seats = [SeatSetup("You", True)] + [SeatSetup(f"Bot {i}", False, "easy", 1000.0)
                                        for i in range(1, players)]
    window.start_game(GameSetup(game_id, config, 7, seats))


def help_action(window, text: str):
    return next(a for a in window.menuBar().actions()[-1].menu().actions()
                if a.text().replace("&", "") == text)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_three_to_five_steps_at_real_zones(window, qtbot, game_id):
    assert 3 <= len(tour_steps(game_id)) <= 5
    new_game(window, game_id)
    tour = window.table.tour
    qtbot.waitUntil(tour.isVisible)
    count = len(tour._steps)
    assert count >= 3
    for index in range(count):
        step = tour._steps[index]
        if step.zone:
            target = window.table._zone_rect(step.zone)
            assert target is not None and not target.isNull()
            # The callout sits beside its zone, not on top of it.
            assert not tour.geometry().intersects(target.adjusted(8, 8, -8, -8))
        QTest.keyClick(window.table, Qt.Key.Key_Return)
    assert not tour.isVisible()


def test_shown_once_per_game_and_again_from_help(window, qtbot):
    new_game(window, "banakil")
    tour = window.table.tour
    qtbot.waitUntil(tour.isVisible)
    assert "stock" in tour.text.text()
    tour.skip.click()  # skippable at the first step
    assert not tour.isVisible()
    new_game(window, "banakil")
    assert not tour.isVisible()  # once per game
    help_action(window, "Show the tour").trigger()
    assert tour.isVisible() and tour.step == 0
    QTest.keyClick(window.table, Qt.Key.Key_Escape)
    assert not tour.isVisible()
    new_game(window, "banapples")  # another game: its own tour
    qtbot.waitUntil(tour.isVisible)
    assert "seed pile" in tour.text.text()


def test_remembered_across_windows(window, qtbot, tmp_path):
    new_game(window, "cap_it_rummy")
    qtbot.waitUntil(window.table.tour.isVisible)
    window.table.tour.end()
    again = MainWindow(save_dir=tmp_path / "again")
    qtbot.addWidget(again)
    again.show()
    new_game(again, "cap_it_rummy")
    assert not again.table.tour.isVisible()
    again.table.detach()
