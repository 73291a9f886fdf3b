"""The score pad: `python -m desktop_app.score [position.json]` (SCOREPAD.md).

Reads one end-of-round position as JSON (standard input, or the file named as the only
argument), scores it with the engine's own scoring code and prints the result as JSON.
Bad input exits with status 2 and one line on standard error naming the field and the rule:
more than 1 MiB, anything but a regular file or standard input, text that is not UTF-8, JSON
with a repeated key, NaN, Infinity or a whole number of more than 15 digits, and more players
than the game seats are bad input too.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import stat
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, BinaryIO

from .command_line import MAX_DIGITS, OneLineParser, fail, print_json
from .games.info import GameInfo
from .games.position import PositionError
from .games.registry import GAMES

MAX_INPUT_BYTES = 1 << 20
"""A position is a few kilobytes; more is not a position, and is never read whole."""
SEAT_FIELDS = ("players", "teams", "seed_piles", "totals_before")
"""Fields with one entry per seat, team or player: never more entries than the game's seats."""
STDIN = "-"


class BadInput(Exception):
    """Input refused before the engine sees it (size, file kind, encoding, JSON)."""


def score(data: Any) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise PositionError("position: expected a JSON object")
    game = data.get("game")
    if not isinstance(game, str):
        raise PositionError("game: missing (one of " + ", ".join(GAMES) + ")")
    info = GAMES.get(game)
    if info is None or info.score_position is None:
        raise PositionError(f"game: unknown game {game!r} (known: {', '.join(GAMES)})")
    check_seat_counts(info, data)
    return info.score_position(data)


def check_seat_counts(info: GameInfo, data: dict[str, Any]) -> None:
    """Refuse more entries than the game has seats before the engine reads any of them."""
    for name in SEAT_FIELDS:
        value = data.get(name)
        if isinstance(value, list) and len(value) > info.max_players:
            raise PositionError(f"{name}: {len(value)} entries, but {info.name} is for at most "
                                f"{info.max_players} players")
        if (name == "players" and isinstance(value, int) and not isinstance(value, bool)
                and value > info.max_players):
            raise PositionError(f"players: {info.name} is for at most {info.max_players} "
                                f"players, not {value}")


def read_input(path: str | None) -> bytes:
    """At most MAX_INPUT_BYTES + 1 bytes of standard input or of the regular file `path`."""
    if path is None or path == STDIN:
        if sys.stdin is None:
            raise BadInput("no standard input to read")
        stream: BinaryIO | None = getattr(sys.stdin, "buffer", None)
        if stream is not None:
            data = stream.read(MAX_INPUT_BYTES + 1)
        else:  # a text stream put in its place (an embedding program, a test)
            # surrogatepass: undecodable input arrives as surrogates and is refused as such.
            data = sys.stdin.read(MAX_INPUT_BYTES + 1).encode("utf-8", "surrogatepass")
    else:
        data = _read_file(path)
    if len(data) > MAX_INPUT_BYTES:
        raise BadInput(f"{_source(path)} is larger than 1 MiB: not a score-pad position")
    return data


def _read_file(path: str) -> bytes:
    # Non-blocking, so that opening a FIFO returns at once instead of waiting for a writer.
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as error:
        raise BadInput(f"cannot read {path}: {error.strerror or error}") from error
    try:
        status = os.fstat(fd)
        if not stat.S_ISREG(status.st_mode):
            raise BadInput(f"{path} is not a regular file (a directory, device or pipe); "
                           "give a file or standard input")
        if status.st_size > MAX_INPUT_BYTES:
            raise BadInput(f"{path} is larger than 1 MiB: not a score-pad position")
        with os.fdopen(fd, "rb", closefd=False) as handle:
            return handle.read(MAX_INPUT_BYTES + 1)
    except OSError as error:
        raise BadInput(f"cannot read {path}: {error.strerror or error}") from error
    finally:
        os.close(fd)


def _source(path: str | None) -> str:
    return "standard input" if path is None or path == STDIN else path


def decode(data: bytes, path: str | None) -> str:
    """Strict UTF-8 (a leading byte-order mark, as some editors write, is allowed)."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise BadInput(f"{_source(path)} is not UTF-8 text (byte {error.start})") from error
    if not text.strip():
        raise BadInput(f"{_source(path)} is empty: expected a position as JSON")
    return text


def parse(text: str) -> Any:
    """JSON with no repeated keys, no NaN or Infinity, and no numbers too large to be scores.
    A refused value stays in place while parsing, so that the error can name its field."""
    reader = _StrictJSON()
    try:
        data = json.loads(text, object_pairs_hook=reader.object, parse_int=reader.whole_number,
                          parse_float=reader.number, parse_constant=reader.constant)
    except json.JSONDecodeError as error:
        raise BadInput(f"not valid JSON (line {error.lineno}, column {error.colno}: "
                       f"{error.msg})") from error
    except RecursionError as error:
        raise BadInput("not valid JSON (nested too deeply)") from error
    if reader.refused:
        path, refused = _first_refused(data)
        raise BadInput(f"{path}: {refused.reason}")
    return data


@dataclass(frozen=True, slots=True)
class Refused:
    """A value the pad refuses to read, standing where it was in the JSON."""

    reason: str


class _StrictJSON:
    """The json module's hooks: each refused value becomes a Refused marker."""

    def __init__(self) -> None:
        self.refused = False

    def _refuse(self, reason: str) -> Refused:
        self.refused = True
        return Refused(reason)

    def object(self, pairs: list[tuple[str, Any]]) -> dict[str, Any] | Refused:
        result = dict(pairs)
        if len(result) == len(pairs):
            return result
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                return self._refuse(f"the key {json.dumps(key)} appears twice")
            seen.add(key)
        raise AssertionError("fewer keys than pairs without a repeated key")

    def whole_number(self, text: str) -> int | Refused:
        digits = len(text.lstrip("-"))
        if digits > MAX_DIGITS:
            return self._refuse(f"the number {text} has {digits} digits; scores and totals "
                                f"have at most {MAX_DIGITS}")
        return int(text)

    def number(self, text: str) -> float | Refused:
        value = float(text)
        if not math.isfinite(value):
            return self._refuse(f"the number {text} is too large")
        return value

    def constant(self, name: str) -> Refused:
        return self._refuse(f"{name} is not a number JSON allows")


def _first_refused(data: Any) -> tuple[str, Refused]:
    """The path (`players[1].hand`) of the first refused value in document order."""
    stack: list[tuple[str, Any]] = [("", data)]
    while stack:
        path, value = stack.pop()
        if isinstance(value, Refused):
            return path or "position", value
        if isinstance(value, dict):
            stack.extend((f"{path}.{key}" if path else str(key), item)
                         for key, item in reversed(value.items()))
        elif isinstance(value, list):
            stack.extend((f"{path}[{i}]", item) for i, item in reversed(list(enumerate(value))))
    raise AssertionError("a value was refused but is not in the document")


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(prog="python -m desktop_app.score", description=__doc__,
                           formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("position", nargs="?", default=None,
                        help="a JSON file holding the position (default, or -: standard input)")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        data = parse(decode(read_input(args.position), args.position))
        result = score(data)
    except (BadInput, PositionError) as error:
        return fail(str(error))
    return print_json(result)


if __name__ == "__main__":
    sys.exit(main())
