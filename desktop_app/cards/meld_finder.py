"""The meld finder: the best ways to lay a hand down under one game's meld law.

Both the computer players and the "hint" button ask it. The search walks the natural faces of
the hand in (suit, rank) order; every meld is created at its first natural card in that order,
so each way of splitting the hand is generated exactly once. Identical copies are counted, not
enumerated, and results for a remaining multiset are memoised with their k best completions,
which keeps the worst case (22 cards, 4 wilds) in the low milliseconds.

What a search node costs is kept small, since the node budget bounds their number and not their
cost: the counts are packed into one int (a state's key hashes at once, a child state is one
subtraction), the melds created at a face are worked out once for all states that agree on the
faces those melds read, a completion is a linked list that a node prepends its meld to, and a
node keeps only its k best completions as they come.

Given a contract (contract rummy: "two sets of 3"), the search also tracks which parts are
still unmet, so it returns the best plans among those that lay the whole contract: disjoint
melds meeting every part first, the rest of the hand melded as well as it can be.

When every meld takes any number of wilds (Cap-It), a wild beyond what a meld needs changes
nothing about which naturals can meld, so the search gives each meld only the wilds it needs
(to reach three cards, fill its gaps, or reach a contract part's length) and the spare wilds
join the plan's melds at the end. This keeps big hands with many wilds fast.
"""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from operator import itemgetter
from typing import Any

from .card import ACE, JOKER, TWO, Card, Suit
from .melds import (
    MeldKind,
    MeldRules,
    MeldShape,
    MeldTargets,
    Requirement,
    make_run,
    make_set,
    make_wild,
    validate,
)

CardValue = Callable[[Card], float]
_NOTHING = (float("-inf"), 0)
"""The bound of a state with no completion (its contract cannot be met)."""


@dataclass(frozen=True, slots=True)
class MeldPlan:
    """One way to lay a hand down: the melds, what stays in hand, and the melded value."""

    melds: tuple[MeldShape, ...]
    leftover: tuple[Card, ...]
    value: float
    contract: tuple[int, ...] = ()
    """With a contract: the index in `melds` of the meld meeting each part, in part order."""
    exact: bool = True
    """False when the search stopped at its node budget: the best plan found, maybe not the
    best there is."""

    @property
    def melded_count(self) -> int:
        return sum(len(m.cards) for m in self.melds)


# A meld spec in the search: ("set", rank, natural faces, jokers, twos),
# ("run", suit, natural positions, gap count, extra count, jokers, twos) or ("wild", jokers, twos).
_Spec = tuple[Any, ...]
# A placed meld: its spec and the contract requirement it meets (-1: none).
_Placed = tuple[_Spec, int]
# The melds of a completion, first first, as a linked list (a placed meld, the rest): a node
# prepends its meld to each child result without copying the rest.
_Path = tuple[()] | tuple[_Placed, "_Path"]
_Result = tuple[float, int, _Path]
# The contract parts a meld may meet, each with the unmet parts left (-1, need: none).
_Assignments = list[tuple[int, tuple[int, ...]]]
# A meld option: spec, the naturals it takes (packed counts, see `_Search`), jokers used,
# twos used, value gained, cards used, the contract parts it may meet, naturals placed.
_Option = tuple[_Spec, int, int, int, float, int, _Assignments, int]

_RANKING = itemgetter(0, 1)
"""How results are ranked: value melded, then cards melded."""
_BY_NATURALS = itemgetter(7, 4)
"""How meld options are tried: most naturals placed, then most value."""


NODE_BUDGET = 800
"""Search positions expanded before the finder settles for the best plans found so far (with
a contract, possibly none: the hand is then treated as unable to lay it). The budget always
holds, so a search costs at most this many expansions, each a bounded amount of work (its meld
options and one step per child). Ordinary hands need a few hundred; only hands crowded into one
or two suits with both packs' copies and four wilds, or big hands that cannot lay their
contract, come near it. A count, not a clock, so games replay exactly."""


