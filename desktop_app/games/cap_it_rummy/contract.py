"""Cap-It Rummy's contracts (CR-03): the melds a player must lay together before any other play.

A contract such as "one set of 3 and one run of 4" is written ``set3 run4``. Each part is met by
its own meld of that kind and at least that length (a `Requirement`, the meld arithmetic's);
the meld finder searches for plans that meet one (`MeldFinder.best_plans(hand, contract=...)`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from ...cards.card import ACE, Card, Suit
from ...cards.melds import MeldKind, MeldRules, MeldShape, Requirement, rank_at

_PART = re.compile(r"(set|run)(\d+)")
_NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


class ContractError(ValueError):
    """A contract written in a form the notation does not allow."""


@dataclass(frozen=True, slots=True)
class Contract:
    """A round's contract; the meld finder reads its `parts` (`cards.melds.MeldTargets`)."""

    parts: tuple[Requirement, ...]

    @classmethod
    def parse(cls, text: str) -> Contract:
        """``"set3 run4"`` → one set of 3 and one run of 4 (parts separated by spaces)."""
        tokens = text.replace(",", " ").replace("+", " ").split()
        if not tokens:
            raise ContractError("a contract needs at least one meld, e.g. \"set3 run4\"")
        parts = []
        for token in tokens:
            match = _PART.fullmatch(token.lower())
            if match is None:
                raise ContractError(f"{token!r} is not a contract part: write set or run and "
                                    "the length, e.g. set3 or run4")
            length = int(match.group(2))
            if length < 3:
                raise ContractError(f"{token!r}: a meld has at least 3 cards")
            parts.append(Requirement(MeldKind(match.group(1)), length))
        return cls(tuple(sorted(parts)))

    def __str__(self) -> str:
        return " ".join(str(part) for part in self.parts)

    @property
    def min_cards(self) -> int:
        return sum(part.length for part in self.parts)

    def describe(self) -> str:
        """"two sets of 3", "one set of 3 and one run of 4": for messages."""
        groups: dict[Requirement, int] = {}
        for part in self.parts:
            groups[part] = groups.get(part, 0) + 1
        words = [f"{_NUMBER_WORDS.get(n, str(n))} {part.kind.value}{'s' if n > 1 else ''} "
                 f"of {part.length}" for part, n in groups.items()]
        return " and ".join(words)

    def assign(self, shapes: Sequence[MeldShape], *,
               exact: bool = True) -> tuple[int, ...] | None:
        """Which shape meets each part (indices, in part order), each shape meeting one part
        at most; with `exact` every shape must be used. None when the shapes do not make up
        this contract."""
        if len(shapes) < len(self.parts) or (exact and len(shapes) != len(self.parts)):
            return None
        chosen: list[int] = []

        def place(k: int) -> bool:
            if k == len(self.parts):
                return True
            for i, shape in enumerate(shapes):
                if i not in chosen and self.parts[k].met_by(shape):
                    chosen.append(i)
                    if place(k + 1):
                        return True
                    chosen.pop()
            return False

        return tuple(chosen) if place(0) else None


def shortfall(hand: Sequence[Card], contract: Contract, rules: MeldRules,
              breadth: int = 5) -> int:
    """How many more cards `hand` needs before it can lay `contract` (0: it can now).

    A quick estimate for computer players: each part is placed on the few closest natural
    groups (a rank for sets, a window of one suit for runs), disjointly, and the hand's wild
    cards fill the gaps; every meld still needs a natural of its own (CR-14-like laws). The
    meld finder gives the exact answer when it matters (`MeldFinder.contract_plan`).
    """
    wilds = sum(1 for card in hand if rules.is_wild(card))
    counts: dict[tuple[Suit, int], int] = {}
    for card in hand:
        if not rules.is_wild(card):
            assert card.suit is not None
            key = (card.suit, card.rank)
            counts[key] = counts.get(key, 0) + 1
    parts = sorted(contract.parts, key=lambda part: -part.length)
    best = [contract.min_cards + len(parts)]

    def place(k: int, soft: int, hard: int) -> None:
        if max(0, soft - wilds) + hard >= best[0]:
            return
        if k == len(parts):
            best[0] = max(0, soft - wilds) + hard
            return
        for need, used in _closest(parts[k], counts, rules)[:breadth]:
            for key in used:
                counts[key] -= 1
            if used:
                place(k + 1, soft + need, hard)
            else:
                place(k + 1, soft + need - 1, hard + 1)  # one of them must be a natural
            for key in used:
                counts[key] += 1

    place(0, 0, 0)
    return best[0]


def _closest(part: Requirement, counts: dict[tuple[Suit, int], int],
             rules: MeldRules) -> list[tuple[int, list[tuple[Suit, int]]]]:
    """Ways to start `part` from the naturals left: (cards still needed, naturals used),
    fewest needed first; the last way starts from nothing."""
    length = part.length
    options: list[tuple[int, list[tuple[Suit, int]]]] = []
    if part.kind is MeldKind.SET:
        by_rank: dict[int, list[tuple[Suit, int]]] = {}
        for key, n in counts.items():
            if n > 0:
                by_rank.setdefault(key[1], []).extend([key] * n)
        for cards in by_rank.values():
            used = cards[:length]
            options.append((length - len(used), used))
    else:
        ranks = [rank_at(p) for p in range(rules.lowest_position, ACE + 1)]
        suits = {key[0] for key, n in counts.items() if n > 0}
        for suit in sorted(suits):
            held = [(suit, rank) if counts.get((suit, rank), 0) > 0 else None
                    for rank in ranks]
            for first in range(0, len(held) - length + 1):
                used = [key for key in held[first:first + length] if key is not None]
                if used:
                    options.append((length - len(used), used))
    options.sort(key=lambda option: option[0])
    options.append((length, []))
    return options
