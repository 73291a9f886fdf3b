"""Piles: where a zone's cards go. A pile knows its area and style and lays out its cards;
the game's table module decides which zone gets which pile (DESIGN.md, "The table")."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum

from PySide6.QtCore import QPointF, QRectF

from .metrics import CARD_ASPECT


class PileKind(StrEnum):
    STACK = "stack"
    """Squared, the top card last (stock, a closed canasta)."""
    FAN = "fan"
    """Centred and overlapping, squeezed to fit (hands)."""
    SPREAD = "spread"
    """Left-aligned, every card's index visible (the Banakil discard pile)."""
    MELD = "meld"
    """Tightly overlapped left to right (a meld on the table)."""
    STAGGER = "stagger"
    """Squared, with only the last `fanned` cards spread rightward (Banapples' compost: the
    three just dealt show, only the last is free)."""


@dataclass(slots=True)
class PileSpec:
    """Where and how one zone is shown. `scale` is relative to the reference card width."""

    zone: str
    kind: PileKind
    rect: QRectF
    scale: float = 1.0
    label: str = ""
    framed: bool = True
    """Draw the soft zone outline (LOOK.md)."""
    drop_target: bool = False
    """Cards may be dropped here (it glows under a drag)."""
    max_step: float = 0.62
    """Largest overlap step, in card widths."""
    raise_selected: bool = False
    badge: str = ""
    """A small count or marker shown at the pile (e.g. the stock's size)."""
    vertical: bool = False
    """Fan downward instead of rightward (opponents at the sides)."""
    text: str = ""
    """Words shown large inside the zone: what an empty slot is for, a banner."""
    upward: bool = False
    """With `vertical`: grow upward from the bottom of the area (a Banapples canopy)."""
    fanned: int = 3
    """STAGGER: how many of the top cards are spread."""
    outline: QRectF | None = None
    """The place outlined while the pile is empty (default: `rect`), e.g. one card's slot
    at the head of a long fan's area."""
    tags: dict[str, str] = field(default_factory=dict)
    sideways: frozenset[int] = frozenset()
    """Indices of cards laid crosswise, turned about their centre (a wild in a frozen pile)."""
    pill: str = ""
    """A short marker drawn as a coloured pill under the pile (a canasta's type, FROZEN)."""
    pill_colour: str = "#e9d9a6"
    on_top: int | None = None
    """The card a squared pile shows on top, if not its last (a canasta shows a natural)."""
    label_align: str = "left"
    """Where the label sits over the pile: "left", "center" or "right" (a hand at the right
    edge keeps its label on screen)."""
    tooltip: str = ""
    """What the zone is and what can be done with it, shown when the pointer rests on it."""


def label_text(label: str, badge: str) -> str:
    """A zone's label with its badge, as the scene draws it: a count stands two spaces off
    ("Stock  64"); a badge that brings its own separator follows at one ("Sari · 10 seeds",
    "You & Budi · to go out: sevens")."""
    if not badge:
        return label
    if not label:
        return badge
    gap = " " if badge.startswith("·") else "  "
    return f"{label}{gap}{badge}"


