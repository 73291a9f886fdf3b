"""The meld laws' sentences (shared by the rummy games), marked for translation; see
`cards.message`. A game cites its own rule id when it turns a `MeldError` into a refusal."""

from __future__ import annotations

from .message import QT_TRANSLATE_NOOP, Template

MAX_JOKERS = Template("max_jokers", QT_TRANSLATE_NOOP(
    "melds", "a {kind} may hold at most {limit} joker(s), this one holds {count}"))
NO_WILD_TWO = Template("no_wild_two", QT_TRANSLATE_NOOP(
    "melds", "a {kind} may not use a 2 as a wild card"))
MAX_TWOS = Template("max_twos", QT_TRANSLATE_NOOP(
    "melds", "a {kind} may hold at most {limit} wild 2(s), this one holds {count}"))
MAX_WILDS = Template("max_wilds", QT_TRANSLATE_NOOP(
    "melds", "a {kind} may hold at most {limit} wild cards"))
TOO_SHORT = Template("too_short", QT_TRANSLATE_NOOP(
    "melds", "a meld needs at least 3 cards, not {count}"))
ALL_WILD = Template("all_wild", QT_TRANSLATE_NOOP(
    "melds", "a meld needs at least one natural card; {cards} are all wild"))
MIN_NATURALS = Template("min_naturals", QT_TRANSLATE_NOOP(
    "melds", "a new meld needs at least {need} natural cards; {cards} has {count}"))
NO_SETS = Template("no_sets", QT_TRANSLATE_NOOP("melds", "this game has no sets"))
SET_RANK = Template("set_rank", QT_TRANSLATE_NOOP(
    "melds", "sets may only be {allowed}, not {rank}"))
NOT_ONE_RANK = Template("not_one_rank", QT_TRANSLATE_NOOP(
    "melds", "{cards} are not all of one rank"))
SET_SUITS = Template("set_suits", QT_TRANSLATE_NOOP(
    "melds", "the cards of a set must all be of different suits: {card} twice"))
SET_SIZE = Template("set_size", QT_TRANSLATE_NOOP("melds", "a set holds at most {limit} cards"))
NO_WILD_RANK = Template("no_wild_rank", QT_TRANSLATE_NOOP(
    "melds", "a set of {rank} may hold no wild card; {cards} has {count}"))
SET_WILD_LIMIT = Template("set_wild_limit", QT_TRANSLATE_NOOP(
    "melds", "a set of {size} cards may hold at most {limit} wild card(s); {cards} has {count}"))
WILD_MELD_NATURAL = Template("wild_meld_natural", QT_TRANSLATE_NOOP(
    "melds", "a wild meld holds wild cards only, not {cards}"))
MELD_SIZE = Template("meld_size", QT_TRANSLATE_NOOP("melds", "a meld holds at most {limit} cards"))
NO_RUNS = Template("no_runs", QT_TRANSLATE_NOOP("melds", "this game has no runs"))
RUN_TOO_LOW = Template("run_too_low", QT_TRANSLATE_NOOP(
    "melds", "a run may not go below {rank}; the Ace is high only and runs never wrap"))
ABOVE_ACE = Template("above_ace", QT_TRANSLATE_NOOP(
    "melds", "nothing ranks above the Ace: runs never wrap"))
RUN_SUIT = Template("run_suit", QT_TRANSLATE_NOOP(
    "melds", "a run is of one suit: {card} does not belong"))
RUN_GAP = Template("run_gap", QT_TRANSLATE_NOOP(
    "melds", "{card} cannot stand where {face} belongs: runs are consecutive"))
MIXED_SUITS = Template("mixed_suits", QT_TRANSLATE_NOOP(
    "melds", "a run is of one suit: {cards} mixes suits"))
NO_NATURAL = Template("no_natural", QT_TRANSLATE_NOOP("melds", "{cards} holds no natural card"))
NEITHER = Template("neither", QT_TRANSLATE_NOOP(
    "melds", "{cards} is neither a set of one rank nor a run of one suit"))
RUN_DUPLICATE = Template("run_duplicate", QT_TRANSLATE_NOOP(
    "melds", "a run cannot hold the same card twice: {cards}"))
ACE_HIGH = Template("ace_high", QT_TRANSLATE_NOOP(
    "melds", "the Ace is high only and runs never wrap"))
NOT_CONSECUTIVE = Template("not_consecutive", QT_TRANSLATE_NOOP(
    "melds",
    "{cards} is not a run: the cards are not consecutive (not enough wild cards to fill "
    "the gaps)"))
NOT_WILD = Template("not_wild", QT_TRANSLATE_NOOP(
    "melds", "{card} is not a wild card in this meld"))
NOT_NATURAL = Template("not_natural", QT_TRANSLATE_NOOP(
    "melds", "{card} is wild; only a natural card replaces a wild"))
WRONG_CARD = Template("wrong_card", QT_TRANSLATE_NOOP(
    "melds", "{card} is not the card the {wild} stands for ({face})"))
ANY_RANK = Template("any_rank", QT_TRANSLATE_NOOP("melds", "any {rank}"))
