"""A world sampled from a rummy observation is built without `__init__` (`sampled_shell`): it
must still have every attribute a new state has, or a later move would fail on it."""

from __future__ import annotations

import random

import pytest

from desktop_app.games.registry import GAMES


def attributes(state: object) -> set[str]:
    return {name for name in vars(state) if not name.startswith("_rng")}


@pytest.mark.parametrize("game_id", ["banakil", "cap_it_rummy"])
def test_a_sampled_world_has_every_attribute_of_a_new_state(game_id):
    info = GAMES[game_id]
    state = info.new_game(info.make_config(players=4), 3)
    world = state.observation(state.to_move()).sample_world(random.Random(1))
    assert attributes(world) == attributes(type(state)(state.config, 5))
    assert attributes(world) == attributes(state)


@pytest.mark.parametrize("game_id", ["banakil", "cap_it_rummy"])
def test_a_sampled_worlds_generator_is_as_if_it_drew_a_dealer(game_id):
    info = GAMES[game_id]
    state = info.new_game(info.make_config(players=4), 3)
    world = state.observation(state.to_move()).sample_world(random.Random(1))
    drew = type(state)(state.config, world.seed)
    assert world.rng.getstate() == drew.rng.getstate()
