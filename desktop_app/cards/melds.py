"""Meld arithmetic shared by the rummy games: legal sets and runs, what each wild stands for,
and the primitive changes of a laid meld (extend, swap a wild out, move a wild to an end).

A game describes its meld law with a `MeldRules`; the engines compose the primitives here into
their own lay-off and swap rules. Errors carry a `code` so each game can cite its own rule id.
"""

from __future__ import annotations

import contextlib
import itertools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Protocol

from . import meld_messages as text
from .card import ACE, JOKER, TWO, Card, Face, RankChoice, Ranks, Suit, format_cards, rank_text
from .message import Message
from .records import quick_init


class MeldKind(StrEnum):
    SET = "set"
    RUN = "run"
    WILD = "wild"
    """Wild cards only (Hand and Foot HF-07); only where `MeldRules.wild_melds` allows it."""


class MeldError(ValueError):
    """A group of cards is not a legal meld; `code` names which law it breaks (each game maps
    it to its own rule id) and `message` says how, as data (see `cards.message`)."""

    def __init__(self, code: str, message: Message) -> None:
        super().__init__(message)  # rendered only when read: engines raise many while listing
        self.code = code
        self.message = message

    @property
    def reason(self) -> str:
        return self.message.text

    def __str__(self) -> str:
        return self.message.text


@dataclass(frozen=True, slots=True)
class MeldRules:
    """The meld law of one game (defaults: nothing special)."""

    runs: bool = True
    sets: bool = True
    run_low: int = 3
    """Lowest rank a run may use (Banakil 3, Cap-It 2)."""
    ace_low: bool = False
    """An Ace may also sit below the lowest rank (position 1): A-2-3 in Cap-It's house option."""
    set_ranks: frozenset[int] | None = None
    """Ranks that may form sets; None means any natural rank."""
    set_distinct_suits: bool = False
    set_max_size: int | None = None
    set_max_jokers: int | None = None
    set_max_twos: int | None = None
    set_max_wilds: int | None = None
    run_max_jokers: int | None = None
    run_max_twos: int | None = None
    run_max_wilds: int | None = None
    min_naturals: int = 1
    """Naturals a newly laid meld must hold (Banakil 2, Cap-It 1)."""
    twos_wild: bool = True
    natural_two_in_run: bool = False
    """A 2 of the run's suit in the 2-position counts as natural (Cap-It CR-14)."""
    two_below_full_run: bool = False
    """A run spanning run_low..A may hold a wild 2 one below run_low (Banakil BK-17's 13th card)."""
    set_wilds_by_size: tuple[int, ...] | None = None
    """Most wilds a set of each size may hold, indexed by size (Hand and Foot HF-08)."""
    no_wild_ranks: frozenset[int] = frozenset()
    """Ranks whose sets take no wild card at all (Hand and Foot's 7s, HF-09)."""
    wild_melds: bool = False
    """Melds of wild cards only, 3 to `set_max_size` of them, are legal (Hand and Foot HF-07)."""
    one_open_set_per_rank: bool = False
    """The finder plans at most one set of a rank below `set_max_size` (Hand and Foot HF-10);
    full sets (canastas) do not count. Wild melds count as one more rank."""

    def is_wild(self, card: Card) -> bool:
        return card.rank == JOKER or (self.twos_wild and card.rank == TWO)

    @property
    def lowest_position(self) -> int:
        return 1 if self.ace_low else self.run_low

    def set_wild_limit(self, rank: int, size: int) -> int | None:
        """Most wilds a set of `rank` with `size` cards may hold (None: no limit)."""
        if rank in self.no_wild_ranks:
            return 0
        limits = [limit for limit in (self.set_max_wilds,) if limit is not None]
        by_size = self.set_wilds_by_size
        if by_size is not None:
            limits.append(by_size[size] if size < len(by_size) else by_size[-1])
        return min(limits) if limits else None

    @property
    def wilds_unlimited(self) -> bool:
        """Any meld takes any number of wilds (Cap-It CR-14)."""
        return (self.set_max_size is None and self.set_max_jokers is None
                and self.set_max_twos is None and self.set_max_wilds is None
                and self.run_max_jokers is None and self.run_max_twos is None
                and self.run_max_wilds is None and self.set_wilds_by_size is None
                and not self.no_wild_ranks)


