"""Banapples' fruit cards (BA-01): value 1–10, apple or banana, and the colour (seat) of the
owning deck.

Each player's deck holds two runs 1–10 of each fruit, so identical cards occur twice in one
deck; the copy index tells them apart. Every card of up to four decks has its own small
integer `uid` (0..159), which makes cards cheap dictionary keys and list indices in the engine.
Notation: ``A3@1`` (apple 3 of seat 1's deck) with an optional copy index, ``B10@0#1``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum
from typing import ClassVar

from ...cards.card import NotationError

MAX_DECKS = 4
VALUES = tuple(range(1, 11))
COPIES = 2
"""BA-01: two runs 1–10 of each fruit in every deck."""
DECK_SIZE = len(VALUES) * COPIES * 2


class Fruit(IntEnum):
    APPLE = 0
    BANANA = 1

    @property
    def letter(self) -> str:
        return "AB"[self]

    @property
    def symbol(self) -> str:
        return "🍎🍌"[self]


@dataclass(frozen=True, slots=True, eq=False)
class FruitCard:
    """One physical Banapples card. Equality and hashing use `uid`."""

    fruit: Fruit
    value: int
    owner: int
    copy: int = 0
    uid: int = field(init=False, repr=False)
    notation_example: ClassVar[str] = "A3@1#0"

    @classmethod
    def from_code(cls, text: str) -> FruitCard:
        return parse_fruit_card(text)

    def __post_init__(self) -> None:
        if self.value not in VALUES:
            raise NotationError(f"a fruit card's value is 1 to 10, not {self.value!r}")
        if not 0 <= self.owner < MAX_DECKS:
            raise NotationError(f"deck owner {self.owner!r} out of range 0..{MAX_DECKS - 1}")
        if not 0 <= self.copy < COPIES:
            raise NotationError(f"copy index {self.copy!r} out of range 0..{COPIES - 1}")
        uid = (self.owner * DECK_SIZE + int(self.fruit) * len(VALUES) * COPIES
               + self.copy * len(VALUES) + self.value - 1)
        object.__setattr__(self, "uid", uid)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, FruitCard) and other.uid == self.uid

    def __hash__(self) -> int:
        return self.uid

    @property
    def face(self) -> str:
        """What is printed on the front: ``A3``."""
        return f"{self.fruit.letter}{self.value}"

    @property
    def code(self) -> str:
        """The unique id in notation, e.g. ``A3@1#0``."""
        return f"{self.face}@{self.owner}#{self.copy}"

    def __str__(self) -> str:
        return f"{self.face}@{self.owner}"

    def __repr__(self) -> str:
        return f"FruitCard({self.code})"


ALL_FRUIT_CARDS: tuple[FruitCard, ...] = tuple(
    FruitCard(fruit, value, owner, copy)
    for owner in range(MAX_DECKS) for fruit in Fruit for copy in range(COPIES)
    for value in VALUES
)
"""Every card of the four decks, indexed by uid (the engine shares these instances)."""


def fruit_card(uid: int) -> FruitCard:
    return ALL_FRUIT_CARDS[uid]


def fruit_deck(owner: int) -> list[FruitCard]:
    """BA-01: the 40 cards of `owner`'s deck, in a fixed (unshuffled) order."""
    if not 0 <= owner < MAX_DECKS:
        raise ValueError(f"there are decks for seats 0..{MAX_DECKS - 1}, not {owner}")
    return list(ALL_FRUIT_CARDS[owner * DECK_SIZE:(owner + 1) * DECK_SIZE])


def parse_fruit_face(text: str) -> tuple[Fruit, int, int, int | None]:
    """Parse ``A3@1`` or ``b10@0#1`` into fruit, value, owner and copy (None when not given)."""
    token = text.strip().upper()
    body, hash_sign, copy_text = token.partition("#")
    face, at_sign, owner_text = body.partition("@")
    example = "write fruit, value and deck owner, e.g. A3@1 or B10@0"
    if not at_sign or len(face) < 2 or face[0] not in "AB":
        raise NotationError(f"{text!r} is not a Banapples card: {example}")
    if not face[1:].isdigit() or int(face[1:]) not in VALUES:
        raise NotationError(f"{text!r} is not a Banapples card: the value must be 1 to 10")
    if not owner_text.isdigit() or int(owner_text) >= MAX_DECKS:
        raise NotationError(f"{text!r}: the deck owner after '@' must be a seat 0 to "
                            f"{MAX_DECKS - 1}")
    copy: int | None = None
    if hash_sign:
        if not copy_text.isdigit() or int(copy_text) >= COPIES:
            raise NotationError(f"{text!r}: the copy index after '#' must be 0 or 1")
        copy = int(copy_text)
    fruit = Fruit.APPLE if face[0] == "A" else Fruit.BANANA
    return fruit, int(face[1:]), int(owner_text), copy


def parse_fruit_card(text: str) -> FruitCard:
    """Parse a card with optional copy index (default 0): ``A3@1``, ``A3@1#1``."""
    fruit, value, owner, copy = parse_fruit_face(text)
    return FruitCard(fruit, value, owner, copy or 0)


def parse_fruit_cards(text: str) -> list[FruitCard]:
    """Parse space-separated fruit cards, e.g. ``"A1@0 A2@0#1 B3@1"``."""
    return [parse_fruit_card(token) for token in text.split()]


def format_fruit_cards(cards: list[FruitCard] | tuple[FruitCard, ...]) -> str:
    return " ".join(str(card) for card in cards)
