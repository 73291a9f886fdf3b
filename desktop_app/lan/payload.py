"""What a seat's table is made of on the wire: observations, events and refusals as JSON.

Everything goes through the same codec as saves (`games.codec`): observations and events are
dataclasses, encoded field by field and decoded against their type hints, so a client never
builds anything but the game's own data types from what it receives.
"""

from __future__ import annotations

import json
import re
import sys
from functools import cache
from typing import Any

from ..cards.card import NotationError
from ..cards.message import Message, Template, Text, notation
from ..games.base import Event, GameState, IllegalAction, Observation, StaleCommand
from ..games.codec import CodecError, decode, encode, is_card_type
from ..games.info import GameInfo
from ..games.registry import card_from_code, get_game


def _subclasses(cls: type) -> list[type]:
    found: list[type] = []
    subclasses: list[type] = type.__subclasses__(cls)
    for sub in subclasses:
        found.append(sub)
        found.extend(_subclasses(sub))
    return found


@cache
def event_types(game_id: str) -> dict[str, type[Event]]:
    """The event types a client may receive, by class name, once the game's engine is loaded.
    A `slots=True` dataclass leaves its first draft class behind, so only classes still bound
    in their module count."""
    get_game(game_id).engine  # noqa: B018 (loads the engine, which defines its events)
    types: dict[str, type[Event]] = {}
    for cls in _subclasses(Event):
        module = sys.modules.get(cls.__module__)
        if module is not None and getattr(module, cls.__name__, None) is cls:
            types[cls.__name__] = cls
    return types


def encode_event(event: Event) -> dict[str, Any]:
    data: dict[str, Any] = {"type": type(event).__name__}
    data.update(encode(event))
    return data


def decode_event(game_id: str, data: Any) -> Event:
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise CodecError("an event must be an object with a \"type\"")
    cls = event_types(game_id).get(data["type"])
    if cls is None:
        raise CodecError(f"unknown event type {data['type']!r}")
    event = decode(cls, data, data["type"])
    assert isinstance(event, Event)
    return event


def encode_observation(observation: Observation) -> dict[str, Any]:
    data = encode(observation)
    assert isinstance(data, dict)
    return data


@cache
def _observation_type(game_id: str, config_json: str) -> type[Observation]:
    info = get_game(game_id)
    sample: GameState[Any, Any] = info.new_game(info.config_from_json(json.loads(config_json)), 0)
    return type(sample.observation(0))


def observation_type(info: GameInfo, config: dict[str, Any]) -> type[Observation]:
    """The game's observation class (learnt from a throw-away deal; the engine names none)."""
    return _observation_type(info.id, json.dumps(config, sort_keys=True))


def decode_observation(cls: type[Observation], data: Any) -> Observation:
    observation = decode(cls, data, "observation")
    assert isinstance(observation, Observation)
    return observation


def refusal_fields(error: IllegalAction) -> dict[str, Any]:
    """Why an action was refused, as the `refused` message carries it: the English reason
    and rule id any client can show, and the `Message` itself as data, which a window
    renders in its player's language with cards as symbols."""
    return {"reason": error.reason[:500], "rule": (error.rule or None) and error.rule[:20],
            "stale": isinstance(error, StaleCommand), "message": encode_message(error.message)}


_FIELD = re.compile(r"\{([^{}]*)\}")


def _encode_param(value: object) -> Any:
    if isinstance(value, Message):
        return {"message": encode_message(value)}
    if is_card_type(type(value)):
        return {"card": encode(value)}
    if isinstance(value, (list, tuple, set, frozenset)):
        return [_encode_param(item) for item in value]
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    return notation(value)  # a suit, a meld, a contract: as the engine writes it


def encode_message(message: Message) -> dict[str, Any]:
    source = message.template.source
    return {"context": source.context, "key": message.template.key, "text": source.text,
            "params": {name: _encode_param(v) for name, v in message.params.items()},
            "rule": message.rule}


def _decode_param(value: Any, depth: int) -> object:
    if isinstance(value, list):
        return [_decode_param(item, depth) for item in value]
    if isinstance(value, dict) and set(value) == {"card"} and isinstance(value["card"], str):
        code = value["card"]
        try:
            return card_from_code(code)
        except NotationError as error:
            raise CodecError(f"message parameter: {error}") from error
    if isinstance(value, dict) and set(value) == {"message"}:
        return decode_message(value["message"], depth + 1)
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    raise CodecError(f"message parameter {value!r} is not plain data")


def decode_message(data: Any, depth: int = 0) -> Message:
    """A refusal's `Message` from the wire. Its template is checked to hold nothing but
    `{name}` fields, so a hostile host cannot make the client format anything else."""
    if depth > 3 or not isinstance(data, dict):
        raise CodecError("a message must be an object (nested at most 3 deep)")
    context, key, text, params = (data.get(k) for k in ("context", "key", "text", "params"))
    rule = data.get("rule")
    if not all(isinstance(v, str) and len(v) <= 500 for v in (context, key, text)) \
            or not isinstance(params, dict) or (rule is not None and not isinstance(rule, str)):
        raise CodecError("a message needs context, key, text, params and rule")
    assert isinstance(context, str) and isinstance(key, str) and isinstance(text, str)
    fields = _FIELD.findall(text)
    if any(not name.isidentifier() for name in fields) or set(fields) - set(params) \
            or "{" in _FIELD.sub("", text) or "}" in _FIELD.sub("", text):
        raise CodecError(f"message template {text!r} has fields other than its parameters")
    values = {str(name): _decode_param(value, depth) for name, value in params.items()}
    return Message(Template(key, Text(context, text), rule), values, rule)
