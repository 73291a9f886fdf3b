"""Banapples: real-time competitive solitaire for 2–4, no turns (rules/banapples.md)."""

from __future__ import annotations

from typing import Any

from ..base import ConfigError
from ..info import GameEngine
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


ENGINE = GameEngine(
    config_type=BanapplesConfig,
    state_type=BanapplesState,
    make_config=make_config,
    score_position=score_position,
)

__all__ = [
    "ENGINE", "BanapplesConfig", "BanapplesObservation", "BanapplesState", "Canopy", "CanopyView",
    "CardTurned", "Compost", "Deal", "MoveTree", "Phase", "Play", "PlayerView",
    "ThirdTreeUnlocked",
]
