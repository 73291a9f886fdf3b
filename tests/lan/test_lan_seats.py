"""Seats at the host's own screen: `local` seats (several make a hot seat) are open only to
connections from this machine's loopback address; a client across the room asking for any
free seat gets a remote one, and asking for a local seat is refused."""

from __future__ import annotations

import asyncio

import pytest
from lan_support import CODE, make_host, start

from desktop_app.games.registry import get_game
from desktop_app.lan.client import Client, JoinRefused
from desktop_app.lan.discovery import local_address
from desktop_app.lan.host import parse_seats


def test_seats_are_parsed_with_several_humans_at_the_hosts_screen():
    info = get_game("banakil")
    seats = parse_seats("local, local ,remote,ai:hard", info)
    assert [(s.kind, s.level, s.human) for s in seats] == [
        ("local", None, True), ("local", None, True), ("remote", None, True),
        ("computer", "hard", False)]
    for wrong, words in (("local,ai:genius,remote,remote", "not remote, local or one of"),
                         ("local:2,remote,remote,remote", "is not remote, local"),
                         ("local,remote,local,remote,local", "2 to 4 players, not 5")):
        with pytest.raises(ValueError, match=words):
            parse_seats(wrong, info)
    with pytest.raises(ValueError, match="at least one remote or local"):
        parse_seats("ai:easy,ai:easy,ai:easy,ai:easy", info)


def test_a_local_seat_is_open_only_from_this_machine():
    address = local_address()
    if address.startswith("127."):
        pytest.skip("this machine has no address on a network")

    async def scenario():
        host = make_host("banakil", seats="local,remote,local,ai:medium", bind="0.0.0.0")
        running = await start(host)
        refused = []
        try:
            with pytest.raises(JoinRefused) as wrong_seat:
                await Client(address, host.port, CODE, "Across", 0).connect()
            refused.append(str(wrong_seat.value))
            across = Client(address, host.port, CODE, "Across")
            across_view = await across.connect()
            full = Client(address, host.port, CODE, "Another")
            with pytest.raises(JoinRefused) as no_seat:
                await full.connect()  # only local seats are left
            refused.append(str(no_seat.value))
            here = [Client("127.0.0.1", host.port, CODE, name) for name in ("Ana", "Ben")]
            views = [await client.connect() for client in here]
        finally:
            host.quit()
            await running
        return across_view.seat, [v.seat for v in views], refused

    across, here, refused = asyncio.run(scenario())
    assert across == 1 and sorted(here) == [0, 2]
    assert refused == ["seat 1 is not free", "no free seat at this table"]
