"""The meld finder against an exhaustive search on small hands, under Banakil's meld law and a
Cap-It-like one (unlimited wilds, repeated suits, natural 2 in its own position, low Ace)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.cards.card import ACE, JOKER, TWO, Card, Suit, parse_card
from desktop_app.cards.deck import standard_deck
from desktop_app.cards.meld_finder import NODE_BUDGET, MeldFinder, MeldPlan, _rank_at, _Search
from desktop_app.cards.melds import MeldKind, MeldRules, Requirement, interpretations, validate
from desktop_app.games.bain_hand_and_foot.rules import MELD_RULES as HF_RULES
from desktop_app.games.bain_hand_and_foot.rules import card_value as hf_value
from desktop_app.games.banakil.config import BanakilConfig
from desktop_app.games.banakil.rules import meld_rules, points

BANAKIL = meld_rules(BanakilConfig())
CAP_IT = MeldRules(run_low=2, ace_low=True, min_naturals=1, natural_two_in_run=True)


def cap_it_penalty(card: Card) -> float:
    """CR-03 (Ace 15 by Decision): melding the most penalty is holding the least."""
    if card.rank == JOKER:
        return 20
    if card.rank in (TWO, ACE):
        return 15
    return 10 if card.rank >= 10 else 5


RULE_SETS = {"banakil": (BANAKIL, points), "cap_it_like": (CAP_IT, cap_it_penalty)}
DECK = standard_deck(4, 4)       # enough copies for both games' hands
WILDS = [c for c in DECK if c.rank in (TWO, JOKER) and c.copy < 2]     # 8 twos, 2 jokers
SET_CARDS = [c for c in DECK if c.rank in (3, ACE) and c.copy < 2]


@st.composite
def small_hands(draw: st.DrawFn, max_size: int = 9) -> list[Card]:
    """Hands dense enough to hold competing melds: one or two suits in a narrow window of ranks
    with up to two copies of each face (two packs), some 3s and Aces (Banakil's set ranks) and
    some wilds."""
    suit_count = draw(st.sampled_from([1, 1, 2]))     # one suit makes overlapping runs likely
    suits = draw(st.lists(st.sampled_from(list(Suit)), min_size=suit_count,
                          max_size=suit_count, unique=True))
    low = draw(st.sampled_from([3, 5, 9, 11]))
    faces = [(rank, suit) for suit in suits for rank in range(max(low, 3), min(low + 3, ACE) + 1)]
    copies = draw(st.lists(st.integers(0, 2), min_size=len(faces), max_size=len(faces)))
    naturals = [Card(rank, suit, copy) for (rank, suit), n in zip(faces, copies, strict=True)
                for copy in range(n)]
    wild_count = draw(st.integers(1, 4))
    wilds = draw(st.lists(st.sampled_from(WILDS), min_size=wild_count, max_size=wild_count,
                          unique=True))
    extra = draw(st.lists(st.sampled_from(SET_CARDS), max_size=2, unique=True))
    cards = list(dict.fromkeys(wilds + extra + naturals))   # a card may come twice
    return draw(st.permutations(cards))[:draw(st.integers(3, max_size))]


def exhaustive_best(hand: Sequence[Card], rules: MeldRules,
                    value: Callable[[Card], float]) -> tuple[float, int]:
    """Every split of the hand into legal new melds and a leftover: the best (value, count)."""
    n = len(hand)
    melds = {}
    for mask in range(1, 1 << n):
        chosen = [hand[i] for i in range(n) if mask >> i & 1]
        if len(chosen) >= 3 and interpretations(chosen, rules, new=True):
            melds[mask] = (sum(value(c) for c in chosen), len(chosen))

    @cache
    def best(mask: int) -> tuple[float, int]:
        if not mask:
            return (0.0, 0)
        lowest = mask & -mask
        result = best(mask & ~lowest)           # the lowest card stays in hand
        for meld, (v, k) in melds.items():
            if meld & lowest and meld & mask == meld:
                rest = best(mask & ~meld)
                result = max(result, (rest[0] + v, rest[1] + k))
        return result

    return best((1 << n) - 1)


def check_plan(plan: MeldPlan, hand: Sequence[Card], rules: MeldRules,
               value: Callable[[Card], float]) -> None:
    melded = [c for meld in plan.melds for c in meld.cards]
    assert len(set(melded)) == len(melded), "plans are disjoint"
    assert set(melded) <= set(hand), "plans use only hand cards"
    assert Counter(melded) + Counter(plan.leftover) == Counter(hand)
    for meld in plan.melds:
        validate(meld, rules, new=True)
    assert plan.value == pytest.approx(sum(value(c) for c in melded))
    assert plan.melded_count == len(melded)


@pytest.mark.parametrize("rule_set", sorted(RULE_SETS))
@settings(max_examples=150)
@given(hand=small_hands())
def test_best_plan_matches_exhaustive_search(rule_set, hand):
    rules, value = RULE_SETS[rule_set]
    finder = MeldFinder(rules, value)
    plans = finder.best_plans(hand, 3)
    assert 1 <= len(plans) <= 3
    for plan in plans:
        check_plan(plan, hand, rules, value)
    keys = [(p.value, p.melded_count) for p in plans]
    assert keys == sorted(keys, reverse=True)
    assert (plans[0].value, plans[0].melded_count) == exhaustive_best(hand, rules, value)
    assert plans[0].exact
    assert finder.best_plan(hand).value == plans[0].value


def test_a_search_cut_at_its_node_budget_still_gives_a_legal_plan():
    rules, value = RULE_SETS["banakil"]
    hand = hand_of("JK 2S 3S 5S 7S 8S 9S QS KS AS 3D AD 3C JK 7S 9S 10S JS KS 2H 3H 3C")
    cut = MeldFinder(rules, value, node_budget=20).best_plans(hand, 3)
    full = MeldFinder(rules, value, node_budget=None).best_plans(hand, 3)
    assert not cut[0].exact and full[0].exact
    for plan in cut:
        check_plan(plan, hand, rules, value)
    assert (cut[0].value, cut[0].melded_count) <= (full[0].value, full[0].melded_count)
    assert cut[0].melds  # the first, greedy descent always finishes a plan


@pytest.mark.parametrize("rule_set", sorted(RULE_SETS))
@given(hand=st.lists(st.sampled_from(standard_deck(2, 2)), min_size=10, max_size=22,
                     unique=True))
def test_full_hands_give_valid_plans(rule_set, hand):
    rules, value = RULE_SETS[rule_set]
    for plan in MeldFinder(rules, value).best_plans(hand, 3):
        check_plan(plan, hand, rules, value)


def hand_of(text: str) -> list[Card]:
    seen: Counter[str] = Counter()
    result = []
    for token in text.split():
        result.append(parse_card(f"{token}#{seen[token]}"))
        seen[token] += 1
    return result


def test_a_wild_may_stand_for_a_held_natural():
    """Two packs: Q♠ 2♠(K♠) A♠ + 2♠(Q♠) K♠ A♠ melds both Aces (BK-12/13, one 2 per run)."""
    plan = MeldFinder(BANAKIL, points).best_plan(hand_of("QS KS AS AS 2S 2S"))
    assert (plan.value, plan.melded_count) == (9.0, 6)
    assert sorted(m.describe() for m in plan.melds) == ["2S(QS) KS AS", "QS 2S(KS) AS"]


def test_natural_two_anchors_a_run_of_wilds():
    """CR-14 Decision: [2♥ JK JK] as the run 2♥ 3♥ 4♥ is legal, so the finder lays it."""
    plan = MeldFinder(CAP_IT, cap_it_penalty).best_plan(hand_of("2H JK JK"))
    assert [(m.kind, m.start, m.describe()) for m in plan.melds] == [
        (MeldKind.RUN, 2, "2H JK(3H) JK(4H)")]
    assert plan.leftover == ()
    assert MeldFinder(BANAKIL, points).best_plan(hand_of("2H JK JK")).melds == ()


def test_banakil_sets_and_wild_limits():
    """BK-11/13: a set takes one joker and no 2; the finder respects both."""
    plan = MeldFinder(BANAKIL, points).best_plan(hand_of("AS AH JK JK 2C 8D"))
    assert [m.describe() for m in plan.melds] == ["AS AH JK"]
    assert {str(c) for c in plan.leftover} == {"JK", "2C", "8D"}


# ------------------------------------------------------------------ the search's bookkeeping


@dataclass(frozen=True)
class Parts:
    """A contract for the finder (`MeldTargets`) without a game's notation."""

    parts: tuple[Requirement, ...]


SHARED_OPTION_RULES = {
    "banakil": (BANAKIL, points, None),
    "banakil_sets_any_rank": (meld_rules(BanakilConfig(sets_any_rank=True)), points, None),
    "cap_it_like": (CAP_IT, cap_it_penalty, None),
    "cap_it_like_contract": (CAP_IT, cap_it_penalty,
                             Parts((Requirement(MeldKind.SET, 3), Requirement(MeldKind.RUN, 4)))),
    "hand_and_foot": (HF_RULES, hf_value, None),
}


class _CheckedSearch(_Search):
    """A search that checks every list of meld options it uses, shared or not, against the
    options worked out afresh for that very state."""

    checked = 0

    def _melds_from(self, first: int, counts: int, jokers: int, twos: int,
                    need: tuple[int, ...]) -> list[Any]:
        moves = super()._melds_from(first, counts, jokers, twos, need)
        fresh = _Search(self.finder, self.hand, self.limit, self.contract)
        assert fresh._melds_from(first, counts, jokers, twos, need) == moves
        self.checked += 1
        return moves


def checked_search(rule_set: str, hand: Sequence[Card], limit: int) -> _CheckedSearch:
    rules, value, contract = SHARED_OPTION_RULES[rule_set]
    search = _CheckedSearch(MeldFinder(rules, value), hand, limit, contract)
    search.run()
    assert search.checked == search.expansions
    return search


@pytest.mark.parametrize("rule_set", sorted(SHARED_OPTION_RULES))
@settings(max_examples=25, deadline=None)
@given(hand=st.lists(st.sampled_from(standard_deck(2, 4)), min_size=8, max_size=22,
                     unique=True),
       limit=st.sampled_from([1, 3]))
def test_meld_options_shared_between_states_are_each_states_own(rule_set, hand, limit):
    """States that agree on the faces a meld at their first face can use share one list of
    options: it must be the list each of them would work out."""
    checked_search(rule_set, hand, limit)


def test_meld_options_are_not_shared_across_a_set_partner_of_a_run_card():
    """At 4♥ the walk may let a wild stand for 5♥ only while 5♦ or 5♣ could take it into a
    set; whether they are still there depends on what the spades did (4♠ 5♠ 6♠, or 5♠ 5♦ 5♣),
    so states that differ only there must not share the options at 4♥."""
    checked_search("banakil_sets_any_rank", hand_of("4S 5S 6S 5D 5C 4H 5H 6H JK 2C 9D 9C"), 3)


HARDEST = "3H QH AC AC 10H 3H 3C 8H AH 5H 7H 9H 3S 3D 3C KH KH JH JK JK 2H 2C"
"""bench_meld_finder's slowest hand (top 3 plans, sets of any rank): two packs' hearts, 3s and
Aces of other suits, two jokers and two 2s."""


def test_the_hardest_benchmark_hand_shares_meld_options_and_keeps_its_budget():
    hand = hand_of(HARDEST)
    search = checked_search("banakil_sets_any_rank", hand, 3)
    assert search.expansions == NODE_BUDGET and search.exhausted
    # The options are worked out for far fewer states than the search expands.
    assert len(search.moves) < NODE_BUDGET / 2
    rules, value, _ = SHARED_OPTION_RULES["banakil_sets_any_rank"]
    cut = MeldFinder(rules, value).best_plans(hand, 3)
    full = MeldFinder(rules, value, node_budget=None).best_plans(hand, 3)
    assert [(p.value, p.melded_count) for p in cut] == [(26.5, 21)] * 3
    assert [(p.value, p.melded_count) for p in full] == [(26.5, 21)] * 3
    assert not any(p.exact for p in cut) and all(p.exact for p in full)
    for plan in cut:
        check_plan(plan, hand, rules, value)


@settings(max_examples=300)
@given(children=st.lists(st.lists(st.tuples(st.sampled_from([0.0, 0.5, 1.0, 2.5]),
                                            st.integers(0, 3)), max_size=4), max_size=8),
       limit=st.integers(1, 4))
def test_a_node_keeps_the_completions_a_stable_sort_would(children, limit):
    """A node keeps its best completions as they come (`_rank_at`); it must keep exactly those
    a stable sort of all of them, best first, would, in that order: ties keep the first."""
    results = [(value, count, (i, j)) for i, child in enumerate(children)
               for j, (value, count) in enumerate(sorted(child, reverse=True))]
    kept: list[Any] = []
    for result in results:
        at = _rank_at(kept, limit, result[0], result[1])
        if at >= 0:
            kept.insert(at, result)
            del kept[limit:]
    assert kept == sorted(results, key=lambda r: (r[0], r[1]), reverse=True)[:limit]


def test_counts_pack_into_wider_fields_for_hands_with_hundreds_of_copies():
    """A state's counts are packed a byte a face; a face held 256 times needs two."""
    plain = _Search(MeldFinder(BANAKIL, points), hand_of("3S 3S 4S 5S 9D"), 1)
    assert plain.bits == 8
    assert tuple(plain._decode(plain.start_packed)) == plain.start_counts == (2, 1, 1, 1)
    rules = MeldRules(runs=False, set_max_size=4)  # suits never matter: one face a rank
    hand = [Card(5, suit, copy) for suit in Suit for copy in range(64)] + hand_of("6S 6H 6D")
    finder = MeldFinder(rules, lambda card: 1.0)
    search = _Search(finder, hand, 1)
    assert search.bits == 16
    assert tuple(search._decode(search.start_packed)) == search.start_counts == (256, 3)
    plan = finder.best_plan(hand)
    check_plan(plan, hand, rules, lambda card: 1.0)
    assert plan.exact and plan.melded_count == len(hand)  # 64 sets of four 5s and the 6s
