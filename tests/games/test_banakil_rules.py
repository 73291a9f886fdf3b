"""Banakil rule behaviours through the engine (rules/banakil.md, rule ids in the comments)."""

from __future__ import annotations

import json
import random

import pytest
from banakil_positions import arrange, build, card_in, cards_in

from desktop_app.cards.card import JOKER, Face, Suit
from desktop_app.cards.melds import MeldKind
from desktop_app.games.banakil import (
    BanakilConfig,
    BanakilState,
    Deal,
    Discard,
    DrawStock,
    LayOff,
    Meld,
    Phase,
    TakeDiscard,
)
from desktop_app.games.banakil.rules import HAND_SIZE
from desktop_app.games.base import CardMoved, GameEnded, IllegalAction, RoundEnded

TWO_PLAYERS = BanakilConfig(players=2)
THREE_PLAYERS = BanakilConfig(players=3)
FOUR_ALONE = BanakilConfig(players=4)
PARTNERS = BanakilConfig(players=4, partnerships=True)


def faces(cards) -> list[str]:
    return [str(c) for c in cards]


# ------------------------------------------------------------------ deal and turn order


@pytest.mark.parametrize(("players", "stock"), [(2, 69), (3, 51), (4, 33)])
def test_deal(players, stock):
    """BK-04: 18 cards each, one card up starts the pile, the rest is the stock."""
    state = BanakilState.new_game(BanakilConfig(players=players), seed=players)
    assert [len(h) for h in state.hands] == [HAND_SIZE] * players
    assert len(state.discard) == 1 and len(state.stock) == stock
    assert state.check_invariants() == []
    moved = [e for e in state.opening_events if isinstance(e, CardMoved)]
    assert len(moved) == HAND_SIZE * players + 1
    for event in moved[:-1]:               # each dealt card is seen by its receiver only
        assert event.visible_to == frozenset({int(event.dst.split("/")[1])})
    assert moved[-1].dst == "discard" and moved[-1].visible_to is None


def test_first_dealer_is_random_and_the_deal_is_seeded():
    """BK-04: first dealer random; DESIGN.md: the seed decides everything."""
    dealers = {BanakilState.new_game(FOUR_ALONE, seed).dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}
    first, again = (BanakilState.new_game(FOUR_ALONE, 7) for _ in range(2))
    assert first.snapshot() == again.snapshot()
    assert BanakilState.new_game(FOUR_ALONE, 8).snapshot() != first.snapshot()


def test_play_passes_to_the_right():
    """BK-05: the player to the dealer's right starts; play is counter-clockwise (seats are
    numbered clockwise, so the turn goes to seat - 1)."""
    state = BanakilState.new_game(FOUR_ALONE, seed=3)
    expected = (state.dealer - 1) % 4
    for _ in range(9):
        assert state.current == state.to_move() == expected
        state.apply(expected, DrawStock())
        state.apply(expected, Discard(state.hands[expected][0]))
        expected = (expected - 1) % 4
    assert state.check_invariants() == []


def test_deal_passes_to_the_right_also_after_a_round_without_score():
    """BK-05 Decision: the deal passes right each round, including after BK-20."""
    state = build(THREE_PLAYERS, hands={0: "4S 5D"}, current=0, phase=Phase.DRAW, stock=1)
    dealer = state.dealer
    state.apply(0, DrawStock())
    state.apply(0, Discard(card_in(state, 0, "4S")))
    assert state.phase is Phase.ROUND_OVER and state.results[-1]["ending"] == "stock_exhausted"
    assert state.current == (dealer - 1) % 3
    with pytest.raises(IllegalAction):
        state.apply(dealer, Deal())
    state.apply((dealer - 1) % 3, Deal())
    assert state.dealer == (dealer - 1) % 3 and state.round_no == 2
    assert state.current == (dealer - 2) % 3 and state.phase is Phase.DRAW
    assert [len(h) for h in state.hands] == [HAND_SIZE] * 3 and len(state.stock) == 51
    assert state.melds == {} and state.check_invariants() == []


