"""The Bain Hand and Foot engine: rules HF-01 … HF-26 as a sequential state machine.

Every action is first turned into a plan by `check` (which raises IllegalAction and changes
nothing) and only then carried out, so an illegal action can never half-apply.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from functools import partial
from itertools import repeat
from operator import attrgetter, is_
from types import MappingProxyType
from typing import Any, Self, cast

from ...cards.card import JOKER, TWO, Card, Ranks, Suit
from ...cards.deck import shuffle
from ...cards.meld_finder import MeldFinder
from ...cards.melds import (
    MeldError,
    MeldKind,
    MeldShape,
    explain_invalid,
    interpretations,
    make_set,
    make_wild,
    validate,
)
from .. import messages as common
from ..base import (
    CANASTA_CLOSED,
    FOOT_PICKED,
    WENT_OUT_NOW,
    Action,
    ActionCodec,
    CardMoved,
    Event,
    GameEnded,
    GameState,
    IllegalAction,
    MeldChanged,
    Milestone,
    RoundEnded,
    RoundStarted,
    TurnStarted,
    fresh_copy,
    require_in_hand,
)
from ..messages import Message
from ..options import Candidates
from ..outcome import decide_winner
from . import messages as text
from .actions import (
    ACTION_TYPES,
    AddToMeld,
    Deal,
    Discard,
    DrawStock,
    Garbage,
    HandAndFootAction,
    Meld,
    SevensLock,
    TakePile,
)
from .config import PLAYERS, HandAndFootConfig, Red3Rule
from .listing import (
    DECK,
    DECK_ACTIONS,
    DECK_UIDS,
    FACE_BITS,
    KEY_OF_RANK,
    RANK_BITS,
    SET_WILD_LIMIT,
    CardActions,
    HandIndex,
    Indexes,
    MeldIndex,
    TeamMelds,
)
from .observation import HandAndFootObservation
from .options import KINDS, candidates
from .phase import Phase
from .rules import (
    CANASTA_SIZE,
    DECK_SIZE,
    FOOT_SIZE,
    HAND_SIZE,
    MELD_RULES,
    NATURAL_RANKS,
    RED_THREES,
    RULE_OF_MELD_ERROR,
    SEVEN,
    THREE,
    WILD_KEY,
    CanastaType,
    canasta_type,
    card_value,
    cards_value,
    initial_meld_minimum,
    is_black_three,
    is_red_three,
    is_wild,
)
from .scoring import (
    SEVENS_LOCK,
    STOCK_EXHAUSTED,
    WENT_OUT,
    TeamPosition,
    score_round,
)
from .table import TableMeld

_DECK = DECK
"""The deck in its fixed order, built once (each deal shuffles a copy)."""
_DECK_UIDS = DECK_UIDS
assert frozenset(c.uid for c in _DECK) == _DECK_UIDS
FINDER = MeldFinder(MELD_RULES, card_value)
"""The meld finder under Hand and Foot's law (stateless between calls, so shared)."""

Commit = Callable[[], list[Event]]

_UID = attrgetter("uid")
_RANK = attrgetter("rank")
_HAND_ZONE = tuple(f"hand/{seat}" for seat in range(PLAYERS))
_FOOT_ZONE = tuple(f"foot/{seat}" for seat in range(PLAYERS))
_RED3_ZONE = tuple(f"red3/{team}" for team in range(2))
_SEAT_ONLY = tuple(frozenset({seat}) for seat in range(PLAYERS))
"""Zone names and the one-seat `visible_to` of each seat, built once: the engine names them
in nearly every event."""


def _stock_moves(zones: tuple[str, ...]) -> tuple[tuple[CardMoved | None, ...], ...]:
    """`CardMoved(card, "stock", zones[seat], -1, _SEAT_ONLY[seat])` of each card of the
    deck, by seat, then at the card's uid (None at the uids of no card): the deal and the
    draws move cards from the stock by the hundred a round."""
    by_uid = {card.uid: card for card in _DECK}
    return tuple(tuple(None if uid not in by_uid else
                       CardMoved(by_uid[uid], "stock", zone, -1, _SEAT_ONLY[seat])
                       for uid in range(1 + max(by_uid)))
                 for seat, zone in enumerate(zones))


_STOCK_TO_HAND = _stock_moves(_HAND_ZONE)
_STOCK_TO_FOOT = _stock_moves(_FOOT_ZONE)
_FOOT_TO_HAND = tuple(tuple(None if move is None else
                            CardMoved(move.card, _FOOT_ZONE[seat], _HAND_ZONE[seat], -1,
                                      _SEAT_ONLY[seat]) for move in moves)
                      for seat, moves in enumerate(_STOCK_TO_HAND))
_PILE_TO_HAND = tuple(tuple(None if move is None else CardMoved(move.card, "discard", zone)
                            for move in moves)
                      for moves, zone in zip(_STOCK_TO_HAND, _HAND_ZONE, strict=True))
"""The events of a card of the deck dealt or drawn into each seat's hand, dealt into its
foot, or joining the hand from the foot or the pile (events are immutable: one of each serves
every state that moves that very card)."""


def _from_stock(moves: tuple[CardMoved | None, ...], card: Card, zone: str,
                seat: int) -> CardMoved:
    """`CardMoved(card, "stock", zone, -1, _SEAT_ONLY[seat])`, from `moves` (`_STOCK_TO_HAND`
    or `_STOCK_TO_FOOT` of the seat) when it holds that very card."""
    uid = card.uid
    event = moves[uid] if 0 <= uid < len(moves) else None
    if event is None or event.card is not card:
        return CardMoved(card, "stock", zone, -1, _SEAT_ONLY[seat])
    return event


_DRAW_PHASE, _PLAY_PHASE = Phase.DRAW, Phase.PLAY
_ROUND_OVER_PHASE, _GAME_OVER_PHASE = Phase.ROUND_OVER, Phase.GAME_OVER
_SET_KIND, _WILD_KIND, _RUN_KIND = MeldKind.SET, MeldKind.WILD, MeldKind.RUN
_SEVENS_CANASTA = CanastaType.SEVENS
"""Enum members as module constants: Python 3.11 finds `_DRAW_PHASE` on its class through a
descriptor (a fifth of a microsecond), and the engine tests phases and meld kinds on every
step, many times."""
_DRAW_TURN, _PLAY_TURN, _DEAL_TURN = (
    tuple(TurnStarted(seat, phase.value) for seat in range(PLAYERS))
    for phase in (_DRAW_PHASE, _PLAY_PHASE, _ROUND_OVER_PHASE))
"""Every `TurnStarted` event there is, by seat (events are immutable, so one of each serves;
tuples, because an enum member hashes through Python)."""


def illegal_meld(error: MeldError) -> IllegalAction:
    return IllegalAction(replace(error.message, rule=RULE_OF_MELD_ERROR.get(error.code, "HF-07")))


def team_of(seat: int) -> int:
    return seat % 2


def partner_of(seat: int) -> int:
    return (seat + 2) % PLAYERS


def key_text(key: int) -> Message | Ranks:
    return text.WILD_CARDS() if key == WILD_KEY else Ranks(key)


def either(kinds: Sequence[object]) -> object:
    """"natural or mixed or wild": the kinds joined by "or", as a message."""
    joined = kinds[0]
    for kind in kinds[1:]:
        joined = text.CANASTA_OR(first=joined, second=kind)
    return joined


@dataclass(slots=True)
class _Change:
    """What a meld-phase action (or taking the pile) will do to the table."""

    seat: int
    from_hand: list[Card] = field(default_factory=list)
    new_melds: list[tuple[MeldShape, bool]] = field(default_factory=list)
    """(shape, is a black-3 meld)."""
    extended: dict[int, MeldShape] = field(default_factory=dict)
    garbage: list[Card] = field(default_factory=list)
    top: Card | None = None
    """The pile's top card when the pile is taken (it is in one of the melds)."""
    pile_rest: list[Card] = field(default_factory=list)
    pile_reds: list[Card] = field(default_factory=list)
    picks_foot: bool = False
    goes_out: bool = False


_Listed = tuple[tuple[object, ...], tuple["HandAndFootAction", ...],
                dict[int, tuple[Action, Commit]]]
"""What `legal_actions` last listed for the seat to move, so that `apply` need not check
again an action the state itself has just found legal: (fingerprint, built, checked). The
plays `_roomy_plays` built legal (`_commit_listed` carries them out) and the commits the
checks of the other listed actions returned, by `id` of the action (each entry holds its
action, so the id stays its own). Valid only for the position it was listed in (the
`_fingerprint`); `apply` and `clone` drop it. A plain tuple: one is made on every step."""


