"""The deck helpers: the fast shuffle must deal exactly what `random.Random.shuffle` deals, or
every saved game and replay would change."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from desktop_app.cards.deck import shuffle, standard_deck


@given(seed=st.integers(0, 2**64), size=st.integers(0, 1100))
def test_shuffle_is_random_shuffle(seed, size):
    ours, theirs = list(range(size)), list(range(size))
    rng_ours, rng_theirs = random.Random(seed), random.Random(seed)
    for _ in range(3):
        shuffle(ours, rng_ours)
        rng_theirs.shuffle(theirs)
    assert ours == theirs
    assert rng_ours.getstate() == rng_theirs.getstate()


def test_shuffle_deals_the_same_deck():
    deck, again = standard_deck(2, 4), standard_deck(2, 4)
    shuffle(deck, random.Random(7))
    random.Random(7).shuffle(again)
    assert deck == again
