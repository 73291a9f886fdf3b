"""Laying off on a Banakil meld (BK-16..18): extend it, retrieve a joker, or move a 2.

Pure functions of the meld law, so the engine and the computer players share them.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from ...cards.card import ACE, JOKER, TWO, Card, Ranks
from ...cards.melds import (
    MeldError,
    MeldKind,
    MeldRules,
    MeldShape,
    extend,
    extension_ends,
    make_run,
    replace_wild,
    validate,
)
from ..base import IllegalAction
from . import messages as text
from .actions import LayOff
from .rules import RULE_OF_MELD_ERROR


def illegal_meld(error: MeldError) -> IllegalAction:
    return IllegalAction(replace(error.message, rule=RULE_OF_MELD_ERROR.get(error.code)))


def lay_off_outcome(rules: MeldRules, shape: MeldShape, cards: Sequence[Card], end: str | None,
                    retrieve: bool) -> tuple[MeldShape, list[Card]]:
    """The meld after adding `cards` in order, and the jokers that return to the hand."""
    returned: list[Card] = []
    for card in cards:
        shape, back = add_card(rules, shape, card, end, retrieve)
        if back is not None:
            returned.append(back)
    return shape, returned


def strands_taken_card(remaining: Sequence[Card], taken_single: Card | None) -> bool:
    """BK-08 Decision: the single card taken from the pile may not end up alone in hand."""
    return len(remaining) == 1 and remaining[0] == taken_single


def single_lay_offs(rules: MeldRules, hand: Sequence[Card],
                    melds: Iterable[tuple[int, MeldShape]],
                    taken_single: Card | None) -> list[LayOff]:
    """Every distinct legal one-card lay-off of `hand` onto `melds` (ids and shapes)."""
    options: list[LayOff] = []
    for meld_id, shape in melds:
        faces_tried: set[tuple[int, object]] = set()
        outcomes: set[tuple[int, tuple[Card, ...], tuple[Card, ...]]] = set()
        for card in hand:
            if card.face in faces_tried:
                continue
            faces_tried.add(card.face)
            wild = rules.is_wild(card)
            # Cheap filter before the full check: only cards that could touch this meld.
            if shape.kind is MeldKind.SET:
                if not wild and card.rank != shape.rank:
                    continue
                choices: list[tuple[str | None, bool]] = [(None, False), (None, True)]
            else:
                if not wild and (card.suit != shape.suit
                                 or not shape.start - 1 <= card.rank <= shape.end + 1):
                    continue
                choices = [("high", False), ("low", False)]
            for end, retrieve in choices:
                try:
                    new_shape, returned = lay_off_outcome(rules, shape, (card,), end, retrieve)
                except IllegalAction:
                    continue
                remaining = [c for c in hand if c != card] + returned
                if strands_taken_card(remaining, taken_single):
                    continue
                outcome = (new_shape.start, new_shape.cards, tuple(returned))
                if outcome not in outcomes:
                    outcomes.add(outcome)
                    options.append(LayOff(meld_id, (card,), end, retrieve))
    return options


def add_card(rules: MeldRules, shape: MeldShape, card: Card, end: str | None,
             retrieve: bool) -> tuple[MeldShape, Card | None]:
    """One card onto a meld: extend, retrieve a joker (BK-18) or relocate a 2 (BK-17)."""
    try:
        if shape.kind is MeldKind.SET:
            return _add_to_set(rules, shape, card, retrieve)
        if rules.is_wild(card):
            where = end or ("high" if shape.end < ACE else "low")
            grown = extend(shape, card, rules, where)
            if grown.start < rules.lowest_position:
                # The 13th card below the 3 only comes from relocating a 2 (BK-17).
                raise IllegalAction(text.TWO_BELOW_THREE())
            return grown, None
        if card.suit != shape.suit:
            # The suit itself, not `suit.symbol if suit else ""`: spades are Suit 0, falsy,
            # and the refusal read "J♥ is not a  card".
            raise IllegalAction(text.OFF_SUIT(card=card, suit=shape.suit))
        if shape.start <= card.rank <= shape.end:
            return _replace_in_run(rules, shape, card, end)
        if card.rank == shape.end + 1:
            return extend(shape, card, rules, "high"), None
        if card.rank == shape.start - 1:
            return extend(shape, card, rules, "low"), None
        raise IllegalAction(text.NO_END_FITS(card=card, meld=shape))
    except MeldError as error:
        raise illegal_meld(error) from error

def _add_to_set(rules: MeldRules, shape: MeldShape, card: Card,
                retrieve: bool) -> tuple[MeldShape, Card | None]:
    if rules.is_wild(card):
        return extend(shape, card, rules), None
    if card.rank != shape.rank:
        raise IllegalAction(text.NOT_OF_SET(card=card, rank=Ranks(shape.rank)))
    suits = {shape.cards[i].suit for i in range(len(shape.cards)) if not shape.is_wild_at(i)}
    if card.suit in suits:
        raise IllegalAction(text.SUIT_IN_SET(card=card))
    jokers = [i for i in shape.wild_indices() if shape.cards[i].rank == JOKER]
    if jokers and (retrieve or len(shape.cards) >= 4):
        index = jokers[0]
        return replace_wild(shape, index, card, rules), shape.cards[index]
    return extend(shape, card, rules), None

def _replace_in_run(rules: MeldRules, shape: MeldShape, card: Card,
                    end: str | None) -> tuple[MeldShape, Card | None]:
    index = card.rank - shape.start
    if not shape.is_wild_at(index):
        raise IllegalAction(text.RUN_HOLDS(card=card))
    wild = shape.cards[index]
    replaced = replace_wild(shape, index, card, rules)
    if wild.rank == JOKER:
        return replaced, wild  # BK-18: the joker goes to the player's hand
    # BK-17: the 2 moves (compulsory) to an open end, or below the 3 of a full run.
    ends = extension_ends(replaced, wild, rules)
    if end in ends:
        return extend(replaced, wild, rules, end), None
    if ends:
        return extend(replaced, wild, rules, "high" if "high" in ends else "low"), None
    if wild.rank == TWO and replaced.start == rules.run_low and replaced.end == ACE:
        thirteen = make_run((wild, *replaced.cards), replaced.suit, replaced.start - 1, rules)
        validate(thirteen, rules)
        return thirteen, None
    raise IllegalAction(text.NO_OPEN_END(wild=wild))
