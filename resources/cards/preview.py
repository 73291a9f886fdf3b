#!/usr/bin/env python3
"""Render contact sheets of all card art through DeckArt, to look at the cards as the app will.

`python resources/cards/preview.py [--out DIR] [--widths 60 200] [--dpr 1]` writes one PNG per
card width: both colour schemes, jokers, backs, Banapples, and a tightly fanned hand.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter  # noqa: E402

from desktop_app.gui.table.deck_art import Back, DeckArt, card_size  # noqa: E402

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
FELT = QColor("#0f4f4c")


def sheet_rows() -> list[tuple[str, list[str]]]:
    """(scheme, names) per row: faces in both schemes, then specials, then Banapples."""
    rows: list[tuple[str, list[str]]] = []
    for scheme in ("two", "four"):
        rows += [(scheme, [rank + suit for rank in RANKS]) for suit in "SHDC"]
    rows.append(("two", ["JK", "JK-black", *(back.value for back in Back)]))
    rows += [("two", [f"{kind}{value}" for value in range(1, 11)]) for kind in "AB"]
    return rows


def fan(art: DeckArt, names: list[str], width: int, dpr: float, painter: QPainter,
        x: float, y: float, step: float) -> None:
    size = card_size(width)
    for i, name in enumerate(names):
        painter.drawPixmap(QPointF(x + i * step, y), art.face(name, size, dpr))


def contact_sheet(width: int, dpr: float) -> QImage:
    art = DeckArt()
    size = card_size(width)
    gap = max(6, width // 12)
    rows = sheet_rows()
    cols = max(len(names) for _, names in rows)
    fan_names = ["AS", "KH", "QH", "10D", "9C", "8S", "7H", "JD", "JK", "JK-black", "2C",
                 "10S", "A7", "B10", "A1", "B6"]
    fan_step = max(14.0, width * 0.24)
    sheet_w = gap + cols * (size.width() + gap)
    sheet_h = gap + (len(rows) + 1) * (size.height() + gap)
    image = QImage(round(sheet_w * dpr), round(sheet_h * dpr), QImage.Format.Format_RGB32)
    image.setDevicePixelRatio(dpr)
    image.fill(FELT)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    for row, (scheme, names) in enumerate(rows):
        art.four_colour = scheme == "four"
        y = gap + row * (size.height() + gap)
        for col, name in enumerate(names):
            x = gap + col * (size.width() + gap)
            is_back = name.startswith("back")
            pixmap = art.back(Back(name), size, dpr) if is_back else art.face(name, size, dpr)
            painter.drawPixmap(QPointF(x, y), pixmap)
    art.four_colour = False
    fan_y = gap + len(rows) * (size.height() + gap)
    fan(art, fan_names, width, dpr, painter, gap, fan_y, fan_step)
    art.four_colour = True
    fan(art, fan_names[:10], width, dpr, painter, gap + sheet_w / 2, fan_y, fan_step)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.end()
    return image


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path("."), help="folder for the PNGs")
    parser.add_argument("--widths", type=int, nargs="+", default=[60, 200])
    parser.add_argument("--dpr", type=float, default=1.0, help="device pixel ratio to render at")
    args = parser.parse_args(argv)
    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    args.out.mkdir(parents=True, exist_ok=True)
    for width in args.widths:
        path = args.out / f"contact-sheet-{width}px.png"
        if not contact_sheet(width, args.dpr).save(str(path)):
            print(f"could not write {path}", file=sys.stderr)
            return 1
        print(path)
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
