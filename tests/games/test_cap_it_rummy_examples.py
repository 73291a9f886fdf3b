"""The worked examples CR-E1 … CR-E8 of rules/cap_it_rummy.md, played through the engine."""

from __future__ import annotations

from desktop_app.cards.card import parse_cards
from desktop_app.cards.melds import MeldKind
from desktop_app.games.base import GameEnded, RoundEnded
from desktop_app.games.cap_it_rummy import Discard, LayOff, Meld, Phase, Push, TakeDiscard
from desktop_app.games.cap_it_rummy.scoring import PlayerPosition, score_round
from tests.cap_it_rummy_support import cards_in, rig


def round_result(events):
    return next(e.result for e in events if isinstance(e, RoundEnded))


def end_by_empty_stock(state, seat):
    """CR-11: a push with the stock empty ends the round and every hand scores (CR-18)."""
    return state.apply(seat, Push())


def test_cr_e1_discarding_the_last_card():
    # CR-E1: round 1, P1 discards his last card; the others score what they hold (CR-03).
    state = rig(hands={0: "8H", 1: "KS 7D 7C", 2: "JK 2H AC 10D", 3: "3S 4S 9H QH QD"},
                melds=[(0, "6S 6D 6C", MeldKind.SET, None), (0, "9S 9D 9C", MeldKind.SET, None)],
                discard="6H", current=0)
    state.apply(0, TakeDiscard())
    state.apply(0, LayOff(0, cards_in(state, 0, "6H")))
    events = state.apply(0, Discard(cards_in(state, 0, "8H")[0]))  # CR-16: out
    result = round_result(events)
    assert result["player_scores"] == [0, 20, 60, 35]
    assert result["round_winners"] == [0]
    assert result["ending"] == "went_out"
    assert state.phase is Phase.ROUND_OVER


def test_cr_e1_needs_the_taken_card_kept():
    # CR-E1 with the CR-13 ban: P1 took 4D, so that one may not be his last discard.
    state = rig(hands={0: "8H"}, contract_down=[0], discard="4D", current=0)
    state.apply(0, TakeDiscard())
    assert [a.card for a in state.legal_actions(0) if isinstance(a, Discard)] == \
        list(cards_in(state, 0, "8H"))


def test_cr_e2_stock_empty_when_p3_pushes():
    # CR-E2: round 3, the stock is empty when P3 wants to push: every hand scores (CR-18).
    state = rig(hands={0: "AS AD", 1: "2C", 2: "5H 6H 8C", 3: "KC JK"}, stock="",
                current=2, round_no=3, empty_since=0)
    result = round_result(end_by_empty_stock(state, 2))
    assert result["player_scores"] == [30, 15, 15, 30]
    assert result["round_winners"] == [1, 2]  # CR-19: tied lowest are co-winners
    assert result["ending"] == "stock_exhausted"
    assert result["went_out"] is None


def test_cr_e3_going_out_by_melding_the_last_cards():
    # CR-E3: round 2; P2 was pushed once (12 cards); P4 goes out by melding (CR-16).
    state = rig(hands={0: "9S 9D JC", 1: "JK JK 2S 2D AH AH KD QC JS 10H 8H 3C", 2: "4D",
                       3: "9H 10H"},
                melds=[(3, "5S 5D 5C", MeldKind.SET, None),
                       (3, "3D 4D#1 5D 6D", MeldKind.RUN, 3)],
                discard="JH", current=3, round_no=2)
    state.apply(3, TakeDiscard())
    # The taken JH goes into the meld: legal because it empties the hand (CR-13).
    run = Meld(cards_in(state, 3, "9H 10H JH"), MeldKind.RUN, 9)
    result = round_result(state.apply(3, run))
    assert result["player_scores"] == [20, 150, 5, 0]
    assert result["round_winners"] == [3]


def test_cr_e4_three_packs_for_five_players():
    # CR-E4: round 5 (run of 3 + run of 7), 5 players, 3 packs + 6 jokers; P5 goes out.
    state = rig(5, hands={0: "JK JK JK", 1: "2H 2H 2H AS", 2: "10C 10C 10C 9C", 3: "3D",
                          4: "KH"},
                melds=[(4, "4S 5S 6S", MeldKind.RUN, 4), (4, "5H 6H 7H 8H 9H 10H JH",
                                                          MeldKind.RUN, 5)],
                discard="7S", current=4, round_no=5)
    assert len({c for c in state.hands[2] if c.rank == 10}) == 3  # three copies exist
    state.apply(4, TakeDiscard())
    state.apply(4, LayOff(0, cards_in(state, 4, "7S")))
    result = round_result(state.apply(4, Discard(cards_in(state, 4, "KH")[0])))
    assert result["player_scores"] == [60, 60, 35, 5, 0]
    assert result["round_winners"] == [4]


