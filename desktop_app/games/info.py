"""What the rest of the app needs to know about a game without importing its engine."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from .base import ActionCodec, AnyGameState, ConfigError, GameConfig
from .codec import CodecError, decode, encode


class SimSummary(Protocol):
    """Game-specific figures the simulator adds to its JSON summary, fed every finished game."""

    def add_game(self, state: AnyGameState) -> None: ...

    def to_json(self) -> dict[str, Any]: ...


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
    config_type: type[GameConfig]
    state_type: type[AnyGameState]
    ai_levels: tuple[str, ...]
    make_config: Callable[..., GameConfig]
    """Builds a config from `players=`, `partnerships=` and option keywords."""
    score_position: Callable[[Any], dict[str, Any]] | None = None
    """The score pad: scores an end-of-round position given as JSON (SCOREPAD.md)."""
    lower_score_wins: bool = False
    """True where the lowest total wins (Cap-It Rummy, CR-19): statistics rank scores by it."""
    round_stats: Callable[[dict[str, Any]], dict[str, float]] | None = None
    """Game-specific figures taken from a round's result (RoundEnded.result); the simulator
    reports their mean per round."""
    sim_summary: Callable[[], SimSummary] | None = None
    """Makes a collector of the game's own simulator figures (per-round winners, a pot…)."""
    real_time: bool = False
    """No turns: every seat acts on its own clock and commands go through one queue
    (Banapples). The simulator and the table drive such a game in simulated or real time."""

    @property
    def codec(self) -> ActionCodec:
        return self.state_type.action_codec

    def new_game(self, config: GameConfig, seed: int) -> AnyGameState:
        """A new game of this kind; another game's config is refused here, at the seam where
        the type checker cannot tell the games apart."""
        if not isinstance(config, self.config_type):
            raise ConfigError(f"{self.name} needs a {self.config_type.__name__}, "
                              f"not a {type(config).__name__}")
        return self.state_type.new_game(config, seed)

    def config_from_json(self, data: Any) -> GameConfig:
        try:
            return decode(self.config_type, data, "config")
        except ConfigError as error:
            raise CodecError(f"config: {error}") from error

    def config_to_json(self, config: GameConfig) -> dict[str, Any]:
        data: dict[str, Any] = encode(config)
        return data
