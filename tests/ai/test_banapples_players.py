"""Banapples computer players: reaction times, legal choices only, and the policy the levels
promise (seed plays first, a way out kept for the seed card, canopy races, compost when
stuck)."""

from __future__ import annotations

import random

import pytest

from desktop_app.ai.banapples import (
    REACTION_TIMES,
    EasyBanapplesPlayer,
    HardBanapplesPlayer,
    MediumBanapplesPlayer,
)
from desktop_app.ai.realtime import RealTimeDriver
from desktop_app.ai.registry import levels, make_player
from desktop_app.games.banapples import (
    BanapplesConfig,
    BanapplesState,
    Compost,
    Deal,
    MoveTree,
    Play,
)
from desktop_app.games.banapples.phase import Phase
from tests.games.banapples_table import card, make_table

LEVELS = ("easy", "medium", "hard")


def test_registry_and_reaction_times():
    assert levels("banapples") == LEVELS
    assert REACTION_TIMES == {"easy": 2.5, "medium": 1.2, "hard": 0.6}
    for level in LEVELS:
        player = make_player("banapples", level)
        assert player.level == level and player.reaction_time == REACTION_TIMES[level]
    assert make_player("banapples", "hard", reaction_time=0.3).reaction_time == 0.3
    with pytest.raises(ValueError):
        make_player("banapples", "medium", reaction_time=0)


def test_delay_varies_around_the_reaction_time():
    rng = random.Random(1)
    player = MediumBanapplesPlayer(reaction_time=1.0, jitter=0.2)
    delays = [player.delay(rng) for _ in range(200)]
    assert all(0.8 <= d <= 1.2 for d in delays) and len(set(delays)) > 100
    assert MediumBanapplesPlayer(jitter=0).delay(rng) == 1.2


@pytest.mark.parametrize("level", LEVELS)
def test_players_choose_only_legal_commands(level: str):
    player = make_player("banapples", level)
    rng = random.Random(5)
    others = [make_player("banapples", "medium") for _ in range(2)]
    state = BanapplesState.new_game(BanapplesConfig(players=3, target=150), 8)
    driver = RealTimeDriver(state, [player, *others], random.Random(2))
    checked = 0
    while not state.is_over and checked < 300:
        for seat in range(3):
            action = player.decide(state.observation(seat), rng)
            if action is not None:
                assert action in state.legal_actions(seat), action
                checked += 1
        driver.step()
    assert checked >= 300 or state.is_over


def test_dealer_deals_between_rounds():
    state = make_table(seeds={0: "A1@0"})
    state.apply(0, Play("seeds/0", "canopies/0", card("A1@0"), None, 7.0))
    assert state.phase is Phase.ROUND_OVER
    for level in LEVELS:
        player = make_player("banapples", level)
        assert player.decide(state.observation(state.dealer), random.Random()) == Deal(7.0)
        assert player.decide(state.observation(1 - state.dealer), random.Random()) is None


@pytest.mark.parametrize("player", [MediumBanapplesPlayer(), HardBanapplesPlayer()])
def test_seed_plays_come_first(player):
    state = make_table(seeds={0: "B9@0 A3@0"}, compost={0: "B2@0"},
                       canopies=[(0, "A1@0 A2@0"), (1, "B1@1")])
    action = player.decide(state.observation(0), random.Random())
    assert action == Play("seeds/0", "canopy/0", card("A3@0"), card("A2@0"))


@pytest.mark.parametrize("player", [MediumBanapplesPlayer(), HardBanapplesPlayer()])
def test_the_empty_slot_is_kept_for_the_seed_card(player):
    # The 5🍌 compost card could fill the empty slot, but that is the seed card's way out.
    state = make_table(seeds={0: "B9@0 B10@0"}, compost={0: "B5@0"},
                       trees={(0, 0): "A10@0", (0, 1): "A2@0"})
    state.trees[0][0] = []
    state.draw[0].insert(0, card("A10@0"))
    action = player.decide(state.observation(0), random.Random())
    assert action == Play("seeds/0", "tree/0/0", card("B10@0"), None)
    state = make_table(seeds={0: "A9@0 B7@0"}, compost={0: "B5@0"},
                       trees={(0, 0): "B9@0 A8@0", (0, 1): "B3@0"})
    assert player.decide(state.observation(0), random.Random()) == \
        Play("seeds/0", "tree/0/0", card("B7@0"), card("A8@0"))


