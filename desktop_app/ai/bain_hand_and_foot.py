"""Bain Hand and Foot computer players.

Both read only a `HandAndFootObservation`. To know which of their ideas the rules allow they
ask a world sampled from that observation (`sample_world`): the legality of one's own actions
depends only on what the seat knows, so the sampled hidden cards never change the answer.

The medium player plays for the team: it steers its wild cards toward the canasta types the
team still lacks (wild, mixed, natural, sevens), adds to its partner's melds, closes canastas
to reach its foot, takes the discard pile when the cards are worth it, keeps a card it can
discard, goes out as soon as the team may, and does not discard what the opponents' unfinished
melds would take.
"""

from __future__ import annotations

import random
from abc import abstractmethod
from collections import Counter
from collections.abc import Iterable, Sequence

from ..cards.card import Card
from ..cards.melds import MeldKind
from ..games.bain_hand_and_foot.actions import (
    AddToMeld,
    Deal,
    Discard,
    DrawStock,
    Garbage,
    Meld,
    SevensLock,
    TakePile,
)
from ..games.bain_hand_and_foot.observation import HandAndFootObservation
from ..games.bain_hand_and_foot.phase import Phase
from ..games.bain_hand_and_foot.rules import (
    CANASTA_SIZE,
    MELD_RULES,
    SEVEN,
    THREE,
    WILD_KEY,
    CanastaType,
    card_value,
    is_black_three,
    is_wild,
)
from ..games.bain_hand_and_foot.scoring import STOCK_EXHAUSTED, score_round
from ..games.bain_hand_and_foot.state import FINDER, HandAndFootState, first_meld_groups
from ..games.bain_hand_and_foot.table import TableMeld
from ..games.base import Action
from .base import Player
from .judges import LinearJudge, logistic
from .search import SearchPlayer, World, distinct

PLAN_STEPS = 30
"""More actions than any going-out sequence needs (each one empties part of the hand)."""


def _legal_first(world: HandAndFootState, seat: int,
                 candidates: Iterable[Action | None]) -> Action | None:
    for action in candidates:
        if action is not None and world.is_legal(seat, action):
            return action
    return None


def _by_rank(cards: Iterable[Card]) -> dict[int, list[Card]]:
    groups: dict[int, list[Card]] = {}
    for card in cards:
        if not is_wild(card):
            groups.setdefault(card.rank, []).append(card)
    return groups


def _open_melds(melds: Iterable[TableMeld], team: int) -> dict[int, TableMeld]:
    """The team's unfinished melds by HF-10 key (one per rank at most)."""
    return {m.key: m for m in melds if m.team == team and not m.closed and not m.black_threes}


def _room_for_wilds(meld: TableMeld, extra: int) -> int:
    """How many wilds may join `meld` along with `extra` naturals (HF-08/09)."""
    if meld.shape.kind is MeldKind.WILD:
        return CANASTA_SIZE - meld.size - extra
    best = 0
    for wilds in range(1, CANASTA_SIZE - meld.size - extra + 1):
        size = meld.size + extra + wilds
        limit = MELD_RULES.set_wild_limit(meld.shape.rank, size)
        if limit is None or meld.wilds + wilds <= limit:
            best = wilds
    return best


def going_out_step(world: HandAndFootState, seat: int) -> Action | None:
    """The next action of a way to go out this turn, found by playing it out on a copy of the
    world: 7s away, naturals and wilds onto open melds, the rest as new melds (black 3s
    last, HF-06), and a final discard. None when the hand cannot be emptied now."""
    if world.phase is not Phase.PLAY or world.going_out_problem(seat) is not None:
        return None
    sim = world.clone()
    team = seat % 2
    first: Action | None = None
    for _ in range(PLAN_STEPS):
        if sim.phase is not Phase.PLAY:
            return first if sim.results and sim.results[-1]["went_out"] == seat else None
        hand = sim.hands[seat]
        action = _going_out_candidate(sim, seat, team, hand)
        if action is None:
            return None
        sim.apply(seat, action)
        first = first or action
    return None


