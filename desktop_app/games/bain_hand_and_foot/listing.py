"""What `legal_actions` reads of a hand and of the table, kept between calls, and the
one-card actions it lists.

Random play holds hands of 20 to 55 cards, and every step used to pass over the whole hand
several times to find its faces, ranks and wilds again. A `HandIndex` keeps those for one
hand, updated from the cards each action takes out or puts in; a `MeldIndex` sums up the
table's melds for each team. Both describe the position they were made for and say so
(`describes`): the engine asks before it trusts one, so a hand or a table changed around the
engine (a test, a sampled world) is simply indexed again, never read wrong.
"""

from __future__ import annotations

from bisect import bisect_right, insort
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from operator import attrgetter
from types import MappingProxyType
from typing import Any, NamedTuple, Self

from ...cards.card import JOKER, TWO, Card
from ...cards.deck import standard_deck
from ...cards.melds import MeldKind, MeldShape
from .actions import AddToMeld, Discard, Garbage
from .rules import CANASTA_SIZE, JOKERS, MELD_RULES, NATURAL_RANKS, PACKS, SEVEN, WILD_KEY
from .table import TableMeld

FACE_BITS = 0xFF
"""`Card.uid & FACE_BITS` names the card's face (rank and suit): the uid's low byte holds
them, the copy index sits above it (cards.card)."""
RANK_BITS = 0x0F
"""`Card.uid & RANK_BITS` is the card's rank (the uid's lowest four bits, cards.card)."""
KEY_OF_RANK = tuple(WILD_KEY if rank in (JOKER, TWO) else rank for rank in range(16))
"""Each rank's HF-10 key: the rank, or WILD_KEY for a wild (HF-01)."""
DECK = tuple(standard_deck(PACKS, JOKERS))
"""Hand and Foot's deck in its fixed order, built once (the engine deals these cards)."""
DECK_UIDS = frozenset(card.uid for card in DECK)
_WILD_RANKS = frozenset({JOKER, TWO})
_SHAPE = attrgetter("shape")
_WILD_KIND = MeldKind.WILD
SET_WILD_LIMIT: Mapping[tuple[int, int], int | None] = MappingProxyType({
    (rank, size): MELD_RULES.set_wild_limit(rank, size)
    for rank in NATURAL_RANKS for size in range(1, CANASTA_SIZE + 1)})
"""`MELD_RULES.set_wild_limit` of every set an open meld can grow into (HF-08, HF-09)."""

# ---------------------------------------------------------------------- one-card actions

_UID_LIMIT = 1 + max(card.uid for card in DECK)
_DECK_BY_UID: Mapping[int, Card] = MappingProxyType({card.uid: card for card in DECK})


def _by_uid(make: Callable[[Card], Any]) -> tuple[Any, ...]:
    """`make(card)` of each card of the deck, at its uid (None at the uids of no card)."""
    return tuple(None if uid not in _DECK_BY_UID else make(_DECK_BY_UID[uid])
                 for uid in range(_UID_LIMIT))


DISCARD_OF: tuple[Discard | None, ...] = _by_uid(
    lambda card: None if card.rank == SEVEN else Discard(card))
GARBAGE_OF: tuple[Garbage, ...] = _by_uid(lambda card: Garbage((card,)))
"""Each card of the deck's discard (None for a 7, which is never discarded, HF-15) and
one-card garbage, at its uid (`legal_actions` lists them on every play-phase step; actions
are immutable, so one of each serves every state)."""


@lru_cache(maxsize=128)
def deck_additions(meld_id: int) -> Callable[[int], AddToMeld]:
    """Each card of the deck added alone to meld `meld_id`, by uid (see `DISCARD_OF`).
    Meld ids restart at 0 every round and a round has at most DECK_SIZE / 3 melds, so the
    cache, bounded anyway, holds the ids of one round."""
    table: tuple[AddToMeld, ...] = _by_uid(lambda card: AddToMeld(meld_id, (card,)))
    return table.__getitem__


