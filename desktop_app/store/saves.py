"""The autosave and replay files: plain JSON that is replayed and checked before it is trusted.

A saved game is its record `(game, config, seed, actions)` plus the snapshot of the state at
save time. Loading replays the record through the engine and compares the snapshots, so a file
that was cut short, edited, or written by an incompatible version is caught, reported in plain
words and kept aside; it is never executable code (no pickle).
"""

from __future__ import annotations

import contextlib
import json
import logging
import math
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Any, BinaryIO, TypeGuard

from ..games.registry import GAMES, get_game, replay
from .files import remove_stale_temps, set_aside, write_atomically

if TYPE_CHECKING:  # the engines' base loads when a save is first read or written
    from ..games.base import Action, AnyGameState, GameRecord

log = logging.getLogger(__name__)

FORMAT = 1
"""Version of the file layout; a newer number means a newer app wrote the file."""
APP_MARK = "meja-kartu"
MAX_FILE_BYTES = 16 * 1024 * 1024
"""Far beyond any real game (a whole Banakil game is about 40 kB, 4,000 actions 400 kB)."""
MAX_ACTIONS = 20_000
"""Far beyond any real game, and replayed in seconds at worst: a longer record is refused
rather than stalling the table while it replays."""
MAX_SEATS = 8
MAX_NAME = 64
MAX_LEVEL = 32
MAX_SEED = 2**256
MAX_NUMBER = 10**9
MAX_TEXT = 256
MAX_ITEMS = 1_000
MAX_DEPTH = 8
"""Bounds for every value in a game's options and moves (cards, targets, stakes)."""
MIN_REACTION, MAX_REACTION = 0.01, 3600.0
"""A computer player's seconds per action in a game without turns."""
JOURNAL_SUFFIX = ".journal"
MIN_JOURNAL = 64
"""The journal may grow to this many actions (or the record's length) before the snapshot is
rewritten."""
STARTUP_TEMP_SECONDS = 5.0
"""At start-up, a temporary file this old is a crashed write's (a write takes milliseconds)."""


class Damage(StrEnum):
    """What is wrong with a file, as a key the GUI can translate."""

    TOO_LARGE = "too_large"
    NOT_TEXT = "not_text"
    EMPTY = "empty"
    NOT_JSON = "not_json"
    NOT_A_SAVE = "not_a_save"
    NEWER_FORMAT = "newer_format"
    BAD_SHAPE = "bad_shape"
    UNKNOWN_GAME = "unknown_game"
    BAD_RECORD = "bad_record"
    ILLEGAL_MOVE = "illegal_move"
    REPLAY_FAILED = "replay_failed"
    SNAPSHOT_MISMATCH = "snapshot_mismatch"
    BAD_SEATS = "bad_seats"
    BAD_JOURNAL = "bad_journal"
    SUPERSEDED = "superseded"


_PROBLEMS = {
    Damage.TOO_LARGE: "The file is far too large to be a saved game.",
    Damage.NOT_TEXT: "The file contains binary data instead of text, so it is not a saved game.",
    Damage.EMPTY: "The file is empty.",
    Damage.NOT_JSON: "The file is cut short or garbled, so it cannot be read.",
    Damage.NOT_A_SAVE: "The file is not a Meja Kartu saved game.",
    Damage.NEWER_FORMAT: "The game was saved by a newer version of Meja Kartu.",
    Damage.BAD_SHAPE: "Parts of the saved game are missing or garbled.",
    Damage.UNKNOWN_GAME: "The saved game is of a kind this version of Meja Kartu does not have.",
    Damage.BAD_RECORD: "The recorded moves or game options cannot be read.",
    Damage.ILLEGAL_MOVE: "A recorded move is not allowed by the rules.",
    Damage.REPLAY_FAILED: "The recorded game cannot be played back.",
    Damage.SNAPSHOT_MISMATCH: "The recorded moves do not lead to the position saved with them.",
    Damage.BAD_SEATS: "The players saved with the game cannot be read.",
    Damage.BAD_JOURNAL: "The list of the latest moves is garbled.",
    Damage.SUPERSEDED: "An older saved game was found next to a newer one of the same kind.",
}


