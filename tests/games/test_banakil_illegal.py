"""Illegal actions (rules/banakil.md "Illegal actions" 1–5 and the turn structure): each raises
IllegalAction with the rule id and leaves the state's snapshot exactly as it was."""

from __future__ import annotations

import pytest
from banakil_positions import build, card_in, cards_in

from desktop_app.cards.card import parse_card
from desktop_app.cards.melds import MeldKind
from desktop_app.games.banakil import (
    BanakilConfig,
    Deal,
    Discard,
    DrawStock,
    LayOff,
    Meld,
    Phase,
    TakeDiscard,
)
from desktop_app.games.base import Action, IllegalAction

TWO_PLAYERS = BanakilConfig(players=2)
PARTNERS = BanakilConfig(players=4, partnerships=True)


def refused(state, seat: int, action: Action, rule: str | None) -> IllegalAction:
    """Apply `action`, expecting IllegalAction citing `rule`; the state must not change."""
    before = state.snapshot()
    history = list(state.history)
    with pytest.raises(IllegalAction) as error:
        state.apply(seat, action)
    assert error.value.rule == rule, error.value
    assert error.value.reason
    assert state.snapshot() == before
    assert state.history == history
    assert state.check_invariants() == []
    return error.value


def test_illegal_1_discarding_the_single_taken_card():
    """Illegal 1 / BK-08: take only 7♦ from the pile, then discard 7♦ in the same turn."""
    state = build(TWO_PLAYERS, hands={0: "4S 9H JC KD QS"}, phase=Phase.DRAW,
                  discard="5C 7D")
    state.apply(0, TakeDiscard(1))
    seven = card_in(state, 0, "7D")
    error = refused(state, 0, Discard(seven), "BK-08")
    assert "7D" in error.reason
    assert Discard(seven) not in state.legal_actions(0)
    state.apply(0, Discard(card_in(state, 0, "4S")))      # any other card is fine


def test_after_taking_two_cards_any_card_may_be_discarded():
    """BK-08: with k ≥ 2 the taken cards may be discarded."""
    state = build(TWO_PLAYERS, hands={0: "4S 9H JC KD QS"}, phase=Phase.DRAW,
                  discard="5C 7D")
    state.apply(0, TakeDiscard(2))
    state.apply(0, Discard(card_in(state, 0, "7D")))
    assert state.discard[-1] == parse_card("7D") and state.current == 1


def test_illegal_2_set_of_eights():
    """Illegal 2 / BK-11: sets may only be 3s or Aces."""
    state = build(TWO_PLAYERS, hands={0: "8S 8H 8D 4C 9C"})
    error = refused(state, 0, Meld(cards_in(state, 0, "8S 8H 8D")), "BK-11")
    assert "3s or Aces" in error.reason
    refused(state, 0, Meld(cards_in(state, 0, "8S 8H 8D"), MeldKind.SET), "BK-11")


@pytest.mark.parametrize("text", ["KC AC 3C", "AH 3H 4H"])
def test_illegal_3_runs_never_wrap(text):
    """Illegal 3 / BK-01, BK-12: the Ace is high only."""
    state = build(TWO_PLAYERS, hands={0: f"{text} 9D 10S"})
    refused(state, 0, Meld(cards_in(state, 0, text)), "BK-12")
    refused(state, 0, Meld(cards_in(state, 0, text), MeldKind.RUN), "BK-12")


def test_illegal_3_stated_positions_are_checked():
    """BK-14: a player may state where a run starts; the law still holds."""
    state = build(TWO_PLAYERS, hands={0: "QC KC AC 9D 10S"})
    refused(state, 0, Meld(cards_in(state, 0, "QC KC AC"), MeldKind.RUN, 13), "BK-12")
    refused(state, 0, Meld(cards_in(state, 0, "QC KC AC"), MeldKind.SET, 12), None)


def test_illegal_4_a_two_in_a_set():
    """Illegal 4 / BK-13: a set accepts one joker and no twos."""
    state = build(TWO_PLAYERS, hands={0: "AS AD 2C 4C 9C"})
    error = refused(state, 0, Meld(cards_in(state, 0, "AS AD 2C")), "BK-13")
    assert "2" in error.reason


def test_illegal_4_a_second_joker_on_a_set():
    """Illegal 4 / BK-13: adding a second joker to [3♠ 3♥ JK]."""
    state = build(TWO_PLAYERS, hands={0: "JK 9C 4D"}, melds=[(0, "3S 3H JK")])
    refused(state, 0, LayOff(0, cards_in(state, 0, "JK")), "BK-13")


def test_illegal_5_laying_off_on_an_opponents_run():
    """Illegal 5 / BK-16: never on an opponent's meld, even after melding yourself."""
    state = build(TWO_PLAYERS, hands={0: "9C 4D KH"},
                  melds=[(1, "6C 7C 8C"), (0, "3S 3H 3D")])
    refused(state, 0, LayOff(0, cards_in(state, 0, "9C")), "BK-16")
    assert all(not (isinstance(a, LayOff) and a.meld_id == 0) for a in state.legal_actions(0))


def test_illegal_5_laying_off_on_partner_before_own_meld():
    """Illegal 5 / BK-16: on the partner's run only after a meld of your own."""
    state = build(PARTNERS, hands={0: "9C 4D KH"}, melds=[(2, "6C 7C 8C")])
    error = refused(state, 0, LayOff(0, cards_in(state, 0, "9C")), "BK-16")
    assert "own" in error.reason
    assert not any(isinstance(a, LayOff) for a in state.legal_actions(0))


