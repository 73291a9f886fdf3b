"""A seat at a table across the room: the usual table, driven by the host's messages.

The window holds no engine: `SeatState` stands where a session keeps its game state and
answers only from the seat's own observation, as the host last sent it. The viewer's actions
go to the host; the events come back in the host's update and animate as at one computer;
a refusal comes back with its reason and the cards glide home. Updates that arrive while
cards are still moving wait their turn, so the table never skips a move.
"""

from __future__ import annotations

import logging
import random
import secrets
from collections import deque
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..games.base import Action, Event, GameEnded, Observation
from ..lan.background import SeatLink
from .game_setup import GameSetup, SeatSetup
from .session import GameSession
from .table.animation import Speed
from .table.deck_art import DeckArt
from .table.metrics import CardMetrics
from .table.scene import TableScene

log = logging.getLogger(__name__)


def tr(text: str) -> str:
    return QCoreApplication.translate("LanSession", text)


class Bridge(QObject):
    """Carries what the network thread delivers to the GUI thread (a queued signal)."""

    received = Signal(str, object)

    def deliver(self, kind: str, payload: Any) -> None:
        self.received.emit(kind, payload)


class SeatState:
    """What a session asks of its game state, answered from one seat's observation."""

    def __init__(self, info: Any, config: Any, seat: int, send: Callable[[Action], None]) -> None:
        self.game_id = info.id
        self.config = config
        self.seat = seat
        self._send = send
        self.obs: Observation | None = None
        self.mover: int | None = None
        self.over = False
        self.history: list[int] = []
        """One entry per update received (the session numbers its turns by it)."""
        self.opening_events: list[Event] = []
        self._winners: tuple[int, ...] = ()
        self._rng = random.Random(secrets.randbits(64))

    def observation(self, seat: int) -> Observation:
        if self.obs is None or seat != self.seat:
            raise LookupError("a seat across the room sees only its own observation")
        return self.obs

    @property
    def phase(self) -> Any:
        return getattr(self.obs, "phase", None)

    def to_move(self) -> int | None:
        return None if self.over else self.mover

    @property
    def is_over(self) -> bool:
        return self.over

    def winners(self) -> tuple[int, ...]:
        return self._winners

    def legal_actions(self, seat: int) -> list[Action]:
        """The seat's simple choices, from a world consistent with its observation (its own
        choices depend only on what it sees)."""
        return self.observation(seat).sample_world(self._rng).legal_actions(seat)

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Send the action; its events come with the host's answer."""
        if seat != self.seat:
            raise LookupError("a seat across the room acts only for itself")
        self._send(action)
        return []

    def clone(self) -> SeatState:
        return self

    def take(self, observation: Observation | None, mover: int | None, over: bool,
             events: list[Event]) -> None:
        if observation is not None:
            self.obs = observation
        self.mover = mover
        self.over = over
        self.history.append(len(self.history))
        for event in events:
            if isinstance(event, GameEnded):
                self._winners = event.winners


class RemoteSession(GameSession):
    """The table of one seat across the room (turn-based games)."""

    def __init__(self, setup: GameSetup, state: SeatState, scene: TableScene, art: DeckArt,
                 metrics: CardMetrics, speed: Speed, link: SeatLink) -> None:
        super().__init__(setup, state, scene, art, metrics, speed)  # type: ignore[arg-type]
        self.players = {}  # nobody thinks here: the host plays the computers
        self.link = link
        self.remote: SeatState = state
        self.waiting: deque[tuple[Observation | None, int | None, bool, list[Event]]] = deque()
        self.animating = True
        self.latency: float | None = None

    # The host's messages ------------------------------------------------------------

    def received(self, observation: Observation | None, events: list[Event], mover: int | None,
                 over: bool) -> None:
        """An update: the observation it carries belongs with its events, so both wait for
        the animation in progress to end."""
        self.waiting.append((observation, mover, over, events))
        self._drain()

    def _drain(self) -> None:
        if self.animating or self.closed or not self.waiting:
            return
        observation, mover, over, events = self.waiting.popleft()
        self.remote.take(observation, mover, over, events)
        self.animating = True
        if events:
            self._play_events(events)
        else:
            self._redraw()
            self._after_animation()

    def refused(self, reason: str) -> None:
        self.refuse(reason)
        if not self.animating:
            self._redraw()

    # The session's own flow ---------------------------------------------------------

    def start(self, opening: list[Event] | None) -> None:
        self.animating = True
        super().start(opening)

    def _advance(self) -> None:
        self.animating = False
        if self.waiting:
            self._drain()
            return
        if self.closed or self.remote.is_over:
            return
        seat = self.remote.to_move()
        if seat == self.viewer:
            self.status.emit(self._turn_text())
        elif seat is not None:
            self.status.emit(tr("Waiting for {name}…").format(name=self.seats[seat].name))

    def continue_after_round(self) -> None:
        """The score sheet was dismissed: deal if this seat deals, then catch up."""
        seat = self.remote.to_move()
        if seat == self.viewer:
            legal = self.remote.legal_actions(seat)
            if len(legal) == 1:
                self.remote.apply(seat, legal[0])
        self._advance()

    def undo_point(self) -> int | None:
        return None  # the host's game has no undo for one seat



def remote_setup(info: Any, config: Any, seat: int, names: list[str]) -> GameSetup:
    """The session's setup for one seat: only that seat is a human at this screen; the deal
    number stays with the host (it would tell every card)."""
    seats = [SeatSetup(name, index == seat, None if index == seat else "medium")
             for index, name in enumerate(names)]
    return GameSetup(info.id, config, 0, seats)
