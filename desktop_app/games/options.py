"""What a seat can do now with the cards it has picked, as the engine answers it (DESIGN.md,
"Asking the engine"): for every kind of action, the ways the selection can make it (with their
targets) or, when there is none, why not as a `Message`.

The GUI enables buttons, lights drop targets and fills choice menus from this answer and
decides no rule itself. Each game proposes candidate actions for a selection (`Way`s, cheap to
list, not yet checked); `answer` keeps the ones the engine accepts. A kind without an accepted
way carries the engine's refusal of its first candidate, or the game's own reason when the
selection proposes nothing (no card picked).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..cards.card import Card
from ..cards.melds import MeldShape
from .messages import Message

if TYPE_CHECKING:
    from .base import Action


@dataclass(frozen=True, slots=True)
class Way:
    """One action the selection can make: where it goes (`target` zone, e.g. "meld/3"), the
    meld as it would then lie, and the cards that would come back to the hand."""

    action: Action
    target: str | None = None
    shape: MeldShape | None = None
    returned: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class Affordance:
    """One kind of action ("meld", "discard", …): its legal ways now, or why there is none."""

    kind: str
    ways: tuple[Way, ...] = ()
    why_not: Message | None = None

    @property
    def possible(self) -> bool:
        return bool(self.ways)

    @property
    def targets(self) -> list[str]:
        """The zones the legal ways go to, in order, once each (drop targets to light up)."""
        seen: dict[str, None] = {}
        for way in self.ways:
            if way.target is not None:
                seen.setdefault(way.target, None)
        return list(seen)


@dataclass(frozen=True, slots=True)
class Options:
    """The engine's answer for one seat and one selection."""

    seat: int
    selection: tuple[Card, ...]
    kinds: Mapping[str, Affordance] = field(default_factory=dict, hash=False)

    def __getitem__(self, kind: str) -> Affordance:
        return self.kinds[kind]

    def __contains__(self, kind: object) -> bool:
        return kind in self.kinds

    def possible(self, kind: str) -> bool:
        return kind in self.kinds and self.kinds[kind].possible

    def why_not(self, kind: str) -> Message | None:
        return self.kinds[kind].why_not if kind in self.kinds else None


Candidates = Iterable[tuple[str, Way]]
"""(kind, way) pairs in the order a player would think of them; the first refusal explains."""


def answer(seat: int, selection: Sequence[Card], kinds: Sequence[str], candidates: Candidates,
           refusal: Callable[[Action], Message | None],
           reasons: Mapping[str, Message]) -> Options:
    """Check each candidate with `refusal` (None: legal); every kind of `kinds` is answered,
    with `reasons[kind]` when no candidate of it was proposed at all."""
    ways: dict[str, list[Way]] = {kind: [] for kind in kinds}
    first_refusal: dict[str, Message] = {}
    for kind, way in candidates:
        problem = refusal(way.action)
        if problem is None:
            ways[kind].append(way)
        else:
            first_refusal.setdefault(kind, problem)
    answered = {kind: Affordance(kind, tuple(ways[kind]),
                                 None if ways[kind] else
                                 first_refusal.get(kind) or reasons.get(kind))
                for kind in kinds}
    return Options(seat, tuple(selection), answered)
