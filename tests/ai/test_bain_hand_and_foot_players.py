"""Hand and Foot computer players: legal choices from observations only, whole games end."""

from __future__ import annotations

import random

import pytest

from desktop_app.ai.registry import levels, make_player
from desktop_app.games.bain_hand_and_foot import HandAndFootConfig, HandAndFootState
from desktop_app.games.base import IllegalAction
from desktop_app.sim import run


def test_levels_are_registered():
    assert levels("bain_hand_and_foot") == ("easy", "medium", "hard")


@pytest.mark.parametrize("seed", [1, 2])
def test_players_choose_only_legal_actions(seed):
    players = [make_player("bain_hand_and_foot", level)
               for level in ("medium", "easy", "medium", "easy")]
    state = HandAndFootState.new_game(HandAndFootConfig(), seed)
    rng = random.Random(seed)
    for _ in range(1500):
        if state.is_over:
            break
        seat = state.to_move()
        action = players[seat].choose(state.observation(seat), rng)
        try:
            state.apply(seat, action)
        except IllegalAction as error:  # pragma: no cover - the failure message
            pytest.fail(f"seat {seat} chose an illegal {action}: {error}")
        assert not state.check_invariants()


@pytest.mark.slow
def test_simulated_games_finish_without_violations():
    summary = run(["--game", "bain_hand_and_foot", "--ai", "medium,easy,medium,easy",
                   "--games", "3", "--seed", "5"])
    assert summary["games"] == 3 and summary["unfinished_games"] == 0
    assert summary["invariant_violations"] == 0 and summary["player_errors"] == 0
    assert sum(summary["round_endings"].values()) == summary["rounds"]
    assert "team0_score" in summary["round_stats_mean"]