def _going_out_candidate(sim: HandAndFootState, seat: int, team: int,
                         hand: list[Card]) -> Action | None:
    candidates: list[Action] = []
    melds = _open_melds(sim.melds.values(), team)
    groups = _by_rank(hand)
    for key, meld in melds.items():
        if key != WILD_KEY and key in groups:
            fit = groups[key][:CANASTA_SIZE - meld.size]
            candidates.append(AddToMeld(meld.id, tuple(fit)))
    sevens = groups.get(SEVEN, [])
    if sevens and CanastaType.SEVENS in sim.canasta_types(team):
        candidates.append(Garbage(tuple(sevens)))
    wilds = [c for c in hand if is_wild(c)]
    for meld in melds.values():
        room = _room_for_wilds(meld, 0)
        if wilds and room:
            candidates.append(AddToMeld(meld.id, tuple(wilds[:room])))
    action = _legal_first(sim, seat, candidates)
    if action is not None:
        return action
    # The rest as new melds in one breath, black 3s included.
    blocked = {key for key in melds if key != WILD_KEY}
    rest = [c for c in hand if c.rank != THREE and (is_wild(c) or c.rank not in blocked)]
    plan = FINDER.best_plan(rest)
    final = [shape.cards for shape in plan.melds]
    blacks = tuple(c for c in hand if is_black_three(c))
    if len(blacks) >= 3:
        final.append(blacks)
    if final:
        action = _legal_first(sim, seat, [Meld(tuple(final))])
        if action is not None:
            return action
    if len(hand) == 1:
        return _legal_first(sim, seat, [Discard(hand[0])])
    return None


class _HandAndFootPlayer(Player[HandAndFootObservation]):
    """What both levels share: dealing, going out, the sevens lock."""

    observation_type = HandAndFootObservation

    def choose(self, observation: HandAndFootObservation, rng: random.Random,
               deadline: float | None = None) -> Action:
        obs = observation
        if obs.phase is Phase.ROUND_OVER:
            return Deal()
        return self.choose_in(obs, obs.sample_world(rng), rng)

    def choose_in(self, obs: HandAndFootObservation, world: HandAndFootState,
                  rng: random.Random) -> Action:
        """The choice, asking `world` (one consistent with `obs`) what the rules allow."""
        if obs.phase is Phase.ROUND_OVER:
            return Deal()
        if obs.phase is Phase.DRAW:
            return self.draw(obs, world, rng)
        out = going_out_step(world, obs.seat)
        if out is not None:
            return out
        action = self.meld(obs, world, rng)
        if action is not None:
            return action
        if all(c.rank == SEVEN for c in obs.hand) and world.is_legal(obs.seat, SevensLock()):
            return SevensLock()
        return self.discard(obs, world, rng)

    @abstractmethod
    def draw(self, obs: HandAndFootObservation, world: HandAndFootState,
             rng: random.Random) -> Action:
        """Two stock cards or the pile."""

    @abstractmethod
    def meld(self, obs: HandAndFootObservation, world: HandAndFootState,
             rng: random.Random) -> Action | None:
        """The next meld-phase action, or None to go on to the discard."""

    @abstractmethod
    def discard(self, obs: HandAndFootObservation, world: HandAndFootState,
                rng: random.Random) -> Action:
        """The action that ends the turn."""

    @staticmethod
    def first_meld(obs: HandAndFootObservation, world: HandAndFootState) -> Action | None:
        groups = first_meld_groups(obs.hand, obs.minimum(obs.team), set())
        return _legal_first(world, obs.seat, [Meld(groups)] if groups else [])

    @staticmethod
    def safe_fallback(obs: HandAndFootObservation, world: HandAndFootState,
                      order: Sequence[Card]) -> Action:
        for card in order:
            if world.is_legal(obs.seat, Discard(card)):
                return Discard(card)
        legal = world.legal_actions(obs.seat)
        return legal[0]


