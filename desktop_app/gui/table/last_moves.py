"""Last-move marks: the cards another seat just put in public view (melds, lay-offs, a
discard, a canopy) stay marked until the viewer's next action, and the cards the viewer just
received (drawn, pushed, taken from the pile, the foot) are marked in the hand.

The marks come from the events as the viewer saw them (a card the viewer may not know has no
face to mark); the card items paint them (`CardItem.mark`), unlike the hint's glow and the
keyboard's ring.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from ...games.base import AnyCard, CardMoved, Event, RoundStarted
from .board import Board


class Mark(Enum):
    NONE = ""
    PLAYED = "played"
    """Another seat just put this card in public view."""
    RECEIVED = "received"
    """The viewer just received this card."""


class LastMoves:
    """Which cards are marked, kept across batches until the viewer acts again."""

    def __init__(self) -> None:
        self.marks: dict[AnyCard, Mark] = {}
        self.viewer: int | None = None

    def note(self, actor: int | None, seen: Sequence[Event], viewer: int,
             hand_zone: str) -> None:
        """One batch, already redacted for `viewer`; `actor` is who acted (None: unknown)."""
        if viewer != self.viewer or any(isinstance(e, RoundStarted) for e in seen):
            self.marks.clear()  # another player at the screen, or a new deal
            self.viewer = viewer
            if any(isinstance(e, RoundStarted) for e in seen):
                return
        if actor == viewer:
            self.marks.clear()  # the viewer's own action: what came before has been seen
        for event in seen:
            if not isinstance(event, CardMoved) or event.card is None:
                continue
            if event.dst == hand_zone:
                self.marks[event.card] = Mark.RECEIVED
            elif actor != viewer and event.src != hand_zone and \
                    not event.dst.startswith(("hand/", "stock", "foot/", "draw/")):
                self.marks[event.card] = Mark.PLAYED
            else:
                self.marks.pop(event.card, None)
        for card, mark in list(self.marks.items()):
            if mark is Mark.PLAYED and any(isinstance(e, CardMoved) and e.card == card and
                                           e.dst.startswith("hand/") for e in seen):
                del self.marks[card]  # a marked card taken into a hand is no longer on show

    def clear(self) -> None:
        self.marks.clear()

    def paint(self, board: Board) -> None:
        """Set every card item's mark (items are reused, so unmarked ones are reset too)."""
        for item in board.items():
            mark = self.marks.get(item.card, Mark.NONE) if item.card is not None else Mark.NONE
            if item.mark is not mark:
                item.mark = mark
                item.update()
