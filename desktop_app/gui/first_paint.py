"""`--quit-when-shown`: quit once a window has painted its first frame, so that a timer outside
the process (start to exit) measures the start-up up to a window the player can see.

tests/benchmarks/bare_window.py does the same for a bare QMainWindow, the yardstick."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class _FirstPaint(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            # After the whole window (children included) is painted and flushed to the screen.
            QTimer.singleShot(0, QCoreApplication.quit)
        return False


def quit_after_first_paint(window: QWidget) -> None:
    watcher = _FirstPaint(window)
    window.installEventFilter(watcher)