class EasyHandAndFootPlayer(_HandAndFootPlayer):
    """Plausible but weak: mostly draws from the stock, lays down what it has in threes,
    adds naturals to its team's melds, and discards at random (never a wild)."""

    level = "easy"
    PILE_CHANCE = 0.1
    """How often it takes the discard pile when it may (it never weighs what the pile holds)."""

    def draw(self, obs: HandAndFootObservation, world: HandAndFootState,
             rng: random.Random) -> Action:
        if rng.random() < self.PILE_CHANCE:
            takes = [a for a in world.legal_actions(obs.seat) if isinstance(a, TakePile)]
            if takes:
                return rng.choice(takes)
        return DrawStock()

    def meld(self, obs: HandAndFootObservation, world: HandAndFootState,
             rng: random.Random) -> Action | None:
        if not obs.has_melded(obs.team):
            return self.first_meld(obs, world)
        groups = _by_rank(obs.hand)
        melds = _open_melds(obs.melds, obs.team)
        candidates: list[Action] = []
        for key, meld in melds.items():
            if key in groups:
                candidates.append(AddToMeld(meld.id, tuple(groups[key][:CANASTA_SIZE
                                                                        - meld.size])))
        for rank, cards in groups.items():
            if rank not in melds and rank != THREE and len(cards) >= 3:
                candidates.append(Meld((tuple(cards[:CANASTA_SIZE]),)))
        wilds = [c for c in obs.hand if is_wild(c)]
        if WILD_KEY in melds and wilds:
            candidates.append(AddToMeld(melds[WILD_KEY].id, tuple(wilds[:1])))
        if len(wilds) >= 3 and WILD_KEY not in melds:
            candidates.append(Meld((tuple(wilds[:3]),)))
        if SEVEN in groups:
            candidates.append(Garbage(tuple(groups[SEVEN])))
        return _legal_first(world, obs.seat, candidates)

    def discard(self, obs: HandAndFootObservation, world: HandAndFootState,
                rng: random.Random) -> Action:
        plain = [c for c in obs.hand if c.rank != SEVEN and not is_wild(c)]
        rng.shuffle(plain)
        wilds = [c for c in obs.hand if is_wild(c)]
        return self.safe_fallback(obs, world, [*plain, *wilds])


