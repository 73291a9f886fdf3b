"""The wire format of play across the room: frames, message schemas, room-code authentication.

A frame is a 4-byte big-endian length and that many bytes of UTF-8 JSON, at most 64 KiB. Every
message is an object with the protocol version `v` and a `type`; each type has a schema naming
its fields, their kinds and their sizes, and a message with a missing, unknown or oversized
field is malformed. Whoever receives a malformed frame closes that one connection
(`ProtocolError`); nothing else is affected.

The room code never crosses the wire: the host sends a fresh random nonce per connection and
the client answers HMAC-SHA256(key, nonce) with a key stretched from the code (PBKDF2), so a
recorded answer is worthless on any other connection.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import math
import secrets
import struct
import time
from dataclasses import dataclass
from typing import Any

VERSION = 2
"""2: wrong-code alerts, denial before the challenge, update numbers."""
MAX_FRAME = 64 * 1024
"""Largest payload of one frame, in bytes (the length header excluded)."""
_HEADER = struct.Struct(">I")

NONCE_BYTES = 32
CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""Room-code letters: no 0/O or 1/I to confuse when read aloud across the room."""
CODE_LENGTH = 6
_KEY_SALT = b"meja-kartu/lan/room-code/1"
_KEY_ROUNDS = 100_000


class ProtocolError(Exception):
    """A frame or message that breaks the protocol; the connection it came on is closed."""


# ------------------------------------------------------------------------- room codes


def new_room_code() -> str:
    """A short code to read out across the room (about 30 bits from `secrets`)."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def normalize_code(code: str) -> str:
    """The code as typed, without case, spaces or dashes ("abc-d23" == "ABCD23")."""
    return "".join(ch for ch in code.upper() if ch not in " -\t")


def room_key(code: str) -> bytes:
    """The secret both sides derive from the room code (slow on purpose: PBKDF2)."""
    text = normalize_code(code)
    if not text:
        raise ValueError("a room code cannot be empty")
    return hashlib.pbkdf2_hmac("sha256", text.encode("utf-8"), _KEY_SALT, _KEY_ROUNDS)


def new_nonce() -> bytes:
    return secrets.token_bytes(NONCE_BYTES)


def join_proof(key: bytes, nonce: bytes) -> str:
    """The client's answer to the host's challenge `nonce`."""
    return hmac.new(key, b"join:" + nonce, hashlib.sha256).hexdigest()


def proof_is_valid(key: bytes, nonce: bytes, proof: str) -> bool:
    return hmac.compare_digest(join_proof(key, nonce), proof)


# ---------------------------------------------------------------------------- schemas


@dataclass(frozen=True, slots=True)
class Text:
    max_len: int
    choices: tuple[str, ...] = ()

    def check(self, value: Any, where: str) -> None:
        if not isinstance(value, str):
            raise ProtocolError(f"{where}: expected text")
        if len(value) > self.max_len:
            raise ProtocolError(f"{where}: longer than {self.max_len} characters")
        if self.choices and value not in self.choices:
            raise ProtocolError(f"{where}: {value!r} is not one of {', '.join(self.choices)}")


@dataclass(frozen=True, slots=True)
class Hex:
    length: int

    def check(self, value: Any, where: str) -> None:
        if (not isinstance(value, str) or len(value) != self.length
                or any(ch not in "0123456789abcdef" for ch in value)):
            raise ProtocolError(f"{where}: expected {self.length} lower-case hex digits")


@dataclass(frozen=True, slots=True)
class Int:
    low: int
    high: int

    def check(self, value: Any, where: str) -> None:
        if isinstance(value, bool) or not isinstance(value, int):
            raise ProtocolError(f"{where}: expected a whole number")
        if not self.low <= value <= self.high:
            raise ProtocolError(f"{where}: {value} outside {self.low}..{self.high}")


@dataclass(frozen=True, slots=True)
class Num:
    def check(self, value: Any, where: str) -> None:
        if isinstance(value, bool) or not isinstance(value, (int, float)) \
                or not math.isfinite(value):
            raise ProtocolError(f"{where}: expected a finite number")


@dataclass(frozen=True, slots=True)
class Flag:
    def check(self, value: Any, where: str) -> None:
        if not isinstance(value, bool):
            raise ProtocolError(f"{where}: expected true or false")


@dataclass(frozen=True, slots=True)
class Obj:
    """A JSON object checked elsewhere (by the game codec); only its size is bounded here."""

    max_keys: int

    def check(self, value: Any, where: str) -> None:
        if not isinstance(value, dict):
            raise ProtocolError(f"{where}: expected an object")
        if len(value) > self.max_keys:
            raise ProtocolError(f"{where}: more than {self.max_keys} keys")


@dataclass(frozen=True, slots=True)
class Items:
    item: Spec
    max_items: int

    def check(self, value: Any, where: str) -> None:
        if not isinstance(value, list):
            raise ProtocolError(f"{where}: expected a list")
        if len(value) > self.max_items:
            raise ProtocolError(f"{where}: more than {self.max_items} items")
        for i, item in enumerate(value):
            self.item.check(item, f"{where}[{i}]")


@dataclass(frozen=True, slots=True)
class Record:
    """A nested object with fixed fields."""

    fields: dict[str, Spec]

    def check(self, value: Any, where: str) -> None:
        if not isinstance(value, dict):
            raise ProtocolError(f"{where}: expected an object")
        _check_fields(self.fields, value, where)


@dataclass(frozen=True, slots=True)
class Maybe:
    inner: Spec

    def check(self, value: Any, where: str) -> None:
        if value is not None:
            self.inner.check(value, where)


Spec = Text | Hex | Int | Num | Flag | Obj | Items | Record | Maybe

NAME = Text(40)
SEAT = Int(0, 7)
SEQ = Int(0, 2**53)
SEAT_KINDS = ("local", "remote", "computer")
NOTICES = ("dropped", "rejoined", "seat_lost", "host_quit")
ENDINGS = ("game_over", "host_quit", "closed")

SEAT_ROW = Record({"seat": SEAT, "name": NAME, "kind": Text(10, SEAT_KINDS),
                   "connected": Flag(), "stand_in": Flag()})

SERVER_MESSAGES: dict[str, dict[str, Spec]] = {
    "hello": {"nonce": Hex(2 * NONCE_BYTES), "game": Text(40), "table": NAME},
    "welcome": {"seat": SEAT, "game": Text(40), "config": Obj(64), "real_time": Flag()},
    "denied": {"reason": Text(200)},
    "lobby": {"seats": Items(SEAT_ROW, 8), "started": Flag()},
    "update": {"observation": Obj(64), "events": Items(Obj(16), 4000),
               "to_move": Maybe(SEAT), "over": Flag(), "ack": Maybe(SEQ),
               "deal": Maybe(Text(24)), "n": SEQ},
    "refused": {"seq": SEQ, "reason": Text(500), "rule": Maybe(Text(20)), "stale": Flag(),
                "message": Maybe(Obj(8))},
    "notice": {"kind": Text(20, NOTICES), "seat": SEAT, "name": NAME},
    "pong": {"t": Num()},
    "alert": {"address": Text(64), "failures": Int(0, 2**31), "wait": Num(), "table": Flag()},
    "bye": {"reason": Text(20, ENDINGS), "saved": Flag()},
}
"""What the host sends."""

CLIENT_MESSAGES: dict[str, dict[str, Spec]] = {
    "auth": {"proof": Hex(64), "name": NAME, "seat": Maybe(SEAT)},
    "action": {"seq": SEQ, "action": Obj(16)},
    "ping": {"t": Num()},
}
"""What a client sends."""


def _check_fields(schema: dict[str, Spec], message: dict[str, Any], where: str) -> None:
    unknown = set(message) - set(schema)
    if unknown:
        raise ProtocolError(f"{where}: unknown field(s) {', '.join(sorted(map(str, unknown)))}")
    for name, spec in schema.items():
        if name not in message:
            raise ProtocolError(f"{where}: {name} missing")
        spec.check(message[name], f"{where}.{name}")


def check_message(message: Any, schemas: dict[str, dict[str, Spec]]) -> dict[str, Any]:
    """`message` if it fits its type's schema (version included); ProtocolError otherwise."""
    if not isinstance(message, dict):
        raise ProtocolError("a message must be a JSON object")
    if message.get("v") != VERSION:
        raise ProtocolError(f"protocol version {message.get('v')!r}, this side speaks {VERSION}")
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in schemas:
        raise ProtocolError(f"unknown message type {kind!r}")
    body = {k: v for k, v in message.items() if k not in ("v", "type")}
    _check_fields(schemas[kind], body, kind)
    return message


