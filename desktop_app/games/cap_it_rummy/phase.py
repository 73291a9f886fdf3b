"""The phases of a Cap-It Rummy turn and round."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    DRAW = "draw"
    PLAY = "play"
    ROUND_OVER = "round_over"
    GAME_OVER = "game_over"
