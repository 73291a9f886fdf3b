"""Banapples fruit cards: unique ids across four decks, notation, decks (BA-01)."""

from __future__ import annotations

import pytest

from desktop_app.cards.card import NotationError
from desktop_app.games.banapples.actions import Play
from desktop_app.games.banapples.fruit import (
    ALL_FRUIT_CARDS,
    DECK_SIZE,
    Fruit,
    FruitCard,
    fruit_card,
    fruit_deck,
    parse_fruit_card,
    parse_fruit_cards,
)
from desktop_app.games.banapples.state import BanapplesState
from desktop_app.games.codec import CodecError


def test_every_card_has_its_own_small_uid():
    assert len(ALL_FRUIT_CARDS) == 160
    assert [c.uid for c in ALL_FRUIT_CARDS] == list(range(160))
    assert all(fruit_card(c.uid) is c for c in ALL_FRUIT_CARDS)


def test_a_deck_is_two_runs_of_each_fruit():
    # BA-01: 20 apples and 20 bananas, two runs 1–10 each, all of the owner's colour.
    deck = fruit_deck(2)
    assert len(deck) == DECK_SIZE == 40 and {c.owner for c in deck} == {2}
    for fruit in Fruit:
        values = sorted(c.value for c in deck if c.fruit is fruit)
        assert values == sorted(list(range(1, 11)) * 2)
    with pytest.raises(ValueError):
        fruit_deck(4)


def test_notation():
    card = parse_fruit_card("b10@3#1")
    assert card == FruitCard(Fruit.BANANA, 10, 3, 1)
    assert (str(card), card.code, card.face) == ("B10@3", "B10@3#1", "B10")
    assert parse_fruit_card("A3@1") == FruitCard(Fruit.APPLE, 3, 1, 0)
    assert parse_fruit_card(card.code) == card
    assert [str(c) for c in parse_fruit_cards("A1@0 B2@1")] == ["A1@0", "B2@1"]
    assert FruitCard(Fruit.APPLE, 3, 1, 0) != FruitCard(Fruit.APPLE, 3, 1, 1)


@pytest.mark.parametrize("text", ["A3", "C3@0", "A0@0", "A11@0", "A3@4", "A3@x", "A3@0#2",
                                  "A3@0#", "", "@0"])
def test_bad_notation(text: str):
    with pytest.raises(NotationError):
        parse_fruit_card(text)


def test_commands_carry_fruit_cards_in_json():
    play = Play("seeds/0", "canopy/3", parse_fruit_card("A4@0#1"), parse_fruit_card("A3@2"), 2.5)
    data = play.to_json()
    assert data == {"type": "play", "src": "seeds/0", "dst": "canopy/3", "card": "A4@0#1",
                    "onto": "A3@2#0", "clock": 2.5}
    assert BanapplesState.action_codec.from_json(data) == play
    with pytest.raises(CodecError, match="card"):
        BanapplesState.action_codec.from_json({**data, "card": "Q4@0"})
    with pytest.raises(CodecError, match="clock"):
        BanapplesState.action_codec.from_json({**data, "clock": "soon"})