class DamagedSave(Exception):
    """A save or replay file that cannot be trusted. `str()` is for the player; `detail` is the
    technical reason for the log; `kept_as` is where the damaged file now is (None when it was
    not moved: an imported replay, or a move that failed)."""

    def __init__(self, damage: Damage, detail: str = "", kept_as: Path | None = None) -> None:
        self.damage = damage
        self.detail = detail
        self.kept_as = kept_as
        super().__init__(self.message())

    @property
    def problem(self) -> str:
        return _PROBLEMS[self.damage]

    def message(self) -> str:
        if self.kept_as is None:
            return self.problem
        where = self.kept_as
        return f"{self.problem} The file was kept as “{where.name}” in {where.parent}."

    def kept(self, path: Path | None, note: str = "") -> DamagedSave:
        """The same damage, now with the place the file was moved to."""
        detail = f"{self.detail}; {note}" if note else self.detail
        return DamagedSave(self.damage, detail, path)


def _now() -> str:
    return datetime.now().astimezone().isoformat(timespec="seconds")


def _plain(value: Any) -> Any:
    """`value` as JSON reads it back (tuples become lists): how snapshots are compared."""
    return json.loads(json.dumps(value, allow_nan=False))


@dataclass(slots=True)
class SavedGame:
    """A game as saved: the record to replay, the snapshot to check it against, and `meta`
    (seat names, human/computer seats and levels, viewer seat, app version) the GUI fills.
    The snapshot is of the first `snapshot_at` actions (all of them when None): an autosave's
    latest moves come from its journal, after the snapshot."""

    record: GameRecord
    snapshot: dict[str, Any]
    meta: dict[str, Any] = field(default_factory=dict)
    saved_at: str = field(default_factory=_now)
    journal: str = ""
    """Names this snapshot; journal lines written after it carry the same name."""
    over: bool = False
    """The game had ended when it was saved (its result may still be on its way)."""
    snapshot_at: int | None = field(default=None, compare=False)
    journal_round: int | None = field(default=None, compare=False)

    @classmethod
    def of(cls, state: AnyGameState, meta: dict[str, Any]) -> SavedGame:
        """Capture `state` now; raises TypeError or ValueError if `meta` is not plain JSON."""
        return cls(state.record(), _plain(state.snapshot()), _plain(meta))

    @property
    def game(self) -> str:
        return self.record.game

    def progress(self) -> Progress:
        round_no = self.journal_round if self.journal_round is not None else \
            self.snapshot.get("round_no")
        return Progress(self.game, round_no if _is_int(round_no) else None, self.saved_at,
                        len(self.record.actions), self.over)

    def to_json(self) -> dict[str, Any]:
        data = {"app": APP_MARK, "format": FORMAT, "saved_at": self.saved_at,
                "record": self.record.to_json(), "snapshot": self.snapshot, "meta": self.meta}
        if self.journal:
            data["journal"] = self.journal
        if self.over:
            data["over"] = True
        return data

    def to_text(self) -> str:
        return json.dumps(self.to_json(), ensure_ascii=False, allow_nan=False)

    @classmethod
    def from_json(cls, data: Any) -> SavedGame:
        """Check the layout (not the moves: `resume` replays them); raises DamagedSave."""
        if not isinstance(data, dict) or data.get("app") != APP_MARK:
            raise DamagedSave(Damage.NOT_A_SAVE, "no \"app\": \"meja-kartu\" mark")
        version = data.get("format")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise DamagedSave(Damage.BAD_SHAPE, f"format is {version!r}")
        if version > FORMAT:
            raise DamagedSave(Damage.NEWER_FORMAT,
                              f"format {version}; this version reads up to {FORMAT}")
        for key, kind in (("saved_at", str), ("record", dict), ("snapshot", dict),
                          ("meta", dict), ("journal", str)):
            if key == "journal" and key not in data:
                continue
            if not isinstance(data.get(key), kind):
                raise DamagedSave(Damage.BAD_SHAPE, f"{key!r} is missing or not a {kind.__name__}")
        if len(data["saved_at"]) > 64 or len(data.get("journal", "")) > 64:
            raise DamagedSave(Damage.BAD_SHAPE, "saved_at or journal too long")
        try:
            datetime.fromisoformat(data["saved_at"])
        except ValueError as error:
            raise DamagedSave(Damage.BAD_SHAPE, f"saved_at: {error}") from error
        from ..games.base import GameRecord
        from ..games.codec import CodecError

        try:
            record = GameRecord.from_json(data["record"])
        except CodecError as error:
            raise DamagedSave(Damage.BAD_RECORD, str(error)) from error
        return cls(record, data["snapshot"], data["meta"], data["saved_at"],
                   data.get("journal", ""), data.get("over") is True)

    @classmethod
    def from_bytes(cls, raw: bytes) -> SavedGame:
        """Parse a file's contents and replay it to check it; raises DamagedSave."""
        saved = cls.from_json(_parse(raw))
        if len(saved.record.actions) > MAX_ACTIONS:
            raise DamagedSave(Damage.TOO_LARGE, f"{len(saved.record.actions)} actions")
        resume(saved)
        return saved


