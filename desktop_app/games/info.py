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
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:  # loaded with the first engine: listing the games needs none of it
    from ..cards.card import PhysicalCard
    from .base import ActionCodec, AnyGameState, GameConfig


def load_ref(ref: str) -> Any:
    """The object a "package.module:name" reference names, imported now. The game, computer
    player and table registries all name their parts this way, so each loads on first use."""
    module, _, name = ref.partition(":")
    if not module or not name:
        raise ValueError(f"a reference reads 'package.module:name', not {ref!r}")
    return getattr(import_module(module), name)


class SimSummary(Protocol):
    """Game-specific figures the simulator adds to its JSON summary, fed every finished game."""

    def add_game(self, state: AnyGameState) -> None: ...

    def to_json(self) -> dict[str, Any]: ...


@dataclass(frozen=True, slots=True)
class GameEngine:
    """What a game's engine package provides (its `ENGINE`)."""

    config_type: type[GameConfig]
    state_type: type[AnyGameState]
    make_config: Callable[..., GameConfig]
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
    card_type_ref: str = "desktop_app.cards.card:Card"
    """Where the game's card type is (see `load_ref`): playing cards unless it has its own."""

    @cached_property
    def card_type(self) -> type[PhysicalCard]:
        """The game's card type, imported on first use (it may import the engine)."""
        from .codec import is_card_type

        card_type = load_ref(self.card_type_ref)
        if not (isinstance(card_type, type) and is_card_type(card_type)):
            raise TypeError(f"{self.card_type_ref} is not a card type")
        result: type[PhysicalCard] = card_type
        return result

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
    def config_type(self) -> type[GameConfig]:
        return self.engine.config_type

    @property
    def state_type(self) -> type[AnyGameState]:
        return self.engine.state_type

    @property
    def make_config(self) -> Callable[..., GameConfig]:
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

    def new_game(self, config: GameConfig, seed: int) -> AnyGameState:
        """A new game of this kind; another game's config is refused here, at the seam where
        the type checker cannot tell the games apart."""
        from .base import ConfigError

        if not isinstance(config, self.config_type):
            raise ConfigError(f"{self.name} needs a {self.config_type.__name__}, "
                              f"not a {type(config).__name__}")
        return self.state_type.new_game(config, seed)

    def config_from_json(self, data: Any) -> GameConfig:
        from .base import ConfigError
        from .codec import CodecError, decode

        try:
            return decode(self.config_type, data, "config")
        except ConfigError as error:
            raise CodecError(f"config: {error}") from error

    def config_to_json(self, config: GameConfig) -> dict[str, Any]:
        from .codec import encode

        data: dict[str, Any] = encode(config)
        return data
