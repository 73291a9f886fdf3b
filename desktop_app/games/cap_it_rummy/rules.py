"""Cap-It Rummy's card law: decks (intro), penalty points (CR-03) and melds (CR-02, CR-14)."""

from __future__ import annotations

from ...cards.card import ACE, JOKER, TWO, Card
from ...cards.deck import standard_deck
from ...cards.melds import MeldRules
from .config import CapItConfig

HAND_SIZE = 10
"""CR-04: ten cards each."""

RULE_OF_MELD_ERROR = {
    "too_short": "CR-14", "no_natural": "CR-14", "min_naturals": "CR-14",
    "set_rank_mismatch": "CR-14", "run_suit": "CR-14", "run_gap": "CR-14",
    "run_duplicate": "CR-14", "run_range": "CR-02", "no_runs": "CR-14", "no_sets": "CR-14",
    "not_wild": "CR-15", "not_natural": "CR-15", "wrong_card": "CR-15",
}


def decks(players: int) -> tuple[int, int]:
    """(packs, jokers): two packs and 4 jokers for 4 players, three and 6 for 5–6."""
    return (2, 4) if players <= 4 else (3, 6)


def deck_size(players: int) -> int:
    packs, jokers = decks(players)
    return 52 * packs + jokers


def full_deck(players: int) -> list[Card]:
    return standard_deck(*decks(players))


DECK_UIDS = {players: frozenset(c.uid for c in full_deck(players)) for players in (4, 5, 6)}
"""Every card id of the game's packs, by number of players (for the invariant check)."""


def penalty(card: Card, ace_penalty: int = 15) -> int:
    """CR-03: K Q J 10 = 10, 9 … 3 = 5, 2 = 15, Joker = 20, Ace = `ace_penalty` (Decision 15)."""
    rank = card.rank
    if rank == JOKER:
        return 20
    if rank == TWO:
        return 15
    if rank == ACE:
        return ace_penalty
    return 10 if rank >= 10 else 5


def meld_rules(config: CapItConfig) -> MeldRules:
    """CR-14: sets of any rank with suits repeating, runs 2…A of one suit, any number of wilds
    but one natural, a 2 in its own 2-position natural; CR-02: Ace high unless `ace_low`."""
    return MeldRules(
        run_low=TWO,
        ace_low=config.ace_low,
        min_naturals=1,
        natural_two_in_run=True,
    )
