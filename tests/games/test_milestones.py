"""The engines announce the moments a table shows as banners (`Milestone` events): a canasta
closed (HF-07), a foot picked up (HF-17), a contract laid (CR-07), a player going out (HF-18,
CR-16, BK-19, BA-16). Each is checked against the state before and after the action that
caused it, over rounds played by the medium computer players."""

from __future__ import annotations

import random

from desktop_app.ai.base import RealTimePlayer
from desktop_app.ai.realtime import RealTimeDriver
from desktop_app.ai.registry import make_player
from desktop_app.games.base import (
    CANASTA_CLOSED,
    CONTRACT_LAID,
    FOOT_PICKED,
    WENT_OUT_NOW,
    CardMoved,
    Event,
    GameState,
    Milestone,
    RoundEnded,
)
from desktop_app.games.registry import get_game


def played(game_id: str, seed: int, actions: int = 1500, **config: object
           ) -> list[tuple[GameState, int, list[Event], GameState]]:
    """(state before, seat, events, state after) for every action of a game's first rounds."""
    info = get_game(game_id)
    state = info.new_game(info.make_config(**config), seed)
    rng = random.Random(seed)
    players = [make_player(game_id, "medium") for _ in range(state.config.players)]
    steps = []
    for _ in range(actions):
        seat = state.to_move()
        if seat is None or state.is_over:
            break
        before = state.clone()
        events = state.apply(seat, players[seat].choose(state.observation(seat), rng))
        steps.append((before, seat, events, state.clone()))
    return steps


def milestones(events: list[Event], kind: str) -> list[Milestone]:
    return [e for e in events if isinstance(e, Milestone) and e.kind == kind]


def test_hand_and_foot_announces_canastas_feet_and_going_out():
    seen = {CANASTA_CLOSED: 0, FOOT_PICKED: 0, WENT_OUT_NOW: 0}
    for seed in (1, 2):
        for before, seat, events, after in played("bain_hand_and_foot", seed):
            # HF-07: a meld reaching seven cards is a closed canasta, announced once.
            newly = sorted(m.id for m in after.melds.values() if m.closed
                           and not (m.id in before.melds and before.melds[m.id].closed))
            closed = milestones(events, CANASTA_CLOSED)
            ended = any(isinstance(e, RoundEnded) for e in events) or \
                before.round_no != after.round_no
            if not ended:
                assert len(closed) == len(newly)
                for milestone, meld_id in zip(closed, newly, strict=False):
                    meld = after.melds[meld_id]
                    assert milestone.detail == meld.canasta.value
                    assert milestone.rank == meld.key
            assert all(m.seat == seat for m in closed)
            # HF-17: the foot is announced just before its cards reach the hand.
            feet = milestones(events, FOOT_PICKED)
            if feet and not ended:
                assert not before.foot_picked[seat] and after.foot_picked[seat]
                at = events.index(feet[0])
                assert any(isinstance(e, CardMoved) and e.src == f"foot/{seat}"
                           and e.dst == f"hand/{seat}" for e in events[at:])
                assert not any(isinstance(e, CardMoved) and e.src == f"foot/{seat}"
                               for e in events[:at])
            elif not ended:
                assert before.foot_picked[seat] == after.foot_picked[seat]
            out = milestones(events, WENT_OUT_NOW)
            result = next((e.result for e in events if isinstance(e, RoundEnded)), None)
            if result is not None:
                assert [m.seat for m in out] == ([] if result["went_out"] is None
                                                 else [result["went_out"]])
            else:
                assert out == []
            for kind in seen:
                seen[kind] += len(milestones(events, kind))
    assert all(seen.values()), seen  # every kind happened in these deals


def test_cap_it_rummy_announces_the_contract_and_going_out():
    laid = out = 0
    for before, seat, events, after in played("cap_it_rummy", 4, players=4):
        contract = milestones(events, CONTRACT_LAID)
        # CR-07: the first melds of a seat's round are its contract.
        changed = not before.has_contract(seat) and after.round_no == before.round_no \
            and after.has_contract(seat)
        if not any(isinstance(e, RoundEnded) for e in events):
            assert [m.seat for m in contract] == ([seat] if changed else [])
        result = next((e.result for e in events if isinstance(e, RoundEnded)), None)
        went = [m.seat for m in milestones(events, WENT_OUT_NOW)]
        assert went == ([] if result is None or result["went_out"] is None
                        else [result["went_out"]])  # CR-16
        laid += len(contract)
        out += len(went)
    assert laid and out


def test_banakil_announces_going_out():
    out = 0
    for _before, _seat, events, _after in played("banakil", 5, players=4, partnerships=True):
        result = next((e.result for e in events if isinstance(e, RoundEnded)), None)
        went = [m.seat for m in milestones(events, WENT_OUT_NOW)]
        assert went == ([] if result is None or result["went_out"] is None
                        else [result["went_out"]])  # BK-19
        out += len(went)
    assert out


def banapples_round(seed: int) -> list[Event]:
    """Every event of one Banapples round played by the medium computers on their clocks."""
    info = get_game("banapples")
    state = info.new_game(info.make_config(players=3), seed)
    players = [make_player("banapples", "medium") for _ in range(3)]
    driver = RealTimeDriver(state, [p for p in players if isinstance(p, RealTimePlayer)],
                            random.Random(seed))
    events: list[Event] = []
    for _ in range(20000):
        events.extend(e for outcome in driver.step() for e in outcome.events)
        if any(isinstance(e, RoundEnded) for e in events):
            return events
    raise AssertionError("the round did not end")


def test_banapples_announces_going_out():
    events = banapples_round(seed=2)
    result = next(e.result for e in events if isinstance(e, RoundEnded))
    went = [m.seat for m in milestones(events, WENT_OUT_NOW)]
    assert went == ([] if result["went_out"] is None else [result["went_out"]])  # BA-16
    assert events.index(next(e for e in events if isinstance(e, RoundEnded))) > \
        max((events.index(m) for m in milestones(events, WENT_OUT_NOW)), default=-1)
