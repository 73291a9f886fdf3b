"""Hand and Foot round scoring per team (HF-21..26). The engine and the score pad both call
this, and only this."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...cards.card import Card
from .rules import (
    CANASTA_BONUS,
    GOING_OUT_BONUS,
    RED_THREE_VALUE,
    CanastaType,
    canasta_type,
    cards_value,
)

WENT_OUT = "went_out"
STOCK_EXHAUSTED = "stock_exhausted"
SEVENS_LOCK = "sevens_lock"
ENDINGS = (WENT_OUT, STOCK_EXHAUSTED, SEVENS_LOCK)


@dataclass(frozen=True, slots=True)
class TeamPosition:
    """One team at the end of a round."""

    melds: tuple[tuple[Card, ...], ...]
    """Melds of one natural rank and wild melds, canastas included."""
    garbage: tuple[Card, ...] = ()
    black_three_melds: tuple[tuple[Card, ...], ...] = ()
    red_threes: tuple[Card, ...] = ()
    """Red 3s on the table."""
    hands: tuple[tuple[Card, ...], ...] = ()
    feet: tuple[tuple[Card, ...], ...] = ()
    """Feet not picked up (a picked-up foot has joined the hand)."""
    went_out: bool = False

    def canasta_types(self) -> Counter[CanastaType]:
        return Counter(kind for meld in self.melds if (kind := canasta_type(meld)) is not None)


@dataclass(frozen=True, slots=True)
class TeamScore:
    """The parts of a team's round score (HF-22..25), each signed as it counts."""

    going_out: int
    card_values: int
    canasta_bonuses: int
    canastas: tuple[tuple[str, int], ...]
    garbage: int
    black_threes: int
    red_threes: int
    left_in_hands: int
    total: int

    def to_json(self) -> dict[str, Any]:
        return {"going_out": self.going_out, "card_values": self.card_values,
                "canasta_bonuses": self.canasta_bonuses, "canastas": dict(self.canastas),
                "garbage": self.garbage, "black_threes": self.black_threes,
                "red_threes": self.red_threes, "left_in_hands": self.left_in_hands,
                "total": self.total}


@dataclass(frozen=True, slots=True)
class RoundScore:
    ending: str
    teams: tuple[TeamScore, ...]

    @property
    def team_scores(self) -> tuple[int, ...]:
        return tuple(team.total for team in self.teams)


def score_team(position: TeamPosition, ending: str) -> TeamScore:
    types = position.canasta_types()
    going_out = GOING_OUT_BONUS if ending == WENT_OUT and position.went_out else 0  # HF-21/22
    card_values = sum(cards_value(meld) for meld in position.melds)  # HF-23
    bonuses = sum(CANASTA_BONUS[kind] * n for kind, n in types.items())
    garbage = cards_value(position.garbage)
    black_threes = sum(cards_value(meld) for meld in position.black_three_melds)
    # HF-24: red 3s on the table count +100 with a sevens canasta, -100 without.
    sign = 1 if types[CanastaType.SEVENS] else -1
    red_threes = sign * RED_THREE_VALUE * len(position.red_threes)
    # HF-25 (a red 3 still held counts its 100 here, HF-24).
    left = -sum(cards_value(cards) for cards in (*position.hands, *position.feet))
    total = going_out + card_values + bonuses + garbage + black_threes + red_threes + left
    canastas = tuple((kind.value, types[kind]) for kind in CanastaType)
    return TeamScore(going_out, card_values, bonuses, canastas, garbage, black_threes,
                     red_threes, left, total)


def score_round(teams: Sequence[TeamPosition], ending: str) -> RoundScore:
    return RoundScore(ending, tuple(score_team(team, ending) for team in teams))
