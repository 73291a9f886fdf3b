"""What a Cap-It Rummy seat can do with the cards it picked (see `games/options.py`): take or
push (CR-10), lay the contract (CR-07/08: the meld finder's plans), meld (every reading, CR-14),
lay off or swap a wild on any meld (CR-09, CR-15), discard."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import TYPE_CHECKING

from ...cards.card import Card
from ...cards.meld_finder import MeldFinder
from ...cards.melds import MeldKind, MeldRules, MeldShape, interpretations
from .. import messages as common
from ..base import IllegalAction
from ..messages import Message
from ..options import Candidates, Way
from . import messages as text
from .actions import Discard, LayContract, LayOff, Meld, Push, SwapWild, TakeDiscard
from .contract import Contract
from .rules import penalty
from .table import lay_off_outcome, meld_action, strands_taken_card, swap_outcome

if TYPE_CHECKING:
    from .state import CapItState

KINDS = ("take", "push", "contract", "meld", "layoff", "discard")
PLANS = 6


def candidates(state: CapItState, seat: int,
               selection: tuple[Card, ...]) -> tuple[Candidates, Mapping[str, Message]]:
    contract = (text.SELECTION_CANNOT_MAKE(contract=state.contract) if selection
                else text.CANNOT_MAKE(contract=state.contract))
    reasons = {"contract": contract, "meld": common.SELECT_THREE(),
               "layoff": common.SELECT_TO_LAY_OFF(), "discard": common.SELECT_ONE()}
    return _ways(state, seat, selection), reasons


def _ways(state: CapItState, seat: int,
          selection: tuple[Card, ...]) -> Iterator[tuple[str, Way]]:
    hand = f"hand/{seat}"
    yield "take", Way(TakeDiscard(), hand)
    yield "push", Way(Push())
    yield from _contracts(state, seat, selection)
    if len(selection) >= 3:
        readings = interpretations(selection, state.rules, new=True)
        for shape in readings:
            yield "meld", Way(meld_action(shape), f"table/{seat}", shape)
        if not readings:
            yield "meld", Way(Meld(selection), f"table/{seat}")  # the engine says why not
    if selection:
        yield from _lay_offs(state, selection)
    if len(selection) == 1:
        yield "discard", Way(Discard(selection[0]), "discard")


def _contracts(state: CapItState, seat: int,
               selection: tuple[Card, ...]) -> Iterator[tuple[str, Way]]:
    """The meld finder's ways to lay the whole contract: from exactly the selected cards, or
    from the hand when nothing is selected."""
    if state.has_contract(seat):
        yield "contract", Way(LayContract(()))  # the engine says it is laid already
        return
    finder = finder_for(state.rules, state.config.ace_penalty)
    cards = list(selection) or list(state.hands[seat])
    if selection and len(selection) < 3 * len(state.contract.parts):
        # Fewer cards than the contract needs: the plainest try, so the engine says what is
        # wrong with them as a meld (CR-14) or as the contract (CR-08).
        yield "contract", Way(LayContract((Meld(selection),)), f"table/{seat}")
        return
    for shapes in contract_plans(finder, state.contract, cards, exact=bool(selection)):
        yield "contract", Way(LayContract(tuple(meld_action(s) for s in shapes)),
                              f"table/{seat}")


def finder_for(rules: MeldRules, ace_penalty: int) -> MeldFinder:
    """The meld finder under this round's law, valuing cards by their penalty (CR-03)."""
    return MeldFinder(rules, lambda card: penalty(card, ace_penalty))


def contract_plans(finder: MeldFinder, contract: Contract, cards: Sequence[Card], *,
                   exact: bool, keep: Sequence[Card] = (), taken: Card | None = None,
                   limit: int = PLANS) -> list[tuple[MeldShape, ...]]:
    """CR-07/08: the meld finder's distinct ways to lay `contract` from `cards` (from all of
    them when `exact`), never leaving the card taken from the pile alone among `keep`, the
    cards that stay in hand besides (CR-13)."""
    plans: list[tuple[MeldShape, ...]] = []
    seen: set[tuple[tuple[str, int, tuple[int, ...]], ...]] = set()
    for plan in finder.best_plans(list(cards), limit, contract):
        shapes = tuple(plan.melds[i] for i in plan.contract)
        if exact and (plan.leftover or len(plan.melds) != len(shapes)):
            continue
        key = tuple(sorted((s.kind.value, s.start, tuple(c.uid for c in s.cards))
                           for s in shapes))
        laid = {c for s in shapes for c in s.cards}
        if key in seen or strands_taken_card([c for c in keep if c not in laid], taken):
            continue
        seen.add(key)
        plans.append(shapes)
    return plans


def part_readings(rules: MeldRules, contract: Contract, cards: Sequence[Card],
                  parts: Sequence[int], prefer: int | None = None
                  ) -> tuple[list[tuple[int, MeldShape]], list[MeldShape]]:
    """CR-07, CR-14: the readings of `cards` as a new meld that meet one of the contract's
    `parts` (each with the first part it meets; `prefer` first when some reading meets it),
    and every reading at all (empty: the cards are no meld)."""
    readings = interpretations(cards, rules, new=True)
    targets = list(parts)
    if prefer is not None and any(contract.parts[prefer].met_by(s) for s in readings):
        targets = [prefer]
    fits = []
    for shape in readings:
        part = next((k for k in targets if contract.parts[k].met_by(shape)), None)
        if part is not None:
            fits.append((part, shape))
    return fits, readings


def _lay_offs(state: CapItState, selection: tuple[Card, ...]) -> Iterator[tuple[str, Way]]:
    """Every distinct outcome on every meld (anyone's, CR-09), and for one card every wild
    it may replace (CR-15)."""
    for meld in sorted(state.melds.values(), key=lambda m: m.id):
        shape = meld.shape
        seen: set[tuple[int, tuple[Card, ...]]] = set()
        ends: tuple[str | None, ...] = (None,) if shape.kind is MeldKind.SET else (
            None, "high", "low")
        for end in ends:
            try:
                grown = lay_off_outcome(state.rules, shape, selection, end)
            except IllegalAction:
                continue
            if (grown.start, grown.cards) not in seen:
                seen.add((grown.start, grown.cards))
                yield "layoff", Way(LayOff(meld.id, selection, end), meld.zone, grown)
        swapped = False
        if len(selection) == 1:
            for index in shape.wild_indices():
                wild = shape.cards[index]
                try:
                    after = swap_outcome(state.rules, shape, selection[0], wild)
                except IllegalAction:
                    continue
                swapped = True
                yield "layoff", Way(SwapWild(meld.id, selection[0], wild), meld.zone, after,
                                    (wild,))
        if not seen and not swapped:
            yield "layoff", Way(LayOff(meld.id, selection), meld.zone)  # the engine says why
