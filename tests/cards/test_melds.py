"""Meld arithmetic (cards/melds.py) under Banakil's meld law and under a Cap-It-like one.

Banakil (rules/banakil.md): sets of 3s or Aces, distinct suits, at most 4 cards, one joker and no
2 (BK-11/13); runs 3…A, Ace high only, one joker and one 2 (BK-12/13); a new meld needs two
naturals (BK-13); a 2 may sit below the 3 of a full run only when relocated (BK-17).
Cap-It-like (rules/cap_it_rummy.md CR-14 with the ace_low house option): any number of wilds,
suits may repeat in sets, runs 2…A with a low Ace, and a 2 of the run's suit in the 2-position
is natural.
"""

from __future__ import annotations

import pytest

from desktop_app.cards.card import ACE, Face, Suit, parse_card, parse_cards
from desktop_app.cards.melds import (
    MeldError,
    MeldKind,
    MeldRules,
    explain_invalid,
    extend,
    extension_ends,
    interpretations,
    make_run,
    make_set,
    move_wild_to_end,
    replace_wild,
    run_layouts,
    set_layout,
    validate,
)
from desktop_app.games.banakil.config import BanakilConfig
from desktop_app.games.banakil.rules import meld_rules

BANAKIL = meld_rules(BanakilConfig())
BANAKIL_ANY_RANK = meld_rules(BanakilConfig(sets_any_rank=True))
CAP_IT = MeldRules(run_low=2, ace_low=True, min_naturals=1, natural_two_in_run=True)


def cards(text: str):
    """Distinct physical cards for the written faces (a repeated face takes the next copy)."""
    seen: dict[Face, int] = {}
    result = []
    for card in parse_cards(text):
        copy = seen.get(card.face, 0)
        seen[card.face] = copy + 1
        result.append(parse_card(f"{card}#{copy}"))
    return result


def readings(text: str, rules: MeldRules, new: bool = True) -> list[str]:
    return [f"{s.kind.value}@{s.start}: {s.describe()}"
            for s in interpretations(cards(text), rules, new=new)]


def reason(text: str, rules: MeldRules, new: bool = True) -> str:
    return explain_invalid(cards(text), rules, new=new).code


# ------------------------------------------------------------------ Banakil


@pytest.mark.parametrize("text", [
    "3S 3H 3D", "AS AH AC AD", "3S 3H JK", "AS AD JK",          # BK-11, BK-13: one joker
    "9D 10D JD", "4C 5C 6C JK 8C", "7H 8H 2S 10H",               # BK-12, BK-13
    "10S JS QS KS AS", "9D 10D JK 2C",                           # one joker and one 2
    "3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH",                      # 12 naturals, 3…A
])
def test_banakil_legal_melds(text):
    assert interpretations(cards(text), BANAKIL, new=True)


@pytest.mark.parametrize(("text", "code"), [
    ("8S 8H 8D", "set_rank"),                 # BK-11: sets only of 3s or Aces (illegal 2)
    ("3S 3S 3H", "set_suits"),                # BK-11: all of different suits
    ("3S 3H 3D 3C JK", "set_size"),           # BK-11: at most 4 cards
    ("AS AD 2C", "wild_limit"),               # BK-13: no 2 in a set (illegal 4)
    ("3S 3H JK JK", "wild_limit"),            # BK-13: one joker per set (illegal 4)
    ("KC AC 3C", "run_range"),                # BK-01/12: no wrap (illegal 3)
    ("AH 3H 4H", "run_range"),                # BK-01: Ace high only (illegal 3)
    ("9D 10D JK JK", "wild_limit"),           # BK-13: one joker per run
    ("9D 10D 2C 2H", "wild_limit"),           # BK-13: one 2 per run
    ("9D JK 2C", "min_naturals"),             # BK-13 Decision: a new meld needs 2 naturals
    ("5H 6S 7H", "run_suit"),                 # BK-12: one suit
    ("3H 5H 9H JK", "run_gap"),               # BK-12: consecutive
    ("5H 5H 6H", "run_duplicate"),
    ("9D 10D", "too_short"),
    ("JK 2C 2D", "no_natural"),
])
def test_banakil_illegal_melds_explained(text, code):
    assert interpretations(cards(text), BANAKIL, new=True) == []
    error = explain_invalid(cards(text), BANAKIL, new=True)
    assert error.code == code
    assert str(error) == error.reason and error.reason


def test_banakil_reasons_read_well():
    assert str(explain_invalid(cards("8S 8H 8D"), BANAKIL)) == \
        "sets may only be 3s or Aces, not 8s"
    assert "Ace is high only" in str(explain_invalid(cards("AH 3H 4H"), BANAKIL))
    assert "may not use a 2" in str(explain_invalid(cards("AS AD 2C"), BANAKIL))
    assert "at most 1 joker" in str(explain_invalid(cards("3S 3H JK JK"), BANAKIL))


