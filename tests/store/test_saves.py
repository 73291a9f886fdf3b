"""Autosave and replay files: atomic writes, replay-checked loading, damage kept aside."""

from __future__ import annotations

import copy
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.games.base import GameState
from desktop_app.games.registry import get_game
from desktop_app.store import saves
from desktop_app.store.saves import (
    Damage,
    DamagedSave,
    SavedGame,
    SaveStore,
    export_replay,
    import_replay,
    resume,
)

ROOT = Path(__file__).resolve().parents[2]
META = {"seats": [{"name": "Ayu", "human": True, "level": None},
                  {"name": "Budi", "human": False, "level": "easy"},
                  {"name": "Citra", "human": False, "level": "medium"}],
        "viewer": 0, "app_version": "0.1.0"}
GAME = "banakil"


def make_store(directory: Path) -> SaveStore:
    store = SaveStore(directory)
    store.directory.mkdir(parents=True, exist_ok=True)
    return store


def load(store: SaveStore) -> SavedGame | None:
    """The Banakil save, replayed and checked (None when there is none)."""
    loaded = store.load(GAME)
    return None if loaded is None else loaded[0]


def play_banakil(actions: int, seed: int = 11) -> GameState:
    """A real Banakil game, `actions` random legal moves in (draws, discards, lay-offs)."""
    info = get_game("banakil")
    state = info.new_game(info.make_config(players=3), seed)
    rng = random.Random(seed)
    for _ in range(actions):
        seat = state.to_move()
        assert seat is not None
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def plain(value: Any) -> Any:
    return json.loads(json.dumps(value))


@pytest.fixture(scope="module")
def good() -> dict[str, Any]:
    """A valid save file's JSON, as a template to damage."""
    return SavedGame.of(play_banakil(25), META).to_json()


def files_in(directory: Path) -> list[str]:
    return sorted(p.name for p in directory.iterdir())


# ------------------------------------------------------------------------ round trip


def test_save_load_resume_round_trip(tmp_path):
    state = play_banakil(40)
    store = make_store(tmp_path)
    assert not store.has_save(GAME)
    assert store.load(GAME) is None
    saved = SavedGame.of(state, META)
    store.save(saved)
    assert store.has_save(GAME)
    loaded, resumed = store.load(GAME)
    assert loaded == saved
    assert loaded.meta == META and loaded.game == "banakil"
    assert plain(resumed.snapshot()) == plain(state.snapshot())
    # The random generator is restored too: both copies continue identically.
    seat = state.to_move()
    action = random.Random(5).choice(state.legal_actions(seat))
    state.apply(seat, action)
    resumed.apply(seat, action)
    assert plain(resumed.snapshot()) == plain(state.snapshot())


def test_each_save_replaces_the_previous_one(tmp_path):
    store = make_store(tmp_path)
    state = play_banakil(0)
    rng = random.Random(3)
    for _ in range(15):
        seat = state.to_move()
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        store.save(SavedGame.of(state, META))
    assert files_in(store.directory) == ["banakil.json"]
    assert len(load(store).record.actions) == 15


def test_clear_removes_the_autosave(tmp_path):
    store = make_store(tmp_path)
    store.save(SavedGame.of(play_banakil(3), META))
    store.clear(GAME)
    assert not store.has_save(GAME)
    assert load(store) is None
    store.clear(GAME)  # nothing left to clear is fine


def test_save_creates_the_directory(tmp_path):
    store = SaveStore(tmp_path / "a" / "b")
    store.save(SavedGame.of(play_banakil(2), META))
    assert load(store) is not None


def test_meta_must_be_plain_json():
    with pytest.raises(TypeError):
        SavedGame.of(play_banakil(1), {"when": object()})


def test_file_is_plain_json(tmp_path):
    store = make_store(tmp_path)
    store.save(SavedGame.of(play_banakil(4), META))
    data = json.loads(store.path(GAME).read_text(encoding="utf-8"))
    assert data["app"] == "meja-kartu" and data["format"] == saves.FORMAT
    assert set(data) == {"app", "format", "saved_at", "record", "snapshot", "meta"}


