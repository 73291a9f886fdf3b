"""Messages as data (cards/message.py): templates, parameters kept as values, English rendering."""

from __future__ import annotations

import pickle

from desktop_app.cards import meld_messages
from desktop_app.cards.card import Face, Suit, parse_card, parse_cards
from desktop_app.cards.melds import MeldError, MeldRules, explain_invalid
from desktop_app.cards.message import QT_TRANSLATE_NOOP, Message, Template, Text, render
from desktop_app.games.banapples.fruit import Fruit

HELD = Template("held", QT_TRANSLATE_NOOP("test", "you do not hold {cards}"), "XX-01")
WRAP = Template("wrap", QT_TRANSLATE_NOOP("test", "not now: {why}"))


def test_the_marker_keeps_context_and_text_untranslated():
    assert QT_TRANSLATE_NOOP("banakil", "the stock is empty") == Text("banakil",
                                                                      "the stock is empty")


def test_a_template_makes_messages_with_its_rule_unless_told_another():
    cards = parse_cards("QH 10D")
    message = HELD(cards=cards)
    assert message.id == "test.held" and message.rule == "XX-01"
    assert message.params["cards"] is cards  # the cards themselves, not their text
    assert HELD("XX-02", cards=cards).rule == "XX-02"


def test_english_rendering_writes_cards_in_notation_and_never_the_rule():
    message = WRAP(why=HELD(cards=parse_cards("QH 10D")))
    assert message.text == "not now: you do not hold QH 10D"
    assert str(message) == message.text and "XX-01" not in message.text


def test_rendering_goes_through_the_translator_and_the_card_writer():
    seen: list[tuple[str, str]] = []

    def translate(context: str, text: str) -> str:
        seen.append((context, text))
        return "«" + text + "»"

    message = WRAP(why=HELD(cards=[parse_card("QH")]))
    assert render(message, translate, lambda card: "Q♥") == "«not now: «you do not hold Q♥»»"
    assert seen == [("test", "you do not hold {cards}"), ("test", "not now: {why}")]


def test_a_translation_with_broken_fields_falls_back_to_english():
    message = HELD(cards=[parse_card("QH")])
    assert render(message, lambda context, text: "{kartu} tidak ada", str) == (
        "you do not hold QH")


def test_faces_suits_and_fruit_are_single_values():
    face = Template("face", QT_TRANSLATE_NOOP("test", "{face} {suit} {fruit}"))
    message = face(face=Face(9, Suit.D), suit=Suit.H, fruit=Fruit.BANANA)
    assert message.text == "9D ♥ 🍌"


def test_a_list_of_messages_reads_as_a_list():
    one = Template("one", QT_TRANSLATE_NOOP("test", "{n}"))
    assert WRAP(why=[one(n=1), one(n=2)]).text == "not now: 1; 2"


def test_messages_cross_process_boundaries():
    message = HELD(cards=parse_cards("QH"))
    assert pickle.loads(pickle.dumps(message)) == message


def test_meld_errors_carry_their_message():
    rules = MeldRules(set_ranks=frozenset({3, 14}))
    error = explain_invalid(parse_cards("8S 8H 8D"), rules, new=True)
    assert isinstance(error, MeldError) and error.code == "set_rank"
    assert error.message.template is meld_messages.SET_RANK
    assert error.reason == "sets may only be 3s or Aces, not 8s"


def test_a_message_without_parameters_is_a_plain_sentence():
    assert Message(meld_messages.ABOVE_ACE).text == "nothing ranks above the Ace: runs never wrap"
