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
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..games.base import Action, Event, GameEnded, Observation, RoundEnded, RoundStarted
from ..lan.background import SeatLink
from .game_setup import GameSetup, SeatSetup
from .realtime_session import RealTimeSession
from .session import GameSession
from .table.deck_art import DeckArt
from .table.metrics import CardMetrics
from .table.scene import TableScene
from .table.speed import Speed

log = logging.getLogger(__name__)


def tr(text: str) -> str:
    return QCoreApplication.translate("LanSession", text)


class Bridge(QObject):
    """Carries what the network thread delivers to the GUI thread (a queued signal)."""

    received = Signal(str, object)

    def deliver(self, kind: str, payload: Any) -> None:
        self.received.emit(kind, payload)


Send = Callable[[Action], int]
"""Sends one seat's action to the host; the number its answer will carry."""


@dataclass(frozen=True, slots=True)
class Update:
    """One update from the host to one seat: its observation, whose move, and the events."""

    observation: Observation | None
    mover: int | None
    over: bool
    events: list[Event]
    n: int = 0
    """The host's count of actions played (the same for every seat's copy of one move)."""


class SeatState:
    """What a session asks of its game state, answered from the observations of the seats at
    this screen (one, or several sharing it in hot seat) as the host last sent them."""

    def __init__(self, info: Any, config: Any, seat: int,
                 send: Send | dict[int, Send]) -> None:
        self.game_id = info.id
        self.config = config
        self.seat = seat
        """The seat whose view the table shows now."""
        self.sends = send if isinstance(send, dict) else {seat: send}
        self.seen: dict[int, Observation] = {}
        self.at: dict[int, int] = {}
        """For each seat here, the host's action count of its latest observation."""
        self.mover: int | None = None
        self.over = False
        self.history: list[int] = []
        """One entry per update received (the session numbers its turns by it)."""
        self.opening_events: list[Event] = []
        self._winners: tuple[int, ...] = ()
        self._rng = random.Random(secrets.randbits(64))

    @property
    def obs(self) -> Observation | None:
        return self.seen.get(self.seat)

    def observation(self, seat: int) -> Observation:
        observation = self.seen.get(seat)
        if observation is None:
            raise LookupError("a seat across the room sees only its own observation")
        return observation

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
        """Send the action through the seat's own connection; its events come with the
        host's answer."""
        send = self.sends.get(seat)
        if send is None:
            raise LookupError("a seat across the room acts only for itself")
        send(action)
        return []

    def clone(self) -> SeatState:
        return self

    def take(self, observation: Observation | None, mover: int | None, over: bool,
             events: list[Event], seat: int | None = None, n: int | None = None) -> None:
        seat = self.seat if seat is None else seat
        if observation is not None:
            self.seen[seat] = observation
        if n is not None:
            self.at[seat] = n
        self.mover = mover
        self.over = over
        self.history.append(len(self.history))
        for event in events:
            if isinstance(event, GameEnded):
                self._winners = event.winners


