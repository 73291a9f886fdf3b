"""legal_actions decides the plain play-phase candidates without the full check; the slow
filter (`checked_candidates`, every candidate through `check`) is its oracle."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.games.bain_hand_and_foot import Discard, HandAndFootConfig, HandAndFootState
from desktop_app.games.bain_hand_and_foot.config import Red3Rule


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
