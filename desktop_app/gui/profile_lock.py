"""One profile, one writer: the first copy of the app on a profile locks it.

Two copies on one profile would overwrite each other's saves without a word. The first copy
holds a `QLockFile` in the profile folder for as long as it runs. A second copy finds the lock
taken; it may ask the first to come to the front by writing to a small request file the first
watches (Qt's file watcher: no network module in the bundle for this). A lock left by a copy
that was killed (its process is gone) is taken over; a lock's age alone never makes it stale,
since a game may well run for hours.
"""

from __future__ import annotations

import contextlib
import logging
import os
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QLockFile, QObject

from ..store.files import make_private

log = logging.getLogger(__name__)

LOCK_NAME = "profile.lock"
REQUEST_NAME = "profile.show-request"
SHOW_MESSAGE = b"show\n"
ANSWER_SECONDS = 2.0
"""How long a second copy waits for the first to take its request."""


class ProfileLock(QObject):
    """The lock on one profile folder. `acquire()` says whether this copy may write."""

    def __init__(self, directory: Path) -> None:
        super().__init__()
        self.directory = Path(directory)
        self.lock = QLockFile(str(self.directory / LOCK_NAME))
        self.lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
        self.request_path = self.directory / REQUEST_NAME
        self._watcher: QFileSystemWatcher | None = None
        self._on_show: Callable[[], None] | None = None

    def acquire(self) -> bool:
        """Take the lock (a dead copy's lock is taken over). False when another running copy
        holds it; a folder where no lock can be made at all does not stop this copy (saving
        will report its own trouble there)."""
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            log.warning("cannot make the profile folder %s: %s", self.directory, error)
            return True
        if self.lock.tryLock(0):
            with contextlib.suppress(OSError):  # it names this computer: the owner's only
                os.chmod(self.directory / LOCK_NAME, 0o600)
            return True
        error = self.lock.error()
        if error == QLockFile.LockError.LockFailedError:
            return False
        log.warning("cannot lock the profile %s (%s); running without the lock",
                    self.directory, error)
        return True

    @property
    def held(self) -> bool:
        return self.lock.isLocked()

    def listen(self, on_show: Callable[[], None]) -> bool:
        """Answer a second copy's request to show this one: `on_show` runs on the GUI thread."""
        self._on_show = on_show
        try:
            make_private(self.request_path)
            self.request_path.write_bytes(b"")
        except OSError as error:
            log.warning("cannot listen for other copies: %s", error)
            return False
        self._watcher = QFileSystemWatcher([str(self.request_path)], self)
        self._watcher.fileChanged.connect(self._answer)
        return True

    def _answer(self) -> None:
        try:
            asked = self.request_path.read_bytes()
            if asked:
                self.request_path.write_bytes(b"")
        except OSError as error:
            log.warning("cannot read a request from another copy: %s", error)
            return
        if self._watcher is not None and str(self.request_path) not in self._watcher.files():
            self._watcher.addPath(str(self.request_path))
        if SHOW_MESSAGE.strip() in asked and self._on_show is not None:
            self._on_show()

    def request_show(self) -> bool:
        """From a second copy: ask the first to bring its window to the front."""
        try:
            with open(self.request_path, "ab") as file:
                file.write(SHOW_MESSAGE)
        except OSError as error:
            log.warning("cannot ask the open copy: %s", error)
            return False
        return True

    def answered(self, timeout: float = ANSWER_SECONDS) -> bool:
        """Whether the first copy took the request within `timeout` (it empties the file)."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                if self.request_path.stat().st_size == 0:
                    return True
            except OSError:
                return False
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.05)

    def release(self) -> None:
        if self._watcher is not None:
            self._watcher.deleteLater()
            self._watcher = None
        self.lock.unlock()
