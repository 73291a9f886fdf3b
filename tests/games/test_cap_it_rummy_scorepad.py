"""The Cap-It Rummy score pad (SCOREPAD.md): good positions, and every kind of bad input
exiting 2 with one line that names the field."""

from __future__ import annotations

import io
import json

import pytest

from desktop_app.score import main


@pytest.fixture
def run(capsys, monkeypatch):
    """The score pad on a position: exit status, parsed result (or None), standard error."""

    def score(position):
        monkeypatch.setattr("sys.stdin", io.StringIO(json.dumps(position)))
        status = main([])
        out, err = capsys.readouterr()
        return status, (json.loads(out) if out else None), err

    return score


def position(round_no, hands, out=None, ending=None, **extra):
    players = []
    for seat, hand in enumerate(hands):
        entry = {"hand": hand.split() if hand else [], "went_out": seat == out}
        players.append(entry)
    return {"game": "cap_it_rummy", "round": round_no,
            "ending": ending or ("went_out" if out is not None else "stock_exhausted"),
            "players": players, **extra}


def test_scorepad_example(run):
    # SCOREPAD.md's Cap-It example.
    status, result, _ = run({
        "game": "cap_it_rummy", "round": 3, "ending": "went_out",
        "players": [{"hand": [], "went_out": True},
                    {"hand": ["KS", "7D", "7C"], "went_out": False}],
        "totals_before": [35, 60]})
    assert status == 0
    assert result["player_scores"] == [0, 20] and result["round_winners"] == [0]
    assert result["totals_after"] == [35, 80]
    assert result["game_over"] is False and result["winner"] is None


@pytest.mark.parametrize(("name", "round_no", "hands", "out", "scores", "winners"), [
    ("CR-E1", 1, ["", "KS 7D 7C", "JK 2H AC 10D", "3S 4S 9H QH QD"], 0, [0, 20, 60, 35], [0]),
    ("CR-E2", 3, ["AS AD", "2C", "5H 6H 8C", "KC JK"], None, [30, 15, 15, 30], [1, 2]),
    ("CR-E3", 2, ["9S 9D JC", "JK JK 2S 2D AH AH KD QC JS 10H 8H 3C", "4D", ""], 3,
     [20, 150, 5, 0], [3]),
    ("CR-E4", 5, ["JK JK JK", "2H 2H 2H AS", "10C 10C 10C 9C", "3D", ""], 4,
     [60, 60, 35, 5, 0], [4]),
    ("CR-E5", 1, ["2H 3H AD", "KH QH JH 10H", "", "5C 5D 5S 6S 7S 8S"], 2, [35, 40, 0, 30],
     [2]),
])
def test_worked_examples(run, name, round_no, hands, out, scores, winners):
    # CR-E1 … CR-E5 through the score pad.
    status, result, err = run(position(round_no, hands, out))
    assert status == 0, err
    assert result["player_scores"] == scores, name
    assert result["round_winners"] == winners, name


def test_cr_e6_final_round(run):
    # CR-E6: round 5 scores 65, 10, 0, 5 on totals 55, 90, 140, 115 → P2 wins with 100.
    pos = position(5, ["JK JK 2S KS", "KH", "", "3C"], 2, totals_before=[55, 90, 140, 115])
    pos["players"][2]["melds"] = [["4S", "5S", "6S"], ["8H", "9H", "10H", "JK:JH", "QH", "KH",
                                                       "AH"]]
    status, result, err = run(pos)
    assert status == 0, err
    assert result["totals_after"] == [120, 100, 140, 120]
    assert result["game_over"] is True and result["winner"] == 1 and result["winners"] == [1]


def test_cr_e7_tied_final(run):
    # CR-E7: totals 85, 85, 90, 130 → co-winners, no single winner.
    pos = position(5, ["5H", "6H", "QS", "KS AS 5D"], None, totals_before=[80, 80, 80, 100])
    status, result, err = run(pos)
    assert status == 0, err
    assert result["totals_after"] == [85, 85, 90, 130]
    assert result["game_over"] is True and result["winner"] is None
    assert result["winners"] == [0, 1]


def test_options(run):
    # CR-03 option and CR-07 contracts.
    pos = position(1, ["AS", ""], 1, options={"ace_penalty": 10, "contracts": ["run3"]},
                   totals_before=[0, 0])
    status, result, err = run(pos)
    assert status == 0, err
    assert result["player_scores"] == [10, 0]
    assert result["game_over"] is True and result["winner"] == 1  # a one-round game


def test_wild_meanings_in_melds(run):
    # CR-14: a wild may say what it stands for; [2H JK JK] is the run 2H 3H 4H.
    pos = position(3, ["", "KS"], 0)
    pos["players"][0]["melds"] = [["2H", "JK:3H", "JK:4H", "5H"], ["9C", "10C", "2D:JC", "QC"]]
    status, result, err = run(pos)
    assert status == 0, err
    assert result["player_scores"] == [0, 10]


