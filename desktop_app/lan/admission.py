"""Who may try the room code, and how often: the brake on guessing it.

A room code has 32**6 = 2**30 values (about 30 bits). One guess costs one connection (a wrong
code closes it), so guessing is held back where connections come in:

- each address may have at most `PENDING_PER_ADDRESS` joins in progress at once;
- an address that gave `FREE_FAILURES` wrong codes must wait before its next try, twice as
  long after each further wrong code (`FIRST_WAIT` seconds, at most `MAX_WAIT`);
- the whole table accepts at most `TABLE_BURST` wrong codes at once and `TABLE_RATE` a second
  on average from everyone together, so many addresses do not add up to a faster guess.

With the table's budget alone, a guesser needs 2**29 tries on average: at 0.2 a second that is
about 85 years. The seated players are told when an address is locked out or the budget runs
dry (`Alert`), so a guesser is noticed long before that.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

FREE_FAILURES = 3
"""Wrong codes one address may give before it must wait (a typo or two)."""
FIRST_WAIT = 2.0
MAX_WAIT = 300.0
TABLE_RATE = 0.2
"""Wrong codes a second the table accepts on average, from every address together."""
TABLE_BURST = 10.0
PENDING_PER_ADDRESS = 2
"""Joins one address may have in progress at once (a guesser cannot race the lockout); more
connections from it wait their turn, up to the time allowed to prove the code."""
BUSY_WAIT = 0.2
MAX_ADDRESSES = 4096
"""Addresses remembered at once; the oldest harmless ones are forgotten first."""


@dataclass(slots=True)
class _Record:
    failures: int = 0
    until: float = 0.0
    pending: int = 0
    seen: float = 0.0


@dataclass(frozen=True, slots=True)
class Wait:
    """Why a connection may not try the code yet: its address gave too many wrong codes
    ("address"), the table's budget is spent ("table"), or the address already has its
    joins in progress ("busy": the host holds the connection until one ends)."""

    seconds: float
    reason: str


@dataclass(frozen=True, slots=True)
class Alert:
    """A wrong code worth telling the table about: an address locked out, or the table's
    budget of wrong codes spent."""

    address: str
    failures: int
    wait: float
    """Seconds the address (or, when `table`, everyone) must wait before the next try."""
    table: bool = False


class JoinGuard:
    """Counts wrong room codes by address and for the whole table; `admit` says whether a new
    connection may try the code now."""

    def __init__(self, now: Callable[[], float] = time.monotonic) -> None:
        self._now = now
        self._records: dict[str, _Record] = {}
        self._tokens = TABLE_BURST
        self._at = now()
        self.failures = 0
        """Wrong codes since the table opened, from everyone."""

    def _refill(self) -> float:
        at = self._now()
        self._tokens = min(TABLE_BURST, self._tokens + (at - self._at) * TABLE_RATE)
        self._at = at
        return at

    def _record(self, address: str, at: float) -> _Record:
        record = self._records.get(address)
        if record is None:
            if len(self._records) >= MAX_ADDRESSES:
                self._forget(at)
            record = self._records[address] = _Record()
        record.seen = at
        return record

    def _forget(self, at: float) -> None:
        idle = sorted((r.seen, a) for a, r in self._records.items()
                      if r.pending == 0 and r.until <= at)
        for _, address in idle[:max(1, len(idle) // 2)]:
            del self._records[address]

    def admit(self, address: str) -> Wait | None:
        """None if `address` may try the code now (the try is then in progress until `done`);
        otherwise how long it must wait, and why."""
        at = self._refill()
        record = self._record(address, at)
        if record.until > at:
            return Wait(record.until - at, "address")
        if self._tokens < 1:
            return Wait((1 - self._tokens) / TABLE_RATE, "table")
        if record.pending >= PENDING_PER_ADDRESS:
            return Wait(BUSY_WAIT, "busy")
        record.pending += 1
        return None

    def done(self, address: str) -> None:
        """The try admitted for `address` is over (proved, failed or abandoned)."""
        record = self._records.get(address)
        if record is not None and record.pending > 0:
            record.pending -= 1

    def succeeded(self, address: str) -> None:
        record = self._records.get(address)
        if record is not None:
            record.failures = 0
            record.until = 0.0

    def failed(self, address: str) -> Alert | None:
        """A wrong code from `address`; an `Alert` when the table should hear of it."""
        at = self._refill()
        record = self._record(address, at)
        record.failures += 1
        self.failures += 1
        self._tokens -= 1
        if self._tokens < 1:
            return Alert(address, record.failures, (1 - self._tokens) / TABLE_RATE, table=True)
        if record.failures >= FREE_FAILURES:
            wait = min(MAX_WAIT, FIRST_WAIT * 2 ** (record.failures - FREE_FAILURES))
            record.until = at + wait
            return Alert(address, record.failures, wait)
        return None
