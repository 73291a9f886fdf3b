"""Which computer players each game has, by level."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .base import ComputerPlayer


def _banakil() -> dict[str, Callable[..., ComputerPlayer]]:
    from .banakil import EasyBanakilPlayer, MediumBanakilPlayer

    return {"easy": EasyBanakilPlayer, "medium": MediumBanakilPlayer}


def _bain_hand_and_foot() -> dict[str, Callable[..., ComputerPlayer]]:
    from .bain_hand_and_foot import EasyHandAndFootPlayer, MediumHandAndFootPlayer

    return {"easy": EasyHandAndFootPlayer, "medium": MediumHandAndFootPlayer}


def _cap_it_rummy() -> dict[str, Callable[..., ComputerPlayer]]:
    from .cap_it_rummy import EasyCapItPlayer, MediumCapItPlayer

    return {"easy": EasyCapItPlayer, "medium": MediumCapItPlayer}


def _banapples() -> dict[str, Callable[..., ComputerPlayer]]:
    from .banapples import EasyBanapplesPlayer, HardBanapplesPlayer, MediumBanapplesPlayer

    return {"easy": EasyBanapplesPlayer, "medium": MediumBanapplesPlayer,
            "hard": HardBanapplesPlayer}


_FACTORIES: dict[str, Callable[[], dict[str, Callable[..., ComputerPlayer]]]] = {
    "banakil": _banakil,
    "cap_it_rummy": _cap_it_rummy,
    "bain_hand_and_foot": _bain_hand_and_foot,
    "banapples": _banapples,
}


def levels(game_id: str) -> tuple[str, ...]:
    if game_id not in _FACTORIES:
        raise KeyError(f"no computer players for game {game_id!r}")
    return tuple(_FACTORIES[game_id]())


def make_player(game_id: str, level: str, **options: Any) -> ComputerPlayer:
    """A player of `level`; `options` go to its constructor (e.g. a Banapples player's
    `reaction_time` in seconds)."""
    if game_id not in _FACTORIES:
        raise KeyError(f"no computer players for game {game_id!r}")
    factories = _FACTORIES[game_id]()
    if level not in factories:
        raise KeyError(f"{game_id} has no {level!r} player (levels: {', '.join(factories)})")
    return factories[level](**options)
