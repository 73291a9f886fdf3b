"""Reading an end-of-round position for the score pad (SCOREPAD.md), with errors that name the
field and the rule. Every game's score pad uses this reader and then calls its engine's own
scoring code.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from ..cards.card import Card, Face, NotationError, parse_face


class PositionError(ValueError):
    """Bad score-pad input; the message starts with the field path."""


@dataclass(frozen=True, slots=True)
class WrittenCard:
    """A card as written in a position: its face, and what a wild stands for (``JK:10D``)."""

    face: Face
    stands_for: Face | None
    where: str


class PositionReader:
    """Typed access to the position's JSON; hands out physical cards, counting copies."""

    def __init__(self, data: Any, copies: dict[Face, int], rule_for_copies: str) -> None:
        if not isinstance(data, dict):
            raise PositionError("position: expected a JSON object")
        self.data = data
        self.copies = copies
        self.rule_for_copies = rule_for_copies
        self._used: Counter[Face] = Counter()
        self._issued: Counter[Face] = Counter()

    # -- plain fields -----------------------------------------------------------

    def get(self, obj: dict[str, Any], key: str, where: str, kind: type | tuple[type, ...],
            default: Any = ...) -> Any:
        if key not in obj:
            if default is ...:
                raise PositionError(f"{_join(where, key)}: missing")
            return default
        value = obj[key]
        if isinstance(value, bool) and bool not in _as_tuple(kind):
            raise PositionError(f"{_join(where, key)}: expected {_kind_name(kind)}, got {value!r}")
        if not isinstance(value, kind):
            raise PositionError(f"{_join(where, key)}: expected {_kind_name(kind)}, got {value!r}")
        return value

    def objects(self, obj: dict[str, Any], key: str,
                where: str) -> list[tuple[str, dict[str, Any]]]:
        items = self.get(obj, key, where, list)
        result = []
        for i, item in enumerate(items):
            path = f"{_join(where, key)}[{i}]"
            if not isinstance(item, dict):
                raise PositionError(f"{path}: expected an object")
            result.append((path, item))
        return result

    def int_list(self, obj: dict[str, Any], key: str, length: int, where: str = "") -> list[int]:
        values = self.get(obj, key, where, list)
        if len(values) != length:
            raise PositionError(f"{_join(where, key)}: expected {length} numbers, "
                                f"got {len(values)}")
        for i, value in enumerate(values):
            if isinstance(value, bool) or not isinstance(value, int):
                raise PositionError(f"{_join(where, key)}[{i}]: expected a whole number, "
                                    f"got {value!r}")
        return list(values)

    def check_keys(self, obj: dict[str, Any], allowed: Iterable[str], where: str) -> None:
        unknown = sorted(set(obj) - set(allowed))
        if unknown:
            raise PositionError(f"{where or 'position'}: unknown field {unknown[0]!r} "
                                f"(allowed: {', '.join(sorted(allowed))})")

    # -- cards ------------------------------------------------------------------------

    def written_cards(self, obj: dict[str, Any], key: str, where: str,
                      allow_meaning: bool = False) -> list[WrittenCard]:
        items = self.get(obj, key, where, list)
        return [self.written_card(item, f"{_join(where, key)}[{i}]", allow_meaning)
                for i, item in enumerate(items)]

    def written_card(self, text: Any, where: str, allow_meaning: bool = False) -> WrittenCard:
        if not isinstance(text, str):
            raise PositionError(f"{where}: expected a card like \"10D\", got {text!r}")
        face_text, _, meaning = text.partition(":")
        if meaning and not allow_meaning:
            raise PositionError(f"{where}: {text!r}: only a wild card in a meld may say what "
                                "it stands for")
        try:
            face = parse_face(face_text)
            stands_for = parse_face(meaning) if meaning else None
        except NotationError as error:
            raise PositionError(f"{where}: {error}") from error
        self._count(face, where)
        return WrittenCard(face, stands_for, where)

    def _count(self, face: Face, where: str) -> None:
        allowed = self.copies.get(face, 0)
        self._used[face] += 1
        if self._used[face] > allowed:
            raise PositionError(f"{where}: {face} appears {self._used[face]} times, but the "
                                f"game's packs hold {allowed} ({self.rule_for_copies})")

    def card_of(self, written: WrittenCard) -> Card:
        """A physical card for a written face (copy numbers in order of appearance)."""
        copy = self._issued[written.face]
        self._issued[written.face] += 1
        return Card(written.face.rank, written.face.suit, copy)


def _join(where: str, key: str) -> str:
    return f"{where}.{key}" if where else key


def _as_tuple(kind: type | tuple[type, ...]) -> tuple[type, ...]:
    return kind if isinstance(kind, tuple) else (kind,)


def _kind_name(kind: type | tuple[type, ...]) -> str:
    names = {bool: "true or false", int: "a whole number", float: "a number", str: "text",
             list: "a list", dict: "an object"}
    return " or ".join(names.get(k, k.__name__) for k in _as_tuple(kind))
