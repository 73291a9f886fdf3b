"""The worked examples HF-E1 … HF-E8 of rules/bain_hand_and_foot.md."""

from __future__ import annotations

import pytest
from handfoot_table import Pool, build, cards

from desktop_app.games.bain_hand_and_foot import Meld, TakePile
from desktop_app.games.bain_hand_and_foot.phase import Phase
from desktop_app.games.bain_hand_and_foot.rules import initial_meld_minimum
from desktop_app.games.bain_hand_and_foot.scorepad import score_position
from desktop_app.games.bain_hand_and_foot.scoring import (
    SEVENS_LOCK,
    STOCK_EXHAUSTED,
    WENT_OUT,
    TeamPosition,
    score_round,
)
from desktop_app.games.base import IllegalAction
from desktop_app.games.outcome import decide_winner


def team(pool: Pool, melds: list[str], red: str, hands: list[str], feet: list[str] = (),
         garbage: str = "", blacks: list[str] = (), went_out: bool = False) -> TeamPosition:
    return TeamPosition(
        melds=tuple(tuple(pool.many(m)) for m in melds),
        garbage=tuple(pool.many(garbage)),
        black_three_melds=tuple(tuple(pool.many(b)) for b in blacks),
        red_threes=tuple(pool.many(red)),
        hands=tuple(tuple(pool.many(h)) for h in hands),
        feet=tuple(tuple(pool.many(f)) for f in feet),
        went_out=went_out,
    )


def as_json(position: TeamPosition, picked: list[bool]) -> dict:
    """The same team as the score pad reads it."""
    def codes(cs):
        return [str(c.face) for c in cs]
    feet = [codes(f) for f in position.feet]
    feet_full = [[] if up else feet.pop(0) for up in picked]
    return {"went_out": position.went_out, "melds": [codes(m) for m in position.melds],
            "garbage": codes(position.garbage),
            "black_three_melds": [codes(b) for b in position.black_three_melds],
            "red_threes": codes(position.red_threes),
            "hands": [codes(h) for h in position.hands], "feet": feet_full,
            "feet_picked_up": picked}


def check(ending, teams, picked, expected, parts):
    score = score_round(teams, ending)
    assert list(score.team_scores) == expected
    for t, wanted in enumerate(parts):
        got = score.teams[t].to_json()
        for name, value in wanted.items():
            assert got[name] == value, (t, name, got)
    # The score pad gives the same from the same position (SCOREPAD.md).
    position = {"game": "bain_hand_and_foot", "ending": ending,
                "teams": [as_json(t, p) for t, p in zip(teams, picked, strict=True)]}
    assert score_position(position)["team_scores"] == expected


def test_hf_e1_going_out_with_all_four_canasta_types():
    # HF-E1, HF-18, HF-22..25
    pool = Pool()
    ns = team(pool, ["K K K K K K K", "9 9 9 9 9 2 JK", "2 2 2 2 JK JK 2", "7 7 7 7 7 7 7",
                     "A A A"], "3H 3D 3H 3D", ["", "Q 5 5"], went_out=True)
    ew = team(pool, ["8 8 8 8 2", "J J J"], "3H 3D 3H 3D", ["A 2 7 7 4", "9"],
              ["Q J 10 9 8 6 5 4 K A 3C 6 5", "JK 2 A K Q 10 9 8 6 5 4 3S 7"])
    check(WENT_OUT, [ns, ew], [[True, True], [False, False]], [4365, -650], [
        {"going_out": 200, "card_values": 485, "canasta_bonuses": 3300, "red_threes": 400,
         "left_in_hands": -20},
        {"going_out": 0, "card_values": 90, "canasta_bonuses": 0, "red_threes": -400,
         "left_in_hands": -340}])


def test_hf_e2_stock_exhausted_red_three_in_unpicked_foot():
    # HF-E2, HF-19, HF-21, HF-24: the 3♥ in W's foot counts -100 with the foot
    pool = Pool()
    ns = team(pool, ["Q Q Q Q Q Q Q", "6 6 6 6 6 JK 2", "7 7 7 7 7 7 7", "10 10 2"],
              "3H 3D 3H 3D", ["A 4", "J J 3C"])
    ew = team(pool, ["5 5 5 5 5 5 5", "A A A A 2"], "3D 3H 3D", ["K 8 9", "5 6"],
              ["3H Q Q JK 6 6 4 4 8 8 10 10 K"])
    check(STOCK_EXHAUSTED, [ns, ew], [[True, True], [True, False]], [2890, 55], [
        {"going_out": 0, "card_values": 240, "canasta_bonuses": 2300, "red_threes": 400,
         "left_in_hands": -50},
        {"card_values": 135, "canasta_bonuses": 500, "red_threes": -300,
         "left_in_hands": -280}])