class RemoteSession(GameSession):
    """The table of the seats at this screen across the room (turn-based games).

    Several seats may share the screen (hot seat): each has its own connection, the table
    animates the updates of the seat it shows, and when the turn passes to another seat here
    the curtain comes down; that seat's view takes over from its own update of the same move
    (the host numbers them), so no player ever sees another's hand."""

    def __init__(self, setup: GameSetup, state: SeatState, scene: TableScene, art: DeckArt,
                 metrics: CardMetrics, speed: Speed, link: SeatLink) -> None:
        super().__init__(setup, state, scene, art, metrics, speed)  # type: ignore[arg-type]
        self.players = {}  # nobody thinks here: the host plays the computers
        self.link = link
        self.remote: SeatState = state
        self.waiting: deque[Update] = deque()
        """Updates of the seat shown, waiting for the animation in progress."""
        self.backlog: dict[int, deque[Update]] = {seat: deque() for seat in self.humans}
        """Updates of the other seats at this screen, until one of them takes it."""
        self.shown = -1
        """The host's action count of the last update the table played."""
        self.switch_to: int | None = None
        """A seat that took the screen before its update of the current move arrived."""
        self.animating = True
        self.latency: float | None = None
        """Seconds a ping takes to the host and back (shown on the score panel)."""

    # The host's messages ------------------------------------------------------------

    def received(self, observation: Observation | None, events: list[Event], mover: int | None,
                 over: bool, n: int | None = None, seat: int | None = None) -> None:
        """An update for `seat` (default: the seat shown). The seat shown plays it once the
        animation in progress ends; another seat's waits until that seat takes the screen."""
        update = Update(observation, mover, over, events, self.shown + 1 if n is None else n)
        if seat is None or seat == self.viewer:
            self.waiting.append(update)
            self._drain()
            return
        self.backlog.setdefault(seat, deque()).append(update)
        if self.switch_to == seat:
            self.lift_curtain(seat)

    def _drain(self) -> None:
        if self.animating or self.closed or not self.waiting:
            return
        update = self.waiting.popleft()
        self.remote.take(update.observation, update.mover, update.over, update.events,
                         self.viewer, update.n)
        self.shown = update.n
        self.animating = True
        if self.is_hot_seat and any(isinstance(e, (RoundStarted, RoundEnded))
                                    for e in update.events):
            self.curtain_up = True  # a new deal's hands wait for their owners
        if update.events:
            self._play_events(update.events)
        else:
            self._redraw()
            self._after_animation()

    def _catch_up(self, seat: int) -> bool:
        """Bring `seat`'s view to the move the table shows; False if its update of that
        move has not arrived yet."""
        backlog = self.backlog.setdefault(seat, deque())
        while backlog and backlog[0].n <= self.shown:
            update = backlog.popleft()
            self.remote.take(update.observation, update.mover, update.over, update.events,
                             seat, update.n)
        return self.remote.at.get(seat) == self.shown

    def lift_curtain(self, seat: int) -> None:
        """Hot seat: `seat` took the screen; the table shows its view from now on."""
        if seat != self.viewer:
            if not self._catch_up(seat):
                self.switch_to = seat
                return
            self.backlog[self.viewer] = self.waiting
            self.waiting = self.backlog[seat]
            self.backlog[seat] = deque()
            self.remote.seat = seat
        self.switch_to = None
        super().lift_curtain(seat)
        self._drain()

    def refused(self, reason: str, seq: int = 0, stale: bool = False, rule: str = "") -> None:
        """The host refused: said where the cards were dropped, with its "Why?" link to the
        rule, as the table of a game on this computer says it."""
        self.refuse(reason, rule)
        if not self.animating:
            self._redraw()

    def show_latency(self, latency: float) -> None:
        if _latency_changed(self, latency):
            self.changed.emit()

    def panel_lines(self, obs: Any) -> list[tuple[str, str]]:
        return [*super().panel_lines(obs), *_delay_line(self.latency)]

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
        if self.is_hot_seat and seat in self.humans and (seat != self.viewer
                                                         or self.curtain_up):
            self.curtain_up = True
            self.relayout(animate=False)  # every hand face down before the curtain shows
            self.status.emit(tr("Pass the screen to {name}.").format(
                name=self.seats[seat].name))
            self.curtain.emit(seat)
        elif seat == self.viewer:
            self.status.emit(self._turn_text())
        elif seat is not None:
            self.status.emit(tr("Waiting for {name}…").format(name=self.seats[seat].name))

    def continue_after_round(self) -> None:
        """The score sheet was dismissed: deal if a seat here deals, then catch up."""
        seat = self.remote.to_move()
        if seat in self.remote.sends and seat in self.remote.seen:
            legal = self.remote.legal_actions(seat)
            if len(legal) == 1:
                self.remote.apply(seat, legal[0])
        self._advance()

    def undo_point(self) -> int | None:
        return None  # the host's game has no undo for one seat


