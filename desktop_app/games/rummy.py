"""The skeleton the melding games with one-owner melds share (Banakil, Cap-It Rummy): the
seat records every such state keeps, their copy for `clone`, the common part of an
observation, and `sample_world`'s deal of the unseen cards. Each game adds its own parts
(Banakil's first-meld turns and single take, Cap-It's contract, public stock and pot).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from itertools import compress
from operator import attrgetter
from typing import Any, Protocol, TypeVar

from ..cards.card import Card
from ..cards.deck import shuffle
from ..cards.melds import MeldError, MeldRules, validate
from .base import CardMoved, Event, GameState, fresh_copy
from .table_meld import TableMeld

MeldView = TableMeld
"""A meld as an observation shows it (everyone sees every meld): the table's own record, which
is immutable."""


class RummyTable(Protocol):
    """The seat records of a rummy state: hands, piles, melds, what each seat was seen to
    take, how many cards went in and out of each hand, and the game's scores so far."""

    round_no: int
    dealer: int
    current: int
    turn_no: int
    hands: list[list[Card]]
    stock: list[Card]
    discard: list[Card]
    melds: dict[int, TableMeld]
    next_meld_id: int
    known: list[set[Card]]
    flow_in: list[int]
    flow_out: list[int]
    totals: list[int]
    results: list[dict[str, Any]]

    @property
    def players(self) -> int: ...


class RummyView(Protocol):
    """What a rummy observation holds of those records (see `table_view`)."""

    @property
    def seat(self) -> int: ...
    @property
    def round_no(self) -> int: ...
    @property
    def dealer(self) -> int: ...
    @property
    def current(self) -> int: ...
    @property
    def turn_no(self) -> int: ...
    @property
    def hand(self) -> tuple[Card, ...]: ...
    @property
    def hand_sizes(self) -> tuple[int, ...]: ...
    @property
    def discard(self) -> tuple[Card, ...]: ...
    @property
    def melds(self) -> tuple[MeldView, ...]: ...
    @property
    def known(self) -> tuple[tuple[Card, ...], ...]: ...
    @property
    def totals(self) -> tuple[int, ...]: ...
    @property
    def results(self) -> tuple[dict[str, Any], ...]: ...


TableT = TypeVar("TableT", bound=RummyTable)
StateT = TypeVar("StateT", bound=GameState[Any, Any])


def sampled_shell(cls: type[StateT], config: Any, seed: int) -> StateT:
    """A state for `sample_world` to fill, made without `__init__`'s empty piles and records
    (the sampled world sets every one of them, the dealer too: see `skip_first_dealer`). The
    game adds what its `__init__` derives from the config; tests/games/test_sampled_worlds.py
    checks that a sampled world has every attribute a new state has."""
    state = cls.__new__(cls)
    GameState.__init__(state, config, seed)
    state.skip_first_dealer(config.players)
    return state


def copy_table(source: RummyTable, target: RummyTable) -> None:
    """`clone`'s share of the seat records (cards, shapes and table melds are immutable)."""
    target.hands = [list(hand) for hand in source.hands]
    target.stock = list(source.stock)
    target.discard = list(source.discard)
    target.melds = dict(source.melds)
    target.known = [set(cards) for cards in source.known]
    target.flow_in = list(source.flow_in)
    target.flow_out = list(source.flow_out)
    target.totals = list(source.totals)
    target.results = fresh_copy(source.results)


def new_round_table(table: RummyTable, hand_size: int) -> None:
    """Empty hands and melds for a new deal of `hand_size` cards each."""
    n = table.players
    table.hands = [[] for _ in range(n)]
    table.melds = {}
    table.known = [set() for _ in range(n)]
    table.flow_in = [hand_size] * n
    table.flow_out = [0] * n
    table.turn_no = 0


def deal_hands(table: RummyTable, deck: list[Card], order: Sequence[int], hand_size: int,
               only: Sequence[frozenset[int]]) -> list[Event]:
    """One card at a time from the top of `deck` to the seats in `order`, `hand_size` each;
    each card is shown to its new holder only (`only[seat]`)."""
    events: list[Event] = []
    n = len(order)
    for i in range(hand_size * n):
        seat = order[i % n]
        card = deck.pop()
        table.hands[seat].append(card)
        events.append(CardMoved(card, "stock", f"hand/{seat}", -1, only[seat]))
    return events


