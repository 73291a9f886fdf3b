"""The animation speed setting, apart from the animations (the start screen needs the one,
not the other)."""

from __future__ import annotations

from enum import StrEnum


class Speed(StrEnum):
    SLOW = "slow"
    NORMAL = "normal"
    FAST = "fast"
    INSTANT = "instant"

    @property
    def factor(self) -> float:
        return {"slow": 1.7, "normal": 1.0, "fast": 0.45, "instant": 0.0}[self.value]
