"""Banakil computer players.

Both read only a `BanakilObservation`. The meld finder tells what a hand can lay down; the
medium player adds judgement: what the discard pile is worth, which cards to keep, what not to
hand the next opponent, and how to feed its partner.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..cards.card import ACE, Card
from ..cards.meld_finder import MeldFinder, MeldPlan
from ..cards.melds import MeldRules, MeldShape
from ..games.banakil.actions import (
    Deal,
    Discard,
    DrawStock,
    LayOff,
    Meld,
    TakeDiscard,
    meld_action,
)
from ..games.banakil.layoff import lay_off_outcome, strands_taken_card
from ..games.banakil.observation import BanakilObservation
from ..games.banakil.phase import Phase
from ..games.banakil.rules import points
from ..games.base import Action, IllegalAction
from .base import Player


class _FinderCache:
    """One meld finder per rule set (players are reused across games with other options)."""

    def __init__(self) -> None:
        self._finders: dict[MeldRules, MeldFinder] = {}

    def plan(self, rules: MeldRules, hand: Sequence[Card]) -> MeldPlan:
        finder = self._finders.get(rules)
        if finder is None:
            finder = self._finders[rules] = MeldFinder(rules, points)
        return finder.best_plan(hand)


def first_playable_meld(obs: BanakilObservation, plan: MeldPlan) -> Meld | None:
    """The first meld of `plan` that does not strand the taken discard (BK-08)."""
    for shape in plan.melds:
        laid = set(shape.cards)
        remaining = [c for c in obs.hand if c not in laid]
        if not strands_taken_card(remaining, obs.taken_single):
            return meld_action(shape)
    return None


class EasyBanakilPlayer(Player[BanakilObservation]):
    """Plausible but weak: draws from the stock, lays what it can, never lays off, discards
    at random among the cards it cannot meld."""

    observation_type = BanakilObservation

    level = "easy"

    def __init__(self) -> None:
        self._finders = _FinderCache()

    def choose(self, observation: BanakilObservation, rng: random.Random,
               deadline: float | None = None) -> Action:
        obs = observation
        if obs.phase is Phase.ROUND_OVER:
            return Deal()
        if obs.phase is Phase.DRAW:
            if obs.discard and (obs.stock_count == 0 or rng.random() < 0.2):
                top = obs.discard[-1]
                with_top = self._finders.plan(obs.rules, [*obs.hand, top])
                if top in {c for m in with_top.melds for c in m.cards} or obs.stock_count == 0:
                    return TakeDiscard(1)
            return DrawStock()
        plan = self._finders.plan(obs.rules, obs.hand)
        meld = first_playable_meld(obs, plan)
        if meld is not None:
            return meld
        choices = [c for c in obs.hand if c != obs.taken_single]
        plain = [c for c in choices if not obs.rules.is_wild(c)]
        return Discard(rng.choice(plain or choices))


class MediumBanakilPlayer(Player[BanakilObservation]):
    """A good greedy player: values the discard pile with the meld finder, lays down and lays
    off at once, goes out when it can, keeps cards that extend its melds and dumps dead weight,
    never feeds the next opponent when it can help it, and builds on its partner's melds."""

    observation_type = BanakilObservation

    level = "medium"
    LEFTOVER_WEIGHT = 0.45
    """How much a card left in hand counts against a hand (it may still be melded later)."""
    CARD_BURDEN = 0.3
    """Extra cost of every card in hand: a bigger hand is further from going out."""

    def __init__(self) -> None:
        self._finders = _FinderCache()

    def choose(self, observation: BanakilObservation, rng: random.Random,
               deadline: float | None = None) -> Action:
        obs = observation
        if obs.phase is Phase.ROUND_OVER:
            return Deal()
        if obs.phase is Phase.DRAW:
            return self._draw(obs)
        return self._play(obs, rng)

    # ---------------------------------------------------------------- evaluation

    def _hand_value(self, obs: BanakilObservation, hand: Sequence[Card], melded: bool) -> float:
        plan = self._finders.plan(obs.rules, hand)
        own = {obs.seat, obs.partner()}
        targets = [m.shape for m in obs.melds if m.owner in own] if melded or plan.melds else []
        leftover = 0.0
        for card in plan.leftover:
            if targets and self._fits_any(obs.rules, card, targets):
                continue  # it can be laid off: as good as melded
            leftover += points(card)
        return plan.value - self.LEFTOVER_WEIGHT * leftover - self.CARD_BURDEN * len(plan.leftover)

    @staticmethod
    def _fits_any(rules: MeldRules, card: Card, shapes: Sequence[MeldShape]) -> bool:
        for shape in shapes:
            for end in ("high", "low"):
                try:
                    lay_off_outcome(rules, shape, (card,), end, False)
                except IllegalAction:
                    continue
                return True
        return False

    # ---------------------------------------------------------------- draw

    def _draw(self, obs: BanakilObservation) -> Action:
        hand = list(obs.hand)
        melded = obs.has_melded(obs.seat)
        base = self._hand_value(obs, hand, melded)
        best_action: Action = DrawStock() if obs.stock_count else TakeDiscard(1)
        # A stock card is worth a little on average (it may fit; it is one more card to shed).
        best_gain = 0.35 if obs.stock_count else float("-inf")
        pile = obs.discard
        depth = min(len(pile), 8 if len(hand) < 22 else 3)
        for k in range(1, depth + 1):
            taken = list(pile[-k:])
            gain = self._hand_value(obs, hand + taken, melded) - base
            if k == 1 and obs.taken_single is None and len(hand) == 1:
                gain -= 5  # the taken card could not be discarded to go out
            if gain > best_gain + 0.01:
                best_gain, best_action = gain, TakeDiscard(k)
        return best_action

    # ---------------------------------------------------------------- play

    def _play(self, obs: BanakilObservation, rng: random.Random) -> Action:
        plan = self._finders.plan(obs.rules, obs.hand)
        meld = first_playable_meld(obs, plan)
        if meld is not None:
            return meld
        lay_off = self._best_lay_off(obs)
        if lay_off is not None:
            return lay_off
        return self._discard(obs, plan)

    def _best_lay_off(self, obs: BanakilObservation) -> LayOff | None:
        options = obs.lay_off_options()
        if not options:
            return None
        small_hand = len(obs.hand) <= 3
        best: tuple[float, LayOff] | None = None
        for option in options:
            card = option.cards[0]
            wild = obs.rules.is_wild(card)
            if wild and not small_hand:
                continue  # keep wilds for new melds until the hand is nearly gone
            value = points(card) + (3.0 if option.retrieve else 0.0)
            if len(obs.hand) == 1 or (len(obs.hand) == 2 and not wild):
                value += 10  # going out (or leaving one card to discard)
            if best is None or value > best[0]:
                best = (value, option)
        return None if best is None else best[1]

    def _discard(self, obs: BanakilObservation, plan: MeldPlan) -> Discard:
        choices = [c for c in obs.hand if c != obs.taken_single]
        if len(choices) == 1:
            return Discard(choices[0])
        leftover = [c for c in plan.leftover if c != obs.taken_single] or choices
        next_seat = (obs.seat - 1) % obs.players
        partner = obs.partner()
        opponents_next = next_seat != partner
        next_melds = [m.shape for m in obs.melds
                      if m.owner in {next_seat, (next_seat + 2) % 4 if partner is not None
                                     else next_seat}]
        partner_melds = [m.shape for m in obs.melds if partner is not None and m.owner == partner]
        scored = []
        for card in leftover:
            keep = self._keep_value(obs, card, plan)
            danger = 0.0
            if opponents_next and next_melds and self._fits_any(obs.rules, card, next_melds):
                danger += 4.0
            if opponents_next and self._pairs_with(card, obs.known[next_seat]):
                danger += 1.5
            if not opponents_next and partner_melds and self._fits_any(obs.rules, card,
                                                                       partner_melds):
                danger -= 3.0  # feed the partner sitting next
            score = keep + danger - points(card)
            scored.append((score, card.uid, card))
        scored.sort()
        return Discard(scored[0][2])

    def _keep_value(self, obs: BanakilObservation, card: Card, plan: MeldPlan) -> float:
        rules = obs.rules
        if rules.is_wild(card):
            return 20.0
        value = 0.0
        others = [c for c in plan.leftover if c is not card]
        for other in others:
            if rules.is_wild(other):
                continue
            if other.suit == card.suit and other.rank != card.rank:
                gap = abs(other.rank - card.rank)
                if gap <= 2:
                    value += 1.6 if gap == 1 else 0.9
            elif other.rank == card.rank and other.suit != card.suit and (
                    rules.set_ranks is None or card.rank in rules.set_ranks):
                value += 1.4
        own = [m.shape for m in obs.melds if m.owner in {obs.seat, obs.partner()}]
        if own and self._fits_any(rules, card, own):
            value += 2.5
        # A card whose twin was already discarded twice is less likely to find partners.
        dead = sum(1 for c in obs.discard if c.face == card.face)
        value -= 0.3 * dead
        if card.rank == ACE:
            value += 0.2
        return value

    @staticmethod
    def _pairs_with(card: Card, known: Sequence[Card]) -> bool:
        return any((k.suit == card.suit and abs(k.rank - card.rank) <= 2) or
                   (k.rank == card.rank and k.suit != card.suit) for k in known)
