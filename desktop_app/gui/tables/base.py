"""What a game's table must say: where its zones sit and which gestures mean which moves.

The session and the scene are the same for every game; a `GameTable` subclass answers only the
game's own questions. It reads observations (never the state) and returns engine actions: the
engine decides what is legal.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, QSizeF

from ...cards.card import Card
from ...games.base import Action, GameEnded
from ...games.options import Affordance, Options, Way
from ..message_text import message_text, refusal_text
from ..table.deck_art import Back
from ..table.metrics import CARD_ASPECT, CardMetrics
from ..table.piles import PileSpec

ZoneCards = dict[str, list[Card | None]]


def tr(text: str) -> str:
    return QCoreApplication.translate("GameTable", text)


@dataclass(frozen=True, slots=True)
class SeatView:
    name: str
    human: bool
    level: str | None = None


@dataclass(frozen=True, slots=True)
class Rearrange:
    """The table rearranges the viewer's own cards without asking the engine (cards set aside
    for a contract that goes down in one action). `change` updates the table's arrangement
    when the player commits to it; the cards then glide to where `zone_cards` now puts them."""

    change: Callable[[], None] | None = None


@dataclass(frozen=True, slots=True)
class Choice:
    """A move with several readings (run or set, which end, retrieve the joker or not)."""

    title: str
    options: tuple[tuple[str, Action | Rearrange], ...]


@dataclass(frozen=True, slots=True)
class Reorder:
    """Rearrange the viewer's hand: put the dragged cards before index `before`."""

    before: int


@dataclass(frozen=True, slots=True)
class ToggleSelect:
    pass


@dataclass(frozen=True, slots=True)
class Refusal:
    """A gesture the table itself can tell is pointless (the engine is not asked), or the
    engine's reason why not; `rule` is the rule it cites ("": none), for the note's "Why?"."""

    reason: str
    rule: str = ""


Gesture = Action | Choice | Reorder | ToggleSelect | Refusal | Rearrange | None


def refusal_of(affordance: Affordance) -> Refusal | None:
    """The engine's reason why not, as the table shows it (None: it gave none)."""
    why = affordance.why_not
    return Refusal(message_text(why), why.rule or "") if why else None


def gesture_of(affordance: Affordance, title: str, label: Callable[[Way], str],
               limit: int = 8) -> Gesture:
    """The engine's ways of one kind as a gesture: the only way, a choice between several,
    or why there is none."""
    if not affordance.ways:
        return refusal_of(affordance)
    if len(affordance.ways) == 1:
        return affordance.ways[0].action
    return Choice(title, tuple((label(way), way.action) for way in affordance.ways[:limit]))


@dataclass(frozen=True, slots=True)
class Command:
    """A button (and keyboard shortcut) of the action bar."""

    key: str
    label: str
    shortcut: str
    enabled: bool
    run: Callable[[], Gesture]
    tooltip: str = ""


def offer(options: Options, kind: str, key: str, label: str, shortcut: str,
          run: Callable[[], Gesture], tooltip: str) -> Command:
    """A button for one kind of action, enabled when the engine says it is possible now; a
    disabled one says why in its tooltip."""
    affordance = options[kind]
    if affordance.possible or affordance.why_not is None:
        return Command(key, label, shortcut, affordance.possible, run, tooltip)
    return Command(key, label, shortcut, False, run,
                   f"{tooltip}\n{message_text(affordance.why_not)}")


@dataclass(slots=True)
class TableContext:
    obs: Any
    viewer: int
    seats: Sequence[SeatView]
    counts: dict[str, int]
    size: QSizeF
    metrics: CardMetrics
    selected: list[Card] = field(default_factory=list)

    @property
    def w(self) -> float:
        return self.size.width()

    @property
    def h(self) -> float:
        return self.size.height()

    @property
    def card_w(self) -> float:
        return self.metrics.width

    @property
    def card_h(self) -> float:
        return self.metrics.width * CARD_ASPECT


@dataclass(frozen=True, slots=True)
class Hint:
    cards: tuple[Card, ...]
    text: str


