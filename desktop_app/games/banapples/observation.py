"""What one Banapples seat may know, and worlds consistent with it.

Almost everything is public: trees, composts and canopies lie face up on the table. Hidden are
the seed cards below each top card (BA-02) and the draw piles until they have been dealt
through once; after a turn-over a draw pile is the compost turned over unshuffled (BA-11), so
everyone who watched knows its order. The round's shuffle seed is never shown.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...cards.deck import shuffle
from ..base import Action, Observation
from ..options import Options
from .actions import Deal
from .config import BanapplesConfig
from .fruit import FruitCard, fruit_deck
from .moves import commands
from .options import options_of
from .phase import Phase
from .rules import LOCKED_SLOT, TREE_SLOTS

if TYPE_CHECKING:
    from .state import BanapplesState


@dataclass(frozen=True, slots=True)
class PlayerView:
    """One player's layout as everyone sees it."""

    seat: int
    seed_top: FruitCard | None
    seed_count: int
    trees: tuple[tuple[FruitCard, ...], ...]
    compost: tuple[FruitCard, ...]
    draw_count: int
    draw: tuple[FruitCard, ...] | None
    """The draw pile bottom to top once it is known (after a turn-over), else None."""
    cycled: bool
    turnovers_since_play: int
    dry_turnovers: int
    """Turn-overs by this seat since its own last play."""

    @property
    def compost_top(self) -> FruitCard | None:
        return self.compost[-1] if self.compost else None


@dataclass(frozen=True, slots=True)
class CanopyView:
    id: int
    area: int
    cards: tuple[FruitCard, ...]

    @property
    def top(self) -> FruitCard:
        return self.cards[-1]


@dataclass(frozen=True, slots=True)
class BanapplesObservation(Observation):
    seat: int
    config: BanapplesConfig
    round_no: int
    phase: Phase
    dealer: int
    clock: float
    round_started_at: float
    third_tree_open: bool
    plays: int
    layouts: tuple[PlayerView, ...]
    canopies: tuple[CanopyView, ...]
    totals: tuple[int, ...]
    results: tuple[dict[str, Any], ...]
    winner: int | None

    @classmethod
    def of(cls, state: BanapplesState, seat: int) -> BanapplesObservation:
        layouts = tuple(
            PlayerView(
                seat=s,
                seed_top=state.seed_top(s),
                seed_count=len(state.seeds[s]),
                trees=tuple(tuple(tree) for tree in state.trees[s]),
                compost=tuple(state.compost[s]),
                draw_count=len(state.draw[s]),
                draw=tuple(state.draw[s]) if state.turnovers[s] else None,
                cycled=state.cycled[s],
                turnovers_since_play=state.turnovers_since_play[s],
                dry_turnovers=state.dry_turnovers[s],
            )
            for s in range(state.players)
        )
        return cls(
            seat=seat,
            config=state.config,
            round_no=state.round_no,
            phase=state.phase,
            dealer=state.dealer,
            clock=state.clock,
            round_started_at=state.round_started_at,
            third_tree_open=state.third_tree_open,
            plays=state.plays,
            layouts=layouts,
            canopies=tuple(CanopyView(c.id, c.area, tuple(c.cards))
                           for c in state.canopies.values()),
            totals=tuple(state.totals),
            results=tuple(state.results),
            winner=state.winner,
        )

    @property
    def players(self) -> int:
        return self.config.players

    @property
    def me(self) -> PlayerView:
        return self.layouts[self.seat]

    @property
    def open_slots(self) -> int:
        return TREE_SLOTS if self.third_tree_open else LOCKED_SLOT

    def legal_commands(self, useful_only: bool = False) -> list[Action]:
        """The commands this seat may give now (stamped with the observed clock)."""
        if self.phase is Phase.GAME_OVER:
            return []
        if self.phase is Phase.ROUND_OVER:
            return [Deal(self.clock)] if self.seat == self.dealer else []
        me = self.me
        return list(commands(self.seat, me.seed_top, me.compost, me.draw_count, me.trees,
                             self.open_slots, self.canopies, self.config.strict_compost,
                             self.clock, useful_only))

    def options(self, selection: Sequence[Any] = ()) -> Options:
        """What this seat can do now, from what it sees (every pile it plays from is
        public): see `options.py`."""
        return options_of(self)

    def visible_cards(self) -> set[FruitCard]:
        cards: set[FruitCard] = set()
        for view in self.layouts:
            if view.seed_top is not None:
                cards.add(view.seed_top)
            cards.update(card for tree in view.trees for card in tree)
            cards.update(view.compost)
            if view.draw is not None:
                cards.update(view.draw)
        cards.update(card for canopy in self.canopies for card in canopy.cards)
        return cards

    def sample_world(self, rng: random.Random) -> BanapplesState:
        """A full state agreeing with this observation; unknown seed and draw cards of each deck
        are dealt anew into the places they could be."""
        from .state import BanapplesState, Canopy

        seen = self.visible_cards()
        state = BanapplesState(self.config, rng.randrange(2**31))
        state.round_no = self.round_no
        state.phase = self.phase
        state.dealer = self.dealer
        state.clock = self.clock
        state.round_started_at = self.round_started_at
        state.third_tree_open = self.third_tree_open
        state.plays = self.plays
        for view in self.layouts:
            unknown = [card for card in fruit_deck(view.seat) if card not in seen]
            shuffle(unknown, rng)
            below_top = view.seed_count - 1 if view.seed_top is not None else 0
            needed = below_top + (view.draw_count if view.draw is None else 0)
            if len(unknown) != needed:
                raise ValueError(f"seat {self.seat} cannot place {len(unknown)} unseen cards "
                                 f"of deck {view.seat} in {needed} hidden places")
            state.seeds[view.seat] = [unknown.pop() for _ in range(below_top)]
            if view.seed_top is not None:
                state.seeds[view.seat].append(view.seed_top)
            if view.draw is not None:
                state.draw[view.seat] = list(view.draw)
                state.turnovers[view.seat] = 1
            else:
                state.draw[view.seat] = [unknown.pop() for _ in range(view.draw_count)]
            state.trees[view.seat] = [list(tree) for tree in view.trees]
            state.compost[view.seat] = list(view.compost)
            state.cycled[view.seat] = view.cycled
            state.turnovers_since_play[view.seat] = view.turnovers_since_play
            state.dry_turnovers[view.seat] = view.dry_turnovers
        state.canopies = {c.id: Canopy(c.id, c.area, list(c.cards)) for c in self.canopies}
        state.next_canopy_id = max((c.id for c in self.canopies), default=-1) + 1
        state.totals = list(self.totals)
        state.results = list(self.results)
        state.winner = self.winner
        return state
