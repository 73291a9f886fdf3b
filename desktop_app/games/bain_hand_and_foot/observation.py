"""What one Hand and Foot seat may know, and worlds consistent with it (for search players).

A seat sees its own hand and the foot it looked at once when dealt (HF-03), everything on the
table (melds, red 3s, garbage piles, the discard pile), how many cards the others hold, and
the cards it saw enter another hand with the discard pile. It never sees another seat's hand
or foot, nor the stock.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import chain
from typing import TYPE_CHECKING, Any

from ...cards.card import Card
from ...cards.deck import shuffle, standard_deck
from ..base import Observation
from .config import PLAYERS, HandAndFootConfig
from .phase import Phase
from .rules import JOKERS, PACKS, CanastaType, initial_meld_minimum, is_red_three, is_wild
from .table import TableMeld

_flat = chain.from_iterable
"""The cards of several piles, one after another."""

if TYPE_CHECKING:
    from .state import HandAndFootState

_DECK = tuple(standard_deck(PACKS, JOKERS))
"""The whole deck, built once: cards are immutable."""
_RED_THREES = tuple(c for c in _DECK if is_red_three(c))
_NOT_RED_THREES = tuple(c for c in _DECK if not is_red_three(c))


def _uid(card: Card) -> int:
    """Known cards in a fixed order: an observation must not depend on a set's history."""
    return card.uid


