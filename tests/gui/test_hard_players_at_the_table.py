"""The hard players at the table: the Preferences' think time reaches them, and the Hint
button's search runs in the computer players' worker, never on the GUI thread; its answer
shows when it arrives, and is dropped if the position changed meanwhile."""

from __future__ import annotations

import threading

import pytest

from desktop_app.ai.search import SearchPlayer
from desktop_app.games.banakil.actions import DrawStock
from desktop_app.gui.game_setup import GameSetup, SeatSetup
from desktop_app.gui.main_window import MainWindow
from desktop_app.gui.table.speed import Speed
from desktop_app.gui.workers import THINKING_ENV
from desktop_app.store.preferences import Preferences
from tests.gui.table_driver import TableDriver
from tests.gui.test_preferences_dialog import dialog_for
from tests.gui.test_table_banakil import give_hand, human_first_state

SEATS = [SeatSetup("You", True), SeatSetup("Sari", False, "hard"),
         SeatSetup("Budi", False, "medium")]
HAND = "9D 10D JD QD 3S 3H 3C 5C 7H KS AS 8C 4D 6S 9H JC QH 5S"


@pytest.fixture
def window(qtbot, tmp_path):
    window = MainWindow(save_dir=tmp_path)
    window.apply_preferences(Preferences(think_time=0.3))
    window.set_speed(Speed.INSTANT, remember=False)
    window.resize(1280, 800)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.apply_preferences(Preferences())  # the settings file is shared by the test run
    window.table.detach()


def start(window: MainWindow, qtbot) -> TableDriver:
    state = human_first_state()
    give_hand(state, 0, HAND)
    window.start_game(GameSetup("banakil", state.config, state.seed, SEATS), state)
    driver = TableDriver(window, qtbot)
    driver.settle()
    assert window.session.viewer == 0
    return driver


def hinted(window: MainWindow) -> list:
    return [item for item in window.session.board.items() if item.hinted]


def test_the_think_time_preference_reaches_the_hard_players(window, qtbot):
    start(window, qtbot)
    session = window.session
    hard, medium = session.players[1], session.players[2]
    assert isinstance(hard, SearchPlayer) and not isinstance(medium, SearchPlayer)
    assert (hard.think_time, hard.budget) == (0.3, 0.3)  # the table waits as long
    # Changed in the dialog, it applies to the open table from the next move on.
    dialog = dialog_for(window, qtbot)
    dialog.think_time.setValue(2.0)
    again = session.players[1]
    assert isinstance(again, SearchPlayer) and (again.think_time, again.budget) == (2.0, 2.0)
    assert session.players[2].level == "medium" and session.think_time == 2.0


def test_the_hint_is_searched_off_the_gui_thread_and_shown_when_it_comes(window, qtbot,
                                                                         monkeypatch):
    threads: list[threading.Thread] = []
    think = SearchPlayer.think

    def recording(self, *args, **kwargs):
        threads.append(threading.current_thread())
        return think(self, *args, **kwargs)

    monkeypatch.setattr(SearchPlayer, "think", recording)
    driver = start(window, qtbot)
    session = window.session
    driver.drag(driver.item_point(session.board.zones["stock"][-1]), driver.zone_point("hand/0"))
    messages: list[str] = []
    session.status.connect(messages.append)
    session.show_hint()
    # The window goes on at once: nothing is marked yet, the status says a hint is coming.
    assert hinted(window) == [] and messages == ["Looking for a hint…"]
    qtbot.waitUntil(lambda: bool(hinted(window)), timeout=15000)
    assert threads and all(t is not threading.main_thread() for t in threads)
    assert len(messages) == 2 and messages[-1] != "Looking for a hint…", messages


def test_a_hint_for_a_position_that_changed_is_dropped(window, qtbot):
    start(window, qtbot)
    session = window.session
    messages: list[str] = []
    session.status.connect(messages.append)
    session.show_hint()
    assert session.try_action(DrawStock())  # before the search answered
    qtbot.waitUntil(lambda: session.pool.thinking == 0, timeout=15000)
    qtbot.wait(50)  # the queued answer, had it been kept, would be shown by now
    assert hinted(window) == [] and session.hint_asked is None
    assert not any("simulated deals" in m for m in messages), messages
    # Asked again in the new position, the hint comes.
    session.show_hint()
    qtbot.waitUntil(lambda: bool(hinted(window)), timeout=15000)


def test_the_hint_comes_from_the_computer_players_process(window, qtbot, monkeypatch):
    monkeypatch.setenv(THINKING_ENV, "process")
    driver = start(window, qtbot)
    session = window.session
    assert session.pool.process is not None
    driver.drag(driver.item_point(session.board.zones["stock"][-1]), driver.zone_point("hand/0"))
    session.show_hint()
    qtbot.waitUntil(lambda: bool(hinted(window)), timeout=40000)  # a fresh process starts
    assert session.pool.process.answered >= 1
