"""Banapples: real-time competitive solitaire for 2–4, no turns (rules/banapples.md)."""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .actions import Compost, Deal, MoveTree, Play
    from .config import BanapplesConfig
    from .engine import ENGINE
    from .events import CardTurned, ThirdTreeUnlocked
    from .observation import BanapplesObservation, CanopyView, PlayerView
    from .phase import Phase
    from .state import BanapplesState, Canopy

_WHERE = {
    "ENGINE": ".engine",
    "BanapplesConfig": ".config",
    "BanapplesObservation": ".observation",
    "BanapplesState": ".state",
    "Canopy": ".state",
    "CanopyView": ".observation",
    "CardTurned": ".events",
    "Compost": ".actions",
    "Deal": ".actions",
    "MoveTree": ".actions",
    "Phase": ".phase",
    "Play": ".actions",
    "PlayerView": ".observation",
    "ThirdTreeUnlocked": ".events",
}
"""Each name this package offers, and the module it comes from: loaded on first use, so that
importing one light module of the game (its fruit cards, for one) loads no engine."""


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(module, __name__), name)


__all__ = [
    "ENGINE",
    "BanapplesConfig",
    "BanapplesObservation",
    "BanapplesState",
    "Canopy",
    "CanopyView",
    "CardTurned",
    "Compost",
    "Deal",
    "MoveTree",
    "Phase",
    "Play",
    "PlayerView",
    "ThirdTreeUnlocked",
]
