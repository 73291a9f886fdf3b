"""What a seat's table is made of on the wire: observations, events and refusals as JSON.

Everything goes through the same codec as saves (`games.codec`): observations and events are
dataclasses, encoded field by field and decoded against their type hints, so a client never
builds anything but the game's own data types from what it receives.
"""

from __future__ import annotations

import dataclasses
import json
import sys
from functools import cache
from typing import Any

from ..games.base import Event, GameState, IllegalAction, Observation, StaleCommand
from ..games.codec import CodecError, decode, encode
from ..games.info import GameInfo
from ..games.registry import get_game


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
    sample: GameState = info.new_game(info.config_from_json(json.loads(config_json)), 0)
    return type(sample.observation(0))


def observation_type(info: GameInfo, config: dict[str, Any]) -> type[Observation]:
    """The game's observation class (learnt from a throw-away deal; the engine names none)."""
    return _observation_type(info.id, json.dumps(config, sort_keys=True))


def decode_observation(cls: type[Observation], data: Any) -> Observation:
    observation = decode(cls, data, "observation")
    assert isinstance(observation, Observation)
    return observation


def refusal_fields(error: IllegalAction) -> dict[str, Any]:
    """Why an action was refused, as the `refused` message carries it. The one place that
    knows the shape of a refusal: a structured `Message` travels as its JSON when the engine
    gives one, beside the reason text and rule id every client can show."""
    message = getattr(error, "message", None)
    structured = encode(message) if dataclasses.is_dataclass(message) else None
    return {"reason": error.reason[:500], "rule": (error.rule or None) and error.rule[:20],
            "stale": isinstance(error, StaleCommand), "message": structured}
