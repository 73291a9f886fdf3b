"""A meld lying on the table in the rummy games where melds belong to one player."""

from __future__ import annotations

from dataclasses import dataclass

from ..cards.melds import MeldShape
from .base import quick_init


@quick_init
@dataclass(frozen=True, slots=True)
class TableMeld:
    """A meld and its owner; immutable, so that clones, observations and sampled worlds share
    it (a lay-off or a swap puts a new one in its place)."""

    id: int
    owner: int
    shape: MeldShape

    @property
    def zone(self) -> str:
        return f"meld/{self.id}"
