"""Statistics dialog open time, run by hand: `python tests/benchmarks/bench_statistics_dialog.py`.

Prints JSON: the time from creating the dialog to its first paint, with 10,000 recorded games,
with 10 (the same tables to draw) and with an empty database, alternating in one run (median
and max of `--repeats` opens each).
The statistics store is opened once first, as the app's writer thread does at start-up; that
first open (with its once-per-run integrity check) is reported apart, as is opening the dialog
on a file path (a new store each time, as every open used to).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication  # noqa: E402

from desktop_app.gui.dialogs.statistics_dialog import StatisticsDialog  # noqa: E402
from desktop_app.store.statistics import GameResult, Statistics  # noqa: E402
from tests.benchmarks._common import report  # noqa: E402

GAMES = ("banakil", "cap_it_rummy", "bain_hand_and_foot", "banapples")
LEVELS = ("easy", "medium", "hard")


def fill(stats: Statistics, games: int) -> None:
    rng = random.Random(7)
    results = []
    for n in range(games):
        game = GAMES[n % len(GAMES)]
        seats = [("You", "human", None)] + [(f"Bot {i}", "computer", rng.choice(LEVELS))
                                             for i in range(1, 4)]
        results.append(GameResult.of(game, seats, {rng.randrange(4)},
                                     [rng.randrange(-200, 900) for _ in range(4)],
                                     rng.randrange(1, 30), datetime(2026, 1, 1), f"bench-{n}"))
    stats.record(results)


def open_ms(app: QApplication, source: Statistics | Path) -> float:
    start = time.perf_counter()
    dialog = StatisticsDialog(source)
    dialog.show()
    app.processEvents()  # laid out and painted
    elapsed = (time.perf_counter() - start) * 1000
    dialog.close()
    dialog.deleteLater()
    app.processEvents()
    return elapsed


def first_open_ms(path: Path) -> float:
    start = time.perf_counter()
    Statistics(path).open()
    return (time.perf_counter() - start) * 1000


def summary(samples: list[float]) -> dict[str, float]:
    return {"median_ms": round(statistics.median(samples), 2), "max_ms": round(max(samples), 2)}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--repeats", type=int, default=15)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    folder = Path(tempfile.mkdtemp(prefix="bench-statistics-"))
    paths = {"full": folder / "full.sqlite", "ten": folder / "ten.sqlite",
             "empty": folder / "empty.sqlite"}
    fill(Statistics(paths["full"]), args.games)
    fill(Statistics(paths["ten"]), 10)
    checks = {name: first_open_ms(path) for name, path in paths.items()}
    stores = {name: Statistics(path) for name, path in paths.items()}
    for store in stores.values():
        store.open()
    open_ms(app, stores["empty"])  # warm up the widgets and fonts
    samples: dict[str, list[float]] = {name: [] for name in
                                       [*stores, *(f"{name}_by_path" for name in paths)]}
    for _ in range(args.repeats):
        for name in stores:
            samples[name].append(open_ms(app, stores[name]))
            samples[f"{name}_by_path"].append(open_ms(app, paths[name]))
    figures: dict[str, object] = {
        "games": args.games, "repeats": args.repeats,
        "dialog_open": {name: summary(values) for name, values in samples.items()},
        "ratio_full_to_ten": round(statistics.median(samples["full"])
                                   / statistics.median(samples["ten"]), 2),
        "ratio_full_to_empty": round(statistics.median(samples["full"])
                                     / statistics.median(samples["empty"]), 2),
        "first_open_with_check_ms": {k: round(v, 2) for k, v in checks.items()},
    }
    report("statistics_dialog", figures)
    return 0


if __name__ == "__main__":
    sys.exit(main())
