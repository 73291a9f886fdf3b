"""Meld play on Cap-It's table: reading a declared meld (CR-14), laying off (CR-09) and
swapping wilds (CR-15). Pure functions of the meld law, shared by the engine and the players.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from ...cards.card import ACE, TWO, Card, Ranks
from ...cards.melds import (
    MeldError,
    MeldKind,
    MeldRules,
    MeldShape,
    RunEnd,
    declared_run,
    explain_invalid,
    extend,
    extension_ends,
    interpretations,
    replace_wild,
)
from .. import messages as common
from ..base import IllegalAction
from ..messages import Message
from . import messages as text
from .actions import LayOff, Meld, SwapWild
from .rules import RULE_OF_MELD_ERROR


def illegal_meld(error: MeldError) -> IllegalAction:
    return IllegalAction(replace(error.message, rule=RULE_OF_MELD_ERROR.get(error.code, "CR-14")))


def meld_action(shape: MeldShape) -> Meld:
    """The fully declared Meld action that lays `shape` (kind, and start for runs)."""
    if shape.kind is MeldKind.RUN:
        return Meld(shape.cards, MeldKind.RUN, shape.start)
    return Meld(shape.cards, MeldKind.SET)


def resolve_meld(rules: MeldRules, action: Meld) -> MeldShape:
    """The meld a Meld action declares. CR-14: the player says run or set and, for a run, where
    each wild stands (`start` with the cards in order); an undeclared meld is accepted only
    when its cards allow a single reading."""
    cards = action.cards
    if len(set(cards)) != len(cards):
        raise IllegalAction(common.NAMED_TWICE())
    if action.start is not None:
        if action.kind is MeldKind.SET:
            raise IllegalAction(text.SET_HAS_NO_START())
        try:
            return declared_run(cards, action.start, rules, new=True)
        except MeldError as error:
            raise illegal_meld(error) from error
    readings = interpretations(cards, rules, action.kind, new=True)
    if not readings:
        raise illegal_meld(explain_invalid(cards, rules, action.kind, new=True))
    if len({r.kind for r in readings}) > 1:
        raise IllegalAction(text.SET_OR_RUN(cards=cards))
    if len(readings) > 1:
        raise IllegalAction(text.SEVERAL_RUNS(cards=cards, ways=_ways(readings[:3])))
    return readings[0]


def strands_taken_card(remaining: Sequence[Card], taken: Card | None) -> bool:
    """CR-13 Decision: the card taken from the pile may not end up alone in hand."""
    return taken is not None and len(remaining) == 1 and remaining[0] == taken


def add_card(rules: MeldRules, shape: MeldShape, card: Card, end: str | None) -> MeldShape:
    """One card onto a meld (CR-09). A card whose place in a run is held by a wild is not laid
    off but swapped (CR-15)."""
    try:
        if shape.kind is MeldKind.SET:
            if not rules.is_wild(card) and card.rank != shape.rank:
                raise IllegalAction(text.NOT_OF_SET(card=card, rank=Ranks(shape.rank)))
            return extend(shape, card, rules)
        assert shape.suit is not None
        ends = extension_ends(shape, card, rules)
        if end is not None:
            if end not in ends:
                raise IllegalAction(text.NOT_AT_END(card=card, end=RunEnd(end), meld=shape))
            return extend(shape, card, rules, end)
        if not ends:
            if not rules.is_wild(card) and card.suit != shape.suit:
                raise IllegalAction(text.OFF_SUIT(card=card, suit=shape.suit))
            raise IllegalAction(_no_end_reason(shape, card))
        # A 2 of the run's suit just below a run starting at 3 goes to its own place.
        own_two = (card.rank == TWO and card.suit == shape.suit
                   and shape.start - 1 == TWO and "low" in ends)
        return extend(shape, card, rules, "low" if own_two or "high" not in ends else "high")
    except MeldError as error:
        raise illegal_meld(error) from error


def _ways(readings: Sequence[MeldShape]) -> list[Message]:
    """The readings as a list of messages (a list of messages reads "a; b; c")."""
    return [text.ONE_WAY(meld=reading) for reading in readings]


def _no_end_reason(shape: MeldShape, card: Card) -> Message:
    inside = card.suit == shape.suit and 0 <= card.rank - shape.start < len(shape.cards)
    if not inside:
        return text.NO_END_FITS(card=card, meld=shape)
    return text.BELONGS_INSIDE(card=card, meld=shape)


def lay_off_outcome(rules: MeldRules, shape: MeldShape, cards: Iterable[Card],
                    end: str | None) -> MeldShape:
    """The meld after adding `cards` in order."""
    for card in cards:
        shape = add_card(rules, shape, card, end)
    return shape


def swap_outcome(rules: MeldRules, shape: MeldShape, card: Card, wild: Card) -> MeldShape:
    """CR-15: the meld with natural `card` in place of `wild` (which goes to the hand)."""
    if wild not in shape.cards:
        raise IllegalAction(text.WILD_NOT_HERE(wild=wild))
    index = shape.cards.index(wild)
    if not shape.is_wild_at(index):
        if wild.rank == TWO:
            raise IllegalAction(text.TWO_IN_PLACE(wild=wild))
        raise IllegalAction(text.NATURAL_NOT_WILD(wild=wild))
    try:
        return replace_wild(shape, index, card, rules)
    except MeldError as error:
        raise illegal_meld(error) from error


def single_lay_offs(rules: MeldRules, hand: Sequence[Card],
                    melds: Iterable[tuple[int, MeldShape]], taken: Card | None) -> list[LayOff]:
    """Every distinct legal one-card lay-off of `hand` onto `melds` (ids and shapes)."""
    options: list[LayOff] = []
    for meld_id, shape in melds:
        faces_tried: set[tuple[int, object]] = set()
        outcomes: set[tuple[int, tuple[Card, ...]]] = set()
        for card in hand:
            if card.face in faces_tried:
                continue
            faces_tried.add(card.face)
            wild = rules.is_wild(card)
            if shape.kind is MeldKind.SET:
                if not wild and card.rank != shape.rank:
                    continue
                ends: tuple[str | None, ...] = (None,)
            else:
                if not wild and (card.suit != shape.suit or not (
                        shape.start - 1 <= card.rank <= shape.end + 1 or card.rank == ACE)):
                    continue
                ends = ("high", "low")
            remaining = [c for c in hand if c != card]
            if strands_taken_card(remaining, taken):
                continue
            for end in ends:
                try:
                    new_shape = add_card(rules, shape, card, end)
                except IllegalAction:
                    continue
                outcome = (new_shape.start, new_shape.cards)
                if outcome not in outcomes:
                    outcomes.add(outcome)
                    options.append(LayOff(meld_id, (card,), end))
    return options


def swap_options(rules: MeldRules, hand: Sequence[Card],
                 melds: Iterable[tuple[int, MeldShape]]) -> list[SwapWild]:
    """Every distinct legal wild swap (CR-15) of `hand` against `melds`."""
    options: list[SwapWild] = []
    for meld_id, shape in melds:
        for index in shape.wild_indices():
            wild = shape.cards[index]
            wanted = shape.represents(index)
            faces_tried: set[tuple[int, object]] = set()
            for card in hand:
                if card.rank != wanted.rank or card.face in faces_tried:
                    continue
                if wanted.suit is not None and card.suit != wanted.suit:
                    continue
                faces_tried.add(card.face)
                try:
                    swap_outcome(rules, shape, card, wild)
                except IllegalAction:
                    continue
                options.append(SwapWild(meld_id, card, wild))
    return options
