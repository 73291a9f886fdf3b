"""Banapples zone ids: `seeds/<seat>`, `tree/<seat>/<slot>`, `canopy/<id>`, `compost/<seat>`,
`draw/<seat>`, and `canopies/<seat>`, a player's canopy area, where a 1 starts a new canopy."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

SEEDS = "seeds"
TREE = "tree"
CANOPY = "canopy"
AREA = "canopies"
COMPOST = "compost"
DRAW = "draw"

_SEAT_KINDS = (SEEDS, COMPOST, DRAW, AREA)


@dataclass(frozen=True, slots=True)
class Zone:
    kind: str
    seat: int
    """The owner (for `canopy/<id>`: -1, a canopy is reached by id)."""
    index: int = -1
    """Tree slot or canopy id."""


@dataclass(frozen=True, slots=True)
class ZoneName:
    """A zone named in a message: each language words it ("tree 2", "the compost"); the
    engine's own text is its id."""

    zone: str

    def describe(self) -> str:
        return self.zone


_SEATS = range(8)
_SEEDS_ZONES = tuple(f"{SEEDS}/{seat}" for seat in _SEATS)
_TREE_ZONES = tuple(tuple(f"{TREE}/{seat}/{slot}" for slot in range(8)) for seat in _SEATS)
_AREA_ZONES = tuple(f"{AREA}/{seat}" for seat in _SEATS)
_COMPOST_ZONES = tuple(f"{COMPOST}/{seat}" for seat in _SEATS)
_DRAW_ZONES = tuple(f"{DRAW}/{seat}" for seat in _SEATS)
_CANOPY_ZONES = tuple(f"{CANOPY}/{canopy_id}" for canopy_id in range(64))
"""Zone ids built once: the engine names them on every move it lists."""


def seeds_zone(seat: int) -> str:
    return _SEEDS_ZONES[seat] if 0 <= seat < 8 else f"{SEEDS}/{seat}"


def tree_zone(seat: int, slot: int) -> str:
    if 0 <= seat < 8 and 0 <= slot < 8:
        return _TREE_ZONES[seat][slot]
    return f"{TREE}/{seat}/{slot}"


def tree_zones(seat: int, slots: int) -> tuple[str, ...]:
    """The zones of `seat`'s first `slots` tree slots."""
    if 0 <= seat < 8 and 0 <= slots <= 8:
        return _TREE_ZONES[seat][:slots]
    return tuple(f"{TREE}/{seat}/{slot}" for slot in range(slots))


def canopy_zone(canopy_id: int) -> str:
    return _CANOPY_ZONES[canopy_id] if 0 <= canopy_id < 64 else f"{CANOPY}/{canopy_id}"


def area_zone(seat: int) -> str:
    return _AREA_ZONES[seat] if 0 <= seat < 8 else f"{AREA}/{seat}"


def compost_zone(seat: int) -> str:
    return _COMPOST_ZONES[seat] if 0 <= seat < 8 else f"{COMPOST}/{seat}"


def draw_zone(seat: int) -> str:
    return _DRAW_ZONES[seat] if 0 <= seat < 8 else f"{DRAW}/{seat}"


def parse_zone(text: str) -> Zone | None:
    """The zone a text names, or None when it names none (numbers are not range-checked)."""
    if not isinstance(text, str):
        return None
    return _parse_zone(text)


@lru_cache(maxsize=512)
def _parse_zone(text: str) -> Zone | None:
    """`parse_zone`, remembered: a table names few zones, and every play names two."""
    parts = text.split("/")
    if not all(part.isdigit() for part in parts[1:]):
        return None
    numbers = [int(part) for part in parts[1:]]
    kind = parts[0]
    if kind in _SEAT_KINDS and len(numbers) == 1:
        return Zone(kind, numbers[0])
    if kind == TREE and len(numbers) == 2:
        return Zone(kind, numbers[0], numbers[1])
    if kind == CANOPY and len(numbers) == 1:
        return Zone(kind, -1, numbers[0])
    return None
