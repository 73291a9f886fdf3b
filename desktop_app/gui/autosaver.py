"""Autosave after every applied action in constant GUI-thread time, written by one thread.

The GUI thread only hands over what changed: the new `(seat, action)` pairs of the history
(actions are frozen, so sharing them is safe). The writer thread keeps its own copy of the game
(`GameWriter.replica`), applies them to it and appends them to the game's journal; it rewrites
the whole record with a fresh snapshot only now and then. A game the GUI has not seen yet — a
new game, a resumed one, the state an undo went back to — is copied once (`clone`) and written
in full. Writes happen in order; a `kill -9` loses at most the actions still queued.

A write that fails (read-only or full disk, a directory in the way) is reported through
`trouble` and tried again with the next action; `trouble(None)` says saving works again.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from ..store.saves import GameWriter, SaveRefused, SaveStore

if TYPE_CHECKING:
    from ..games.base import Action, GameState

log = logging.getLogger(__name__)

Job = Callable[[], None]


class Autosaver(QObject):
    trouble = Signal(object)
    """An OSError or SaveRefused when a write failed; None when a write succeeded again."""

    def __init__(self, store: SaveStore) -> None:
        super().__init__()
        self.store = store
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
        self._lock = threading.Lock()
        self._pending: list[Job] = []
        self._scheduled = False
        # The GUI thread's view: which state object was handed over, and how much of it.
        self._state: GameState | None = None
        self._meta: dict[str, Any] | None = None
        self._sent = 0
        self._restart = False
        # The writer thread's own.
        self._writers: dict[str, GameWriter] = {}
        self._failing = False
        self._closed = False

    # ------------------------------------------------------------------ GUI thread

    def save(self, state: GameState, meta: dict[str, Any]) -> None:
        """Save `state` (and its seats, `meta`); costs the GUI thread the new actions only."""
        history = state.history
        if (state is not self._state or meta != self._meta or len(history) < self._sent
                or self._restart):
            self._state, self._meta, self._sent = state, meta, len(history)
            self._restart = False
            replica, game = state.clone(), state.game_id
            self._queue(lambda: self._start(game, replica, meta))
        elif len(history) > self._sent:
            entries = history[self._sent:]
            self._sent = len(history)
            game = state.game_id
            self._queue(lambda: self._append(game, entries))

    def flush(self, timeout: float = 10.0) -> None:
        """Wait until everything handed over so far is written (or has failed)."""
        if self._closed:
            return
        try:
            self._executor.submit(lambda: None).result(timeout=timeout)
        except Exception as error:  # shut down, or a disk slower than `timeout`
            log.warning("autosave flush: %s", error)

    def clear(self, game: str) -> None:
        """`game` finished or was abandoned: remove its autosave once pending writes are done.
        Raises what the store raises (an unreadable save is never removed)."""
        if self._state is not None and self._state.game_id == game:
            self._state = None
        if self._closed:
            self.store.clear(game)
            return
        future = self._executor.submit(self._clear, game)
        future.result(timeout=10)

    def close(self) -> None:
        """Write what is pending and stop the writer thread (again: nothing happens)."""
        if self._closed:
            return
        self._closed = True
        self._executor.submit(self._close_writers)
        self._executor.shutdown(wait=True)

    def _queue(self, job: Job) -> None:
        if self._closed:
            log.warning("a save after the autosave was closed is not written")
            return
        with self._lock:
            self._pending.append(job)
            if self._scheduled:
                return
            self._scheduled = True
        self._executor.submit(self._drain)

    # ------------------------------------------------------------------ writer thread

    def _drain(self) -> None:
        while True:
            with self._lock:
                if not self._pending:
                    self._scheduled = False
                    return
                jobs, self._pending = self._pending, []
            for job in jobs:
                job()

    def _start(self, game: str, replica: GameState, meta: dict[str, Any]) -> None:
        writer = self._writers.get(game)
        if writer is not None:
            writer.close()
        writer = self._writers[game] = self.store.writer(game)
        self._attempt(lambda: writer.start(replica, meta))

    def _append(self, game: str, entries: list[tuple[int, Action]]) -> None:
        writer = self._writers.get(game)
        if writer is None or writer.replica is None:
            return  # its start was lost; the next save starts over
        self._attempt(lambda: writer.append(entries))

    def _attempt(self, write: Job) -> None:
        try:
            write()
        except (OSError, SaveRefused) as error:
            self._report(error)
        except Exception as error:
            # The copy disagrees with the game (an engine fault): report it,
            # and have the GUI thread hand over a fresh copy with the next action.
            log.exception("autosave failed")
            self._restart = True
            self._report(error)
        else:
            if self._failing:
                self._failing = False
                self.trouble.emit(None)

    def _report(self, error: Exception) -> None:
        log.error("autosave failed: %s", error)
        self._failing = True
        self.trouble.emit(error)

    def _clear(self, game: str) -> None:
        writer = self._writers.pop(game, None)
        if writer is not None:
            writer.close()
        self.store.clear(game)

    def _close_writers(self) -> None:
        for writer in self._writers.values():
            writer.close()
        self._writers.clear()
