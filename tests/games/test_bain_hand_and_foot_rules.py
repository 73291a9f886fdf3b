"""Hand and Foot engine rules, and every illegal action of the rules file, by rule id."""

from __future__ import annotations

import pytest
from handfoot_table import build, cards

from desktop_app.games.bain_hand_and_foot import (
    AddToMeld,
    Deal,
    Discard,
    DrawStock,
    Garbage,
    HandAndFootConfig,
    HandAndFootState,
    Meld,
    SevensLock,
    TakePile,
)
from desktop_app.games.bain_hand_and_foot.phase import Phase
from desktop_app.games.bain_hand_and_foot.rules import is_red_three, is_wild
from desktop_app.games.base import GameEnded, IllegalAction, RoundEnded

ALL_REDS = ("3H 3D 3H 3D", "3H 3D 3H 3D")
FOUR_TYPES = [(0, "K K K K K K K"), (0, "9 9 9 9 9 2 JK"), (0, "2 2 2 2 JK JK 2"),
              (0, "7 7 7 7 7 7 7")]


def refused(state, seat, action, rule):
    """The action raises IllegalAction citing `rule` and changes nothing."""
    before = state.snapshot()
    with pytest.raises(IllegalAction) as error:
        state.apply(seat, action)
    assert error.value.rule == rule, error.value
    assert state.snapshot() == before
    assert not state.check_invariants()


# ------------------------------------------------------------- the listed illegal actions


def test_illegal_1_discarding_a_seven():
    # HF-15
    state = build(["7 7 K Q", "4", "4", "4"])
    refused(state, 0, Discard(cards(state, 0, "7")[0]), "HF-15")


def test_illegal_2_taking_the_pile_under_a_black_three():
    # HF-16
    state = build(["3S K K", "4", "4", "4"], discard="K 3C", phase=Phase.DRAW)
    refused(state, 0, TakePile(cards(state, 0, "K K")), "HF-16")


def test_illegal_2_taking_the_pile_under_a_wild():
    # HF-16
    state = build(["K K JK", "4", "4", "4"], discard="K 2", phase=Phase.DRAW)
    refused(state, 0, TakePile(cards(state, 0, "K K")), "HF-16")


def test_illegal_3_a_wild_in_a_sevens_meld():
    # HF-09
    state = build(["2 K Q", "4", "4", "4"], melds=[(0, "7 7 7 7")])
    refused(state, 0, AddToMeld(0, cards(state, 0, "2")), "HF-09")


def test_illegal_3_a_third_wild_in_a_six_card_meld():
    # HF-08: a 6-card meld holds at most 2 wilds
    state = build(["2 K Q", "4", "4", "4"], melds=[(0, "9 9 9 2 JK")])
    refused(state, 0, AddToMeld(0, cards(state, 0, "2")), "HF-08")


def test_illegal_4_a_second_unfinished_meld_of_one_rank():
    # HF-10
    state = build(["J J J K Q", "4", "4", "4"], melds=[(0, "J J J J")])
    refused(state, 0, Meld((cards(state, 0, "J J J"),)), "HF-10")


def test_illegal_5_going_out_without_a_wild_canasta():
    # HF-18
    melds = [m for m in FOUR_TYPES if "JK JK" not in m[1]]
    state = build(["Q", "4", "4", "4"], melds=melds, red_threes=ALL_REDS,
                  foot_picked=(True, False, False, False))
    refused(state, 0, Discard(cards(state, 0, "Q")[0]), "HF-18")


def test_illegal_5_going_out_while_a_red_three_is_unseen():
    # HF-18: only 7 of the 8 red 3s are on the table
    state = build(["Q", "4", "4", "4"], melds=FOUR_TYPES, red_threes=("3H 3D 3H 3D", "3H 3D 3H"),
                  foot_picked=(True, False, False, False))
    refused(state, 0, Discard(cards(state, 0, "Q")[0]), "HF-18")


