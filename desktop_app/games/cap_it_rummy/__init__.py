"""Cap-It Rummy: contract rummy for 4–6 with the push (rules/cap_it_rummy.md)."""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..rummy import MeldView
    from ..table_meld import TableMeld
    from .actions import (
        Deal,
        Discard,
        DrawStock,
        LayContract,
        LayOff,
        Meld,
        Push,
        SwapWild,
        TakeDiscard,
    )
    from .config import CapItConfig
    from .engine import ENGINE
    from .observation import CapItObservation
    from .phase import Phase
    from .state import CapItState

_WHERE = {
    "ENGINE": ".engine",
    "CapItConfig": ".config",
    "CapItObservation": ".observation",
    "CapItState": ".state",
    "Deal": ".actions",
    "Discard": ".actions",
    "DrawStock": ".actions",
    "LayContract": ".actions",
    "LayOff": ".actions",
    "Meld": ".actions",
    "MeldView": "..rummy",
    "Phase": ".phase",
    "Push": ".actions",
    "SwapWild": ".actions",
    "TableMeld": "..table_meld",
    "TakeDiscard": ".actions",
}
"""Each name this package offers, and the module it comes from: loaded on first use, so that
importing one light module of the game (its contracts, for one) loads no engine."""


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(module, __name__), name)


__all__ = [
    "ENGINE",
    "CapItConfig",
    "CapItObservation",
    "CapItState",
    "Deal",
    "Discard",
    "DrawStock",
    "LayContract",
    "LayOff",
    "Meld",
    "MeldView",
    "Phase",
    "Push",
    "SwapWild",
    "TableMeld",
    "TakeDiscard",
]
