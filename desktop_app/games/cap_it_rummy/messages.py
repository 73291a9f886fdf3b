"""Cap-It Rummy's sentences (rules/cap_it_rummy.md), marked for translation; see
`cards.message`."""

from __future__ import annotations

from ..messages import QT_TRANSLATE_NOOP, Template

NO_PLAIN_DRAW = Template("no_plain_draw", QT_TRANSLATE_NOOP(
    "cap_it_rummy",
    "there is no plain stock draw: take the top discard, or push it with the stock card "
    "to the next player"), "CR-10")
DRAW_FIRST = Template("draw_first", QT_TRANSLATE_NOOP(
    "cap_it_rummy", "draw first: take the top discard or push"), "CR-10")
NOTHING_TO_PUSH = Template("nothing_to_push", QT_TRANSLATE_NOOP(
    "cap_it_rummy", "the discard pile is empty, so there is nothing to push"), "CR-10")
STRANDS_TAKEN = Template("strands_taken", QT_TRANSLATE_NOOP(
    "cap_it_rummy",
    "you could not discard afterwards: {card} was taken from the discard pile and may not"
    " be discarded this turn"), "CR-13")
CONTRACT_IS = Template("contract_is", QT_TRANSLATE_NOOP(
    "cap_it_rummy", "round {round}'s contract is {contract}"))
CONTRACT_LAID = Template("contract_laid", QT_TRANSLATE_NOOP(
    "cap_it_rummy",
    "you have already laid this round's contract; lay further melds one at a time"), "CR-09")
LAID_MELD = Template("laid_meld", QT_TRANSLATE_NOOP("cap_it_rummy", "{kind} {meld}"))
NOTHING = Template("nothing", QT_TRANSLATE_NOOP("cap_it_rummy", "nothing"))
CONTRACT_NOT_MADE = Template("contract_not_made", QT_TRANSLATE_NOOP(
    "cap_it_rummy",
    "{contract}, laid all together, one meld per part; {laid} does not make it up"), "CR-08")
CONTRACT_FIRST = Template("contract_first", QT_TRANSLATE_NOOP(
    "cap_it_rummy", "lay your contract first: {contract}, all in one turn"), "CR-08")
LAY_OFF_AFTER_CONTRACT = Template("lay_off_after_contract", QT_TRANSLATE_NOOP(
    "cap_it_rummy", "you may lay off only after laying your contract ({contract})"), "CR-08")
SWAP_AFTER_CONTRACT = Template("swap_after_contract", QT_TRANSLATE_NOOP(
    "cap_it_rummy", "you may swap wild cards only after laying your contract"), "CR-08")
BAD_END = Template("bad_end", QT_TRANSLATE_NOOP(
    "cap_it_rummy", "end must be \"low\" or \"high\", not {end}"))
TAKEN_CARD = Template("taken_card", QT_TRANSLATE_NOOP(
    "cap_it_rummy",
    "you took {card} from the discard pile this turn, so you may not discard it now"), "CR-13")
SET_HAS_NO_START = Template("set_has_no_start", QT_TRANSLATE_NOOP(
    "cap_it_rummy", "a set has no start position; give start only for a run"), "CR-14")
SET_OR_RUN = Template("set_or_run", QT_TRANSLATE_NOOP(
    "cap_it_rummy", "{cards} could be a set or a run: declare which"), "CR-14")
SEVERAL_RUNS = Template("several_runs", QT_TRANSLATE_NOOP(
    "cap_it_rummy",
    "{cards} can be laid as a run in several ways ({ways}): declare where each wild "
    "stands by giving the run's start"), "CR-14")
NOT_OF_SET = Template("not_of_set", QT_TRANSLATE_NOOP(
    "cap_it_rummy", "{card} does not belong to a set of {rank}"), "CR-14")
NOT_AT_END = Template("not_at_end", QT_TRANSLATE_NOOP(
    "cap_it_rummy", "{card} cannot go at the {end} end of {meld}"), "CR-14")
OFF_SUIT = Template("off_suit", QT_TRANSLATE_NOOP(
    "cap_it_rummy", "{card} is not a {suit} card, so it cannot join this run"), "CR-14")
NO_END_FITS = Template("no_end_fits", QT_TRANSLATE_NOOP(
    "cap_it_rummy", "{card} does not fit at either end of {meld}"), "CR-14")
BELONGS_INSIDE = Template("belongs_inside", QT_TRANSLATE_NOOP(
    "cap_it_rummy",
    "{card} belongs inside {meld}; if a wild holds its place, swap it instead of laying "
    "it off"), "CR-14")
WILD_NOT_HERE = Template("wild_not_here", QT_TRANSLATE_NOOP(
    "cap_it_rummy", "{wild} is not in this meld"), "CR-15")
TWO_IN_PLACE = Template("two_in_place", QT_TRANSLATE_NOOP(
    "cap_it_rummy",
    "the {wild} stands in its natural place in this run and cannot be replaced"), "CR-15")
NATURAL_NOT_WILD = Template("natural_not_wild", QT_TRANSLATE_NOOP(
    "cap_it_rummy", "{wild} is a natural card, not a wild"), "CR-15")
ONE_WAY = Template("one_way", QT_TRANSLATE_NOOP("cap_it_rummy", "{meld}"))
CANNOT_MAKE = Template("cannot_make", QT_TRANSLATE_NOOP(
    "cap_it_rummy", "your hand cannot make {contract} yet"), "CR-07")
SELECTION_CANNOT_MAKE = Template("selection_cannot_make", QT_TRANSLATE_NOOP(
    "cap_it_rummy", "these cards do not make up {contract}"), "CR-08")
