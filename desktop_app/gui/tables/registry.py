"""Which table module shows which game: names of the table classes, imported when a table is
made (`games.info.load_ref`, as the game and computer-player registries do)."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

from ...games.info import load_ref

if TYPE_CHECKING:  # the start screen asks has_table() and must not load the tables' base
    from .base import GameTable

_HERE = __name__.rpartition(".")[0]

TABLES: Mapping[str, str] = MappingProxyType({
    "banakil": f"{_HERE}.banakil:BanakilTable",
    "cap_it_rummy": f"{_HERE}.cap_it_rummy:CapItRummyTable",
    "bain_hand_and_foot": f"{_HERE}.bain_hand_and_foot:HandAndFootTable",
    "banapples": f"{_HERE}.banapples:BanapplesTable",
})


def table_for(game_id: str) -> type[GameTable]:
    if game_id not in TABLES:
        raise KeyError(f"no table for game {game_id!r}")
    from .base import GameTable

    table = load_ref(TABLES[game_id])
    if not (isinstance(table, type) and issubclass(table, GameTable)):
        raise TypeError(f"{TABLES[game_id]} is not a GameTable")
    return table


def has_table(game_id: str) -> bool:
    """Whether the game can be played at a table here; imports nothing."""
    return game_id in TABLES
