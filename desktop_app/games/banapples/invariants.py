"""What must hold after every Banapples command; the simulator checks it after each one, so it
is written to be cheap (one pass over the 80–160 cards, counting by uid)."""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING

from .fruit import ALL_FRUIT_CARDS, DECK_SIZE
from .phase import Phase
from .rules import SEED_SIZE, fits_canopy, fits_tree

if TYPE_CHECKING:
    from .state import BanapplesState


def broken_invariants(state: BanapplesState) -> list[str]:
    problems: list[str] = []
    n = state.players
    counts = [0] * len(ALL_FRUIT_CARDS)
    for seat in range(n):
        trees = state.trees[seat]
        for pile in (state.seeds[seat], state.compost[seat], state.draw[seat], *trees):
            for card in pile:
                counts[card.uid] += 1
                if card.owner != seat:
                    problems.append(f"seat {seat}'s piles hold {card} of another deck (BA-15)")
        if len(state.seeds[seat]) > SEED_SIZE:
            problems.append(f"seat {seat} has {len(state.seeds[seat])} seed cards (BA-02)")
        if state.phase is Phase.PLAY and not state.seeds[seat]:
            problems.append(f"seat {seat} emptied the seed pile but the round goes on (BA-16)")
        for slot, tree in enumerate(trees):
            if slot >= state.open_slots and tree:
                problems.append(f"locked tree slot {seat}/{slot} holds cards (BA-12)")
            for lower, upper in pairwise(tree):
                if not fits_tree(lower, upper):
                    problems.append(f"tree {seat}/{slot}: {upper} on {lower} (BA-05)")
    for canopy in state.canopies.values():
        cards = canopy.cards
        for card in cards:
            counts[card.uid] += 1
        if not cards or cards[0].value != 1:
            problems.append(f"canopy {canopy.id} does not start with a 1 (BA-06)")
        elif cards[0].owner != canopy.area:
            problems.append(f"canopy {canopy.id} in area {canopy.area} was started with "
                            f"{cards[0]} (BA-07)")
        for lower, upper in pairwise(cards):
            if not fits_canopy(lower, upper):
                problems.append(f"canopy {canopy.id}: {upper} on {lower} (BA-06)")
    for seat in range(n):
        deck = counts[seat * DECK_SIZE:(seat + 1) * DECK_SIZE]
        missing = deck.count(0)
        if missing:
            problems.append(f"seat {seat}'s deck: {missing} of {DECK_SIZE} cards missing")
    doubles = [str(ALL_FRUIT_CARDS[uid]) for uid, k in enumerate(counts) if k > 1]
    if doubles:
        problems.append(f"cards in two places at once: {' '.join(doubles)}")
    if any(counts[n * DECK_SIZE:]):
        problems.append("cards of a deck without a player are on the table")
    if state.third_tree_open != all(state.cycled):
        problems.append("the third tree slot is open unless every player has cycled (BA-12)")
    if state.phase is Phase.GAME_OVER and state.winner is None:
        problems.append("the game is over without a winner (BA-19)")
    return problems
