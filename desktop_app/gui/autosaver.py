"""Autosave after every applied action, written by a background thread.

The GUI thread takes the snapshot (it is the only one that may read the state) and a single
writer thread does the slow part — serialising, fsync and the atomic rename — in order, so the
table never waits for the disk. `flush()` waits for the last write (on quit, before resuming).
"""

from __future__ import annotations

import logging
from concurrent.futures import Future, ThreadPoolExecutor

from PySide6.QtCore import QObject, Signal

from ..games.base import GameState
from ..store.saves import SavedGame, SaveStore

log = logging.getLogger(__name__)


class Autosaver(QObject):
    failed = Signal(str)

    def __init__(self, store: SaveStore) -> None:
        super().__init__()
        self.store = store
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
        self._last: Future[None] | None = None

    def save(self, state: GameState, meta: dict) -> None:
        saved = SavedGame.of(state, meta)
        self._last = self._writer.submit(self.store.save, saved)
        self._last.add_done_callback(self._report)

    def _report(self, future: Future[None]) -> None:
        error = future.exception()
        if error is not None:
            log.error("autosave failed: %s", error)
            self.failed.emit(str(error))

    def flush(self) -> None:
        if self._last is not None:
            try:
                self._last.result(timeout=10)
            except Exception as error:  # reported through `failed` already
                log.debug("last autosave had failed: %s", error)

    def clear(self) -> None:
        """The game finished: remove the autosave once pending writes are done."""
        self.flush()
        self.store.clear()

    def close(self) -> None:
        self.flush()
        self._writer.shutdown(wait=True)
