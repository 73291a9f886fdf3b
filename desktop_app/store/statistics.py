"""Finished games in SQLite, and the figures the statistics page shows.

A damaged or foreign database file is not an error for the player: it is moved aside, a fresh
one starts, and `damage_notice` says so in plain words for the GUI to show once.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Collection, Sequence
from contextlib import closing
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import NamedTuple, TypeVar

from .files import set_aside

SCHEMA_VERSION = 1
"""Kept in `PRAGMA user_version`; 0 means a new, empty file."""

_SCHEMA = """
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
_ABANDONED_SCHEMA = """
CREATE TABLE IF NOT EXISTS abandoned (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    abandoned_at TEXT NOT NULL,
    rounds INTEGER NOT NULL CHECK (rounds >= 0),
    actions INTEGER NOT NULL CHECK (actions >= 0)
)"""
_TABLES = {"games", "seats"}
_SQLITE_COMPANIONS = ("-journal", "-wal", "-shm")
_DAMAGE_CODES = {sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB}

T = TypeVar("T")


class Seat(NamedTuple):
    """Who sat at a seat: `kind` is "human" or "computer"; computers have a `level`."""

    name: str
    kind: str
    level: str | None = None


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
    Caught inside; should a fresh file fail too, callers see a plain sqlite3.DatabaseError."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def _registry_low_wins() -> frozenset[str]:
    from ..games.registry import GAMES

    return frozenset(info.id for info in GAMES.values() if info.lower_score_wins)


