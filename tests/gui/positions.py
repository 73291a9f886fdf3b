"""Mid-round positions for table tests: the computer players play a deal for a while, and the
position kept is the last one before the round ended (melds on the table, hands still full)."""

from __future__ import annotations

import random
from typing import Any

from desktop_app.ai.base import RealTimePlayer
from desktop_app.ai.realtime import RealTimeDriver
from desktop_app.ai.registry import make_player
from desktop_app.games.base import GameState, RoundEnded
from desktop_app.games.registry import get_game


def mid_round(game_id: str, seed: int = 3, actions: int = 60, **config: Any) -> GameState:
    """A position `actions` moves into the first round of a game (or the last one before that
    round's end), every seat played by the medium computer."""
    info = get_game(game_id)
    state = info.new_game(info.make_config(**config), seed)
    rng = random.Random(seed)
    players = [make_player(game_id, "medium") for _ in range(state.config.players)]
    if info.real_time:
        timed = [p for p in players if isinstance(p, RealTimePlayer)]
        driver = RealTimeDriver(state, timed, rng)
        for _ in range(actions):
            outcomes = driver.step()
            if any(isinstance(e, RoundEnded) for o in outcomes for e in o.events):
                raise AssertionError("the round ended too soon: ask for fewer actions")
        return state
    for _ in range(actions):
        seat = state.to_move()
        if seat is None or state.is_over:
            break
        action = players[seat].choose(state.observation(seat), rng)
        before = state.clone()
        if any(isinstance(e, RoundEnded) for e in state.apply(seat, action)):
            return before
    return state
