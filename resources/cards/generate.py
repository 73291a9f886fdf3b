#!/usr/bin/env python3
"""Generate Meja Kartu's card art as plain SVG: `python resources/cards/generate.py [--out DIR]`.

Everything is drawn from paths, rectangles, circles and ellipses (no text, no filters, no
patterns, no clip paths), so QSvgRenderer's SVG Tiny 1.2 subset draws every file the same on
every platform and no font has to be installed. Letters and digits come from a small stroke
font defined below. Output is deterministic: the same bytes on every run.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

CARD_W = 250.0
CARD_H = 350.0
CORNER_RADIUS = 14.0
SVG_HEADER = (
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
    'version="1.2" baseProfile="tiny" width="{w}" height="{h}" viewBox="0 0 {w} {h}">'
)

PAPER = "#fffdf7"
EDGE = "#a99f8a"
GOLD = "#c9a227"
GOLD_DARK = "#8c6d14"
INK = {"black": "#1c1c22", "red": "#c41e2a", "blue": "#1d56b8", "green": "#18813a"}
SUIT_LETTERS = "SHDC"
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
TWO_COLOUR = {"S": "black", "H": "red", "D": "red", "C": "black"}
FOUR_COLOUR = {"S": "black", "H": "red", "D": "blue", "C": "green"}


# --------------------------------------------------------------------------- numbers and paths

def num(value: float) -> str:
    """Two decimals at most, no trailing zeros, no negative zero: stable, compact output."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


@dataclass(frozen=True)
class Move:
    x: float
    y: float


@dataclass(frozen=True)
class Line:
    x: float
    y: float


@dataclass(frozen=True)
class Curve:
    x1: float
    y1: float
    x2: float
    y2: float
    x: float
    y: float


@dataclass(frozen=True)
class Arc:
    rx: float
    ry: float
    large: int
    sweep: int
    x: float
    y: float


@dataclass(frozen=True)
class Close:
    pass


Command = Move | Line | Curve | Arc | Close


@dataclass(frozen=True)
class Place:
    """An axis-aligned placement: scale, then translate; `turned` adds a half turn about the
    placed box's centre (how the lower half of a card is printed)."""

    sx: float
    sy: float
    tx: float
    ty: float

    def point(self, x: float, y: float) -> tuple[float, float]:
        return self.sx * x + self.tx, self.sy * y + self.ty


def placed(commands: Iterable[Command], place: Place) -> str:
    """Path data for `commands` under `place` (arcs keep their sweep unless mirrored)."""
    mirrored = (place.sx < 0) != (place.sy < 0)
    out: list[str] = []
    for cmd in commands:
        if isinstance(cmd, Close):
            out.append("Z")
            continue
        if isinstance(cmd, Curve):
            x1, y1 = place.point(cmd.x1, cmd.y1)
            x2, y2 = place.point(cmd.x2, cmd.y2)
            x, y = place.point(cmd.x, cmd.y)
            out.append(f"C{num(x1)} {num(y1)} {num(x2)} {num(y2)} {num(x)} {num(y)}")
            continue
        x, y = place.point(cmd.x, cmd.y)
        if isinstance(cmd, Move):
            out.append(f"M{num(x)} {num(y)}")
        elif isinstance(cmd, Line):
            out.append(f"L{num(x)} {num(y)}")
        else:
            sweep = 1 - cmd.sweep if mirrored else cmd.sweep
            out.append(f"A{num(abs(cmd.rx * place.sx))} {num(abs(cmd.ry * place.sy))} 0 "
                       f"{cmd.large} {sweep} {num(x)} {num(y)}")
    return "".join(out)


def ellipse(cx: float, cy: float, rx: float, ry: float) -> list[Command]:
    """A closed ellipse as two clockwise arcs, so it joins other clockwise subpaths."""
    return [Move(cx - rx, cy), Arc(rx, ry, 1, 1, cx + rx, cy), Arc(rx, ry, 1, 1, cx - rx, cy),
            Close()]


def box_place(size_w: float, size_h: float, cx: float, cy: float, scale: float,
              turned: bool = False) -> Place:
    """Place a design drawn in a `size_w` x `size_h` box so its centre lands on (cx, cy)."""
    sign = -1.0 if turned else 1.0
    sx = sy = sign * scale
    return Place(sx, sy, cx - sx * size_w / 2, cy - sy * size_h / 2)


# --------------------------------------------------------------------------- stroke font

GLYPH_H = 100.0


@dataclass(frozen=True)
class Glyph:
    """Centre lines of one character, cap height 100, drawn with a round-capped stroke."""

    width: float
    strokes: tuple[Command, ...]


def _turn_glyph(glyph: Glyph) -> Glyph:
    """The glyph rotated half a turn in its own box (6 becomes 9)."""
    place = Place(-1, -1, glyph.width, GLYPH_H)
    moved: list[Command] = []
    for cmd in glyph.strokes:
        if isinstance(cmd, Close):
            moved.append(cmd)
        elif isinstance(cmd, Curve):
            x1, y1 = place.point(cmd.x1, cmd.y1)
            x2, y2 = place.point(cmd.x2, cmd.y2)
            x, y = place.point(cmd.x, cmd.y)
            moved.append(Curve(x1, y1, x2, y2, x, y))
        elif isinstance(cmd, Arc):
            x, y = place.point(cmd.x, cmd.y)
            moved.append(Arc(cmd.rx, cmd.ry, cmd.large, cmd.sweep, x, y))
        else:
            x, y = place.point(cmd.x, cmd.y)
            moved.append(type(cmd)(x, y))
    return Glyph(glyph.width, tuple(moved))


_SIX = Glyph(60, (
    Move(50, 5), Curve(44, 1, 38, 0, 32, 0), Curve(13, 0, 4, 20, 4, 52), Line(4, 68),
    *ellipse(30.5, 70, 26.5, 30),
))