class Statistics:
    """Statistics in one SQLite file, created on first use. Connections are opened per call so
    no handle stays open (a damaged file can then be moved aside on every platform)."""

    def __init__(self, db_path: Path, lower_score_wins: Collection[str] | None = None) -> None:
        self.db_path = Path(db_path)
        self.lower_score_wins = (frozenset(lower_score_wins) if lower_score_wins is not None
                                 else _registry_low_wins())
        self.damage_notice: str | None = None
        """Set when a damaged file was moved aside; the GUI shows it and may reset it."""
        self._ready = False

    # -- recording ------------------------------------------------------------------

    def record_game(self, game_id: str, seats: Sequence[tuple[str, str, str | None]],
                    winners: Collection[int], totals: Sequence[float], rounds: int,
                    finished_at: datetime) -> None:
        """Store a finished game. `winners` are seat indices (both partners of a winning team);
        `totals` are each seat's final score (a partner's is the team's)."""
        rows = [Seat(*seat) for seat in seats]
        if not rows:
            raise ValueError("a game needs at least one seat")
        for seat in rows:
            if seat.kind not in ("human", "computer"):
                raise ValueError(f"seat kind must be 'human' or 'computer', got {seat.kind!r}")
            if (seat.kind == "computer") != (seat.level is not None):
                raise ValueError(f"{seat.name!r}: computers have a level, humans none")
        if len(totals) != len(rows):
            raise ValueError(f"{len(totals)} totals for {len(rows)} seats")
        if not set(winners) <= set(range(len(rows))):
            raise ValueError(f"winners {sorted(winners)} are not all seats 0–{len(rows) - 1}")
        if rounds < 0:
            raise ValueError(f"rounds must not be negative, got {rounds}")
        stamp = finished_at.isoformat(timespec="seconds")

        def insert(conn: sqlite3.Connection) -> None:
            cursor = conn.execute("INSERT INTO games (game, finished_at, rounds) VALUES (?, ?, ?)",
                                  (game_id, stamp, rounds))
            conn.executemany(
                "INSERT INTO seats (game_row, seat, name, kind, level, won, total)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(cursor.lastrowid, i, seat.name, seat.kind, seat.level, int(i in winners),
                  float(totals[i])) for i, seat in enumerate(rows)])

        self._run(insert)

    def record_abandoned(self, game_id: str, rounds: int, actions: int,
                         abandoned_at: datetime) -> None:
        """Store that a game in progress was given up for a new one (it counts as neither
        won nor lost). Its table is added to older files as it is first needed."""
        if rounds < 0 or actions < 0:
            raise ValueError(f"rounds and actions must not be negative, got {rounds}, {actions}")
        stamp = abandoned_at.isoformat(timespec="seconds")

        def insert(conn: sqlite3.Connection) -> None:
            conn.execute(_ABANDONED_SCHEMA)
            conn.execute("INSERT INTO abandoned (game, abandoned_at, rounds, actions)"
                         " VALUES (?, ?, ?, ?)", (game_id, stamp, rounds, actions))

        self._run(insert)

    def abandoned(self) -> dict[str, int]:
        """How many games of each kind were abandoned."""
        def count(conn: sqlite3.Connection) -> list[tuple[str, int]]:
            conn.execute(_ABANDONED_SCHEMA)
            return conn.execute("SELECT game, COUNT(*) FROM abandoned GROUP BY game").fetchall()

        return dict(self._run(count))

    # -- queries --------------------------------------------------------------------

    def summaries(self) -> list[GameSummary]:
        """Per game (sorted by id), over the games with at least one human seat."""
        rows = self._run(lambda conn: conn.execute(
            "SELECT g.game, COUNT(DISTINCT g.id),"
            " COUNT(DISTINCT CASE WHEN s.won = 1 THEN g.id END),"
            " MAX(s.total), MIN(s.total), AVG(s.total), MAX(g.rounds)"
            " FROM games g JOIN seats s ON s.game_row = g.id"
            " WHERE s.kind = 'human' GROUP BY g.game ORDER BY g.game").fetchall())
        return [GameSummary(game, played, won,
                            low if game in self.lower_score_wins else high, average, longest)
                for game, played, won, high, low, average, longest in rows]

    def level_summaries(self) -> list[LevelSummary]:
        """Per game and computer level (sorted), over every recorded game."""
        rows = self._run(lambda conn: conn.execute(
            "SELECT g.game, s.level, COUNT(*), SUM(s.won)"
            " FROM games g JOIN seats s ON s.game_row = g.id"
            " WHERE s.kind = 'computer' GROUP BY g.game, s.level"
            " ORDER BY g.game, s.level").fetchall())
        return [LevelSummary(*row) for row in rows]

    # -- the file ---------------------------------------------------------------------

    def _run(self, work: Callable[[sqlite3.Connection], T]) -> T:
        try:
            return self._attempt(work)
        except _Damaged as damage:
            self._set_aside(damage.reason)
            return self._attempt(work)

    def _attempt(self, work: Callable[[sqlite3.Connection], T]) -> T:
        self.db_path.parent.mkdir(parents=True, exist_ok=True)
        try:
            with closing(sqlite3.connect(self.db_path)) as conn:
                if not self._ready:
                    self._prepare(conn)
                with conn:
                    return work(conn)
        except sqlite3.DatabaseError as error:
            if (getattr(error, "sqlite_errorcode", 0) & 0xFF) in _DAMAGE_CODES:
                raise _Damaged("is damaged") from error
            raise

    def _prepare(self, conn: sqlite3.Connection) -> None:
        """Check the file is a sound statistics database of ours; create the schema if new."""
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        if conn.execute("PRAGMA quick_check").fetchall() != [("ok",)]:
            raise _Damaged("is damaged")
        tables = {name for (name,) in conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table'")}
        if version == 0 and not tables:
            conn.executescript(f"BEGIN; {_SCHEMA} PRAGMA user_version = {SCHEMA_VERSION}; COMMIT;")
        elif version > SCHEMA_VERSION:
            raise _Damaged("was written by a newer version of Meja Kartu")
        elif version != SCHEMA_VERSION or not _TABLES.issubset(tables):
            raise _Damaged("is not a Meja Kartu statistics file")
        self._ready = True

    def _set_aside(self, reason: str) -> None:
        kept = set_aside(self.db_path, _SQLITE_COMPANIONS)
        self._ready = False
        self.damage_notice = (f"The statistics file {reason}, so it was kept as “{kept.name}” "
                              f"in {kept.parent} and new statistics start from now.")
