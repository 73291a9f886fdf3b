"""Whole games across the room on 127.0.0.1: remote bots play every game to its end, and no
client ever receives a card id hidden from its seat, or the seed."""

from __future__ import annotations

import asyncio
import os

import pytest
from lan_support import Tap, bot, make_host, start

from desktop_app.lan.protocol import MAX_FRAME


async def _whole_game(game: str, tap: Tap | None = None, monkeypatch=None):
    host = make_host(game)
    if tap is not None:
        tap.host = host
        tap.install(monkeypatch)
    running = await start(host)
    bots = [asyncio.create_task(bot(host, record=True)) for _ in range(2)]
    state = await asyncio.wait_for(running, 60)
    results = await asyncio.wait_for(asyncio.gather(*bots), 10)
    return host, state, results


QUARANTINED = pytest.mark.skipif(
    not os.environ.get("MEJA_KARTU_LAN_RACE"),
    reason="quarantined: in 2 of 3 whole-suite runs on 2 cores a remote bot's seat made no "
           "action in this one-round game; run with MEJA_KARTU_LAN_RACE=1 (issue 18)")


@pytest.mark.parametrize("game", ["banakil", pytest.param("cap_it_rummy", marks=QUARANTINED),
                                  "bain_hand_and_foot", "banapples"])
def test_a_whole_game_with_remote_bots_ends_normally(game):
    host, state, results = asyncio.run(_whole_game(game))
    assert state is not None and state.is_over
    assert not state.check_invariants()
    assert not host.listening
    for client, summary in results:
        assert summary.ending == "game_over"
        assert summary.actions > 0
        assert client.view.over
        assert client.view.latency is not None  # the client measured its latency
        assert client.view.action_latency is not None
        assert client.view.deal == state.seed  # shown once the game is over, not before
    remote_seats = {client.view.seat for client, _ in results}
    assert remote_seats == {0, 2}
    assert host.stats.closed_malformed == 0
    # The table listens only while it is hosted.
    with pytest.raises(ConnectionRefusedError):
        asyncio.run(asyncio.open_connection("127.0.0.1", host.port))


@pytest.mark.parametrize("game", ["banakil", "cap_it_rummy", "bain_hand_and_foot", "banapples"])
def test_no_hidden_card_id_or_seed_reaches_a_client(game, monkeypatch):
    tap = Tap(host=None)  # type: ignore[arg-type]
    _host, state, results = asyncio.run(_whole_game(game, tap, monkeypatch))
    assert state.is_over
    for client, _ in results:
        seat = client.view.seat
        # What the scan saw is exactly what the client received, byte for byte.
        assert bytes(client.received) == tap.stream_of(seat)
        assert tap.leaks(seat) == []
        frames = [f for frames in tap.frames.values() for s, f, _, _ in frames if s == seat]
        assert max(len(f) for f in frames) <= MAX_FRAME + 4


def test_the_leak_scan_finds_a_hidden_card(monkeypatch):
    """The scan is not blind: a host that sent a seat its neighbour's hand is caught."""
    from desktop_app.lan import host as host_module

    real = host_module.encode_observation

    def leaky(observation):
        data = real(observation)
        neighbour = tap.host.state.hands[(observation.seat + 1) % 4]
        data["known"] = [[c.code for c in neighbour], *data["known"][1:]]
        return data

    tap = Tap(host=None)  # type: ignore[arg-type]

    async def scenario():
        host = make_host("banakil")
        tap.host = host
        tap.install(monkeypatch)
        running = await start(host)
        monkeypatch.setattr(host_module, "encode_observation", leaky)
        bots = [asyncio.create_task(bot(host, record=True)) for _ in range(2)]
        await asyncio.sleep(0.5)
        host.quit()
        await asyncio.wait_for(running, 20)
        for task in bots:
            task.cancel()
        await asyncio.gather(*bots, return_exceptions=True)

    asyncio.run(scenario())
    assert tap.leaks(0) or tap.leaks(2)