def test_sets_any_rank_house_option():
    """BK-11 option sets_any_rank: sets of any rank, still of different suits."""
    assert readings("8S 8H 8D", BANAKIL_ANY_RANK) == ["set@0: 8S 8H 8D"]
    assert reason("8S 8S 8D", BANAKIL_ANY_RANK) == "set_suits"


def test_min_naturals_applies_to_new_melds_only():
    """BK-13 Decision: a newly laid meld needs 2 naturals; a laid meld is judged without it."""
    shape = make_run(cards("9D JK 2C"), Suit.D, 9, BANAKIL)
    with pytest.raises(MeldError) as error:
        validate(shape, BANAKIL, new=True)
    assert error.value.code == "min_naturals"
    validate(shape, BANAKIL)
    relaxed = meld_rules(BanakilConfig(min_naturals=1))
    assert interpretations(cards("9D JK 2C"), relaxed, new=True)


def test_run_wild_readings_extend_upward_first():
    """BK-14: 9♦ 10♦ JK may be J♦ or 8♦; the default reading extends upward."""
    assert readings("9D 10D JK", BANAKIL) == ["run@9: 9D 10D JK(JD)", "run@8: JK(8D) 9D 10D"]
    assert readings("KD AD JK", BANAKIL) == ["run@12: JK(QD) KD AD"]      # nothing above A
    assert readings("3S 4S JK", BANAKIL) == ["run@3: 3S 4S JK(5S)"]       # nothing below 3
    assert readings("AD JK QD", BANAKIL) == ["run@12: QD JK(KD) AD"]      # the gap is fixed


def test_what_each_wild_stands_for():
    run = interpretations(cards("4C 5C 6C JK 8C"), BANAKIL)[0]
    assert run.represents(3) == Face(7, Suit.C) and run.wild_indices() == [3]
    assert run.naturals == 4 and run.end == 8
    two = interpretations(cards("7H 8H 2S 10H"), BANAKIL)[0]
    assert two.describe() == "7H 8H 2S(9H) 10H"
    # BK-14: in a set the joker stands for "a missing suit of that rank", no particular suit.
    group = set_layout(cards("3S 3H JK"), BANAKIL)
    assert group.represents(2) == Face(3, None) and group.represents(0) == Face(3, Suit.S)
    assert group.describe() == "3S 3H JK"


def test_thirteen_card_run_only_as_a_laid_meld():
    """BK-12/17: 13 cards only when a relocated 2 stays below the 3 of a full run."""
    full = cards("2C 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH")
    assert interpretations(full, BANAKIL, new=True) == []
    laid = interpretations(full, BANAKIL)
    assert [(s.start, s.end, s.represents(0)) for s in laid] == [(2, ACE, Face(2, Suit.H))]
    joker_below = make_run(cards("JK 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH"), Suit.H, 2, BANAKIL)
    with pytest.raises(MeldError):
        validate(joker_below, BANAKIL)
    short = make_run(cards("2C 3H 4H 5H"), Suit.H, 2, BANAKIL)
    with pytest.raises(MeldError):
        validate(short, BANAKIL)


# ------------------------------------------------------------------ Cap-It-like


@pytest.mark.parametrize("text", [
    "7S 7S 7H",                       # suits may repeat
    "7S JK JK 2C 2D",                 # any number of wilds in a set
    "9H JK JK 2C 2D",                 # ... and in a run
    "2H 3H 4H",                       # runs start at 2
    "AH 2H 3H",                       # the low Ace (ace_low)
    "2H JK JK",                       # CR-14 Decision: a natural-position 2 is the natural card
])
def test_cap_it_like_legal_melds(text):
    assert interpretations(cards(text), CAP_IT, new=True)


def test_cap_it_like_natural_two():
    """CR-14: a 2 of the run's suit in the 2-position counts as natural; elsewhere it is wild."""
    layouts = {s.start: s for s in run_layouts(cards("2H 3H 4H"), CAP_IT)}
    assert layouts[2].naturals == 3 and layouts[2].wild_indices() == []
    assert layouts[3].describe() == "3H 4H 2H(5H)" and layouts[3].wild_indices() == [2]
    only = {s.start: s for s in interpretations(cards("2H JK JK"), CAP_IT)}
    assert only[2].naturals == 1 and only[2].describe() == "2H JK(3H) JK(4H)"
    # a 2 of another suit in the 2-position stands for the 2 of the run's suit
    assert readings("AH 2D 3H", CAP_IT) == ["run@1: AH 2D(2H) 3H"]