def discard_of(card: Card) -> Discard | None:
    """The discard of `card` (None for a 7, HF-15): the deck's own, or made for a card
    outside the deck."""
    uid = card.uid
    if uid in DECK_UIDS:
        return DISCARD_OF[uid]
    return None if card.rank == SEVEN else Discard(card)


@dataclass(frozen=True, slots=True)
class CardActions:
    """The one-card actions `legal_actions` lists, by the card's uid: a garbage card, an
    addition to a meld (by meld id)."""

    garbage: Callable[[int], Garbage]
    additions: Callable[[int], Callable[[int], AddToMeld]]

    @classmethod
    def of(cls, cards: Sequence[Card]) -> CardActions:
        """The tables of a hand-made hand (cards outside the deck), built for its cards."""
        garbage = {c.uid: Garbage((c,)) for c in reversed(cards)}

        def additions(meld_id: int) -> Callable[[int], AddToMeld]:
            return {c.uid: AddToMeld(meld_id, (c,)) for c in reversed(cards)}.__getitem__

        return cls(garbage.__getitem__, additions)


DECK_ACTIONS = CardActions(GARBAGE_OF.__getitem__, deck_additions)

# ---------------------------------------------------------------------- the hand


@dataclass(slots=True)
class HandIndex:
    """One hand's faces, keys, ranks and wilds in the orders `legal_actions` lists them.

    Cards are named by uid. Every card has an entry number, larger for a later card: the
    engine only removes cards (keeping the order of the rest) and appends them, so the hand's
    order is the entry numbers' order, and removing a card renumbers nothing."""

    hand: list[Card]
    """A copy of the hand described: the index serves only a hand equal to it."""
    entry: dict[int, int]
    """uid -> entry number."""
    next_entry: int
    card_of: dict[int, Card]
    copies: dict[int, list[int]]
    """face -> the uids of its copies, in hand order."""
    firsts: list[int]
    """The first copy of each face, in order of first appearance."""
    discards: list[Discard | None]
    """The discard of each of `firsts` (None for a 7, HF-15)."""
    by_key: dict[int, list[int]]
    """HF-10 key -> the `firsts` of that key, in the same order (never empty)."""
    by_rank: dict[int, list[int]]
    """rank -> every card of that rank, in hand order (never empty)."""
    rank_first: dict[int, int]
    """rank -> the entry number of its first card (the order of first appearance)."""
    pairs: set[int]
    """The ranks held twice or more."""
    wilds: list[int]
    """The wild cards, in hand order."""
    foreign: int
    """How many cards are not of Hand and Foot's deck (hand-made positions)."""

    @classmethod
    def of(cls, hand: Sequence[Card]) -> Self | None:
        """The index of `hand`, or None when two of its cards share a uid (no engine deals
        such a hand; `legal_actions` then checks every candidate in full)."""
        index = cls([], {}, 0, {}, {}, [], [], {}, {}, {}, set(), [], 0)
        if not index.add(hand):
            return None
        index.hand = list(hand)
        return index

    def describes(self, hand: list[Card]) -> bool:
        """Whether this index is of `hand` as it is (compared card by card, which Python does
        by identity first)."""
        return self.hand == hand

    def add(self, cards: Iterable[Card]) -> bool:
        """Cards appended to the hand, in order; False when one is held already (the index
        is then of no use). Every draw and pile take runs this: the fields are read once."""
        entry, card_of, copies, by_rank = self.entry, self.card_of, self.copies, self.by_rank
        firsts, discards, by_key, rank_first = self.firsts, self.discards, self.by_key, \
            self.rank_first
        number = self.next_entry
        for card in cards:
            uid = card.uid
            if uid in entry:
                return False
            entry[uid] = number
            card_of[uid] = card
            rank = uid & RANK_BITS
            same_face = copies.get(uid & FACE_BITS)
            if same_face is None:
                copies[uid & FACE_BITS] = [uid]
                firsts.append(uid)
                if uid in DECK_UIDS:
                    discards.append(DISCARD_OF[uid])
                else:
                    discards.append(discard_of(card))
                    self.foreign += 1
                same_key = by_key.get(KEY_OF_RANK[rank])
                if same_key is None:
                    by_key[KEY_OF_RANK[rank]] = [uid]
                else:
                    same_key.append(uid)
            else:
                same_face.append(uid)
                if uid not in DECK_UIDS:
                    self.foreign += 1
            same_rank = by_rank.get(rank)
            if same_rank is None:
                by_rank[rank] = [uid]
                rank_first[rank] = number
            else:
                same_rank.append(uid)
                if len(same_rank) == 2:
                    self.pairs.add(rank)
            if rank in _WILD_RANKS:
                self.wilds.append(uid)
            number += 1
        self.next_entry = number
        return True

    def remove(self, uids: Iterable[int]) -> None:
        """Cards (held, by uid) taken out of the hand; the rest keep their order."""
        entry, copies, by_rank, card_of = self.entry, self.copies, self.by_rank, self.card_of
        for uid in uids:
            face = uid & FACE_BITS
            rank = uid & RANK_BITS
            same_face = copies[face]
            if same_face[0] == uid:
                # The face's first copy leaves: the face now appears where its next copy is.
                firsts = self.firsts
                at = firsts.index(uid)
                del firsts[at]
                del self.discards[at]
                key = KEY_OF_RANK[rank]
                same_key = self.by_key[key]
                same_key.remove(uid)
                del same_face[0]
                if same_face:
                    successor = same_face[0]
                    in_order = entry.__getitem__
                    at = bisect_right(firsts, entry[successor], key=in_order)
                    firsts.insert(at, successor)
                    self.discards.insert(at, discard_of(card_of[successor]))
                    insort(same_key, successor, key=in_order)
                else:
                    del copies[face]
                    if not same_key:
                        del self.by_key[key]
            else:
                same_face.remove(uid)
            same_rank = by_rank[rank]
            if same_rank[0] == uid:
                del same_rank[0]
                if same_rank:
                    self.rank_first[rank] = entry[same_rank[0]]
                else:
                    del by_rank[rank]
                    del self.rank_first[rank]
            else:
                same_rank.remove(uid)
            if len(same_rank) == 1:
                self.pairs.discard(rank)
            if rank in _WILD_RANKS:
                self.wilds.remove(uid)
            del entry[uid]
            del card_of[uid]
            if uid not in DECK_UIDS:
                self.foreign -= 1

    def ranks(self, among: Iterable[int] | None = None) -> list[int]:
        """The ranks held (or those of `among` held), in order of first appearance."""
        first = self.rank_first
        return sorted(first if among is None else among, key=first.__getitem__)

    def canonical(self) -> tuple[object, ...]:
        """Everything the index says, its entry numbers as the order they give (the numbers
        themselves depend on the history): equal for an index kept up to date and one built
        afresh (the tests)."""
        entry = self.entry
        return (self.hand, sorted(entry, key=entry.__getitem__), self.card_of, self.copies,
                self.firsts, self.discards, self.by_key, self.by_rank, self.ranks(),
                self.pairs, self.wilds, self.foreign,
                self.rank_first == {rank: entry[uids[0]] for rank, uids in self.by_rank.items()},
                self.next_entry > max(entry.values(), default=-1))


