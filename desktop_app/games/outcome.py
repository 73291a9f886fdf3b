"""Who wins a game played to a target score (BK-28/29, HF-26, BA-19 are the same law)."""

from __future__ import annotations

from collections.abc import Sequence


def decide_winner(totals: Sequence[int], target: int) -> int | None:
    """The highest total once somebody reaches `target`; None while nobody has, or while the
    leaders are exactly tied (then more rounds are played)."""
    best = max(totals)
    if best < target:
        return None
    leaders = [index for index, total in enumerate(totals) if total == best]
    return leaders[0] if len(leaders) == 1 else None
