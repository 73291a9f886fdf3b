"""How long the GUI event loop stalls while computer players think and the table animates.

Run by hand: `python tests/benchmarks/bench_gui_stall.py [game] [actions]`. Offscreen, a 1280×800
window plays a game with computer players in every seat at normal animation speed, with
autosave on. A 4 ms timer ticks on the GUI thread; the longest gap between ticks beyond the
interval is the longest stall a player would feel.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from desktop_app.gui.main_window import MainWindow, default_setup
from desktop_app.gui.table.animation import Speed
from tests.benchmarks._common import report

TICK_MS = 4


def main() -> None:
    game = sys.argv[1] if len(sys.argv) > 1 else "banakil"
    actions = int(sys.argv[2]) if len(sys.argv) > 2 else 150
    app = QApplication.instance() or QApplication([])
    window = MainWindow(save_dir=Path(tempfile.mkdtemp()))
    window.set_speed(Speed.NORMAL)
    window.resize(1280, 800)
    window.show()
    window.start_game(default_setup(game, seed=3, humans=0))
    # Nobody is at the screen to dismiss score sheets: deal on after a moment.
    window.session.round_over.connect(lambda _: QTimer.singleShot(300, window.table.next_round))
    gaps: list[float] = []
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        gaps.append((now - last[0]) * 1000 - TICK_MS)
        last[0] = now

    timer = QTimer()
    timer.setInterval(TICK_MS)
    timer.timeout.connect(tick)
    timer.start()
    started = time.perf_counter()

    def check() -> None:
        state = window.session.state
        if len(state.history) >= actions or state.is_over or time.perf_counter() - started > 600:
            app.quit()

    watcher = QTimer()
    watcher.setInterval(200)
    watcher.timeout.connect(check)
    watcher.start()
    app.exec()
    timer.stop()
    session = window.session
    elapsed = time.perf_counter() - started
    window.table.detach()
    stalls = sorted(gaps)
    report(f"gui_stall_{game}", {
        "game": game,
        "actions": len(session.state.history),
        "seconds": round(elapsed, 1),
        "ticks": len(gaps),
        "longest_stall_ms": round(stalls[-1], 1),
        "p99_stall_ms": round(stalls[int(len(stalls) * 0.99)], 1),
        "median_stall_ms": round(statistics.median(stalls), 2),
        "stalls_over_50ms": sum(1 for g in stalls if g > 50),
    })


if __name__ == "__main__":
    main()
