"""What a Banakil seat can do with the cards it picked (see `games/options.py`): draw, take from
the pile, meld (every reading, BK-14), lay off (every end and joker choice, BK-16..18), discard."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import TYPE_CHECKING

from ...cards.card import Card
from ...cards.melds import interpretations
from .. import messages as common
from ..base import IllegalAction
from ..messages import Message
from ..options import Candidates, Way
from .actions import Discard, DrawStock, LayOff, Meld, TakeDiscard, meld_action
from .layoff import lay_off_outcome

if TYPE_CHECKING:
    from .state import BanakilState

KINDS = ("draw", "take", "meld", "layoff", "discard")
REASONS: Mapping[str, Message] = {"meld": common.SELECT_THREE(),
                                  "layoff": common.SELECT_TO_LAY_OFF(),
                                  "discard": common.SELECT_ONE()}


def candidates(state: BanakilState, seat: int,
               selection: tuple[Card, ...]) -> tuple[Candidates, Mapping[str, Message]]:
    return _ways(state, seat, selection), REASONS


def _ways(state: BanakilState, seat: int, selection: tuple[Card, ...]) -> Iterator[
        tuple[str, Way]]:
    hand = f"hand/{seat}"
    yield "draw", Way(DrawStock(), hand)
    for count in range(1, max(1, len(state.discard)) + 1):
        yield "take", Way(TakeDiscard(count), hand)
    if len(selection) >= 3:
        readings = interpretations(selection, state.rules, new=True)
        table = f"table/{seat}"
        for shape in readings:
            yield "meld", Way(meld_action(shape), table, shape)
        if not readings:
            yield "meld", Way(Meld(selection), table)  # the engine says what is wrong
    if selection:
        yield from _lay_offs(state, seat, selection)
    if len(selection) == 1:
        yield "discard", Way(Discard(selection[0]), "discard")


def _lay_offs(state: BanakilState, seat: int,
              selection: tuple[Card, ...]) -> Iterator[tuple[str, Way]]:
    """Every distinct outcome on every meld, the seat's own and its partner's first; then one
    plain try on each meld the cards fit nowhere on. The first refusal is then the most
    telling one: a meld the cards fit but the seat may not use (BK-16) before a misfit."""
    melds = sorted(state.melds.values(), key=lambda m: (not state.may_lay_off_on(seat, m), m.id))
    misfits = []
    for meld in melds:
        seen: set[tuple[int, tuple[Card, ...], tuple[Card, ...]]] = set()
        for end in ("high", "low"):
            for retrieve in (False, True):
                try:
                    shape, back = lay_off_outcome(state.rules, meld.shape, selection, end,
                                                  retrieve)
                except IllegalAction:
                    continue
                key = (shape.start, shape.cards, tuple(back))
                if key not in seen:
                    seen.add(key)
                    yield "layoff", Way(LayOff(meld.id, selection, end, retrieve), meld.zone,
                                        shape, tuple(back))
        if not seen:
            misfits.append(meld)
    for meld in misfits:
        yield "layoff", Way(LayOff(meld.id, selection), meld.zone)  # the engine says why
