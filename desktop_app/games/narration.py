"""The game log's sentences: a batch of events, as one seat saw them, becomes log lines.

Narration works only from events already redacted for the viewer (`events_for`), so it can
name no card the viewer may not know: another seat's draw from the stock arrives with its card
hidden and is told as "a card". Each game adds its own moves (Cap-It's push, the foot, the
canopies) in its `narration.py`; the GUI renders the lines through Qt translation with cards as
symbols. A narrator remembers which meld zones it has seen, so a lay-off is told apart from a
new meld; replaying a record through a fresh narrator tells the same story again.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..cards.card import JOKER, Card
from .base import (
    AnyCard,
    CardMoved,
    Event,
    GameEnded,
    GameState,
    MeldChanged,
    RoundEnded,
    RoundStarted,
)
from .messages import QT_TRANSLATE_NOOP, Message, Template

CONTEXT = "narration"


@dataclass(frozen=True, slots=True)
class SeatName:
    """A seat named in a line: the GUI says its player's name, or "you" for the viewer."""

    seat: int

    def describe(self) -> str:
        return f"seat {self.seat}"


@dataclass(frozen=True, slots=True)
class SeatsOwn:
    """Whose something is: "your", "Budi's", or "their" for the seat that acts (`actor`)."""

    seat: int
    actor: int = -1

    def describe(self) -> str:
        return f"seat {self.seat}'s"


@dataclass(frozen=True, slots=True)
class TeamName:
    """A partnership named in a line: "your team", or the other team's name."""

    team: int

    def describe(self) -> str:
        return f"team {self.team}"


@dataclass(frozen=True, slots=True)
class Hidden:
    """Cards the viewer may not see, only counted: "a card", "2 cards"."""

    count: int

    def describe(self) -> str:
        return "a card" if self.count == 1 else f"{self.count} cards"


@dataclass(frozen=True, slots=True)
class LogLine:
    """One line of the log. `count` drives the plural form where the sentence counts cards;
    `separator` marks a round's first line; `seats` are the seats it is about (the actor first),
    `cards` the cards it names (for marks and tests)."""

    message: Message
    seats: tuple[int, ...] = ()
    count: int = -1
    separator: bool = False
    cards: tuple[AnyCard, ...] = ()

    @property
    def text(self) -> str:
        return self.message.text


def _t(key: str, text: str) -> Template:
    return Template(key, QT_TRANSLATE_NOOP(CONTEXT, text))


ROUND = _t("round", "Round {round}")
DEALT = _t("dealt", "{seat} dealt")
DREW = _t("drew", "{seat} drew {cards}")
DREW_HIDDEN = _t("drew_hidden", "{seat} drew {cards}")
TOOK_PILE = _t("took_pile", "{seat} took %n card(s) from the pile: {cards}")
DISCARDED = _t("discarded", "{seat} discarded {card}")
MELDED = _t("melded", "{seat} laid a {kind}: {cards}")
LAID_OFF = _t("laid_off", "{seat} laid off {cards} on {owner} {kind}")
MOVED = _t("moved", "{seat} moved {cards}")
TOOK_FROM_MELD = _t("took_from_meld", "{seat} took {cards} from {owner} {kind}")
ROUND_OVER = _t("round_over", "The round is over")
WENT_OUT = _t("went_out", "{seat} went out: the round is over")
GAME_OVER = _t("game_over", "The game is over")
RUN = _t("run", "run")
SET = _t("set", "set")
MELD = _t("meld", "meld")

WILD_RANKS = frozenset({2, JOKER})


def meld_kind(cards: Sequence[Card]) -> Message:
    """"set" when the natural cards share a rank, "run" otherwise (wild 2s and jokers aside)."""
    naturals = [card.rank for card in cards if card.rank not in WILD_RANKS]
    return SET() if len(set(naturals)) <= 1 else RUN()


def zone_seat(zone: str, kind: str) -> int | None:
    """The seat in `kind/<seat>` (None when `zone` is of another kind)."""
    head, _, tail = zone.partition("/")
    if head != kind or not tail.split("/")[0].isdigit():
        return None
    return int(tail.split("/")[0])


@dataclass(slots=True)
class Group:
    """Consecutive cards that went the same way in one batch."""

    src: str
    dst: str
    cards: list[AnyCard | None] = field(default_factory=list)
    meld: MeldChanged | None = None
    dst_index: int = -1
    """Where the first card landed in its destination (0: it began the pile)."""

    @property
    def known(self) -> tuple[AnyCard, ...]:
        return tuple(card for card in self.cards if card is not None)

    @property
    def all_known(self) -> bool:
        return all(card is not None for card in self.cards)


