"""The simulator with a game without turns (Banapples), and Banakil still through the same
entry point."""

from __future__ import annotations

import pytest

from desktop_app.sim import run

TIMING = ("seconds", "actions_per_second")


def banapples(*extra: str) -> dict:
    return run(["--game", "banapples", "--players", "4", "--ai", "hard,medium,medium,easy",
                "--games", "3", "--seed", "1", *extra])


def test_banapples_summary():
    summary = banapples()
    assert summary["games"] == 3 and summary["unfinished_games"] == 0
    assert summary["invariant_violations"] == 0 and summary["player_errors"] == 0
    assert sum(summary["wins_per_seat"]) == 3
    assert summary["mean_round_seconds"] > 0
    assert set(summary["win_rate_per_level"]) == {"hard", "medium", "easy"}
    assert summary["wins_per_level"]["medium"] == summary["wins_per_seat"][1] + \
        summary["wins_per_seat"][2]
    assert summary["stale_commands"] >= 0 and summary["discarded_commands"] >= 0
    assert summary["round_endings"].keys() <= {"went_out", "stalemate"}


def test_same_seed_same_summary():
    first, second = banapples(), banapples()
    for key in TIMING:
        first.pop(key), second.pop(key)
    assert first == second


def test_reaction_times_from_the_command_line():
    slow = banapples("--reaction", "5,5,5,5")
    fast = banapples("--reaction", "0.5,0.5,0.5,0.5")
    assert slow["mean_round_seconds"] > 5 * fast["mean_round_seconds"]
    with pytest.raises(SystemExit):
        banapples("--reaction", "1,2")


def test_banakil_still_runs():
    summary = run(["--game", "banakil", "--players", "2", "--games", "1", "--seed", "3"])
    assert summary["games"] == 1 and summary["invariant_violations"] == 0
    assert "mean_round_seconds" not in summary
    assert summary["win_rate_per_level"] == {"medium": 0.5}
    with pytest.raises(SystemExit):
        run(["--game", "banakil", "--games", "1", "--reaction", "1,1,1,1"])
