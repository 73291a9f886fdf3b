"""Guessing the room code is held back: an address that keeps giving wrong codes waits longer
and longer, the whole table takes only a trickle of wrong codes from everyone together, and
the seated players are told (issue 18, item 4: nobody else gets in)."""

from __future__ import annotations

import asyncio

import pytest
from lan_support import CODE, make_host, start

from desktop_app.lan.admission import (
    FIRST_WAIT,
    FREE_FAILURES,
    MAX_WAIT,
    PENDING_PER_ADDRESS,
    TABLE_BURST,
    TABLE_RATE,
    JoinGuard,
)
from desktop_app.lan.client import Client, JoinRefused
from desktop_app.lan.protocol import CODE_ALPHABET, CODE_LENGTH


class Clock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def _fail(guard: JoinGuard, address: str):
    assert guard.admit(address) is None
    guard.done(address)
    return guard.failed(address)


def test_an_address_gets_a_few_tries_then_waits_twice_as_long_after_each_wrong_code():
    clock = Clock()
    guard = JoinGuard(clock)
    assert [_fail(guard, "10.0.0.9") for _ in range(FREE_FAILURES - 1)] == [None] * 2
    alert = _fail(guard, "10.0.0.9")
    assert alert is not None and alert.wait == FIRST_WAIT and not alert.table
    wait = guard.admit("10.0.0.9")
    assert wait.seconds == pytest.approx(FIRST_WAIT) and wait.reason == "address"
    assert guard.admit("10.0.0.8") is None  # another address is not held back
    guard.done("10.0.0.8")
    clock.t += FIRST_WAIT
    alert = _fail(guard, "10.0.0.9")
    assert alert is not None and alert.wait == 2 * FIRST_WAIT
    clock.t += 3600
    for _ in range(20):
        clock.t += 3600
        alert = _fail(guard, "10.0.0.9")
    assert alert is not None and alert.wait == MAX_WAIT


def test_the_right_code_clears_an_address_and_joins_in_progress_are_bounded():
    clock = Clock()
    guard = JoinGuard(clock)
    for _ in range(FREE_FAILURES - 1):
        _fail(guard, "10.0.0.9")
    assert guard.admit("10.0.0.9") is None
    guard.done("10.0.0.9")
    guard.succeeded("10.0.0.9")  # a typo, then the right code
    assert [_fail(guard, "10.0.0.9") for _ in range(FREE_FAILURES - 1)] == [None] * 2
    for _ in range(PENDING_PER_ADDRESS):
        assert guard.admit("10.0.0.7") is None
    assert guard.admit("10.0.0.7").reason == "busy"  # a guesser cannot race the lockout


def test_many_addresses_together_get_only_the_tables_trickle_of_tries():
    clock = Clock()
    guard = JoinGuard(clock)
    alerts = [_fail(guard, f"10.0.{i // 250}.{i % 250}") for i in range(int(TABLE_BURST))]
    assert alerts[-1] is not None and alerts[-1].table
    wait = guard.admit("10.9.9.9")
    assert wait.seconds == pytest.approx(1 / TABLE_RATE) and wait.reason == "table"
    clock.t += 1 / TABLE_RATE
    assert guard.admit("10.9.9.9") is None


def test_guessing_a_room_code_takes_longer_than_a_lifetime():
    """The figures the README quotes: a 6-letter code from 32 letters, tried at the table's
    sustained rate, is found on average after half the codes."""
    codes = len(CODE_ALPHABET) ** CODE_LENGTH
    assert codes == 2**30
    years = codes / 2 / TABLE_RATE / (365 * 24 * 3600)
    assert years > 80


def test_wrong_codes_lock_the_address_out_and_the_seated_players_are_told():
    async def scenario():
        host = make_host("banakil", seats="remote,remote,ai:medium,ai:medium")
        running = await start(host)
        seated = Client("127.0.0.1", host.port, CODE, "Sari")
        await seated.connect()
        refusals = []
        for _ in range(FREE_FAILURES):
            with pytest.raises(JoinRefused) as wrong:
                await Client("127.0.0.1", host.port, "WRONG9", "x").connect()
            refusals.append(str(wrong.value))
        # Locked out: even the right code is not tried now.
        with pytest.raises(JoinRefused) as locked:
            await Client("127.0.0.1", host.port, CODE, "Budi").connect()
        while not seated.view.alerts:
            await seated.receive()
        host.quit()
        await running
        await seated.close()
        return host, seated.view.alerts, refusals, str(locked.value)

    host, alerts, refusals, locked = asyncio.run(scenario())
    assert refusals == ["wrong room code"] * FREE_FAILURES
    assert locked.startswith("too many wrong room codes: try again in")
    assert alerts[0]["address"] == "127.0.0.1" and alerts[0]["failures"] == FREE_FAILURES
    assert alerts[0]["wait"] == FIRST_WAIT and not alerts[0]["table"]
    assert host.stats.wrong_codes == FREE_FAILURES and host.stats.turned_away == 1


def test_several_joins_at_once_from_one_address_wait_their_turn():
    """Three seats joining from the host's own machine at the same moment (a hot seat and a
    bot, say): the third waits for a free turn to prove the code instead of being refused."""
    async def scenario():
        host = make_host("banakil", seats="remote,remote,remote,ai:medium")
        running = await start(host)
        clients = [Client("127.0.0.1", host.port, CODE, name) for name in ("A", "B", "C")]
        views = await asyncio.gather(*(client.connect() for client in clients))
        while host.state is None:
            await asyncio.sleep(0.01)
        host.quit()
        await running
        for client in clients:
            await client.close()
        return host, views

    host, views = asyncio.run(scenario())
    assert sorted(view.seat for view in views) == [0, 1, 2]
    assert host.stats.turned_away == 0 and host.stats.denied == 0
