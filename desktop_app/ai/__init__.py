"""Computer players (pure Python, no Qt): they see only observations."""

from .base import Player, fallback_action
from .registry import levels, make_player

__all__ = ["Player", "fallback_action", "levels", "make_player"]
