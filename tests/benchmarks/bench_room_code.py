"""How fast can someone on the network guess a room code? Wrong codes tried against a live
table on the loopback address (the fastest network there is), as fast as one guesser can,
from one address and from many.

Run by hand: `python tests/benchmarks/bench_room_code.py [seconds]`. Three runs side by side:
the reference without any brake (a guard that admits everything: what the connection, the
challenge and the proof cost on their own), then the table's real `JoinGuard` from one
address, then the real guard with every guess from a fresh address (as an attacker with many
addresses would). For each: connections the guesser made per second, the wrong codes the
host checked, their steady rate over the second half of the run (once the bursts the brake
allows are spent) and the expected time to find a code at that rate (half of the 32**6
codes).
"""

from __future__ import annotations

import asyncio
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from desktop_app.games.registry import get_game
from desktop_app.lan.admission import JoinGuard, Wait
from desktop_app.lan.client import Client, JoinRefused
from desktop_app.lan.host import Host, parse_seats
from desktop_app.lan.protocol import CODE_ALPHABET, CODE_LENGTH, ProtocolError, room_key
from tests.benchmarks._common import report

YEAR = 365.25 * 24 * 3600


class Open(JoinGuard):
    """The reference: no brake at all."""

    def admit(self, address: str) -> Wait | None:
        return None


class FreshAddresses(JoinGuard):
    """The real guard, seeing every connection come from an address it never saw."""

    def __init__(self) -> None:
        super().__init__()
        self._count = 0

    def _next(self) -> str:
        self._count += 1
        return f"10.{self._count >> 16 & 255}.{self._count >> 8 & 255}.{self._count & 255}"

    def admit(self, address: str) -> Wait | None:
        self._address = self._next()
        return super().admit(self._address)

    def done(self, address: str) -> None:
        super().done(self._address)

    def failed(self, address: str):  # type: ignore[no-untyped-def]
        return super().failed(self._address)


async def _guess(guard: JoinGuard, seconds: float) -> dict[str, float]:
    info = get_game("banakil")
    host = Host(info, info.make_config(players=2), parse_seats("remote,ai:easy", info), "RIGHT2",
                bind="127.0.0.1", port=0)
    host.guard = guard
    ready = asyncio.Event()
    host.on_ready = lambda port: ready.set()
    running = asyncio.create_task(host.run())
    await ready.wait()
    wrong = room_key("WRONG3")  # derived once: the guesser's PBKDF2 is not what is measured
    tries = 0
    start = time.monotonic()
    middle, end = start + seconds / 2, start + seconds
    at_middle: int | None = None
    while (now := time.monotonic()) < end:
        if at_middle is None and now >= middle:
            at_middle = host.stats.wrong_codes  # the bursts the brake allows are spent
        try:
            await Client("127.0.0.1", host.port, "", key=wrong).connect()
        except (JoinRefused, ProtocolError, OSError):
            tries += 1
    host.quit()
    await running
    steady = (host.stats.wrong_codes - (at_middle or 0)) / (seconds / 2)
    half = len(CODE_ALPHABET) ** CODE_LENGTH / 2
    return {"connections_per_s": round(tries / seconds, 1),
            "wrong_codes_checked": host.stats.wrong_codes,
            "steady_wrong_codes_per_s": round(steady, 3),
            "turned_away": host.stats.turned_away,
            "expected_years_to_find": round(half / steady / YEAR, 2) if steady else None}


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 20.0
    figures = {"seconds_each": seconds, "codes": len(CODE_ALPHABET) ** CODE_LENGTH}
    for name, guard in (("reference_no_brake", Open()), ("guard_one_address", JoinGuard()),
                        ("guard_fresh_address_each_try", FreshAddresses())):
        figures[name] = asyncio.run(_guess(guard, seconds))
    report("room_code", figures)


if __name__ == "__main__":
    main()
