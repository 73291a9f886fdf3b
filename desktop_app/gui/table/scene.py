"""The table scene: felt, zone outlines, card items and the mouse (drag and drop inside the
scene, not QDrag). Which drags are allowed and what a drop means is asked of a `TableInput`."""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Protocol

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QLinearGradient,
    QPainter,
    QPen,
    QPixmap,
    QRadialGradient,
    QTransform,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..font_scale import points
from ..guard import guarded
from .card_item import CardItem, ensure_card_cache
from .felt import FELT, FELTS
from .piles import PileSpec, label_text

ZONE_FILL = QColor(255, 255, 255, 16)
ZONE_LINE = QColor(255, 255, 255, 38)
ZONE_GLOW = QColor(255, 240, 170, 150)
LABEL_COLOUR = QColor(232, 244, 238, 210)
TEXT_COLOUR = QColor(255, 233, 168, 225)
DRAG_Z = 100_000
"""Dragged cards ride above everything, cards in flight included."""


class TableInput(Protocol):
    """What the scene asks of whoever runs the game."""

    def drag_group(self, item: CardItem) -> list[CardItem] | None:
        """The cards that move when `item` is dragged, or None if it may not be dragged."""

    def drop_zones(self, group: list[CardItem]) -> list[str]:
        """Zones that accept this group (they glow while it hovers)."""

    def dropped(self, group: list[CardItem], zone: str | None, scene_pos: QPointF) -> None:
        """The group was released over `zone` (None: over nothing)."""

    def clicked(self, item: CardItem | None, zone: str | None, double: bool) -> None:
        """A click (no drag) on a card or an empty zone."""


