"""Nobody else gets in: while a game runs, a hostile client sends junk, oversized frames,
wrong codes, replayed answers and floods. Each of its connections is closed; the game goes on
and ends normally."""

from __future__ import annotations

import asyncio
import json
import struct

from lan_support import CODE, bot, make_host, start

from desktop_app.lan.protocol import (
    SERVER_MESSAGES,
    encode_frame,
    join_proof,
    make,
    read_frame,
    room_key,
)


async def _open(port):
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    hello = await asyncio.wait_for(read_frame(reader, SERVER_MESSAGES), 5)
    assert hello["type"] == "hello"
    return reader, writer, bytes.fromhex(hello["nonce"])


async def _closed(reader) -> list[str]:
    """Read to the end (the host must close); the message types received before that."""
    kinds = []
    while True:
        message = await asyncio.wait_for(read_frame(reader, SERVER_MESSAGES), 10)
        if message is None:
            return kinds
        kinds.append(message["type"])


def _frame(data) -> bytes:
    payload = json.dumps(data).encode()
    return struct.pack(">I", len(payload)) + payload


async def _attack(port) -> dict[str, list[str]]:
    key = room_key(CODE)
    outcomes = {}

    async def attempt(name, payload_for):
        reader, writer, nonce = await _open(port)
        writer.write(payload_for(nonce))
        outcomes[name] = await _closed(reader)
        writer.close()

    await attempt("junk", lambda nonce: b"\x00\x00\x00\x05hello" + b"\xff" * 50)
    await attempt("oversized", lambda nonce: struct.pack(">I", 0xFFFFFFF0) + b"x" * 100)
    await attempt("not json", lambda nonce: struct.pack(">I", 4) + b"\xc3\x28{}")
    await attempt("old version", lambda nonce: _frame({"v": 0, "type": "auth"}))
    await attempt("unknown type", lambda nonce: _frame({"v": 1, "type": "shell"}))
    await attempt("extra field", lambda nonce: encode_frame(
        {**make("auth", proof=join_proof(key, nonce), name="x", seat=None), "admin": True}))
    await attempt("long name", lambda nonce: encode_frame(
        make("auth", proof=join_proof(key, nonce), name="x" * 500, seat=None)))
    await attempt("action before auth", lambda nonce: encode_frame(
        make("action", seq=1, action={"type": "draw"})))
    await attempt("wrong code", lambda nonce: encode_frame(
        make("auth", proof=join_proof(room_key("WRONG1"), nonce), name="x", seat=None)))
    # A replay: an answer that was right for another connection's nonce.
    _, first_writer, first_nonce = await _open(port)
    await attempt("replayed answer", lambda nonce: encode_frame(
        make("auth", proof=join_proof(key, first_nonce), name="x", seat=None)))
    first_writer.close()
    # The right code while every seat is taken: refused, not seated.
    await attempt("right code, table full", lambda nonce: encode_frame(
        make("auth", proof=join_proof(key, nonce), name="x", seat=1)))
    await attempt("flood", lambda nonce: encode_frame(
        make("ping", t=0.0)) * 400)
    return outcomes


def test_a_hostile_client_is_shut_out_and_the_game_ends_normally():
    async def scenario():
        host = make_host("banakil", pace=0.02)
        running = await start(host)
        bots = [asyncio.create_task(bot(host, pace=0.02)) for _ in range(2)]
        while host.state is None:
            await asyncio.sleep(0.01)
        outcomes = await asyncio.wait_for(_attack(host.port), 20)
        mid_game = not host.state.is_over
        state = await asyncio.wait_for(running, 60)
        results = await asyncio.gather(*bots)
        return host, state, results, outcomes, mid_game

    host, state, results, outcomes, mid_game = asyncio.run(scenario())
    assert mid_game, "the attack must happen while the game goes on"
    assert state.is_over and not state.check_invariants()
    for _, summary in results:
        assert summary.ending == "game_over"
    assert all(kinds == [] for name, kinds in outcomes.items()
               if name not in ("wrong code", "replayed answer", "right code, table full")), \
        outcomes
    assert outcomes["wrong code"] == ["denied"]
    assert outcomes["replayed answer"] == ["denied"]
    assert outcomes["right code, table full"] == ["denied"]
    assert host.stats.denied == 3
    assert host.stats.closed_malformed >= 8
    assert host.stats.dropped == 0  # the real players never noticed


def test_a_seated_client_sending_a_malformed_action_loses_only_its_connection():
    async def scenario():
        host = make_host("banakil", seats="remote,ai:medium,ai:medium,ai:medium", pace=0.02,
                         rejoin_seconds=30)
        running = await start(host)
        reader, writer, nonce = await _open(host.port)
        writer.write(encode_frame(make("auth", proof=join_proof(room_key(CODE), nonce),
                                       name="Sari", seat=None)))
        while host.state is None:
            await asyncio.sleep(0.01)
        writer.write(encode_frame(make("action", seq=1, action={"type": "teleport"})))
        kinds = await _closed(reader)
        writer.close()
        # The seat was handed to a computer and the game still ends.
        state = await asyncio.wait_for(running, 60)
        return host, state, kinds

    host, state, kinds = asyncio.run(scenario())
    assert kinds[0] == "welcome" and "bye" not in kinds
    assert host.stats.closed_malformed == 1 and host.stats.dropped == 1
    assert state.is_over


def test_a_seated_client_that_floods_is_cut_off_by_the_rate_limit():
    async def scenario():
        host = make_host("banakil", seats="remote,ai:medium,ai:medium,ai:medium", pace=0.02)
        running = await start(host)
        reader, writer, nonce = await _open(host.port)
        writer.write(encode_frame(make("auth", proof=join_proof(room_key(CODE), nonce),
                                       name="Sari", seat=None)))
        while host.state is None:
            await asyncio.sleep(0.01)
        writer.write(encode_frame(make("ping", t=0.0)) * 400)
        kinds = await _closed(reader)
        writer.close()
        state = await asyncio.wait_for(running, 60)
        return host, state, kinds

    host, state, kinds = asyncio.run(scenario())
    assert 0 < kinds.count("pong") < 400  # answered until the bucket ran dry, then closed
    assert host.stats.closed_malformed == 1 and host.stats.dropped == 1
    assert state.is_over
