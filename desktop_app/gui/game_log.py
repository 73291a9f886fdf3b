"""The game log: every action in words from the viewer's seat, newest at the bottom.

The lines come from `games.narration` (events redacted for the seat at the screen, never the
full state); this module keeps the batches of events a session played, tells them again when
another player takes the screen (hot seat) or a game is continued or undone, and renders the
lines through Qt translation with cards as symbols. Each new line is said to screen readers.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QPainter,
    QPaintEvent,
    QShowEvent,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
)
from PySide6.QtWidgets import QFrame, QLabel, QTextEdit, QVBoxLayout, QWidget

from ..cards.card import Ranks
from ..cards.message import Message, render
from ..games.base import Event, GameState, IllegalAction
from ..games.narration import (
    Hidden,
    LogLine,
    SeatName,
    SeatsOwn,
    TeamName,
    TeamsOwn,
    narrate_all,
    narrator_for,
    replayed_batches,
)
from .card_words import rank_words
from .i18n import plural
from .message_text import value_text
from .table.accessible_cards import announce

log = logging.getLogger(__name__)

NOBODY = -1
"""The seat the log is told for while no player holds the screen (hot seat): a seat that
sees no private card."""


def tr(text: str, n: int = -1) -> str:
    return plural("GameLog", text, n)


class Words:
    """How one viewer reads a line: names, "you", teams; cards as symbols."""

    def __init__(self, names: Sequence[str], viewer: int,
                 team_of: Callable[[int], int] | None) -> None:
        self.names = names
        self.viewer = viewer
        self.team_of = team_of

    def _name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else tr("Seat {n}").format(
            n=seat + 1)

    def _ours(self, team: int) -> bool:
        return self.team_of is not None and self.viewer >= 0 and self.team_of(self.viewer) == team

    def value(self, value: object) -> str:
        if isinstance(value, SeatName):
            return tr("you") if value.seat == self.viewer else self._name(value.seat)
        if isinstance(value, SeatsOwn):
            if value.seat == self.viewer:
                return tr("your")
            if value.seat == value.actor:
                return tr("their")
            return tr("{name}'s").format(name=self._name(value.seat))
        if isinstance(value, TeamName):
            return tr("your team") if self._ours(value.team) else tr("the other team")
        if isinstance(value, TeamsOwn):
            return tr("your team's") if self._ours(value.team) else tr("the other team's")
        if isinstance(value, Ranks):
            return rank_words(value.rank)
        if isinstance(value, Hidden):
            return tr("a card") if value.count == 1 else tr("%n card(s)", value.count)
        return value_text(value)

    def line(self, line: LogLine) -> str:
        def translate(context: str, text: str) -> str:
            return plural(context, text, line.count)

        sentence = render(line.message, translate, self.value)
        return sentence[:1].upper() + sentence[1:]

    def message(self, message: Message) -> str:
        return self.line(LogLine(message))


class GameLog(QObject):
    """The session's story: batches of events as played (actor, events), told for one seat."""

    changed = Signal()
    """The lines were told again (another viewer, a rebuilt record)."""
    added = Signal(list)
    """New lines at the bottom (their texts), for the panel and screen readers."""

    def __init__(self, game_id: str, names: Sequence[str]) -> None:
        super().__init__()
        self.game_id = game_id
        self.names = list(names)
        self.batches: list[tuple[int | None, list[Event]]] = []
        self.seat = NOBODY
        self.lines: list[LogLine] = []
        self.narrator = narrator_for(game_id)

    def words(self) -> Words:
        return Words(self.names, self.seat, self.narrator.team_of)

    def texts(self) -> list[tuple[str, bool]]:
        """Every line's text and whether it opens a round."""
        words = self.words()
        return [(words.line(line), line.separator) for line in self.lines]

    def begin(self, state: object, seat: int) -> None:
        """A new or continued game (or one an undo took back): told from its record (a LAN
        seat's window has no record: its log starts with what the host sends)."""
        self.batches = []
        if isinstance(state, GameState):
            try:
                self.batches = replayed_batches(state)
            except IllegalAction:  # a record its own seed does not replay: start afresh
                log.warning("the game's record does not replay; the log starts empty")
        self.seat = seat
        self._retell()

    def add(self, actor: int | None, events: list[Event], seat: int) -> None:
        """One action's events, as they were played (full: redacted here for `seat`)."""
        self.batches.append((actor, list(events)))
        if seat != self.seat:
            self.seat = seat
            self._retell()
            return
        new = self.narrator.narrate([event.for_seat(seat) for event in events], actor)
        if new:
            self.lines.extend(new)
            words = self.words()
            self.added.emit([words.line(line) for line in new])

    def view_from(self, seat: int) -> None:
        """Another player holds the screen: tell the story as that seat may know it."""
        if seat != self.seat:
            self.seat = seat
            self._retell()

    def retell(self) -> None:
        """The same story again (in the language now installed)."""
        self._retell()

    def _retell(self) -> None:
        self.narrator = narrator_for(self.game_id)
        self.lines = narrate_all(self.narrator, self.batches, self.seat)
        self.changed.emit()