def _felt_texture(cloth: QColor = FELT, seed: int = 7) -> QPixmap:
    """A faint woven texture, drawn once per colour (LOOK.md: drawn, not a photo)."""
    size = 96
    pixmap = QPixmap(size, size)
    pixmap.fill(cloth)
    painter = QPainter(pixmap)
    rng = random.Random(seed)
    for y in range(0, size, 2):
        shade = 6 if (y // 2) % 2 else -6
        painter.setPen(QColor(255, 255, 255, 7) if shade > 0 else QColor(0, 0, 0, 10))
        painter.drawLine(0, y, size, y)
    for x in range(0, size, 3):
        painter.setPen(QColor(0, 0, 0, 7))
        painter.drawLine(x, 0, x, size)
    for _ in range(900):
        painter.setPen(QColor(255, 255, 255, rng.randrange(3, 12)) if rng.random() < 0.5
                       else QColor(0, 0, 0, rng.randrange(4, 14)))
        painter.drawPoint(rng.randrange(size), rng.randrange(size))
    painter.end()
    return pixmap


def pill_font(area_width: float) -> QFont:
    """The font of the marker under a pile `area_width` wide (shared: do not change it)."""
    return _pill_type(area_width)[0]


def _pill_type(area_width: float) -> tuple[QFont, QFontMetricsF, float]:
    """The pill's font, its metrics and a pill's height, made once per pile width and
    application font (the player's system font size can change while the app runs)."""
    return _pill_type_in(area_width, QGuiApplication.font().key())


@lru_cache(maxsize=256)
def _pill_type_in(area_width: float, _app_font: str) -> tuple[QFont, QFontMetricsF, float]:
    font = QFont()
    font.setPointSizeF(max(7.0, min(10.0, area_width * 0.05 + 5.5)))
    font.setWeight(QFont.Weight.Bold)
    metrics = QFontMetricsF(font)
    return font, metrics, metrics.height() + 2


def pill_width(text: str, area_width: float) -> float:
    """How wide the marker `text` is drawn under a pile `area_width` wide (a layout keeps
    neighbouring markers apart with it)."""
    return _pill_width_in(text, area_width, QGuiApplication.font().key()) if text else 0.0


@lru_cache(maxsize=4096)
def _pill_width_in(text: str, area_width: float, app_font: str) -> float:
    return _pill_type_in(area_width, app_font)[1].horizontalAdvance(text) + 14


class ZoneFrame(QGraphicsItem):
    """A subtle lighter rounded rectangle with a small label (who owns it, what it is), and
    where the spec asks, large words inside it and a coloured pill under it.

    The item has no contents of its own: outline, label and pill change only when the layout
    does, so the scene paints the frame's `picture()` into the felt, which the view caches
    (a repaint of the table then costs nothing per frame, and no picture is kept: the felt
    holds it). The item stays for its tooltip and its place in the scene; a change repaints
    only its own part of the felt."""

    def __init__(self, spec: PileSpec) -> None:
        super().__init__()
        self.spec = spec
        self.area = QRectF(spec.rect)
        self._bounds = self._measure()
        self._glow = False
        self._focused = False
        self.setToolTip(spec.tooltip)
        self.setZValue(-10)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)

    @property
    def glow(self) -> bool:
        """A drag hovers over this zone and may drop here."""
        return self._glow

    @glow.setter
    def glow(self, on: bool) -> None:
        if on != self._glow:
            self._glow = on
            self.refresh()

    @property
    def focused(self) -> bool:
        """The keyboard stands on this zone (an empty one, or one without a card to stop at):
        a dashed white ring, as on a focused card."""
        return self._focused

    @focused.setter
    def focused(self, on: bool) -> None:
        if on != self._focused:
            self._focused = on
            self.refresh()

    def set_area(self, spec: PileSpec, area: QRectF) -> None:
        if spec == self.spec and area == self.area:
            return  # nothing to repaint
        self.refresh()  # where it was
        self.prepareGeometryChange()
        if spec.tooltip != self.spec.tooltip:
            self.setToolTip(spec.tooltip)
        self.spec = spec
        self.area = QRectF(area)
        self._bounds = self._measure()
        self.refresh()  # where it is

    def refresh(self) -> None:
        """Repaint the felt under the frame: the rows it spans, edge to edge. The felt's
        gradients are drawn span by span, each colour stepped on from the span's first pixel:
        a strip that starts at the left edge gets the very pixels a whole new felt would (a
        table must look the same whatever it showed before, e.g. to show nothing hidden)."""
        scene = self.scene()
        if scene is not None:
            rows = self.sceneBoundingRect()
            whole = scene.sceneRect()
            scene.invalidate(QRectF(whole.left(), rows.top(), whole.width(), rows.height()),
                             QGraphicsScene.SceneLayer.BackgroundLayer)

    def picture(self, device_pixel_ratio: float, part: QRectF) -> tuple[QPoint, QPixmap]:
        """The frame's `part` (a scene rectangle) painted at device resolution, and where
        its top left goes: whole pixels, the frame keeping its fractional place inside the
        picture, as Qt's device cache did (the felt gets the same pixels)."""
        box = self.sceneBoundingRect().toAlignedRect().adjusted(-1, -1, 1, 1)
        box = box.intersected(part.toAlignedRect())
        pixmap = QPixmap(box.size() * device_pixel_ratio)
        pixmap.setDevicePixelRatio(device_pixel_ratio)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing
                               | QPainter.RenderHint.TextAntialiasing)
        painter.translate(-QPointF(box.topLeft()) + self.pos())
        self.paint(painter, QStyleOptionGraphicsItem(), None)
        painter.end()
        return box.topLeft(), pixmap

    def boundingRect(self) -> QRectF:
        return self._bounds

    def _measure(self) -> QRectF:
        """The outline, the whole label over it (wider than a narrow zone if need be, else its
        old text stays on screen when it changes) and the pill under it."""
        bounds = self.area.adjusted(-8, -30, 8, 8)
        text = self._label_text()
        if text:
            width = max(QFontMetricsF(self._label_font()).horizontalAdvance(text) + 24,
                        self.area.width() + 20, 236)
            align = self.spec.label_align
            left = (self.area.right() - width + 10 if align == "right" else
                    self.area.center().x() - width / 2 if align == "center" else
                    self.area.left() - 10)
            bounds = bounds.united(QRectF(left, self.area.top() - 30, width, 30))
        if self.spec.pill:
            centre = self.area.center().x()
            bounds = bounds.united(QRectF(centre - 110, self.area.bottom(), 220, 34))
        return bounds

    def _label_text(self) -> str:
        return label_text(self.spec.label, self.spec.badge)

    def _label_font(self) -> QFont:
        font = QFont()
        font.setPointSizeF(points(max(8.0, min(12.0, self.area.height() * 0.075 + 6))))
        font.setWeight(QFont.Weight.DemiBold)
        return font

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.area.adjusted(-5, -5, 5, 5)
        if self.spec.framed or self.glow:
            painter.setPen(QPen(ZONE_GLOW if self.glow else ZONE_LINE, 2.5 if self.glow else 1.2))
            painter.setBrush(QColor(255, 240, 170, 28) if self.glow else ZONE_FILL)
            painter.drawRoundedRect(rect, 10, 10)
        if self.focused:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(255, 255, 255), 2.0, Qt.PenStyle.DashLine))
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 12, 12)
        if self.spec.text:
            self._paint_text(painter, rect)
        text = self._label_text()
        if text:
            painter.setFont(self._label_font())
            colour = self.spec.tags.get("label_colour")
            painter.setPen(QColor(colour) if colour else LABEL_COLOUR)
            label_rect, flag = self._label_box()
            painter.drawText(label_rect, flag | Qt.AlignmentFlag.AlignVCenter, text)
        if self.spec.pill:
            self._paint_pill(painter, rect)

    def _label_box(self) -> tuple[QRectF, Qt.AlignmentFlag]:
        """Where the label is drawn over the outline, and how it is aligned in that box."""
        rect = self.area.adjusted(-5, -5, 5, 5)
        width = self._bounds.width() - 12
        align = self.spec.label_align
        if align == "right":
            return (QRectF(rect.right() - 4 - width, rect.top() - 22, width, 20),
                    Qt.AlignmentFlag.AlignRight)
        if align == "center":
            return (QRectF(rect.center().x() - width / 2, rect.top() - 22, width, 20),
                    Qt.AlignmentFlag.AlignHCenter)
        return QRectF(rect.left() + 4, rect.top() - 22, width, 20), Qt.AlignmentFlag.AlignLeft

    def label_rect(self) -> QRectF | None:
        """The scene rectangle the label's words cover (None: no label), so that a layout
        can be checked for labels hidden under cards or other labels."""
        text = self._label_text()
        if not text:
            return None
        box, flag = self._label_box()
        metrics = QFontMetricsF(self._label_font())
        wide = metrics.horizontalAdvance(text)
        height = metrics.height()
        left = (box.right() - wide if flag == Qt.AlignmentFlag.AlignRight else
                box.center().x() - wide / 2 if flag == Qt.AlignmentFlag.AlignHCenter else
                box.left())
        return QRectF(left, box.center().y() - height / 2, wide, height)

    def pill_rect(self) -> QRectF | None:
        """The scene rectangle of the pill under the pile (None: none)."""
        if not self.spec.pill:
            return None
        width = pill_width(self.spec.pill, self.area.width())
        height = _pill_type(self.area.width())[2]
        rect = self.area.adjusted(-5, -5, 5, 5)
        return QRectF(rect.center().x() - width / 2, rect.bottom() + 2, width, height)

    def _paint_text(self, painter: QPainter, rect: QRectF) -> None:
        """The spec's words, as large as the zone allows (up to two lines)."""
        inner = rect.adjusted(8, 4, -8, -4)
        font = QFont()
        font.setWeight(QFont.Weight.DemiBold)
        lines = self.spec.text.count("\n") + 1
        size = max(9.0, min(30.0, inner.height() * 0.3 / lines ** 0.5))
        flags = int(Qt.AlignmentFlag.AlignCenter)
        while True:  # shrink to fit on the given lines; wrap only below a legible size
            font.setPixelSize(round(size))
            bounds = QFontMetricsF(font).boundingRect(inner, flags, self.spec.text)
            if bounds.width() <= inner.width() and bounds.height() <= inner.height():
                break
            if size <= 12.0 and not flags & Qt.TextFlag.TextWordWrap:
                flags |= Qt.TextFlag.TextWordWrap
                size = max(9.0, min(30.0, inner.height() * 0.3))
                continue
            if size <= 9.0:
                break
            size -= 1.0
        painter.setFont(font)
        painter.setPen(TEXT_COLOUR)
        painter.drawText(inner, flags, self.spec.text)

    def _paint_pill(self, painter: QPainter, rect: QRectF) -> None:
        """The spec's marker, centred under the pile, dark text on light colours."""
        painter.setFont(pill_font(self.area.width()))
        pill = self.pill_rect()
        assert pill is not None
        height = pill.height()
        colour = QColor(self.spec.pill_colour)
        painter.setPen(QPen(colour.lighter(130), 1))
        painter.setBrush(colour)
        painter.drawRoundedRect(pill, height / 2, height / 2)
        painter.setPen(QColor(20, 28, 26) if colour.lightnessF() > 0.55
                       else QColor(250, 246, 236))
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, self.spec.pill)


