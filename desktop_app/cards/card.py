"""Playing cards with unique physical identities, and their text notation.

The rummy games use two to four packs, so identical faces occur several times. A `Card` is one
physical card: its face (rank and suit, or joker) plus a copy index that tells identical faces
apart. Equality and hashing use the integer `uid`, which makes cards cheap dictionary keys in the
engines' hot paths.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import IntEnum
from typing import ClassVar, NamedTuple, Protocol, Self

ACE = 14
KING = 13
QUEEN = 12
JACK = 11
TWO = 2
JOKER = 15
"""Jokers sort after every natural rank; they have no rank of their own in any game here."""

_RANK_TEXT = {ACE: "A", KING: "K", QUEEN: "Q", JACK: "J"} | {r: str(r) for r in range(2, 11)}
_TEXT_RANK = {text: rank for rank, text in _RANK_TEXT.items()}
RANK_ORDER_TEXT = "A K Q J 10 9 8 7 6 5 4 3 2"


class NotationError(ValueError):
    """A card or meld written in a form the notation does not allow."""


class PhysicalCard(Protocol):
    """What every game's card type offers (playing cards here, a game's own cards in its
    package): a unique id, its notation (`code`) and a reader of that notation. The codec
    writes and reads any card type through these, and the registry names each game's."""

    notation_example: ClassVar[str]

    @property
    def uid(self) -> int: ...

    @property
    def code(self) -> str: ...

    @classmethod
    def from_code(cls, text: str) -> Self: ...


class Suit(IntEnum):
    S = 0
    H = 1
    D = 2
    C = 3

    @property
    def letter(self) -> str:
        return self.name

    @property
    def symbol(self) -> str:
        return "♠♥♦♣"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.H, Suit.D)


class Face(NamedTuple):
    """What is printed on a card: rank and suit (suit is None for a joker)."""

    rank: int
    suit: Suit | None

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER

    def __str__(self) -> str:
        if self.rank == JOKER:
            return "JK"
        assert self.suit is not None
        return _RANK_TEXT[self.rank] + self.suit.letter


JOKER_FACE = Face(JOKER, None)


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One physical card. `copy` is the pack number for naturals and the joker number for jokers."""

    rank: int
    suit: Suit | None
    copy: int = 0
    uid: int = field(init=False, repr=False)
    notation_example: ClassVar[str] = "QS#1"

    @classmethod
    def from_code(cls, text: str) -> Card:
        return parse_card(text)

    def __post_init__(self) -> None:
        if self.rank == JOKER:
            if self.suit is not None:
                raise NotationError("a joker has no suit")
        elif self.rank not in _RANK_TEXT or self.suit is None:
            raise NotationError(f"no such card: rank {self.rank!r}, suit {self.suit!r}")
        if not 0 <= self.copy < 64:
            raise NotationError(f"copy index {self.copy} out of range 0..63")
        suit_code = 0 if self.suit is None else int(self.suit) + 1
        object.__setattr__(self, "uid", (self.copy << 8) | (suit_code << 4) | self.rank)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Card) and other.uid == self.uid

    def __hash__(self) -> int:
        return self.uid

    @property
    def face(self) -> Face:
        return Face(self.rank, self.suit)

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER

    @property
    def code(self) -> str:
        """The unique id in notation, e.g. ``QS#1`` (second pack) or ``JK#0``."""
        return f"{self.face}#{self.copy}"

    def __str__(self) -> str:
        return str(self.face)

    def __repr__(self) -> str:
        return f"Card({self.code})"


def parse_face(text: str) -> Face:
    """Parse ``10D``, ``QS``, ``JK`` (case-insensitive) into a face."""
    token = text.strip().upper()
    if token == "JK":
        return JOKER_FACE
    if len(token) < 2:
        raise NotationError(f"{text!r} is not a card: write rank then suit, e.g. 10D, QS or JK")
    rank_text, suit_text = token[:-1], token[-1]
    if suit_text not in "SHDC":
        raise NotationError(f"{text!r} is not a card: suit must be one of S H D C")
    if rank_text not in _TEXT_RANK:
        raise NotationError(f"{text!r} is not a card: rank must be one of {RANK_ORDER_TEXT}")
    return Face(_TEXT_RANK[rank_text], Suit[suit_text])


def parse_card(text: str) -> Card:
    """Parse a card with optional copy index: ``QS``, ``QS#1``, ``JK#0``."""
    token = text.strip()
    copy = 0
    if "#" in token:
        token, _, copy_text = token.partition("#")
        if not copy_text.isdigit():
            raise NotationError(f"{text!r}: copy index after '#' must be a number")
        copy = int(copy_text)
    face = parse_face(token)
    return Card(face.rank, face.suit, copy)


def parse_cards(text: str) -> list[Card]:
    """Parse space-separated cards, e.g. ``"9D 10D JD#1 JK"``."""
    return [parse_card(token) for token in text.split()]


def rank_text(rank: int) -> str:
    return "JK" if rank == JOKER else _RANK_TEXT[rank]


_RANK_PLURAL = {ACE: "Aces", KING: "Kings", QUEEN: "Queens", JACK: "Jacks"}


def rank_plural(rank: int) -> str:
    """"Aces", "Kings", "7s": for messages about sets."""
    return _RANK_PLURAL.get(rank, f"{rank_text(rank)}s")


@dataclass(frozen=True, slots=True)
class Ranks:
    """A rank as sets are named ("Kings", "7s"), as a message parameter: each language names
    it in its own words (the GUI's card words), where a ready-made English word could not."""

    rank: int

    def describe(self) -> str:
        return rank_plural(self.rank)


@dataclass(frozen=True, slots=True)
class RankChoice:
    """Ranks one of which is allowed: "3s or Aces"."""

    ranks: tuple[int, ...]

    def describe(self) -> str:
        return " or ".join(rank_plural(rank) for rank in self.ranks)


def format_cards(cards: Sequence[Card]) -> str:
    return " ".join(str(card) for card in cards)