class MediumHandAndFootPlayer(_HandAndFootPlayer):
    """A greedy partnership player (see the module docstring)."""

    level = "medium"
    STOCK_DRAW_VALUE = 2.0
    """What two unknown stock cards are worth on the pile-taking scale."""

    # ---------------------------------------------------------------- draw

    def draw(self, obs: HandAndFootObservation, world: HandAndFootState,
             rng: random.Random) -> Action:
        takes = [a for a in world.legal_actions(obs.seat) if isinstance(a, TakePile)]
        if not takes:
            return DrawStock()
        worth = self._pile_worth(obs)
        best = self.best_take(takes)
        if worth <= self.STOCK_DRAW_VALUE or best is None:
            return DrawStock()
        return best

    @staticmethod
    def best_take(takes: Sequence[TakePile]) -> TakePile | None:
        """Onto a meld costs no hand card; a natural pair keeps the wilds for later."""
        if not takes:
            return None
        return min(takes, key=lambda a: (a.meld_id is None,
                                         sum(map(is_wild, a.cards)), -len(a.melds)))

    def _pile_worth(self, obs: HandAndFootObservation) -> float:
        hand_ranks = Counter(c.rank for c in obs.hand if not is_wild(c))
        open_keys = set(_open_melds(obs.melds, obs.team))
        pile_ranks = Counter(c.rank for c in obs.discard if not is_wild(c))
        late = obs.stock_count < 24
        worth = 1.5  # the top card is melded at once
        for card in obs.discard[:-1]:
            if is_wild(card):
                worth += 2.0
            elif card.rank == THREE:
                worth -= 0.5
            elif (card.rank in open_keys or hand_ranks[card.rank] + pile_ranks[card.rank] >= 3):
                worth += 1.0
            else:
                worth -= 0.8 if late else 0.2
        return worth

    # ---------------------------------------------------------------- meld

    def meld(self, obs: HandAndFootObservation, world: HandAndFootState,
             rng: random.Random) -> Action | None:
        if not obs.has_melded(obs.team):
            # As few wilds as the minimum allows (HF-13): the rest build the wild canasta.
            natural = [c for c in obs.hand if not is_wild(c)]
            wilds = sorted((c for c in obs.hand if is_wild(c)), key=card_value)
            for extra in range(len(wilds) + 1):
                groups = first_meld_groups([*natural, *wilds[:extra]], obs.minimum(obs.team),
                                           set())
                action = _legal_first(world, obs.seat, [Meld(groups)] if groups else [])
                if action is not None:
                    return action
            return None
        candidates = [a for a in self._build_candidates(obs) if self._keeps_a_discard(obs, a)]
        return _legal_first(world, obs.seat, candidates)

    @staticmethod
    def _keeps_a_discard(obs: HandAndFootObservation, action: Action) -> bool:
        """Never meld away the last card other than a 7: a hand of 7s alone ends the round
        in the sevens lock without the going-out bonus (HF-20). Closing a canasta while the
        foot waits is fine: the foot comes."""
        if isinstance(action, Meld):
            leaving = {c for group in action.melds for c in group}
            closes = any(len(group) >= CANASTA_SIZE for group in action.melds)
        elif isinstance(action, (AddToMeld, Garbage)):
            leaving = set(action.cards)
            meld = next((m for m in obs.melds if isinstance(action, AddToMeld)
                         and m.id == action.meld_id), None)
            closes = meld is not None and meld.size + len(action.cards) >= CANASTA_SIZE
        else:
            return True
        if closes and not obs.foot_picked[obs.seat]:
            return True
        return any(c.rank != SEVEN for c in obs.hand if c not in leaving)

    def _build_candidates(self, obs: HandAndFootObservation) -> list[Action]:
        team = obs.team
        hand = obs.hand
        types = obs.canasta_types(team)
        melds = _open_melds(obs.melds, team)
        groups = _by_rank(hand)
        wilds = [c for c in hand if is_wild(c)]
        foot_waiting = not obs.foot_picked[obs.seat]
        # HF-17: only who closes a canasta picks up a foot. With ours in hand and the
        # partner's still waiting, the team's melds stop one card short for the partner.
        for_partner = not foot_waiting and not obs.foot_picked[obs.partner]
        full = CANASTA_SIZE - 1 if for_partner else CANASTA_SIZE
        candidates: list[Action] = []
        # Wilds are worth most in wild canastas (1000 for seven); a wild spent elsewhere
        # turns a natural canasta (500) into a mixed one (300). So they go to a mixed meld
        # only for the one mixed canasta going out needs, or to bring this player's foot.
        need_mixed = CanastaType.MIXED not in types

        def may_spend_wilds(meld: TableMeld, use: int) -> bool:
            if foot_waiting and use == 1:
                return True
            return need_mixed and (meld.wilds > 0 or CanastaType.NATURAL in types)

        # Close a canasta (the foot comes with it while it waits, HF-17).
        for key, meld in sorted(melds.items(), key=lambda item: -item[1].size):
            if for_partner:
                break
            naturals = groups.get(key, []) if key != WILD_KEY else []
            need = CANASTA_SIZE - meld.size
            if key == WILD_KEY:
                if len(wilds) >= need:
                    candidates.append(AddToMeld(meld.id, tuple(wilds[:need])))
            elif len(naturals) >= need:
                candidates.append(AddToMeld(meld.id, tuple(naturals[:need])))
            elif wilds:
                use = need - len(naturals)
                room = _room_for_wilds(meld, len(naturals))
                if room >= use and len(wilds) >= use and may_spend_wilds(meld, use):
                    candidates.append(AddToMeld(meld.id, (*naturals, *wilds[:use])))
        # Naturals onto the team's open melds (the partner's included: they are the team's).
        for key, meld in melds.items():
            if key in groups and key != WILD_KEY and full > meld.size:
                candidates.append(AddToMeld(meld.id, tuple(groups[key][:full - meld.size])))
        # New melds of three or more naturals; 7s first (they cannot be discarded).
        for rank in sorted(groups, key=lambda r: (r != SEVEN, -len(groups[r]))):
            cards = groups[rank]
            if rank not in melds and rank != THREE and len(cards) >= 3:
                candidates.append(Meld((tuple(cards[:full]),)))
        # The other wilds build the wild meld.
        if wilds:
            if WILD_KEY in melds:
                room = full - melds[WILD_KEY].size
                if room > 0:
                    candidates.append(AddToMeld(melds[WILD_KEY].id, tuple(wilds[:room])))
            elif len(wilds) >= 3:
                candidates.append(Meld((tuple(wilds[:full]),)))
            elif need_mixed and not any(m.wilds for m in melds.values()):
                # Start the mixed meld going out needs.
                for rank, cards in groups.items():
                    if rank not in melds and rank not in (THREE, SEVEN) and len(cards) == 2:
                        candidates.append(Meld(((*cards, wilds[0]),)))
        # Surplus 7s onto the garbage pile once the team has its sevens canasta.
        sevens = groups.get(SEVEN, [])
        if sevens and CanastaType.SEVENS in types and SEVEN not in melds and len(sevens) < 3:
            candidates.append(Garbage(tuple(sevens)))
        return candidates

    # ---------------------------------------------------------------- discard

    def discard(self, obs: HandAndFootObservation, world: HandAndFootState,
                rng: random.Random) -> Action:
        return self.safe_fallback(obs, world, self.discard_ranking(obs))

    WILD_GUARD_PRIZE = 150
    """Points the pile must hold for a wild to be worth spending to guard it (HF-16: a wild
    on top stops the next player taking it; a wild is about a seventh of a 1000-point wild
    canasta)."""

    @staticmethod
    def pile_prize(obs: HandAndFootObservation) -> int:
        """What the discard pile would bring whoever takes it: its cards' values, 3s aside
        (black 3s only block, red 3s are placed and replaced)."""
        return sum(card_value(c) for c in obs.discard if c.rank != THREE)

    def discard_ranking(self, obs: HandAndFootObservation) -> list[Card]:
        """The cards this player would discard, best first (7s never: HF-15)."""
        hand = obs.hand
        counts = Counter(c.rank for c in hand if not is_wild(c))
        own_open = set(_open_melds(obs.melds, obs.team))
        opponents = 1 - obs.team
        opp_open = {m.key for m in _open_melds(obs.melds, opponents).values()}
        next_seat = (obs.seat + 1) % 4
        next_known = Counter(c.rank for c in obs.known[next_seat] if not is_wild(c))
        prize = self.pile_prize(obs)
        pile_weight = 1 + prize / 50
        guard_with_wilds = prize >= self.WILD_GUARD_PRIZE
        choices = [c for c in hand if c.rank != SEVEN]
        # Never hand the opponents a card their unfinished melds take, when avoidable; a wild
        # keeps the pile from them too, but only a pile worth a wild is guarded with one.
        safe = [c for c in choices if (guard_with_wilds if is_wild(c) else c.rank not in opp_open)]
        pool = safe or choices
        scored = []
        for card in pool:
            if is_wild(card):
                keep = 100.0 + (0.0 if guard_with_wilds else 100.0)  # a seventh of 1000
            elif is_black_three(card):
                keep = -20.0  # it blocks the pile for the next player (HF-16)
            else:
                n = counts[card.rank]
                keep = {1: 0.0, 2: 8.0}.get(n, 14.0)
                if card.rank in own_open:
                    keep += 15.0
                if next_known[card.rank] >= 2:
                    keep += min(50.0, 10.0 * pile_weight)
                if card.rank in opp_open:
                    keep += min(80.0, 30.0 * pile_weight)
            keep -= card_value(card) / 10
            scored.append((keep, card.uid, card))
        scored.sort(key=lambda item: (item[0], item[1]))
        return [card for _, _, card in scored]


