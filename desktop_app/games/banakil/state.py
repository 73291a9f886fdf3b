"""The Banakil engine: rules BK-01 … BK-29 as a sequential state machine."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType
from typing import Any, Self

from ...cards.card import Card
from ...cards.deck import shuffle, standard_deck
from ...cards.melds import (
    MeldError,
    MeldKind,
    MeldRules,
    MeldShape,
    explain_invalid,
    interpretations,
    make_run,
    validate,
)
from .. import messages as common
from ..base import (
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
    require_in_hand,
)
from ..messages import Message
from ..options import Candidates
from ..outcome import decide_winner
from ..rummy import copy_table, deal_hands, new_round_table, sampled_shell, table_problems
from ..table_meld import TableMeld
from . import messages as text
from .actions import (
    ACTION_TYPES,
    BanakilAction,
    Deal,
    Discard,
    DrawStock,
    LayOff,
    Meld,
    TakeDiscard,
)
from .config import BanakilConfig
from .layoff import illegal_meld, lay_off_outcome, single_lay_offs, strands_taken_card
from .observation import BanakilObservation
from .options import KINDS, candidates
from .phase import Phase
from .rules import DECK_SIZE, HAND_SIZE, JOKERS, PACKS, meld_rules
from .scoring import STOCK_EXHAUSTED, WENT_OUT, PlayerPosition, score_round

_DECK = tuple(standard_deck(PACKS, JOKERS))
"""The deck in its fixed order, built once (each deal shuffles a copy)."""
_DECK_UIDS = frozenset(c.uid for c in _DECK)
# Event texts and audiences, built once (an enum's .value is a Python-level property).
_DRAW_PHASE, _PLAY_PHASE = Phase.DRAW.value, Phase.PLAY.value
_ONLY = tuple(frozenset({seat}) for seat in range(8))
"""The seats that see a card dealt or drawn into one seat's hand."""
# legal_actions hands out these (actions are immutable), instead of building them every time.
_DISCARDS: Mapping[int, Discard] = MappingProxyType(
    {c.uid: Discard(c) for c in _DECK})
_TAKES = tuple(TakeDiscard(k) for k in range(DECK_SIZE + 1))
_DRAW_STOCK = DrawStock()


@lru_cache(maxsize=16)
def _meld_rules(config: BanakilConfig) -> MeldRules:
    """`meld_rules`, built once per config (sampled worlds build states often; configs and
    rules are frozen)."""
    return meld_rules(config)


