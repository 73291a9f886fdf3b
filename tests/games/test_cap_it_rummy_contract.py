"""Contracts, the meld finder's contract search, the shortfall estimate and the meld
arithmetic Cap-It added (declared runs, a 2 replacing a wild in its own place)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.cards.card import TWO, parse_cards
from desktop_app.cards.deck import standard_deck
from desktop_app.cards.meld_finder import MeldFinder
from desktop_app.cards.melds import (
    MeldError,
    MeldKind,
    MeldRules,
    declared_run,
    make_run,
    make_set,
    replace_wild,
    validate,
)
from desktop_app.games.cap_it_rummy.contract import Contract, ContractError, Requirement, shortfall

CAP_IT = MeldRules(run_low=2, min_naturals=1, natural_two_in_run=True)
BANAKIL_LIKE = MeldRules(run_low=3, set_distinct_suits=True, set_max_size=4, min_naturals=2)


def value(card):
    return 20 if card.rank == 15 else 10 if card.rank >= 10 else 5


def test_parse_and_describe():
    contract = Contract.parse("set3 run4")
    assert contract.parts == (Requirement(MeldKind.RUN, 4), Requirement(MeldKind.SET, 3))
    assert str(contract) == "run4 set3"
    assert contract.min_cards == 7
    assert Contract.parse("set3 set3 set3").describe() == "three sets of 3"
    assert Contract.parse("run3 run7").describe() == "one run of 3 and one run of 7"
    for text in ("", "set2", "pair3", "set"):
        with pytest.raises(ContractError):
            Contract.parse(text)


def test_assign_matches_parts_to_separate_melds():
    contract = Contract.parse("set3 run4")
    run = declared_run(parse_cards("4H 5H 6H 7H"), 4, CAP_IT)
    sevens = declared_run(parse_cards("7S 8S 9S"), 7, CAP_IT)
    kings = make_set(parse_cards("KS KD KC"), 13, CAP_IT)
    assert contract.assign([kings, run]) == (1, 0)
    assert contract.assign([sevens, kings]) is None  # a run of 3 is not a run of 4
    assert contract.assign([kings, run, sevens]) is None
    assert contract.assign([kings, run, sevens], exact=False) == (1, 0)


@pytest.mark.parametrize(("text", "hand", "feasible"), [
    ("set3 set3", "7S 7D 7C 9H 9D JK 3H 4H 5H 6H KS", True),
    ("set3 run4", "7S 7D 7C 9H 9D JK 3H 4H 5H 6H KS", True),
    ("run4 run4", "7S 7D 7C 9H 9D JK 3H 4H 5H 6H KS", False),
    ("run4 run4", "3H 4H 5H 6H 7H 8H 9H 10H KS", True),  # one suit, two runs
    ("set3 set3 set3", "7S 7D 7C 7H 7S 7D 9H 9D 2C", True),  # two sets of one rank
    ("run3 run7", "4S 5S 6S 8C 9C 10C JC QC KC 2D", True),
    ("run3 run7", "4S 5S 6S 8C 9C 10C JC QC KC", False),
])
def test_contract_plans(text, hand, feasible):
    contract = Contract.parse(text)
    finder = MeldFinder(CAP_IT, value)
    cards = parse_cards(hand)
    plan = finder.contract_plan(cards, contract)
    assert (plan is not None) is feasible
    assert (shortfall(cards, contract, CAP_IT) == 0) is feasible
    if plan is not None:
        shapes = [plan.melds[i] for i in plan.contract]
        assert contract.assign(shapes) is not None


def test_contract_search_keeps_the_rest_melded():
    # The rest of the hand is melded as well as it can be, around the contract.
    finder = MeldFinder(CAP_IT, value)
    hand = parse_cards("7S 7D 7C 9H 9D 9S KS KD KC 3H")
    plan = finder.contract_plan(hand, Contract.parse("set3 set3"))
    assert plan is not None and len(plan.melds) == 3 and list(plan.leftover) == hand[-1:]


def test_without_contract_the_finder_is_unchanged():
    finder = MeldFinder(BANAKIL_LIKE, value)
    hand = parse_cards("3S 3H 3D 9H 10H JH QH 5C")
    plan = finder.best_plan(hand)
    assert plan.contract == ()
    assert sorted(len(m.cards) for m in plan.melds) == [3, 4]


def test_shortfall_counts_missing_cards():
    hand = parse_cards("7S 7D 9C 9H 3D JK 3H 4H 5H KS AC")
    expected = {"set3 set3": 1, "set3 run4": 1, "run4 run4": 3, "set3 set3 set3": 2,
                "run3 run7": 4}
    for text, missing in expected.items():
        assert shortfall(hand, Contract.parse(text), CAP_IT) == missing, text
    assert shortfall([], Contract.parse("set3 set3"), CAP_IT) == 6


@settings(max_examples=40)
@given(seed=st.integers(0, 10**6), size=st.integers(6, 16),
       text=st.sampled_from(["set3 set3", "set3 run4", "run4 run4", "set3 set3 set3",
                             "run3 run7"]))
def test_shortfall_zero_exactly_when_the_finder_lays_it(seed, size, text):
    deck = standard_deck(2, 4)
    random.Random(seed).shuffle(deck)
    hand = deck[:size]
    contract = Contract.parse(text)
    plan = MeldFinder(CAP_IT, value).contract_plan(hand, contract)
    assert (plan is not None) == (shortfall(hand, contract, CAP_IT, breadth=8) == 0)
    if plan is not None:
        laid = [c for m in plan.melds for c in m.cards]
        assert len(laid) == len(set(laid)) and set(laid) <= set(hand)
        for shape in plan.melds:
            validate(shape, CAP_IT, new=True)
        assert contract.assign([plan.melds[i] for i in plan.contract]) is not None


def test_declared_run_reads_wilds_by_position():
    shape = declared_run(parse_cards("2S QS KS AS"), 11, CAP_IT)
    assert shape.represents(0).rank == 11
    with pytest.raises(MeldError) as error:
        declared_run(parse_cards("QS KS AS 2S"), 12, CAP_IT)
    assert error.value.code == "run_range"
    shape = declared_run(parse_cards("2H JK JK"), 2, CAP_IT)  # CR-14 Decision
    assert shape.naturals == 1
    with pytest.raises(MeldError) as error:
        declared_run(parse_cards("JK 2C 2D"), 2, CAP_IT)
    assert error.value.code == "no_natural"
    with pytest.raises(MeldError):
        declared_run(parse_cards("5H 6S 7H"), 5, CAP_IT)


def test_a_two_replaces_a_wild_in_its_own_place_only():
    run = make_run(parse_cards("JK 3H 4H"), parse_cards("3H")[0].suit, 2, CAP_IT)
    two = parse_cards("2H")[0]
    assert replace_wild(run, 0, two, CAP_IT).naturals == 3
    upper = make_run(parse_cards("3H 4H JK"), two.suit, 3, CAP_IT)
    with pytest.raises(MeldError) as error:
        replace_wild(upper, 2, two, CAP_IT)
    assert error.value.code in ("not_natural", "wrong_card")
    assert two.rank == TWO
    # Banakil-like rules (no natural 2) still refuse a 2 as the replacement.
    banakil_run = make_run(parse_cards("JK 4H 5H"), two.suit, 3, BANAKIL_LIKE)
    with pytest.raises(MeldError) as error:
        replace_wild(banakil_run, 0, two, BANAKIL_LIKE)
    assert error.value.code == "not_natural"
    assert replace_wild(banakil_run, 0, parse_cards("3H")[0], BANAKIL_LIKE).naturals == 3


def test_the_node_budget_holds_in_a_contract_search(monkeypatch):
    """A 25-card hand that cannot lay two runs of 4 (it came from a Cap-It deal): the search
    stops at its node budget although it has found no plan, instead of searching on."""
    from collections import Counter

    from desktop_app.cards import meld_finder
    from desktop_app.cards.card import parse_card

    text = ("9S 10H 8D 6S 5S 10C 10D 9S 4H 6D 4C 5H 6H 4D QH 7S 4D KD 2D 4C 9D 7C KS 10S KD")
    seen: Counter[str] = Counter()
    hand = []
    for token in text.split():
        hand.append(parse_card(f"{token}#{seen[token]}"))
        seen[token] += 1
    expansions = []
    melds_from = meld_finder._Search._melds_from

    def counting(self, *args):
        expansions.append(1)
        return melds_from(self, *args)

    monkeypatch.setattr(meld_finder._Search, "_melds_from", counting)
    contract = Contract.parse("run4 run4")
    assert MeldFinder(CAP_IT, value).contract_plan(hand, contract) is None
    assert len(expansions) <= meld_finder.NODE_BUDGET
    expansions.clear()
    assert MeldFinder(CAP_IT, value, node_budget=None).contract_plan(hand, contract) is None
    assert len(expansions) > meld_finder.NODE_BUDGET  # the exact search needs more
