"""The game-independent machinery of the conformance suite (test_conformance.py): configs,
a seeded random player, illegal candidates, and walks over states and observations that find
the cards they hold. It reads only the engine contract (games/base.py) and the registry, so a
game added to the registry gets all of it."""

from __future__ import annotations

import dataclasses
import enum
import random
import types
import typing
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from desktop_app.ai.base import ComputerPlayer, RealTimePlayer
from desktop_app.ai.registry import make_player
from desktop_app.cards.card import Card
from desktop_app.games.banapples.fruit import FruitCard
from desktop_app.games.base import Action, AnyCard, ConfigError, Event, GameState, IllegalAction
from desktop_app.games.info import GameInfo

CARD_TYPES = (Card, FruitCard)
Path = tuple[Any, ...]


# ------------------------------------------------------------------------ configs


def configs(info: GameInfo, rng: random.Random, count: int) -> list[Any]:
    """Every allowed (players, partnerships) pair, and `count` more with house options drawn
    at random (each bool flipped by chance, each enum value drawn); invalid mixes are left out."""
    plain = []
    for players in range(info.min_players, info.max_players + 1):
        for partnerships in (False, True):
            try:
                plain.append(info.make_config(players=players, partnerships=partnerships))
            except ConfigError:
                continue
    assert plain, f"{info.id}: make_config accepts no player count"
    varied = []
    for _ in range(count * 4):
        if len(varied) == count:
            break
        base = rng.choice(plain)
        hints = typing.get_type_hints(type(base))
        changes: dict[str, Any] = {}
        for f in dataclasses.fields(base):
            hint = hints[f.name]
            if f.name in ("players", "partnerships") or not f.init:
                continue
            if hint is bool and rng.random() < 0.5:
                changes[f.name] = not getattr(base, f.name)
            elif isinstance(hint, type) and issubclass(hint, enum.Enum):
                changes[f.name] = rng.choice(list(hint))
        try:
            varied.append(dataclasses.replace(base, **changes))
        except ConfigError:
            continue
    return plain + varied


# ------------------------------------------------------------------------ walking values


def walk_cards(value: Any, path: Path = ()) -> Iterator[tuple[Path, AnyCard]]:
    """Every card reachable from `value` (containers, dataclasses, dict keys and values) with
    its path; a card inside a set gets the set's path followed by "{}" (no position)."""
    if isinstance(value, CARD_TYPES):
        yield path, value
    elif isinstance(value, (str, int, float, bool, type(None), enum.Enum)):
        return
    elif isinstance(value, (list, tuple)):
        for i, item in enumerate(value):
            yield from walk_cards(item, (*path, i))
    elif isinstance(value, (set, frozenset)):
        for item in value:
            yield from walk_cards(item, (*path, "{}"))
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from walk_cards(key, (*path, "{}"))
            yield from walk_cards(item, (*path, key))
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from walk_cards(getattr(value, f.name), (*path, f.name))


def cards_in(value: Any) -> set[AnyCard]:
    return {card for _, card in walk_cards(value)}


def state_slots(state: GameState) -> dict[Path, AnyCard]:
    """Where each card of the state lies: path (from a snapshot field) to card, positions only."""
    return {path: card for name in state.snapshot_fields
            for path, card in walk_cards(getattr(state, name), (name,)) if "{}" not in path}


def all_cards(state: GameState) -> set[AnyCard]:
    return {card for name in state.snapshot_fields for card in cards_in(getattr(state, name))}


def swap_cards(state: GameState, first: Path, second: Path) -> GameState | None:
    """A clone of `state` with the cards at two positions exchanged, or None when either lies
    in something immutable (a frozen record or a tuple)."""
    other = state.clone()
    containers = []
    for path in (first, second):
        holder: Any = getattr(other, path[0])
        for key in path[1:-1]:
            holder = holder[key] if isinstance(holder, (list, dict, tuple)) else getattr(
                holder, key)
        if not isinstance(holder, (list, dict)):
            return None
        containers.append((holder, path[-1]))
    (a, i), (b, j) = containers
    a[i], b[j] = b[j], a[i]
    return other


def mutate_containers(value: Any, rng: random.Random) -> None:
    """Change every mutable container reachable from `value` in place (the clone test)."""
    if isinstance(value, list):
        for item in value:
            mutate_containers(item, rng)
        if value:
            value.pop(rng.randrange(len(value)))
        value.append(value[0] if value else 0)
    elif isinstance(value, dict):
        for item in value.values():
            mutate_containers(item, rng)
        if value:
            del value[rng.choice(list(value))]
    elif isinstance(value, set):
        value.clear()
    elif (dataclasses.is_dataclass(value) and not isinstance(value, type)
          and not value.__dataclass_params__.frozen):  # type: ignore[union-attr]
        for f in dataclasses.fields(value):
            item = getattr(value, f.name)
            mutate_containers(item, rng)
            if isinstance(item, int) and not isinstance(item, bool):
                setattr(value, f.name, item + 7)


# ------------------------------------------------------------------------ playing


