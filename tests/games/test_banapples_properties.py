"""Property tests of the Banapples engine: random legal, stale and illegal commands.

Invariants after every command (every player's 40 cards accounted for, BA-01; piles legal,
BA-05/06); refused commands change nothing (BA-21); a command log replays exactly (BA-24) and
survives the JSON round trip; observations never name a face-down card (BA-02/04).
"""

from __future__ import annotations

import json
import random
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.cards.fruit import ALL_FRUIT_CARDS
from desktop_app.games.banapples import BanapplesConfig, BanapplesState, Play
from desktop_app.games.banapples.phase import Phase
from desktop_app.games.base import Action, GameRecord, IllegalAction
from desktop_app.games.registry import replay

ZONES = ["seeds/0", "seeds/1", "compost/0", "compost/1", "draw/0", "tree/0/0", "tree/0/1",
         "tree/0/2", "tree/1/0", "canopy/0", "canopy/1", "canopies/0", "canopies/1", "stock"]


def seed_first(state: BanapplesState, seat: int) -> list:
    """Legal commands, seed plays and canopy plays first (so rounds end within a test)."""
    legal = state.legal_actions(seat)

    def rank(action: object) -> int:
        if isinstance(action, Play):
            return 0 if action.src.startswith("seeds") else 1
        return 2

    return sorted(legal, key=rank)


def random_command(data: st.DataObject, players: int, clock: float) -> Play:
    cards = st.sampled_from(ALL_FRUIT_CARDS[:40 * players])
    return Play(data.draw(st.sampled_from(ZONES)), data.draw(st.sampled_from(ZONES)),
                data.draw(cards), data.draw(st.none() | cards), clock)


def run_commands(data: st.DataObject, state: BanapplesState, steps: int) -> dict[str, int]:
    """Apply `steps` commands of three kinds; check what must hold after each."""
    counts = {"accepted": 0, "refused": 0}
    old: list[tuple[int, Action]] = []
    clock = 0.0
    for _ in range(steps):
        if state.is_over:
            break
        clock += data.draw(st.sampled_from([0.0, 0.25, 1.0]))
        seat = data.draw(st.integers(0, state.players - 1))
        kind = data.draw(st.sampled_from(["legal"] * 6 + ["stale", "random"]))
        if kind == "legal":
            legal = seed_first(state, seat)
            if not legal:
                continue
            action = with_clock(legal[data.draw(st.integers(0, len(legal) - 1))], clock)
            old.append((seat, action))
        elif kind == "stale" and old:
            seat, action = old[data.draw(st.integers(0, len(old) - 1))]
            action = with_clock(action, clock)
        else:
            action = random_command(data, state.players, clock)
        before = state.snapshot()
        try:
            state.apply(seat, action)
        except IllegalAction:
            counts["refused"] += 1
            assert state.snapshot() == before, f"refused {action} changed the state"
            continue
        counts["accepted"] += 1
        problems = state.check_invariants()
        assert not problems, (action, problems)
    return counts


def with_clock(action: Action, clock: float) -> Action:
    return replace(action, clock=clock)


@settings(max_examples=25)
@given(data=st.data(), players=st.integers(2, 4), seed=st.integers(0, 2**31 - 1))
def test_conservation_and_refusals_change_nothing(data: st.DataObject, players: int, seed: int):
    state = BanapplesState.new_game(BanapplesConfig(players=players), seed)
    run_commands(data, state, 120)


@settings(max_examples=15)
@given(data=st.data(), seed=st.integers(0, 2**31 - 1),
       strict=st.booleans(), penalty=st.sampled_from(["face_value", "per_card:3"]))
def test_replay_and_record_round_trip(data: st.DataObject, seed: int, strict: bool,
                                      penalty: str):
    config = BanapplesConfig(players=2, target=60, strict_compost=strict, seed_penalty=penalty)
    state = BanapplesState.new_game(config, seed)
    run_commands(data, state, 200)
    record = GameRecord.from_json(json.loads(json.dumps(state.record().to_json())))
    again = replay(record)
    assert again.snapshot() == state.snapshot()
    assert [type(a) for _, a in again.history] == [type(a) for _, a in state.history]


@settings(max_examples=20)
@given(data=st.data(), players=st.integers(2, 4), seed=st.integers(0, 2**31 - 1))
def test_observations_hide_face_down_cards(data: st.DataObject, players: int, seed: int):
    state = BanapplesState.new_game(BanapplesConfig(players=players), seed)
    run_commands(data, state, 80)
    hidden = state.hidden_cards()
    rng = random.Random(seed)
    for seat in range(players):
        obs = state.observation(seat)
        assert not obs.visible_cards() & hidden
        # sample_world: a full legal state that this seat could not tell from the real one.
        world = obs.sample_world(rng)
        assert not world.check_invariants()
        assert world.observation(seat) == obs
    if state.phase is Phase.PLAY:
        assert hidden, "below each seed top lie face-down cards"


@settings(max_examples=10)
@given(data=st.data(), seed=st.integers(0, 2**31 - 1))
def test_clone_is_independent(data: st.DataObject, seed: int):
    state = BanapplesState.new_game(BanapplesConfig(players=3), seed)
    run_commands(data, state, 30)
    copy = state.clone()
    before = state.snapshot()
    assert copy.snapshot() == before
    run_commands(data, copy, 30)
    assert state.snapshot() == before
