"""The Hand and Foot score pad (SCOREPAD.md): its example, and bad positions as exit 2."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

import pytest

from desktop_app.games.position import PositionError
from desktop_app.score import score

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = {
    "game": "bain_hand_and_foot", "ending": "went_out",
    "teams": [
        {"went_out": True,
         "melds": [["KS", "KH", "KD", "KC", "KS", "KH", "KD"],
                   ["9S", "9H", "9D", "9C", "9S", "2C", "JK"],
                   ["2S", "2H", "2D", "2C", "JK", "JK", "2S"],
                   ["7S", "7H", "7D", "7C", "7S", "7H", "7D"]],
         "garbage": ["7C", "7C"], "black_three_melds": [["3S", "3C", "3S"]],
         "red_threes": ["3H", "3D", "3H", "3D", "3H"],
         "hands": [[], ["QS", "5D"]], "feet": [[], []], "feet_picked_up": [True, True]},
        {"went_out": False, "melds": [["8S", "8H", "8D", "2C"]], "garbage": [],
         "black_three_melds": [], "red_threes": ["3D", "3H", "3D"],
         "hands": [["AS", "2D"], ["6C"]], "feet": [[], ["JK", "KD"]],
         "feet_picked_up": [True, False]}],
    "totals_before": [0, 0], "target": 20000}


def test_scorepad_example():
    result = score(copy.deepcopy(EXAMPLE))
    assert result["team_scores"] == [4435, -355]
    assert result["totals_after"] == [4435, -355]
    assert result["game_over"] is False and result["winner"] is None
    zero, one = result["breakdown"]
    assert zero == {"going_out": 200, "card_values": 425, "canasta_bonuses": 3300,
                    "canastas": {"natural": 1, "mixed": 1, "wild": 1, "sevens": 1},
                    "garbage": 10, "black_threes": 15, "red_threes": 500,
                    "left_in_hands": -15, "total": 4435}
    assert one["card_values"] == 50 and one["red_threes"] == -300
    assert one["left_in_hands"] == -105 and one["total"] == -355


def test_scorepad_command_line():
    result = subprocess.run([sys.executable, "-m", "desktop_app.score"], cwd=ROOT,
                            input=json.dumps(EXAMPLE), capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["team_scores"] == [4435, -355]


def test_scorepad_game_over():
    # HF-26
    data = copy.deepcopy(EXAMPLE)
    data["totals_before"] = [16_000, 19_000]
    result = score(data)
    assert result["totals_after"] == [20_435, 18_645]
    assert result["game_over"] is True and result["winner"] == 0


def broken(change):
    data = copy.deepcopy(EXAMPLE)
    change(data)
    return data


def _drop_wild_canasta(data):
    del data["teams"][0]["melds"][2]


def _drop_red_three(data):
    data["teams"][1]["red_threes"].pop()


def _bad_meld(data):
    data["teams"][1]["melds"][0] = ["8S", "8H", "8D", "2C", "JK", "2H"]


def _sevens_wild(data):
    data["teams"][1]["melds"][0] = ["7S", "7H", "7D", "2H"]


def _blacks_without_going_out(data):
    data["teams"][1]["black_three_melds"] = [["3S", "3C", "3C"]]


def _garbage_without_sevens(data):
    data["teams"][1]["garbage"] = ["7S"]


def _two_open_melds(data):
    data["teams"][1]["melds"].append(["8C", "8S", "8H"])


def _too_many_copies(data):
    data["teams"][1]["hands"][1] = ["KS", "KS", "KS"]


def _nobody_out_with_foot(data):
    data["teams"][0]["feet_picked_up"] = [False, True]


def _picked_foot_with_cards(data):
    data["teams"][1]["feet_picked_up"] = [True, True]


def _unknown_option(data):
    data["options"] = {"jokers_high": True}


def _melded_three(data):
    data["teams"][1]["melds"][0] = ["3S", "3C", "3S"]


@pytest.mark.parametrize(("change", "field", "rule"), [
    (_drop_wild_canasta, "teams[0].went_out", "HF-18"),
    (_drop_red_three, "teams[0].went_out", "HF-18"),
    (_nobody_out_with_foot, "teams[0].went_out", "HF-18"),
    (_bad_meld, "teams[1].melds[0]", "HF-08"),
    (_sevens_wild, "teams[1].melds[0]", "HF-09"),
    (_blacks_without_going_out, "teams[1].black_three_melds", "HF-06"),
    (_garbage_without_sevens, "teams[1].garbage", "HF-12"),
    (_two_open_melds, "teams[1].melds[1]", "HF-10"),
    (_too_many_copies, "teams[1].hands[1][2]", "four packs"),
    (_picked_foot_with_cards, "teams[1].feet[1]", "HF-17"),
    (_unknown_option, "options.jokers_high", "unknown"),
    (_melded_three, "teams[1].melds[0]", "HF-06"),
])
def test_bad_positions_name_field_and_rule(change, field, rule):
    with pytest.raises(PositionError) as error:
        score(broken(change))
    message = str(error.value)
    assert message.startswith(field + ":"), message
    assert rule in message, message


def test_bad_position_exits_2_with_one_line():
    data = broken(_drop_wild_canasta)
    result = subprocess.run([sys.executable, "-m", "desktop_app.score"], cwd=ROOT,
                            input=json.dumps(data), capture_output=True, text=True, timeout=60)
    assert result.returncode == 2 and result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "teams[0].went_out" in lines[0] and "HF-18" in lines[0]


def test_red3_rule_own_team_in_the_score_pad():
    # HF-18 option: the other team's missing red 3 does not block going out
    data = broken(_drop_red_three)
    data["options"] = {"red3_rule": "own_team"}
    assert score(data)["team_scores"][0] == 4435
