"""The autosave and replay files: plain JSON that is replayed and checked before it is trusted.

A saved game is its record `(game, config, seed, actions)` plus the snapshot of the state at
save time. Loading replays the record through the engine and compares the snapshots, so a file
that was cut short, edited, or written by an incompatible version is caught, reported in plain
words and kept aside; it is never executable code (no pickle).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from pathlib import Path
from typing import Any

from ..games.base import AnyGameState, ConfigError, GameRecord, IllegalAction
from ..games.codec import CodecError
from ..games.registry import GAMES, replay
from .files import remove_stale_temps, set_aside, write_atomically

FORMAT = 1
"""Version of the file layout; a newer number means a newer app wrote the file."""
APP_MARK = "meja-kartu"
MAX_FILE_BYTES = 64 * 1024 * 1024
"""Far beyond any real game (a whole Banakil game is about 40 kB)."""


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
    (seat names, human/computer seats and levels, viewer seat, app version) the GUI fills."""

    record: GameRecord
    snapshot: dict[str, Any]
    meta: dict[str, Any] = field(default_factory=dict)
    saved_at: str = field(default_factory=_now)

    @classmethod
    def of(cls, state: AnyGameState, meta: dict[str, Any]) -> SavedGame:
        """Capture `state` now; raises TypeError or ValueError if `meta` is not plain JSON."""
        return cls(state.record(), _plain(state.snapshot()), _plain(meta))

    @property
    def game(self) -> str:
        return self.record.game

    def to_json(self) -> dict[str, Any]:
        return {"app": APP_MARK, "format": FORMAT, "saved_at": self.saved_at,
                "record": self.record.to_json(), "snapshot": self.snapshot, "meta": self.meta}

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
                          ("meta", dict)):
            if not isinstance(data.get(key), kind):
                raise DamagedSave(Damage.BAD_SHAPE, f"{key!r} is missing or not a {kind.__name__}")
        try:
            datetime.fromisoformat(data["saved_at"])
        except ValueError as error:
            raise DamagedSave(Damage.BAD_SHAPE, f"saved_at: {error}") from error
        try:
            record = GameRecord.from_json(data["record"])
        except CodecError as error:
            raise DamagedSave(Damage.BAD_RECORD, str(error)) from error
        return cls(record, data["snapshot"], data["meta"], data["saved_at"])

    @classmethod
    def from_bytes(cls, raw: bytes) -> SavedGame:
        """Parse a file's contents and replay it to check it; raises DamagedSave."""
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as error:
            raise DamagedSave(Damage.NOT_TEXT, str(error)) from error
        if not text.strip():
            raise DamagedSave(Damage.EMPTY)
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as error:
            raise DamagedSave(Damage.NOT_JSON, str(error)) from error
        saved = cls.from_json(data)
        resume(saved)
        return saved


def resume(saved: SavedGame) -> AnyGameState:
    """Replay the record and check it reaches the saved snapshot; raises DamagedSave."""
    game = saved.record.game
    if game not in GAMES:
        raise DamagedSave(Damage.UNKNOWN_GAME, f"game {game!r}; known: {', '.join(GAMES)}")
    try:
        state = replay(saved.record)
    except (CodecError, ConfigError) as error:
        raise DamagedSave(Damage.BAD_RECORD, str(error)) from error
    except IllegalAction as error:
        raise DamagedSave(Damage.ILLEGAL_MOVE, str(error)) from error
    except Exception as error:
        # The file is untrusted input: whatever the engine trips over, the save is unusable.
        raise DamagedSave(Damage.REPLAY_FAILED, f"{type(error).__name__}: {error}") from error
    replayed = _plain(state.snapshot())
    if replayed != saved.snapshot:
        keys = sorted(set(replayed) | set(saved.snapshot))
        differing = [k for k in keys if replayed.get(k) != saved.snapshot.get(k)]
        raise DamagedSave(Damage.SNAPSHOT_MISMATCH, f"differs in {', '.join(differing)}")
    return state


class SaveStore:
    """The autosave of the game in progress, in one directory (the GUI passes the app-data
    folder). Only DamagedSave and OSError come out of it for bad or unreadable files."""

    FILE_NAME = "autosave.json"

    def __init__(self, directory: Path) -> None:
        self.directory = Path(directory)

    @property
    def path(self) -> Path:
        return self.directory / self.FILE_NAME

    def save(self, saved: SavedGame) -> None:
        write_atomically(self.path, saved.to_text())

    def has_autosave(self) -> bool:
        return self.path.is_file()

    def load(self) -> SavedGame | None:
        """The autosave, checked by replaying it; None when there is none. A damaged file is
        moved aside (never deleted) and reported as DamagedSave."""
        remove_stale_temps(self.path)
        try:
            return SavedGame.from_bytes(_read(self.path))
        except FileNotFoundError:
            return None
        except DamagedSave as damage:
            raise self._set_aside(damage) from damage

    def _set_aside(self, damage: DamagedSave) -> DamagedSave:
        try:
            return damage.kept(set_aside(self.path))
        except OSError as error:
            return damage.kept(None, f"could not move the file aside: {error}")

    def resume(self, saved: SavedGame) -> AnyGameState:
        """The game of `saved`, replayed and checked (module-level `resume`, for imports too)."""
        return resume(saved)

    def clear(self) -> None:
        """Forget the autosave once its game has finished."""
        self.path.unlink(missing_ok=True)


def export_replay(state: AnyGameState, meta: dict[str, Any], path: Path) -> SavedGame:
    """Write `state` as a replay file (the same JSON as the autosave)."""
    saved = SavedGame.of(state, meta)
    write_atomically(Path(path), saved.to_text())
    return saved


def import_replay(path: Path) -> SavedGame:
    """Read and check a replay file. It is the player's own file, so a damaged one is reported
    (DamagedSave) but left where it is."""
    return SavedGame.from_bytes(_read(Path(path)))


def _read(path: Path) -> bytes:
    size = path.stat().st_size
    if size > MAX_FILE_BYTES:
        raise DamagedSave(Damage.TOO_LARGE, f"{size} bytes")
    return path.read_bytes()
