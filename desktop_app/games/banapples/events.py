"""Events only Banapples has (the shared ones are in games/base.py)."""

from __future__ import annotations

from dataclasses import dataclass

from ..base import Event, quick_init
from .fruit import FruitCard


@quick_init
@dataclass(frozen=True, slots=True)
class CardTurned(Event):
    """BA-02/BA-10: the top card of a seed pile was turned face up (everyone sees it)."""

    card: FruitCard
    zone: str


@quick_init
@dataclass(frozen=True, slots=True)
class ThirdTreeUnlocked(Event):
    """BA-12: every player has cycled their draw pile; every third tree slot is open now."""

    slot: int