def _parse(raw: bytes) -> Any:
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        raise DamagedSave(Damage.NOT_TEXT, str(error)) from error
    if not text.strip():
        raise DamagedSave(Damage.EMPTY)
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as error:
        raise DamagedSave(Damage.NOT_JSON, str(error)) from error


def resume(saved: SavedGame) -> AnyGameState:
    """Replay the record and check it passes through the saved snapshot; raises DamagedSave."""
    from ..games.base import ConfigError, GameRecord, IllegalAction
    from ..games.codec import CodecError

    record = saved.record
    game = record.game
    if game not in GAMES:
        raise DamagedSave(Damage.UNKNOWN_GAME, f"game {game!r}; known: {', '.join(GAMES)}")
    at = len(record.actions) if saved.snapshot_at is None else saved.snapshot_at
    try:
        state = replay(GameRecord(game, record.config, record.seed, record.actions[:at]))
        check = _plain(state.snapshot())
        if check == saved.snapshot:
            codec = get_game(game).codec
            for seat, data in record.actions[at:]:
                state.apply(seat, codec.from_json(data))
    except (CodecError, ConfigError) as error:
        raise DamagedSave(Damage.BAD_RECORD, str(error)) from error
    except IllegalAction as error:
        raise DamagedSave(Damage.ILLEGAL_MOVE, str(error)) from error
    except Exception as error:
        # The file is untrusted input: whatever the engine trips over, the save is unusable.
        raise DamagedSave(Damage.REPLAY_FAILED, f"{type(error).__name__}: {error}") from error
    if check != saved.snapshot:
        keys = sorted(set(check) | set(saved.snapshot))
        differing = [k for k in keys if check.get(k) != saved.snapshot.get(k)]
        raise DamagedSave(Damage.SNAPSHOT_MISMATCH, f"differs in {', '.join(differing)}")
    return state


@dataclass(frozen=True, slots=True)
class Progress:
    """What the start screen shows of a game in progress, read without replaying it."""

    game: str
    round_no: int | None
    saved_at: str
    actions: int
    over: bool = False
    """The game had ended: it is not offered to continue (its result is counted)."""


@dataclass(frozen=True, slots=True)
class Unreadable:
    """A save file the system would not let us read (permission, I/O error). It is left
    untouched and its game is never saved over it in this run."""

    game: str
    path: Path
    error: OSError