# -------------------------------------------------------------------------- atomicity


def test_failed_replace_keeps_the_old_file_and_no_temp(tmp_path, monkeypatch):
    store = make_store(tmp_path)
    old = SavedGame.of(play_banakil(5), META)
    store.save(old)
    before = store.path(GAME).read_bytes()

    def crash(src, dst):
        raise OSError("the disk went away")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError):
        store.save(SavedGame.of(play_banakil(9), META))
    monkeypatch.undo()
    assert store.path(GAME).read_bytes() == before
    assert files_in(store.directory) == ["banakil.json"]
    assert load(store) == old


CRASH_SCRIPT = """
import os, sys
from pathlib import Path
from desktop_app.store.files import write_atomically
os.replace = lambda src, dst: os._exit(3)  # the process dies between the write and the rename
write_atomically(Path(sys.argv[1]), Path(sys.argv[2]).read_text(encoding="utf-8"))
"""


def test_hard_crash_before_replace_leaves_the_old_save(tmp_path):
    store = SaveStore(tmp_path / "saves")
    old = SavedGame.of(play_banakil(5), META)
    store.save(old)
    newer = tmp_path / "newer.json"
    newer.write_text(SavedGame.of(play_banakil(12), META).to_text(), encoding="utf-8")
    result = subprocess.run([sys.executable, "-c", CRASH_SCRIPT, str(store.path(GAME)),
                             str(newer)], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 3, result.stderr
    orphans = [p for p in store.directory.iterdir() if p.name != "banakil.json"]
    assert len(orphans) == 1 and orphans[0].read_text(encoding="utf-8") == newer.read_text(
        encoding="utf-8")
    assert load(store) == old
    # The next start removes it: a leftover seconds old cannot be a write in progress.
    assert orphans[0].exists()
    SaveStore(store.root).tidy()
    assert orphans[0].exists()  # (a start within a write's time of the crash keeps it)
    stale = time.time() - 10
    os.utime(orphans[0], (stale, stale))
    assert SaveStore(store.root).tidy() == []
    assert load(store) == old
    assert files_in(store.directory) == ["banakil.json"]


# ---------------------------------------------------------------------------- damage


def _edit(good: dict[str, Any], change: Any) -> bytes:
    data = copy.deepcopy(good)
    change(data)
    return json.dumps(data).encode()


def _set(path: tuple[Any, ...], value: Any) -> Any:
    def change(data: Any) -> None:
        for key in path[:-1]:
            data = data[key]
        data[path[-1]] = value
    return change


def _other_seat(data: dict[str, Any]) -> None:
    seat, action = data["record"]["actions"][0]
    data["record"]["actions"][0] = [(seat + 1) % 3, action]


DAMAGE_CASES: dict[str, tuple[Any, Damage]] = {
    "empty": (lambda good: b"", Damage.EMPTY),
    "blank": (lambda good: b"  \n", Damage.EMPTY),
    "cut short": (lambda good: json.dumps(good).encode()[:700], Damage.NOT_JSON),
    "binary": (lambda good: b"\xff\xfe\x00\x81 saved", Damage.NOT_TEXT),
    "nested too deep": (lambda good: b"[" * 200_000, Damage.NOT_JSON),
    "a list": (lambda good: b"[1, 2, 3]", Damage.NOT_A_SAVE),
    "someone else's json": (lambda good: b'{"hello": "world"}', Damage.NOT_A_SAVE),
    "newer format": (lambda good: _edit(good, _set(("format",), 99)), Damage.NEWER_FORMAT),
    "format as text": (lambda good: _edit(good, _set(("format",), "1")), Damage.BAD_SHAPE),
    "no snapshot": (lambda good: _edit(good, lambda d: d.pop("snapshot")), Damage.BAD_SHAPE),
    "meta a list": (lambda good: _edit(good, _set(("meta",), [])), Damage.BAD_SHAPE),
    "bad time": (lambda good: _edit(good, _set(("saved_at",), "yesterday")), Damage.BAD_SHAPE),
    "unknown game": (lambda good: _edit(good, _set(("record", "game"), "snap")),
                     Damage.UNKNOWN_GAME),
    "seed as text": (lambda good: _edit(good, _set(("record", "seed"), "x")), Damage.BAD_RECORD),
    "action not a pair": (lambda good: _edit(good, _set(("record", "actions", 0), [0])),
                          Damage.BAD_RECORD),
    "unknown action": (lambda good: _edit(good, _set(("record", "actions", 0, 1),
                                                     {"type": "fly"})), Damage.BAD_RECORD),
    "config breaks the rules": (lambda good: _edit(good, _set(("record", "config", "players"),
                                                              9)), Damage.BAD_RECORD),
    "move out of turn": (lambda good: _edit(good, _other_seat), Damage.ILLEGAL_MOVE),
    "no such seat": (lambda good: _edit(good, _set(("record", "actions", 0, 0), 99)),
                     Damage.ILLEGAL_MOVE),
    "snapshot edited": (lambda good: _edit(good, _set(("snapshot", "turn_no"), 999)),
                        Damage.SNAPSHOT_MISMATCH),
    "last move lost": (lambda good: _edit(good, lambda d: d["record"]["actions"].pop()),
                       Damage.SNAPSHOT_MISMATCH),
}


def assert_readable(message: str) -> None:
    assert message and message[0].isupper() and message.endswith(".")
    for technical in ("Traceback", "Error", "line ", "{", "\n"):
        assert technical not in message


@pytest.mark.parametrize("case", sorted(DAMAGE_CASES))
def test_damage_is_reported_and_the_file_kept_aside(tmp_path, good, case):
    make, damage = DAMAGE_CASES[case]
    raw = make(good)
    store = make_store(tmp_path)
    store.path(GAME).write_bytes(raw)
    with pytest.raises(DamagedSave) as caught:
        store.load(GAME)
    error = caught.value
    assert error.damage is damage, error.detail
    assert_readable(str(error))
    assert error.kept_as is not None and error.kept_as.name in str(error)
    assert error.kept_as.parent == store.directory
    assert error.kept_as.name.startswith("banakil.damaged-") and error.kept_as.suffix == ".json"
    assert error.kept_as.read_bytes() == raw
    assert not store.has_save(GAME)
    assert load(store) is None


def test_an_engine_crash_on_replay_is_damage_too(tmp_path, good, monkeypatch):
    def broken(record):
        raise ZeroDivisionError("engine bug")

    store = make_store(tmp_path)
    store.path(GAME).write_text(json.dumps(good), encoding="utf-8")
    monkeypatch.setattr(saves, "replay", broken)
    with pytest.raises(DamagedSave) as caught:
        store.load(GAME)
    assert caught.value.damage is Damage.REPLAY_FAILED
    assert "ZeroDivisionError" in caught.value.detail
    assert_readable(str(caught.value))


def test_a_huge_file_is_not_read(tmp_path, monkeypatch):
    monkeypatch.setattr(saves, "MAX_FILE_BYTES", 100)
    store = make_store(tmp_path)
    store.path(GAME).write_bytes(b" " * 101)
    with pytest.raises(DamagedSave) as caught:
        store.load(GAME)
    assert caught.value.damage is Damage.TOO_LARGE
    assert caught.value.kept_as is not None and caught.value.kept_as.exists()


def test_damaged_files_never_overwrite_each_other(tmp_path):
    store = make_store(tmp_path)
    contents = [b"first", b"second", b"third"]
    kept = []
    for raw in contents:
        store.path(GAME).write_bytes(raw)
        with pytest.raises(DamagedSave) as caught:
            store.load(GAME)
        kept.append(caught.value.kept_as)
    assert len(set(kept)) == 3
    assert [p.read_bytes() for p in kept] == contents


def test_damage_stays_in_place_when_it_cannot_be_moved(tmp_path, monkeypatch):
    store = make_store(tmp_path)
    store.path(GAME).write_bytes(b"garbage")

    def refuse(src, dst):
        raise PermissionError("read-only folder")

    monkeypatch.setattr(os, "rename", refuse)
    with pytest.raises(DamagedSave) as caught:
        store.load(GAME)
    assert caught.value.kept_as is None
    assert "read-only folder" in caught.value.detail
    assert_readable(str(caught.value))
    assert store.path(GAME).read_bytes() == b"garbage"


def test_unreadable_places_raise_oserror(tmp_path):
    store = SaveStore(tmp_path)
    store.path(GAME).mkdir(parents=True)  # a directory in the way is no save ...
    assert store.load(GAME) is None
    with pytest.raises(OSError):  # ... and cannot be written over
        store.save(SavedGame.of(play_banakil(1), META))
    assert store.path(GAME).is_dir()
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(OSError):
        SaveStore(blocker).save(SavedGame.of(play_banakil(1), META))


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [prefix] if prefix else []
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for i, item in enumerate(value[:6]):
            found += _paths(item, (*prefix, i))
    return found


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 200) | st.floats(allow_nan=False)
    | st.text(max_size=5) | st.sampled_from(["draw_stock", "discard", "QS#1", "JK", "melding"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=4), inner,
                                                                max_size=3),
    max_leaves=6)