class HandAndFootState(GameState["HandAndFootObservation", HandAndFootAction]):
    game_id = "bain_hand_and_foot"
    config: HandAndFootConfig
    action_codec = ActionCodec(ACTION_TYPES)
    snapshot_fields = (
        "round_no", "dealer", "current", "phase", "turn_no", "hands", "feet", "foot_picked",
        "first_turn_done", "stock", "discard", "melds", "next_meld_id", "red_threes", "garbage",
        "known", "flow_in", "flow_out", "totals", "results", "winner",
    )

    def __init__(self, config: HandAndFootConfig, seed: int) -> None:
        super().__init__(config, seed)
        self.rules = MELD_RULES
        self.round_no = 0
        self.dealer = self.rng.randrange(PLAYERS)  # HF-03: first dealer random
        self.current = 0
        self.phase = _DRAW_PHASE
        self.turn_no = 0
        self.hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
        self.feet: list[list[Card]] = [[] for _ in range(PLAYERS)]
        self.foot_picked = [False] * PLAYERS
        self.first_turn_done = [False] * PLAYERS
        self.stock: list[Card] = []
        self.discard: list[Card] = []
        self.melds: dict[int, TableMeld] = {}
        self.next_meld_id = 0
        self.red_threes: list[list[Card]] = [[], []]
        self.garbage: list[list[Card]] = [[], []]
        self.known: list[set[Card]] = [set() for _ in range(PLAYERS)]
        """Cards every seat saw enter each hand (taken with the pile)."""
        self.flow_in = [0] * PLAYERS
        self.flow_out = [0] * PLAYERS
        self.totals = [0, 0]
        self.results: list[dict[str, Any]] = []
        self.winner: int | None = None
        self._listed: _Listed | None = None
        self._indexes = Indexes.empty(PLAYERS)

    def clone(self) -> Self:
        """`GameState.clone`, field by field (cards, shapes and phases are immutable). The
        clone starts without the original's `_Listed` (its commits act on the original) and
        without its indexes (the clone builds its own when it needs them: copying them would
        cost every clone, and searches clone far more often than they list)."""
        other = self._clone_shell()
        other._listed = None
        other._indexes = Indexes.empty(PLAYERS)
        other.hands = [list(hand) for hand in self.hands]
        other.feet = [list(foot) for foot in self.feet]
        other.foot_picked = list(self.foot_picked)
        other.first_turn_done = list(self.first_turn_done)
        other.stock = list(self.stock)
        other.discard = list(self.discard)
        other.melds = {key: meld.copy() for key, meld in self.melds.items()}
        other.red_threes = [list(cards) for cards in self.red_threes]
        other.garbage = [list(cards) for cards in self.garbage]
        other.known = [set(cards) for cards in self.known]
        other.flow_in = list(self.flow_in)
        other.flow_out = list(self.flow_out)
        other.totals = list(self.totals)
        other.results = fresh_copy(self.results)
        return other

    # ------------------------------------------------------------------ set-up

    @property
    def players(self) -> int:
        return PLAYERS

    @staticmethod
    def next_seat(seat: int) -> int:
        """HF-04: play goes clockwise, and seats are numbered clockwise."""
        return (seat + 1) % PLAYERS

    def _deal_round(self) -> list[Event]:
        self.round_no += 1
        deck = list(_DECK)
        shuffle(deck, self.rng)
        events: list[Event] = [RoundStarted(self.round_no, self.dealer, len(deck))]
        self.hands = [[] for _ in range(PLAYERS)]
        self._indexes = Indexes.empty(PLAYERS)
        self.feet = [[] for _ in range(PLAYERS)]
        self.foot_picked = [False] * PLAYERS
        self.first_turn_done = [False] * PLAYERS
        self.melds = {}
        self.next_meld_id = 0
        self.red_threes = [[], []]
        self.garbage = [[], []]
        self.known = [set() for _ in range(PLAYERS)]
        self.flow_in = [HAND_SIZE] * PLAYERS
        self.flow_out = [0] * PLAYERS
        self.turn_no = 0
        first = self.next_seat(self.dealer)  # HF-04: the player to the dealer's left
        order = [(first + i) % PLAYERS for i in range(PLAYERS)]
        # HF-03: 15 cards each, then 13 for each foot (its owner looks at it once).
        # The cards come off the top (the end) of the deck, one to each seat in turn.
        dealt = deck[:-(HAND_SIZE + FOOT_SIZE) * PLAYERS - 1:-1]
        del deck[-(HAND_SIZE + FOOT_SIZE) * PLAYERS:]
        for part, size, tables, zones in ((self.hands, HAND_SIZE, _STOCK_TO_HAND, _HAND_ZONE),
                                          (self.feet, FOOT_SIZE, _STOCK_TO_FOOT, _FOOT_ZONE)):
            cards, dealt = dealt[:size * PLAYERS], dealt[size * PLAYERS:]
            for i, seat in enumerate(order):
                part[seat] = cards[i::PLAYERS]
            moves = [tables[seat] for seat in order] * size
            for card, seat_moves, seat in zip(cards, moves, order * size, strict=True):
                uid = card.uid
                event = seat_moves[uid] if 0 <= uid < len(seat_moves) else None
                if event is None or event.card is not card:
                    event = CardMoved(card, "stock", zones[seat], -1, _SEAT_ONLY[seat])
                events.append(event)
        self.stock = deck
        # HF-03 Decision: a wild or red 3 turned up is covered until a different card shows.
        up = self.stock.pop()
        self.discard = [up]
        events.append(CardMoved(up, "stock", "discard"))
        while (is_wild(up) or is_red_three(up)) and self.stock:
            up = self.stock.pop()
            self.discard.append(up)
            events.append(CardMoved(up, "stock", "discard"))
        self.current = first
        self.phase = _DRAW_PHASE
        events.extend(self._start_turn(first))
        return events

    def _start_turn(self, seat: int) -> list[Event]:
        """HF-05 Decision: dealt red 3s are placed at the start of the owner's first turn."""
        events: list[Event] = []
        if not self.first_turn_done[seat]:
            self.first_turn_done[seat] = True
            reds = [c for c in self.hands[seat] if is_red_three(c)]
            if reds:
                self._indexes.hands[seat] = None  # once a round at most: built again when needed
            for card in reds:
                self.hands[seat].remove(card)
                self.flow_out[seat] += 1
                events.append(self._place_red(card, seat, _HAND_ZONE[seat]))
            self._draw_into_hand(seat, len(reds), events)
        events.append(_DRAW_TURN[seat])
        return events

    def _place_red(self, card: Card, seat: int, src: str) -> Event:
        team = team_of(seat)
        self.red_threes[team].append(card)
        return CardMoved(card, src, _RED3_ZONE[team], len(self.red_threes[team]) - 1)

    def _draw_into_hand(self, seat: int, count: int, events: list[Event]) -> int:
        """Draw `count` stock cards, their events onto `events`; a red 3 drawn is placed and
        replaced (HF-05). Returns how many reached the hand."""
        stock = self.stock
        hand = self.hands[seat]
        index = self._indexes.hands[seat]  # `_index_to_change`, written in
        if index is not None and index.hand != hand:
            index = self._indexes.hands[seat] = None
        zone = _HAND_ZONE[seat]
        moves = _STOCK_TO_HAND[seat]
        drawn = 0
        while drawn < count and stock:
            card = stock.pop()
            if card.rank == THREE and is_red_three(card):
                events.append(self._place_red(card, seat, "stock"))
                continue
            hand.append(card)
            uid = card.uid  # `_from_stock`, written in
            event = moves[uid] if 0 <= uid < len(moves) else None
            if event is None or event.card is not card:
                event = CardMoved(card, "stock", zone, -1, _SEAT_ONLY[seat])
            events.append(event)
            drawn += 1
        self.flow_in[seat] += drawn
        if index is not None and drawn:
            if index.add(hand[-drawn:]):
                index.hand = hand.copy()
            else:
                self._indexes.hands[seat] = None
        return drawn

    def _index_to_change(self, seat: int) -> HandIndex | None:
        """The seat's `HandIndex`, before the engine changes the hand, when it describes the
        hand as it is (one that does not is dropped: updating it would not make it right)."""
        index = self._indexes.hands[seat]
        if index is not None and not index.describes(self.hands[seat]):
            index = self._indexes.hands[seat] = None
        return index

    def _index_changed(self, seat: int, index: HandIndex, removed: Iterable[int],
                       added: Iterable[Card]) -> None:
        """`index` (from `_index_to_change`) after the engine took the cards `removed` (uids)
        out of the seat's hand and appended `added`."""
        index.remove(removed)
        if index.add(added):
            index.hand = list(self.hands[seat])
        else:
            self._indexes.hands[seat] = None

    def _hand_index(self, seat: int) -> HandIndex | None:
        """The `HandIndex` of the seat's hand as it is, built if need be (None for a hand
        that holds one card twice)."""
        index = self._indexes.hands[seat]
        hand = self.hands[seat]
        if index is None or not index.describes(hand):
            index = self._indexes.hands[seat] = HandIndex.of(hand)
        return index

    def _meld_index_to_change(self) -> MeldIndex | None:
        """The `MeldIndex`, before the engine changes the melds, when it describes them as
        they are (one that does not is dropped)."""
        index = self._indexes.melds
        if index is not None and not index.describes(self.melds):
            index = self._indexes.melds = None
        return index

    def _team_melds(self, team: int) -> TeamMelds:
        """The team's melds summed up (`MeldIndex`), made again when the table changed."""
        index = self._indexes.melds
        if index is None or not index.describes(self.melds):
            index = self._indexes.melds = MeldIndex.of(self.melds)
        return index.teams[team]

    # ------------------------------------------------------------------ queries

    def to_move(self) -> int | None:
        return None if self.phase is _GAME_OVER_PHASE else self.current

    @property
    def is_over(self) -> bool:
        return self.phase is _GAME_OVER_PHASE

    def winners(self) -> tuple[int, ...]:
        return () if self.winner is None else (self.winner,)

    def team_melds(self, team: int) -> list[TableMeld]:
        return [m for m in self.melds.values() if m.team == team]

    def has_melded(self, team: int) -> bool:
        return any(m.team == team for m in self.melds.values())

    def minimum(self, team: int) -> int:
        """HF-13: the team's initial-meld minimum this round (its total at the round's start)."""
        return initial_meld_minimum(self.totals[team])

    def canasta_types(self, team: int) -> set[CanastaType]:
        return {m.canasta for m in self.melds.values()
                if m.team == team and m.canasta is not None}

    def pile_frozen(self) -> bool:
        """HF-16: the pile is frozen while it holds a wild placed sideways."""
        return not _WILD_RANKS.isdisjoint([card.rank for card in self.discard])

    # ------------------------------------------------------------------ apply

    def apply(self, seat: int, action: Action) -> list[Event]:
        """`GameState.apply`, with `_apply`'s quick way written in (random play and searches
        apply an action on every step): an action `legal_actions` has just listed in this
        very position is carried out without its checks (`_Listed`); any other goes the
        whole way, through `check`."""
        listed = self._listed
        if listed is not None:
            self._listed = None  # whatever happens now, the position it was listed in ends
            fingerprint, built, checked = listed
            if fingerprint == self._fingerprint(seat):
                entry = checked.get(id(action))
                if entry is not None and entry[0] is action:
                    events = entry[1]()
                elif any(map(is_, repeat(action), built)):
                    events = self._commit_listed(seat, action)
                else:
                    return super().apply(seat, action)
                self.history.append((seat, action))
                return events
        return super().apply(seat, action)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        """Every action `apply` does not carry out the quick way: checked, then committed."""
        return self.check(seat, action)()

    def _fingerprint(self, seat: int) -> tuple[object, ...]:
        """What tells one position from the next in the engine's own play (every action
        changes the mover's hand, the pile, the stock or the melds): guards `_Listed`
        against a state changed around the engine. It holds the phase itself (an enum
        member: compared by identity) and the hand list's `id` (the list itself would change
        along with a hand changed in place)."""
        hand = self.hands[seat]
        return (seat, self.current, self.phase, id(hand), len(hand), len(self.discard),
                len(self.stock), len(self.melds), self.next_meld_id)

    def _commit_listed(self, seat: int, action: Action) -> list[Event]:
        """Carry out an action `legal_actions` built legal (`built`), without the checks it
        made sure of: the events and the state are those of `check`'s commit (a test
        compares them)."""
        if isinstance(action, Discard):
            return self._commit_discard(seat, action.card, False)
        if isinstance(action, AddToMeld):
            return self._commit_addition(seat, self.melds[action.meld_id], action.cards[0])
        if action is _DRAW_STOCK:
            return self._commit_draw(seat)
        if isinstance(action, Meld) and len(action.melds) == 1 \
                and len(action.melds[0]) < CANASTA_SIZE:
            return self._commit_new_meld(seat, action.melds[0])
        return self._commit_change(self._listed_change(seat, action), True)

    def _listed_change(self, seat: int, action: Action) -> _Change:
        """The `_Change` of a roomy play (an addition, a garbage card or a three-card meld)
        or a roomy take (`_roomy_takes`): at least two cards stay in the hand, so only a
        closed meld (the foot, HF-17) is at stake."""
        if isinstance(action, TakePile):
            return self._listed_take(seat, action)
        if isinstance(action, AddToMeld):
            meld = self.melds[action.meld_id]
            shape = self._grown_shape(meld, action.cards)
            change = _Change(seat, list(action.cards), extended={meld.id: shape})
            change.picks_foot = (len(shape.cards) >= CANASTA_SIZE
                                 and not self.foot_picked[seat])
            return change
        if isinstance(action, Garbage):
            return _Change(seat, list(action.cards), garbage=list(action.cards))
        assert isinstance(action, Meld)
        change = _Change(seat, [c for group in action.melds for c in group],
                         [self._new_group(group) for group in action.melds])
        change.picks_foot = (any(len(shape.cards) >= CANASTA_SIZE
                                 for shape, _ in change.new_melds)
                             and not self.foot_picked[seat])  # a first meld may close one
        return change

    def _listed_take(self, seat: int, action: TakePile) -> _Change:
        """`_check_take_pile`'s plan of a take `_roomy_takes` built legal: the top onto the
        meld or with the cards as a new set; the rest of the pile to the hand, its red 3s to
        the table (HF-05)."""
        top = self.discard[-1]
        change = _Change(seat, top=top)
        if action.meld_id is not None:
            meld = self.melds[action.meld_id]
            shape = self._grown_shape(meld, (top,))
            change.extended[meld.id] = shape
            change.picks_foot = (len(shape.cards) >= CANASTA_SIZE > meld.size
                                 and not self.foot_picked[seat])
        else:
            change.new_melds.append(self._new_group((top, *action.cards)))
            change.from_hand.extend(action.cards)
            for group in action.melds:  # first melds beside it (`_first_takes`)
                change.new_melds.append(self._new_group(group))
                change.from_hand.extend(group)
            change.picks_foot = (any(len(shape.cards) >= CANASTA_SIZE
                                     for shape, _ in change.new_melds)
                                 and not self.foot_picked[seat])
        rest = self.discard[:-1]
        if THREE in [card.rank for card in rest]:
            change.pile_reds = [c for c in rest if is_red_three(c)]
            change.pile_rest = [c for c in rest if not is_red_three(c)]
        else:
            change.pile_rest = rest
        return change

    def check(self, seat: int, action: Action) -> Commit:
        """Validate `action` without changing anything; returns what carries it out.
        Raises IllegalAction with the reason and rule."""
        if self.phase is _GAME_OVER_PHASE:
            raise IllegalAction(common.GAME_OVER("HF-26"))
        if seat != self.current:
            raise IllegalAction(text.NOT_YOUR_TURN(current=self.current, seat=seat))
        if isinstance(action, Deal):
            if self.phase is not _ROUND_OVER_PHASE:
                raise IllegalAction(common.ROUND_IN_PROGRESS("HF-03"))
            return self._commit_deal
        if self.phase is _ROUND_OVER_PHASE:
            raise IllegalAction(common.ROUND_OVER("HF-03"))
        if isinstance(action, (DrawStock, TakePile)):
            if self.phase is not _DRAW_PHASE:
                raise IllegalAction(common.ALREADY_DREW("HF-14"))
            if isinstance(action, DrawStock):
                return lambda: self._commit_draw(seat)
            change = self._check_take_pile(seat, action)
            return lambda: self._commit_change(change)
        if self.phase is _DRAW_PHASE:
            raise IllegalAction(text.DRAW_FIRST())
        if isinstance(action, Meld):
            change = self._check_meld(seat, action)
        elif isinstance(action, AddToMeld):
            change = self._check_add(seat, action)
        elif isinstance(action, Garbage):
            change = self._check_garbage(seat, action)
        elif isinstance(action, Discard):
            goes_out = self._check_discard(seat, action)
            return lambda: self._commit_discard(seat, action.card, goes_out)
        elif isinstance(action, SevensLock):
            self._check_sevens_lock(seat)
            return lambda: self._end_round(None, SEVENS_LOCK)
        else:
            raise IllegalAction(common.NOT_THIS_GAMES(action=type(action).__name__,
                                                    game="Hand and Foot"))
        return lambda: self._commit_change(change)

    # -- checks ------------------------------------------------------------------

    def _new_group(self, cards: Sequence[Card]) -> tuple[MeldShape, bool]:
        """A new meld from `cards` (HF-06..09): its shape and whether it is of black 3s."""
        if len(cards) < 3:
            raise IllegalAction(text.TOO_SHORT(count=len(cards)))
        threes = [c for c in cards if c.rank == THREE]
        if threes:
            if len(threes) != len(cards) or not all(map(is_black_three, cards)):
                raise IllegalAction(text.BLACK_THREES_ALONE())
            return make_set(cards, THREE, self.rules), True
        if self.rules is MELD_RULES:
            # `interpretations` reads a group as a wild meld when every card is wild, else as
            # a set of its first natural's rank (Hand and Foot has no runs): build that shape,
            # and when it is plainly legal it is the first (only) reading.
            shape = _shape_of(cards)
            if _plainly_legal(shape, new=True):
                return shape, False
        readings = interpretations(cards, self.rules, new=True)
        if not readings:
            raise illegal_meld(explain_invalid(cards, self.rules, new=True))
        return readings[0], False

    def _check_conflicts(self, team: int, shapes: Iterable[MeldShape],
                         extended: Iterable[int] = ()) -> None:
        """HF-10: no two unfinished melds of one rank (or two unfinished wild melds)."""
        open_keys: set[int] | None = None
        for shape in shapes:
            if len(shape.cards) >= CANASTA_SIZE:
                continue
            if open_keys is None:
                open_keys = self._open_keys(team)
            key = WILD_KEY if shape.kind is _WILD_KIND else shape.rank
            if key in open_keys:
                raise IllegalAction(text.UNFINISHED_MELD(rank=key_text(key)))
            open_keys.add(key)

    def _open_keys(self, team: int) -> set[int]:
        """The HF-10 keys of the team's unfinished melds (`TableMeld.key` of those neither
        closed nor of black 3s)."""
        keys: set[int] = set()
        for meld in self.melds.values():
            shape = meld.shape
            if meld.team == team and not meld.black_threes and len(shape.cards) < CANASTA_SIZE:
                keys.add(WILD_KEY if shape.kind is _WILD_KIND else shape.rank)
        return keys

    def going_out_problem(self, seat: int, types: set[CanastaType] | None = None,
                          foot_picked: bool | None = None,
                          extra_reds: int = 0) -> Message | None:
        """Why `seat` may not go out (HF-18), or None; `types` are the team's canasta types
        after the action being checked."""
        team = team_of(seat)
        picked = self.foot_picked[seat] if foot_picked is None else foot_picked
        if not picked:
            return text.FOOT_NOT_PICKED()
        have = self.canasta_types(team) if types is None else types
        missing = [kind for kind in CanastaType if kind not in have]
        if missing:
            return text.NO_CANASTA(kinds=either(missing))
        if self.config.red3_rule is Red3Rule.ALL:
            on_table = len(self.red_threes[0]) + len(self.red_threes[1]) + extra_reds
            if on_table < RED_THREES:
                return text.RED_THREES_ON_TABLE(count=on_table, total=RED_THREES)
        else:
            for s in (seat, partner_of(seat)):
                held = [c for c in self.hands[s] if is_red_three(c)]
                held += [c for c in self.feet[s] if is_red_three(c)]
                if held:
                    return text.RED_THREE_HELD()
        return None

    def _settle(self, change: _Change) -> _Change:
        """The checks every meld-phase action shares: the minimum, the foot, going out."""
        seat = change.seat
        team = team_of(seat)
        regular = [shape for shape, black in change.new_melds if not black]
        if regular and not self.has_melded(team):
            value = sum(cards_value(shape.cards) for shape in regular)
            need = self.minimum(team)
            if value < need:
                raise IllegalAction(text.MINIMUM(need=need, value=value))
        leaving = {card.uid for card in change.from_hand}  # by uid: Card equality is uid equality
        hand = self.hands[seat]
        # How many cards the hand keeps; which one when only one (rare: built only then).
        left = (len(hand) - sum([card.uid in leaving for card in hand])
                + len(change.pile_rest))
        hand_after: list[Card] = ([c for c in hand if c.uid not in leaving] + change.pile_rest
                                  if left <= 1 else [])
        closes = [shape for shape in regular if len(shape.cards) >= CANASTA_SIZE]
        closes += [shape for mid, shape in change.extended.items()
                   if len(shape.cards) >= CANASTA_SIZE > self.melds[mid].size]
        change.picks_foot = bool(closes) and not self.foot_picked[seat]  # HF-17
        blacks = any(black for _, black in change.new_melds)
        problem = None
        if not change.picks_foot and (left <= 1 or blacks):
            types = self.canasta_types(team)
            types.update(t for shape in closes if (t := canasta_type(shape.cards)) is not None)
            problem = self.going_out_problem(seat, types, extra_reds=len(change.pile_reds))
        if not change.picks_foot:
            if not left:
                if problem is not None:
                    raise IllegalAction(text.LAST_CARD(problem.rule, problem=problem))
                change.goes_out = True
            elif left == 1 and hand_after[0].rank != SEVEN and problem is not None:
                raise IllegalAction(text.SINGLE_CARD_LEFT(problem.rule, problem=problem))
        if blacks:
            last_discard = (left == 1 and hand_after[0].rank != SEVEN
                            and not change.picks_foot and problem is None)
            if not (change.goes_out or last_discard):
                raise IllegalAction(text.BLACK_THREES_GOING_OUT())
        return change

    def _check_meld(self, seat: int, action: Meld) -> _Change:
        if not action.melds:
            raise IllegalAction(text.NAME_A_MELD())
        cards = [c for group in action.melds for c in group]
        _require_held(self.hands[seat], cards)
        new = [self._new_group(group) for group in action.melds]
        self._check_conflicts(team_of(seat), (shape for shape, black in new if not black))
        return self._settle(_Change(seat, cards, new))

    def _grown_shape(self, meld: TableMeld, cards: Sequence[Card]) -> MeldShape:
        """`meld` with `cards` added, not yet validated."""
        everything = (*meld.shape.cards, *cards)
        if meld.shape.kind is _WILD_KIND:
            return make_wild(everything, self.rules)
        if self.rules is MELD_RULES:  # `make_set`, written out (see `_shape_of`)
            return MeldShape(_SET_KIND, everything, rank=meld.shape.rank, natural_flags=tuple(
                [card.rank != JOKER and card.rank != TWO for card in everything]))
        return make_set(everything, meld.shape.rank, self.rules)

    def _grown(self, meld: TableMeld, cards: Sequence[Card]) -> MeldShape:
        shape = self._grown_shape(meld, cards)
        if self.rules is MELD_RULES and _plainly_legal(shape, new=False):
            return shape
        try:
            validate(shape, self.rules)
        except MeldError as error:
            raise illegal_meld(error) from error
        return shape

    def _team_meld(self, seat: int, meld_id: int) -> TableMeld:
        meld = self.melds.get(meld_id)
        if meld is None:
            raise IllegalAction(common.NO_SUCH_MELD(meld=meld_id))
        if meld.team != team_of(seat):
            raise IllegalAction(text.OTHER_TEAMS())
        if meld.black_threes:
            raise IllegalAction(text.BLACK_THREES_CLOSED())
        if meld.closed:
            raise IllegalAction(text.CANASTA_CLOSED())
        return meld

    def _check_add(self, seat: int, action: AddToMeld) -> _Change:
        meld = self._team_meld(seat, action.meld_id)
        if not action.cards:
            raise IllegalAction(common.CHOOSE_A_CARD())
        _require_held(self.hands[seat], action.cards)
        shape = self._grown(meld, action.cards)
        return self._settle(_Change(seat, list(action.cards), extended={meld.id: shape}))

    def _check_garbage(self, seat: int, action: Garbage) -> _Change:
        team = team_of(seat)
        if _SEVENS_CANASTA not in self.canasta_types(team):
            raise IllegalAction(text.GARBAGE_CLOSED())
        if not action.cards:
            raise IllegalAction(common.CHOOSE_A_CARD())
        _require_held(self.hands[seat], action.cards)
        if not self.config.garbage_any_card:
            others = [c for c in action.cards if c.rank != SEVEN]
            if others:
                raise IllegalAction(text.GARBAGE_SEVENS(cards=others))
        return self._settle(_Change(seat, list(action.cards), garbage=list(action.cards)))

    def _check_take_pile(self, seat: int, action: TakePile) -> _Change:
        if not self.discard:
            raise IllegalAction(common.DISCARD_EMPTY("HF-16"))
        top = self.discard[-1]
        if is_black_three(top) or is_wild(top):
            raise IllegalAction(text.TOP_BLACK_THREE() if is_black_three(top) else text.TOP_WILD())
        team = team_of(seat)
        frozen = self.pile_frozen()
        extra_cards = [c for group in action.melds for c in group]
        change = _Change(seat, top=top)
        _require_held(self.hands[seat], [*action.cards, *extra_cards])
        if action.meld_id is not None:
            if action.cards:
                raise IllegalAction(text.ONLY_THE_MELD())
            if frozen:
                raise IllegalAction(text.FROZEN(rank=Ranks(top.rank)))
            meld = self._team_meld(seat, action.meld_id)
            if meld.shape.kind is not _SET_KIND or meld.shape.rank != top.rank:
                raise IllegalAction(text.TOP_NOT_ON_MELD(card=top))
            change.extended[meld.id] = self._grown(meld, (top,))
        else:
            naturals = [c for c in action.cards if not is_wild(c)]
            if any(c.rank != top.rank for c in naturals):
                raise IllegalAction(text.TOP_WITH_RANK(card=top))
            if frozen and len(naturals) < 2:
                raise IllegalAction(text.FROZEN(rank=Ranks(top.rank)))
            if len(naturals) < 1 or len(action.cards) < 2:
                raise IllegalAction(text.TAKE_WITH_PAIR(rank=Ranks(top.rank)))
            change.new_melds.append(self._new_group((top, *action.cards)))
            change.from_hand.extend(action.cards)
        for group in action.melds:
            shape, black = self._new_group(group)
            if black:
                raise IllegalAction(text.BLACK_THREES_GOING_OUT())
            change.new_melds.append((shape, black))
        change.from_hand.extend(extra_cards)
        self._check_conflicts(team, (shape for shape, _ in change.new_melds))
        rest = self.discard[:-1]
        if THREE in [card.rank for card in rest]:
            change.pile_reds = [c for c in rest if is_red_three(c)]
            change.pile_rest = [c for c in rest if not is_red_three(c)]
        else:
            change.pile_rest = rest
        return self._settle(change)

    def _check_discard(self, seat: int, action: Discard) -> bool:
        card = action.card
        if not isinstance(card, Card) or card.uid not in [c.uid for c in self.hands[seat]]:
            raise IllegalAction(common.NOT_HELD(cards=[card]))
        if card.rank == SEVEN:
            raise IllegalAction(text.NO_SEVENS_DISCARD())
        if len(self.hands[seat]) == 1:
            problem = self.going_out_problem(seat)
            if problem is not None:
                raise IllegalAction(text.LAST_DISCARD(problem.rule, problem=problem))
            return True
        return False

    def _check_sevens_lock(self, seat: int) -> None:
        hand = self.hands[seat]
        if not hand or any(c.rank != SEVEN for c in hand):
            raise IllegalAction(text.SEVENS_LOCK_HAND())
        if self.going_out_problem(seat) is None:
            raise IllegalAction(text.SEVENS_LOCK_GO_OUT())

    # -- commits -------------------------------------------------------------------

    def _commit_deal(self) -> list[Event]:
        self.dealer = self.current
        return self._deal_round()

    def _commit_draw(self, seat: int) -> list[Event]:
        if not self.stock:
            return self._end_round(None, STOCK_EXHAUSTED)  # HF-19
        events: list[Event] = []
        if not self._draw_into_hand(seat, 2, events):  # HF-19 Decision: the last card alone
            # Only red 3s were left: they are placed, nothing reaches the hand, and the player
            # could not draw after all (HF-19).
            events.extend(self._end_round(None, STOCK_EXHAUSTED))
            return events
        self.phase = _PLAY_PHASE
        events.append(_PLAY_TURN[seat])
        return events

    def _commit_addition(self, seat: int, meld: TableMeld, card: Card) -> list[Event]:
        """`_commit_change` of a roomy addition (`_listed_change`: one card from the hand
        onto the team's unfinished `meld`), without building the plan."""
        team = seat % 2
        hand = self.hands[seat]
        index = self._indexes.hands[seat]  # `_index_to_change`, written in
        if index is not None and index.hand != hand:
            index = self._indexes.hands[seat] = None
        meld_index = self._indexes.melds  # made to describe the melds when the play was listed
        uid = card.uid
        kept = hand.copy()
        del kept[[c.uid for c in hand].index(uid)]
        self.hands[seat] = kept
        if self.known[seat]:
            self.known[seat].discard(card)
        self.flow_out[seat] += 1
        if index is not None:
            index.remove((uid,))
            index.hand = kept.copy()
        shape = _grown_by(meld.shape, card)
        size = len(shape.cards)
        zone = _meld_zone(meld.id)
        meld.shape = shape
        events: list[Event] = [CardMoved(card, _HAND_ZONE[seat], zone, size - 1),
                               MeldChanged(zone, team, shape.cards, _describe(shape))]
        if meld_index is not None:
            meld_index.put(meld)
        if size >= CANASTA_SIZE:  # HF-07: closed at seven cards; HF-17: the foot
            canasta = canasta_type(shape.cards)
            assert canasta is not None
            events.append(Milestone(CANASTA_CLOSED, seat, canasta.value, meld.key))
            if not self.foot_picked[seat]:
                events.append(Milestone(FOOT_PICKED, seat))
                events.extend(self._pick_up_foot(seat))
        return events

    def _commit_new_meld(self, seat: int, cards: tuple[Card, ...]) -> list[Event]:
        """`_commit_change` of one new meld from the hand that closes nothing (`_listed_change`
        of a roomy three-card meld, or a first meld of one group), without building the
        plan."""
        team = seat % 2
        index = self._index_to_change(seat)
        meld_index = self._indexes.melds  # made to describe the melds when the play was listed
        leaving = {card.uid for card in cards}
        kept = [c for c in self.hands[seat] if c.uid not in leaving]
        self.hands[seat] = kept
        if self.known[seat]:
            self.known[seat] -= set(cards)
        self.flow_out[seat] += len(leaving)
        if index is not None:
            index.remove(leaving)
            index.hand = kept.copy()
        shape = _shape_of(cards)
        meld = TableMeld(self.next_meld_id, team, shape)
        self.next_meld_id += 1
        self.melds[meld.id] = meld
        zone = _meld_zone(meld.id)
        hand_zone = _HAND_ZONE[seat]
        events: list[Event] = [CardMoved(card, hand_zone, zone, i)
                               for i, card in enumerate(shape.cards)]
        events.append(MeldChanged(zone, team, shape.cards, _describe(shape)))
        if meld_index is not None:
            meld_index.put(meld)
        return events

    def _commit_change(self, change: _Change, listed: bool = False) -> list[Event]:
        """Carry out `change`; `listed`: it is the plan of an action `legal_actions` built
        legal, whose listing made the `MeldIndex` describe the melds."""
        seat = change.seat
        team = team_of(seat)
        hand_zone = _HAND_ZONE[seat]
        events: list[Event] = []
        # Card equality is uid equality: sets of uids spare hashing each card through Python.
        leaving = {card.uid for card in change.from_hand}
        index = self._index_to_change(seat)
        meld_index = self._indexes.melds if listed else self._meld_index_to_change()
        if leaving:
            self.hands[seat] = [c for c in self.hands[seat] if c.uid not in leaving]
            if self.known[seat]:
                self.known[seat] -= set(change.from_hand)
            self.flow_out[seat] += len(leaving)
        top = change.top
        top_uid = -1 if top is None else top.uid
        if top is not None:
            self.discard = []
            for card in change.pile_reds:
                events.append(self._place_red(card, seat, "discard"))
            self.hands[seat].extend(change.pile_rest)
            self.known[seat].update(change.pile_rest)
            moves = _PILE_TO_HAND[seat]
            for card in change.pile_rest:
                uid = card.uid
                event = moves[uid] if 0 <= uid < len(moves) else None
                if event is None or event.card is not card:
                    event = CardMoved(card, "discard", hand_zone)
                events.append(event)
            self.flow_in[seat] += len(change.pile_rest)
        if index is not None:
            self._index_changed(seat, index, leaving, change.pile_rest)
        grown: list[int] = []
        for shape, black in change.new_melds:
            meld = TableMeld(self.next_meld_id, team, shape, black)
            grown.append(meld.id)
            self.next_meld_id += 1
            self.melds[meld.id] = meld
            zone = _meld_zone(meld.id)
            for i, card in enumerate(shape.cards):
                src = "discard" if card.uid == top_uid else hand_zone
                events.append(CardMoved(card, src, zone, i))
            events.append(MeldChanged(zone, team, shape.cards, _describe(shape)))
        for meld_id, shape in change.extended.items():
            meld = self.melds[meld_id]
            zone = _meld_zone(meld_id)
            for i in range(meld.size, len(shape.cards)):
                card = shape.cards[i]
                src = "discard" if card.uid == top_uid else hand_zone
                events.append(CardMoved(card, src, zone, i))
            meld.shape = shape
            events.append(MeldChanged(zone, team, shape.cards, _describe(shape)))
        if meld_index is not None:
            for meld_id in (*grown, *change.extended):
                meld_index.put(self.melds[meld_id])
        for card in change.garbage:
            self.garbage[team].append(card)
            events.append(CardMoved(card, hand_zone, f"garbage/{team}",
                                    len(self.garbage[team]) - 1))
        for meld_id in [*grown, *change.extended]:  # a closed meld takes no more cards
            closed = self.melds[meld_id]
            if closed.canasta is not None:  # HF-07: closed at seven cards
                events.append(Milestone(CANASTA_CLOSED, seat, closed.canasta.value,
                                        closed.key))
        if change.picks_foot:
            events.append(Milestone(FOOT_PICKED, seat))
            events.extend(self._pick_up_foot(seat))
        if change.goes_out:
            events.extend(self._end_round(seat, WENT_OUT))
        elif change.top is not None:
            self.phase = _PLAY_PHASE
            events.append(_PLAY_TURN[seat])
        return events

    def _pick_up_foot(self, seat: int) -> list[Event]:
        """HF-17: the foot joins the hand at once; its red 3s are placed and replaced."""
        events: list[Event] = []
        self.foot_picked[seat] = True
        foot, self.feet[seat] = self.feet[seat], []
        index = self._index_to_change(seat)
        reds = 0
        hand = self.hands[seat]
        moves = _FOOT_TO_HAND[seat]
        joined: list[Card] = []
        for card in foot:
            if card.rank == THREE and is_red_three(card):
                events.append(self._place_red(card, seat, _FOOT_ZONE[seat]))
                reds += 1
                continue
            joined.append(card)
            uid = card.uid
            event = moves[uid] if 0 <= uid < len(moves) else None
            if event is None or event.card is not card:
                event = CardMoved(card, _FOOT_ZONE[seat], _HAND_ZONE[seat], -1, _SEAT_ONLY[seat])
            events.append(event)
        hand.extend(joined)
        self.flow_in[seat] += len(joined)
        if index is not None:
            self._index_changed(seat, index, (), joined)
        self._draw_into_hand(seat, reds, events)
        return events

    def _commit_discard(self, seat: int, card: Card, goes_out: bool) -> list[Event]:
        hand = self.hands[seat]
        index = self._indexes.hands[seat]  # `_index_to_change`, written in
        if index is not None and index.hand != hand:
            index = self._indexes.hands[seat] = None
        uid = card.uid
        del hand[[c.uid for c in hand].index(uid)]  # `hand.remove(card)`, by uid
        if index is not None:
            index.remove((uid,))
            index.hand = hand.copy()
        if self.known[seat]:
            self.known[seat].discard(card)
        self.flow_out[seat] += 1
        self.discard.append(card)  # HF-15: a wild lies sideways (it freezes the pile)
        events: list[Event] = [CardMoved(card, _HAND_ZONE[seat], "discard",
                                         len(self.discard) - 1)]
        if goes_out:
            events.extend(self._end_round(seat, WENT_OUT))
            return events
        self.current = after = (seat + 1) % PLAYERS  # HF-04: `next_seat`
        self.turn_no += 1
        self.phase = _DRAW_PHASE
        if self.first_turn_done[after]:
            events.append(_DRAW_TURN[after])  # `_start_turn` of a seat past its first turn
        else:
            events.extend(self._start_turn(after))
        return events

    # ------------------------------------------------------------------ round end

    def positions(self, went_out: int | None) -> list[TeamPosition]:
        teams = []
        for team in (0, 1):
            seats = (team, team + 2)
            melds = self.team_melds(team)
            teams.append(TeamPosition(
                melds=tuple(m.shape.cards for m in melds if not m.black_threes),
                garbage=tuple(self.garbage[team]),
                black_three_melds=tuple(m.shape.cards for m in melds if m.black_threes),
                red_threes=tuple(self.red_threes[team]),
                hands=tuple(tuple(self.hands[s]) for s in seats),
                feet=tuple(tuple(self.feet[s]) for s in seats if not self.foot_picked[s]),
                went_out=went_out is not None and team_of(went_out) == team,
            ))
        return teams

    def _end_round(self, went_out: int | None, ending: str) -> list[Event]:
        ended_by = self.current
        score = score_round(self.positions(went_out), ending)
        for team, delta in enumerate(score.team_scores):
            self.totals[team] += delta
        self.winner = decide_winner(self.totals, self.config.target)
        result = {
            "round": self.round_no,
            "ending": ending,
            "went_out": went_out,
            "ended_by": ended_by,
            "player_scores": None,
            "team_scores": list(score.team_scores),
            "breakdown": [team.to_json() for team in score.teams],
            "totals_after": list(self.totals),
            "game_over": self.winner is not None,
            "winner": self.winner,
        }
        self.results.append(result)
        events: list[Event] = [] if went_out is None else [Milestone(WENT_OUT_NOW, went_out)]
        events.append(RoundEnded(self.round_no, ending, result))
        if self.winner is not None:
            self.phase = _GAME_OVER_PHASE
            events.append(GameEnded((self.winner,), tuple(self.totals)))
        else:
            self.phase = _ROUND_OVER_PHASE
            self.current = self.next_seat(self.dealer)  # HF-03: the deal rotates clockwise
            events.append(_DEAL_TURN[self.current])
        return events

    # ------------------------------------------------------------------ legal actions

    option_kinds = KINDS

    def _option_candidates(self, seat: int, selection: tuple[Card, ...]
                           ) -> tuple[Candidates, Mapping[str, Message]]:
        return candidates(self, seat, selection)

    def refusal(self, seat: int, action: Action) -> Message | None:
        try:
            self.check(seat, action)  # checks without changing anything: no clone needed
        except IllegalAction as error:
            return error.message
        return None

    def is_legal(self, seat: int, action: Action) -> bool:
        try:
            self.check(seat, action)
        except IllegalAction:
            return False
        return True

    def legal_actions(self, seat: int) -> list[HandAndFootAction]:
        """The simple choices: draws, pile takes with a pair or onto a meld (and first melds
        where the minimum needs them, `listed_first_melds`), discards, one-card additions,
        garbage, three-card melds and the sevens lock. Every listed action is legal, and the
        list is exactly `checked_candidates` (a test compares them). The draw is legal; a pile
        take from a hand of `_ROOMY_TAKE` cards is built legal (`_roomy_takes`, and
        `_first_takes` before the team's first meld), and so are the plays from a hand of
        `_ROOMY` cards (`_roomy_plays`), all read from the hand's `HandIndex`; the rest (and
        the first melds the finder found) go through the full check."""
        phase = self.phase
        if phase is _GAME_OVER_PHASE or seat != self.current:
            return []
        if phase is _ROUND_OVER_PHASE:
            return [_DEAL]
        checked: dict[int, tuple[Action, Commit]] = {}
        built: tuple[HandAndFootAction, ...] = ()
        roomy = len(self.hands[seat])
        if phase is _DRAW_PHASE:
            # A draw from the stock is always legal in the draw phase; the pile cannot be
            # taken when it is empty or a black 3 or a wild tops it (HF-16).
            top = self.discard[-1] if self.discard else None
            if top is None or top.rank in _WILD_RANKS or (top.rank == THREE
                                                          and is_black_three(top)):
                self._listed = (self._fingerprint(seat), _ONLY_DRAW, checked)
                return [_DRAW_STOCK]
            actions: list[HandAndFootAction] = [_DRAW_STOCK]
            index = self._indexes.hands[seat]  # `_hand_index(seat)`, written in
            if index is None or index.hand != self.hands[seat]:
                index = self._hand_index(seat)
            if roomy >= _ROOMY_TAKE and top.rank != THREE and index is not None:
                meld_index = self._indexes.melds  # `_team_melds`, written in
                if meld_index is None or [m.shape for m in self.melds.values()] \
                        != meld_index.shapes:
                    team = self._team_melds(seat % 2)
                else:
                    team = meld_index.teams[seat % 2]
                if team.melded:
                    takes = self._roomy_takes(top, team, index)
                    built = (_DRAW_STOCK, *takes)
                else:
                    takes, built_takes = self._first_takes(seat, top, index, checked)
                    built = (_DRAW_STOCK, *built_takes)
                actions.extend(takes)
            else:
                built = (_DRAW_STOCK,)  # HF-14: always legal in the draw phase
                actions.extend(a for a in self._hopeful_pile_takes(seat)
                               if self._passes(seat, a, checked))
        elif roomy >= _ROOMY and (index := self._hand_index(seat)) is not None:
            actions = self._roomy_plays(seat, checked, index)
            built = tuple(actions)
        else:
            actions = [a for a in self._play_candidates(seat) if self._passes(seat, a, checked)]
        self._listed = (self._fingerprint(seat), built, checked)
        return actions

    def _passes(self, seat: int, action: HandAndFootAction,
                checked: dict[int, tuple[Action, Commit]]) -> bool:
        """`is_legal`, keeping the commit of a legal action in `checked` (see `_Listed`)."""
        try:
            checked[id(action)] = (action, self.check(seat, action))
        except IllegalAction:
            return False
        return True

    def _roomy_takes(self, top: Card, team: TeamMelds, index: HandIndex) -> list[TakePile]:
        """`_hopeful_pile_takes` that pass the full check, built legal instead of checked,
        for a team that has melded (so no minimum, HF-13) and a hand of `_ROOMY_TAKE` cards
        (at least two stay after the take, so neither going out nor the last card is at
        stake, HF-17, HF-18), the pile topped by a natural other than a 3. Onto the team's
        unfinished meld of the top's rank when there is one and the pile is not frozen (a
        natural joins a legal set of its rank, HF-08: the limits grow with the size); else
        with a pair of the top's rank, or one and each wild face while the pile is not
        frozen (HF-16), where the three make a legal set (no wild with 7s, HF-09)."""
        rank = top.rank
        onto = [TakePile(meld_id=meld.meld_id) for meld in team.open.values()
                if meld.key == rank] if rank in team.open_keys else None
        if onto:  # HF-10: no second unfinished meld of the rank
            return [] if self.pile_frozen() else onto
        same = index.by_rank.get(rank)
        if same is None:
            return []
        card_of = index.card_of
        first = card_of[same[0]]
        takes: list[TakePile] = []
        if len(same) >= 2 and _NEW_THREE_VALID[(rank, rank, rank)]:
            takes.append(TakePile((first, card_of[same[1]])))
        if (wilds := index.by_key.get(WILD_KEY)) is not None and not self.pile_frozen():
            for uid in wilds:
                wild = card_of[uid]
                if _NEW_THREE_VALID[(rank, rank, wild.rank)]:
                    takes.append(TakePile((first, wild)))
        return takes

    def _first_takes(self, seat: int, top: Card, index: HandIndex,
                     checked: dict[int, tuple[Action, Commit]]
                     ) -> tuple[list[TakePile], list[TakePile]]:
        """`_hopeful_pile_takes` that pass the full check, for a team that has not melded,
        a hand of `_ROOMY_TAKE` cards and the pile topped by a natural other than a 3; and
        those of them built legal. A pair of the top's rank, or one and each wild face while
        the pile is not frozen (HF-16), each alone and with the first melds that reach the
        minimum with it (`_first_melds`, HF-13). Alone it is legal when the three make a
        legal set (HF-09) worth the minimum; with melds of the plain way, when the three do
        (those melds are legal, of other ranks, and leave two cards, so going out is not at
        stake); with the finder's, the check decides."""
        rank = top.rank
        same = index.by_rank.get(rank)
        if same is None:
            return [], []
        card_of = index.card_of
        first = card_of[same[0]]
        options: list[tuple[tuple[Card, Card], int]] = []
        """(the cards from the hand, the uid of the wild among them or -1)."""
        if len(same) >= 2:
            options.append(((first, card_of[same[1]]), -1))
        if not self.pile_frozen() and (wilds := index.by_key.get(WILD_KEY)) is not None:
            options.extend(((first, card_of[uid]), uid) for uid in wilds)
        need = self.minimum(seat % 2)
        hand = self.hands[seat]
        listed: list[TakePile] = []
        built: list[TakePile] = []
        for cards, wild in options:
            legal_set = _NEW_THREE_VALID[(rank, rank, cards[1].rank)]
            value = _RANK_VALUE[rank] * 2 + _RANK_VALUE[cards[1].rank]
            if legal_set and value >= need:
                take = TakePile(cards)
                listed.append(take)
                built.append(take)
            extra, plain = self._first_melds(
                index, need - value, rank, wild, len(hand) - 2,
                partial(_without, hand, (cards[0].uid, cards[1].uid)))
            if extra and legal_set:
                take = TakePile(cards, melds=extra)
                if plain:
                    listed.append(take)
                    built.append(take)
                elif self._passes(seat, take, checked):
                    listed.append(take)
        return listed, built

    @staticmethod
    def _first_melds(index: HandIndex, need: int, blocked: int, without: int, held: int,
                     hand: Callable[[], list[Card]]
                     ) -> tuple[tuple[tuple[Card, ...], ...], bool]:
        """`listed_first_melds(hand(), need, {blocked})` read from the hand's index, and
        whether the plain way found them (else the finder did): `hand()` is the indexed hand
        without the wild of uid `without` (-1: none) and cards of the rank `blocked` (0: none),
        `held` cards. The finder is asked only when `_melded_value_bound` says a plan might
        reach `need` (as `first_meld_groups` does)."""
        if need <= 0:
            return (), True
        card_of = index.card_of
        by_rank = index.by_rank
        eligible = index.pairs - _NO_NEW_SET
        eligible.discard(blocked)
        ranked = [list(map(card_of.__getitem__, by_rank[rank][:CANASTA_SIZE]))
                  for rank in index.ranks(eligible)]
        jokers = by_rank.get(JOKER, [])
        twos = by_rank.get(TWO, [])
        wilds = [card_of[uid] for uid in (*jokers, *twos) if uid != without]
        plain = _plain_first_melds(ranked, wilds, held, need)
        if plain is not None:
            return plain, True
        # `_melded_value_bound` of the hand without 3s and the blocked rank, from the counts.
        value = sum(_RANK_VALUE[uid & RANK_BITS] for uid in (*jokers, *twos) if uid != without)
        wild_count = len(jokers) + len(twos) - (without >= 0)
        pairs: list[int] = []
        for rank in eligible:
            count = len(by_rank[rank])
            if count >= 3:
                value += count * _RANK_VALUE[rank]
            elif rank != SEVEN:
                pairs.append(2 * _RANK_VALUE[rank])
        if wild_count and pairs:
            pairs.sort(reverse=True)
            value += sum(pairs[:wild_count])
        if value < need:
            return (), False
        return first_meld_groups(hand(), need, {blocked} if blocked else set()), False

    def _roomy_plays(self, seat: int, checked: dict[int, tuple[Action, Commit]],
                     index: HandIndex) -> list[HandAndFootAction]:
        """`_play_candidates` that pass the full check, built legal instead of filtered. With
        `_ROOMY` cards held, every play listed leaves at least two, so going out (HF-17,
        HF-18) and the last-card rules are not at stake, and neither are black 3s (melded only
        while going out, HF-06): a discard of anything but a 7 is legal (HF-15), garbage once
        the team has its sevens canasta (HF-12), one card added to an open meld when the meld
        law takes it (HF-07..09), and a three-card meld of a valid shape whose rank has no
        open meld (HF-10). Only the first meld (HF-13) and the sevens lock go through `check`.

        This runs on every play-phase step: the hand's faces, keys, ranks and wilds come
        from its `HandIndex` (`index`, kept up to date between steps), the team's open melds
        from the `MeldIndex`, and the one-card actions from tables (`CardActions`): the
        deck's, built once, or for a hand-made position with cards outside the deck, built
        for its hand."""
        hand = self.hands[seat]
        team = seat % 2
        foreign = index.foreign
        tables = CardActions.of(hand) if foreign else DECK_ACTIONS
        firsts = index.firsts  # one card of each face (copies make the same choices)
        by_rank = index.by_rank
        sevens = by_rank.get(SEVEN)
        # The discards (None for a 7, which is never discarded, HF-15: only with 7s held).
        discards = index.discards
        actions: list[HandAndFootAction] = (
            cast("list[HandAndFootAction]", discards.copy()) if sevens is None
            else list(filter(None, discards)))
        if sevens is not None and len(sevens) == len(hand) and self._passes(
                seat, lock := SevensLock(), checked):
            actions.append(lock)
        meld_index = self._indexes.melds  # `_team_melds(team)`, written in
        if meld_index is None or [m.shape for m in self.melds.values()] != meld_index.shapes:
            melds = self._team_melds(team)
        else:
            melds = meld_index.teams[team]
        if not melds.melded:
            groups, plain = self._first_melds(index, self.minimum(team), 0, -1, len(hand),
                                              lambda: hand)
            if groups:
                first_meld = Meld(groups)
                if plain or self._passes(seat, first_meld, checked):
                    actions.append(first_meld)
            return actions
        by_key = index.by_key
        wild_faces = by_key.get(WILD_KEY)
        if foreign:
            in_order = index.entry.__getitem__
            for meld_id, key, takes_wild, _ in melds.open.values():
                if key == WILD_KEY:
                    fitting = wild_faces  # an open wild meld has room for one more wild (HF-07)
                else:
                    fitting = by_key.get(key)
                    if takes_wild and wild_faces:  # HF-08, HF-09: one more wild fits
                        fitting = sorted(fitting + wild_faces, key=in_order) if fitting \
                            else wild_faces
                if fitting:
                    actions.extend(map(tables.additions(meld_id), fitting))
        else:
            entry = index.entry
            for key, with_wilds, additions in melds.additions():
                fitting = by_key.get(key)  # a wild meld's are the wild faces (HF-07)
                if with_wilds and wild_faces:  # HF-08, HF-09: one more wild fits
                    if not fitting:
                        fitting = wild_faces
                    elif len(fitting) == 1 and len(wild_faces) == 1:
                        face, wild = fitting[0], wild_faces[0]
                        fitting = [face, wild] if entry[face] < entry[wild] else [wild, face]
                    else:
                        fitting = sorted(fitting + wild_faces, key=entry.__getitem__)
                if fitting:
                    if len(fitting) == 1:
                        actions.append(additions(fitting[0]))
                    else:
                        actions.extend(map(additions, fitting))
        if melds.sevens_canasta:
            if self.config.garbage_any_card:
                actions.extend(map(tables.garbage, firsts))
            elif (seven_faces := by_key.get(SEVEN)) is not None:
                actions.extend(map(tables.garbage, seven_faces))
        card_of = index.card_of
        wilds = index.wilds
        # New sets of the ranks held twice or more, in order of appearance; none of a rank
        # with an open meld (HF-10), of wilds (their melds come next) or of 3s (HF-06).
        pairs = index.pairs.difference(melds.open_keys, _NO_NEW_SET)
        if pairs:
            first_wild = card_of[wilds[0]] if wilds else None
            with_wild = _NEW_PAIR_AND_WILD[first_wild.rank] if first_wild is not None else None
            for rank in (sorted(pairs, key=index.rank_first.__getitem__) if len(pairs) > 1
                         else pairs):  # `index.ranks(pairs)`
                same = by_rank[rank]
                if len(same) >= 3 and _NEW_TRIPLE[rank]:
                    actions.append(Meld(((card_of[same[0]], card_of[same[1]],
                                          card_of[same[2]]),)))
                if with_wild is not None and first_wild is not None and with_wild[rank]:
                    actions.append(Meld(((card_of[same[0]], card_of[same[1]], first_wild),)))
        if len(wilds) >= 3 and WILD_KEY not in melds.open_keys:
            three = tuple(map(card_of.__getitem__, wilds[:3]))
            high, middle, low = sorted((card.rank for card in three), reverse=True)
            if _NEW_THREE_VALID[(high, middle, low)]:
                actions.append(Meld((three,)))
        return actions

    def checked_candidates(self, seat: int) -> list[HandAndFootAction]:
        """`legal_actions` the slow way, every candidate through the full check (the tests'
        oracle for the quick list `_roomy_plays` builds and the checks it skips)."""
        if self.phase is _GAME_OVER_PHASE or seat != self.current:
            return []
        if self.phase is _ROUND_OVER_PHASE:
            return [Deal()]
        if self.phase is _DRAW_PHASE:
            listed: list[HandAndFootAction] = [DrawStock(), *self._pile_candidates(seat)]
        else:
            listed = self._play_candidates(seat)
        return [a for a in listed if self.is_legal(seat, a)]

    def _hopeful_pile_takes(self, seat: int) -> list[TakePile]:
        """`_pile_candidates` without those `check` surely refuses (HF-16): onto a meld, or
        with a wild, while the pile is frozen; a new meld of the top's rank beside the team's
        unfinished one (HF-10, the take onto that meld is a candidate). The rest go through
        the check; a test compares the list with `checked_candidates`."""
        takes = self._pile_candidates(seat)
        if any(take.meld_id is not None for take in takes):
            takes = [take for take in takes if take.meld_id is not None]
        if takes and self.pile_frozen():
            takes = [take for take in takes if take.meld_id is None
                     and len(take.cards) - sum(map(is_wild, take.cards)) >= 2]
        return takes

    def _pile_candidates(self, seat: int) -> list[TakePile]:
        if not self.discard:
            return []
        top = self.discard[-1]
        rank = top.rank
        hand = self.hands[seat]
        team = team_of(seat)
        same = [] if rank in _WILD_RANKS else [c for c in hand if c.rank == rank]
        options: list[tuple[Card, ...]] = []
        if len(same) >= 2:
            options.append(tuple(same[:2]))
        if same:
            wilds = _distinct_faces(c for c in hand if c.rank in _WILD_RANKS)
            options.extend((same[0], w) for w in wilds)
        actions = [
            TakePile(meld_id=m.id) for m in self.melds.values()
            if m.team == team and m.shape.kind is _SET_KIND and m.shape.rank == rank
            and not m.closed]
        melded = bool(actions) or self.has_melded(team)
        for cards in options:
            actions.append(TakePile(cards))
            if not melded:
                taken = set(map(_UID, cards))
                rest = [c for c in hand if c.uid not in taken]
                extra = listed_first_melds(rest, self.minimum(team)
                                          - cards_value((top, *cards)), {top.rank})
                if extra:
                    actions.append(TakePile(cards, melds=extra))
        return actions

    def _play_candidates(self, seat: int) -> list[HandAndFootAction]:
        hand = self.hands[seat]
        team = team_of(seat)
        faces = _distinct_faces(hand)
        actions: list[HandAndFootAction] = [Discard(c) for c in faces if c.rank != SEVEN]
        if all(c.rank == SEVEN for c in hand):
            actions.append(SevensLock())
        if not self.has_melded(team):
            groups = listed_first_melds(hand, self.minimum(team), set())
            if groups:
                actions.append(Meld(groups))
            return actions
        for meld in self.team_melds(team):
            if meld.closed or meld.black_threes:
                continue
            key = meld.key
            actions.extend(AddToMeld(meld.id, (card,)) for card in faces
                           if card.rank == key or is_wild(card))
        if _SEVENS_CANASTA in self.canasta_types(team):
            actions.extend(Garbage((c,)) for c in faces
                           if c.rank == SEVEN or self.config.garbage_any_card)
        by_rank: dict[int, list[Card]] = {}
        for card in hand:
            if not is_wild(card):
                by_rank.setdefault(card.rank, []).append(card)
        wild_cards = [c for c in hand if is_wild(c)]
        for rank, cards in by_rank.items():
            if rank == THREE:
                blacks = [c for c in cards if is_black_three(c)]
                if len(blacks) >= 3:
                    actions.append(Meld((tuple(blacks),)))
                continue
            if len(cards) >= 3:
                actions.append(Meld((tuple(cards[:3]),)))
            if len(cards) >= 2 and wild_cards:
                actions.append(Meld(((*cards[:2], wild_cards[0]),)))
        if len(wild_cards) >= 3:
            actions.append(Meld((tuple(wild_cards[:3]),)))
        return actions

    # ------------------------------------------------------------------ views

    def observation(self, seat: int) -> HandAndFootObservation:
        return HandAndFootObservation.of(self, seat)

    def check_invariants(self) -> list[str]:
        problems = []
        everything = [c for h in self.hands for c in h] + [c for f in self.feet for c in f]
        everything += self.stock + self.discard
        everything += [c for m in self.melds.values() for c in m.shape.cards]
        everything += [c for r in self.red_threes for c in r]
        everything += [c for g in self.garbage for c in g]
        counts = Counter(c.uid for c in everything)
        if len(everything) != DECK_SIZE or len(counts) != DECK_SIZE:
            dupes = [uid for uid, n in counts.items() if n > 1]
            problems.append(f"{len(everything)} cards on the table ({len(counts)} distinct, "
                            f"duplicates {dupes}), expected {DECK_SIZE}")
        if set(counts) != _DECK_UIDS:
            problems.append("cards that are not in a Hand and Foot deck appeared")
        playing = self.phase in (_DRAW_PHASE, _PLAY_PHASE)
        for seat in range(PLAYERS):
            hand = self.hands[seat]
            if len(hand) != self.flow_in[seat] - self.flow_out[seat]:
                problems.append(f"seat {seat} holds {len(hand)} cards but took "
                                f"{self.flow_in[seat]} and gave {self.flow_out[seat]}")
            if not self.known[seat] <= set(hand):
                problems.append(f"seat {seat}: known cards not in hand")
            if self.first_turn_done[seat] and any(map(is_red_three, hand)):
                problems.append(f"seat {seat} holds a red 3 after its first turn (HF-05)")
            if len(self.feet[seat]) != (0 if self.foot_picked[seat] else FOOT_SIZE):
                problems.append(f"seat {seat}'s foot holds {len(self.feet[seat])} cards")
            if playing and not hand:
                problems.append(f"seat {seat} has no cards but the round goes on")
        for team in (0, 1):
            if not all(map(is_red_three, self.red_threes[team])):
                problems.append(f"team {team}'s red-3 area holds another card")
            if self.garbage[team] and _SEVENS_CANASTA not in self.canasta_types(team):
                problems.append(f"team {team} has a garbage pile without a sevens canasta")
            open_keys = [m.key for m in self.team_melds(team)
                         if not m.closed and not m.black_threes]
            if len(open_keys) != len(set(open_keys)):
                problems.append(f"team {team} has two unfinished melds of one rank (HF-10)")
        if playing:
            expected = (self.dealer + 1 + self.turn_no) % PLAYERS
            if self.current != expected:
                problems.append(f"seat {self.current} is to play, turn order says {expected}")
        for meld in self.melds.values():
            if meld.black_threes:
                if not all(map(is_black_three, meld.shape.cards)) or meld.size < 3:
                    problems.append(f"meld {meld.id} is not a meld of black 3s")
                continue
            try:
                validate(meld.shape, self.rules)
            except MeldError as error:
                problems.append(f"meld {meld.id} is illegal: {error}")
        return problems