class BanakilState(GameState["BanakilObservation", BanakilAction]):
    game_id = "banakil"
    config: BanakilConfig
    action_codec = ActionCodec(ACTION_TYPES)
    snapshot_fields = (
        "round_no", "dealer", "current", "phase", "turn_no", "hands", "stock", "discard", "melds",
        "next_meld_id", "first_meld_turn", "taken_single", "last_stock_drawn", "known", "flow_in",
        "flow_out", "totals", "results", "winner",
    )

    def __init__(self, config: BanakilConfig, seed: int) -> None:
        super().__init__(config, seed)
        n = config.players
        self.rules = _meld_rules(config)
        self.round_no = 0
        self.dealer = self.draw_first_dealer(n)  # BK-04: first dealer random
        self.current = 0
        self.phase = Phase.DRAW
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.stock: list[Card] = []
        self.discard: list[Card] = []
        self.melds: dict[int, TableMeld] = {}
        self.next_meld_id = 0
        self.first_meld_turn: list[int | None] = [None] * n
        self.turn_no = 0
        self.taken_single: Card | None = None
        self.last_stock_drawn = False
        self.known: list[set[Card]] = [set() for _ in range(n)]
        """Cards every seat saw enter each hand (taken discards, retrieved jokers)."""
        self.flow_in = [0] * n
        self.flow_out = [0] * n
        self.totals = [0] * config.teams
        self.results: list[dict[str, Any]] = []
        self.winner: int | None = None

    @classmethod
    def sampled(cls, config: BanakilConfig, seed: int) -> Self:
        """A state for `sample_world` to fill (`sampled_shell`, and what `__init__` derives
        from the config)."""
        state = sampled_shell(cls, config, seed)
        state.rules = _meld_rules(config)
        state.winner = None
        return state

    def clone(self) -> Self:
        """`GameState.clone`, field by field (cards, shapes and phases are immutable)."""
        other = self._clone_shell()
        copy_table(self, other)
        other.first_meld_turn = list(self.first_meld_turn)
        return other

    # ------------------------------------------------------------------ set-up

    @property
    def players(self) -> int:
        return self.config.players

    def next_seat(self, seat: int) -> int:
        """BK-05: play passes to the right (counter-clockwise); seats are numbered clockwise."""
        return (seat - 1) % self.players

    def partner(self, seat: int) -> int | None:
        return (seat + 2) % 4 if self.config.partnerships else None

    def team_of(self, seat: int) -> int:
        return seat % 2 if self.config.partnerships else seat

    def _deal_round(self) -> list[Event]:
        n = self.players
        self.round_no += 1
        deck = list(_DECK)
        shuffle(deck, self.rng)
        events: list[Event] = [RoundStarted(self.round_no, self.dealer, len(deck))]
        new_round_table(self, HAND_SIZE)
        self.first_meld_turn = [None] * n
        self.taken_single = None
        self.last_stock_drawn = False
        first = self.next_seat(self.dealer)
        events.extend(deal_hands(self, deck, [(first - i) % n for i in range(n)], HAND_SIZE,
                                 _ONLY))
        up = deck.pop()  # BK-04/BK-06: the up-card starts the pile, wild or not
        self.discard = [up]
        events.append(CardMoved(up, "stock", "discard"))
        self.stock = deck
        self.current = first
        self.phase = Phase.DRAW
        events.append(TurnStarted(first, _DRAW_PHASE))
        return events

    # ------------------------------------------------------------------ queries

    def to_move(self) -> int | None:
        return None if self.phase is Phase.GAME_OVER else self.current

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.GAME_OVER

    def winners(self) -> tuple[int, ...]:
        return () if self.winner is None else (self.winner,)

    def has_melded(self, seat: int) -> bool:
        return self.first_meld_turn[seat] is not None

    def may_lay_off_on(self, seat: int, meld: TableMeld) -> bool:
        return meld.owner == seat or meld.owner == self.partner(seat)

    def legal_actions(self, seat: int) -> list[BanakilAction]:
        if self.phase is Phase.GAME_OVER or seat != self.current:
            return []
        if self.phase is Phase.ROUND_OVER:
            return [Deal()]
        if self.phase is Phase.DRAW:
            actions: list[BanakilAction] = [_DRAW_STOCK] if self.stock else []
            actions.extend(_TAKES[1:len(self.discard) + 1])
            return actions
        hand = self.hands[seat]
        banned = -1 if self.taken_single is None else self.taken_single.uid
        prebuilt = _DISCARDS.get
        actions = [prebuilt(card.uid) or Discard(card) for card in hand if card.uid != banned]
        if self.has_melded(seat):
            actions.extend(self.lay_off_options(seat))
        return actions

    option_kinds = KINDS

    def _option_candidates(self, seat: int, selection: tuple[Card, ...]
                           ) -> tuple[Candidates, Mapping[str, Message]]:
        return candidates(self, seat, selection)

    def lay_off_options(self, seat: int) -> list[LayOff]:
        """Every legal single-card lay-off of `seat` now (each end and retrieval choice)."""
        melds = [(m.id, m.shape) for m in self.melds.values() if self.may_lay_off_on(seat, m)]
        return single_lay_offs(self.rules, self.hands[seat], melds, self.taken_single)

    # ------------------------------------------------------------------ apply

    def _apply(self, seat: int, action: Action) -> list[Event]:
        if not 0 <= seat < self.players:
            raise IllegalAction(common.NO_SUCH_SEAT(seat=seat))
        if self.phase is Phase.GAME_OVER:
            raise IllegalAction(common.GAME_OVER("BK-28"))
        if seat != self.current:
            raise IllegalAction(common.NOT_YOUR_TURN("BK-05", seat=self.current))
        if type(action) is Discard and self.phase is Phase.PLAY:
            return self._discard(seat, action)  # the commonest action, checked below as well
        if isinstance(action, Deal):
            return self._deal(action)
        if self.phase is Phase.ROUND_OVER:
            raise IllegalAction(common.ROUND_OVER("BK-05"))
        if isinstance(action, DrawStock):
            return self._draw_stock(seat)
        if isinstance(action, TakeDiscard):
            return self._take_discard(seat, action)
        if self.phase is Phase.DRAW:
            raise IllegalAction(text.DRAW_FIRST())
        if isinstance(action, Meld):
            return self._meld(seat, action)
        if isinstance(action, LayOff):
            return self._lay_off(seat, action)
        if isinstance(action, Discard):
            return self._discard(seat, action)
        raise IllegalAction(common.NOT_THIS_GAMES(action=type(action).__name__, game="Banakil"))

    def _deal(self, action: Deal) -> list[Event]:
        if self.phase is not Phase.ROUND_OVER:
            raise IllegalAction(common.ROUND_IN_PROGRESS("BK-05"))
        self.dealer = self.current
        return self._deal_round()

    def _draw_stock(self, seat: int) -> list[Event]:
        if self.phase is not Phase.DRAW:
            raise IllegalAction(common.ALREADY_DREW("BK-07"))
        if not self.stock:
            raise IllegalAction(text.STOCK_EMPTY())
        card = self.stock.pop()
        self.hands[seat].append(card)
        self.flow_in[seat] += 1
        self.last_stock_drawn = not self.stock
        self.taken_single = None
        self.phase = Phase.PLAY
        return [CardMoved(card, "stock", f"hand/{seat}", -1, _ONLY[seat]),
                TurnStarted(seat, _PLAY_PHASE)]

    def _take_discard(self, seat: int, action: TakeDiscard) -> list[Event]:
        if self.phase is not Phase.DRAW:
            raise IllegalAction(common.ALREADY_DREW("BK-07"))
        count = action.count
        if not self.discard:
            raise IllegalAction(common.DISCARD_EMPTY("BK-07"))
        if not 1 <= count <= len(self.discard):
            raise IllegalAction(text.TAKE_RANGE(most=len(self.discard), count=count))
        taken = self.discard[-count:]
        del self.discard[-count:]
        events: list[Event] = []
        # The top card comes off first; the cards keep their pile order in the hand.
        for card in taken:
            self.hands[seat].append(card)
            self.known[seat].add(card)
            events.append(CardMoved(card, "discard", f"hand/{seat}"))
        self.flow_in[seat] += count
        self.taken_single = taken[0] if count == 1 else None
        self.phase = Phase.PLAY
        events.append(TurnStarted(seat, _PLAY_PHASE))
        return events

    def _check_can_discard_after(self, remaining: list[Card]) -> None:
        """BK-08 Decision: never strand the single taken card as the only card in hand."""
        if strands_taken_card(remaining, self.taken_single):
            raise IllegalAction(text.STRANDS_TAKEN(card=remaining[0]))

    def _resolve_meld(self, action: Meld) -> MeldShape:
        cards = action.cards
        if action.start is not None:
            if action.kind is MeldKind.SET:
                raise IllegalAction(text.SET_HAS_NO_START())
            naturals = [c for c in cards if not self.rules.is_wild(c)]
            if not naturals:
                raise IllegalAction(text.NO_NATURAL(cards=cards))
            shape = make_run(cards, naturals[0].suit, action.start, self.rules)
            try:
                validate(shape, self.rules, new=True)
            except MeldError as error:
                raise illegal_meld(error) from error
            return shape
        readings = interpretations(cards, self.rules, action.kind, new=True)
        if not readings:
            raise illegal_meld(explain_invalid(cards, self.rules, action.kind, new=True))
        return readings[0]

    def _meld(self, seat: int, action: Meld) -> list[Event]:
        require_in_hand(self.hands[seat], action.cards)
        shape = self._resolve_meld(action)
        laid = set(action.cards)
        remaining = [c for c in self.hands[seat] if c not in laid]
        self._check_can_discard_after(remaining)
        # Commit.
        self.hands[seat] = remaining
        self.known[seat] -= laid
        self.flow_out[seat] += len(laid)
        meld = TableMeld(self.next_meld_id, seat, shape)
        self.next_meld_id += 1
        self.melds[meld.id] = meld
        if self.first_meld_turn[seat] is None:
            self.first_meld_turn[seat] = self.turn_no
        events: list[Event] = [CardMoved(card, f"hand/{seat}", meld.zone, i)
                               for i, card in enumerate(shape.cards)]
        events.append(MeldChanged(meld.zone, seat, shape.cards, shape.describe()))
        if not remaining:
            events.extend(self._end_round(seat))
        return events

    def _check_lay_off(self, seat: int, action: LayOff) -> tuple[TableMeld, MeldShape,
                                                                  list[Card], list[Card]]:
        meld = self.melds.get(action.meld_id)
        if meld is None:
            raise IllegalAction(common.NO_SUCH_MELD(meld=action.meld_id))
        if not self.may_lay_off_on(seat, meld):
            raise IllegalAction(text.PARTNERS_MELDS())
        if not self.has_melded(seat):
            raise IllegalAction(text.MELD_FIRST())
        if action.end not in (None, "low", "high"):
            raise IllegalAction(text.BAD_END(end=repr(action.end)))
        require_in_hand(self.hands[seat], action.cards)
        shape, returned = lay_off_outcome(self.rules, meld.shape, action.cards, action.end,
                                          action.retrieve)
        laid = set(action.cards)
        remaining = [c for c in self.hands[seat] if c not in laid] + returned
        self._check_can_discard_after(remaining)
        return meld, shape, remaining, returned

    def _lay_off(self, seat: int, action: LayOff) -> list[Event]:
        meld, shape, remaining, returned = self._check_lay_off(seat, action)
        # Commit.
        self.hands[seat] = remaining
        self.known[seat] -= set(action.cards)
        self.known[seat].update(returned)
        self.flow_out[seat] += len(action.cards)
        self.flow_in[seat] += len(returned)
        meld = self.melds[meld.id] = TableMeld(meld.id, meld.owner, shape)
        events: list[Event] = [CardMoved(card, f"hand/{seat}", meld.zone, shape.cards.index(card))
                               for card in action.cards]
        events.extend(CardMoved(card, meld.zone, f"hand/{seat}") for card in returned)
        events.append(MeldChanged(meld.zone, meld.owner, shape.cards, shape.describe()))
        if not remaining:
            events.extend(self._end_round(seat))
        return events

    def _discard(self, seat: int, action: Discard) -> list[Event]:
        card = action.card
        hand = self.hands[seat]
        uids = [c.uid for c in hand]
        if not isinstance(card, Card) or card.uid not in uids:
            raise IllegalAction(common.NOT_HELD(cards=[card]))
        if card == self.taken_single:
            raise IllegalAction(text.TAKEN_SINGLE(card=card))
        card = hand.pop(uids.index(card.uid))
        self.known[seat].discard(card)
        self.flow_out[seat] += 1
        self.discard.append(card)
        events: list[Event] = [CardMoved(card, f"hand/{seat}", "discard")]
        if not self.hands[seat]:
            events.extend(self._end_round(seat))  # BK-19a
        elif self.last_stock_drawn:
            events.extend(self._end_round(None))  # BK-20
        else:
            self.current = self.next_seat(seat)
            self.turn_no += 1
            self.taken_single = None
            self.phase = Phase.DRAW
            events.append(TurnStarted(self.current, _DRAW_PHASE))
        return events

    # ------------------------------------------------------------------ round end

    def positions(self, went_out: int | None) -> list[PlayerPosition]:
        return [
            PlayerPosition(
                melds=tuple(m.shape.cards for m in self.melds.values() if m.owner == seat),
                hand=tuple(self.hands[seat]),
                went_out=seat == went_out,
                concealed=seat == went_out and self.first_meld_turn[seat] == self.turn_no,
            )
            for seat in range(self.players)
        ]

    def _end_round(self, went_out: int | None) -> list[Event]:
        ending = WENT_OUT if went_out is not None else STOCK_EXHAUSTED
        score = score_round(self.positions(went_out), ending, self.config.partnerships,
                            self.config.partnership_sum)
        for i, delta in enumerate(score.deltas):
            self.totals[i] += delta
        self.winner = decide_winner(self.totals, self.config.target)
        result = {
            "round": self.round_no,
            "ending": ending,
            "went_out": went_out,
            "player_scores": list(score.player_scores),
            "team_scores": None if score.team_scores is None else list(score.team_scores),
            "breakdown": [p.to_json() for p in score.players],
            "totals_after": list(self.totals),
            "game_over": self.winner is not None,
            "winner": self.winner,
            "hands": [[c.code for c in hand] for hand in self.hands],
        }
        self.results.append(result)
        events: list[Event] = [] if went_out is None else [Milestone(WENT_OUT_NOW, went_out)]
        events.append(RoundEnded(self.round_no, ending, result))
        if self.winner is not None:
            self.phase = Phase.GAME_OVER
            events.append(GameEnded((self.winner,), tuple(self.totals)))
        else:
            self.phase = Phase.ROUND_OVER
            self.current = self.next_seat(self.dealer)  # BK-05: the deal passes to the right
            events.append(TurnStarted(self.current, Phase.ROUND_OVER.value))
        return events

    # ------------------------------------------------------------------ views

    def observation(self, seat: int) -> BanakilObservation:
        return BanakilObservation.of(self, seat)

    def check_invariants(self) -> list[str]:
        in_round = self.phase in (Phase.DRAW, Phase.PLAY)
        problems = table_problems(self, _DECK_UIDS, in_round, self.rules)
        if in_round:
            expected_seat = (self.dealer - 1 - self.turn_no) % self.players
            if self.current != expected_seat:
                problems.append(f"seat {self.current} is to play, turn order says "
                                f"{expected_seat}")
        return problems
