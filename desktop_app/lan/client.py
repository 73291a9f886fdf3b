"""A client of a table across the room: it proves the room code, takes a seat, and keeps its
seat's view (observation, whose move, lobby, notices, latency) from what the host sends.

It holds no engine and no hidden card: everything it knows arrived as its own observation.
`run_bot` plays a seat with a computer player (the headless `bot` command).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import secrets
import time
from dataclasses import dataclass, field
from typing import Any

from ..ai.base import ComputerPlayer, RealTimePlayer, fallback_action
from ..ai.registry import make_player
from ..games.base import Action, Event, Observation
from ..games.codec import CodecError
from ..games.info import GameInfo
from ..games.registry import get_game
from .payload import decode_event, decode_observation, observation_type
from .protocol import (
    SERVER_MESSAGES,
    ProtocolError,
    decode_payload,
    encode_frame,
    join_proof,
    make,
    read_payload,
    room_key,
)

log = logging.getLogger(__name__)

CONNECT_SECONDS = 10.0
PING_SECONDS = 1.0


class JoinRefused(Exception):
    """The host turned the join down (wrong code, no free seat, game over)."""


@dataclass
class SeatView:
    """What the client knows: its seat's table as the host last sent it."""

    seat: int
    info: GameInfo
    config: dict[str, Any]
    real_time: bool
    observation: Observation | None = None
    to_move: int | None = None
    over: bool = False
    lobby: list[dict[str, Any]] = field(default_factory=list)
    started: bool = False
    notices: list[dict[str, Any]] = field(default_factory=list)
    latency: float | None = None
    """Seconds for a ping to the host and back (the last measured)."""
    action_latency: float | None = None
    """Seconds from sending an action to the host's answer (the last one)."""
    ending: str | None = None
    """Why the host said goodbye ("game_over", "host_quit", …), once it did."""
    host_saved: bool = False
    deal: int | None = None
    """The deal number, which the host sends once the game is over."""
    alerts: list[dict[str, Any]] = field(default_factory=list)
    """The host's warnings of wrong room codes (someone may be guessing)."""


class Client:
    """One connection to a host. `connect()` joins; `receive()` returns the next message and
    keeps `view` up to date; `send_action()` sends; `close()` leaves."""

    def __init__(self, host: str, port: int, code: str, name: str = "",
                 seat: int | None = None, *, key: bytes | None = None,
                 record: bool = False) -> None:
        self.host = host
        self.port = port
        self.name = name
        self.wanted_seat = seat
        self._key = key if key is not None else room_key(code)
        self.record = record
        self.received = bytearray()
        """Every byte received (kept when `record`: the leak test scans it)."""
        self.view: SeatView | None = None
        self._reader: asyncio.StreamReader | None = None
        self._writer: asyncio.StreamWriter | None = None
        self._seq = 0
        self._sent_at: dict[int, float] = {}
        self._observation_type: type[Observation] | None = None

    async def connect(self, timeout: float = CONNECT_SECONDS) -> SeatView:
        self._reader, self._writer = await asyncio.wait_for(
            asyncio.open_connection(self.host, self.port), timeout)
        hello = await asyncio.wait_for(self._read(), timeout)
        if hello is not None and hello["type"] == "denied":
            raise JoinRefused(hello["reason"])  # told to wait (too many wrong codes)
        if hello is None or hello["type"] != "hello":
            raise ProtocolError("the host did not say hello")
        self._write(make("auth", proof=join_proof(self._key, bytes.fromhex(hello["nonce"])),
                         name=self.name[:40], seat=self.wanted_seat))
        answer = await asyncio.wait_for(self._read(), timeout)
        if answer is None:
            raise JoinRefused("the host closed the connection")
        if answer["type"] == "denied":
            raise JoinRefused(answer["reason"])
        if answer["type"] != "welcome":
            raise ProtocolError(f"expected welcome, got {answer['type']}")
        info = get_game(answer["game"])
        self.view = SeatView(answer["seat"], info, answer["config"], answer["real_time"])
        try:
            info.config_from_json(answer["config"])
            self._observation_type = observation_type(info, answer["config"])
        except CodecError as error:
            raise ProtocolError(f"bad config: {error}") from error
        return self.view

    async def _read(self) -> dict[str, Any] | None:
        assert self._reader is not None
        payload = await read_payload(self._reader)
        if payload is None:
            return None
        if self.record:
            self.received += len(payload).to_bytes(4, "big") + payload
        return decode_payload(payload, SERVER_MESSAGES)

    def _write(self, message: dict[str, Any]) -> None:
        assert self._writer is not None
        self._writer.write(encode_frame(message))

    async def receive(self) -> tuple[dict[str, Any], list[Event]] | None:
        """The next message (and its decoded events), the view updated; None once the host
        has closed the connection."""
        view = self.view
        assert view is not None
        message = await self._read()
        if message is None:
            view.ending = view.ending or "closed"
            return None
        kind = message["type"]
        events: list[Event] = []
        if kind == "update":
            assert self._observation_type is not None
            try:
                view.observation = decode_observation(self._observation_type,
                                                      message["observation"])
                events = [decode_event(view.info.id, e) for e in message["events"]]
            except CodecError as error:
                raise ProtocolError(f"bad update: {error}") from error
            view.to_move = message["to_move"]
            view.over = message["over"]
            if message["deal"] is not None and message["deal"].isdigit():
                view.deal = int(message["deal"])
            if message["ack"] is not None:
                self._answered(message["ack"])
        elif kind == "refused":
            self._answered(message["seq"])
        elif kind == "lobby":
            view.lobby = message["seats"]
            view.started = message["started"]
        elif kind == "notice":
            view.notices.append(message)
        elif kind == "alert":
            view.alerts.append(message)
        elif kind == "pong":
            view.latency = max(0.0, time.monotonic() - message["t"])
        elif kind == "bye":
            view.ending = message["reason"]
            view.host_saved = message["saved"]
        else:
            raise ProtocolError(f"unexpected {kind} after joining")
        return message, events

    def _answered(self, seq: int) -> None:
        sent = self._sent_at.pop(seq, None)
        if sent is not None and self.view is not None:
            self.view.action_latency = time.monotonic() - sent

    def send_action(self, action: Action, seq: int | None = None) -> int:
        """Send `action` numbered `seq` (default: the next number); the host's answer (an
        update's `ack` or a refusal) carries that number back."""
        self._seq = self._seq + 1 if seq is None else seq
        self._sent_at[self._seq] = time.monotonic()
        self._write(make("action", seq=self._seq, action=action.to_json()))
        return self._seq

    def ping(self) -> None:
        self._write(make("ping", t=time.monotonic()))

    async def close(self) -> None:
        if self._writer is not None:
            self._writer.close()
            with contextlib.suppress(OSError, ConnectionError):
                await self._writer.wait_closed()


