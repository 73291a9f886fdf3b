"""Autosave cost on the GUI thread per action: a 4,000-action game beside a 40-action one.

The same Banakil game (random legal moves from one seed) is saved action by action through
the app's `Autosaver`, as the table does after every applied action. For each action the
benchmark measures the `save` call on the calling (GUI) thread — its CPU time
(`time.thread_time`) and its wall time — then waits for the writer thread (not counted: in
play it writes while the animations run) and records that as the writer's time. The long
and the short game alternate, `--repeats` times each; the figures are medians over the runs.
For reference the old way (encoding the whole game with `SavedGame.of` on the GUI thread) is
timed at both lengths in the same run.

    python3 tests/benchmarks/bench_autosave.py [--repeats 3]

Prints one JSON object.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QCoreApplication  # noqa: E402

from desktop_app.games.base import Action, GameState  # noqa: E402
from desktop_app.games.registry import get_game  # noqa: E402
from desktop_app.gui.autosaver import Autosaver  # noqa: E402
from desktop_app.store.saves import SavedGame, SaveStore  # noqa: E402

META = {"seats": [{"name": "You", "human": True, "level": None},
                  {"name": "Sari", "human": False, "level": "medium"},
                  {"name": "Budi", "human": False, "level": "easy"}]}
LONG, SHORT = 4000, 40


def moves(count: int, seed: int = 11) -> list[tuple[int, Action]]:
    """`count` random legal moves of one Banakil game (a game that long never ends)."""
    info = get_game("banakil")
    state = info.new_game(info.make_config(players=3), seed)
    rng = random.Random(seed)
    played = []
    for _ in range(count):
        seat = state.to_move()
        if seat is None:
            raise SystemExit(f"the game ended after {len(played)} moves; pick another seed")
        action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        played.append((seat, action))
    return played


def new_state(seed: int = 11) -> GameState:
    info = get_game("banakil")
    return info.new_game(info.make_config(players=3), seed)


def run_autosaver(played: list[tuple[int, Action]]) -> dict[str, list[float]]:
    """Save every action of `played` as the table does; per-action times in ms."""
    cpu, wall, writer = [], [], []
    with tempfile.TemporaryDirectory() as directory:
        saver = Autosaver(SaveStore(Path(directory)))
        state = new_state()
        saver.save(state, META)  # the new game, written in full
        saver.flush()
        for seat, action in played:
            state.apply(seat, action)
            c0, w0 = time.thread_time(), time.perf_counter()
            saver.save(state, META)
            c1, w1 = time.thread_time(), time.perf_counter()
            saver.flush()
            w2 = time.perf_counter()
            cpu.append((c1 - c0) * 1e3)
            wall.append((w1 - w0) * 1e3)
            writer.append((w2 - w1) * 1e3)
        saver.close()
        loaded = SaveStore(Path(directory)).load("banakil")
        assert loaded is not None and len(loaded[0].record.actions) == len(played)
    return {"cpu": cpu, "wall": wall, "writer": writer}


def run_old_way(played: list[tuple[int, Action]], samples: int = 20) -> float:
    """GUI-thread ms of encoding the whole game once (what every action cost before)."""
    state = new_state()
    for seat, action in played:
        state.apply(seat, action)
    times = []
    for _ in range(samples):
        w0 = time.perf_counter()
        SavedGame.of(state, META).to_text()
        times.append((time.perf_counter() - w0) * 1e3)
    return statistics.median(times)


def summary(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    return {"mean_ms": round(statistics.fmean(ordered), 4),
            "median_ms": round(ordered[len(ordered) // 2], 4),
            "p99_ms": round(ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))], 4),
            "max_ms": round(ordered[-1], 4)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    QCoreApplication.instance() or QCoreApplication([])
    played = moves(LONG)
    runs: dict[int, list[dict[str, list[float]]]] = {LONG: [], SHORT: []}
    for _ in range(args.repeats):
        for length in (SHORT, LONG):  # alternating, in one process
            runs[length].append(run_autosaver(played[:length]))
    result: dict[str, Any] = {"benchmark": "autosave", "game": "banakil", "repeats": args.repeats}
    for length in (LONG, SHORT):
        per_run = runs[length]
        result[f"{length}_actions"] = {
            kind: {key: round(statistics.median(summary(r[kind])[key] for r in per_run), 4)
                   for key in ("mean_ms", "median_ms", "p99_ms", "max_ms")}
            for kind in ("cpu", "wall", "writer")}
    result[f"{LONG}_actions"]["cpu_last_40"] = {
        key: round(statistics.median(summary(r["cpu"][-40:])[key] for r in runs[LONG]), 4)
        for key in ("mean_ms", "median_ms", "p99_ms", "max_ms")}
    result["gui_cpu_mean_ratio_long_over_short"] = round(
        result[f"{LONG}_actions"]["cpu"]["mean_ms"]
        / max(result[f"{SHORT}_actions"]["cpu"]["mean_ms"], 1e-6), 3)
    result["old_way_gui_ms_per_action"] = {str(LONG): round(run_old_way(played), 3),
                                           str(SHORT): round(run_old_way(played[:SHORT]), 3)}
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