def card_positions(spec: PileSpec, count: int, card_width: float,
                   selected: list[bool] | None = None) -> list[QPointF]:
    """Top-left positions of `count` cards in the pile, bottom card first."""
    w = card_width * spec.scale
    h = w * CARD_ASPECT
    rect = spec.rect
    if count == 0:
        return []
    if spec.kind is PileKind.STACK:
        x = rect.center().x() - w / 2
        y = rect.center().y() - h / 2
        # A hint of thickness: one pixel every few cards, up and to the left.
        points = [QPointF(x - min(i // 6, 6) * 0.8, y - min(i // 6, 6) * 0.8)
                  for i in range(count)]
        top = spec.on_top
        if top is not None and 0 <= top < count:
            points[top], points[-1] = points[-1], points[top]
        return points
    if spec.kind is PileKind.STAGGER:
        return _staggered(spec, count, w, h)
    length = rect.height() - h if spec.vertical else rect.width() - w
    step = spec.max_step * w
    if count > 1:
        step = max(min(step, length / (count - 1)), w * 0.04)
    total = step * (count - 1)
    if spec.vertical:
        x = rect.center().x() - w / 2
        if spec.upward:
            return [QPointF(x, rect.bottom() - h - i * step) for i in range(count)]
        y0 = rect.top() if spec.kind is not PileKind.FAN else rect.center().y() - (total + h) / 2
        return [QPointF(x, y0 + i * step) for i in range(count)]
    x0 = rect.center().x() - (total + w) / 2 if spec.kind is PileKind.FAN else rect.left()
    y = rect.bottom() - h if spec.kind is PileKind.FAN else rect.top()
    lift = 0.2 * h
    positions = []
    for i in range(count):
        up = lift if (spec.raise_selected and selected and selected[i]) else 0.0
        positions.append(QPointF(x0 + i * step, y - up))
    return positions


def _staggered(spec: PileSpec, count: int, w: float, h: float) -> list[QPointF]:
    """The squared part at the left of the area, the last `fanned` cards stepping right."""
    rect = spec.rect
    x, y = rect.left(), rect.center().y() - h / 2
    fanned = max(1, min(spec.fanned, count))
    room = rect.width() - w
    step = min(spec.max_step * w, room / (fanned - 1)) if fanned > 1 else 0.0
    squared = count - fanned + 1
    positions = [QPointF(x - min(i // 6, 4) * 0.8, y - min(i // 6, 4) * 0.8)
                 for i in range(squared)]
    base = positions[-1]
    positions.extend(QPointF(base.x() + i * step, base.y()) for i in range(1, fanned))
    return positions


def covered(spec: PileSpec, index: int, count: int) -> bool:
    """Whether card `index` of a squared pile is hidden under the ones above it. The card at
    each step of the pile's thickness still shows its edge."""
    if spec.kind is PileKind.STACK:
        free = 2
    elif spec.kind is PileKind.STAGGER:
        free = max(1, min(spec.fanned, count)) + 1
    else:
        return False
    level = stacking_of(spec, index, count)
    return level < count - free and level % 6 != 5


def pile_extent(spec: PileSpec, count: int, card_width: float,
                selected: list[bool] | None = None) -> QRectF:
    """The rectangle the pile's cards occupy (for drop targeting and outlines), crosswise and
    lifted cards included, so they never hide the pile's label."""
    w = card_width * spec.scale
    h = w * CARD_ASPECT
    points = card_positions(spec, max(count, 1), card_width,
                            selected if selected and len(selected) == count else None)
    left = min(p.x() for p in points)
    top = min(p.y() for p in points)
    right = max(p.x() for p in points) + w
    bottom = max(p.y() for p in points) + h
    extent = QRectF(left, top, right - left, bottom - top)
    for index in spec.sideways:
        if 0 <= index < len(points):
            centre = points[index] + QPointF(w / 2, h / 2)
            extent = extent.united(QRectF(centre.x() - h / 2, centre.y() - w / 2, h, w))
    return extent


def stacking_of(spec: PileSpec, index: int, count: int) -> int:
    """Where card `index` lies in the pile's height (its z order)."""
    top = spec.on_top
    if top is None or not 0 <= top < count:
        return index
    if index == top:
        return count - 1
    return index if index < top else index - 1


def rotation_of(spec: PileSpec, index: int) -> float:
    """Degrees card `index` of the pile is turned (90 for a crosswise card)."""
    return 90.0 if index in spec.sideways else 0.0


def meld_width(count: int, card_width: float, scale: float, step: float) -> float:
    w = card_width * scale
    return w + step * w * max(0, count - 1)


def flow_melds(area: QRectF, sizes: list[int], card_width: float, scale: float, step: float,
               gap: float, row_gap: float = 0.18,
               room: Callable[[int, float], float] | None = None) -> list[QRectF]:
    """Place melds of the given card counts left to right in rows inside `area`; when they
    do not fit, the overlap tightens until they do (or the last row overflows a little).
    A squared pile (a closed canasta) is placed as a meld of one card; `row_gap` is in card
    heights (room for the markers under a row). `room(i, width)` is the width meld `i`, that
    wide, takes with its marker (a pill wider than a narrow meld): the meld sits centred in it."""
    w = card_width * scale
    h = w * CARD_ASPECT
    row_gap = h * row_gap
    rows_fit = max(1, int((area.height() + row_gap) // (h + row_gap)))
    current = step
    while True:
        rects: list[QRectF] = []
        x, y, row = area.left(), area.top(), 0
        for i, count in enumerate(sizes):
            width = meld_width(count, card_width, scale, current)
            slot = max(width, room(i, width) if room is not None else width)
            if x > area.left() and x + slot > area.right():
                row += 1
                x = area.left()
                y += h + row_gap
            rects.append(QRectF(x + (slot - width) / 2, y, width, h))
            x += slot + gap * w
        if row < rows_fit or current <= 0.12:
            return rects
        current *= 0.85


READABLE_STEP = 0.2
"""The tightest overlap, in card widths, at which a meld's card corners still read."""


def melds_fit(area: QRectF, boxes: list[QRectF], sizes: list[int], card_w: float) -> bool:
    """The melds lie inside `area` with every card's corner still showing."""
    for box, count in zip(boxes, sizes, strict=True):
        if box.bottom() > area.bottom() + 1 or box.right() > area.right() + 1:
            return False
        if count > 1 and (box.width() - card_w) / (count - 1) < READABLE_STEP * card_w - 0.01:
            return False
    return True


def fit_melds(area: QRectF, sizes: list[int], card_width: float, scale: float, step: float,
              gap: float, min_scale: float) -> tuple[float, list[QRectF]]:
    """`flow_melds` at the largest scale (from `scale` down to `min_scale`) at which the melds
    stay inside `area`, readable: crowded melds shrink rather than spill onto the next zone."""
    boxes = flow_melds(area, sizes, card_width, scale, step, gap)
    while scale > min_scale and not melds_fit(area, boxes, sizes, card_width * scale):
        scale = max(min_scale, scale * 0.9)
        boxes = flow_melds(area, sizes, card_width, scale, step, gap)
    return scale, boxes