HF_FEATURES = ("score", "score_late", "natural", "mixed", "wild", "sevens", "canastas",
               "feet", "hand", "open_progress", "near", "wilds_held", "sevens_toward",
               "ready", "moves")
"""What the judge reads of one team: its round score if the round ended now (hundreds of
points, HF-21..25), the same weighted by how little stock is left, which canasta types it has
closed and how many canastas, how many partners picked up their foot, the cards in both hands
(tens), how far its open melds have grown past three cards and how many are two short of a
canasta or closer, the wilds it holds, the 7s it holds or has open while the sevens canasta is
still to make, whether it has every type going out needs (HF-18), and whether it moves next."""

FULL_STOCK = 103
"""The stock after the deal (HF-03): how much of the round is left."""


def hf_team_features(world: HandAndFootState) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """Both teams' features `HF_FEATURES` in `world`."""
    scores = score_round(world.positions(None), STOCK_EXHAUSTED).team_scores
    late = max(0.0, 1.0 - len(world.stock) / FULL_STOCK)
    current_team = world.current % 2
    teams = []
    for team in (0, 1):
        kinds = set()
        canastas = 0
        progress = near = 0
        sevens_open = 0
        for meld in world.melds.values():
            if meld.team != team or meld.black_threes:
                continue
            kind = meld.canasta
            if kind is not None:
                kinds.add(kind)
                canastas += 1
                continue
            progress += max(0, meld.size - 3)
            near += meld.size >= 5
            if meld.key == SEVEN:
                sevens_open = meld.size
        hands = (world.hands[team], world.hands[team + 2])
        held = sum(len(h) for h in hands)
        wilds = sum(1 for h in hands for c in h if is_wild(c))
        toward = 0.0
        if CanastaType.SEVENS not in kinds:
            toward = float(sevens_open + sum(1 for h in hands for c in h if c.rank == SEVEN))
        score = scores[team] / 100.0
        teams.append((
            score, score * late,
            float(CanastaType.NATURAL in kinds), float(CanastaType.MIXED in kinds),
            float(CanastaType.WILD in kinds), float(CanastaType.SEVENS in kinds),
            float(canastas), float(world.foot_picked[team] + world.foot_picked[team + 2]),
            held / 10.0, float(progress), float(near), float(wilds), toward,
            float(len(kinds) == 4), float(current_team == team)))
    return teams[0], teams[1]


