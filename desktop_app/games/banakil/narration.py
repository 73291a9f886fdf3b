"""Banakil's game log: its moves are the shared rummy ones (`games.narration`); melds belong
to the seat that laid them, so a lay-off names whose meld it joined."""

from __future__ import annotations

from ..narration import Narrator


def narrator() -> Narrator:
    return Narrator()