def rank_at(position: int) -> int:
    """Rank shown at a run position; position 1 is the low Ace."""
    return ACE if position == 1 else position


@quick_init
@dataclass(frozen=True, slots=True)
class MeldShape:
    """A laid-out meld: for runs `cards[i]` sits at position `start + i` of `suit`;
    for sets every card stands for `rank` (a wild in a set stands for "a missing suit")."""

    kind: MeldKind
    cards: tuple[Card, ...]
    rank: int = 0
    suit: Suit | None = None
    start: int = 0
    natural_flags: tuple[bool, ...] = field(default=(), compare=False)
    """Which cards count as natural (a 2 in its own position may)."""

    @property
    def end(self) -> int:
        return self.start + len(self.cards) - 1

    def represents(self, index: int) -> Face:
        """The face card `index` stands for (sets: rank only, suit None for wilds)."""
        card = self.cards[index]
        if self.kind is MeldKind.WILD:
            return card.face
        if self.kind is MeldKind.SET:
            return Face(self.rank, None if self.is_wild_at(index) else card.suit)
        return Face(rank_at(self.start + index), self.suit)

    def is_wild_at(self, index: int) -> bool:
        return not self.natural_flags[index]

    def wild_indices(self) -> list[int]:
        return [i for i, natural in enumerate(self.natural_flags) if not natural]

    @property
    def naturals(self) -> int:
        return sum(self.natural_flags)

    def describe(self) -> str:
        parts = []
        for i, card in enumerate(self.cards):
            if self.is_wild_at(i) and self.kind is MeldKind.RUN:
                parts.append(f"{card}({self.represents(i)})")
            else:
                parts.append(str(card))
        return " ".join(parts)


@dataclass(frozen=True, slots=True, order=True)
class Requirement:
    """One part of a contract: a meld of `kind` with at least `length` cards."""

    kind: MeldKind
    length: int

    def met_by(self, shape: MeldShape) -> bool:
        return shape.kind is self.kind and len(shape.cards) >= self.length

    def __str__(self) -> str:
        return f"{self.kind.value}{self.length}"


class MeldTargets(Protocol):
    """Melds a plan must lay together, one per part (a contract in contract rummy)."""

    @property
    def parts(self) -> tuple[Requirement, ...]: ...


_SET_KIND, _RUN_KIND, _WILD_KIND = MeldKind.SET, MeldKind.RUN, MeldKind.WILD
"""The kinds as module constants for the constructors below, which the engines call on every
check: Python 3.11 finds `MeldKind.SET` on its class through a descriptor, slowly."""


def _natural_flags(kind: MeldKind, cards: Sequence[Card], suit: Suit | None, start: int,
                   rules: MeldRules) -> tuple[bool, ...]:
    flags = []
    for i, card in enumerate(cards):
        if card.rank == JOKER:
            flags.append(False)
        elif card.rank == TWO and rules.twos_wild:
            flags.append(kind is _RUN_KIND and rules.natural_two_in_run and card.suit == suit
                         and start + i == TWO)
        else:
            flags.append(True)
    return tuple(flags)


def make_set(cards: Sequence[Card], rank: int, rules: MeldRules) -> MeldShape:
    flags = _natural_flags(_SET_KIND, cards, None, 0, rules)
    return MeldShape(_SET_KIND, tuple(cards), rank=rank, natural_flags=flags)


def make_run(cards: Sequence[Card], suit: Suit | None, start: int,
             rules: MeldRules) -> MeldShape:
    if suit is None:
        raise ValueError("a run has a suit")
    flags = _natural_flags(_RUN_KIND, cards, suit, start, rules)
    return MeldShape(_RUN_KIND, tuple(cards), suit=suit, start=start, natural_flags=flags)