def _new_meld_is_valid(ranks: tuple[int, ...]) -> bool:
    cards = [Card(rank, None if rank == JOKER else Suit.S) for rank in ranks]
    return bool(interpretations(cards, MELD_RULES, new=True))


_NEW_THREE_VALID: Mapping[tuple[int, ...], bool] = MappingProxyType({
    ranks: _new_meld_is_valid(ranks)
    for ranks in [*((r, r, r) for r in NATURAL_RANKS),
                  *((r, r, w) for r in NATURAL_RANKS for w in (JOKER, TWO)),
                  *((a, b, c) for a in (JOKER, TWO) for b in (JOKER, TWO)
                    for c in (JOKER, TWO))]})
"""Whether three cards of these ranks (naturals first, then wilds, jokers before 2s) make a new
meld. Hand and Foot has no runs and its sets ignore suits (MELD_RULES), so ranks alone decide;
black 3s are left to the full check."""
_NEW_TRIPLE = tuple(_NEW_THREE_VALID.get((rank, rank, rank), False) for rank in range(16))
_NEW_PAIR_AND_WILD = tuple(
    tuple(_NEW_THREE_VALID.get((rank, rank, wild), False) for rank in range(16))
    for wild in range(16))
"""`_NEW_THREE_VALID` of three cards of a rank, by the rank, and of a pair and a wild, by the
wild's rank and then the pair's (False where no such meld is valid): looked up for every pair
held, on every play-phase step."""
_ROOMY = 5
"""Cards held from which `legal_actions` builds the plain plays legal (see `_roomy_plays`)."""
_ROOMY_TAKE = 4
"""Cards held from which `legal_actions` builds a melded team's pile takes legal (see
`_roomy_takes`): a take uses two at most."""