def test_cap_it_like_no_wrap():
    """CR-02/14 (illegal 5): nothing ranks above the Ace; 2♠ in Q♠ K♠ A♠ 2♠ is a wild J♠."""
    assert readings("QS KS AS 2S", CAP_IT) == ["run@11: 2S(JS) QS KS AS"]
    assert readings("KH AH 2H", CAP_IT) == ["run@12: 2H(QH) KH AH"]
    assert reason("JK 2C 2D JK", MeldRules(run_low=2, min_naturals=1)) == "no_natural"


def test_cap_it_like_set_has_no_suit_or_wild_limits():
    group = set_layout(cards("7S 7S 7S JK JK JK"), CAP_IT, new=True)
    assert group.kind is MeldKind.SET and group.naturals == 3
    assert [s.kind for s in interpretations(cards("7S 7S 7S"), CAP_IT)] == [MeldKind.SET]


# ------------------------------------------------------------------ changing a laid meld


def test_extend_runs_and_sets():
    run = interpretations(cards("9D 10D JD"), BANAKIL)[0]
    assert extend(run, parse_card("QD"), BANAKIL).describe() == "9D 10D JD QD"
    assert extend(run, parse_card("8D"), BANAKIL, "low").start == 8
    assert extension_ends(run, parse_card("JK"), BANAKIL) == ["high", "low"]
    top = interpretations(cards("QD KD AD"), BANAKIL)[0]
    assert extension_ends(top, parse_card("JK"), BANAKIL) == ["low"]
    with pytest.raises(MeldError) as error:
        extend(top, parse_card("JK"), BANAKIL, "high")
    assert error.value.code == "run_range"
    group = set_layout(cards("3S 3H 3D"), BANAKIL)
    assert extend(group, parse_card("JK"), BANAKIL).represents(3) == Face(3, None)
    assert extension_ends(group, parse_card("2C"), BANAKIL) == []      # BK-13: no 2 in a set
    full = set_layout(cards("AS AH AD AC"), BANAKIL)
    assert extension_ends(full, parse_card("JK"), BANAKIL) == []       # BK-11: 4 cards at most


def test_replace_wild():
    run = interpretations(cards("9D 10D JK"), BANAKIL)[0]               # JK stands for J♦
    replaced = replace_wild(run, 2, parse_card("JD"), BANAKIL)
    assert replaced.describe() == "9D 10D JD" and replaced.wild_indices() == []
    for card, code in (("QD", "wrong_card"), ("JH", "wrong_card"), ("2D", "not_natural")):
        with pytest.raises(MeldError) as error:
            replace_wild(run, 2, parse_card(card), BANAKIL)
        assert error.value.code == code
    with pytest.raises(MeldError) as error:
        replace_wild(run, 0, parse_card("9D#1"), BANAKIL)
    assert error.value.code == "not_wild"
    with pytest.raises(MeldError, match=r"QD is not the card the JK stands for \(JD\)"):
        replace_wild(run, 2, parse_card("QD"), BANAKIL)
    group = set_layout(cards("3S 3H JK"), BANAKIL)
    assert replace_wild(group, 2, parse_card("3C"), BANAKIL).wild_indices() == []
    with pytest.raises(MeldError, match="any 3"):
        replace_wild(group, 2, parse_card("4C"), BANAKIL)
    with pytest.raises(MeldError) as error:                      # BK-11: suits all different
        replace_wild(group, 2, parse_card("3S#1"), BANAKIL)
    assert error.value.code == "set_suits"


def test_move_wild_to_end():
    """BK-17: the 2 leaves the place of the natural and goes to an open end of the run."""
    run = interpretations(cards("9D 2C JD"), BANAKIL)[0]
    assert run.describe() == "9D 2C(10D) JD"
    high = move_wild_to_end(run, 1, parse_card("10D"), BANAKIL, "high")
    low = move_wild_to_end(run, 1, parse_card("10D"), BANAKIL, "low")
    assert high.describe() == "9D 10D JD 2C(QD)"
    assert (low.describe(), low.start) == ("2C(8D) 9D 10D JD", 8)
    top = interpretations(cards("QD 2C AD"), BANAKIL)[0]
    with pytest.raises(MeldError):
        move_wild_to_end(top, 1, parse_card("KD"), BANAKIL, "high")


def test_make_set_and_run_flags():
    assert make_set(cards("AS AH JK"), ACE, BANAKIL).natural_flags == (True, True, False)
    run = make_run(cards("2H 3H JK"), Suit.H, 2, CAP_IT)
    assert run.natural_flags == (True, True, False)
    assert make_run(cards("2H 3H JK"), Suit.H, 2, BANAKIL).natural_flags == (False, True, False)
