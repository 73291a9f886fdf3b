"""Bain Hand and Foot house options (rules/bain_hand_and_foot.md), defaults as decided."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..base import ConfigError
from ..outcome import check_target

DEFAULT_TARGET = 20_000

PLAYERS = 4
TEAMS = 2


class Red3Rule(StrEnum):
    """HF-18: which red 3s must be on the table before a team may go out."""

    ALL = "all"
    """Decision (literal reading): all eight red 3s, on either team's side."""
    OWN_TEAM = "own_team"
    """House option: none left in the going-out team's hands or unpicked feet."""


@dataclass(frozen=True, slots=True)
class HandAndFootConfig:
    target: int = DEFAULT_TARGET
    """HF-26: the game ends when a team reaches this total."""
    garbage_any_card: bool = False
    """HF-12 house option: the garbage pile takes any card, not only 7s."""
    red3_rule: Red3Rule = Red3Rule.ALL
    """HF-18: `all` (Decision) or the house option `own_team`."""

    def __post_init__(self) -> None:
        check_target(self.target, DEFAULT_TARGET)
        try:
            object.__setattr__(self, "red3_rule", Red3Rule(self.red3_rule))
        except ValueError:
            allowed = ", ".join(r.value for r in Red3Rule)
            raise ConfigError(f"red3_rule must be one of {allowed}, not {self.red3_rule!r}") \
                from None
        if not isinstance(self.garbage_any_card, bool):
            raise ConfigError("garbage_any_card must be true or false")

    @property
    def players(self) -> int:
        return PLAYERS

    @property
    def teams(self) -> int:
        return TEAMS