class GameTable(ABC):
    """The game-specific half of the table."""

    game_id: str
    columns: float = 13.0
    rows: float = 5.6
    """How many card widths across and card heights down the table needs (refit)."""
    panel_corner: str = "top-right"
    """Where the score panel floats: "top-right" or "bottom-right" (where the table is free)."""
    generic_commands: tuple[str, ...] = ("sort_suit", "sort_rank", "hint", "undo")
    """The table screen's own buttons this game offers (a game without a hand cannot sort)."""
    default_sort: str = "suit"
    """How the viewer's hand is sorted at first: "suit" or "rank" (sets-only games)."""

    def __init__(self, seats: Sequence[SeatView]) -> None:
        self.seats = list(seats)

    # -- what lies where ---------------------------------------------------------

    @abstractmethod
    def zone_cards(self, obs: Any, viewer: int) -> ZoneCards:
        """Every zone's cards as the viewer sees them (None: face down, unknown)."""

    def face_up(self, zone: str, viewer: int) -> bool:
        """Whether cards in `zone` show their faces to the viewer: by default the stock and the
        other players' hands lie face down, everything else face up."""
        if zone == "stock":
            return False
        if zone.startswith("hand/"):
            return zone == f"hand/{viewer}"
        return True

    def public(self, zone: str) -> bool:
        """Whether every player sees the faces in `zone`: behind the hot-seat curtain only
        these lie face up."""
        return all(self.face_up(zone, seat) for seat in range(len(self.seats)))

    def back_for(self, card: Card | None, zone: str) -> Back:
        return Back.DEFAULT

    @abstractmethod
    def layout(self, ctx: TableContext) -> dict[str, PileSpec]:
        """A pile for every zone to show (and drop-only zones such as an empty meld area)."""

    @staticmethod
    def hand_zone(viewer: int) -> str:
        return f"hand/{viewer}"

    def zone_tip(self, obs: Any, viewer: int, zone: str) -> str:
        """What a zone is, for its tooltip, where the table's layout gave it none."""
        if zone == self.hand_zone(viewer):
            return tr("Your hand: click cards to select them and drag them to play; on the "
                      "keyboard ← → move along it and Space selects.")
        if zone.startswith("hand/"):
            seat = int(zone.split("/")[1])
            sizes = getattr(obs, "hand_sizes", None)
            if sizes is not None and 0 <= seat < len(sizes):
                return tr("{name}'s hand: {cards}").format(name=self.name(seat),
                                                           cards=cards_count(sizes[seat]))
            return tr("{name}'s hand").format(name=self.name(seat))
        if zone == "stock":
            return tr("The stock: face-down cards to draw from")
        if zone == "discard":
            return tr("The discard pile")
        return ""

    # -- gestures --------------------------------------------------------------------

    @abstractmethod
    def drag_indices(self, obs: Any, viewer: int, zone: str, index: int,
                     selected: Sequence[int]) -> list[int] | None:
        """Indices in `zone` that move when its card `index` is dragged (None: not allowed)."""

    @abstractmethod
    def drop_zones(self, obs: Any, viewer: int, src_zone: str) -> list[str]: ...

    def drop_targets(self, obs: Any, viewer: int, src_zone: str, indices: Sequence[int],
                     cards: Sequence[Card | None] = ()) -> list[str]:
        """Zones that accept the cards at `indices` of `src_zone` (`cards`, as the viewer
        sees them; they glow under the drag); a game where what is lifted matters (one card
        or a whole pile) answers precisely, from the engine's options."""
        return self.drop_zones(obs, viewer, src_zone)

    @abstractmethod
    def drop(self, obs: Any, viewer: int, src_zone: str, cards: Sequence[Card | None],
             indices: Sequence[int], dst_zone: str | None,
             selected: Sequence[Card] = ()) -> Gesture:
        """What dropping `cards` (from `src_zone`) on `dst_zone` means; `selected` are the
        viewer's selected hand cards (a pile dragged onto a meld takes them along)."""

    @abstractmethod
    def click(self, obs: Any, viewer: int, zone: str | None, index: int | None,
              selected: Sequence[Card], double: bool) -> Gesture: ...

    def commands(self, obs: Any, viewer: int, selected: Sequence[Card],
                 focused: Card | None) -> list[Command]:
        return []

    @abstractmethod
    def panel(self, obs: Any) -> list[tuple[str, str]]:
        """(label, value) lines for the score panel: totals, target, round, contract…"""

    def hint(self, obs: Any, action: Action) -> Hint | None:
        """`action` (what a good player would do, chosen by the session's computer player)
        in words, with the cards to light up; None when it needs no hint."""
        return None

    def explain(self, error: Exception, action: Action) -> str:
        """The engine's refusal of `action` in the player's words."""
        return refusal_text(error)

    def too_late(self, obs: Any, viewer: int, zone: str) -> str:
        """Why the viewer's command found `zone` changed (a game without turns: someone else
        got there first)."""
        return tr("Too late: someone else got there first.")

    def number_key(self, obs: Any, viewer: int, number: int,
                   selected: Sequence[Card] = ()) -> Gesture:
        """A digit key (take that many cards from a pile, where the game has such a move;
        `selected` are the viewer's selected cards)."""
        return None

    @abstractmethod
    def score_sheet(self, result: dict[str, Any], obs: Any
                    ) -> tuple[str, str, list[str], list[list[str]]]:
        """Title, subtitle, column headings and rows of the round's score sheet."""

    def winner_text(self, ended: GameEnded, obs: Any) -> str:
        """The game's end in words, from its `GameEnded` event and the viewer's observation."""
        names = [self.unit_name(w, obs) for w in ended.winners]
        if not names:
            return tr("Game over")
        if len(names) == 1:
            return tr("{name} wins!").format(name=names[0])
        return tr("{names} share the win!").format(names=" & ".join(names))

    def unit_name(self, index: int, obs: Any) -> str:
        """The name of a scoring unit: a player, or a team in partnership games."""
        return self.name(index)

    @staticmethod
    def sort_rank(card: Card) -> int:
        """A card's place when the hand is sorted by rank."""
        return card.rank

    def turn_text(self, obs: Any, viewer: int) -> str | None:
        """The status line when the viewer is to move (None: the generic text)."""
        return None

    def is_viewer_turn(self, obs: Any, viewer: int) -> bool:
        return getattr(obs, "current", None) == viewer

    # -- helpers -----------------------------------------------------------------------

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def speaks_to(self, viewer: int) -> bool:
        """Whether the table may say "your" of the viewer's seat: a human plays it at this
        screen (hot-seat included). In a demo the computer plays every seat, and the bottom
        seat is named as the others are ("Sari's melds")."""
        return 0 <= viewer < len(self.seats) and self.seats[viewer].human