def make_wild(cards: Sequence[Card], rules: MeldRules) -> MeldShape:
    """A meld of wild cards only (every card counts as wild, whatever it is)."""
    return MeldShape(_WILD_KIND, tuple(cards), natural_flags=(False,) * len(cards))


def _check_wild_counts(shape: MeldShape, max_jokers: int | None, max_twos: int | None,
                       max_wilds: int | None) -> None:
    wilds = [shape.cards[i] for i in shape.wild_indices()]
    jokers = sum(1 for card in wilds if card.rank == JOKER)
    twos = len(wilds) - jokers
    what = MeldKind.SET if shape.kind is MeldKind.SET else MeldKind.RUN
    if max_jokers is not None and jokers > max_jokers:
        raise MeldError("wild_limit", text.MAX_JOKERS(kind=what, limit=max_jokers, count=jokers))
    if max_twos is not None and twos > max_twos:
        if max_twos == 0:
            raise MeldError("wild_limit", text.NO_WILD_TWO(kind=what))
        raise MeldError("wild_limit", text.MAX_TWOS(kind=what, limit=max_twos, count=twos))
    if max_wilds is not None and len(wilds) > max_wilds:
        raise MeldError("wild_limit", text.MAX_WILDS(kind=what, limit=max_wilds))


def validate(shape: MeldShape, rules: MeldRules, *, new: bool = False) -> None:
    """Raise MeldError unless `shape` is legal; `new` adds the laying-down requirements."""
    cards = shape.cards
    if len(cards) < 3:
        raise MeldError("too_short", text.TOO_SHORT(count=len(cards)))
    if shape.kind is MeldKind.WILD:
        _validate_wild(shape, rules)
        return
    naturals = shape.naturals
    if naturals == 0:
        raise MeldError("no_natural", text.ALL_WILD(cards=cards))
    if new and naturals < rules.min_naturals:
        raise MeldError("min_naturals", text.MIN_NATURALS(need=rules.min_naturals, cards=cards,
                                                          count=naturals))
    if shape.kind is MeldKind.SET:
        _validate_set(shape, rules)
    else:
        _validate_run(shape, rules, new)


def _validate_set(shape: MeldShape, rules: MeldRules) -> None:
    if not rules.sets:
        raise MeldError("no_sets", text.NO_SETS())
    if rules.set_ranks is not None and shape.rank not in rules.set_ranks:
        allowed = RankChoice(tuple(sorted(rules.set_ranks)))
        raise MeldError("set_rank", text.SET_RANK(allowed=allowed, rank=Ranks(shape.rank)))
    suits: set[Suit | None] = set()
    for i, card in enumerate(shape.cards):
        if shape.is_wild_at(i):
            continue
        if card.rank != shape.rank:
            raise MeldError("set_rank_mismatch", text.NOT_ONE_RANK(cards=shape.cards))
        if rules.set_distinct_suits and card.suit in suits:
            raise MeldError("set_suits", text.SET_SUITS(card=card))
        suits.add(card.suit)
    if rules.set_max_size is not None and len(shape.cards) > rules.set_max_size:
        raise MeldError("set_size", text.SET_SIZE(limit=rules.set_max_size))
    _check_wild_counts(shape, rules.set_max_jokers, rules.set_max_twos, rules.set_max_wilds)
    wilds = len(shape.wild_indices())
    if wilds and shape.rank in rules.no_wild_ranks:
        raise MeldError("no_wild_rank", text.NO_WILD_RANK(rank=Ranks(shape.rank),
                                                         cards=shape.cards, count=wilds))
    limit = rules.set_wild_limit(shape.rank, len(shape.cards))
    if limit is not None and wilds > limit:
        raise MeldError("wild_limit", text.SET_WILD_LIMIT(size=len(shape.cards), limit=limit,
                                                         cards=shape.cards, count=wilds))


def _validate_wild(shape: MeldShape, rules: MeldRules) -> None:
    if not rules.wild_melds:
        raise MeldError("no_natural", text.ALL_WILD(cards=shape.cards))
    natural = [card for card in shape.cards if not rules.is_wild(card)]
    if natural:
        raise MeldError("wild_meld_natural", text.WILD_MELD_NATURAL(cards=natural))
    if rules.set_max_size is not None and len(shape.cards) > rules.set_max_size:
        raise MeldError("set_size", text.MELD_SIZE(limit=rules.set_max_size))


