"""Finished and abandoned games in SQLite, and the figures the statistics page shows.

A damaged or foreign database file is not an error for the player: it is moved aside, a fresh
one starts, and `damage_notice` says so in plain words for the GUI to show once. A database that
cannot be written just now (locked by another program, a full disk, a folder in its place) is
reported as `StatisticsUnavailable` with a `Problem` the GUI words; `ResultRecorder` then keeps
the result in a small pending file until the database takes it, so no result is ever lost.

The file stays open for the whole run (one connection per thread) and is checked once per run:
the statistics page reads its figures in a few milliseconds, with a short busy timeout, while
results are written by the GUI's writer thread, which may wait longer.
"""

from __future__ import annotations

import csv
import errno
import io
import json
import logging
import os
import sqlite3
import stat
import threading
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from pathlib import Path
from typing import Any, NamedTuple, TypeVar

from .files import make_private, remove_stale_temps, set_aside, write_atomically

log = logging.getLogger(__name__)

SCHEMA_VERSION = 3
"""Kept in `PRAGMA user_version`; 0 means a new, empty file. Older files are upgraded."""

_SCHEMA_1 = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    finished_at TEXT NOT NULL,
    rounds INTEGER NOT NULL CHECK (rounds >= 0)
);
CREATE TABLE seats (
    game_row INTEGER NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('human', 'computer')),
    level TEXT,
    won INTEGER NOT NULL CHECK (won IN (0, 1)),
    total REAL NOT NULL,
    PRIMARY KEY (game_row, seat)
);
CREATE INDEX seats_by_kind ON seats (kind, level);
"""
_UPGRADE_TO_2 = """
ALTER TABLE games ADD COLUMN result_id TEXT;
CREATE UNIQUE INDEX games_by_result ON games (result_id);
CREATE TABLE game_tallies (
    game TEXT PRIMARY KEY,
    played INTEGER NOT NULL,
    won INTEGER NOT NULL,
    high REAL,
    low REAL,
    score_sum REAL NOT NULL,
    score_seats INTEGER NOT NULL,
    longest INTEGER
);
CREATE TABLE level_tallies (
    game TEXT NOT NULL,
    level TEXT NOT NULL,
    played INTEGER NOT NULL,
    won INTEGER NOT NULL,
    PRIMARY KEY (game, level)
);
INSERT INTO game_tallies
    SELECT g.game, COUNT(*), SUM(h.won), MAX(h.high), MIN(h.low), SUM(h.sum), SUM(h.seats),
           MAX(g.rounds)
    FROM (SELECT game_row, MAX(won) AS won, MAX(total) AS high, MIN(total) AS low,
                 SUM(total) AS sum, COUNT(*) AS seats
          FROM seats WHERE kind = 'human' GROUP BY game_row) h
    JOIN games g ON g.id = h.game_row GROUP BY g.game;
INSERT INTO level_tallies
    SELECT g.game, s.level, COUNT(*), SUM(s.won) FROM seats s JOIN games g ON g.id = s.game_row
    WHERE s.kind = 'computer' GROUP BY g.game, s.level;
