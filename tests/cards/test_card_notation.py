"""Card identities, the notation of DESIGN.md (rank then suit, JK, optional #copy) and decks."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop_app.cards.card import (
    ACE,
    JOKER,
    KING,
    Card,
    Face,
    NotationError,
    Suit,
    format_cards,
    parse_card,
    parse_cards,
    parse_face,
)
from desktop_app.cards.deck import copies_allowed, standard_deck

naturals = st.builds(Card, st.integers(2, ACE), st.sampled_from(list(Suit)), st.integers(0, 63))
jokers = st.builds(Card, st.just(JOKER), st.none(), st.integers(0, 63))
any_card = st.one_of(naturals, jokers)


@pytest.mark.parametrize(("text", "face"), [
    ("10D", Face(10, Suit.D)), ("QS", Face(12, Suit.S)), ("AH", Face(ACE, Suit.H)),
    ("2C", Face(2, Suit.C)), ("JK", Face(JOKER, None)), ("jk", Face(JOKER, None)),
    (" kh ", Face(KING, Suit.H)), ("jc", Face(11, Suit.C)),
])
def test_parse_face(text, face):
    assert parse_face(text) == face


@given(any_card)
def test_code_round_trip(card):
    """The unique id in notation (``QS#1``) names exactly that physical card."""
    again = parse_card(card.code)
    assert again == card and again.uid == card.uid and again.copy == card.copy
    assert parse_face(str(card)) == card.face


@given(st.lists(any_card, max_size=12))
def test_format_and_parse_cards_round_trip(cards):
    assert [c.face for c in parse_cards(format_cards(cards))] == [c.face for c in cards]
    assert parse_cards(" ".join(c.code for c in cards)) == cards


def test_face_text_and_suits():
    assert str(Face(10, Suit.D)) == "10D" and str(Face(JOKER, None)) == "JK"
    assert [s.symbol for s in Suit] == ["♠", "♥", "♦", "♣"]
    assert [s.is_red for s in Suit] == [False, True, True, False]
    assert repr(parse_card("QS#1")) == "Card(QS#1)"


@pytest.mark.parametrize(("text", "words"), [
    ("1D", ["'1D'", "rank must be one of A K Q J 10 9"]),
    ("11S", ["'11S'", "rank must be one of"]),
    ("QX", ["'QX'", "suit must be one of S H D C"]),
    ("Q", ["'Q'", "write rank then suit"]),
    ("", ["''", "write rank then suit"]),
    ("JKS", ["'JKS'", "rank"]),
    ("QS#x", ["'QS#x'", "copy index", "number"]),
    ("QS#", ["'QS#'", "copy index"]),
    ("QS#-1", ["'QS#-1'", "copy index"]),
    ("QS#64", ["copy index 64 out of range"]),
])
def test_malformed_card_says_what_is_wrong(text, words):
    with pytest.raises(NotationError) as error:
        parse_card(text)
    for word in words:
        assert word in str(error.value)


def test_impossible_cards_are_refused():
    with pytest.raises(NotationError, match="a joker has no suit"):
        Card(JOKER, Suit.S)
    with pytest.raises(NotationError, match="no such card"):
        Card(5, None)
    with pytest.raises(NotationError, match="no such card"):
        Card(1, Suit.S)
    assert issubclass(NotationError, ValueError)


def test_identical_faces_are_different_cards():
    first, second = parse_card("7H#0"), parse_card("7H#1")
    assert first.face == second.face and first != second
    assert len({first, second, parse_card("7H")}) == 2
    assert parse_card("7H") == first


@pytest.mark.parametrize(("packs", "jokers"), [(1, 0), (2, 2), (3, 6), (4, 4)])
def test_multi_pack_decks_have_unique_ids(packs, jokers):
    """DESIGN.md: every physical card has its own id, even among identical faces."""
    deck = standard_deck(packs, jokers)
    assert len(deck) == 52 * packs + jokers
    assert len({c.uid for c in deck}) == len(deck)
    assert len({c.code for c in deck}) == len(deck)
    faces = Counter((c.rank, c.suit) for c in deck)
    assert faces == Counter(copies_allowed(packs, jokers)) - Counter()  # zero jokers drop out
    assert all(parse_card(c.code) == c for c in deck)


def test_banakil_deck_is_106_cards():
    """BK-01/02: two 52-card packs and two jokers; each natural face twice."""
    deck = standard_deck(2, 2)
    assert len(deck) == 106
    assert sum(copies_allowed(2, 2).values()) == 106
    assert Counter(c.face for c in deck)[Face(JOKER, None)] == 2
    assert {n for f, n in Counter(c.face for c in deck).items() if f.rank != JOKER} == {2}


def test_deck_arguments_are_checked():
    with pytest.raises(ValueError, match="a deck needs a pack"):
        standard_deck(0, 2)
    with pytest.raises(ValueError, match="no negative jokers"):
        standard_deck(1, -1)
