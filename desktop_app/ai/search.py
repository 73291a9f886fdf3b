"""Determinized search shared by the hard players of the turn-based games.

Perfect-information Monte Carlo: the unknown cards are dealt anew, consistently with what the
seat sees (`Observation.sample_world`), many times over; in each such world every candidate
action (the medium player's best few) is applied to a copy and the round is played on for a
few turns by a fast policy, then the position is judged by the game's evaluation from the
searching seat's side (its team's, where there are partners): a fitted chance of winning the
round (`judges`). The same world and the same playout random numbers serve every candidate, so
differences come from the actions, not from luck. The medium player's choice stands unless
another candidate did clearly better over the same worlds (a paired comparison), so a search
starved of time plays no worse than medium; a candidate clearly worse than it after the first
worlds gets no more of them. The search is anytime: it stops at its deadline and answers from
the worlds it finished (sooner when nothing is left that could beat medium's choice).

The search sees only the observation: the worlds it plays in are its own guesses.
"""

from __future__ import annotations

import math
import random
import time
from abc import abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from ..cards.card import Card
from ..games.base import Action, GameState, IllegalAction
from .base import ObsT, Player

World = GameState[Any, Any]
"""A sampled full state of any game (the search only applies actions to it)."""
SeenT = TypeVar("SeenT", contravariant=True)
"""What a search game's candidates read: its observation type."""

DEFAULT_THINK_TIME = 1.0
"""Seconds a hard player thinks about one decision unless told otherwise."""
SAFETY_MARGIN = 0.03
"""Seconds kept in hand before the deadline (a playout in flight still has to finish)."""
MAX_PLAYOUT_ACTIONS = 400
"""A playout longer than this is cut (far beyond any horizon the games here use)."""


class SearchGame(Protocol[SeenT]):
    """What the search needs from one game: candidates, a fast policy, and a judgement."""

    horizon: int
    """How many times the move passes to another seat before a playout is judged."""

    def candidates(self, obs: SeenT, rng: random.Random) -> list[Action]:
        """The actions worth comparing now, best first by the game's own heuristic (the
        first is what the medium player would do). One or none: nothing to search."""

    def policy(self, world: World, seat: int, rng: random.Random) -> Action:
        """The playout policy: what `seat` does in `world` (it may read the whole world, but
        it plays as if it saw only its own seat)."""

    def evaluate(self, world: World, seat: int, round_ended: bool) -> float:
        """How well `seat`'s side stands in `world`; above zero means ahead (the games here:
        its chance of winning the round less an even share). `round_ended`: the round's
        result is in `world.results[-1]`."""

    def remember(self, on: bool) -> None:
        """Let the policy and the judgement remember what they work out while one decision
        is searched (on), or forget all of it, guesses of the hidden cards included (off)."""


@dataclass(slots=True)
class CandidateStats:
    """What the search found for one candidate over the worlds it finished."""

    action: Action
    samples: int = 0
    ahead: float = 0.0
    """Worlds in which the searching side stood ahead after the playout (ties count half)."""
    margin_sum: float = 0.0
    margins: list[float] = field(default_factory=list)
    """The margin in each finished world, in the order the worlds were drawn."""
    refused: bool = False
    """The action was illegal in a sampled world (it is dropped from the comparison)."""
    dropped: bool = False
    """It did clearly worse than the heuristic's choice over the first worlds: the worlds
    after those are not spent on it (it keeps the figures it has)."""

    @property
    def ahead_rate(self) -> float:
        return self.ahead / self.samples if self.samples else 0.0

    @property
    def mean_margin(self) -> float:
        return self.margin_sum / self.samples if self.samples else 0.0


@dataclass(slots=True)
class SearchResult:
    """The chosen action and the statistics behind it (hints quote them)."""

    action: Action
    candidates: list[CandidateStats] = field(default_factory=list)
    """The chosen action first, then the others by mean margin (refused ones last)."""
    worlds: int = 0
    seconds: float = 0.0
    searched: bool = False
    """False when there was nothing to compare (one candidate) or no world finished in time."""

    @property
    def best(self) -> CandidateStats | None:
        return self.candidates[0] if self.searched and self.candidates else None

    @property
    def runner_up(self) -> CandidateStats | None:
        return self.candidates[1] if self.searched and len(self.candidates) > 1 else None


