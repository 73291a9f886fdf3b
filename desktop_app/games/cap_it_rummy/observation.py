"""What one Cap-It seat may know, and worlds consistent with it (for search players)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import chain
from typing import TYPE_CHECKING, Any

from ...cards.card import Card
from ...cards.melds import MeldRules
from ..base import Action, Observation, quick_init
from ..rummy import MeldView, WholeDeck, sample_table, table_view, unseen_cards
from .config import CapItConfig
from .contract import Contract
from .phase import Phase
from .rules import full_deck
from .table import single_lay_offs, swap_options

_flat = chain.from_iterable
"""The cards of several piles, one after another."""

if TYPE_CHECKING:
    from .state import CapItState

_DECKS = {players: WholeDeck(full_deck(players)) for players in (4, 5, 6)}
"""Each table size's whole deck and its places, built once: cards are immutable."""


@quick_init
@dataclass(frozen=True, slots=True)
class CapItObservation(Observation):
    seat: int
    config: CapItConfig
    rules: MeldRules
    contract: Contract
    round_no: int
    dealer: int
    current: int
    phase: Phase
    turn_no: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock_count: int
    stock_bottom: tuple[Card, ...]
    """Wild up-cards everyone saw go under the stock and still there (CR-05), bottom first."""
    discard: tuple[Card, ...]
    melds: tuple[MeldView, ...]
    contract_turn: tuple[int | None, ...]
    known: tuple[tuple[Card, ...], ...]
    """Cards this seat saw enter other hands (taken or pushed discards, swapped wilds)."""
    taken: Card | None
    empty_since: int | None
    totals: tuple[int, ...]
    results: tuple[dict[str, Any], ...]
    pot: int
    chips_won: tuple[int, ...]

    @classmethod
    def of(cls, state: CapItState, seat: int) -> CapItObservation:
        return cls(
            **table_view(state, seat),
            config=state.config,
            rules=state.rules,
            contract=state.contract,
            phase=state.phase,
            stock_bottom=tuple(state.stock[:len(state.public_stock)]),  # they lie at the bottom
            contract_turn=tuple(state.contract_turn),
            taken=state.taken,
            empty_since=state.empty_since,
            pot=state.pot,
            chips_won=tuple(state.chips_won),
        )

    @property
    def players(self) -> int:
        return self.config.players

    @property
    def next_seat(self) -> int:
        return (self.seat + 1) % self.players

    def has_contract(self, seat: int) -> bool:
        return self.contract_turn[seat] is not None

    @property
    def my_turn_to_play(self) -> bool:
        return self.phase is Phase.PLAY and self.current == self.seat

    def table_options(self) -> list[Action]:
        """The lay-offs and wild swaps this seat may make now (CR-09, CR-15)."""
        if not self.my_turn_to_play or not self.has_contract(self.seat):
            return []
        melds = [(m.id, m.shape) for m in self.melds]
        options: list[Action] = []
        options.extend(single_lay_offs(self.rules, self.hand, melds, self.taken))
        options.extend(swap_options(self.rules, self.hand, melds))
        return options

    def visible_cards(self) -> set[Card]:
        return set(self._shown())

    def _shown(self) -> Iterator[Card]:
        """Every card this observation names, some maybe twice."""
        return chain(self.hand, self.discard, self.stock_bottom,
                     _flat(m.shape.cards for m in self.melds), _flat(self.known))

    def unseen_cards(self) -> list[Card]:
        """Cards this seat cannot place: in the stock or unknown parts of other hands."""
        return unseen_cards(_DECKS[self.players], self._shown())

    def sample_world(self, rng: random.Random) -> CapItState:
        from .state import CapItState

        state = sample_table(self, self.unseen_cards(), rng,
                             lambda seed: CapItState.sampled(self.config, seed))
        state.phase = self.phase
        if self.stock_bottom:
            state.stock[:0] = self.stock_bottom
        state.public_stock = set(self.stock_bottom)
        state.contract_turn = list(self.contract_turn)
        state.taken = self.taken
        state.empty_since = self.empty_since
        state.pot = self.pot
        state.chips_won = list(self.chips_won)
        return state
