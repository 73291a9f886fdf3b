"""Cards and melds in the players' words, for every rummy table, menu, tooltip and message:
"Q♥", "Run of hearts 5–8, Joker as 7♥", "Set of Kings: K♠ K♥ 2♣". One module serves them
all, so Banakil's menus read as Cap-It's and Hand and Foot's do (no notation such as `QH`).
A joker has no index to read: it is named, "Joker", in the player's language (its face on the
table keeps its art)."""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QCoreApplication

from ..cards.card import ACE, JACK, KING, QUEEN, Card, RankChoice, Suit, rank_text
from ..cards.melds import MeldKind, MeldShape, RunEnd


def tr(text: str) -> str:
    return QCoreApplication.translate("CardWords", text)


def card_text(card: Card) -> str:
    """"7♠", "10♥", "Joker"."""
    if card.suit is None:
        return tr("Joker")
    return f"{rank_text(card.rank)}{card.suit.symbol}"


def cards_text(cards: Iterable[Card]) -> str:
    """"Q♥ 10♠ Joker"."""
    return " ".join(card_text(card) for card in cards)


def suit_plural(suit: Suit) -> str:
    """"clubs", "hearts": a run's suit in words."""
    return {Suit.S: tr("spades"), Suit.H: tr("hearts"), Suit.D: tr("diamonds"),
            Suit.C: tr("clubs")}[suit]


def rank_words(rank: int) -> str:
    """"Kings", "7s": a set's rank as the player's language names it."""
    named = {ACE: tr("Aces"), KING: tr("Kings"), QUEEN: tr("Queens"), JACK: tr("Jacks")}
    return named.get(rank) or tr("{rank}s").format(rank=rank_text(rank))


def rank_choice_words(choice: RankChoice) -> str:
    """"3s or Aces"."""
    return tr(" or ").join(rank_words(rank) for rank in choice.ranks)


def meld_kind_words(kind: MeldKind) -> str:
    """"set", "run", "meld of wild cards": a kind inside a sentence."""
    return {MeldKind.SET: tr("set"), MeldKind.RUN: tr("run"),
            MeldKind.WILD: tr("meld of wild cards")}[kind]


def run_end_words(end: RunEnd) -> str:
    """"low", "high": an end of a run inside a sentence."""
    return {"low": tr("low"), "high": tr("high")}.get(end.end, end.end)


def _wilds_text(shape: MeldShape) -> str:
    """What each wild card of a run stands for: "2♠ as 8♣, Joker as 10♣"."""
    assert shape.suit is not None
    return tr(", ").join(
        tr("{card} as {stands}").format(
            card=card_text(card),
            stands=f"{rank_text(shape.represents(i).rank)}{shape.suit.symbol}")
        for i, card in enumerate(shape.cards) if shape.is_wild_at(i))


def meld_text(shape: MeldShape) -> str:
    """A meld with what it is and what each wild stands for: "Run of clubs 6–8, 2♠ as 8♣",
    "Set of Kings: K♠ K♥ 2♣"."""
    if shape.kind is not MeldKind.RUN or shape.suit is None:
        if shape.kind is MeldKind.WILD:
            return tr("Wild cards: {cards}").format(cards=cards_text(shape.cards))
        return tr("Set of {rank}: {cards}").format(rank=rank_words(shape.rank),
                                                   cards=cards_text(shape.cards))
    low = rank_text(shape.represents(0).rank)
    high = rank_text(shape.represents(len(shape.cards) - 1).rank)
    run = tr("Run of {suit} {low}–{high}").format(suit=suit_plural(shape.suit), low=low,
                                                  high=high)
    wilds = _wilds_text(shape)
    return tr("{run}, {wilds}").format(run=run, wilds=wilds) if wilds else run


def meld_title(shape: MeldShape) -> str:
    """A meld's short name: "7s", "5♥–8♥"."""
    if shape.kind is MeldKind.WILD:
        return tr("Wild cards")
    if shape.kind is not MeldKind.RUN or shape.suit is None:
        return rank_words(shape.rank)
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
