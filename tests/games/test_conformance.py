"""The engine contract (DESIGN.md, "The engine contract"), checked on every registered game.

In the spirit of OpenSpiel's RandomSimTest and ResampleInfostateTest, and read only through the
contract, so a game added to `desktop_app.games.registry` gets all of it:

- random legal play (seeded, bounded in actions) keeps `check_invariants` after every action;
  the seat to move always has a legal action;
- illegal candidates (another seat's actions, earlier positions' actions, recombined and made-up
  ones) are refused with IllegalAction, and a refusal changes nothing;
- no observation or per-seat event names a card that seat was never shown: the ground truth is
  the cards of the events `events_for(events, seat)` gave it, a path apart from observations;
- clones are independent of their original, and carry its random generator;
- `observation.sample_world(rng)` gives a world with that seat's observation and legal actions,
  the same cards, and the unknown ones dealt anew: no hidden card stays where it really is in
  every sample while it could lie elsewhere, and the real cards are not met more often than
  two samples meet each other's (what an unbiased deal gives);
- configs, actions and records survive JSON; a record replays to the same state; a record with
  an illegal action does not replay.

Game-specific properties (scores, rule ids of refusals) stay in the games' own test files.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop_app.ai.base import RealTimePlayer
from desktop_app.ai.registry import make_player
from desktop_app.games.base import (
    Action,
    CardMoved,
    ConfigError,
    Event,
    GameRecord,
    GameState,
    IllegalAction,
    events_for,
)
from desktop_app.games.codec import CodecError
from desktop_app.games.info import GameInfo
from desktop_app.games.registry import GAMES, get_game, replay
from tests.games.conformance_play import (
    RandomPlay,
    all_cards,
    cards_in,
    configs,
    illegal_candidates,
    mutate_containers,
    state_slots,
    swap_cards,
    try_refused,
)

GAME_IDS = sorted(GAMES)
SEEDS = (1, 2, 3)
STEPS = 220
"""Actions per random game (the bound; most games end a round or more within it)."""
WORLDS = 24
"""Worlds sampled per seat and position."""


def pick_config(info: GameInfo, seed: int) -> Any:
    options = configs(info, random.Random(seed), 4)
    return options[seed % len(options)]


class Views:
    """What each seat has been shown, from the events it was given."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.seats = range(state.config.players)
        self.shown = [cards_in(events_for(state.opening_events, s)) for s in self.seats]
        self.visible = [self.check_seat(s) for s in self.seats]

    def check_seat(self, seat: int) -> set[Any]:
        observation = self.state.observation(seat)
        assert observation.seat == seat
        visible = observation.visible_cards()
        named = cards_in(observation)
        assert named <= visible, f"seat {seat}'s observation names {named - visible} " \
                                 "that visible_cards() does not list"
        unseen = visible - self.shown[seat]
        assert not unseen, f"seat {seat}'s observation names {unseen}, never shown to it"
        return visible

    def after(self, events: list[Event]) -> None:
        for seat in self.seats:
            given = events_for(events, seat)
            for raw, event in zip(events, given, strict=True):
                if isinstance(raw, CardMoved) and raw.visible_to is not None:
                    assert (event.card is not None) == (seat in raw.visible_to or raw.card is None)
            self.shown[seat] |= cards_in(given)
            visible = self.check_seat(seat)
            leaked = cards_in(given) - visible - self.visible[seat]
            assert not leaked, f"seat {seat} was shown {leaked}, hidden before and after"
            self.visible[seat] = visible


def round_trip(info: GameInfo, action: Action) -> None:
    text = json.dumps(action.to_json())
    assert info.codec.from_json(json.loads(text)) == action, text


def play(info: GameInfo, seed: int, steps: int, *, illegal_every: int = 0,
         views: bool = False) -> tuple[GameState, list[tuple[int, Action]]]:
    """A random game; with `illegal_every`, illegal candidates are tried that often."""
    rng = random.Random(seed)
    state = info.new_game(pick_config(info, seed), seed)
    assert state.check_invariants() == []
    watch = Views(state) if views else None
    driver = RandomPlay(info, rng)
    seen: list[tuple[int, Action]] = []
    turns = state.to_move() is not None
    for step in range(steps):
        if state.is_over:
            break
        seat = driver.seat(state)
        assert seat is not None, "nobody may act in a game that is not over"
        if illegal_every and step % illegal_every == 0:
            for who, candidate in illegal_candidates(state, seat, seen, rng, 6):
                to_move = state.to_move()
                events = try_refused(state, who, candidate)
                if events is None:
                    continue
                assert not (turns and to_move is not None and who != to_move), \
                    f"seat {who} acted out of turn: {candidate}"
                seen.append((who, candidate))
                assert state.check_invariants() == []
                if watch:
                    watch.after(events)
                if state.is_over:
                    break
            if state.is_over:
                break
            seat = driver.seat(state)
            assert seat is not None
        action = driver.action(state, seat)
        events = state.apply(seat, action)
        seen.append((seat, action))
        problems = state.check_invariants()
        assert problems == [], (action, problems)
        round_trip(info, action)
        if watch:
            watch.after(events)
    return state, seen