GLYPHS: dict[str, Glyph] = {
    "A": Glyph(64, (Move(2, 100), Line(32, 0), Line(62, 100), Move(13, 66), Line(51, 66))),
    "J": Glyph(50, (Move(46, 0), Line(46, 70), Curve(46, 90, 36, 100, 23, 100),
                    Curve(11, 100, 3, 92, 2, 79))),
    "Q": Glyph(66, (*ellipse(33, 50, 30, 50), Move(38, 72), Line(64, 102))),
    "K": Glyph(60, (Move(4, 0), Line(4, 100), Move(57, 0), Line(4, 62), Move(23, 42),
                    Line(58, 100))),
    "O": Glyph(62, tuple(ellipse(31, 50, 28, 50))),
    "E": Glyph(52, (Move(50, 0), Line(4, 0), Line(4, 100), Line(50, 100), Move(4, 49),
                    Line(42, 49))),
    "R": Glyph(58, (Move(4, 100), Line(4, 0), Line(29, 0), Curve(46, 0, 55, 11, 55, 26),
                    Curve(55, 42, 45, 52, 29, 52), Line(4, 52), Move(30, 52),
                    Line(56, 100))),
    "0": Glyph(58, tuple(ellipse(29, 50, 26, 50))),
    "1": Glyph(36, (Move(4, 20), Line(28, 0), Line(28, 100))),
    "2": Glyph(60, (Move(5, 22), Curve(6, 8, 17, 0, 31, 0), Curve(46, 0, 56, 10, 56, 26),
                    Curve(56, 45, 40, 58, 3, 100), Line(58, 100))),
    "3": Glyph(60, (Move(6, 12), Curve(12, 4, 21, 0, 30, 0), Curve(45, 0, 55, 9, 55, 23),
                    Curve(55, 37, 45, 46, 28, 46), Curve(47, 46, 58, 57, 58, 72),
                    Curve(58, 89, 45, 100, 30, 100), Curve(18, 100, 8, 94, 3, 85))),
    "4": Glyph(62, (Move(46, 100), Line(46, 0), Line(3, 70), Line(60, 70))),
    "5": Glyph(60, (Move(53, 0), Line(11, 0), Line(7, 45), Curve(14, 39, 22, 36, 31, 36),
                    Curve(47, 36, 57, 49, 57, 68), Curve(57, 88, 45, 100, 29, 100),
                    Curve(17, 100, 8, 95, 3, 87))),
    "6": _SIX,
    "7": Glyph(58, (Move(3, 0), Line(56, 0), Line(21, 100))),
    "8": Glyph(60, (*ellipse(30, 24.5, 23, 22.5), *ellipse(30, 72.5, 27, 27.5))),
    "9": _turn_glyph(_SIX),
}


@dataclass(frozen=True)
class Lettering:
    """How a word is set: cap height, stroke weight (in card units), horizontal squeeze."""

    height: float
    weight: float
    squeeze: float = 1.0
    gap: float = 10.0  # between letters, in glyph units

    def scale(self) -> float:
        return self.height / GLYPH_H

    def width(self, text: str) -> float:
        glyph_units = sum(GLYPHS[ch].width for ch in text) + self.gap * (len(text) - 1)
        return glyph_units * self.scale() * self.squeeze


def lettering_path(text: str, cx: float, top: float, style: Lettering) -> str:
    """Path data for `text` centred on `cx` with its cap top at `top`."""
    scale = style.scale()
    x = cx - style.width(text) / 2
    parts: list[str] = []
    for ch in text:
        glyph = GLYPHS[ch]
        parts.append(placed(glyph.strokes, Place(scale * style.squeeze, scale, x, top)))
        x += (glyph.width + style.gap) * scale * style.squeeze
    return "".join(parts)


def stroke(d: str, colour: str, weight: float, extra: str = "") -> str:
    return (f'<path d="{d}" fill="none" stroke="{colour}" stroke-width="{num(weight)}" '
            f'stroke-linecap="round" stroke-linejoin="round"{extra}/>')


def fill(d: str, colour: str, extra: str = "") -> str:
    return f'<path d="{d}" fill="{colour}"{extra}/>'


# --------------------------------------------------------------------------- suit and fruit shapes

SUIT_BOX = 100.0

SUIT_SHAPES: dict[str, tuple[Command, ...]] = {
    "H": (Move(50, 94), Curve(44, 84, 2, 62, 2, 31), Curve(2, 13, 14, 3, 28, 3),
          Curve(39, 3, 47, 10, 50, 20), Curve(53, 10, 61, 3, 72, 3),
          Curve(86, 3, 98, 13, 98, 31), Curve(98, 62, 56, 84, 50, 94), Close()),
    "D": (Move(50, 1), Curve(60, 19, 73, 36, 88, 50), Curve(73, 64, 60, 81, 50, 99),
          Curve(40, 81, 27, 64, 12, 50), Curve(27, 36, 40, 19, 50, 1), Close()),
    "S": (Move(50, 2), Curve(56, 16, 98, 36, 98, 64), Curve(98, 78, 88, 87, 76, 87),
          Curve(66, 87, 59, 82, 55, 75), Curve(56, 86, 60, 93, 70, 98), Line(30, 98),
          Curve(40, 93, 44, 86, 45, 75), Curve(41, 82, 34, 87, 24, 87),
          Curve(12, 87, 2, 78, 2, 64), Curve(2, 36, 44, 16, 50, 2), Close()),
    "C": (*ellipse(50, 27, 23, 23), *ellipse(26, 62, 23, 23), *ellipse(74, 62, 23, 23),
          Move(50, 40), Line(58, 62), Line(42, 62), Close(),
          Move(41, 58), Line(59, 58), Curve(56, 78, 60, 90, 70, 98), Line(30, 98),
          Curve(40, 90, 44, 78, 41, 58), Close()),
}


