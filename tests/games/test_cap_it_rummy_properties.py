"""Property tests: random play (legal, computer-chosen and random illegal actions) keeps every
card accounted for, illegal actions change nothing, observations hide what they must, and a
game replays exactly from its record."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.ai.cap_it_rummy import EasyCapItPlayer, MediumCapItPlayer
from desktop_app.cards.melds import MeldKind
from desktop_app.games.base import CardMoved, GameRecord, IllegalAction
from desktop_app.games.cap_it_rummy import (
    CapItConfig,
    CapItState,
    Deal,
    Discard,
    DrawStock,
    LayContract,
    LayOff,
    Meld,
    Push,
    SwapWild,
    TakeDiscard,
)
from desktop_app.games.registry import replay

configs = st.builds(
    CapItConfig,
    players=st.sampled_from([4, 5, 6]),
    ace_low=st.booleans(),
    discard_ban=st.booleans(),
    stakes=st.booleans(),
    contracts=st.sampled_from([CapItConfig().contracts, ("set3", "run3"), ("run3 run7",)]),
)


def random_action(state: CapItState, rng: random.Random) -> tuple[int, object]:
    """A seat and an action that is often illegal: wrong seat, cards not held, bad melds."""
    seat = state.current if rng.random() < 0.85 else rng.randrange(state.players)
    hand = state.hands[seat] or state.stock[:3]
    pool = hand + state.stock[-2:] + state.discard[-1:]
    meld_ids = [*state.melds, 99]
    kind = rng.choice([MeldKind.SET, MeldKind.RUN, None])
    start = rng.choice([None, 2, 5, 12]) if kind is not MeldKind.SET else None

    def some(k: int) -> tuple:
        return tuple(rng.sample(pool, min(k, len(pool))))

    choices = [
        lambda: Discard(rng.choice(pool)),
        lambda: Meld(some(rng.randint(1, 4)), kind, start),
        lambda: LayContract((Meld(some(3), kind, start), Meld(some(4), MeldKind.RUN, 3))),
        lambda: LayOff(rng.choice(meld_ids), some(rng.randint(1, 2)),
                       rng.choice([None, "low", "high", "middle"])),
        lambda: SwapWild(rng.choice(meld_ids), rng.choice(pool), rng.choice(pool)),
        TakeDiscard, Push, DrawStock, Deal,
    ]
    return seat, rng.choice(choices)()


def hidden_from(state: CapItState, seat: int) -> set:
    """Cards `seat` has not seen: other hands (but what it saw enter them) and the stock
    (but the face-up wilds put under it)."""
    hidden = {c for c in state.stock if c not in state.public_stock}
    for other in range(state.players):
        if other != seat:
            hidden |= set(state.hands[other]) - state.known[other]
    return hidden


def check_views(state: CapItState, events: list) -> None:
    for seat in range(state.players):
        visible = state.observation(seat).visible_cards()
        leaked = visible & hidden_from(state, seat)
        assert not leaked, f"seat {seat} sees hidden {leaked}"
    for event in events:
        if isinstance(event, CardMoved) and event.visible_to is not None:
            for seat in range(state.players):
                seen = event.for_seat(seat).card
                assert (seen is not None) == (seat in event.visible_to)
                if seat not in event.visible_to and event.card not in state.public_stock:
                    # The pushed (or drawn) stock card stays hidden from everyone else.
                    in_hand = any(event.card in h for h in state.hands)
                    owner = next((s for s, h in enumerate(state.hands) if event.card in h), None)
                    if in_hand and event.card not in state.known[owner]:
                        assert event.card not in state.observation(seat).visible_cards()


def play(config: CapItConfig, seed: int, steps: int, illegal_rate: float = 0.15,
         views: bool = True, chosen_rate: float = 0.5) -> CapItState:
    """Play `steps` actions: random illegal ones, computer players' choices (which lay
    contracts and go out) and uniformly random legal ones (which run the stock out)."""
    state = CapItState.new_game(config, seed)
    assert state.check_invariants() == []
    rng = random.Random(seed)
    players = [EasyCapItPlayer(), MediumCapItPlayer()]
    for _ in range(steps):
        if state.is_over:
            break
        roll = rng.random()
        if roll < illegal_rate:
            seat, action = random_action(state, rng)
            before = state.snapshot()
            history = len(state.history)
            try:
                events = state.apply(seat, action)
            except IllegalAction:
                assert state.snapshot() == before
                assert len(state.history) == history
                continue
        else:
            seat = state.to_move()
            if roll < illegal_rate + chosen_rate:
                action = players[seat % 2].choose(state.observation(seat), rng)
            else:
                action = rng.choice(state.legal_actions(seat))
            events = state.apply(seat, action)
        problems = state.check_invariants()
        assert problems == [], problems
        if views:
            check_views(state, events)
    return state


@settings(max_examples=14)
@given(config=configs, seed=st.integers(0, 2**31 - 1), steps=st.integers(30, 320),
       chosen_rate=st.sampled_from([0.0, 0.5, 0.8]))
def test_random_play_keeps_cards_and_hides_what_it_must(config, seed, steps, chosen_rate):
    play(config, seed, steps, chosen_rate=chosen_rate)


@settings(max_examples=8)
@given(config=configs, seed=st.integers(0, 2**31 - 1), steps=st.integers(10, 200))
def test_replay_from_record_json(config, seed, steps):
    state = play(config, seed, steps, views=False)
    text = json.dumps(state.record().to_json())
    again = replay(GameRecord.from_json(json.loads(text)))
    assert again.snapshot() == state.snapshot()


@settings(max_examples=8)
@given(config=configs, seed=st.integers(0, 2**31 - 1), steps=st.integers(0, 150),
       world_seed=st.integers(0, 1000))
def test_sampled_worlds_agree_with_the_observation(config, seed, steps, world_seed):
    state = play(config, seed, steps, illegal_rate=0.0, views=False)
    seat = state.current
    observation = state.observation(seat)
    world = observation.sample_world(random.Random(world_seed))
    assert world.check_invariants() == []
    again = world.observation(seat)
    for field in ("hand", "hand_sizes", "stock_count", "stock_bottom", "discard", "known",
                  "contract_turn", "taken", "totals", "pot"):
        assert getattr(again, field) == getattr(observation, field), field
    assert [m.shape for m in again.melds] == [m.shape for m in observation.melds]


@settings(max_examples=6)
@given(config=configs, seed=st.integers(0, 2**31 - 1), steps=st.integers(0, 120))
def test_clone_is_independent(config, seed, steps):
    state = play(config, seed, steps, illegal_rate=0.0, views=False)
    before = state.snapshot()
    copy = state.clone()
    if not copy.is_over:
        seat = copy.to_move()
        copy.apply(seat, copy.legal_actions(seat)[0])
    assert state.snapshot() == before