_WILD_RANKS = frozenset({JOKER, TWO})
"""The ranks `is_wild` takes (HF-01), for loops that test many cards."""
_RANK_VALUE = tuple(0 if rank in (0, 1, THREE) else card_value(Card(rank, Suit.S if rank != JOKER
                                                                     else None))
                    for rank in range(16))
"""`card_value` of a card of each rank but the 3 (whose value depends on its suit, HF-02)."""
_PAIR_TAKES_WILD = frozenset(rank for rank in NATURAL_RANKS if MELD_RULES.set_wild_limit(rank, 3))
"""The natural ranks whose pair and a wild make a set (HF-08, HF-09: not 7s)."""
_NO_NEW_SET = _WILD_RANKS | {THREE}
"""Ranks `_roomy_plays` lays no new three-card set of: wilds (their melds are listed apart)
and 3s (black 3s are melded only while going out, HF-06)."""
_DRAW_STOCK = DrawStock()
_DEAL = Deal()
_ONLY_DRAW = (_DRAW_STOCK,)
assert len({c.uid & FACE_BITS for c in _DECK}) == len({c.face for c in _DECK})
assert all(c.uid & RANK_BITS == c.rank for c in _DECK)
assert all(KEY_OF_RANK[c.rank] == (WILD_KEY if is_wild(c) else c.rank) for c in _DECK)