def test_wild_up_card_stays_and_may_be_taken():
    """BK-06 Decision: a wild turned up as the first discard stays there."""
    seed = next(s for s in range(500)
                if BanakilState.new_game(TWO_PLAYERS, s).discard[0].rank in (2, JOKER))
    state = BanakilState.new_game(TWO_PLAYERS, seed)
    wild = state.discard[0]
    state.apply(state.current, TakeDiscard(1))
    assert wild in state.hands[state.current]


# ------------------------------------------------------------------ drawing


@pytest.mark.parametrize("k", [1, 2, 4, 6])
def test_take_top_k_discards(k):
    """BK-07b: the top k cards, any k up to the whole pile; no need to use them."""
    state = build(TWO_PLAYERS, hands={0: "4S 9H"}, phase=Phase.DRAW,
                  discard="3C 8H QD 5S 10C KH")
    pile = list(state.discard)
    assert TakeDiscard(6) in state.legal_actions(0) and TakeDiscard(7) not in \
        state.legal_actions(0)
    events = state.apply(0, TakeDiscard(k))
    assert state.discard == pile[:-k]
    assert state.hands[0][2:] == pile[-k:]
    assert state.known[0] == set(pile[-k:])       # everyone saw them enter the hand
    assert [e.card for e in events if isinstance(e, CardMoved)] == pile[-k:]
    assert state.phase is Phase.PLAY and state.check_invariants() == []
    assert state.taken_single == (pile[-1] if k == 1 else None)
    assert set(state.observation(1).known[0]) == set(pile[-k:])


def test_draw_from_stock_is_seen_only_by_the_drawer():
    state = build(TWO_PLAYERS, hands={0: "4S 9H"}, phase=Phase.DRAW, discard="3C")
    top = state.stock[-1]
    events = state.apply(0, DrawStock())
    moved = next(e for e in events if isinstance(e, CardMoved))
    assert moved.card == top and moved.for_seat(1).card is None and moved.for_seat(0).card == top
    assert top in state.hands[0] and top not in state.observation(1).visible_cards()


# ------------------------------------------------------------------ melds and lay-offs


def test_meld_default_reading_extends_upward_and_stated_start():
    """BK-14: the default reading of 9♦ 10♦ JK is J♦; stating the start gives 8♦."""
    state = build(TWO_PLAYERS, hands={0: "9D 10D JK 4S 9C 10C JK"})
    state.apply(0, Meld(cards_in(state, 0, "9D 10D JK")))
    assert state.melds[0].shape.describe() == "9D 10D JK(JD)"
    jk, nine, ten = cards_in(state, 0, "JK 9C 10C")
    state.apply(0, Meld((jk, nine, ten), MeldKind.RUN, 8))
    assert state.melds[1].shape.describe() == "JK(8C) 9C 10C"
    assert state.first_meld_turn[0] == state.turn_no


def test_joker_retrieval_from_a_three_card_set_is_a_choice():
    """BK-18 Decision: onto a 3-card set holding a joker the player may grow it or retrieve."""
    state = build(TWO_PLAYERS, hands={0: "3D 9C 4H"}, melds=[(0, "3S 3H JK")])
    grown = state.clone()
    grown.apply(0, LayOff(0, cards_in(grown, 0, "3D")))
    assert faces(grown.melds[0].shape.cards) == ["3S", "3H", "JK", "3D"]
    assert faces(grown.hands[0]) == ["9C", "4H"]
    joker = state.melds[0].shape.cards[2]
    events = state.apply(0, LayOff(0, cards_in(state, 0, "3D"), retrieve=True))
    assert faces(state.melds[0].shape.cards) == ["3S", "3H", "3D"]
    assert joker in state.hands[0] and joker in state.known[0]       # seen by all
    assert any(isinstance(e, CardMoved) and e.card == joker and e.dst == "hand/0"
               for e in events)
    # the joker may be used or discarded this turn
    state.apply(0, Discard(joker))
    assert state.discard[-1] == joker and state.check_invariants() == []


