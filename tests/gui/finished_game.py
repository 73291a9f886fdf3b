"""A real Banakil game one move from its end, for the tests of what happens at a game's end."""

from __future__ import annotations

import random

from desktop_app.ai.registry import make_player
from desktop_app.games.banakil import BanakilConfig, BanakilState
from desktop_app.games.base import Action
from desktop_app.gui.game_setup import GameSetup, SeatSetup

SEATS = [SeatSetup("You", True), SeatSetup("Sari", False, "easy")]


def one_move_from_the_end() -> tuple[GameSetup, BanakilState, Action]:
    """Easy computer play of a one-round game (target 1, BK-28) until seat 0, the human,
    makes the move that ends it: every move is the engine's, so the save replays."""
    config = BanakilConfig(players=2, target=1)
    player = make_player("banakil", "easy")
    for seed in range(50):
        state = BanakilState.new_game(config, seed)
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.to_move()
            assert seat is not None
            action = player.choose(state.observation(seat), rng)
            trial = state.clone()
            trial.apply(seat, action)
            if trial.is_over and seat == 0:
                return GameSetup("banakil", config, seed, SEATS), state, action
            state = trial
    raise AssertionError("no game ends with seat 0's move")
