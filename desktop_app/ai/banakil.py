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
from ..games.banakil.state import BanakilState
from ..games.base import Action, IllegalAction
from .base import Player
from .judges import LinearJudge, share
from .lapses import forgetful, lapse
from .search import SearchPlayer, World, distinct


class _FinderCache:
    """One meld finder per rule set (players are reused across games with other options).
    While a search runs it also remembers the plans it found (the same hands come back in
    every candidate's playout of a world); `forget` drops them, guesses of others' hands
    included, when the decision is made."""

    def __init__(self) -> None:
        self._finders: dict[MeldRules, MeldFinder] = {}
        self.plans: dict[tuple[Card, ...], MeldPlan] | None = None
        """By hand: one search plays one round, under one rule set."""

    def plan(self, rules: MeldRules, hand: Sequence[Card]) -> MeldPlan:
        plans = self.plans
        if plans is not None:
            key = tuple(hand)
            found = plans.get(key)
            if found is None:
                found = plans[key] = self._plan(rules, hand)
            return found
        return self._plan(rules, hand)

    def _plan(self, rules: MeldRules, hand: Sequence[Card]) -> MeldPlan:
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
    DRAW_DEPTH = 8
    """How deep into the discard pile a draw is weighed (with a hand under 22 cards)."""

    def __init__(self) -> None:
        self._finders = _FinderCache()
        self._fits: dict[tuple[int, MeldShape], bool] | None = None
        """Which cards (by uid) fit which melds, remembered while a search runs (`remember`):
        one search, one rule set."""

    def remember(self, on: bool) -> None:
        """Keep what this player works out between calls (a search's playouts ask the same
        questions again and again), or forget all of it."""
        self._finders.plans = {} if on else None
        self._fits = {} if on else None

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

    def _fits_any(self, rules: MeldRules, card: Card, shapes: Sequence[MeldShape]) -> bool:
        memo = self._fits
        if memo is None:
            return any(self._fits_one(rules, card, shape) for shape in shapes)
        for shape in shapes:
            key = (card.uid, shape)
            fits = memo.get(key)
            if fits is None:
                fits = memo[key] = self._fits_one(rules, card, shape)
            if fits:
                return True
        return False

    @staticmethod
    def _fits_one(rules: MeldRules, card: Card, shape: MeldShape) -> bool:
        """`card` can be laid off on `shape` at one end or the other."""
        for end in ("high", "low"):
            try:
                lay_off_outcome(rules, shape, (card,), end, False)
            except IllegalAction:
                continue
            return True
        return False

    # ---------------------------------------------------------------- draw

    def _draw(self, obs: BanakilObservation) -> Action:
        return self.draw_options(obs)[0][1]

    def draw_options(self, obs: BanakilObservation) -> list[tuple[float, Action]]:
        """Every way to draw worth thinking about with what it gains, best first."""
        hand = list(obs.hand)
        melded = obs.has_melded(obs.seat)
        base = self._hand_value(obs, hand, melded)
        options: list[tuple[float, Action]] = []
        if obs.stock_count:
            # A stock card is worth a little on average (it may fit; one more card to shed).
            options.append((0.35, DrawStock()))
        pile = obs.discard
        depth = min(len(pile), self.DRAW_DEPTH if len(hand) < 22 else 3)
        for k in range(1, depth + 1):
            taken = list(pile[-k:])
            gain = self._hand_value(obs, hand + taken, melded) - base
            if k == 1 and obs.taken_single is None and len(hand) == 1:
                gain -= 5  # the taken card could not be discarded to go out
            options.append((gain - 0.01, TakeDiscard(k)))
        if not options:
            options.append((0.0, TakeDiscard(1)))
        options.sort(key=lambda item: -item[0])  # stable: the stock wins ties
        return options

    # ---------------------------------------------------------------- play

    def _play(self, obs: BanakilObservation, rng: random.Random) -> Action:
        return self.play_options(obs)[0]

    def play_options(self, obs: BanakilObservation) -> list[Action]:
        """A meld or lay-off when there is one (laying down is never worse here), else the
        discards, best first."""
        plan = self._finders.plan(obs.rules, obs.hand)
        meld = first_playable_meld(obs, plan)
        if meld is not None:
            return [meld]
        lay_off = self._best_lay_off(obs)
        if lay_off is not None:
            return [lay_off]
        return [Discard(card) for card in self.discard_ranking(obs, plan)]

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

    def discard_ranking(self, obs: BanakilObservation, plan: MeldPlan) -> list[Card]:
        """The cards this player would discard, best first."""
        choices = [c for c in obs.hand if c != obs.taken_single]
        if len(choices) == 1:
            return choices
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
        scored.sort(key=lambda item: (item[0], item[1]))
        return [card for _, _, card in scored]

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