def suit_path(suit: str, cx: float, cy: float, size: float, colour: str,
              turned: bool = False) -> str:
    place = box_place(SUIT_BOX, SUIT_BOX, cx, cy, size / SUIT_BOX, turned)
    return fill(placed(SUIT_SHAPES[suit], place), colour)


APPLE_BODY: tuple[Command, ...] = (
    Move(50, 27), Curve(40, 19, 22, 17, 12, 29), Curve(1, 43, 4, 71, 18, 87),
    Curve(28, 98, 40, 99, 50, 93), Curve(60, 99, 72, 98, 82, 87),
    Curve(96, 71, 99, 43, 88, 29), Curve(78, 17, 60, 19, 50, 27), Close())
APPLE_LEAF: tuple[Command, ...] = (
    Move(53, 18), Curve(58, 6, 72, 1, 86, 5), Curve(80, 16, 66, 22, 53, 18), Close())
APPLE_STEM: tuple[Command, ...] = (Move(50, 28), Curve(50, 18, 51, 11, 55, 4))
BANANA_BODY: tuple[Command, ...] = (
    Move(10, 38), Curve(18, 76, 70, 86, 95, 50), Curve(96.5, 47, 94, 44, 91, 46),
    Curve(68, 62, 30, 57, 20, 32), Curve(18, 29, 12, 32, 10, 38), Close())
BANANA_TIP: tuple[Command, ...] = (
    Move(12, 38), Line(5, 27), Curve(4, 24, 7, 22, 9, 24), Line(20, 35), Close(),
    *ellipse(93, 48, 2.6, 2.6))
BANANA_RIDGE: tuple[Command, ...] = (Move(17, 43), Curve(29, 68, 64, 76, 87, 55))

APPLE_RED = "#d4302c"
APPLE_RED_DARK = "#8f1a1e"
APPLE_GREEN = "#7cb342"
LEAF_GREEN = "#3f8a2a"
STEM_BROWN = "#5d3a1a"
BANANA_YELLOW = "#f7c62f"
BANANA_LIGHT = "#fde68a"
BANANA_DARK = "#b7791f"


def apple(cx: float, cy: float, size: float, turned: bool = False, detail: bool = True) -> str:
    place = box_place(SUIT_BOX, SUIT_BOX, cx, cy, size / SUIT_BOX, turned)
    scale = size / SUIT_BOX
    parts = [fill(placed(APPLE_BODY, place), "url(#apple)" if detail else APPLE_RED)]
    if detail:
        parts.append(stroke(placed(APPLE_BODY, place), APPLE_RED_DARK, 2.2 * scale))
        shine = ellipse(30, 48, 7, 12)
        parts.append(fill(placed(shine, place), "#ffffff", ' fill-opacity="0.45"'))
    parts.append(stroke(placed(APPLE_STEM, place), STEM_BROWN, 5 * scale))
    parts.append(fill(placed(APPLE_LEAF, place), LEAF_GREEN))
    return "".join(parts)


def banana(cx: float, cy: float, size: float, turned: bool = False, detail: bool = True) -> str:
    place = box_place(SUIT_BOX, SUIT_BOX, cx, cy, size / SUIT_BOX, turned)
    scale = size / SUIT_BOX
    parts = [fill(placed(BANANA_BODY, place), "url(#banana)" if detail else BANANA_YELLOW)]
    # Small bananas need a bolder outline to hold their shape on the pale panel.
    parts.append(stroke(placed(BANANA_BODY, place), BANANA_DARK, (2.2 if detail else 5) * scale))
    if detail:
        parts.append(stroke(placed(BANANA_RIDGE, place), BANANA_DARK, 1.6 * scale,
                            ' stroke-opacity="0.6"'))
    parts.append(fill(placed(BANANA_TIP, place), STEM_BROWN))
    return "".join(parts)


def fruit_gradients() -> str:
    return (
        '<defs>'
        '<radialGradient id="apple" gradientUnits="objectBoundingBox" cx="0.36" cy="0.36" '
        'r="0.72">'
        f'<stop offset="0" stop-color="{APPLE_GREEN}"/>'
        '<stop offset="0.34" stop-color="#e9543c"/>'
        f'<stop offset="0.7" stop-color="{APPLE_RED}"/>'
        f'<stop offset="1" stop-color="{APPLE_RED_DARK}"/>'
        '</radialGradient>'
        '<linearGradient id="banana" gradientUnits="objectBoundingBox" x1="0" y1="0" '
        'x2="0.3" y2="1">'
        f'<stop offset="0" stop-color="{BANANA_LIGHT}"/>'
        f'<stop offset="0.6" stop-color="{BANANA_YELLOW}"/>'
        '<stop offset="1" stop-color="#e0a21a"/>'
        '</linearGradient>'
        '</defs>'
    )


# --------------------------------------------------------------------------- card furniture

def rounded_rect(x: float, y: float, w: float, h: float, r: float, fill_colour: str,
                 stroke_colour: str = "none", weight: float = 0.0, extra: str = "") -> str:
    stroke_part = (f' stroke="{stroke_colour}" stroke-width="{num(weight)}"'
                   if stroke_colour != "none" else "")
    return (f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" '
            f'rx="{num(r)}" ry="{num(r)}" fill="{fill_colour}"{stroke_part}{extra}/>')


def card_blank(fill_colour: str = PAPER) -> str:
    return rounded_rect(1.25, 1.25, CARD_W - 2.5, CARD_H - 2.5, CORNER_RADIUS - 1.25, fill_colour,
                        EDGE, 2.5)


def document(body: Sequence[str]) -> str:
    head = SVG_HEADER.format(w=num(CARD_W), h=num(CARD_H))
    return head + "\n" + "\n".join(body) + "\n</svg>\n"


def turned_group(parts: Sequence[str]) -> str:
    """The same drawing again, rotated half a turn about the card's centre."""
    return (f'<g transform="rotate(180 {num(CARD_W / 2)} {num(CARD_H / 2)})">'
            + "".join(parts) + "</g>")