# --------------------------------------------------------------------------- the bot


@dataclass
class BotSummary:
    seat: int
    actions: int = 0
    refused: int = 0
    ending: str | None = None
    latency_ms: float | None = None
    action_latency_ms: float | None = None
    rejoined: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "actions": self.actions, "refused": self.refused,
                "ending": self.ending, "latency_ms": self.latency_ms,
                "action_latency_ms": self.action_latency_ms}


class Bot:
    """A computer player in a remote seat: it decides from the observation it was sent."""

    MAX_REFUSALS = 25

    def __init__(self, client: Client, level: str, reaction: float | None = None,
                 pace: float = 0.0) -> None:
        self.client = client
        self.level = level
        self.reaction = reaction
        self.pace = pace
        self.rng = random.Random(secrets.randbits(64))
        self.player: ComputerPlayer | None = None
        self._changed = asyncio.Event()
        self._pending = False
        self._refusals = 0

    def _notify(self) -> None:
        self._changed.set()
        self._changed = asyncio.Event()

    async def run(self) -> BotSummary:
        view = self.client.view
        assert view is not None
        options: dict[str, Any] = {}
        if view.real_time and self.reaction is not None:
            options["reaction_time"] = self.reaction
        self.player = make_player(view.info.id, self.level, **options)
        summary = BotSummary(view.seat)
        tasks = [asyncio.create_task(self._pinger()),
                 asyncio.create_task(self._decide_real_time(summary) if view.real_time
                                     else self._decide_turns(summary))]
        try:
            while (received := await self.client.receive()) is not None:
                message, _events = received
                if message["type"] == "refused":
                    summary.refused += 1
                    self._refusals += 1
                    self._pending = False
                elif message["type"] == "update" and message["ack"] is not None:
                    self._pending = False
                    self._refusals = 0
                self._notify()
                if message["type"] == "bye":
                    break
                if self._refusals > self.MAX_REFUSALS:
                    raise ProtocolError("the host refused every move this seat tried")
        finally:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
            await self.client.close()
        summary.ending = view.ending
        summary.latency_ms = None if view.latency is None else round(view.latency * 1000, 2)
        summary.action_latency_ms = (None if view.action_latency is None
                                     else round(view.action_latency * 1000, 2))
        return summary

    async def _pinger(self) -> None:
        while True:
            self.client.ping()
            await asyncio.sleep(PING_SECONDS)

    async def _decide_turns(self, summary: BotSummary) -> None:
        view = self.client.view
        assert view is not None and self.player is not None
        while True:
            observation = view.observation
            if (observation is None or view.over or self._pending
                    or view.to_move != view.seat):
                await self._changed.wait()
                continue
            if self.pace:
                await asyncio.sleep(self.pace)
            if self._refusals:
                # The computer's own choice was refused: a safe move from a world
                # consistent with what this seat knows (its legal moves are its own).
                world = observation.sample_world(self.rng)
                legal = world.legal_actions(view.seat)
                action = (fallback_action(legal) if self._refusals == 1
                          else self.rng.choice(legal))
            else:
                action = await asyncio.to_thread(self.player.act, observation, self.rng,
                                                 time.monotonic() + 5.0)
            if view.observation is not observation:
                continue  # the table moved on while it thought
            self._pending = True
            self.client.send_action(action)
            summary.actions += 1

    async def _decide_real_time(self, summary: BotSummary) -> None:
        view = self.client.view
        player = self.player
        assert view is not None and isinstance(player, RealTimePlayer)
        while True:
            observation = view.observation
            if observation is None or view.over or view.to_move not in (None, view.seat):
                await self._changed.wait()
                continue
            action = player.decide(observation, self.rng)
            await asyncio.sleep(player.delay(self.rng))
            if action is not None and not view.over:
                self.client.send_action(action)
                summary.actions += 1


async def run_bot(host: str, port: int, code: str, level: str, *, name: str = "",
                  seat: int | None = None, reaction: float | None = None,
                  pace: float = 0.0) -> BotSummary:
    client = Client(host, port, code, name or f"Bot ({level})", seat)
    await client.connect()
    return await Bot(client, level, reaction, pace).run()