_SET_WILD_LIMIT = SET_WILD_LIMIT


_CARD_TEXT: Mapping[int, str] = MappingProxyType({card.uid: str(card) for card in _DECK})
"""`str(card)` of each card of the deck, by uid."""


def _describe(shape: MeldShape) -> str:
    """`shape.describe()`: Hand and Foot lays no runs, so a meld reads as its cards' faces,
    taken from `_CARD_TEXT` (every meld change announces it)."""
    if shape.kind is not _RUN_KIND:
        try:
            return " ".join([_CARD_TEXT[card.uid] for card in shape.cards])
        except KeyError:  # a card from outside the deck
            pass
    return shape.describe()


_MELD_ZONES = tuple(f"meld/{meld_id}" for meld_id in range(DECK_SIZE))
"""`TableMeld.zone` of the meld ids a round can reach (every event about a meld names it)."""


def _meld_zone(meld_id: int) -> str:
    """`TableMeld.zone` of the meld `meld_id`."""
    return _MELD_ZONES[meld_id] if 0 <= meld_id < DECK_SIZE else f"meld/{meld_id}"


def _shape_of(cards: Sequence[Card]) -> MeldShape:
    """How `interpretations` reads a group under MELD_RULES (Hand and Foot has no runs): a
    wild meld when every card is wild (`make_wild`), else a set of its first natural's rank
    (`make_set`), written out as `_grown_by` is: a joker or a 2 is wild in a set (HF-01).
    Every new meld the engine lays is made here."""
    group = tuple(cards)
    flags = tuple([card.rank != JOKER and card.rank != TWO for card in group])
    if True not in flags:
        return MeldShape(_WILD_KIND, group, natural_flags=flags)
    return MeldShape(_SET_KIND, group, rank=group[flags.index(True)].rank, natural_flags=flags)


