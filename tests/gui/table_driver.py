"""Drive the table like a player: real mouse presses, moves and releases on the view."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from desktop_app.gui.main_window import MainWindow
from desktop_app.gui.table.card_item import CardItem


class TableDriver:
    def __init__(self, window: MainWindow, qtbot) -> None:
        self.window = window
        self.qtbot = qtbot

    @property
    def session(self):
        return self.window.session

    @property
    def view(self):
        return self.window.table.view

    def point(self, scene_pos: QPointF) -> QPoint:
        return self.view.mapFromScene(scene_pos)

    def item_point(self, item: CardItem) -> QPoint:
        # A little left of centre and low: visible even when the next card overlaps.
        rect = item.card_rect()
        return self.point(QPointF(rect.left() + min(rect.width() * 0.25, 10),
                                  rect.top() + rect.height() * 0.6))

    def zone_point(self, zone: str) -> QPoint:
        frame = self.window.table.scene.frames[zone]
        return self.point(frame.area.center())

    def settle(self, timeout: int = 5000) -> None:
        self.qtbot.waitUntil(lambda: not self.session.choreo.busy, timeout=timeout)

    def drag(self, start: QPoint, end: QPoint) -> None:
        viewport = self.view.viewport()
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         start)
        steps = 6
        for i in range(1, steps + 1):
            QTest.mouseMove(viewport, start + (end - start) * i / steps)
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                           end)
        self.settle()

    def click(self, point: QPoint, double: bool = False) -> None:
        viewport = self.view.viewport()
        if double:
            QTest.mouseDClick(viewport, Qt.MouseButton.LeftButton,
                              Qt.KeyboardModifier.NoModifier, point)
        else:
            QTest.mouseClick(viewport, Qt.MouseButton.LeftButton,
                             Qt.KeyboardModifier.NoModifier, point)
        self.settle()

    def hand(self) -> list[CardItem]:
        return self.session.hand_items()

    def item(self, name: str) -> CardItem:
        """A card by code (``QS#1``) or by face (``QS``: the viewer's hand first)."""
        items = self.hand() + self.session.board.items()
        for item in items:
            if item.card is not None and name in (item.card.code, str(item.card)):
                return item
        raise KeyError(name)

    def select(self, *codes: str) -> None:
        for code in codes:
            item = self.item(code)
            if not item.selected:
                self.click(self.item_point(item))