CREATE TABLE IF NOT EXISTS abandoned (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    abandoned_at TEXT NOT NULL,
    rounds INTEGER NOT NULL CHECK (rounds >= 0),
    actions INTEGER NOT NULL CHECK (actions >= 0)
);
CREATE INDEX IF NOT EXISTS abandoned_by_game ON abandoned (game);
"""
"""Version 2 names each result (so none counts twice), counts abandoned games, and keeps the
figures the statistics page shows as running tallies: reading them costs the same at 10 games
and at 10,000. The tallies of an upgraded file are summed from its games."""
_UPGRADE_TO_3 = """
ALTER TABLE games ADD COLUMN outcome INTEGER;
ALTER TABLE games ADD COLUMN against TEXT;
ALTER TABLE games ADD COLUMN score REAL;
CREATE INDEX games_by_game ON games (game, id);
ALTER TABLE game_tallies ADD COLUMN streak INTEGER NOT NULL DEFAULT 0;
ALTER TABLE game_tallies ADD COLUMN longest_streak INTEGER NOT NULL DEFAULT 0;
CREATE TABLE player_tallies (
    game TEXT NOT NULL,
    against TEXT NOT NULL,
    played INTEGER NOT NULL,
    won INTEGER NOT NULL,
    high REAL,
    low REAL,
    score_sum REAL NOT NULL,
    score_seats INTEGER NOT NULL,
    streak INTEGER NOT NULL,
    longest_streak INTEGER NOT NULL,
    PRIMARY KEY (game, against)
);
"""
"""Version 3 keeps each game's outcome for the players (won or lost, their best score, the
strongest computer level they faced: "" for humans only) so the page can show the last results
and winning streaks, per game and per level, still from running tallies."""
_ADD_TO_GAME_TALLY = (
    "INSERT INTO game_tallies (game, played, won, high, low, score_sum, score_seats, longest)"
    " VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (game) DO UPDATE"
    " SET played = played + excluded.played, won = won + excluded.won,"
    " high = CASE WHEN high IS NULL OR excluded.high > high THEN excluded.high ELSE high END,"
    " low = CASE WHEN low IS NULL OR excluded.low < low THEN excluded.low ELSE low END,"
    " score_sum = score_sum + excluded.score_sum, score_seats = score_seats + excluded.score_seats,"
    " longest = CASE WHEN longest IS NULL OR excluded.longest > longest THEN excluded.longest"
    " ELSE longest END")
_ADD_TO_LEVEL_TALLY = (
    "INSERT INTO level_tallies VALUES (?, ?, 1, ?) ON CONFLICT (game, level) DO UPDATE"
    " SET played = played + 1, won = won + excluded.won")
_TABLES = {"games", "seats"}
_TABLES_2 = {"game_tallies", "level_tallies"}
_TABLES_3 = {"player_tallies"}
LEVEL_ORDER = ("easy", "medium", "hard")
"""Weakest first: a game's `against` is the strongest computer level at its table."""
_ADD_TO_PLAYER_TALLY = (
    "INSERT INTO player_tallies VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?, ?)"
    " ON CONFLICT (game, against) DO UPDATE"
    " SET played = played + 1, won = won + excluded.won,"
    " high = CASE WHEN high IS NULL OR excluded.high > high THEN excluded.high ELSE high END,"
    " low = CASE WHEN low IS NULL OR excluded.low < low THEN excluded.low ELSE low END,"
    " score_sum = score_sum + excluded.score_sum, score_seats = score_seats + excluded.score_seats,"
    " streak = CASE WHEN excluded.won = 1 THEN streak + 1 ELSE 0 END,"
    " longest_streak = MAX(longest_streak, CASE WHEN excluded.won = 1 THEN streak + 1 ELSE 0 END)")
_ADD_TO_GAME_STREAK = (
    "UPDATE game_tallies SET streak = CASE WHEN ? = 1 THEN streak + 1 ELSE 0 END,"
    " longest_streak = MAX(longest_streak, CASE WHEN ? = 1 THEN streak + 1 ELSE 0 END)"
    " WHERE game = ?")
_SQLITE_COMPANIONS = ("-journal", "-wal", "-shm")
_DAMAGE_CODES = {sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB}

READ_BUSY_MS = 5
"""How long a read (on the GUI thread) waits for another program's lock before giving up."""
WRITE_BUSY_MS = 1000
"""How long the writer thread waits for a lock before the result goes to the pending file."""

T = TypeVar("T")


class Seat(NamedTuple):
    """Who sat at a seat: `kind` is "human" or "computer"; computers have a `level`."""

    name: str
    kind: str
    level: str | None = None


class Problem(StrEnum):
    """Why the statistics file cannot be used just now, as a key the GUI words."""

    LOCKED = "locked"
    FULL = "full"
    FOLDER = "folder"
    NO_PERMISSION = "no_permission"
    CANNOT_OPEN = "cannot_open"
    DISK_ERROR = "disk_error"


class StatisticsUnavailable(sqlite3.OperationalError):
    """The statistics file cannot be read or written now; `detail` is for the log. An
    OperationalError, so code that catches sqlite3.Error catches it too."""

    def __init__(self, problem: Problem, detail: str) -> None:
        super().__init__(f"{problem.value}: {detail}")
        self.problem = problem
        self.detail = detail


_SQLITE_PROBLEMS = {
    sqlite3.SQLITE_BUSY: Problem.LOCKED,
    sqlite3.SQLITE_LOCKED: Problem.LOCKED,
    sqlite3.SQLITE_FULL: Problem.FULL,
    sqlite3.SQLITE_READONLY: Problem.NO_PERMISSION,
    sqlite3.SQLITE_PERM: Problem.NO_PERMISSION,
    sqlite3.SQLITE_AUTH: Problem.NO_PERMISSION,
    sqlite3.SQLITE_CANTOPEN: Problem.CANNOT_OPEN,
}
_OS_PROBLEMS = {
    errno.ENOSPC: Problem.FULL,
    errno.EDQUOT: Problem.FULL,
    errno.EACCES: Problem.NO_PERMISSION,
    errno.EPERM: Problem.NO_PERMISSION,
    errno.EROFS: Problem.NO_PERMISSION,
    errno.EISDIR: Problem.FOLDER,
    errno.ENOTDIR: Problem.FOLDER,
}


def _unavailable(error: sqlite3.Error | OSError) -> StatisticsUnavailable:
    if isinstance(error, OSError):
        problem = _OS_PROBLEMS.get(error.errno or 0, Problem.DISK_ERROR)
    else:
        problem = _SQLITE_PROBLEMS.get(getattr(error, "sqlite_errorcode", 0) & 0xFF,
                                       Problem.DISK_ERROR)
    return StatisticsUnavailable(problem, f"{type(error).__name__}: {error}")


