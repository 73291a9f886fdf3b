"""Cards, decks, notation and the meld arithmetic shared by the rummy games (no Qt, and no
game: a game's own cards and laws live in its package)."""

from .card import (
    ACE,
    JACK,
    JOKER,
    JOKER_FACE,
    KING,
    QUEEN,
    TWO,
    Card,
    Face,
    NotationError,
    Suit,
    format_cards,
    parse_card,
    parse_cards,
    parse_face,
    rank_text,
)
from .deck import copies_allowed, standard_deck
from .meld_finder import MeldFinder, MeldPlan
from .melds import (
    MeldError,
    MeldKind,
    MeldRules,
    MeldShape,
    MeldTargets,
    Requirement,
    interpretations,
    validate,
)

__all__ = [
    "ACE", "JACK", "JOKER", "JOKER_FACE", "KING", "QUEEN", "TWO",
    "Card", "Face", "MeldError", "MeldFinder", "MeldKind", "MeldPlan", "MeldRules",
    "MeldShape", "MeldTargets", "NotationError", "Requirement", "Suit", "copies_allowed",
    "format_cards", "interpretations", "parse_card", "parse_cards", "parse_face", "rank_text",
    "standard_deck", "validate",
]
