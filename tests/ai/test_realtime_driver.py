"""The real-time driver: a simulated clock, reaction times, one queue (BA-21..24)."""

from __future__ import annotations

import json
import random

from desktop_app.ai.banapples import MediumBanapplesPlayer
from desktop_app.ai.realtime import RealTimeDriver
from desktop_app.ai.registry import make_player
from desktop_app.games.banapples import BanapplesConfig, BanapplesState, Compost, Play
from desktop_app.games.base import GameRecord, RoundEnded
from desktop_app.games.registry import replay
from tests.games.banapples_table import card, make_table


def play_game(seed: int, levels: tuple[str, ...], target: int = 120) -> tuple[RealTimeDriver,
                                                                             dict[str, int]]:
    state = BanapplesState.new_game(BanapplesConfig(players=len(levels), target=target), seed)
    driver = RealTimeDriver(state, [make_player("banapples", lv) for lv in levels],
                            random.Random(seed))
    counts = {"accepted": 0, "stale": 0, "discarded": 0, "refused": 0}
    last_clock = 0.0
    for _ in range(100_000):
        if state.is_over:
            break
        for outcome in driver.step():
            kind = ("discarded" if outcome.discarded else "accepted" if outcome.accepted
                    else "stale" if outcome.stale else "refused")
            counts[kind] += 1
            assert not state.check_invariants()
        assert driver.clock >= last_clock  # the simulated clock never runs backwards
        last_clock = driver.clock
    return driver, counts


def test_a_whole_game_runs_on_the_simulated_clock():
    driver, counts = play_game(4, ("hard", "medium", "easy"))
    state = driver.state
    assert state.is_over and len(state.winners()) == 1
    assert counts["refused"] == 0  # players only ever give commands legal when decided
    assert counts["stale"] > 0 and counts["discarded"] > 0  # races happen, BA-21/23
    assert state.clock == driver.clock > 0
    # BA-24: the accepted commands, as JSON, replay the game exactly.
    record = GameRecord.from_json(json.loads(json.dumps(state.record().to_json())))
    assert replay(record).snapshot() == state.snapshot()


def test_same_seeds_same_game():
    first, _ = play_game(7, ("medium", "medium"), target=80)
    second, _ = play_game(7, ("medium", "medium"), target=80)
    assert first.state.snapshot() == second.state.snapshot()
    assert first.state.history == second.state.history


def test_reaction_time_sets_the_pace():
    # A player looks at the table, and its command arrives one reaction time later.
    state = make_table(seeds={0: "B9@0 A1@0", 1: "B9@1 A1@1"})
    fast = MediumBanapplesPlayer(reaction_time=0.5, jitter=0)
    slow = MediumBanapplesPlayer(reaction_time=2.0, jitter=0)
    driver = RealTimeDriver(state, [slow, fast], random.Random(1))
    assert driver.next_arrival() == 0.5
    outcomes = driver.step()
    assert [(o.seat, o.action.clock) for o in outcomes] == [(1, 0.5)]
    assert [driver.step()[0].seat for _ in range(3)] == [1, 1, 1]  # 1.0, 1.5, 2.0 - fast
    assert driver.clock == 2.0


def test_simultaneous_arrivals_enter_the_queue_in_decision_order():
    # BA-22: both race for the same canopy spot at the same instant; the first queued wins.
    state = make_table(seeds={0: "B9@0 A3@0", 1: "B9@1 A3@1"}, canopies=[(0, "A1@0 A2@0")])
    players = [MediumBanapplesPlayer(reaction_time=1.0, jitter=0) for _ in range(2)]
    driver = RealTimeDriver(state, players, random.Random(1))
    first, second = driver.step()
    assert first.seat == 0 and first.accepted
    assert second.seat == 1 and second.stale and second.action.clock == 1.0
    assert state.canopies[0].cards[-1] == card("A3@0")


def test_commands_in_flight_are_discarded_when_the_round_ends():
    # BA-23: seat 1's command was on its way when seat 0 played its last seed card.
    state = make_table(seeds={0: "A1@0", 1: "B9@1 A1@1"})
    players = [MediumBanapplesPlayer(reaction_time=1.0, jitter=0),
               MediumBanapplesPlayer(reaction_time=1.5, jitter=0)]
    driver = RealTimeDriver(state, players, random.Random(1))
    outcomes = driver.step()
    assert outcomes[0].ended_round
    assert [(o.seat, o.discarded) for o in outcomes[1:]] == [(1, True)]
    assert state.results[-1]["breakdown"][1]["bonus"] == 0
    # Between rounds only the dealer acts: it deals after its reaction time.
    dealer = state.dealer
    assert [p is not None for p in driver.pending] == [s == dealer for s in range(2)]
    events = driver.step()[0].events
    assert state.round_no == 2 and not any(isinstance(e, RoundEnded) for e in events)


def test_a_person_at_the_table_submits_through_the_same_queue():
    state = make_table(seeds={0: "B9@0 A3@0", 1: "B9@1 A3@1"}, canopies=[(0, "A1@0 A2@0")])
    bot = MediumBanapplesPlayer(reaction_time=1.0, jitter=0)
    driver = RealTimeDriver(state, [None, bot], random.Random(1))
    assert driver.pending[0] is None  # nobody plans for the person
    mine = driver.submit(0, Play("seeds/0", "canopy/0", card("A3@0"), card("A2@0")))
    assert mine[0].accepted
    late = driver.step()  # the bot decided before the person's play: now stale
    assert late[0].seat == 1 and late[0].stale
    assert driver.submit(0, Compost())[0].accepted