@pytest.mark.parametrize("player", [MediumBanapplesPlayer(), HardBanapplesPlayer()])
def test_compost_card_that_lets_the_seed_card_follow(player):
    # Seed 4🍌 fits nowhere; compost 5🍎 fits the tree's 6🍌, and then 4🍌 fits the 5🍎.
    state = make_table(seeds={0: "A9@0 B4@0"}, compost={0: "A5@0"},
                       trees={(0, 0): "A7@0 B6@0", (0, 1): "B10@0"})
    assert player.decide(state.observation(0), random.Random()) == \
        Play("compost/0", "tree/0/0", card("A5@0"), card("B6@0"))


@pytest.mark.parametrize("player", [MediumBanapplesPlayer(), HardBanapplesPlayer()])
def test_merging_trees_frees_a_slot_for_a_stuck_seed_card(player):
    state = make_table(seeds={0: "A9@0 B2@0"}, compost={0: "B9@0"},
                       trees={(0, 0): "B8@0 A7@0", (0, 1): "B6@0 A5@0"})
    assert player.decide(state.observation(0), random.Random()) == \
        state.legal_actions(0)[[type(a).__name__ for a in state.legal_actions(0)]
                               .index("MoveTree")]


@pytest.mark.parametrize("player", [EasyBanapplesPlayer(), MediumBanapplesPlayer(),
                                    HardBanapplesPlayer()])
def test_compost_when_stuck(player):
    state = make_table(seeds={0: "A9@0 B10@0"}, compost={0: "B9@0"},
                       trees={(0, 0): "B8@0", (0, 1): "A8@0"})
    assert player.decide(state.observation(0), random.Random(3)) == Compost()


def test_hard_blocks_a_rival_seed_card():
    # Seat 0 could put its compost 3🍎 or its tree's 3🍌 on a canopy. Medium takes the compost
    # card; hard takes the 3🍌, because the rival's seed card is 3🍌 and wants that spot.
    state = make_table(seeds={0: "A9@0 B10@0", 1: "B9@1 B3@1"}, compost={0: "A3@0"},
                       trees={(0, 0): "A4@0 B3@0", (0, 1): "A9@0"},
                       canopies=[(1, "A1@1 A2@1"), (0, "B1@0 B2@0")])
    obs = state.observation(0)
    assert MediumBanapplesPlayer().decide(obs, random.Random()) == \
        Play("compost/0", "canopy/0", card("A3@0"), card("A2@1"))
    assert HardBanapplesPlayer().decide(obs, random.Random()) == \
        Play("tree/0/0", "canopy/1", card("B3@0"), card("B2@0"))


def test_hard_avoids_handing_a_rival_seed_card_a_place():
    # The compost 2🍌 onto 1🍌 would let the rival's seed 3🍌 follow; hard plays its tree's
    # 2🍎 instead, medium the compost card.
    state = make_table(seeds={0: "A9@0 B10@0", 1: "B9@1 B3@1"}, compost={0: "B2@0"},
                       trees={(0, 0): "B3@0 A2@0", (0, 1): "A9@0"},
                       canopies=[(0, "B1@0"), (0, "A1@0")])
    obs = state.observation(0)
    assert MediumBanapplesPlayer().decide(obs, random.Random()) == \
        Play("compost/0", "canopy/0", card("B2@0"), card("B1@0"))
    assert HardBanapplesPlayer().decide(obs, random.Random()) == \
        Play("tree/0/0", "canopy/1", card("A2@0"), card("A1@0"))


def test_decisions_depend_only_on_observation_and_rng():
    state = BanapplesState.new_game(BanapplesConfig(players=4), 21)
    for level in LEVELS:
        player = make_player("banapples", level)
        first = player.decide(state.observation(2), random.Random(9))
        again = player.decide(state.clone().observation(2), random.Random(9))
        assert first == again


def test_easy_moves_a_tree_when_nothing_else_is_left():
    # Without that, a table where only tree moves remain could wait for easy forever.
    full = [(0, " ".join(f"{f}{v}@0" for v in range(1, 11))) for f in "AB"]
    state = make_table(seeds={0: "A1@0 B2@0 A3@0 B4@0 A5@0 B6@0 A7@0 B8@0 A9@0 B10@0"},
                       trees={(0, 0): "A10@0 B9@0 A8@0 B7@0 A6@0", (0, 1): "B5@0 A4@0 B3@0 A2@0"},
                       canopies=[*full, (0, "B1@0")])
    assert not state.draw[0] and not state.compost[0]
    (move,) = state.observation(0).legal_commands(useful_only=True)
    assert isinstance(move, MoveTree)
    assert EasyBanapplesPlayer().decide(state.observation(0), random.Random(1)) == move