def cards_count(count: int) -> str:
    """"1 card", "19 cards": how many cards a hand holds, with its unit."""
    return tr("1 card") if count == 1 else tr("{n} cards").format(n=count)


def hand_label(name: str, count: int) -> str:
    """A hand's label, the same short form at every seat of every table: "Sari · 19" over
    the hand's cards (a side seat's column has no room for "19 cards"; the hand's tooltip
    says it in full)."""
    return tr("{name} · {n}").format(name=name, n=count)


PANEL_ROW = 21.0
PANEL_BASE = 56.0
"""The score panel's height in pixels: its title and margins, and each line (it is text, so
it does not scale with the cards)."""


def panel_height(lines: int) -> float:
    """How tall the score panel with `lines` lines is: a layout keeps clear of it."""
    return PANEL_BASE + PANEL_ROW * lines


def relative_places(players: int) -> list[str]:
    """Where each seat sits relative to the viewer, seats numbered clockwise (viewer first)."""
    return {2: ["bottom", "top"], 3: ["bottom", "left", "right"],
            4: ["bottom", "left", "top", "right"],
            5: ["bottom", "left", "top-left", "top-right", "right"],
            6: ["bottom", "left", "top-left", "top", "top-right", "right"]}[players]


def rect(x: float, y: float, w: float, h: float) -> QRectF:
    return QRectF(x, y, max(w, 1.0), max(h, 1.0))
