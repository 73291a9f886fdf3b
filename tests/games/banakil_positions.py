"""Building specific Banakil positions for tests: a real game from `new_game`, then hands, melds,
stock and discard pile set directly, every card of the 106 accounted for exactly once.

Cards are written in the notation of DESIGN.md (``9H 10H 2D:JH``: a wild may say what it stands
for, as in the score pad); suit symbols are accepted too (``9♥ 10♥ 2♦(J♥)``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from desktop_app.cards.card import Card, Face, parse_face
from desktop_app.cards.deck import standard_deck
from desktop_app.cards.melds import MeldKind, MeldShape, interpretations
from desktop_app.games.banakil import BanakilConfig, BanakilState, Meld, Phase, TableMeld
from desktop_app.games.banakil.rules import HAND_SIZE, JOKERS, PACKS

_SUIT_LETTER = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}


def tokens(text: str) -> list[str]:
    """``"4♣ JK(7♣) 2♠(9♥)"`` or ``"4C JK:7C 2S:9H"`` -> ``["4C", "JK:7C", "2S:9H"]``."""
    result = []
    for token in text.split():
        token = re.sub("[♠♥♦♣]", lambda m: _SUIT_LETTER[m.group()], token)
        match = re.fullmatch(r"(\w+)\((\w+)\)", token)
        result.append(f"{match[1]}:{match[2]}" if match else token)
    return result


def meld_groups(text: str) -> list[str]:
    """``"[9♦ 10♦ J♦], [A♠ A♥ A♣]"`` -> the text of each bracketed meld."""
    return re.findall(r"\[([^\]]*)\]", text)


class CardPool:
    """The physical cards of one Banakil deck, handed out by face (copy 0 first)."""

    def __init__(self) -> None:
        self.free: dict[Face, list[Card]] = {}
        for card in reversed(standard_deck(PACKS, JOKERS)):
            self.free.setdefault(card.face, []).append(card)

    def take(self, text: str) -> Card:
        face = parse_face(text.partition(":")[0])
        copies = self.free.get(face)
        if not copies:
            raise ValueError(f"no copy of {face} left in the deck")
        return copies.pop()

    def cards(self, text: str) -> list[Card]:
        return [self.take(token) for token in tokens(text)]

    def rest(self) -> list[Card]:
        return [card for cards in self.free.values() for card in cards]


def shape_of(cards: Sequence[Card], meanings: Sequence[str], state: BanakilState,
             new: bool = False) -> MeldShape:
    """The reading of `cards` whose wilds stand for the written meanings (``2D:JH``)."""
    wanted = {i: parse_face(m.partition(":")[2]) for i, m in enumerate(meanings) if ":" in m}
    for shape in interpretations(cards, state.rules, new=new):
        if all(_stands_for(shape, cards[i], face) for i, face in wanted.items()):
            return shape
    raise ValueError(f"{' '.join(meanings)} is not a legal meld as written")


def _stands_for(shape: MeldShape, card: Card, face: Face) -> bool:
    meant = shape.represents(shape.cards.index(card))
    if shape.kind is MeldKind.SET:
        return face.rank == shape.rank
    return meant == face


def meld_action(shape: MeldShape) -> Meld:
    """The Meld action that lays `shape` exactly (runs state their start, BK-14)."""
    if shape.kind is MeldKind.RUN:
        return Meld(shape.cards, MeldKind.RUN, shape.start)
    return Meld(shape.cards, MeldKind.SET)


def build(config: BanakilConfig, *, seed: int = 0, **position: Any) -> BanakilState:
    """A game from `new_game(config, seed)` with the position of `arrange` set up in it."""
    state = BanakilState.new_game(config, seed)
    arrange(state, **position)
    return state


def arrange(state: BanakilState, *, hands: Mapping[int, str],
            melds: Sequence[tuple[int, str]] = (), current: int = 0,
            phase: Phase = Phase.PLAY, turn_no: int = 5, discard: str = "",
            stock: int | None = None, first_meld_turn: Mapping[int, int | None] | None = None,
            totals: Sequence[int] | None = None, taken_single: str | None = None) -> None:
    """Replace the current round's cards by a consistent mid-round position.

    `hands` maps seats to their cards; seats not named get `HAND_SIZE` cards from the rest.
    `melds` are (owner, cards) in laying order; their owners have melded on an earlier turn
    unless `first_meld_turn` says otherwise. `discard` lists the pile bottom to top; `stock`
    keeps that many cards in the stock (the rest go under the discard pile)."""
    config = state.config
    pool = CardPool()
    hand_cards = {seat: pool.cards(text) for seat, text in hands.items()}
    table: list[TableMeld] = []
    for offset, (owner, text) in enumerate(melds):
        written = tokens(text)
        cards = [pool.take(token) for token in written]
        table.append(TableMeld(state.next_meld_id + offset, owner,
                               shape_of(cards, written, state)))
    pile = pool.cards(discard)
    rest = pool.rest()
    for seat in range(config.players):
        if seat not in hand_cards:
            hand_cards[seat] = [rest.pop() for _ in range(HAND_SIZE)]
    if stock is not None:
        pile = rest[stock:] + pile
        rest = rest[:stock]
    state.hands = [hand_cards[seat] for seat in range(config.players)]
    state.stock = rest
    state.discard = pile
    state.melds = {m.id: m for m in table}
    state.next_meld_id += len(table)
    melded = {m.owner for m in table}
    state.first_meld_turn = [turn_no - 1 if seat in melded else None
                             for seat in range(config.players)]
    for seat, turn in (first_meld_turn or {}).items():
        state.first_meld_turn[seat] = turn
    state.turn_no = turn_no
    state.current = current
    state.dealer = (current + 1 + turn_no) % config.players  # BK-05: play passes to the right
    state.phase = phase
    state.known = [set() for _ in range(config.players)]
    state.flow_in = [len(hand) for hand in state.hands]
    state.flow_out = [0] * config.players
    state.taken_single = None
    if taken_single is not None:
        card = next(c for c in state.hands[current] if str(c) == tokens(taken_single)[0])
        state.taken_single = card
        state.known[current].add(card)
    state.last_stock_drawn = False
    if totals is not None:
        state.totals = list(totals)
    problems = state.check_invariants()
    assert not problems, problems


def card_in(state: BanakilState, seat: int, text: str) -> Card:
    """The card of `seat`'s hand written as `text` (first copy held)."""
    face = parse_face(tokens(text)[0])
    return next(c for c in state.hands[seat] if c.face == face)


def cards_in(state: BanakilState, seat: int, text: str) -> tuple[Card, ...]:
    """Distinct held cards for each written face (two of the same face take both copies)."""
    chosen: list[Card] = []
    for token in tokens(text):
        face = parse_face(token.partition(":")[0])
        chosen.append(next(c for c in state.hands[seat] if c.face == face and c not in chosen))
    return tuple(chosen)
