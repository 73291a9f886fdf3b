"""Cards, decks, notation and the meld arithmetic shared by the rummy games (no Qt, and no
game: a game's own cards and laws live in its package)."""

from typing import TYPE_CHECKING, Any

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

if TYPE_CHECKING:
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

# The meld arithmetic loads when first named: a card's notation (every save, the game list
# the app starts with) needs only .card.
_LAZY = {
    "copies_allowed": "deck", "standard_deck": "deck",
    "MeldFinder": "meld_finder", "MeldPlan": "meld_finder",
    "MeldError": "melds", "MeldKind": "melds", "MeldRules": "melds", "MeldShape": "melds",
    "MeldTargets": "melds", "Requirement": "melds", "interpretations": "melds",
    "validate": "melds",
}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import import_module

    value = getattr(import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


__all__ = [
    "ACE", "JACK", "JOKER", "JOKER_FACE", "KING", "QUEEN", "TWO",
    "Card", "Face", "MeldError", "MeldFinder", "MeldKind", "MeldPlan", "MeldRules",
    "MeldShape", "MeldTargets", "NotationError", "Requirement", "Suit", "copies_allowed",
    "format_cards", "interpretations", "parse_card", "parse_cards", "parse_face", "rank_text",
    "standard_deck", "validate",
]
