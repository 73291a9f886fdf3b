"""One autosave per game kind: the action journal, migration of the old single autosave,
hostile content, unreadable files and a read-only or full disk (errors injected at the file
layer: CI runs as root, where permission bits stop nothing)."""

from __future__ import annotations

import copy
import errno
import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from desktop_app.games.base import GameState
from desktop_app.games.registry import get_game
from desktop_app.store import files, saves
from desktop_app.store.saves import (
    Damage,
    DamagedSave,
    SavedGame,
    SaveRefused,
    SaveStore,
    Unreadable,
)
from tests.store.test_saves import META, play_banakil

ROOT = Path(__file__).resolve().parents[2]
META4 = {"seats": [*META["seats"], {"name": "Dewi", "human": False, "level": "hard"}]}


def plain(value: Any) -> Any:
    return json.loads(json.dumps(value))


def play_on(state: GameState, actions: int, seed: int = 4) -> GameState:
    rng = random.Random(seed)
    for _ in range(actions):
        seat = state.to_move()
        assert seat is not None
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def cap_it_game(actions: int) -> GameState:
    info = get_game("cap_it_rummy")
    return play_on(info.new_game(info.make_config(players=4), 5), actions)


def write_with_journal(store: SaveStore, state: GameState, more: int) -> GameState:
    """Save `state` in full, then `more` actions one by one through the journal."""
    writer = store.writer(state.game_id)
    writer.start(state.clone(), META)
    rng = random.Random(9)
    for _ in range(more):
        seat = state.to_move()
        action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        writer.append([(seat, action)])
    writer.close()
    return state


# ------------------------------------------------------------------ one save per game


def test_each_game_kind_has_its_own_save(tmp_path):
    store = SaveStore(tmp_path)
    banakil, cap_it = play_banakil(12), cap_it_game(7)
    store.save(SavedGame.of(banakil, META))
    store.save(SavedGame.of(cap_it, META4))
    found, problems = store.in_progress()
    assert problems == []
    assert set(found) == {"banakil", "cap_it_rummy"}
    assert found["banakil"].actions == 12 and found["cap_it_rummy"].actions == 7
    assert plain(store.load("banakil")[1].snapshot()) == plain(banakil.snapshot())
    assert plain(store.load("cap_it_rummy")[1].snapshot()) == plain(cap_it.snapshot())
    store.clear("banakil")
    assert set(store.in_progress()[0]) == {"cap_it_rummy"}


def test_the_old_single_autosave_moves_to_its_game(tmp_path):
    state = play_banakil(20)
    old = SavedGame.of(state, META)
    (tmp_path / "autosave.json").write_text(old.to_text(), encoding="utf-8")
    store = SaveStore(tmp_path)
    assert store.tidy() == []
    assert not (tmp_path / "autosave.json").exists()
    assert store.path("banakil").is_file()
    saved, resumed = store.load("banakil")
    assert saved == old and plain(resumed.snapshot()) == plain(state.snapshot())


def test_the_old_autosave_is_still_read_when_it_cannot_be_moved(tmp_path, monkeypatch):
    old = SavedGame.of(play_banakil(6), META)
    (tmp_path / "autosave.json").write_text(old.to_text(), encoding="utf-8")
    store = SaveStore(tmp_path)

    def read_only(src: Any, dst: Any) -> None:
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(saves.os, "replace", read_only)
    assert store.tidy() == []
    monkeypatch.undo()
    assert (tmp_path / "autosave.json").exists()
    assert set(store.in_progress()[0]) == {"banakil"}
    assert store.load("banakil")[0] == old
    store.clear("banakil")
    assert not (tmp_path / "autosave.json").exists()


def test_a_damaged_old_autosave_is_kept_aside_at_start_up(tmp_path):
    (tmp_path / "autosave.json").write_bytes(b"{ cut sho")
    problems = SaveStore(tmp_path).tidy()
    assert len(problems) == 1 and isinstance(problems[0], DamagedSave)
    assert problems[0].kept_as is not None and problems[0].kept_as.read_bytes() == b"{ cut sho"


