"""The engine as the registry loads it (`ENGINE`), with its config maker."""


from __future__ import annotations

from typing import Any

from ..base import ConfigError
from ..info import GameEngine
from .config import CapItConfig
from .scorepad import score_position
from .sim_summary import CapItSummary
from .state import CapItState


def make_config(players: int = 4, partnerships: bool = False, **options: Any) -> CapItConfig:
    if partnerships:
        raise ConfigError("Cap-It Rummy has no partnerships: each plays for themselves")
    if "contracts" in options and isinstance(options["contracts"], list):
        options["contracts"] = tuple(options["contracts"])
    return CapItConfig(players=players, **options)


ENGINE = GameEngine(
    config_type=CapItConfig,
    state_type=CapItState,
    make_config=make_config,
    score_position=score_position,
    sim_summary=CapItSummary,
)
