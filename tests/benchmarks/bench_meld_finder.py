"""The meld finder's worst case: 22-card Banakil hands with 4 wilds (target: under 50 ms).

The search is exact unless it reaches its node budget (meld_finder.NODE_BUDGET); the figures
count the plans cut there.

Run by hand: `python tests/benchmarks/bench_meld_finder.py`. Hands are drawn to be hard:
one or two suits with both copies of most ranks (long, overlapping runs), sets of 3s and
Aces, plus uniformly random hands; every hand holds 2 jokers and 2 twos.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from desktop_app.cards.card import JOKER, TWO, Card, Suit, format_cards
from desktop_app.cards.deck import standard_deck
from desktop_app.cards.meld_finder import MeldFinder
from desktop_app.games.banakil.config import BanakilConfig
from desktop_app.games.banakil.rules import meld_rules, points
from tests.benchmarks._common import report

WILD_HANDS = 400


def hard_hands(rng: random.Random, count: int) -> list[list[Card]]:
    deck = standard_deck(2, 2)
    naturals = [c for c in deck if c.rank not in (TWO, JOKER)]
    jokers = [c for c in deck if c.rank == JOKER]
    twos = [c for c in deck if c.rank == TWO]
    hands = []
    for i in range(count):
        kind = i % 4
        if kind == 0:  # one suit, both copies: the densest runs
            suit = rng.choice(list(Suit))
            pool = [c for c in naturals if c.suit == suit]
        elif kind == 1:  # two suits
            suits = rng.sample(list(Suit), 2)
            pool = [c for c in naturals if c.suit in suits]
        elif kind == 2:  # 3s, Aces and a suit: sets interact with runs
            suit = rng.choice(list(Suit))
            pool = [c for c in naturals if c.suit == suit or c.rank in (3, 14)]
        else:
            pool = naturals
        hands.append(rng.sample(pool, 18) + jokers[:2] + rng.sample(twos, 2))
    return hands


def time_hands(finder: MeldFinder, hands: list[list[Card]], limit: int,
               inexact: list[int] | None = None) -> list[float]:
    times = []
    for hand in hands:
        started = time.perf_counter()
        plans = finder.best_plans(hand, limit)
        times.append((time.perf_counter() - started) * 1000)
        if inexact is not None and not plans[0].exact:
            inexact.append(1)
    return times


def main() -> None:
    rng = random.Random(2026)
    hands = hard_hands(rng, WILD_HANDS)
    figures = {}
    for any_rank in (False, True):
        config = BanakilConfig(sets_any_rank=any_rank)
        finder = MeldFinder(meld_rules(config), points)
        for limit in (1, 3):
            inexact: list[int] = []
            times = time_hands(finder, hands, limit, inexact)
            worst = max(range(len(times)), key=times.__getitem__)
            # Time the worst hand again, several times, to separate it from noise.
            again = time_hands(finder, [hands[worst]] * 5, limit)
            key = f"{'sets_any_rank' if any_rank else 'default'}_top{limit}"
            figures[key] = {
                "hands": len(hands),
                "median_ms": round(statistics.median(times), 3),
                "p95_ms": round(statistics.quantiles(times, n=20)[18], 3),
                "max_ms": round(max(times), 3),
                "worst_hand": format_cards(sorted(hands[worst], key=lambda c: c.uid)),
                "worst_hand_rerun_median_ms": round(statistics.median(again), 3),
                "plans_cut_at_node_budget": len(inexact),
            }
    # Hands as a deal gives them: 22 random cards of which exactly 4 are wild.
    deck = standard_deck(2, 2)
    naturals = [c for c in deck if c.rank not in (TWO, JOKER)]
    wilds = [c for c in deck if c.rank in (TWO, JOKER)]
    dealt = [rng.sample(naturals, 18) + rng.sample(wilds, 4) for _ in range(WILD_HANDS)]
    for any_rank in (False, True):
        finder = MeldFinder(meld_rules(BanakilConfig(sets_any_rank=any_rank)), points)
        inexact = []
        times = time_hands(finder, dealt, 1, inexact)
        figures[f"random_22_cards_4_wilds_{'sets_any_rank' if any_rank else 'default'}"] = {
            "hands": len(dealt),
            "median_ms": round(statistics.median(times), 3),
            "p95_ms": round(statistics.quantiles(times, n=20)[18], 3),
            "max_ms": round(max(times), 3),
            "plans_cut_at_node_budget": len(inexact),
        }
    report("meld_finder", figures)


if __name__ == "__main__":
    main()
