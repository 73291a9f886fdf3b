"""Building Hand and Foot tables by hand for the engine tests (every card accounted for)."""

from __future__ import annotations

from collections.abc import Sequence

from desktop_app.cards.card import Card, parse_face
from desktop_app.cards.deck import standard_deck
from desktop_app.cards.melds import interpretations, make_set
from desktop_app.games.bain_hand_and_foot import HandAndFootConfig, HandAndFootState, TableMeld
from desktop_app.games.bain_hand_and_foot.phase import Phase
from desktop_app.games.bain_hand_and_foot.rules import FOOT_SIZE, JOKERS, MELD_RULES, PACKS

SUITS = "SHDC"


class Pool:
    """Hands out physical cards by face; a face without a suit ("K") gets the next suit."""

    def __init__(self) -> None:
        self.cards = standard_deck(PACKS, JOKERS)
        self._suit_turn: dict[str, int] = {}

    def take(self, text: str) -> Card:
        text = text.replace("♠", "S").replace("♥", "H").replace("♦", "D").replace("♣", "C")
        if text != "JK" and text[-1] not in SUITS:
            turn = self._suit_turn.get(text, 0)
            self._suit_turn[text] = turn + 1
            text += SUITS[turn % 4]
        face = parse_face(text)
        for card in self.cards:
            if card.face == face:
                self.cards.remove(card)
                return card
        raise ValueError(f"no {text} left")

    def many(self, text: str) -> list[Card]:
        return [self.take(token) for token in text.split()]


def build(hands: Sequence[str], *, melds: Sequence[tuple[int, str]] = (),
          discard: str = "", red_threes: Sequence[str] = ("", ""),
          garbage: Sequence[str] = ("", ""), feet: Sequence[str | None] = (None,) * 4,
          foot_picked: Sequence[bool] = (False,) * 4, current: int = 0,
          phase: Phase = Phase.PLAY, totals: Sequence[int] = (0, 0), stock: str | None = None,
          config: HandAndFootConfig | None = None) -> HandAndFootState:
    """A table in the middle of a round: named cards where given, the rest in the feet (13
    each unless picked up or given) and the stock. `stock` lists its cards bottom to top."""
    pool = Pool()
    state = HandAndFootState(config or HandAndFootConfig(), 7)
    state.round_no = 1
    state.turn_no = 0
    state.current = current
    state.dealer = (current - 1) % 4
    state.phase = phase
    state.hands = [pool.many(h) for h in hands]
    state.melds = {}
    for i, (team, text) in enumerate(melds):
        cards = pool.many(text)
        if all(c.rank == 3 for c in cards):
            state.melds[i] = TableMeld(i, team, make_set(cards, 3, MELD_RULES), True)
        else:
            state.melds[i] = TableMeld(i, team, interpretations(cards, MELD_RULES)[0])
    state.next_meld_id = len(melds)
    state.discard = pool.many(discard)
    state.red_threes = [pool.many(r) for r in red_threes]
    state.garbage = [pool.many(g) for g in garbage]
    state.foot_picked = list(foot_picked)
    named_feet = [None if f is None else pool.many(f) for f in feet]
    state.stock = [] if stock is None else pool.many(stock)
    rest = [c for c in pool.cards if c.rank != 3]
    threes = [c for c in pool.cards if c.rank == 3]
    state.feet = []
    for seat in range(4):
        if foot_picked[seat]:
            state.feet.append([])
        elif named_feet[seat] is not None:
            state.feet.append(named_feet[seat])
        else:
            state.feet.append([rest.pop() for _ in range(FOOT_SIZE)])
    if stock is None:
        state.stock = threes + rest
    else:
        # Whatever was not named lies at the bottom of the stock's neighbour: the feet of
        # nobody would break the count, so park the remainder under the named stock cards.
        state.stock = threes + rest + state.stock
    state.first_turn_done = [True] * 4
    state.known = [set() for _ in range(4)]
    state.flow_in = [len(h) for h in state.hands]
    state.flow_out = [0] * 4
    state.totals = list(totals)
    state.results = []
    state.winner = None
    return state


def cards(state: HandAndFootState, seat: int, text: str) -> tuple[Card, ...]:
    """Cards of `seat`'s hand by face, e.g. "K K 2"; a face without suit matches any suit."""
    chosen: list[Card] = []
    for token in text.split():
        for card in state.hands[seat]:
            if card in chosen:
                continue
            face = str(card.face)
            if face == token or (token != "JK" and face[:-1] == token):
                chosen.append(card)
                break
        else:
            raise ValueError(f"seat {seat} holds no {token}")
    return tuple(chosen)
