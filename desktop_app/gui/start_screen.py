"""The start screen: a tile per game with a small drawn scene, and "Continue" when a game waits.

Everything is painted (felt, tiles, texts) so it stays crisp at any size and screen density;
sizes follow the window, so it reads from a sofa at 1080p and fits a 1280x800 laptop.
Tiles take keyboard focus: arrows move between them, Enter or Space starts the game, F1 opens
its rules.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import pairwise

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QEnterEvent,
    QFocusEvent,
    QFont,
    QFontMetricsF,
    QHideEvent,
    QKeyEvent,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QRadialGradient,
    QRegion,
    QResizeEvent,
    QShowEvent,
    QTextLayout,
    QTextOption,
)
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from .. import __version__
from ..games.info import GameInfo
from .catalog import game_description, game_name, playable_games, players_text
from .font_scale import font_scale
from .start_pictures import cached_scene, scene_cache_name
from .table.deck_art import DeckArt
from .table.felt import FELT, FELT_DARK

INK = QColor(22, 50, 48)
MUTED = QColor(46, 112, 104)
TEXT = QColor(70, 84, 82)
IVORY_TOP = QColor(252, 249, 240)
IVORY_BOTTOM = QColor(240, 232, 212)
GOLD = QColor(242, 193, 78)
GOLD_DEEP = QColor(214, 150, 44)
CREAM = QColor(246, 238, 214)

ACTIVATE_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
TILE_ASPECT = 1.36
"""Tile height over width."""
MAX_TILE_WIDTH = 420


def tr(text: str) -> str:
    return QCoreApplication.translate("StartScreen", text)


def _font(pixels: float, weight: QFont.Weight = QFont.Weight.Normal,
          spacing: float = 0.0) -> QFont:
    font = QFont()
    font.setPixelSize(max(8, round(pixels * font_scale())))  # the system's size too
    font.setWeight(weight)
    if spacing:
        font.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, spacing)
    return font


def _fitted(font: QFont, text: str, width: float, smallest: float = 0.72) -> QFont:
    """`font`, shrunk (down to `smallest` of its size) until `text` fits in `width`."""
    fitted = QFont(font)
    size = font.pixelSize()
    while (QFontMetricsF(fitted).horizontalAdvance(text) > width
           and fitted.pixelSize() > size * smallest):
        fitted.setPixelSize(fitted.pixelSize() - 1)
    return fitted


def _draw_shadow(painter: QPainter, rect: QRectF, radius: float, depth: float) -> None:
    """A soft drop shadow from a few translucent layers (cheap, and the same in a grab).
    `rect` is painted opaque over it: the layers are clipped to where they show, outside
    two rectangles inside its rounded shape, so the first paint blends a ring, not six
    tiles' worth of pixels."""
    painter.save()
    inside = QRegion(rect.adjusted(radius, 1, -radius, -1).toRect()) | QRegion(
        rect.adjusted(1, radius, -1, -radius).toRect())
    painter.setClipRegion(QRegion(painter.viewport()) - inside)
    painter.setPen(Qt.PenStyle.NoPen)
    layers = 6
    for i in range(layers):
        grow = depth * (i + 1) / layers
        painter.setBrush(QColor(0, 0, 0, round(46 / layers + 4)))
        painter.drawRoundedRect(rect.adjusted(-grow * 0.6, -grow * 0.2, grow * 0.6, grow)
                                .translated(0, depth * 0.45), radius + grow, radius + grow)
    painter.restore()


