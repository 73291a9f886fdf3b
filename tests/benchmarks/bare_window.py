"""The yardstick for start-up: a bare PySide6 QMainWindow with a menu bar, as small as a Qt
app's first window gets. `--quit-when-shown` quits once it has painted, as the app does with the
same flag, so that start-to-exit times from outside compare the two:

    python tests/benchmarks/bare_window.py --quit-when-shown
    python -m desktop_app --quit-when-shown

(run both under the same display, alternating; `/usr/bin/time -v` gives the peak memory too).
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow


class FirstPaint(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, QCoreApplication.quit)
        return False


def main() -> int:
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    window.setWindowTitle("Bare window")
    window.resize(1280, 800)
    menu = window.menuBar().addMenu("&Game")
    menu.addAction("&Quit").triggered.connect(window.close)
    window.menuBar().addMenu("&Help").addAction("&About")
    window.statusBar()
    window.show()
    if "--quit-when-shown" in sys.argv[1:]:
        window.installEventFilter(FirstPaint(window))
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
