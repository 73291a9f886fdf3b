"""Cap-It Rummy in words for the table: contracts, melds and cards as players say them
("A set of 3 and a run of 4", "Run 5♥–8♥: 5♥ 6♥ JK→7♥ 8♥")."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from ...cards.card import Card, rank_plural, rank_text
from ...cards.melds import MeldKind, MeldShape
from ...games.cap_it_rummy.contract import Contract, Requirement


def tr(text: str) -> str:
    return QCoreApplication.translate("CapItRummyTable", text)


def card_text(card: Card) -> str:
    """"7♠", "10♥", "JK"."""
    if card.suit is None:
        return tr("JK")
    return f"{rank_text(card.rank)}{card.suit.symbol}"


def cards_text(cards: Iterable[Card]) -> str:
    return " ".join(card_text(card) for card in cards)


def _count_word(count: int) -> str:
    words = {2: tr("two"), 3: tr("three"), 4: tr("four"), 5: tr("five")}
    return words.get(count, str(count))


def part_text(part: Requirement) -> str:
    """One part of a contract as a slot's caption: "Set of 3", "Run of 4"."""
    if part.kind is MeldKind.SET:
        return tr("Set of {n}").format(n=part.length)
    return tr("Run of {n}").format(n=part.length)


def in_reading_order(parts: Iterable[Requirement]) -> list[Requirement]:
    """Sets before runs, shorter first, as the rules say them ("a set of 3 and a run of 4")."""
    return sorted(parts, key=reading_key)


def reading_key(part: Requirement) -> tuple[bool, int]:
    return (part.kind is not MeldKind.SET, part.length)


def contract_text(contract: Contract) -> str:
    """CR-07 in words: "Two sets of 3", "A set of 3 and a run of 4"."""
    groups: dict[Requirement, int] = {}
    for part in in_reading_order(contract.parts):
        groups[part] = groups.get(part, 0) + 1
    words = []
    for part, count in groups.items():
        if part.kind is MeldKind.SET:
            text = (tr("a set of {n}") if count == 1 else tr("{count} sets of {n}"))
        else:
            text = (tr("a run of {n}") if count == 1 else tr("{count} runs of {n}"))
        words.append(text.format(n=part.length, count=_count_word(count)))
    sentence = tr(" and ").join(words)
    return sentence[:1].upper() + sentence[1:]


def meld_text(shape: MeldShape) -> str:
    """A meld with what it is and what each wild stands for (CR-14)."""
    if shape.kind is MeldKind.SET:
        return tr("Set of {rank}: {cards}").format(rank=rank_plural(shape.rank),
                                                   cards=cards_text(shape.cards))
    assert shape.suit is not None
    parts = []
    for i, card in enumerate(shape.cards):
        if shape.is_wild_at(i):
            stands = shape.represents(i)
            parts.append(f"{card_text(card)}→{rank_text(stands.rank)}{shape.suit.symbol}")
        else:
            parts.append(card_text(card))
    low = shape.represents(0)
    high = shape.represents(len(shape.cards) - 1)
    return tr("Run {low}–{high}: {cards}").format(
        low=f"{rank_text(low.rank)}{shape.suit.symbol}",
        high=f"{rank_text(high.rank)}{shape.suit.symbol}", cards=" ".join(parts))


def meld_title(shape: MeldShape) -> str:
    """A meld's short name: "7s", "5♥–8♥"."""
    if shape.kind is MeldKind.SET:
        return rank_plural(shape.rank)
    assert shape.suit is not None
    low = shape.represents(0)
    high = shape.represents(len(shape.cards) - 1)
    return (f"{rank_text(low.rank)}{shape.suit.symbol}–"
            f"{rank_text(high.rank)}{shape.suit.symbol}")


RED_SUIT = "#ff9c8f"
"""Hearts and diamonds on the dark score sheet."""


def cards_markup(cards: Iterable[Card]) -> str:
    """Cards as rich text with red suits in red, for the score sheet."""
    parts = []
    for card in cards:
        text = card_text(card)
        if card.suit is not None and card.suit.is_red:
            text = f'<span style="color:{RED_SUIT}">{text}</span>'
        parts.append(text)
    return " ".join(parts)
