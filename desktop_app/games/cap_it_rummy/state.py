"""The Cap-It Rummy engine: rules CR-01 … CR-20 as a sequential state machine."""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType
from typing import Any, Self

from ...cards.card import Card
from ...cards.deck import shuffle
from ...cards.melds import MeldRules, MeldShape
from .. import messages as common
from ..base import (
    CONTRACT_LAID,
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
from ..rummy import copy_table, deal_hands, new_round_table, sampled_shell, table_problems
from ..table_meld import TableMeld
from . import messages as text
from .actions import (
    ACTION_TYPES,
    CapItAction,
    Deal,
    Discard,
    DrawStock,
    LayContract,
    LayOff,
    Meld,
    Push,
    SwapWild,
    TakeDiscard,
)
from .config import CapItConfig
from .contract import Contract
from .observation import CapItObservation
from .options import KINDS, candidates
from .phase import Phase
from .rules import DECK_UIDS, HAND_SIZE, full_deck, meld_rules
from .scoring import (
    STOCK_EXHAUSTED,
    WENT_OUT,
    PlayerPosition,
    lowest,
    round_prize,
    score_round,
    split,
)
from .table import (
    lay_off_outcome,
    resolve_meld,
    single_lay_offs,
    strands_taken_card,
    swap_options,
    swap_outcome,
)

# Why a round ended, beyond the scoring `ending` (the table tells the players).
OUT = "went_out"
PUSH_ON_EMPTY_STOCK = "push_on_empty_stock"
STOCK_RAN_OUT_IN_PUSH = "stock_ran_out_in_push"
LAST_TURNS_PLAYED = "last_turns_played"


@lru_cache(maxsize=16)
def _derived(config: CapItConfig) -> tuple[MeldRules, tuple[Contract, ...]]:
    """`meld_rules` and the contract of every round, built once per config and found with
    one look-up (sampled worlds build states often; configs, rules and contracts are
    frozen)."""
    return meld_rules(config), tuple(config.contract(r) for r in range(1, config.rounds + 1))


def initial_pot(config: CapItConfig) -> int:
    """CR-20: everyone's ante, when the game is played for stakes."""
    return config.ante * config.players if config.stakes else 0


# Event texts and audiences, built once (an enum's .value is a Python-level property).
_DRAW_PHASE, _PLAY_PHASE = Phase.DRAW.value, Phase.PLAY.value
_ONLY = tuple(frozenset({seat}) for seat in range(8))
"""The seats that see a card dealt or drawn into one seat's hand."""
# legal_actions hands out these (actions are immutable), instead of building them every time.
_DISCARDS: Mapping[int, Discard] = MappingProxyType({c.uid: Discard(c) for c in full_deck(6)})
_DECKS = {players: tuple(full_deck(players)) for players in (4, 5, 6)}
"""Each table size's deck in its fixed order, built once (each deal shuffles a copy)."""
_DRAWS: tuple[CapItAction, ...] = (TakeDiscard(), Push())
_PUSH_ONLY: tuple[CapItAction, ...] = (Push(),)


class CapItState(GameState["CapItObservation", CapItAction]):
    game_id = "cap_it_rummy"
    config: CapItConfig
    action_codec = ActionCodec(ACTION_TYPES)
    snapshot_fields = (
        "round_no", "dealer", "current", "phase", "turn_no", "hands", "stock", "discard", "melds",
        "next_meld_id", "contract_turn", "taken", "empty_since", "public_stock", "known",
        "flow_in", "flow_out", "totals", "results", "final_winners", "pot", "chips_won",
    )

    def __init__(self, config: CapItConfig, seed: int) -> None:
        super().__init__(config, seed)
        n = config.players
        self.rules, self.contracts = _derived(config)
        self.round_no = 0
        self.dealer = self.draw_first_dealer(n)  # CR-04: first dealer random
        self.current = 0
        self.phase = Phase.DRAW
        self.turn_no = 0
        self.hands: list[list[Card]] = [[] for _ in range(n)]
        self.stock: list[Card] = []
        """Top of the stock is the end of the list."""
        self.discard: list[Card] = []
        self.melds: dict[int, TableMeld] = {}
        self.next_meld_id = 0
        self.contract_turn: list[int | None] = [None] * n
        self.taken: Card | None = None
        """The card taken from the discard pile this turn (CR-13 ban), if the ban is on."""
        self.empty_since: int | None = None
        """The turn in which the stock ran out (CR-11: one more turn each, then the end)."""
        self.public_stock: set[Card] = set()
        """Wild up-cards put face up under the stock (CR-05): everyone saw them."""
        self.known: list[set[Card]] = [set() for _ in range(n)]
        """Cards every seat saw enter each hand (taken or pushed discards, swapped wilds)."""
        self.flow_in = [0] * n
        self.flow_out = [0] * n
        self.totals = [0] * n
        self.results: list[dict[str, Any]] = []
        self.final_winners: tuple[int, ...] = ()
        self.initial_pot = initial_pot(config)
        self.pot = self.initial_pot
        self.chips_won = [0] * n

    @classmethod
    def sampled(cls, config: CapItConfig, seed: int) -> Self:
        """A state for `sample_world` to fill (`sampled_shell`, and what `__init__` derives
        from the config)."""
        state = sampled_shell(cls, config, seed)
        state.rules, state.contracts = _derived(config)
        state.final_winners = ()
        state.initial_pot = initial_pot(config)
        return state

    def clone(self) -> Self:
        """`GameState.clone`, field by field (cards, shapes and phases are immutable)."""
        other = self._clone_shell()
        copy_table(self, other)
        other.contract_turn = list(self.contract_turn)
        other.public_stock = set(self.public_stock)
        other.chips_won = list(self.chips_won)
        return other

    # ------------------------------------------------------------------ set-up

    @property
    def players(self) -> int:
        return self.config.players

    def next_seat(self, seat: int) -> int:
        """CR-06: play is clockwise, and seats are numbered clockwise."""
        return (seat + 1) % self.players

    @property
    def contract(self) -> Contract:
        return self.contracts[self.round_no - 1]

    def _deal_round(self) -> list[Event]:
        n = self.players
        self.round_no += 1
        deck = list(_DECKS[n])
        shuffle(deck, self.rng)
        events: list[Event] = [RoundStarted(self.round_no, self.dealer, len(deck))]
        new_round_table(self, HAND_SIZE)
        self.contract_turn = [None] * n
        self.public_stock = set()
        self.taken = None
        self.empty_since = None
        first = self.next_seat(self.dealer)
        # CR-04: one at a time, from the dealer's left
        events.extend(deal_hands(self, deck, [(first + i) % n for i in range(n)], HAND_SIZE,
                                 _ONLY))
        # CR-05 Decision: a wild up-card goes under the stock and the next one is turned.
        while True:
            up = deck.pop()
            events.append(CardMoved(up, "stock", "discard"))
            if not self.rules.is_wild(up):
                break
            deck.insert(0, up)
            self.public_stock.add(up)
            events.append(CardMoved(up, "discard", "stock", 0))
        self.discard = [up]
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
        return self.final_winners

    def has_contract(self, seat: int) -> bool:
        return self.contract_turn[seat] is not None

    def legal_actions(self, seat: int) -> list[CapItAction]:
        if self.phase is Phase.GAME_OVER or seat != self.current:
            return []
        if self.phase is Phase.ROUND_OVER:
            return [Deal()]
        if self.phase is Phase.DRAW:
            return list(_DRAWS if self.discard else _PUSH_ONLY)
        hand = self.hands[seat]
        banned = -1 if self.taken is None else self.taken.uid
        prebuilt = _DISCARDS.get
        actions: list[CapItAction] = [prebuilt(card.uid) or Discard(card) for card in hand
                                      if card.uid != banned]
        if self.has_contract(seat):
            melds = [(m.id, m.shape) for m in self.melds.values()]
            actions.extend(single_lay_offs(self.rules, hand, melds, self.taken))
            actions.extend(swap_options(self.rules, hand, melds))
        return actions

    option_kinds = KINDS

    def _option_candidates(self, seat: int, selection: tuple[Card, ...]
                           ) -> tuple[Candidates, Mapping[str, Message]]:
        return candidates(self, seat, selection)

    # ------------------------------------------------------------------ apply

    def _apply(self, seat: int, action: Action) -> list[Event]:
        if not 0 <= seat < self.players:
            raise IllegalAction(common.NO_SUCH_SEAT(seat=seat))
        if self.phase is Phase.GAME_OVER:
            raise IllegalAction(common.GAME_OVER("CR-19"))
        if seat != self.current:
            raise IllegalAction(common.NOT_YOUR_TURN("CR-06", seat=self.current))
        if type(action) is Discard and self.phase is Phase.PLAY:
            return self._discard(seat, action)  # the commonest action, checked below as well
        if isinstance(action, Deal):
            return self._deal()
        if self.phase is Phase.ROUND_OVER:
            raise IllegalAction(common.ROUND_OVER("CR-04"))
        if isinstance(action, DrawStock):
            raise IllegalAction(text.NO_PLAIN_DRAW())
        if isinstance(action, (TakeDiscard, Push)):
            if self.phase is not Phase.DRAW:
                raise IllegalAction(common.ALREADY_DREW("CR-10"))
            if isinstance(action, Push):
                return self._push(seat)
            return self._take_discard(seat)
        if self.phase is Phase.DRAW:
            raise IllegalAction(text.DRAW_FIRST())
        if isinstance(action, LayContract):
            return self._lay_contract(seat, action)
        if isinstance(action, Meld):
            return self._meld(seat, action)
        if isinstance(action, LayOff):
            return self._lay_off(seat, action)
        if isinstance(action, SwapWild):
            return self._swap(seat, action)
        if isinstance(action, Discard):
            return self._discard(seat, action)
        raise IllegalAction(common.NOT_THIS_GAMES(action=type(action).__name__,
                                                game="Cap-It Rummy"))

    def _deal(self) -> list[Event]:
        if self.phase is not Phase.ROUND_OVER:
            raise IllegalAction(common.ROUND_IN_PROGRESS("CR-04"))
        self.dealer = self.current
        return self._deal_round()

    def _take_discard(self, seat: int) -> list[Event]:
        if not self.discard:
            raise IllegalAction(common.DISCARD_EMPTY("CR-10"))
        card = self.discard.pop()
        self.hands[seat].append(card)
        self.known[seat].add(card)
        self.flow_in[seat] += 1
        self.taken = card if self.config.discard_ban else None
        self.phase = Phase.PLAY
        return [CardMoved(card, "discard", f"hand/{seat}"), TurnStarted(seat, _PLAY_PHASE)]

    def _draw_from_stock(self, seat: int) -> CardMoved:
        """The top stock card into `seat`'s hand, face down (only that seat sees it), unless
        it is a wild everyone saw go under the stock (CR-05)."""
        card = self.stock.pop()
        self.hands[seat].append(card)
        self.flow_in[seat] += 1
        if card in self.public_stock:
            self.public_stock.discard(card)
            self.known[seat].add(card)
        return CardMoved(card, "stock", f"hand/{seat}", -1, _ONLY[seat])

    def _push(self, seat: int) -> list[Event]:
        if not self.stock:
            return self._end_round(None, PUSH_ON_EMPTY_STOCK)  # CR-11
        if not self.discard:
            raise IllegalAction(text.NOTHING_TO_PUSH())
        receiver = self.next_seat(seat)
        top = self.discard.pop()
        self.hands[receiver].append(top)
        self.known[receiver].add(top)
        self.flow_in[receiver] += 1
        events: list[Event] = [CardMoved(top, "discard", f"hand/{receiver}"),
                               self._draw_from_stock(receiver)]
        if not self.stock:
            # CR-11: the pusher's own draw finds the stock empty, so the round ends.
            events.extend(self._end_round(None, STOCK_RAN_OUT_IN_PUSH))
            return events
        events.append(self._draw_from_stock(seat))
        if not self.stock:
            self.empty_since = self.turn_no
        self.taken = None
        self.phase = Phase.PLAY
        events.append(TurnStarted(seat, _PLAY_PHASE))
        return events

    def _check_can_discard_after(self, remaining: list[Card]) -> None:
        """CR-13 Decision: never strand the taken card as the only card in hand."""
        if strands_taken_card(remaining, self.taken):
            raise IllegalAction(text.STRANDS_TAKEN(card=remaining[0]))

    def _contract_text(self) -> Message:
        return text.CONTRACT_IS(round=self.round_no, contract=self.contract)

    def _lay_contract(self, seat: int, action: LayContract) -> list[Event]:
        if self.has_contract(seat):
            raise IllegalAction(text.CONTRACT_LAID())
        cards = tuple(c for meld in action.melds for c in meld.cards)
        require_in_hand(self.hands[seat], cards)
        shapes = [resolve_meld(self.rules, meld) for meld in action.melds]
        if self.contract.assign(shapes) is None:
            laid = [text.LAID_MELD(kind=s.kind, meld=s) for s in shapes] or text.NOTHING()
            raise IllegalAction(text.CONTRACT_NOT_MADE(contract=self._contract_text(),
                                                       laid=laid))
        laid_set = set(cards)
        remaining = [c for c in self.hands[seat] if c not in laid_set]
        self._check_can_discard_after(remaining)
        # Commit.
        self.contract_turn[seat] = self.turn_no
        events: list[Event] = []
        for shape in shapes:
            events.extend(self._place_meld(seat, shape))
        events.append(Milestone(CONTRACT_LAID, seat))
        self.hands[seat] = remaining
        self.known[seat] -= laid_set
        self.flow_out[seat] += len(cards)
        if not remaining:
            events.extend(self._end_round(seat, OUT))  # CR-16
        return events

    def _place_meld(self, seat: int, shape: MeldShape) -> list[Event]:
        meld = TableMeld(self.next_meld_id, seat, shape)
        self.next_meld_id += 1
        self.melds[meld.id] = meld
        events: list[Event] = [CardMoved(card, f"hand/{seat}", meld.zone, i)
                               for i, card in enumerate(shape.cards)]
        events.append(MeldChanged(meld.zone, seat, shape.cards, shape.describe()))
        return events

    def _meld(self, seat: int, action: Meld) -> list[Event]:
        if not self.has_contract(seat):
            raise IllegalAction(text.CONTRACT_FIRST(contract=self._contract_text()))
        require_in_hand(self.hands[seat], action.cards)
        shape = resolve_meld(self.rules, action)
        laid = set(action.cards)
        remaining = [c for c in self.hands[seat] if c not in laid]
        self._check_can_discard_after(remaining)
        # Commit.
        events = self._place_meld(seat, shape)
        self.hands[seat] = remaining
        self.known[seat] -= laid
        self.flow_out[seat] += len(laid)
        if not remaining:
            events.extend(self._end_round(seat, OUT))  # CR-16
        return events

    def _lay_off(self, seat: int, action: LayOff) -> list[Event]:
        if not self.has_contract(seat):
            raise IllegalAction(text.LAY_OFF_AFTER_CONTRACT(contract=self._contract_text()))
        meld = self.melds.get(action.meld_id)
        if meld is None:
            raise IllegalAction(common.NO_SUCH_MELD(meld=action.meld_id))
        if action.end not in (None, "low", "high"):
            raise IllegalAction(text.BAD_END(end=repr(action.end)))
        require_in_hand(self.hands[seat], action.cards)
        shape = lay_off_outcome(self.rules, meld.shape, action.cards, action.end)
        laid = set(action.cards)
        remaining = [c for c in self.hands[seat] if c not in laid]
        self._check_can_discard_after(remaining)
        # Commit.
        self.hands[seat] = remaining
        self.known[seat] -= laid
        self.flow_out[seat] += len(laid)
        meld = self.melds[meld.id] = TableMeld(meld.id, meld.owner, shape)
        events: list[Event] = [CardMoved(card, f"hand/{seat}", meld.zone, shape.cards.index(card))
                               for card in action.cards]
        events.append(MeldChanged(meld.zone, meld.owner, shape.cards, shape.describe()))
        if not remaining:
            events.extend(self._end_round(seat, OUT))  # CR-16
        return events

    def _swap(self, seat: int, action: SwapWild) -> list[Event]:
        if not self.has_contract(seat):
            raise IllegalAction(text.SWAP_AFTER_CONTRACT())
        meld = self.melds.get(action.meld_id)
        if meld is None:
            raise IllegalAction(common.NO_SUCH_MELD(meld=action.meld_id))
        require_in_hand(self.hands[seat], (action.card,))
        shape = swap_outcome(self.rules, meld.shape, action.card, action.wild)
        # Commit: the natural goes where the wild stood, the wild into the hand (CR-15).
        index = shape.cards.index(action.card)
        meld = self.melds[meld.id] = TableMeld(meld.id, meld.owner, shape)
        hand = self.hands[seat]
        hand.remove(action.card)
        hand.append(action.wild)
        self.known[seat].discard(action.card)
        self.known[seat].add(action.wild)
        self.flow_out[seat] += 1
        self.flow_in[seat] += 1
        return [CardMoved(action.card, f"hand/{seat}", meld.zone, index),
                CardMoved(action.wild, meld.zone, f"hand/{seat}"),
                MeldChanged(meld.zone, meld.owner, shape.cards, shape.describe())]

    def _discard(self, seat: int, action: Discard) -> list[Event]:
        hand = self.hands[seat]
        uids = [c.uid for c in hand]
        if action.card.uid not in uids:
            raise IllegalAction(common.NOT_HELD(cards=[action.card]))
        if self.taken is not None and action.card.uid == self.taken.uid:
            raise IllegalAction(text.TAKEN_CARD(card=action.card))
        card = hand.pop(uids.index(action.card.uid))
        self.known[seat].discard(card)
        self.flow_out[seat] += 1
        self.discard.append(card)
        events: list[Event] = [CardMoved(card, f"hand/{seat}", "discard")]
        if not self.hands[seat]:
            events.extend(self._end_round(seat, OUT))  # CR-16
        elif self.empty_since is not None and self.turn_no - self.empty_since >= self.players:
            events.extend(self._end_round(None, LAST_TURNS_PLAYED))  # CR-11 Decision
        else:
            self.current = self.next_seat(seat)
            self.turn_no += 1
            self.taken = None
            self.phase = Phase.DRAW
            events.append(TurnStarted(self.current, _DRAW_PHASE))
        return events

    # ------------------------------------------------------------------ round end

    def positions(self, went_out: int | None) -> list[PlayerPosition]:
        return [PlayerPosition(tuple(self.hands[seat]), seat == went_out)
                for seat in range(self.players)]

    def _end_round(self, went_out: int | None, reason: str) -> list[Event]:
        config = self.config
        ending = WENT_OUT if went_out is not None else STOCK_EXHAUSTED
        score = score_round(self.positions(went_out), config.ace_penalty)
        for seat, points in enumerate(score.player_scores):
            self.totals[seat] += points
        paid = [0] * self.players
        if config.stakes:  # CR-20: the round's winners share the round prize
            prize = round_prize(self.initial_pot, self.pot, config.round_share)
            paid = split(prize, score.round_winners, self.players)
            self._pay(paid)
        game_over = self.round_no >= config.rounds  # CR-04: the game has a fixed round count
        final_paid = [0] * self.players
        if game_over:
            self.final_winners = lowest(self.totals)  # CR-19: co-winners share the win
            if config.stakes:
                final_paid = split(self.pot, self.final_winners, self.players)
                self._pay(final_paid)
        result: dict[str, Any] = {
            "round": self.round_no,
            "contract": str(self.contract),
            "ending": ending,
            "reason": reason,
            "scored": True,
            "went_out": went_out,
            "player_scores": list(score.player_scores),
            "round_winners": list(score.round_winners),
            "totals_after": list(self.totals),
            "game_over": game_over,
            "winner": (self.final_winners[0] if game_over and len(self.final_winners) == 1
                       else None),
            "winners": list(self.final_winners),
            "hands": [[c.code for c in hand] for hand in self.hands],
            "pot": ({"round_paid": paid, "final_paid": final_paid, "pot_after": self.pot,
                     "chips_won": list(self.chips_won)} if config.stakes else None),
        }
        self.results.append(result)
        self.taken = None
        events: list[Event] = [] if went_out is None else [Milestone(WENT_OUT_NOW, went_out)]
        events.append(RoundEnded(self.round_no, ending, result))
        if game_over:
            self.phase = Phase.GAME_OVER
            events.append(GameEnded(self.final_winners, tuple(self.totals)))
        else:
            self.phase = Phase.ROUND_OVER
            self.current = self.next_seat(self.dealer)  # CR-04: the deal passes left
            events.append(TurnStarted(self.current, Phase.ROUND_OVER.value))
        return events

    def _pay(self, amounts: list[int]) -> None:
        for seat, amount in enumerate(amounts):
            self.chips_won[seat] += amount
            self.pot -= amount

    # ------------------------------------------------------------------ views

    def observation(self, seat: int) -> CapItObservation:
        return CapItObservation.of(self, seat)

    def check_invariants(self) -> list[str]:
        in_round = self.phase in (Phase.DRAW, Phase.PLAY)
        problems = table_problems(self, DECK_UIDS[self.players], in_round, self.rules)
        if in_round:
            expected = (self.dealer + 1 + self.turn_no) % self.players
            if self.current != expected:
                problems.append(f"seat {self.current} is to play, turn order says {expected}")
            if self.phase is Phase.DRAW and not self.discard:
                problems.append("a turn starts with an empty discard pile")
            if not self.stock and self.empty_since is None:
                problems.append("the stock is empty but nobody noted when it ran out")
            on_table = {c for m in self.melds.values() for c in m.shape.cards}
            if self.taken is not None and (self.phase is not Phase.PLAY or (
                    self.taken not in self.hands[self.current] and self.taken not in on_table)):
                problems.append("the banned discard is neither in the current player's hand "
                                "nor melded")
        bottom = self.stock[:len(self.public_stock)]
        if set(bottom) != self.public_stock:
            problems.append("the face-up wilds are not at the bottom of the stock")
        for meld in self.melds.values():
            if not self.has_contract(meld.owner):
                problems.append(f"meld {meld.id} belongs to seat {meld.owner}, who has no "
                                "contract down")
        scored = [sum(r["player_scores"][s] for r in self.results) for s in range(self.players)]
        if scored != self.totals:
            problems.append(f"totals {self.totals} differ from the rounds' scores {scored}")
        if self.pot < 0 or self.pot + sum(self.chips_won) != self.initial_pot:
            problems.append(f"the pot ({self.pot}) and the chips won ({self.chips_won}) do "
                            f"not add up to the antes ({self.initial_pot})")
        return problems
