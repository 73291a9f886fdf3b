"""Banakil: rummy for 2–4 with wild 2s and jokers (rules/banakil.md)."""

from __future__ import annotations

from typing import Any

from ..info import GameEngine
from ..rummy import MeldView
from ..table_meld import TableMeld
from .actions import Deal, Discard, DrawStock, LayOff, Meld, TakeDiscard
from .config import BanakilConfig
from .observation import BanakilObservation
from .phase import Phase
from .scorepad import score_position
from .state import BanakilState


def make_config(players: int = 4, partnerships: bool = False, **options: Any) -> BanakilConfig:
    return BanakilConfig(players=players, partnerships=partnerships, **options)


ENGINE = GameEngine(
    config_type=BanakilConfig,
    state_type=BanakilState,
    make_config=make_config,
    score_position=score_position,
)

__all__ = [
    "ENGINE", "BanakilConfig", "BanakilObservation", "BanakilState", "Deal", "Discard", "DrawStock",
    "LayOff", "Meld", "MeldView", "Phase", "TableMeld", "TakeDiscard",
]
