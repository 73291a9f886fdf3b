"""Computer players: pure functions of one seat's observation (DESIGN.md, "Computer players")."""

from __future__ import annotations

import math
import random
from abc import ABC, abstractmethod
from typing import Generic, TypeVar

from ..games.base import Action, Observation

ObsT = TypeVar("ObsT", bound=Observation)
"""The observation type of the game a player plays."""

REACTION_RANGE = (0.1, 10.0)
"""Seconds per action a person may give a real-time computer player (the new-game dialog, the
simulator's --reaction): faster than anyone can follow or slower than anyone waits is no game."""


class ComputerPlayer(ABC):
    """A computer player of some game, as the registry hands it out to drivers that know the
    game only by its id: it takes any observation and refuses another game's (TypeError)."""

    level: str = "?"
    budget: float = 1.0
    """Seconds a decision may take (a search stops at the deadline this gives `choose`); the
    table allows a grace beyond it, then plays a safe move for the seat."""
    searches: bool = False
    """Its constructor takes a `think_time` (seconds a move) and its search fills it."""

    @abstractmethod
    def act(self, observation: Observation, rng: random.Random,
            deadline: float | None = None) -> Action:
        """`choose` for an observation whose game the caller's types do not know."""


class Player(ComputerPlayer, Generic[ObsT]):
    """A computer player of one game. `choose` must read only the observation it is given."""

    observation_type: type[ObsT]
    """The game's observation class (checked where a caller's types do not know the game)."""

    @abstractmethod
    def choose(self, observation: ObsT, rng: random.Random,
               deadline: float | None = None) -> Action:
        """The action to play; `deadline` is a `time.monotonic()` value search players respect."""

    def own(self, observation: Observation) -> ObsT:
        """`observation` as this player's game's, or TypeError when it is another game's."""
        if not isinstance(observation, self.observation_type):
            raise TypeError(f"the {type(self).__name__} reads a {self.observation_type.__name__},"
                            f" not a {type(observation).__name__}")
        return observation

    def act(self, observation: Observation, rng: random.Random,
            deadline: float | None = None) -> Action:
        return self.choose(self.own(observation), rng, deadline)


SAFE_KINDS = ("deal", "draw_stock", "push", "discard", "compost")
"""Moves that commit a seat to nothing it did not choose (a plain draw, a discard), in order of
preference: taking a pile or melding for a player that failed would be a decision."""


def fallback_action(legal: list[Action]) -> Action:
    """A safe legal move when a player failed or took too long: the first listed of the
    safest kind (draws before discards), else the first listed."""
    if not legal:
        raise ValueError("no legal action to fall back on")
    for kind in SAFE_KINDS:
        for action in legal:
            if action.tag == kind:
                return action
    return legal[0]


class RealTimePlayer(Player[ObsT]):
    """A player in a game without turns (Banapples): it acts on its own clock.

    When it acts next (`delay`: its reaction time, varied a little) is kept apart from what it
    does (`decide`), so the simulator's clock and the table's timers drive the same player:
    a driver asks `decide` at one moment and delivers the command `delay` seconds later.
    """

    default_reaction_time: float = 1.0
    """Seconds per action at this level."""

    def __init__(self, reaction_time: float | None = None, jitter: float = 0.2) -> None:
        reaction = self.default_reaction_time if reaction_time is None else reaction_time
        if not 0 < reaction < math.inf:
            raise ValueError(f"a reaction time must be positive, not {reaction_time!r}")
        if not 0 <= jitter < 1:
            raise ValueError(f"jitter is a fraction from 0 to below 1, not {jitter!r}")
        self.reaction_time = float(reaction)
        self.jitter = jitter

    def delay(self, rng: random.Random) -> float:
        """Seconds from looking at the table to the command reaching the queue."""
        if not self.jitter:
            return self.reaction_time
        return self.reaction_time * rng.uniform(1 - self.jitter, 1 + self.jitter)

    @abstractmethod
    def decide(self, observation: ObsT, rng: random.Random) -> Action | None:
        """The command to give now, or None when nothing is worth doing (ask again later)."""

    def react(self, observation: Observation, rng: random.Random) -> Action | None:
        """`decide` for an observation whose game the caller's types do not know."""
        return self.decide(self.own(observation), rng)

    def choose(self, observation: ObsT, rng: random.Random,
               deadline: float | None = None) -> Action:
        action = self.decide(observation, rng)
        if action is None:
            raise ValueError(f"the {self.level} player has nothing to do now")
        return action