class MeldFinder:
    """Finds the best meld plans for hands under fixed rules and card values."""

    def __init__(self, rules: MeldRules, value: CardValue,
                 node_budget: int | None = NODE_BUDGET) -> None:
        self.rules = rules
        self.value = value
        self.node_budget = node_budget
        self._joker_value = value(Card(JOKER, None))
        self._two_value = value(Card(TWO, Suit.S))

    # ------------------------------------------------------------------ public

    def best_plans(self, hand: Sequence[Card], limit: int = 3,
                   contract: MeldTargets | None = None) -> list[MeldPlan]:
        """Up to `limit` plans, best first: most value melded, then most cards melded.
        With `contract`, only plans that lay it: none when the hand cannot, or when the node
        budget ran out before the search found one."""
        search = _Search(self, hand, limit, contract)
        plans = [search.materialize(result) for result in search.run()]
        if not plans and contract is None:
            # The budget ran out before the first descent finished: meld nothing.
            plans = [MeldPlan((), tuple(hand), 0.0, exact=False)]
        return plans

    def best_plan(self, hand: Sequence[Card]) -> MeldPlan:
        return self.best_plans(hand, 1)[0]

    def contract_plan(self, hand: Sequence[Card], contract: MeldTargets) -> MeldPlan | None:
        """The best plan that lays `contract`, or None when the hand cannot lay it."""
        plans = self.best_plans(hand, 1, contract)
        return plans[0] if plans else None


def _rank_at(top: list[_Result], limit: int, value: float, count: int) -> int:
    """Where a completion worth (value, count) goes among `top`, the best `limit` so far in
    ranking order (after those ranked as high: the earlier of equals stays first, as a stable
    sort keeps it), or -1 when it is not among the best `limit`. Keeping the best as they come
    spares building and sorting every completion of every child."""
    at = len(top)
    if at >= limit:
        last = top[-1]
        if value < last[0] or (value == last[0] and count <= last[1]):
            return -1
    while at:
        above = top[at - 1]
        if above[0] > value or (above[0] == value and above[1] >= count):
            break
        at -= 1
    return at


