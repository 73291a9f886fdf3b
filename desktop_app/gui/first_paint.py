"""Work that waits for a window's first frame, and `--quit-when-shown`.

Start-up shows the window first and does what the player does not see yet just after its first
frame (opening the statistics); `--quit-when-shown` quits at that moment, so that a timer
outside the process (start to exit) measures the start-up up to a window the player can see.
tests/benchmarks/bare_window.py does the same for a bare QMainWindow, the yardstick."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class _FirstPaint(QObject):
    def __init__(self, window: QWidget, then: Callable[[], None]) -> None:
        super().__init__(window)
        self._then = then

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            # After the whole window (children included) is painted and flushed to the screen.
            QTimer.singleShot(0, self._then)
            self.deleteLater()
        return False


def after_first_paint(window: QWidget, then: Callable[[], None]) -> None:
    """Call `then` once `window` has painted its first frame. Filters installed later run
    first, so what is asked later runs earlier."""
    window.installEventFilter(_FirstPaint(window, then))


def quit_after_first_paint(window: QWidget) -> None:
    after_first_paint(window, QCoreApplication.quit)
