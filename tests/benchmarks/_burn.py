"""A computer player that searches: it holds the interpreter for a while before it answers
(what a search level would do), so the benchmarks can show what that costs the table."""

from __future__ import annotations

import random
import time
from typing import Any

from desktop_app.ai.base import Player
from desktop_app.games.base import Action


class BurningPlayer(Player):
    """Answers as `inner` does, after `seconds` of pure-Python work."""

    def __init__(self, inner: Player, seconds: float) -> None:
        self.inner = inner
        self.seconds = seconds
        self.level = inner.level
        self.budget = inner.budget + seconds

    def choose(self, observation: Any, rng: random.Random,
               deadline: float | None = None) -> Action:
        end = time.perf_counter() + self.seconds
        total = 0
        while time.perf_counter() < end:
            total += sum(i * i for i in range(500))
        return self.inner.choose(observation, rng, deadline)