def test_three_packs_for_five_players(run):
    # Intro: 5–6 players play with three packs, so three K♠ are possible (CR-E4).
    status, _, err = run(position(1, ["KS KS KS", "", "", "", ""], 1))
    assert status == 0, err


def bad(**changes):
    pos = position(1, ["KS 7D", ""], 1)
    pos.update(changes)
    return pos


def meld_player(melds, hand=(), went_out=True):
    return {"hand": list(hand), "went_out": went_out, "melds": melds}


BAD_INPUTS = [
    ("unknown game", {"game": "poker"}, "game:"),
    ("malformed card", bad(players=[{"hand": ["KX"]}, {"hand": [], "went_out": True}]),
     "players[0].hand[0]:"),
    ("too many copies", bad(players=[{"hand": ["KS", "KS", "KS"]},
                                     {"hand": [], "went_out": True}, {"hand": []},
                                     {"hand": []}]), "players[0].hand[2]:"),
    ("too many jokers", bad(players=[{"hand": ["JK"] * 5}, {"hand": [], "went_out": True}]),
     "players[0].hand[4]:"),
    ("illegal meld", bad(players=[meld_player([["7S", "7D", "8C"], ["9S", "9D", "9C"]]),
                                  {"hand": ["3C"]}]), "players[0].melds[0]:"),
    ("all-wild meld", bad(players=[meld_player([["JK", "JK", "JK"], ["9S", "9D", "9C"]]),
                                  {"hand": ["3C"]}]), "players[0].melds[0]:"),
    ("run above the Ace", bad(players=[meld_player([["QS", "KS", "AS", "2S:15S"]]),
                                       {"hand": ["3C"]}]), "players[0].melds[0][3]:"),
    ("melds without the contract", bad(players=[meld_player([["7S", "7D", "7C"],
                                                             ["9S", "10S", "JS"]]),
                                                {"hand": ["3C"]}]), "players[0].melds:"),
    ("out without melds", bad(players=[meld_player([]), {"hand": ["3C"]}]),
     "players[0].melds:"),
    ("wild meaning that does not fit", bad(players=[meld_player([["7S", "7D", "JK:8C"],
                                                                 ["9S", "9D", "9C"]]),
                                                    {"hand": []}]), "players[0].melds[0]:"),
    ("natural with a meaning", bad(players=[meld_player([["7S", "7D", "7C:8C"],
                                                         ["9S", "9D", "9C"]]),
                                            {"hand": []}]), "players[0].melds[0][2]:"),
    ("meaning in a hand", bad(players=[{"hand": ["JK:7S"]}, {"hand": [], "went_out": True}]),
     "players[0].hand[0]:"),
    ("missing round", {k: v for k, v in bad().items() if k != "round"}, "round:"),
    ("round out of range", bad(round=6), "round:"),
    ("round not a number", bad(round="3"), "round:"),
    ("missing ending", {k: v for k, v in bad().items() if k != "ending"}, "ending:"),
    ("unknown ending", bad(ending="sevens_lock"), "ending:"),
    ("missing players", {k: v for k, v in bad().items() if k != "players"}, "players:"),
    ("missing hand", bad(players=[{"went_out": True}, {"hand": []}]), "players[0].hand:"),
    ("hand not a list", bad(players=[{"hand": "KS", "went_out": True}, {"hand": []}]),
     "players[0].hand:"),
    ("out with cards", bad(players=[{"hand": ["3C"], "went_out": True}, {"hand": []}]),
     "players[0].hand:"),
    ("two out", bad(players=[{"hand": [], "went_out": True}, {"hand": [], "went_out": True}]),
     "players:"),
    ("nobody out", bad(players=[{"hand": []}, {"hand": []}]), "players:"),
    ("out though the stock ran out", bad(ending="stock_exhausted"), "players[1].went_out:"),
    ("too few players", bad(players=[{"hand": [], "went_out": True}]), "players:"),
    ("too many players", bad(players=[{"hand": [], "went_out": True}] + [{"hand": []}] * 6),
     "players:"),
    ("unknown option", bad(options={"jokers": 3}), "options.jokers:"),
    ("bad option value", bad(options={"ace_penalty": "x"}), "options.ace_penalty:"),
    ("bad contract", bad(options={"contracts": ["set2"]}), "options:"),
    ("totals of the wrong length", bad(totals_before=[1]), "totals_before:"),
    ("totals not numbers", bad(totals_before=[1, "2"]), "totals_before[1]:"),
    ("unknown field", bad(extra=1), "position:"),
    ("unknown player field", bad(players=[{"hand": [], "went_out": True, "foot": []},
                                          {"hand": []}]), "players[0]:"),
]


@pytest.mark.parametrize(("kind", "data", "field"), BAD_INPUTS, ids=[b[0] for b in BAD_INPUTS])
def test_bad_input_exits_2_with_one_line(run, kind, data, field):
    status, result, err = run(data)
    assert status == 2, kind
    assert result is None
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith(f"error: {field}"), lines[0]


def test_not_json_exits_2(capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("{not json"))
    assert main([]) == 2
    assert capsys.readouterr().err.count("\n") == 1
