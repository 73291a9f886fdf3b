"""A computer player that searches: it holds the interpreter for a while before it answers
(what a search level would do), so the benchmarks can show what that costs the table."""

from __future__ import annotations

import random
import time

from desktop_app.ai.base import ComputerPlayer
from desktop_app.games.base import Action, Observation


class BurningPlayer(ComputerPlayer):
    """Answers as `inner` does, after `seconds` of pure-Python work."""

    def __init__(self, inner: ComputerPlayer, seconds: float) -> None:
        self.inner = inner
        self.seconds = seconds
        self.level = inner.level
        self.budget = inner.budget + seconds

    def act(self, observation: Observation, rng: random.Random,
            deadline: float | None = None) -> Action:
        end = time.perf_counter() + self.seconds
        total = 0
        while time.perf_counter() < end:
            total += sum(i * i for i in range(500))
        return self.inner.act(observation, rng, deadline)
