"""The statistics page's figures per game and per level: played, won, lost, abandoned, win
rate, best and average score, current and longest winning streak, the last results; reset
and CSV export; a version-2 file upgraded with its streaks counted in the order played."""

from __future__ import annotations

import csv
import sqlite3
from contextlib import closing
from datetime import datetime, timedelta

import pytest

from desktop_app.store import statistics as statistics_module
from desktop_app.store.statistics import (
    SCHEMA_VERSION,
    PlayerRecord,
    RecentResult,
    Seat,
    Statistics,
)

START = datetime(2026, 11, 30, 17, 0).astimezone()
AYU = Seat("Ayu", "human")
BUDI = Seat("Budi", "human")
EASY = Seat("Easy bot", "computer", "easy")
MEDIUM = Seat("Medium bot", "computer", "medium")
HARD = Seat("Hard bot", "computer", "hard")

# (opponent, Ayu won?, Ayu's total) in the order played
BANAKIL = [(MEDIUM, True, 300), (MEDIUM, True, 250), (EASY, False, 100), (MEDIUM, True, 280),
           (MEDIUM, True, 260), (MEDIUM, True, 230), (HARD, False, 120), (EASY, True, 240)]


def play(stats: Statistics, games=BANAKIL, game="banakil") -> None:
    for n, (bot, won, total) in enumerate(games):
        stats.record_game(game, [AYU, bot], {0} if won else {1}, [total, 222], 5,
                          START + timedelta(minutes=n), result_id=f"{game}-{n}")


def test_records_per_game_and_level_with_streaks(tmp_path):
    stats = Statistics(tmp_path / "stats.sqlite3")
    play(stats)
    stats.record_abandoned("banakil", 2, 40, START)
    records = stats.records("banakil")
    assert [r.against for r in records] == [None, "easy", "medium", "hard"]
    whole, easy, medium, hard = records
    assert (whole.played, whole.won, whole.lost, whole.abandoned) == (8, 6, 2, 1)
    assert whole.win_rate == pytest.approx(0.75)
    assert (whole.best_score, whole.average_score) == (300, pytest.approx(222.5))
    assert (whole.streak, whole.longest_streak) == (1, 3)  # won the last; W W L [W W W] L W
    assert (medium.played, medium.won, medium.streak, medium.longest_streak) == (5, 5, 5, 5)
    assert (easy.played, easy.won, easy.streak, easy.longest_streak) == (2, 1, 1, 1)
    assert (hard.played, hard.won, hard.streak, hard.abandoned) == (1, 0, 0, 0)


def test_lower_totals_are_best_in_cap_it(tmp_path):
    stats = Statistics(tmp_path / "stats.sqlite3")
    play(stats, [(MEDIUM, True, 40), (MEDIUM, False, 95), (MEDIUM, True, 25)], "cap_it_rummy")
    whole = stats.records("cap_it_rummy")[0]
    assert whole.best_score == 25


def test_hot_seat_tables_have_their_own_row(tmp_path):
    stats = Statistics(tmp_path / "stats.sqlite3")
    stats.record_game("banakil", [AYU, BUDI], {1}, [100, 230], 4, START, result_id="x")
    stats.record_game("banakil", [EASY, MEDIUM], {1}, [100, 230], 4, START, result_id="y")
    rows = stats.records()
    assert [(r.against, r.played, r.won) for r in rows] == [(None, 1, 1), ("", 1, 1)]


def test_the_last_twenty_results_oldest_first(tmp_path):
    stats = Statistics(tmp_path / "stats.sqlite3")
    games = [(MEDIUM, n % 3 != 0, 200 + n) for n in range(25)]
    play(stats, games)
    recent = stats.recent("banakil")
    assert len(recent) == 20
    assert recent[0] == RecentResult(True, 205, "medium",
                                     (START + timedelta(minutes=5)).isoformat("T", "seconds"))
    assert [r.won for r in recent] == [n % 3 != 0 for n in range(5, 25)]
    assert stats.recent("cap_it_rummy") == []


def test_reset_one_game_or_all(tmp_path):
    stats = Statistics(tmp_path / "stats.sqlite3")
    play(stats)
    play(stats, [(MEDIUM, True, 40)], "cap_it_rummy")
    stats.record_abandoned("banakil", 1, 10, START)
    stats.reset("banakil")
    assert [r.game for r in stats.records()] == ["cap_it_rummy", "cap_it_rummy"]
    assert stats.recent("banakil") == [] and stats.abandoned() == {}
    assert stats.level_summaries()[0].game == "cap_it_rummy"
    play(stats)  # counting starts again from nothing
    assert stats.records("banakil")[0].longest_streak == 3
    stats.reset()
    assert stats.records() == [] and stats.summaries() == []


def test_export_every_game_as_csv(tmp_path):
    stats = Statistics(tmp_path / "stats.sqlite3")
    play(stats, BANAKIL[:3])
    stats.record_abandoned("banakil", 2, 40, START + timedelta(hours=1))
    path = tmp_path / "out" / "statistics.csv"
    path.parent.mkdir()
    assert stats.export_csv(path) == 4
    with path.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert [row["result"] for row in rows] == ["won", "won", "lost", "abandoned"]
    assert rows[0]["score"] == "300" and rows[0]["against"] == "medium"
    assert rows[0]["players"] == "Ayu (human); Medium bot (medium)"
    assert list(rows[0]) == list(statistics_module.EXPORT_COLUMNS)


def test_a_version_2_file_gets_its_streaks_in_the_order_played(tmp_path):
    path = tmp_path / "stats.sqlite3"
    with closing(sqlite3.connect(path)) as conn:
        conn.executescript(statistics_module._SCHEMA_1 + statistics_module._UPGRADE_TO_2
                           + "PRAGMA user_version = 2;")
        for n, (bot, won, total) in enumerate(BANAKIL):
            row = conn.execute("INSERT INTO games (game, finished_at, rounds, result_id)"
                               " VALUES ('banakil', ?, 5, ?)",
                               ((START + timedelta(minutes=n)).isoformat(), f"b{n}")).lastrowid
            conn.executemany("INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?)",
                             [(row, 0, "Ayu", "human", None, int(won), total),
                              (row, 1, bot.name, "computer", bot.level, int(not won), 222)])
            conn.execute(statistics_module._ADD_TO_GAME_TALLY.replace(
                "(game, played, won, high, low, score_sum, score_seats, longest)", ""),
                ("banakil", 1, int(won), total, total, total, 1, 5))
        conn.commit()
    stats = Statistics(path)
    whole = stats.records("banakil")[0]
    assert (whole.played, whole.won, whole.streak, whole.longest_streak) == (8, 6, 1, 3)
    assert len(stats.recent("banakil")) == 8
    with closing(sqlite3.connect(path)) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def test_a_record_says_what_it_counts():
    record = PlayerRecord("banakil", None, 4, 3, 300.0, 250.0, 2, 3)
    assert record.lost == 1 and record.win_rate == 0.75
    assert PlayerRecord("banakil", "", 0, 0, None, None, 0, 0).win_rate == 0.0
