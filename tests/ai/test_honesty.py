"""Computer players see only what their seat may know (DESIGN.md, "Computer players").

Every object reachable from the observation handed to a player, and from the player after it
chose (the hard players' search included), is walked with `gc.get_referents`: none is a card
hidden from that seat (another hand, an unseen foot, the stock), a game state, or the engine's
random generator.
"""

from __future__ import annotations

import enum
import gc
import random
import types
from collections.abc import Iterator
from typing import Any

import pytest

from desktop_app.ai.hints import explain_hint
from desktop_app.ai.registry import PLAYERS, make_player
from desktop_app.ai.search import SearchPlayer
from desktop_app.cards.card import Card
from desktop_app.games.base import GameState
from desktop_app.games.registry import get_game

TURN_BASED = ("banakil", "cap_it_rummy", "bain_hand_and_foot")
SKIPPED = (type, types.ModuleType, types.FunctionType, types.BuiltinFunctionType,
           types.MethodType, types.CodeType, types.FrameType, enum.Enum, str, bytes, int,
           float)


def reachable(*roots: object) -> Iterator[object]:
    """Every object reachable from `roots` through references, classes and code aside (they
    lead to whole modules, which hold no game)."""
    seen: set[int] = set()
    stack: list[Any] = list(roots)
    while stack:
        obj = stack.pop()
        if id(obj) in seen:
            continue
        seen.add(id(obj))
        yield obj
        if isinstance(obj, SKIPPED):
            continue
        stack.extend(gc.get_referents(obj))


def hidden_from(state: GameState, seat: int) -> set[Card]:
    """The cards `seat` cannot see now: other hands (less what it saw enter them), other
    feet, the stock (less the public wild up-cards under a Cap-It stock)."""
    obs = state.observation(seat)
    seen = obs.visible_cards()
    cards: set[Card] = set()
    for other, hand in enumerate(state.hands):
        if other != seat:
            cards.update(hand)
    for other, foot in enumerate(getattr(state, "feet", ())):
        if other != seat:
            cards.update(foot)
    cards.update(state.stock)
    return {c for c in cards if c not in seen}


def positions(game_id: str, count: int) -> Iterator[tuple[GameState, int]]:
    """Positions along a medium-played round, every few decisions."""
    info = get_game(game_id)
    config = info.make_config(players=4, partnerships=game_id != "cap_it_rummy")
    state = info.new_game(config, 11)
    medium = make_player(game_id, "medium")
    rng = random.Random(3)
    steps = 0
    while not state.is_over and count:
        seat = state.to_move()
        assert seat is not None
        if steps % 7 == 3:
            yield state, seat
            count -= 1
        state.apply(seat, medium.choose(state.observation(seat), rng))
        steps += 1


@pytest.mark.parametrize("game_id", TURN_BASED)
@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_nothing_hidden_is_reachable_from_what_a_player_sees_or_keeps(game_id, level):
    assert level in PLAYERS[game_id]
    options = {"think_time": 0.25} if level == "hard" else {}
    player = make_player(game_id, level, **options)
    checked = searched = 0
    for state, seat in positions(game_id, 4):
        hidden = hidden_from(state, seat)
        assert hidden, "a position with nothing hidden tests nothing"
        obs = state.observation(seat)
        kept: object = player.choose(obs, random.Random(5))
        if isinstance(player, SearchPlayer):
            # What the search found (a hint quotes it to the table) is walked too.
            found = player.think(obs, random.Random(5))
            searched += found.worlds > 0
            kept = (kept, found, explain_hint(player, obs, random.Random(6)))
        for obj in reachable(obs, player, kept):
            assert not isinstance(obj, GameState), f"{level} reaches a game state: {obj!r}"
            assert obj is not state.rng, f"{level} reaches the engine's random generator"
            if isinstance(obj, Card):
                assert obj not in hidden, f"{level} reaches {obj}, hidden from seat {seat}"
        checked += 1
    assert checked == 4
    assert level != "hard" or searched, "the hard player never searched: the walk saw no world"


def test_the_walk_finds_what_it_looks_for():
    # The walk itself: a player that kept the state would be caught.
    state, seat = next(positions("banakil", 1))
    found = list(reachable({"kept": state}))
    assert any(obj is state.rng for obj in found)
    assert any(isinstance(obj, Card) and obj in hidden_from(state, seat) for obj in found)