def _wrapped_lines(text: str, font: QFont, width: float, max_lines: int) -> list[str]:
    """`text` broken into at most `max_lines` lines of `width`, the last one elided."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines: list[str] = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        lines.append(text[line.textStart():line.textStart() + line.textLength()].strip())
    layout.endLayout()
    if len(lines) > max_lines:
        rest = " ".join(lines[max_lines - 1:])
        lines = [*lines[:max_lines - 1],
                 QFontMetricsF(font).elidedText(rest, Qt.TextElideMode.ElideRight, width)]
    return lines


class TileBacks:
    """Each tile's shadow and ivory body, drawn once per look and shared by the tiles: they
    are all the same size, so a start draws these antialiased shapes (most of a tile's
    painting) once instead of four times, and hovering repaints with a copy."""

    def __init__(self) -> None:
        self._pictures: dict[tuple[int, int, float, bool, bool], QPixmap] = {}

    def clear(self) -> None:
        self._pictures.clear()

    def get(self, tile: GameTile, body: QRectF, radius: float) -> QPixmap:
        lifted = tile.hovered and not tile.pressed
        dpr = tile.devicePixelRatioF()
        key = (tile.width(), tile.height(), dpr, lifted, tile.pressed)
        picture = self._pictures.get(key)
        if picture is None:
            if len(self._pictures) > 8:  # a resize: the old size's looks go
                self._pictures.clear()
            picture = QPixmap(round(tile.width() * dpr), round(tile.height() * dpr))
            picture.setDevicePixelRatio(dpr)
            picture.fill(Qt.GlobalColor.transparent)
            painter = QPainter(picture)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            _draw_shadow(painter, body, radius, tile.margin() * (1.0 if lifted else 0.6))
            gradient = QLinearGradient(body.topLeft(), body.bottomLeft())
            gradient.setColorAt(0.0, IVORY_TOP)
            gradient.setColorAt(1.0, IVORY_BOTTOM.darker(106) if tile.pressed else IVORY_BOTTOM)
            painter.setBrush(gradient)
            painter.setPen(QPen(QColor(255, 255, 255, 170), 1.0))
            painter.drawRoundedRect(body, radius, radius)
            painter.end()
            self._pictures[key] = picture
        return picture


class GameTile(QWidget):
    """One game: its scene, name, table size and one line about it. Click or Enter to play.
    With a game of its kind in progress, click or Enter continues it and the "New game" chip
    (or N) asks for a new one."""

    activated = Signal(str)
    """A new game of this kind."""
    continue_requested = Signal(str)
    rules_requested = Signal(str)

    def __init__(self, info: GameInfo, art: DeckArt, parent: QWidget | None = None,
                 backs: TileBacks | None = None) -> None:
        super().__init__(parent)
        self.info = info
        self.art = art
        self._backs = backs if backs is not None else TileBacks()
        self.hovered = False
        self.pressed = False
        self._scene: tuple[str, QPixmap] | None = None
        self.setObjectName(f"tile_{info.id}")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.setMouseTracking(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAccessibleName(game_name(info))
        self.setAccessibleDescription(game_description(info))
        self.progress: str | None = None
        """The game in progress ("Continue Banakil — round 3"), or None."""
        self.set_progress(None)

    def set_progress(self, text: str | None) -> None:
        self.progress = text
        if text is None:
            self.setToolTip(tr("Start a new game of {name} (Enter); rules with F1").format(
                name=game_name(self.info)))
        else:
            self.setToolTip(tr("{progress} (Enter); a new game with N; rules with F1").format(
                progress=text))
        self.update()

    # ------------------------------------------------------------------ geometry

    def margin(self) -> float:
        """Room around the tile's body for its shadow and focus ring."""
        return max(10.0, self.width() * 0.045)

    def body(self) -> QRectF:
        m = self.margin()
        rect = QRectF(self.rect()).adjusted(m, m * 0.7, -m, -m * 1.3)
        if self.hovered and not self.pressed:
            rect.translate(0, -m * 0.3)
        return rect

    def scene_rect(self) -> QRectF:
        body = self.body()
        pad = body.width() * 0.04
        return QRectF(body.left() + pad, body.top() + pad, body.width() - 2 * pad,
                      body.height() * 0.5)

    def rules_rect(self) -> QRectF:
        """The "Rules" chip in the bottom-right corner."""
        body = self.body()
        font = _font(body.width() * 0.038, QFont.Weight.DemiBold)
        width = QFontMetricsF(font).horizontalAdvance(tr("Rules")) + body.width() * 0.07
        height = body.width() * 0.085
        pad = body.width() * 0.055
        return QRectF(body.right() - pad - width, body.bottom() - pad - height, width, height)

    def play_label(self) -> str:
        return tr("Continue") if self.progress is not None else tr("Play")

    def play_rect(self) -> QRectF:
        body = self.body()
        font = _font(body.width() * 0.042, QFont.Weight.Bold)
        width = QFontMetricsF(font).horizontalAdvance(self.play_label()) + body.width() * 0.16
        height = body.width() * 0.085
        pad = body.width() * 0.055
        return QRectF(body.left() + pad, body.bottom() - pad - height, width, height)

    def new_rect(self) -> QRectF:
        """The "New game" chip, between Continue and Rules, while a game is in progress."""
        if self.progress is None:
            return QRectF()
        body = self.body()
        play = self.play_rect()
        font = _font(body.width() * 0.038, QFont.Weight.DemiBold)
        width = QFontMetricsF(font).horizontalAdvance(tr("New game")) + body.width() * 0.07
        return QRectF(play.right() + body.width() * 0.03, play.top(), width, play.height())

    # ------------------------------------------------------------------ painting

    def _scene_pixmap(self, size: QSize) -> QPixmap:
        """The scene, rendered once per size, screen density and look of the cards (and kept
        in the cache folder for the next start)."""
        dpr = self.devicePixelRatioF()
        name = scene_cache_name(self.info.id, self.art, size, dpr)
        if self._scene is None or self._scene[0] != name:
            self._scene = (name, cached_scene(self.info.id, self.art, size, dpr))
        return self._scene[1]

    def release_scene(self) -> None:
        """Let go of the scene's picture (the cache folder gives it back when next painted)."""
        self._scene = None

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        body = self.body()
        radius = body.width() * 0.05
        painter.drawPixmap(0, 0, self._backs.get(self, body, radius))

        scene = self.scene_rect()
        clip = QPainterPath()
        clip.addRoundedRect(scene, radius * 0.7, radius * 0.7)
        painter.save()
        painter.setClipPath(clip)
        painter.drawPixmap(scene.topLeft(), self._scene_pixmap(scene.size().toSize()))
        painter.restore()
        painter.setPen(QPen(QColor(0, 0, 0, 40), 1.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(scene, radius * 0.7, radius * 0.7)
        self._paint_progress(painter, scene)

        self._paint_texts(painter, body, scene)
        self._paint_chips(painter)

        if self.hasFocus() or self.hovered:
            ring = body.adjusted(-2.5, -2.5, 2.5, 2.5)
            colour = GOLD if self.hasFocus() else QColor(GOLD.red(), GOLD.green(),
                                                         GOLD.blue(), 150)
            painter.setPen(QPen(colour, 3.0 if self.hasFocus() else 2.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(ring, radius + 2.5, radius + 2.5)
        painter.end()

    def _paint_texts(self, painter: QPainter, body: QRectF, scene: QRectF) -> None:
        pad = body.width() * 0.065
        left, width = body.left() + pad, body.width() - 2 * pad
        y = scene.bottom() + body.width() * 0.055

        name = game_name(self.info)
        name_font = _fitted(_font(body.width() * 0.078, QFont.Weight.Bold), name, width)
        painter.setFont(name_font)
        painter.setPen(INK)
        metrics = QFontMetricsF(name_font)
        painter.drawText(QPointF(left, y + metrics.ascent()), metrics.elidedText(
            name, Qt.TextElideMode.ElideRight, width))
        y += metrics.height() + body.width() * 0.01

        players = players_text(self.info).upper()
        players_font = _fitted(_font(body.width() * 0.036, QFont.Weight.DemiBold,
                                     body.width() * 0.003), players, width)
        painter.setFont(players_font)
        painter.setPen(MUTED)
        metrics = QFontMetricsF(players_font)
        painter.drawText(QPointF(left, y + metrics.ascent()), metrics.elidedText(
            players, Qt.TextElideMode.ElideRight, width))
        y += metrics.height() + body.width() * 0.03

        text_font = _font(body.width() * 0.046)
        painter.setFont(text_font)
        painter.setPen(TEXT)
        metrics = QFontMetricsF(text_font)
        bottom = self.play_rect().top() - body.width() * 0.025
        max_lines = max(1, int((bottom - y) // metrics.lineSpacing()))
        for line in _wrapped_lines(game_description(self.info), text_font, width, max_lines):
            painter.drawText(QPointF(left, y + metrics.ascent()), line)
            y += metrics.lineSpacing()

    def _paint_chips(self, painter: QPainter) -> None:
        play = self.play_rect()
        active = self.hovered or self.hasFocus()
        gradient = QLinearGradient(play.topLeft(), play.bottomLeft())
        gradient.setColorAt(0.0, FELT.lighter(125 if active else 112))
        gradient.setColorAt(1.0, FELT.darker(105 if active else 115))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(gradient)
        painter.drawRoundedRect(play, play.height() / 2, play.height() / 2)
        painter.setFont(_font(self.body().width() * 0.042, QFont.Weight.Bold))
        painter.setPen(CREAM)
        triangle = play.height() * 0.3
        text_rect = play.adjusted(play.height() * 0.35 + triangle, 0, 0, 0)
        cx, cy = play.left() + play.height() * 0.45, play.center().y()
        path = QPainterPath(QPointF(cx, cy - triangle / 2))
        path.lineTo(cx + triangle * 0.85, cy)
        path.lineTo(cx, cy + triangle / 2)
        path.closeSubpath()
        painter.fillPath(path, CREAM)
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, self.play_label())

        rules = self.rules_rect()
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(MUTED.red(), MUTED.green(), MUTED.blue(), 150), 1.2))
        painter.drawRoundedRect(rules, rules.height() / 2, rules.height() / 2)
        painter.setFont(_font(self.body().width() * 0.038, QFont.Weight.DemiBold))
        painter.setPen(MUTED)
        painter.drawText(rules, Qt.AlignmentFlag.AlignCenter, tr("Rules"))
        new = self.new_rect()
        if not new.isNull():
            painter.setPen(QPen(QColor(MUTED.red(), MUTED.green(), MUTED.blue(), 150), 1.2))
            painter.drawRoundedRect(new, new.height() / 2, new.height() / 2)
            painter.setPen(MUTED)
            painter.drawText(new, Qt.AlignmentFlag.AlignCenter, tr("New game"))

    def _paint_progress(self, painter: QPainter, scene: QRectF) -> None:
        """A gold band over the top of the scene: the game in progress."""
        if self.progress is None:
            return
        font = _font(scene.width() * 0.05, QFont.Weight.Bold)
        metrics = QFontMetricsF(font)
        band = QRectF(scene.left(), scene.top(), scene.width(), metrics.height() * 1.6)
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(GOLD.red(), GOLD.green(), GOLD.blue(), 235))
        painter.drawRoundedRect(band, band.height() * 0.3, band.height() * 0.3)
        painter.setFont(font)
        painter.setPen(INK)
        text = metrics.elidedText(self.progress, Qt.TextElideMode.ElideRight,
                                  band.width() - metrics.height())
        painter.drawText(band, Qt.AlignmentFlag.AlignCenter, text)
        painter.restore()

    # ------------------------------------------------------------------ input

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in ACTIVATE_KEYS and not event.isAutoRepeat():
            if self.progress is not None:
                self.continue_requested.emit(self.info.id)
            else:
                self.activated.emit(self.info.id)
        elif event.key() == Qt.Key.Key_N and self.progress is not None:
            self.activated.emit(self.info.id)
        elif event.key() == Qt.Key.Key_F1:
            self.rules_requested.emit(self.info.id)
        else:
            super().keyPressEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.pressed = True
            self.update()
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        was_pressed, self.pressed = self.pressed, False
        self.update()
        if (event.button() == Qt.MouseButton.LeftButton and was_pressed
                and self.body().adjusted(0, -self.margin(), 0, 0).contains(event.position())):
            if self.rules_rect().contains(event.position()):
                self.rules_requested.emit(self.info.id)
            elif self.progress is None or self.new_rect().contains(event.position()):
                self.activated.emit(self.info.id)
            else:
                self.continue_requested.emit(self.info.id)
        super().mouseReleaseEvent(event)

    def enterEvent(self, event: QEnterEvent) -> None:
        self.hovered = True
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event: QEnterEvent) -> None:
        self.hovered = False
        self.pressed = False
        self.update()
        super().leaveEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)