def test_cr_e5_natural_position_two_in_hand_scores_as_a_two():
    # CR-E5: a 2 still in hand scores 15 whatever it could have been; Ace = 15 (CR-03).
    hands = [parse_cards("2H 3H AD"), parse_cards("KH QH JH 10H"), [],
             parse_cards("5C 5D 5S 6S 7S 8S")]
    score = score_round([PlayerPosition(tuple(h), i == 2) for i, h in enumerate(hands)])
    assert score.player_scores == (35, 40, 0, 30)
    assert score.round_winners == (2,)


def test_cr_e5_ace_value_is_an_option():
    # CR-03 Decision as an option: with ace_penalty 10 the Ace of CR-E5 costs 10.
    score = score_round([PlayerPosition(tuple(parse_cards("2H 3H AD")))], ace_penalty=10)
    assert score.player_scores == (30,)


E6_ROUNDS = [[0, 20, 60, 35], [25, 0, 45, 10], [30, 15, 15, 30], [0, 55, 20, 40]]


def test_cr_e6_final_standings_lowest_total_wins():
    # CR-E6: after round 5 (65, 10, 0, 5) the totals are 120, 100, 140, 120: P2 wins.
    state = rig(hands={0: "JK JK 2S KS", 1: "KH", 2: "7C", 3: "3C"},
                melds=[(2, "8S 9S 10S JS", MeldKind.RUN, 8), (2, "QD KD AD", MeldKind.RUN, 12)],
                discard="QS", current=2, round_no=5, past_rounds=E6_ROUNDS)
    state.apply(2, TakeDiscard())
    state.apply(2, LayOff(0, cards_in(state, 2, "QS")))
    events = state.apply(2, Discard(cards_in(state, 2, "7C")[0]))
    result = round_result(events)
    assert result["player_scores"] == [65, 10, 0, 5]
    assert state.totals == [120, 100, 140, 120]
    assert state.is_over and state.winners() == (1,)
    assert result["game_over"] and result["winner"] == 1
    ended = next(e for e in events if isinstance(e, GameEnded))
    assert ended.winners == (1,)


def test_cr_e7_tied_final_co_winners_split_the_pot():
    # CR-E7: totals 85, 85, 90, 130 → P1 and P2 are co-winners and split what is left.
    state = rig(hands={0: "5H", 1: "6H", 2: "QS", 3: "KS AS 5D"}, stock="", current=0,
                round_no=5, empty_since=0, past_rounds=[[80, 80, 80, 100]], stakes=True)
    pot_before = state.pot
    result = round_result(end_by_empty_stock(state, 0))
    assert state.totals == [85, 85, 90, 130]
    assert state.winners() == (0, 1)
    assert result["winner"] is None and result["winners"] == [0, 1]
    round_prize = 80 * 10 // 100
    left = pot_before - round_prize
    assert state.chips_won == [round_prize // 2 + left // 2, round_prize // 2 + left // 2, 0, 0]
    assert state.pot == 0


def test_cr_e8_stakes_over_five_rounds():
    # CR-E8: ante 20 each → pot 80; each round's winners share 8 (10% of 80); rounds 1–4 have
    # single winners, round 5 co-winners P2 and P3 (4 each); the final winner takes the 40 left.
    state = rig(hands={0: "3C", 1: "KC", 2: "KD", 3: "KH"}, stock="", current=0,
                empty_since=0, stakes=True, ante=20)
    assert state.pot == 80
    round_hands = [
        {0: "3C", 1: "KC", 2: "KD", 3: "KH"},   # P1 wins round 1
        {0: "KC", 1: "3C", 2: "KD", 3: "KH"},   # P2
        {0: "KC", 1: "KD", 2: "3C", 3: "KH"},   # P3
        {0: "KC", 1: "3C", 2: "KD", 3: "KH"},   # P2
        {0: "KC", 1: "3C", 2: "3D", 3: "KH"},   # P2 and P3 tie
    ]
    for round_no, hands in enumerate(round_hands, start=1):
        if round_no > 1:
            past = [r["player_scores"] for r in state.results]
            pot, chips = state.pot, list(state.chips_won)
            state = rig(hands=hands, stock="", current=0, empty_since=0, round_no=round_no,
                        past_rounds=past, stakes=True, ante=20)
            state.pot, state.chips_won = pot, chips
        result = round_result(end_by_empty_stock(state, 0))
        if round_no < 5:
            assert len(result["round_winners"]) == 1
            assert sum(result["pot"]["round_paid"]) == 8
    assert result["round_winners"] == [1, 2]
    assert result["pot"]["round_paid"] == [0, 4, 4, 0]
    # Totals 5+10·4 … P2 has the lowest total and takes the 40 left.
    assert state.winners() == (1,)
    assert result["pot"]["final_paid"] == [0, 40, 0, 0]
    assert state.pot == 0
    assert sum(state.chips_won) == 80
    assert state.chips_won == [8, 8 + 8 + 4 + 40, 8 + 4, 0]
