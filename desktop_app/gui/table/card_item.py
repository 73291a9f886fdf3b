"""One card on the table: a QGraphicsObject keyed by card id, painted from cached pixmaps."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import (
    Property,
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSize,
    Qt,
)
from PySide6.QtGui import (
    QColor,
    QGuiApplication,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPixmapCache,
    QTransform,
    QVector3D,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPixmapItem,
    QGraphicsScale,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..guard import guarded
from .deck_art import Back, DeckArt, PixmapKey
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


CARD_CACHE_KB = 32 * 1024
"""Qt's pixmap cache (10 MB by default) holds the painted picture of each card that shows
more than its art (selected, hinted, focused, marked, lifted, dimmed or turned): a few dozen
at most, about 230 KB each at the largest card size. A plain card shows its art itself and
caches nothing (see CardItem)."""


def ensure_card_cache() -> None:
    if QPixmapCache.cacheLimit() < CARD_CACHE_KB:
        QPixmapCache.setCacheLimit(CARD_CACHE_KB)


def _device_pixel_ratio(item: QGraphicsItem) -> float:
    """The pixel ratio of the screen the item's scene is shown on (the main screen's while
    it is not shown)."""
    scene = item.scene()
    views = scene.views() if scene is not None else []
    if views:
        return views[0].devicePixelRatioF()
    screen = QGuiApplication.primaryScreen()
    return screen.devicePixelRatio() if screen is not None else 1.0


def _look(name: str, doc: str) -> property:
    """An attribute that changes how the card looks: setting it to a new value repaints."""
    private = f"_{name}"

    def get(self: CardItem) -> Any:
        return getattr(self, private)

    def set_(self: CardItem, value: Any) -> None:
        if getattr(self, private) != value:
            setattr(self, private, value)
            self.update()

    return property(get, set_, doc=doc)


class CardItem(QGraphicsObject):
    """A card. `key` is the card's code (``QS#1``) or ``hidden/<n>`` for a card whose face this
    screen does not know; `width` is animatable so cards can grow or shrink as they travel.

    Most cards on a table show nothing but their art, untransformed: such a card paints
    nothing itself (it has no contents) and a child pixmap item shows the art pixmap that
    `DeckArt` keeps, shared, so a repaint runs no Python and caches no copy. A card that
    shows more (selection, hint, focus, mark, shadow, dimming) or is turned, squeezed or
    scaled paints itself in `paint()`, cached by Qt at device resolution while it is still.
    Anything that changes how the card looks goes through `update()`.

    A card setting off on a flight to another width, or turning over, wants art it may not
    have yet (a deal's new faces, a hand squeezed to a new width): rather than render it all
    in the pass that starts the flight, it asks `DeckArt.bake` for it, a few pictures per
    pass, and meanwhile shows the art it had, stretched to its new width (it is being
    resampled under its scale anyway). It lands with its own art, rendered then at the
    latest."""

    def __init__(self, key: str, card: AnyCard | None, art: DeckArt, width: float,
                 back: Back = Back.DEFAULT) -> None:
        super().__init__()
        self.key = key
        self._card = card
        self.art = art
        self._back = back
        self._width = width
        self._bounds = self._bounds_for(width)
        self._face_up = card is not None
        self._flip_to: bool | None = None
        self._squeeze: QGraphicsScale | None = None
        """Narrows the card as it turns over (`flip_animation`), while it does."""
        self._growing = False
        self._turning = False
        self._art_width: float | None = None
        self._selected = self._hinted = self._focused = self._lifted = self._dimmed = False
        self._mark: Any = None
        self.zone = ""
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._art_item = QGraphicsPixmapItem(self)
        self._art_item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._art_item.setShapeMode(QGraphicsPixmapItem.ShapeMode.BoundingRectShape)
        self._rotated = False
        self._art_stale = False
        self._drawn: bool | None = None
        """True: paint() draws the card; False: the art item shows it (None: not yet set)."""
        self._stand_in: tuple[tuple[object, ...], QPixmap] | None = None
        """On a flight: the last art shown and which side it shows (`_side`), shown
        stretched while the art of the new width is rendered (`DeckArt.bake`)."""
        self.setTransformOriginPoint(QPointF(width / 2, width * CARD_ASPECT / 2))
        self._restyle()

    # ---------------------------------------------------------------- looks

    card = _look("card", "The card shown, or None for one this screen does not know.")
    back = _look("back", "Which back a face-down card shows.")
    selected = _look("selected", "Picked by the viewer: a yellow glow.")
    hinted = _look("hinted", "Suggested by the hint: a soft cyan glow.")
    focused = _look("focused", "The keyboard stands on it: a dashed white ring.")
    lifted = _look("lifted", "Being dragged: it casts a shadow.")
    dimmed = _look("dimmed", "Not available now: shaded.")
    mark = _look("mark", "A last-move mark (`last_moves.Mark`), or None.")
    art_width = _look("art_width", "While the width animates: paint the art of this width "
                      "(the one it will rest at), scaled, rather than render every size between.")

    def update(self, *rect: Any) -> None:
        """Show the card as it now is (overrides QGraphicsItem.update, which every caller
        that changes what the card shows calls): the art item's pixmap, or paint() again."""
        self._restyle()
        super().update(*rect)

    def _restyle(self, defer: bool = False) -> bool:
        """Choose who shows the card (see the class) and give the art item its pixmap;
        whether anything changed. With `defer`, art not rendered yet is asked for ahead and
        the art shown so far stands in, stretched (see the class)."""
        # A card that grows or shrinks as it flies (its `scale` animates) stays plain: the art
        # item, resampled smoothly by Qt under the card's scale, shows it with no Python per
        # frame (painting it in paint() cost ~0.3 ms a card a frame during a deal).
        plain = not (self._selected or self._hinted or self._focused or self._lifted
                     or self._dimmed or self._turning or self._art_width is not None
                     or MARK_COLOURS.get(getattr(self._mark, "value", "")) is not None
                     or self.rotation())
        self._rotated = bool(self.rotation())
        smooth = (Qt.TransformationMode.SmoothTransformation
                  if self._growing or self.scale() != 1.0 or self._squeeze_on()
                  else Qt.TransformationMode.FastTransformation)
        if self._art_item.transformationMode() is not smooth:
            self._art_item.setTransformationMode(smooth)
        changed = False
        self._art_stale = plain and not self.isVisible()
        if plain and not self._art_stale:  # a hidden card renders no art (see setVisible)
            ratio = _device_pixel_ratio(self)
            pixmap = self._art_pixmap(self._width, ratio, defer=defer)
            if pixmap is None:  # asked for ahead: the art it showed stands in, stretched
                pixmap = self._stand_in_for(self._art_item.pixmap())
            stretch = QTransform()
            if pixmap is None:
                pixmap = self._art_pixmap(self._width, ratio)
                assert pixmap is not None
            elif not self._fits(pixmap, self._width):
                size = pixmap.deviceIndependentSize()
                stretch = QTransform.fromScale(self._width / size.width(),
                                               self.height / size.height())
            if self._art_item.transform() != stretch:
                self._art_item.setTransform(stretch)
                changed = True
            if self._art_item.pixmap().cacheKey() != pixmap.cacheKey():
                self._art_item.setPixmap(pixmap)
                changed = True
        if self._drawn is None or self._drawn is plain:  # a change of hands, or the first
            self._drawn = not plain
            if not plain:
                shown = self._art_item.pixmap()
                if not shown.isNull() and self._fits(shown, self._width):
                    self._stand_in = (self._side(), shown)
                self._art_item.setPixmap(QPixmap())  # paint() draws it: let go of the art
                self._art_item.setTransform(QTransform())
            self._art_item.setVisible(plain)
            self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, plain)
            changed = True
        mode = (QGraphicsItem.CacheMode.NoCache if plain or self._growing
                else QGraphicsItem.CacheMode.DeviceCoordinateCache)
        if self.cacheMode() is not mode:
            self.setCacheMode(mode)
            changed = True
        return changed

    def setVisible(self, visible: bool) -> None:
        """Show or hide the card; a card covered in a pile gets its art once it shows."""
        super().setVisible(visible)
        if visible and self._art_stale:
            self._restyle()

    @property
    def travelling(self) -> bool:
        """On its way somewhere: growing, turning, turning over or painted at another width
        (landing puts it at rest: `end_growth`, `set_face_up`)."""
        return (self._growing or self._turning or self._flip_to is not None
                or self._art_width is not None or self._squeeze_on())

    def shown_art(self) -> QPixmap | None:
        """The art pixmap the card shows as it is, unscaled; None while paint() draws it."""
        return None if self._drawn else self._art_item.pixmap()

    def _side(self, face_up: bool | None = None) -> tuple[object, ...]:
        """Which picture the card shows (or would show `face_up`), whatever its size."""
        up = self._face_up if face_up is None else face_up
        return ("face", self._card, self._back) if up and self._card is not None \
            else ("back", self._back)

    @staticmethod
    def _fits(pixmap: QPixmap, width: float) -> bool:
        return pixmap.width() == round(max(1, round(width)) * pixmap.devicePixelRatio())

    def _stand_in_for(self, shown: QPixmap) -> QPixmap | None:
        """Art of this card's side, of any width, to show stretched until its own is ready:
        what the art item shows, or the last art shown on this flight."""
        side = self._side()
        if self._stand_in is not None and self._stand_in[0] == side:
            return self._stand_in[1]
        if not shown.isNull() and self._stand_in is None:
            return shown
        return None

    def _art_pixmap(self, width: float, ratio: float, defer: bool = False,
                    face_up: bool | None = None) -> QPixmap | None:
        """The art (face or back, or the side `face_up` says) for a card `width` wide, from
        the shared cache, rendered now if need be. With `defer`, art not rendered yet is
        asked for ahead (`DeckArt.bake`; the card looks again once it is ready) and None
        comes back."""
        size = QSize(max(1, round(width)), max(1, round(width * CARD_ASPECT)))
        art, card, back = self.art, self._card, self._back
        up = self._face_up if face_up is None else face_up
        if up and card is not None:
            accent = ACCENTS.get(back)
            if not defer:
                return art.card(card, size, ratio, accent)
            key: PixmapKey = art.card_key(card, size, ratio, accent)
            pixmap = art.cached(key)
            if pixmap is None:
                art.bake(key, lambda: art.card(card, size, ratio, accent), self._baked)
            return pixmap
        if not defer:
            return art.back(back, size, ratio)
        key = art.back_key(back, size, ratio)
        pixmap = art.cached(key)
        if pixmap is None:
            art.bake(key, lambda: art.back(back, size, ratio), self._baked)
        return pixmap

    def _baked(self) -> None:
        """Art asked for ahead is ready: show it (if the card still wants it)."""
        if not shiboken6.isValid(self):
            return  # the card left the table meanwhile
        if self._drawn or self._restyle(defer=True):
            super().update()

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
            if self._squeeze_on():
                assert self._squeeze is not None
                self._squeeze.setOrigin(QVector3D(width / 2, 0, 0))
            self.update()

    width = property(_get_width, _set_width)
    card_width = Property(float, _get_width, _set_width)
    """The width as Qt animates it: QGraphicsObject has a "width" property of its own, which
    an animation of b"width" would drive instead (the card would keep its size)."""

    def start_growth(self, width: float) -> None:
        """Travel towards `width` by scaling: the card takes its resting width (its art is
        rendered once, at the size it rests at) and is shown scaled to its present size
        while `scale` animates to 1. The art item shows it meanwhile, resampled smoothly
        (the view itself does not smooth pixmaps: see TableView)."""
        shown = self._width
        self._growing = True
        if abs(width - self._width) > 0.01:
            shown_art = self._art_item.pixmap()
            if self._stand_in is None and not shown_art.isNull():
                self._stand_in = (self._side(), shown_art)
            self.prepareGeometryChange()
            self._width = width
            self._bounds = self._bounds_for(width)
        self.setTransformOriginPoint(QPointF(0, 0))  # it grows from its corner, as it flies
        self.setScale(shown / width)
        # The art of its new width is asked for ahead: until it is ready the art it had
        # stands in, stretched.
        self._restyle(defer=True)
        super().update()

    def start_turn(self) -> None:
        """It is about to turn (to or from crosswise): painted by paint(), smoothly, on the
        way."""
        self._turning = True
        self.update()

    def end_growth(self) -> None:
        """Back to rest: full scale, turning about the centre, shown as it rests (the art
        item, or paint() cached at device resolution: one sharp repaint)."""
        travelled = self._growing or self._turning or self.scale() != 1.0
        if travelled:
            self.setScale(1.0)
            self.setTransformOriginPoint(QPointF(self._width / 2, self.height / 2))
            self._growing = self._turning = False
        self._stand_in = None  # at rest: its own art from now on
        # Every card lands here after every layout: only one that changed looks again.
        if (travelled or bool(self.rotation()) != self._rotated) and self._restyle():
            super().update()

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

    def set_face_up(self, face_up: bool) -> None:
        self._unsqueeze()
        shown = face_up and self.card is not None
        if shown == self._face_up and self._flip_to is None:
            return  # as it is: repainting would throw away the cached picture for nothing
        self._face_up = shown
        self._flip_to = None
        self.update()

    def prepare_flip(self, face_up: bool) -> bool:
        """Arm a flip to `face_up` (`flip_animation` plays it); False when nothing would
        change."""
        self._unsqueeze()
        target = face_up and self.card is not None
        if target == self._face_up:
            return False
        self._flip_to = target
        # Both sides at the width it flies at, asked for ahead: the side it turns to shows
        # half-way.
        ratio = _device_pixel_ratio(self)
        self._art_pixmap(self._art_width or self._width, ratio, defer=True)
        self._art_pixmap(self._art_width or self._width, ratio, defer=True, face_up=target)
        self.update()
        return True

    def flip_animation(self, duration: int) -> QPropertyAnimation:
        """The turn over `prepare_flip` armed, `duration` ms long: the card narrows to an edge
        about its middle (its width follows cos(pi t / duration)) and, half-way, lies with its
        other side up at full width. Qt narrows it (a QGraphicsScale on the card, animated
        in C++): no Python runs per frame, only once half-way."""
        squeeze = self._squeeze
        if squeeze is None:
            squeeze = self._squeeze = QGraphicsScale(self)
        squeeze.setOrigin(QVector3D(self._width / 2, 0, 0))
        squeeze.setXScale(1.0)
        self.setTransformations([squeeze])
        self._restyle()  # resampled smoothly while narrowed
        narrow = QPropertyAnimation(squeeze, b"xScale")
        narrow.setStartValue(1.0)
        narrow.setEndValue(0.0)
        narrow.setDuration(max(1, duration // 2))
        narrow.setEasingCurve(QEasingCurve.Type.InSine)  # 1 - (1 - cos): cos(pi t / duration)
        narrow.finished.connect(self._turned_over)
        return narrow

    def _turned_over(self) -> None:
        """Half-way through a flip: the other side shows, at full width."""
        if not shiboken6.isValid(self):
            return
        self._unsqueeze()
        if self._flip_to is not None:
            self._face_up = self._flip_to and self.card is not None
            self._flip_to = None
        self.update()

    def _squeeze_on(self) -> bool:
        return self._squeeze is not None and bool(self.transformations())

    def _unsqueeze(self) -> None:
        if self._squeeze_on():
            assert self._squeeze is not None
            self._squeeze.setXScale(1.0)
            self.setTransformations([])

    # ---------------------------------------------------------------- paint

    @guarded
    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        w, h = self._width, self.height
        painter.save()
        # A narrowed (turning over: see flip_animation), scaled, turned or off-grid card
        # resamples its art smoothly; the view leaves the hint off so that Qt blits the
        # cached cards untouched (and fast).
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        radius = w * 0.06
        if self.lifted:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(SHADOW_COLOUR)
            painter.drawRoundedRect(QRectF(4, 6, w, h), radius, radius)
        ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
        art_w = self.art_width if self.art_width else w
        travelling = self._growing or self._turning or self._flip_to is not None
        pixmap = self._art_pixmap(art_w, ratio, defer=travelling)
        if pixmap is None:  # asked for ahead: the art shown last stands in, stretched
            side = self._side()
            if self._stand_in is not None and self._stand_in[0] == side:
                pixmap = self._stand_in[1]
            else:
                pixmap = self._art_pixmap(art_w, ratio)
        elif travelling:
            self._stand_in = (self._side(), pixmap)
        assert pixmap is not None
        if abs(art_w - w) > 0.5 or not self._fits(pixmap, art_w):
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
