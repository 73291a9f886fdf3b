"""Builds Cap-It positions for the tests: named hands, piles and melds, every other card of
the packs kept in play so the invariants (all cards accounted for) still hold."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from desktop_app.cards.card import Card, parse_card, parse_face
from desktop_app.cards.melds import MeldKind
from desktop_app.games.cap_it_rummy import CapItConfig, CapItState, Meld, Phase, TableMeld
from desktop_app.games.cap_it_rummy.rules import full_deck
from desktop_app.games.cap_it_rummy.table import resolve_meld


class CardPool:
    """Hands out physical cards by notation: ``QS#1`` exactly, ``QS`` the next free copy."""

    def __init__(self, players: int) -> None:
        self.free = full_deck(players)

    def take(self, token: str) -> Card:
        if "#" in token:
            card = parse_card(token)
        else:
            face = parse_face(token)
            card = next(c for c in self.free if c.face == face)
        self.free.remove(card)
        return card

    def cards(self, text: str) -> list[Card]:
        return [self.take(token) for token in text.split()]


def rig(players: int = 4, *, hands: dict[int, str], current: int = 0, discard: str = "5C",
        stock: str | None = None, phase: Phase = Phase.DRAW, round_no: int = 1,
        melds: Sequence[tuple[int, str, MeldKind | None, int | None]] = (),
        contract_down: Sequence[int] = (), empty_since: int | None = None,
        past_rounds: Sequence[Sequence[int]] = (), **options: Any) -> CapItState:
    """A state in round `round_no` with `current` to play. Seats not named hold 10 filler cards
    from the rest of the packs. `stock` lists the stock bottom to top; when it is given, the
    unnamed cards lie under the discard pile instead, so the stock is exactly as written.
    `past_rounds` are the scores of earlier rounds (totals add up)."""
    config = CapItConfig(players=players, **options)
    state = CapItState.new_game(config, seed=0)
    pool = CardPool(players)
    hand_cards = {seat: pool.cards(text) for seat, text in hands.items()}
    table = []
    for owner, text, kind, start in melds:
        cards = tuple(pool.cards(text))
        table.append((owner, resolve_meld(state.rules, Meld(cards, kind, start))))
    top = pool.cards(discard)
    stock_cards = pool.cards(stock) if stock is not None else None
    for seat in range(players):
        if seat not in hand_cards:
            hand_cards[seat] = [pool.free.pop() for _ in range(10)]
    if stock_cards is None:
        stock_cards, under = pool.free, []
    else:
        under = pool.free
    state.round_no = round_no
    state.hands = [hand_cards[seat] for seat in range(players)]
    state.stock = stock_cards
    state.discard = under + top
    state.public_stock = set()
    state.melds = {}
    state.contract_turn = [None] * players
    for i, (owner, shape) in enumerate(table):
        state.melds[i] = TableMeld(i, owner, shape)
        state.contract_turn[owner] = 0
    for seat in contract_down:
        state.contract_turn[seat] = 0
    state.next_meld_id = len(table)
    state.known = [set() for _ in range(players)]
    state.flow_in = [len(h) for h in state.hands]
    state.flow_out = [0] * players
    state.current = current
    state.turn_no = 0 if empty_since is None else empty_since + 1
    state.dealer = (current - 1 - state.turn_no) % players
    state.phase = phase
    state.taken = None
    state.empty_since = empty_since
    state.results = [{"round": r + 1, "player_scores": list(scores)}
                     for r, scores in enumerate(past_rounds)]
    state.totals = [sum(scores[s] for scores in past_rounds) for s in range(players)]
    assert state.check_invariants() == [], state.check_invariants()
    return state


def card_in(state: CapItState, seat: int, text: str) -> Card:
    """The physical card of face `text` in `seat`'s hand."""
    face = parse_face(text)
    return next(c for c in state.hands[seat] if c.face == face)


def cards_in(state: CapItState, seat: int, text: str,
             besides: Sequence[Card] = ()) -> tuple[Card, ...]:
    """Physical cards of `seat`'s hand, by faces (repeated faces take different copies),
    other than `besides`."""
    hand = [c for c in state.hands[seat] if c not in besides]
    chosen = []
    for token in text.split():
        face = parse_face(token)
        card = next(c for c in hand if c.face == face)
        hand.remove(card)
        chosen.append(card)
    return tuple(chosen)
