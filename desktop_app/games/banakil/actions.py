"""Banakil's actions (each a small frozen dataclass with a JSON form)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...cards.card import Card
from ...cards.melds import MeldKind, MeldShape
from ..base import Action, quick_init


@quick_init
@dataclass(frozen=True, slots=True)
class DrawStock(Action):
    """BK-07a: take the top card of the stock."""

    tag: ClassVar[str] = "draw_stock"


@quick_init
@dataclass(frozen=True, slots=True)
class TakeDiscard(Action):
    """BK-07b: take the top `count` cards of the discard pile."""

    count: int = 1
    tag: ClassVar[str] = "take_discard"


@quick_init
@dataclass(frozen=True, slots=True)
class Meld(Action):
    """Lay a new meld. With `start`, `cards` are read in order as the run positions from `start`
    (this is how a player states what each wild stands for, BK-14); without it the engine
    takes the default reading (sets; runs extend upward)."""

    cards: tuple[Card, ...]
    kind: MeldKind | None = None
    start: int | None = None
    tag: ClassVar[str] = "meld"


@quick_init
@dataclass(frozen=True, slots=True)
class LayOff(Action):
    """Add cards to an own or partner meld, one after another (BK-16..18).

    `end` ("low"/"high") says where a wild goes on a run, or where a relocated 2 goes when both
    ends are open; `retrieve` takes the joker from a 3-card set instead of growing it."""

    meld_id: int
    cards: tuple[Card, ...]
    end: str | None = None
    retrieve: bool = False
    tag: ClassVar[str] = "lay_off"


@quick_init
@dataclass(frozen=True, slots=True)
class Discard(Action):
    """BK-10: end the turn by discarding one card."""

    card: Card
    tag: ClassVar[str] = "discard"


@quick_init
@dataclass(frozen=True, slots=True)
class Deal(Action):
    """The next dealer deals the next round (after a round ended and the game goes on)."""

    tag: ClassVar[str] = "deal"


BanakilAction = DrawStock | TakeDiscard | Meld | LayOff | Discard | Deal
"""Every action of the game (the engine's `ActionT`)."""
ACTION_TYPES = (DrawStock, TakeDiscard, Meld, LayOff, Discard, Deal)


def meld_action(shape: MeldShape) -> Meld:
    """The fully declared Meld that lays `shape` (kind, and start for runs: BK-14)."""
    if shape.kind is MeldKind.RUN:
        return Meld(shape.cards, MeldKind.RUN, shape.start)
    return Meld(shape.cards, MeldKind.SET)
