"""Statistics never lose a result: every way the database can fail at a game's end, the
pending file that keeps results meanwhile, and the owner-only files."""

from __future__ import annotations

import errno
import os
import sqlite3
import stat
from contextlib import closing
from datetime import datetime

import pytest

from desktop_app.store import statistics as statistics_module
from desktop_app.store.statistics import (
    READ_BUSY_MS,
    GameResult,
    GameSummary,
    LevelSummary,
    PendingResults,
    Problem,
    ResultRecorder,
    Seat,
    Statistics,
    StatisticsUnavailable,
)

START = datetime(2026, 11, 30, 17, 0)
AYU = Seat("Ayu", "human")
EASY = Seat("Easy bot", "computer", "easy")


def result(n: int, won: bool = True) -> GameResult:
    return GameResult.of("banakil", [AYU, EASY], {0 if won else 1}, [500 + n, 300], 6, START,
                         result_id=f"game-{n}")


def recorder(tmp_path) -> ResultRecorder:
    return ResultRecorder(Statistics(tmp_path / "stats.sqlite3"),
                          PendingResults(tmp_path / PendingResults.FILE_NAME))


def played(stats: Statistics) -> int:
    return sum(s.played for s in stats.summaries())


def mode(path) -> int:
    return stat.S_IMODE(os.stat(path).st_mode)


# ------------------------------------------------------------------ each way it can fail


def test_a_database_locked_by_another_program_keeps_the_result_pending(tmp_path):
    keeper = recorder(tmp_path)
    assert keeper.record(result(1)).stored
    with closing(sqlite3.connect(tmp_path / "stats.sqlite3", isolation_level=None)) as other:
        other.execute("BEGIN EXCLUSIVE")  # another program is writing
        outcome = keeper.record(result(2))
        assert not outcome.stored and outcome.kept
        assert outcome.problem is not None and outcome.problem.problem is Problem.LOCKED
        # Reading on the GUI thread gives up after a few milliseconds, with a clear reason.
        with pytest.raises(StatisticsUnavailable) as caught:
            keeper.statistics.summaries()
        assert caught.value.problem is Problem.LOCKED
        other.execute("ROLLBACK")
    assert [r.result_id for r in keeper.pending.load()] == ["game-2"]
    assert keeper.record(None).stored  # at the next start or game end
    assert played(keeper.statistics) == 2
    assert not keeper.pending.path.exists()


def test_the_read_busy_timeout_is_a_few_milliseconds():
    assert READ_BUSY_MS <= 10


def test_a_read_does_not_wait_for_the_writers_check(tmp_path):
    stats = Statistics(tmp_path / "stats.sqlite3")
    # The writer thread is checking the file right now.
    with stats._prepare_lock, pytest.raises(StatisticsUnavailable) as caught:
        stats.summaries()
    assert caught.value.problem is Problem.LOCKED
    assert stats.summaries() == []


def test_a_folder_where_the_database_should_be(tmp_path):
    (tmp_path / "stats.sqlite3").mkdir()
    keeper = recorder(tmp_path)
    outcome = keeper.record(result(1))
    assert (outcome.stored, outcome.kept) == (False, True)
    assert outcome.problem is not None and outcome.problem.problem is Problem.FOLDER
    assert (tmp_path / "stats.sqlite3").is_dir()  # never moved or removed
    (tmp_path / "stats.sqlite3").rmdir()
    assert keeper.record(result(2)).stored
    assert played(keeper.statistics) == 2


