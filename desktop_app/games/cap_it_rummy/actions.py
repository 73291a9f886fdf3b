"""Cap-It Rummy's actions (each a small frozen dataclass with a JSON form)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...cards.card import Card
from ...cards.melds import MeldKind
from ..base import Action, quick_init


@quick_init
@dataclass(frozen=True, slots=True)
class TakeDiscard(Action):
    """CR-10a: take the top card of the discard pile."""

    tag: ClassVar[str] = "take_discard"


@quick_init
@dataclass(frozen=True, slots=True)
class Push(Action):
    """CR-10b: the stock's top card and the top discard go to the next player, then the pusher
    draws the next stock card. With the stock empty it ends the round (CR-11)."""

    tag: ClassVar[str] = "push"


@quick_init
@dataclass(frozen=True, slots=True)
class DrawStock(Action):
    """Drawing the stock card alone, as a player may try by dragging it. Cap-It has no such
    draw (CR-10), so the engine always refuses it with the reason."""

    tag: ClassVar[str] = "draw_stock"


@quick_init
@dataclass(frozen=True, slots=True)
class Meld(Action):
    """Lay one meld, declaring it (CR-14): `kind` says run or set; for a run, `start` is the
    position of `cards[0]` and the cards are read in order, which says what each wild stands
    for (position 14 is the Ace, 1 the low Ace under `ace_low`). Without `kind` or `start` the
    engine accepts the cards only when they have a single reading."""

    cards: tuple[Card, ...]
    kind: MeldKind | None = None
    start: int | None = None
    tag: ClassVar[str] = "meld"


@quick_init
@dataclass(frozen=True, slots=True)
class LayContract(Action):
    """CR-08: lay the round's contract, every part at once, one declared meld per part."""

    melds: tuple[Meld, ...]
    tag: ClassVar[str] = "lay_contract"


@quick_init
@dataclass(frozen=True, slots=True)
class LayOff(Action):
    """CR-09: add cards to any meld on the table, one after another. `end` ("low"/"high") says
    at which end of a run a card goes when it could go at either (a wild, a low/high Ace)."""

    meld_id: int
    cards: tuple[Card, ...]
    end: str | None = None
    tag: ClassVar[str] = "lay_off"


@quick_init
@dataclass(frozen=True, slots=True)
class SwapWild(Action):
    """CR-15: put the natural `card` in place of `wild` in a meld and take the wild."""

    meld_id: int
    card: Card
    wild: Card
    tag: ClassVar[str] = "swap_wild"


@quick_init
@dataclass(frozen=True, slots=True)
class Discard(Action):
    """CR-13: end the turn by discarding one card (the last one goes out, CR-16)."""

    card: Card
    tag: ClassVar[str] = "discard"


@quick_init
@dataclass(frozen=True, slots=True)
class Deal(Action):
    """The next dealer deals the next round (after a round ended and the game goes on)."""

    tag: ClassVar[str] = "deal"


CapItAction = (TakeDiscard | Push | DrawStock | Meld | LayContract | LayOff | SwapWild | Discard
               | Deal)
"""Every action of the game (the engine's `ActionT`)."""
ACTION_TYPES = (TakeDiscard, Push, DrawStock, Meld, LayContract, LayOff, SwapWild, Discard, Deal)
