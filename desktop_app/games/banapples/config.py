"""Banapples house options (rules/banapples.md), defaults as the rules decide."""

from __future__ import annotations

from dataclasses import dataclass

from ..base import ConfigError
from ..outcome import check_target

DEFAULT_TARGET = 500

FACE_VALUE = "face_value"
PER_CARD = "per_card:"


@dataclass(frozen=True, slots=True)
class BanapplesConfig:
    players: int = 4
    target: int = DEFAULT_TARGET
    """BA-19: the game ends after the round in which a player reaches this total."""
    strict_compost: bool = False
    """BA-11 option: deal to the compost only when its top card cannot be played."""
    seed_penalty: str = FACE_VALUE
    """BA-17: "face_value" subtracts each seed card's value; "per_card:N" subtracts N a card."""

    def __post_init__(self) -> None:
        if not 2 <= self.players <= 4:
            raise ConfigError(f"Banapples is for 2 to 4 players, not {self.players}")
        check_target(self.target, DEFAULT_TARGET)
        parse_seed_penalty(self.seed_penalty)

    @property
    def teams(self) -> int:
        """Scoring units: every player scores alone."""
        return self.players

    @property
    def penalty_per_card(self) -> int | None:
        """The fixed penalty per seed card, or None when each card costs its face value."""
        return parse_seed_penalty(self.seed_penalty)


def parse_seed_penalty(text: str) -> int | None:
    """BA-17 option: None for "face_value", N for "per_card:N"."""
    if text == FACE_VALUE:
        return None
    if isinstance(text, str) and text.startswith(PER_CARD):
        number = text[len(PER_CARD):]
        if number.isdigit():
            return int(number)
    raise ConfigError(f"seed_penalty must be \"face_value\" or \"per_card:N\" with a whole "
                      f"number N >= 0, not {text!r} (BA-17)")
