"""Cap-It Rummy scoring (CR-17..20). The engine and the score pad both call this, and only this."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...cards.card import Card
from .rules import penalty

WENT_OUT = "went_out"
STOCK_EXHAUSTED = "stock_exhausted"


@dataclass(frozen=True, slots=True)
class PlayerPosition:
    """One player at the end of a round: the cards left in hand (melds never count, CR-17)."""

    hand: tuple[Card, ...]
    went_out: bool = False


@dataclass(frozen=True, slots=True)
class RoundScore:
    player_scores: tuple[int, ...]
    round_winners: tuple[int, ...]


def hand_penalty(hand: Sequence[Card], ace_penalty: int = 15) -> int:
    """CR-03: what the cards left in a hand cost."""
    return sum(penalty(card, ace_penalty) for card in hand)


def lowest(values: Sequence[int]) -> tuple[int, ...]:
    """Every index holding the lowest value (CR-19: ties are co-winners)."""
    best = min(values)
    return tuple(i for i, value in enumerate(values) if value == best)


def score_round(players: Sequence[PlayerPosition], ace_penalty: int = 15) -> RoundScore:
    """CR-17/18: the player who went out scores 0, everyone else the cards in hand; CR-19:
    the lowest round score wins the round."""
    scores = tuple(0 if p.went_out else hand_penalty(p.hand, ace_penalty) for p in players)
    return RoundScore(scores, lowest(scores))


def round_prize(initial_pot: int, pot: int, round_share: int) -> int:
    """CR-20 Decision: a round's winners share `round_share` percent of the initial pot."""
    return min(pot, initial_pot * round_share // 100)


def split(amount: int, winners: Sequence[int], players: int) -> list[int]:
    """What each seat receives when `winners` split `amount` equally in whole chips; chips
    that do not divide stay in the pot (CR-20: the remainder stays)."""
    each = amount // len(winners)
    return [each if seat in winners else 0 for seat in range(players)]
