"""Which table module shows which game."""

from __future__ import annotations

from .base import GameTable


def table_for(game_id: str) -> type[GameTable]:
    if game_id == "banakil":
        from .banakil import BanakilTable

        return BanakilTable
    if game_id == "bain_hand_and_foot":
        from .bain_hand_and_foot import HandAndFootTable

        return HandAndFootTable
    if game_id == "cap_it_rummy":
        from .cap_it_rummy import CapItRummyTable

        return CapItRummyTable
    if game_id == "banapples":
        from .banapples import BanapplesTable

        return BanapplesTable
    raise KeyError(f"no table for game {game_id!r}")


def has_table(game_id: str) -> bool:
    try:
        table_for(game_id)
    except KeyError:
        return False
    return True
