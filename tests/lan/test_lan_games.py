"""Whole games across the room on 127.0.0.1: remote bots play every game to its end, and no
client ever receives a card id hidden from its seat, or the seed."""

from __future__ import annotations

import asyncio
import random
from collections import Counter

import pytest
from lan_support import Tap, bot, make_host, start

from desktop_app.games.registry import get_game
from desktop_app.lan.protocol import MAX_FRAME

REMOTE_SEATS = (0, 2)


def _opened_by_a_remote_seat(game: str) -> int:
    """A deal whose first move is a remote seat's. These games are kept to one short round,
    and a turn-based round may end before every seat had a turn (in Cap-It Rummy a computer
    can lay its contract and go out on its first turn): a deal the table opens itself could
    leave the remote bots with nothing to play."""
    probe = make_host(game)
    rng = random.Random()
    while True:
        seed = rng.getrandbits(63)
        if probe.info.new_game(probe.config, seed).to_move() in REMOTE_SEATS:
            return seed


async def _whole_game(game: str, tap: Tap | None = None, monkeypatch=None):
    host = make_host(game, seed=None if get_game(game).real_time
                     else _opened_by_a_remote_seat(game))
    if tap is not None:
        tap.host = host
        tap.install(monkeypatch)
    running = await start(host)
    bots = [asyncio.create_task(bot(host, record=True)) for _ in range(2)]
    state = await asyncio.wait_for(running, 60)
    results = await asyncio.wait_for(asyncio.gather(*bots), 10)
    return host, state, results


@pytest.mark.parametrize("game", ["banakil", "cap_it_rummy", "bain_hand_and_foot", "banapples"])
def test_a_whole_game_with_remote_bots_ends_normally(game):
    host, state, results = asyncio.run(_whole_game(game))
    assert state is not None and state.is_over
    assert not state.check_invariants()
    assert not host.listening
    played = Counter(seat for seat, _ in state.history)
    assert host.stats.dropped == 0
    for client, summary in results:
        assert summary.ending == "game_over"
        if get_game(game).real_time:
            assert summary.actions > 0
        else:
            # Every move of a remote seat came from its bot, and every move the bot sent
            # was played or refused; a seat may have had no turn in one short round.
            assert summary.actions - summary.refused == played[client.view.seat]
        assert client.view.over
        assert client.view.latency is not None  # the client measured its latency
        assert (client.view.action_latency is not None) == (summary.actions > 0)
        assert client.view.deal == state.seed  # shown once the game is over, not before
    assert sum(summary.actions for _, summary in results) > 0  # a remote seat opened
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
