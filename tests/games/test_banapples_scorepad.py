"""The Banapples score pad (SCOREPAD.md): the documented example, options, and bad input that
must be refused with the field path and the rule."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from desktop_app.games.position import PositionError
from desktop_app.score import score

ROOT = Path(__file__).resolve().parents[2]

SCOREPAD_EXAMPLE = {
    "game": "banapples", "players": 2,
    "canopies": [["A1@0", "A2@0", "A3@1"], ["B1@1", "B2@0"]],
    "seed_piles": [[], ["A9@1", "B4@1"]],
    "totals_before": [120, 90], "target": 500,
}


def test_scorepad_md_example():
    # BA-16/17: seat 0 emptied its seed pile: 1+2+2 + 25; seat 1: 3+1 − 13.
    result = score(SCOREPAD_EXAMPLE)
    assert result["player_scores"] == [30, -9]
    assert result["totals_after"] == [150, 81]
    assert result["game_over"] is False and result["winner"] is None
    assert result["breakdown"][1] == {"canopy": 4, "bonus": 0, "seed_penalty": 13, "score": -9}


def test_command_line():
    run = subprocess.run([sys.executable, "-m", "desktop_app.score"], cwd=ROOT,
                         input=json.dumps(SCOREPAD_EXAMPLE), capture_output=True, text=True,
                         timeout=60)
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["player_scores"] == [30, -9]
    bad = dict(SCOREPAD_EXAMPLE, canopies=[["A2@0"]])
    run = subprocess.run([sys.executable, "-m", "desktop_app.score"], cwd=ROOT,
                         input=json.dumps(bad), capture_output=True, text=True, timeout=60)
    assert run.returncode == 2 and run.stdout == ""
    assert run.stderr.startswith("error: canopies[0][0]:") and "BA-06" in run.stderr
    assert len(run.stderr.strip().splitlines()) == 1


def test_per_card_penalty_option():
    # BA-17 option seed_penalty=per_card:N.
    data = dict(SCOREPAD_EXAMPLE, options={"seed_penalty": "per_card:10"})
    assert score(data)["player_scores"] == [30, 4 - 20]


def test_copy_indices_may_be_written():
    data = {"game": "banapples", "canopies": [["A1@0#1", "A2@0"]],
            "seed_piles": [["A1@0"], ["B3@1"]]}
    assert score(data)["player_scores"] == [3 - 1, -3]
    assert score(data)["ending"] == "stalemate" and score(data)["went_out"] is None


@pytest.mark.parametrize(("change", "field", "rule"), [
    ({"canopies": [["A1@0", "A3@0"]]}, "canopies[0][1]:", "BA-06"),
    ({"canopies": [["A1@0", "B2@0"]]}, "canopies[0][1]:", "BA-06"),
    ({"canopies": [["B2@0"]]}, "canopies[0][0]:", "BA-06"),
    ({"canopies": [[]]}, "canopies[0]:", "BA-06"),
    ({"canopies": [{"area": 1, "cards": ["A1@0"]}]}, "canopies[0].cards[0]:", "BA-07"),
    ({"canopies": [["A1@0"], ["A1@0"], ["A1@0"]]}, "canopies[2][0]:", "BA-01"),
    ({"canopies": [["A1@2"]]}, "canopies[0][0]:", "BA-01"),
    ({"seed_piles": [[], ["A9@0"]]}, "seed_piles[1][0]:", "BA-02"),
    ({"canopies": [], "seed_piles": [[], ["B1@1"] * 2 + ["B2@1"] * 2 + ["B3@1"] * 2
                                     + ["B4@1"] * 2 + ["B5@1"] * 2 + ["B6@1"]]},
     "seed_piles[1]:", "BA-02"),
    ({"seed_piles": [[], []]}, "seed_piles[1]:", "BA-16"),
    ({"options": {"seed_penalty": "per_card:-1"}}, "options:", "BA-17"),
])
def test_bad_positions_name_field_and_rule(change: dict, field: str, rule: str):
    with pytest.raises(PositionError) as info:
        score({**SCOREPAD_EXAMPLE, **change})
    message = str(info.value)
    assert message.startswith(field), message
    assert rule in message


@pytest.mark.parametrize(("change", "field"), [
    ({"canopies": [["Q3@0"]]}, "canopies[0][0]:"),
    ({"canopies": [["A11@0"]]}, "canopies[0][0]:"),
    ({"canopies": [["A1"]]}, "canopies[0][0]:"),
    ({"canopies": [[3]]}, "canopies[0][0]:"),
    ({"canopies": "A1@0"}, "canopies:"),
    ({"seed_piles": [[]]}, "seed_piles:"),
    ({"players": 1, "seed_piles": [[]]}, "players:"),
    ({"players": 5}, "players:"),
    ({"players": 3}, "seed_piles:"),
    ({"options": {"jokers": True}}, "options.jokers:"),
    ({"totals_before": [1]}, "totals_before:"),
    ({"surprise": 1}, "position:"),
])
def test_malformed_positions(change: dict, field: str):
    with pytest.raises(PositionError) as info:
        score({**SCOREPAD_EXAMPLE, **change})
    assert str(info.value).startswith(field), str(info.value)


def test_missing_seed_piles():
    with pytest.raises(PositionError, match=r"^seed_piles: missing"):
        score({"game": "banapples", "canopies": []})
