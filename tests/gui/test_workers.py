"""Computer players never stall the table (issue 11 item 7, issue 13 item 2): every decision
has a deadline, past it the seat plays a safe move with a note; a late answer is dropped;
quitting never waits for a player; thinking happens in a worker process that a hang gets
killed and replaced."""

from __future__ import annotations

import gc
import os
import threading
import time
import weakref

import pytest

from desktop_app.ai.registry import make_player
from desktop_app.games.banakil import BanakilConfig, BanakilState, Phase
from desktop_app.games.banakil.actions import DrawStock
from desktop_app.games.banapples import BanapplesConfig, BanapplesState
from desktop_app.gui import workers
from desktop_app.gui.game_setup import GameSetup, SeatSetup
from desktop_app.gui.main_window import MainWindow, default_setup
from desktop_app.gui.table.speed import Speed
from tests.gui.thinking_players import (
    BlockingPlayer,
    BlockingRacer,
    CrashingPlayer,
    ForeverPlayer,
    RaisingPlayer,
)


@pytest.fixture
def release():
    event = threading.Event()
    yield event
    event.set()  # the blocked thinking threads finish


def computer_first() -> BanakilState:
    """Two players, the computer (seat 1) to play first, the human (seat 0) next."""
    config = BanakilConfig(players=2)
    for seed in range(200):
        state = BanakilState.new_game(config, seed)
        if state.current == 1:
            return state
    raise AssertionError("no seed lets seat 1 start")


def start_against(window, monkeypatch, player) -> list[str]:
    """A game against `player` in seat 1; returns the status lines as they come."""
    monkeypatch.setattr("desktop_app.gui.session.make_computer", lambda *a, **k: player)
    state = computer_first()
    setup = GameSetup("banakil", state.config, state.seed,
                      [SeatSetup("You", True), SeatSetup("Budi", False, "medium")])
    window.start_game(setup, state)
    messages: list[str] = []
    window.session.status.connect(messages.append)
    return messages


def test_a_hung_player_misses_its_deadline_and_the_seat_plays_safe_moves(
        window, qtbot, monkeypatch, release):
    monkeypatch.setattr(workers, "GRACE_SECONDS", 0.05, raising=False)
    player = BlockingPlayer(release, DrawStock())
    messages = start_against(window, monkeypatch, player)
    session = window.session
    chosen: list[object] = []
    session.pool.answers.chosen.connect(lambda token, action: chosen.append(token))
    # Its draw and its discard were both played for it; the human's turn has come.
    qtbot.waitUntil(lambda: session.state.current == 0 and session.state.phase is Phase.DRAW,
                    timeout=10_000)
    history = list(session.state.history)
    assert len(history) == 2 and player.asked == 2
    assert history[0][1] == DrawStock()  # a plain draw, not a pile taken for it
    notes = [m for m in messages if "took too long" in m]
    assert notes and notes[0] == "Budi took too long; played: drew from the stock."
    assert any(m.startswith("Budi took too long; played: discarded ") for m in notes)
    # The late answers come and are dropped.
    release.set()
    qtbot.waitUntil(lambda: player.answered == 2, timeout=5000)
    qtbot.waitUntil(lambda: session.pool.thinking == 0, timeout=5000)
    assert chosen == [] and session.state.history == history


def test_closing_the_window_never_waits_for_a_hung_player(window, qtbot, monkeypatch, release):
    player = BlockingPlayer(release, DrawStock())
    start_against(window, monkeypatch, player)
    qtbot.waitUntil(lambda: player.asked == 1, timeout=5000)
    started = time.monotonic()
    window.close()
    assert time.monotonic() - started < 1.0  # it used to wait 3 s for the worker
    assert not release.is_set() and player.answered == 0


def test_a_player_that_raises_is_replaced_by_a_safe_move(window, qtbot, monkeypatch):
    messages = start_against(window, monkeypatch, RaisingPlayer())
    session = window.session
    qtbot.waitUntil(lambda: session.state.current == 0, timeout=10_000)
    assert len(session.state.history) == 2
    assert any(m.startswith("Budi stumbled (RuntimeError: the search fell over); played: ")
               for m in messages), messages


def test_a_hung_racer_plays_safe_and_the_race_goes_on(window, qtbot, monkeypatch, release):
    monkeypatch.setattr(workers, "GRACE_SECONDS", 0.05, raising=False)
    racer = BlockingRacer(release)
    real = make_player

    def players(game, level, **options):
        return racer if level == "blocking" else real(game, level, **options)

    monkeypatch.setattr("desktop_app.gui.realtime_session.make_player", players)
    state = BanapplesState.new_game(BanapplesConfig(players=2), 5)
    seats = [SeatSetup("You", True), SeatSetup("Budi", False, "blocking", reaction=0.01)]
    window.start_game(GameSetup("banapples", state.config, state.seed, seats), state)
    messages: list[str] = []
    window.session.status.connect(messages.append)
    window.table.resume()
    session = window.session
    qtbot.waitUntil(lambda: len(session.state.history) >= 2, timeout=10_000)
    assert any(m.startswith("Budi took too long; played: ") for m in messages), messages
    assert racer.asked >= 2  # it looked again after its safe move