class TableScene(QGraphicsScene):
    """One scene per table. Piles and items are placed by the session; the scene draws the
    felt, keeps the zone frames, and turns mouse gestures into `TableInput` calls."""

    status = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        ensure_card_cache()
        self._felt = FELTS["teal"]
        self._texture = _felt_texture()
        self.frames: dict[str, ZoneFrame] = {}
        self.input: TableInput | None = None
        self._press: tuple[QPointF, CardItem | None] | None = None
        self._drag: list[CardItem] | None = None
        self._drag_origin: list[QPointF] = []
        self._drag_zones: list[str] = []
        self._hover_zone: str | None = None
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)

    # ---------------------------------------------------------------- felt

    def set_felt(self, name: str) -> None:
        """Change the cloth's colour (Preferences); an unknown name keeps the house teal."""
        felt = FELTS.get(name, FELTS["teal"])
        if felt != self._felt:
            self._felt = felt
            self._texture = _felt_texture(felt[0])
            self.invalidate(QRectF(), QGraphicsScene.SceneLayer.BackgroundLayer)

    @property
    def felt(self) -> QColor:
        return self._felt[0]

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        view = self.sceneRect()
        cloth, shadow = self._felt
        gradient = QLinearGradient(view.topLeft(), view.bottomLeft())
        gradient.setColorAt(0.0, cloth.lighter(106))
        gradient.setColorAt(1.0, cloth.darker(112))
        painter.fillRect(rect, gradient)
        painter.save()
        painter.setOpacity(0.55)
        painter.fillRect(rect, QBrush(self._texture))
        painter.restore()
        vignette = QRadialGradient(view.center(), max(view.width(), view.height()) * 0.75)
        vignette.setColorAt(0.55, QColor(0, 0, 0, 0))
        vignette.setColorAt(1.0, QColor(shadow.red(), shadow.green(), shadow.blue(), 170))
        painter.fillRect(rect, vignette)
        self._draw_frames(painter, rect)

    def _draw_frames(self, painter: QPainter, rect: QRectF) -> None:
        """The zones' outlines, labels and pills, lying on the felt in their stacking order
        (the view caches the felt with them: see ZoneFrame)."""
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        for frame in self.frames.values():
            if frame.isVisible() and frame.sceneBoundingRect().intersects(rect):
                corner, pixmap = frame.picture(ratio, rect)
                if not pixmap.isNull():
                    painter.drawPixmap(corner, pixmap)

    def refresh_cards(self) -> None:
        """Every card shows itself anew (the art was cleared or the screen changed)."""
        for item in self.items():
            if isinstance(item, CardItem):
                item.update()

    # ---------------------------------------------------------------- zones

    def set_frames(self, specs: dict[str, PileSpec], areas: dict[str, QRectF]) -> None:
        """Show a frame for every zone in `specs` (hiding the rest)."""
        for zone in list(self.frames):
            if zone not in specs:
                frame = self.frames.pop(zone)
                frame.refresh()
                self.removeItem(frame)
        for zone, spec in specs.items():
            frame = self.frames.get(zone)
            if frame is None:
                frame = self.frames[zone] = ZoneFrame(spec)
                self.addItem(frame)
                frame.refresh()
            frame.set_area(spec, areas.get(zone, spec.rect))

    def zone_at(self, pos: QPointF) -> str | None:
        best: tuple[float, str] | None = None
        for zone, frame in self.frames.items():
            area = frame.area.adjusted(-8, -8, 8, 8)
            if area.contains(pos):
                size = area.width() * area.height()
                if best is None or size < best[0]:
                    best = (size, zone)
        return None if best is None else best[1]

    def _drop_zone_for(self, group: list[CardItem]) -> str | None:
        """The accepting zone the dragged cards overlap most (DESIGN.md); a zone nested in
        another (a meld inside its owner's meld area) wins when the cards touch it enough."""
        bounds = QRectF()
        for item in group:
            bounds = bounds.united(item.card_rect())
        overlaps: dict[str, float] = {}
        for zone in self._drag_zones:
            frame = self.frames.get(zone)
            if frame is None:
                continue
            overlap = bounds.intersected(frame.area.adjusted(-10, -10, 10, 10))
            if overlap.width() > 0 and overlap.height() > 0:
                overlaps[zone] = overlap.width() * overlap.height()
        if not overlaps:
            return None
        areas = {zone: self.frames[zone].area for zone in overlaps}
        inner = [z for z in overlaps if not any(
            other != z and areas[z].contains(areas[other]) for other in overlaps)]
        enough = 0.15 * bounds.width() * bounds.height()
        nested = [z for z in inner if overlaps[z] >= enough and any(
            other != z and areas[other].contains(areas[z]) for other in overlaps)]
        pool = nested or list(overlaps)
        return max(pool, key=overlaps.__getitem__)

    def _set_hover(self, zone: str | None) -> None:
        if zone == self._hover_zone:
            return
        for name in (self._hover_zone, zone):
            frame = self.frames.get(name) if name else None
            if frame is not None:
                frame.glow = name == zone
        self._hover_zone = zone

    # ---------------------------------------------------------------- mouse

    def card_at(self, pos: QPointF) -> CardItem | None:
        for item in self.items(pos, Qt.ItemSelectionMode.IntersectsItemShape,
                               Qt.SortOrder.DescendingOrder, QTransform()):
            if isinstance(item, CardItem) and item.isVisible() and item.card_rect().contains(pos):
                return item
        return None

    @guarded
    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton or self.input is None:
            super().mousePressEvent(event)
            return
        self._press = (event.scenePos(), self.card_at(event.scenePos()))
        event.accept()

    @guarded
    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None or self.input is None:
            super().mouseMoveEvent(event)
            return
        start, item = self._press
        delta = event.scenePos() - start
        if self._drag is None:
            if item is None or delta.manhattanLength() < QApplication.startDragDistance():
                return
            group = self.input.drag_group(item)
            if not group:
                self._press = None
                return
            self._drag = group
            self._drag_origin = [i.pos() for i in group]
            self._drag_zones = self.input.drop_zones(group)
            for i, card in enumerate(group):
                card.lifted = True
                card.setZValue(DRAG_Z + i)
                card.update()
        for card, origin in zip(self._drag, self._drag_origin, strict=True):
            card.setPos(origin + delta)
        self._set_hover(self._drop_zone_for(self._drag))
        event.accept()

    @guarded
    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None or self.input is None:
            super().mouseReleaseEvent(event)
            return
        start, item = self._press
        self._press = None
        if self._drag is None:
            self.input.clicked(item, self.zone_at(start), False)
            event.accept()
            return
        group, self._drag = self._drag, None
        zone = self._drop_zone_for(group)
        self._set_hover(None)
        for card in group:
            card.lifted = False
            card.update()
        self.input.dropped(group, zone, event.scenePos())
        event.accept()

    @guarded
    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.input is None or event.button() != Qt.MouseButton.LeftButton:
            super().mouseDoubleClickEvent(event)
            return
        self.input.clicked(self.card_at(event.scenePos()), self.zone_at(event.scenePos()), True)
        event.accept()

    def cancel_gesture(self) -> None:
        """Forget a press or drag in progress (its game is leaving the scene)."""
        self._press = None
        self._drag = None
        self._drag_zones = []
        self._set_hover(None)

    @property
    def dragging(self) -> bool:
        return self._drag is not None
