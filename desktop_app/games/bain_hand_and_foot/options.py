"""What a Hand and Foot seat can do with the cards it picked (see `games/options.py`): draw,
take the pile (HF-16), meld (every way to share the wild cards, HF-06..09), add to a team meld,
the garbage pile (HF-12), discard and the sevens lock (HF-20)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from itertools import product
from typing import TYPE_CHECKING

from ...cards.card import JOKER, Card
from ...cards.melds import MeldKind, interpretations
from .. import messages as common
from ..messages import Message
from ..options import Candidates, Way
from . import messages as text
from .actions import AddToMeld, Discard, DrawStock, Garbage, Meld, SevensLock, TakePile
from .rules import CANASTA_SIZE, MELD_RULES, SEVEN, THREE, is_black_three, is_wild
from .table import TableMeld

if TYPE_CHECKING:
    from .state import HandAndFootState

KINDS = ("draw", "take", "meld", "add", "garbage", "discard", "lock")
REASONS: Mapping[str, Message] = {"meld": common.SELECT_TO_MELD(),
                                  "add": common.SELECT_TO_ADD(),
                                  "garbage": common.CHOOSE_A_CARD(),
                                  "discard": common.SELECT_ONE()}
MAX_WAYS = 8


def candidates(state: HandAndFootState, seat: int,
               selection: tuple[Card, ...]) -> tuple[Candidates, Mapping[str, Message]]:
    reasons = dict(REASONS)
    if selection and not open_melds(state, seat % 2):
        reasons["add"] = text.NO_OPEN_MELD()
    return _ways(state, seat, selection), reasons


def open_melds(state: HandAndFootState, team: int) -> list[TableMeld]:
    return [m for m in state.melds.values()
            if m.team == team and not m.closed and not m.black_threes]


def _ways(state: HandAndFootState, seat: int,
          selection: tuple[Card, ...]) -> Iterator[tuple[str, Way]]:
    team = seat % 2
    hand = f"hand/{seat}"
    yield "draw", Way(DrawStock(), hand)
    yield from (("take", way) for way in _takes(state, seat, list(selection)))
    if selection:
        groups, wilds = by_rank(selection)
        spreads = list(wild_spreads(groups, wilds))[:MAX_WAYS]
        for spread in spreads:
            yield "meld", Way(Meld(tuple(tuple(g) for g in spread)), f"melds/{team}")
        if not spreads:  # the engine says what is wrong with the plainest reading
            naive = [list(g) for g in groups] or [[]]
            naive[0].extend(wilds)
            yield "meld", Way(Meld(tuple(tuple(g) for g in naive)), f"melds/{team}")
        for meld in open_melds(state, team):
            yield "add", Way(AddToMeld(meld.id, selection), meld.zone)
        yield "garbage", Way(Garbage(selection), f"garbage/{team}")
    if len(selection) == 1:
        yield "discard", Way(Discard(selection[0]), "discard")
    yield "lock", Way(SevensLock())


def _takes(state: HandAndFootState, seat: int, selected: list[Card]) -> list[Way]:
    """Taking the pile: with the selected cards if any (every way they meld with the top
    card), else every way the hand allows; at least the plainest try, which the engine
    explains when it fails."""
    hand = f"hand/{seat}"
    if not state.discard:
        return [Way(TakePile(), hand)]
    if selected:
        takes = _takes_with(state, seat, selected)
    else:
        takes = [a for a in state.legal_actions(seat) if isinstance(a, TakePile)]
    if not takes:
        takes = [_take_attempt(state, seat, selected)]
    return [Way(take, hand if take.meld_id is None else f"meld/{take.meld_id}")
            for take in takes[:MAX_WAYS]]


def _takes_with(state: HandAndFootState, seat: int, selected: list[Card]) -> list[TakePile]:
    top = state.discard[-1]
    groups, wilds = by_rank(selected)
    with_top = next((g for g in groups if g[0].rank == top.rank), [])
    others = [g for g in groups if g is not with_top]
    takes = [TakePile(tuple(spread[0]), melds=tuple(tuple(g) for g in spread[1:]))
             for spread in wild_spreads([with_top, *others], wilds, fixed=[[top]])]
    if not with_top:
        for meld in open_melds(state, seat % 2):
            if meld.shape.kind is MeldKind.SET and meld.key == top.rank:
                takes += [TakePile(meld_id=meld.id, melds=tuple(tuple(g) for g in spread))
                          for spread in wild_spreads(others, wilds)]
    return takes


def _take_attempt(state: HandAndFootState, seat: int, selected: list[Card]) -> TakePile:
    """The plainest way to try to take the pile; the engine explains why it fails."""
    top = state.discard[-1]
    if selected:
        return TakePile(tuple(selected))
    hand = state.hands[seat]
    for meld in open_melds(state, seat % 2):
        if meld.shape.kind is MeldKind.SET and meld.key == top.rank:
            return TakePile(meld_id=meld.id)
    same = [c for c in hand if c.rank == top.rank and not is_wild(c)]
    return TakePile(tuple((same + [c for c in hand if is_wild(c)])[:2]))


def _valid_new(cards: Sequence[Card]) -> bool:
    if len(cards) < 3 or len(cards) > CANASTA_SIZE:
        return False
    if all(map(is_black_three, cards)):
        return True
    return bool(interpretations(cards, MELD_RULES, new=True))


def wild_spreads(groups: Sequence[Sequence[Card]], wilds: Sequence[Card],
                 fixed: Sequence[Sequence[Card]] = ()) -> Iterator[list[list[Card]]]:
    """Every way to share `wilds` among the natural `groups` (or lay three or more of them as
    a wild meld) so that each group is a legal new meld. `fixed[i]` are cards counted with
    group i for legality but not returned (the pile's top card)."""
    extra = [list(fixed[i]) if i < len(fixed) else [] for i in range(len(groups))]
    caps = [0 if any(c.rank in (SEVEN, THREE) for c in g) else min(3, len(wilds))
            for g in groups]
    ordered = sorted(wilds, key=lambda c: (c.rank != JOKER, c.uid))
    for counts in product(*(range(cap + 1) for cap in caps)):
        rest = len(wilds) - sum(counts)
        if rest < 0 or 0 < rest < 3:
            continue
        spread: list[list[Card]] = []
        at = 0
        for group, count, more in zip(groups, counts, extra, strict=True):
            spread.append([*group, *ordered[at:at + count]])
            at += count
            if not _valid_new([*more, *spread[-1]]):
                break
        else:
            if rest:
                spread.append(ordered[at:])
                if not _valid_new(spread[-1]):
                    continue
            yield [g for g in spread if g]


def by_rank(cards: Sequence[Card]) -> tuple[list[list[Card]], list[Card]]:
    """The natural cards grouped by rank (black 3s together), and the wild cards."""
    groups: dict[int, list[Card]] = {}
    for card in cards:
        if not is_wild(card):
            groups.setdefault(card.rank, []).append(card)
    return list(groups.values()), [c for c in cards if is_wild(c)]