def test_joker_retrieval_from_a_four_card_set_is_compulsory():
    """BK-18: onto a 4-card set (the missing 4th suit) the joker always comes back."""
    state = build(TWO_PLAYERS, hands={0: "3C 9C 4H"}, melds=[(0, "3S 3H 3D JK")])
    joker = state.melds[0].shape.cards[3]
    state.apply(0, LayOff(0, cards_in(state, 0, "3C")))
    assert sorted(faces(state.melds[0].shape.cards)) == ["3C", "3D", "3H", "3S"]
    assert joker in state.hands[0]


def test_joker_retrieval_from_its_place_in_a_run():
    """BK-18: the natural card at the joker's exact place in a run retrieves it."""
    state = build(TWO_PLAYERS, hands={0: "7C 9D 4H"}, melds=[(0, "4C 5C 6C JK:7C 8C")])
    joker = state.melds[0].shape.cards[3]
    state.apply(0, LayOff(0, cards_in(state, 0, "7C")))
    assert faces(state.melds[0].shape.cards) == ["4C", "5C", "6C", "7C", "8C"]
    assert joker in state.hands[0]
    assert state.melds[0].shape.wild_indices() == []


def test_joker_from_a_partners_meld_goes_to_the_player():
    """BK-18: the player who plays the natural takes the joker, also from the partner's meld;
    every seat sees it enter that hand."""
    state = build(PARTNERS, hands={0: "9H 4C KD"}, melds=[(0, "AS AH AD"), (2, "7H 8H JK:9H")])
    joker = state.melds[1].shape.cards[2]
    state.apply(0, LayOff(1, cards_in(state, 0, "9H")))
    assert joker in state.hands[0] and state.melds[1].owner == 2
    assert all(joker in state.observation(seat).known[0] for seat in (1, 2, 3))
    assert state.check_invariants() == []


def test_lay_off_options_offer_both_set_choices():
    state = build(TWO_PLAYERS, hands={0: "3D 9C 4H"}, melds=[(0, "3S 3H JK")])
    three = cards_in(state, 0, "3D")
    options = [a for a in state.legal_actions(0) if isinstance(a, LayOff)]
    assert {(a.cards, a.retrieve) for a in options} == {(three, False), (three, True)}


@pytest.mark.parametrize(("end", "result", "start"), [
    (None, "9D 10D JD 2C(QD)", 9), ("high", "9D 10D JD 2C(QD)", 9),
    ("low", "2C(8D) 9D 10D JD", 8)])
def test_two_is_relocated_to_an_open_end(end, result, start):
    """BK-17: playing the natural a 2 stands for moves the 2 (player picks the end)."""
    state = build(TWO_PLAYERS, hands={0: "10D 4C KH"}, melds=[(0, "9D 2C:10D JD")])
    state.apply(0, LayOff(0, cards_in(state, 0, "10D"), end=end))
    shape = state.melds[0].shape
    assert (shape.describe(), shape.start) == (result, start)
    assert faces(state.hands[0]) == ["4C", "KH"] and state.check_invariants() == []


def test_two_goes_low_when_the_run_reaches_the_ace():
    """BK-17: only one end is open: the 2 must go there."""
    state = build(TWO_PLAYERS, hands={0: "QH 4C KD"}, melds=[(0, "JH 2C:QH KH AH")])
    state.apply(0, LayOff(0, cards_in(state, 0, "QH"), end="high"))
    assert state.melds[0].shape.describe() == "2C(10H) JH QH KH AH"