DROP_Z = 1.5
"""Standard errors by which a candidate must trail the heuristic's choice (paired, after
`MIN_WORLDS` worlds) to be dropped: it could hardly come to beat it clearly, and the time goes
to the others."""
CONFIDENCE_Z = 1.0
"""How many standard errors a candidate must beat the heuristic's choice by (paired over the
same worlds) to replace it: with few worlds the heuristic's choice stands."""
MIN_WORLDS = 4


def clearly_better(challenger: CandidateStats, default: CandidateStats,
                   z: float = CONFIDENCE_Z) -> bool:
    """`challenger` did better than `default` in the same worlds, by more than `z` standard
    errors of the paired differences."""
    pairs = list(zip(challenger.margins, default.margins, strict=False))
    if len(pairs) < MIN_WORLDS:
        return False
    diffs = [a - b for a, b in pairs]
    mean = sum(diffs) / len(diffs)
    if mean <= 0:
        return False
    spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1))
    return mean > z * spread / math.sqrt(len(diffs))


def clearly_worse(challenger: CandidateStats, default: CandidateStats,
                  z: float = DROP_Z) -> bool:
    """`challenger` trails `default` in the same worlds by more than `z` standard errors of
    the paired differences, or matched it exactly in every one (the same outcome: nothing to
    learn from more worlds)."""
    pairs = list(zip(challenger.margins, default.margins, strict=False))
    if len(pairs) < MIN_WORLDS:
        return False
    diffs = [a - b for a, b in pairs]
    mean = sum(diffs) / len(diffs)
    spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1))
    if spread == 0.0:
        return mean <= 0
    return mean < -z * spread / math.sqrt(len(diffs))


def playout(game: SearchGame[Any], world: World, seat: int, rng: random.Random,
            deadline: float = float("inf"),
            clock: Callable[[], float] = time.monotonic) -> float | None:
    """Play `world` on with the game's policy for `game.horizon` hand-overs (or to the end of
    the round) and judge it for `seat`; None when the deadline came first."""
    rounds_before = len(getattr(world, "results", ()))
    handovers = 0
    mover = world.to_move()
    for _ in range(MAX_PLAYOUT_ACTIONS):
        if world.is_over or len(getattr(world, "results", ())) > rounds_before:
            return game.evaluate(world, seat, True)
        if mover is None or handovers >= game.horizon:
            break
        if clock() >= deadline:
            return None
        world.apply(mover, game.policy(world, mover, rng))
        now = world.to_move()
        if now != mover:
            handovers += 1
        mover = now
    ended = len(getattr(world, "results", ())) > rounds_before
    return game.evaluate(world, seat, ended)


def search(game: SearchGame[ObsT], obs: ObsT, sample_world: Callable[[random.Random],
                                                                     World],
           seat: int, rng: random.Random, deadline: float, max_worlds: int = 10_000,
           clock: Callable[[], float] = time.monotonic) -> SearchResult:
    """Compare the game's candidates for `seat` in worlds drawn by `sample_world` until
    `deadline` (a `clock()` value) or `max_worlds`; the answer is the best-ranked candidate,
    or the first candidate when nothing could be compared."""
    game.remember(True)
    try:
        return _search(game, obs, sample_world, seat, rng, deadline, max_worlds, clock)
    finally:
        game.remember(False)


