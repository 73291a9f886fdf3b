"""Bain Hand and Foot: canasta for two partnerships with a hand and a foot
(rules/bain_hand_and_foot.md)."""

from __future__ import annotations

from typing import Any

from ..base import ConfigError
from ..info import GameEngine
from .actions import (
    AddToMeld,
    Deal,
    Discard,
    DrawStock,
    Garbage,
    Meld,
    SevensLock,
    TakePile,
)
from .config import PLAYERS, HandAndFootConfig, Red3Rule
from .observation import HandAndFootObservation
from .phase import Phase
from .scorepad import score_position
from .state import HandAndFootState
from .table import TableMeld


def make_config(players: int = PLAYERS, partnerships: bool = True,
                **options: Any) -> HandAndFootConfig:
    """Always four players in two partnerships; `partnerships` is accepted and ignored."""
    if players != PLAYERS:
        raise ConfigError(f"Bain Hand and Foot is for exactly {PLAYERS} players, not {players}")
    return HandAndFootConfig(**options)


def round_stats(result: dict[str, Any]) -> dict[str, float]:
    """Per-round figures the simulator averages: team scores, canastas by type, and which
    team ended the round how."""
    stats: dict[str, float] = {}
    for team, entry in enumerate(result["breakdown"]):
        stats[f"team{team}_score"] = entry["total"]
        ended = result["ended_by"] % 2 == team
        stats[f"team{team}_ended_{result['ending']}"] = float(ended)
        for kind, count in entry["canastas"].items():
            stats[f"team{team}_{kind}_canastas"] = count
    return stats


ENGINE = GameEngine(
    config_type=HandAndFootConfig,
    state_type=HandAndFootState,
    make_config=make_config,
    score_position=score_position,
    round_stats=round_stats,
)

__all__ = [
    "ENGINE", "AddToMeld", "Deal", "Discard", "DrawStock", "Garbage", "HandAndFootConfig",
    "HandAndFootObservation", "HandAndFootState", "Meld", "Phase", "Red3Rule", "SevensLock",
    "TableMeld", "TakePile",
]