# ---------------------------------------------------------------- the worker process


def process_pool(qtbot):
    pool = workers.ThinkingPool(mode="process", grace=0.2)
    replies: list[tuple[str, object]] = []
    pool.answers.chosen.connect(lambda token, action: replies.append(("chosen", token)))
    pool.answers.failed.connect(lambda token, message: replies.append(("failed", token)))
    pool.answers.late.connect(lambda token: replies.append(("late", token)))
    return pool, replies


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def test_a_hung_worker_process_is_killed_and_replaced(qtbot):
    pool, replies = process_pool(qtbot)
    state = computer_first()
    observation = state.observation(1)
    player = make_player("banakil", "medium")
    try:
        pool.ask(player, observation, 1, "warm")
        qtbot.waitUntil(lambda: replies == [("chosen", "warm")], timeout=60_000)
        first = pool.process.pid
        pool.ask(ForeverPlayer(), observation, 2, "hung")
        qtbot.waitUntil(lambda: len(replies) == 2, timeout=10_000)
        assert replies[1] == ("late", "hung")
        qtbot.waitUntil(lambda: not alive(first), timeout=10_000)
        pool.ask(player, observation, 3, "after")
        qtbot.waitUntil(lambda: len(replies) == 3, timeout=60_000)
        assert replies[2] == ("chosen", "after")
        assert pool.process.started == 2 and pool.process.pid not in (None, first)
        assert pool.process.answered == 2
    finally:
        pool.shutdown()


def test_a_crashed_worker_process_is_replaced_and_the_question_asked_once_more(qtbot):
    pool, replies = process_pool(qtbot)
    observation = computer_first().observation(1)
    try:
        pool.ask(CrashingPlayer(), observation, 1, "crash")
        qtbot.waitUntil(lambda: bool(replies), timeout=60_000)
        assert replies == [("failed", "crash")]  # asked twice, crashed twice: a safe move
        assert pool.process.started == 2 and not pool.process.broken
        pool.ask(make_player("banakil", "medium"), observation, 2, "after")
        qtbot.waitUntil(lambda: len(replies) == 2, timeout=60_000)
        assert replies[1] == ("chosen", "after") and pool.process.started == 3
    finally:
        pool.shutdown()


def test_computers_play_a_game_through_the_worker_process(qtbot, tmp_path, monkeypatch):
    """End to end: the table's computer players think in the worker process, and closing
    the window kills it."""
    monkeypatch.setenv(workers.THINKING_ENV, "process")
    window = MainWindow(save_dir=tmp_path)
    window.set_speed(Speed.INSTANT)
    qtbot.addWidget(window)
    window.show()
    window.start_game(default_setup("banakil", seed=4, humans=0))
    session = window.session
    process = session.pool.process
    assert process is not None
    qtbot.waitUntil(lambda: len(session.state.history) >= 12, timeout=90_000)
    assert process.answered >= 12 and process.started == 1 and not process.broken
    pid = process.pid
    assert pid is not None and pid != os.getpid()
    window.close()
    qtbot.waitUntil(lambda: not alive(pid), timeout=10_000)


def test_a_thinking_thread_never_holds_the_pool_and_answers_nobody_after_shutdown(
        qtbot, release):
    """The last reference to a Qt object dropped on a thread destroys it there; a signal
    emitted on a destroyed one crashes the process: a thread keeps only the reply channel."""
    pool = workers.ThinkingPool(mode="thread")
    replies: list[object] = []
    pool.answers.chosen.connect(lambda token, action: replies.append(token))
    pool.ask(BlockingPlayer(release, DrawStock()), computer_first().observation(1), 1,
             "blocked")
    qtbot.waitUntil(lambda: any(t.name == "computer-player" and t.is_alive()
                                for t in threading.enumerate()), timeout=5000)
    pool.shutdown()
    gone = weakref.ref(pool)
    del pool
    qtbot.wait(20)  # the deferred deletion of its timers
    gc.collect()  # here, on the GUI thread: the pool's own connections make cycles
    assert gone() is None, "the thinking thread keeps the pool alive"
    release.set()
    qtbot.waitUntil(lambda: not any(t.name == "computer-player" and t.is_alive()
                                    for t in threading.enumerate()), timeout=10_000)
    qtbot.wait(50)  # a queued reply, had one been sent, would arrive now
    assert replies == []
