"""The meld finder: the best ways to lay a hand down under one game's meld law.

Both the computer players and the "hint" button ask it. The search walks the natural faces of
the hand in (suit, rank) order; every meld is created at its first natural card in that order,
so each way of splitting the hand is generated exactly once. Identical copies are counted, not
enumerated, and results for a remaining multiset are memoised with their k best completions,
which keeps the worst case (22 cards, 4 wilds) in the low milliseconds.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from .card import ACE, JOKER, TWO, Card, Suit
from .melds import MeldRules, MeldShape, make_run, make_set, validate

CardValue = Callable[[Card], float]


@dataclass(frozen=True, slots=True)
class MeldPlan:
    """One way to lay a hand down: the melds, what stays in hand, and the melded value."""

    melds: tuple[MeldShape, ...]
    leftover: tuple[Card, ...]
    value: float

    @property
    def melded_count(self) -> int:
        return sum(len(m.cards) for m in self.melds)


# A meld spec in the search: ("set", rank, natural faces, jokers, twos) or
# ("run", suit, natural positions, gap count, extra count, jokers, twos).
_Spec = tuple
_Result = tuple[float, int, tuple[_Spec, ...]]
# A meld option: spec, counts after it, jokers used, twos used, value gained, cards used.
_Option = tuple[_Spec, tuple[int, ...], int, int, float, int]


class MeldFinder:
    """Finds the best meld plans for hands under fixed rules and card values."""

    def __init__(self, rules: MeldRules, value: CardValue) -> None:
        self.rules = rules
        self.value = value
        self._joker_value = value(Card(JOKER, None))
        self._two_value = value(Card(TWO, Suit.S))

    # ------------------------------------------------------------------ public

    def best_plans(self, hand: Sequence[Card], limit: int = 3) -> list[MeldPlan]:
        """Up to `limit` plans, best first: most value melded, then most cards melded."""
        search = _Search(self, hand, limit)
        return [search.materialize(result) for result in search.run()]

    def best_plan(self, hand: Sequence[Card]) -> MeldPlan:
        return self.best_plans(hand, 1)[0]


class _Search:
    def __init__(self, finder: MeldFinder, hand: Sequence[Card], limit: int) -> None:
        self.finder = finder
        self.rules = finder.rules
        self.limit = max(1, limit)
        self.hand = list(hand)
        rules = self.rules
        self.jokers = [c for c in hand if c.rank == JOKER]
        self.twos = [c for c in hand if c.rank == TWO and rules.twos_wild]
        naturals = [c for c in hand if not rules.is_wild(c)]
        self.faces: list[tuple[int, Suit]] = sorted({(c.suit, c.rank) for c in naturals})
        self.index = {face: i for i, face in enumerate(self.faces)}
        counts = [0] * len(self.faces)
        for card in naturals:
            counts[self.index[(card.suit, card.rank)]] += 1
        self.start_counts = tuple(counts)
        self.face_value = [finder.value(Card(rank, suit)) for suit, rank in self.faces]
        self.exact: dict[tuple, list[_Result]] = {}
        self.upper: dict[tuple, tuple[float, int]] = {}
        self.found: list[tuple[float, int]] = []
        self.jv = finder._joker_value
        self.tv = finder._two_value

    # The search state: counts of each natural face still to place, wilds still free.
    # Exact results per state are memoised. A subtree that cannot reach the k best plans found so
    # far is cut; what the cut proved (an upper bound on that state's best completion) is kept
    # too, so the next visit of the same state is cut at once or searched with a tighter bound.
    def run(self) -> list[_Result]:
        rem_value = sum(v * n for v, n in zip(self.face_value, self.start_counts, strict=True))
        rem_value += len(self.jokers) * self.jv + len(self.twos) * self.tv
        results, _, _ = self._best(self.start_counts, len(self.jokers), len(self.twos),
                                   (0.0, 0), (rem_value, len(self.hand)))
        return results

    def _offer(self, value: float, count: int) -> None:
        heap = self.found
        if len(heap) < self.limit:
            heapq.heappush(heap, (value, count))
        elif (value, count) > heap[0]:
            heapq.heapreplace(heap, (value, count))

    def _best(self, counts: tuple[int, ...], jokers: int, twos: int, cur: tuple[float, int],
              rem: tuple[float, int]) -> tuple[list[_Result], bool, tuple[float, int]]:
        """The k best completions of this state, whether they are exact, and an upper bound."""
        key = (counts, jokers, twos)
        cached = self.exact.get(key)
        if cached is not None:
            for value, melded, _ in cached:
                self._offer(cur[0] + value, cur[1] + melded)
            best = (cached[0][0], cached[0][1])
            return cached, True, best
        upper = self.upper.get(key, rem)
        found = self.found
        if len(found) >= self.limit and (cur[0] + upper[0], cur[1] + upper[1]) <= found[0]:
            return [], False, upper
        first = next((i for i, n in enumerate(counts) if n), -1)
        if first < 0:
            # Every natural is placed; the wilds left stay in hand or form runs on a natural 2.
            result = self._wild_runs(jokers, twos)
            self.exact[key] = result
            for value, melded, _ in result:
                self._offer(cur[0] + value, cur[1] + melded)
            return result, True, (result[0][0], result[0][1])
        candidates: list[_Result] = []
        complete = True
        bound = (float("-inf"), 0)
        options = sorted(self._melds_from(first, counts, jokers, twos),
                         key=lambda option: (option[4], option[5]), reverse=True)
        for spec, new_counts, used_j, used_t, gain, size in options:
            results, done, child = self._best(new_counts, jokers - used_j, twos - used_t,
                                              (cur[0] + gain, cur[1] + size),
                                              (rem[0] - gain, rem[1] - size))
            complete &= done
            bound = max(bound, (child[0] + gain, child[1] + size))
            candidates.extend((value + gain, melded + size, (spec, *specs))
                              for value, melded, specs in results)
        # The card stays in hand.
        rest = list(counts)
        rest[first] -= 1
        results, done, child = self._best(tuple(rest), jokers, twos, cur,
                                          (rem[0] - self.face_value[first], rem[1] - 1))
        complete &= done
        bound = max(bound, child)
        candidates.extend(results)
        if len(candidates) > self.limit:
            candidates = heapq.nlargest(self.limit, candidates, key=lambda r: (r[0], r[1]))
        else:
            candidates.sort(key=lambda r: (r[0], r[1]), reverse=True)
        if complete:
            self.exact[key] = candidates
            self.upper.pop(key, None)
        else:
            self.upper[key] = min(upper, bound)
        return candidates, complete, min(upper, bound)

    def _wild_runs(self, jokers: int, twos: int) -> list[_Result]:
        """Completions once only wilds are left: none, unless a 2 in its own position counts as
        natural (Cap-It CR-14), so that it anchors a run of other wilds, e.g. 2H JK(3H) JK(4H)."""
        results: list[_Result] = [(0.0, 0, ())]
        rules = self.rules
        if (rules.runs and rules.natural_two_in_run and twos and rules.min_naturals <= 1
                and rules.lowest_position <= TWO):
            # The 2 sits at position 2; the wilds fill upward to the Ace, then the low Ace.
            most = ACE - rules.lowest_position
            for j, t in self._wild_splits(jokers, twos - 1, rules.run_max_jokers,
                                          rules.run_max_twos, rules.run_max_wilds, 2, most):
                results.append((j * self.jv + (t + 1) * self.tv, j + t + 1,
                                (("wild_run", j, t),)))
        results.sort(key=lambda r: (r[0], r[1]), reverse=True)
        return results[:self.limit]

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

    def _melds_from(self, first: int, counts: tuple[int, ...], jokers: int,
                    twos: int) -> Iterator[_Option]:
        _suit, rank = self.faces[first]
        rules = self.rules
        if rules.sets and (rules.set_ranks is None or rank in rules.set_ranks):
            yield from self._sets_from(first, counts, jokers, twos)
        if (rules.runs and rank >= rules.run_low) or (rules.ace_low and rank == ACE):
            yield from self._runs_from(first, counts, jokers, twos)

    def _sets_from(self, first: int, counts: tuple[int, ...], jokers: int,
                   twos: int) -> Iterator[_Option]:
        rules = self.rules
        _suit, rank = self.faces[first]
        # Other naturals of this rank still to place, from this face on.
        members = [i for i in range(first, len(self.faces))
                   if self.faces[i][1] == rank and counts[i]]
        options: list[list[int]] = []
        for i in members:
            available = counts[i] - (1 if i == first else 0)
            cap = 1 if rules.set_distinct_suits else available
            if rules.set_distinct_suits and i == first:
                cap = 0
            options.append(list(range(min(available, cap) + 1)))
        max_size = rules.set_max_size if rules.set_max_size is not None else 99

        def choose(k: int, picked: list[int]) -> Iterator[list[int]]:
            if k == len(members):
                yield list(picked)
                return
            for n in options[k]:
                picked.append(n)
                yield from choose(k + 1, picked)
                picked.pop()

        for picked in choose(0, []):
            naturals = 1 + sum(picked)
            if naturals > max_size:
                continue
            room = max_size - naturals
            low = max(0, 3 - naturals)
            if naturals < rules.min_naturals:
                continue
            for j, t in self._wild_splits(jokers, twos, rules.set_max_jokers, rules.set_max_twos,
                                          rules.set_max_wilds, low, room):
                new = list(counts)
                new[first] -= 1
                faces = [self.faces[first]]
                gain = self.face_value[first]
                for i, n in zip(members, picked, strict=True):
                    if n:
                        new[i] -= n
                        faces.extend([self.faces[i]] * n)
                        gain += self.face_value[i] * n
                gain += j * self.jv + t * self.tv
                spec = ("set", rank, tuple(faces), j, t)
                yield spec, tuple(new), j, t, gain, naturals + j + t

    def _runs_from(self, first: int, counts: tuple[int, ...], jokers: int,
                   twos: int) -> Iterator[_Option]:
        rules = self.rules
        suit, rank = self.faces[first]
        max_j = rules.run_max_jokers
        max_t = rules.run_max_twos
        max_w = rules.run_max_wilds
        cap_j = jokers if max_j is None else min(jokers, max_j)
        cap_t = twos if max_t is None else min(twos, max_t)
        cap_w = cap_j + cap_t if max_w is None else min(max_w, cap_j + cap_t)
        low_position = rules.lowest_position
        starts: list[tuple[list[int], int]] = [([rank], 0)]
        ace = self.index.get((suit, ACE))
        if rules.ace_low and rank < ACE and ace is not None and counts[ace]:
            # An ace-low run holding naturals above the Ace is created at its lowest other card.
            gap = rank - 2
            if gap <= cap_w:
                starts.append(([1, rank], gap))
        for naturals0, gaps0 in starts:
            # Walk upward choosing, at each position, a natural (if present) or a gap of wilds.
            stack = [(naturals0, gaps0)]
            while stack:
                naturals, gaps = stack.pop()
                yield from self._close_run(counts, suit, naturals, gaps, jokers, twos,
                                           cap_j, cap_t, cap_w, low_position)
                for gap in range(0, cap_w - gaps + 1):
                    target = naturals[-1] + 1 + gap
                    if target > ACE or (naturals[0] == 1 and target == ACE):
                        break
                    idx = self.index.get((suit, target))
                    # A wild may also stand where we hold the natural: with several packs that
                    # natural can serve another run of its suit (Q 2(K) A + 2(Q) K A).
                    if idx is not None and counts[idx]:
                        stack.append(([*naturals, target], gaps + gap))

    def _close_run(self, counts: tuple[int, ...], suit: Suit, naturals: list[int],
                   gaps: int, jokers: int, twos: int, cap_j: int, cap_t: int, cap_w: int,
                   low_position: int) -> Iterator[_Option]:
        rules = self.rules
        span = naturals[-1] - naturals[0] + 1
        room = (ACE - naturals[-1]) + (naturals[0] - low_position)
        if len(naturals) < rules.min_naturals:
            return
        for j, t in self._wild_splits(jokers, twos, cap_j, cap_t, cap_w, gaps, cap_w):
            extra = j + t - gaps
            if extra > room or span + extra < 3:
                continue
            new = list(counts)
            gain = j * self.jv + t * self.tv
            for position in naturals:
                rank = ACE if position == 1 else position
                idx = self.index[(suit, rank)]
                new[idx] -= 1
                gain += self.face_value[idx]
            if min(new) < 0:
                continue
            spec = ("run", suit, tuple(naturals), gaps, extra, j, t)
            yield spec, tuple(new), j, t, gain, len(naturals) + j + t

    # ------------------------------------------------------------ materialize

    def materialize(self, result: _Result) -> MeldPlan:
        value, _, specs = result
        pool: dict[tuple[int, Suit | None], list[Card]] = {}
        for card in self.hand:
            pool.setdefault((card.rank, card.suit), []).append(card)
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
        used = {c.uid for m in melds for c in m.cards}
        leftover = tuple(c for c in self.hand if c.uid not in used)
        return MeldPlan(tuple(melds), leftover, value)

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
