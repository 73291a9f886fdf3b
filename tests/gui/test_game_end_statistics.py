"""A game's end: its result reaches the statistics or waits safely, the player is told when
it could not be written, and the save is cleared only once the result is safe."""

from __future__ import annotations

import errno
import sqlite3
from contextlib import closing
from datetime import datetime

import pytest

from desktop_app.gui.main_window import MainWindow
from desktop_app.gui.table.speed import Speed
from desktop_app.store import statistics as statistics_module
from desktop_app.store.statistics import PendingResults, Statistics
from tests.gui.finished_game import one_move_from_the_end


def open_window(qtbot, tmp_path) -> MainWindow:
    window = MainWindow(save_dir=tmp_path)
    window.set_speed(Speed.INSTANT)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.results is not None
    window.results.flush()  # the start-up call (waiting results, the file's check)
    return window


@pytest.fixture
def window(qtbot, tmp_path):
    window = open_window(qtbot, tmp_path)
    yield window
    window.close()


def finish_a_game(window: MainWindow, qtbot) -> None:
    setup, state, last_move = one_move_from_the_end()
    window.start_game(setup, state)
    session = window.session
    assert session is not None
    with qtbot.waitSignal(session.game_over, timeout=10000):
        assert session.try_action(last_move)


def stats_path(tmp_path):
    return tmp_path / "statistics.sqlite"


def played(tmp_path) -> int:
    return sum(s.played for s in Statistics(stats_path(tmp_path)).summaries())


def test_a_result_is_recorded_and_then_the_save_goes(window, qtbot, tmp_path):
    assert window.store is not None and window.results is not None
    finish_a_game(window, qtbot)
    qtbot.waitUntil(lambda: not bool(window.store.saved_games()), timeout=5000)
    assert played(tmp_path) == 1
    assert window.result_notice is None


def test_a_locked_database_does_not_freeze_the_window_and_the_result_waits(
        window, qtbot, tmp_path):
    assert window.store is not None and window.results is not None
    with closing(sqlite3.connect(stats_path(tmp_path), isolation_level=None)) as other:
        other.execute("BEGIN EXCLUSIVE")
        finish_a_game(window, qtbot)
        # The game's end came back at once: the writer thread is still waiting for the lock.
        assert window.results._last is not None and not window.results._last.done()
        assert bool(window.store.saved_games())  # not before the result is safe
        qtbot.waitUntil(lambda: window.result_notice is not None, timeout=10000)
        other.execute("ROLLBACK")
    assert window.result_notice is not None
    text = window.result_notice.text()
    assert "another program" in text and "kept" in text
    assert "sqlite" not in text.lower() and "Error" not in text
    assert not bool(window.store.saved_games())  # safe in the pending file now
    assert len(PendingResults(tmp_path / PendingResults.FILE_NAME).load()) == 1
    finish_a_game(window, qtbot)  # the next game's end writes both
    window.results.flush()
    qtbot.waitUntil(lambda: not (tmp_path / PendingResults.FILE_NAME).exists())
    assert played(tmp_path) == 1  # the same deal and moves: one game, counted once


def test_nowhere_to_keep_the_result_keeps_the_save_until_the_next_start(
        qtbot, tmp_path, monkeypatch):
    stats_path(tmp_path).mkdir()  # the database's place is taken by a folder

    def no_space(path, text):
        raise OSError(errno.ENOSPC, "No space left on device", str(path))

    monkeypatch.setattr(statistics_module, "write_atomically", no_space)
    window = open_window(qtbot, tmp_path)
    assert window.store is not None
    finish_a_game(window, qtbot)
    qtbot.waitUntil(lambda: window.result_notice is not None, timeout=10000)
    text = window.result_notice.text()
    assert "could not be saved" in text and "folder" in text
    window.show_start()
    assert bool(window.store.saved_games())  # the finished game is the result's only copy
    assert not window.start_page.continue_tile.isVisible()  # never offered to continue
    window.close()
    monkeypatch.undo()
    stats_path(tmp_path).rmdir()

    again = open_window(qtbot, tmp_path)  # the next start counts it, then clears the save
    assert again.store is not None and again.results is not None
    again.results.flush()
    qtbot.waitUntil(lambda: not bool(again.store.saved_games()), timeout=5000)
    assert played(tmp_path) == 1
    assert not again.start_page.continue_tile.isVisible()
    again.close()


def test_a_database_deleted_while_the_app_runs(window, qtbot, tmp_path):
    assert window.store is not None
    stats_path(tmp_path).unlink()
    finish_a_game(window, qtbot)
    qtbot.waitUntil(lambda: not bool(window.store.saved_games()), timeout=5000)
    assert played(tmp_path) == 1
    assert window.result_notice is None


def test_results_waiting_from_last_time_are_written_at_start(qtbot, tmp_path):
    setup, state, last_move = one_move_from_the_end()
    state.apply(0, last_move)
    from desktop_app.gui.game_result import result_of

    PendingResults(tmp_path / PendingResults.FILE_NAME).save([result_of(state, setup)])
    window = open_window(qtbot, tmp_path)
    assert played(tmp_path) == 1
    assert not (tmp_path / PendingResults.FILE_NAME).exists()
    window.close()


def test_an_abandoned_game_waits_for_a_lock_on_the_writer_thread(window, qtbot, tmp_path):
    """Another program holding the file for a moment no longer drops the record: the writer
    thread waits for it as for a result, and the window does not wait at all."""
    assert window.results is not None
    with closing(sqlite3.connect(stats_path(tmp_path), isolation_level=None)) as other:
        other.execute("BEGIN EXCLUSIVE")
        window.results.record_abandoned("banakil", 2, 31, datetime(2026, 12, 3, 12, 0))
        assert window.results._last is not None and not window.results._last.done()
        other.execute("ROLLBACK")  # well before the writer's wait ends
    window.results.flush()
    assert Statistics(stats_path(tmp_path)).abandoned() == {"banakil": 1}
