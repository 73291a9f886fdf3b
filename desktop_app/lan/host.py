"""The host of a table across the room: the only engine, and the only writer of its state.

Every seat is a remote human (a client that joined with the room code), a human at the host's
own machine (a client on the loopback address), or a computer player. Each connected seat is
sent only what its observation holds and its own redacted events (`Event.for_seat`), encoded
with the save codec; the seed never leaves the host. A client's action goes through the engine
like any other; a refusal goes back with its reason. In a game without turns (Banapples) the
commands enter one queue in arrival order and stale ones are refused (`CommandQueue`).

Faults stay local: a malformed frame, a wrong code or a flood closes that one connection; a
seat whose client drops is played by a computer, and the client can take it back within
`rejoin_seconds`; sending never waits for a slow client. When the host quits before the end,
the game is autosaved and everyone is told. The server socket is open only inside `run()`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..ai.base import ComputerPlayer, RealTimePlayer, fallback_action
from ..ai.realtime import stamped
from ..ai.registry import make_player
from ..games.base import Action, Event, GameState, IllegalAction
from ..games.codec import CodecError
from ..games.command_queue import CommandQueue
from ..games.info import GameInfo
from ..games.messages import GAME_OVER
from ..store.saves import SavedGame, SaveStore
from .admission import Alert, JoinGuard
from .messages import NOT_STARTED
from .payload import encode_event, encode_observation, refusal_fields
from .protocol import (
    CLIENT_MESSAGES,
    ProtocolError,
    RateLimit,
    encode_frame,
    make,
    new_nonce,
    normalize_code,
    proof_is_valid,
    read_frame,
    room_key,
)

log = logging.getLogger(__name__)

REJOIN_SECONDS = 120.0
AUTH_SECONDS = 10.0
"""A connection that has not proved the room code by then is closed."""
WRITE_SECONDS = 10.0
"""A client that takes longer than this to accept what it was sent is dropped."""
MAX_CONNECTIONS = 24
SEND_QUEUE = 512
"""Frames waiting for one slow client before it is dropped (sending never blocks the table)."""
STAND_IN_LEVEL = "medium"
THINK_SECONDS = 5.0
LOOPBACK = ("127.0.0.1", "::1")


@dataclass(frozen=True, slots=True)
class SeatSpec:
    """Who sits at a seat: "remote" (any client with the code), "local" (a client on this
    machine: the host's own window) or "computer" at `level`."""

    kind: str
    level: str | None = None
    name: str = ""

    @property
    def human(self) -> bool:
        return self.kind in ("remote", "local")


def parse_seats(text: str, info: GameInfo) -> list[SeatSpec]:
    """Seats from the command line: "remote,ai:medium,local,ai:easy"."""
    seats = []
    for i, item in enumerate(part.strip() for part in text.split(",")):
        kind, _, level = item.partition(":")
        if kind in ("remote", "local") and not level:
            seats.append(SeatSpec(kind))
        elif kind == "ai" and level in info.ai_levels:
            seats.append(SeatSpec("computer", level))
        else:
            levels = ", ".join(f"ai:{lv}" for lv in info.ai_levels)
            raise ValueError(f"seat {i + 1}: {item!r} is not remote, local or one of {levels}")
    if not info.min_players <= len(seats) <= info.max_players:
        raise ValueError(f"{info.name} is for {info.min_players} to {info.max_players} players, "
                         f"not {len(seats)}")
    if not any(seat.human for seat in seats):
        raise ValueError("a table across the room needs at least one remote or local seat")
    return seats


class Denied(Exception):
    """A join the host turns down (the reason is sent to the client)."""


class Peer:
    """One client connection. `send` never waits: frames queue for a writer task, and a
    client too slow to take them is dropped rather than holding up the table."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.reader = reader
        self.writer = writer
        self.address = str((writer.get_extra_info("peername") or ("?",))[0])
        self.seat: int | None = None
        self.limit = RateLimit()
        self.proving = False
        """Admitted to try the room code, and not yet done with it (`JoinGuard`)."""
        self.closed = False
        self._out: asyncio.Queue[bytes | None] = asyncio.Queue(SEND_QUEUE)
        self._writer_task = asyncio.get_running_loop().create_task(self._write_loop())

    def send(self, message: dict[str, Any]) -> None:
        if not self.closed:
            self._queue_frame(encode_frame(message))

    def _queue_frame(self, frame: bytes) -> None:
        try:
            self._out.put_nowait(frame)
        except asyncio.QueueFull:
            log.warning("client %s is too slow; dropping it", self.address)
            self.abort()

    async def _write_loop(self) -> None:
        try:
            while (frame := await self._out.get()) is not None:
                self.writer.write(frame)
                await asyncio.wait_for(self.writer.drain(), WRITE_SECONDS)
        except (TimeoutError, OSError, ConnectionError) as error:
            log.info("client %s: %s", self.address, error or type(error).__name__)
        finally:
            self.closed = True
            self.writer.close()

    def finish(self) -> None:
        """Close once everything queued so far is written."""
        if not self.closed:
            self.closed = True
            with contextlib.suppress(asyncio.QueueFull):
                self._out.put_nowait(None)
                return
        self.abort()

    def abort(self) -> None:
        self.closed = True
        self._writer_task.cancel()
        self.writer.close()

    async def wait_closed(self) -> None:
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await self._writer_task


@dataclass(eq=False)
class Seat:
    index: int
    spec: SeatSpec
    name: str
    peer: Peer | None = None
    computer: ComputerPlayer | None = None
    """Who plays the seat now, when no human does (its own computer, or a stand-in)."""
    dropped_at: float | None = None
    seq: int | None = None
    """The last action number this seat's client sent (echoed in the next update)."""


@dataclass
class HostStats:
    """What happened at the table, for the headless command's summary."""

    actions: int = 0
    refused: int = 0
    stale: int = 0
    dropped: int = 0
    rejoined: int = 0
    closed_malformed: int = 0
    denied: int = 0
    wrong_codes: int = 0
    turned_away: int = 0
    """Connections told to wait before trying the code again (`admission`)."""
    notes: list[str] = field(default_factory=list)


class Host:
    """Runs one table: `await host.run()` listens, waits for every human seat, plays the game
    to its end (or until `quit()`), and closes the socket."""

    def __init__(self, info: GameInfo, config: Any, seats: list[SeatSpec], code: str, *,
                 port: int = 0, bind: str = "0.0.0.0", table_name: str = "Meja Kartu",
                 seed: int | None = None, save_dir: Path | None = None,
                 rejoin_seconds: float = REJOIN_SECONDS, pace: float = 0.0,
                 reaction: float | None = None) -> None:
        if not normalize_code(code):
            raise ValueError("a room code cannot be empty")
        self.info = info
        self.config = config
        self.table_name = table_name[:40]
        self.seats = [Seat(i, spec, spec.name or self._default_name(i, spec))
                      for i, spec in enumerate(seats)]
        self._key = room_key(code)
        self.port = port
        self.bind = bind
        self._seed = secrets.randbits(64) if seed is None else seed
        self.save_dir = save_dir
        self.rejoin_seconds = rejoin_seconds
        self.pace = pace
        """Seconds a computer waits before it plays (so people can follow the table)."""
        self.reaction = reaction
        """A real-time computer's seconds per action (None: its level's own)."""
        self.state: GameState[Any, Any] | None = None
        self.stats = HostStats()
        self.saved_to: Path | None = None
        self.listening = False
        self._rng = random.Random(secrets.randbits(64))
        """The computers' randomness: never derived from the deal (DESIGN.md)."""
        self._peers: set[Peer] = set()
        self.guard = JoinGuard()
        self._changed = asyncio.Event()
        self._version = 0
        self._quit = False
        self._queue = CommandQueue()
        self._clock_start = 0.0
        self.on_ready: Callable[[int], None] | None = None
        """Called with the port once the socket listens (headless command, GUI)."""
        self.on_started: Callable[[], None] | None = None
        """Called when every human seat is taken and the cards are dealt."""
        for seat in self.seats:
            if seat.spec.kind == "computer":
                seat.computer = self._make_computer(seat.spec.level or STAND_IN_LEVEL)

    @staticmethod
    def _default_name(index: int, spec: SeatSpec) -> str:
        if spec.kind == "computer":
            return f"Computer {index + 1}"
        return f"Seat {index + 1}"

    def _make_computer(self, level: str) -> ComputerPlayer:
        options: dict[str, Any] = {}
        if self.info.real_time and self.reaction is not None:
            options["reaction_time"] = self.reaction
        return make_player(self.info.id, level, **options)

    # ------------------------------------------------------------------- running

    async def run(self) -> GameState[Any, Any] | None:
        """Host the table until the game ends or `quit()`; the final state (None if the game
        never started)."""
        server = await asyncio.start_server(self._serve, self.bind, self.port)
        self.listening = True
        try:
            self.port = server.sockets[0].getsockname()[1]
            if self.on_ready is not None:
                self.on_ready(self.port)
            while not self._quit and not self._lobby_full():
                await self._wait_change()
            if self._quit:
                return None
            self._start()
            if self.info.real_time:
                await self._play_real_time()
            else:
                await self._play_turns()
            return self.state
        finally:
            server.close()
            self.listening = False
            self._end()
            await asyncio.gather(*(peer.wait_closed() for peer in list(self._peers)))
            await server.wait_closed()

    def quit(self) -> None:
        """Stop hosting (from the loop's thread; see `quit_threadsafe`)."""
        self._quit = True
        self._notify()

    def _notify(self) -> None:
        self._version += 1
        self._changed.set()
        self._changed = asyncio.Event()

    async def _wait_change(self) -> None:
        await self._changed.wait()

    def _lobby_full(self) -> bool:
        return all(seat.peer is not None for seat in self.seats if seat.spec.human)

    def _start(self) -> None:
        self.state = self.info.new_game(self.config, self._seed)
        self._clock_start = time.monotonic() - float(getattr(self.state, "clock", 0.0))
        self._broadcast_lobby()
        self._broadcast(list(self.state.opening_events), None)
        if self.on_started is not None:
            self.on_started()

    def _end(self) -> None:
        state = self.state
        over = state is not None and state.is_over
        if state is not None and not over:
            self._autosave(state)
        reason = "game_over" if over else ("host_quit" if self._quit else "closed")
        for peer in list(self._peers):
            peer.send(make("bye", reason=reason, saved=self.saved_to is not None))
            peer.finish()

    def _autosave(self, state: GameState[Any, Any]) -> None:
        if self.save_dir is None:
            return
        meta = {"lan": True, "seats": [
            {"name": seat.name, "human": seat.spec.kind == "local",
             "level": None if seat.spec.kind == "local" else (seat.spec.level or STAND_IN_LEVEL)}
            for seat in self.seats]}
        try:
            store = SaveStore(self.save_dir)
            store.save(SavedGame.of(state, meta))
            self.saved_to = store.path(state.game_id)
        except OSError as error:
            log.error("could not save the game: %s", error)
            self.stats.notes.append(f"save failed: {error}")

    # -------------------------------------------------------------- turn-based play

    async def _play_turns(self) -> None:
        state = self.state
        assert state is not None
        while not state.is_over and not self._quit:
            mover = state.to_move()
            player = None if mover is None else self.seats[mover].computer
            if mover is None or player is None:
                await self._wait_change()
                continue
            version = self._version
            observation = state.observation(mover)
            if self.pace:
                await asyncio.sleep(self.pace)
            action: Action | None
            try:
                action = await asyncio.to_thread(player.act, observation, self._rng,
                                                 time.monotonic() + THINK_SECONDS)
            except Exception:  # a failing player never stops the table (DESIGN.md)
                log.exception("the computer at seat %d failed", mover)
                action = None
            if self._version != version or self.seats[mover].computer is not player:
                continue  # the table moved on while it thought (a seat rejoined, a quit)
            self._apply_turn(mover, action, None)

    def _apply_turn(self, seat: int, action: Action | None, peer: Peer | None) -> None:
        """Apply a seat's action: a client's refusal goes back to it; a computer whose choice
        failed (None) or was refused plays a safe legal move instead."""
        state = self.state
        assert state is not None
        events: list[Event] | None = None
        if action is not None:
            try:
                events = state.apply(seat, action)
            except IllegalAction as error:
                if peer is not None:
                    self._refuse(peer, error)
                    return
                log.error("the computer at seat %d chose an illegal move: %s", seat, error)
        if events is None:
            events = state.apply(seat, fallback_action(state.legal_actions(seat)))
        self.stats.actions += 1
        self._broadcast(events, seat)
        self._notify()

    # ------------------------------------------------------------ real-time play

    def clock(self) -> float:
        return time.monotonic() - self._clock_start

    async def _play_real_time(self) -> None:
        state = self.state
        assert state is not None
        tasks = [asyncio.create_task(self._computer_clock(seat)) for seat in self.seats]
        try:
            while not state.is_over and not self._quit:
                await self._wait_change()
        finally:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

    async def _computer_clock(self, seat: Seat) -> None:
        """One computer's clock: look, decide, and the command arrives one reaction later."""
        state = self.state
        assert state is not None
        rng = random.Random(self._rng.getrandbits(64))
        while not state.is_over:
            player = seat.computer
            mover = state.to_move()
            if not isinstance(player, RealTimePlayer) or mover not in (None, seat.index):
                await self._wait_change()
                continue
            try:
                action = await asyncio.to_thread(player.decide, state.observation(seat.index),
                                                 rng)
            except Exception:  # a failing player never stops the table (DESIGN.md)
                log.exception("the computer at seat %d failed", seat.index)
                action = None
            await asyncio.sleep(player.delay(rng))
            if action is not None and seat.computer is player and not state.is_over:
                self._submit_real_time(seat.index, action, None)

    def _submit_real_time(self, seat: int, action: Action, peer: Peer | None) -> None:
        state = self.state
        assert state is not None
        self._queue.submit(seat, stamped(action, self.clock()))
        for outcome in self._queue.process(state):
            if outcome.error is not None:
                self.stats.refused += 1
                self.stats.stale += outcome.stale
                if peer is not None:
                    self._refuse(peer, outcome.error)
            elif outcome.accepted:
                self.stats.actions += 1
                self._broadcast(list(outcome.events), outcome.seat)
        self._notify()

    # ------------------------------------------------------------------ sending

    def _refuse(self, peer: Peer, error: IllegalAction) -> None:
        seat = self.seats[peer.seat] if peer.seat is not None else None
        peer.send(make("refused", seq=seat.seq if seat and seat.seq is not None else 0,
                       **refusal_fields(error)))

    def _broadcast(self, events: list[Event], acting: int | None) -> None:
        state = self.state
        assert state is not None
        mover = state.to_move()
        for seat in self.seats:
            if seat.peer is None:
                continue
            ack = seat.seq if acting == seat.index else None
            self._send_update(seat.peer, seat.index,
                              [encode_event(e.for_seat(seat.index)) for e in events], mover, ack)

    def _send_update(self, peer: Peer, seat: int, events: list[dict[str, Any]],
                     mover: int | None, ack: int | None) -> None:
        """The seat's observation and its events; split when they would not fit one frame."""
        state = self.state
        assert state is not None
        # The deal number tells every card: it is shown only once the game is over. `n`, the
        # actions played so far (which every seat sees happen), lines up the updates that
        # several seats at one screen receive for the same move.
        message = make("update", observation=encode_observation(state.observation(seat)),
                       events=events, to_move=mover, over=state.is_over, ack=ack,
                       deal=str(state.seed) if state.is_over else None,
                       n=len(state.history))
        try:
            peer.send(message)
        except ProtocolError:
            if len(events) <= 1:
                log.error("an update for seat %d does not fit a frame", seat)
                peer.abort()
                return
            half = len(events) // 2
            self._send_update(peer, seat, events[:half], mover, None)
            self._send_update(peer, seat, events[half:], mover, ack)

    def _lobby_rows(self) -> list[dict[str, Any]]:
        return [{"seat": s.index, "name": s.name,
                 "kind": s.spec.kind, "connected": s.peer is not None,
                 "stand_in": s.spec.human and s.computer is not None} for s in self.seats]

    def _broadcast_lobby(self) -> None:
        message = make("lobby", seats=self._lobby_rows(), started=self.state is not None)
        for peer in list(self._peers):
            if peer.seat is not None:
                peer.send(message)

    def _announce(self, kind: str, seat: Seat) -> None:
        message = make("notice", kind=kind, seat=seat.index, name=seat.name)
        for peer in list(self._peers):
            if peer.seat is not None:
                peer.send(message)

    def _alert(self, alert: Alert) -> None:
        """Tell the seated players (and the host's log) that someone keeps guessing."""
        log.warning("%d wrong room code(s) from %s; %s waits %.0f s", alert.failures,
                    alert.address, "everyone" if alert.table else "that address", alert.wait)
        message = make("alert", address=alert.address[:64], failures=alert.failures,
                       wait=alert.wait, table=alert.table)
        for peer in list(self._peers):
            if peer.seat is not None:
                peer.send(message)

    # ---------------------------------------------------------------- connections

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if len(self._peers) >= MAX_CONNECTIONS or self._quit:
            writer.close()
            return
        peer = Peer(reader, writer)
        self._peers.add(peer)
        wait = self.guard.admit(peer.address)
        deadline = time.monotonic() + AUTH_SECONDS
        while wait is not None and wait.reason == "busy" and time.monotonic() < deadline \
                and not self._quit:
            await asyncio.sleep(wait.seconds)  # this address's other joins go first
            wait = self.guard.admit(peer.address)
        peer.proving = wait is None
        if wait is not None:
            self.stats.turned_away += 1
            reason = ("too many joins at once from this address" if wait.reason == "busy"
                      else "too many wrong room codes")
            peer.send(make("denied", reason=f"{reason}: try again in "
                                            f"{max(1, round(wait.seconds))} s"))
            self._peers.discard(peer)
            peer.finish()
            return
        try:
            await self._converse(peer)
        except ProtocolError as error:
            self.stats.closed_malformed += 1
            log.info("client %s broke the protocol: %s", peer.address, error)
        except (TimeoutError, ConnectionError, OSError) as error:
            log.info("client %s: %s", peer.address, error or type(error).__name__)
        finally:
            self._auth_over(peer)
            self._peers.discard(peer)
            self._release(peer)
            peer.finish()

    async def _read(self, peer: Peer, timeout: float | None = None) -> dict[str, Any] | None:
        message = await asyncio.wait_for(read_frame(peer.reader, CLIENT_MESSAGES), timeout)
        if message is not None and not peer.limit.allow():
            raise ProtocolError("too many messages")
        return message

    async def _converse(self, peer: Peer) -> None:
        nonce = new_nonce()
        peer.send(make("hello", nonce=nonce.hex(), game=self.info.id, table=self.table_name))
        message = await self._read(peer, AUTH_SECONDS)
        if message is None:
            return
        if message["type"] != "auth":
            raise ProtocolError(f"expected auth, got {message['type']}")
        self._auth_over(peer)
        if not proof_is_valid(self._key, nonce, message["proof"]):
            self.stats.denied += 1
            self.stats.wrong_codes += 1
            peer.send(make("denied", reason="wrong room code"))
            alert = self.guard.failed(peer.address)
            if alert is not None:
                self._alert(alert)
            return
        self.guard.succeeded(peer.address)
        try:
            seat = self._claim(peer, message["name"], message["seat"])
        except Denied as error:
            self.stats.denied += 1
            peer.send(make("denied", reason=str(error)))
            return
        while (message := await self._read(peer)) is not None:
            if message["type"] == "ping":
                peer.send(make("pong", t=message["t"]))
            elif message["type"] == "action":
                self._on_action(seat, peer, message)
            else:
                raise ProtocolError("already joined")

    def _auth_over(self, peer: Peer) -> None:
        if peer.proving:
            peer.proving = False
            self.guard.done(peer.address)

    def _claim(self, peer: Peer, name: str, wanted: int | None) -> Seat:
        started = self.state is not None
        if started and self.state is not None and self.state.is_over:
            raise Denied("the game is over")
        now = time.monotonic()

        def open_to(seat: Seat) -> bool:
            if not seat.spec.human or seat.peer is not None:
                return False
            if seat.spec.kind == "local" and peer.address not in LOOPBACK:
                return False
            if not started:
                return True
            return seat.dropped_at is not None and now - seat.dropped_at <= self.rejoin_seconds

        open_seats = [seat for seat in self.seats if open_to(seat)]
        if wanted is not None:
            chosen = next((s for s in open_seats if s.index == wanted), None)
            if chosen is None:
                raise Denied(f"seat {wanted + 1} is not free")
        else:
            same_name = [s for s in open_seats if started and s.name == name]
            if not open_seats:
                raise Denied("no free seat at this table")
            # "Any free seat" is a seat across the room; the host's own screen names its seats.
            remote_first = sorted(open_seats, key=lambda s: s.spec.kind == "local")
            chosen = (same_name or remote_first)[0]
        chosen.peer = peer
        peer.seat = chosen.index
        if name.strip():
            chosen.name = name.strip()
        peer.send(make("welcome", seat=chosen.index, game=self.info.id,
                       config=self.info.config_to_json(self.config),
                       real_time=self.info.real_time))
        if started:
            chosen.computer = None
            chosen.dropped_at = None
            self.stats.rejoined += 1
            self._announce("rejoined", chosen)
            self._broadcast_lobby()
            assert self.state is not None
            self._send_update(peer, chosen.index, [], self.state.to_move(), None)
        else:
            self._broadcast_lobby()
        self._notify()
        return chosen

    def _on_action(self, seat: Seat, peer: Peer, message: dict[str, Any]) -> None:
        seat.seq = message["seq"]
        try:
            action = self.info.codec.from_json(message["action"])
        except CodecError as error:
            raise ProtocolError(f"bad action: {error}") from error
        state = self.state
        if state is None or state.is_over:
            self._refuse(peer, IllegalAction(NOT_STARTED() if state is None else GAME_OVER()))
        elif self.info.real_time:
            self._submit_real_time(seat.index, action, peer)
        else:
            self._apply_turn(seat.index, action, peer)

    def _release(self, peer: Peer) -> None:
        if peer.seat is None:
            return
        seat = self.seats[peer.seat]
        peer.seat = None
        if seat.peer is not peer:
            return
        seat.peer = None
        state = self.state
        if state is not None and not state.is_over and not self._quit:
            seat.dropped_at = time.monotonic()
            seat.computer = self._make_computer(STAND_IN_LEVEL)
            self.stats.dropped += 1
            self._announce("dropped", seat)
        self._broadcast_lobby()
        self._notify()
