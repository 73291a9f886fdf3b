"""Banakil's house options (rules/banakil.md), defaults as the rules decide."""

from __future__ import annotations

from dataclasses import dataclass

from ..base import ConfigError
from ..outcome import check_target

DEFAULT_TARGET = 222


@dataclass(frozen=True, slots=True)
class BanakilConfig:
    players: int = 4
    partnerships: bool = False
    """Four players only: seats 0 and 2 against 1 and 3 (BK intro)."""
    target: int = DEFAULT_TARGET
    """BK-28: the game ends when a player or team reaches this total."""
    sets_any_rank: bool = False
    """BK-11 house option: sets of any rank, not only 3s and Aces."""
    min_naturals: int = 2
    """BK-13 Decision: natural cards a newly laid meld must hold."""
    partnership_sum: bool = False
    """BK-27 house option: each team adds both partners' scores."""

    def __post_init__(self) -> None:
        if not 2 <= self.players <= 4:
            raise ConfigError(f"Banakil is for 2 to 4 players, not {self.players}")
        if self.partnerships and self.players != 4:
            raise ConfigError("Banakil partnerships need exactly 4 players")
        check_target(self.target, DEFAULT_TARGET)
        if not 1 <= self.min_naturals <= 3:
            raise ConfigError(f"min_naturals must be 1, 2 or 3, not {self.min_naturals}")

    @property
    def teams(self) -> int:
        return 2 if self.partnerships else self.players