def test_illegal_5_black_threes_without_going_out():
    # HF-06
    state = build(["3S 3C 3S K Q J", "4", "4", "4"], melds=[(0, "A A A")])
    refused(state, 0, Meld((cards(state, 0, "3S 3C 3S"),)), "HF-06")


# ------------------------------------------------------------------- going out


def test_going_out_by_discarding_the_last_card():
    # HF-18, HF-22
    state = build(["Q", "4", "4", "4"], melds=FOUR_TYPES, red_threes=ALL_REDS,
                  foot_picked=(True, False, False, False))
    events = state.apply(0, Discard(cards(state, 0, "Q")[0]))
    ended = [e for e in events if isinstance(e, RoundEnded)]
    assert ended and ended[0].result["ending"] == "went_out"
    assert ended[0].result["breakdown"][0]["going_out"] == 200
    assert state.phase is Phase.ROUND_OVER
    assert not state.check_invariants()


def test_going_out_with_black_threes_by_melding_everything():
    # HF-06, HF-18
    state = build(["3S 3C 3S A A A", "4", "4", "4"], melds=FOUR_TYPES, red_threes=ALL_REDS,
                  foot_picked=(True, False, False, False))
    state.apply(0, Meld((cards(state, 0, "A A A"), cards(state, 0, "3S 3C 3S"))))
    result = state.results[-1]
    assert result["ending"] == "went_out"
    assert result["breakdown"][0]["black_threes"] == 15


def test_going_out_under_red3_rule_own_team():
    # HF-18 option red3_rule=own_team: the other team's missing red 3 does not matter
    config = HandAndFootConfig(red3_rule="own_team")
    state = build(["Q", "4", "4", "4"], melds=FOUR_TYPES, red_threes=("3H 3D 3H 3D", "3H"),
                  foot_picked=(True, False, True, False), config=config)
    state.apply(0, Discard(cards(state, 0, "Q")[0]))
    assert state.results[-1]["ending"] == "went_out"


def test_no_going_out_before_the_foot():
    # HF-17, HF-18: the player must have picked up the foot
    state = build(["Q", "4", "4", "4"], melds=FOUR_TYPES, red_threes=ALL_REDS)
    refused(state, 0, Discard(cards(state, 0, "Q")[0]), "HF-17")


# ------------------------------------------------------------------ the deal, red 3s


def test_deal_sizes_and_up_card():
    # HF-03: 15 + 13 each; the up-card procedure buries wilds and red 3s
    for seed in range(30):
        state = HandAndFootState.new_game(HandAndFootConfig(), seed)
        assert not state.check_invariants()
        first = (state.dealer + 1) % 4  # HF-04
        assert state.current == first
        for seat in range(4):
            assert len(state.feet[seat]) == 13
            if seat != first:
                assert len(state.hands[seat]) == 15
        top = state.discard[-1]
        assert not is_wild(top) and not is_red_three(top)
        assert all(is_wild(c) or is_red_three(c) for c in state.discard[:-1])
        placed = len(state.red_threes[first % 2])
        assert len(state.stock) + len(state.discard) + placed + len(state.hands[first]) \
            == 216 - 112 + 15  # 103 after the deal and the up-card, HF-03


def test_dealt_red_threes_are_placed_at_the_first_turn():
    # HF-05 Decision
    for seed in range(60):
        state = HandAndFootState.new_game(HandAndFootConfig(), seed)
        seat = state.current
        assert not any(map(is_red_three, state.hands[seat]))
        assert len(state.hands[seat]) == 15
        if state.red_threes[seat % 2]:
            return
    pytest.fail("no seed dealt a red 3 to the first player")


def test_drawn_red_three_is_placed_and_replaced():
    # HF-05
    state = build(["K Q", "4", "4", "4"], phase=Phase.DRAW, stock="9 8 3H")
    state.apply(0, DrawStock())
    assert [str(c) for c in state.red_threes[0]] == ["3H"]
    assert sorted(c.rank for c in state.hands[0]) == [8, 9, 12, 13]


