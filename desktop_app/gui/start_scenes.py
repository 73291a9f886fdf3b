"""The small drawn scene on each start-screen tile, painted with our own card art.

Each game gets a picture of what makes it itself: Banakil's fan with a joker and wild 2s,
Cap-It Rummy's melds and a push, Hand and Foot's squared canasta, foot and red 3s, Banapples'
trees and canopies. A game without a scene here gets a fan of card backs.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)

from .table.deck_art import CARD_ASPECT, Back, DeckArt

FELT = QColor(20, 104, 98)
FELT_DEEP = QColor(9, 58, 56)
CREAM = QColor(246, 238, 214)


@dataclass(frozen=True, slots=True)
class Placed:
    """A card on the scene: its face (or back) name, centre, turn in degrees, and width."""

    name: str
    centre: QPointF
    angle: float = 0.0
    back: Back | None = None


class ScenePainter:
    """Draws cards of one size onto a scene, each with a soft shadow."""

    def __init__(self, painter: QPainter, art: DeckArt, card_width: float, dpr: float) -> None:
        self.painter = painter
        self.art = art
        self.width = card_width
        self.height = card_width * CARD_ASPECT
        self.dpr = dpr
        self.size = QSize(max(1, round(self.width)), max(1, round(self.height)))

    def card(self, card: Placed) -> None:
        pixmap = (self.art.back(card.back, self.size, self.dpr) if card.back is not None
                  else self.art.face(card.name, self.size, self.dpr))
        p = self.painter
        p.save()
        p.translate(card.centre)
        p.rotate(card.angle)
        rect = QRectF(-self.width / 2, -self.height / 2, self.width, self.height)
        radius = self.width * 0.06
        p.setPen(Qt.PenStyle.NoPen)
        for spread, alpha in ((3.0, 18), (1.8, 26), (0.8, 38)):
            grow = self.width * 0.012 * spread
            p.setBrush(QColor(0, 0, 0, alpha))
            p.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow).translated(
                self.width * 0.015, self.width * 0.035), radius + grow, radius + grow)
        p.drawPixmap(rect.topLeft(), pixmap)
        p.restore()

    def cards(self, cards: Sequence[Placed]) -> None:
        for card in cards:
            self.card(card)

    def arrow(self, start: QPointF, end: QPointF, bend: float) -> None:
        """A curved hand-drawn-looking arrow, for a push."""
        p = self.painter
        mid = (start + end) / 2
        dx, dy = end.x() - start.x(), end.y() - start.y()
        length = math.hypot(dx, dy) or 1.0
        control = mid + QPointF(-dy / length, dx / length) * bend
        path = QPainterPath(start)
        path.quadTo(control, end)
        pen = QPen(QColor(CREAM.red(), CREAM.green(), CREAM.blue(), 215), self.width * 0.06,
                   Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        angle = math.atan2(end.y() - control.y(), end.x() - control.x())
        head = self.width * 0.2
        for side in (-0.5, 0.5):
            tip = QPointF(end.x() - head * math.cos(angle + side),
                          end.y() - head * math.sin(angle + side))
            p.drawLine(end, tip)


def fan(names: Sequence[str], pivot: QPointF, radius: float, spread: float) -> list[Placed]:
    """Cards fanned around a pivot below them, as held in a hand."""
    count = len(names)
    placed = []
    for i, name in enumerate(names):
        angle = -spread / 2 + spread * i / max(1, count - 1)
        rad = math.radians(angle)
        centre = QPointF(pivot.x() + radius * math.sin(rad), pivot.y() - radius * math.cos(rad))
        placed.append(Placed(name, centre, angle))
    return placed


def row(names: Sequence[str], left: QPointF, step: float, angle: float = 0.0) -> list[Placed]:
    """An overlapping meld, laid left to right."""
    return [Placed(name, QPointF(left.x() + i * step, left.y()), angle)
            for i, name in enumerate(names)]


def squared(name: str, centre: QPointF, count: int, step: float, angle: float = 0.0,
            back: Back | None = None, top: str | None = None) -> list[Placed]:
    """A squared pile: `count` cards with a tiny offset each, `top` face up if given."""
    pile = [Placed(name, QPointF(centre.x() - i * step * 0.4, centre.y() - i * step),
                   angle + (i % 3 - 1) * 0.6, back) for i in range(count)]
    if top is not None:
        last = pile[-1]
        pile[-1] = Placed(top, last.centre, last.angle)
    return pile


def _banakil(s: ScenePainter, rect: QRectF) -> None:
    height = s.height
    pivot = QPointF(rect.center().x(), rect.center().y() + height * 1.55)
    s.cards(fan(["3H", "3S", "2C", "JK", "AD", "AC", "2H", "JK-black"], pivot,
                height * 1.5, 56))


def _cap_it(s: ScenePainter, rect: QRectF) -> None:
    w, h = s.width, s.height
    x0, y0, width, height = rect.left(), rect.top(), rect.width(), rect.height()
    left = x0 + width * 0.06 + w / 2
    s.cards(row(["7S", "7H", "7D"], QPointF(left, y0 + height / 2 - h * 0.56), w * 0.3))
    s.cards(row(["5H", "6H", "2S", "8H"], QPointF(left, y0 + height / 2 + h * 0.56), w * 0.3))
    stock = QPointF(x0 + width * 0.6, y0 + height * 0.33)
    s.cards(squared("", stock, 5, w * 0.02, back=Back.DEFAULT))
    s.card(Placed("4C", QPointF(stock.x() + w * 0.62, stock.y() + h * 0.04), 7))
    receiver = QPointF(x0 + width * 0.86, y0 + height * 0.7)
    s.arrow(QPointF(stock.x() - w * 0.1, stock.y() + h * 0.66),
            QPointF(receiver.x() - w * 0.78, receiver.y() + h * 0.12), w * 0.35)
    s.card(Placed("", receiver + QPointF(-w * 0.16, 0), -12, Back.DEFAULT))
    s.card(Placed("QS", receiver + QPointF(w * 0.14, -h * 0.03), 9))


def _hand_and_foot(s: ScenePainter, rect: QRectF) -> None:
    w, h = s.width, s.height
    centre_y = rect.center().y() + h * 0.08
    canasta = QPointF(rect.left() + w * 1.0, centre_y)
    s.cards(squared("KH", canasta, 7, w * 0.025, top="KH"))
    s.cards(squared("9C", QPointF(canasta.x() + w * 1.18, centre_y + h * 0.04), 6, w * 0.025,
                    -3, top="9S"))
    foot = QPointF(rect.center().x() + w * 0.72, centre_y + h * 0.02)
    s.cards(squared("", foot, 9, w * 0.02, 6, back=Back.DEFAULT))
    threes = QPointF(rect.right() - w * 1.0, centre_y)
    s.cards([Placed("3H", threes + QPointF(-w * 0.22, 0), -8),
             Placed("3D", threes + QPointF(w * 0.22, h * 0.02), 8)])


def _banapples(s: ScenePainter, rect: QRectF) -> None:
    w, h = s.width, s.height
    x0, y0, width, height = rect.left(), rect.top(), rect.width(), rect.height()
    canopies = (["B1", "B2", "B3"], ["A1", "A2", "A3", "A4"], ["B1", "B2"])
    span = sum(w + (len(pile) - 1) * w * 0.24 for pile in canopies) + w * 0.3 * 2
    x = x0 + (width - span) / 2 + w / 2
    for pile in canopies:
        s.cards(row(pile, QPointF(x, y0 + height * 0.27), w * 0.24))
        x += w * (1.3 + (len(pile) - 1) * 0.24)
    tree_top = y0 + height * 0.5 + h / 2
    seeds = QPointF(x0 + width * 0.2, tree_top + h * 0.18)
    s.cards(squared("", seeds, 4, w * 0.05, back=Back.RED))
    s.card(Placed("B9", seeds + QPointF(w * 0.28, h * 0.1), 5))
    for column, pile in enumerate((["A8", "B7", "A6"], ["B5", "A4"], ["A10"])):
        tx = x0 + width * (0.44 + column * 0.2)
        s.cards([Placed(name, QPointF(tx, tree_top + i * h * 0.24))
                 for i, name in enumerate(pile)])


def _generic(s: ScenePainter, rect: QRectF) -> None:
    pivot = QPointF(rect.center().x(), rect.center().y() + s.height * 1.55)
    s.cards([Placed(p.name, p.centre, p.angle, Back.DEFAULT)
             for p in fan([""] * 5, pivot, s.height * 1.5, 40)])


Scene = Callable[[ScenePainter, QRectF], None]

SCENES: dict[str, tuple[Scene, float]] = {
    "banakil": (_banakil, 0.5),
    "cap_it_rummy": (_cap_it, 0.36),
    "bain_hand_and_foot": (_hand_and_foot, 0.42),
    "banapples": (_banapples, 0.3),
}
"""Game id → (painter, card height as a share of the scene's height)."""


def paint_felt(painter: QPainter, rect: QRectF) -> None:
    """A lit patch of felt: the table under a lamp."""
    light = QRadialGradient(rect.center() - QPointF(0, rect.height() * 0.25),
                            max(rect.width(), rect.height()) * 0.8)
    light.setColorAt(0.0, FELT.lighter(118))
    light.setColorAt(0.6, FELT)
    light.setColorAt(1.0, FELT_DEEP)
    painter.fillRect(rect, light)


def render_scene(game_id: str, art: DeckArt, size: QSize, dpr: float) -> QPixmap:
    """The scene of a game at `size` logical pixels, felt included, ready to blit."""
    image = QImage(max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    rect = QRectF(0, 0, size.width(), size.height())
    paint_felt(painter, rect)
    scene, share = SCENES.get(game_id, (_generic, 0.5))
    card_height = rect.height() * share
    scene(ScenePainter(painter, art, card_height / CARD_ASPECT, dpr), rect)
    painter.end()
    return QPixmap.fromImage(image)
