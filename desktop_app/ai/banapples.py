"""Banapples computer players: each acts on its own reaction time and reads only its
observation.

The seed pile is the race: a seed card can leave only onto a canopy, onto a tree one higher in
the other fruit, or onto an empty tree slot. So the good players put seed plays first, keep a
way out for the seed card (an empty slot, or a tree top it fits), hurry to canopies others
could take, and deal to the compost when nothing useful is left. `hard` also plans up to
twelve own moves ahead (compost deals and the turn-over included) for a way out for the seed
card, and watches the other players' seed cards: it
blocks them on canopies and avoids handing them a place to play.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from ..games.banapples.actions import Compost, Deal, MoveTree, Play
from ..games.banapples.fruit import FruitCard
from ..games.banapples.moves import destinations
from ..games.banapples.observation import BanapplesObservation
from ..games.banapples.phase import Phase
from ..games.banapples.rules import fits_canopy, fits_tree
from ..games.banapples.zones import (
    AREA,
    CANOPY,
    COMPOST,
    SEEDS,
    TREE,
    compost_zone,
    parse_zone,
    tree_zone,
)
from ..games.base import Action
from .base import RealTimePlayer

REACTION_TIMES = {"easy": 2.5, "medium": 1.2, "hard": 0.6}
"""Default seconds per action by level."""
_IMAGINED_CANOPY = 1_000_000
"""Ids from here on stand for canopies a look-ahead imagines starting."""


def _between_rounds(obs: BanapplesObservation) -> Action | None:
    """Deal when it is this seat's turn to deal; otherwise nothing to do outside a round."""
    if obs.phase is Phase.ROUND_OVER and obs.seat == obs.dealer:
        return Deal(obs.clock)
    return None


class EasyBanapplesPlayer(RealTimePlayer[BanapplesObservation]):
    """Plausible but weak and slow: plays its seed card when it notices it can, otherwise a
    random play or a deal to the compost; moves a tree only when nothing else is left, never
    thinks ahead."""

    observation_type = BanapplesObservation

    level = "easy"
    default_reaction_time = REACTION_TIMES["easy"]
    SEED_ATTENTION = 0.8
    PLAY_WILLINGNESS = 0.5

    def __init__(self, reaction_time: float | None = None, jitter: float = 0.35) -> None:
        super().__init__(reaction_time, jitter)

    def decide(self, observation: BanapplesObservation, rng: random.Random) -> Action | None:
        obs = observation
        if obs.phase is not Phase.PLAY:
            return _between_rounds(obs)
        legal = obs.legal_commands(useful_only=True)
        plays = [c for c in legal if isinstance(c, Play)]
        compost = [c for c in legal if isinstance(c, Compost)]
        seed_plays = [p for p in plays if p.src.startswith(SEEDS)]
        if seed_plays and rng.random() < self.SEED_ATTENTION:
            return rng.choice(seed_plays)
        if plays and (not compost or rng.random() < self.PLAY_WILLINGNESS):
            return rng.choice(plays)
        if compost:
            return compost[0]
        moves = [c for c in legal if isinstance(c, MoveTree)]
        return rng.choice(moves) if moves else None  # only when nothing else is left


@dataclass(frozen=True, slots=True)
class _Canopy:
    """A canopy reduced to what play search needs (satisfies moves.CanopyLike)."""

    id: int
    cards: tuple[FruitCard, ...]


@dataclass(frozen=True, slots=True)
class _Own:
    """One seat's own piles as a plan imagines them (the seed card stays where it is)."""

    trees: tuple[tuple[FruitCard, ...], ...]
    compost: tuple[FruitCard, ...]
    draw: tuple[FruitCard, ...] | None
    """Bottom to top, once known (after a turn-over)."""
    canopies: tuple[_Canopy, ...]


