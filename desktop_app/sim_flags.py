"""Reading the simulator's flags against the game they name: --ai levels the game has players
for, a table size it seats, --option values of each config field's type, reaction times a
person could mean. Anything else is a UsageError naming the flag (exit 2, one line)."""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import re
import typing
from collections.abc import Sequence
from typing import Any

from .ai.base import REACTION_RANGE
from .ai.registry import levels as ai_levels
from .command_line import MAX_DIGITS
from .games.base import ConfigError
from .games.codec import CodecError, decode_value
from .games.info import GameInfo

CONFIG_ERRORS = (ConfigError, TypeError, ValueError)
"""What building a config may raise for values of the right type (ConfigError for the rules)."""
SET_BY_FLAGS = {"players": "--players", "partnerships": "--partnerships"}
"""Config fields with a flag of their own, not an --option."""
YES = ("true", "yes", "1")
NO = ("false", "no", "0")


class UsageError(Exception):
    """A bad flag or option; the message names the flag."""

    def __init__(self, flag: str, message: str) -> None:
        super().__init__(f"argument {flag}: {message}")


def parse_option(text: str) -> tuple[str, str]:
    """`name=value` as given; the value is read once the game (and so its type) is known."""
    if "=" not in text:
        raise argparse.ArgumentTypeError(f"wants name=value, got {text!r}")
    name, _, raw = text.partition("=")
    return name.strip(), raw


def positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"wants a whole number, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"wants at least 1, got {value}")
    return value


def read_levels(info: GameInfo, text: str | None) -> list[str] | None:
    """The --ai levels, each one the game has a computer player for."""
    if text is None:
        return None
    known = ai_levels(info.id)
    names = [name.strip() for name in text.split(",")]
    for seat, name in enumerate(names, start=1):
        if not name:
            raise UsageError("--ai", f"seat {seat} has no level (levels: {', '.join(known)})")
        if name not in known:
            raise UsageError("--ai", f"{info.name} has no {name!r} computer player (levels: "
                                     f"{', '.join(known)})")
    return names


def seat_count(info: GameInfo, players: int | None, levels: Sequence[str] | None) -> int:
    """--players, else one seat per --ai level, else the most the game seats; 0 is no default."""
    count = players if players is not None else len(levels) if levels else info.max_players
    if not info.min_players <= count <= info.max_players:
        seats = (f"exactly {info.min_players}" if info.min_players == info.max_players
                 else f"{info.min_players} to {info.max_players}")
        flag = "--players" if players is not None else "--ai"
        raise UsageError(flag, f"{info.name} is for {seats} players, not {count}")
    return count


def read_options(info: GameInfo, given: Sequence[tuple[str, str]]) -> dict[str, Any]:
    """Each --option as the type of its config field."""
    hints = typing.get_type_hints(info.config_type)
    fields = [f.name for f in dataclasses.fields(info.config_type)
              if f.init and f.name not in SET_BY_FLAGS]
    options: dict[str, Any] = {}
    for name, raw in given:
        if name in SET_BY_FLAGS:
            raise UsageError("--option", f"{name} is set with {SET_BY_FLAGS[name]}")
        if name not in fields:
            raise UsageError("--option", f"{info.name} has no option {name!r} (options: "
                                         f"{', '.join(fields)})")
        if name in options:
            raise UsageError("--option", f"{name} is given twice")
        options[name] = option_value(hints[name], name, raw)
    return options


def option_value(hint: Any, name: str, raw: str) -> Any:
    """`raw` as a value of type `hint`: yes/no words for a bool, a finite number for a number,
    JSON for a list, the text itself otherwise."""
    text = raw.strip()
    if hint is bool:
        if text.lower() in YES + NO:
            return text.lower() in YES
        raise UsageError("--option", f"{name} is yes or no (true/false, 1/0), not {raw!r}")
    if hint is int:
        if re.fullmatch(r"[+-]?\d+", text) is None:
            raise UsageError("--option", f"{name} wants a whole number, not {raw!r}")
        digits = len(text.lstrip("+-"))
        if digits > MAX_DIGITS:
            raise UsageError("--option", f"{name}: {digits} digits is too many (at most "
                                         f"{MAX_DIGITS})")
        return int(text)
    if hint is float:
        try:
            number = float(text)
        except ValueError:
            number = math.nan
        if not math.isfinite(number):
            raise UsageError("--option", f"{name} wants a finite number, not {raw!r}")
        return number
    value: Any = raw
    if text[:1] in ("[", "{", '"'):
        try:
            value = json.loads(text, parse_constant=_no_constant)
        except (ValueError, RecursionError):
            raise UsageError("--option", f"{name}: not valid JSON: {raw!r}") from None
    try:
        return decode_value(hint, value, name)
    except CodecError as error:
        raise UsageError("--option", str(error)) from error


def _no_constant(name: str) -> None:
    raise ValueError(f"{name} is not a number")


def build_config(info: GameInfo, players: int, partnerships: bool,
                 options: dict[str, Any]) -> Any:
    """The config. A refusal names the flag to blame: --players or --partnerships when the
    table alone is refused, else the options refused alone, else all of them (CR-20's round
    share is judged against the contracts); the message is the full build's own."""
    try:
        return info.make_config(players=players, partnerships=partnerships, **options)
    except CONFIG_ERRORS as error:
        together = str(error)
    try:
        info.make_config(players=players, partnerships=partnerships)
    except CONFIG_ERRORS as error:
        raise UsageError("--partnerships" if partnerships else "--players", str(error)) from None
    blamed = [name for name, value in options.items()
              if not _builds(info, players, partnerships, {name: value})] or list(options)
    named = all(name in together for name in blamed)
    raise UsageError("--option", together if named else f"{', '.join(blamed)}: {together}")


def _builds(info: GameInfo, players: int, partnerships: bool, options: dict[str, Any]) -> bool:
    try:
        info.make_config(players=players, partnerships=partnerships, **options)
    except CONFIG_ERRORS:
        return False
    return True


def read_reactions(info: GameInfo, text: str | None, seats: int) -> list[float] | None:
    """--reaction: one time per seat, in seconds within REACTION_RANGE (NaN and inf are not)."""
    if text is None:
        return None
    if not info.real_time:
        raise UsageError("--reaction", f"applies to real-time games; {info.name} has turns")
    parts = text.split(",")
    if len(parts) != seats:
        raise UsageError("--reaction", f"gives {count_of(len(parts), 'time')} for "
                                       f"{count_of(seats, 'player')}")
    low, high = REACTION_RANGE
    times = []
    for seat, part in enumerate(parts, start=1):
        try:
            seconds = float(part)
        except ValueError:
            seconds = math.nan
        if not low <= seconds <= high:
            raise UsageError("--reaction", f"seat {seat}: seconds from {low} to {high} like "
                                           f"0.6, not {part.strip()!r}")
        times.append(seconds)
    return times


def count_of(number: int, noun: str) -> str:
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"
