"""Building Banapples positions for tests: name the piles that matter, the rest of every deck
goes to the bottom of its owner's draw pile (so all 40 cards of each deck stay accounted for).

Every pile is written bottom to top. A card written twice gets copy 0, then copy 1.
"""

from __future__ import annotations

from collections import Counter

from desktop_app.games.banapples import BanapplesConfig, BanapplesState, Canopy
from desktop_app.games.banapples.fruit import FruitCard, fruit_deck, parse_fruit_face
from desktop_app.games.banapples.phase import Phase

DEFAULT_SEEDS = 3
"""Seed piles not named get the three highest bananas left (rarely in the way of a test)."""


class _Cards:
    def __init__(self) -> None:
        self.used: Counter[tuple] = Counter()

    def parse(self, text: str) -> list[FruitCard]:
        cards = []
        for token in text.split():
            fruit, value, owner, copy = parse_fruit_face(token)
            if copy is None:
                copy = self.used[(fruit, value, owner)]
            self.used[(fruit, value, owner)] += 1
            cards.append(FruitCard(fruit, value, owner, copy))
        return cards


def make_table(players: int = 2, *, seeds: dict[int, str] | None = None,
               trees: dict[tuple[int, int], str] | None = None,
               compost: dict[int, str] | None = None, draw: dict[int, str] | None = None,
               canopies: list[tuple[int, str]] | None = None, third_tree_open: bool = False,
               rest_to: str = "draw", seed: int = 0, **options: object) -> BanapplesState:
    """A state in the middle of round 1 with exactly the named piles; the cards not named go
    to the bottom of their owner's `rest_to` pile ("draw" or "compost")."""
    config = BanapplesConfig(players=players, **options)
    state = BanapplesState(config, seed)
    state.round_no = 1
    state.phase = Phase.PLAY
    cards = _Cards()
    seeds = seeds or {}
    for seat in range(players):
        state.seeds[seat] = cards.parse(seeds.get(seat, ""))
        state.compost[seat] = cards.parse((compost or {}).get(seat, ""))
    for (seat, slot), text in (trees or {}).items():
        state.trees[seat][slot] = cards.parse(text)
    for area, text in canopies or []:
        state.canopies[state.next_canopy_id] = Canopy(state.next_canopy_id, area,
                                                      cards.parse(text))
        state.next_canopy_id += 1
    named = {seat: cards.parse((draw or {}).get(seat, "")) for seat in range(players)}
    placed = {card for seat in range(players)
              for card in [*state.seeds[seat], *state.compost[seat], *named[seat],
                           *(c for tree in state.trees[seat] for c in tree)]}
    placed.update(card for canopy in state.canopies.values() for card in canopy.cards)
    for seat in range(players):
        rest = [card for card in fruit_deck(seat) if card not in placed]
        if seat not in seeds:
            rest.sort(key=lambda c: (c.fruit, c.value))
            state.seeds[seat] = rest[-DEFAULT_SEEDS:]
            del rest[-DEFAULT_SEEDS:]
        state.draw[seat] = named[seat]
        if rest_to == "draw":
            state.draw[seat] = rest + named[seat]
        else:
            state.compost[seat] = rest + state.compost[seat]
    if third_tree_open:
        state.cycled = [True] * players
        state.third_tree_open = True
    problems = state.check_invariants()
    assert not problems, problems
    return state


def cards(text: str) -> list[FruitCard]:
    """Cards as written (copies counted within this one text)."""
    return _Cards().parse(text)


def card(text: str) -> FruitCard:
    return cards(text)[0]
