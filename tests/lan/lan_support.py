"""Shared set-up of the LAN tests: a host on 127.0.0.1 with bots in the same event loop, and
the scan of what a client received for card ids hidden from its seat."""

from __future__ import annotations

import asyncio
import json
import re
from dataclasses import dataclass, field
from typing import Any

from desktop_app.cards.card import NotationError, parse_card
from desktop_app.games.banapples.fruit import parse_fruit_card
from desktop_app.games.base import GameState
from desktop_app.games.registry import get_game
from desktop_app.lan.client import Bot, BotSummary, Client
from desktop_app.lan.host import Host, Peer, parse_seats

CODE = "TEST42"
SHORT_GAMES: dict[str, dict[str, Any]] = {
    "banakil": {"target": 30},
    "cap_it_rummy": {"contracts": ("set3 set3",)},
    "bain_hand_and_foot": {"target": 1000},
    "banapples": {"target": 1},
}
"""Options that keep a whole game short (one or a few rounds)."""


def make_host(game: str, seats: str = "remote,ai:medium,remote,ai:medium",
              **kwargs: Any) -> Host:
    info = get_game(game)
    specs = parse_seats(seats, info)
    config = info.make_config(players=len(specs), partnerships=info.partnerships == "always",
                              **SHORT_GAMES[game])
    kwargs.setdefault("reaction", 0.05)
    kwargs.setdefault("bind", "127.0.0.1")
    return Host(info, config, specs, CODE, **kwargs)


async def start(host: Host) -> asyncio.Task[GameState | None]:
    ready = asyncio.Event()
    host.on_ready = lambda port: ready.set()
    task = asyncio.create_task(host.run())
    await asyncio.wait_for(ready.wait(), 10)
    return task


async def bot(host: Host, *, record: bool = False, seat: int | None = None,
              reaction: float = 0.05, pace: float = 0.0) -> tuple[Client, BotSummary]:
    client = Client("127.0.0.1", host.port, CODE, "bot", seat, record=record)
    await client.connect()
    summary = await Bot(client, "medium", reaction, pace).run()
    return client, summary


def _card_code(text: str) -> str | None:
    for parse in (parse_card, parse_fruit_card):
        try:
            return parse(text).code
        except (NotationError, ValueError):
            continue
    return None


def all_card_codes(state: GameState) -> set[str]:
    """Every card id in the game (read from the full snapshot, hidden zones included)."""
    codes = set()
    for text in re.findall(r'"([^"\\]{2,12})"', json.dumps(state.snapshot())):
        code = _card_code(text)
        if code is not None and code == text:
            codes.add(code)
    return codes


def hidden_pattern(codes: set[str]) -> re.Pattern[bytes] | None:
    if not codes:
        return None
    alternatives = b"|".join(re.escape(c.encode()) for c in sorted(codes, key=len, reverse=True))
    return re.compile(rb"(?<![A-Za-z0-9#@])(?:" + alternatives + rb")(?![0-9])")


@dataclass
class Tap:
    """Every frame the host queued for each connection, with what was hidden from that seat
    at that moment (recorded inside the host, so the scan sees exactly the host's view)."""

    host: Host
    frames: dict[int, list[tuple[int | None, bytes, frozenset[str], int]]] = field(
        default_factory=dict)
    """peer id -> [(seat, frame, card ids hidden from the seat then, rounds scored then; -1
    once the game is over, when the deal number may be shown)]."""

    def install(self, monkeypatch: Any) -> None:
        original = Peer._queue_frame
        tap = self

        def queue_frame(peer: Peer, frame: bytes) -> None:
            state = tap.host.state
            hidden: frozenset[str] = frozenset()
            rounds = 0
            if state is not None and peer.seat is not None:
                visible = {c.code for c in state.observation(peer.seat).visible_cards()}
                hidden = frozenset(all_card_codes(state) - visible)
                rounds = -1 if state.is_over else len(getattr(state, "results", ()))
            tap.frames.setdefault(id(peer), []).append((peer.seat, frame, hidden, rounds))
            original(peer, frame)

        monkeypatch.setattr(Peer, "_queue_frame", queue_frame)

    def stream_of(self, seat: int) -> bytes:
        for frames in self.frames.values():
            if any(s == seat for s, _, _, _ in frames):
                return b"".join(frame for _, frame, _, _ in frames)
        raise AssertionError(f"no frames for seat {seat}")

    def leaks(self, seat: int) -> list[str]:
        """Hidden card ids found in what the seat was sent. Once a round was scored, its score
        sheet (which shows every hand, by the rules) travels in each later observation, so
        frames after the first round are scanned without the score sheets."""
        found = []
        seed = str(self.host.state.seed).encode() if self.host.state is not None else None
        for frames in self.frames.values():
            for s, frame, hidden, rounds in frames:
                if s != seat:
                    continue
                if seed is not None and seed in frame and rounds >= 0:
                    found.append("the seed")
                body = frame if rounds == 0 else _without_score_sheets(frame)
                pattern = hidden_pattern(set(hidden))
                if pattern is not None:
                    found.extend(m.group().decode() for m in pattern.finditer(body))
        return found


def _without_score_sheets(frame: bytes) -> bytes:
    message = json.loads(frame[4:])
    if message.get("type") == "update":
        message["observation"].pop("results", None)
        for event in message["events"]:
            event.pop("result", None)
    return json.dumps(message).encode()