def connections(rules: MeldRules, cards: Sequence[Card]) -> int:
    """Pairs of unmelded cards that could grow into one meld (same rank, or same suit two
    apart at most); wilds connect with anything."""
    def linked(card: Card, other: Card) -> bool:
        if rules.is_wild(card) or rules.is_wild(other):
            return True
        if other.rank == card.rank:
            return rules.set_ranks is None or card.rank in rules.set_ranks
        return other.suit == card.suit and abs(other.rank - card.rank) <= 2

    return sum(linked(card, other) for i, card in enumerate(cards) for other in cards[i + 1:])


class EasyBanakilPlayer(MediumBanakilPlayer):
    """Plausible but weaker: the medium player's judgement with lapses (now and then a lesser
    draw or discard of the few it weighed) and no memory of the cards others took."""

    level = "easy"
    LAPSE_RATE = 0.35

    def choose(self, observation: BanakilObservation, rng: random.Random,
               deadline: float | None = None) -> Action:
        obs = forgetful(observation)
        if obs.phase is Phase.DRAW:
            return lapse([a for _, a in self.draw_options(obs)], rng, self.LAPSE_RATE)
        if obs.phase is Phase.PLAY:
            return lapse(self.play_options(obs), rng, self.LAPSE_RATE)
        return super().choose(obs, rng, deadline)


class QuickBanakilPlayer(MediumBanakilPlayer):
    """Medium judgement with a shallow look at the discard pile: the search's playout policy,
    several times cheaper a move."""

    DRAW_DEPTH = 1


BANAKIL_FEATURES = ("melded", "no_meld", "in_plan", "leftover", "leftover_cards",
                    "connections", "hand", "moves", "late_leftover")
"""What the judge reads of one side (a seat, or a partnership's two seats summed): the
points of its melds (tens, BK-22), seats with no meld yet (BK-23), the points the meld finder
could lay from its hands and those it could not, the cards it could not lay, pairs of those
that could grow into a meld, the cards held, whether it moves next, and the points it could
not lay once the stock is nearly gone (BK-20)."""


def banakil_features(world: BanakilState, side: int,
                     finders: _FinderCache | None = None) -> tuple[float, ...]:
    """The features `BANAKIL_FEATURES` of `side` in `world`."""
    finders = finders or _FinderCache()
    partnered = world.config.partnerships
    seats = (side, side + 2) if partnered else (side,)
    rules = world.rules
    melded = sum(points(c) for m in world.melds.values() if m.owner in seats
                 for c in m.shape.cards) / 10.0
    no_meld = in_plan = left = left_cards = links = held = 0.0
    for seat in seats:
        hand = world.hands[seat]
        plan = finders.plan(rules, hand)
        if not world.has_melded(seat):
            no_meld += 1
        in_plan += plan.value / 10.0
        left += sum(points(c) for c in plan.leftover) / 10.0
        left_cards += len(plan.leftover)
        links += connections(rules, plan.leftover)
        held += len(hand)
    moves = float(world.current in seats)
    late = len(world.stock) <= 2 * world.players
    return (melded, no_meld, in_plan, left, left_cards, links, held, moves,
            left if late else 0.0)


BANAKIL_JUDGE = LinearJudge(BANAKIL_FEATURES, (
    0.5445, 0.9422, 0.07485, -0.3988, -0.363, 0.225, -0.01351, 0.166, 0
))
"""Fitted by `tests/benchmarks/fit_judges.py --game banakil --rounds 800` (2 players;
held-out log-loss 0.525 against 0.693 for even chances)."""