def test_red_three_in_the_pile_goes_to_the_taker_without_replacement():
    # HF-03, HF-05
    state = build(["K K Q", "4", "4", "4"], discard="3H 2S K", phase=Phase.DRAW,
                  melds=[(0, "A A A")])
    state.apply(0, TakePile(cards(state, 0, "K K")))
    assert [str(c) for c in state.red_threes[0]] == ["3H"]
    assert sorted(c.rank for c in state.hands[0]) == [2, 12]


# ------------------------------------------------------------------ the pile


def test_frozen_pile_needs_a_natural_pair():
    # HF-16 (a): a sideways wild freezes the pile
    state = build(["K JK Q", "4", "4", "4"], discard="2S 9 K", phase=Phase.DRAW,
                  melds=[(0, "K K K")])
    refused(state, 0, TakePile(cards(state, 0, "K JK")), "HF-16")
    refused(state, 0, TakePile(meld_id=0), "HF-16")


def test_unfrozen_pile_with_natural_and_wild_or_onto_a_meld():
    # HF-16 (b)
    state = build(["K JK Q 5", "4", "4", "4"], discard="9 K", phase=Phase.DRAW,
                  melds=[(0, "A A A")])
    state.apply(0, TakePile(cards(state, 0, "K JK")))
    assert not state.check_invariants()
    state = build(["Q 5", "4", "4", "4"], discard="9 K", phase=Phase.DRAW,
                  melds=[(0, "K K K")])
    state.apply(0, TakePile(meld_id=0))
    assert state.melds[0].size == 4


def test_sevens_need_a_natural_pair():
    # HF-16: 7s need a natural pair or the team's unfinished 7s meld
    state = build(["7 2 Q 5", "4", "4", "4"], discard="9 7", phase=Phase.DRAW,
                  melds=[(0, "A A A")])
    refused(state, 0, TakePile(cards(state, 0, "7 2")), "HF-09")


def test_pile_for_a_team_without_melds_must_reach_the_minimum():
    # HF-13, HF-16: the top card with hand cards and further melds in the same breath
    state = build(["4 4 A A A Q", "4", "4", "4"], discard="9 4", phase=Phase.DRAW)
    refused(state, 0, TakePile(cards(state, 0, "4 4")), "HF-13")  # 15 < 50
    state.apply(0, TakePile(cards(state, 0, "4 4"), melds=(cards(state, 0, "A A A"),)))
    assert len(state.melds) == 2


# ------------------------------------------------------------------ the foot


def test_closing_a_canasta_picks_up_the_foot():
    # HF-17
    state = build(["K K Q J", "4", "4", "4"], melds=[(0, "K K K K K")])
    foot = list(state.feet[0])
    state.apply(0, AddToMeld(0, cards(state, 0, "K K")))
    assert state.foot_picked[0] and not state.feet[0]
    assert set(foot) <= set(state.hands[0])


def test_closing_a_canasta_with_the_last_card():
    # HF-17 Decision: the last hand card may close a canasta; the foot comes at once
    state = build(["K", "4", "4", "4"], melds=[(0, "K K K K K K")])
    state.apply(0, AddToMeld(0, cards(state, 0, "K")))
    assert len(state.hands[0]) == 13 and state.phase is Phase.PLAY


def test_partner_closing_does_not_give_my_foot():
    # HF-17: only the player who personally completes the canasta
    state = build(["4", "K K Q", "4", "4"], melds=[(1, "K K K K K")], current=1)
    state.apply(1, AddToMeld(0, cards(state, 1, "K K")))
    assert state.foot_picked == [False, True, False, False]


def test_hand_may_not_be_emptied_before_the_foot():
    # HF-17 Decision
    state = build(["K K", "4", "4", "4"], melds=[(0, "K K K")])
    refused(state, 0, AddToMeld(0, cards(state, 0, "K K")), "HF-17")
    state = build(["K Q", "4", "4", "4"], melds=[(0, "K K K")])
    refused(state, 0, AddToMeld(0, cards(state, 0, "K")), "HF-17")  # Q could not go