@dataclass(frozen=True, slots=True)
class _Table:
    """What one decision needs to know, computed once."""

    seat: int
    seed: FruitCard | None
    seed_count: int
    trees: tuple[tuple[FruitCard, ...], ...]
    open_slots: int
    canopies: tuple[_Canopy, ...]
    stuck: bool
    """The own draw pile went round once without an own play: neutral plays are welcome."""
    rival_seeds: tuple[FruitCard, ...]
    rival_cards: tuple[FruitCard, ...]
    """Every card another player could play now (seed, compost and tree tops)."""
    seed_free: bool = False
    """The seed card has a way out now."""
    rival_only_canopies: frozenset[int] = frozenset()
    """Canopies whose top is the only place some other player's seed card can go now."""

    @classmethod
    def of(cls, obs: BanapplesObservation) -> _Table:
        me = obs.me
        rival_seeds = []
        rival_cards = []
        for view in obs.layouts:
            if view.seat == obs.seat:
                continue
            if view.seed_top is not None:
                rival_seeds.append(view.seed_top)
                rival_cards.append(view.seed_top)
            if view.compost:
                rival_cards.append(view.compost[-1])
            rival_cards.extend(tree[-1] for tree in view.trees if tree)
        table = cls(obs.seat, me.seed_top, me.seed_count, me.trees, obs.open_slots,
                    tuple(_Canopy(c.id, c.cards[-1:]) for c in obs.canopies),
                    me.dry_turnovers >= 1, tuple(rival_seeds), tuple(rival_cards))
        return replace(table, seed_free=table.seed_has_outlet())

    def with_rival_only_canopies(self, obs: BanapplesObservation) -> _Table:
        """This table, knowing which canopies are some other seed card's only place."""
        only: set[int] = set()
        for view in obs.layouts:
            if view.seat == obs.seat or view.seed_top is None:
                continue
            places = [parse_zone(dst) for dst, _ in destinations(
                view.seat, view.seed_top, view.trees, obs.open_slots, self.canopies, True)]
            if places and all(zone is not None and zone.kind == CANOPY for zone in places):
                only.update(zone.index for zone in places if zone is not None)
        return replace(self, rival_only_canopies=frozenset(only))

    def seed_has_outlet(self, trees: Sequence[Sequence[FruitCard]] | None = None,
                        canopies: Sequence[_Canopy] | None = None) -> bool:
        if self.seed is None:
            return False
        return bool(destinations(self.seat, self.seed, self.trees if trees is None else trees,
                                 self.open_slots, self.canopies if canopies is None else canopies,
                                 True))


