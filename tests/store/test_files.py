"""The file helpers under saves and statistics: atomic writes, stale temps, setting aside."""

from __future__ import annotations

import os
import time

from desktop_app.store.files import remove_stale_temps, set_aside, write_atomically


def test_write_atomically_leaves_only_the_file(tmp_path):
    path = tmp_path / "deep" / "x.json"
    write_atomically(path, "first")
    write_atomically(path, "second ✓")
    assert path.read_text(encoding="utf-8") == "second ✓"
    assert [p.name for p in path.parent.iterdir()] == ["x.json"]


def test_only_stale_temps_of_that_file_are_removed(tmp_path):
    path = tmp_path / "autosave.json"
    old = tmp_path / ".autosave.json.abc.tmp"
    fresh = tmp_path / ".autosave.json.def.tmp"
    other = tmp_path / ".settings.json.ghi.tmp"
    for p in (old, fresh, other):
        p.write_text("partial")
    stale = time.time() - 3600
    os.utime(old, (stale, stale))
    os.utime(other, (stale, stale))
    assert remove_stale_temps(path) == [old]
    assert fresh.exists() and other.exists() and not old.exists()


def test_set_aside_moves_companions_and_never_overwrites(tmp_path):
    path = tmp_path / "stats.sqlite3"
    kept = []
    for n in range(3):
        path.write_bytes(b"db %d" % n)
        (tmp_path / "stats.sqlite3-journal").write_bytes(b"journal %d" % n)
        kept.append(set_aside(path, ("-journal", "-wal")))
    assert len(set(kept)) == 3
    for n, target in enumerate(kept):
        assert target.name.startswith("stats.damaged-") and target.suffix == ".sqlite3"
        assert target.read_bytes() == b"db %d" % n
        assert (tmp_path / (target.name + "-journal")).read_bytes() == b"journal %d" % n
    assert not path.exists() and not (tmp_path / "stats.sqlite3-journal").exists()
