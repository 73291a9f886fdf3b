"""Putting one question to a computer player, in this process or in a worker process (no Qt).

The table asks its players through a separate process so that a search burning a core never
holds the GUI thread's interpreter lock. What crosses over is plain pickled data: the player
(pickled once, while fresh, and kept resident in the worker so its caches live on), the
seat's observation, a seed and the time budget. `serve` is the worker process's loop; `answer`
is the same question asked in-process (the thread fallback, tests, the simulator's way).
"""

from __future__ import annotations

import os
import pickle
import random
import time
import traceback
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any, Literal

from ..games.base import Action
from .base import ComputerPlayer, RealTimePlayer
from .hints import Hint, explain_hint
from .search import SearchPlayer

READY = "ready"
"""The first message of a worker process: it has started and imported what it needs."""


@dataclass(frozen=True, slots=True)
class Question:
    """What a player is asked: `choose` a move (turn-based games), `decide` what to do now
    (a real-time player; None means nothing now), or `hint`: a searching player's choice for
    the seat with the figures behind it. `budget` is in seconds."""

    kind: Literal["choose", "decide", "hint"]
    observation: Any
    seed: int
    budget: float


@dataclass(frozen=True, slots=True)
class Reply:
    """The answer to request `request_id`: the action (`ok`) or why the player failed."""

    request_id: int
    ok: bool
    action: Action | None = None
    hint: Hint | None = None
    """The answer to a `hint` question."""
    error: str = ""
    details: str = ""
    """The player's traceback, for the log."""
    lost: bool = False
    """The worker process ended before it answered: the question may be asked again."""


def answer(player: ComputerPlayer, question: Question) -> Action | Hint | None:
    """Ask `player`; a player that returns something other than an action is an error."""
    rng = random.Random(question.seed)
    if question.kind == "hint":
        if not isinstance(player, SearchPlayer):
            raise TypeError(f"{type(player).__name__} does not search")
        return explain_hint(player, question.observation, rng,
                            time.monotonic() + question.budget)
    if question.kind == "decide":
        if not isinstance(player, RealTimePlayer):
            raise TypeError(f"{type(player).__name__} cannot play in real time")
        decided = player.react(question.observation, rng)
        if decided is not None and not isinstance(decided, Action):
            raise TypeError(f"{type(player).__name__} returned {decided!r}")
        return decided
    chosen = player.act(question.observation, rng, time.monotonic() + question.budget)
    if not isinstance(chosen, Action):
        raise TypeError(f"{type(player).__name__} returned {chosen!r}")
    return chosen


def reply_to(request_id: int, player: ComputerPlayer, question: Question) -> Reply:
    """`answer`, with a failure turned into a reply (a broken player never stops the table)."""
    try:
        found = answer(player, question)
        if isinstance(found, Hint):
            return Reply(request_id, True, hint=found)
        return Reply(request_id, True, found)
    except Exception as error:
        return Reply(request_id, False, error=f"{type(error).__name__}: {error}",
                     details=traceback.format_exc())


def serve(conn: Connection) -> None:
    """A worker process: answer `(request_id, player_blob, question)` messages in order until
    the pipe closes. Players are unpickled once per distinct blob and kept."""
    players: dict[bytes, ComputerPlayer] = {}
    if hasattr(os, "nice"):
        os.nice(5)  # on a busy machine the table's frames come before a player's thinking
    conn.send_bytes(pickle.dumps(READY))
    while True:
        try:
            message = conn.recv_bytes()
        except (EOFError, OSError):
            return
        request_id, blob, question = pickle.loads(message)
        try:
            player = players.get(blob)
            if player is None:
                player = players[blob] = pickle.loads(blob)
            reply = reply_to(request_id, player, question)
            data = pickle.dumps(reply)
        except Exception as error:  # an unpicklable player or answer
            data = pickle.dumps(Reply(request_id, False, error=f"{type(error).__name__}: "
                                                               f"{error}"))
        try:
            conn.send_bytes(data)
        except (BrokenPipeError, OSError):
            return