def make(message_type: str, /, **fields: Any) -> dict[str, Any]:
    return {"v": VERSION, "type": message_type, **fields}


# ----------------------------------------------------------------------------- frames


def _reject_constant(name: str) -> Any:
    raise ProtocolError(f"{name} is not a JSON number")


def encode_frame(message: dict[str, Any]) -> bytes:
    """One frame; ProtocolError if the message would not fit in 64 KiB."""
    payload = json.dumps(message, ensure_ascii=False, allow_nan=False,
                         separators=(",", ":")).encode("utf-8")
    if len(payload) > MAX_FRAME:
        raise ProtocolError(f"a {message.get('type')} message of {len(payload)} bytes "
                            f"exceeds the {MAX_FRAME}-byte frame limit")
    return _HEADER.pack(len(payload)) + payload


def decode_payload(payload: bytes, schemas: dict[str, dict[str, Spec]]) -> dict[str, Any]:
    try:
        data = json.loads(payload.decode("utf-8"), parse_constant=_reject_constant)
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        raise ProtocolError(f"not UTF-8 JSON: {error}") from error
    return check_message(data, schemas)


async def read_payload(reader: asyncio.StreamReader) -> bytes | None:
    """The next frame's payload (size checked, not yet parsed), or None at a clean end."""
    try:
        header = await reader.readexactly(_HEADER.size)
    except asyncio.IncompleteReadError as error:
        if error.partial:
            raise ProtocolError("the stream ended inside a frame header") from error
        return None
    (length,) = _HEADER.unpack(header)
    if length > MAX_FRAME:
        raise ProtocolError(f"a frame of {length} bytes exceeds the {MAX_FRAME}-byte limit")
    try:
        return await reader.readexactly(length)
    except asyncio.IncompleteReadError as error:
        raise ProtocolError("the stream ended inside a frame") from error


async def read_frame(reader: asyncio.StreamReader,
                     schemas: dict[str, dict[str, Spec]]) -> dict[str, Any] | None:
    """The next checked message, or None at a clean end of the stream."""
    payload = await read_payload(reader)
    return None if payload is None else decode_payload(payload, schemas)


class RateLimit:
    """A token bucket: `rate` messages a second on average, bursts up to `burst`."""

    def __init__(self, rate: float = 40.0, burst: float = 80.0,
                 now: Any = time.monotonic) -> None:
        self.rate = rate
        self.burst = burst
        self._now = now
        self._tokens = burst
        self._at = now()

    def allow(self) -> bool:
        at = self._now()
        self._tokens = min(self.burst, self._tokens + (at - self._at) * self.rate)
        self._at = at
        if self._tokens < 1:
            return False
        self._tokens -= 1
        return True