@dataclass
class RandomPlay:
    """A seeded player for every seat: the game's easiest computer player part of the time
    (it melds and goes out, so rounds end), a uniformly random legal action otherwise."""

    info: GameInfo
    rng: random.Random
    ai_rate: float = 0.5
    players: dict[int, ComputerPlayer] = field(default_factory=dict)

    def seat(self, state: GameState) -> int | None:
        """The seat to act: the one to move, or (no turns) a random seat that may act."""
        seat = state.to_move()
        if seat is not None:
            return seat
        able = [s for s in range(state.config.players) if state.legal_actions(s)]
        return self.rng.choice(able) if able else None

    def action(self, state: GameState, seat: int) -> Action:
        legal = state.legal_actions(seat)
        assert legal, f"{self.info.id}: seat {seat} is to act but has no legal action"
        if self.rng.random() < self.ai_rate and self.info.ai_levels:
            player = self.players.get(seat)
            if player is None:
                player = self.players[seat] = make_player(self.info.id, self.info.ai_levels[0])
            observation = state.observation(seat)
            if isinstance(player, RealTimePlayer):
                chosen = player.react(observation, self.rng)
                if chosen is not None:
                    return chosen
            else:
                return player.act(observation, self.rng)
        return self.rng.choice(legal)


def illegal_candidates(state: GameState, seat: int, seen: Sequence[tuple[int, Action]],
                       rng: random.Random, count: int) -> list[tuple[int, Action]]:
    """Actions that are mostly illegal now: legal actions given by another seat, actions
    played earlier (from other positions), and actions recombined field by field from seen
    ones with random cards of the game (cards held elsewhere, made-up targets)."""
    players = state.config.players
    others = [s for s in range(players) if s != seat]
    candidates: list[tuple[int, Action]] = []
    mine = state.legal_actions(seat)
    if mine and others:
        candidates.append((rng.choice(others), rng.choice(mine)))
    for other in rng.sample(others, min(2, len(others))):
        theirs = state.legal_actions(other)
        if theirs:
            candidates.append((seat, rng.choice(theirs)))
    if seen:
        candidates.append((seat, rng.choice(seen)[1]))
        candidates.append(rng.choice(seen))
    cards = sorted(all_cards(state), key=lambda c: c.code)
    while len(candidates) < count and seen:
        candidates.append((rng.randrange(-1, players + 1) if rng.random() < 0.1 else seat,
                           recombined(rng.choice(seen)[1], seen, cards, rng)))
    return candidates[:count]


def recombined(template: Action, seen: Sequence[tuple[int, Action]], cards: Sequence[AnyCard],
               rng: random.Random) -> Action:
    """An action of `template`'s type whose fields come from other seen actions or are made up
    from the type hints (random cards, small numbers, None)."""
    hints = typing.get_type_hints(type(template))
    values: dict[str, Any] = {}
    for f in dataclasses.fields(template):
        if not f.init:
            continue
        pool = [getattr(a, f.name) for _, a in seen if hasattr(a, f.name)]
        if pool and rng.random() < 0.5:
            values[f.name] = rng.choice(pool)
        else:
            values[f.name] = made_up(hints[f.name], getattr(template, f.name), cards, rng)
    try:
        return dataclasses.replace(template, **values)
    except (TypeError, ValueError):
        return template


def made_up(hint: Any, current: Any, cards: Sequence[AnyCard], rng: random.Random) -> Any:
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        if type(None) in args and rng.random() < 0.3:
            return None
        options = [a for a in args if a is not type(None)]
        return made_up(rng.choice(options), current, cards, rng)
    if hint in CARD_TYPES:
        typed = [c for c in cards if isinstance(c, hint)]
        return rng.choice(typed) if typed else current
    if hint is bool:
        return rng.random() < 0.5
    if hint is int:
        return rng.choice([-1, 0, 1, 2, 3, 5, 13, 99])
    if hint is float:
        return current
    if hint is str:
        return current if rng.random() < 0.5 else rng.choice(["", "nowhere/0", "x"])
    if origin is tuple:
        item = args[0] if args else Any
        if dataclasses.is_dataclass(item):  # records (melds of a contract): vary those given
            given = list(current or ())
            return tuple(made_up(item, rng.choice(given), cards, rng)
                         for _ in range(rng.randint(0, len(given) + 1))) if given else ()
        return tuple(made_up(item, None, cards, rng) for _ in range(rng.randint(0, 4)))
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        return rng.choice(list(hint))
    if isinstance(hint, type) and dataclasses.is_dataclass(hint) and isinstance(current, hint):
        nested = typing.get_type_hints(hint)
        return dataclasses.replace(current, **{
            f.name: made_up(nested[f.name], getattr(current, f.name), cards, rng)
            for f in dataclasses.fields(current) if f.init})
    return current


def try_refused(state: GameState, seat: int, action: Action) -> list[Event] | None:
    """Apply; a refusal must leave the whole state (snapshot, history, random generator) as it
    was. Anything but IllegalAction escaping is a failure of the engine."""
    before = state.snapshot()
    history = len(state.history)
    rng_state = state.rng.getstate()
    try:
        return state.apply(seat, action)
    except IllegalAction as error:
        assert str(error), "a refusal says why"
        assert state.snapshot() == before, f"refused {action} by seat {seat} changed the state"
        assert len(state.history) == history
        assert state.rng.getstate() == rng_state
        return None