def test_start_up_removes_crashed_writes_even_without_a_save(tmp_path):
    store = SaveStore(tmp_path)
    store.directory.mkdir()
    orphans = [store.directory / ".banakil.json.abc.tmp",
               store.directory / ".banapples.json.journal.def.tmp"]
    for orphan in orphans:
        orphan.write_text("partial")
        os.utime(orphan, (1, 1))
    fresh = store.directory / ".cap_it_rummy.json.ghi.tmp"
    fresh.write_text("a write in progress")
    store.tidy()
    assert not any(p.exists() for p in orphans)
    assert fresh.exists()


# ------------------------------------------------------------------ the journal


def test_the_journal_carries_every_action_after_the_snapshot(tmp_path):
    store = SaveStore(tmp_path)
    state = write_with_journal(store, play_banakil(30), 10)
    base = json.loads(store.path("banakil").read_text(encoding="utf-8"))
    assert len(base["record"]["actions"]) == 30  # the snapshot was not rewritten ...
    lines = store.journal_path("banakil").read_bytes().splitlines()
    assert len(lines) == 10  # ... each action was a line
    saved, resumed = store.load("banakil")
    assert len(saved.record.actions) == 40
    assert plain(resumed.snapshot()) == plain(state.snapshot())


def test_a_long_journal_is_folded_into_a_new_snapshot(tmp_path):
    store = SaveStore(tmp_path)
    state = write_with_journal(store, play_banakil(2), saves.MIN_JOURNAL + 5)
    base = json.loads(store.path("banakil").read_text(encoding="utf-8"))
    journal = store.journal_path("banakil").read_bytes().splitlines()
    assert len(base["record"]["actions"]) + len(journal) == len(state.history)
    assert len(journal) <= saves.MIN_JOURNAL
    assert plain(store.load("banakil")[1].snapshot()) == plain(state.snapshot())


def test_a_line_cut_short_by_a_crash_is_the_action_in_flight(tmp_path):
    store = SaveStore(tmp_path)
    state = write_with_journal(store, play_banakil(10), 5)
    journal = store.journal_path("banakil")
    raw = journal.read_bytes()
    journal.write_bytes(raw[:-7])  # the last line lost its end
    saved, resumed = store.load("banakil")
    assert len(saved.record.actions) == 14
    assert plain(resumed.snapshot()) != plain(state.snapshot())
    assert store.path("banakil").exists()


def test_journal_lines_of_an_older_snapshot_are_ignored(tmp_path):
    """A crash after the snapshot was rewritten but before the journal was emptied."""
    store = SaveStore(tmp_path)
    state = write_with_journal(store, play_banakil(10), 4)
    stale = store.journal_path("banakil").read_bytes()
    store.save(SavedGame.of(state, META))  # the new snapshot has every action
    store.journal_path("banakil").write_bytes(stale)
    saved, resumed = store.load("banakil")
    assert len(saved.record.actions) == 14
    assert plain(resumed.snapshot()) == plain(state.snapshot())


@pytest.mark.parametrize("damage", ["garbled line", "gap", "not an object", "seat as text"])
def test_a_damaged_journal_is_set_aside_with_its_snapshot(tmp_path, damage):
    store = SaveStore(tmp_path)
    write_with_journal(store, play_banakil(10), 4)
    journal = store.journal_path("banakil")
    lines = journal.read_bytes().splitlines(keepends=True)
    entry = json.loads(lines[1])
    if damage == "garbled line":
        lines[1] = b"{ garbled\n"
    elif damage == "gap":
        del lines[1]
    elif damage == "not an object":
        lines[1] = b"[1, 2]\n"
    else:
        entry["s"] = "one"
        lines[1] = (json.dumps(entry) + "\n").encode()
    journal.write_bytes(b"".join(lines))
    with pytest.raises(DamagedSave) as caught:
        store.load("banakil")
    assert caught.value.damage is Damage.BAD_JOURNAL
    kept = caught.value.kept_as
    assert kept is not None and kept.exists()
    assert (kept.parent / (kept.name + saves.JOURNAL_SUFFIX)).read_bytes() == b"".join(lines)
    assert not store.has_save("banakil") and not journal.exists()


