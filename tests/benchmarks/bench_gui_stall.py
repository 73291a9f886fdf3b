"""How late the GUI event loop runs while computer players think and the table animates.

Run by hand: `python tests/benchmarks/bench_gui_stall.py [--games banakil,...] [--actions N]
[--configs process,thread,base] [--base-tree DIR] [--repeat R] [--search S]`.

Each measurement is a fresh process: offscreen, a 1280×800 window plays one game with computer
players in every seat at normal animation speed, with autosave on, from the first deal for at
least N actions (later deals included: a score sheet is dismissed after 300 ms). A 4 ms
precise timer ticks on the GUI thread; how late each tick comes (its gap minus 4 ms) is the
lateness a player would feel; p50, p99 and max are reported per game, with the GUI thread's
own CPU time during the longest gap and the p99 and max of its CPU time per gap (on a loaded
machine a long gap with little CPU in it is the OS running something else; the CPU time per
gap is what the app itself holds the loop for).

Configurations, alternated game by game in one run so that they share the machine's load:
`process` (computer players in the worker process), `thread` (the same code thinking on a
thread: `MEJA_KARTU_THINKING=thread`) and `base` (the code in `--base-tree`, e.g. an export of
an earlier commit: `git archive COMMIT desktop_app | tar -x -C DIR`). `--search SECONDS` makes
every computer decision burn that long in Python first, as a search level would: on a thread
it competes with the GUI thread for the interpreter lock, in the worker process it does not.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TICK_MS = 4
GAMES = ("banakil", "cap_it_rummy", "bain_hand_and_foot", "banapples")
MARK = "RESULT "


def measure(game: str, actions: int, burn: float) -> dict[str, object]:
    """One game in this process (the child side)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtWidgets import QApplication

    from desktop_app.gui import session as sessions
    from desktop_app.gui.main_window import MainWindow, default_setup
    try:
        from desktop_app.gui.table.speed import Speed
    except ImportError:  # a --base-tree from before the speed setting had its own module
        from desktop_app.gui.table.animation import Speed  # type: ignore[no-redef]

    if burn:
        from tests.benchmarks._burn import BurningPlayer

        make_player = sessions.make_player
        sessions.make_player = lambda *args, **options: BurningPlayer(  # type: ignore
            make_player(*args, **options), burn)

    app = QApplication.instance() or QApplication([])
    window = MainWindow(save_dir=Path(tempfile.mkdtemp()))
    window.set_speed(Speed.NORMAL)
    window.resize(1280, 800)
    window.show()
    window.start_game(default_setup(game, seed=3, humans=0))
    session = window.session
    assert session is not None
    # Nobody is at the screen to dismiss score sheets: deal on after a moment.
    session.round_over.connect(lambda _: QTimer.singleShot(300, window.table.next_round))
    gaps: list[tuple[float, float]] = []
    """(lateness ms, GUI-thread CPU ms in the gap)"""
    last = [time.perf_counter(), time.thread_time()]

    def tick() -> None:
        now, cpu = time.perf_counter(), time.thread_time()
        gaps.append(((now - last[0]) * 1000 - TICK_MS, (cpu - last[1]) * 1000))
        last[0], last[1] = now, cpu

    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(TICK_MS)
    timer.timeout.connect(tick)
    timer.start()
    started = time.perf_counter()
    cpu_started = time.process_time()
    thread_started = time.thread_time()

    def check() -> None:
        state = session.state
        if len(state.history) >= actions or state.is_over or time.perf_counter() - started > 600:
            app.quit()

    watcher = QTimer()
    watcher.setInterval(100)
    watcher.timeout.connect(check)
    watcher.start()
    app.exec()
    timer.stop()
    elapsed = time.perf_counter() - started
    cpu = time.process_time() - cpu_started
    gui_cpu = time.thread_time() - thread_started
    played = len(session.state.history)
    window.table.detach()
    late = sorted(g for g, _ in gaps)
    busy = sorted(c for _, c in gaps)
    worst = max(gaps)
    return {
        "game": game,
        "search_seconds": burn,
        "actions": played,
        "seconds": round(elapsed, 1),
        "gui_process_cpu_seconds": round(cpu, 1),
        "gui_thread_cpu_seconds": round(gui_cpu, 1),
        "ticks": len(late),
        "p50_ms": round(statistics.median(late), 2),
        "p99_ms": round(late[int(len(late) * 0.99)], 1),
        "max_ms": round(late[-1], 1),
        "max_gap_gui_cpu_ms": round(worst[1], 1),
        "p99_gui_cpu_per_gap_ms": round(busy[int(len(busy) * 0.99)], 1),
        "max_gui_cpu_per_gap_ms": round(busy[-1], 1),
        "over_8ms": sum(1 for g in late if g > 8),
        "over_33ms": sum(1 for g in late if g > 33),
    }


def run_child(game: str, actions: int, config: str, base_tree: Path | None,
              burn: float) -> dict[str, object]:
    tree = base_tree if config == "base" else ROOT
    assert tree is not None
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(tree),
               MEJA_KARTU_THINKING="thread" if config == "thread" else "process")
    # The child imports desktop_app from `tree` (its cwd and path), not from this checkout.
    command = [sys.executable, str(Path(__file__).resolve()), "--child", game,
               "--actions", str(actions), "--search", str(burn)]
    done = subprocess.run(command, cwd=tree, env=env, capture_output=True, text=True,
                          timeout=900)
    for line in done.stdout.splitlines():
        if line.startswith(MARK):
            return {"config": config, **json.loads(line[len(MARK):])}
    raise RuntimeError(f"{config} {game} failed:\n{done.stderr[-3000:]}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", default=",".join(GAMES))
    parser.add_argument("--actions", type=int, default=80)
    parser.add_argument("--configs", default="process,thread")
    parser.add_argument("--base-tree", type=Path)
    parser.add_argument("--repeat", type=int, default=1)
    parser.add_argument("--search", type=float, default=0.0, metavar="SECONDS",
                        help="every computer decision first burns this long in Python, as a "
                             "search would (turn-based games; not with base)")
    parser.add_argument("--child", metavar="GAME", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        sys.path.insert(0, os.getcwd())
        print(MARK + json.dumps(measure(args.child, args.actions, args.search)), flush=True)
        return
    sys.path.insert(0, str(ROOT))
    from tests.benchmarks._common import report

    configs = args.configs.split(",")
    if "base" in configs and args.base_tree is None:
        parser.error("the base configuration needs --base-tree DIR")
    results: list[dict[str, object]] = []
    for repeat in range(args.repeat):
        for game in args.games.split(","):
            # Alternate the order from game to game, so no configuration always goes first.
            order = configs if (len(results) // len(configs) + repeat) % 2 == 0 \
                else configs[::-1]
            for config in order:
                result = run_child(game, args.actions, config, args.base_tree, args.search)
                print(json.dumps(result), file=sys.stderr, flush=True)
                results.append(result)
    name = f"gui_stall_search_{args.search:g}s" if args.search else "gui_stall"
    report(name, {"tick_ms": TICK_MS, "actions_at_least": args.actions,
                         "results": results})


if __name__ == "__main__":
    main()