INDEX_CX = 28.0
INDEX_TOP = 13.0
RANK_STYLE = Lettering(height=50, weight=9.2)
TEN_STYLE = Lettering(height=50, weight=8.4, squeeze=0.74, gap=6)
INDEX_SUIT_SIZE = 36.0


def corner_index(rank: str, suit: str, colour: str) -> list[str]:
    """Rank over suit, top left and (turned) bottom right: what a tight fan leaves visible."""
    style = TEN_STYLE if rank == "10" else RANK_STYLE
    top = [stroke(lettering_path(rank, INDEX_CX, INDEX_TOP, style), colour, style.weight),
           suit_path(suit, INDEX_CX, INDEX_TOP + style.height + 29, INDEX_SUIT_SIZE, colour)]
    return [*top, turned_group(top)]


# --------------------------------------------------------------------------- number cards

PIP_LEFT, PIP_RIGHT = 83.0, 167.0
PIP_TOP, PIP_BOTTOM = 64.0, 286.0
PIP_SIZE = 40.0

# (column, row) with column 0/0.5/1 and row 0..1 from top to bottom; the classic layouts.
PIP_LAYOUTS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((0.5, 0), (0.5, 1)),
    3: ((0.5, 0), (0.5, 0.5), (0.5, 1)),
    4: ((0, 0), (1, 0), (0, 1), (1, 1)),
    5: ((0, 0), (1, 0), (0.5, 0.5), (0, 1), (1, 1)),
    6: ((0, 0), (1, 0), (0, 0.5), (1, 0.5), (0, 1), (1, 1)),
    7: ((0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0, 1), (1, 1)),
    8: ((0, 0), (1, 0), (0.5, 0.25), (0, 0.5), (1, 0.5), (0.5, 0.75), (0, 1), (1, 1)),
    9: ((0, 0), (1, 0), (0, 1 / 3), (1, 1 / 3), (0.5, 0.5), (0, 2 / 3), (1, 2 / 3), (0, 1),
        (1, 1)),
    10: ((0, 0), (1, 0), (0.5, 1 / 6), (0, 1 / 3), (1, 1 / 3), (0, 2 / 3), (1, 2 / 3),
         (0.5, 5 / 6), (0, 1), (1, 1)),
}


def pips(count: int, suit: str, colour: str) -> list[str]:
    parts = []
    for column, row in PIP_LAYOUTS[count]:
        x = PIP_LEFT + column * (PIP_RIGHT - PIP_LEFT)
        y = PIP_TOP + row * (PIP_BOTTOM - PIP_TOP)
        parts.append(suit_path(suit, x, y, PIP_SIZE, colour, turned=row > 0.5))
    return parts


def ace_centre(suit: str, colour: str) -> list[str]:
    if suit != "S":
        return [suit_path(suit, CARD_W / 2, CARD_H / 2, 96, colour)]
    # The ace of spades is the deck's signature: a larger spade inside a fine double ring.
    cx, cy = CARD_W / 2, CARD_H / 2
    return [
        f'<circle cx="{num(cx)}" cy="{num(cy)}" r="72" fill="none" stroke="{GOLD}" '
        'stroke-width="3"/>',
        f'<circle cx="{num(cx)}" cy="{num(cy)}" r="65" fill="none" stroke="{colour}" '
        'stroke-width="1.2"/>',
        *kawung_ring(cx, cy, 72, 8, 7, GOLD),
        suit_path(suit, cx, cy - 2, 100, colour),
    ]


def kawung_ring(cx: float, cy: float, radius: float, count: int, size: float,
                colour: str) -> list[str]:
    """Small four-petal kawung flowers set evenly on a circle."""
    parts = []
    for i in range(count):
        angle = 2 * math.pi * i / count - math.pi / 2
        parts.append(kawung_flower(cx + radius * math.cos(angle), cy + radius * math.sin(angle),
                                   size, colour, PAPER))
    return parts


def kawung_flower(cx: float, cy: float, r: float, petal: str, ground: str) -> str:
    """Four oval petals on the diagonals around a point: the kawung motif at radius `r`."""
    parts = []
    for dx, dy, angle in ((1, 1, 45), (-1, 1, -45), (-1, -1, 45), (1, -1, -45)):
        px, py = cx + dx * r * 0.5, cy + dy * r * 0.5
        parts.append(f'<ellipse cx="{num(px)}" cy="{num(py)}" rx="{num(r * 0.62)}" '
                     f'ry="{num(r * 0.34)}" fill="{petal}" '
                     f'transform="rotate({angle} {num(px)} {num(py)})"/>')
    parts.append(f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r * 0.16)}" fill="{ground}"/>')
    return "".join(parts)


# --------------------------------------------------------------------------- court cards

PANEL_X, PANEL_Y = 58.0, 34.0
PANEL_W, PANEL_H = CARD_W - 2 * PANEL_X, CARD_H - 2 * PANEL_Y
PANEL_TINT = {"black": "#f5efe1", "red": "#fbeeea", "blue": "#ecf1fa", "green": "#ebf5ee"}

CROWNS: dict[str, tuple[Command, ...]] = {
    # King: five tall points on a band.
    "K": (Move(4, 78), Line(0, 24), Line(24, 52), Line(37, 8), Line(50, 46), Line(63, 8),
          Line(76, 52), Line(100, 24), Line(96, 78), Close(),
          Move(4, 84), Line(96, 84), Line(96, 98), Line(4, 98), Close()),
    # Queen: a tiara of three arches.
    "Q": (Move(6, 80), Curve(2, 60, 8, 40, 20, 40), Curve(28, 40, 33, 50, 34, 58),
          Curve(38, 34, 44, 22, 50, 22), Curve(56, 22, 62, 34, 66, 58),
          Curve(67, 50, 72, 40, 80, 40), Curve(92, 40, 98, 60, 94, 80), Close(),
          Move(6, 86), Line(94, 86), Line(94, 98), Line(6, 98), Close()),
    # Jack: a low cap with a single point.
    "J": (Move(8, 82), Curve(10, 62, 26, 54, 40, 52), Line(50, 30), Line(60, 52),
          Curve(74, 54, 90, 62, 92, 82), Close(),
          Move(8, 86), Line(92, 86), Line(92, 98), Line(8, 98), Close()),
}
CROWN_JEWELS: dict[str, tuple[tuple[float, float], ...]] = {
    "K": ((0, 24), (37, 8), (63, 8), (100, 24)),
    "Q": ((20, 36), (50, 17), (80, 36)),
    "J": ((50, 26),),
}