class SaveStore:
    """One autosave per game kind, in `<directory>/saves/`: `<game>.json` holds the record and
    a snapshot, `<game>.json.journal` the actions played since, one line each, so a move costs
    an append instead of rewriting the whole game. Only DamagedSave, SaveRefused and OSError
    come out of it for bad or unreadable files."""

    LEGACY_NAME = "autosave.json"
    """Where versions with a single autosave for every game kept it."""

    def __init__(self, directory: Path) -> None:
        self.root = Path(directory)
        self.directory = self.root / "saves"
        self.unreadable: dict[str, Unreadable] = {}

    def path(self, game: str) -> Path:
        return self.directory / f"{game}.json"

    def journal_path(self, game: str) -> Path:
        return self.directory / f"{game}.json{JOURNAL_SUFFIX}"

    @property
    def legacy_path(self) -> Path:
        return self.root / self.LEGACY_NAME

    # -- start-up ---------------------------------------------------------------------

    def tidy(self) -> list[DamagedSave | Unreadable]:
        """At start-up: remove temporary files crashed writes left behind and move the old
        single autosave to its game's place. Returns the problems to tell the player about."""
        for game in GAMES:
            for path in (self.path(game), self.journal_path(game)):
                remove_stale_temps(path, STARTUP_TEMP_SECONDS)
        remove_stale_temps(self.legacy_path, STARTUP_TEMP_SECONDS)
        return self._migrate()

    def _migrate(self) -> list[DamagedSave | Unreadable]:
        legacy = self.legacy_path
        try:
            raw = _read(legacy)
        except FileNotFoundError:
            return []
        except DamagedSave as damage:
            return [self._set_aside(legacy, damage)]
        except OSError as error:
            return [Unreadable("", legacy, error)]
        try:
            saved = SavedGame.from_json(_parse(raw))
            if saved.game not in GAMES:
                raise DamagedSave(Damage.UNKNOWN_GAME, f"game {saved.game!r}")
        except DamagedSave as damage:
            return [self._set_aside(legacy, damage)]
        target = self.path(saved.game)
        if target.exists():
            log.warning("an old autosave of %s and a newer one both exist; keeping the old one "
                        "aside", saved.game)
            return [self._set_aside(legacy, DamagedSave(Damage.SUPERSEDED, str(target)))]
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            os.replace(legacy, target)
        except OSError as error:
            # Read from the old place this time; the next start tries the move again.
            log.warning("could not move the old autosave to %s: %s", target, error)
            self._legacy_game = saved.game
            return []
        log.info("moved the old autosave of %s to %s", saved.game, target)
        return []

    _legacy_game: str | None = None

    def _source(self, game: str) -> Path:
        """The file holding `game`'s save: its own, or the old single one not yet moved."""
        if self._legacy_game == game and not self.path(game).exists():
            return self.legacy_path
        return self.path(game)

    def in_progress(self) -> tuple[dict[str, Progress], list[DamagedSave | Unreadable]]:
        """Every game kind with a save, read and checked field by field but not replayed (that
        happens on Continue). Damaged files are set aside; unreadable ones left alone."""
        found: dict[str, Progress] = {}
        problems: list[DamagedSave | Unreadable] = []
        for game in GAMES:
            if game in self.unreadable:
                continue  # reported once; left alone for the rest of the run
            try:
                saved = self._read_saved(game)
            except DamagedSave as damage:
                problems.append(damage)
                continue
            except OSError as error:
                problem = Unreadable(game, self._source(game), error)
                self.unreadable[game] = problem
                problems.append(problem)
                continue
            if saved is not None:
                found[game] = saved.progress()
        return found, problems

    # -- one game -------------------------------------------------------------------------

    def has_save(self, game: str) -> bool:
        return self._source(game).is_file()

    def saved_games(self) -> list[str]:
        """The game kinds that have a save file (unchecked)."""
        return [game for game in GAMES if self.has_save(game)]

    def save(self, saved: SavedGame) -> None:
        """Write `saved` in full (atomically); its journal, if any, then names another
        snapshot, so its lines no longer count."""
        if saved.game in self.unreadable:
            raise SaveRefused(self.unreadable[saved.game])
        write_atomically(self.path(saved.game), saved.to_text())

    def load(self, game: str,
             check_meta: Callable[[GameRecord, dict[str, Any]], object] | None = None,
             ) -> tuple[SavedGame, AnyGameState] | None:
        """`game`'s save and its state, replayed and checked; None when there is none.
        `check_meta` (the GUI's reading of the seats) raises ValueError for a bad one. A
        damaged save is moved aside (never deleted) and reported as DamagedSave."""
        saved = self._read_saved(game)
        if saved is None:
            return None
        try:
            if check_meta is not None:
                try:
                    check_meta(saved.record, saved.meta)
                except (KeyError, TypeError, ValueError) as error:
                    raise DamagedSave(Damage.BAD_SEATS, str(error)) from error
            state = resume(saved)
        except DamagedSave as damage:
            raise self._set_aside(self._source(game), damage) from damage
        return saved, state

    def _read_saved(self, game: str) -> SavedGame | None:
        source = self._source(game)
        try:
            raw = _read(source)
        except FileNotFoundError:
            return None
        except (IsADirectoryError, NotADirectoryError):
            return None  # not a save; writing there fails and is reported as it happens
        except DamagedSave as damage:
            raise self._set_aside(source, damage) from damage
        try:
            saved = SavedGame.from_json(_parse(raw))
            if saved.game not in GAMES:
                raise DamagedSave(Damage.UNKNOWN_GAME, f"game {saved.game!r}")
            if saved.game != game:
                raise DamagedSave(Damage.BAD_SHAPE, f"a {saved.game!r} game in {source.name}")
            if len(saved.record.actions) > MAX_ACTIONS:
                raise DamagedSave(Damage.TOO_LARGE, f"{len(saved.record.actions)} actions")
            if source == self.path(game):
                self._add_journal(saved)
            check_fields(saved)
        except DamagedSave as damage:
            raise self._set_aside(source, damage) from damage
        return saved

    def _add_journal(self, saved: SavedGame) -> None:
        """Append the journal's actions to `saved` (those of this snapshot only)."""
        try:
            raw = _read(self.journal_path(saved.game))
        except FileNotFoundError:
            return
        base = len(saved.record.actions)
        actions, round_no, over = read_journal(raw, saved.journal, base)
        if len(saved.record.actions) + len(actions) > MAX_ACTIONS:
            raise DamagedSave(Damage.TOO_LARGE, f"more than {MAX_ACTIONS} actions")
        saved.record.actions.extend(actions)
        saved.snapshot_at = base
        if round_no is not None:
            saved.journal_round = round_no
        saved.over = saved.over or over

    def _set_aside(self, path: Path, damage: DamagedSave) -> DamagedSave:
        try:
            return damage.kept(set_aside(path, (JOURNAL_SUFFIX,)))
        except OSError as error:
            return damage.kept(None, f"could not move the file aside: {error}")

    def set_aside(self, game: str, damage: DamagedSave) -> DamagedSave:
        """Move `game`'s save aside for `damage` found outside the store (e.g. by the GUI)."""
        return self._set_aside(self._source(game), damage)

    def resume(self, saved: SavedGame) -> AnyGameState:
        """The game of `saved`, replayed and checked (module-level `resume`, for imports too)."""
        return resume(saved)

    def writer(self, game: str) -> GameWriter:
        return GameWriter(self, game)

    def clear(self, game: str) -> None:
        """Forget `game`'s autosave (finished or abandoned). Never an unreadable one."""
        if game in self.unreadable:
            raise SaveRefused(self.unreadable[game])
        self.journal_path(game).unlink(missing_ok=True)
        self.path(game).unlink(missing_ok=True)
        if self._legacy_game == game:
            self.legacy_path.unlink(missing_ok=True)
            self._legacy_game = None