def groups_of(events: Sequence[Event]) -> list[Group | Event]:
    """Card moves grouped by (from, to) in order; other events as they are. A `MeldChanged`
    joins the group that moved cards into its zone."""
    out: list[Group | Event] = []
    for event in events:
        last = out[-1] if out else None
        if isinstance(event, CardMoved):
            if isinstance(last, Group) and (last.src, last.dst) == (event.src, event.dst) \
                    and last.meld is None:
                last.cards.append(event.card)
            else:
                out.append(Group(event.src, event.dst, [event.card], dst_index=event.index))
        elif isinstance(event, MeldChanged) and isinstance(last, Group) and \
                last.dst == event.zone:
            last.meld = event
        else:
            out.append(event)
    return out


Hook = Callable[["Narrator", int | None, Group], list[LogLine] | None]
"""A game's own reading of a group (None: not its move, the shared reading applies)."""


@dataclass(slots=True)
class Narrator:
    """Tells one viewer's events. `team_of` maps a seat to its partnership where melds belong
    to teams (None: melds belong to seats); `hooks` are the game's own moves, tried first."""

    team_of: Callable[[int], int] | None = None
    hooks: Sequence[Hook] = ()
    melds: dict[str, int] = field(default_factory=dict)
    """Meld zones seen so far and their owner (a seat, or a team)."""
    sizes: dict[str, int] = field(default_factory=dict)
    kinds: dict[str, Message] = field(default_factory=dict)
    """Each meld zone's kind ("run", "set") as last seen."""
    dealing: bool = False
    said: set[str] = field(default_factory=set)
    """What this batch has told already (a game's hook tells some things once per action)."""

    def narrate(self, events: Sequence[Event], actor: int | None = None) -> list[LogLine]:
        """The lines for one batch (one action's events) as the viewer saw them; `actor` is the
        seat that acted, when known."""
        lines: list[LogLine] = []
        self.dealing = any(isinstance(event, RoundStarted) for event in events)
        self.said.clear()
        if actor is None:
            actor = self.guess_actor(events)
        went_out = False
        for item in groups_of(events):
            if isinstance(item, Group):
                told = self.group_lines(actor, item)
                lines.extend(told)
                if item.meld is not None:
                    self.melds[item.meld.zone] = item.meld.owner
                    self.sizes[item.meld.zone] = len(item.meld.cards)
                    self.kinds[item.meld.zone] = meld_kind(item.meld.cards)
                went_out = went_out or item.dst == "discard" or item.dst.startswith("meld")
            elif isinstance(item, RoundStarted):
                self.melds.clear()
                self.sizes.clear()
                self.kinds.clear()
                lines.append(LogLine(ROUND(round=item.round_no), separator=True))
                lines.append(LogLine(DEALT(seat=SeatName(item.dealer)), (item.dealer,)))
            elif isinstance(item, MeldChanged):
                self.melds[item.zone] = item.owner
                self.sizes[item.zone] = len(item.cards)
                self.kinds[item.zone] = meld_kind(item.cards)
            elif isinstance(item, RoundEnded):
                if item.reason == "went_out" and actor is not None and went_out:
                    lines.append(LogLine(WENT_OUT(seat=SeatName(actor)), (actor,)))
                else:
                    lines.append(LogLine(ROUND_OVER()))
            elif isinstance(item, GameEnded):
                lines.append(LogLine(GAME_OVER()))
        return lines

    @staticmethod
    def guess_actor(events: Sequence[Event]) -> int | None:
        """The seat that acted, read from the cards: the last hand cards left, or else the last
        hand that drew (a LAN update may not say who moved)."""
        moves = [e for e in events if isinstance(e, CardMoved)]
        for event in moves:
            seat = zone_seat(event.src, "hand")
            if seat is not None:
                return seat
        for event in reversed(moves):
            seat = zone_seat(event.dst, "hand")
            if seat is not None:
                return seat
        return None

    def group_lines(self, actor: int | None, group: Group) -> list[LogLine]:
        for hook in self.hooks:
            told = hook(self, actor, group)
            if told is not None:
                return told
        return self.shared_lines(actor, group)

    def shared_lines(self, actor: int | None, group: Group) -> list[LogLine]:
        """The moves every rummy game has: draw, take the pile, discard, meld, lay off."""
        if self.dealing and group.src == "stock":
            return []  # the deal is one line ("Budi dealt"); the hands show the rest
        into = zone_seat(group.dst, "hand")
        out = zone_seat(group.src, "hand")
        count = len(group.cards)
        if into is not None and group.src == "stock":
            if group.all_known:
                return [LogLine(DREW(seat=SeatName(into), cards=list(group.known)), (into,),
                                cards=group.known)]
            return [LogLine(DREW_HIDDEN(seat=SeatName(into), cards=Hidden(count)), (into,),
                            count)]
        if into is not None and group.src == "discard":
            return [LogLine(TOOK_PILE(seat=SeatName(into), count=count,
                                      cards=list(group.known) if group.all_known
                                      else Hidden(count)), (into,), count, cards=group.known)]
        if out is not None and group.dst == "discard" and group.all_known:
            return [LogLine(DISCARDED(seat=SeatName(out), card=group.known[-1]), (out,),
                            cards=group.known)]
        if out is not None and group.dst.startswith("meld") and group.all_known:
            return [self.meld_line(out, group)]
        if into is not None and group.src in self.melds and group.all_known:
            return [self.taken_from_meld(into, group)]
        seat = out if out is not None else into if into is not None else actor
        if seat is None:
            return []
        cards: object = list(group.known) if group.all_known else Hidden(count)
        return [LogLine(MOVED(seat=SeatName(seat), cards=cards), (seat,), count,
                        cards=group.known)]

    def meld_line(self, seat: int, group: Group) -> LogLine:
        """A new meld, or cards laid off on one already there (whose, and what it is)."""
        cards = [card for card in group.known if isinstance(card, Card)]
        shown = list(group.meld.cards) if group.meld is not None else cards
        kind = meld_kind(shown) if shown else MELD()
        owner = self.melds.get(group.dst)
        if owner is None:
            return LogLine(MELDED(seat=SeatName(seat), kind=kind, cards=shown), (seat,),
                           cards=tuple(cards))
        if self.team_of is not None:
            whose: object = TeamsOwn(owner)
            seats: tuple[int, ...] = (seat,)
        else:
            whose = SeatsOwn(owner, seat)
            seats = (seat, owner)
        return LogLine(LAID_OFF(seat=SeatName(seat), cards=cards, owner=whose, kind=kind),
                       seats, cards=tuple(cards))


    def taken_from_meld(self, seat: int, group: Group) -> LogLine:
        """A wild card taken back from a meld into a hand (exchanged for the card it stood
        for)."""
        owner = self.melds[group.src]
        whose: object = TeamsOwn(owner) if self.team_of is not None else SeatsOwn(owner, seat)
        cards = [card for card in group.known if isinstance(card, Card)]
        return LogLine(TOOK_FROM_MELD(seat=SeatName(seat), cards=cards, owner=whose,
                                      kind=self.kinds.get(group.src, MELD())), (seat,),
                       cards=tuple(cards))