class ContinueTile(QWidget):
    """The prominent "Continue …" bar for the game saved last, shown while a saved game
    waits."""

    activated = Signal(str)
    """The game id of the saved game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.text = ""
        self.game_id = ""
        self.hovered = False
        self.setObjectName("continueTile")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_Hover)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    def set_text(self, text: str) -> None:
        self.text = text
        self.setAccessibleName(text)
        self.setToolTip(tr("Pick up the saved game where you left off (Enter)"))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = QRectF(self.rect()).adjusted(8, 4, -8, -12)
        radius = rect.height() / 2
        _draw_shadow(painter, rect, radius, 10 if self.hovered else 6)
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0.0, GOLD.lighter(112 if self.hovered else 104))
        gradient.setColorAt(1.0, GOLD_DEEP)
        painter.setBrush(gradient)
        painter.setPen(QPen(QColor(255, 240, 200, 200), 1.2))
        painter.drawRoundedRect(rect, radius, radius)
        if self.hasFocus():
            painter.setPen(QPen(CREAM, 3.0))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius + 3, radius + 3)

        disc = QRectF(rect.left() + rect.height() * 0.16, rect.top() + rect.height() * 0.16,
                      rect.height() * 0.68, rect.height() * 0.68)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(INK)
        painter.drawEllipse(disc)
        side = disc.height() * 0.36
        cx, cy = disc.center().x() - side * 0.3, disc.center().y()
        triangle = QPainterPath(QPointF(cx, cy - side / 2))
        triangle.lineTo(cx + side * 0.9, cy)
        triangle.lineTo(cx, cy + side / 2)
        triangle.closeSubpath()
        painter.fillPath(triangle, GOLD.lighter(110))

        text_left = disc.right() + rect.height() * 0.28
        text_rect = QRectF(text_left, rect.top(), rect.right() - text_left - radius * 0.6,
                           rect.height())
        title = _font(rect.height() * 0.3, QFont.Weight.Bold)
        subtitle = _font(rect.height() * 0.22, QFont.Weight.DemiBold)
        title_metrics, sub_metrics = QFontMetricsF(title), QFontMetricsF(subtitle)
        block = title_metrics.height() + sub_metrics.height()
        y = text_rect.center().y() - block / 2
        painter.setFont(title)
        painter.setPen(INK)
        painter.drawText(QPointF(text_rect.left(), y + title_metrics.ascent()),
                         title_metrics.elidedText(self.text, Qt.TextElideMode.ElideRight,
                                                  text_rect.width()))
        painter.setFont(subtitle)
        painter.setPen(QColor(INK.red(), INK.green(), INK.blue(), 170))
        painter.drawText(QPointF(text_rect.left(), y + title_metrics.height()
                                 + sub_metrics.ascent()),
                         tr("Pick up where you left off"))
        painter.end()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in ACTIVATE_KEYS and not event.isAutoRepeat():
            self.activated.emit(self.game_id)
        else:
            super().keyPressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.rect().contains(
                event.position().toPoint()):
            self.activated.emit(self.game_id)
        super().mouseReleaseEvent(event)

    def enterEvent(self, event: QEnterEvent) -> None:
        self.hovered = True
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event: QEnterEvent) -> None:
        self.hovered = False
        self.update()
        super().leaveEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)


FOOTER_STYLE = """
QPushButton {
    color: rgba(246, 238, 214, 200); background: transparent; border: none;
    padding: 6px 14px; font-weight: 600; font-size: {size}px;
}
QPushButton:hover { color: rgb(255, 250, 235); text-decoration: underline; }
QPushButton:focus { color: rgb(242, 193, 78); }
"""


def _kawung_texture() -> QPixmap:
    """A faint kawung (four-petal batik) motif, drawn once, tiled over the felt."""
    size = 72
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor(255, 255, 255, 9), 1.2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    petal = size * 0.2
    for cx, cy in ((0, 0), (size, 0), (0, size), (size, size), (size / 2, size / 2)):
        for angle in (45, 135, 225, 315):
            rad = math.radians(angle)
            centre = QPointF(cx + math.cos(rad) * petal * 0.95, cy + math.sin(rad) * petal * 0.95)
            painter.save()
            painter.translate(centre)
            painter.rotate(angle)
            painter.drawEllipse(QRectF(-petal * 0.95, -petal * 0.55, petal * 1.9, petal * 1.1))
            painter.restore()
        painter.setBrush(QColor(255, 255, 255, 8))
        painter.drawEllipse(QPointF(cx, cy), petal * 0.16, petal * 0.16)
        painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.end()
    return pixmap


class StartScreen(QWidget):
    """The first thing the app shows. Signals say what the player chose; the main window acts."""

    new_game = Signal(str)
    """A game id: the player wants a new game of it (the main window opens the dialog)."""
    continue_game = Signal(str)
    """A game id: continue its saved game."""
    rules_requested = Signal(str)
    statistics_requested = Signal()
    about_requested = Signal()
    across_the_room_requested = Signal()
    """Host or join a table across the room (the main window offers both)."""

    def __init__(self, parent: QWidget | None = None, art: DeckArt | None = None,
                 games: Sequence[GameInfo] | None = None) -> None:
        super().__init__(parent)
        self._footer_style = ""
        """The footer buttons' style sheet as last set (see _layout)."""
        self.setObjectName("startScreen")
        self.art = art if art is not None else DeckArt()
        self._texture = _kawung_texture()
        self.continue_tile = ContinueTile(self)
        self.continue_tile.hide()
        self.continue_tile.activated.connect(self.continue_game)
        self.tiles: list[GameTile] = []
        self._backs = backs = TileBacks()
        for info in (games if games is not None else playable_games()):
            tile = GameTile(info, self.art, self, backs)
            tile.activated.connect(self.new_game)
            tile.continue_requested.connect(self.continue_game)
            tile.rules_requested.connect(self.rules_requested)
            self.tiles.append(tile)
        self.footer = QWidget(self)
        footer_layout = QHBoxLayout(self.footer)
        footer_layout.setContentsMargins(0, 0, 0, 0)
        self.statistics_button = QPushButton(tr("Statistics"), self.footer)
        self.about_button = QPushButton(tr("About"), self.footer)
        self.room_button = QPushButton(tr("Play across the room"), self.footer)
        self.footer_buttons = (self.room_button, self.statistics_button, self.about_button)
        for button in self.footer_buttons:
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            footer_layout.addWidget(button)
        self.statistics_button.clicked.connect(self.statistics_requested)
        self.about_button.clicked.connect(self.about_requested)
        self.room_button.clicked.connect(self.across_the_room_requested)
        chain: list[QWidget] = [self.continue_tile, *self.tiles, self.room_button,
                                self.statistics_button, self.about_button]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)
        self._title_rect = QRectF()

    # ------------------------------------------------------------------ API

    def set_in_progress(self, tiles: dict[str, str], latest: tuple[str, str] | None) -> None:
        """The games in progress: by game id, the text on its tile ("Round 3 in progress");
        `latest` is the game id and text of the one saved last, for the Continue bar
        ("Continue Banakil — round 3")."""
        for tile in self.tiles:
            tile.set_progress(tiles.get(tile.info.id))
        self.set_continue(latest[1] if latest else None, latest[0] if latest else "")

    def set_continue(self, text: str | None, game_id: str = "") -> None:
        """Show "Continue …" with this text (e.g. "Continue Banakil — round 3"), or hide it."""
        had_focus = self.continue_tile.hasFocus()
        self.continue_tile.setVisible(text is not None)
        self.continue_tile.game_id = game_id
        if text is not None:
            self.continue_tile.set_text(text)
        self._layout()
        if text is not None and self.isVisible():
            self.continue_tile.setFocus(Qt.FocusReason.OtherFocusReason)
        elif had_focus and self.tiles:
            self.tiles[0].setFocus(Qt.FocusReason.OtherFocusReason)

    # ------------------------------------------------------------------ layout

    def sizeHint(self) -> QSize:
        return QSize(1280, 800)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._layout()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._layout()
        if self.focusWidget() is None or not self.focusWidget().isVisible():
            first = self.continue_tile if self.continue_tile.isVisible() else (
                self.tiles[0] if self.tiles else None)
            if first is not None:
                first.setFocus(Qt.FocusReason.OtherFocusReason)

    def hideEvent(self, event: QHideEvent) -> None:
        """Behind the table the tiles' pictures only hold memory (1.6 MiB in a 1280×800
        window, 3.6 MiB at 1080p, for as long as a game is played): they go, and the next
        paint reads the scenes back from the cache folder and draws the tiles' backs again."""
        super().hideEvent(event)
        for tile in self.tiles:
            tile.release_scene()
        self._backs.clear()

    def _layout(self) -> None:
        width, height = self.width(), self.height()
        margin = max(20.0, height * 0.04)
        title_height = max(96.0, height * 0.17)
        self._title_rect = QRectF(0, margin * 0.6, width, title_height)
        y = self._title_rect.bottom() + height * 0.015

        if self.continue_tile.isVisible():
            bar_height = round(min(max(height * 0.09, 68), 100))
            bar_width = round(min(width * 0.56, 720))
            self.continue_tile.setGeometry((width - bar_width) // 2, round(y), bar_width,
                                           bar_height)
            y += bar_height + height * 0.02

        style = FOOTER_STYLE.replace("{size}",
                                     str(round(max(13.0, height * 0.017) * font_scale())))
        if style != self._footer_style:  # a new sheet parses and polishes the buttons again
            self._footer_style = style
            for button in self.footer_buttons:
                button.setStyleSheet(style)
        footer = self.footer.sizeHint()
        footer_top = height - footer.height() - margin * 0.4
        self.footer.setGeometry(QRect((width - footer.width()) // 2, round(footer_top),
                                      footer.width(), footer.height()))

        count = len(self.tiles)
        if not count:
            return
        gap = width * 0.012
        available_width = width - 2 * margin
        available_height = footer_top - y - height * 0.01
        tile_width = min((available_width - (count - 1) * gap) / count, MAX_TILE_WIDTH * (
            width / 1280) ** 0.5, available_height / TILE_ASPECT)
        tile_width = max(tile_width, 120.0)
        tile_height = tile_width * TILE_ASPECT
        row_width = count * tile_width + (count - 1) * gap
        left = (width - row_width) / 2
        top = y + max(0.0, (available_height - tile_height) / 2)
        for i, tile in enumerate(self.tiles):
            tile.setGeometry(round(left + i * (tile_width + gap)), round(top),
                             round(tile_width), round(tile_height))

    # ------------------------------------------------------------------ painting

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = QRectF(self.rect())
        gradient = QLinearGradient(rect.topLeft(), rect.bottomLeft())
        gradient.setColorAt(0.0, FELT.lighter(110))
        gradient.setColorAt(1.0, FELT.darker(118))
        painter.fillRect(rect, gradient)
        painter.fillRect(rect, QBrush(self._texture))
        light = QRadialGradient(QPointF(rect.center().x(), rect.height() * 0.38),
                                max(rect.width(), rect.height()) * 0.75)
        light.setColorAt(0.0, QColor(255, 255, 255, 20))
        light.setColorAt(0.5, QColor(0, 0, 0, 0))
        light.setColorAt(1.0, QColor(FELT_DARK.red(), FELT_DARK.green(), FELT_DARK.blue(), 200))
        painter.fillRect(rect, light)
        self._paint_title(painter)
        self._paint_version(painter)
        painter.end()

    def _paint_title(self, painter: QPainter) -> None:
        rect = self._title_rect
        size = rect.height() * 0.46
        title = _font(size, QFont.Weight.Bold, size * 0.04)
        subtitle = _font(max(13.0, rect.height() * 0.13), QFont.Weight.Normal,
                         rect.height() * 0.012)
        title_metrics, sub_metrics = QFontMetricsF(title), QFontMetricsF(subtitle)
        pips = "♠  ♥  ♦  ♣"
        pip_font = _font(rect.height() * 0.12)
        pip_metrics = QFontMetricsF(pip_font)
        block = pip_metrics.height() + title_metrics.height() + sub_metrics.height()
        y = rect.center().y() - block / 2

        painter.setFont(pip_font)
        pip_width = pip_metrics.horizontalAdvance(pips)
        x = rect.center().x() - pip_width / 2
        for i, pip in enumerate(pips.split("  ")):
            painter.setPen(QColor(232, 120, 100) if i in (1, 2) else CREAM)
            painter.drawText(QPointF(x, y + pip_metrics.ascent()), pip)
            x += pip_metrics.horizontalAdvance(pip + "  ")
        y += pip_metrics.height()

        painter.setFont(title)
        text = tr("Meja Kartu")
        baseline = QPointF(rect.center().x() - title_metrics.horizontalAdvance(text) / 2,
                           y + title_metrics.ascent())
        painter.setPen(QColor(0, 0, 0, 80))
        painter.drawText(baseline + QPointF(0, size * 0.05), text)
        painter.setPen(CREAM)
        painter.drawText(baseline, text)
        y += title_metrics.height()

        painter.setFont(subtitle)
        painter.setPen(QColor(CREAM.red(), CREAM.green(), CREAM.blue(), 185))
        line = tr("Card games for the table at home")
        painter.drawText(QPointF(rect.center().x() - sub_metrics.horizontalAdvance(line) / 2,
                                 y + sub_metrics.ascent()), line)

    def _paint_version(self, painter: QPainter) -> None:
        font = _font(max(11.0, self.height() * 0.014))
        painter.setFont(font)
        painter.setPen(QColor(CREAM.red(), CREAM.green(), CREAM.blue(), 110))
        metrics = QFontMetricsF(font)
        text = tr("Version {version} · offline").format(version=__version__)
        painter.drawText(QPointF(self.width() - metrics.horizontalAdvance(text) - 18,
                                 self.height() - 16), text)

    # ------------------------------------------------------------------ keyboard

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrows move between the continue bar and the tiles."""
        key = event.key()
        focus = self.focusWidget()
        if focus in self.tiles and key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            index = self.tiles.index(focus) + (1 if key == Qt.Key.Key_Right else -1)
            self.tiles[index % len(self.tiles)].setFocus(Qt.FocusReason.TabFocusReason)
        elif focus in self.tiles and key == Qt.Key.Key_Up and self.continue_tile.isVisible():
            self.continue_tile.setFocus(Qt.FocusReason.TabFocusReason)
        elif focus is self.continue_tile and key == Qt.Key.Key_Down and self.tiles:
            self.tiles[0].setFocus(Qt.FocusReason.TabFocusReason)
        else:
            super().keyPressEvent(event)
