"""House-rule options have bounds, so a game set up from a hostile save or a typo in a
simulator flag still ends: targets from 1 to 100 times the rules' default (BK-28, HF-26,
BA-19), at most 20 Cap-It rounds (CR-07) and a bounded ante (CR-20)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from desktop_app.games.base import ConfigError
from desktop_app.games.registry import get_game

TARGETS = {"banakil": 222, "bain_hand_and_foot": 20_000, "banapples": 500}


@pytest.mark.parametrize("game_id, default", sorted(TARGETS.items()))
def test_targets_are_bounded(game_id, default):
    info = get_game(game_id)
    config = info.make_config(players=4, target=100 * default)
    assert config.target == 100 * default
    for bad in (0, -5, 100 * default + 1, 10**12):
        with pytest.raises(ConfigError, match="target score must be from 1 to"):
            info.make_config(players=4, target=bad)


def test_cap_it_rounds_penalty_and_ante_are_bounded():
    info = get_game("cap_it_rummy")
    assert len(info.make_config(contracts=["set3 set3"] * 20, round_share=5).contracts) == 20
    with pytest.raises(ConfigError, match="at most 20 rounds"):
        info.make_config(contracts=["set3 set3"] * 21)
    with pytest.raises(ConfigError, match="ace_penalty must be from 0 to 1000"):
        info.make_config(ace_penalty=10**9)
    with pytest.raises(ConfigError, match="ante must be at most"):
        info.make_config(stakes=True, ante=10**9)


def test_the_simulator_refuses_an_endless_target_at_once():
    result = subprocess.run([sys.executable, "-m", "desktop_app.sim", "--game", "banakil",
                             "--players", "2", "--games", "1", "--option",
                             "target=1000000000000"], capture_output=True, text=True, timeout=60)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "target" in lines[0], result.stderr