def _grown_by(shape: MeldShape, card: Card) -> MeldShape:
    """`make_set` (or `make_wild`) under MELD_RULES of `shape`'s cards and `card`: the
    shape's flags stay, the card's is added (a joker or a 2 is wild in a set, HF-01)."""
    cards = (*shape.cards, card)
    if shape.kind is _WILD_KIND:
        return MeldShape(_WILD_KIND, cards, natural_flags=(False,) * len(cards))
    return MeldShape(_SET_KIND, cards, rank=shape.rank,
                     natural_flags=(*shape.natural_flags, card.rank not in _WILD_RANKS))


_WILD_OR: Mapping[int, frozenset[int]] = MappingProxyType({
    rank: _WILD_RANKS | {rank} for rank in NATURAL_RANKS})


def _plainly_legal(shape: MeldShape, *, new: bool) -> bool:
    """Whether `validate(shape, MELD_RULES, new=new)` surely passes, tested the short way:
    three to seven cards (HF-07); a set of a natural rank whose naturals are all of that
    rank, at least two of them when new (HF-08), with no more wilds than its size allows
    (HF-08, HF-09: none for 7s); or a wild meld of wilds only. False sends the shape to
    `validate` itself, which then finds the fault (or passes it after all)."""
    cards = shape.cards
    size = len(cards)
    if not 3 <= size <= CANASTA_SIZE:
        return False
    if shape.kind is _WILD_KIND:
        return _WILD_RANKS.issuperset([card.rank for card in cards])
    if shape.kind is not _SET_KIND:
        return False
    rank = shape.rank
    allowed = _WILD_OR.get(rank)
    if allowed is None or not allowed.issuperset([card.rank for card in cards]):
        return False
    wilds = shape.natural_flags.count(False)
    limit = _SET_WILD_LIMIT[rank, size]
    return (size - wilds >= (MELD_RULES.min_naturals if new else 1)
            and (limit is None or wilds <= limit))


