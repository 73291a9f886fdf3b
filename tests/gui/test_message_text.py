"""The engine's messages in the player's words (gui/message_text.py): through Qt's translation,
cards as symbols, never a rule id."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from desktop_app.cards import meld_messages
from desktop_app.cards.card import parse_card, parse_cards
from desktop_app.cards.melds import MeldKind, make_run
from desktop_app.games import messages as common
from desktop_app.games.banakil import messages as banakil
from desktop_app.games.banakil.config import BanakilConfig
from desktop_app.games.banakil.rules import meld_rules
from desktop_app.games.banapples import messages as banapples
from desktop_app.games.banapples.fruit import Fruit, FruitCard
from desktop_app.games.banapples.zones import ZoneName
from desktop_app.games.base import IllegalAction
from desktop_app.gui.message_text import message_text, refusal_text


class Marking(QTranslator):
    """Marks every template it is asked for, with its context."""

    def translate(self, context, source, disambiguation=None, n=-1):
        return f"«{context}:{source}»" if source else source


@pytest.fixture
def marking(qapp):
    translator = Marking()
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


def test_cards_show_as_symbols_and_the_rule_id_never(qapp):
    message = banakil.TAKEN_SINGLE(card=parse_card("QH"))
    text = message_text(message)
    assert text == "You took Q♥ alone from the discard pile, so you may not discard it this turn"
    assert "BK-08" not in text and "QH" not in text


def test_every_template_goes_through_qt_translation(marking):
    message = banakil.OFF_SUIT(card=parse_card("10D"), suit="♠")
    assert message_text(message) == ("«banakil:10♦ is not a ♠ card, so it cannot join this "
                                     "run»")


def test_lists_melds_and_fruit_cards_in_words(qapp):
    assert message_text(common.NOT_HELD(cards=parse_cards("QH 10S JK"))) == (
        "You do not hold Q♥ 10♠ Joker")
    run = make_run(parse_cards("9D JK JD"), parse_card("9D").suit, 9, _rules())
    assert "Run of diamonds 9–J, Joker as 10♦" in message_text(
        banakil.NO_END_FITS(card=parse_card("5C"), meld=run))
    misfit = banapples.CANOPY_ONE_FRUIT(card=FruitCard(Fruit.APPLE, 4, 0),
                                        top=FruitCard(Fruit.BANANA, 3, 1), fruit=Fruit.BANANA)
    assert message_text(misfit) == (
        "Apple 4 cannot go on banana 3: a canopy keeps one fruit (banana)")


def test_refusal_text_of_an_engine_refusal(qapp):
    error = IllegalAction(common.GAME_OVER("BK-28"))
    assert refusal_text(error) == "The game is over"
    assert str(error) == "the game is over (BK-28)"
    assert refusal_text(ValueError("disk full")) == "disk full"


def _rules():
    return meld_rules(BanakilConfig())


def test_meld_kind_parameters_stay_words(qapp):
    """A StrEnum parameter renders as its word."""
    assert message_text(meld_messages.NO_WILD_TWO(kind=MeldKind.SET)) == (
        "A set may not use a 2 as a wild card")


@pytest.mark.parametrize("run, card, words", [
    ("5S 6S 7S", "JH", "J♥ is not a ♠ card, so it cannot join this run"),
    ("5H 6H 7H", "JS", "J♠ is not a ♥ card, so it cannot join this run"),
])
def test_an_off_suit_card_names_the_runs_suit_spades_too(qapp, run, card, words):
    """BK-12: spades are suit number 0; the refusal once read "J♥ is not a  card"."""
    from desktop_app.games.banakil.layoff import add_card

    cards = parse_cards(run)
    shape = make_run(cards, cards[0].suit, cards[0].rank, _rules())
    with pytest.raises(IllegalAction) as refused:
        add_card(_rules(), shape, parse_card(card), None, False)
    assert refusal_text(refused.value) == words


@pytest.mark.parametrize("zone, words", [
    ("tree/0/1", "Tree 2 changed"), ("canopy/7", "The canopy changed"),
    ("compost/1", "The compost changed"), ("seeds/0", "The seed pile changed"),
])
def test_a_banapples_pile_is_named_in_words_never_by_its_id(qapp, zone, words):
    """A race lost by a hair says which pile changed as a player names it (issue 14)."""
    text = message_text(banapples.PILE_CHANGED(zone=ZoneName(zone), top=FruitCard(
        Fruit.APPLE, 4, 0)))
    assert text.startswith(words) and zone not in text and "/" not in text
