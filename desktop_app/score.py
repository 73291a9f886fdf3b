"""The score pad: `python -m desktop_app.score [position.json]` (SCOREPAD.md).

Reads one end-of-round position as JSON (standard input, or the file named as the only
argument), scores it with the engine's own scoring code and prints the result as JSON.
Bad input exits with status 2 and one line on standard error naming the field and the rule.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from typing import Any

from .games.position import PositionError
from .games.registry import GAMES


def score(data: Any) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise PositionError("position: expected a JSON object")
    game = data.get("game")
    if not isinstance(game, str):
        raise PositionError("game: missing (one of " + ", ".join(GAMES) + ")")
    info = GAMES.get(game)
    if info is None or info.score_position is None:
        raise PositionError(f"game: unknown game {game!r} (known: {', '.join(GAMES)})")
    return info.score_position(data)


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] in ("-h", "--help"):
        print(__doc__.strip())
        return 0
    if len(args) > 1:
        print("error: usage: python -m desktop_app.score [position.json]", file=sys.stderr)
        return 2
    try:
        if args:
            with open(args[0], encoding="utf-8") as handle:
                text = handle.read()
        else:
            text = sys.stdin.read()
    except OSError as error:
        print(f"error: cannot read {args[0]}: {error.strerror}", file=sys.stderr)
        return 2
    except UnicodeDecodeError as error:
        print(f"error: {args[0]} is not UTF-8 text (byte {error.start})", file=sys.stderr)
        return 2
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        print(f"error: not valid JSON (line {error.lineno}, column {error.colno}: {error.msg})",
              file=sys.stderr)
        return 2
    except RecursionError:
        print("error: not valid JSON (nested too deeply)", file=sys.stderr)
        return 2
    try:
        result = score(data)
    except PositionError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
    json.dump(result, sys.stdout, ensure_ascii=False)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