class MediumBanapplesPlayer(RealTimePlayer[BanapplesObservation]):
    """A good greedy player: seed plays first, then canopy plays, then whatever frees a way
    out for the seed card; deals to the compost when nothing useful is left, and makes neutral
    plays once its own cards have gone round without a play (to avoid a stalemate)."""

    observation_type = BanapplesObservation

    level = "medium"
    default_reaction_time = REACTION_TIMES["medium"]
    THRESHOLD = 1.0
    """A command must score above dealing to the compost to be chosen."""

    def decide(self, observation: BanapplesObservation, rng: random.Random) -> Action | None:
        obs = observation
        if obs.phase is not Phase.PLAY:
            return _between_rounds(obs)
        legal = obs.legal_commands(useful_only=True)
        if not legal:
            return None
        return self.best_of(legal, self.table_of(obs))

    def table_of(self, obs: BanapplesObservation) -> _Table:
        """What this player's scoring reads of the table."""
        return _Table.of(obs)

    def best_of(self, legal: Sequence[Action], table: _Table) -> Action | None:
        """The best scoring command, or the compost deal when nothing beats it."""
        best: Action | None = None
        best_score = float("-inf")
        for command in legal:
            if isinstance(command, Compost):
                continue
            score = self.score(table, command)
            if score > best_score:
                best, best_score = command, score
        compost = legal[-1] if isinstance(legal[-1], Compost) else None
        if best is not None and (best_score > self.THRESHOLD or compost is None):
            return best
        return compost

    # ---------------------------------------------------------------- scoring

    def score(self, table: _Table, command: Action) -> float:
        if isinstance(command, MoveTree):
            return self.score_tree_move(table, command)
        assert isinstance(command, Play)
        src = parse_zone(command.src)
        dst = parse_zone(command.dst)
        assert src is not None and dst is not None
        to_canopy = dst.kind in (CANOPY, AREA)
        if src.kind == SEEDS:
            if table.seed_count == 1:
                return 1000.0  # the round ends with our bonus
            if to_canopy:
                return 120.0
            return 110.0 if command.onto is not None else 100.0
        score = 0.0
        if to_canopy:
            score = 70.0 if src.kind == COMPOST else 60.0
            score += command.card.value / 20  # the card's points land on a canopy
            if src.kind != COMPOST:
                score += self.tree_freed_bonus(table, src.index)
        elif table.seed is not None and fits_tree(command.card, table.seed):
            score = 90.0  # the seed card can follow onto it
        elif table.stuck:
            score = 20.0 if command.onto is not None else 10.0
        return score + self.race_bonus(table, command, to_canopy)

    def tree_freed_bonus(self, table: _Table, slot: int) -> float:
        """Playing a tree's top away: good when it gives the seed card a way out."""
        tree = table.trees[slot]
        if table.seed is None or table.seed_free:
            return 0.0
        if len(tree) == 1:
            return 15.0  # the slot becomes empty
        if fits_tree(tree[-2], table.seed):
            return 30.0
        return 0.0

    def score_tree_move(self, table: _Table, move: MoveTree) -> float:
        if table.seed is not None and not table.seed_free:
            return 80.0  # an empty slot for the seed card
        return 5.0 if table.stuck else 0.0

    def race_bonus(self, table: _Table, play: Play, to_canopy: bool) -> float:
        """Medium races only in the plain sense: canopy plays rank above tree work."""
        return 0.0