def test_last_card_may_not_be_discarded_before_the_foot():
    # HF-17 Decision
    state = build(["Q", "4", "4", "4"])
    refused(state, 0, Discard(cards(state, 0, "Q")[0]), "HF-17")


# ------------------------------------------------------------------ garbage, sevens


def test_garbage_only_after_a_sevens_canasta_and_only_sevens():
    # HF-12
    state = build(["7 7 Q J", "4", "4", "4"], melds=[(0, "K K K")])
    refused(state, 0, Garbage(cards(state, 0, "7 7")), "HF-12")
    state = build(["7 7 Q J", "4", "4", "4"], melds=[(0, "7 7 7 7 7 7 7")])
    refused(state, 0, Garbage(cards(state, 0, "Q")), "HF-12")
    state.apply(0, Garbage(cards(state, 0, "7 7")))
    assert len(state.garbage[0]) == 2


def test_garbage_any_card_option():
    # HF-12 option garbage_any_card
    config = HandAndFootConfig(garbage_any_card=True)
    state = build(["Q 9 J", "4", "4", "4"], melds=[(0, "7 7 7 7 7 7 7")], config=config)
    state.apply(0, Garbage(cards(state, 0, "Q")))
    assert [str(c)[0] for c in state.garbage[0]] == ["Q"]


def test_sevens_lock_ends_the_round():
    # HF-20, HF-21
    state = build(["7 7", "4", "4", "4"], melds=[(0, "A A A")])
    events = state.apply(0, SevensLock())
    ended = [e for e in events if isinstance(e, RoundEnded)]
    assert ended[0].reason == "sevens_lock"
    assert ended[0].result["breakdown"][0]["going_out"] == 0


def test_sevens_lock_needs_only_sevens():
    # HF-20
    state = build(["7 7 Q", "4", "4", "4"])
    refused(state, 0, SevensLock(), "HF-20")


# ------------------------------------------------------------------ stock, game end


def test_empty_stock_ends_the_round():
    # HF-19
    state = build(["K Q", "4", "4", "4"], phase=Phase.DRAW, discard="9 8")
    moved, state.stock = state.stock, []
    state.discard = moved + state.discard
    assert not state.check_invariants()
    state.apply(0, DrawStock())
    assert state.results[-1]["ending"] == "stock_exhausted"


def test_last_stock_card_is_drawn_alone():
    # HF-19 Decision
    state = build(["K Q", "4", "4", "4"], phase=Phase.DRAW, discard="9 8")
    moved, state.stock = state.stock, state.stock[-1:]
    state.discard = moved[:-1] + state.discard
    state.apply(0, DrawStock())
    assert len(state.hands[0]) == 3 and state.phase is Phase.PLAY


def test_reaching_the_target_ends_the_game():
    # HF-26, HF-E8 through the engine
    state = build(["K Q", "4", "4", "4"], phase=Phase.DRAW, discard="9 8",
                  melds=[(0, "A A A A A A A")], totals=(19_900, 18_900),
                  foot_picked=(True, False, True, False))
    moved, state.stock = state.stock, []
    state.discard = moved + state.discard
    events = state.apply(0, DrawStock())
    assert any(isinstance(e, GameEnded) for e in events)
    assert state.is_over and state.winners() == (0,)
    refused_state = state.snapshot()
    with pytest.raises(IllegalAction):
        state.apply(1, Deal())
    assert state.snapshot() == refused_state


def test_next_round_is_dealt_by_the_next_dealer():
    # HF-03: the deal rotates clockwise
    state = build(["K Q", "4", "4", "4"], phase=Phase.DRAW, discard="9 8")
    moved, state.stock = state.stock, []
    state.discard = moved + state.discard
    dealer = state.dealer
    state.apply(0, DrawStock())
    assert state.phase is Phase.ROUND_OVER and state.to_move() == (dealer + 1) % 4
    state.apply((dealer + 1) % 4, Deal())
    assert state.dealer == (dealer + 1) % 4 and state.round_no == 2
    assert not state.check_invariants()