KILL_SCRIPT = """
import os, random, signal, sys
from pathlib import Path
from desktop_app.games.registry import get_game
from desktop_app.store.saves import SaveStore
info = get_game("banakil")
state = info.new_game(info.make_config(players=3), 11)
writer = SaveStore(Path(sys.argv[1])).writer("banakil")
writer.start(state.clone(), {"seats": [{"name": n, "human": h, "level": l} for n, h, l in
                                        (("Ayu", True, None), ("Budi", False, "easy"),
                                         ("Citra", False, "medium"))]})
rng = random.Random(2)
for _ in range(int(sys.argv[2])):
    seat = state.to_move()
    action = rng.choice(state.legal_actions(seat))
    state.apply(seat, action)
    writer.append([(seat, action)])
print(len(state.history), flush=True)
os.kill(os.getpid(), signal.SIGKILL)
"""


@pytest.mark.parametrize("actions", [3, 150])
def test_kill_9_after_an_action_loses_nothing_written(tmp_path, actions):
    result = subprocess.run([sys.executable, "-c", KILL_SCRIPT, str(tmp_path), str(actions)],
                            cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == -9, result.stderr
    assert int(result.stdout) == actions
    saved, _ = SaveStore(tmp_path).load("banakil")
    assert len(saved.record.actions) == actions


# ------------------------------------------------------------------ hostile content


def _hostile(change: Any) -> bytes:
    data = SavedGame.of(play_banakil(8), META).to_json()
    data = copy.deepcopy(data)
    change(data)
    return json.dumps(data).encode()


def _seat(i: int, **values: Any) -> Any:
    def change(data: dict[str, Any]) -> None:
        data["meta"]["seats"][i].update(values)
    return change


HOSTILE = {
    "too few seats": lambda d: d["meta"]["seats"].pop(),
    "too many seats": lambda d: d["meta"]["seats"].extend([META["seats"][1]] * 3),
    "twenty seats": lambda d: d["meta"].update(seats=[META["seats"][1]] * 20),
    "no seats": lambda d: d["meta"].pop("seats"),
    "seats a dict": lambda d: d["meta"].update(seats={"0": "Ayu"}),
    "seat a string": lambda d: d["meta"]["seats"].__setitem__(0, "Ayu"),
    "5 MB seat name": _seat(1, name="B" * 5_000_000),
    "empty name": _seat(1, name=""),
    "name a number": _seat(1, name=7),
    "human as text": _seat(0, human="yes"),
    "computer without a level": _seat(1, level=None),
    "level a list": _seat(1, level=["hard"]),
    "human with a level": _seat(0, level="hard"),
    "endless reaction": _seat(1, reaction=1e400),
    "negative reaction": _seat(1, reaction=-1),
    "reaction as text": _seat(1, reaction="fast"),
    "huge seed": lambda d: d["record"].update(seed=2**300),
    "negative seed": lambda d: d["record"].update(seed=-1),
    "huge player count": lambda d: d["record"]["config"].update(players=10**30),
    "huge target": lambda d: d["record"]["config"].update(target=10**4000),
    "endless target": lambda d: d["record"]["config"].update(target=1e400),
    "megabyte in a move": lambda d: d["record"]["actions"][0][1].update(card="Q" * 10**6),
    "huge seat in a move": lambda d: d["record"]["actions"][0].__setitem__(0, 10**50),
    "players as text": lambda d: d["record"]["config"].update(players="three"),
    "too many actions": lambda d: d["record"].update(
        actions=[[0, {"type": "draw_stock"}]] * (saves.MAX_ACTIONS + 1)),
    "long timestamp": lambda d: d.update(saved_at="2026-01-01T00:00:00" + " " * 10_000),
}


@pytest.mark.parametrize("case", sorted(HOSTILE))
def test_hostile_content_is_set_aside_at_first_reading(tmp_path, case):
    store = SaveStore(tmp_path)
    store.directory.mkdir()
    raw = _hostile(HOSTILE[case])
    store.path("banakil").write_bytes(raw)
    found, problems = store.in_progress()
    assert found == {}
    assert len(problems) == 1 and isinstance(problems[0], DamagedSave), problems
    assert problems[0].kept_as is not None and problems[0].kept_as.read_bytes() == raw
    assert "5000000" not in problems[0].detail and len(problems[0].detail) < 300
    assert store.in_progress() == ({}, [])  # set aside once: not reported again


def test_a_huge_number_in_the_file_is_damage_not_a_crash(tmp_path):
    store = SaveStore(tmp_path)
    store.directory.mkdir()
    text = SavedGame.of(play_banakil(3), META).to_text()
    store.path("banakil").write_text(text.replace('"seed": 11', '"seed": 1' + "0" * 5000))
    _, problems = store.in_progress()
    assert [p.damage for p in problems if isinstance(p, DamagedSave)] == [Damage.NOT_JSON]


# ------------------------------------------------------------------ unreadable, read-only, full


def _fail_opening(monkeypatch: pytest.MonkeyPatch, target: Path, number: int) -> None:
    real = Path.open

    def guarded(self: Path, *args: Any, **kwargs: Any) -> Any:
        if self == target:
            raise OSError(number, os.strerror(number), str(self))
        return real(self, *args, **kwargs)

    monkeypatch.setattr(Path, "open", guarded)


@pytest.mark.parametrize("number", [errno.EACCES, errno.EIO])
def test_an_unreadable_save_is_reported_and_never_written_over(tmp_path, monkeypatch, number):
    store = SaveStore(tmp_path)
    store.save(SavedGame.of(play_banakil(9), META))
    before = store.path("banakil").read_bytes()
    _fail_opening(monkeypatch, store.path("banakil"), number)
    found, problems = store.in_progress()
    assert found == {}
    assert len(problems) == 1 and isinstance(problems[0], Unreadable)
    assert problems[0].error.errno == number and problems[0].game == "banakil"
    with pytest.raises(SaveRefused):
        store.save(SavedGame.of(play_banakil(2), META))
    writer = store.writer("banakil")
    with pytest.raises(SaveRefused):
        writer.start(play_banakil(1), META)
    with pytest.raises(SaveRefused):
        store.clear("banakil")
    store.save(SavedGame.of(cap_it_game(2), META4))  # other games save as usual
    monkeypatch.undo()
    assert store.path("banakil").read_bytes() == before
    assert not list(store.directory.glob("banakil.damaged-*"))


@pytest.mark.parametrize("number", [errno.EROFS, errno.ENOSPC, errno.EACCES])
def test_a_failed_write_is_retried_in_full_with_the_next_action(tmp_path, monkeypatch, number):
    store = SaveStore(tmp_path)
    state = play_banakil(5)
    writer = store.writer("banakil")
    writer.start(state.clone(), META)

    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise OSError(number, os.strerror(number))

    rng = random.Random(1)

    def act() -> None:
        seat = state.to_move()
        action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        writer.append([(seat, action)])

    monkeypatch.setattr(saves.os, "fsync", refuse)
    monkeypatch.setattr(files.os, "fsync", refuse)
    for _ in range(2):
        with pytest.raises(OSError) as caught:
            act()
        assert caught.value.errno == number
    monkeypatch.undo()
    act()  # the disk has room again: everything so far is written
    saved, resumed = store.load("banakil")
    assert len(saved.record.actions) == 8
    assert plain(resumed.snapshot()) == plain(state.snapshot())


def test_a_file_where_the_saves_folder_should_be(tmp_path):
    (tmp_path / "saves").write_text("not a folder")
    store = SaveStore(tmp_path)
    assert store.tidy() == []
    assert store.in_progress() == ({}, [])
    with pytest.raises(OSError):
        store.writer("banakil").start(play_banakil(1), META)


def test_the_journal_is_held_to_the_same_limits(tmp_path):
    store = SaveStore(tmp_path)
    write_with_journal(store, play_banakil(10), 3)
    journal = store.journal_path("banakil")
    lines = journal.read_bytes().splitlines(keepends=True)
    entry = json.loads(lines[2])
    entry["a"]["card"] = "Q" * 1_000_000
    lines[2] = (json.dumps(entry) + "\n").encode()
    journal.write_bytes(b"".join(lines))
    found, problems = store.in_progress()
    assert found == {} and [p.damage for p in problems] == [Damage.BAD_RECORD]