def _require_held(hand: Sequence[Card], cards: Sequence[Card]) -> None:
    """`require_in_hand(hand, cards, at_least_one=False)`, comparing uids (Card equality is
    uid equality) instead of hashing every card of the hand through Python."""
    if not cards:
        return
    if not all(isinstance(card, Card) for card in cards):
        require_in_hand(hand, cards, at_least_one=False)
        return
    named = {card.uid for card in cards}
    if len(named) != len(cards):
        raise IllegalAction(common.NAMED_TWICE())
    held = {card.uid for card in hand}
    if not named <= held:
        raise IllegalAction(common.NOT_HELD(cards=[c for c in cards if c.uid not in held]))


def _distinct_faces(cards: Iterable[Card]) -> list[Card]:
    """One card of each face (identical copies make the same choices)."""
    seen: dict[int, Card] = {}
    for card in cards:
        seen.setdefault(card.uid & FACE_BITS, card)
    return list(seen.values())


def listed_first_melds(hand: Sequence[Card], need: int,
                       blocked: set[int]) -> tuple[tuple[Card, ...], ...]:
    """The first melds `legal_actions` lists: every natural rank held three or more times as
    one set (a pair with a wild where wilds are left, HF-08), then the other wilds onto
    those sets while the law takes them (HF-08, HF-09), best sets first, when they reach
    `need` (HF-13) and leave two cards (HF-17); else the finder's (`first_meld_groups`).
    The plain way (`_plain_first_melds`) answers most hands without a search; `check` has
    the last word on the finder's."""
    if need <= 0:
        return ()
    by_rank: dict[int, list[Card]] = {}
    jokers: list[Card] = []
    twos: list[Card] = []
    for card in hand:
        rank = card.rank
        if rank == JOKER:
            jokers.append(card)
        elif rank == TWO:
            twos.append(card)
        elif rank != THREE and rank not in blocked:
            by_rank.setdefault(rank, []).append(card)
    # The wilds dearest first (HF-02), each kind in hand order.
    plain = _plain_first_melds(by_rank.values(), jokers + twos, len(hand), need)
    return first_meld_groups(hand, need, blocked) if plain is None else plain


