"""A short note over a pile that fades away: "Too late!" when another player's card reached a
canopy first. It is a signal for the eye, so it does not follow the animation speed."""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..font_scale import font_scale

NOTE_COLOUR = QColor(226, 88, 62)
NOTE_TEXT = QColor(255, 250, 240)
NOTE_Z = 50_000


class PileNote(QGraphicsObject):
    """A ring around `rect` and a pill with `text` above it; removes itself when faded."""

    def __init__(self, text: str, rect: QRectF, duration: int) -> None:
        super().__init__()
        self.text = text
        self.rect = QRectF(rect)
        self.font = QFont()
        self.font.setPixelSize(round(max(13, min(22.0, rect.width() * 0.3)) * font_scale()))
        self.font.setWeight(QFont.Weight.Bold)
        metrics = QFontMetricsF(self.font)
        width = metrics.horizontalAdvance(text) + metrics.height() * 1.1
        height = metrics.height() * 1.45
        self.pill = QRectF(rect.center().x() - width / 2, rect.top() - height * 0.55,
                           width, height)
        self.setZValue(NOTE_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.fade = QPropertyAnimation(self, b"opacity", self)
        self.fade.setDuration(max(1, duration))
        self.fade.setKeyValueAt(0.0, 1.0)
        self.fade.setKeyValueAt(0.65, 1.0)
        self.fade.setKeyValueAt(1.0, 0.0)
        self.fade.finished.connect(self.remove)

    def start(self) -> None:
        self.fade.start(QAbstractAnimation.DeletionPolicy.KeepWhenStopped)

    def remove(self) -> None:
        self.fade.stop()
        scene = self.scene()
        if scene is not None:
            scene.removeItem(self)
        self.deleteLater()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-8, -8, 8, 8).united(self.pill.adjusted(-2, -2, 2, 2))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        ring = QColor(NOTE_COLOUR)
        ring.setAlpha(200)
        painter.setPen(QPen(ring, 3.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self.rect.adjusted(-4, -4, 4, 4), 9, 9)
        path = QPainterPath()
        radius = self.pill.height() / 2
        path.addRoundedRect(self.pill, radius, radius)
        painter.fillPath(path, NOTE_COLOUR)
        painter.setPen(NOTE_TEXT)
        painter.setFont(self.font)
        painter.drawText(self.pill, Qt.AlignmentFlag.AlignCenter, self.text)
