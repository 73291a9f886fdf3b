"""One FIFO queue for the commands of a game without turns (BA-21..23).

Every command — a click or drag at the table, a computer player's choice — is put in the queue
and applied in arrival order, each validated against the state at processing time. Ties are
resolved by queue order only (BA-22). When a command ends the round, the commands still queued
behind it are discarded (BA-23): they were given for a round that no longer exists.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from .base import Action, AnyGameState, Event, IllegalAction, RoundEnded, StaleCommand


@dataclass(frozen=True, slots=True)
class Outcome:
    """What became of one queued command."""

    seat: int
    action: Action
    events: tuple[Event, ...] = ()
    error: IllegalAction | None = None
    """Why it was refused (the state is unchanged); None when it was applied."""
    discarded: bool = False
    """BA-23: dropped unprocessed because an earlier command ended the round."""

    @property
    def accepted(self) -> bool:
        return self.error is None and not self.discarded

    @property
    def stale(self) -> bool:
        return isinstance(self.error, StaleCommand)

    @property
    def ended_round(self) -> bool:
        return any(isinstance(event, RoundEnded) for event in self.events)


class CommandQueue:
    """Commands in arrival order; `process` applies them to a state one by one."""

    def __init__(self) -> None:
        self._items: deque[tuple[int, Action]] = deque()

    def __len__(self) -> int:
        return len(self._items)

    def submit(self, seat: int, action: Action) -> None:
        self._items.append((seat, action))

    def process(self, state: AnyGameState) -> list[Outcome]:
        """Apply every queued command in order; what each one did, in the same order."""
        outcomes: list[Outcome] = []
        while self._items:
            seat, action = self._items.popleft()
            try:
                events = state.apply(seat, action)
            except IllegalAction as error:
                outcomes.append(Outcome(seat, action, error=error))
                continue
            outcome = Outcome(seat, action, tuple(events))
            outcomes.append(outcome)
            if outcome.ended_round:
                outcomes.extend(Outcome(s, a, discarded=True) for s, a in self._items)
                self._items.clear()
        return outcomes