def _plain_first_melds(ranked: Iterable[list[Card]], wilds: list[Card], held: int,
                       need: int) -> tuple[tuple[Card, ...], ...] | None:
    """`listed_first_melds`' plain way, or None where it finds nothing (the finder's turn):
    `ranked` holds the naturals that may be melded (no 3s, no blocked rank), a list of each
    rank in hand order, the ranks in order of first appearance; `wilds` the wilds, jokers
    before 2s, each kind in hand order (it is used up); `held` how many cards the hand holds.
    Every group it returns is a legal new meld (HF-07..09: three naturals at least, or a
    pair and a wild, with wilds added within the limits), of ranks of their own, reaching
    `need` together and leaving two cards."""
    groups: list[list[Card]] = []
    pairs: list[list[Card]] = []
    for cards in ranked:
        if len(cards) >= 3:
            groups.append(cards[:CANASTA_SIZE])
        elif len(cards) == 2 and cards[0].rank in _PAIR_TAKES_WILD:
            pairs.append(cards)
    for cards in sorted(pairs, key=_dearest_pair_first):
        if not wilds:
            break
        groups.append([*cards, wilds.pop(0)])
    groups.sort(key=_group_value, reverse=True)
    chosen: list[list[Card]] = []
    value = 0
    for cards in groups:
        if value >= need:
            break
        chosen.append(cards)
        value += _group_value(cards)
    for cards in chosen:
        while value < need and wilds and len(cards) < CANASTA_SIZE:
            limit = _SET_WILD_LIMIT[cards[0].rank, len(cards) + 1]
            if limit is not None and sum(map(_WILD_RANKS.__contains__, map(_RANK, cards))) \
                    + 1 > limit:
                break
            card = wilds.pop(0)
            cards.append(card)
            value += _RANK_VALUE[card.rank]
    if chosen and value >= need and held - sum(map(len, chosen)) >= 2:
        return tuple(tuple(cards) for cards in chosen)
    return None


def _without(hand: list[Card], uids: tuple[int, ...]) -> list[Card]:
    """`hand` without the cards of these uids."""
    return [card for card in hand if card.uid not in uids]


def _dearest_pair_first(cards: list[Card]) -> int:
    return -_RANK_VALUE[cards[0].rank]


def _group_value(cards: list[Card]) -> int:
    """`cards_value` of a group of naturals of a rank other than 3 and wilds (HF-02)."""
    return sum([_RANK_VALUE[card.rank] for card in cards])


def _melded_value_bound(cards: Sequence[Card]) -> int:
    """At least the value any meld plan of `cards` lays (HF-07..09): every natural of a rank
    held three times or more; of the pairs, only as many as there are wilds to complete them
    (a new set holds two naturals at least, and three cards), the dearest first; every wild.
    Pairs of 7s take no wild (HF-09). Most hands that cannot make a first meld fall below
    their minimum here, which spares `first_meld_groups` the finder's search."""
    counts: dict[int, int] = {}
    values: dict[int, int] = {}
    wilds = 0
    value = 0
    for card in cards:
        rank = card.rank
        if is_wild(card):
            wilds += 1
            value += card_value(card)
        else:
            counts[rank] = counts.get(rank, 0) + 1
            values[rank] = values.get(rank, 0) + card_value(card)
    pairs: list[int] = []
    for rank, count in counts.items():
        if count >= 3:
            value += values[rank]
        elif count == 2 and rank != SEVEN:
            pairs.append(values[rank])
    if wilds and pairs:
        pairs.sort(reverse=True)
        value += sum(pairs[:wilds])
    return value


def first_meld_groups(hand: Sequence[Card], need: int,
                      blocked: set[int]) -> tuple[tuple[Card, ...], ...]:
    """New melds from `hand` worth at least `need` (HF-13), fewest cards first, or () when
    the hand has none. Ranks in `blocked` are already being melded in the same breath."""
    if need <= 0:
        return ()
    playable = [c for c in hand if c.rank != THREE and c.rank not in blocked]
    if _melded_value_bound(playable) < need:
        return ()  # no plan reaches `need`: the finder's answer would be () as well
    plan = FINDER.best_plan(playable)
    chosen: list[tuple[Card, ...]] = []
    value = 0
    for shape in sorted(plan.melds, key=lambda s: -cards_value(s.cards) / len(s.cards)):
        if value >= need:
            break
        chosen.append(shape.cards)
        value += cards_value(shape.cards)
    if not chosen or value < need:
        return ()
    # Keep two cards back so that the turn can still end with a discard (HF-17).
    used = sum(len(group) for group in chosen)
    if len(hand) - used < 2:
        return ()
    return tuple(chosen)
