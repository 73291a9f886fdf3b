"""Property tests: random legal and illegal action sequences on real Banakil games.

After every applied action the cards are conserved and the invariants hold; an illegal action
leaves the snapshot exactly as it was; no observation names a card it may not know; a game
replays from (config, seed, actions), also through its JSON record; clones are independent;
and a world sampled from an observation agrees with everything that seat knows.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from desktop_app.cards.card import Card
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
from desktop_app.games.base import Action, CardMoved, Event, GameRecord, IllegalAction, events_for
from desktop_app.games.registry import get_game, replay

CONFIGS = [
    BanakilConfig(players=2),
    BanakilConfig(players=3),
    BanakilConfig(players=4),
    BanakilConfig(players=4, partnerships=True),
    BanakilConfig(players=4, partnerships=True, partnership_sum=True, sets_any_rank=True,
                  min_naturals=1, target=60),
    BanakilConfig(players=2, target=40),
]
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


def cards_named(value: Any) -> set[Card]:
    """Every Card reachable from an observation's fields (to compare with visible_cards)."""
    found: set[Card] = set()
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, (str, int, float, type(None))):
            continue
        if isinstance(item, Card):
            found.add(item)
        elif isinstance(item, (list, tuple, set, frozenset)):
            stack.extend(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif dataclasses.is_dataclass(item) and not isinstance(item, type):
            stack.extend(getattr(item, f.name) for f in dataclasses.fields(item))
    return found


def check_no_leak(state: BanakilState, events: list[Event], deep: int | None = None) -> None:
    """No seat's observation names a stock card or a card of another hand it did not see
    enter that hand; `deep` also walks every field of that seat's observation."""
    stock = set(state.stock)
    for seat in range(state.players):
        obs = state.observation(seat)
        visible = obs.visible_cards()
        if seat == deep:
            assert cards_named(obs) <= visible
        assert not visible & stock, "the stock is hidden"
        assert list(obs.hand) == state.hands[seat]
        for other in range(state.players):
            if other != seat:
                seen = visible & set(state.hands[other])
                assert seen <= state.known[other], f"seat {seat} sees {other}'s hidden cards"
        for moved in events_for(events, seat):
            if isinstance(moved, CardMoved) and moved.card is not None:
                assert moved.card in visible, f"seat {seat} was shown {moved.card}"


def check_world(state: BanakilState, seat: int, rng: random.Random) -> None:
    """sample_world: a full state consistent with what `seat` knows."""
    obs = state.observation(seat)
    world = obs.sample_world(rng)
    assert world.hands[seat] == state.hands[seat]
    assert world.discard == state.discard
    assert [(m.id, m.owner, m.shape) for m in world.melds.values()] == \
        [(m.id, m.owner, m.shape) for m in state.melds.values()]
    assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
    assert len(world.stock) == len(state.stock)
    for other in range(state.players):
        assert state.known[other] <= set(world.hands[other])
    hidden = Counter(state.stock + [c for s, h in enumerate(state.hands) if s != seat for c in h])
    world_hidden = Counter(world.stock + [c for s, h in enumerate(world.hands) if s != seat
                                          for c in h])
    assert hidden == world_hidden, "the unknown cards are dealt anew, the same cards"
    for name in ("round_no", "dealer", "current", "phase", "turn_no", "first_meld_turn",
                 "totals", "taken_single", "last_stock_drawn", "results"):
        assert getattr(world, name) == getattr(state, name), name
    assert world.check_invariants() == []
    again = world.observation(seat)
    for name in ("hand", "hand_sizes", "stock_count", "discard", "melds", "current", "phase",
                 "taken_single", "totals"):
        assert getattr(again, name) == getattr(obs, name), name
    assert [set(k) for k in again.known] == [set(k) for k in obs.known]
    if state.current == seat and state.phase in (Phase.DRAW, Phase.PLAY):
        assert world.legal_actions(seat) == state.legal_actions(seat)


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


@settings(max_examples=12)
@given(config=st.sampled_from(CONFIGS), seed=st.integers(0, 2**20), data=st.data(),
       steps=st.integers(40, 500))
def test_random_play(config, seed, data, steps):
    choose = Chooser(data=data)
    state = BanakilState.new_game(config, seed)
    check_no_leak(state, state.opening_events, deep=0)
    clone_at = data.draw(st.integers(0, steps))
    clone = clone_snapshot = None
    after_clone: list[tuple[int, Action]] = []
    rng = random.Random(seed)
    for step in range(steps):
        if state.is_over:
            break
        if step == clone_at:
            clone, clone_snapshot = state.clone(), state.snapshot()
        if data.draw(st.integers(0, 3)) == 0:
            try_illegal(state, choose)
        seat = state.current
        action = legal_choice(state, choose)
        events = apply_checked(state, seat, action)
        if events is None:
            continue
        if clone is not None:
            after_clone.append((seat, action))
        check_no_leak(state, events, deep=step % config.players)
        if step % 15 == 0:
            check_world(state, data.draw(st.integers(0, config.players - 1)), rng)
    check_round_results(state)
    event(f"rounds ended: {min(len(state.results), 3)}, over: {state.is_over}")
    # replay from (config, seed, actions), directly and through the JSON record
    record = state.record()
    assert replay(record).snapshot() == state.snapshot()
    again = GameRecord.from_json(json.loads(json.dumps(record.to_json())))
    assert again == record
    assert replay(again).snapshot() == state.snapshot()
    # the clone did not move with the original, and replays the same way from where it was
    if clone is not None:
        assert clone.snapshot() == clone_snapshot
        for seat, action in after_clone:
            clone.apply(seat, action)
        assert clone.snapshot() == state.snapshot()


LOW_TARGETS = [
    BanakilConfig(players=2, target=50),
    BanakilConfig(players=3, target=40),
    BanakilConfig(players=4, partnerships=True, target=40),
    BanakilConfig(players=4, partnerships=True, partnership_sum=True, target=40),
]


@settings(max_examples=8)
@given(config=st.sampled_from(LOW_TARGETS), seed=st.integers(0, 2**20))
def test_whole_games(config, seed):
    """Several rounds to the end of the game (a low target), with an illegal action tried now
    and then and every seat's view checked; the game replays from its JSON record."""
    choose = Chooser(rng=random.Random(seed))
    state = BanakilState.new_game(config, seed)
    for step in range(3000):
        if state.is_over:
            break
        if step % 7 == 0:
            try_illegal(state, choose)
        seat = state.current
        events = apply_checked(state, seat, legal_choice(state, choose))
        if events is not None and step % 5 == 0:
            check_no_leak(state, events, deep=step % config.players)
    check_round_results(state)
    event(f"over: {state.is_over}, rounds: {min(state.round_no, 4)}")
    record = GameRecord.from_json(json.loads(json.dumps(state.record().to_json())))
    assert replay(record).snapshot() == state.snapshot()


@settings(max_examples=15)
@given(config=st.sampled_from(CONFIGS), seed=st.integers(0, 2**20), data=st.data())
def test_clone_is_independent(config, seed, data):
    choose = Chooser(data=data)
    state = BanakilState.new_game(config, seed)
    for _ in range(data.draw(st.integers(0, 12))):
        apply_checked(state, state.current, legal_choice(state, choose))
    before = state.snapshot()
    copy = state.clone()
    assert copy.snapshot() == before and copy.check_invariants() == []
    for _ in range(6):
        apply_checked(copy, copy.current, legal_choice(copy, choose))
    assert state.snapshot() == before
    # mutating the copy's containers leaves the original alone
    copy.hands[0].clear()
    copy.discard.clear()
    copy.known[0].update(copy.stock[:3])
    copy.melds.clear()
    copy.totals[0] += 50
    copy.first_meld_turn[0] = 99
    copy.rng.random()
    assert state.snapshot() == before
    assert state.check_invariants() == []


def test_replay_rejects_a_tampered_record():
    """A record with an illegal action does not replay: IllegalAction, as from apply."""
    state = BanakilState.new_game(BanakilConfig(players=2), 5)
    state.apply(state.current, DrawStock())
    record = state.record()
    record.actions.append((state.current, DrawStock().to_json()))
    with pytest.raises(IllegalAction):
        replay(record)
    record.actions[-1] = (state.current, {"type": "take_discard", "count": 2})
    with pytest.raises(IllegalAction):
        replay(record)
    assert get_game("banakil").codec.from_json({"type": "take_discard", "count": 2}) == \
        TakeDiscard(2)
