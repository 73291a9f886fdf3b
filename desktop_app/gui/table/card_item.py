"""One card on the table: a QGraphicsObject keyed by card id, painted from cached pixmaps."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Property, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmapCache
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..guard import guarded
from .deck_art import Back, DeckArt
from .metrics import CARD_ASPECT

if TYPE_CHECKING:
    from ...games.base import AnyCard

SELECT_COLOUR = QColor(255, 236, 140)
HINT_COLOUR = QColor(120, 230, 255)
FOCUS_COLOUR = QColor(255, 255, 255)
"""The keyboard's place in the hand: a dashed white ring, unlike the hint's soft cyan glow."""
MARK_COLOURS = {"played": QColor(255, 140, 66), "received": QColor(120, 214, 120)}
"""Last-move marks (`last_moves.Mark`): a small dot under the corner index, orange for a card
another seat just played, green for one the viewer just received: unlike the hint's cyan glow."""
SHADOW_COLOUR = QColor(0, 0, 0, 70)
ACCENTS = {Back.RED: QColor(163, 33, 43), Back.BLUE: QColor(29, 70, 144),
           Back.GREEN: QColor(34, 107, 54), Back.YELLOW: QColor(217, 161, 14)}
"""A face shows its deck's back colour as a thin inner border (Banapples: whose card it is
decides who scores it, BA-08); the default back has none."""


CARD_CACHE_KB = 96 * 1024
"""Qt's pixmap cache (10 MB by default) holds each item's painted picture: 216 cards of a Hand
and Foot table at 1080p need about 15 MB, so the table raises it (`ensure_card_cache`)."""


def ensure_card_cache() -> None:
    if QPixmapCache.cacheLimit() < CARD_CACHE_KB:
        QPixmapCache.setCacheLimit(CARD_CACHE_KB)


