"""Banapples card law: the set-up sizes (BA-01..04) and the two building rules (BA-05, BA-06)."""

from __future__ import annotations

from ..messages import Message
from . import messages as text
from .fruit import DECK_SIZE, Fruit, FruitCard

SEED_SIZE = 10
"""BA-02: the seed pile."""
TREES_DEALT = 2
"""BA-03: trees in slots 0 and 1 at the deal."""
TREE_SLOTS = 3
LOCKED_SLOT = 2
"""BA-12: the third tree slot (index 2) opens when every player has cycled."""
COMPOST_DEAL = 3
"""BA-04/BA-11: cards dealt to the compost at a time."""
DRAW_SIZE = DECK_SIZE - SEED_SIZE - TREES_DEALT - COMPOST_DEAL
GOING_OUT_BONUS = 25
"""BA-17: for the player who emptied the seed pile."""
STALEMATE_TURNOVERS = 2
"""BA-20: turn-overs of the draw pile per player, with no play by anyone, that end a round."""
CANOPY_TOP = 10
"""BA-06: a canopy reaching 10 is complete and closed."""


def fits_tree(top: FruitCard, card: FruitCard) -> bool:
    """BA-05: a tree builds down by exactly one, alternating fruit."""
    return card.value == top.value - 1 and card.fruit != top.fruit


def fits_canopy(top: FruitCard, card: FruitCard) -> bool:
    """BA-06: a canopy builds up by exactly one in the same fruit (nothing goes on a 10)."""
    return card.value == top.value + 1 and card.fruit == top.fruit


def tree_misfit(top: FruitCard, card: FruitCard) -> Message:
    """Why `card` cannot go on a tree topped by `top` (BA-05)."""
    if card.fruit == top.fruit:
        return text.TREE_ALTERNATES(card=card, top=top, fruit=top.fruit,
                                    other=Fruit(1 - top.fruit))
    return text.TREE_DOWN_BY_ONE(card=card, top=top, value=top.value - 1)


def canopy_misfit(top: FruitCard, card: FruitCard) -> Message:
    """Why `card` cannot go on a canopy topped by `top` (BA-06)."""
    if top.value == CANOPY_TOP:
        return text.CANOPY_COMPLETE()
    if card.fruit != top.fruit:
        return text.CANOPY_ONE_FRUIT(card=card, top=top, fruit=top.fruit)
    return text.CANOPY_UP_BY_ONE(card=card, top=top, value=top.value + 1)