# ------------------------------------------------------------------ random play


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_random_play_keeps_invariants_refuses_cleanly_and_hides_cards(game_id, seed):
    info = get_game(game_id)
    state, _ = play(info, seed, STEPS, illegal_every=3, views=True)
    record = GameRecord.from_json(json.loads(json.dumps(state.record().to_json())))
    assert record == state.record()
    assert replay(record).snapshot() == state.snapshot()


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_record_with_a_refused_action_does_not_replay(game_id):
    info = get_game(game_id)
    state, seen = play(info, 4, 60)
    rng = random.Random(4)
    seat = RandomPlay(info, rng).seat(state) or 0
    for who, candidate in illegal_candidates(state, seat, seen, rng, 40):
        if try_refused(state, who, candidate) is None:
            break
    else:
        pytest.fail("no illegal candidate was refused")
    record = state.record()
    record.actions.append((who, candidate.to_json()))
    with pytest.raises(IllegalAction):
        replay(record)


# ------------------------------------------------------------------ determinism


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_game_is_its_config_seed_and_actions(game_id):
    info = get_game(game_id)
    config = pick_config(info, 5)
    first, second = info.new_game(config, 5), info.new_game(config, 5)
    assert first.snapshot() == second.snapshot()
    assert first.opening_events == second.opening_events
    assert info.new_game(config, 6).snapshot() != first.snapshot(), "the seed deals"
    state, seen = play(info, 5, 120)
    again = info.new_game(config, 5)
    for seat, action in seen:
        again.apply(seat, action)
    assert again.snapshot() == state.snapshot()
    assert replay(state.record()).snapshot() == state.snapshot()


# ------------------------------------------------------------------ clones


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_clones_are_independent(game_id):
    info = get_game(game_id)
    state, _ = play(info, 6, 40)
    before = state.snapshot()
    copy = state.clone()
    assert copy.snapshot() == before and copy.check_invariants() == []
    # the copy plays on; the original stays, and plays on the same way (same generator)
    rng = random.Random(6)
    driver = RandomPlay(info, rng, ai_rate=0.0)
    later: list[tuple[int, Action]] = []
    for _ in range(40):
        seat = driver.seat(copy)
        if copy.is_over or seat is None:
            break
        action = driver.action(copy, seat)
        copy.apply(seat, action)
        later.append((seat, action))
    assert state.snapshot() == before
    for seat, action in later:
        state.apply(seat, action)
    assert state.snapshot() == copy.snapshot()
    # changing every container of a copy in place leaves the original alone
    after = state.snapshot()
    vandal = state.clone()
    for name in vandal.snapshot_fields:
        mutate_containers(getattr(vandal, name), rng)
    vandal.rng.random()
    vandal.history.clear()
    assert state.snapshot() == after
    assert state.check_invariants() == []
    assert len(state.history) == len(state.record().actions) > 0


# ------------------------------------------------------------------ sampled worlds


def legal_json(state: GameState, seat: int) -> Counter[str]:
    return Counter(json.dumps(a.to_json(), sort_keys=True) for a in state.legal_actions(seat))