def test_hf_e3_garbage_pile():
    # HF-E3, HF-12
    pool = Pool()
    ew = team(pool, ["J J J J J J J", "4 4 4 4 4 2 2", "JK JK 2 2 2 2 JK", "7 7 7 7 7 7 7"],
              "3H 3D 3H 3D 3H", ["", "9"], garbage="7 7 7 7", went_out=True)
    ns = team(pool, ["K K K K", "8 8 8 JK", "7 7 7 7 7"], "3D 3H 3D", ["A A 6", "Q 5 JK"],
              ["K Q 10 9 9 8 6 5 4 4 A 2 3S", "Q J 10 8 6 6 5 4 K A JK 9 3C"])
    check(WENT_OUT, [ew, ns], [[True, True], [False, False]], [4410, -545], [
        {"going_out": 200, "card_values": 400, "canasta_bonuses": 3300, "garbage": 20,
         "red_threes": 500, "left_in_hands": -10},
        {"card_values": 145, "red_threes": -300, "left_in_hands": -390}])


def test_hf_e4_sevens_lock():
    # HF-E4, HF-20, HF-21
    pool = Pool()
    ns = team(pool, ["A A A A A A A", "10 10 10 2 2"], "3H 3D", ["K Q 4", "7 7"],
              ["J 9 8 6 5 5 4 Q K 2 JK 3S 10"])
    ew = team(pool, ["9 9 9 9 9 9 9", "7 7 7 7 7 7 7", "J J J J JK 2 2"], "3H 3D 3H 3D 3H 3D",
              ["5 5 6", "2 8"])
    check(SEVENS_LOCK, [ns, ew], [[False, True], [True, True]], [320, 3090], [
        {"going_out": 0, "card_values": 210, "canasta_bonuses": 500, "red_threes": -200,
         "left_in_hands": -190},
        {"card_values": 235, "canasta_bonuses": 2300, "red_threes": 600,
         "left_in_hands": -45}])


def test_hf_e5_black_threes_melded_while_going_out():
    # HF-E5, HF-06
    pool = Pool()
    ns = team(pool, ["Q Q Q Q Q Q Q", "6 6 6 6 JK 2 2", "2 2 JK JK 2 2 2", "7 7 7 7 7 7 7"],
              "3H 3D 3H 3D", ["", "A K"], blacks=["3S 3C 3S"], went_out=True)
    ew = team(pool, ["9 9 9 9 9 9", "5 5 5"], "3H 3D 3H 3D", ["JK JK 4", "10 10"],
              ["A K Q J 9 8 7 7 6 5 4 2 3C", "K J 10 8 8 6 5 4 4 A JK 9 7"])
    check(WENT_OUT, [ns, ew], [[True, True], [False, False]], [4300, -725], [
        {"going_out": 200, "card_values": 415, "canasta_bonuses": 3300, "black_threes": 15,
         "red_threes": 400, "left_in_hands": -30},
        {"card_values": 75, "red_threes": -400, "left_in_hands": -400}])


def test_hf_e6_initial_meld_minimum_90():
    # HF-E6, HF-13: N+S have 5,200, so S's first melds must be worth 90
    assert initial_meld_minimum(5_200) == 90
    state = build(["4 5", "4 5", "K K K A A 2 Q Q Q 9 9 2 6 8", "4 5"], current=2,
                  totals=(5_200, 0))
    before = state.snapshot()
    with pytest.raises(IllegalAction) as error:
        state.apply(2, Meld((cards(state, 2, "Q Q Q"), cards(state, 2, "9 9 2"))))
    assert error.value.rule == "HF-13"  # 30 + 40 = 70 is too low
    assert state.snapshot() == before
    state.apply(2, Meld((cards(state, 2, "K K K"), cards(state, 2, "A A 2"))))  # 30 + 60
    assert len(state.melds) == 2


def test_hf_e7_negative_team_needs_15():
    # HF-E7, HF-13, HF-16: E+W have -350; the top 4 with [4 4] from the hand is worth 15
    assert initial_meld_minimum(-350) == 15
    state = build(["K", "4 4 9 Q", "K", "K"], discard="8 4", current=1, phase=Phase.DRAW,
                  totals=(0, -350))
    state.apply(1, TakePile(cards(state, 1, "4 4")))
    meld = next(iter(state.melds.values()))
    assert [c.rank for c in meld.shape.cards] == [4, 4, 4]
    assert state.phase is Phase.PLAY
    assert sorted(c.rank for c in state.hands[1]) == [8, 9, 12]  # the rest of the pile


def test_hf_e8_game_end():
    # HF-E8, HF-26
    assert decide_winner([19_400 + 580, 18_900 + 1_150], 20_000) == 1
    assert decide_winner([19_400 + 700, 18_900 + 1_150], 20_000) == 0
    assert decide_winner([19_980, 19_995], 20_000) is None
    assert decide_winner([20_050, 20_050], 20_000) is None  # exact tie: play on
