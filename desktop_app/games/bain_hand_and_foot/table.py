"""A team meld on the table, shared by the engine, its observations and the players."""

from __future__ import annotations

from dataclasses import dataclass

from ...cards.melds import MeldKind, MeldShape
from .rules import CANASTA_SIZE, WILD_KEY, CanastaType, canasta_type

_WILD_KIND = MeldKind.WILD
"""`MeldKind.WILD` as a module constant (Python 3.11 finds it on its class slowly)."""


@dataclass(slots=True)
class TableMeld:
    id: int
    team: int
    shape: MeldShape
    black_threes: bool = False
    """A meld of black 3s, laid only while going out (HF-06); never a canasta."""

    @property
    def zone(self) -> str:
        return f"meld/{self.id}"

    @property
    def size(self) -> int:
        return len(self.shape.cards)

    @property
    def closed(self) -> bool:
        """HF-07: at seven cards a meld is a closed canasta."""
        return not self.black_threes and self.size >= CANASTA_SIZE

    @property
    def key(self) -> int:
        """HF-10's "rank": the natural rank, or WILD_KEY for a wild meld."""
        return WILD_KEY if self.shape.kind is _WILD_KIND else self.shape.rank

    @property
    def canasta(self) -> CanastaType | None:
        if self.black_threes or len(self.shape.cards) < CANASTA_SIZE:
            return None
        return canasta_type(self.shape.cards)

    @property
    def wilds(self) -> int:
        return len(self.shape.wild_indices())

    def copy(self) -> TableMeld:
        return TableMeld(self.id, self.team, self.shape, self.black_threes)
