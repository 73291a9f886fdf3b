"""Card art cost, run by hand: `python tests/benchmarks/deck_art_render.py [--width 100]`.

Prints JSON: SVG parse time per file, render time per card at the given width (fresh DeckArt,
so every request is a cache miss), cache-hit time, and the art files' total size.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QGuiApplication  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

from desktop_app.gui.table.deck_art import Back, DeckArt, card_size  # noqa: E402

RANKS = ["A", *map(str, range(2, 11)), "J", "Q", "K"]
GROUPS = {
    "number cards": [r + s for s in "SHDC" for r in RANKS[:10]],
    "court cards": [r + s for s in "SHDC" for r in RANKS[10:]],
    "jokers": ["JK", "JK-black"],
    "banapples": [f"{f}{v}" for f in "AB" for v in range(1, 11)],
}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--width", type=int, default=100)
    parser.add_argument("--ratio", type=float, default=1.0)
    parser.add_argument("--repeats", type=int, default=5)
    args = parser.parse_args()
    app = QGuiApplication.instance() or QGuiApplication([])
    size = card_size(args.width)
    cards_dir = DeckArt().cards_dir
    files = sorted(cards_dir.rglob("*.svg"))
    start = time.perf_counter()
    for path in files:
        QSvgRenderer(str(path))
    parse_ms = (time.perf_counter() - start) * 1000 / len(files)

    result: dict[str, object] = {"width": args.width, "height": size.height(),
                                 "device_pixel_ratio": args.ratio,
                                 "svg_files": len(files),
                                 "svg_bytes": sum(p.stat().st_size for p in files),
                                 "parse_ms_per_file": round(parse_ms, 3)}
    render_ms: dict[str, float] = {}
    everything: list[float] = []
    for group, names in [*GROUPS.items(), ("backs", [b.value for b in Back])]:
        samples = []
        for _ in range(args.repeats):
            art = DeckArt()
            art.preload(names)  # measure rendering, not parsing
            start = time.perf_counter()
            for name in names:
                if group == "backs":
                    art.back(Back(name), size, args.ratio)
                else:
                    art.face(name, size, args.ratio)
            samples.append((time.perf_counter() - start) * 1000 / len(names))
        render_ms[group] = round(statistics.median(samples), 3)
        everything += [statistics.median(samples)] * len(names)
    result["render_ms_per_card"] = render_ms
    result["render_ms_per_card_overall"] = round(statistics.fmean(everything), 3)
    art = DeckArt()
    art.face("QS", size, args.ratio)
    start = time.perf_counter()
    for _ in range(10000):
        art.face("QS", size, args.ratio)
    result["cache_hit_us"] = round((time.perf_counter() - start) * 100, 3)
    print(json.dumps(result, indent=2))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
