"""A first-game tour: a few callouts on the table pointing at the real piles (where to draw,
how to meld or play, what wins), shown once per game and again from Help > Show the tour.

The callout is a widget over the table (never a modal dialog): the table stays live under it,
Enter or Next goes on, Esc or Skip ends it, and the words reach screen readers as announcements.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from .guard import guarded
from .table.accessible_cards import announce


def tr(text: str) -> str:
    return QCoreApplication.translate("Tour", text)


@dataclass(frozen=True, slots=True)
class TourStep:
    zone: str
    """The zone the callout points at, "{hand}" for the viewer's hand, "" for the action bar."""
    text: str


def tour_steps(game_id: str) -> list[TourStep]:
    """Three to five short steps per game, in the order a first turn goes."""
    steps: dict[str, list[TourStep]] = {
        "banakil": [
            TourStep("stock", tr("Start your turn here: draw the top card of the stock (D), "
                                 "or take cards from the discard pile (T).")),
            TourStep("{hand}", tr("Your hand. Click cards, or move with the arrow keys and "
                                  "press Space, to select three or more in a run or a set; "
                                  "Meld (M) lays them down.")),
            TourStep("discard", tr("End your turn by discarding one card (X), or double-click "
                                   "it in your hand.")),
            TourStep("", tr("Melds score points each round: the first to the target score "
                            "wins. The panel shows the totals.")),
        ],
        "cap_it_rummy": [
            TourStep("discard", tr("Start your turn: take the top discard (T), or push it on "
                                   "to the next player and draw from the stock (P).")),
            TourStep("{hand}", tr("Your hand. Select the cards for this round's contract; "
                                  "Contract (M) lays them down.")),
            TourStep("discard", tr("End your turn by discarding one card (X).")),
            TourStep("", tr("Five rounds: cards left in your hand count against you, and "
                            "the lowest total wins.")),
        ],
        "bain_hand_and_foot": [
            TourStep("stock", tr("Start your turn: draw two cards from the stock (D), or "
                                 "take the discard pile (T).")),
            TourStep("{hand}", tr("Your hand. Select three or more cards of one rank; Meld "
                                  "(M) lays them down for your side, Add (A) grows a meld.")),
            TourStep("discard", tr("End your turn by discarding one card (X); sevens are never "
                                   "discarded.")),
            TourStep("", tr("Seven cards make a canasta; finishing one yourself brings your "
                            "foot into your hand. The first side to 20,000 points wins.")),
        ],
        "banapples": [
            TourStep("seeds/{viewer}", tr("No turns: everyone plays at once. Empty your seed "
                                          "pile first to win the round.")),
            TourStep("canopies/{viewer}", tr("Start a canopy with a 1 here, then build it "
                                             "up 2, 3… to 10 in the same fruit, on anyone's "
                                             "canopy.")),
            TourStep("tree/{viewer}/0", tr("Your trees build down by one, apple and banana "
                                           "in turn: park cards here.")),
            TourStep("draw/{viewer}", tr("Stuck? Deal three cards onto your compost (Space); "
                                         "its top card is yours to play (C).")),
            TourStep("", tr("Canopy cards score for their deck's owner: the first to 500 "
                            "points wins.")),
        ],
    }
    return steps.get(game_id, [])


def seen_key(game_id: str) -> str:
    """The QSettings key that remembers the tour of `game_id` was shown."""
    return f"tour/{game_id}"


ARROW = 14


class TourCallout(QWidget):
    """One step's words in a bubble, its arrow at the zone; Next and Skip."""

    finished = Signal()

    def __init__(self, parent: QWidget, where: Callable[[str], QRect | None]) -> None:
        super().__init__(parent)
        self._where = where
        self._steps: list[TourStep] = []
        self._at = 0
        self._target = QRect()
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        box = QVBoxLayout(self)
        box.setContentsMargins(16, 14 + ARROW, 16, 12 + ARROW)
        self.counter = QLabel(self)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        font = self.text.font()
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.text.setFont(font)
        row = QHBoxLayout()
        self.skip = QPushButton(tr("Skip the tour"), self)
        self.next = QPushButton(tr("Next"), self)
        self.skip.clicked.connect(self.end)
        self.next.clicked.connect(self.advance)
        for button in (self.skip, self.next):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the table keeps the keyboard
        row.addWidget(self.counter)
        row.addStretch(1)
        row.addWidget(self.skip)
        row.addWidget(self.next)
        box.addWidget(self.text)
        box.addLayout(row)
        self.setStyleSheet("QLabel { color: #1d2a28; } QPushButton { padding: 3px 12px; }")
        self.hide()

    @property
    def step(self) -> int:
        return self._at

    def start(self, steps: list[TourStep]) -> None:
        self._steps = steps
        self._at = 0
        if steps:
            self._show_step()

    def advance(self) -> None:
        self._at += 1
        if self._at >= len(self._steps):
            self.end()
        else:
            self._show_step()

    def end(self) -> None:
        if self.isVisible():
            self.hide()
            self.finished.emit()

    def _show_step(self) -> None:
        step = self._steps[self._at]
        last = self._at == len(self._steps) - 1
        self.counter.setText(tr("{number} of {count}").format(number=self._at + 1,
                                                              count=len(self._steps)))
        self.text.setText(step.text)
        self.next.setText(tr("Done") if last else tr("Next"))
        self.skip.setVisible(not last)
        self.place()
        self.show()
        self.raise_()
        announce(self, step.text)

    def place(self) -> None:
        """Beside the step's zone: under it if there is room, else over it; centred on it."""
        if not self._steps or self._at >= len(self._steps):
            return
        parent = self.parentWidget()
        assert parent is not None
        target = self._where(self._steps[self._at].zone) or QRect()
        self._target = target
        width = min(420, max(260, parent.width() // 3))
        self.setFixedWidth(width)
        self.adjustSize()
        height = self.sizeHint().height()
        if target.isNull():
            x = (parent.width() - width) // 2
            y = parent.height() - height - 60
        else:
            x = target.center().x() - width // 2
            below = target.bottom() + 4
            y = below if below + height < parent.height() else target.top() - height - 4
        x = max(8, min(x, parent.width() - width - 8))
        y = max(8, min(y, parent.height() - height - 8))
        self.setGeometry(x, y, width, height)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not handle_tour_key(self, event):
            super().keyPressEvent(event)

    @guarded
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        body = QRectF(self.rect()).adjusted(2, ARROW + 2, -2, -ARROW - 2)
        path = QPainterPath()
        path.addRoundedRect(body, 10, 10)
        if not self._target.isNull():
            centre = self.mapFromParent(self._target.center())
            tip_x = max(body.left() + 20, min(float(centre.x()), body.right() - 20))
            down = centre.y() > self.height() / 2
            base = body.bottom() if down else body.top()
            tip = base + ARROW if down else base - ARROW
            arrow = QPainterPath()
            arrow.moveTo(QPointF(tip_x - ARROW, base))
            arrow.lineTo(QPointF(tip_x, tip))
            arrow.lineTo(QPointF(tip_x + ARROW, base))
            arrow.closeSubpath()
            path = path.united(arrow)
        painter.setPen(QPen(QColor(242, 193, 78), 2))
        painter.setBrush(QColor(250, 244, 226, 248))
        painter.drawPath(path)


def handle_tour_key(tour: TourCallout, event: QKeyEvent) -> bool:
    """Enter goes on, Esc skips (the table widget asks first while a tour shows)."""
    if not tour.isVisible():
        return False
    if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        tour.advance()
        return True
    if event.key() == Qt.Key.Key_Escape:
        tour.end()
        return True
    return False
