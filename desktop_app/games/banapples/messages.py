"""Banapples' sentences (rules/banapples.md), marked for translation; see `cards.message`."""

from __future__ import annotations

from ..messages import QT_TRANSLATE_NOOP, Template

NOT_A_COMMAND = Template("not_a_command", QT_TRANSLATE_NOOP(
    "banapples", "{action} is not a Banapples command"))
CLOCK_BEHIND = Template("clock_behind", QT_TRANSLATE_NOOP(
    "banapples",
    "the command's clock {clock} is before the table's clock {table}: commands are "
    "applied in arrival order"), "BA-24")
ROUND_OVER = Template("round_over", QT_TRANSLATE_NOOP(
    "banapples",
    "the round is over: commands that arrive after the round-ending play are discarded"), "BA-23")
DEALER_DEALS = Template("dealer_deals", QT_TRANSLATE_NOOP(
    "banapples", "seat {seat} deals the next round"), "BA-25")
NOT_YOUR_PILE = Template("not_your_pile", QT_TRANSLATE_NOOP(
    "banapples",
    "{zone} is another player's pile: players never touch another player's seed pile, "
    "compost, draw pile or trees"), "BA-15")
NO_SUCH_SLOT = Template("no_such_slot", QT_TRANSLATE_NOOP(
    "banapples", "{zone}: there are tree slots 0 to {last}"), "BA-03")
THIRD_TREE_LOCKED = Template("third_tree_locked", QT_TRANSLATE_NOOP(
    "banapples", "the third tree opens only when every player has cycled their draw pile"), "BA-12")
BAD_SOURCE = Template("bad_source", QT_TRANSLATE_NOOP(
    "banapples", "{zone}: cards are played from your seed pile, compost or trees"), "BA-09")
NOT_ON_TOP = Template("not_on_top", QT_TRANSLATE_NOOP(
    "banapples", "{card} is not on top of {zone} (any more)"), "BA-21")
BAD_DESTINATION = Template("bad_destination", QT_TRANSLATE_NOOP(
    "banapples", "{zone}: cards are played onto your trees or onto canopies"), "BA-09")
NO_SUCH_CANOPY = Template("no_such_canopy", QT_TRANSLATE_NOOP(
    "banapples", "there is no canopy {index}"), "BA-06")
CANOPY_CHANGED = Template("canopy_changed", QT_TRANSLATE_NOOP(
    "banapples", "canopy {index} changed: {top} is on top now"), "BA-21")
CANOPY_STARTS_WITH_ONE = Template("canopy_starts_with_one", QT_TRANSLATE_NOOP(
    "banapples", "a canopy starts with a 1, not with {card}"), "BA-06")
CANOPY_IN_OWN_AREA = Template("canopy_in_own_area", QT_TRANSLATE_NOOP(
    "banapples",
    "a new canopy may be started only in your own area; add to other players' canopies "
    "instead"), "BA-07")
CANOPY_ON_EMPTY = Template("canopy_on_empty", QT_TRANSLATE_NOOP(
    "banapples", "a new canopy starts on an empty place"), "BA-06")
OWN_TREES = Template("own_trees", QT_TRANSLATE_NOOP(
    "banapples", "you may build only on your own trees"), "BA-15")
TREE_CARDS_STAY = Template("tree_cards_stay", QT_TRANSLATE_NOOP(
    "banapples", "tree cards never go to another tree singly: move the whole tree"), "BA-09")
PILE_CHANGED = Template("pile_changed", QT_TRANSLATE_NOOP(
    "banapples", "{zone} changed: {top} is on top now"), "BA-21")
NOTHING = Template("nothing", QT_TRANSLATE_NOOP("banapples", "nothing"))
WHOLE_TREES = Template("whole_trees", QT_TRANSLATE_NOOP(
    "banapples", "only whole trees move, from one of your tree slots to another"), "BA-14")
MOVE_OWN_TREES = Template("move_own_trees", QT_TRANSLATE_NOOP(
    "banapples", "you may move only your own trees"), "BA-15")
ONTO_ITSELF = Template("onto_itself", QT_TRANSLATE_NOOP(
    "banapples", "a tree cannot move onto itself"), "BA-14")
NOT_IN_TREE = Template("not_in_tree", QT_TRANSLATE_NOOP(
    "banapples", "{card} is not in {zone} (any more)"), "BA-21")
PARTIAL_MOVE = Template("partial_move", QT_TRANSLATE_NOOP(
    "banapples",
    "move the whole tree: partial moves are illegal (lift it by its bottom card {card})"), "BA-14")
TREE_BOTTOM = Template("tree_bottom", QT_TRANSLATE_NOOP(
    "banapples", "the tree's bottom card {problem}"), "BA-14")
PILES_EMPTY = Template("piles_empty", QT_TRANSLATE_NOOP(
    "banapples", "your draw pile and compost are both empty"), "BA-11")
COMPOST_PLAYABLE = Template("compost_playable", QT_TRANSLATE_NOOP(
    "banapples",
    "your compost top {card} can be played (strict compost: deal only when it cannot)"), "BA-11")
TREE_ALTERNATES = Template("tree_alternates", QT_TRANSLATE_NOOP(
    "banapples",
    "{card} cannot go on {top}: a tree alternates fruit ({fruit} needs a {other} below "
    "it)"), "BA-05")
TREE_DOWN_BY_ONE = Template("tree_down_by_one", QT_TRANSLATE_NOOP(
    "banapples",
    "{card} cannot go on {top}: a tree builds down by exactly one (a {value})"), "BA-05")
CANOPY_COMPLETE = Template("canopy_complete", QT_TRANSLATE_NOOP(
    "banapples", "this canopy reached 10: it is complete and closed"), "BA-06")
CANOPY_ONE_FRUIT = Template("canopy_one_fruit", QT_TRANSLATE_NOOP(
    "banapples", "{card} cannot go on {top}: a canopy keeps one fruit ({fruit})"), "BA-06")
CANOPY_UP_BY_ONE = Template("canopy_up_by_one", QT_TRANSLATE_NOOP(
    "banapples",
    "{card} cannot go on {top}: a canopy builds up by exactly one (a {value})"), "BA-06")
SEED_EMPTY = Template("seed_empty", QT_TRANSLATE_NOOP(
    "banapples", "your seed pile is empty"), "BA-16")
COMPOST_EMPTY = Template("compost_empty", QT_TRANSLATE_NOOP(
    "banapples", "your compost is empty: deal three cards onto it first"), "BA-11")
FITS_NOWHERE = Template("fits_nowhere", QT_TRANSLATE_NOOP(
    "banapples", "your {card} fits nowhere right now"), "BA-09")
NOT_PLAYING = Template("not_playing", QT_TRANSLATE_NOOP(
    "banapples", "the round is not being played now"), "BA-23")