def crown(rank: str, cx: float, cy: float, width: float, colour: str) -> list[str]:
    place = box_place(100, 100, cx, cy, width / 100)
    parts = [fill(placed(CROWNS[rank], place), GOLD,
                  f' stroke="{GOLD_DARK}" stroke-width="1.4" stroke-linejoin="round"')]
    for jx, jy in CROWN_JEWELS[rank]:
        x, y = place.point(jx, jy)
        parts.append(f'<circle cx="{num(x)}" cy="{num(y)}" r="{num(width * 0.055)}" '
                     f'fill="{colour}" stroke="{GOLD_DARK}" stroke-width="1"/>')
    band_y = place.point(0, 92)[1]
    for fx in (28, 50, 72):
        x = place.point(fx, 0)[0]
        parts.append(f'<circle cx="{num(x)}" cy="{num(band_y)}" r="{num(width * 0.035)}" '
                     f'fill="{colour}"/>')
    return parts


def framed_panel(tint: str, line: str) -> list[str]:
    """The court and joker frame: gold rule, fine inner rule in the suit colour, corner dots."""
    x, y, w, h = PANEL_X, PANEL_Y, PANEL_W, PANEL_H
    parts = [rounded_rect(x, y, w, h, 8, tint, GOLD, 3),
             rounded_rect(x + 6, y + 6, w - 12, h - 12, 5, "none", line, 1.2)]
    for px, py in ((x + 6, y + 6), (x + w - 6, y + 6), (x + 6, y + h - 6), (x + w - 6, y + h - 6)):
        parts.append(kawung_flower(px, py, 7, GOLD, tint))
    return parts


def court_centre(rank: str, suit: str, colour_name: str) -> list[str]:
    colour = INK[colour_name]
    tint = PANEL_TINT[colour_name]
    cx = CARD_W / 2
    letter = Lettering(height=100, weight=13)
    letter_top = 128.0
    parts = framed_panel(tint, colour)
    inset = 12.0
    parts += kawung_field(PANEL_X + inset, PANEL_Y + inset, PANEL_W - 2 * inset,
                          PANEL_H - 2 * inset, 22, mix(tint, colour, 0.07), tint)
    parts += crown(rank, cx, 82, 70, colour)
    parts.append(stroke(lettering_path(rank, cx, letter_top, letter), tint, letter.weight + 12))
    parts.append(stroke(lettering_path(rank, cx, letter_top, letter), GOLD, letter.weight + 4))
    parts.append(stroke(lettering_path(rank, cx, letter_top, letter), colour, letter.weight))
    parts.append(f'<circle cx="{num(cx)}" cy="268" r="27" fill="{tint}"/>')
    parts.append(suit_path(suit, cx, 268, 38, colour))
    for side in (-1, 1):
        parts.append(suit_path(suit, cx + side * 44, 274, 16, colour))
    return parts


# --------------------------------------------------------------------------- faces

def face_svg(rank: str, suit: str, colours: dict[str, str]) -> str:
    colour_name = colours[suit]
    colour = INK[colour_name]
    body = [card_blank(), *corner_index(rank, suit, colour)]
    if rank == "A":
        body += ace_centre(suit, colour)
    elif rank in ("J", "Q", "K"):
        body += court_centre(rank, suit, colour_name)
    else:
        body += pips(int(rank), suit, colour)
    return document(body)


JOKER_LOOKS = {"JK": ("red", "#9e1b24", "#fbeeea"), "JK-black": ("black", "#23232b", "#eeede8")}


def joker_star(cx: float, cy: float, r: float, colour: str) -> list[str]:
    """An eight-pointed gold star with a kawung heart, ringed in gold."""
    points = []
    for i in range(16):
        angle = math.pi * i / 8 - math.pi / 2
        radius = r if i % 2 == 0 else r * 0.62
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    d = "M" + "L".join(f"{num(x)} {num(y)}" for x, y in points) + "Z"
    return [
        f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r * 1.1)}" fill="{colour}" '
        f'stroke="{GOLD}" stroke-width="2.4"/>',
        fill(d, GOLD, f' stroke="{GOLD_DARK}" stroke-width="1.5" stroke-linejoin="round"'),
        f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r * 0.44)}" fill="{colour}"/>',
        kawung_flower(cx, cy, r * 0.32, GOLD, colour),
    ]


def joker_svg(look: str) -> str:
    colour_name, panel_colour, tint = JOKER_LOOKS[look]
    colour = INK[colour_name]
    style = Lettering(height=25, weight=6)
    corner = []
    for i, ch in enumerate("JOKER"):
        corner.append(stroke(lettering_path(ch, INDEX_CX - 2, INDEX_TOP + i * 33, style),
                             colour, style.weight))
    corner += joker_star(INDEX_CX - 2, INDEX_TOP + 5 * 33 + 13, 12, colour)[1:3]
    body = [card_blank(), *corner, turned_group(corner)]
    body += framed_panel(tint, colour)
    inner = rounded_rect(PANEL_X + 12, PANEL_Y + 12, PANEL_W - 24, PANEL_H - 24, 4, panel_colour)
    body.append(inner)
    body += kawung_field(PANEL_X + 12, PANEL_Y + 12, PANEL_W - 24, PANEL_H - 24, 24,
                         mix(panel_colour, "#ffffff", 0.12), panel_colour)
    body += joker_star(CARD_W / 2, CARD_H / 2, 50, colour)
    word = Lettering(height=22, weight=5.5)
    for top in (CARD_H / 2 - 102, CARD_H / 2 + 80):
        body.append(rounded_rect(CARD_W / 2 - 44, top - 8, 88, 38, 6, PAPER, GOLD, 2))
        body.append(stroke(lettering_path("JOKER", CARD_W / 2, top, word), colour, word.weight))
    return document(body)