def test_thirteen_card_run_by_relocating_a_two():
    """BK-17 / BK-E8: the run spans 3…A, so the 2 stays below the 3: 13 cards."""
    state = build(TWO_PLAYERS, hands={0: "4H 4C KD"},
                  melds=[(0, "3H 2C:4H 5H 6H 7H 8H 9H 10H JH QH KH AH")])
    state.apply(0, LayOff(0, cards_in(state, 0, "4H")))
    shape = state.melds[0].shape
    assert len(shape.cards) == 13 and shape.start == 2
    assert shape.represents(0) == Face(2, Suit.H) and faces(shape.cards)[0] == "2C"
    assert state.check_invariants() == []
    # the 13th card was a relocation, and it still scores 2 (BK-E8)
    assert state.positions(None)[0].melds[0] == shape.cards


def test_a_two_may_not_be_laid_off_below_a_full_run():
    """BK-12: 13 cards only via BK-17; a 2 laid off directly has no place below the 3."""
    state = build(TWO_PLAYERS, hands={0: "2S 4C KD"},
                  melds=[(0, "3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH")])
    two = cards_in(state, 0, "2S")
    before = state.snapshot()
    for end in (None, "low", "high"):
        with pytest.raises(IllegalAction) as error:
            state.apply(0, LayOff(0, two, end=end))
        assert error.value.rule in ("BK-12", "BK-17")
        assert state.snapshot() == before
    assert not any(isinstance(a, LayOff) for a in state.legal_actions(0))


def test_lay_off_on_partner_after_own_meld_in_the_same_turn():
    """BK-16: a meld of your own earlier in the same turn counts; BK-15: the card then belongs
    to the partner's meld and counts for its owner."""
    state = build(PARTNERS, hands={0: "AS AH AD 9C 4H"}, melds=[(2, "6C 7C 8C")])
    nine = cards_in(state, 0, "9C")
    with pytest.raises(IllegalAction):
        state.apply(0, LayOff(0, nine))
    state.apply(0, Meld(cards_in(state, 0, "AS AH AD")))
    state.apply(0, LayOff(0, nine))
    assert state.melds[0].owner == 2 and faces(state.melds[0].shape.cards)[-1] == "9C"
    positions = state.positions(None)
    assert nine[0] in positions[2].melds[0] and all(nine[0] not in m for m in positions[0].melds)


def test_wilds_on_runs_and_sets():
    """BK-13 through lay-offs: one joker and one 2 per run; a joker onto a natural set."""
    state = build(TWO_PLAYERS, hands={0: "JK 2S 2H 4C"},
                  melds=[(0, "7D 8D 9D"), (0, "AS AH AD")])
    state.apply(0, LayOff(0, cards_in(state, 0, "2S"), end="low"))
    assert state.melds[0].shape.describe() == "2S(6D) 7D 8D 9D"
    with pytest.raises(IllegalAction) as error:
        state.apply(0, LayOff(0, cards_in(state, 0, "2H")))
    assert error.value.rule == "BK-13"
    state.apply(0, LayOff(1, cards_in(state, 0, "JK")))
    assert state.melds[1].shape.represents(3) == Face(14, None)


# ------------------------------------------------------------------ going out, round end


def test_going_out_by_discarding():
    """BK-19a/BK-21: discarding the last card ends the round; the bonus is earned."""
    state = build(TWO_PLAYERS, hands={0: "4S", 1: "AS AH AD 9C"}, melds=[(0, "3S 3H 3D")])
    events = state.apply(0, Discard(card_in(state, 0, "4S")))
    ended = next(e for e in events if isinstance(e, RoundEnded))
    assert ended.reason == "went_out" and ended.result["went_out"] == 0
    assert ended.result["breakdown"][0]["going_out_bonus"] == 20
    assert ended.result["player_scores"] == [22, -20]    # 1.5 + 20 = 21.5 → 22; no meld
    assert state.totals == [22, -20] and state.phase is Phase.ROUND_OVER


