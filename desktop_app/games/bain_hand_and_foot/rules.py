"""Bain Hand and Foot's card law: values (HF-02), wilds (HF-01), the meld law (HF-07..10),
canasta types (HF-11) and the initial-meld minimum (HF-13)."""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from ...cards.card import ACE, JOKER, TWO, Card, Suit
from ...cards.melds import MeldRules

PACKS = 4
JOKERS = 8
DECK_SIZE = 216
HAND_SIZE = 15
FOOT_SIZE = 13
CANASTA_SIZE = 7
RED_THREES = 8
SEVEN = 7
THREE = 3
GOING_OUT_BONUS = 200
RED_THREE_VALUE = 100
NATURAL_RANKS = frozenset(range(4, ACE + 1))
WILD_KEY = JOKER
"""HF-10 treats all wild melds as one more "rank"."""

RULE_OF_MELD_ERROR = {
    "too_short": "HF-07", "set_size": "HF-07", "set_rank": "HF-07", "no_natural": "HF-07",
    "set_rank_mismatch": "HF-07", "wild_meld_natural": "HF-07", "no_sets": "HF-07",
    "no_runs": "HF-07", "run_suit": "HF-07", "run_gap": "HF-07", "run_range": "HF-07",
    "run_duplicate": "HF-07",
    "wild_limit": "HF-08", "min_naturals": "HF-08", "no_wild_rank": "HF-09",
}


class CanastaType(StrEnum):
    NATURAL = "natural"
    MIXED = "mixed"
    WILD = "wild"
    SEVENS = "sevens"


CANASTA_BONUS = {CanastaType.NATURAL: 500, CanastaType.MIXED: 300, CanastaType.WILD: 1000,
                 CanastaType.SEVENS: 1500}
"""HF-11."""

MELD_RULES = MeldRules(
    runs=False,
    set_ranks=NATURAL_RANKS,
    set_max_size=CANASTA_SIZE,
    # HF-08 Decision: 3 cards 1 wild, 4 cards 2, 5-6 cards 2, 7 cards 3 (index = size).
    set_wilds_by_size=(0, 0, 0, 1, 2, 2, 2, 3),
    no_wild_ranks=frozenset({SEVEN}),
    wild_melds=True,
    one_open_set_per_rank=True,
    min_naturals=2,
)


def is_wild(card: Card) -> bool:
    return card.rank == JOKER or card.rank == TWO


def is_red_three(card: Card) -> bool:
    return card.rank == THREE and card.suit is not None and card.suit.is_red


def is_black_three(card: Card) -> bool:
    return card.rank == THREE and card.suit is not None and not card.suit.is_red


def card_value(card: Card) -> int:
    """HF-02; a red 3 counts 100 where it is counted at all (left in a hand or foot, HF-24)."""
    rank = card.rank
    if rank == JOKER:
        return 50
    if rank in (TWO, ACE):
        return 20
    if rank >= 8:
        return 10
    if rank == THREE and card.suit is not None and card.suit.is_red:
        return RED_THREE_VALUE
    return 5


def cards_value(cards: Sequence[Card]) -> int:
    """The sum of `card_value`, looked up by each card's face (the low byte of its uid,
    cards.card): the round's scoring adds up every card of the deck."""
    return sum([_FACE_VALUE[card.uid & _FACE_BITS] for card in cards])


def _face_value(face: int) -> int:
    """`card_value` of the cards whose uid's low byte (their face, cards.card) is `face`; 0
    for a byte no card has."""
    rank, suit_code = face & 0x0F, face >> 4
    if rank == JOKER and suit_code == 0:
        return card_value(Card(JOKER, None))
    if 2 <= rank <= ACE and 1 <= suit_code <= len(Suit):
        return card_value(Card(rank, Suit(suit_code - 1)))
    return 0


_FACE_VALUE = tuple(map(_face_value, range(256)))
_FACE_BITS = 0xFF


def canasta_type(cards: Sequence[Card]) -> CanastaType | None:
    """HF-11: the type of a closed meld, None below seven cards."""
    if len(cards) < CANASTA_SIZE:
        return None
    naturals = [card for card in cards if card.rank != JOKER and card.rank != TWO]  # `is_wild`
    if not naturals:
        return CanastaType.WILD
    if naturals[0].rank == SEVEN:
        return CanastaType.SEVENS
    return CanastaType.NATURAL if len(naturals) == len(cards) else CanastaType.MIXED


def initial_meld_minimum(total: int) -> int:
    """HF-13: what a team's first melds must be worth, by its score at the round's start."""
    if total < 0:
        return 15
    if total < 5_000:
        return 50
    if total < 10_000:
        return 90
    if total < 15_000:
        return 120
    return 150
