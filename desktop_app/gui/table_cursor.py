"""Where the keyboard is on the table, and the table in words for screen readers.

The cursor stands on a zone and on one card in it: Up and Down go from zone to zone (your hand
first), Left and Right along the zone's cards. Only cards a player can reach are stops: every
card of a fan, a spread or a meld, the top card of a squared pile. In your hand the cursor's card
is the session's `focus_index`, which the hand's own keys share.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRect
from PySide6.QtWidgets import QGraphicsView

from .catalog import game_name_of
from .session import TableSession
from .table.accessible_cards import CardReading, TableReading, ZoneReading, spoken_card
from .table.card_item import CardItem
from .table.piles import PileKind

SKIPPED = frozenset({"banner"})
"""Zones that hold words, not cards."""


def tr(text: str) -> str:
    return QCoreApplication.translate("TableCursor", text)


class TableCursor:
    def __init__(self) -> None:
        self.zone: str | None = None
        self._index: dict[str, int] = {}

    # ---------------------------------------------------------------- where it can stand

    @staticmethod
    def zones(session: TableSession) -> list[str]:
        """Every zone the table shows, the viewer's hand first, in the layout's order."""
        hand = session.table.hand_zone(session.viewer)
        order = [z for z in session.specs if z not in SKIPPED]
        return ([hand] if hand in order else []) + [z for z in order if z != hand]

    @staticmethod
    def stops(session: TableSession, zone: str) -> list[CardItem]:
        items = session.board.zones.get(zone, [])
        spec = session.specs.get(zone)
        if spec is not None and spec.kind in (PileKind.STACK, PileKind.STAGGER):
            return items[-1:]
        return list(items)

    def current(self, session: TableSession) -> str | None:
        zones = self.zones(session)
        if self.zone not in zones:
            self.zone = zones[0] if zones else None
        return self.zone

    def item(self, session: TableSession) -> CardItem | None:
        zone = self.current(session)
        if zone is None:
            return None
        stops = self.stops(session, zone)
        if not stops:
            return None
        if zone == session.table.hand_zone(session.viewer):
            index = session.focus_index
        else:
            index = self._index.get(zone, len(stops) - 1)
        return stops[index] if 0 <= index < len(stops) else None

    # ---------------------------------------------------------------- moving

    def step_zone(self, session: TableSession, step: int) -> None:
        zones = self.zones(session)
        if not zones:
            return
        here = self.current(session)
        at = zones.index(here) if here in zones else 0
        self.zone = zones[(at + step) % len(zones)]
        stops = self.stops(session, self.zone)
        if self.zone == session.table.hand_zone(session.viewer):
            if stops and not 0 <= session.focus_index < len(stops):
                session.focus_index = 0
        else:
            self._index[self.zone] = len(stops) - 1

    def step_card(self, session: TableSession, step: int) -> None:
        zone = self.current(session)
        if zone is None:
            return
        stops = self.stops(session, zone)
        if not stops:
            return
        if zone == session.table.hand_zone(session.viewer):
            old = session.focus_index
            session.focus_index = (old + step) % len(stops) if old >= 0 else 0
        else:
            old = self._index.get(zone, len(stops) - 1)
            self._index[zone] = (min(old, len(stops) - 1) + step) % len(stops)

    def mark(self, session: TableSession) -> None:
        """Ring the cursor's zone and card (a dashed ring, never the hint's glow); nothing
        until the keyboard has moved it."""
        zone = self.zone if self.zone in self.zones(session) else None
        target = self.item(session) if zone is not None else None
        for item in session.board.items():
            focused = item is target
            if item.focused != focused:
                item.focused = focused
                item.update()
        for name, frame in session.scene.frames.items():
            focused = name == zone and target is None
            frame.focused = focused  # repaints its part of the felt if it changed

    # ---------------------------------------------------------------- words

    def words(self, session: TableSession) -> str:
        """What the cursor is on, as a screen reader says it on every step."""
        zone = self.current(session)
        if zone is None:
            return ""
        item = self.item(session)
        if item is not None:
            return card_name(session, item)
        name = zone_name(session, zone)
        return f"{name[:1].upper() + name[1:]}, {zone_description(session, zone)}"


def _owner(session: TableSession, zone: str) -> int | None:
    parts = zone.split("/")
    if len(parts) >= 2 and parts[1].isdigit() and parts[0] not in ("meld", "slot", "canopy"):
        seat = int(parts[1])
        return seat if seat < len(session.seats) else None
    return None


def zone_name(session: TableSession, zone: str) -> str:
    """A zone in words: "your hand", "Budi's compost", "meld 2", "the stock"."""
    kind = zone.split("/")[0]
    parts = zone.split("/")
    owner = _owner(session, zone)
    mine = owner is not None and owner == session.viewer
    name = session.seats[owner].name if owner is not None else ""
    yours = {
        "hand": tr("your hand"), "table": tr("your melds"), "foot": tr("your foot"),
        "seeds": tr("your seed pile"), "compost": tr("your compost"),
        "draw": tr("your draw pile"), "canopies": tr("your canopy area"),
        "melds": tr("your side's melds"), "red3": tr("your side's red threes"),
        "garbage": tr("your side's garbage"),
    }
    theirs = {
        "hand": tr("{name}'s hand"), "table": tr("{name}'s melds"),
        "foot": tr("{name}'s foot"), "seeds": tr("{name}'s seed pile"),
        "compost": tr("{name}'s compost"), "draw": tr("{name}'s draw pile"),
        "canopies": tr("{name}'s canopy area"), "melds": tr("{name}'s side's melds"),
        "red3": tr("{name}'s side's red threes"), "garbage": tr("{name}'s side's garbage"),
    }
    if kind == "tree" and owner is not None and len(parts) == 3 and parts[2].isdigit():
        slot = int(parts[2]) + 1
        if mine:
            return tr("your tree {number}").format(number=slot)
        return tr("{name}'s tree {number}").format(name=name, number=slot)
    if owner is not None and kind in yours:
        return yours[kind] if mine else theirs[kind].format(name=name)
    fixed = {"stock": tr("the stock"), "discard": tr("the discard pile")}
    if kind in fixed:
        return fixed[kind]
    number = int(parts[1]) + 1 if len(parts) > 1 and parts[1].isdigit() else None
    numbered = {"meld": tr("meld {number}"), "slot": tr("contract part {number}"),
                "canopy": tr("canopy {number}")}
    if kind in numbered and number is not None:
        return numbered[kind].format(number=number)
    spec = session.specs.get(zone)
    return spec.label if spec is not None and spec.label else tr("a pile")


def zone_description(session: TableSession, zone: str) -> str:
    """How many cards, and the top one when it shows: "12 cards, top card 7 of spades"."""
    items = session.board.zones.get(zone, [])
    count = len(items)
    if count == 0:
        spec = session.specs.get(zone)
        text = " ".join(spec.text.split()) if spec is not None and spec.text else ""
        return f"{tr('empty')}. {text}" if text else tr("empty")
    amount = tr("1 card") if count == 1 else tr("{count} cards").format(count=count)
    top = items[-1]
    if top.face_up and top.card is not None:
        return tr("{amount}, top card {card}").format(amount=amount,
                                                      card=spoken_card(top.card))
    return amount


def card_name(session: TableSession, item: CardItem) -> str:
    """"Queen of hearts, in your hand, selected"."""
    face = spoken_card(item.card) if item.face_up else tr("Face-down card")
    words = tr("{card}, in {zone}").format(card=face, zone=zone_name(session, item.zone))
    if item.selected:
        words = tr("{words}, selected").format(words=words)
    return words


def _view_rect(view: QGraphicsView, item_rect: object) -> QRect:
    return view.mapFromScene(item_rect).boundingRect()  # type: ignore[call-overload]


def read_table(session: TableSession, cursor: TableCursor, view: QGraphicsView
               ) -> TableReading:
    """The table as it is now, zone by zone, for the accessibility tree."""
    here = cursor.current(session)
    target = cursor.item(session)
    zones = []
    for zone in cursor.zones(session):
        frame = session.scene.frames.get(zone)
        area = _view_rect(view, frame.area) if frame is not None else QRect()
        cards = []
        for item in cursor.stops(session, zone):
            index = len(cards)
            description = tr("card {number} of {count}").format(
                number=index + 1, count=len(cursor.stops(session, zone)))
            cards.append(CardReading(item.key, card_name(session, item), description,
                                     _view_rect(view, item.card_rect()),
                                     item is target, item.selected))
        name = zone_name(session, zone)
        zones.append(ZoneReading(zone, name[:1].upper() + name[1:],
                                 zone_description(session, zone), area, tuple(cards),
                                 zone == here and target is None))
    return TableReading(tr("{game} table").format(game=game_name_of(session.setup.game_id)),
                        tuple(zones))