def _search(game: SearchGame[ObsT], obs: ObsT, sample_world: Callable[[random.Random], World],
            seat: int, rng: random.Random, deadline: float, max_worlds: int,
            clock: Callable[[], float]) -> SearchResult:
    started = clock()
    candidates = game.candidates(obs, rng)
    if not candidates:
        raise ValueError("the game offered no candidate action")
    stats = [CandidateStats(action) for action in candidates]
    result = SearchResult(candidates[0], stats, 0, 0.0, False)
    if len(candidates) == 1:
        result.seconds = clock() - started
        return result
    limit = deadline - SAFETY_MARGIN
    worlds = 0
    spent = 0.0  # seconds the finished worlds took, for the next one's estimate
    while worlds < max_worlds:
        begun = clock()
        # A world started too late would be cut short and thrown away (only complete worlds
        # count), and its last playout could run past the deadline: stop when the worlds so
        # far say the next one would not finish in time.
        if begun >= limit or (worlds and begun + spent / worlds > limit):
            break
        world = sample_world(rng)
        playout_seed = rng.randrange(2**32)
        finished: list[tuple[CandidateStats, float]] = []
        for entry in stats:
            if entry.refused or entry.dropped:
                continue
            copy = world.clone()
            try:
                copy.apply(seat, entry.action)
            except IllegalAction:
                entry.refused = True  # it depends on a card this guess moved (never ours)
                continue
            margin = playout(game, copy, seat, random.Random(playout_seed), limit, clock)
            if margin is None:
                break
            finished.append((entry, margin))
        else:
            # Only complete worlds count: every candidate saw the same deal.
            for entry, margin in finished:
                entry.samples += 1
                entry.margin_sum += margin
                entry.margins.append(margin)
                entry.ahead += 1.0 if margin > 0 else 0.5 if margin == 0 else 0.0
            worlds += 1
            spent += clock() - begun
            default = stats[0]
            if default.refused:
                continue
            for entry in stats[1:]:
                if not entry.refused and not entry.dropped and clearly_worse(entry, default):
                    entry.dropped = True
            if all(entry.refused or entry.dropped for entry in stats[1:]):
                break  # nothing left that could beat the heuristic's choice
            continue
        break
    live = [s for s in stats if not s.refused and s.samples]
    result.worlds = worlds
    result.seconds = clock() - started
    if live:
        default = stats[0]
        live.sort(key=lambda s: s.mean_margin, reverse=True)
        if not default.refused and default.samples:
            # The heuristic's choice stands unless another beat it clearly.
            # A game whose judgement is rougher asks for more (its `confidence`, in standard
            # errors).
            z = float(getattr(game, "confidence", CONFIDENCE_Z))
            best = next((s for s in live if s is default or clearly_better(s, default, z)),
                        default)
            live.remove(best)
            live.insert(0, best)
        result.candidates = live + [s for s in stats if s not in live]
        result.action = live[0].action
        result.searched = True
    return result


class SearchPlayer(Player[ObsT]):
    """A hard player: asks `search` about each decision, for `think_time` seconds at most and
    never past the deadline its caller gives. Decisions with one candidate cost no search."""

    level = "hard"
    searches = True

    def __init__(self, think_time: float | None = None) -> None:
        value = DEFAULT_THINK_TIME if think_time is None else think_time
        if not (isinstance(value, (int, float)) and value > 0):
            raise ValueError(f"a think time must be positive seconds, not {think_time!r}")
        self.think_time = float(value)
        self.budget = self.think_time  # the table's deadline for a move follows the setting
        self.game = self.make_game()

    @abstractmethod
    def make_game(self) -> SearchGame[ObsT]:
        """The game's candidates, playout policy and evaluation."""

    def choose(self, observation: ObsT, rng: random.Random,
               deadline: float | None = None) -> Action:
        return self.think(observation, rng, deadline).action

    def think(self, observation: ObsT, rng: random.Random,
              deadline: float | None = None, max_worlds: int = 10_000) -> SearchResult:
        """The decision with the statistics behind it; `max_worlds` caps the deals weighed
        (a benchmark's way to measure strength apart from how loaded the machine is)."""
        own = time.monotonic() + self.think_time
        budget = own if deadline is None else min(own, deadline)
        obs = self.own(observation)
        return search(self.game, obs, obs.sample_world, obs.seat, rng, budget, max_worlds)


def distinct(actions: Sequence[Action], limit: int) -> list[Action]:
    """The first `limit` different choices among `actions`: discarding either copy of the same
    card (several packs) is one choice."""
    seen: set[object] = set()
    picked: list[Action] = []
    for action in actions:
        card = getattr(action, "card", None)
        key: object = (type(action), card.face) if isinstance(card, Card) else action
        if key in seen:
            continue
        seen.add(key)
        picked.append(action)
        if len(picked) == limit:
            break
    return picked
