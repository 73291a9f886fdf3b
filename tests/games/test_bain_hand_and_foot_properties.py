"""Property tests: random legal and illegal play keeps every Hand and Foot invariant."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.cards.deck import standard_deck
from desktop_app.games.bain_hand_and_foot import (
    AddToMeld,
    Deal,
    Discard,
    DrawStock,
    Garbage,
    HandAndFootConfig,
    HandAndFootState,
    Meld,
    SevensLock,
    TakePile,
)
from desktop_app.games.bain_hand_and_foot.rules import DECK_SIZE
from desktop_app.games.base import Action, GameRecord, IllegalAction
from desktop_app.games.registry import replay

DECK = standard_deck(4, 8)
EXAMPLES = settings(max_examples=12, deadline=None)


def junk_action(state: HandAndFootState, rng: random.Random) -> Action:
    """A random action, usually illegal: wrong cards, wrong melds, wrong phase."""
    hand = state.hands[state.current] or DECK[:3]
    pick = lambda n: tuple(rng.sample(hand, min(n, len(hand))))  # noqa: E731
    kind = rng.randrange(9)
    if kind == 0:
        return Discard(rng.choice(DECK))
    if kind == 1:
        return Discard(rng.choice(hand))
    if kind == 2:
        return TakePile(pick(2), melds=(pick(3),) if rng.random() < 0.3 else ())
    if kind == 3:
        return TakePile(meld_id=rng.randrange(6))
    if kind == 4:
        return AddToMeld(rng.randrange(6), pick(rng.randint(1, 3)))
    if kind == 5:
        return Meld((pick(rng.randint(2, 4)),))
    if kind == 6:
        return Garbage(pick(1))
    if kind == 7:
        return SevensLock()
    return rng.choice([Deal(), DrawStock()])


def hidden_from(state: HandAndFootState, seat: int) -> set:
    hidden = set(state.stock)
    for other in range(4):
        if other != seat:
            hidden |= set(state.hands[other]) - state.known[other]
            hidden |= set(state.feet[other])
    return hidden


def play(seed: int, steps: int, rng: random.Random, junk: bool = False) -> HandAndFootState:
    state = HandAndFootState.new_game(HandAndFootConfig(), seed)
    for _ in range(steps):
        if state.is_over:
            break
        if junk and rng.random() < 0.5:
            seat = state.current if rng.random() < 0.8 else rng.randrange(4)
            before = state.snapshot()
            try:
                state.apply(seat, junk_action(state, rng))
            except IllegalAction:
                assert state.snapshot() == before  # illegal actions change nothing
            else:
                assert not state.check_invariants()
            continue
        seat = state.to_move()
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        assert not state.check_invariants()
    return state


@EXAMPLES
@given(seed=st.integers(0, 10**6), steps=st.integers(1, 400))
def test_cards_are_conserved_under_random_legal_play(seed, steps):
    rng = random.Random(seed)
    state = HandAndFootState.new_game(HandAndFootConfig(), seed)
    for _ in range(steps):
        if state.is_over:
            break
        seat = state.to_move()
        legal = state.legal_actions(seat)
        assert legal, "a seat to move always has a legal action"
        state.apply(seat, rng.choice(legal))
        problems = state.check_invariants()
        assert not problems, problems  # 216 cards, each once
        count = (sum(map(len, state.hands)) + sum(map(len, state.feet)) + len(state.stock)
                 + len(state.discard) + sum(m.size for m in state.melds.values())
                 + sum(map(len, state.red_threes)) + sum(map(len, state.garbage)))
        assert count == DECK_SIZE


@EXAMPLES
@given(seed=st.integers(0, 10**6), steps=st.integers(1, 300))
def test_illegal_actions_change_nothing(seed, steps):
    play(seed, steps, random.Random(seed + 1), junk=True)


@EXAMPLES
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 300))
def test_observations_hide_hands_feet_and_stock(seed, steps):
    rng = random.Random(seed)
    state = play(seed, steps, rng)
    for seat in range(4):
        obs = state.observation(seat)
        assert not obs.visible_cards() & hidden_from(state, seat)
        assert obs.hand == tuple(state.hands[seat])
        world = obs.sample_world(rng)
        assert not world.check_invariants()
        assert world.observation(seat).visible_cards() == obs.visible_cards()
        assert world.hands[seat] == state.hands[seat]


@EXAMPLES
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 500))
def test_replay_from_the_json_record(seed, steps):
    state = play(seed, steps, random.Random(seed), junk=True)
    text = json.dumps(state.record().to_json())
    again = replay(GameRecord.from_json(json.loads(text)))
    assert again.snapshot() == state.snapshot()


def test_clone_is_independent():
    state = play(3, 120, random.Random(3))
    copy = state.clone()
    before = state.snapshot()
    rng = random.Random(9)
    for _ in range(50):
        if copy.is_over:
            break
        seat = copy.to_move()
        copy.apply(seat, rng.choice(copy.legal_actions(seat)))
    assert state.snapshot() == before


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**31), garbage_any=st.booleans(), all_reds=st.booleans())
def test_legal_actions_are_the_candidates_that_pass_the_full_check(seed, garbage_any, all_reds):
    """legal_actions decides the plain candidates without the full check (HF-13..18 only
    matter near going out): its list equals the slow filter's, in order, in random games."""
    from desktop_app.games.bain_hand_and_foot.config import Red3Rule

    config = HandAndFootConfig(garbage_any_card=garbage_any,
                               red3_rule=Red3Rule.ALL if all_reds else Red3Rule.OWN_TEAM)
    state = HandAndFootState.new_game(config, seed)
    rng = random.Random(seed)
    for _ in range(600):
        if state.is_over:
            break
        seat = state.to_move()
        legal = state.legal_actions(seat)
        assert legal == state.checked_candidates(seat)
        # Mostly plays that keep the turn going, so hands shrink towards going out.
        keep_on = [a for a in legal if not isinstance(a, Discard)]
        state.apply(seat, rng.choice(keep_on if keep_on and rng.random() < 0.7 else legal))