def _load_never_fails_otherwise(raw: bytes) -> None:
    with tempfile.TemporaryDirectory() as directory:
        store = make_store(Path(directory))
        store.path(GAME).write_bytes(raw)
        try:
            saved = load(store)
        except DamagedSave as error:
            assert_readable(str(error))
            assert error.kept_as is not None and error.kept_as.read_bytes() == raw
        else:
            assert saved is not None


@settings(max_examples=40)
@given(data=st.data(), value=JSON_VALUES)
def test_any_edit_of_the_json_gives_a_save_or_damaged_save(good, data, value):
    path = data.draw(st.sampled_from(_paths(good)))
    _load_never_fails_otherwise(_edit(good, _set(path, value)))


@settings(max_examples=30)
@given(data=st.data())
def test_any_byte_damage_gives_a_save_or_damaged_save(good, data):
    raw = bytearray(json.dumps(good).encode())
    for _ in range(data.draw(st.integers(1, 4))):
        raw[data.draw(st.integers(0, len(raw) - 1))] = data.draw(st.integers(0, 255))
    _load_never_fails_otherwise(bytes(raw))


# --------------------------------------------------------------------------- replays


def test_export_and_import_a_replay(tmp_path):
    state = play_banakil(30)
    path = tmp_path / "replays" / "game.json"
    exported = export_replay(state, META, path)
    imported = import_replay(path)
    assert imported == exported
    assert plain(resume(imported).snapshot()) == plain(state.snapshot())
    # The same JSON as the autosave: either can be read as the other.
    store = make_store(tmp_path)
    store.path(GAME).write_bytes(path.read_bytes())
    assert load(store) == exported


def test_a_damaged_replay_is_reported_and_left_where_it_is(tmp_path, good):
    path = tmp_path / "friend.json"
    raw = _edit(good, _set(("snapshot", "turn_no"), 999))
    path.write_bytes(raw)
    with pytest.raises(DamagedSave) as caught:
        import_replay(path)
    assert caught.value.damage is Damage.SNAPSHOT_MISMATCH
    assert caught.value.kept_as is None
    assert_readable(str(caught.value))
    assert path.read_bytes() == raw
    assert files_in(tmp_path) == ["friend.json"]


def test_importing_a_missing_replay_is_an_oserror(tmp_path):
    with pytest.raises(OSError):
        import_replay(tmp_path / "nothing.json")
