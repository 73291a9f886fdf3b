"""Hand and Foot's actions (each a small frozen dataclass with a JSON form)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...cards.card import Card
from ..base import Action, quick_init


@quick_init
@dataclass(frozen=True, slots=True)
class DrawStock(Action):
    """HF-14: take the top two stock cards (one when only one is left); with the stock empty
    this ends the round (HF-19)."""

    tag: ClassVar[str] = "draw_stock"


@quick_init
@dataclass(frozen=True, slots=True)
class TakePile(Action):
    """HF-16: take the whole discard pile, melding its top card at once, either with `cards`
    from the hand as a new meld or onto the team's unfinished meld `meld_id`. `melds` are
    further new melds laid in the same breath, which a team that has not melded needs to
    reach its minimum (HF-13)."""

    cards: tuple[Card, ...] = ()
    meld_id: int | None = None
    melds: tuple[tuple[Card, ...], ...] = ()
    tag: ClassVar[str] = "take_pile"


@quick_init
@dataclass(frozen=True, slots=True)
class Meld(Action):
    """Lay one or more new team melds (a first meld may need several, HF-13); a group of
    black 3s only in the turn the player goes out (HF-06)."""

    melds: tuple[tuple[Card, ...], ...]
    tag: ClassVar[str] = "meld"


@quick_init
@dataclass(frozen=True, slots=True)
class AddToMeld(Action):
    """Add cards from the hand to an unfinished meld of the team (HF-07)."""

    meld_id: int
    cards: tuple[Card, ...]
    tag: ClassVar[str] = "add_to_meld"


@quick_init
@dataclass(frozen=True, slots=True)
class Garbage(Action):
    """HF-12: put cards on the team's garbage pile (after its sevens canasta)."""

    cards: tuple[Card, ...]
    tag: ClassVar[str] = "garbage"


@quick_init
@dataclass(frozen=True, slots=True)
class Discard(Action):
    """HF-15: end the turn by discarding one card (never a 7)."""

    card: Card
    tag: ClassVar[str] = "discard"


@quick_init
@dataclass(frozen=True, slots=True)
class SevensLock(Action):
    """HF-20: at the discard step the hand holds only 7s and cannot go out: the round ends."""

    tag: ClassVar[str] = "sevens_lock"


@quick_init
@dataclass(frozen=True, slots=True)
class Deal(Action):
    """The next dealer deals the next round."""

    tag: ClassVar[str] = "deal"


HandAndFootAction = DrawStock | TakePile | Meld | AddToMeld | Garbage | Discard | SevensLock | Deal
"""Every action of the game (the engine's `ActionT`)."""
ACTION_TYPES = (DrawStock, TakePile, Meld, AddToMeld, Garbage, Discard, SevensLock, Deal)
