"""A safe move in words, for the note the table shows when a computer player failed or took
too long and the seat played it instead ("Budi took too long; played: discarded 7♠")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..cards.card import Card
from ..games.banapples.fruit import FruitCard
from ..games.base import Action
from .card_words import card_text
from .tables.banapples import card_words


def tr(text: str) -> str:
    return QCoreApplication.translate("MoveWords", text)


def move_text(action: Action) -> str:
    """What the move does, as a player would say it; any other move is "a safe move"."""
    card = getattr(action, "card", None)
    shown = card_text(card) if isinstance(card, Card) else \
        card_words(card) if isinstance(card, FruitCard) else None
    if action.tag == "discard" and shown is not None:
        return tr("discarded {card}").format(card=shown)
    if action.tag == "play" and shown is not None:
        return tr("played {card}").format(card=shown)
    texts = {
        "deal": tr("dealt the cards"),
        "draw_stock": tr("drew from the stock"),
        "push": tr("pushed the discard on and drew"),
        "take_discard": tr("took the discard"),
        "compost": tr("turned cards onto the compost"),
    }
    return texts.get(action.tag, tr("a safe move"))