@dataclass(frozen=True, slots=True)
class TeamsOwn:
    """A partnership's: "your team's", "the other team's"."""

    team: int

    def describe(self) -> str:
        return f"team {self.team}'s"


def narrate_all(narrator: Narrator, batches: Sequence[tuple[int | None, Sequence[Event]]],
                viewer: int | None) -> list[LogLine]:
    """A whole story for `viewer`: every batch redacted for that seat first (the log never
    reads events as another seat saw them)."""
    lines: list[LogLine] = []
    for actor, events in batches:
        lines.extend(narrator.narrate([event.for_seat(viewer) for event in events], actor))
    return lines


def narrator_for(game_id: str) -> Narrator:
    """A fresh narrator for one game (its own moves added to the shared ones)."""
    module = importlib.import_module(f"{__name__.rpartition('.')[0]}.{game_id}.narration")
    made = module.narrator()
    assert isinstance(made, Narrator)
    return made


def replayed_batches(state: GameState[Any, Any]) -> list[tuple[int | None, list[Event]]]:
    """Every action's events in a game's record, replayed from its seed (a continued game's
    log is told again from what was saved). The events are the full ones: `narrate_all`
    redacts them for the viewer before anything is told."""
    replay = type(state).new_game(state.config, state.seed)
    batches: list[tuple[int | None, list[Event]]] = []
    if replay.opening_events:
        batches.append((None, list(replay.opening_events)))
    for seat, action in state.history:
        batches.append((seat, replay.apply(seat, action)))
    return batches
