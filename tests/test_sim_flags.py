"""The simulator's flags (issue 11, item 12): every bad flag or option exits 2 with one line
naming it, before any game is played; good values of every option type are read as the config
field's type."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from desktop_app.sim import run

ROOT = Path(__file__).resolve().parents[1]
MAX_LINE = 200

BAD_FLAGS = [
    # (what, arguments after --game, the flag the one line names, other words it holds)
    ("unknown level", ["banakil", "--ai", "medium,expert"], "--ai",
     ["'expert'", "easy, medium, hard"]),
    ("empty --ai", ["banakil", "--ai", ""], "--ai", ["no level"]),
    ("an empty level", ["banakil", "--ai", "medium,,easy"], "--ai", ["seat 2"]),
    ("levels for too many seats", ["banakil", "--ai", "easy,easy,easy,easy,easy"], "--ai",
     ["2 to 4 players", "not 5"]),
    ("levels against --players", ["banakil", "--players", "3", "--ai", "easy,easy"], "--ai",
     ["2 levels for 3 players"]),
    ("no players", ["banakil", "--players", "0"], "--players", ["2 to 4 players", "not 0"]),
    ("too many players", ["cap_it_rummy", "--players", "7"], "--players", ["4 to 6"]),
    ("Hand and Foot at three", ["bain_hand_and_foot", "--players", "3"], "--players",
     ["exactly 4"]),
    ("no games", ["banakil", "--games", "0"], "--games", ["at least 1"]),
    ("unknown game", ["mahjong"], "--game", ["mahjong"]),
    ("infinite target", ["banakil", "--option", "target=Infinity"], "--option",
     ["target", "whole number"]),
    ("NaN target", ["banakil", "--option", "target=NaN"], "--option", ["target"]),
    ("fractional target", ["banapples", "--option", "target=2.5"], "--option", ["target"]),
    ("target with 5,000 digits", ["banakil", "--option", "target=" + "9" * 5000], "--option",
     ["target", "5000 digits"]),
    ("target refused by the config", ["banakil", "--option", "target=0"], "--option",
     ["target score must be from 1 to"]),
    ("a word for a yes/no option", ["cap_it_rummy", "--option", "stakes=maybe"], "--option",
     ["stakes", "yes or no", "'maybe'"]),
    ("a number for a yes/no option", ["banakil", "--option", "sets_any_rank=2"], "--option",
     ["sets_any_rank"]),
    ("unknown option", ["banakil", "--option", "jokers=4"], "--option",
     ["'jokers'", "min_naturals"]),
    ("option with its own flag", ["banakil", "--option", "players=3"], "--option",
     ["--players"]),
    ("option given twice", ["banakil", "--option", "target=5", "--option", "target=6"],
     "--option", ["twice"]),
    ("no value", ["banakil", "--option", "target"], "--option", ["name=value"]),
    ("a choice outside the list", ["bain_hand_and_foot", "--option", "red3_rule=some"],
     "--option", ["red3_rule", "all, own_team"]),
    ("a list that is not JSON", ["cap_it_rummy", "--option", "contracts=[set3"], "--option",
     ["contracts", "JSON"]),
    ("NaN in a list", ["cap_it_rummy", "--option", "contracts=[NaN]"], "--option",
     ["contracts"]),
    ("options refused together", ["cap_it_rummy", "--option",
                                  'contracts=["set3 set3", "set3 run4", "run4 run4"]',
                                  "--option", "round_share=40"],
     "--option", ["40% for 3 rounds", "CR-20"]),
    ("partnerships at two", ["banakil", "--players", "2", "--partnerships"], "--partnerships",
     ["4 players"]),
    ("partnerships in Cap-It", ["cap_it_rummy", "--partnerships"], "--partnerships",
     ["no partnerships"]),
    ("infinite reaction", ["banapples", "--players", "2", "--reaction", "inf,1"], "--reaction",
     ["seat 1", "0.1 to 10"]),
    ("NaN reaction", ["banapples", "--players", "2", "--reaction", "1,nan"], "--reaction",
     ["seat 2"]),
    ("overflowing reaction", ["banapples", "--players", "2", "--reaction", "1e400,1"],
     "--reaction", ["1e400"]),
    ("no reaction", ["banapples", "--players", "2", "--reaction", "0,1"], "--reaction",
     ["'0'"]),
    ("a reaction of minutes", ["banapples", "--players", "2", "--reaction", "1,600"],
     "--reaction", ["'600'"]),
    ("reaction for a turn-based game", ["banakil", "--players", "2", "--reaction", "1,1"],
     "--reaction", ["has turns"]),
    ("too few reaction times", ["banapples", "--players", "4", "--reaction", "1,2"],
     "--reaction", ["2 times for 4 players"]),
]


@pytest.mark.parametrize(("what", "args", "flag", "words"), BAD_FLAGS,
                         ids=[b[0] for b in BAD_FLAGS])
def test_bad_flag_exits_2_with_one_line_naming_it(what, args, flag, words, capsys):
    with pytest.raises(SystemExit) as exit_info:
        run(["--game", *args, "--games", "1", "--seed", "1"])
    assert exit_info.value.code == 2, what
    err = capsys.readouterr().err
    lines = err.splitlines()
    assert len(lines) == 1, err
    line = lines[0]
    assert line.startswith(f"error: argument {flag}: ") and len(line) <= MAX_LINE, line
    for word in words:
        assert word in line, (what, line)


def test_yes_and_no_words_reach_the_config():
    """A yes/no option takes true/false, yes/no, 1/0 (any case), and "no" means no."""
    for word, pot in (("no", False), ("False", False), ("0", False), ("yes", True),
                      ("TRUE", True), ("1", True)):
        summary = run(["--game", "cap_it_rummy", "--games", "1", "--seed", "2", "--no-check",
                       "--option", f"stakes={word}", "--option", 'contracts=["set3 set3"]'])
        assert (summary["pot"] is not None) is pot, word


def test_players_default_to_the_levels_or_the_most_seats():
    short = ["--games", "1", "--no-check", "--option", "target=30"]
    assert run(["--game", "banakil", "--ai", "easy, easy,easy", *short])["players"] == 3
    assert run(["--game", "banakil", *short])["players"] == 4


def run_sim(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "desktop_app.sim", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize("args", [["--ai", "medium,expert"], ["--players", "0"]],
                         ids=["unknown level", "no players"])
def test_through_the_command_line(args):
    result = run_sim("--game", "banakil", "--games", "1", *args)
    assert result.returncode == 2 and result.stdout == ""
    assert len(result.stderr.splitlines()) == 1 and "Traceback" not in result.stderr
    assert result.stderr.startswith(f"error: argument {args[0]}: ")
