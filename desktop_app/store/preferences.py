"""The player's preferences: one schema for what the Preferences dialog offers and what the app
keeps in its settings file. Pure data (no Qt): the GUI reads and writes the values through
`QSettings` under `KEYS`, and a value this version cannot read falls back to its default, so a
hand-edited or older settings file never stops the app.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields, replace
from typing import Any

LANGUAGES = ("system", "en", "id", "ko")
""""system" follows the desktop's language; the others are the app's translations."""
CARD_SIZES: Mapping[str, float] = {"small": 0.85, "normal": 1.0, "large": 1.15}
SPEEDS = ("slow", "normal", "fast", "instant")
CARD_BACKS = ("back", "back-parang", "back-truntum", "back-ceplok")
"""Batik card backs for the rummy games: kawung, parang, truntum, ceplok."""
FELTS = ("teal", "green", "blue", "burgundy")
COMPUTER_LEVELS = ("easy", "medium", "hard")
"""The default level of a new computer seat; a game without that level takes its nearest."""
PACES = ("relaxed", "normal", "quick")
"""Banapples' pace preset for a new table (the computers' reaction times)."""
THINK_TIME_RANGE = (0.2, 5.0)
"""Seconds a searching computer player may think per move."""

CHOICES: Mapping[str, tuple[str, ...]] = {
    "language": LANGUAGES, "card_size": tuple(CARD_SIZES), "speed": SPEEDS,
    "card_back": CARD_BACKS, "felt": FELTS, "computer_level": COMPUTER_LEVELS,
    "banapples_pace": PACES,
}


@dataclass(frozen=True, slots=True)
class Preferences:
    language: str = "system"
    card_size: str = "normal"
    speed: str = "normal"
    four_colour: bool = False
    high_contrast: bool = False
    card_back: str = "back"
    felt: str = "teal"
    computer_level: str = "medium"
    think_time: float = 1.0
    banapples_pace: str = "relaxed"
    ask_before_abandoning: bool = True

    def __post_init__(self) -> None:
        for name, allowed in CHOICES.items():
            if getattr(self, name) not in allowed:
                raise ValueError(f"{name} must be one of {', '.join(allowed)}, "
                                 f"not {getattr(self, name)!r}")
        low, high = THINK_TIME_RANGE
        if not (math.isfinite(self.think_time) and low <= self.think_time <= high):
            raise ValueError(f"think_time must be from {low} to {high} seconds, "
                             f"not {self.think_time!r}")

    def changed(self, **values: Any) -> Preferences:
        return replace(self, **values)


KEYS: Mapping[str, str] = {
    "language": "general/language",
    "card_size": "view/card_size",
    "speed": "view/speed",
    "four_colour": "view/four_colour",
    "high_contrast": "view/high_contrast",
    "card_back": "view/card_back",
    "felt": "view/felt",
    "computer_level": "players/computer_level",
    "think_time": "players/think_time",
    "banapples_pace": "players/banapples_pace",
    "ask_before_abandoning": "general/ask_before_abandoning",
}
"""Where each preference lives in the settings file (the first three predate this schema)."""

_TRUE = ("true", "1", "yes", "on")
_FALSE = ("false", "0", "no", "off")


def _read(default: object, raw: object) -> object:
    """A settings value as the default's type; raises ValueError for what cannot be read."""
    if isinstance(default, bool):
        if isinstance(raw, bool):
            return raw
        text = str(raw).strip().lower()
        if text in _TRUE or text in _FALSE:
            return text in _TRUE
        raise ValueError(raw)
    if isinstance(default, float):
        value = float(str(raw))
        if not math.isfinite(value):
            raise ValueError(raw)
        return value
    return str(raw)


def load(value_of: Callable[[str], object | None]) -> Preferences:
    """Preferences from a settings store: `value_of(key)` gives the stored value or None.
    Each value that is missing or unreadable keeps its default, on its own."""
    preferences = Preferences()
    for field in fields(Preferences):
        raw = value_of(KEYS[field.name])
        if raw is None:
            continue
        values: dict[str, Any] = {field.name: None}
        try:
            values[field.name] = _read(field.default, raw)
            preferences = replace(preferences, **values)
        except (TypeError, ValueError):
            continue
    return preferences


def items(preferences: Preferences) -> dict[str, object]:
    """Settings key -> value, for writing every preference."""
    return {KEYS[field.name]: getattr(preferences, field.name) for field in fields(Preferences)}


def nearest_level(wanted: str, levels: tuple[str, ...]) -> str:
    """`wanted` if the game has it, else the strongest level below it, else its weakest."""
    if wanted in levels:
        return wanted
    order = COMPUTER_LEVELS.index(wanted) if wanted in COMPUTER_LEVELS else 1
    below = [level for level in levels
             if level in COMPUTER_LEVELS and COMPUTER_LEVELS.index(level) <= order]
    return below[-1] if below else levels[0]
