"""legal_actions decides the plain play-phase candidates without the full check; the slow
filter (`checked_candidates`, every candidate through `check`) is its oracle."""

from __future__ import annotations

import copy
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.cards.card import Card
from desktop_app.cards.melds import make_set, make_wild, validate
from desktop_app.games.bain_hand_and_foot import Discard, HandAndFootConfig, HandAndFootState, Phase
from desktop_app.games.bain_hand_and_foot.actions import AddToMeld, Garbage, Meld
from desktop_app.games.bain_hand_and_foot.config import Red3Rule
from desktop_app.games.bain_hand_and_foot.listing import HandIndex
from desktop_app.games.bain_hand_and_foot.rules import MELD_RULES, THREE, cards_value, is_wild
from desktop_app.games.bain_hand_and_foot.state import (
    _DECK,
    FINDER,
    _melded_value_bound,
    _plainly_legal,
)
from desktop_app.games.base import IllegalAction


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
            fresh = HandIndex.of(state.hands[seat])
            assert fresh is not None
            assert legal == state._roomy_plays(seat, {}, fresh)
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


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**31), garbage_any=st.booleans())
def test_a_listed_play_is_carried_out_as_the_full_check_would(seed, garbage_any):
    """`apply` carries out a play `legal_actions` built legal without checking it again
    (`_listed_change`): its plan equals the one `check` makes, for every roomy play listed;
    and applying it gives the events and state that applying an equal action from outside
    (checked afresh) gives."""
    state = HandAndFootState.new_game(HandAndFootConfig(garbage_any_card=garbage_any), seed)
    rng = random.Random(seed)
    for _ in range(500):
        if state.is_over:
            break
        seat = state.to_move()
        legal = state.legal_actions(seat)
        if state.phase is Phase.PLAY and len(state.hands[seat]) >= 5:
            for action in legal:
                check = {AddToMeld: state._check_add, Garbage: state._check_garbage,
                         Meld: state._check_meld}.get(type(action))
                if check is not None and state.has_melded(seat % 2):
                    assert state._listed_change(seat, action) == check(seat, action)
        action = rng.choice(legal)
        twin = state.clone()
        outside = copy.deepcopy(action)  # equal, not the listed object: checked afresh
        assert outside == action and outside is not action
        assert state.apply(seat, action) == twin.apply(seat, outside)
        assert state.snapshot() == twin.snapshot()


def test_the_listing_is_forgotten_when_the_position_changes():
    """`_Listed` holds for the position it was listed in only: a clone starts without it
    (its commits would act on the original), `apply` drops it, and a hand changed around the
    engine sends a listed action back through the full check."""
    state = HandAndFootState.new_game(HandAndFootConfig(), 5)
    seat = state.to_move()
    state.apply(seat, state.legal_actions(seat)[0])  # draw
    legal = state.legal_actions(seat)
    assert state._listed is not None
    clone = state.clone()
    assert clone._listed is None
    discard = next(a for a in legal if isinstance(a, Discard))
    # A card of the hand swapped with one of the next seat's around the engine: the listed
    # discard is no longer held.
    moved = state.clone()
    assert moved.legal_actions(seat) == legal and moved._listed is not None
    hand, other = moved.hands[seat], moved.hands[(seat + 1) % 4]
    at = hand.index(discard.card)
    hand[at], other[0] = other[0], hand[at]
    moved.hands[seat] = list(hand)
    before = moved.snapshot()
    with pytest.raises(IllegalAction) as refused:
        moved.apply(seat, discard)
    assert refused.value.message == moved.refusal(seat, discard)
    assert moved.snapshot() == before
    # The original applies its listed discard, and forgets its listing.
    events = state.apply(seat, discard)
    assert state._listed is None
    assert events == clone.apply(seat, Discard(discard.card))


def test_a_hand_with_cards_outside_the_deck_lists_the_checked_candidates():
    """One construction serves every hand: cards of packs the deck lacks (not in its's tables)
    get tables built for the hand (`CardActions.of`), and the list is the full check's."""
    rng = random.Random(4)
    for seed in range(40):
        state = HandAndFootState.new_game(HandAndFootConfig(), seed)
        for _ in range(rng.randrange(5, 200)):
            if state.is_over:
                break
            seat = state.to_move()
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        seat = state.to_move()
        if state.is_over or state.phase is not Phase.PLAY or len(state.hands[seat]) < 5:
            continue
        hand = state.hands[seat]
        for extra, i in enumerate(rng.sample(range(len(hand)), 3)):  # packs the deck lacks
            hand[i] = Card(hand[i].rank, hand[i].suit, 10 + extra)
        legal = state.legal_actions(seat)
        assert legal == state.checked_candidates(seat)
        assert any(isinstance(a, Discard) and a.card.copy >= 10 for a in legal) or all(
            card.rank == 7 for card in hand if card.copy >= 10)
