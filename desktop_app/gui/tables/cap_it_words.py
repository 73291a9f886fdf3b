"""Cap-It Rummy's contracts in words ("A set of 3 and a run of 4"); its cards and melds are
said as every rummy table says them (`gui.card_words`)."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from ...cards.melds import MeldKind
from ...games.cap_it_rummy.contract import Contract, Requirement


def tr(text: str) -> str:
    return QCoreApplication.translate("CapItRummyTable", text)


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