# --------------------------------------------------------------------------- backs

BACKS = {
    # name: (ground, petal, line) — the default is sogan brown and cream, classic batik.
    "back": ("#5b301c", "#e9d3a8", "#caa56b"),
    "back-red": ("#a3212b", "#f3b7a8", "#f6d28f"),
    "back-blue": ("#1d4690", "#a9c4f0", "#f1d68f"),
    "back-green": ("#226b36", "#b4dfa0", "#f1d68f"),
    "back-yellow": ("#d9a10e", "#fff1bf", "#8a5a12"),
}


def mix(a: str, b: str, t: float) -> str:
    ca = [int(a[i:i + 2], 16) for i in (1, 3, 5)]
    cb = [int(b[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(ca, cb, strict=True))


def kawung_field(x: float, y: float, w: float, h: float, cell: float, petal: str,
                 ground: str, cover: float = 0.0) -> list[str]:
    """A kawung lattice filling the rectangle. Motifs may overhang the edges by up to `cover`
    (a frame drawn later hides the overhang); without `cover` only whole motifs are drawn."""
    parts = []
    cols = math.floor(w / cell) + 2
    rows = math.floor(h / cell) + 2
    x0 = x + (w - (cols - 1) * cell) / 2
    y0 = y + (h - (rows - 1) * cell) / 2
    r = cell * 0.5
    for j in range(rows):
        for i in range(cols):
            cx, cy = x0 + i * cell, y0 + j * cell
            if (cx - r < x - cover or cx + r > x + w + cover or cy - r < y - cover
                    or cy + r > y + h + cover):
                continue
            parts.append(f'<use xlink:href="#kawung" x="{num(cx)}" y="{num(cy)}"/>')
    kawung = kawung_flower(0, 0, r, petal, ground)
    return [f'<defs><g id="kawung">{kawung}</g></defs>', *parts]


def back_svg(name: str) -> str:
    ground, petal, line = BACKS[name]
    margin = 11.0
    x, y, w, h = margin, margin, CARD_W - 2 * margin, CARD_H - 2 * margin
    cell = 26.0
    body = [card_blank(), rounded_rect(x, y, w, h, 7, ground)]
    body += kawung_field(x, y, w, h, cell, petal, ground, cover=margin - 3)
    # Lattice dots between the flowers, as in hand-drawn kawung.
    dots = []
    cols = math.floor(w / cell) + 2
    rows = math.floor(h / cell) + 2
    x0 = x + (w - (cols - 1) * cell) / 2 + cell / 2
    y0 = y + (h - (rows - 1) * cell) / 2 + cell / 2
    for j in range(rows - 1):
        for i in range(cols - 1):
            cx, cy = x0 + i * cell, y0 + j * cell
            if x + 3 < cx < x + w - 3 and y + 3 < cy < y + h - 3:
                dots.append(f'<circle cx="{num(cx)}" cy="{num(cy)}" r="2.2" fill="{line}"/>')
    body += dots
    # The white margin, drawn over the pattern's overhang (no clip paths in SVG Tiny).
    frame = (placed(rounded_outline(1.25, 1.25, CARD_W - 2.5, CARD_H - 2.5, CORNER_RADIUS - 1.25),
                    Place(1, 1, 0, 0))
             + placed(rounded_outline(x, y, w, h, 7), Place(1, 1, 0, 0)))
    body.append(fill(frame, PAPER, ' fill-rule="evenodd"'))
    body.append(card_blank("none"))
    body.append(rounded_rect(x + 4, y + 4, w - 8, h - 8, 5, "none", line, 1.6))
    # Central medallion: a large kawung flower in a double ring.
    cx, cy = CARD_W / 2, CARD_H / 2
    body.append(f'<circle cx="{num(cx)}" cy="{num(cy)}" r="44" fill="{ground}" '
                f'stroke="{line}" stroke-width="3"/>')
    body.append(f'<circle cx="{num(cx)}" cy="{num(cy)}" r="37" fill="none" '
                f'stroke="{petal}" stroke-width="1.4"/>')
    body.append(kawung_flower(cx, cy, 30, petal, ground))
    body.append(f'<circle cx="{num(cx)}" cy="{num(cy)}" r="6" fill="{line}"/>')
    return document(body)


BATIK_BACKS = {
    # name: (ground, motif, line) — three more classic batik patterns for the rummy games.
    "back-parang": ("#2b2f5c", "#efd9a7", "#b98b3e"),
    "back-truntum": ("#1b2233", "#f4efe2", "#c9a227"),
    "back-ceplok": ("#7b1e1e", "#f2c46d", "#f6e2b3"),
}


def batik_frame(x: float, y: float, w: float, h: float, line: str) -> list[str]:
    """The white margin over a pattern's overhang, and the inner rule (no clip paths in SVG
    Tiny: the frame is drawn over the pattern instead)."""
    frame = (placed(rounded_outline(1.25, 1.25, CARD_W - 2.5, CARD_H - 2.5, CORNER_RADIUS - 1.25),
                    Place(1, 1, 0, 0))
             + placed(rounded_outline(x, y, w, h, 7), Place(1, 1, 0, 0)))
    return [fill(frame, PAPER, ' fill-rule="evenodd"'), card_blank("none"),
            rounded_rect(x + 4, y + 4, w - 8, h - 8, 5, "none", line, 1.6)]


def inside(cx: float, cy: float, r: float, x: float, y: float, w: float, h: float,
           cover: float) -> bool:
    """Whether a motif of radius `r` at (cx, cy) stays within the rectangle grown by `cover`
    (the white margin drawn later hides that overhang, and nothing passes the card's edge)."""
    return (x - cover <= cx - r and cx + r <= x + w + cover
            and y - cover <= cy - r and cy + r <= y + h + cover)


def parang_motifs(x: float, y: float, w: float, h: float, motif: str, line: str,
                  cover: float) -> list[str]:
    """Parang: diagonal bands falling from top left to bottom right, each a row of leaning
    blades between two rules."""
    parts = []
    band = 34.0  # across the band, measured along x - y
    step = 13.0  # between blades, along the band
    k = -(h + band)
    while k < w + band:
        # the rule u = k, where u = (px - x) - (py - y): from where it enters to where it leaves
        first = (x + max(k, 0.0), y + max(-k, 0.0))
        last_s = min(w - k, h) if k >= 0 else min(w, h + k)
        if last_s > 0:
            x1, y1 = first
            parts.append(f'<line x1="{num(x1)}" y1="{num(y1)}" x2="{num(x1 + last_s)}" '
                         f'y2="{num(y1 + last_s)}" stroke="{line}" stroke-width="2.4"/>')
        middle = k + band / 2
        travel = -max(h, w)
        while travel < max(h, w) * 2:
            cx = x + middle / 2 + travel
            cy = y - middle / 2 + travel
            if inside(cx, cy, 8.0, x, y, w, h, cover):
                parts.append(f'<ellipse cx="{num(cx)}" cy="{num(cy)}" rx="8" ry="3.2" '
                             f'fill="{motif}" transform="rotate(-10 {num(cx)} {num(cy)})"/>')
            travel += step / 2 ** 0.5
        k += band
    return parts


def truntum_flower(cx: float, cy: float, r: float, petal: str, heart: str) -> str:
    """Truntum: a small eight-petalled star flower, as if scattered over a night sky."""
    parts = []
    for i in range(8):
        angle = math.pi * i / 4
        px, py = cx + math.cos(angle) * r * 0.62, cy + math.sin(angle) * r * 0.62
        parts.append(f'<circle cx="{num(px)}" cy="{num(py)}" r="{num(r * 0.27)}" '
                     f'fill="{petal}"/>')
    parts.append(f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r * 0.3)}" fill="{heart}"/>')
    return "".join(parts)


def truntum_motifs(x: float, y: float, w: float, h: float, motif: str, line: str,
                   cover: float) -> list[str]:
    parts = []
    cell = 24.0
    row = 0
    cy = y
    while cy < y + h + cell:
        cx = x + (cell / 2 if row % 2 else 0.0)
        while cx < x + w + cell:
            if inside(cx, cy, 7.5, x, y, w, h, cover):
                parts.append(truntum_flower(cx, cy, 7.5, motif, line))
            cx += cell
        cy += cell * 0.87
        row += 1
    return parts


def ceplok_star(cx: float, cy: float, r: float, motif: str, ground: str, line: str) -> str:
    """Ceplok: a four-fold rosette in a square lattice — a diamond of petals around a star."""
    parts = [f'<rect x="{num(cx - r * 0.7)}" y="{num(cy - r * 0.7)}" width="{num(r * 1.4)}" '
             f'height="{num(r * 1.4)}" fill="none" stroke="{line}" stroke-width="1.2" '
             f'transform="rotate(45 {num(cx)} {num(cy)})"/>']
    for angle in (0, 90, 180, 270):
        rad = math.radians(angle)
        px, py = cx + math.cos(rad) * r * 0.55, cy + math.sin(rad) * r * 0.55
        parts.append(f'<ellipse cx="{num(px)}" cy="{num(py)}" rx="{num(r * 0.42)}" '
                     f'ry="{num(r * 0.2)}" fill="{motif}" '
                     f'transform="rotate({angle} {num(px)} {num(py)})"/>')
    parts.append(f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r * 0.18)}" fill="{ground}" '
                 f'stroke="{motif}" stroke-width="1.6"/>')
    return "".join(parts)


