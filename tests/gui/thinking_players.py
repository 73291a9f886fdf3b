"""Computer players that misbehave, for the worker tests (no Qt: a worker process imports
this module to unpickle them)."""

from __future__ import annotations

import random
import threading
from typing import Any

from desktop_app.ai.base import Player, RealTimePlayer
from desktop_app.games.base import Action, Observation


class BlockingPlayer(Player[Observation]):
    """Thinks until the test sets `release`, then answers `answer` (a late answer). Its event
    cannot be pickled, so it always thinks on a thread of the test process."""

    level = "blocking"
    observation_type = Observation
    budget = 0.05

    def __init__(self, release: threading.Event, answer: Action) -> None:
        self.release = release
        self.answer = answer
        self.asked = 0
        self.answered = 0

    def choose(self, observation: Any, rng: random.Random,
               deadline: float | None = None) -> Action:
        self.asked += 1
        self.release.wait()
        self.answered += 1
        return self.answer


class BlockingRacer(RealTimePlayer[Observation]):
    """A real-time player that never decides until the test sets `release`."""

    level = "blocking"
    observation_type = Observation
    budget = 0.05

    def __init__(self, release: threading.Event) -> None:
        super().__init__(reaction_time=0.01, jitter=0.0)
        self.release = release
        self.asked = 0

    def decide(self, observation: Any, rng: random.Random) -> Action | None:
        self.asked += 1
        self.release.wait()
        return None


class RaisingPlayer(Player[Observation]):
    level = "raising"
    observation_type = Observation

    def choose(self, observation: Any, rng: random.Random,
               deadline: float | None = None) -> Action:
        raise RuntimeError("the search fell over")


class ForeverPlayer(Player[Observation]):
    """Picklable and never answers: in a worker process it hangs until the process is
    killed."""

    level = "forever"
    observation_type = Observation
    budget = 0.05

    def choose(self, observation: Any, rng: random.Random,
               deadline: float | None = None) -> Action:
        threading.Event().wait()
        raise AssertionError("unreachable: nothing sets the event")


class CrashingPlayer(Player[Observation]):
    """Takes its worker process down with it (as a crash in native code would)."""

    level = "crashing"
    observation_type = Observation

    def choose(self, observation: Any, rng: random.Random,
               deadline: float | None = None) -> Action:
        import os

        os._exit(3)
