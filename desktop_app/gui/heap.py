"""Freed memory goes back to the system now and then (glibc's allocator keeps it otherwise).

Qt and Python free most of what a move allocates (pictures of cards that moved on, layouts,
observations), but glibc's allocator keeps freed pages for the next allocation: over a long
game the app's resident size creeps up to the most it ever held at once, in every thread's
arena. `malloc_trim` returns the free pages at once; it costs about a millisecond, so a timer
on the GUI thread calls it once a minute. Elsewhere than glibc nothing happens.
"""

from __future__ import annotations

import ctypes
import logging
from functools import cache

from PySide6.QtCore import QObject, QTimer

log = logging.getLogger(__name__)

INTERVAL_MS = 60_000
M_ARENA_MAX = -8
"""mallopt's parameter for the most arenas (per-thread heaps) glibc makes."""
M_MMAP_THRESHOLD = -3
"""mallopt's parameter: blocks this large or larger get pages of their own, given back when
freed. Set, it stops glibc raising it to the largest block freed so far (a card picture's
pixels: 56-230 KB), which would leave such blocks to fragment the heap."""
MMAP_BYTES = 128 * 1024
"""glibc's own starting threshold, kept."""
ARENAS = 2
"""The GUI thread's and one shared by the helper threads (autosave, statistics, the pipes to
the computer players): each arena keeps its own freed pages, and threads that allocate little
need no heap of their own."""


@cache
def _libc() -> ctypes.CDLL | None:
    """The C library the app runs on, when it is glibc. Looked up among what the process
    has loaded already (`ctypes.util.find_library` would run `ldconfig` in a subprocess:
    tens of milliseconds of the start)."""
    try:
        libc = ctypes.CDLL(None)
    except (OSError, TypeError):  # Windows has no such handle
        return None
    if not hasattr(libc, "malloc_trim") or not hasattr(libc, "mallopt"):
        return None  # not glibc (musl, macOS)
    return libc


def limit_arenas(arenas: int = ARENAS) -> bool:
    """Have glibc share `arenas` heaps among all threads and give large blocks (pictures)
    pages of their own (call before threads start); whether it did."""
    libc = _libc()
    return bool(libc is not None and libc.mallopt(M_ARENA_MAX, arenas)
                and libc.mallopt(M_MMAP_THRESHOLD, MMAP_BYTES))


def trim() -> bool:
    """Give the free pages of every arena back to the system; whether any went."""
    libc = _libc()
    return bool(libc is not None and libc.malloc_trim(0))


class HeapTrimmer(QObject):
    """While started, trims the heap every `interval_ms` on the thread it lives on."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(trim)

    def start(self) -> None:
        if _libc() is not None:
            self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    @property
    def running(self) -> bool:
        return self._timer.isActive()