class FullDisk(sqlite3.Connection):
    """SQLite's own full disk: this connection may not grow the file by a single page."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        pages = self.execute("PRAGMA page_count").fetchone()[0]
        self.execute(f"PRAGMA max_page_count = {pages}")


def test_a_full_disk_keeps_the_result_in_the_pending_file(tmp_path, monkeypatch):
    keeper = recorder(tmp_path)
    keeper.statistics.open()
    keeper.statistics.close()
    real_connect = sqlite3.connect
    monkeypatch.setattr(statistics_module.sqlite3, "connect",
                        lambda *a, **k: real_connect(*a, factory=FullDisk, **k))
    big = GameResult.of("banakil", [("Ayu" * 3000, "human", None), EASY], {0}, [1, 2], 1, START,
                        result_id="game-1")  # needs more pages than the file may have
    outcome = keeper.record(big)
    assert outcome.problem is not None and outcome.problem.problem is Problem.FULL
    assert (outcome.stored, outcome.kept) == (False, True)
    assert [r.result_id for r in keeper.pending.load()] == ["game-1"]
    monkeypatch.undo()
    assert keeper.record(None).stored
    assert played(keeper.statistics) == 1


def test_a_full_disk_for_the_pending_file_too_keeps_the_result_for_the_next_try(
        tmp_path, monkeypatch):
    keeper = recorder(tmp_path)
    keeper.statistics.open()

    def no_space(path, text):
        raise OSError(errno.ENOSPC, "No space left on device", str(path))

    monkeypatch.setattr(statistics_module.Statistics, "record",
                        lambda self, results: (_ for _ in ()).throw(
                            StatisticsUnavailable(Problem.FULL, "injected")))
    monkeypatch.setattr(statistics_module, "write_atomically", no_space)
    outcome = keeper.record(result(1))
    assert (outcome.stored, outcome.kept) == (False, False)  # the caller keeps its save
    assert isinstance(outcome.pending_error, OSError)
    assert not keeper.pending.path.exists()
    monkeypatch.undo()
    assert keeper.record(result(2)).stored  # the held result goes in with the next one
    assert played(keeper.statistics) == 2


def test_an_injected_operational_error(tmp_path, monkeypatch):
    keeper = recorder(tmp_path)
    keeper.statistics.open()

    class Broken(sqlite3.Connection):
        def execute(self, sql, *args):  # type: ignore[override]
            if sql.startswith("INSERT"):
                raise sqlite3.OperationalError("disk I/O error")
            return super().execute(sql, *args)

    keeper.statistics.close()
    real_connect = sqlite3.connect
    monkeypatch.setattr(statistics_module.sqlite3, "connect",
                        lambda *a, **k: real_connect(*a, factory=Broken, **k))
    outcome = keeper.record(result(1))
    assert (outcome.stored, outcome.kept) == (False, True)
    assert outcome.problem is not None and outcome.problem.problem is Problem.DISK_ERROR
    monkeypatch.undo()
    keeper.statistics.close()
    assert keeper.record(None).stored and played(keeper.statistics) == 1


def test_a_database_deleted_while_the_app_runs_is_started_again(tmp_path):
    keeper = recorder(tmp_path)
    assert keeper.record(result(1)).stored
    (tmp_path / "stats.sqlite3").unlink()
    assert keeper.record(result(2)).stored
    assert played(keeper.statistics) == 1  # the new file has the new result, not the void
    assert played(Statistics(tmp_path / "stats.sqlite3")) == 1


def test_a_profile_folder_deleted_while_the_app_runs(tmp_path):
    profile = tmp_path / "profile"
    keeper = recorder(profile)
    assert keeper.record(result(1)).stored
    for path in profile.iterdir():
        path.unlink()
    profile.rmdir()
    assert keeper.record(result(2)).stored
    assert played(Statistics(profile / "stats.sqlite3")) == 1


def test_the_same_result_twice_counts_once(tmp_path):
    stats = Statistics(tmp_path / "stats.sqlite3")
    stats.record([result(1), result(1)])
    stats.record([result(1)])
    assert played(stats) == 1


def test_a_damaged_pending_file_is_kept_aside_and_its_good_results_stay(tmp_path):
    pending = PendingResults(tmp_path / PendingResults.FILE_NAME)
    pending.save([result(1)])
    text = pending.path.read_text(encoding="utf-8")
    pending.path.write_text(text.replace('"results": [', '"results": [{"game": 5}, '),
                            encoding="utf-8")
    assert [r.result_id for r in pending.load()] == ["game-1"]
    assert len(list(tmp_path.glob("statistics-pending.damaged-*.json"))) == 1
    assert [r.result_id for r in pending.load()] == ["game-1"]


def test_results_read_back_from_the_pending_file_are_the_same(tmp_path):
    pending = PendingResults(tmp_path / PendingResults.FILE_NAME)
    kept = [result(1), GameResult.of("banakil", [AYU, EASY], (), [10, 20], 2, START, None)]
    pending.save(kept)
    assert pending.load() == kept


# ------------------------------------------------------------------ what the page shows


def test_abandoned_games_are_counted_apart(tmp_path):
    stats = Statistics(tmp_path / "stats.sqlite3")
    stats.record_game("banakil", [AYU, EASY], {0}, [500, 300], 6, START)
    stats.record_abandoned("banakil", 2, 31, START)
    stats.record_abandoned("cap_it_rummy", 1, 5, START)
    assert stats.summaries() == [
        GameSummary("banakil", played=1, won=1, best_score=500, average_score=500,
                    longest_rounds=6, abandoned=1),
        GameSummary("cap_it_rummy", 0, 0, 0, 0, 0, abandoned=1)]
    assert stats.level_summaries() == [LevelSummary("banakil", "easy", played=1, won=0)]
    assert stats.abandoned() == {"banakil": 1, "cap_it_rummy": 1}
    with pytest.raises(ValueError):
        stats.record_abandoned("banakil", -1, 0, START)


def test_an_abandoned_game_on_a_locked_file_does_not_hold_the_window(tmp_path):
    stats = Statistics(tmp_path / "stats.sqlite3")
    stats.open()
    with closing(sqlite3.connect(stats.db_path, isolation_level=None)) as other:
        other.execute("BEGIN EXCLUSIVE")
        with pytest.raises(sqlite3.Error) as caught:  # callers that catch sqlite3.Error
            stats.record_abandoned("banakil", 2, 31, START)
        other.execute("ROLLBACK")
    assert isinstance(caught.value, StatisticsUnavailable)
    assert caught.value.problem is Problem.LOCKED


def test_a_version_1_file_is_upgraded_and_its_figures_kept(tmp_path):
    path = tmp_path / "stats.sqlite3"
    with closing(sqlite3.connect(path)) as conn, conn:
        conn.executescript(statistics_module._SCHEMA_1 + "PRAGMA user_version = 1;")
        for row, (won, total) in enumerate([(1, 510.0), (0, 380.0)], start=1):
            conn.execute("INSERT INTO games VALUES (?, 'banakil', '2026-11-30T17:00:00', ?)",
                         (row, 5 + row))
            conn.execute("INSERT INTO seats VALUES (?, 0, 'Ayu', 'human', NULL, ?, ?)",
                         (row, won, total))
            conn.execute("INSERT INTO seats VALUES (?, 1, 'Bot', 'computer', 'easy', ?, 1)",
                         (row, 1 - won))
        # An earlier build kept abandoned games in a table of their own, in version 1 files.
        conn.execute("CREATE TABLE abandoned (id INTEGER PRIMARY KEY, game TEXT NOT NULL,"
                     " abandoned_at TEXT NOT NULL, rounds INTEGER NOT NULL,"
                     " actions INTEGER NOT NULL)")
        conn.execute("INSERT INTO abandoned VALUES (1, 'banakil', '2026-11-30T18:00:00', 1, 9)")
    stats = Statistics(path)
    assert stats.summaries() == [GameSummary("banakil", 2, 1, 510, 445, 7, abandoned=1)]
    assert stats.level_summaries() == [LevelSummary("banakil", "easy", 2, 1)]
    stats.record([result(1)])
    assert stats.summaries()[0].played == 3
    assert stats.damage_notice is None


def test_a_read_only_copy_writes_nothing(tmp_path):
    stats = Statistics(tmp_path / "stats.sqlite3", read_only=True)
    assert stats.summaries() == [] and stats.level_summaries() == []
    with pytest.raises(StatisticsUnavailable):
        stats.record([result(1)])
    assert list(tmp_path.iterdir()) == []


# ------------------------------------------------------------------ files


def test_the_database_and_the_pending_file_are_owner_only(tmp_path):
    path = tmp_path / "stats.sqlite3"
    Statistics(path).record([result(1)])
    assert mode(path) == 0o600
    pending = PendingResults(tmp_path / PendingResults.FILE_NAME)
    pending.save([result(2)])
    assert mode(pending.path) == 0o600


def test_an_existing_database_open_to_others_is_made_owner_only(tmp_path):
    path = tmp_path / "stats.sqlite3"
    Statistics(path).record([result(1)])
    os.chmod(path, 0o644)
    Statistics(path).summaries()
    assert mode(path) == 0o600


@pytest.mark.parametrize(("code", "problem"), [(errno.EACCES, Problem.NO_PERMISSION),
                                               (errno.EROFS, Problem.NO_PERMISSION),
                                               (errno.ENOSPC, Problem.FULL),
                                               (errno.EIO, Problem.DISK_ERROR)])
def test_os_errors_at_the_file_layer(tmp_path, monkeypatch, code, problem):
    def refuse(path):
        raise OSError(code, os.strerror(code), str(path))

    monkeypatch.setattr(statistics_module, "make_private", refuse)
    keeper = recorder(tmp_path)
    outcome = keeper.record(result(1))
    assert (outcome.stored, outcome.kept) == (False, True)
    assert outcome.problem is not None and outcome.problem.problem is problem
    monkeypatch.undo()
    assert keeper.record(None).stored and played(keeper.statistics) == 1


def test_an_unreadable_pending_file_is_never_written_over(tmp_path):
    keeper = recorder(tmp_path)
    keeper.pending.path.mkdir()  # in the way of the pending file: it cannot be read
    assert keeper.record(result(1)).stored  # the database is fine: nothing needs the file
    (tmp_path / "stats.sqlite3").unlink()
    (tmp_path / "stats.sqlite3").mkdir()
    outcome = keeper.record(result(2))
    assert (outcome.stored, outcome.kept) == (False, False)  # the caller keeps its save
    assert keeper.pending.path.is_dir()


def test_a_read_only_copy_reads_what_the_writer_wrote(tmp_path):
    path = tmp_path / "Meja Kartu" / "stats 100%.sqlite3"
    Statistics(path).record([result(1)])
    reader = Statistics(path, read_only=True)
    assert played(reader) == 1
    with pytest.raises(StatisticsUnavailable):
        reader.record_abandoned("banakil", 1, 1, START)
    assert played(Statistics(path)) == 1