class RemoteRealTimeSession(RealTimeSession):
    """The table of one seat across the room in a game without turns (Banapples).

    The host orders every seat's commands by arrival and refuses stale ones; this window
    sends the viewer's commands (aimed at the top cards it saw) and plays the host's updates
    the moment they arrive, beside the cards still gliding, as at one computer."""

    plays_computers = False

    def __init__(self, setup: GameSetup, state: SeatState, scene: TableScene, art: DeckArt,
                 metrics: CardMetrics, speed: Speed, link: SeatLink) -> None:
        super().__init__(setup, state, scene, art, metrics, speed)  # type: ignore[arg-type]
        self.link = link
        self.remote: SeatState = state
        self.sent: dict[int, Action] = {}
        """Commands on their way, by number, until the host answers."""
        self.latency: float | None = None

    @property
    def can_pause(self) -> bool:
        return False  # the host's clocks run on: a pause would only hide the table

    def received(self, observation: Observation | None, events: list[Event], mover: int | None,
                 over: bool, ack: int | None = None) -> None:
        """An update: applied at once (cards glide concurrently, BA-21 races go on)."""
        self.remote.take(observation, mover, over, events)
        if ack is not None:
            self.sent.pop(ack, None)
        if self.closed:
            return
        if any(isinstance(e, (RoundEnded, GameEnded)) for e in events):
            self._stop_round()
        self._applied(events)

    def refused(self, reason: str, seq: int = 0, stale: bool = False, rule: str = "") -> None:
        """The host refused a command: too late (someone else's card got there first, BA-21)
        or against the rules; the card glides home."""
        action = self.sent.pop(seq, None)
        if self.closed:
            return
        if stale and action is not None and getattr(action, "dst", None):
            self._too_late(action)
        else:
            self.refuse(reason, rule)
        self.relayout()

    def try_action(self, action: Action) -> bool:
        if self.closed:
            return False
        if not self._round_live():
            self.status.emit(tr("The round is over."))
            self.relayout()
            return False
        self.sent[self.link.send_action(action)] = action
        self._unpick()
        return True  # the card waits where it was dropped for the host's answer

    def continue_after_round(self) -> None:
        """The score sheet was dismissed: deal the next round if this seat deals."""
        seat = self.remote.to_move()
        if seat == self.viewer and not self.closed:
            legal = self.remote.legal_actions(seat)
            if len(legal) == 1:
                self.link.send_action(legal[0])

    def show_latency(self, latency: float) -> None:
        if _latency_changed(self, latency):
            self.changed.emit()

    def panel_lines(self, obs: Any) -> list[tuple[str, str]]:
        return [*super().panel_lines(obs), *_delay_line(self.latency)]


def _latency_changed(session: RemoteSession | RemoteRealTimeSession, latency: float) -> bool:
    """Keep the new delay; True if the figure shown (whole milliseconds) changes."""
    before = session.latency
    session.latency = latency
    return before is None or round(before * 1000) != round(latency * 1000)


def _delay_line(latency: float | None) -> list[tuple[str, str]]:
    """The score panel's line with the delay to the host, once measured."""
    if latency is None:
        return []
    ms = round(latency * 1000)
    return [(tr("Delay to the host"),
             tr("under 1 ms") if ms < 1 else tr("{ms} ms").format(ms=ms))]


def remote_setup(info: Any, config: Any, seats: int | list[int],
                 names: list[str]) -> GameSetup:
    """The session's setup: the seats at this screen are its humans (several: hot seat); the
    deal number stays with the host (it would tell every card)."""
    here = {seats} if isinstance(seats, int) else set(seats)
    return GameSetup(info.id, config, 0, [
        SeatSetup(name, index in here, None if index in here else "medium")
        for index, name in enumerate(names)])