def _validate_run(shape: MeldShape, rules: MeldRules, new: bool) -> None:
    if not rules.runs:
        raise MeldError("no_runs", text.NO_RUNS())
    low = rules.lowest_position
    if shape.start < low:
        thirteenth = (rules.two_below_full_run and not new and shape.start == rules.run_low - 1
                      and shape.cards[0].rank == TWO and shape.end == ACE)
        if not thirteenth:
            raise MeldError("run_range", text.RUN_TOO_LOW(rank=rank_text(rank_at(low))))
    if shape.end > ACE:
        raise MeldError("run_range", text.ABOVE_ACE())
    for i, card in enumerate(shape.cards):
        if shape.is_wild_at(i):
            continue
        position = shape.start + i
        if card.suit != shape.suit:
            raise MeldError("run_suit", text.RUN_SUIT(card=card))
        if card.rank != rank_at(position):
            raise MeldError("run_gap", text.RUN_GAP(card=card,
                                                   face=Face(rank_at(position), shape.suit)))
    _check_wild_counts(shape, rules.run_max_jokers, rules.run_max_twos, rules.run_max_wilds)


# ---------------------------------------------------------------- interpretations


def _wild_orderings(wilds: Sequence[Card], limit: int = 24) -> list[tuple[Card, ...]]:
    """Distinct arrangements of wild cards, telling jokers from twos (they differ in retrieval)."""
    seen: set[tuple[tuple[int, Suit | None], ...]] = set()
    result = []
    for perm in itertools.permutations(wilds):
        key = tuple(card.face for card in perm)
        if key in seen:
            continue
        seen.add(key)
        result.append(perm)
        if len(result) >= limit:
            break
    return result


def run_layouts(cards: Sequence[Card], rules: MeldRules, *, all_wild_orders: bool = True,
                new: bool = False) -> list[MeldShape]:
    """Every legal way to lay `cards` out as a run (positions and what each wild stands for)."""
    if not rules.runs:
        return []
    fixed = [c for c in cards if not rules.is_wild(c)]
    flex_twos = [c for c in cards if c.rank == TWO and rules.twos_wild and rules.natural_two_in_run]
    suits = {c.suit for c in fixed}
    if len(suits) > 1:
        return []
    candidate_suits = list(suits) if suits else sorted({c.suit for c in flex_twos
                                                        if c.suit is not None})
    layouts: list[MeldShape] = []
    seen: set[tuple[Any, ...]] = set()
    for suit in candidate_suits:
        own_twos = [c for c in flex_twos if c.suit == suit]
        natural_two_options: list[Card | None] = [None, *own_twos[:1]]
        for natural_two in natural_two_options:
            naturals = fixed + ([natural_two] if natural_two is not None else [])
            if not naturals:
                continue
            wild_cards = [c for c in cards if c not in naturals]
            ace_choices = [[c.rank] if c.rank != ACE or not rules.ace_low else [ACE, 1]
                           for c in naturals]
            for positions in itertools.product(*ace_choices):
                if len(set(positions)) != len(positions):
                    continue
                lo, hi = min(positions), max(positions)
                gaps = hi - lo + 1 - len(positions)
                extra = len(wild_cards) - gaps
                if extra < 0:
                    continue
                by_position = dict(zip(positions, naturals, strict=True))
                orders = (_wild_orderings(wild_cards) if all_wild_orders
                          else [tuple(wild_cards)])
                # Prefer extending upward: fewest wilds below first (BK-14 default).
                for below in range(extra + 1):
                    start = lo - below
                    end = hi + (extra - below)
                    for order in orders:
                        filler = iter(order)
                        laid = [by_position[p] if p in by_position else next(filler)
                                for p in range(start, end + 1)]
                        shape = make_run(laid, suit, start, rules)
                        key = (suit, start, tuple(c.uid for c in laid))
                        if key in seen:
                            continue
                        try:
                            validate(shape, rules, new=new)
                        except MeldError:
                            continue
                        if natural_two is not None and not shape.natural_flags[
                                laid.index(natural_two)]:
                            continue
                        seen.add(key)
                        layouts.append(shape)
    return layouts


