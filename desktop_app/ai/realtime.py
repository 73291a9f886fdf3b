"""Driving computer players in a game without turns on a simulated clock (no Qt).

A player looks at the table at some moment, decides, and its command reaches the queue one
reaction time later (`RealTimePlayer.delay`); by then another command may have made it stale,
and the engine refuses it (BA-21). Then the player looks again. Commands that arrive at the
same moment enter the queue in the order they were decided (BA-22). The simulator runs this
as fast as the CPU allows; the table does the same with Qt timers, asking the same players
`decide` and `delay`.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Generic

from ..games.base import Action, GameState, RoundEnded, RoundStarted
from ..games.command_queue import CommandQueue, Outcome
from .base import ObsT, RealTimePlayer


@dataclass(frozen=True, slots=True)
class Pending:
    """A seat's next command on its way to the queue (None: it only looks again then)."""

    arrival: float
    order: int
    seat: int
    action: Action | None


def stamped(action: Action, clock: float) -> Action:
    """The command as it reaches the queue: with its arrival time, when it carries one."""
    if any(f.name == "clock" for f in dataclasses.fields(action)):
        return dataclasses.replace(action, **{"clock": clock})
    return action


class RealTimeDriver(Generic[ObsT]):
    """Runs `players` (None for a seat driven from outside, e.g. a person) against `state`.

    `step()` advances the simulated clock to the next arrival, queues every command arriving
    then, processes the queue and lets those players look again. Everything random comes from
    `rng`, so a driver replays exactly."""

    def __init__(self, state: GameState[ObsT, Action],
                 players: Sequence[RealTimePlayer[ObsT] | None],
                 rng: random.Random, clock: float | None = None) -> None:
        self.state = state
        self.players = list(players)
        self.rng = rng
        self.clock = float(getattr(state, "clock", 0.0) if clock is None else clock)
        self.queue = CommandQueue()
        self.pending: list[Pending | None] = [None] * len(self.players)
        self._order = 0
        self.replan_all()

    # ---------------------------------------------------------------- scheduling

    def active_seats(self) -> list[int]:
        """Who may act now: the seat to move when the game names one, otherwise everyone."""
        if self.state.is_over:
            return []
        mover = self.state.to_move()
        seats = range(len(self.players)) if mover is None else [mover]
        return [seat for seat in seats if self.players[seat] is not None]

    def plan(self, seat: int) -> None:
        """The seat looks at the table now; what it decided arrives one reaction time later."""
        player = self.players[seat]
        assert player is not None
        action = player.decide(self.state.observation(seat), self.rng)
        self._order += 1
        self.pending[seat] = Pending(self.clock + player.delay(self.rng), self._order, seat,
                                     action)

    def replan_all(self) -> None:
        self.pending = [None] * len(self.players)
        for seat in self.active_seats():
            self.plan(seat)

    def next_arrival(self) -> float | None:
        arrivals = [p.arrival for p in self.pending if p is not None]
        return min(arrivals) if arrivals else None

    # ---------------------------------------------------------------- running

    def submit(self, seat: int, action: Action) -> list[Outcome]:
        """A command from outside (a person at the table) arriving now."""
        self.queue.submit(seat, stamped(action, self.clock))
        return self._process([])

    def step(self) -> list[Outcome]:
        """Advance to the next arrival and process what arrives then ([] when nobody acts)."""
        arrival = self.next_arrival()
        if arrival is None:
            return []
        self.clock = arrival
        due = sorted((p for p in self.pending if p is not None and p.arrival == arrival),
                     key=lambda p: p.order)
        for pending in due:
            self.pending[pending.seat] = None
            if pending.action is not None:
                self.queue.submit(pending.seat, stamped(pending.action, arrival))
        return self._process([p.seat for p in due])

    def _process(self, looked: list[int]) -> list[Outcome]:
        outcomes = self.queue.process(self.state)
        new_phase = any(isinstance(event, (RoundEnded, RoundStarted))
                        for outcome in outcomes for event in outcome.events)
        if new_phase:
            # BA-23: commands still on their way were given for the round that just ended.
            outcomes.extend(Outcome(p.seat, p.action, discarded=True) for p in self.pending
                            if p is not None and p.action is not None)
            self.replan_all()
        else:
            active = set(self.active_seats())
            for seat in looked:
                if seat in active:
                    self.plan(seat)
        return outcomes
