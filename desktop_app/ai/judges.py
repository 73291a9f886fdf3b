"""Static judgements of a position as a chance of winning the round, for the hard players'
search: a weighted sum of a few features of each side, fitted offline to rounds that medium
players played against each other (`tests/benchmarks/fit_judges.py`).

A search that compares actions by points lets a candidate that wins many points in a few
worlds outweigh one that wins the round more often; the ladder (and a person at the table)
counts rounds. A chance of winning is also what the features can be fitted to: the round's
winner is known at its end, its points margin only there.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class LinearJudge:
    """Weights of named features: a side's utility is their weighted sum."""

    names: tuple[str, ...]
    weights: tuple[float, ...]

    def __post_init__(self) -> None:
        if len(self.names) != len(self.weights):
            raise ValueError("a judge needs one weight per feature")

    def utility(self, features: Sequence[float]) -> float:
        return math.fsum(w * f for w, f in zip(self.weights, features, strict=True))


def share(utilities: Sequence[float], side: int) -> float:
    """`side`'s chance of winning when each side's is proportional to exp(utility) (the
    conditional logit the judges are fitted as)."""
    top = max(utilities)
    weights = [math.exp(u - top) for u in utilities]
    return weights[side] / math.fsum(weights)


def logistic(x: float) -> float:
    """The chance of a two-sided contest whose log-odds are `x`."""
    if x >= 0:
        return 1.0 / (1.0 + math.exp(-x))
    e = math.exp(x)
    return e / (1.0 + e)
