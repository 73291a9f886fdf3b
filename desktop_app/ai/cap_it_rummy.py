"""Cap-It Rummy computer players.

Both read only a `CapItObservation`. Before its contract a player measures its hand by how many
cards it still lacks (`contract_shortfall`); the meld finder says when the contract can go down
and how to lay the rest. After the contract every card that fits a meld on the table can be
shed, so the hand is measured by what would be left. The medium player adds judgement: whether
the top discard is worth taking or better pushed onto the next player, what not to hand the
next player, wild swaps, and dumping high cards when the round is about to end.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..cards.card import ACE, JOKER, Card
from ..cards.meld_finder import MeldFinder, MeldPlan
from ..cards.melds import MeldKind, MeldRules, MeldShape
from ..games.base import Action, IllegalAction
from ..games.cap_it_rummy.actions import (
    Deal,
    Discard,
    LayContract,
    LayOff,
    Meld,
    Push,
    SwapWild,
    TakeDiscard,
)
from ..games.cap_it_rummy.contract import shortfall
from ..games.cap_it_rummy.observation import CapItObservation
from ..games.cap_it_rummy.phase import Phase
from ..games.cap_it_rummy.rules import penalty
from ..games.cap_it_rummy.state import CapItState
from ..games.cap_it_rummy.table import add_card, meld_action, strands_taken_card
from .base import Player
from .judges import LinearJudge, share
from .lapses import forgetful, lapse
from .search import SearchPlayer, World, distinct

AVERAGE_PENALTY = 8.0
"""About what an unknown card costs in hand (CR-03 over a pack with jokers)."""


class _Finders:
    """One meld finder per rule set and Ace value (players are reused across games)."""

    def __init__(self) -> None:
        self._finders: dict[tuple[MeldRules, int], MeldFinder] = {}

    def get(self, obs: CapItObservation) -> MeldFinder:
        key = (obs.rules, obs.config.ace_penalty)
        finder = self._finders.get(key)
        if finder is None:
            ace = obs.config.ace_penalty
            finder = self._finders[key] = MeldFinder(obs.rules, lambda c: penalty(c, ace))
        return finder


def cost(obs: CapItObservation, card: Card) -> int:
    return penalty(card, obs.config.ace_penalty)


def contract_action(obs: CapItObservation, finder: MeldFinder) -> LayContract | None:
    """The whole contract as one action (CR-08), or None when the hand cannot lay it yet."""
    if shortfall(obs.hand, obs.contract, obs.rules, breadth=8) > 0:
        return None  # the quick estimate spares the exact search most turns
    plan = finder.contract_plan(obs.hand, obs.contract)
    if plan is None:
        return None
    shapes = [plan.melds[i] for i in plan.contract]
    laid = {c for shape in shapes for c in shape.cards}
    remaining = [c for c in obs.hand if c not in laid]
    if strands_taken_card(remaining, obs.taken):
        return None
    return LayContract(tuple(meld_action(shape) for shape in shapes))


def may_meld(rules: MeldRules, hand: Sequence[Card]) -> bool:
    """Three of `hand`'s cards might form a meld (CR-14): a rank or a window of three places of
    one suit that its naturals and wilds could fill, with a natural among them. False means
    the meld finder would find no meld (a quick test the search's playouts ask first)."""
    wilds = sum(1 for c in hand if rules.is_wild(c))
    naturals = [c for c in hand if not rules.is_wild(c)]
    if wilds >= 3 or (naturals and wilds >= 2):
        return True  # three 2s or jokers can stand on a 2 in its own place
    if not naturals:
        return False
    ranks: dict[int, int] = {}
    places: dict[object, set[int]] = {}
    for card in naturals:
        ranks[card.rank] = ranks.get(card.rank, 0) + 1
        places.setdefault(card.suit, set()).add(card.rank)
        if card.rank == ACE and rules.ace_low:
            places[card.suit].add(1)  # the house option's A-2-3 (CR-02)
    if max(ranks.values()) + wilds >= 3:
        return True
    for held in places.values():
        for low in held:
            for start in (low - 2, low - 1, low):
                if len(held & {start, start + 1, start + 2}) + wilds >= 3:
                    return True
    # A 2 of the suit in its own place (CR-14) counts as natural: it is wild above, so a
    # run 2-3-4 is covered by the wilds count only when it holds two more; check it as well.
    twos = [c for c in hand if rules.is_wild(c) and c.rank == 2]
    for two in twos:
        held = places.get(two.suit, set())
        if len(held & {3, 4}) + wilds >= 3:
            return True
    return False


def first_playable_meld(obs: CapItObservation, plan: MeldPlan) -> Meld | None:
    """The first meld of `plan` that does not strand the taken discard (CR-13)."""
    for shape in plan.melds:
        laid = set(shape.cards)
        remaining = [c for c in obs.hand if c not in laid]
        if not strands_taken_card(remaining, obs.taken):
            return meld_action(shape)
    return None


def fits_table(obs: CapItObservation, card: Card, shapes: Sequence[MeldShape]) -> bool:
    """`card` can be laid off on one of `shapes`."""
    for shape in shapes:
        for end in ("high", "low") if shape.kind is MeldKind.RUN else (None,):
            try:
                add_card(obs.rules, shape, card, end)
            except IllegalAction:
                continue
            return True
    return False


def discard_choices(obs: CapItObservation) -> list[Card]:
    return [c for c in obs.hand if c != obs.taken] or list(obs.hand)


class MediumCapItPlayer(Player[CapItObservation]):
    """A good greedy player. It works toward the round's contract (the discard is taken when
    it brings the contract closer than a stock card would), pushes when the two cards hurt the
    next player more than they help, lays the contract at once and sheds everything it can
    afterwards (swapping wilds out of melds when the natural fits nowhere else), keeps what
    its contract needs, avoids handing the next player cards they can use, and dumps its
    highest cards when the round is about to end."""

    observation_type = CapItObservation

    level = "medium"
    SHORTFALL_WEIGHT = 10.0
    """A card missing from the contract counts like this many penalty points."""
    STOCK_SAMPLES = 4
    """Unseen cards sampled to value the stock card a push brings."""

    def __init__(self) -> None:
        self._finders = _Finders()
        self._memo: dict[tuple[object, ...], object] | None = None
        """Plans, shortfalls and fits worked out while a search runs (`remember`)."""

    def remember(self, on: bool) -> None:
        """Keep what this player works out between calls (a search's playouts ask the same
        questions again and again), or forget all of it."""
        self._memo = {} if on else None

    @property
    def memo(self) -> dict[tuple[object, ...], object] | None:
        """What it keeps while a search runs (None when it keeps nothing)."""
        return self._memo

    def _plan(self, obs: CapItObservation, hand: Sequence[Card]) -> MeldPlan:
        memo = self._memo
        key = ("plan", *hand)  # one search, one round: the rules and the contract stay
        found = None if memo is None else memo.get(key)
        if isinstance(found, MeldPlan):
            return found
        if memo is not None and not may_meld(obs.rules, hand):
            plan = MeldPlan((), tuple(hand), 0.0)  # what the finder says, without its search
        else:
            plan = self._finders.get(obs).best_plan(hand)
        if memo is not None:
            memo[key] = plan
        return plan

    def _shortfall(self, obs: CapItObservation, hand: Sequence[Card]) -> int:
        memo = self._memo
        key = ("short", *hand)
        if memo is not None and key in memo:
            return memo[key]  # type: ignore[return-value]
        value = shortfall(hand, obs.contract, obs.rules)
        if memo is not None:
            memo[key] = value
        return value

    def _contract(self, obs: CapItObservation, finder: MeldFinder) -> LayContract | None:
        """`contract_action`, remembered by hand while a search runs (the searching seat's
        hand comes back in every world)."""
        memo = self._memo
        if memo is None:
            return contract_action(obs, finder)
        key = ("contract", obs.taken, *obs.hand)
        if key in memo:
            return memo[key]  # type: ignore[return-value]
        found = memo[key] = contract_action(obs, finder)
        return found

    def _fits_table(self, obs: CapItObservation, card: Card) -> bool:
        """`card` can be laid off on a meld on the table."""
        memo = self._memo
        shapes = tuple(m.shape for m in obs.melds)
        if memo is None:
            return fits_table(obs, card, shapes)
        key = ("fits", card.uid, *shapes)
        found = memo.get(key)
        if found is None:
            found = memo[key] = fits_table(obs, card, shapes)
        return bool(found)

    def choose(self, observation: CapItObservation, rng: random.Random,
               deadline: float | None = None) -> Action:
        obs = observation
        if obs.phase is Phase.ROUND_OVER:
            return Deal()
        if obs.phase is Phase.DRAW:
            return self._draw(obs, rng)
        return self._play(obs)

    # ---------------------------------------------------------------- judgement

    def _round_ending(self, obs: CapItObservation) -> bool:
        """The stock is nearly gone: hands will be scored soon (CR-11, CR-18)."""
        return obs.empty_since is not None or obs.stock_count <= 2 * obs.players

    def _usefulness(self, obs: CapItObservation, card: Card) -> float:
        """How much `card` would help this seat now, in penalty points."""
        hand = list(obs.hand)
        if not obs.has_contract(obs.seat):
            before = self._shortfall(obs, hand)
            after = self._shortfall(obs, [*hand, card])
            return self.SHORTFALL_WEIGHT * (before - after)
        if self._fits_table(obs, card):
            return 2.0  # it can be shed at once: it costs nothing but the turn's card
        gain = self._plan(obs, [*hand, card]).value - self._plan(obs, hand).value
        return gain - cost(obs, card) if gain > 0 else -cost(obs, card)

    def _help_to(self, obs: CapItObservation, seat: int, card: Card) -> float:
        """How much `card` would help `seat`, judged from what this seat can see."""
        if obs.has_contract(seat):
            return 4.0 if self._fits_table(obs, card) else -2.0
        if obs.rules.is_wild(card):
            return 12.0
        help_ = 0.0
        for other in obs.known[seat]:
            if other.rank == card.rank:
                help_ += 4.0
            elif other.suit == card.suit and abs(other.rank - card.rank) <= 2:
                help_ += 2.5
        return min(help_, 10.0)

    # ---------------------------------------------------------------- draw

    def _draw(self, obs: CapItObservation, rng: random.Random) -> Action:
        if not obs.discard:
            return Push()
        receiver = obs.next_seat
        if obs.stock_count <= 1:
            # CR-11: a push now ends the round (with one stock card left, after handing it and
            # the discard to the next player); do it when this hand is the cheapest around.
            others = [AVERAGE_PENALTY * (obs.hand_sizes[s] + (2 * obs.stock_count
                                                              if s == receiver else 0))
                      for s in range(obs.players) if s != obs.seat]
            return Push() if self._hand_cost(obs) <= min(others) else TakeDiscard()
        top = obs.discard[-1]
        take = self._usefulness(obs, top)
        unseen = obs.unseen_cards()
        samples = rng.sample(unseen, min(self.STOCK_SAMPLES, len(unseen))) if unseen else []
        stock_gain = (sum(max(0.0, self._usefulness(obs, c)) for c in samples)
                      / max(1, len(samples)))
        # Two more cards for the next player: a burden once they have their contract down or
        # when the round is about to be scored, a help while they still build a contract.
        per_card = AVERAGE_PENALTY * (1.0 if self._round_ending(obs) else 0.3)
        if obs.has_contract(receiver):
            per_card += 3.0
        if obs.has_contract(receiver) and self._fits_table(obs, top):
            # They shed it at once (CR-09): it is no burden, only the stock card is; and a
            # player close to going out is helped on the way by every card it can shed.
            harm = per_card - (8.0 if obs.hand_sizes[receiver] <= 3 else 4.0)
        else:
            harm = 2 * per_card - self._help_to(obs, receiver, top)
        # Taking a card that helps the next player keeps it from them (harm below zero).
        return TakeDiscard() if take > stock_gain + harm else Push()

    @staticmethod
    def _turns_left(obs: CapItObservation) -> int:
        """About how many more turns this seat gets before the round is scored: a push takes
        two stock cards and a taken discard none, so about one per turn goes, and one turn
        each follows the last (CR-11)."""
        return 1 + obs.stock_count // obs.players

    def _hand_cost(self, obs: CapItObservation) -> float:
        return float(sum(cost(obs, c) for c in obs.hand))

    # ---------------------------------------------------------------- play

    def _play(self, obs: CapItObservation) -> Action:
        return self.play_options(obs)[0]

    def play_options(self, obs: CapItObservation) -> list[Action]:
        """The contract, a meld or a card shed onto the table when there is one (each is a
        card fewer in hand), else the discards, best first."""
        finder = self._finders.get(obs)
        if not obs.has_contract(obs.seat):
            contract = self._contract(obs, finder)
            if contract is not None:
                return [contract]
            return [Discard(card) for card in self.discard_ranking(obs)]
        meld = first_playable_meld(obs, self._plan(obs, obs.hand))
        if meld is not None:
            return [meld]
        shed = self._best_table_play(obs)
        if shed is not None:
            return [shed]
        return [Discard(card) for card in self.discard_ranking(obs)]

    def _best_table_play(self, obs: CapItObservation) -> Action | None:
        """`_table_play`, remembered while a search runs."""
        memo = self._memo
        if memo is None:
            return self._table_play(obs)
        key = ("table", obs.taken, *obs.hand, *((m.id, m.shape) for m in obs.melds))
        if key in memo:
            return memo[key]  # type: ignore[return-value]
        found = memo[key] = self._table_play(obs)
        return found

    def _table_play(self, obs: CapItObservation) -> Action | None:
        """Lay off naturals first (highest first), then swap wilds out for naturals that fit
        nowhere else, then lay off wilds: after the contract every card shed is one fewer to
        go out with."""
        options = obs.table_options()
        if not options:
            return None
        lay_offs = [o for o in options if isinstance(o, LayOff)]
        swaps = [o for o in options if isinstance(o, SwapWild)]
        natural = [o for o in lay_offs if not obs.rules.is_wild(o.cards[0])]
        if natural:
            return max(natural, key=lambda o: (cost(obs, o.cards[0]), o.cards[0].uid))
        placeable = {o.cards[0] for o in lay_offs}
        useful_swaps = [s for s in swaps if s.card not in placeable]
        if useful_swaps:
            return max(useful_swaps, key=lambda s: (s.wild.rank == JOKER, cost(obs, s.card)))
        if lay_offs:
            return max(lay_offs, key=lambda o: (cost(obs, o.cards[0]), o.cards[0].uid))
        return None

    def discard_ranking(self, obs: CapItObservation) -> list[Card]:
        """The cards this player would discard, best first (remembered while a search runs,
        by all that the ranking reads)."""
        memo = self._memo
        if memo is None:
            return self._discard_ranking(obs)
        receiver = obs.next_seat
        key = ("discard", obs.taken, obs.stock_count, obs.empty_since is None,
               obs.contract_turn[obs.seat] is None, obs.contract_turn[receiver] is None,
               *obs.hand, "known", *obs.known[receiver], "melds",
               *(m.shape for m in obs.melds))
        found = memo.get(key)
        if not isinstance(found, tuple):
            found = memo[key] = tuple(self._discard_ranking(obs))
        return list(found)

    def _discard_ranking(self, obs: CapItObservation) -> list[Card]:
        choices = discard_choices(obs)
        if len(choices) == 1:
            return choices
        receiver = obs.next_seat
        ending = self._round_ending(obs)
        has_contract = obs.has_contract(obs.seat)
        if not has_contract:
            base = self._shortfall(obs, obs.hand)
            if ending and base > self._turns_left(obs):
                # The contract cannot be made before the hands are scored: shed the costliest
                # card, wilds included, unless the next player would build with it.
                return sorted(choices, key=lambda c: (
                    -(cost(obs, c) - max(0.0, self._help_to(obs, receiver, c))), -c.uid))
        else:
            plan = self._plan(obs, obs.hand)
            kept = {c for m in plan.melds for c in m.cards}
        scored = []
        for card in choices:
            if has_contract:
                keep = 30.0 if card in kept else 0.0
            else:
                rest = [c for c in obs.hand if c is not card]
                keep = self.SHORTFALL_WEIGHT * (self._shortfall(obs, rest) - base)
                keep += self._connections(obs, card)
                if obs.rules.is_wild(card):
                    keep += 8.0
            feed = max(0.0, self._help_to(obs, receiver, card))
            weight = 1.5 if ending else 0.4
            scored.append((keep + feed - weight * cost(obs, card), card.uid, card))
        scored.sort(key=lambda item: (item[0], item[1]))
        return [card for _, _, card in scored]

    @staticmethod
    def _connections(obs: CapItObservation, card: Card) -> float:
        """Cards in hand this one could grow a set or run with."""
        value = 0.0
        for other in obs.hand:
            if other is card or obs.rules.is_wild(other):
                continue
            if other.rank == card.rank:
                value += 1.5
            elif other.suit == card.suit and abs(other.rank - card.rank) <= 2:
                value += 1.0 if abs(other.rank - card.rank) == 1 else 0.6
        return value


class EasyCapItPlayer(MediumCapItPlayer):
    """Plausible but weaker: the medium player's judgement with lapses (now and then the other
    way to draw, or a lesser discard of the few it weighed) and no memory of the cards others
    took."""

    level = "easy"
    LAPSE_RATE = 0.6

    def choose(self, observation: CapItObservation, rng: random.Random,
               deadline: float | None = None) -> Action:
        obs = forgetful(observation)
        if obs.phase is Phase.DRAW:
            return lapse(draw_pair(obs, self._draw(obs, rng)), rng, self.LAPSE_RATE)
        if obs.phase is Phase.PLAY:
            return lapse(self.play_options(obs), rng, self.LAPSE_RATE)
        return super().choose(obs, rng, deadline)


def draw_pair(obs: CapItObservation, first: Action) -> list[Action]:
    """`first` and the other way to draw (taking and pushing, CR-10), when there is one."""
    if not obs.discard:
        return [first]
    return [first, Push() if isinstance(first, TakeDiscard) else TakeDiscard()]


class QuickCapItPlayer(MediumCapItPlayer):
    """Medium judgement valuing the stock card from one sample: the search's playout policy."""

    STOCK_SAMPLES = 1


def sheddable(rules: MeldRules, card: Card, shapes: Sequence[MeldShape]) -> bool:
    """`card` would go onto one of `shapes` (a quick test for the judge: a wild fits any
    meld, a natural a set of its rank or either end of a run of its suit; a swap aside)."""
    if rules.is_wild(card):
        return bool(shapes)
    for shape in shapes:
        if shape.kind is MeldKind.SET:
            if shape.rank == card.rank:
                return True
        elif shape.suit == card.suit and card.rank in (shape.start - 1, shape.end + 1):
            return True
    return False


CAP_IT_FEATURES = ("contract", "short", "hand_before", "stuck", "free", "penalty",
                   "penalty_late", "moves_now", "moves_next", "moves_third", "clear",
                   "clear_order", "one_stuck", "one_stuck_order")
"""What the judge reads of one seat: whether its contract is down, how many cards the contract
still lacks, its hand size before the contract, after it the cards that fit no meld on the
table and those that do, its hand's penalty (tens of points), the same when the stock is
nearly gone, and whose turn comes first (the seat to move, the next, the one after). The race
out (CR-16) is close for a seat with its contract down and no card that fits nowhere (it
goes out on its next turn) or one (when the card it draws fits): those two, each also times
how many seats move before it."""


def cap_it_features(world: CapItState, seat: int,
                    memo: dict[tuple[object, ...], object] | None = None) -> tuple[float, ...]:
    """The features `CAP_IT_FEATURES` of `seat` in `world`; `memo` keeps the shortfalls of
    the hands it has seen (a search's, for one round)."""
    hand = world.hands[seat]
    rules = world.rules
    ace = world.config.ace_penalty
    n = len(hand)
    pen = sum(penalty(c, ace) for c in hand) / 10.0
    late = world.empty_since is not None or len(world.stock) <= 2 * world.players
    order = (seat - world.current) % world.players
    clear = one = 0.0
    if world.contract_turn[seat] is None:
        key = ("short", *hand)
        known = None if memo is None else memo.get(key)
        if isinstance(known, int):
            short = known
        else:
            short = shortfall(hand, world.contract, rules)
            if memo is not None:
                memo[key] = short
        contract, hand_before, stuck, free = 0.0, float(n), 0.0, 0.0
    else:
        shapes = [m.shape for m in world.melds.values()]
        fits = sum(1 for c in hand if sheddable(rules, c, shapes))
        short, contract, hand_before = 0, 1.0, 0.0
        stuck, free = float(n - fits), float(fits)
        clear = float(stuck == 0)
        one = float(stuck == 1)
    return (contract, float(short), hand_before, stuck, free, pen, pen if late else 0.0,
            float(order == 0), float(order == 1), float(order == 2), clear, clear * order,
            one, one * order)


CAP_IT_JUDGE = LinearJudge(CAP_IT_FEATURES, (
    -0.1572, -0.3619, -0.07252, -0.1949, 0.1343, 0.02774, 0.01831, 0.2113, 0.09788, 0.04474,
    0.644, -0.05591, 0.7767, -0.281
))
"""Fitted by `tests/benchmarks/fit_judges.py --game cap_it_rummy --rounds 2000 --seed 8`
(33,707 positions of 4-player games; held-out log-loss 1.319 against 1.386 for even chances:
most of a Cap-It round is still to be dealt, but the order of the race out shows)."""


class CapItSearch:
    """Cap-It for the search: take or push, and the medium player's best few discards,
    medium play in the playouts; a seat is judged by its fitted chance of winning the round
    (`CAP_IT_JUDGE`: its contract, what fits the table, whose turn comes first)."""

    DISCARD_CANDIDATES = 3
    confidence = 1.0
    """Standard errors by which another candidate must beat medium's choice. Judged in
    penalty points, overriding at 1.0 lost rounds (42 % of 100 against medium, 52 % at 2.0);
    judged as a chance of winning the round, 1.0 won more (61 % of 100 against 54 % at 2.0,
    0.2 s a move, both runs side by side)."""
    DRAW_HORIZON = 2
    PLAY_HORIZON = 2
    """The next player's turn: it shows what a push or a discard hands them."""

    def __init__(self) -> None:
        self.medium = MediumCapItPlayer()
        self.quick = QuickCapItPlayer()
        self.horizon = self.PLAY_HORIZON

    def candidates(self, obs: CapItObservation, rng: random.Random) -> list[Action]:
        self.horizon = self.PLAY_HORIZON
        if obs.phase is Phase.DRAW:
            self.horizon = self.DRAW_HORIZON
            return draw_pair(obs, self.medium.choose(obs, rng))
        if obs.phase is not Phase.PLAY:
            return [self.medium.choose(obs, rng)]
        return distinct(self.medium.play_options(obs), self.DISCARD_CANDIDATES)

    def remember(self, on: bool) -> None:
        self.medium.remember(on)
        self.quick.remember(on)

    def policy(self, world: World, seat: int, rng: random.Random) -> Action:
        view = world.observation(seat)
        assert isinstance(view, CapItObservation)
        return self.quick.choose(view, rng)

    def evaluate(self, world: World, seat: int, round_ended: bool) -> float:
        """The seat's chance of winning the round (CR-19: the lowest round score, co-winners
        sharing), less an even share: the result when the round is over, else the fitted
        judge's (`CAP_IT_JUDGE`)."""
        assert isinstance(world, CapItState)
        n = world.players
        if round_ended:
            winners = world.results[-1]["round_winners"]
            return (1.0 / len(winners) if seat in winners else 0.0) - 1.0 / n
        judge = CAP_IT_JUDGE
        memo = self.medium.memo
        utilities = [judge.utility(cap_it_features(world, s, memo)) for s in range(n)]
        return share(utilities, seat) - 1.0 / n


class HardCapItPlayer(SearchPlayer[CapItObservation]):
    """Search: compares taking with pushing, and the medium player's best few discards, over
    many deals of the unseen cards, each played on through the next player's turn."""

    observation_type = CapItObservation

    def make_game(self) -> CapItSearch:
        return CapItSearch()