def positions(info: GameInfo) -> list[GameState]:
    states = []
    for seed, steps in ((7, 0), (8, 25), (9, 90)):
        state, _ = play(info, seed, steps)
        if not state.is_over:
            states.append(state)
    return states


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_sampled_worlds_agree_with_the_seat_and_deal_the_unknown_anew(game_id):
    info = get_game(game_id)
    meets_real = meets_other = compared = 0
    for state in positions(info):
        cards = all_cards(state)
        slots = state_slots(state)
        for seat in range(state.config.players):
            observation = state.observation(seat)
            visible = observation.visible_cards()
            hidden = {path: card for path, card in slots.items() if card not in visible}
            legal = legal_json(state, seat)
            worlds = [observation.sample_world(random.Random(1000 * seat + k))
                      for k in range(WORLDS)]
            placed = []
            for world in worlds:
                assert world.check_invariants() == []
                assert world.observation(seat) == observation
                assert legal_json(world, seat) == legal
                assert all_cards(world) == cards, "the same cards, dealt anew"
                placed.append(state_slots(world))
            frozen = [path for path in hidden
                      if all(p.get(path) == hidden[path] for p in placed)]
            for path in frozen:
                for other in hidden:
                    swapped = swap_cards(state, path, other) if other != path else None
                    if (swapped is not None and swapped.check_invariants() == []
                            and swapped.observation(seat) == observation):
                        pytest.fail(f"seat {seat}: {hidden[path]} stays at {path} in every "
                                    f"sampled world, yet it could be at {other}")
            for k, world_slots in enumerate(placed):
                following = placed[(k + 1) % len(placed)]
                for path, card in hidden.items():
                    meets_real += world_slots.get(path) == card
                    mine = world_slots.get(path)
                    meets_other += mine == following.get(path) and mine not in visible
                    compared += 1
            # a sampled world can be played on
            if legal:
                world = worlds[0]
                world.apply(seat, world.legal_actions(seat)[0])
                assert world.check_invariants() == []
    assert compared > 1000, "the positions hide too few cards to tell"
    real, other = meets_real / compared, meets_other / compared
    assert other < 0.25, f"sampled worlds agree on {other:.0%} of the hidden places: the " \
                         "unknown cards are not dealt anew"
    assert real <= 1.25 * other + 0.005, \
        f"sampled worlds meet the real hidden cards at {real:.3f}, each other at {other:.3f}"


# ------------------------------------------------------------------ typed seams


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_players_and_configs_of_another_game_are_refused_at_the_seams(game_id):
    """The registry hands out players and states of any game; where the type checker cannot
    pair them, the player and GameInfo.new_game check the type themselves."""
    info = get_game(game_id)
    other = get_game(next(g for g in GAME_IDS if g != game_id))
    state, _ = play(info, 10, 30)
    seat = RandomPlay(info, random.Random(10)).seat(state)
    assert seat is not None
    foreign = other.new_game(pick_config(other, 10), 10).observation(0)
    for level in info.ai_levels:
        player = make_player(game_id, level)
        with pytest.raises(TypeError):
            player.act(foreign, random.Random(1))
    easiest = make_player(game_id, info.ai_levels[0])
    if isinstance(easiest, RealTimePlayer):
        action = easiest.react(state.observation(seat), random.Random(1))
    else:
        action = easiest.act(state.observation(seat), random.Random(1))
    if action is not None:
        state.clone().apply(seat, action)
    with pytest.raises(ConfigError):
        info.new_game(pick_config(other, 10), 10)


# ------------------------------------------------------------------ JSON


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_configs_survive_json(game_id):
    info = get_game(game_id)
    for config in configs(info, random.Random(11), 8):
        text = json.dumps(info.config_to_json(config))
        assert info.config_from_json(json.loads(text)) == config, text


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 300) | st.floats(allow_nan=False)
    | st.sampled_from(["", "QS", "10D#1", "JK", "A3@1#0", "seeds/0", "set", "run", "low"]),
    lambda inner: st.lists(inner, max_size=4), max_leaves=6)


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_bad_json_is_refused_with_a_codec_error(game_id, data):
    """Whatever the JSON, reading it gives a value that writes back the same, or CodecError."""
    info = get_game(game_id)
    tag = data.draw(st.sampled_from(sorted(info.codec.types)))
    fields = [f for f in info.codec.types[tag].__dataclass_fields__ if f != "tag"]
    action = {"type": tag, **data.draw(st.dictionaries(
        st.sampled_from([*fields, "other"]), JSON_VALUES, max_size=len(fields) + 1))}
    try:
        decoded = info.codec.from_json(action)
    except CodecError as error:
        assert str(error)
    else:
        assert info.codec.from_json(json.loads(json.dumps(decoded.to_json()))) == decoded
    config_fields = list(info.config_type.__dataclass_fields__)
    config = data.draw(st.dictionaries(st.sampled_from([*config_fields, "other"]), JSON_VALUES,
                                       max_size=3))
    try:
        read = info.config_from_json(config)
    except CodecError as error:
        assert str(error)
    else:
        assert info.config_from_json(info.config_to_json(read)) == read
