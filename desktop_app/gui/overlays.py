"""Panels that float over the table: the slim score panel, the action bar, the hot-seat
curtain, the round's score sheet and the game-over screen (LOOK.md: panels, not dialogs)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QRect, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from .flow_layout import CentredFlowLayout
from .font_scale import points

PANEL_TEMPLATE = """
QFrame#panel { background: rgba(6, 38, 38, 238); border: 1px solid rgba(255,255,255,40);
               border-radius: 12px; }
QLabel { color: #eef6f1; }
QLabel[role="title"] { font-size: {title}pt; font-weight: 600; color: #ffe9a8; }
QLabel[role="head"] { color: #b9d8cf; font-weight: 600; }
QLabel[role="muted"] { color: #a9c9c0; }
QLabel[role="total"] { font-weight: 700; color: #ffe9a8; }
QPushButton, QToolButton { background: #e9d9a6; color: #1d2b27; border: none;
    border-radius: 7px; padding: 6px 14px; font-weight: 600; }
QPushButton:hover, QToolButton:hover { background: #f5e7b9; }
QPushButton:disabled, QToolButton:disabled { background: rgba(233,217,166,90);
    color: rgba(29,43,39,140); }
QPushButton:focus, QToolButton:focus { outline: 2px solid #ffffff; }
"""


SHEET_FILL = "rgb(6, 38, 38)"
"""The score sheet's ground: the panels' colour without their translucency."""


def panel_style() -> str:
    """The panels' style sheet, its title at the player's font size."""
    return PANEL_TEMPLATE.replace("{title}", f"{points(15):.1f}")



def tr(text: str) -> str:
    return QCoreApplication.translate("TableOverlays", text)


def _panel(parent: QWidget) -> QFrame:
    frame = QFrame(parent)
    frame.setObjectName("panel")
    frame.setStyleSheet(panel_style())
    return frame


def _label(text: str, role: str = "", parent: QWidget | None = None) -> QLabel:
    label = QLabel(text, parent)
    if role:
        label.setProperty("role", role)
    return label


class ScorePanel(QFrame):
    """Scores and the round's facts, always visible in a corner."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.setStyleSheet(panel_style())
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(14, 10, 14, 10)
        self.grid.setHorizontalSpacing(18)
        self.grid.setVerticalSpacing(3)
        self.title = _label("", "title", self)
        self.grid.addWidget(self.title, 0, 0, 1, 2)
        self.rows: list[tuple[QLabel, QLabel]] = []

    def show_lines(self, title: str, lines: Sequence[tuple[str, str]]) -> None:
        self.title.setText(title)
        while len(self.rows) < len(lines):
            name, value = _label("", "muted", self), _label("", "total", self)
            value.setAlignment(Qt.AlignmentFlag.AlignRight)
            row = len(self.rows) + 1
            self.grid.addWidget(name, row, 0)
            self.grid.addWidget(value, row, 1)
            self.rows.append((name, value))
        for i, (name, value) in enumerate(self.rows):
            visible = i < len(lines)
            name.setVisible(visible)
            value.setVisible(visible)
            if visible:
                name.setText(lines[i][0])
                value.setText(lines[i][1])
        self.grid.activate()
        self.adjustSize()


class ActionBar(QFrame):
    """A strip under the table with a button for every move and its keyboard shortcut."""

    triggered = Signal(str)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("bar")
        self.setStyleSheet(panel_style() + "QFrame#bar { background: #0b3433; "
                           "border-top: 1px solid rgba(255,255,255,30); }")
        # Centred rows that wrap: a narrow window gets two rows of buttons, never a window
        # wider than the screen.
        self.row = CentredFlowLayout(self)
        self.row.setContentsMargins(10, 7, 10, 7)
        self.buttons: dict[str, QToolButton] = {}

    def set_commands(self, commands: Sequence[tuple[str, str, str, bool, str]]) -> None:
        """(key, label, shortcut, enabled, tooltip) per button, in order."""
        keys = [c[0] for c in commands]
        if keys != list(self.buttons):
            for button in self.buttons.values():
                button.hide()  # at once: deleted later, it would still be painted
                button.deleteLater()
            self.buttons = {}
            for key, *_ in commands:
                button = QToolButton(self)
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                button.clicked.connect(lambda _=False, k=key: self.triggered.emit(k))
                self.row.addWidget(button)
                self.buttons[key] = button
        for key, label, shortcut, enabled, tooltip in commands:
            button = self.buttons[key]
            button.setText(f"{label}  [{shortcut}]" if shortcut else label)
            button.setEnabled(enabled)
            button.setToolTip(tooltip)
            # A screen reader says the move, then what it does and its key.
            button.setAccessibleName(label)
            button.setAccessibleDescription(
                tr("{tip} Key: {key}.").format(tip=tooltip, key=shortcut) if shortcut
                else tooltip)


COVER_COLOUR = QColor(4, 28, 28)
"""The colour of a panel that hides the whole table; fully opaque."""


class TableCover(QWidget):
    """A panel over the whole table that lets nothing of it show through (no peeking)."""

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), COVER_COLOUR)


class Curtain(TableCover):
    """Hot-seat: hides the table until the next player says who they are (the session turns
    the hands face down beneath it as well)."""

    ready = Signal(int)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.seat = -1
        layout = QVBoxLayout(self)
        layout.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box = _panel(self)
        inner = QVBoxLayout(box)
        inner.setContentsMargins(40, 30, 40, 30)
        inner.setSpacing(18)
        self.message = _label("", "title")
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.button = QPushButton()
        self.button.setDefault(True)
        self.button.clicked.connect(lambda: self.ready.emit(self.seat))
        inner.addWidget(self.message)
        inner.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(box)
        self.hide()

    def show_for(self, seat: int, name: str) -> None:
        self.seat = seat
        self.message.setText(tr("Pass the screen to {name}").format(name=name))
        self.button.setText(tr("I am {name}").format(name=name))
        self.raise_()
        self.show()
        self.button.setFocus()


class PausePanel(TableCover):
    """A game on clocks is paused: the table is hidden (no peeking) until the player resumes."""

    resume = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box = _panel(self)
        inner = QVBoxLayout(box)
        inner.setContentsMargins(48, 30, 48, 30)
        inner.setSpacing(14)
        self.title = _label("", "title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note = _label("", "muted")
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.button = QPushButton()
        self.retranslate()
        self.button.setDefault(True)
        self.button.clicked.connect(self.resume.emit)
        inner.addWidget(self.title)
        inner.addWidget(self.note)
        inner.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(box)
        self.hide()

    def retranslate(self) -> None:
        self.title.setText(tr("Paused"))
        self.note.setText(tr("Every clock has stopped. Press P or Space to play on."))
        self.button.setText(tr("Resume"))

    def show_over(self, rect: QRect) -> None:
        self.setGeometry(rect)
        self.raise_()
        self.show()
        self.button.setFocus()


class ResultPanel(QWidget):
    """The round's score sheet or the game-over screen, centred over a dimmed table."""

    closed = Signal(str)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        outer = QVBoxLayout(self)
        outer.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.box = _panel(self)
        self.box.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Maximum)
        self.layout_ = QVBoxLayout(self.box)
        self.layout_.setContentsMargins(30, 22, 30, 22)
        self.layout_.setSpacing(14)
        outer.addWidget(self.box)
        self.hide()

    def show_sheet(self, title: str, subtitle: str, headers: Sequence[str],
                   rows: Sequence[Sequence[str]], buttons: Sequence[tuple[str, str]]) -> None:
        self._fit_type()
        while self.layout_.count():
            item = self.layout_.takeAt(0)
            widget = item.widget()
            if widget is not None:
                widget.deleteLater()
            elif item.layout() is not None:
                _clear_layout(item.layout())
        heading = _label(title, "title")
        heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.layout_.addWidget(heading)
        if subtitle:
            sub = _label(subtitle, "muted")
            sub.setAlignment(Qt.AlignmentFlag.AlignCenter)
            sub.setWordWrap(True)
            self.layout_.addWidget(sub)
        grid = QGridLayout()
        grid.setHorizontalSpacing(22)
        grid.setVerticalSpacing(6)
        # Columns of numbers align right; names and words (a hand's cards) align left.
        right = [col > 0 and all(_numeric(row[col]) for row in rows if col < len(row)
                                 and row[col]) for col in range(len(headers))]
        for col, text in enumerate(headers):
            head = _label(text, "head")
            head.setAlignment(Qt.AlignmentFlag.AlignRight if right[col]
                              else Qt.AlignmentFlag.AlignLeft)
            grid.addWidget(head, 0, col)
        for r, row in enumerate(rows, start=1):
            for col, text in enumerate(row):
                cell = _label(text, "total" if col == len(row) - 1 else "")
                cell.setAlignment(Qt.AlignmentFlag.AlignRight
                                  if col < len(right) and right[col]
                                  else Qt.AlignmentFlag.AlignLeft)
                grid.addWidget(cell, r, col)
        self.layout_.addLayout(grid)
        row_layout = QHBoxLayout()
        row_layout.addStretch(1)
        first = None
        for key, text in buttons:
            button = QPushButton(text)
            button.clicked.connect(lambda _=False, k=key: self._close(k))
            row_layout.addWidget(button)
            first = first or button
        row_layout.addStretch(1)
        self.layout_.addLayout(row_layout)
        self.raise_()
        self.show()
        if first is not None:
            first.setDefault(True)
            first.setFocus()

    def _close(self, key: str) -> None:
        self.hide()
        self.closed.emit(key)

    def _fit_type(self) -> None:
        """Type that grows with the screen: the sheet reads from a sofa at 1080p too."""
        scale = min(1.6, max(1.0, self.height() / 800))
        text, title = points(10 * scale), points(15 * scale)
        # The sheet is read row by row: opaque, so no card behind it ghosts through.
        self.box.setStyleSheet(panel_style() + f"QFrame#panel {{ background: {SHEET_FILL}; }} "
                               f"QLabel {{ font-size: {text:.1f}pt; }} "
                               f"QLabel[role=\"title\"] {{ font-size: {title:.1f}pt; }} "
                               f"QPushButton {{ font-size: {text:.1f}pt; }}")
        margin = round(26 * scale)
        self.layout_.setContentsMargins(margin + 4, margin, margin + 4, margin)
        self.layout_.setSpacing(round(14 * scale))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(0, 0, 0, 120))


def _numeric(text: str) -> bool:
    """A score-sheet cell that starts with a number ("40", "−20 (no meld)", "+12 → 52")."""
    return text.lstrip("+−-")[:1].isdigit()


def _clear_layout(layout: Any) -> None:
    while layout.count():
        item = layout.takeAt(0)
        if item.widget() is not None:
            item.widget().deleteLater()
        elif item.layout() is not None:
            _clear_layout(item.layout())


ButtonSpec = tuple[str, str]
Callback = Callable[[str], None]
