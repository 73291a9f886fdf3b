"""Banakil's sentences (rules/banakil.md), marked for translation; see `cards.message`."""

from __future__ import annotations

from ..messages import QT_TRANSLATE_NOOP, Template

DRAW_FIRST = Template("draw_first", QT_TRANSLATE_NOOP(
    "banakil", "draw first: take the top stock card or cards from the pile"), "BK-07")
STOCK_EMPTY = Template("stock_empty", QT_TRANSLATE_NOOP("banakil", "the stock is empty"), "BK-20")
TAKE_RANGE = Template("take_range", QT_TRANSLATE_NOOP(
    "banakil", "you can take 1 to {most} cards from the discard pile, not {count}"), "BK-07")
STRANDS_TAKEN = Template("strands_taken", QT_TRANSLATE_NOOP(
    "banakil",
    "you could not discard afterwards: {card} was taken alone from the pile and may not "
    "be discarded this turn"), "BK-08")
SET_HAS_NO_START = Template("set_has_no_start", QT_TRANSLATE_NOOP(
    "banakil", "a set has no start position; give start only for a run"))
NO_NATURAL = Template("no_natural", QT_TRANSLATE_NOOP(
    "banakil", "{cards} holds no natural card"), "BK-13")
PARTNERS_MELDS = Template("partners_melds", QT_TRANSLATE_NOOP(
    "banakil", "you may lay off only on your own or your partner's melds"), "BK-16")
MELD_FIRST = Template("meld_first", QT_TRANSLATE_NOOP(
    "banakil", "you must lay a meld of your own before laying off"), "BK-16")
BAD_END = Template("bad_end", QT_TRANSLATE_NOOP(
    "banakil", "end must be \"low\" or \"high\", not {end}"))
TAKEN_SINGLE = Template("taken_single", QT_TRANSLATE_NOOP(
    "banakil",
    "you took {card} alone from the discard pile, so you may not discard it this turn"), "BK-08")
TWO_BELOW_THREE = Template("two_below_three", QT_TRANSLATE_NOOP(
    "banakil",
    "runs start at the 3: a 2 goes below the 3 only when it is moved there from a run "
    "that spans 3 to A"), "BK-12")
OFF_SUIT = Template("off_suit", QT_TRANSLATE_NOOP(
    "banakil", "{card} is not a {suit} card, so it cannot join this run"), "BK-12")
NO_END_FITS = Template("no_end_fits", QT_TRANSLATE_NOOP(
    "banakil", "{card} does not fit at either end of {meld}"), "BK-12")
NOT_OF_SET = Template("not_of_set", QT_TRANSLATE_NOOP(
    "banakil", "{card} does not belong to a set of {rank}"), "BK-11")
SUIT_IN_SET = Template("suit_in_set", QT_TRANSLATE_NOOP(
    "banakil",
    "this set already holds a {card}: the cards of a set are all of different suits"), "BK-11")
RUN_HOLDS = Template("run_holds", QT_TRANSLATE_NOOP(
    "banakil", "this run already holds the {card}"), "BK-12")
NO_OPEN_END = Template("no_open_end", QT_TRANSLATE_NOOP(
    "banakil", "the {wild} has no open end of the run to move to"), "BK-17")
