"""Banakil's card law: points (BK-03), wild cards (BK-02) and meld limits (BK-11..13)."""

from __future__ import annotations

from ...cards.card import ACE, JOKER, TWO, Card
from ...cards.melds import MeldRules
from .config import BanakilConfig

PACKS = 2
JOKERS = 2
DECK_SIZE = 106
HAND_SIZE = 18
GOING_OUT_BONUS = 20
NO_MELD_SCORE = -20
CONCEALED_SCORE = 40

RULE_OF_MELD_ERROR = {
    "set_rank": "BK-11", "set_suits": "BK-11", "set_size": "BK-11", "set_rank_mismatch": "BK-11",
    "run_range": "BK-12", "run_gap": "BK-12", "run_suit": "BK-12", "run_duplicate": "BK-12",
    "wild_limit": "BK-13", "min_naturals": "BK-13", "no_natural": "BK-13", "too_short": "BK-11",
    "not_wild": "BK-18", "not_natural": "BK-18", "wrong_card": "BK-18",
}


def half_points(card: Card) -> int:
    """BK-03 in half points, so sums stay exact: Joker 8, 2 = 4, Ace 3, 7..K 2, 3..6 1."""
    rank = card.rank
    if rank == JOKER:
        return 8
    if rank == TWO:
        return 4
    if rank == ACE:
        return 3
    return 2 if rank >= 7 else 1


def points(card: Card) -> float:
    return half_points(card) / 2


def meld_rules(config: BanakilConfig) -> MeldRules:
    return MeldRules(
        run_low=3,
        set_ranks=None if config.sets_any_rank else frozenset({3, ACE}),
        set_distinct_suits=True,
        set_max_size=4,
        set_max_jokers=1,
        set_max_twos=0,
        run_max_jokers=1,
        run_max_twos=1,
        min_naturals=config.min_naturals,
        two_below_full_run=True,
    )


def round_half_points(half: int) -> int:
    """BK-25: positive halves round up, negative halves are dropped: both are the ceiling."""
    return -(-half // 2)