class BanakilSearch:
    """Banakil for the search: the medium player's best few draws and discards, medium play
    in the playouts, and a judgement of the table and the hands as a fitted chance of winning
    the round (`BANAKIL_JUDGE`; or in the round's own points, `judged` off)."""

    DRAW_CANDIDATES = 4
    DISCARD_CANDIDATES = 6
    """Medium's best few: most decisions end well before the think time (candidates that
    trail are dropped), so more of medium's ranking is weighed (2 players against medium,
    200 rounds at 0.2 s a move, seed 1, the same deals: 72.5 % with 4 draws and 6 discards,
    69.0 % with 5 and 8, 60.5 % with 3 and 4)."""
    LEFTOVER_WEIGHT = 1.0
    """An unmelded card counts its points against the hand (BK-22 scores it so)."""
    CARD_BURDEN = 1.5
    """Every unmelded card is a step from going out (and its 20-point bonus)."""
    CONNECTION_VALUE = 1.0
    """A pair or near run among the unmelded cards: half a meld already."""

    def __init__(self) -> None:
        self.medium = MediumBanakilPlayer()
        self.quick = QuickBanakilPlayer()
        self._finders = _FinderCache()
        self.horizon = 2
        self.judged = True
        """Judge by the fitted chance of winning (`BANAKIL_JUDGE`) rather than by points
        (2 players against medium, 100 rounds side by side at 0.2 s a move: 68 % against
        63 %)."""

    DRAW_HORIZON = 1
    """A draw is judged when the own turn ends (after the discard): what is drawn shows in
    the own hand, and half-length playouts weigh more worlds (a median decision 22 against
    11 at 0.2 s a move; 2 players, against medium: 61.7 % of 300 rounds, against 59.3 % of 400
    when the next player's turn was played too)."""
    PLAY_HORIZON = 2
    """A discard is judged after the next player's turn: it shows what the card hands them."""

    def candidates(self, obs: BanakilObservation, rng: random.Random) -> list[Action]:
        self.horizon = self.PLAY_HORIZON
        if obs.phase is Phase.DRAW:
            self.horizon = self.DRAW_HORIZON
            return [action for _, action in self.medium.draw_options(obs)[:self.DRAW_CANDIDATES]]
        if obs.phase is not Phase.PLAY:
            return [self.medium.choose(obs, rng)]
        return distinct(self.medium.play_options(obs), self.DISCARD_CANDIDATES)

    def remember(self, on: bool) -> None:
        self.medium.remember(on)
        self.quick.remember(on)
        self._finders.plans = {} if on else None

    def policy(self, world: World, seat: int, rng: random.Random) -> Action:
        view = world.observation(seat)
        assert isinstance(view, BanakilObservation)
        return self.quick.choose(view, rng)

    def evaluate(self, world: World, seat: int, round_ended: bool) -> float:
        if not self.judged:
            return self._points_margin(world, seat, round_ended)
        assert isinstance(world, BanakilState)
        sides = 2 if world.config.partnerships else world.players
        side = seat % sides
        if round_ended:
            result = world.results[-1]
            scores = result.get("team_scores") or result["player_scores"]
            best = max(scores)
            top = [s for s in range(sides) if scores[s] == best]
            return (1.0 / len(top) if side in top else 0.0) - 1.0 / sides
        utilities = [BANAKIL_JUDGE.utility(banakil_features(world, s, self._finders))
                     for s in range(sides)]
        return share(utilities, side) - 1.0 / sides

    def _points_margin(self, world: World, seat: int, round_ended: bool) -> float:
        """The judgement in the round's points (the margin over the best other side)."""
        obs = world.observation(seat)
        assert isinstance(obs, BanakilObservation)
        sides = 2 if obs.config.partnerships else obs.players
        if round_ended:
            result = obs.results[-1]
            scores = result.get("team_scores") or result["player_scores"]
        else:
            scores = [0.0] * sides
            for other in range(obs.players):
                view = world.observation(other)
                assert isinstance(view, BanakilObservation)
                scores[other % sides] += self._seat_value(view)
        mine = scores[seat % sides]
        return float(mine - max(v for i, v in enumerate(scores) if i != seat % sides))

    def _seat_value(self, obs: BanakilObservation) -> float:
        melded = sum(points(c) for m in obs.melds if m.owner == obs.seat for c in m.shape.cards)
        plan = self._finders.plan(obs.rules, obs.hand)
        if not obs.has_melded(obs.seat) and not plan.melds:
            melded -= 10  # BK-22: no meld at all scores a flat -20
        leftover = sum(points(c) for c in plan.leftover)
        return (melded + plan.value - self.LEFTOVER_WEIGHT * leftover
                - self.CARD_BURDEN * len(plan.leftover)
                + self.CONNECTION_VALUE * connections(obs.rules, plan.leftover))


class HardBanakilPlayer(SearchPlayer[BanakilObservation]):
    """Search: compares the medium player's best few draws and discards over many deals of
    the unseen cards, each played on for a turn or two; partners count as one side."""

    observation_type = BanakilObservation

    def make_game(self) -> BanakilSearch:
        return BanakilSearch()
