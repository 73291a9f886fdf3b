"""What one Banakil seat may know, and worlds consistent with it (for search players)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import chain
from typing import TYPE_CHECKING, Any

from ...cards.card import Card
from ...cards.deck import standard_deck
from ...cards.melds import MeldRules
from ..base import Observation, quick_init
from ..rummy import MeldView, WholeDeck, sample_table, table_view, unseen_cards
from .actions import LayOff
from .config import BanakilConfig
from .layoff import single_lay_offs
from .phase import Phase
from .rules import JOKERS, PACKS

_flat = chain.from_iterable
"""The cards of several piles, one after another."""

if TYPE_CHECKING:
    from .state import BanakilState

_DECK = WholeDeck(standard_deck(PACKS, JOKERS))
"""The whole deck and its places, built once: cards are immutable."""


@quick_init
@dataclass(frozen=True, slots=True)
class BanakilObservation(Observation):
    seat: int
    config: BanakilConfig
    rules: MeldRules
    round_no: int
    dealer: int
    current: int
    phase: Phase
    turn_no: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    stock_count: int
    discard: tuple[Card, ...]
    melds: tuple[MeldView, ...]
    first_meld_turn: tuple[int | None, ...]
    known: tuple[tuple[Card, ...], ...]
    """Cards this seat saw enter other hands (taken from the pile, retrieved jokers)."""
    taken_single: Card | None
    last_stock_drawn: bool
    totals: tuple[int, ...]
    results: tuple[dict[str, Any], ...]

    @classmethod
    def of(cls, state: BanakilState, seat: int) -> BanakilObservation:
        return cls(
            **table_view(state, seat),
            config=state.config,
            rules=state.rules,
            phase=state.phase,
            first_meld_turn=tuple(state.first_meld_turn),
            taken_single=state.taken_single,  # public: everyone saw it taken alone (BK-08)
            last_stock_drawn=state.last_stock_drawn,
        )

    @property
    def players(self) -> int:
        return self.config.players

    def partner(self) -> int | None:
        return (self.seat + 2) % 4 if self.config.partnerships else None

    def has_melded(self, seat: int) -> bool:
        return self.first_meld_turn[seat] is not None

    def lay_off_options(self) -> list[LayOff]:
        """The one-card lay-offs this seat may make now (BK-16: own or partner melds)."""
        if self.phase is not Phase.PLAY or self.current != self.seat:
            return []
        if not self.has_melded(self.seat):
            return []
        allowed = {self.seat, self.partner()}
        melds = [(m.id, m.shape) for m in self.melds if m.owner in allowed]
        return single_lay_offs(self.rules, self.hand, melds, self.taken_single)

    def visible_cards(self) -> set[Card]:
        return set(self._shown())

    def _shown(self) -> Iterator[Card]:
        """Every card this observation names, some maybe twice."""
        return chain(self.hand, self.discard, _flat(m.shape.cards for m in self.melds),
                     _flat(self.known),
                     () if self.taken_single is None else (self.taken_single,))

    def unseen_cards(self) -> list[Card]:
        """Cards this seat cannot place: in the stock or unknown parts of other hands."""
        return unseen_cards(_DECK, self._shown())

    def sample_world(self, rng: random.Random) -> BanakilState:
        from .state import BanakilState

        state = sample_table(self, self.unseen_cards(), rng,
                             lambda seed: BanakilState.sampled(self.config, seed))
        state.phase = self.phase
        state.first_meld_turn = list(self.first_meld_turn)
        state.taken_single = self.taken_single
        state.last_stock_drawn = self.last_stock_drawn
        return state
