"""Faults at the table: a dropped seat is announced to everyone and played by a computer; it
can be taken back only within the rejoin time."""

from __future__ import annotations

import asyncio

from lan_support import CODE, bot, make_host, start

from desktop_app.lan.client import Client, JoinRefused


async def _drop_one(rejoin_seconds: float, wait: float):
    host = make_host("banakil", pace=0.05, rejoin_seconds=rejoin_seconds)
    running = await start(host)
    leaving = Client("127.0.0.1", host.port, CODE, "Sari", 0)
    await leaving.connect()
    staying = asyncio.create_task(bot(host, pace=0.05))
    while host.state is None:
        await leaving.receive()
    await leaving.close()
    await asyncio.sleep(wait)
    back = Client("127.0.0.1", host.port, CODE, "Sari", 0)
    try:
        await back.connect()
        outcome = "rejoined"
    except JoinRefused as error:
        outcome = str(error)
    await back.close()
    state = await asyncio.wait_for(running, 60)
    other, _ = await staying
    return host, state, other, outcome


def test_a_dropped_seat_is_announced_and_can_be_taken_back():
    host, state, other, outcome = asyncio.run(_drop_one(rejoin_seconds=30, wait=0.3))
    assert outcome == "rejoined"
    assert state.is_over
    kinds = [(n["kind"], n["seat"], n["name"]) for n in other.view.notices]
    assert ("dropped", 0, "Sari") in kinds and ("rejoined", 0, "Sari") in kinds
    assert host.stats.dropped >= 1 and host.stats.rejoined == 1


def test_after_the_rejoin_time_the_seat_stays_with_the_computer():
    host, state, _, outcome = asyncio.run(_drop_one(rejoin_seconds=0.2, wait=0.6))
    assert outcome == "seat 1 is not free"
    assert state.is_over and host.stats.rejoined == 0
