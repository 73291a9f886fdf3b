"""The engine's messages in the player's words: translated, cards as symbols (Q♥), no rule id.

The engines say why not with `Message`s (see `cards/message.py`); this is the one place the GUI
turns one into text, so every table, tooltip and status line reads the same.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from ..cards.card import Card, Face, RankChoice, Ranks, Suit, rank_text
from ..cards.melds import MeldKind, MeldShape, RunEnd
from ..cards.message import Message, render
from ..games.bain_hand_and_foot.rules import CanastaType
from ..games.banapples.fruit import Fruit, FruitCard
from ..games.banapples.zones import AREA, CANOPY, COMPOST, DRAW, SEEDS, TREE, ZoneName, parse_zone
from ..games.base import IllegalAction
from ..games.cap_it_rummy.contract import Contract
from .card_words import (
    card_text,
    cards_text,
    meld_kind_words,
    meld_text,
    rank_choice_words,
    rank_words,
    run_end_words,
)
from .tables.cap_it_words import contract_text


def tr(text: str) -> str:
    return QCoreApplication.translate("MessageText", text)


def message_text(message: Message, *, capitalised: bool = True) -> str:
    """`message` as the player reads it (the rule id is for logs and the rules pages only):
    a sentence of its own, or (`capitalised=False`) a clause inside another."""
    sentence = render(message, QCoreApplication.translate, value_text)
    return sentence[:1].upper() + sentence[1:] if capitalised else sentence


def refusal_text(error: Exception) -> str:
    """Why the engine refused, in words; an error that is not a refusal passes as it is."""
    if isinstance(error, IllegalAction):
        return message_text(error.message)
    return str(error)


def fruit_card_text(card: FruitCard) -> str:
    """"apple 5", "banana 10": fruit cards in words (no emoji font is guaranteed)."""
    if card.fruit is Fruit.APPLE:
        return tr("apple {n}").format(n=card.value)
    return tr("banana {n}").format(n=card.value)


def canasta_words(kind: CanastaType) -> str:
    """"natural", "mixed": a kind of canasta inside a sentence."""
    return {CanastaType.NATURAL: tr("natural"), CanastaType.MIXED: tr("mixed"),
            CanastaType.WILD: tr("wild-card"), CanastaType.SEVENS: tr("sevens")}[kind]


def zone_words(name: ZoneName) -> str:
    """"tree 2", "the compost": a Banapples pile inside a sentence (never its id)."""
    zone = parse_zone(name.zone)
    if zone is None:
        return name.zone
    if zone.kind == TREE:
        return tr("tree {n}").format(n=zone.index + 1)
    words = {SEEDS: tr("the seed pile"), COMPOST: tr("the compost"), DRAW: tr("the draw pile"),
             CANOPY: tr("the canopy"), AREA: tr("the canopies")}
    return words.get(zone.kind, name.zone)


def cards_words(cards: Iterable[Card]) -> str:
    """"Q♥ 10♠ Joker"."""
    return cards_text(cards)


def meld_words(shape: MeldShape | None) -> str:
    """A meld as it would lie ("Run of hearts 5–8, Joker as 7♥")."""
    return "" if shape is None else meld_text(shape)


def value_text(value: object) -> str:
    """One parameter of a message: cards, faces, suits, fruit, melds and contracts in words."""
    if isinstance(value, Card):
        return card_text(value)
    if isinstance(value, FruitCard):
        return fruit_card_text(value)
    if isinstance(value, Face):
        return card_text(Card(value.rank, value.suit)) if value.suit else rank_text(value.rank)
    if isinstance(value, Fruit):
        return tr("apple") if value is Fruit.APPLE else tr("banana")
    if isinstance(value, Suit):
        return value.symbol
    if isinstance(value, MeldShape):
        return meld_text(value)
    if isinstance(value, ZoneName):
        return zone_words(value)
    if isinstance(value, CanastaType):
        return canasta_words(value)
    if isinstance(value, Ranks):
        return rank_words(value.rank)
    if isinstance(value, RankChoice):
        return rank_choice_words(value)
    if isinstance(value, MeldKind):
        return meld_kind_words(value)
    if isinstance(value, RunEnd):
        return run_end_words(value)
    if isinstance(value, Contract):
        words = contract_text(value)  # a sentence of its own; here inside one
        return words[:1].lower() + words[1:]
    return str(value)