class HardBanapplesPlayer(MediumBanapplesPlayer):
    """Medium's judgement plus: plans up to `PLAN_DEPTH` own moves ahead for a way out for the
    seed card, hurries to canopies other players could use, takes canopy spots other players' seed
    cards need (above all the only one such a card has), and avoids building a canopy up to where
    another player's seed card fits. Its pace is a separate setting (the reaction time)."""

    level = "hard"
    default_reaction_time = REACTION_TIMES["hard"]
    CONTESTED = 8.0
    BLOCK = 15.0
    BLOCK_ONLY = 130.0
    """A canopy play onto the only place another player's seed card has ranks above own
    tree work (the seed pile is the race: 98.7 % of rounds go to the first to empty it)."""
    GIFT = 100.0
    """Building a canopy up to where another player's seed card fits is as good as losing."""
    SEED_GIFT = 15.0
    """Even an own seed play is worth less when it hands another seed card a place."""
    PLAN_DEPTH = 12
    """Own moves a plan to free the seed card may take (plays, tree moves, compost deals).
    Over 4,000 paired rounds against medium: 4 → 55.1 %, 8 → 57.0 %, 12 → 60.1 %
    (with the blocks and the turn-over modelled)."""
    PLAN_NODES = 50000
    """Positions a plan may look at before it gives up (a decision stays quick)."""

    def decide(self, observation: BanapplesObservation, rng: random.Random) -> Action | None:
        obs = observation
        if obs.phase is not Phase.PLAY:
            return super().decide(obs, rng)
        legal = obs.legal_commands(useful_only=True)
        if not legal:
            return None
        table = self.table_of(obs)
        if table.seed is not None and not table.seed_free:
            planned = self.plan_seed_outlet(obs, table, legal)
            if planned is not None:
                return planned
        return self.best_of(legal, table)

    def table_of(self, obs: BanapplesObservation) -> _Table:
        return _Table.of(obs).with_rival_only_canopies(obs)

    def plan_seed_outlet(self, obs: BanapplesObservation, table: _Table,
                         legal: Sequence[Action]) -> Action | None:
        """The first own move of the shortest way found to give the stuck seed card a place
        (the seed pile is the race): plays, tree moves and, once the draw pile's order is
        known (after a turn-over), compost deals; ties go to medium's preference. None when
        no way is found within `PLAN_DEPTH` moves."""
        me = obs.me
        start = _Own(me.trees, me.compost, me.draw, table.canopies)
        firsts = [c for c in legal if not (isinstance(c, Play) and c.src.startswith(SEEDS))]
        firsts.sort(key=lambda c: -1.0 if isinstance(c, Compost) else -self.score(table, c))
        frontier: list[tuple[_Own, Action]] = []
        seen: set[_Own] = {start}
        for command in firsts:
            after = self.own_after(table, start, command)
            if after is None or after in seen:
                continue
            if table.seed_has_outlet(after.trees, after.canopies):
                return command
            seen.add(after)
            frontier.append((after, command))
        for _ in range(self.PLAN_DEPTH - 1):
            following: list[tuple[_Own, Action]] = []
            for position, first in frontier:
                for step in self.own_steps(table, position):
                    after = self.own_after(table, position, step)
                    if after is None or after in seen:
                        continue
                    if table.seed_has_outlet(after.trees, after.canopies):
                        return first
                    if len(seen) >= self.PLAN_NODES:
                        return None
                    seen.add(after)
                    following.append((after, first))
            frontier = following
        return None

    def own_steps(self, table: _Table, position: _Own) -> list[Action]:
        """Own moves from an imagined position: the compost's top played, tree tops onto
        canopies, tree moves, and a compost deal when the draw pile's order is known."""
        steps: list[Action] = []
        if position.compost:
            top = position.compost[-1]
            for dst, onto in destinations(table.seat, top, position.trees, table.open_slots,
                                          position.canopies, True):
                steps.append(Play(compost_zone(table.seat), dst, top, onto))
        steps.extend(self.own_moves(table, position.trees, position.canopies))
        if position.draw is not None and (position.draw or position.compost):
            steps.append(Compost())
        return steps

    def own_after(self, table: _Table, position: _Own, command: Action) -> _Own | None:
        """`position` after an own move (None: what it brings is not known yet)."""
        if isinstance(command, Compost):
            draw = position.draw
            if draw is None:
                return None  # an unknown draw pile
            if not draw:
                if not position.compost:
                    return None
                # the turn-over: the compost, face down, becomes the draw pile unshuffled
                return _Own(position.trees, (), tuple(reversed(position.compost)),
                            position.canopies)
            dealt = tuple(reversed(draw[-3:]))  # the draw pile's top card is dealt first
            return _Own(position.trees, position.compost + dealt, draw[:-3], position.canopies)
        if isinstance(command, Play) and command.src.startswith(COMPOST):
            trees, canopies = self.after(table, position.trees, position.canopies, command)
            return _Own(trees, position.compost[:-1], position.draw, canopies)
        if isinstance(command, (Play, MoveTree)):
            trees, canopies = self.after(table, position.trees, position.canopies, command)
            return _Own(trees, position.compost, position.draw, canopies)
        return None

    def score(self, table: _Table, command: Action) -> float:
        score = super().score(table, command)
        if not isinstance(command, Play):
            return score
        from_seeds = command.src.startswith(SEEDS)
        if not from_seeds and table.seed is not None and score < 90.0 and not table.seed_free:
            score += self.lookahead_bonus(table, command)
        if table.seed_count > 1:
            return score + self.rival_seed_bonus(table, command, score, from_seeds)
        return score

    def rival_seed_bonus(self, table: _Table, play: Play, score: float,
                         from_seeds: bool) -> float:
        """What a play does to other players' seed cards: taking the only canopy one can go
        to ranks it above tree work; an own seed card handed to where another fits costs."""
        dst = parse_zone(play.dst)
        if dst is None or dst.kind not in (CANOPY, AREA):
            return 0.0
        bonus = 0.0
        if dst.kind == CANOPY and dst.index in table.rival_only_canopies:
            bonus = max(score, self.BLOCK_ONLY) - score + (5.0 if from_seeds else 0.0)
        if from_seeds and any(fits_canopy(play.card, card) for card in table.rival_seeds):
            bonus -= self.SEED_GIFT
        return bonus

    def race_bonus(self, table: _Table, play: Play, to_canopy: bool) -> float:
        if not to_canopy:
            return 0.0
        bonus = 0.0
        top = play.onto
        if top is not None:
            if any(fits_canopy(top, card) for card in table.rival_cards):
                bonus += self.CONTESTED
            if any(fits_canopy(top, card) for card in table.rival_seeds):
                bonus += self.BLOCK
        if any(fits_canopy(play.card, card) for card in table.rival_seeds):
            bonus -= self.GIFT
        return bonus

    def lookahead_bonus(self, table: _Table, command: Action) -> float:
        """30 when this own move lets the seed card out next, 12 when one more own move does."""
        trees, canopies = self.after(table, table.trees, table.canopies, command)
        if table.seed_has_outlet(trees, canopies):
            return 30.0
        for follow in self.own_moves(table, trees, canopies):
            trees2, canopies2 = self.after(table, trees, canopies, follow)
            if table.seed_has_outlet(trees2, canopies2):
                return 12.0
        return 0.0

    @staticmethod
    def own_moves(table: _Table, trees: tuple[tuple[FruitCard, ...], ...],
                  canopies: tuple[_Canopy, ...]) -> list[Action]:
        """Tree tops onto canopies and whole-tree merges (the compost is left alone: its next
        card is the same whatever happens to the trees)."""
        found: list[Action] = []
        for slot in range(table.open_slots):
            tree = trees[slot]
            if not tree:
                continue
            for dst, onto in destinations(table.seat, tree[-1], trees, table.open_slots,
                                          canopies, False):
                found.append(Play(tree_zone(table.seat, slot), dst, tree[-1], onto))
            for other in range(table.open_slots):
                target = trees[other]
                if other != slot and target and fits_tree(target[-1], tree[0]):
                    found.append(MoveTree(tree_zone(table.seat, slot),
                                          tree_zone(table.seat, other), tree[0], target[-1]))
        return found

    @staticmethod
    def after(table: _Table, trees: tuple[tuple[FruitCard, ...], ...],
              canopies: tuple[_Canopy, ...],
              command: Action) -> tuple[tuple[tuple[FruitCard, ...], ...], tuple[_Canopy, ...]]:
        """Own trees and canopy tops after `command` (a play or a tree move)."""
        if not isinstance(command, (Play, MoveTree)):
            return trees, canopies
        src = parse_zone(command.src)
        dst = parse_zone(command.dst)
        assert src is not None and dst is not None
        new_trees = list(trees)
        if isinstance(command, MoveTree):
            new_trees[dst.index] = trees[dst.index] + trees[src.index]
            new_trees[src.index] = ()
            return tuple(new_trees), canopies
        if src.kind == TREE:
            new_trees[src.index] = trees[src.index][:-1]
        if dst.kind == TREE:
            new_trees[dst.index] = trees[dst.index] + (command.card,)
            return tuple(new_trees), canopies
        if dst.kind == CANOPY:
            new_canopies = tuple(_Canopy(c.id, (command.card,)) if c.id == dst.index else c
                                 for c in canopies)
        else:
            new_canopies = (*canopies, _Canopy(_IMAGINED_CANOPY + len(canopies), (command.card,)))
        return tuple(new_trees), new_canopies
