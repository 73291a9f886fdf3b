"""Which commands a seat could give now: pure functions of the piles that seat can see, shared
by the engine (`legal_actions`, the strict-compost test, the dead-table test) and the computer
players (which only hold an observation)."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from typing import Protocol

from .actions import Command, Compost, MoveTree, Play
from .fruit import FruitCard
from .rules import fits_canopy, fits_tree
from .zones import area_zone, canopy_zone, compost_zone, seeds_zone, tree_zones


class CanopyLike(Protocol):
    @property
    def id(self) -> int: ...

    @property
    def cards(self) -> Sequence[FruitCard]: ...


Trees = Sequence[Sequence[FruitCard]]


def destinations(seat: int, card: FruitCard, trees: Trees, open_slots: int,
                 canopies: Iterable[CanopyLike],
                 to_trees: bool) -> list[tuple[str, FruitCard | None]]:
    """Every legal destination of `card` as (zone, card now on top of it): canopies (BA-06),
    a new canopy in the own area for a 1 (BA-07), and with `to_trees` the own open tree slots
    (BA-05, BA-13)."""
    return _destinations(seat, card, trees, canopies, tree_zones(seat, open_slots) if to_trees
                         else ())


def _destinations(seat: int, card: FruitCard, trees: Trees, canopies: Iterable[CanopyLike],
                  tree_zones: Sequence[str]) -> list[tuple[str, FruitCard | None]]:
    """`destinations`, with the zones of the open tree slots it may go to (none: no tree)."""
    below = card.value - 1  # only a canopy topped one lower can fit (BA-06)
    found: list[tuple[str, FruitCard | None]] = []
    for canopy in canopies:
        top = canopy.cards[-1]
        if top.value == below and fits_canopy(top, card):
            found.append((canopy_zone(canopy.id), top))
    if card.value == 1:
        found.append((area_zone(seat), None))
    for slot, zone in enumerate(tree_zones):
        tree = trees[slot]
        if not tree:
            found.append((zone, None))
        elif fits_tree(tree[-1], card):
            found.append((zone, tree[-1]))
    return found


def playable(seat: int, card: FruitCard, trees: Trees, open_slots: int,
             canopies: Iterable[CanopyLike], to_trees: bool) -> bool:
    return bool(destinations(seat, card, trees, open_slots, canopies, to_trees))


def plays(seat: int, seed_top: FruitCard | None, compost_top: FruitCard | None, trees: Trees,
          open_slots: int, canopies: Collection[CanopyLike], clock: float) -> list[Play]:
    """BA-09: every legal single-card play of `seat` (seed first, then compost, then trees)."""
    found: list[Play] = []
    zones = tree_zones(seat, open_slots)
    if seed_top is not None:
        src = seeds_zone(seat)
        for dst, onto in _destinations(seat, seed_top, trees, canopies, zones):
            found.append(Play(src, dst, seed_top, onto, clock))
    if compost_top is not None:
        src = compost_zone(seat)
        for dst, onto in _destinations(seat, compost_top, trees, canopies, zones):
            found.append(Play(src, dst, compost_top, onto, clock))
    for slot, src in enumerate(zones):
        tree = trees[slot]
        if tree:
            top = tree[-1]
            for dst, onto in _destinations(seat, top, trees, canopies, ()):
                found.append(Play(src, dst, top, onto, clock))
    return found


def tree_moves(seat: int, trees: Trees, open_slots: int, clock: float,
               useful_only: bool = False) -> list[MoveTree]:
    """BA-14: whole-tree moves; `useful_only` leaves out moves onto an empty slot."""
    found: list[MoveTree] = []
    zones: tuple[str, ...] = ()
    for src in range(open_slots):
        source = trees[src]
        if not source:
            continue
        for dst in range(open_slots):
            target = trees[dst]
            if dst == src or (useful_only and not target):
                continue
            if not target or fits_tree(target[-1], source[0]):
                if not zones:
                    zones = tree_zones(seat, open_slots)
                found.append(MoveTree(zones[src], zones[dst], source[0],
                                      target[-1] if target else None, clock))
    return found


def may_compost(compost_top: FruitCard | None, draw_count: int, compost_count: int,
                strict: bool, top_playable: bool) -> bool:
    """BA-11: there is something to deal or turn over, and (strict option) the top is stuck."""
    if draw_count == 0 and compost_count == 0:
        return False
    return not (strict and compost_top is not None and top_playable)


def commands(seat: int, seed_top: FruitCard | None, compost: Sequence[FruitCard],
             draw_count: int, trees: Trees, open_slots: int, canopies: Collection[CanopyLike],
             strict: bool, clock: float,
             useful_only: bool = False) -> list[Command]:
    """Every command `seat` may give during a round (BA-09..14): a new list, the caller's to
    keep."""
    compost_top = compost[-1] if compost else None
    single = plays(seat, seed_top, compost_top, trees, open_slots, canopies, clock)
    found: list[Command] = [*single, *tree_moves(seat, trees, open_slots, clock, useful_only)]
    top_playable = False
    if compost_top is not None:
        compost_src = compost_zone(seat)
        for play in single:
            if play.src == compost_src:
                top_playable = True
                break
    if may_compost(compost_top, draw_count, len(compost), strict, top_playable):
        found.append(Compost(clock))
    return found
