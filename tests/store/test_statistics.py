"""Statistics in SQLite: recording, the figures shown, and damaged files set aside."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from desktop_app.games.registry import GAMES, get_game
from desktop_app.store.statistics import (
    SCHEMA_VERSION,
    GameSummary,
    LevelSummary,
    Seat,
    Statistics,
)

START = datetime(2026, 11, 30, 17, 0).astimezone()
AYU = Seat("Ayu", "human")
EASY = Seat("Easy bot", "computer", "easy")
MEDIUM = Seat("Medium bot", "computer", "medium")


def record_three_banakil_games(stats: Statistics) -> None:
    stats.record_game("banakil", [AYU, EASY, MEDIUM], {0}, [510, 300, 420], 6, START)
    stats.record_game("banakil", [AYU, EASY, MEDIUM], {2}, [380, 250, 505], 9, START)
    stats.record_game("banakil", [EASY, MEDIUM], {1}, [120, 530], 12, START)


def test_records_and_queries(tmp_path):
    stats = Statistics(tmp_path / "stats.sqlite3")
    record_three_banakil_games(stats)
    # Only games with a human count for the human figures (the all-computer game does not).
    assert stats.summaries() == [GameSummary("banakil", played=2, won=1, best_score=510,
                                             average_score=445, longest_rounds=9)]
    assert stats.level_summaries() == [LevelSummary("banakil", "easy", played=3, won=0),
                                       LevelSummary("banakil", "medium", played=3, won=2)]
    assert [round(s.win_rate, 4) for s in stats.level_summaries()] == [0.0, 0.6667]
    assert stats.damage_notice is None


def test_figures_survive_a_restart(tmp_path):
    path = tmp_path / "stats.sqlite3"
    record_three_banakil_games(Statistics(path))
    again = Statistics(path)
    assert again.summaries()[0].played == 2
    with closing(sqlite3.connect(path)) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert conn.execute("SELECT finished_at FROM games LIMIT 1").fetchone()[0] == \
            START.isoformat(timespec="seconds")


def test_an_empty_database_has_no_figures(tmp_path):
    stats = Statistics(tmp_path / "deep" / "stats.sqlite3")
    assert stats.summaries() == []
    assert stats.level_summaries() == []


def test_partners_both_win_and_hot_seat_counts_once(tmp_path):
    stats = Statistics(tmp_path / "stats.sqlite3")
    # 4 players in partnerships: seats 0 and 2 against 1 and 3, both partners score the team.
    stats.record_game("banakil", [AYU, EASY, Seat("Dewi", "human"), EASY], {0, 2},
                      [520, 400, 520, 400], 7, START)
    summary, = stats.summaries()
    assert (summary.played, summary.won) == (1, 1)
    level, = stats.level_summaries()
    assert (level.played, level.won) == (2, 0)


def test_best_score_follows_the_direction_of_the_game(tmp_path):
    # CR-19: in Cap-It Rummy the lowest total wins, so the best score is the lowest.
    stats = Statistics(tmp_path / "stats.sqlite3", lower_score_wins={"cap_it_rummy"})
    stats.record_game("cap_it_rummy", [AYU, EASY, MEDIUM, EASY], {0}, [100, 150, 120, 170], 5,
                      START)
    stats.record_game("cap_it_rummy", [AYU, EASY, MEDIUM, EASY], {2}, [140, 150, 90, 170], 5,
                      START + timedelta(hours=1))
    stats.record_game("banakil", [AYU, EASY], {0}, [505, 200], 4, START)
    stats.record_game("banakil", [AYU, EASY], {1}, [300, 500], 4, START)
    best = {s.game: s.best_score for s in stats.summaries()}
    assert best == {"banakil": 505, "cap_it_rummy": 100}


def test_by_default_the_registry_says_which_games_count_low():
    assert not get_game("banakil").lower_score_wins  # BK-29: the highest total wins
    expected = frozenset(game for game, info in GAMES.items() if info.lower_score_wins)
    assert Statistics(Path("never-opened.sqlite3")).lower_score_wins == expected


@pytest.mark.parametrize(("seats", "winners", "totals", "rounds"), [
    ([], set(), [], 1),
    ([Seat("X", "robot", "easy")], set(), [0], 1),
    ([Seat("X", "computer")], set(), [0], 1),
    ([Seat("X", "human", "easy")], set(), [0], 1),
    ([AYU, EASY], {0}, [1], 1),
    ([AYU, EASY], {2}, [1, 2], 1),
    ([AYU, EASY], {0}, [1, 2], -1),
])
def test_bad_records_are_refused_and_nothing_is_stored(tmp_path, seats, winners, totals, rounds):
    stats = Statistics(tmp_path / "stats.sqlite3")
    with pytest.raises(ValueError):
        stats.record_game("banakil", seats, winners, totals, rounds, START)
    assert stats.summaries() == [] and stats.level_summaries() == []


# ------------------------------------------------------------------------- damaged files


def kept_files(directory: Path) -> list[Path]:
    return sorted(directory.glob("stats.damaged-*.sqlite3"))


def assert_fresh_start_after_damage(path: Path, raw: bytes, reason: str) -> None:
    stats = Statistics(path)
    record_three_banakil_games(stats)
    assert stats.summaries()[0].played == 2  # the new file holds only the new games
    kept, = kept_files(path.parent)
    assert kept.read_bytes() == raw
    notice = stats.damage_notice
    assert notice is not None and reason in notice and kept.name in notice
    assert "Error" not in notice and "Traceback" not in notice


def test_a_file_that_is_not_a_database(tmp_path):
    path = tmp_path / "stats.sqlite3"
    raw = b"this is not sqlite at all" * 200
    path.write_bytes(raw)
    assert_fresh_start_after_damage(path, raw, "is damaged")


def test_a_database_with_broken_pages(tmp_path):
    path = tmp_path / "stats.sqlite3"
    stats = Statistics(path)
    for _ in range(40):
        record_three_banakil_games(stats)
    raw = bytearray(path.read_bytes())
    page = 4096
    assert len(raw) > 3 * page
    raw[page:3 * page] = b"\xa5" * (2 * page)  # garble the pages after the header page
    path.write_bytes(bytes(raw))
    assert_fresh_start_after_damage(path, bytes(raw), "is damaged")


def test_someone_elses_database(tmp_path):
    path = tmp_path / "stats.sqlite3"
    with closing(sqlite3.connect(path)) as conn, conn:
        conn.execute("CREATE TABLE recipes (name TEXT)")
    raw = path.read_bytes()
    assert_fresh_start_after_damage(path, raw, "is not a Meja Kartu statistics file")


def test_a_database_from_a_newer_version(tmp_path):
    path = tmp_path / "stats.sqlite3"
    with closing(sqlite3.connect(path)) as conn:
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    raw = path.read_bytes()
    assert_fresh_start_after_damage(path, raw, "newer version")


def test_damage_found_later_is_handled_the_same_way(tmp_path):
    path = tmp_path / "stats.sqlite3"
    stats = Statistics(path)
    record_three_banakil_games(stats)
    raw = b"overwritten while the app was running" * 100
    path.write_bytes(raw)
    assert stats.summaries() == []
    assert kept_files(tmp_path)[0].read_bytes() == raw
    assert stats.damage_notice is not None