class CardItem(QGraphicsObject):
    """A card. `key` is the card's code (``QS#1``) or ``hidden/<n>`` for a card whose face this
    screen does not know; `width` is animatable so cards can grow or shrink as they travel."""

    def __init__(self, key: str, card: AnyCard | None, art: DeckArt, width: float,
                 back: Back = Back.DEFAULT) -> None:
        super().__init__()
        self.key = key
        self.card = card
        self.art = art
        self.back = back
        self._width = width
        self._bounds = self._bounds_for(width)
        self._face_up = card is not None
        self._flip = 0.0
        self._flip_to: bool | None = None
        self.zone = ""
        self.selected = False
        self.hinted = False
        self.focused = False
        self.lifted = False
        self.dimmed = False
        self.mark: Any = None
        """A last-move mark (`last_moves.Mark`), or None."""
        self.art_width: float | None = None
        """While the width animates: paint the art of this width (the one it will rest at),
        scaled, instead of rendering the SVG at every size in between."""
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        # Qt keeps the painted card and moves it without calling paint() again: Python paints
        # only when a card changes (size, face, selection), never per animation frame. The
        # cache must hold a whole table (see CARD_CACHE_KB), or it thrashes.
        self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)
        self.setTransformOriginPoint(QPointF(width / 2, width * CARD_ASPECT / 2))

    # ---------------------------------------------------------------- geometry

    def _get_width(self) -> float:
        return self._width

    def _set_width(self, width: float) -> None:
        if abs(width - self._width) > 0.01:
            self.prepareGeometryChange()
            self._width = width
            self._bounds = self._bounds_for(width)
            # A crosswise card turns about its centre.
            self.setTransformOriginPoint(QPointF(width / 2, width * CARD_ASPECT / 2))
            self.update()

    width = property(_get_width, _set_width)
    card_width = Property(float, _get_width, _set_width)
    """The width as Qt animates it: QGraphicsObject has a "width" property of its own, which
    an animation of b"width" would drive instead (the card would keep its size)."""

    def start_growth(self, width: float) -> None:
        """Travel towards `width` by scaling: the card takes its resting width (painted once,
        at the size it rests at) and is shown scaled to its present size; Qt scales the
        cached picture while `scale` animates to 1, and paint() is not called per frame."""
        shown = self._width
        self._set_width(width)
        self.setCacheMode(QGraphicsObject.CacheMode.ItemCoordinateCache)
        self.setTransformOriginPoint(QPointF(0, 0))  # it grows from its corner, as it flies
        self.setScale(shown / width)

    def end_growth(self) -> None:
        """Back to rest: full scale, turning about the centre, cached at device resolution
        (one sharp repaint)."""
        if self.scale() != 1.0 or \
                self.cacheMode() is not QGraphicsObject.CacheMode.DeviceCoordinateCache:
            self.setScale(1.0)
            self.setTransformOriginPoint(QPointF(self._width / 2, self.height / 2))
            self.setCacheMode(QGraphicsObject.CacheMode.DeviceCoordinateCache)

    @property
    def height(self) -> float:
        return self._width * CARD_ASPECT

    @staticmethod
    def _bounds_for(width: float) -> QRectF:
        margin = 6.0
        return QRectF(-margin, -margin, width + 2 * margin, width * CARD_ASPECT + 2 * margin)

    def boundingRect(self) -> QRectF:
        # Qt asks for this thousands of times per move while painting and indexing: keep it
        # ready rather than building it in Python at every call.
        return self._bounds

    def card_rect(self) -> QRectF:
        """The card's rectangle in the scene (the crosswise box of a turned card)."""
        if self.rotation():
            return self.mapRectToScene(QRectF(0, 0, self._width, self.height))
        return QRectF(self.pos(), QRectF(0, 0, self._width, self.height).size())

    def center(self) -> QPointF:
        return self.pos() + QPointF(self._width / 2, self.height / 2)

    # ---------------------------------------------------------------- faces

    @property
    def face_up(self) -> bool:
        return self._face_up

    def reveal(self, card: AnyCard | None) -> None:
        """Learn (or forget) which card this is; the face shows once it is turned up."""
        self.card = card
        self.update()

    def set_face_up(self, face_up: bool) -> None:
        shown = face_up and self.card is not None
        if shown == self._face_up and self._flip_to is None:
            self._flip = 0.0  # not turning: paint() does not look at it
            return  # as it is: repainting would throw away the cached picture for nothing
        self._face_up = shown
        self._flip = 0.0
        self._flip_to = None
        self.update()

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        """Turning over: the card narrows to an edge and widens again showing its other side."""
        self._flip = value
        if value >= 0.5 and self._flip_to is not None:
            self._face_up = self._flip_to and self.card is not None
            self._flip_to = None
        self.update()

    flip = Property(float, _get_flip, _set_flip)

    def prepare_flip(self, face_up: bool) -> bool:
        """Arm a flip animation to `face_up`; False when nothing would change."""
        target = face_up and self.card is not None
        if target == self._face_up:
            return False
        self._flip_to = target
        self._flip = 0.0
        return True

    # ---------------------------------------------------------------- paint

    @guarded
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        w, h = self._width, self.height
        squeeze = abs(math.cos(math.pi * self._flip)) if self._flip_to is not None else 1.0
        painter.save()
        if squeeze < 0.999:
            painter.translate(w / 2, 0)
            painter.scale(max(squeeze, 0.02), 1.0)
            painter.translate(-w / 2, 0)
        radius = w * 0.06
        if self.lifted:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(SHADOW_COLOUR)
            painter.drawRoundedRect(QRectF(4, 6, w, h), radius, radius)
        ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
        art_w = self.art_width if self.art_width else w
        size = QSize(max(1, round(art_w)), max(1, round(art_w * CARD_ASPECT)))
        if self._face_up and self.card is not None:
            pixmap = self.art.card(self.card, size, ratio, ACCENTS.get(self.back))
        else:
            pixmap = self.art.back(self.back, size, ratio)
        if abs(art_w - w) > 0.5:
            painter.drawPixmap(QRectF(0, 0, w, h), pixmap, QRectF(pixmap.rect()))
        else:
            painter.drawPixmap(QPointF(0, 0), pixmap)
        if self.dimmed:
            path = QPainterPath()
            path.addRoundedRect(QRectF(0, 0, w, h), radius, radius)
            painter.fillPath(path, QColor(0, 0, 0, 90))
        outline = SELECT_COLOUR if self.selected else HINT_COLOUR if self.hinted else None
        if outline is not None:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            glow = QColor(outline)
            glow.setAlpha(110)
            painter.setPen(QPen(glow, 6))
            painter.drawRoundedRect(QRectF(-1, -1, w + 2, h + 2), radius, radius)
            painter.setPen(QPen(outline, 2.2))
            painter.drawRoundedRect(QRectF(0.5, 0.5, w - 1, h - 1), radius, radius)
        mark_colour = MARK_COLOURS.get(getattr(self.mark, "value", ""))
        if mark_colour is not None:
            # A dot under the corner index, in the strip a fanned hand leaves in view, clear of
            # the rank, the glow and the focus ring.
            size = max(7.0, w * 0.15)
            painter.setPen(QPen(QColor(255, 255, 255), max(1.2, w * 0.02)))
            painter.setBrush(mark_colour)
            painter.drawEllipse(QRectF(w * 0.05, h * 0.36, size, size))
        if self.focused:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(FOCUS_COLOUR, 2.0, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(QRectF(-3.5, -3.5, w + 7, h + 7), radius + 3, radius + 3)
        painter.restore()
