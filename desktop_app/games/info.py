"""What the rest of the app needs to know about a game without importing its engine."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .base import ActionCodec, ConfigError, GameState
from .codec import CodecError, decode, encode


@dataclass(frozen=True, slots=True)
class GameInfo:
    """What the rest of the app needs to know about a game without importing its engine."""

    id: str
    name: str
    description: str
    min_players: int
    max_players: int
    partnerships: str
    """"none", "optional" (Banakil at 4) or "always" (Hand and Foot)."""
    config_type: type
    state_type: type[GameState]
    ai_levels: tuple[str, ...]
    make_config: Callable[..., Any]
    """Builds a config from `players=`, `partnerships=` and option keywords."""
    score_position: Callable[[Any], dict[str, Any]] | None = None
    """The score pad: scores an end-of-round position given as JSON (SCOREPAD.md)."""
    real_time: bool = False
    """No turns: every seat acts on its own clock and commands go through one queue
    (Banapples). The simulator and the table drive such a game in simulated or real time."""

    @property
    def codec(self) -> ActionCodec:
        return self.state_type.action_codec

    def new_game(self, config: Any, seed: int) -> GameState:
        return self.state_type.new_game(config, seed)

    def config_from_json(self, data: Any) -> Any:
        try:
            return decode(self.config_type, data, "config")
        except ConfigError as error:
            raise CodecError(f"config: {error}") from error

    def config_to_json(self, config: Any) -> dict[str, Any]:
        return encode(config)