@dataclass(frozen=True, slots=True)
class GameResult:
    """One game's result, as the database stores it and the pending file keeps it.

    `winners` are seat indices (both partners of a winning team); `totals` are each seat's
    final score (a partner's is the team's). `result_id` names the game, so a result written
    twice (from the pending file and again from the save) counts once."""

    game: str
    seats: tuple[Seat, ...]
    winners: frozenset[int]
    totals: tuple[float, ...]
    rounds: int
    finished_at: str
    result_id: str | None = None

    def __post_init__(self) -> None:
        if not self.seats:
            raise ValueError("a game needs at least one seat")
        for seat in self.seats:
            if seat.kind not in ("human", "computer"):
                raise ValueError(f"seat kind must be 'human' or 'computer', got {seat.kind!r}")
            if (seat.kind == "computer") != (seat.level is not None):
                raise ValueError(f"{seat.name!r}: computers have a level, humans none")
        if len(self.totals) != len(self.seats):
            raise ValueError(f"{len(self.totals)} totals for {len(self.seats)} seats")
        if not self.winners <= set(range(len(self.seats))):
            raise ValueError(f"winners {sorted(self.winners)} are not all seats "
                             f"0–{len(self.seats) - 1}")
        if self.rounds < 0:
            raise ValueError(f"rounds must not be negative, got {self.rounds}")
        datetime.fromisoformat(self.finished_at)

    @classmethod
    def of(cls, game_id: str, seats: Sequence[tuple[str, str, str | None]],
           winners: Collection[int], totals: Sequence[float], rounds: int,
           finished_at: datetime, result_id: str | None = None) -> GameResult:
        """A checked result; raises ValueError for seats, winners or totals that do not fit."""
        return cls(game_id, tuple(Seat(*seat) for seat in seats), frozenset(winners),
                   tuple(float(total) for total in totals), rounds,
                   finished_at.isoformat(timespec="seconds"), result_id)

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "seats": [list(seat) for seat in self.seats],
                "winners": sorted(self.winners), "totals": list(self.totals),
                "rounds": self.rounds, "finished_at": self.finished_at,
                "result_id": self.result_id}

    @classmethod
    def from_json(cls, data: Any) -> GameResult:
        """Raises ValueError (or TypeError, KeyError) for anything that is not a result."""
        if not isinstance(data, dict):
            raise ValueError("a result is an object")
        seats = data["seats"]
        if not isinstance(seats, list) or not all(isinstance(s, list) and len(s) == 3
                                                  for s in seats):
            raise ValueError("seats must be [name, kind, level] lists")
        for key, kind in (("game", str), ("rounds", int), ("finished_at", str),
                          ("winners", list), ("totals", list)):
            if not isinstance(data[key], kind):
                raise ValueError(f"{key!r} must be a {kind.__name__}")
        if data["result_id"] is not None and not isinstance(data["result_id"], str):
            raise ValueError("'result_id' must be a string")
        return cls(data["game"], tuple(Seat(str(n), str(k), None if lv is None else str(lv))
                                       for n, k, lv in seats),
                   frozenset(int(w) for w in data["winners"]),
                   tuple(float(t) for t in data["totals"]), data["rounds"],
                   data["finished_at"], data["result_id"])


@dataclass(frozen=True, slots=True)
class GameSummary:
    """One game's figures over the finished games a human played in."""

    game: str
    played: int
    won: int
    """Games a human seat won (in hot-seat games some human always may)."""
    best_score: float
    """The best final total of a human seat: the highest, or the lowest where lower wins."""
    average_score: float
    longest_rounds: int
    abandoned: int = 0
    """Games given up for a new one; they count neither as played nor in the scores."""


@dataclass(frozen=True, slots=True)
class PlayerRecord:
    """How the players at this computer did in one game, against one level or in all.

    `against` is the strongest computer level they faced ("" for tables of humans only), or
    None for the game as a whole (which also counts the games abandoned)."""

    game: str
    against: str | None
    played: int
    won: int
    best_score: float | None
    average_score: float | None
    streak: int
    """Games won in a row, up to the last one played."""
    longest_streak: int
    abandoned: int = 0

    @property
    def lost(self) -> int:
        return self.played - self.won

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0


@dataclass(frozen=True, slots=True)
class RecentResult:
    """One finished game, for the chart of the last results."""

    won: bool
    score: float
    against: str
    finished_at: str


EXPORT_COLUMNS = ("finished_at", "game", "result", "score", "rounds", "against", "players")
"""The CSV export's columns: one row per finished or abandoned game, oldest first."""


@dataclass(frozen=True, slots=True)
class LevelSummary:
    """How one computer level of one game fares: each seat it filled counts once."""

    game: str
    level: str
    played: int
    won: int

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0


