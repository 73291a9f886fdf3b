"""Computer players think on a worker thread and answer through a queued signal.

The worker gets only an observation (immutable data), never the state; the GUI thread stays
the only writer of the game. A `token` identifies the position the question was asked in, so
an answer that arrives after the game moved on (undo, new game) is recognised and dropped.
"""

from __future__ import annotations

import logging
import random
import traceback
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from ..ai.base import Player, RealTimePlayer
from ..games.base import Action

log = logging.getLogger(__name__)


class PlayerAnswers(QObject):
    """Lives on the GUI thread; the worker emits through it (queued across threads)."""

    chosen = Signal(object, object)
    """(token, action)"""
    failed = Signal(object, str)
    """(token, message)"""


class ThinkTask(QRunnable):
    def __init__(self, player: Player, observation: Any, seed: int, token: object,
                 answers: PlayerAnswers) -> None:
        super().__init__()
        self.player = player
        self.observation = observation
        self.seed = seed
        self.token = token
        self.answers = answers
        self.setAutoDelete(True)

    def run(self) -> None:
        try:
            action = self.player.choose(self.observation, random.Random(self.seed))
            if not isinstance(action, Action):
                raise TypeError(f"{type(self.player).__name__} returned {action!r}")
        except Exception as error:  # a broken player must never take the table down
            log.error("computer player failed:\n%s", traceback.format_exc())
            self.answers.failed.emit(self.token, f"{type(error).__name__}: {error}")
            return
        self.answers.chosen.emit(self.token, action)


class DecideTask(ThinkTask):
    """A real-time player looks at the table: its command, or None when nothing is worth
    doing now (it looks again after its reaction time)."""

    def __init__(self, player: RealTimePlayer, observation: Any, seed: int, token: object,
                 answers: PlayerAnswers) -> None:
        super().__init__(player, observation, seed, token, answers)
        self.realtime_player = player

    def run(self) -> None:
        try:
            action = self.realtime_player.decide(self.observation, random.Random(self.seed))
            if action is not None and not isinstance(action, Action):
                raise TypeError(f"{type(self.player).__name__} returned {action!r}")
        except Exception as error:  # a broken player must never take the table down
            log.error("computer player failed:\n%s", traceback.format_exc())
            self.answers.failed.emit(self.token, f"{type(error).__name__}: {error}")
            return
        self.answers.chosen.emit(self.token, action)


class ThinkingPool:
    """Hands thinking to a thread pool of its own (one thread: players are asked in turn)."""

    def __init__(self) -> None:
        self.pool = QThreadPool()
        self.pool.setMaxThreadCount(1)
        self.answers = PlayerAnswers()

    def ask(self, player: Player, observation: Any, seed: int, token: object) -> None:
        self.pool.start(ThinkTask(player, observation, seed, token, self.answers))

    def ask_decide(self, player: RealTimePlayer, observation: Any, seed: int,
                   token: object) -> None:
        """Ask a real-time player what it would do now (the answer may be None)."""
        self.pool.start(DecideTask(player, observation, seed, token, self.answers))

    def wait(self, msecs: int = 5000) -> bool:
        return self.pool.waitForDone(msecs)
