"""The table as a screen reader sees it: every zone and card in Qt's accessibility tree.

Cards and zones are QGraphicsItems, which Qt's accessibility tree does not list: a factory
gives the table's view an interface whose children are the zones, each listing its cards
("Queen of hearts, in your hand, selected"). The words come from a `TableReading`, a snapshot
the table widget builds from the session when asked, so the tree never goes stale.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QRect
from PySide6.QtGui import (
    QAccessible,
    QAccessibleAnnouncementEvent,
    QAccessibleInterface,
    QAccessibleObject,
)
from PySide6.QtWidgets import QGraphicsView, QWidget

from ...cards.card import ACE, JACK, KING, QUEEN, Card, Suit
from ...games.banapples.fruit import FruitCard
from ..message_text import fruit_card_text


def tr(text: str) -> str:
    return QCoreApplication.translate("AccessibleTable", text)


def spoken_card(card: Any) -> str:
    """A card as a screen reader should say it: "Queen of hearts", not "Q♥"."""
    if isinstance(card, FruitCard):
        return fruit_card_text(card)
    if not isinstance(card, Card):
        return tr("Face-down card")
    if card.suit is None:
        return tr("Joker")
    ranks = {ACE: tr("Ace"), KING: tr("King"), QUEEN: tr("Queen"), JACK: tr("Jack")}
    rank = ranks.get(card.rank, str(card.rank))
    suits = {Suit.S: tr("{rank} of spades"), Suit.H: tr("{rank} of hearts"),
             Suit.D: tr("{rank} of diamonds"), Suit.C: tr("{rank} of clubs")}
    return suits[card.suit].format(rank=rank)


@dataclass(frozen=True, slots=True)
class CardReading:
    key: str
    name: str
    description: str
    rect: QRect
    """In the view's viewport coordinates."""
    focused: bool = False
    selected: bool = False


@dataclass(frozen=True, slots=True)
class ZoneReading:
    zone: str
    name: str
    description: str
    rect: QRect
    cards: tuple[CardReading, ...] = ()
    focused: bool = False


@dataclass(frozen=True, slots=True)
class TableReading:
    name: str
    zones: tuple[ZoneReading, ...] = field(default_factory=tuple)


Reader = Callable[[], TableReading]


def announce(widget: QWidget, text: str) -> None:
    """Have screen readers say `text` now, without moving their focus (Qt 6.8's
    announcement event; nothing happens when no assistive technology listens)."""
    if text and QAccessible.isActive():
        event = QAccessibleAnnouncementEvent(widget, text)
        event.setPoliteness(QAccessible.AnnouncementPoliteness.Polite)
        QAccessible.updateAccessibility(event)


class _Node(QAccessibleInterface):
    """A zone or a card: a child interface with no QObject of its own."""

    def __init__(self, view: TableAccessible, parent: QAccessibleInterface,
                 role: QAccessible.Role) -> None:
        super().__init__()
        self._view = view
        self._role = role
        self._parent = parent
        self.name = ""
        self.description = ""
        self.area = QRect()
        self.focused = False
        self.selected = False
        self.key = ""
        self.kids: list[_Node] = []

    def isValid(self) -> bool:
        return True

    def object(self) -> QObject | None:
        return None

    def window(self) -> Any:
        return self._view.window()

    def parent(self) -> QAccessibleInterface:
        return self._parent

    def child(self, index: int) -> QAccessibleInterface | None:
        return self.kids[index] if 0 <= index < len(self.kids) else None

    def childCount(self) -> int:
        return len(self.kids)

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return next((i for i, kid in enumerate(self.kids) if kid is child), -1)

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:
        return next((kid for kid in self.kids if kid.rect().contains(x, y)), None)

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            return self.name
        if kind == QAccessible.Text.Description:
            return self.description
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        """The table's words are the game's: a screen reader cannot rename a card."""

    def rect(self) -> QRect:
        return self._view.to_screen(self.area)

    def role(self) -> QAccessible.Role:
        return self._role

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.focusable = True
        state.focused = self.focused
        state.selectable = True
        state.selected = self.selected
        return state


class TableAccessible(QAccessibleObject):
    """The view's interface: its children are the zones (lists) with their cards (items)."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view)
        self._widget = view
        self._zones: dict[str, _Node] = {}
        self._order: list[_Node] = []
        self._title = ""

    def _read(self) -> None:
        reader: Reader | None = getattr(self._widget, "reader", None)
        reading = reader() if reader is not None else TableReading(tr("Card table"))
        self._title = reading.name
        order: list[_Node] = []
        zones: dict[str, _Node] = {}
        for zone in reading.zones:
            node = self._zones.get(zone.zone) or _Node(self, self, QAccessible.Role.List)
            node.name, node.description, node.area = zone.name, zone.description, zone.rect
            node.focused = zone.focused
            old = {kid.key: kid for kid in node.kids}
            kids = []
            for card in zone.cards:
                kid = old.get(card.key) or _Node(self, node, QAccessible.Role.ListItem)
                kid.key = card.key
                kid.name, kid.description, kid.area = card.name, card.description, card.rect
                kid.focused, kid.selected = card.focused, card.selected
                kids.append(kid)
            node.kids = kids
            zones[zone.zone] = node
            order.append(node)
        self._zones, self._order = zones, order

    def to_screen(self, area: QRect) -> QRect:
        viewport = self._widget.viewport()
        return QRect(viewport.mapToGlobal(area.topLeft()), area.size())

    def window(self) -> Any:
        return self._widget.window().windowHandle()

    def parent(self) -> QAccessibleInterface | None:
        parent = self._widget.parentWidget()
        return QAccessible.queryAccessibleInterface(parent) if parent is not None else None

    def child(self, index: int) -> QAccessibleInterface | None:
        if index == 0 or not self._order:
            self._read()
        return self._order[index] if 0 <= index < len(self._order) else None

    def childCount(self) -> int:
        self._read()
        return len(self._order)

    def indexOfChild(self, child: QAccessibleInterface) -> int:
        return next((i for i, node in enumerate(self._order) if node is child), -1)

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:
        return next((node for node in self._order if node.rect().contains(x, y)), None)

    def focusChild(self) -> QAccessibleInterface | None:
        self._read()
        for zone in self._order:
            for kid in zone.kids:
                if kid.focused:
                    return kid
            if zone.focused:
                return zone
        return None

    def text(self, kind: QAccessible.Text) -> str:
        if kind == QAccessible.Text.Name:
            if not self._title:
                self._read()
            return self._title
        if kind == QAccessible.Text.Description:
            return tr("Up and Down move between piles, Left and Right along a pile's cards, "
                      "Space selects, Enter plays to the pile you are on.")
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:
        """The table's name is the game's."""

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.Pane

    def state(self) -> QAccessible.State:
        state = QAccessible.State()
        state.focusable = True
        return state

    def rect(self) -> QRect:
        viewport = self._widget.viewport()
        return QRect(viewport.mapToGlobal(viewport.rect().topLeft()), viewport.size())


def _factory(key: str, obj: QObject) -> QAccessibleInterface | None:
    if isinstance(obj, QGraphicsView) and hasattr(obj, "reader"):
        return TableAccessible(obj)
    return None


@cache
def install_table_accessibility() -> None:
    """Register the factory once per process (Qt keeps a list; a second copy would only
    be asked in vain)."""
    QAccessible.installFactory(_factory)
