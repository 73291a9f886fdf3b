"""Python's cycle collector runs on the GUI thread only.

The automatic collector runs on whichever thread happens to allocate past its threshold: the
computer players' threads, the pipe readers, the autosave and statistics writers, the network
loop. A cycle it finds there may hold a Qt object (a table's timer, an item, a session), whose
C++ destructor then runs on the wrong thread while the GUI thread paints or delivers its events,
and the app crashes without a Python traceback. So the automatic collector is switched off while
the app runs and a timer on the GUI thread collects by the same thresholds instead (the
approach pyqtgraph's `GarbageCollector` takes). Reference counting, which frees nearly
everything, is untouched; only cycles wait for the next tick.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

INTERVAL_MS = 100
"""A tenth of a second: garbage cycles wait no longer than that; each check costs microseconds."""


def collect_due() -> int | None:
    """Collect the oldest generation whose count passed its threshold, as the automatic
    collector would; return it (None when nothing was due)."""
    counts = gc.get_count()
    thresholds = gc.get_threshold()
    due = None
    for generation in range(3):
        if thresholds[generation] and counts[generation] > thresholds[generation]:
            due = generation
    if due is not None:
        gc.collect(due)
    return due


class GuiThreadCollector(QObject):
    """While it is started, cycles are collected on the thread this object lives on."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = INTERVAL_MS) -> None:
        super().__init__(parent)
        self._was_enabled = gc.isenabled()
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(collect_due)

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    def start(self) -> None:
        if self.running:
            return
        self._was_enabled = gc.isenabled()
        gc.disable()
        self._timer.start()

    def stop(self) -> None:
        """Collect what is due here, then give the collector back as it was."""
        if not self.running:
            return
        self._timer.stop()
        collect_due()
        if self._was_enabled:
            gc.enable()
