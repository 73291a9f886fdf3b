"""Bain Hand and Foot's sentences (rules/bain_hand_and_foot.md), marked for translation; see
`cards.message`."""

from __future__ import annotations

from ..messages import QT_TRANSLATE_NOOP, Template

NOT_YOUR_TURN = Template("not_your_turn", QT_TRANSLATE_NOOP(
    "bain_hand_and_foot", "it is seat {current}'s turn, not seat {seat}'s"), "HF-04")
DRAW_FIRST = Template("draw_first", QT_TRANSLATE_NOOP(
    "bain_hand_and_foot", "draw first: two stock cards or the whole discard pile"), "HF-14")
TOO_SHORT = Template("too_short", QT_TRANSLATE_NOOP(
    "bain_hand_and_foot", "a meld needs at least 3 cards, not {count}"), "HF-07")
BLACK_THREES_ALONE = Template("black_threes_alone", QT_TRANSLATE_NOOP(
    "bain_hand_and_foot", "black 3s meld only among themselves, with no wild card"), "HF-06")
WILD_CARDS = Template("wild_cards", QT_TRANSLATE_NOOP("bain_hand_and_foot", "wild cards"))
UNFINISHED_MELD = Template("unfinished_meld", QT_TRANSLATE_NOOP(
    "bain_hand_and_foot",
    "your team already has an unfinished meld of {rank}: add to it instead"), "HF-10")
FOOT_NOT_PICKED = Template("foot_not_picked", QT_TRANSLATE_NOOP(
    "bain_hand_and_foot", "you have not picked up your foot yet"), "HF-17")
NO_CANASTA = Template("no_canasta", QT_TRANSLATE_NOOP(
    "bain_hand_and_foot", "your team has no {kinds} canasta yet"), "HF-18")
CANASTA_OR = Template("canasta_or", QT_TRANSLATE_NOOP("bain_hand_and_foot", "{first} or {second}"))
RED_THREES_ON_TABLE = Template("red_threes_on_table", QT_TRANSLATE_NOOP(
    "bain_hand_and_foot", "only {count} of the {total} red 3s are on the table"), "HF-18")
RED_THREE_HELD = Template("red_three_held", QT_TRANSLATE_NOOP(
    "bain_hand_and_foot", "a red 3 of your team is not on the table yet"), "HF-18")
MINIMUM = Template("minimum", QT_TRANSLATE_NOOP(
    "bain_hand_and_foot",
    "your team's first melds must be worth at least {need} (these are worth {value})"), "HF-13")
LAST_CARD = Template("last_card", QT_TRANSLATE_NOOP(
    "bain_hand_and_foot", "you may not play your last card: {problem}"))
SINGLE_CARD_LEFT = Template("single_card_left", QT_TRANSLATE_NOOP(
    "bain_hand_and_foot", "you would keep a single card you could not discard ({problem})"))
BLACK_THREES_GOING_OUT = Template("black_threes_going_out", QT_TRANSLATE_NOOP(
    "bain_hand_and_foot", "black 3s may be melded only in the turn you go out"), "HF-06")
NAME_A_MELD = Template("name_a_meld", QT_TRANSLATE_NOOP(
    "bain_hand_and_foot", "name at least one meld"))
OTHER_TEAMS = Template("other_teams", QT_TRANSLATE_NOOP(
    "bain_hand_and_foot", "that meld belongs to the other team"), "HF-07")
BLACK_THREES_CLOSED = Template("black_threes_closed", QT_TRANSLATE_NOOP(
    "bain_hand_and_foot", "nothing is added to a meld of black 3s"), "HF-06")
CANASTA_CLOSED = Template("canasta_closed", QT_TRANSLATE_NOOP(
    "bain_hand_and_foot", "that canasta is closed: nothing more is added"), "HF-07")
GARBAGE_CLOSED = Template("garbage_closed", QT_TRANSLATE_NOOP(
    "bain_hand_and_foot", "the garbage pile opens only after your team's sevens canasta"), "HF-12")
GARBAGE_SEVENS = Template("garbage_sevens", QT_TRANSLATE_NOOP(
    "bain_hand_and_foot", "the garbage pile takes only 7s, not {cards}"), "HF-12")
TOP_BLACK_THREE = Template("top_black_three", QT_TRANSLATE_NOOP(
    "bain_hand_and_foot", "the pile cannot be taken while its top card is a black 3"), "HF-16")
TOP_WILD = Template("top_wild", QT_TRANSLATE_NOOP(
    "bain_hand_and_foot", "the pile cannot be taken while its top card is a wild card"), "HF-16")
ONLY_THE_MELD = Template("only_the_meld", QT_TRANSLATE_NOOP(
    "bain_hand_and_foot",
    "when the top card goes onto a meld, name only the meld; add more cards after taking "
    "the pile"), "HF-16")
FROZEN = Template("frozen", QT_TRANSLATE_NOOP(
    "bain_hand_and_foot",
    "the pile is frozen: take it only with two natural {rank} from your hand"), "HF-16")
TOP_NOT_ON_MELD = Template("top_not_on_meld", QT_TRANSLATE_NOOP(
    "bain_hand_and_foot", "the top card {card} does not belong on that meld"), "HF-16")
TOP_WITH_RANK = Template("top_with_rank", QT_TRANSLATE_NOOP(
    "bain_hand_and_foot", "the top card {card} must be melded with cards of its rank"), "HF-16")
TAKE_WITH_PAIR = Template("take_with_pair", QT_TRANSLATE_NOOP(
    "bain_hand_and_foot",
    "take the pile with a natural pair of {rank}, one natural and one wild, or onto your "
    "team's unfinished meld of that rank"), "HF-16")
NO_SEVENS_DISCARD = Template("no_sevens_discard", QT_TRANSLATE_NOOP(
    "bain_hand_and_foot", "7s may never be discarded"), "HF-15")
LAST_DISCARD = Template("last_discard", QT_TRANSLATE_NOOP(
    "bain_hand_and_foot", "you may not discard your last card: {problem}"))
SEVENS_LOCK_HAND = Template("sevens_lock_hand", QT_TRANSLATE_NOOP(
    "bain_hand_and_foot", "the sevens lock needs a hand of nothing but 7s"), "HF-20")
SEVENS_LOCK_GO_OUT = Template("sevens_lock_go_out", QT_TRANSLATE_NOOP(
    "bain_hand_and_foot", "you can go out: put your 7s on the garbage pile"), "HF-20")
NO_OPEN_MELD = Template("no_open_meld", QT_TRANSLATE_NOOP(
    "bain_hand_and_foot", "your team has no unfinished meld to add to"), "HF-10")
