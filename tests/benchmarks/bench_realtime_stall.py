"""How long the GUI event loop stalls during a four-player Banapples round in real time.

Run by hand: `python tests/benchmarks/bench_realtime_stall.py [level] [players] [rounds]`,
with `MEJA_KARTU_THINKING=thread` for the reference that thinks on a thread of the GUI process
(the default is the worker process; `bench_gui_stall.py` alternates the two in one run).
Offscreen, a 1280×800 window plays with computer players in every seat on their own clocks
(the level's reaction times), at normal animation speed, with autosave on. A 4 ms precise
timer ticks on the GUI thread; how late each tick comes (gap minus 4 ms) is what a player
would feel: p50, p99 and max are reported, for the whole run and for the race alone (from
the moment the deal has landed and the players' clocks run: the first frames of the deal
render the card art). On a loaded machine a long gap may be the OS running something else:
with each gap the GUI thread's own CPU time in it is kept, and the longest gap's is reported
beside it.
Also reported: the slowest single command (queue, engine, layout and the start of its
animation) and how the commands fared (accepted, stale).
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

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from desktop_app.games.registry import get_game
from desktop_app.gui.game_setup import GameSetup, SeatSetup
from desktop_app.gui.main_window import MainWindow
from desktop_app.gui.realtime_session import RealTimeSession
from desktop_app.gui.table.speed import Speed
from tests.benchmarks._common import report

TICK_MS = 4
NAMES = ["Sari", "Budi", "Min-jun", "Ji-woo"]


def main() -> None:
    level = sys.argv[1] if len(sys.argv) > 1 else "medium"
    players = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    rounds = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    app = QApplication.instance() or QApplication([])
    window = MainWindow(save_dir=Path(tempfile.mkdtemp()))
    window.set_speed(Speed.NORMAL)
    window.resize(1280, 800)
    window.show()
    info = get_game("banapples")
    seats = [SeatSetup(NAMES[i], False, level) for i in range(players)]
    window.start_game(GameSetup("banapples", info.make_config(players=players), 3, seats))
    session = window.session
    assert isinstance(session, RealTimeSession)
    session.round_over.connect(lambda _: QTimer.singleShot(1500, window.table.next_round))

    command_ms: list[float] = []
    submit = session._submit

    def timed(seat, action):
        started = time.perf_counter()
        outcome = submit(seat, action)
        command_ms.append((time.perf_counter() - started) * 1000)
        return outcome

    session._submit = timed
    gaps: list[tuple[float, float]] = []
    """(stall ms, GUI-thread CPU ms in it)"""
    racing: list[tuple[float, float]] = []
    last = [time.perf_counter(), time.thread_time()]

    def tick() -> None:
        now, cpu = time.perf_counter(), time.thread_time()
        gaps.append(((now - last[0]) * 1000 - TICK_MS, (cpu - last[1]) * 1000))
        if session.running:
            racing.append(gaps[-1])
        last[0], last[1] = now, cpu

    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(TICK_MS)
    timer.timeout.connect(tick)
    timer.start()
    started = time.perf_counter()

    def check() -> None:
        state = session.state
        if len(state.results) >= rounds or state.is_over or time.perf_counter() - started > 900:
            app.quit()

    watcher = QTimer()
    watcher.setInterval(100)
    watcher.timeout.connect(check)
    watcher.start()
    app.exec()
    timer.stop()
    elapsed = time.perf_counter() - started
    state = session.state
    outcomes = dict(session.outcomes)
    window.table.detach()
    stalls = sorted(g for g, _ in gaps)
    race = sorted(g for g, _ in racing)
    worst = max(gaps)
    worst_racing = max(racing)
    commands = sorted(command_ms)
    report(f"gui_stall_banapples_{players}p_{level}", {
        "game": "banapples",
        "players": players,
        "level": level,
        "thinking": os.environ.get("MEJA_KARTU_THINKING", "process"),
        "reaction_seconds": session.computers[0].player.reaction_time,
        "rounds": len(state.results),
        "round_seconds": [r["seconds"] for r in state.results],
        "actions": len(state.history),
        "commands": outcomes,
        "wall_seconds": round(elapsed, 1),
        "ticks": len(gaps),
        "p50_ms": round(statistics.median(stalls), 2),
        "p99_ms": round(stalls[int(len(stalls) * 0.99)], 1),
        "max_ms": round(stalls[-1], 1),
        "longest_stall_ms": round(stalls[-1], 1),
        "longest_stall_gui_cpu_ms": round(worst[1], 1),
        "p99_stall_ms": round(stalls[int(len(stalls) * 0.99)], 1),
        "median_stall_ms": round(statistics.median(stalls), 2),
        "stalls_over_50ms": sum(1 for g in stalls if g > 50),
        "longest_stall_racing_ms": round(race[-1], 1),
        "longest_stall_racing_gui_cpu_ms": round(worst_racing[1], 1),
        "longest_gui_cpu_racing_ms": round(max(c for _, c in racing), 1),
        "p99_stall_racing_ms": round(race[int(len(race) * 0.99)], 1),
        "slowest_command_ms": round(commands[-1], 1),
        "median_command_ms": round(statistics.median(commands), 2),
    })


if __name__ == "__main__":
    main()