class LogLines(QTextEdit):
    """The log's lines as the blocks of one text document, read-only.

    A document lays out only the block that changed: a new line costs the same at the
    3,000th line of a long round as at the first. (A list of wrapped items lays out every
    item again on each insert: 220 ms a line at 3,000 lines, a frozen table while the log
    is open.) Each line has a block of its own; a round's opening line is bold, gold and
    centred; a thin rule under each line is drawn over the visible ones only."""

    RULE = QColor("#1b4a48")
    GAP = 7
    """Pixels between two lines' texts; the rule lies 3 below the upper one's."""
    SEPARATOR = QColor("#f2cf7a")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setUndoRedoEnabled(False)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setLineWrapMode(QTextEdit.LineWrapMode.WidgetWidth)
        self.document().setDocumentMargin(6)
        self._line = QTextBlockFormat()
        self._line.setBottomMargin(self.GAP)  # the document does not add the next top margin
        self._line.setLeftMargin(4)
        self._line.setRightMargin(4)
        self._opening = QTextBlockFormat(self._line)
        self._opening.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self._plain = QTextCharFormat()
        self._bold = QTextCharFormat()
        self._bold.setFontWeight(QFont.Weight.Bold)
        self._bold.setForeground(self.SEPARATOR)

    def count(self) -> int:
        document = self.document()
        return 0 if document.isEmpty() else document.blockCount()

    def texts(self) -> list[str]:
        document = self.document()
        return [document.findBlockByNumber(i).text() for i in range(self.count())]

    def clear_lines(self) -> None:
        self.document().clear()

    def add(self, lines: Sequence[tuple[str, bool]]) -> None:
        """Lines at the bottom (text, whether it opens a round), in one edit: the document
        lays them out once."""
        cursor = QTextCursor(self.document())
        cursor.movePosition(QTextCursor.MoveOperation.End)
        cursor.beginEditBlock()
        for text, opening in lines:
            block, chars = (self._opening, self._bold) if opening else (self._line, self._plain)
            if self.document().isEmpty():
                cursor.setBlockFormat(block)
                cursor.setBlockCharFormat(chars)
            else:
                cursor.insertBlock(block, chars)
            cursor.insertText(text, chars)
        cursor.endEditBlock()

    def line_rect(self, row: int) -> QRectF:
        """Where line `row`'s text lies in the viewport."""
        block = self.document().findBlockByNumber(row)
        rect = self.document().documentLayout().blockBoundingRect(block)
        return rect.translated(0, -self.verticalScrollBar().value())

    def to_bottom(self) -> None:
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        viewport = self.viewport()
        painter = QPainter(viewport)
        painter.setPen(self.RULE)
        left, right = 6.0, viewport.width() - 6.0
        block = self.cursorForPosition(event.rect().topLeft()).block()
        bottom = event.rect().bottom()
        while block.isValid():
            rect = self.line_rect(block.blockNumber())
            if rect.top() > bottom:
                break
            y = rect.bottom() + 3.5
            painter.drawLine(QPointF(left, y), QPointF(right, y))
            block = block.next()
        painter.end()


class GameLogPanel(QFrame):
    """The side panel beside the table (the table lays out in the remaining width)."""

    WIDTH = 300

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GameLogPanel")
        self.setFixedWidth(self.WIDTH)
        self.setStyleSheet(
            "#GameLogPanel { background: #123b3a; border-left: 1px solid #2f6b68; }"
            "QLabel { color: #e9efe6; font-weight: bold; padding: 8px 10px 4px 10px; }"
            "QTextEdit { background: transparent; border: none; color: #e9efe6; }")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.title = QLabel(tr("Game log"), self)
        layout.addWidget(self.title)
        self.lines = LogLines(self)
        self.lines.setAccessibleName(tr("Game log"))
        layout.addWidget(self.lines, 1)
        self.log: GameLog | None = None
        self._told = 0
        """How many of the log's lines the document holds (see `_catch_up`)."""

    def retranslate(self) -> None:
        self.title.setText(tr("Game log"))
        self.lines.setAccessibleName(tr("Game log"))

    def attach(self, log: GameLog | None) -> None:
        if self.log is not None:
            self.log.changed.disconnect(self.refill)
            self.log.added.disconnect(self.append)
        self.log = log
        if log is not None:
            log.changed.connect(self.refill)
            log.added.connect(self.append)
        self.refill()

    def texts(self) -> list[str]:
        """The lines as the panel shows them (told in full first if it is hidden)."""
        self._catch_up()
        return self.lines.texts()

    def refill(self) -> None:
        self.lines.clear_lines()
        self._told = 0
        if self.isVisible():
            self._catch_up()
            self._to_bottom()

    def append(self, texts: list[str]) -> None:
        assert self.log is not None
        if self.isVisible():
            if self._told == len(self.log.lines) - len(texts):
                lines = self.log.lines[-len(texts):]
                self.lines.add([(text, line.separator)
                                for line, text in zip(lines, texts, strict=True)])
                self._told = len(self.log.lines)
            else:
                self._catch_up()
            self._to_bottom()
        for text in texts:
            announce(self, text)  # screen readers hear each move in the log's words, shown or not

    def _catch_up(self) -> None:
        """Put the lines not in the document yet into it. A hidden log holds none of them:
        a laid-out line takes about 2 KB, a long game's log hidden all along would hold a few
        MB for nothing."""
        if self.log is None or self._told >= len(self.log.lines):
            return
        words = self.log.words()
        self.lines.add([(words.line(line), line.separator)
                        for line in self.log.lines[self._told:]])
        self._told = len(self.log.lines)

    def _to_bottom(self) -> None:
        """The newest line in view (a hidden log scrolls as it shows)."""
        if not self.isVisible():
            return
        self.lines.to_bottom()
        QTimer.singleShot(0, self.lines, self.lines.to_bottom)  # once the new lines' size shows

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._catch_up()
        self._to_bottom()


def last_actor(state: object) -> int | None:
    """The seat whose action was applied last (None: no record, or nothing applied yet)."""
    history = getattr(state, "history", None)
    if isinstance(history, list) and history and isinstance(history[-1], tuple):
        seat = history[-1][0]
        return seat if isinstance(seat, int) else None
    return None  # a LAN seat's window keeps no record: the narrator reads who moved
