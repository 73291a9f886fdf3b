"""The engine as the registry loads it (`ENGINE`), with its config maker."""


from __future__ import annotations

from typing import Any

from ..base import ConfigError
from ..info import GameEngine
from .config import BanapplesConfig
from .scorepad import score_position
from .state import BanapplesState


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