class SaveRefused(Exception):
    """Saving `game` would overwrite a save that could not be read: it is kept instead."""

    def __init__(self, unreadable: Unreadable) -> None:
        self.unreadable = unreadable
        super().__init__(f"{unreadable.path} could not be read ({unreadable.error}); "
                         "it is kept and not written over")


class GameWriter:
    """Writes one game's autosave, on the writer thread only. It owns `replica`, its own copy
    of the game, and applies each action to it: a move then costs a line appended to the
    journal, and a fresh snapshot (with the whole record) is written only once the journal is
    as long as the record, which keeps the work per move constant on average."""

    def __init__(self, store: SaveStore, game: str) -> None:
        self.store = store
        self.game = game
        self.replica: AnyGameState | None = None
        self.meta: dict[str, Any] = {}
        self.actions: list[tuple[int, dict[str, Any]]] = []
        self.base = 0
        """Actions in the snapshot file; the rest are in the journal."""
        self.token = ""
        self.broken = True
        """The files may not hold the replica (nothing written yet, or a write failed)."""
        self._journal: BinaryIO | None = None

    def start(self, replica: AnyGameState, meta: dict[str, Any]) -> None:
        """Take over `replica` (a copy nobody else touches) and write it in full."""
        self.replica = replica
        self.meta = _plain(meta)
        self.actions = [(seat, action.to_json()) for seat, action in replica.history]
        self.broken = True
        self._write_snapshot()

    def append(self, entries: Sequence[tuple[int, Action]]) -> None:
        """Apply `entries` to the replica and save them."""
        replica = self.replica
        if replica is None:
            raise RuntimeError("append before start")
        for seat, action in entries:
            replica.apply(seat, action)
            self.actions.append((seat, action.to_json()))
        if self.broken or len(self.actions) - self.base > max(MIN_JOURNAL, self.base):
            self._write_snapshot()
        else:
            self._append(self.actions[len(self.actions) - len(entries):])

    def _write_snapshot(self) -> None:
        replica = self.replica
        assert replica is not None
        self.close()
        from ..games.base import GameRecord
        from ..games.codec import encode

        token = os.urandom(8).hex()  # as secrets.token_hex(8), without loading OpenSSL

        record = GameRecord(replica.game_id, encode(replica.config), replica.seed,
                            list(self.actions))
        self.store.save(SavedGame(record, _plain(replica.snapshot()), self.meta, journal=token,
                                  over=replica.is_over))
        # The old journal's lines name the old snapshot: should we die before it is emptied,
        # they are ignored, and its actions are in the snapshot anyway.
        self.token, self.base = token, len(self.actions)
        fd = os.open(self.store.journal_path(self.game),
                     os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_BINARY", 0), 0o600)
        self._journal = os.fdopen(fd, "wb")
        self.broken = False

    def _append(self, entries: Sequence[tuple[int, dict[str, Any]]]) -> None:
        journal = self._journal
        assert journal is not None and self.replica is not None
        first = len(self.actions) - len(entries)
        round_no = getattr(self.replica, "round_no", None)
        over = self.replica.is_over
        lines = b"".join(journal_line(self.token, first + i, seat, action, round_no,
                                      over and i == len(entries) - 1)
                         for i, (seat, action) in enumerate(entries))
        try:
            journal.write(lines)
            journal.flush()
            os.fsync(journal.fileno())
        except OSError:
            self.broken = True
            raise

    def close(self) -> None:
        if self._journal is not None:
            with contextlib.suppress(OSError):
                self._journal.close()
            self._journal = None


def journal_line(token: str, number: int, seat: int, action: dict[str, Any],
                 round_no: object, over: bool = False) -> bytes:
    entry: dict[str, Any] = {"b": token, "n": number, "s": seat, "a": action}
    if isinstance(round_no, int):
        entry["r"] = round_no
    if over:
        entry["o"] = True
    return (json.dumps(entry, ensure_ascii=False, allow_nan=False) + "\n").encode("utf-8")


def read_journal(raw: bytes, token: str, base: int,
                 ) -> tuple[list[tuple[int, dict[str, Any]]], int | None, bool]:
    """The actions of the journal lines written after the snapshot `token` (numbered from
    `base`), the round the last one was played in and whether it ended the game. A last
    line without its newline is a write a crash cut short: it is dropped (that action was in
    flight). Raises DamagedSave."""
    lines = raw.split(b"\n")
    lines.pop()  # empty after a complete last line; otherwise the line cut short
    actions: list[tuple[int, dict[str, Any]]] = []
    round_no: int | None = None
    over = False
    for i, line in enumerate(lines):
        try:
            entry = json.loads(line.decode("utf-8"))
        except (ValueError, RecursionError) as error:
            raise DamagedSave(Damage.BAD_JOURNAL, f"line {i + 1}: {error}") from error
        if not isinstance(entry, dict) or not isinstance(entry.get("b"), str):
            raise DamagedSave(Damage.BAD_JOURNAL, f"line {i + 1} is not a journal entry")
        if entry["b"] != token:
            if actions:
                raise DamagedSave(Damage.BAD_JOURNAL, f"line {i + 1} is of another snapshot")
            continue  # left from before the snapshot was last rewritten
        seat, action, number = entry.get("s"), entry.get("a"), entry.get("n")
        if (not _is_int(seat) or not _is_int(number) or not isinstance(action, dict)
                or not 0 <= seat < MAX_SEATS):
            raise DamagedSave(Damage.BAD_JOURNAL, f"line {i + 1}: bad seat, number or action")
        if number != base + len(actions):
            raise DamagedSave(Damage.BAD_JOURNAL, f"line {i + 1} is action {number}, "
                              f"expected {base + len(actions)}")
        actions.append((seat, action))
        if _is_int(entry.get("r")):
            round_no = entry["r"]
        over = entry.get("o") is True
    return actions, round_no, over


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def check_fields(saved: SavedGame) -> None:
    """Check what replaying does not: sizes, and the seats the GUI will show. Raises
    DamagedSave naming the field."""
    from ..games.base import ConfigError
    from ..games.codec import CodecError

    record = saved.record
    if not 0 <= record.seed < MAX_SEED:
        raise DamagedSave(Damage.BAD_RECORD, f"seed {record.seed} out of range")
    if len(record.actions) > MAX_ACTIONS:
        raise DamagedSave(Damage.TOO_LARGE, f"{len(record.actions)} actions")
    _check_sizes(record.config, "config")
    for i, (seat, action) in enumerate(record.actions):
        if not 0 <= seat < MAX_SEATS:
            raise DamagedSave(Damage.ILLEGAL_MOVE, f"action {i}: no seat {str(seat)[:12]}")
        _check_sizes(action, f"action {i}")
    try:
        config = GAMES[record.game].config_from_json(record.config)
    except KeyError as error:
        raise DamagedSave(Damage.UNKNOWN_GAME, f"game {record.game!r}") from error
    except (CodecError, ConfigError, TypeError, ValueError) as error:
        raise DamagedSave(Damage.BAD_RECORD, f"config: {error}") from error
    seats = saved.meta.get("seats")
    players = getattr(config, "players", None)
    if not isinstance(seats, list) or not 1 <= len(seats) <= MAX_SEATS:
        raise DamagedSave(Damage.BAD_SEATS, "seats must be a list of 1 to 8")
    if players is not None and len(seats) != players:
        raise DamagedSave(Damage.BAD_SEATS, f"{len(seats)} seats for {players} players")
    for i, seat in enumerate(seats):
        _check_seat(i, seat)


def _check_sizes(value: Any, where: str, depth: int = 0) -> None:
    """No number, text or list in a game's options or moves is larger than any game has:
    the engine never sees a 4,000-digit target or a megabyte of card names."""
    if _is_int(value):
        if abs(value) > MAX_NUMBER:
            raise DamagedSave(Damage.BAD_RECORD, f"{where}: number too large")
    elif isinstance(value, float):
        if not math.isfinite(value) or abs(value) > MAX_NUMBER:
            raise DamagedSave(Damage.BAD_RECORD, f"{where}: number out of range")
    elif isinstance(value, str):
        if len(value) > MAX_TEXT:
            raise DamagedSave(Damage.BAD_RECORD, f"{where}: text too long")
    elif isinstance(value, (list, dict)):
        if depth >= MAX_DEPTH or len(value) > MAX_ITEMS:
            raise DamagedSave(Damage.BAD_RECORD, f"{where}: nested too deep or too long")
        items = value.items() if isinstance(value, dict) else enumerate(value)
        for key, item in items:
            if isinstance(key, str) and len(key) > MAX_TEXT:
                raise DamagedSave(Damage.BAD_RECORD, f"{where}: key too long")
            _check_sizes(item, f"{where}.{str(key)[:32]}", depth + 1)


def _check_seat(i: int, seat: Any) -> None:
    where = f"seat {i}"
    if not isinstance(seat, dict):
        raise DamagedSave(Damage.BAD_SEATS, f"{where} is not an object")
    name, human, level = seat.get("name"), seat.get("human"), seat.get("level")
    if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME:
        raise DamagedSave(Damage.BAD_SEATS, f"{where}: the name must be 1 to {MAX_NAME} "
                          "characters")
    if not isinstance(human, bool):
        raise DamagedSave(Damage.BAD_SEATS, f"{where}: human must be true or false")
    if human and level is not None:
        raise DamagedSave(Damage.BAD_SEATS, f"{where}: a human seat has no level")
    if not human and (not isinstance(level, str) or not 0 < len(level) <= MAX_LEVEL):
        raise DamagedSave(Damage.BAD_SEATS, f"{where}: a computer seat needs a level")
    reaction = seat.get("reaction")
    if reaction is not None and (isinstance(reaction, bool)
                                 or not isinstance(reaction, (int, float))
                                 or not math.isfinite(reaction)
                                 or not MIN_REACTION <= reaction <= MAX_REACTION):
        raise DamagedSave(Damage.BAD_SEATS, f"{where}: reaction time {reaction!r}")


def export_replay(state: AnyGameState, meta: dict[str, Any], path: Path) -> SavedGame:
    """Write `state` as a replay file (the same JSON as the autosave)."""
    saved = SavedGame.of(state, meta)
    write_atomically(Path(path), saved.to_text())
    return saved


def import_replay(path: Path) -> SavedGame:
    """Read and check a replay file. It is the player's own file, so a damaged one is reported
    (DamagedSave) but left where it is."""
    return SavedGame.from_bytes(_read(Path(path)))


def _read(path: Path, limit: int | None = None) -> bytes:
    """The file's bytes, refusing one over `limit` (MAX_FILE_BYTES) without reading it all."""
    limit = MAX_FILE_BYTES if limit is None else limit
    with path.open("rb") as file:
        raw = file.read(limit + 1)
    if len(raw) > limit:
        raise DamagedSave(Damage.TOO_LARGE, f"over {limit} bytes")
    return raw
