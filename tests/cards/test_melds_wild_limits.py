"""The meld-law extensions Hand and Foot needs: wild-only melds, wild limits by set size,
ranks that take no wilds, and the finder's one open set per rank."""

from __future__ import annotations

import pytest

from desktop_app.cards.card import parse_cards
from desktop_app.cards.meld_finder import MeldFinder
from desktop_app.cards.melds import (
    MeldError,
    MeldKind,
    MeldRules,
    extend,
    interpretations,
    make_set,
    make_wild,
    validate,
)

RULES = MeldRules(runs=False, set_ranks=frozenset(range(4, 15)), set_max_size=7,
                  set_wilds_by_size=(0, 0, 0, 1, 2, 2, 2, 3), no_wild_ranks=frozenset({7}),
                  wild_melds=True, one_open_set_per_rank=True, min_naturals=2)


def value(card):
    return {15: 50, 2: 20, 14: 20}.get(card.rank, 10 if card.rank >= 8 else 5)


@pytest.mark.parametrize(("text", "legal"), [
    ("9S 9H 2C", True), ("9S 9H 2C JK", True), ("9S 9H 9D 2C JK", True),
    ("9S 9H 9D 9C 2C JK", True), ("9S 9H 9D 9C 2C JK 2D", True),
    ("9S 2H 2C", False), ("9S 9H 9D 2C JK 2D", False), ("9S 9H 9D 9C 2C JK 2D 2H", False),
])
def test_wild_limit_by_size(text, legal):
    # HF-08: 3 cards 1 wild, 4 cards 2, 5-6 cards 2, 7 cards 3
    cards = parse_cards(text)
    assert bool(interpretations(cards, RULES)) is legal


def test_no_wild_rank():
    # HF-09: sevens take no wild
    with pytest.raises(MeldError) as error:
        validate(make_set(parse_cards("7S 7H 7D 2C"), 7, RULES), RULES)
    assert error.value.code == "no_wild_rank"


def test_wild_melds():
    # HF-07: 3 to 7 wild cards alone
    shape = interpretations(parse_cards("2S JK 2H"), RULES)[0]
    assert shape.kind is MeldKind.WILD
    grown = extend(shape, parse_cards("JK#1")[0], RULES)
    assert len(grown.cards) == 4
    with pytest.raises(MeldError):
        validate(make_wild(parse_cards("2S JK 2H JK#1 2D 2C JK#2 2S#1"), RULES), RULES)
    with pytest.raises(MeldError):
        validate(make_wild(parse_cards("2S JK 9H"), RULES), RULES)
    assert not interpretations(parse_cards("2S JK 2H"), MeldRules())  # off by default


def test_finder_plans_wild_melds_and_one_open_set_per_rank():
    finder = MeldFinder(RULES, value)
    hand = parse_cards("KS KH KD KC KS#1 KH#1 KD#1 KC#1 KS#2 2S JK JK#1 2D 7S 7H 7D 2H 4S")
    plan = finder.best_plan(hand)
    for shape in plan.melds:
        validate(shape, RULES, new=True)
        if shape.kind is MeldKind.SET and shape.rank == 7:
            assert not shape.wild_indices()
    kings = [s for s in plan.melds if s.kind is MeldKind.SET and s.rank == 13]
    assert sum(1 for s in kings if len(s.cards) < 7) <= 1
    assert [str(c) for c in plan.leftover] == ["4S"]


def test_finder_leaves_lone_wilds_without_wild_melds():
    finder = MeldFinder(MeldRules(runs=False), value)
    plan = finder.best_plan(parse_cards("2S JK 2H"))
    assert not plan.melds and len(plan.leftover) == 3