def test_going_out_by_melding_the_last_cards():
    """BK-19b: melding the last cards ends the round at once, without a discard."""
    state = build(TWO_PLAYERS, hands={0: "JD QD KD", 1: "9C 4H"}, melds=[(0, "3S 3H 3D")],
                  first_meld_turn={0: 0})
    events = state.apply(0, Meld(cards_in(state, 0, "JD QD KD")))
    ended = next(e for e in events if isinstance(e, RoundEnded))
    assert ended.result["went_out"] == 0
    assert ended.result["player_scores"] == [25, -20]   # 1.5 + 3 + 20 = 24.5 → 25
    assert state.phase is Phase.ROUND_OVER and state.hands[0] == []


def test_going_out_by_laying_off_the_last_card():
    """BK-19b (BK-E2): laying off the last card is going out."""
    state = build(TWO_PLAYERS, hands={0: "9S"}, melds=[(0, "5S 6S 7S 8S")])
    state.apply(0, LayOff(0, cards_in(state, 0, "9S")))
    assert state.results[-1]["went_out"] == 0 and state.phase is Phase.ROUND_OVER


def test_stock_exhausted_in_a_real_game():
    """BK-20/BK-21 (BK-E9): every player draws from the stock and discards; once the last stock
    card is drawn and all still hold cards, the round ends with no score for anyone."""
    state = BanakilState.new_game(THREE_PLAYERS, seed=11)
    state.totals = [50, 60, 70]
    turns = 0
    while state.phase is not Phase.ROUND_OVER:
        seat = state.current
        state.apply(seat, DrawStock())
        state.apply(seat, Discard(state.hands[seat][0]))
        turns += 1
        assert state.check_invariants() == []
    assert turns == 51                                   # the stock is never reshuffled
    result = state.results[-1]
    assert result["ending"] == "stock_exhausted" and result["went_out"] is None
    assert result["player_scores"] == [0, 0, 0]         # nobody gets −20 for no meld
    assert state.totals == [50, 60, 70] and state.stock == []
    assert state.current == (state.dealer - 1) % 3
    assert state.legal_actions(state.current) == [Deal()]


def make_last_stock_card(state: BanakilState, text: str) -> None:
    """Swap the written card (from the discard pile) with the single stock card."""
    card = next(c for c in state.discard if str(c) == text)
    index = state.discard.index(card)
    state.discard[index], state.stock[-1] = state.stock[-1], card


@pytest.mark.parametrize(("last", "ending"), [("4C", "stock_exhausted"), ("KD", "went_out")])
def test_drawing_the_last_stock_card(last, ending):
    """BK-20 applies only if every player still holds a card at the end of that turn: here the
    last card either is discarded (no score) or completes a meld that empties the hand."""
    state = build(TWO_PLAYERS, hands={0: "JD QD", 1: "9C 4H"}, melds=[(0, "3S 3H 3D")],
                  phase=Phase.DRAW, stock=1)
    make_last_stock_card(state, last)
    state.apply(0, DrawStock())
    assert state.last_stock_drawn and state.stock == []
    if last == "KD":
        state.apply(0, Meld(cards_in(state, 0, "JD QD KD")))
    else:
        state.apply(0, Discard(card_in(state, 0, last)))
    assert state.phase is Phase.ROUND_OVER and state.results[-1]["ending"] == ending
    assert (state.totals == [0, 0]) == (ending == "stock_exhausted")


# ------------------------------------------------------------------ scoring


def test_concealed_40_in_the_individual_game_despite_other_melds():
    """BK-24: alone, the 40 needs only this player's own turn; others' melds do not matter."""
    state = build(FOUR_ALONE, hands={0: "3S 3H 3D 9D 10D JD 4C"}, melds=[(1, "AS AH AD")])
    for meld in ("3S 3H 3D", "9D 10D JD"):
        state.apply(0, Meld(cards_in(state, 0, meld)))
    state.apply(0, Discard(card_in(state, 0, "4C")))
    assert state.results[-1]["player_scores"][0] == 40
    assert state.results[-1]["breakdown"][0]["fixed"] == 40


