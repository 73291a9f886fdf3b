"""Banakil round scoring (BK-22..29). The engine and the score pad both call this, and only this."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...cards.card import Card
from .rules import (
    CONCEALED_SCORE,
    GOING_OUT_BONUS,
    NO_MELD_SCORE,
    half_points,
    round_half_points,
)

WENT_OUT = "went_out"
STOCK_EXHAUSTED = "stock_exhausted"


@dataclass(frozen=True, slots=True)
class PlayerPosition:
    """One player at the end of a round: own melds (cards laid off on them included) and hand."""

    melds: tuple[tuple[Card, ...], ...]
    hand: tuple[Card, ...]
    went_out: bool = False
    concealed: bool = False
    """Went out in one turn with no earlier meld this round (BK-24)."""


@dataclass(frozen=True, slots=True)
class PlayerScore:
    melded: float
    in_hand: float
    bonus: int
    fixed: int | None
    """The fixed score that replaced BK-22: −20 without a meld, 40 for the concealed hand."""
    raw: float
    score: int

    def to_json(self) -> dict[str, Any]:
        return {"melded": self.melded, "in_hand": self.in_hand, "going_out_bonus": self.bonus,
                "fixed": self.fixed, "raw": self.raw, "score": self.score}


@dataclass(frozen=True, slots=True)
class RoundScore:
    ending: str
    players: tuple[PlayerScore, ...]
    team_scores: tuple[int, ...] | None

    @property
    def player_scores(self) -> tuple[int, ...]:
        return tuple(p.score for p in self.players)

    @property
    def deltas(self) -> tuple[int, ...]:
        """What each total (per player, or per team in partnerships) changes by."""
        return self.team_scores if self.team_scores is not None else self.player_scores


def score_player(position: PlayerPosition, concealed_allowed: bool) -> PlayerScore:
    melded = sum(half_points(c) for meld in position.melds for c in meld)
    in_hand = sum(half_points(c) for c in position.hand)
    bonus = GOING_OUT_BONUS if position.went_out else 0
    raw2 = melded - in_hand + 2 * bonus
    if position.went_out and position.concealed and concealed_allowed:
        fixed: int | None = CONCEALED_SCORE
    elif not position.melds:
        fixed = NO_MELD_SCORE
    else:
        fixed = None
    score = fixed if fixed is not None else round_half_points(raw2)
    return PlayerScore(melded / 2, in_hand / 2, bonus, fixed, raw2 / 2, score)


def score_round(players: Sequence[PlayerPosition], ending: str, partnerships: bool,
                partnership_sum: bool = False) -> RoundScore:
    """Score one round; a stock-exhausted round scores nothing for anyone (BK-20)."""
    if ending == STOCK_EXHAUSTED:
        zero = PlayerScore(0, 0, 0, None, 0, 0)
        teams = (0, 0) if partnerships else None
        return RoundScore(ending, tuple(zero for _ in players), teams)
    winner = next(i for i, p in enumerate(players) if p.went_out)
    scores = []
    for seat, position in enumerate(players):
        # BK-24: with partners, the concealed 40 needs that nobody else has melded.
        others_melded = any(p.melds for i, p in enumerate(players) if i != seat)
        scores.append(score_player(position, not (partnerships and others_melded)))
    team_scores = None
    if partnerships:
        by_seat = [s.score for s in scores]
        if partnership_sum:
            team_scores = (by_seat[0] + by_seat[2], by_seat[1] + by_seat[3])
        else:
            # BK-27: the winner's team adds the winner's score; the winner's partner's score is
            # subtracted from the opponents' total.
            team = winner % 2
            partner = (winner + 2) % 4
            result = [0, 0]
            result[team] = by_seat[winner]
            result[1 - team] = -by_seat[partner]
            team_scores = (result[0], result[1])
    return RoundScore(ending, tuple(scores), team_scores)
