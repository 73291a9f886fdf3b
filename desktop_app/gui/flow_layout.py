"""A layout that lays its widgets in centred rows and wraps them onto the next row when the
width runs out: the table's button bar fits a narrow window (a scale factor of 2 leaves 960
logical pixels of a 1080p screen) instead of pushing the window past the screen's edge."""

from __future__ import annotations

from PySide6.QtCore import QMargins, QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class CentredFlowLayout(QLayout):
    def __init__(self, parent: QWidget | None = None, spacing: int = 8) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._gap = spacing

    # ---------------------------------------------------------------- QLayout's questions

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._arrange(QRect(0, 0, width, 0), place=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, place=True)

    def sizeHint(self) -> QSize:
        """Everything on one row."""
        shown = self._shown()
        width = sum(item.sizeHint().width() for item in shown) + self._gap * max(
            0, len(shown) - 1)
        height = max((item.sizeHint().height() for item in shown), default=0)
        return self._grown(QSize(width, height))

    def minimumSize(self) -> QSize:
        """The widest single item: anything wider wraps."""
        size = QSize()
        for item in self._shown():
            size = size.expandedTo(item.minimumSize())
        return self._grown(size)

    # ---------------------------------------------------------------- laying out

    def _shown(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def _grown(self, size: QSize) -> QSize:
        margins = self.contentsMargins()
        return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom())

    def _arrange(self, rect: QRect, place: bool) -> int:
        """Fill rows left to right, centre each row; the height the rows take."""
        margins: QMargins = self.contentsMargins()
        area = rect.marginsRemoved(margins)
        rows: list[list[QLayoutItem]] = [[]]
        used = 0
        for item in self._shown():
            width = item.sizeHint().width()
            if rows[-1] and used + self._gap + width > area.width():
                rows.append([])
                used = 0
            used += width + (self._gap if rows[-1] else 0)
            rows[-1].append(item)
        y = area.top()
        for row in rows:
            if not row:
                continue
            height = max(item.sizeHint().height() for item in row)
            width = sum(item.sizeHint().width() for item in row) + self._gap * (len(row) - 1)
            x = area.left() + max(0, (area.width() - width) // 2)
            for item in row:
                hint = item.sizeHint()
                if place:
                    item.setGeometry(QRect(QPoint(x, y + (height - hint.height()) // 2),
                                           hint))
                x += hint.width() + self._gap
            y += height + self._gap
        return y - self._gap - area.top() + margins.top() + margins.bottom() if any(rows) \
            else margins.top() + margins.bottom()