def declared_run(cards: Sequence[Card], start: int, rules: MeldRules, *,
                 new: bool = False) -> MeldShape:
    """The run a player declared: `cards[i]` stands at position `start + i` (this is how the
    player says what each wild represents). The suit is the naturals' suit, or that of a 2
    sitting in its own 2-position when the run has no other natural. Raises MeldError."""
    if not rules.runs:
        raise MeldError("no_runs", text.NO_RUNS())
    suits = {c.suit for c in cards if not rules.is_wild(c)}
    if len(suits) > 1:
        raise MeldError("run_suit", text.MIXED_SUITS(cards=cards))
    if suits:
        suit = suits.pop()
    else:
        at_two = TWO - start
        card = cards[at_two] if 0 <= at_two < len(cards) else None
        if card is None or card.rank != TWO or not rules.natural_two_in_run:
            raise MeldError("no_natural", text.ALL_WILD(cards=cards))
        assert card.suit is not None
        suit = card.suit
    shape = make_run(cards, suit, start, rules)
    validate(shape, rules, new=new)
    return shape


def set_layout(cards: Sequence[Card], rules: MeldRules, *, new: bool = False) -> MeldShape:
    """The set these cards form, or MeldError saying why they do not."""
    naturals = [c for c in cards if not rules.is_wild(c)]
    if not naturals:
        raise MeldError("no_natural", text.NO_NATURAL(cards=cards))
    shape = make_set(cards, naturals[0].rank, rules)
    validate(shape, rules, new=new)
    return shape


def interpretations(cards: Sequence[Card], rules: MeldRules, kind: MeldKind | None = None,
                    *, new: bool = False) -> list[MeldShape]:
    """All legal readings of `cards` as a meld (sets first, then runs extending upward first)."""
    result: list[MeldShape] = []
    if kind in (None, MeldKind.WILD) and rules.wild_melds and all(map(rules.is_wild, cards)):
        with contextlib.suppress(MeldError):
            shape = make_wild(cards, rules)
            validate(shape, rules, new=new)
            result.append(shape)
        return result
    if kind in (None, MeldKind.SET) and rules.sets:
        with contextlib.suppress(MeldError):
            result.append(set_layout(cards, rules, new=new))
    if kind in (None, MeldKind.RUN):
        result.extend(run_layouts(cards, rules, new=new))
    return result


def explain_invalid(cards: Sequence[Card], rules: MeldRules, kind: MeldKind | None = None,
                    *, new: bool = False) -> MeldError:
    """The most telling reason why `cards` form no legal meld (for error messages)."""
    if len(cards) < 3:
        return MeldError("too_short", text.TOO_SHORT(count=len(cards)))
    naturals = [c for c in cards if not rules.is_wild(c)]
    if not naturals and rules.wild_melds and kind in (None, MeldKind.WILD):
        try:
            validate(make_wild(cards, rules), rules, new=new)
        except MeldError as error:
            return error
    if not naturals and not (rules.natural_two_in_run and any(c.rank == TWO for c in cards)):
        return MeldError("no_natural", text.NO_NATURAL(cards=cards))
    same_rank = len({c.rank for c in naturals}) <= 1
    if (kind in (None, MeldKind.SET) and rules.sets and same_rank) or not rules.runs:
        try:
            set_layout(cards, rules, new=new)
        except MeldError as error:
            if kind is MeldKind.SET or not rules.runs or len(naturals) > 1:
                return error
    if kind is MeldKind.SET:
        return MeldError("set_rank_mismatch", text.NOT_ONE_RANK(cards=cards))
    # Explain as a run: try the natural reading and report its fault.
    suits = {c.suit for c in naturals}
    if len(suits) > 1:
        return MeldError("run_suit", text.NEITHER(cards=cards))
    layouts = run_layouts(cards, MeldRules(**{**_rules_dict(rules), "run_max_jokers": None,
                                                "run_max_twos": None, "run_max_wilds": None,
                                                "min_naturals": 1}))
    for shape in layouts:
        try:
            validate(shape, rules, new=new)
        except MeldError as error:
            return error
    positions = sorted(c.rank for c in naturals)
    if len(set(positions)) != len(positions):
        return MeldError("run_duplicate", text.RUN_DUPLICATE(cards=cards))
    if positions and positions[-1] == ACE and positions[0] <= 4 and not rules.ace_low:
        return MeldError("run_range", text.ACE_HIGH())
    return MeldError("run_gap", text.NOT_CONSECUTIVE(cards=cards))


