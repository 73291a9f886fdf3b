"""legal_actions decides the plain play-phase candidates without the full check; the slow
filter (`checked_candidates`, every candidate through `check`) is its oracle."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.cards.melds import make_set, make_wild, validate
from desktop_app.games.bain_hand_and_foot import Discard, HandAndFootConfig, HandAndFootState, Phase
from desktop_app.games.bain_hand_and_foot.config import Red3Rule
from desktop_app.games.bain_hand_and_foot.rules import MELD_RULES, THREE, cards_value, is_wild
from desktop_app.games.bain_hand_and_foot.state import (
    _DECK,
    FINDER,
    _melded_value_bound,
    _plainly_legal,
)


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**31), garbage_any=st.booleans(), all_reds=st.booleans())
def test_legal_actions_are_the_candidates_that_pass_the_full_check(seed, garbage_any, all_reds):
    """HF-13..HF-18 only matter near going out: the quick answers equal the full check's, in
    order, in random games (mostly plays that keep the turn going, so hands shrink)."""
    config = HandAndFootConfig(garbage_any_card=garbage_any,
                               red3_rule=Red3Rule.ALL if all_reds else Red3Rule.OWN_TEAM)
    state = HandAndFootState.new_game(config, seed)
    rng = random.Random(seed)
    for _ in range(600):
        if state.is_over:
            break
        seat = state.to_move()
        assert seat is not None
        legal = state.legal_actions(seat)
        assert legal == state.checked_candidates(seat)
        keep_on = [a for a in legal if not isinstance(a, Discard)]
        state.apply(seat, rng.choice(keep_on if keep_on and rng.random() < 0.7 else legal))


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**31), garbage_any=st.booleans())
def test_uniform_play_lists_the_checked_candidates_and_the_tables_agree(seed, garbage_any):
    """Uniform random play (the benchmark's) reaches big hands, many melds, canastas and
    garbage: legal_actions still equals the full check's list, and the roomy plays taken from
    the deck's tables equal those built afresh."""
    state = HandAndFootState.new_game(HandAndFootConfig(garbage_any_card=garbage_any), seed)
    rng = random.Random(seed)
    for _ in range(700):
        if state.is_over:
            break
        seat = state.to_move()
        assert seat is not None
        legal = state.legal_actions(seat)
        if state.phase is Phase.PLAY and len(state.hands[seat]) >= 5:
            assert legal == state._roomy_plays(seat, {})
        if rng.random() < 0.3:
            assert legal == state.checked_candidates(seat)
        state.apply(seat, rng.choice(legal))


_CARDS = st.lists(st.sampled_from(_DECK), min_size=0, max_size=24, unique=True)


@settings(max_examples=200, deadline=None)
@given(cards=_CARDS)
def test_the_value_bound_is_at_least_the_finders_plan(cards):
    """`first_meld_groups` skips the finder when `_melded_value_bound` is below the minimum:
    sound only if no plan is worth more than the bound."""
    playable = [c for c in cards if c.rank != THREE]
    plan = FINDER.best_plan(playable)
    assert sum(cards_value(shape.cards) for shape in plan.melds) <= _melded_value_bound(playable)


@settings(max_examples=300, deadline=None)
@given(cards=st.sampled_from(range(3, 16)).flatmap(lambda rank: st.lists(
    st.sampled_from([c for c in _DECK if c.rank in (rank, 2, 15) or c.rank % 5 == 0]),
    min_size=1, max_size=9, unique=True)), new=st.booleans())
def test_a_plainly_legal_shape_passes_validate(cards, new):
    """The short test never accepts a shape that `validate` refuses (cards mostly of one rank
    and wilds, so that many shapes are legal)."""
    natural = next((c for c in cards if not is_wild(c)), None)
    shape = (make_wild(cards, MELD_RULES) if natural is None
             else make_set(cards, natural.rank, MELD_RULES))
    if _plainly_legal(shape, new=new):
        validate(shape, MELD_RULES, new=new)