@dataclass(frozen=True, slots=True)
class HandAndFootObservation(Observation):
    seat: int
    config: HandAndFootConfig
    round_no: int
    dealer: int
    current: int
    phase: Phase
    turn_no: int
    hand: tuple[Card, ...]
    foot: tuple[Card, ...]
    """This seat's own foot, seen once at the deal (empty once picked up)."""
    hand_sizes: tuple[int, ...]
    foot_sizes: tuple[int, ...]
    foot_picked: tuple[bool, ...]
    first_turn_done: tuple[bool, ...]
    stock_count: int
    discard: tuple[Card, ...]
    melds: tuple[TableMeld, ...]
    red_threes: tuple[tuple[Card, ...], ...]
    garbage: tuple[tuple[Card, ...], ...]
    known: tuple[tuple[Card, ...], ...]
    """Cards this seat saw enter the other hands (taken with the discard pile)."""
    totals: tuple[int, ...]
    results: tuple[dict[str, Any], ...]

    @classmethod
    def of(cls, state: HandAndFootState, seat: int) -> HandAndFootObservation:
        return cls(
            seat=seat,
            config=state.config,
            round_no=state.round_no,
            dealer=state.dealer,
            current=state.current,
            phase=state.phase,
            turn_no=state.turn_no,
            hand=tuple(state.hands[seat]),
            foot=tuple(state.feet[seat]),
            hand_sizes=tuple(map(len, state.hands)),
            foot_sizes=tuple(map(len, state.feet)),
            foot_picked=tuple(state.foot_picked),
            first_turn_done=tuple(state.first_turn_done),
            stock_count=len(state.stock),
            discard=tuple(state.discard),
            melds=tuple(m.copy() for m in state.melds.values()),
            red_threes=tuple(tuple(r) for r in state.red_threes),
            garbage=tuple(tuple(g) for g in state.garbage),
            known=tuple(() if s == seat else tuple(sorted(state.known[s], key=_uid))
                        for s in range(PLAYERS)),
            totals=tuple(state.totals),
            results=tuple(state.results),
        )

    # -- convenience -----------------------------------------------------------------

    @property
    def team(self) -> int:
        return self.seat % 2

    @property
    def partner(self) -> int:
        return (self.seat + 2) % PLAYERS

    @property
    def my_turn(self) -> bool:
        return self.current == self.seat and self.phase in (Phase.DRAW, Phase.PLAY)

    def team_melds(self, team: int) -> list[TableMeld]:
        return [m for m in self.melds if m.team == team]

    def has_melded(self, team: int) -> bool:
        return any(m.team == team for m in self.melds)

    def minimum(self, team: int) -> int:
        return initial_meld_minimum(self.totals[team])

    def canasta_types(self, team: int) -> set[CanastaType]:
        return {m.canasta for m in self.melds if m.team == team and m.canasta is not None}

    def pile_frozen(self) -> bool:
        return any(is_wild(card) for card in self.discard)

    def red_threes_on_table(self) -> int:
        return sum(len(r) for r in self.red_threes)

    # -- the contract ------------------------------------------------------------------

    def visible_cards(self) -> set[Card]:
        return set(self._shown())

    def _shown(self) -> Iterator[Card]:
        """Every card this observation names, some maybe twice."""
        return chain(self.hand, self.foot, self.discard,
                     _flat(m.shape.cards for m in self.melds), _flat(self.red_threes),
                     _flat(self.garbage), _flat(self.known))

    def unseen_cards(self) -> list[Card]:
        """Cards this seat cannot place: the stock, other feet and unknown parts of hands."""
        seen = {c.uid for c in self._shown()}
        return [c for c in _DECK if c.uid not in seen]

    def sample_world(self, rng: random.Random) -> HandAndFootState:
        """A full state consistent with this observation. Unseen red 3s only go where they can
        still be: the stock, feet, and hands that have not yet had their first turn (HF-05)."""
        from .state import HandAndFootState

        seen = {c.uid for c in self._shown()}
        reds = [c for c in _RED_THREES if c.uid not in seen]
        others = [c for c in _NOT_RED_THREES if c.uid not in seen]
        shuffle(others, rng)
        # The hidden places in deal order: each other seat's hand, then its foot; the stock.
        places: list[tuple[int, int, bool]] = []
        """(seat or -1 for the stock, how many cards, whether a red 3 may go there)."""
        for s in range(PLAYERS):
            if s != self.seat:
                places.append((s, self.hand_sizes[s] - len(self.known[s]),
                               not self.first_turn_done[s]))
                places.append((s, self.foot_sizes[s], True))
        places.append((-1, self.stock_count, True))
        allowed: list[int] = []
        start = 0
        for _, count, red_ok in places:
            if red_ok:
                allowed.extend(range(start, start + count))
            start += count
        red_at = sorted(rng.sample(allowed, min(len(reds), len(allowed))))
        # The cards in place order: the shuffled others, with the reds at their places.
        cards = others
        for position, red in zip(red_at, reds, strict=False):
            cards.insert(position, red)
        hands: list[list[Card]] = [list(self.known[s]) for s in range(PLAYERS)]
        hands[self.seat] = list(self.hand)
        feet: list[list[Card]] = [[] for _ in range(PLAYERS)]
        feet[self.seat] = list(self.foot)
        stock: list[Card] = []
        start = 0
        for i, (s, count, _) in enumerate(places):
            part = cards[start:start + count]
            start += count
            if s < 0:
                stock = part
            elif i % 2 == 0:
                hands[s].extend(part)
            else:
                feet[s] = part

        state = HandAndFootState(self.config, rng.randrange(2**31))
        state.round_no = self.round_no
        state.dealer = self.dealer
        state.current = self.current
        state.phase = self.phase
        state.turn_no = self.turn_no
        state.hands = hands
        state.feet = feet
        state.foot_picked = list(self.foot_picked)
        state.first_turn_done = list(self.first_turn_done)
        state.stock = stock
        state.discard = list(self.discard)
        state.melds = {m.id: m.copy() for m in self.melds}
        state.next_meld_id = max((m.id for m in self.melds), default=-1) + 1
        state.red_threes = [list(r) for r in self.red_threes]
        state.garbage = [list(g) for g in self.garbage]
        state.known = [set(k) for k in self.known]
        state.flow_in = [len(h) for h in hands]
        state.flow_out = [0] * PLAYERS
        state.totals = list(self.totals)
        state.results = list(self.results)
        return state
