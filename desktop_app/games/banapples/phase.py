"""The phases of a Banapples round: no turns, everyone plays at once (BA-09)."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    PLAY = "play"
    ROUND_OVER = "round_over"
    GAME_OVER = "game_over"
