"""Banakil's own properties on random games: an illegal action is refused under the rule it
breaks (BK-05, BK-07, BK-11..13, BK-16), and the round results add up to the totals and end the
game exactly when the rules say (BK-20, BK-26..29), over whole games to a low target.

What every game must do (invariants, refusals changing nothing, hidden cards, clones, sampled
worlds, JSON and replay) is checked for all games in test_conformance.py.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from desktop_app.cards.meld_finder import MeldFinder
from desktop_app.cards.melds import MeldKind, MeldRules, MeldShape, interpretations
from desktop_app.games.banakil import (
    BanakilConfig,
    BanakilState,
    Deal,
    Discard,
    DrawStock,
    LayOff,
    Meld,
    Phase,
    TakeDiscard,
)
from desktop_app.games.banakil.rules import points
from desktop_app.games.base import Action, Event, IllegalAction

_FINDERS: dict[MeldRules, MeldFinder] = {}


def finder(rules: MeldRules) -> MeldFinder:
    if rules not in _FINDERS:
        _FINDERS[rules] = MeldFinder(rules, points)
    return _FINDERS[rules]


def meld_action(shape: MeldShape) -> Meld:
    if shape.kind is MeldKind.RUN:
        return Meld(shape.cards, MeldKind.RUN, shape.start)
    return Meld(shape.cards, MeldKind.SET)


# ------------------------------------------------------------------ choosing actions


class Chooser:
    """Where the choices come from: hypothesis data (shrinkable) or a seeded Random (fast)."""

    def __init__(self, data: st.DataObject | None = None, rng: random.Random | None = None):
        self.data = data
        self.rng = rng

    def pick(self, items: Sequence[Any]) -> Any:
        if self.data is not None:
            return self.data.draw(st.sampled_from(items))
        return self.rng.choice(items)

    def number(self, low: int, high: int) -> int:
        if self.data is not None:
            return self.data.draw(st.integers(low, high))
        return self.rng.randint(low, high)

    def sample(self, items: Sequence[Any], k: int) -> list[Any]:
        if self.data is not None:
            return self.data.draw(st.lists(st.sampled_from(items), min_size=k, max_size=k,
                                           unique=True))
        return self.rng.sample(list(items), k)


def legal_choice(state: BanakilState, choose: Chooser) -> Action:
    """A plausible action of the seat to move: melds come from the meld finder's plans."""
    seat = state.current
    if state.phase is Phase.ROUND_OVER:
        return Deal()
    if state.phase is Phase.DRAW:
        takes = [TakeDiscard(k) for k in range(1, min(len(state.discard), 4) + 1)]
        whole = [TakeDiscard(len(state.discard))] if len(state.discard) > 4 else []
        options = [DrawStock(), *takes, *whole] if state.stock else [*takes, *whole]
        return choose.pick(options)
    legal = state.legal_actions(seat)
    discards = [a for a in legal if isinstance(a, Discard)]
    lay_offs = [a for a in legal if isinstance(a, LayOff)]
    plans = finder(state.rules).best_plans(state.hands[seat], 2)
    melds = [meld_action(shape) for plan in plans for shape in plan.melds]
    assert discards, "BK-08: the engine never leaves only the taken card to discard"
    # Discarding ends the turn: weigh it so that rounds reach their end in a few hundred steps.
    kinds = [kind for kind, items in (("meld", melds), ("lay_off", lay_offs),
                                      ("discard", discards), ("discard", discards)) if items]
    kind = choose.pick(kinds)
    return choose.pick({"meld": melds, "lay_off": lay_offs, "discard": discards}[kind])