def test_no_concealed_40_after_an_earlier_own_meld():
    """BK-24: a meld laid on an earlier turn makes it a normal BK-22 score."""
    state = build(TWO_PLAYERS, hands={0: "9D 10D JD 4C"}, melds=[(0, "3S 3H 3D")])
    state.apply(0, Meld(cards_in(state, 0, "9D 10D JD")))
    state.apply(0, Discard(card_in(state, 0, "4C")))
    assert state.results[-1]["player_scores"][0] == 25          # 1.5 + 3 + 20 = 24.5


def test_concealed_40_with_partners_needs_nobody_else_melded():
    """BK-24: with partners, a meld by anyone else (partner included) rules the 40 out."""
    for other, expected in ((None, 40), (2, 25), (1, 25)):
        melds = [] if other is None else [(other, "AS AH AD")]
        state = build(PARTNERS, hands={0: "3S 3H 3D 9D 10D JD 4C"}, melds=melds)
        for meld in ("3S 3H 3D", "9D 10D JD"):
            state.apply(0, Meld(cards_in(state, 0, meld)))
        state.apply(0, Discard(card_in(state, 0, "4C")))
        assert state.results[-1]["player_scores"][0] == expected, other


@pytest.mark.parametrize(("option", "teams"), [(False, [38, -10]), (True, [48, -20])])
def test_partnership_scoring_both_modes(option, teams):
    """BK-27 (BK-E4): the winner's score for his team, minus his partner's for the others;
    house option partnership_sum: each team adds both partners' scores."""
    config = BanakilConfig(players=4, partnerships=True, partnership_sum=option)
    state = build(config, hands={
        0: "6H", 1: "2S JK 9D 8D 4S 4H AC", 2: "KC 6S 4C 10D 5S",
        3: "KH 4S 4C 7H 9S JH 6D 8H 5H QC 10C 7S 2D 10S 9D 5D KD 3C"}, melds=[
        (0, "7S 8S 9S 10S JS QS"), (0, "AH AD AC AS"), (0, "3D 4D 5D 6D 2H:7D"),
        (0, "3C 3H 3S"), (2, "3S 3H 3D"), (2, "9H 10H JK:JH QH KH"), (2, "5C 6C 7C 8C 9C"),
        (1, "5C 6C 7C 8C"), (1, "JD QD KD AD"), (1, "10H JH QH")])
    state.apply(0, Discard(card_in(state, 0, "6H")))
    result = state.results[-1]
    assert result["player_scores"] == [38, 0, 10, -20]
    assert result["team_scores"] == teams and state.totals == teams


def test_house_option_sets_any_rank():
    """BK-11 house option: sets of any rank (still distinct suits, at most one joker)."""
    plain = build(TWO_PLAYERS, hands={0: "8S 8H 8D 4C"})
    with pytest.raises(IllegalAction):
        plain.apply(0, Meld(cards_in(plain, 0, "8S 8H 8D")))
    state = build(BanakilConfig(players=2, sets_any_rank=True), hands={0: "8S 8H 8D 4C"})
    state.apply(0, Meld(cards_in(state, 0, "8S 8H 8D")))
    assert state.melds[0].shape.kind is MeldKind.SET and state.melds[0].shape.rank == 8


def test_house_option_min_naturals():
    """BK-13 Decision: a new meld needs 2 naturals by default; option min_naturals."""
    plain = build(TWO_PLAYERS, hands={0: "9D JK 2C 4S"})
    with pytest.raises(IllegalAction) as error:
        plain.apply(0, Meld(cards_in(plain, 0, "9D JK 2C")))
    assert error.value.rule == "BK-13"
    state = build(BanakilConfig(players=2, min_naturals=1), hands={0: "9D JK 2C 4S"})
    state.apply(0, Meld(cards_in(state, 0, "9D JK 2C")))
    assert state.melds[0].shape.naturals == 1
    strict = build(BanakilConfig(players=2, min_naturals=3), hands={0: "9D 10D JK 4S"})
    with pytest.raises(IllegalAction):
        strict.apply(0, Meld(cards_in(strict, 0, "9D 10D JK")))


