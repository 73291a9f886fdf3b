"""What one Cap-It seat may know, and worlds consistent with it (for search players)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import chain
from typing import TYPE_CHECKING, Any

from ...cards.card import Card
from ...cards.contract import Contract
from ...cards.deck import shuffle
from ...cards.melds import MeldRules, MeldShape
from ..base import Action, Observation
from ..table_meld import TableMeld
from .config import CapItConfig
from .phase import Phase
from .rules import full_deck
from .table import single_lay_offs, swap_options

_flat = chain.from_iterable
"""The cards of several piles, one after another."""

if TYPE_CHECKING:
    from .state import CapItState

_DECKS = {players: tuple(full_deck(players)) for players in (4, 5, 6)}
"""Each table size's whole deck, built once: cards are immutable."""


def _uid(card: Card) -> int:
    return card.uid


@dataclass(frozen=True, slots=True)
class MeldView:
    id: int
    owner: int
    shape: MeldShape


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
            seat=seat,
            config=state.config,
            rules=state.rules,
            contract=state.contract,
            round_no=state.round_no,
            dealer=state.dealer,
            current=state.current,
            phase=state.phase,
            turn_no=state.turn_no,
            hand=tuple(state.hands[seat]),
            hand_sizes=tuple(map(len, state.hands)),
            stock_count=len(state.stock),
            stock_bottom=(tuple(c for c in state.stock if c in state.public_stock)
                          if state.public_stock else ()),
            discard=tuple(state.discard),
            melds=tuple(MeldView(m.id, m.owner, m.shape) for m in state.melds.values()),
            contract_turn=tuple(state.contract_turn),
            known=tuple(() if s == seat else tuple(sorted(state.known[s], key=_uid))
                        for s in range(state.players)),
            taken=state.taken,
            empty_since=state.empty_since,
            totals=tuple(state.totals),
            results=tuple(state.results),
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
        seen = {c.uid for c in self._shown()}
        return [c for c in _DECKS[self.players] if c.uid not in seen]

    def sample_world(self, rng: random.Random) -> CapItState:
        from .state import CapItState

        unseen = self.unseen_cards()
        shuffle(unseen, rng)
        state = CapItState(self.config, rng.randrange(2**31))
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
        state.stock = list(self.stock_bottom) + unseen
        state.public_stock = set(self.stock_bottom)
        state.discard = list(self.discard)
        state.melds = {m.id: TableMeld(m.id, m.owner, m.shape) for m in self.melds}
        state.next_meld_id = max((m.id for m in self.melds), default=-1) + 1
        state.contract_turn = list(self.contract_turn)
        state.taken = self.taken
        state.empty_since = self.empty_since
        state.known = [set(k) for k in self.known]
        state.flow_in = [len(h) for h in hands]
        state.flow_out = [0] * self.players
        state.totals = list(self.totals)
        state.results = list(self.results)
        state.pot = self.pot
        state.chips_won = list(self.chips_won)
        return state
