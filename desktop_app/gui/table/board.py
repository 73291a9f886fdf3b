"""What the screen knows of the table: which card item lies in which zone, in order.

It changes only through the engine's events (seen from the viewer's seat), so every change
can be animated; `reconcile` compares it with an observation afterwards as a safety net.
Cards whose face the viewer does not know are anonymous items (``hidden/<n>``) that take an
identity when the viewer learns it (a card drawn, a card discarded from another hand).
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtWidgets import QGraphicsScene

from ...games.base import AnyCard, CardMoved, Event, RoundStarted
from .card_item import CardItem
from .deck_art import Back, DeckArt

log = logging.getLogger(__name__)

ZoneCards = dict[str, list[AnyCard | None]]


class Board:
    """Zone → card items, for one scene."""

    def __init__(self, scene: QGraphicsScene, art: DeckArt, card_width: float,
                 back_for: Callable[[AnyCard | None, str], Back] | None = None) -> None:
        self.scene = scene
        self.art = art
        self.card_width = card_width
        self.zones: dict[str, list[CardItem]] = {}
        self._by_card: dict[AnyCard, CardItem] = {}
        self._hidden_serial = 0
        self._back_for = back_for or (lambda card, zone: Back.DEFAULT)

    # ---------------------------------------------------------------- items

    def _new_item(self, card: AnyCard | None, zone: str) -> CardItem:
        self._hidden_serial += 1
        key = card.code if card is not None else f"hidden/{self._hidden_serial}"
        item = CardItem(key, card, self.art, self.card_width, self._back_for(card, zone))
        self.scene.addItem(item)
        if card is not None:
            self._by_card[card] = item
        return item

    def _identify(self, item: CardItem, card: AnyCard | None) -> None:
        if item.card is not None and self._by_card.get(item.card) is item:
            del self._by_card[item.card]
        if card is not None:
            other = self._by_card.get(card)
            if other is not None and other is not item:
                other.reveal(None)
                other.key = f"hidden/{id(other)}"
            self._by_card[card] = item
            item.key = card.code
        else:
            self._hidden_serial += 1
            item.key = f"hidden/{self._hidden_serial}"
        item.reveal(card)

    def items(self) -> list[CardItem]:
        return [item for items in self.zones.values() for item in items]

    def item_of(self, card: AnyCard) -> CardItem | None:
        return self._by_card.get(card)

    def zone_of(self, item: CardItem) -> str:
        return item.zone

    def clear(self) -> None:
        for item in self.items():
            self.scene.removeItem(item)
        self.zones.clear()
        self._by_card.clear()

    # ---------------------------------------------------------------- whole state

    def reset(self, zone_cards: ZoneCards) -> None:
        """Rebuild from an observation's zones (start, resume, or after a mismatch)."""
        spare = self.items()
        for item in spare:
            self._identify(item, None)
        self.zones = {}
        for zone, cards in zone_cards.items():
            row = []
            for card in cards:
                item = spare.pop() if spare else self._new_item(None, zone)
                self._identify(item, card)
                item.zone = zone
                item.back = self._back_for(card, zone)
                row.append(item)
            self.zones[zone] = row
        for item in spare:
            self.scene.removeItem(item)

    def reconcile(self, zone_cards: ZoneCards) -> list[str]:
        """Zones whose contents differ from the observation (then rebuilt). Empty is normal."""
        wrong = []
        for zone in set(zone_cards) | {z for z, items in self.zones.items() if items}:
            expected = zone_cards.get(zone, [])
            shown = self.zones.get(zone, [])
            if len(expected) != len(shown):
                wrong.append(zone)
                continue
            known = [c for c in expected if c is not None]
            if sorted(c.uid for c in known) != sorted(i.card.uid for i in shown
                                                       if i.card is not None and i.card in known):
                wrong.append(zone)
        if wrong:
            log.warning("table out of step with the engine in %s; redrawing", ", ".join(wrong))
            self.reset(zone_cards)
        return wrong

    def follow_order(self, zone_cards: ZoneCards, skip: str = "") -> list[str]:
        """Put every zone whose cards are all known in the observation's order (a 2 that
        moved to the other end of a run: the engine reports the card laid off, not the
        card that moved along). Zone `skip` keeps the order the viewer chose (the hand).
        Returns the zones reordered."""
        changed = []
        for zone, cards in zone_cards.items():
            row = self.zones.get(zone)
            if zone == skip or not row or len(row) != len(cards) or None in cards:
                continue
            if [item.card for item in row] == cards:
                continue
            by_card = {item.card: item for item in row}
            if set(by_card) != set(cards) or len(by_card) != len(row):
                continue  # not the same cards: `reconcile` redraws it
            self.zones[zone] = [by_card[card] for card in cards]
            changed.append(zone)
        return changed

    # ---------------------------------------------------------------- events

    def apply(self, event: Event) -> list[CardItem]:
        """Follow one event; returns the items that moved (in order)."""
        if isinstance(event, RoundStarted):
            return self._gather(event.stock_count)
        if isinstance(event, CardMoved):
            return [self._move(event)]
        return []

    def _gather(self, count: int) -> list[CardItem]:
        """A new round: every card goes back to the stock, face down and anonymous."""
        items = self.items()
        for zone in self.zones:
            self.zones[zone] = []
        while len(items) < count:
            items.append(self._new_item(None, "stock"))
        while len(items) > count:
            self.scene.removeItem(items.pop())
        for item in items:
            self._identify(item, None)
            item.zone = "stock"
            item.selected = item.hinted = False
            item.back = self._back_for(None, "stock")
        self.zones["stock"] = items
        return items

    def _take(self, zone: str, card: AnyCard | None) -> CardItem:
        row = self.zones.setdefault(zone, [])
        if card is not None:
            item = self._by_card.get(card)
            if item is not None and item.zone == zone and item in row:
                row.remove(item)
                return item
            if item is not None and item in self.zones.get(item.zone, []):
                # The table set this card aside in a zone of its own (`rearrange`).
                self.zones[item.zone].remove(item)
                return item
        for i in range(len(row) - 1, -1, -1):
            if row[i].card is None:
                return row.pop(i)
        if row:
            return row.pop()
        log.warning("no card to take from %s; creating one", zone)
        return self._new_item(card, zone)

    def _move(self, event: CardMoved) -> CardItem:
        item = self._take(event.src, event.card)
        if event.card is not None and item.card != event.card:
            self._identify(item, event.card)
        row = self.zones.setdefault(event.dst, [])
        index = event.index if 0 <= event.index <= len(row) else len(row)
        row.insert(index, item)
        item.zone = event.dst
        item.selected = False
        item.back = self._back_for(item.card, event.dst)
        return item

    def rearrange(self, zone_cards: ZoneCards) -> list[CardItem]:
        """Move known cards to the zones `zone_cards` gives them, each item keeping its card so
        it can glide there: for arrangements the table makes itself (cards set aside for a
        contract), which no engine event reports. Unknown cards stay where they are; a zone
        that received cards takes the order `zone_cards` gives. Returns the items moved."""
        moved: list[CardItem] = []
        for zone, cards in zone_cards.items():
            for card in cards:
                item = self._by_card.get(card) if card is not None else None
                if item is None or item.zone == zone or item not in self.zones.get(item.zone, []):
                    continue
                self.zones[item.zone].remove(item)
                self.zones.setdefault(zone, []).append(item)
                item.zone = zone
                item.selected = False
                item.back = self._back_for(item.card, zone)
                moved.append(item)
        for zone in {item.zone for item in moved}:
            order = {card: i for i, card in enumerate(zone_cards[zone]) if card is not None}
            row = self.zones[zone]
            row.sort(key=lambda item: order.get(item.card, len(order)) if item.card is not None
                     else len(order))
        return moved

    def identify_top(self, zone: str, card: AnyCard) -> CardItem | None:
        """The top card of `zone` was turned face up: its item learns which card it is."""
        row = self.zones.get(zone)
        if not row:
            log.warning("no card to turn over in %s", zone)
            return None
        item = row[-1]
        if item.card != card:
            self._identify(item, card)
        item.back = self._back_for(card, zone)
        return item

    def reorder(self, zone: str, items: list[CardItem]) -> None:
        """Give a zone a new order (the viewer sorting or rearranging a hand)."""
        if sorted(id(i) for i in items) != sorted(id(i) for i in self.zones.get(zone, [])):
            raise ValueError(f"reorder of {zone} must keep the same cards")
        self.zones[zone] = list(items)