class _Damaged(sqlite3.DatabaseError):
    """The database file cannot be used; `reason` completes "The statistics file ...".
    Caught inside; should a fresh file fail too, callers see StatisticsUnavailable."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def _registry_low_wins() -> frozenset[str]:
    from ..games.registry import GAMES

    return frozenset(info.id for info in GAMES.values() if info.lower_score_wins)


class _Open(threading.local):
    """This thread's connection and the file (device, inode) it was opened on."""

    conn: sqlite3.Connection | None = None
    identity: tuple[int, int] | None = None


class Statistics:
    """Statistics in one SQLite file, created (owner-only) on first use.

    Each thread keeps one connection for the run; before each use the file is looked up again,
    so a file deleted or replaced while the app runs is reopened, never written into the void.
    `read_only` (a second copy of the app on the same profile) never creates, writes or moves
    the file."""

    def __init__(self, db_path: Path, lower_score_wins: Collection[str] | None = None,
                 read_only: bool = False) -> None:
        self.db_path = Path(db_path)
        self.lower_score_wins = (frozenset(lower_score_wins) if lower_score_wins is not None
                                 else _registry_low_wins())
        self.read_only = read_only
        self.damage_notice: str | None = None
        """Set when a damaged file was moved aside; the GUI shows it and may reset it."""
        self._open = _Open()
        self._checked: set[tuple[int, int]] = set()
        """Files that passed the integrity check this run."""
        self._lock = threading.Lock()
        """Guards the list of connections."""
        self._prepare_lock = threading.Lock()
        """One thread checks (and creates or upgrades) a file; the others wait for it."""
        self._connections: list[sqlite3.Connection] = []

    # -- recording ------------------------------------------------------------------

    def record_game(self, game_id: str, seats: Sequence[tuple[str, str, str | None]],
                    winners: Collection[int], totals: Sequence[float], rounds: int,
                    finished_at: datetime, result_id: str | None = None) -> None:
        """Store a finished game (see `GameResult`); raises ValueError for a bad record and
        StatisticsUnavailable when the file cannot be written now."""
        self.record([GameResult.of(game_id, seats, winners, totals, rounds, finished_at,
                                   result_id)])

    def record_abandoned(self, game_id: str, rounds: int, actions: int,
                         abandoned_at: datetime, busy_ms: int = READ_BUSY_MS) -> None:
        """Store that a game in progress was given up for a new one (it counts as neither
        won nor lost). It waits for another program's lock `busy_ms` at most: no longer than
        a read unless told (the app's writer thread waits as long as for a result)."""
        if rounds < 0 or actions < 0:
            raise ValueError(f"rounds and actions must not be negative, got {rounds}, {actions}")
        if self.read_only:
            raise StatisticsUnavailable(Problem.NO_PERMISSION, "opened read-only")
        stamp = abandoned_at.isoformat(timespec="seconds")
        self._run(lambda conn: conn.execute(
            "INSERT INTO abandoned (game, abandoned_at, rounds, actions) VALUES (?, ?, ?, ?)",
            (game_id, stamp, rounds, actions)), write=True, busy_ms=busy_ms)

    def abandoned(self) -> dict[str, int]:
        """How many games of each kind were abandoned."""
        if self._nothing_to_read():
            return {}
        return dict(self._run(lambda conn: conn.execute(
            "SELECT game, COUNT(*) FROM abandoned GROUP BY game").fetchall()))

    def record(self, results: Sequence[GameResult]) -> None:
        """Store results in one transaction: all of them or, on StatisticsUnavailable, none.
        A result whose `result_id` is stored already is skipped."""
        if self.read_only:
            raise StatisticsUnavailable(Problem.NO_PERMISSION, "opened read-only")

        def insert(conn: sqlite3.Connection) -> None:
            for result in results:
                outcome = self._outcome(result)
                cursor = conn.execute(
                    "INSERT OR IGNORE INTO games (game, finished_at, rounds, result_id,"
                    " outcome, against, score) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (result.game, result.finished_at, result.rounds, result.result_id,
                     *(outcome if outcome else (None, against_level(result), None))))
                if cursor.rowcount == 0:
                    continue  # recorded before
                conn.executemany(
                    "INSERT INTO seats (game_row, seat, name, kind, level, won, total)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?)",
                    [(cursor.lastrowid, i, seat.name, seat.kind, seat.level,
                      int(i in result.winners), result.totals[i])
                     for i, seat in enumerate(result.seats)])
                _add_to_tallies(conn, result)

        self._run(insert, write=True)

    def _outcome(self, result: GameResult) -> tuple[int, str, float] | None:
        """(won, against, best score) of the human seats; None when no human played."""
        humans = [i for i, seat in enumerate(result.seats) if seat.kind == "human"]
        if not humans:
            return None
        scores = [result.totals[i] for i in humans]
        best = min(scores) if result.game in self.lower_score_wins else max(scores)
        return (int(any(i in result.winners for i in humans)), against_level(result), best)

    # -- queries --------------------------------------------------------------------

    def summaries(self) -> list[GameSummary]:
        """Per game (sorted by id), over the games with at least one human seat, and the
        games abandoned."""
        if self._nothing_to_read():
            return []

        def read(conn: sqlite3.Connection) -> tuple[list[Any], dict[str, int]]:
            return (conn.execute("SELECT game, played, won, high, low, score_sum, score_seats,"
                                 " longest FROM game_tallies").fetchall(),
                    dict(conn.execute("SELECT game, COUNT(*) FROM abandoned GROUP BY game")))

        rows, abandoned = self._run(read)
        figures = {game: GameSummary(game, played, won,
                                     (low if game in self.lower_score_wins else high) or 0.0,
                                     score_sum / seats if seats else 0.0, longest or 0,
                                     abandoned.get(game, 0))
                   for game, played, won, high, low, score_sum, seats, longest in rows}
        for game, count in abandoned.items():
            figures.setdefault(game, GameSummary(game, 0, 0, 0.0, 0.0, 0, count))
        return [figures[game] for game in sorted(figures)]

    def level_summaries(self) -> list[LevelSummary]:
        """Per game and computer level (sorted), over every finished game."""
        if self._nothing_to_read():
            return []
        rows = self._run(lambda conn: conn.execute(
            "SELECT game, level, played, won FROM level_tallies ORDER BY game, level").fetchall())
        return [LevelSummary(*row) for row in rows]

    def records(self, game: str | None = None) -> list[PlayerRecord]:
        """Per game (sorted), the game as a whole first, then each level faced (weakest
        first, humans-only tables last); only `game` when given."""
        if self._nothing_to_read():
            return []
        where, args = ("WHERE game = ?", (game,)) if game is not None else ("", ())

        def read(conn: sqlite3.Connection) -> tuple[list[Any], list[Any], dict[str, int]]:
            return (conn.execute("SELECT game, played, won, high, low, score_sum, score_seats,"
                                 f" streak, longest_streak FROM game_tallies {where}",
                                 args).fetchall(),
                    conn.execute("SELECT game, against, played, won, high, low, score_sum,"
                                 f" score_seats, streak, longest_streak FROM player_tallies"
                                 f" {where}", args).fetchall(),
                    dict(conn.execute(f"SELECT game, COUNT(*) FROM abandoned {where}"
                                      " GROUP BY game", args).fetchall()))

        totals, by_level, abandoned = self._run(read)

        def record(game_id: str, against: str | None, played: int, won: int,
                   high: float | None, low: float | None, score_sum: float, seats: int,
                   streak: int, longest: int) -> PlayerRecord:
            best = low if game_id in self.lower_score_wins else high
            return PlayerRecord(game_id, against, played, won, best,
                                score_sum / seats if seats else None, streak, longest,
                                abandoned.get(game_id, 0) if against is None else 0)

        out: dict[str, list[PlayerRecord]] = {}
        for game_id, *figures in totals:
            out.setdefault(game_id, []).insert(0, record(game_id, None, *figures))
        for game_id, against, *figures in sorted(
                by_level, key=lambda row: (row[0], _level_rank(row[1]))):
            out.setdefault(game_id, []).append(record(game_id, against, *figures))
        for game_id, count in abandoned.items():
            if game_id not in out or out[game_id][0].against is not None:
                out.setdefault(game_id, []).insert(
                    0, PlayerRecord(game_id, None, 0, 0, None, None, 0, 0, count))
        return [entry for game_id in sorted(out) for entry in out[game_id]]

    def recent(self, game: str, limit: int = 20) -> list[RecentResult]:
        """The last `limit` finished games of `game` with players at this computer, oldest
        first."""
        if self._nothing_to_read():
            return []
        rows = self._run(lambda conn: conn.execute(
            "SELECT outcome, score, against, finished_at FROM games"
            " WHERE game = ? AND outcome IS NOT NULL ORDER BY id DESC LIMIT ?",
            (game, limit)).fetchall())
        return [RecentResult(bool(won), score, against, stamp)
                for won, score, against, stamp in reversed(rows)]

    def reset(self, game: str | None = None) -> None:
        """Forget every result of `game` (every game when None): finished and abandoned."""
        if self.read_only:
            raise StatisticsUnavailable(Problem.NO_PERMISSION, "opened read-only")
        where, args = ("WHERE game = ?", (game,)) if game is not None else ("", ())

        def forget(conn: sqlite3.Connection) -> None:
            conn.execute(f"DELETE FROM seats WHERE game_row IN (SELECT id FROM games {where})",
                         args)
            for table in ("games", "game_tallies", "level_tallies", "player_tallies",
                          "abandoned"):
                conn.execute(f"DELETE FROM {table} {where}", args)

        self._run(forget, write=True, busy_ms=READ_BUSY_MS)

    def export_rows(self) -> list[dict[str, str]]:
        """Every finished and abandoned game, oldest first, as EXPORT_COLUMNS (text)."""
        if self._nothing_to_read():
            return []

        def read(conn: sqlite3.Connection) -> tuple[list[Any], list[Any]]:
            return (conn.execute(
                "SELECT g.finished_at, g.game, g.outcome, g.score, g.rounds, g.against,"
                " group_concat(s.name || ' (' || COALESCE(s.level, 'human') || ')', '; ')"
                " FROM games g JOIN seats s ON s.game_row = g.id GROUP BY g.id"
                " ORDER BY g.id").fetchall(),
                    conn.execute("SELECT abandoned_at, game, rounds FROM abandoned"
                                 " ORDER BY id").fetchall())

        finished, given_up = self._run(read)
        rows = [{"finished_at": stamp, "game": game,
                 "result": "" if outcome is None else "won" if outcome else "lost",
                 "score": "" if score is None else f"{score:g}", "rounds": str(rounds),
                 "against": against or "", "players": players}
                for stamp, game, outcome, score, rounds, against, players in finished]
        rows += [{"finished_at": stamp, "game": game, "result": "abandoned", "score": "",
                  "rounds": str(rounds), "against": "", "players": ""}
                 for stamp, game, rounds in given_up]
        return sorted(rows, key=lambda row: row["finished_at"])

    def export_csv(self, path: Path) -> int:
        """Write `export_rows()` as CSV (UTF-8, a header row); returns how many games."""
        rows = self.export_rows()
        buffer = io.StringIO()
        writer = csv.DictWriter(buffer, fieldnames=EXPORT_COLUMNS, lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
        write_atomically(path, buffer.getvalue())
        return len(rows)

    def _nothing_to_read(self) -> bool:
        """A read-only copy finds no file yet: no figures (a writer would create it)."""
        return self.read_only and not self.db_path.exists()

    # -- the file ---------------------------------------------------------------------

    def open(self) -> None:
        """Open and check the file now: the writer thread does at start-up, so the statistics
        page never waits for the once-per-run integrity check."""
        self._run(lambda conn: None)

    def close(self) -> None:
        """Close every thread's connection (at quit)."""
        with self._lock:
            for conn in self._connections:
                conn.close()
            self._connections.clear()
        self._open.conn = None

    def _run(self, work: Callable[[sqlite3.Connection], T], write: bool = False,
             busy_ms: int | None = None) -> T:
        """`work` in a transaction; damage is set aside once, anything else that keeps the
        file from being used comes out as StatisticsUnavailable."""
        if busy_ms is None:
            busy_ms = WRITE_BUSY_MS if write else READ_BUSY_MS
        try:
            try:
                return self._attempt(work, write, busy_ms)
            except _Damaged as damage:
                if self.read_only:
                    raise StatisticsUnavailable(Problem.CANNOT_OPEN, damage.reason) from damage
                self._set_aside(damage.reason)
                return self._attempt(work, write, busy_ms)
        except StatisticsUnavailable:
            raise
        except _Damaged as damage:  # a fresh file damaged too: nothing more to try now
            self._forget()
            raise StatisticsUnavailable(Problem.CANNOT_OPEN, damage.reason) from damage
        except (sqlite3.Error, OSError) as error:
            if isinstance(error, sqlite3.OperationalError) and "no such table" in str(error):
                self._checked.clear()  # replaced behind our back: check the file again
            self._forget()
            raise _unavailable(error) from error

    def _attempt(self, work: Callable[[sqlite3.Connection], T], write: bool,
                 busy_ms: int) -> T:
        conn = self._connection(busy_ms)
        try:
            conn.execute(f"PRAGMA busy_timeout = {busy_ms}")
            if not write:
                return work(conn)
            conn.execute("BEGIN IMMEDIATE")
            try:
                done = work(conn)
                conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    conn.rollback()
                raise
            return done
        except sqlite3.DatabaseError as error:
            if (getattr(error, "sqlite_errorcode", 0) & 0xFF) in _DAMAGE_CODES:
                self._forget()
                raise _Damaged("is damaged") from error
            raise

    def _connection(self, busy_ms: int) -> sqlite3.Connection:
        """This thread's connection to the file now at `db_path`, opened and checked if new.
        A reader never waits more than READ_BUSY_MS, not even for the writer's check."""
        identity = self._identity()
        if self._open.conn is not None and self._open.identity == identity:
            return self._open.conn
        self._forget()
        if self.read_only:
            if identity is None:
                raise StatisticsUnavailable(Problem.CANNOT_OPEN, "no statistics file yet")
        else:
            make_private(self.db_path)  # created owner-only, or made so
            created, identity = identity is None, self._identity()
            if created and identity is not None:
                self._checked.discard(identity)  # a new file may get a gone one's inode
        wait = busy_ms / 1000
        if self.read_only:
            conn = sqlite3.connect(f"{self.db_path.resolve().as_uri()}?mode=ro", uri=True,
                                   timeout=wait, isolation_level=None, check_same_thread=False)
        else:
            conn = sqlite3.connect(self.db_path, timeout=wait, isolation_level=None,
                                   check_same_thread=False)
        try:
            if identity not in self._checked:
                if not self._prepare_lock.acquire(timeout=wait):
                    raise StatisticsUnavailable(Problem.LOCKED, "the file is being checked")
                try:
                    if identity not in self._checked:
                        self._prepare(conn)
                        if identity is not None:
                            self._checked.add(identity)
                finally:
                    self._prepare_lock.release()
        except BaseException:
            conn.close()
            raise
        with self._lock:
            self._connections.append(conn)
        self._open.conn, self._open.identity = conn, identity
        return conn

    def _identity(self) -> tuple[int, int] | None:
        try:
            info = os.stat(self.db_path)
        except FileNotFoundError:
            return None
        if stat.S_ISDIR(info.st_mode):
            raise StatisticsUnavailable(Problem.FOLDER, f"{self.db_path} is a folder")
        return info.st_dev, info.st_ino

    def _forget(self) -> None:
        """Close this thread's connection after an error or when its file went."""
        conn, self._open.conn, self._open.identity = self._open.conn, None, None
        if conn is not None:
            with self._lock:
                if conn in self._connections:
                    self._connections.remove(conn)
            conn.close()

    def _prepare(self, conn: sqlite3.Connection) -> None:
        """Check the file is a sound statistics database of ours; create or upgrade the schema."""
        try:
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if conn.execute("PRAGMA quick_check").fetchall() != [("ok",)]:
                raise _Damaged("is damaged")
            tables = {name for (name,) in conn.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table'")}
        except sqlite3.DatabaseError as error:
            if (getattr(error, "sqlite_errorcode", 0) & 0xFF) in _DAMAGE_CODES:
                raise _Damaged("is damaged") from error
            raise
        if version > SCHEMA_VERSION:
            raise _Damaged("was written by a newer version of Meja Kartu")
        if version == 0 and tables:
            raise _Damaged("is not a Meja Kartu statistics file")
        needed = (_TABLES | _TABLES_2 | _TABLES_3 if version >= 3 else _TABLES | _TABLES_2
                  if version == 2 else _TABLES if version == 1 else set())
        if not needed <= tables:
            raise _Damaged("is not a Meja Kartu statistics file")
        if version == SCHEMA_VERSION or self.read_only:
            if version != SCHEMA_VERSION:
                raise StatisticsUnavailable(Problem.NO_PERMISSION,
                                            f"schema {version} needs an upgrade")
            return
        script = "BEGIN IMMEDIATE;"
        if version == 0:
            script += _SCHEMA_1
        if version <= 1:
            script += _UPGRADE_TO_2
        conn.executescript(f"{script} {_UPGRADE_TO_3}")
        try:
            self._fill_outcomes(conn)
            conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise

    def _fill_outcomes(self, conn: sqlite3.Connection) -> None:
        """Version 3's outcome columns and player tallies for the games an older file holds,
        summed in the order the games were played (streaks follow that order)."""
        seats: dict[int, list[Seat]] = {}
        totals: dict[int, list[float]] = {}
        winners: dict[int, set[int]] = {}
        for row, seat, name, kind, level, won, total in conn.execute(
                "SELECT game_row, seat, name, kind, level, won, total FROM seats"
                " ORDER BY game_row, seat"):
            seats.setdefault(row, []).append(Seat(name, kind, level))
            totals.setdefault(row, []).append(total)
            if won:
                winners.setdefault(row, set()).add(seat)
        games = conn.execute("SELECT id, game, finished_at, rounds FROM games ORDER BY id")
        for row, game, finished_at, rounds in games.fetchall():
            if row not in seats:
                continue
            result = GameResult(game, tuple(seats[row]), frozenset(winners.get(row, set())),
                                tuple(totals[row]), rounds, finished_at)
            outcome = self._outcome(result)
            if outcome is None:
                conn.execute("UPDATE games SET against = ? WHERE id = ?",
                             (against_level(result), row))
                continue
            won, against, best = outcome
            conn.execute("UPDATE games SET outcome = ?, against = ?, score = ? WHERE id = ?",
                         (won, against, best, row))
            scores = [result.totals[i] for i, seat in enumerate(result.seats)
                      if seat.kind == "human"]
            conn.execute(_ADD_TO_GAME_STREAK, (won, won, game))
            conn.execute(_ADD_TO_PLAYER_TALLY, (game, against, won, max(scores), min(scores),
                                                sum(scores), len(scores), won, won))

    def _set_aside(self, reason: str) -> None:
        self._forget()
        kept = set_aside(self.db_path, _SQLITE_COMPANIONS)
        self.damage_notice = (f"The statistics file {reason}, so it was kept as “{kept.name}” "
                              f"in {kept.parent} and new statistics start from now.")


def _level_rank(level: str) -> int:
    """Weakest first; humans-only tables ("") after every level."""
    return LEVEL_ORDER.index(level) if level in LEVEL_ORDER else len(LEVEL_ORDER)


def against_level(result: GameResult) -> str:
    """The strongest computer level at the table ("" when only humans played)."""
    levels = [seat.level for seat in result.seats if seat.kind == "computer" and seat.level]
    if not levels:
        return ""
    return max(levels, key=lambda level: (LEVEL_ORDER.index(level) if level in LEVEL_ORDER
                                          else -1, level))


def _add_to_tallies(conn: sqlite3.Connection, result: GameResult) -> None:
    """Count a newly stored result into the running tallies (same transaction)."""
    humans = [i for i, seat in enumerate(result.seats) if seat.kind == "human"]
    if humans:
        scores = [result.totals[i] for i in humans]
        won = int(any(i in result.winners for i in humans))
        conn.execute(_ADD_TO_GAME_TALLY, (
            result.game, 1, won, max(scores),
            min(scores), sum(scores), len(scores), result.rounds))
        conn.execute(_ADD_TO_GAME_STREAK, (won, won, result.game))
        conn.execute(_ADD_TO_PLAYER_TALLY, (
            result.game, against_level(result), won, max(scores), min(scores), sum(scores),
            len(scores), won, won))
    conn.executemany(_ADD_TO_LEVEL_TALLY, [
        (result.game, seat.level, int(i in result.winners))
        for i, seat in enumerate(result.seats) if seat.kind == "computer"])


class PendingResults:
    """Results the database could not take yet, in a small JSON file next to it."""

    FILE_NAME = "statistics-pending.json"

    def __init__(self, path: Path) -> None:
        self.path = Path(path)

    def load(self) -> list[GameResult]:
        """The waiting results; [] when none. A damaged file is moved aside (its readable
        results stay pending); an unreadable one raises OSError and is left alone."""
        remove_stale_temps(self.path)
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return []
        results: list[GameResult] = []
        try:
            data = json.loads(raw.decode("utf-8"))
            entries = data["results"] if isinstance(data, dict) else None
            if not isinstance(entries, list):
                raise ValueError("no list of results")
            bad = 0
            for entry in entries:
                try:
                    results.append(GameResult.from_json(entry))
                except (ValueError, TypeError, KeyError):
                    bad += 1
            if bad:
                raise ValueError(f"{bad} unreadable results")
        except (ValueError, RecursionError) as error:
            kept = set_aside(self.path)
            log.warning("pending statistics %s kept as %s: %s", self.path, kept, error)
            if results:
                self.save(results)
        return results

    def save(self, results: Sequence[GameResult]) -> None:
        """Replace the waiting results (none: the file goes); raises OSError."""
        if not results:
            self.path.unlink(missing_ok=True)
            return
        write_atomically(self.path, json.dumps(
            {"app": "meja-kartu", "results": [r.to_json() for r in results]},
            ensure_ascii=False, allow_nan=False))


@dataclass(frozen=True, slots=True)
class Recorded:
    """What became of a result: `stored` in the database, or only `kept` in the pending file
    (then `problem` says why); neither (`kept` False) means only the caller's save still has
    it, so the save must stay."""

    stored: bool
    kept: bool
    problem: StatisticsUnavailable | None = None
    pending_error: OSError | None = None


class ResultRecorder:
    """Writes results to the database, and those it cannot take to the pending file; the
    waiting ones go in first at every call (at start-up and at every game's end). Results kept
    nowhere (disk full) are held here and tried again at the next call."""

    def __init__(self, statistics: Statistics, pending: PendingResults) -> None:
        self.statistics = statistics
        self.pending = pending
        self._unkept: list[GameResult] = []

    @property
    def holds_results(self) -> bool:
        """Whether results wait here, in memory only (their saves keep them too)."""
        return bool(self._unkept)

    def record(self, result: GameResult | None = None) -> Recorded:
        """Never raises for the file's sake: the answer says where the result is."""
        readable = True
        try:
            waiting = self.pending.load()
        except OSError as error:
            log.warning("pending statistics cannot be read: %s", error)
            waiting, readable = [], False
        fresh = [*self._unkept, *([result] if result is not None else [])]
        batch = [*waiting, *fresh]
        try:
            if batch:
                self.statistics.record(batch)
            else:
                self.statistics.open()
        except StatisticsUnavailable as problem:
            log.warning("statistics not written now: %s", problem)
            if not fresh:
                return Recorded(False, True, problem)
            if not readable:
                self._unkept = fresh
                return Recorded(False, False, problem)
            try:
                self.pending.save(batch)
            except OSError as error:
                log.warning("pending statistics not written: %s", error)
                self._unkept = fresh
                return Recorded(False, False, problem, error)
            self._unkept = []
            return Recorded(False, True, problem)
        self._unkept = []
        if waiting:
            try:
                self.pending.save([])
            except OSError as error:  # written already; their ids keep them from counting twice
                log.warning("pending statistics not removed: %s", error)
        return Recorded(True, True)