# ---------------------------------------------------------------------- the melds


class OpenMeld(NamedTuple):
    """A team's unfinished meld as `legal_actions` reads it (neither closed nor of black 3s)."""

    meld_id: int
    key: int
    """Its HF-10 key: the set's rank, or WILD_KEY for a wild meld."""
    takes_wild: bool
    """Whether one more wild card may join it (HF-07..09)."""
    additions: Callable[[int], AddToMeld]
    """A card of the deck added alone to it, by uid (`deck_additions`)."""


@dataclass(slots=True)
class TeamMelds:
    """One team's melds, summed up."""

    melded: bool
    open: dict[int, OpenMeld]
    """The unfinished melds by id, in table order."""
    open_keys: frozenset[int]
    sevens_canasta: bool
    """Whether the team has closed a canasta of 7s (its garbage pile is open, HF-12)."""
    listing: tuple[tuple[int, bool, Callable[[int], AddToMeld]], ...] | None = None
    """`open` as `legal_actions` walks it on every play-phase step, made when first asked
    for after `open` changed (`additions`)."""

    def additions(self) -> tuple[tuple[int, bool, Callable[[int], AddToMeld]], ...]:
        """Each open meld's (key, whether the hand's wilds join the cards of its key, its
        one-card additions), in table order: a wild meld is given the wilds alone (they are
        its key's cards), a set that takes one more wild its rank's cards and the wilds."""
        listing = self.listing
        if listing is None:
            listing = self.listing = tuple(
                (meld.key, meld.takes_wild and meld.key != WILD_KEY, meld.additions)
                for meld in self.open.values())
        return listing

    def put(self, meld: TableMeld) -> None:
        """The team's `meld`, laid (it goes after the others) or grown (it keeps its place)."""
        self.melded = True
        if meld.black_threes:
            return
        shape = meld.shape
        size = len(shape.cards)
        was = self.open.get(meld.id)
        if size >= CANASTA_SIZE:
            self.sevens_canasta = self.sevens_canasta or _is_sevens_canasta(shape.cards)
            if was is None:
                return
            del self.open[meld.id]
            self.listing = None
        else:
            if shape.kind is _WILD_KIND:
                key, fits = WILD_KEY, True
            else:
                key = shape.rank
                limit = SET_WILD_LIMIT[key, size + 1]
                fits = limit is None or shape.natural_flags.count(False) + 1 <= limit
            if was is not None and was.takes_wild is fits and was.key == key:
                return  # grown, and as open to more as it was
            self.open[meld.id] = OpenMeld(meld.id, key, fits, deck_additions(meld.id))
            self.listing = None
            if was is not None and was.key == key:
                return
        self.open_keys = frozenset([meld.key for meld in self.open.values()])