def ceplok_motifs(x: float, y: float, w: float, h: float, motif: str, ground: str,
                  line: str, cover: float) -> list[str]:
    parts = []
    cell = 30.0
    cols = math.floor(w / cell) + 2
    rows = math.floor(h / cell) + 2
    x0 = x + (w - (cols - 1) * cell) / 2
    y0 = y + (h - (rows - 1) * cell) / 2
    for j in range(rows):
        for i in range(cols):
            cx, cy = x0 + i * cell, y0 + j * cell
            if inside(cx, cy, cell * 0.5, x, y, w, h, cover):
                parts.append(ceplok_star(cx, cy, cell * 0.5, motif, ground, line))
    return parts


def batik_back_svg(name: str) -> str:
    """Parang, truntum or ceplok under the same white margin and medallion as the kawung."""
    ground, motif, line = BATIK_BACKS[name]
    margin = 11.0
    x, y, w, h = margin, margin, CARD_W - 2 * margin, CARD_H - 2 * margin
    body = [card_blank(), rounded_rect(x, y, w, h, 7, ground)]
    cover = margin - 3
    if name == "back-parang":
        body += parang_motifs(x, y, w, h, motif, line, cover)
    elif name == "back-truntum":
        body += truntum_motifs(x, y, w, h, motif, line, cover)
    else:
        body += ceplok_motifs(x, y, w, h, motif, ground, line, cover)
    body += batik_frame(x, y, w, h, line)
    cx, cy = CARD_W / 2, CARD_H / 2
    body.append(f'<circle cx="{num(cx)}" cy="{num(cy)}" r="44" fill="{ground}" '
                f'stroke="{line}" stroke-width="3"/>')
    body.append(f'<circle cx="{num(cx)}" cy="{num(cy)}" r="37" fill="none" '
                f'stroke="{motif}" stroke-width="1.4"/>')
    if name == "back-truntum":
        body.append(truntum_flower(cx, cy, 26, motif, line))
    elif name == "back-ceplok":
        body.append(ceplok_star(cx, cy, 30, motif, ground, line))
    else:
        body.append(kawung_flower(cx, cy, 30, motif, ground))
    body.append(f'<circle cx="{num(cx)}" cy="{num(cy)}" r="6" fill="{line}"/>')
    return document(body)


