"""What the headless tools (the score pad, the simulator) share on the command line: a bad
argument or bad input is reported as one short line on standard error with exit status 2,
never a usage block, a traceback or an echo of a huge input."""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Any, NoReturn

MAX_LINE = 200
"""Characters in an error line: enough to name the field and the rule, short enough that a
hostile token (a megabyte of digits) never floods the terminal."""
MAX_TOKEN = 60
"""Characters kept of any one word of a message, so the rest of the line (the rule) survives."""
MAX_DIGITS = 15
"""Digits of a whole number a person gives a tool (a score, a total, a target): far more than
any game needs, and far fewer than the 4,300 Python refuses to convert at all."""
USAGE_ERROR = 2
OUTPUT_ERROR = 1


def shorten(token: str, limit: int = MAX_TOKEN) -> str:
    """`token` cut to `limit` characters in the middle, keeping both ends: a path keeps its
    file name, a quoted value its closing quote."""
    if len(token) <= limit:
        return token
    tail = (limit - 3) // 2
    return f"{token[:limit - 3 - tail]}...{token[-tail:]}"


def error_line(message: str) -> str:
    """`error: message` on one line of at most MAX_LINE characters, long words cut short."""
    line = " ".join(shorten(word) for word in f"error: {message}".split())
    return line if len(line) <= MAX_LINE else line[:MAX_LINE - 3] + "..."


def fail(message: str) -> int:
    """Print the one error line and give the exit status for bad input."""
    print(error_line(message), file=sys.stderr)
    return USAGE_ERROR


def print_json(data: Any, indent: int | None = None) -> int:
    """Write `data` as UTF-8 JSON (what RFC 8259 asks, whatever the locale) on standard output.
    A reader that went away (`| head`) or a full disk is one line, not a traceback."""
    text = json.dumps(data, ensure_ascii=False, indent=indent) + "\n"
    stream = getattr(sys.stdout, "buffer", None)
    try:
        if stream is None:
            sys.stdout.write(text)
        else:
            stream.write(text.encode("utf-8"))
        sys.stdout.flush()
    except BrokenPipeError:
        # Python flushes standard output again at exit; point it at nothing so that it can.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return OUTPUT_ERROR
    except OSError as error:
        print(error_line(f"cannot write the result: {error.strerror or error}"),
              file=sys.stderr)
        return OUTPUT_ERROR
    return 0


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose errors are one line naming the flag (argparse's own message,
    which does), without the usage block that would make it several."""

    def error(self, message: str) -> NoReturn:
        self.exit(USAGE_ERROR, error_line(message) + "\n")
