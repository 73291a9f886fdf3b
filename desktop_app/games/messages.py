"""Sentences every engine says (any game's seats, hands and actions), marked for translation.

`Message` and `Template` live in `cards.message` (the meld laws explain too, below the games);
this module re-exports them so a game imports its message types from one place."""

from __future__ import annotations

from ..cards.message import QT_TRANSLATE_NOOP, Message, Template, Text

__all__ = ["QT_TRANSLATE_NOOP", "Message", "Template", "Text"]

NO_SUCH_SEAT = Template("no_such_seat", QT_TRANSLATE_NOOP(
    "engine", "there is no seat {seat} at this table"))
NOT_AN_ACTION = Template("not_an_action", QT_TRANSLATE_NOOP("engine", "{action} is not an action"))
NOT_THIS_GAMES = Template("not_this_games", QT_TRANSLATE_NOOP(
    "engine", "{action} is not a {game} action"))
CHOOSE_A_CARD = Template("choose_a_card", QT_TRANSLATE_NOOP("engine", "choose at least one card"))
NAMED_TWICE = Template("named_twice", QT_TRANSLATE_NOOP("engine", "the same card is named twice"))
NOT_HELD = Template("not_held", QT_TRANSLATE_NOOP("engine", "you do not hold {cards}"))
GAME_OVER = Template("game_over", QT_TRANSLATE_NOOP("engine", "the game is over"))
NOT_YOUR_TURN = Template("not_your_turn", QT_TRANSLATE_NOOP(
    "engine", "it is not your turn: seat {seat} is to play"))
ROUND_OVER = Template("round_over", QT_TRANSLATE_NOOP(
    "engine", "the round is over: the next dealer deals first"))
ROUND_IN_PROGRESS = Template("round_in_progress", QT_TRANSLATE_NOOP(
    "engine", "a round is in progress; deal only after it has ended"))
ALREADY_DREW = Template("already_drew", QT_TRANSLATE_NOOP(
    "engine", "you have already drawn this turn"))
DISCARD_EMPTY = Template("discard_empty", QT_TRANSLATE_NOOP("engine", "the discard pile is empty"))
NO_SUCH_MELD = Template("no_such_meld", QT_TRANSLATE_NOOP(
    "engine", "there is no meld {meld} on the table"))
SELECT_THREE = Template("select_three", QT_TRANSLATE_NOOP(
    "engine", "select at least three cards to meld"))
SELECT_TO_LAY_OFF = Template("select_to_lay_off", QT_TRANSLATE_NOOP(
    "engine", "select the cards to lay off first"))
SELECT_ONE = Template("select_one", QT_TRANSLATE_NOOP("engine", "select one card to discard"))
SELECT_TO_MELD = Template("select_to_meld", QT_TRANSLATE_NOOP(
    "engine", "select the cards to meld first"))
SELECT_TO_ADD = Template("select_to_add", QT_TRANSLATE_NOOP(
    "engine", "select the cards to add first"))