# ------------------------------------------------------------------ game end


def test_game_to_target_with_a_tie_played_off():
    """BK-28/29: A and B both reach the target tied, so another round is played; then the
    higher total wins. Totals carry over between rounds (BK-26)."""
    config = BanakilConfig(players=2, target=100)
    # A goes out: [A♠ A♥ A♦] 4.5 + 20 = 24.5 → 25; B: [3♠ 3♥ 3♦] 1.5 − 9♣ 10♣ 2 = −0.5 → 0.
    state = build(config, hands={0: "4S", 1: "9C 10C"}, melds=[(0, "AS AH AD"), (1, "3S 3H 3D")],
                  totals=[80, 103])
    state.apply(0, Discard(card_in(state, 0, "4S")))
    assert state.results[-1]["player_scores"] == [25, 0]
    assert state.totals == [105, 103] and state.winners() == (0,) and state.is_over

    tied = build(config, hands={0: "4S", 1: "9C 10C"}, melds=[(0, "AS AH AD"), (1, "3S 3H 3D")],
                 totals=[78, 103])
    events = tied.apply(0, Discard(card_in(tied, 0, "4S")))
    assert tied.totals == [103, 103]                    # both past 100 and level: play on
    assert tied.phase is Phase.ROUND_OVER and tied.winners() == ()
    assert not any(isinstance(e, GameEnded) for e in events)
    assert tied.results[-1]["game_over"] is False and tied.results[-1]["winner"] is None

    tied.apply(tied.current, Deal())                    # round 2, same game
    assert tied.round_no == 2 and tied.totals == [103, 103]
    loser = tied.current                                # plays first; the winner second
    winner = 1 - loser
    # the winner: [3♠ 3♥ 3♦] 1.5 + 20 = 21.5 → 22; the loser has no meld: −20
    arrange(tied, hands={loser: "KC 9C 10C JC QC 4S 5H", winner: "7D"},
            melds=[(winner, "3S 3H 3D")], current=winner, turn_no=tied.turn_no + 1)
    events = tied.apply(winner, Discard(card_in(tied, winner, "7D")))
    assert tied.is_over and tied.winners() == (winner,)
    assert [e.winners for e in events if isinstance(e, GameEnded)] == [(winner,)]
    assert tied.totals[winner] == 103 + 22 and tied.totals[loser] == 103 - 20


def test_totals_in_a_partnership_game_are_per_team():
    state = build(PARTNERS, hands={0: "4S"}, melds=[(0, "AS AH AD")], totals=[10, 20])
    state.apply(0, Discard(card_in(state, 0, "4S")))
    assert len(state.totals) == 2
    assert state.totals[0] == 10 + 25


# ------------------------------------------------------------------ views of the state


def test_single_taken_card_is_public_and_kept_in_sampled_worlds():
    """BK-08: everyone saw which card was taken alone, so a world sampled from another seat's
    observation keeps the rule that it may not be discarded this turn."""
    state = build(TWO_PLAYERS, hands={0: "4S 9H JC"}, phase=Phase.DRAW, discard="5C 7D")
    state.apply(0, TakeDiscard(1))
    seven = card_in(state, 0, "7D")
    observation = state.observation(1)
    assert observation.taken_single == seven and seven in observation.visible_cards()
    world = observation.sample_world(random.Random(3))
    assert world.taken_single == seven and seven in world.hands[0]
    assert Discard(seven) not in world.legal_actions(0)
    assert world.check_invariants() == []


def test_snapshot_is_a_copy():
    """An earlier snapshot does not change when the state moves on (results included)."""
    state = build(TWO_PLAYERS, hands={0: "4S"}, melds=[(0, "AS AH AD")])
    before = state.snapshot()
    frozen = json.dumps(before, sort_keys=True)
    state.apply(0, Discard(card_in(state, 0, "4S")))
    assert len(state.snapshot()["results"]) == 1
    assert json.dumps(before, sort_keys=True) == frozen and before["results"] == []
