"""File operations that never leave a half-written or silently lost file behind."""

from __future__ import annotations

import contextlib
import itertools
import os
import stat
import tempfile
import time
from datetime import datetime
from pathlib import Path

TEMP_SUFFIX = ".tmp"
STALE_TEMP_SECONDS = 60.0
"""A temporary file this old cannot belong to a write in progress (those take milliseconds)."""


def _temp_prefix(path: Path) -> str:
    return f".{path.name}."


def write_atomically(path: Path, text: str) -> None:
    """Write `text` so that a crash at any moment leaves either the old file or the new one.

    The text goes to a temporary file in the same directory (same file system, so the final
    rename is atomic), is flushed to the disk, and only then replaces `path`.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp_name = tempfile.mkstemp(dir=path.parent, prefix=_temp_prefix(path),
                                     suffix=TEMP_SUFFIX)
    temp = Path(temp_name)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temp, path)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    _sync_directory(path.parent)


def _sync_directory(directory: Path) -> None:
    """Make the rename itself durable where the platform allows syncing a directory."""
    if os.name != "posix":
        return
    # Some file systems refuse to sync directories; the new file is in place either way.
    with contextlib.suppress(OSError):
        fd = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def remove_stale_temps(path: Path, older_than: float = STALE_TEMP_SECONDS) -> list[Path]:
    """Delete temporary files a crashed write of `path` left behind (those over `older_than`
    seconds old: a younger one may be a write in progress); returns what was removed."""
    removed: list[Path] = []
    limit = time.time() - older_than
    prefix = _temp_prefix(path)
    try:  # a plain scan: a glob compiles a pattern each call, and start-up makes nine
        names = [entry.name for entry in os.scandir(path.parent)]
    except OSError:
        return removed
    for name in names:
        if not (name.startswith(prefix) and name.endswith(TEMP_SUFFIX)
                and len(name) >= len(prefix) + len(TEMP_SUFFIX)):
            continue
        temp = path.parent / name
        with contextlib.suppress(OSError):
            if temp.stat().st_mtime < limit:
                temp.unlink()
                removed.append(temp)
    return removed


def set_aside(path: Path, companions: tuple[str, ...] = ()) -> Path:
    """Rename a damaged file to a unique `<stem>.damaged-<time><suffix>` next to it and return
    the new path. `companions` are name suffixes of files that belong to it (SQLite's
    `-journal`), moved along so they never attach to a fresh file of the old name."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    for n in itertools.count(1):
        extra = "" if n == 1 else f"-{n}"
        target = path.with_name(f"{path.stem}.damaged-{stamp}{extra}{path.suffix}")
        taken = [target, *(target.with_name(target.name + c) for c in companions)]
        if not any(p.exists() for p in taken):
            break
    os.rename(path, target)
    for companion in companions:
        source = path.with_name(path.name + companion)
        if source.exists():
            os.rename(source, target.with_name(target.name + companion))
    return target


def make_private(path: Path) -> None:
    """Create `path` empty and readable by its owner only, or take the group and others' access
    away from an existing file: the settings, statistics and saves name the player's friends
    and show their evenings. Programs that write over the file in place (SQLite) or keep the
    mode of the file they replace (Qt's settings) then keep it private."""
    path.parent.mkdir(parents=True, exist_ok=True)
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    except FileExistsError:
        mode = os.stat(path).st_mode
        if stat.S_ISREG(mode) and mode & 0o077:
            os.chmod(path, stat.S_IMODE(mode) & 0o700)
