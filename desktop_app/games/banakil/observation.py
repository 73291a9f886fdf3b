"""What one Banakil seat may know, and worlds consistent with it (for search players)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import chain
from typing import TYPE_CHECKING, Any

from ...cards.card import Card
from ...cards.deck import shuffle, standard_deck
from ...cards.melds import MeldRules, MeldShape
from ..base import Observation
from ..table_meld import TableMeld
from .actions import LayOff
from .config import BanakilConfig
from .layoff import single_lay_offs
from .phase import Phase
from .rules import JOKERS, PACKS

_flat = chain.from_iterable
"""The cards of several piles, one after another."""

if TYPE_CHECKING:
    from .state import BanakilState

_DECK = tuple(standard_deck(PACKS, JOKERS))
"""The whole deck, built once: cards are immutable."""


def _uid(card: Card) -> int:
    """Known cards in a fixed order: an observation must not depend on a set's history."""
    return card.uid


@dataclass(frozen=True, slots=True)
class MeldView:
    id: int
    owner: int
    shape: MeldShape


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
            seat=seat,
            config=state.config,
            rules=state.rules,
            round_no=state.round_no,
            dealer=state.dealer,
            current=state.current,
            phase=state.phase,
            turn_no=state.turn_no,
            hand=tuple(state.hands[seat]),
            hand_sizes=tuple(map(len, state.hands)),
            stock_count=len(state.stock),
            discard=tuple(state.discard),
            melds=tuple(MeldView(m.id, m.owner, m.shape) for m in state.melds.values()),
            first_meld_turn=tuple(state.first_meld_turn),
            known=tuple(() if s == seat else tuple(sorted(state.known[s], key=_uid))
                        for s in range(state.players)),
            taken_single=state.taken_single,  # public: everyone saw it taken alone (BK-08)
            last_stock_drawn=state.last_stock_drawn,
            totals=tuple(state.totals),
            results=tuple(state.results),
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
        seen = {c.uid for c in self._shown()}
        return [c for c in _DECK if c.uid not in seen]

    def sample_world(self, rng: random.Random) -> BanakilState:
        from .state import BanakilState

        unseen = self.unseen_cards()
        shuffle(unseen, rng)
        state = BanakilState(self.config, rng.randrange(2**31))
        state.round_no = self.round_no
        state.dealer = self.dealer
        state.current = self.current
        state.phase = self.phase
        state.turn_no = self.turn_no
        hands: list[list[Card]] = []
        for s in range(self.players):
            if s == self.seat:
                hands.append(list(self.hand))
                continue
            hidden = self.hand_sizes[s] - len(self.known[s])
            cut = len(unseen) - hidden  # the hidden cards come off the end, last first
            hands.append([*self.known[s], *reversed(unseen[cut:])])
            del unseen[cut:]
        state.hands = hands
        state.stock = unseen
        state.discard = list(self.discard)
        state.melds = {m.id: TableMeld(m.id, m.owner, m.shape) for m in self.melds}
        state.next_meld_id = max((m.id for m in self.melds), default=-1) + 1
        state.first_meld_turn = list(self.first_meld_turn)
        state.taken_single = self.taken_single
        state.last_stock_drawn = self.last_stock_drawn
        state.known = [set(k) for k in self.known]
        state.flow_in = [len(h) for h in hands]
        state.flow_out = [0] * self.players
        state.totals = list(self.totals)
        state.results = list(self.results)
        return state