def _rules_dict(rules: MeldRules) -> dict[str, Any]:
    return {name: getattr(rules, name) for name in rules.__dataclass_fields__}


# ---------------------------------------------------------------- changes to a laid meld


def extend(shape: MeldShape, card: Card, rules: MeldRules, end: str = "high") -> MeldShape:
    """Add `card` to a set, or to the `end` ("low"/"high") of a run. Raises MeldError."""
    if shape.kind is MeldKind.WILD:
        new = make_wild((*shape.cards, card), rules)
    elif shape.kind is MeldKind.SET:
        new = make_set((*shape.cards, card), shape.rank, rules)
    elif end == "high":
        new = make_run((*shape.cards, card), shape.suit, shape.start, rules)
    else:
        new = make_run((card, *shape.cards), shape.suit, shape.start - 1, rules)
    validate(new, rules)
    return new


@dataclass(frozen=True, slots=True)
class RunEnd:
    """An end of a run ("low", "high"), as a message parameter each language words itself."""

    end: str

    def describe(self) -> str:
        return self.end


def extension_ends(shape: MeldShape, card: Card, rules: MeldRules) -> list[str]:
    """Ends of a run (or "set") at which `card` may be added legally."""
    ends = ["high", "low"] if shape.kind is MeldKind.RUN else ["set"]
    legal = []
    for end in ends:
        try:
            extend(shape, card, rules, end)
        except MeldError:
            continue
        legal.append(end)
    return legal


def replace_wild(shape: MeldShape, index: int, natural: Card, rules: MeldRules) -> MeldShape:
    """Put `natural` where the wild at `index` stands; the caller decides where the wild goes."""
    if not shape.is_wild_at(index):
        raise MeldError("not_wild", text.NOT_WILD(card=shape.cards[index]))
    wanted = shape.represents(index)
    # A 2 of the run's suit put into the 2-position is natural there (Cap-It CR-14/15).
    natural_two_here = (rules.natural_two_in_run and shape.kind is MeldKind.RUN
                        and natural.rank == TWO and natural.suit == shape.suit
                        and shape.start + index == TWO)
    if rules.is_wild(natural) and not natural_two_here:
        raise MeldError("not_natural", text.NOT_NATURAL(card=natural))
    if natural.rank != wanted.rank or (wanted.suit is not None and natural.suit != wanted.suit):
        raise MeldError("wrong_card", text.WRONG_CARD(card=natural, wild=shape.cards[index],
                                                     face=_face_text(wanted)))
    cards = list(shape.cards)
    cards[index] = natural
    new = (make_set(cards, shape.rank, rules) if shape.kind is MeldKind.SET
           else make_run(cards, shape.suit, shape.start, rules))
    validate(new, rules)
    return new


def move_wild_to_end(shape: MeldShape, index: int, natural: Card, rules: MeldRules,
                     end: str) -> MeldShape:
    """Replace the wild at `index` by `natural` and re-place that wild at a run end."""
    wild = shape.cards[index]
    replaced = replace_wild(shape, index, natural, rules)
    return extend(replaced, wild, rules, end)


def _face_text(face: Face) -> Message | Face:
    return text.ANY_RANK(rank=rank_text(face.rank)) if face.suit is None else face


def meld_cards_text(cards: Iterable[Card]) -> str:
    return format_cards(list(cards))
