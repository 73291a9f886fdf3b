"""The score pad, `python -m desktop_app.score` (SCOREPAD.md): the documented Banakil example,
and bad input that exits 2 with one line on standard error naming the field, never a
traceback."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.games.position import PositionError
from desktop_app.score import score

ROOT = Path(__file__).resolve().parents[1]

# The Banakil example of SCOREPAD.md, verbatim.
EXAMPLE = {"game": "banakil", "partnerships": False, "options": {"sets_any_rank": False},
           "ending": "went_out",
           "players": [
               {"melds": [["9D", "10D", "JD", "QD", "KD"], ["AS", "AH", "AC"]], "hand": [],
                "went_out": True, "concealed": False},
               {"melds": [], "hand": ["KH", "9S"], "went_out": False, "concealed": False}],
           "totals_before": [190, 215], "target": 222}


def run_pad(stdin: str, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "desktop_app.score", *args], input=stdin,
                          capture_output=True, text=True, cwd=ROOT, timeout=60)


def changed(path: str, value: Any) -> dict[str, Any]:
    """EXAMPLE with the value at a dotted path ("players.1.hand") replaced (None deletes)."""
    data = copy.deepcopy(EXAMPLE)
    *parents, last = path.split(".")
    target: Any = data
    for key in parents:
        target = target[int(key)] if isinstance(target, list) else target[key]
    if value is None:
        del target[last]
    elif isinstance(target, list):
        target[int(last)] = value
    else:
        target[last] = value
    return data


def test_documented_example_through_the_command_line():
    """SCOREPAD.md: 9.5 melded + 20 = 29.5 → 30 (BK-25); no meld: −20 (BK-23)."""
    result = run_pad(json.dumps(EXAMPLE))
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    out = json.loads(result.stdout)
    assert out["player_scores"] == [30, -20]
    assert out["team_scores"] is None
    assert out["totals_after"] == [220, 195]
    assert out["game_over"] is False and out["winner"] is None
    assert out["breakdown"][0]["raw"] == 29.5 and out["breakdown"][1]["fixed"] == -20


def test_file_argument(tmp_path):
    position = tmp_path / "position.json"
    position.write_text(json.dumps(EXAMPLE), encoding="utf-8")
    result = run_pad("", str(position))
    assert result.returncode == 0 and json.loads(result.stdout)["player_scores"] == [30, -20]


def test_game_end_in_the_example():
    """BK-28: with a lower target the first player wins."""
    out = score(changed("target", 220))
    assert out["game_over"] is True and out["winner"] == 0


BAD_INPUTS = [
    # (what, stdin, words the one error line must hold)
    ("unknown game", json.dumps(changed("game", "mahjong")), ["game:", "mahjong"]),
    ("malformed card", json.dumps(changed("players.1.hand", ["KH", "1S"])),
     ["players[1].hand[1]", "1S"]),
    ("too many copies", json.dumps(changed("players.1.hand", ["KD", "9S", "KD"])),
     ["players[1].hand[2]", "KD", "BK-01"]),
    ("illegal meld", json.dumps(changed("players.0.melds", [["8S", "8H", "8D"]])),
     ["players[0].melds[0]", "8S 8H 8D", "BK-11"]),
    ("illegal run", json.dumps(changed("players.0.melds", [["KC", "AC", "3C"]])),
     ["players[0].melds[0]", "BK-12"]),
    ("a 2 in a set", json.dumps(changed("players.0.melds", [["AS", "AD", "2C"]])),
     ["players[0].melds[0]", "BK-13"]),
    ("too few naturals", json.dumps(changed("players.0.melds", [["9H", "JK", "2D"]])),
     ["players[0].melds[0]", "BK-13"]),
    ("wrong wild meaning", json.dumps(changed("players.0.melds", [["9D", "10D", "JK:7D"]])),
     ["players[0].melds[0]", "BK-14"]),
    ("missing field", json.dumps(changed("ending", None)), ["ending", "missing"]),
    ("missing hand", json.dumps(changed("players.1.hand", None)), ["players[1].hand", "missing"]),
    ("not JSON", "{'game': 'banakil'}", ["not valid JSON"]),
    ("not an object", "[1, 2]", ["position"]),
    ("two players went out", json.dumps(changed("players.1", {
        "melds": [["3S", "3H", "3D"]], "hand": [], "went_out": True})), ["players", "BK-19"]),
    ("nobody went out", json.dumps(changed("players.0.went_out", False)),
     ["players", "BK-19"]),
    ("went out holding cards", json.dumps(changed("players.0.hand", ["4S"])),
     ["players[0].hand", "BK-19"]),
    ("went out without melds", json.dumps(changed("players.0.melds", [])),
     ["players[0].melds", "BK-19"]),
    ("concealed but not out", json.dumps(changed("players.1.concealed", True)),
     ["players[1].concealed", "BK-24"]),
    ("bad ending", json.dumps(changed("ending", "draw")), ["ending", "draw"]),
    ("stock exhausted but out", json.dumps(changed("ending", "stock_exhausted")),
     ["players[0].went_out", "BK-20"]),
    ("unknown option", json.dumps(changed("options", {"jokers": 4})), ["options.jokers"]),
    ("option type", json.dumps(changed("options", {"min_naturals": "two"})),
     ["options.min_naturals", "whole number"]),
    ("option range", json.dumps(changed("options", {"min_naturals": 7})),
     ["options.min_naturals"]),
    ("partners need four", json.dumps(changed("partnerships", True)), ["players", "4"]),
    ("one player", json.dumps(changed("players", [EXAMPLE["players"][0]])), ["players"]),
    ("totals length", json.dumps(changed("totals_before", [1, 2, 3])), ["totals_before"]),
    ("totals type", json.dumps(changed("totals_before", [1.5, 2])), ["totals_before[0]"]),
    ("target", json.dumps(changed("target", 0)), ["target", "BK-28"]),
    ("unknown field", json.dumps(changed("players.0.score", 5)), ["players[0]", "score"]),
    ("card not text", json.dumps(changed("players.1.hand", [13])), ["players[1].hand[0]"]),
    ("meaning on a hand card", json.dumps(changed("players.1.hand", ["KH:QH"])),
     ["players[1].hand[0]"]),
    ("deep JSON", "[" * 100_000 + "]" * 100_000, ["JSON"]),
]


@pytest.mark.parametrize(("what", "stdin", "words"), BAD_INPUTS, ids=[b[0] for b in BAD_INPUTS])
def test_bad_input_exits_2_with_one_line(what, stdin, words):
    result = run_pad(stdin)
    assert result.returncode == 2, (what, result.stdout, result.stderr)
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].startswith("error: ") and "Traceback" not in result.stderr
    for word in words:
        assert word in lines[0], (what, lines[0])


def test_bad_files_and_arguments(tmp_path):
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe{}")
    for args in ([str(tmp_path / "missing.json")], [str(binary)], [str(tmp_path)], ["a", "b"]):
        result = run_pad("", *args)
        assert result.returncode == 2 and len(result.stderr.splitlines()) == 1, result.stderr
        assert result.stderr.startswith("error: ")


def mutations(value: Any) -> st.SearchStrategy[Any]:
    """The example with one node anywhere replaced by arbitrary JSON (or removed)."""
    paths: list[tuple[Any, ...]] = []

    def walk(node: Any, path: tuple[Any, ...]) -> None:
        paths.append(path)
        if isinstance(node, dict):
            for key, item in node.items():
                walk(item, (*path, key))
        elif isinstance(node, list):
            for index, item in enumerate(node):
                walk(item, (*path, index))

    walk(value, ())
    leaves = st.one_of(st.none(), st.booleans(), st.integers(-5, 300),
                       st.floats(allow_nan=False), st.sampled_from(
                           ["", "JK", "2C:9H", "AS", "AS#1", "10D", "QX", "banakil", "went_out",
                            "stock_exhausted", "JK:3C"]))
    json_values = st.recursive(leaves, lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.sampled_from(
            ["melds", "hand", "went_out", "concealed", "x"]), inner, max_size=3)), max_leaves=8)

    @st.composite
    def mutate(draw: st.DrawFn) -> Any:
        data = copy.deepcopy(value)
        path = draw(st.sampled_from(paths[1:]))
        parent = data
        for key in path[:-1]:
            parent = parent[key]
        if draw(st.booleans()) and isinstance(parent, dict):
            del parent[path[-1]]
        else:
            parent[path[-1]] = draw(json_values)
        return data

    return mutate()


@settings(max_examples=150)
@given(mutations(EXAMPLE))
def test_any_damaged_position_gives_a_result_or_a_position_error(data):
    """In process (fast): the pad either scores or raises PositionError naming a field."""
    try:
        result = score(data)
    except PositionError as error:
        message = str(error)
        assert "\n" not in message and message.split(":")[0]
        return
    assert len(result["player_scores"]) == len(data["players"])
