"""Who wins a game played to a target score (BK-28/29, HF-26, BA-19 are the same law)."""

from __future__ import annotations

from collections.abc import Sequence

from .base import ConfigError

TARGET_FACTOR = 100
"""A target may be at most this many times the rules' default: a game that no one could finish
in an evening (or in a simulator's lifetime) is refused when it is set up."""


def check_target(target: int, default: int) -> None:
    """Refuse a target below 1 or beyond TARGET_FACTOR times the rules' default."""
    if not 1 <= target <= TARGET_FACTOR * default:
        raise ConfigError(f"the target score must be from 1 to {TARGET_FACTOR * default}, "
                          f"not {target}")


def decide_winner(totals: Sequence[int], target: int) -> int | None:
    """The highest total once somebody reaches `target`; None while nobody has, or while the
    leaders are exactly tied (then more rounds are played)."""
    best = max(totals)
    if best < target:
        return None
    leaders = [index for index, total in enumerate(totals) if total == best]
    return leaders[0] if len(leaders) == 1 else None