class _Search:
    def __init__(self, finder: MeldFinder, hand: Sequence[Card], limit: int,
                 contract: MeldTargets | None = None) -> None:
        self.finder = finder
        self.rules = finder.rules
        self.limit = max(1, limit)
        self.budget = finder.node_budget
        self.expansions = 0
        self.exhausted = False
        self.hand = list(hand)
        rules = self.rules
        self.jokers = [c for c in hand if c.rank == JOKER]
        self.twos = [c for c in hand if c.rank == TWO and rules.twos_wild]
        naturals = [c for c in hand if not rules.is_wild(c)]
        # Without runs or a suit law, suits never matter: search over ranks only.
        self.rank_only = not rules.runs and not rules.set_distinct_suits
        self.faces: list[tuple[Suit | None, int]] = sorted({self._face(c) for c in naturals})
        self.index = {face: i for i, face in enumerate(self.faces)}
        counts = [0] * len(self.faces)
        for card in naturals:
            counts[self.index[self._face(card)]] += 1
        self.start_counts = tuple(counts)
        # The counts of a state packed into one int, a byte a face (more bits only for a hand
        # holding hundreds of copies): a state's key hashes and compares at once, a meld's
        # child state is one subtraction away, and `_decode` is one call.
        self.bits = 8 * max(1, (max(counts, default=0).bit_length() + 7) // 8)
        self.shift = [self.bits * i for i in range(len(counts))]
        self.unit = [1 << s for s in self.shift]
        self.start_packed = sum(n << s for n, s in zip(counts, self.shift, strict=True))
        self.face_value = [finder.value(Card(rank, Suit.S if suit is None else suit))
                           for suit, rank in self.faces]
        self.exact: dict[tuple[Any, ...], list[_Result]] = {}
        self.upper: dict[tuple[Any, ...], tuple[float, int]] = {}
        self.found: list[tuple[float, int]] = []
        self.jv = finder._joker_value
        self.tv = finder._two_value
        parts = contract.parts if contract is not None else ()
        # Distinct requirements and how many of each are still unmet.
        self.requirements: tuple[Requirement, ...] = tuple(sorted(set(parts)))
        self.start_need = tuple(parts.count(r) for r in self.requirements)
        self.contract = contract
        self.spare = self.rules.wilds_unlimited
        self._tables()

    def _tables(self) -> None:
        """Per-face lookups the option generators would otherwise rebuild at every node."""
        rules = self.rules
        faces = self.faces
        count = len(faces)
        full = (1 << self.bits) - 1
        own = [full << s for s in self.shift]  # a face's count in the packed counts
        self.twice = [(full - 1) << s for s in self.shift]
        # Face index by suit and run position (1 is the low Ace; -1: not in hand), the faces
        # of each rank in face order, and which faces may start a set or a run.
        self.at: dict[Suit, list[int]] = {}
        by_rank: dict[int, list[int]] = {}
        self.can_set = [False] * count
        self.can_run = [False] * count
        for i, (suit, rank) in enumerate(faces):
            if suit is not None:
                row = self.at.get(suit)
                if row is None:
                    row = self.at[suit] = [-1] * (JOKER + 2)
                row[rank] = i
                if rank == ACE:
                    row[1] = i
            by_rank.setdefault(rank, []).append(i)
            self.can_set[i] = rules.sets and (rules.set_ranks is None or rank in rules.set_ranks)
            self.can_run[i] = ((rules.runs and rank >= rules.run_low)
                               or (rules.ace_low and rank == ACE))
        # Could a single natural be worth more in another meld than a wild standing for it in
        # a run? Only if it has a set partner (another suit of its rank; a second copy of the
        # face itself means two naturals, and each run simply takes one), or a neighbour of its
        # suit within two ranks comes twice (room for a second run). Per face, as masks of the
        # packed counts: the faces of which one copy does, and the same for two copies, which
        # shows as a set bit above a face's lowest (so `twice` tells a face's own second copy).
        #
        # And the faces whose counts the melds created at each face depend on, as a mask of
        # the packed counts: states that agree on them have the same meld options
        # (`_melds_from`). A set reads its rank's faces; a run walk the faces of its suit above
        # it (faces are in suit, then rank order) and what their serve checks read.
        self.same_rank: list[list[int]] = [[]] * count
        self.serve_mask = [0] * count
        self.relevant = [0] * count
        above = 0
        for i in reversed(range(count)):
            face_suit, rank = faces[i]
            if i + 1 == count or faces[i + 1][0] != face_suit:
                above = 0
            members = self.same_rank[i] = [k for k in by_rank[rank] if k >= i]
            read = own[i]
            if self.can_set[i]:
                for k in members:
                    read |= own[k]
            if self.can_run[i]:
                read |= above
            self.relevant[i] = read
            mask = checked = 0
            if face_suit is not None:
                if self.can_set[i]:
                    for k in by_rank[rank]:
                        if faces[k][0] != face_suit:
                            mask |= own[k]
                            checked |= own[k]
                row = self.at[face_suit]
                for other in (rank - 2, rank - 1, rank + 1, rank + 2):
                    k = row[other] if 0 <= other < len(row) else -1
                    if k >= 0:
                        mask |= self.twice[k]
                        checked |= own[k]
            self.serve_mask[i] = mask
            above |= own[i] | checked
        self.moves: dict[tuple[Any, ...], list[_Option]] = {}
        self.splits: dict[tuple[int, ...], list[tuple[int, int]]] = {}
        self.set_limits: dict[tuple[int, int], int | None] = {}

    def _face(self, card: Card) -> tuple[Suit | None, int]:
        return (None, card.rank) if self.rank_only else (card.suit, card.rank)

    def _decode(self, counts: int) -> Sequence[int]:
        """Packed counts face by face."""
        if self.bits == 8:
            return counts.to_bytes(len(self.faces), "little")
        full = (1 << self.bits) - 1
        return tuple((counts >> s) & full for s in self.shift)

    # The search state: counts of each natural face still to place, wilds still free.
    # Exact results per state are memoised. A subtree that cannot reach the k best plans found so
    # far is cut; what the cut proved (an upper bound on that state's best completion) is kept
    # too, so the next visit of the same state is cut at once or searched with a tighter bound.
    def run(self) -> list[_Result]:
        rem_value = sum(v * n for v, n in zip(self.face_value, self.start_counts, strict=True))
        rem_value += len(self.jokers) * self.jv + len(self.twos) * self.tv
        results, _, _ = self._visit(self.start_packed, len(self.jokers), len(self.twos),
                                    self.start_need, False, 0.0, 0, rem_value, len(self.hand))
        return results

    def _offer(self, value: float, count: int) -> None:
        heap = self.found
        if len(heap) < self.limit:
            heapq.heappush(heap, (value, count))
        elif (value, count) > heap[0]:
            heapq.heapreplace(heap, (value, count))

    def _visit(self, counts: int, jokers: int, twos: int, need: tuple[int, ...],
               melded: bool, cur_value: float, cur_count: int, rem_value: float,
               rem_count: int) -> tuple[list[_Result], bool, tuple[float, int]]:
        """The k best completions of this state, whether they are exact, and an upper bound.
        `counts`: packed; `cur_*`: the plan so far; `rem_*`: what is left to meld at most (the
        cards still free, naturals and wilds); `melded`: the plan so far has a meld (spare
        wilds can join it). `_expand` repeats these first steps inline for its meld children
        (the hot loop)."""
        melded = melded and self.spare
        key = (counts, jokers, twos, need, melded)
        cached = self.exact.get(key)
        if cached is not None:
            if not cached:
                return cached, True, _NOTHING
            for value, size, _ in cached:
                self._offer(cur_value + value, cur_count + size)
            return cached, True, (cached[0][0], cached[0][1])
        upper = self.upper.get(key)
        if upper is None:
            upper = (rem_value, rem_count)
        found = self.found
        if len(found) >= self.limit and (cur_value + upper[0], cur_count + upper[1]) <= found[0]:
            return [], False, upper
        return self._expand(key, counts, jokers, twos, need, melded, cur_value, cur_count,
                            rem_value, rem_count, upper)

    def _expand(self, key: tuple[Any, ...], counts: int, jokers: int, twos: int,
                need: tuple[int, ...], melded: bool, cur_value: float, cur_count: int,
                rem_value: float, rem_count: int,
                upper: tuple[float, int]) -> tuple[list[_Result], bool, tuple[float, int]]:
        """`_visit` for a state neither memoised nor cut: a leaf, or one search node."""
        if not counts:
            # Every natural is placed.
            if any(need):
                self.exact[key] = []  # the contract cannot be completed from here
                return [], True, _NOTHING
            if melded:
                # Spare wilds join the plan's melds (games with unlimited wilds).
                spare = (jokers * self.jv + twos * self.tv, jokers + twos)
                result: list[_Result] = [(spare[0], spare[1], ())]
            else:
                # The wilds left form wild-only melds (Hand and Foot) or runs anchored on a
                # natural 2 (Cap-It), where the rules allow them; otherwise they stay in hand.
                value, count, specs = self._wild_leaf(jokers, twos)
                path: _Path = ()
                for spec in reversed(specs):
                    path = ((spec, -1), path)
                result = [(value, count, path)]
                result.extend(self._wild_runs(jokers, twos))
                result.sort(key=_RANKING, reverse=True)
                del result[self.limit:]
            self.exact[key] = result
            for value, melded_count, _ in result:
                self._offer(cur_value + value, cur_count + melded_count)
            return result, True, (result[0][0], result[0][1])
        # The free cards are the naturals still to place and the free wilds.
        if need and self._cannot_meet(rem_count - jokers - twos, jokers, twos, need):
            self.exact[key] = []
            return [], True, _NOTHING
        if self.budget is not None and self.expansions >= self.budget:
            self.exhausted = True  # settle for the best plans found so far, if any
            return [], False, upper
        self.expansions += 1
        first = ((counts & -counts).bit_length() - 1) // self.bits  # the lowest face left
        candidates: list[_Result] = []
        complete = True
        bound = _NOTHING
        exact = self.exact
        uppers = self.upper
        found = self.found
        limit = self.limit
        child_melded = self.spare  # a child after a meld has one (`melded`)
        for spec, taken, used_j, used_t, gain, size, assignments, _ in self._melds_from(
                first, counts, jokers, twos, need):
            new_counts = counts - taken
            child_jokers = jokers - used_j
            child_twos = twos - used_t
            child_value = cur_value + gain
            child_count = cur_count + size
            for meets, new_need in assignments:
                # `_visit` of the child, inline: most children are memoised or cut at once.
                child_key = (new_counts, child_jokers, child_twos, new_need, child_melded)
                results = exact.get(child_key)
                if results is not None:
                    if results:
                        for value, count, _ in results:
                            # `_offer`, inline; (value, count) compared without a tuple.
                            value += child_value
                            count += child_count
                            if len(found) < limit:
                                heapq.heappush(found, (value, count))
                            else:
                                low = found[0]
                                if value > low[0] or (value == low[0] and count > low[1]):
                                    heapq.heapreplace(found, (value, count))
                        child = (results[0][0], results[0][1])
                    else:
                        child = _NOTHING
                else:
                    child = uppers.get(child_key) or (rem_value - gain, rem_count - size)
                    if len(found) >= limit:
                        # Cut unless the child's bound beats the k-th best plan found so far.
                        low = found[0]
                        value = child_value + child[0]
                        if value < low[0] or (value == low[0]
                                              and child_count + child[1] <= low[1]):
                            complete = False
                            cut_bound = (child[0] + gain, child[1] + size)
                            if cut_bound > bound:
                                bound = cut_bound
                            continue
                    results, done, child = self._expand(
                        child_key, new_counts, child_jokers, child_twos, new_need, child_melded,
                        child_value, child_count, rem_value - gain, rem_count - size, child)
                    complete &= done
                reached = (child[0] + gain, child[1] + size)
                if reached > bound:
                    bound = reached
                link = (spec, meets)
                for value, count, placed in results:
                    value += gain
                    count += size
                    if len(candidates) >= limit:  # the first test of `_rank_at`, inline
                        last = candidates[-1]
                        if value < last[0] or (value == last[0] and count <= last[1]):
                            continue
                    at = _rank_at(candidates, limit, value, count)
                    if at >= 0:
                        candidates.insert(at, (value, count, (link, placed)))
                        del candidates[limit:]
        # The card stays in hand.
        results, done, child = self._visit(counts - self.unit[first], jokers, twos, need, melded,
                                           cur_value, cur_count,
                                           rem_value - self.face_value[first], rem_count - 1)
        complete &= done
        if child > bound:
            bound = child
        for kept in results:
            at = _rank_at(candidates, limit, kept[0], kept[1])
            if at >= 0:
                candidates.insert(at, kept)
                del candidates[limit:]
        if upper < bound:
            bound = upper
        if complete:
            exact[key] = candidates
            uppers.pop(key, None)
        else:
            uppers[key] = bound
        return candidates, complete, bound

    def _wild_leaf(self, jokers: int, twos: int) -> tuple[float, int, tuple[_Spec, ...]]:
        """The best wild-only melds of the wilds left: as many as the rules allow, jokers
        first (they are worth more)."""
        rules = self.rules
        total = jokers + twos
        if not rules.wild_melds or total < 3:
            return (0.0, 0, ())
        size = rules.set_max_size or total
        sizes = [size] * (total // size)
        rest = total % size
        if rest >= 3:
            sizes.append(rest)
        elif rest and not rules.one_open_set_per_rank and sizes:
            # Split the last full meld so that every wild is melded (e.g. 8 = 5 + 3).
            last = sizes.pop() + rest
            sizes.extend((last - 3, 3))
        specs: list[_Spec] = []
        value = 0.0
        for n in sizes:
            j = min(jokers, n)
            t = n - j
            jokers -= j
            twos -= t
            value += j * self.jv + t * self.tv
            specs.append(("wild", j, t))
        return (value, sum(sizes), tuple(specs))

    def _cannot_meet(self, naturals: int, jokers: int, twos: int,
                     need: tuple[int, ...]) -> bool:
        """Too few cards left for the unmet parts, or too few naturals (one per meld)."""
        parts = sum(need)
        if not parts:
            return False
        cards = sum(n * r.length for n, r in zip(need, self.requirements, strict=True))
        return naturals < parts or naturals + jokers + twos < cards

    def _assignments(self, kind: MeldKind, size: int, need: tuple[int, ...]) -> _Assignments:
        """The unmet requirements a meld of `kind` and `size` cards may meet (with the need
        left), or none at all. Meeting one is never worse than leaving it unmet, so "none" is
        offered only when the meld meets no unmet requirement."""
        if not need:
            return [(-1, need)]
        options = []
        for i, requirement in enumerate(self.requirements):
            if need[i] and requirement.kind is kind and size >= requirement.length:
                left = list(need)
                left[i] -= 1
                options.append((i, tuple(left)))
        return options or [(-1, need)]

    def _wild_runs(self, jokers: int, twos: int) -> list[_Result]:
        """Runs of wilds anchored on a 2 in its own position, which counts as natural (Cap-It
        CR-14), e.g. 2H JK(3H) JK(4H)."""
        rules = self.rules
        results: list[_Result] = []
        if (rules.runs and rules.natural_two_in_run and twos and rules.min_naturals <= 1
                and rules.lowest_position <= TWO):
            # The 2 sits at position 2; the wilds fill upward to the Ace, then the low Ace.
            most = ACE - rules.lowest_position
            for j, t in self._wild_splits(jokers, twos - 1, rules.run_max_jokers,
                                          rules.run_max_twos, rules.run_max_wilds, 2, most):
                results.append((j * self.jv + (t + 1) * self.tv, j + t + 1,
                                ((("wild_run", j, t), -1), ())))
        return results

    # ------------------------------------------------------------ meld options

    def _wild_splits(self, jokers: int, twos: int, max_j: int | None, max_t: int | None,
                     max_w: int | None, low: int, high: int) -> list[tuple[int, int]]:
        """(jokers, twos) pairs using between low and high wilds within the limits."""
        top_j = jokers if max_j is None else min(jokers, max_j)
        top_t = twos if max_t is None else min(twos, max_t)
        pairs = []
        for j in range(top_j + 1):
            for t in range(top_t + 1):
                n = j + t
                if low <= n <= high and (max_w is None or n <= max_w):
                    pairs.append((j, t))
        return pairs

    def _melds_from(self, first: int, counts: int, jokers: int, twos: int,
                    need: tuple[int, ...]) -> list[_Option]:
        """Every meld created at face `first`, in the order the search tries them: those that
        meet an unmet part of the contract first, then those that place the most naturals
        (wilds can go anywhere later), so that a good complete plan is found early and its
        value cuts the rest of the search; ties keep the order of generation (sets, then runs
        as the walk finds them). Worked out once for all states that agree on the faces these
        melds depend on (`relevant`)."""
        signature = (first, jokers, twos, need, counts & self.relevant[first])
        moves = self.moves.get(signature)
        if moves is not None:
            return moves
        moves = self.moves[signature] = []
        decoded = self._decode(counts)
        if self.can_set[first]:
            self._sets_from(moves, first, decoded, jokers, twos, need)
        if self.can_run[first]:
            self._runs_from(moves, first, counts, decoded, jokers, twos, need)
        if need:
            moves.sort(key=lambda o: (o[6][0][0] >= 0, o[7], o[4]), reverse=True)
        else:
            moves.sort(key=_BY_NATURALS, reverse=True)
        return moves

    def _spare_splits(self, jokers: int, twos: int, kind: MeldKind, length: int,
                      need: tuple[int, ...], base: int, limit: int) -> list[tuple[int, int]]:
        """Unlimited wilds: (jokers, twos) for just the wilds a meld of `length` cards with
        `base` required wilds needs, to be three long or as long as an unmet contract part
        (at most `limit` wilds). Jokers go first: which wild goes where does not matter."""
        wanted = {base + max(0, 3 - length)}
        for n, requirement in zip(need, self.requirements, strict=True):
            if n and requirement.kind is kind and requirement.length > length:
                wanted.add(base + requirement.length - length)
        splits = []
        for w in sorted(wanted):
            if w <= min(limit, jokers + twos):
                j = min(w, jokers)
                splits.append((j, w - j))
        return splits

    def _set_splits(self, jokers: int, twos: int, low: int, room: int) -> list[tuple[int, int]]:
        """`_wild_splits` under the set limits, worked out once per search and argument."""
        key = (0, jokers, twos, low, room)
        splits = self.splits.get(key)
        if splits is None:
            rules = self.rules
            splits = self.splits[key] = self._wild_splits(
                jokers, twos, rules.set_max_jokers, rules.set_max_twos, rules.set_max_wilds,
                low, room)
        return splits

    def _run_splits(self, jokers: int, twos: int, gaps: int) -> list[tuple[int, int]]:
        """`_wild_splits` under the run limits for a run with `gaps` gaps, once per search."""
        key = (1, jokers, twos, gaps)
        splits = self.splits.get(key)
        if splits is None:
            rules = self.rules
            max_j, max_t, max_w = rules.run_max_jokers, rules.run_max_twos, rules.run_max_wilds
            cap_j = jokers if max_j is None else min(jokers, max_j)
            cap_t = twos if max_t is None else min(twos, max_t)
            cap_w = cap_j + cap_t if max_w is None else min(max_w, cap_j + cap_t)
            splits = self.splits[key] = self._wild_splits(jokers, twos, cap_j, cap_t, cap_w,
                                                          gaps, cap_w)
        return splits

    def _set_wild_limit(self, rank: int, size: int) -> int | None:
        key = (rank, size)
        if key not in self.set_limits:
            self.set_limits[key] = self.rules.set_wild_limit(rank, size)
        return self.set_limits[key]

    def _sets_from(self, options: list[_Option], first: int, counts: Sequence[int],
                   jokers: int, twos: int, need: tuple[int, ...]) -> None:
        rules = self.rules
        faces = self.faces
        face_value = self.face_value
        unit = self.unit
        _suit, rank = faces[first]
        # Other naturals of this rank still to place, from this face on.
        members = [i for i in self.same_rank[first] if counts[i]]
        choices: list[range] = []
        for i in members:
            available = counts[i] - (1 if i == first else 0)
            cap = 1 if rules.set_distinct_suits else available
            if rules.set_distinct_suits and i == first:
                cap = 0
            choices.append(range(min(available, cap) + 1))
        max_size = rules.set_max_size if rules.set_max_size is not None else 99
        for picked in itertools.product(*choices):
            naturals = 1 + sum(picked)
            if naturals > max_size:
                continue
            room = max_size - naturals
            low = max(0, 3 - naturals)
            if naturals < rules.min_naturals:
                continue
            splits = (self._spare_splits(jokers, twos, MeldKind.SET, naturals, need, 0, room)
                      if self.spare else self._set_splits(jokers, twos, low, room))
            if not splits:
                continue
            taken = unit[first]
            set_faces = [faces[first]]
            natural_gain = face_value[first]
            for i, n in zip(members, picked, strict=True):
                if n:
                    taken += unit[i] * n
                    set_faces.extend([faces[i]] * n)
                    natural_gain += face_value[i] * n
            placed = tuple(set_faces)
            no_part = [(-1, need)]
            for j, t in splits:
                limit = self._set_wild_limit(rank, naturals + j + t)
                if limit is not None and j + t > limit:
                    continue
                if rules.one_open_set_per_rank and naturals + j + t < max_size:
                    # HF-10: the rest of this rank can only join this open set later.
                    left = sum(counts[i] * unit[i] for i in members)
                else:
                    left = taken
                gain = natural_gain + (j * self.jv + t * self.tv)
                size = naturals + j + t
                options.append((("set", rank, placed, j, t), left, j, t, gain, size,
                                self._assignments(MeldKind.SET, size, need) if need else no_part,
                                naturals))

    def _runs_from(self, options: list[_Option], first: int, packed: int,
                   counts: Sequence[int], jokers: int, twos: int, need: tuple[int, ...]) -> None:
        rules = self.rules
        suit, rank = self.faces[first]
        if suit is None:  # only a suited natural starts a run
            return
        max_j = rules.run_max_jokers
        max_t = rules.run_max_twos
        max_w = rules.run_max_wilds
        cap_j = jokers if max_j is None else min(jokers, max_j)
        cap_t = twos if max_t is None else min(twos, max_t)
        cap_w = cap_j + cap_t if max_w is None else min(max_w, cap_j + cap_t)
        row = self.at[suit]
        face_value = self.face_value
        unit = self.unit
        twice = self.twice
        serve = self.serve_mask
        # A run so far: its positions, the naturals it takes (packed), what they are worth,
        # the gaps among them. The walk adds naturals in position order, so each run's value
        # is summed in that order.
        starts: list[tuple[tuple[int, ...], int, float, int]] = [
            ((rank,), unit[first], 0.0 + face_value[first], 0)]
        ace = row[ACE]
        if rules.ace_low and rank < ACE and ace >= 0 and counts[ace]:
            # An ace-low run holding naturals above the Ace is created at its lowest other card.
            gap = rank - 2
            if gap <= cap_w:
                starts.append(((1, rank), unit[ace] + unit[first],
                               0.0 + face_value[ace] + face_value[first], gap))
        for start in starts:
            # Walk upward choosing, at each position, a natural (if present) or a gap of wilds.
            stack = [start]
            while stack:
                naturals, taken, natural_gain, gaps = stack.pop()
                if len(naturals) >= rules.min_naturals:
                    if self.spare:
                        span = naturals[-1] - naturals[0] + 1
                        room = (ACE - naturals[-1]) + (naturals[0] - rules.lowest_position)
                        splits = self._spare_splits(jokers, twos, MeldKind.RUN, span, need,
                                                    gaps, gaps + room)
                    else:
                        splits = self._run_splits(jokers, twos, gaps)
                    if splits:
                        self._close_run(options, suit, naturals, taken, natural_gain, gaps,
                                        splits, need)
                top = naturals[-1]
                low_ace = naturals[0] == 1
                for gap in range(0, cap_w - gaps + 1):
                    target = top + 1 + gap
                    if target > ACE or (low_ace and target == ACE):
                        break
                    idx = row[target]
                    if idx >= 0 and counts[idx]:
                        stack.append(((*naturals, target), taken + unit[idx],
                                      natural_gain + face_value[idx], gaps + gap))
                        # A wild stands where we hold the natural only when that natural may
                        # serve elsewhere (`serve`): a set, or another run of its suit
                        # (Q 2(K) A beside 2(Q) K A). Otherwise the wild is better kept for a
                        # real gap.
                        if packed & twice[idx] or not packed & serve[idx]:
                            break

    def _close_run(self, options: list[_Option], suit: Suit, naturals: tuple[int, ...],
                   taken: int, natural_gain: float, gaps: int, splits: list[tuple[int, int]],
                   need: tuple[int, ...]) -> None:
        """The runs of these naturals (each position at most once, so `taken` never asks for
        more copies than the hand holds), one per way of giving them wilds (`splits`)."""
        span = naturals[-1] - naturals[0] + 1
        room = (ACE - naturals[-1]) + (naturals[0] - self.rules.lowest_position)
        length = len(naturals)
        jv = self.jv
        tv = self.tv
        no_part = [(-1, need)]
        for j, t in splits:
            extra = j + t - gaps
            if extra > room or span + extra < 3:
                continue
            gain = natural_gain + j * jv + t * tv
            size = length + j + t
            options.append((("run", suit, naturals, gaps, extra, j, t), taken, j, t, gain, size,
                            self._assignments(MeldKind.RUN, size, need) if need else no_part,
                            length))

    # ------------------------------------------------------------ materialize

    def materialize(self, result: _Result) -> MeldPlan:
        value, _, path = result
        placed: list[_Placed] = []
        while path:
            head, path = path
            placed.append(head)
        specs = [spec for spec, _ in placed]
        pool: dict[tuple[int, Suit | None], list[Card]] = {}
        for card in self.hand:
            suit, rank = self._face(card)
            pool.setdefault((rank, suit), []).append(card)
        jokers = list(self.jokers)
        twos = list(self.twos)

        def take(rank: int, suit: Suit | None) -> Card:
            return pool[(rank, suit)].pop()

        melds = []
        for spec in specs:
            if spec[0] == "set":
                _, rank, faces, j, t = spec
                cards = [take(r, s) for s, r in faces]
                cards += [jokers.pop() for _ in range(j)] + [twos.pop() for _ in range(t)]
                shape = make_set(cards, rank, self.rules)
            elif spec[0] == "wild":
                _, j, t = spec
                cards = [jokers.pop() for _ in range(j)] + [twos.pop() for _ in range(t)]
                shape = make_wild(cards, self.rules)
            elif spec[0] == "wild_run":
                _, j, t = spec
                two = twos.pop()
                wilds = [jokers.pop() for _ in range(j)] + [twos.pop() for _ in range(t)]
                if len(wilds) <= ACE - TWO:
                    shape = make_run([two, *wilds], two.suit, TWO, self.rules)
                else:  # one wild stands for the low Ace
                    shape = make_run([wilds[0], two, *wilds[1:]], two.suit, 1, self.rules)
            else:
                _, suit, naturals, _gaps, extra, j, t = spec
                wilds = [jokers.pop() for _ in range(j)] + [twos.pop() for _ in range(t)]
                shape = self._lay_run(suit, naturals, wilds, extra, take)
            validate(shape, self.rules, new=True)
            melds.append(shape)
        if self.spare and melds and (jokers or twos):
            melds = self._add_spare_wilds(melds, jokers + twos)
            value = float(sum(self.finder.value(c) for m in melds for c in m.cards))
        used = {c.uid for m in melds for c in m.cards}
        leftover = tuple(c for c in self.hand if c.uid not in used)
        contract: tuple[int, ...] = ()
        if self.contract is not None:
            unmatched = [i for i, (_, meets) in enumerate(placed) if meets >= 0]
            order = []
            for part in self.contract.parts:
                index = next(i for i in unmatched
                             if self.requirements[placed[i][1]] == part)
                unmatched.remove(index)
                order.append(index)
            contract = tuple(order)
        return MeldPlan(tuple(melds), leftover, value, contract, exact=not self.exhausted)

    def _add_spare_wilds(self, melds: list[MeldShape], wilds: list[Card]) -> list[MeldShape]:
        """Unlimited wilds: the spare ones join the first set, or else the runs' ends."""
        melds = list(melds)
        for i, shape in enumerate(melds):
            if shape.kind is MeldKind.SET:
                melds[i] = make_set((*shape.cards, *wilds), shape.rank, self.rules)
                return melds
        left = list(wilds)
        for i, shape in enumerate(melds):
            cards, start = list(shape.cards), shape.start
            while left and start + len(cards) - 1 < ACE:
                cards.append(left.pop())
            while left and start > self.rules.lowest_position:
                cards.insert(0, left.pop())
                start -= 1
            assert shape.suit is not None
            melds[i] = make_run(cards, shape.suit, start, self.rules)
        return melds

    def _lay_run(self, suit: Suit, naturals: tuple[int, ...], wilds: list[Card], extra: int,
                 take: Callable[[int, Suit | None], Card]) -> MeldShape:
        lo, hi = naturals[0], naturals[-1]
        above = min(extra, ACE - hi)
        below = extra - above
        start = lo - below
        by_position = {p: take(ACE if p == 1 else p, suit) for p in naturals}
        cards = []
        filler = iter(wilds)
        for position in range(start, hi + above + 1):
            cards.append(by_position[position] if position in by_position else next(filler))
        return make_run(cards, suit, start, self.rules)
