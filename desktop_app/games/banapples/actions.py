"""Banapples commands (BA-21): who moves which card from which pile to which, and when.

Every command carries `clock`, the simulated (or table) time in seconds at which it reached
the queue; the engine never reads a real clock, so a command log replays exactly (BA-24).
A command names the cards it expects (`card` on the source, `onto` on the destination), so one
made stale by an earlier command is rejected instead of doing something else (BA-21/22).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..base import Action, quick_init
from .fruit import FruitCard


@quick_init
@dataclass(frozen=True, slots=True)
class Play(Action):
    """BA-09: move `card`, the top of `src` (own seed pile, compost or tree), onto `dst` (own
    tree, a canopy `canopy/<id>`, or one's canopy area `canopies/<seat>` to start a canopy).
    `onto` is the card the player saw on top of `dst` (None: an empty tree or a new canopy)."""

    src: str
    dst: str
    card: FruitCard
    onto: FruitCard | None = None
    clock: float = 0.0
    tag: ClassVar[str] = "play"


@quick_init
@dataclass(frozen=True, slots=True)
class MoveTree(Action):
    """BA-14: move a whole tree onto another own tree slot. `card` names the card to lift the
    pile by (it must be the tree's bottom card: partial moves are illegal)."""

    src: str
    dst: str
    card: FruitCard
    onto: FruitCard | None = None
    clock: float = 0.0
    tag: ClassVar[str] = "move_tree"


@quick_init
@dataclass(frozen=True, slots=True)
class Compost(Action):
    """BA-11: deal the next three draw cards onto the compost, or, when the draw pile is empty,
    turn the whole compost over as the new draw pile."""

    clock: float = 0.0
    tag: ClassVar[str] = "compost"


@quick_init
@dataclass(frozen=True, slots=True)
class Deal(Action):
    """BA-25: after a round, the dealer starts the next one (everyone sets up their own deck)."""

    clock: float = 0.0
    tag: ClassVar[str] = "deal"


Command = Play | MoveTree | Compost | Deal
ACTION_TYPES = (Play, MoveTree, Compost, Deal)
