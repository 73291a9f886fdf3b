"""The game log: every action in words from the viewer's seat, newest at the bottom.

The lines come from `games.narration` (events redacted for the seat at the screen, never the
full state); this module keeps the batches of events a session played, tells them again when
another player takes the screen (hot seat) or a game is continued or undone, and renders the
lines through Qt translation with cards as symbols. Each new line is said to screen readers.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QShowEvent
from PySide6.QtWidgets import QFrame, QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

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
            "QListWidget { background: transparent; border: none; color: #e9efe6;"
            " padding: 0 6px 6px 6px; }"
            "QListWidget::item { padding: 3px 4px; border-bottom: 1px solid #1b4a48; }")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.title = QLabel(tr("Game log"), self)
        layout.addWidget(self.title)
        self.list = QListWidget(self)
        self.list.setWordWrap(True)
        self.list.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.list.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.list.setAccessibleName(tr("Game log"))
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self.list, 1)
        self.log: GameLog | None = None

    def retranslate(self) -> None:
        self.title.setText(tr("Game log"))
        self.list.setAccessibleName(tr("Game log"))

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
        return [self.list.item(i).text() for i in range(self.list.count())]

    def refill(self) -> None:
        self.list.clear()
        if self.log is not None:
            for text, separator in self.log.texts():
                self._item(text, separator)
        self._to_bottom()

    def append(self, texts: list[str]) -> None:
        assert self.log is not None
        for line, text in zip(self.log.lines[-len(texts):], texts, strict=True):
            self._item(text, line.separator)
        self._to_bottom()
        for text in texts:
            announce(self, text)  # screen readers hear each move in the log's words, shown or not

    def _to_bottom(self) -> None:
        """The newest line in view, once the list has laid out its wrapped lines. A hidden
        log waits until it is shown: scrolling makes the list lay out every line again (each
        new item invalidates them all), so a hidden log scrolled on each move cost a long
        round's every move more than the last (a 3,000-line Banapples round: 20-70 ms each)."""
        if not self.isVisible():
            return  # `showEvent` scrolls
        self.list.scrollToBottom()
        QTimer.singleShot(0, self.list, self.list.scrollToBottom)  # dropped with the list

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._to_bottom()

    def _item(self, text: str, separator: bool) -> None:
        item = QListWidgetItem(text)
        if separator:
            font = QFont(self.font())
            font.setBold(True)
            item.setFont(font)
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            item.setForeground(QColor("#f2cf7a"))
        self.list.addItem(item)


def last_actor(state: object) -> int | None:
    """The seat whose action was applied last (None: no record, or nothing applied yet)."""
    history = getattr(state, "history", None)
    if isinstance(history, list) and history and isinstance(history[-1], tuple):
        seat = history[-1][0]
        return seat if isinstance(seat, int) else None
    return None  # a LAN seat's window keeps no record: the narrator reads who moved
