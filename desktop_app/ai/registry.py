"""Which computer players each game has, by level: names of their classes, imported when a
player is made (`games.info.load_ref`, as the game and table registries do)."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from ..games.info import load_ref
from .base import ComputerPlayer

_HERE = __name__.rpartition(".")[0]

PLAYERS: Mapping[str, Mapping[str, str]] = MappingProxyType({
    "banakil": {"easy": f"{_HERE}.banakil:EasyBanakilPlayer",
                "medium": f"{_HERE}.banakil:MediumBanakilPlayer",
                "hard": f"{_HERE}.banakil:HardBanakilPlayer"},
    "cap_it_rummy": {"easy": f"{_HERE}.cap_it_rummy:EasyCapItPlayer",
                     "medium": f"{_HERE}.cap_it_rummy:MediumCapItPlayer",
                     "hard": f"{_HERE}.cap_it_rummy:HardCapItPlayer"},
    "bain_hand_and_foot": {"easy": f"{_HERE}.bain_hand_and_foot:EasyHandAndFootPlayer",
                           "medium": f"{_HERE}.bain_hand_and_foot:MediumHandAndFootPlayer",
                           "hard": f"{_HERE}.bain_hand_and_foot:HardHandAndFootPlayer"},
    "banapples": {"easy": f"{_HERE}.banapples:EasyBanapplesPlayer",
                  "medium": f"{_HERE}.banapples:MediumBanapplesPlayer",
                  "hard": f"{_HERE}.banapples:HardBanapplesPlayer"},
})
"""game id -> level -> "module:class", levels from weakest to strongest."""


def levels(game_id: str) -> tuple[str, ...]:
    if game_id not in PLAYERS:
        raise KeyError(f"no computer players for game {game_id!r}")
    return tuple(PLAYERS[game_id])


def make_player(game_id: str, level: str, **options: Any) -> ComputerPlayer:
    """A player of `level`; `options` go to its constructor (e.g. a Banapples player's
    `reaction_time` in seconds)."""
    if game_id not in PLAYERS:
        raise KeyError(f"no computer players for game {game_id!r}")
    by_level = PLAYERS[game_id]
    if level not in by_level:
        raise KeyError(f"{game_id} has no {level!r} player (levels: {', '.join(by_level)})")
    player = load_ref(by_level[level])(**options)
    if not isinstance(player, ComputerPlayer):
        raise TypeError(f"{by_level[level]} made {player!r}, not a computer player")
    return player


def make_computer(game_id: str, level: str, think_time: float | None = None) -> ComputerPlayer:
    """A computer seat at a table: `make_player`, with the think-time preference (seconds a
    move) given to the players that search; the others answer at once and take none."""
    if game_id not in PLAYERS or level not in PLAYERS[game_id]:
        return make_player(game_id, level)  # the same errors as make_player's
    kind = load_ref(PLAYERS[game_id][level])
    if think_time is not None and isinstance(kind, type) and issubclass(kind, ComputerPlayer) \
            and kind.searches:
        return make_player(game_id, level, think_time=think_time)
    return make_player(game_id, level)
