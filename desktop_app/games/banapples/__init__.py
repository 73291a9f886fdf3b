"""Banapples: real-time competitive solitaire for 2–4, no turns (rules/banapples.md)."""

from __future__ import annotations

from typing import Any

from ..base import ConfigError
from ..info import GameInfo
from .actions import Compost, Deal, MoveTree, Play
from .config import BanapplesConfig
from .events import CardTurned, ThirdTreeUnlocked
from .observation import BanapplesObservation, CanopyView, PlayerView
from .phase import Phase
from .scorepad import score_position
from .state import BanapplesState, Canopy


def make_config(players: int = 4, partnerships: bool = False,
                **options: Any) -> BanapplesConfig:
    if partnerships:
        raise ConfigError("Banapples has no partnerships: everyone plays their own deck")
    return BanapplesConfig(players=players, **options)


INFO = GameInfo(
    id="banapples",
    name="Banapples",
    description="Competitive solitaire in real time, no turns: empty your seed pile first, "
                "build trees down and canopies up, anyone's canopies included.",
    min_players=2,
    max_players=4,
    partnerships="none",
    config_type=BanapplesConfig,
    state_type=BanapplesState,
    ai_levels=("easy", "medium", "hard"),
    make_config=make_config,
    score_position=score_position,
    real_time=True,
)

__all__ = [
    "INFO", "BanapplesConfig", "BanapplesObservation", "BanapplesState", "Canopy", "CanopyView",
    "CardTurned", "Compost", "Deal", "MoveTree", "Phase", "Play", "PlayerView",
    "ThirdTreeUnlocked",
]