def test_illegal_5_a_two_never_returns_to_the_hand():
    """Illegal 5 / BK-17: playing the natural a 2 stands for moves the 2; asking to retrieve it
    still leaves it on the table (only jokers come back, BK-18)."""
    state = build(TWO_PLAYERS, hands={0: "10D 4C KH"}, melds=[(0, "9D 2C:10D JD")])
    two = state.melds[0].shape.cards[1]
    state.apply(0, LayOff(0, cards_in(state, 0, "10D"), retrieve=True))
    assert two not in state.hands[0] and two in state.melds[0].shape.cards
    assert state.melds[0].shape.describe() == "9D 10D JD 2C(QD)"


def test_turn_structure_is_enforced():
    """BK-05 (turn order), BK-07 (draw first, exactly once), BK-10 (then discard)."""
    state = build(TWO_PLAYERS, hands={0: "4S 9H JC KD QS", 1: "3S 3H 3D 5C 6C"},
                  phase=Phase.DRAW, discard="5D 7D")
    refused(state, 1, DrawStock(), "BK-05")
    refused(state, 1, TakeDiscard(1), "BK-05")
    refused(state, 0, Discard(card_in(state, 0, "4S")), "BK-07")
    refused(state, 0, Meld(cards_in(state, 0, "JC QS KD")), "BK-07")
    refused(state, 0, TakeDiscard(3), "BK-07")
    refused(state, 0, TakeDiscard(0), "BK-07")
    refused(state, 0, Deal(), "BK-05")
    refused(state, 2, DrawStock(), None)                  # no such seat at two players
    state.apply(0, DrawStock())
    refused(state, 0, DrawStock(), "BK-07")
    refused(state, 0, TakeDiscard(1), "BK-07")
    refused(state, 1, Discard(card_in(state, 1, "5C")), "BK-05")


def test_cards_must_be_held():
    state = build(TWO_PLAYERS, hands={0: "4S 9H JC KD QS", 1: "3S 3H 3D 5C 6C"})
    theirs = card_in(state, 1, "3S")
    error = refused(state, 0, Discard(theirs), None)
    assert "do not hold" in error.reason
    refused(state, 0, Discard(state.stock[-1]), None)
    refused(state, 0, Meld(cards_in(state, 1, "3S 3H 3D")), None)
    twice = card_in(state, 0, "4S")
    refused(state, 0, Meld((twice, twice, card_in(state, 0, "9H"))), None)
    refused(state, 0, Meld(()), None)


def test_meld_on_unknown_meld_id_and_bad_end():
    state = build(TWO_PLAYERS, hands={0: "10D 4C KH"}, melds=[(0, "7D 8D 9D")])
    refused(state, 0, LayOff(7, cards_in(state, 0, "10D")), None)
    refused(state, 0, LayOff(0, cards_in(state, 0, "10D"), end="middle"), None)
    refused(state, 0, LayOff(0, cards_in(state, 0, "KH")), "BK-12")
    refused(state, 0, LayOff(0, cards_in(state, 0, "4C")), "BK-12")


def test_bk08_decision_no_meld_that_strands_the_taken_card():
    """BK-08 Decision: a meld or lay-off may not leave the single taken card alone in hand."""
    state = build(TWO_PLAYERS, hands={0: "3S 3H 3D"}, phase=Phase.DRAW, discard="KH 8C")
    state.apply(0, TakeDiscard(1))                        # 8♣ alone
    error = refused(state, 0, Meld(cards_in(state, 0, "3S 3H 3D")), "BK-08")
    assert "8C" in error.reason


def test_bk08_decision_no_lay_off_that_strands_the_taken_card():
    state = build(TWO_PLAYERS, hands={0: "8D"}, melds=[(0, "5D 6D 7D")], phase=Phase.DRAW,
                  discard="4S KH")
    state.apply(0, TakeDiscard(1))                        # K♥ alone
    eight = cards_in(state, 0, "8D")
    refused(state, 0, LayOff(0, eight), "BK-08")
    assert LayOff(0, eight, "high") not in state.legal_actions(0)
    assert state.legal_actions(0) == [Discard(eight[0])]


def test_bk08_the_taken_card_itself_may_be_melded():
    state = build(TWO_PLAYERS, hands={0: "4S"}, melds=[(0, "5C 6C 7C")], phase=Phase.DRAW,
                  discard="KH 8C")
    state.apply(0, TakeDiscard(1))
    taken = cards_in(state, 0, "8C")
    assert LayOff(0, taken, "high", False) in state.legal_actions(0)
    state.apply(0, LayOff(0, taken))
    assert [str(c) for c in state.hands[0]] == ["4S"]


def test_bk08_going_out_with_the_taken_card_is_allowed():
    """BK-08 Decision exception: the meld empties the hand (going out, BK-19b)."""
    state = build(TWO_PLAYERS, hands={0: "9D 10D"}, melds=[(0, "AS AH AC")],
                  phase=Phase.DRAW, discard="KH JD")
    state.apply(0, TakeDiscard(1))
    state.apply(0, Meld(cards_in(state, 0, "9D 10D JD")))
    assert state.phase is Phase.ROUND_OVER and state.results[-1]["went_out"] == 0


def test_after_the_game_nothing_is_legal():
    """BK-28: once a player reaches the target the game is over."""
    state = build(TWO_PLAYERS, hands={0: "4S"}, melds=[(0, "AS AH AD")], totals=[220, 0])
    state.apply(0, Discard(card_in(state, 0, "4S")))
    assert state.is_over and state.legal_actions(0) == [] == state.legal_actions(1)
    refused(state, 1, DrawStock(), "BK-28")
    refused(state, 0, Deal(), "BK-28")