@dataclass(slots=True)
class MeldIndex:
    """The table's melds summed up by team, for the melds it describes (told apart by their
    shapes: every change to a meld gives it a new one); the engine updates it as it lays and
    grows melds (`put`)."""

    shapes: list[MeldShape]
    """Each meld's shape as it was summed up, in table order."""
    position: dict[int, int]
    """Meld id -> its place in `shapes`."""
    teams: tuple[TeamMelds, TeamMelds]

    @classmethod
    def of(cls, melds: Mapping[int, TableMeld]) -> Self:
        table = list(melds.values())
        teams = (TeamMelds(False, {}, frozenset(), False), TeamMelds(False, {}, frozenset(), False))
        for meld in table:
            teams[meld.team].put(meld)
        return cls(list(map(_SHAPE, table)), {meld.id: at for at, meld in enumerate(table)},
                   teams)

    def describes(self, melds: Mapping[int, TableMeld]) -> bool:
        """Whether `melds` are the melds this index was made from, each with the shape it
        had (a shape is immutable; the engine gives a grown meld a new one)."""
        return [meld.shape for meld in melds.values()] == self.shapes

    def put(self, meld: TableMeld) -> None:
        """`meld` laid (appended to the table) or grown (its shape replaced) by the engine."""
        at = self.position.get(meld.id)
        if at is None:
            self.position[meld.id] = len(self.shapes)
            self.shapes.append(meld.shape)
        else:
            self.shapes[at] = meld.shape
        self.teams[meld.team].put(meld)


@dataclass(slots=True)
class Indexes:
    """A state's indexes: each seat's `HandIndex` (None until needed, or once it could not be
    kept) and the `MeldIndex`. The engine keeps them up to date with its own changes; they
    are never part of the state's fields (a clone starts with none)."""

    hands: list[HandIndex | None]
    melds: MeldIndex | None

    @classmethod
    def empty(cls, players: int) -> Indexes:
        return cls([None] * players, None)


def _is_sevens_canasta(cards: Sequence[Card]) -> bool:
    """`canasta_type(cards) is CanastaType.SEVENS`, for a closed meld (seven cards or
    more): its first natural is a 7 (HF-11)."""
    for card in cards:
        if card.rank not in _WILD_RANKS:
            return card.rank == SEVEN
    return False
