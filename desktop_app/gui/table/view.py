"""The view onto the table scene: fills its widget, no scroll bars, re-lays out on resize."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from ..guard import guarded
from .accessible_cards import Reader, install_table_accessibility
from .scene import TableScene


class TableView(QGraphicsView):
    resized = Signal(QSizeF)

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        # No SmoothPixmapTransform here: with it the raster engine draws even an untransformed
        # pixmap (each card's cached picture) the slow, resampling way, most of a repaint's
        # cost. Items that draw pixmaps transformed ask for it in their own paint().
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(self.horizontalScrollBarPolicy().ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(self.verticalScrollBarPolicy().ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        # The felt (cached) covers every pixel: Qt need not fill the viewport first.
        self.viewport().setAutoFillBackground(False)
        self.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)
        self.setMouseTracking(True)
        self.reader: Reader | None = None
        """The table in words for screen readers (accessible_cards lists zones and cards)."""
        install_table_accessibility()

    @guarded
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = QSizeF(self.viewport().width(), self.viewport().height())
        self.scene().setSceneRect(QRectF(0, 0, size.width(), size.height()))
        self.resetCachedContent()
        self.resized.emit(size)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.DevicePixelRatioChange:
            # Another screen: cards showing their art take it at the new resolution.
            scene = self.scene()
            if isinstance(scene, TableScene):
                scene.refresh_cards()
            self.resetCachedContent()
        return super().event(event)
