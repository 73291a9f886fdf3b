"""The wire format: frames, schemas, room-code proofs, the rate limit, and the JSON forms of
observations and events (the save codec) for every game."""

from __future__ import annotations

import asyncio
import json
import struct

import pytest

from desktop_app.cards.card import parse_card
from desktop_app.games.base import IllegalAction, StaleCommand
from desktop_app.games.codec import CodecError
from desktop_app.games.messages import GAME_OVER, NOT_HELD
from desktop_app.games.registry import GAMES
from desktop_app.lan.payload import (
    decode_event,
    decode_message,
    decode_observation,
    encode_event,
    encode_observation,
    refusal_fields,
)
from desktop_app.lan.protocol import (
    CLIENT_MESSAGES,
    MAX_FRAME,
    SERVER_MESSAGES,
    VERSION,
    ProtocolError,
    RateLimit,
    check_message,
    encode_frame,
    join_proof,
    make,
    new_nonce,
    new_room_code,
    normalize_code,
    proof_is_valid,
    read_frame,
    room_key,
)


def _read(data: bytes):
    async def go():
        reader = asyncio.StreamReader()
        reader.feed_data(data)
        reader.feed_eof()
        return await read_frame(reader, CLIENT_MESSAGES)
    return asyncio.run(go())


def test_a_frame_round_trips():
    message = make("ping", t=1.5)
    assert _read(encode_frame(message)) == message


@pytest.mark.parametrize("data, words", [
    (struct.pack(">I", MAX_FRAME + 1) + b"{}", "exceeds"),
    (struct.pack(">I", 10) + b"{}", "inside a frame"),
    (b"\x00\x00", "header"),
    (struct.pack(">I", 3) + b"\xff\xfe\xfd", "UTF-8 JSON"),
    (struct.pack(">I", 3) + b"NaN", "not a JSON number"),
])
def test_broken_frames_are_refused(data, words):
    with pytest.raises(ProtocolError, match=words):
        _read(data)


def test_a_message_too_large_is_never_sent():
    with pytest.raises(ProtocolError, match="frame limit"):
        encode_frame(make("ping", t=0.0, pad="x" * MAX_FRAME))


@pytest.mark.parametrize("message, words", [
    ({"type": "ping", "t": 1}, "version"),
    ({"v": VERSION - 1, "type": "ping", "t": 1}, "version"),
    ({"v": VERSION, "type": "shell"}, "unknown message type"),
    ({"v": VERSION, "type": "ping"}, "t missing"),
    ({"v": VERSION, "type": "ping", "t": 1, "x": 2}, "unknown field"),
    ({"v": VERSION, "type": "ping", "t": "soon"}, "finite number"),
    ({"v": VERSION, "type": "auth", "proof": "ab" * 32, "name": "n" * 41, "seat": None}, "longer"),
    ({"v": VERSION, "type": "auth", "proof": "AB" * 32, "name": "n", "seat": None}, "hex"),
    ({"v": VERSION, "type": "auth", "proof": "ab" * 32, "name": "n", "seat": 9}, "outside"),
    ({"v": VERSION, "type": "auth", "proof": "ab" * 32, "name": "n", "seat": True}, "whole number"),
    ({"v": VERSION, "type": "action", "seq": 1, "action": {str(i): i for i in range(17)}}, "keys"),
])
def test_every_message_is_schema_checked(message, words):
    with pytest.raises(ProtocolError, match=words):
        check_message(message, CLIENT_MESSAGES)


def test_the_room_code_proof_fits_only_its_own_nonce():
    key = room_key("abc-234")
    assert key == room_key("ABC234") and normalize_code(" ab c-234 ") == "ABC234"
    nonce, other = new_nonce(), new_nonce()
    proof = join_proof(key, nonce)
    assert proof_is_valid(key, nonce, proof)
    assert not proof_is_valid(key, other, proof)  # a replay on another connection
    assert not proof_is_valid(room_key("ABC235"), nonce, proof)
    assert "ABC234" not in proof and len(proof) == 64


def test_room_codes_are_short_and_unambiguous():
    codes = {new_room_code() for _ in range(50)}
    assert len(codes) == 50
    assert all(len(c) == 6 and not set(c) & set("01OI") for c in codes)


def test_the_rate_limit_allows_bursts_and_refuses_floods():
    now = [0.0]
    limit = RateLimit(rate=10, burst=5, now=lambda: now[0])
    assert [limit.allow() for _ in range(6)] == [True] * 5 + [False]
    now[0] += 0.5
    assert sum(limit.allow() for _ in range(10)) == 5


def test_a_refusal_carries_its_reason_rule_and_message_as_data():
    hand = [parse_card("QH#0"), parse_card("10S#1")]
    error = IllegalAction(NOT_HELD(rule="BK-05", cards=hand))
    fields = refusal_fields(error)
    assert fields["reason"] == error.reason and fields["rule"] == "BK-05"
    assert fields["stale"] is False
    check_message(make("refused", seq=3, **fields), SERVER_MESSAGES)
    back = decode_message(json.loads(json.dumps(fields["message"])))
    assert back.text == error.message.text and back.rule == "BK-05"
    assert back.params["cards"] == hand  # cards stay cards: the window shows Q♥ 10♠
    assert back.template.source == error.message.template.source  # translatable as before
    assert refusal_fields(StaleCommand(GAME_OVER()))["stale"] is True


@pytest.mark.parametrize("text", ["{x.__class__}", "{0}", "{x!r}", "{missing}", "{x:>9999}",
                                  "brace } alone"])
def test_a_hostile_message_template_is_refused(text):
    data = {"context": "engine", "key": "k", "text": text, "params": {"x": 1}, "rule": None}
    with pytest.raises(CodecError):
        decode_message(data)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_observations_and_events_survive_the_wire(game):
    info = GAMES[game]
    state = info.new_game(info.make_config(players=4, partnerships=info.partnerships == "always"),
                          99)
    for seat in range(4):
        observation = state.observation(seat)
        data = json.loads(json.dumps(encode_observation(observation)))
        assert decode_observation(type(observation), data) == observation
        for event in state.opening_events:
            seen = event.for_seat(seat)
            assert decode_event(game, json.loads(json.dumps(encode_event(seen)))) == seen
