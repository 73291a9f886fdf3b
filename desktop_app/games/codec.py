"""JSON forms of configs, actions and events, derived from their dataclass type hints.

Saves and replays must never be executable code, so everything goes through these plain
dictionaries. Decoding checks every field and says which one is wrong.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from enum import Enum
from functools import cache
from typing import Any, TypeVar, get_args, get_origin

from ..cards.card import NotationError, PhysicalCard, Suit

T = TypeVar("T")


class CodecError(ValueError):
    """A JSON value does not fit the dataclass it should describe."""


def encode(value: Any) -> Any:
    """A JSON-ready form of a dataclass, card, enum or container of them."""
    if is_card_type(type(value)):
        return value.code
    if isinstance(value, Enum):
        return value.name if isinstance(value, Suit) else value.value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: encode(getattr(value, f.name)) for f in dataclasses.fields(value)
                if f.init}
    if isinstance(value, (list, tuple)):
        return [encode(item) for item in value]
    if isinstance(value, (set, frozenset)):
        return sorted(encode(item) for item in value)
    if isinstance(value, dict):
        return {str(k): encode(v) for k, v in value.items()}
    return value


def is_card_type(cls: type) -> bool:
    """Whether `cls` is a card type (`PhysicalCard`: it reads its own notation). Each game's
    card type is named by its actions' and events' hints and by the registry
    (`GameInfo.card_type`), so this module knows no game's cards."""
    return callable(getattr(cls, "from_code", None)) and hasattr(cls, "notation_example")


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def decode(cls: type[T], data: Any, where: str = "") -> T:
    """Build an instance of dataclass `cls` from `data`, naming the offending field on error."""
    if not isinstance(data, dict):
        raise CodecError(f"{where or cls.__name__}: expected an object, got {type(data).__name__}")
    record: Any = cls  # a dataclass type: its hints and fields say what `data` must hold
    hints = _hints(record)
    fields = {f.name: f for f in dataclasses.fields(record) if f.init}
    unknown = set(data) - set(fields) - {"type"}
    if unknown:
        raise CodecError(f"{where or cls.__name__}: unknown field(s) {', '.join(sorted(unknown))}")
    kwargs = {}
    for name, f in fields.items():
        if name not in data:
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise CodecError(f"{_join(where, name)}: missing")
            continue
        kwargs[name] = _decode_value(hints[name], data[name], _join(where, name))
    try:
        return cls(**kwargs)
    except (TypeError, ValueError) as error:
        raise CodecError(f"{where or cls.__name__}: {error}") from error


def decode_value(hint: Any, value: Any, where: str = "") -> Any:
    """One JSON value as the type `hint` names (a config field edited as JSON, for instance)."""
    return _decode_value(hint, value, where)


def _join(where: str, name: str) -> str:
    return f"{where}.{name}" if where else name


def _decode_value(hint: Any, value: Any, where: str) -> Any:
    origin = get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        options = get_args(hint)
        if value is None and type(None) in options:
            return None
        errors = []
        for option in options:
            if option is type(None):
                continue
            try:
                return _decode_value(option, value, where)
            except CodecError as error:
                errors.append(str(error))
        raise CodecError(errors[0] if errors else f"{where}: bad value {value!r}")
    if origin in (tuple, list, frozenset, set):
        if not isinstance(value, list):
            raise CodecError(f"{where}: expected a list, got {value!r}")
        args = get_args(hint)
        if origin is tuple and args and args[-1] is not Ellipsis:
            if len(args) != len(value):
                raise CodecError(f"{where}: expected {len(args)} items, got {len(value)}")
            return tuple(_decode_value(a, v, f"{where}[{i}]")
                         for i, (a, v) in enumerate(zip(args, value, strict=True)))
        item = args[0] if args else Any
        items = [_decode_value(item, v, f"{where}[{i}]") for i, v in enumerate(value)]
        return origin(items) if origin is not list else items
    if origin is dict:
        key_type, value_type = get_args(hint)
        if not isinstance(value, dict):
            raise CodecError(f"{where}: expected an object")
        return {_decode_value(key_type, k if key_type is str else int(k), where):
                _decode_value(value_type, v, f"{where}.{k}") for k, v in value.items()}
    if hint is PhysicalCard:
        # Any game's card (an event's): the registry names every game's card type. Imported
        # here, as the registry imports this module.
        from .registry import card_from_code

        if not isinstance(value, str):
            raise CodecError(f"{where}: expected a card like \"QS#1\", got {value!r}")
        try:
            return card_from_code(value)
        except NotationError as error:
            raise CodecError(f"{where}: {error}") from error
    if isinstance(hint, type) and is_card_type(hint):
        card_type: type[PhysicalCard] = hint
        if not isinstance(value, str):
            raise CodecError(f"{where}: expected a card like "
                             f"\"{card_type.notation_example}\", got {value!r}")
        try:
            return card_type.from_code(value)
        except NotationError as error:
            raise CodecError(f"{where}: {error}") from error
    if isinstance(hint, type) and issubclass(hint, Suit):
        if value not in Suit.__members__:
            raise CodecError(f"{where}: suit must be one of S H D C, got {value!r}")
        return Suit[value]
    if isinstance(hint, type) and issubclass(hint, Enum):
        try:
            return hint(value)
        except ValueError as error:
            allowed = ", ".join(str(m.value) for m in hint)
            raise CodecError(f"{where}: must be one of {allowed}, got {value!r}") from error
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return decode(hint, value, where)
    if hint is bool:
        if not isinstance(value, bool):
            raise CodecError(f"{where}: expected true or false, got {value!r}")
        return value
    if hint is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise CodecError(f"{where}: expected a whole number, got {value!r}")
        return value
    if hint is float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise CodecError(f"{where}: expected a number, got {value!r}")
        return float(value)
    if hint is str:
        if not isinstance(value, str):
            raise CodecError(f"{where}: expected text, got {value!r}")
        return value
    return value
