"""What one Hand and Foot seat may know, and worlds consistent with it (for search players).

A seat sees its own hand and the foot it looked at once when dealt (HF-03), everything on the
table (melds, red 3s, garbage piles, the discard pile), how many cards the others hold, and
the cards it saw enter another hand with the discard pile. It never sees another seat's hand
or foot, nor the stock.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ...cards.card import Card
from ...cards.deck import standard_deck
from ..base import Observation
from .config import PLAYERS, HandAndFootConfig
from .phase import Phase
from .rules import JOKERS, PACKS, CanastaType, initial_meld_minimum, is_red_three, is_wild
from .table import TableMeld

if TYPE_CHECKING:
    from .state import HandAndFootState


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
            hand_sizes=tuple(len(h) for h in state.hands),
            foot_sizes=tuple(len(f) for f in state.feet),
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
        cards = set(self.hand) | set(self.foot) | set(self.discard)
        cards.update(c for m in self.melds for c in m.shape.cards)
        cards.update(c for r in self.red_threes for c in r)
        cards.update(c for g in self.garbage for c in g)
        cards.update(c for known in self.known for c in known)
        return cards

    def unseen_cards(self) -> list[Card]:
        """Cards this seat cannot place: the stock, other feet and unknown parts of hands."""
        seen = self.visible_cards()
        return [c for c in standard_deck(PACKS, JOKERS) if c not in seen]

    def sample_world(self, rng: random.Random) -> HandAndFootState:
        """A full state consistent with this observation. Unseen red 3s only go where they can
        still be: the stock, feet, and hands that have not yet had their first turn (HF-05)."""
        from .state import HandAndFootState

        unseen = self.unseen_cards()
        reds = [c for c in unseen if is_red_three(c)]
        others = [c for c in unseen if not is_red_three(c)]
        rng.shuffle(others)
        slots: list[tuple[str, int]] = []
        for s in range(PLAYERS):
            if s == self.seat:
                continue
            slots.extend(("hand", s) for _ in range(self.hand_sizes[s] - len(self.known[s])))
            slots.extend(("foot", s) for _ in range(self.foot_sizes[s]))
        slots.extend(("stock", 0) for _ in range(self.stock_count))
        allowed = [i for i, (kind, s) in enumerate(slots)
                   if kind != "hand" or not self.first_turn_done[s]]
        red_at = set(rng.sample(allowed, min(len(reds), len(allowed))))
        hands: list[list[Card]] = [list(self.known[s]) for s in range(PLAYERS)]
        hands[self.seat] = list(self.hand)
        feet: list[list[Card]] = [[] for _ in range(PLAYERS)]
        feet[self.seat] = list(self.foot)
        stock: list[Card] = []
        red_iter, other_iter = iter(reds), iter(others)
        for i, (kind, s) in enumerate(slots):
            card = next(red_iter) if i in red_at else next(other_iter)
            if kind == "hand":
                hands[s].append(card)
            elif kind == "foot":
                feet[s].append(card)
            else:
                stock.append(card)

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
