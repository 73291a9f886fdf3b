"""Banapples round scoring (BA-17..20). The engine and the score pad both call this, and only
this."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .fruit import FruitCard
from .rules import GOING_OUT_BONUS

WENT_OUT = "went_out"
STALEMATE = "stalemate"


@dataclass(frozen=True, slots=True)
class PlayerScore:
    canopy: int
    """BA-08/17: face values of this player's cards in all canopies, wherever they lie."""
    bonus: int
    seed_penalty: int
    score: int

    def to_json(self) -> dict[str, Any]:
        return {"canopy": self.canopy, "bonus": self.bonus, "seed_penalty": self.seed_penalty,
                "score": self.score}


@dataclass(frozen=True, slots=True)
class RoundScore:
    ending: str
    went_out: int | None
    players: tuple[PlayerScore, ...]

    @property
    def player_scores(self) -> tuple[int, ...]:
        return tuple(p.score for p in self.players)


def seed_penalty(seed_pile: Sequence[FruitCard], per_card: int | None) -> int:
    """BA-17 Decision: each card's face value, or the `per_card:N` option's N a card."""
    if per_card is not None:
        return per_card * len(seed_pile)
    return sum(card.value for card in seed_pile)


def score_round(canopies: Sequence[Sequence[FruitCard]],
                seed_piles: Sequence[Sequence[FruitCard]], went_out: int | None,
                per_card: int | None = None) -> RoundScore:
    """Score a round ended by `went_out` emptying the seed pile (BA-16), or by a stalemate
    (`went_out` None, BA-20: nobody gets the bonus). Trees, compost and draw piles do not
    count (BA-18), so they are not even asked for."""
    canopy = [0] * len(seed_piles)
    for pile in canopies:
        for card in pile:
            canopy[card.owner] += card.value
    players = []
    for seat, pile in enumerate(seed_piles):
        bonus = GOING_OUT_BONUS if seat == went_out else 0
        penalty = seed_penalty(pile, per_card)
        players.append(PlayerScore(canopy[seat], bonus, penalty, canopy[seat] + bonus - penalty))
    return RoundScore(WENT_OUT if went_out is not None else STALEMATE, went_out, tuple(players))