def illegal_choice(state: BanakilState, choose: Chooser) -> tuple[int, Action, set[str]]:
    """An action that breaks a rule now, with the rule ids it may be refused under ("" for
    refusals that cite no rule, such as naming a card one does not hold)."""
    seat = state.current
    others = [s for s in range(state.players) if s != seat]
    kind = choose.pick(["wrong_seat", "not_held", "too_many", "opponent_meld", "bad_meld",
                        "draw_again", "deal"])
    hand = state.hands[seat]
    if kind == "wrong_seat":                                                    # BK-05
        other = choose.pick(others)
        theirs = [Discard(c) for c in state.hands[other][:1]]
        return other, choose.pick([DrawStock(), TakeDiscard(1), Deal(), *theirs]), {"BK-05"}
    if kind == "not_held":
        foreign = [c for s in others for c in state.hands[s]] + state.stock + state.discard
        return seat, Discard(choose.pick(foreign)), {"", "BK-07", "BK-05"}
    if kind == "too_many":                                                      # BK-07
        return seat, TakeDiscard(len(state.discard) + choose.number(1, 3)), {"BK-07", "BK-05"}
    if kind == "opponent_meld":                                                 # BK-16
        theirs = [m.id for m in state.melds.values() if not state.may_lay_off_on(seat, m)]
        meld_id = choose.pick(theirs) if theirs else 10_000
        card = choose.pick(hand or state.discard or state.stock)
        return seat, LayOff(meld_id, (card,)), {"", "BK-16", "BK-07", "BK-05"}
    if kind == "bad_meld" and len(hand) >= 3:                                   # BK-11..13
        chosen = tuple(choose.sample(hand, choose.number(3, min(4, len(hand)))))
        if not interpretations(chosen, state.rules, new=True):
            return seat, Meld(chosen), {"BK-07", "BK-05", "BK-11", "BK-12", "BK-13"}
    if kind in ("draw_again", "bad_meld") and state.phase is Phase.PLAY:
        return seat, DrawStock(), {"BK-07"}                                     # BK-07
    if state.phase is Phase.ROUND_OVER:                     # only the next dealer deals
        return choose.pick(others), Deal(), {"BK-05"}
    return seat, Deal(), {"BK-05"}                          # no deal in a round


# ------------------------------------------------------------------ checks


def apply_checked(state: BanakilState, seat: int, action: Action) -> list[Event] | None:
    """Apply; on IllegalAction the snapshot must be unchanged (returns None)."""
    before = state.snapshot()
    try:
        events = state.apply(seat, action)
    except IllegalAction:
        assert state.snapshot() == before
        return None
    assert state.check_invariants() == []
    return events


# ------------------------------------------------------------------ the properties


def try_illegal(state: BanakilState, choose: Chooser) -> None:
    """An illegal action is refused with its rule and changes nothing."""
    seat, action, rules = illegal_choice(state, choose)
    before = state.snapshot()
    with pytest.raises(IllegalAction) as error:
        state.apply(seat, action)
    assert (error.value.rule or "") in rules, (action, error.value)
    assert state.snapshot() == before


def check_round_results(state: BanakilState) -> None:
    """BK-26..29: totals are the sums of the round changes; the game ends exactly when one
    player or team has the highest total at or above the target."""
    totals = [0] * state.config.teams
    for result in state.results:
        changes = result["team_scores"] if state.config.partnerships else result["player_scores"]
        totals = [t + c for t, c in zip(totals, changes, strict=True)]
        assert result["totals_after"] == totals
        leaders = [i for i, t in enumerate(totals) if t == max(totals)]
        over = max(totals) >= state.config.target and len(leaders) == 1
        assert result["game_over"] == over
        assert result["winner"] == (leaders[0] if over else None)
        if result["ending"] == "stock_exhausted":
            assert set(result["player_scores"]) == {0}              # BK-20
    assert state.totals == totals
    assert state.is_over == bool(state.results and state.results[-1]["game_over"])


LOW_TARGETS = [
    BanakilConfig(players=2, target=50),
    BanakilConfig(players=3, target=40),
    BanakilConfig(players=4, partnerships=True, target=40),
    BanakilConfig(players=4, partnerships=True, partnership_sum=True, target=40),
    BanakilConfig(players=4, partnerships=True, partnership_sum=True, sets_any_rank=True,
                  min_naturals=1, target=60),
]


@settings(max_examples=8)
@given(config=st.sampled_from(LOW_TARGETS), seed=st.integers(0, 2**20))
def test_whole_games(config, seed):
    """Several rounds to the end of the game (a low target), with an illegal action tried now
    and then: each is refused under its rule, and the results add up."""
    choose = Chooser(rng=random.Random(seed))
    state = BanakilState.new_game(config, seed)
    for step in range(3000):
        if state.is_over:
            break
        if step % 7 == 0:
            try_illegal(state, choose)
        seat = state.current
        apply_checked(state, seat, legal_choice(state, choose))
    check_round_results(state)
    event(f"over: {state.is_over}, rounds: {min(state.round_no, 4)}")