def table_problems(table: RummyTable, deck_uids: frozenset[int], in_round: bool,
                   rules: MeldRules) -> list[str]:
    """The invariants of the seat records every rummy state keeps: each card of the deck in
    exactly one place, each hand as large as what went in and out of it, known cards held,
    no empty hand while the round goes on, every meld legal."""
    problems = []
    everything = [c for h in table.hands for c in h] + table.stock + table.discard
    everything += [c for m in table.melds.values() for c in m.shape.cards]
    counts = Counter(c.uid for c in everything)
    size = len(deck_uids)
    if len(everything) != size or len(counts) != size:
        dupes = [uid for uid, n in counts.items() if n > 1]
        problems.append(f"{len(everything)} cards on the table ({len(counts)} distinct, "
                        f"duplicates {dupes}), expected {size}")
    if set(counts) != deck_uids:
        problems.append("cards that are not in this game's packs appeared")
    for seat in range(table.players):
        hand = table.hands[seat]
        if len(hand) != table.flow_in[seat] - table.flow_out[seat]:
            problems.append(f"seat {seat} holds {len(hand)} cards but took "
                            f"{table.flow_in[seat]} and gave {table.flow_out[seat]}")
        if not table.known[seat] <= set(hand):
            problems.append(f"seat {seat}: known cards not in hand")
        if in_round and not hand:
            problems.append(f"seat {seat} has no cards but the round goes on")
    for meld in table.melds.values():
        try:
            validate(meld.shape, rules)
        except MeldError as error:
            problems.append(f"meld {meld.id} is illegal: {error}")
    return problems


_uid = attrgetter("uid")
"""A card's uid (the sort key of known cards)."""


def table_view(state: RummyTable, seat: int) -> dict[str, Any]:
    """The fields every rummy observation of `seat` has, as its constructor takes them.
    Known cards come in a fixed order: an observation must not depend on a set's history."""
    return {
        "seat": seat,
        "round_no": state.round_no,
        "dealer": state.dealer,
        "current": state.current,
        "turn_no": state.turn_no,
        "hand": tuple(state.hands[seat]),
        "hand_sizes": tuple(map(len, state.hands)),
        "stock_count": len(state.stock),
        "discard": tuple(state.discard),
        "melds": tuple(state.melds.values()),
        "known": tuple([tuple(sorted(cards, key=_uid)) if cards and s != seat else ()
                        for s, cards in enumerate(state.known)]),
        "totals": tuple(state.totals),
        "results": tuple(state.results),
    }


class WholeDeck:
    """A game's whole deck in its fixed order, with each card's place in it: built once, so
    that `unseen_cards` marks the few cards shown instead of testing every card of the deck
    (searches sample thousands of worlds)."""

    def __init__(self, cards: Iterable[Card]) -> None:
        self.cards = tuple(cards)
        self.place = {card.uid: i for i, card in enumerate(self.cards)}


def unseen_cards(deck: WholeDeck, shown: Iterable[Card]) -> list[Card]:
    """The cards of `deck` an observation cannot place (in the stock or hidden in hands), in
    the deck's order."""
    unseen = bytearray(b"\x01") * len(deck.cards)
    place = deck.place
    for card in shown:
        unseen[place[card.uid]] = 0
    return list(compress(deck.cards, unseen))


def sample_table(view: RummyView, unseen: list[Card], rng: random.Random,
                 make: Callable[[int], TableT]) -> TableT:
    """`sample_world`'s shared part: the unseen cards shuffled and dealt anew to the other
    hands' hidden places (their known cards stay), the rest as the stock; the public records
    copied. `make(seed)` builds the game's blank state (`sampled_shell`); the game then sets
    its own parts."""
    shuffle(unseen, rng)
    state = make(rng.randrange(2**31))
    state.round_no = view.round_no
    state.dealer = view.dealer
    state.current = view.current
    state.turn_no = view.turn_no
    hands: list[list[Card]] = []
    seat, known = view.seat, view.known
    end = len(unseen)  # the hidden cards come off the end, last first
    for s, size in enumerate(view.hand_sizes):
        if s == seat:
            hands.append(list(view.hand))
            continue
        cut = end - (size - len(known[s]))
        hands.append([*known[s], *reversed(unseen[cut:end])])
        end = cut
    del unseen[end:]
    state.hands = hands
    state.stock = unseen
    state.discard = list(view.discard)
    state.melds = {m.id: m for m in view.melds}
    state.next_meld_id = max((m.id for m in view.melds), default=-1) + 1
    state.known = [set(k) for k in view.known]
    state.flow_in = [len(h) for h in hands]
    state.flow_out = [0] * len(hands)
    state.totals = list(view.totals)
    state.results = list(view.results)
    return state


__all__ = ["MeldView", "RummyTable", "RummyView", "WholeDeck", "copy_table", "deal_hands",
           "new_round_table", "sample_table", "sampled_shell", "table_problems", "table_view",
           "unseen_cards"]
