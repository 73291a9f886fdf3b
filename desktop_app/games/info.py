"""What the rest of the app knows about a game without importing its engine.

A `GameInfo` holds the static facts the start screen, the command line and the new-game dialog
need (names, player counts, partnerships, computer levels); its engine (config type, state
type, score pad, simulator figures) is imported on first use from the module the info names.
So listing the games costs no engine import, and the app opens before any engine loads.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from importlib import import_module
from typing import Any, Protocol

from .base import ActionCodec, ConfigError, GameState
from .codec import CodecError, decode, encode


def load_ref(ref: str) -> Any:
    """The object a "package.module:name" reference names, imported now. The game, computer
    player and table registries all name their parts this way, so each loads on first use."""
    module, _, name = ref.partition(":")
    if not module or not name:
        raise ValueError(f"a reference reads 'package.module:name', not {ref!r}")
    return getattr(import_module(module), name)


class SimSummary(Protocol):
    """Game-specific figures the simulator adds to its JSON summary, fed every finished game."""

    def add_game(self, state: GameState) -> None: ...

    def to_json(self) -> dict[str, Any]: ...


@dataclass(frozen=True, slots=True)
class GameEngine:
    """What a game's engine package provides (its `ENGINE`)."""

    config_type: type
    state_type: type[GameState]
    make_config: Callable[..., Any]
    """Builds a config from `players=`, `partnerships=` and option keywords."""
    score_position: Callable[[Any], dict[str, Any]] | None = None
    """The score pad: scores an end-of-round position given as JSON (SCOREPAD.md)."""
    round_stats: Callable[[dict[str, Any]], dict[str, float]] | None = None
    """Game-specific figures taken from a round's result (RoundEnded.result); the simulator
    reports their mean per round."""
    sim_summary: Callable[[], SimSummary] | None = None
    """Makes a collector of the game's own simulator figures (per-round winners, a pot…)."""


@dataclass(frozen=True)
class GameInfo:
    """A game's static facts, and its engine on first use."""

    id: str
    name: str
    description: str
    min_players: int
    max_players: int
    partnerships: str
    """"none", "optional" (Banakil at 4) or "always" (Hand and Foot)."""
    ai_levels: tuple[str, ...]
    engine_ref: str
    """Where the engine is: "package.module:ENGINE" (see `load_ref`)."""
    lower_score_wins: bool = False
    """True where the lowest total wins (Cap-It Rummy, CR-19): statistics rank scores by it."""
    real_time: bool = False
    """No turns: every seat acts on its own clock and commands go through one queue
    (Banapples). The simulator and the table drive such a game in simulated or real time."""

    @cached_property
    def engine(self) -> GameEngine:
        engine = load_ref(self.engine_ref)
        if not isinstance(engine, GameEngine):
            raise TypeError(f"{self.engine_ref} is not a GameEngine")
        return engine

    @property
    def engine_loaded(self) -> bool:
        return "engine" in self.__dict__

    @property
    def config_type(self) -> type:
        return self.engine.config_type

    @property
    def state_type(self) -> type[GameState]:
        return self.engine.state_type

    @property
    def make_config(self) -> Callable[..., Any]:
        return self.engine.make_config

    @property
    def score_position(self) -> Callable[[Any], dict[str, Any]] | None:
        return self.engine.score_position

    @property
    def round_stats(self) -> Callable[[dict[str, Any]], dict[str, float]] | None:
        return self.engine.round_stats

    @property
    def sim_summary(self) -> Callable[[], SimSummary] | None:
        return self.engine.sim_summary

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
