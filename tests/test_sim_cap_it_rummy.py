"""The simulator on Cap-It Rummy: the common summary plus the game's own figures."""

from __future__ import annotations

from desktop_app.sim import run


def test_summary_has_round_winners_and_the_pot():
    summary = run(["--game", "cap_it_rummy", "--players", "5", "--ai",
                   "medium,easy,easy,easy,medium", "--games", "3", "--seed", "1",
                   "--option", "stakes=true", "--option", "ante=10"])
    assert summary["invariant_violations"] == 0 and summary["player_errors"] == 0
    assert summary["games"] == 3 and summary["rounds"] == 15
    assert summary["rounds_per_game"] == 5
    # CR-19: every game has winners (co-winners share): the wins add up to the games.
    assert abs(sum(summary["wins_per_seat"]) - 3) < 1e-9
    assert abs(sum(summary["round_wins_per_seat"]) - 15) < 1e-9
    assert len(summary["round_wins_per_seat_by_round"]) == 5
    assert sum(summary["round_end_reasons"].values()) == 15
    pot = summary["pot"]
    assert pot["initial_pot"] == 50
    # CR-20: all the antes are paid out, save chips that could not be split evenly.
    paid = sum(pot["mean_chips_won_per_seat"]) * 3
    assert abs(paid + pot["chips_left_in_pot"] - 150) < 0.1
    # Cap-It scores every round, stock-exhausted ones included (CR-18).
    assert all(score >= 0 for score in summary["mean_round_score_per_seat"])


def test_no_pot_without_stakes_and_same_seed_same_summary():
    args = ["--game", "cap_it_rummy", "--players", "4", "--ai", "easy,easy,easy,easy",
            "--games", "1", "--seed", "7"]
    first, second = run(args), run(args)
    assert first["pot"] is None
    for key in ("wins_per_seat", "round_wins_per_seat", "mean_final_total_per_seat",
                "round_end_reasons", "actions"):
        assert first[key] == second[key]


def test_banakil_summary_has_no_cap_it_figures():
    summary = run(["--game", "banakil", "--players", "2", "--ai", "easy,easy", "--games", "1",
                   "--seed", "2"])
    assert "round_wins_per_seat" not in summary and "pot" not in summary