def hf_features(world: HandAndFootState, team: int) -> tuple[float, ...]:
    """One team's features `HF_FEATURES` in `world`."""
    return hf_team_features(world)[team]


HF_JUDGE = LinearJudge(HF_FEATURES, (
    0.06146, 0.123, -0.2012, 0.0269, -0.00135, 1.113, -0.3046, -0.8656, 0.5395, 0.1331,
    -0.05501, -0.0395, 0.3645, -0.07938, 0.08461
))
"""Fitted by `tests/benchmarks/fit_judges.py --game bain_hand_and_foot --rounds 1500`
(70,874 positions; held-out log-loss 0.491 against 0.693 for even chances)."""


class HandAndFootSearch:
    """Hand and Foot for the search: the draw medium chose against the other way to draw, and
    its best few discards; medium play in the playouts (it asks the playout's own world what
    the rules allow); a team is judged by what it would score if the round ended now (HF-21:
    canastas, melded cards, red 3s, minus both partners' hands and unpicked feet), so the
    partner's canastas and foot count as ours."""

    DISCARD_CANDIDATES = 3
    confidence = 1.0
    """Standard errors by which another candidate must beat medium's choice. Judged by the
    score as if the round ended, overriding at 1.0 lost rounds (43 % of 60 against medium,
    48 % at 2.0); judged as a chance of winning the round, 1.0 did best (58 % of 100, against
    53 % at 2.0 and 52 % at 0.5; 0.2 s a move, 4 players)."""

    DRAW_HORIZON = 4
    PLAY_HORIZON = 4
    """Once round the table: both opponents' turns and the partner's (judged at the end of
    the own turn, or after the next player's, hard won 45 % of 100 rounds, against 58 %)."""

    def __init__(self) -> None:
        self.medium = MediumHandAndFootPlayer()
        self.horizon = self.PLAY_HORIZON

    def candidates(self, obs: HandAndFootObservation, rng: random.Random) -> list[Action]:
        self.horizon = self.DRAW_HORIZON if obs.phase is Phase.DRAW else self.PLAY_HORIZON
        if obs.phase is Phase.ROUND_OVER:
            return [Deal()]
        world = obs.sample_world(rng)
        first = self.medium.choose_in(obs, world, rng)
        if obs.phase is Phase.DRAW:
            if isinstance(first, TakePile):
                return [first, DrawStock()]
            takes = [a for a in world.legal_actions(obs.seat) if isinstance(a, TakePile)]
            best = self.medium.best_take(takes)
            return [first] if best is None else [first, best]
        if not isinstance(first, Discard):
            return [first]
        legal = [Discard(c) for c in self.medium.discard_ranking(obs)
                 if world.is_legal(obs.seat, Discard(c))]
        return distinct([first, *legal], self.DISCARD_CANDIDATES)

    def remember(self, on: bool) -> None:
        """Nothing is kept between playouts here."""

    def policy(self, world: World, seat: int, rng: random.Random) -> Action:
        assert isinstance(world, HandAndFootState)
        return self.medium.choose_in(world.observation(seat), world, rng)

    def evaluate(self, world: World, seat: int, round_ended: bool) -> float:
        """The team's chance of winning the round (the higher team score), less an even
        share: the result when the round is over, else the fitted judge's (`HF_JUDGE`)."""
        assert isinstance(world, HandAndFootState)
        team = seat % 2
        if round_ended:
            scores = world.results[-1]["team_scores"]
            mine, theirs = scores[team], scores[1 - team]
            return 0.0 if mine == theirs else 0.5 if mine > theirs else -0.5
        first, second = hf_team_features(world)
        ahead = logistic(HF_JUDGE.utility(first) - HF_JUDGE.utility(second)) - 0.5
        return ahead if team == 0 else -ahead  # exactly opposite: one side's loss


class HardHandAndFootPlayer(SearchPlayer[HandAndFootObservation]):
    """Search for the team: compares the draws and the medium player's best few discards over
    many deals of the unseen cards, each played once round the table."""

    observation_type = HandAndFootObservation

    def make_game(self) -> HandAndFootSearch:
        return HandAndFootSearch()
