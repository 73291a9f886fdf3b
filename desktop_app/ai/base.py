"""Computer players: pure functions of one seat's observation (DESIGN.md, "Computer players")."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import Any

from ..games.base import Action


class Player(ABC):
    """A computer player. `choose` must read only the observation it is given."""

    level: str = "?"

    @abstractmethod
    def choose(self, observation: Any, rng: random.Random,
               deadline: float | None = None) -> Action:
        """The action to play; `deadline` is a `time.monotonic()` value search players respect."""


def fallback_action(legal: list[Action]) -> Action:
    """A safe legal move when a player failed: the first listed (draws before discards)."""
    if not legal:
        raise ValueError("no legal action to fall back on")
    return legal[0]