def rounded_outline(x: float, y: float, w: float, h: float, r: float) -> list[Command]:
    return [Move(x + r, y), Line(x + w - r, y), Arc(r, r, 0, 1, x + w, y + r),
            Line(x + w, y + h - r), Arc(r, r, 0, 1, x + w - r, y + h), Line(x + r, y + h),
            Arc(r, r, 0, 1, x, y + h - r), Line(x, y + r), Arc(r, r, 0, 1, x + r, y), Close()]


# --------------------------------------------------------------------------- Banapples

FRUIT_LOOKS = {
    # fruit letter: (number colour, halo, panel tint, panel rule)
    "A": ("#a3161d", "#ffffff", "#eef6e4", "#7cb342"),
    "B": ("#7a4a06", "#ffffff", "#fff6d2", "#e0a21a"),
}


def fruit(kind: str, cx: float, cy: float, size: float, turned: bool = False,
          detail: bool = True) -> str:
    return (apple if kind == "A" else banana)(cx, cy, size, turned, detail)


def banapples_svg(kind: str, value: int) -> str:
    number_colour, halo, tint, rule = FRUIT_LOOKS[kind]
    text = str(value)
    body = [fruit_gradients(), card_blank()]
    body.append(rounded_rect(10, 10, CARD_W - 20, CARD_H - 20, 9, tint, rule, 2.5))
    corner_style = Lettering(height=44, weight=9, squeeze=0.78 if value == 10 else 1.0,
                             gap=6 if value == 10 else 10)
    corner = [
        stroke(lettering_path(text, 34, 20, corner_style), halo, corner_style.weight + 5),
        stroke(lettering_path(text, 34, 20, corner_style), number_colour, corner_style.weight),
        fruit(kind, 34, 90, 36 if kind == "A" else 48, detail=False),
    ]
    mirrored = [f'<g transform="translate({num(CARD_W)} 0) scale(-1 1)">'
                + "".join(corner[2:]) + "</g>",
                stroke(lettering_path(text, CARD_W - 34, 20, corner_style), halo,
                       corner_style.weight + 5),
                stroke(lettering_path(text, CARD_W - 34, 20, corner_style), number_colour,
                       corner_style.weight)]
    body += corner + mirrored + [turned_group(corner + mirrored)]
    cx, cy = CARD_W / 2, CARD_H / 2
    body.append(f'<circle cx="{num(cx)}" cy="{num(cy)}" r="78" fill="{PAPER}" '
                f'stroke="{rule}" stroke-width="3"/>')
    big = Lettering(height=84, weight=14, squeeze=0.8 if value == 10 else 1.0,
                    gap=4 if value == 10 else 10)
    # The apple holds its number; the banana cradles it from below.
    if kind == "A":
        body.append(fruit(kind, cx, cy + 4, 134))
        top = cy - big.height / 2 + 12
    else:
        body.append(fruit(kind, cx, cy + 24, 148))
        top = cy - 66
    body.append(stroke(lettering_path(text, cx, top, big), halo, big.weight + 10))
    body.append(stroke(lettering_path(text, cx, top, big), number_colour, big.weight))
    return document(body)


# --------------------------------------------------------------------------- the whole set

HIGH_CONTRAST = {
    # pure inks on white paper, a black edge: every ink at least 7:1 against the paper
    INK["black"]: "#000000", INK["red"]: "#b00000", INK["blue"]: "#002f9e",
    INK["green"]: "#005c1a", PAPER: "#ffffff", EDGE: "#000000",
}


def high_contrast(svg: str) -> str:
    """The same face in the high-contrast inks (Preferences: high-contrast card faces)."""
    for colour, strong in HIGH_CONTRAST.items():
        svg = svg.replace(f'"{colour}"', f'"{strong}"')
    return svg


def all_cards() -> dict[str, str]:
    """Relative file name -> SVG text for every file the game needs."""
    files: dict[str, str] = {}
    for suit in SUIT_LETTERS:
        for rank in RANKS:
            files[f"{rank}{suit}.svg"] = face_svg(rank, suit, TWO_COLOUR)
            files[f"four-colour/{rank}{suit}.svg"] = face_svg(rank, suit, FOUR_COLOUR)
            files[f"high-contrast/{rank}{suit}.svg"] = high_contrast(
                face_svg(rank, suit, TWO_COLOUR))
            files[f"high-contrast-four-colour/{rank}{suit}.svg"] = high_contrast(
                face_svg(rank, suit, FOUR_COLOUR))
    for look in JOKER_LOOKS:
        files[f"{look}.svg"] = joker_svg(look)
    for name in BACKS:
        files[f"{name}.svg"] = back_svg(name)
    for name in BATIK_BACKS:
        files[f"{name}.svg"] = batik_back_svg(name)
    for kind in "AB":
        for value in range(1, 11):
            files[f"{kind}{value}.svg"] = banapples_svg(kind, value)
    return dict(sorted(files.items()))


def write_all(out_dir: Path) -> list[Path]:
    written = []
    for name, text in all_cards().items():
        path = out_dir / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(text.encode("utf-8"))
        written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent,
                        help="folder to write into (default: beside this script)")
    args = parser.parse_args(argv)
    written = write_all(args.out)
    total = sum(path.stat().st_size for path in written)
    print(f"wrote {len(written)} SVG files, {total} bytes, into {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
