"""A meld lying on the table in the rummy games where melds belong to one player."""

from __future__ import annotations

from dataclasses import dataclass

from ..cards.melds import MeldShape


@dataclass(slots=True)
class TableMeld:
    id: int
    owner: int
    shape: MeldShape

    @property
    def zone(self) -> str:
        return f"meld/{self.id}"
