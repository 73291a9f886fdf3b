"""The Banapples engine: rules BA-01 … BA-25 as one sequential state machine.

Banapples has no turns (BA-09): every seat may give a command at any moment. The engine is still
strictly sequential: commands are applied one at a time in queue order (BA-21/22), each checked
against the state at processing time, so a command another player made stale is refused like
any illegal one and changes nothing. Time enters only through the commands' `clock` values.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any, Self

from ...cards.deck import shuffle
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
    Milestone,
    RoundEnded,
    RoundStarted,
    StaleCommand,
    TurnStarted,
    fresh_copy,
)
from ..outcome import decide_winner
from . import messages as text
from .actions import ACTION_TYPES, Command, Deal, MoveTree, Play
from .config import BanapplesConfig
from .events import CardTurned, ThirdTreeUnlocked
from .fruit import DECK_SIZE, FruitCard, fruit_deck
from .moves import commands, destinations, playable, plays, tree_moves
from .observation import BanapplesObservation
from .phase import Phase
from .rules import (
    CANOPY_TOP,
    COMPOST_DEAL,
    LOCKED_SLOT,
    SEED_SIZE,
    STALEMATE_TURNOVERS,
    TREE_SLOTS,
    TREES_DEALT,
    canopy_misfit,
    fits_canopy,
    fits_tree,
    tree_misfit,
)
from .scoring import STALEMATE, WENT_OUT, score_round
from .zones import (
    AREA,
    CANOPY,
    COMPOST,
    SEEDS,
    TREE,
    Zone,
    ZoneName,
    canopy_zone,
    compost_zone,
    draw_zone,
    parse_zone,
    seeds_zone,
    tree_zone,
)

STOCK = "stock"
"""Where RoundStarted gathers every deck before the set-up (BA-25)."""
STALE = "BA-21"
"""The rule a stale command breaks: someone changed the pile first."""


@dataclass(slots=True)
class Canopy:
    """A canopy pile (BA-06/07): started in `area` (its starter's own area), built by anyone."""

    id: int
    area: int
    cards: list[FruitCard]

    @property
    def zone(self) -> str:
        return canopy_zone(self.id)

    @property
    def closed(self) -> bool:
        return self.cards[-1].value == CANOPY_TOP


class BanapplesState(GameState["BanapplesObservation", Command]):
    game_id = "banapples"
    config: BanapplesConfig
    action_codec = ActionCodec(ACTION_TYPES)
    snapshot_fields = (
        "round_no", "round_seed", "dealer", "phase", "clock", "round_started_at", "seeds",
        "trees", "compost", "draw", "canopies", "next_canopy_id", "cycled", "third_tree_open",
        "turnovers", "turnovers_since_play", "dry_turnovers", "plays", "went_out", "totals",
        "results", "winner",
    )

    def __init__(self, config: BanapplesConfig, seed: int) -> None:
        super().__init__(config, seed)
        n = config.players
        self.round_no = 0
        self.round_seed = 0
        """BA-24: each round shuffles with its own seed, drawn from the game's RNG."""
        self.dealer = 0
        """Who deals the next round (only an engine need: everyone sets up their own deck)."""
        self.phase = Phase.PLAY
        self.seeds: list[list[FruitCard]] = [[] for _ in range(n)]
        """Bottom to top; only the top card is face up (BA-02)."""
        self.trees: list[list[list[FruitCard]]] = [[[] for _ in range(TREE_SLOTS)]
                                                   for _ in range(n)]
        self.compost: list[list[FruitCard]] = [[] for _ in range(n)]
        self.draw: list[list[FruitCard]] = [[] for _ in range(n)]
        """Bottom to top; the next card dealt is the last."""
        self.canopies: dict[int, Canopy] = {}
        self.next_canopy_id = 0
        self.cycled = [False] * n
        """BA-12: the draw pile was emptied by dealing at least once this round."""
        self.third_tree_open = False
        self.turnovers = [0] * n
        """Compost piles turned over as the draw pile this round (after one, the draw pile's
        order is known to everyone: it was dealt face up)."""
        self.turnovers_since_play = [0] * n
        """BA-20: turn-overs since the last play by anyone."""
        self.dry_turnovers = [0] * n
        """Turn-overs by each seat since that seat's own last play (players read it to tell
        that their own cards are stuck)."""
        self.plays = 0
        """BA-20 plays this round."""
        self.clock = 0.0
        """The clock value of the last accepted command (BA-24)."""
        self.round_started_at = 0.0
        self.went_out: int | None = None
        self.totals = [0] * n
        self.results: list[dict[str, Any]] = []
        self.winner: int | None = None

    def clone(self) -> Self:
        """`GameState.clone`, field by field (fruit cards are immutable)."""
        other = self._clone_shell()
        other.seeds = [list(pile) for pile in self.seeds]
        other.trees = [[list(tree) for tree in trees] for trees in self.trees]
        other.compost = [list(pile) for pile in self.compost]
        other.draw = [list(pile) for pile in self.draw]
        other.canopies = {key: Canopy(c.id, c.area, list(c.cards))
                          for key, c in self.canopies.items()}
        other.cycled = list(self.cycled)
        other.turnovers = list(self.turnovers)
        other.turnovers_since_play = list(self.turnovers_since_play)
        other.dry_turnovers = list(self.dry_turnovers)
        other.totals = list(self.totals)
        other.results = fresh_copy(self.results)
        return other

    # ------------------------------------------------------------------ set-up

    @property
    def players(self) -> int:
        return self.config.players

    @property
    def open_slots(self) -> int:
        return TREE_SLOTS if self.third_tree_open else LOCKED_SLOT

    def _deal_round(self) -> list[Event]:
        """BA-01..04 for every player, each from their own deck (BA-25: gathered by colour)."""
        n = self.players
        self.round_no += 1
        self.round_seed = self.rng.randrange(2**32)
        shuffler = random.Random(self.round_seed)
        self.canopies = {}
        self.next_canopy_id = 0
        self.cycled = [False] * n
        self.third_tree_open = False
        self.turnovers = [0] * n
        self.turnovers_since_play = [0] * n
        self.dry_turnovers = [0] * n
        self.plays = 0
        self.went_out = None
        self.round_started_at = self.clock
        events: list[Event] = [RoundStarted(self.round_no, self.dealer, DECK_SIZE * n)]
        hidden: frozenset[int] = frozenset()
        for seat in range(n):
            deck = fruit_deck(seat)
            shuffle(deck, shuffler)
            self.seeds[seat] = [deck.pop() for _ in range(SEED_SIZE)]
            events.extend(CardMoved(card, STOCK, seeds_zone(seat), i, hidden)
                          for i, card in enumerate(self.seeds[seat]))
            events.append(CardTurned(self.seeds[seat][-1], seeds_zone(seat)))
            self.trees[seat] = [[] for _ in range(TREE_SLOTS)]
            for slot in range(TREES_DEALT):
                card = deck.pop()
                self.trees[seat][slot].append(card)
                events.append(CardMoved(card, STOCK, tree_zone(seat, slot), 0))
            self.compost[seat] = [deck.pop() for _ in range(COMPOST_DEAL)]
            events.extend(CardMoved(card, STOCK, compost_zone(seat), i)
                          for i, card in enumerate(self.compost[seat]))
            self.draw[seat] = deck
            events.extend(CardMoved(card, STOCK, draw_zone(seat), i, hidden)
                          for i, card in enumerate(deck))
        self.phase = Phase.PLAY
        return events

    # ------------------------------------------------------------------ queries

    def to_move(self) -> int | None:
        """None while a round runs (no turns); between rounds, the seat that deals."""
        return self.dealer if self.phase is Phase.ROUND_OVER else None

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.GAME_OVER

    def winners(self) -> tuple[int, ...]:
        return () if self.winner is None else (self.winner,)

    def seed_top(self, seat: int) -> FruitCard | None:
        pile = self.seeds[seat]
        return pile[-1] if pile else None

    def legal_actions(self, seat: int) -> list[Command]:
        """Every command `seat` may give now, stamped with the table clock."""
        phase = self.phase
        if not 0 <= seat < self.config.players or phase is Phase.GAME_OVER:
            return []
        if phase is Phase.ROUND_OVER:
            return [Deal(self.clock)] if seat == self.dealer else []
        seeds = self.seeds[seat]
        return commands(seat, seeds[-1] if seeds else None, self.compost[seat],
                        len(self.draw[seat]), self.trees[seat], self.open_slots,
                        self.canopies.values(), self.config.strict_compost, self.clock)

    def compost_top_playable(self, seat: int) -> bool:
        pile = self.compost[seat]
        return bool(pile) and playable(seat, pile[-1], self.trees[seat], self.open_slots,
                                       self.canopies.values(), True)

    # ------------------------------------------------------------------ apply

    def _apply(self, seat: int, action: Action) -> list[Event]:
        if not 0 <= seat < self.players:
            raise IllegalAction(common.NO_SUCH_SEAT(seat=seat))
        if not isinstance(action, ACTION_TYPES):
            raise IllegalAction(text.NOT_A_COMMAND(action=type(action).__name__))
        if self.phase is Phase.GAME_OVER:
            raise IllegalAction(common.GAME_OVER("BA-19"))
        clock = action.clock
        if not math.isfinite(clock) or clock < self.clock:
            raise IllegalAction(text.CLOCK_BEHIND(clock=clock, table=self.clock))
        if self.phase is Phase.ROUND_OVER and not isinstance(action, Deal):
            raise IllegalAction(text.ROUND_OVER())
        before = self.clock
        self.clock = clock  # every check below raises before anything else changes
        try:
            if isinstance(action, Deal):
                events = self._deal(seat)
            elif isinstance(action, Play):
                events = self._play(seat, action)
            elif isinstance(action, MoveTree):
                events = self._move_tree(seat, action)
            else:
                events = self._compost(seat)
        except IllegalAction:
            self.clock = before
            raise
        if self.phase is Phase.PLAY and self._table_is_dead():
            events.extend(self._end_round(None))
        return events

    def _deal(self, seat: int) -> list[Event]:
        if self.phase is not Phase.ROUND_OVER:
            raise IllegalAction(common.ROUND_IN_PROGRESS("BA-25"))
        if seat != self.dealer:
            raise IllegalAction(text.DEALER_DEALS(seat=self.dealer))
        return self._deal_round()

    def _own_pile(self, seat: int, zone: Zone, name: str) -> list[FruitCard]:
        """The pile a source zone names, after checking it is the seat's own (BA-15)."""
        if zone.seat != seat:
            raise IllegalAction(text.NOT_YOUR_PILE(zone=ZoneName(name)))
        if zone.kind == SEEDS:
            return self.seeds[seat]
        if zone.kind == COMPOST:
            return self.compost[seat]
        return self._tree(seat, zone.index, name)

    def _tree(self, seat: int, slot: int, name: str) -> list[FruitCard]:
        if not 0 <= slot < TREE_SLOTS:
            raise IllegalAction(text.NO_SUCH_SLOT(zone=ZoneName(name), last=TREE_SLOTS - 1))
        if slot >= self.open_slots:
            raise IllegalAction(text.THIRD_TREE_LOCKED())
        return self.trees[seat][slot]

    def _play(self, seat: int, action: Play) -> list[Event]:
        card = action.card
        src = parse_zone(action.src)
        if src is None or src.kind not in (SEEDS, COMPOST, TREE) or not 0 <= src.seat < \
                self.players:
            raise IllegalAction(text.BAD_SOURCE(zone=repr(action.src)))
        source = self._own_pile(seat, src, action.src)
        if not source or source[-1] != card:
            raise StaleCommand(text.NOT_ON_TOP(STALE, card=card, zone=ZoneName(action.src)))
        dst = parse_zone(action.dst)
        if dst is None or dst.kind not in (TREE, CANOPY, AREA) or (
                dst.kind != CANOPY and not 0 <= dst.seat < self.players):
            raise IllegalAction(text.BAD_DESTINATION(zone=repr(action.dst)))
        if dst.kind == TREE:
            target = self._tree_target(seat, src, dst, action)
            index = len(target)
            dst_zone = action.dst
            new_canopy = None
        elif dst.kind == CANOPY:
            canopy = self.canopies.get(dst.index)
            if canopy is None:
                raise IllegalAction(text.NO_SUCH_CANOPY(index=dst.index))
            top = canopy.cards[-1]
            if top != action.onto:
                raise StaleCommand(text.CANOPY_CHANGED(STALE, index=dst.index, top=top))
            if not fits_canopy(top, card):
                raise IllegalAction(canopy_misfit(top, card))
            target = canopy.cards
            index = len(target)
            dst_zone = canopy.zone
            new_canopy = None
        else:
            if card.value != 1:
                raise IllegalAction(text.CANOPY_STARTS_WITH_ONE(card=card))
            if dst.seat != seat:
                raise IllegalAction(text.CANOPY_IN_OWN_AREA())
            if action.onto is not None:
                raise IllegalAction(text.CANOPY_ON_EMPTY())
            new_canopy = Canopy(self.next_canopy_id, seat, [])
            target = new_canopy.cards
            index = 0
            dst_zone = new_canopy.zone
        # Commit.
        source.pop()
        target.append(card)
        if new_canopy is not None:
            self.canopies[new_canopy.id] = new_canopy
            self.next_canopy_id += 1
        self.plays += 1
        self.turnovers_since_play = [0] * self.players
        self.dry_turnovers[seat] = 0
        events: list[Event] = [CardMoved(card, action.src, dst_zone, index)]
        if src.kind == SEEDS:
            if source:
                events.append(CardTurned(source[-1], action.src))  # BA-10
            else:
                events.extend(self._end_round(seat))  # BA-16
        return events

    def _tree_target(self, seat: int, src: Zone, dst: Zone, action: Play) -> list[FruitCard]:
        if dst.seat != seat:
            raise IllegalAction(text.OWN_TREES())
        if src.kind == TREE:
            raise IllegalAction(text.TREE_CARDS_STAY())
        target = self._tree(seat, dst.index, action.dst)
        top = target[-1] if target else None
        if top != action.onto:
            raise StaleCommand(text.PILE_CHANGED(STALE, zone=ZoneName(action.dst),
                                                   top=top or text.NOTHING()))
        if top is not None and not fits_tree(top, action.card):
            raise IllegalAction(tree_misfit(top, action.card))
        return target

    def _move_tree(self, seat: int, action: MoveTree) -> list[Event]:
        src = parse_zone(action.src)
        dst = parse_zone(action.dst)
        if src is None or dst is None or src.kind != TREE or dst.kind != TREE:
            raise IllegalAction(text.WHOLE_TREES())
        if src.seat != seat or dst.seat != seat:
            raise IllegalAction(text.MOVE_OWN_TREES())
        source = self._tree(seat, src.index, action.src)
        target = self._tree(seat, dst.index, action.dst)
        if src.index == dst.index:
            raise IllegalAction(text.ONTO_ITSELF())
        if action.card not in source:
            raise StaleCommand(text.NOT_IN_TREE(STALE, card=action.card, zone=ZoneName(action.src)))
        if source[0] != action.card:
            raise IllegalAction(text.PARTIAL_MOVE(card=source[0]))
        top = target[-1] if target else None
        if top != action.onto:
            raise StaleCommand(text.PILE_CHANGED(STALE, zone=ZoneName(action.dst),
                                                   top=top or text.NOTHING()))
        if top is not None and not fits_tree(top, source[0]):
            raise IllegalAction(text.TREE_BOTTOM(problem=tree_misfit(top, source[0])))
        # Commit.
        start = len(target)
        moved = list(source)
        target.extend(moved)
        source.clear()
        return [CardMoved(card, action.src, action.dst, start + i) for i, card in enumerate(moved)]

    def _compost(self, seat: int) -> list[Event]:
        draw, compost = self.draw[seat], self.compost[seat]
        if not draw and not compost:
            raise IllegalAction(text.PILES_EMPTY())
        if self.config.strict_compost and self.compost_top_playable(seat):
            reason = text.COMPOST_PLAYABLE(card=compost[-1])
            if self._only_onto_canopies(seat, compost[-1]):
                raise StaleCommand(reason)  # another player's canopy play did it
            raise IllegalAction(reason)
        events: list[Event] = []
        if draw:
            start = len(compost)
            src, dst = draw_zone(seat), compost_zone(seat)
            for i in range(min(COMPOST_DEAL, len(draw))):
                card = draw.pop()
                compost.append(card)
                events.append(CardMoved(card, src, dst, start + i))
            if not draw and not self.cycled[seat]:
                self.cycled[seat] = True
                if all(self.cycled) and not self.third_tree_open:
                    self.third_tree_open = True  # BA-12
                    events.append(ThirdTreeUnlocked(LOCKED_SLOT))
            return events
        # BA-11: the whole compost, turned over unshuffled, is the new draw pile.
        turned = compost[::-1]
        src, dst = compost_zone(seat), draw_zone(seat)
        events.extend([CardMoved(card, src, dst, i) for i, card in enumerate(turned)])
        self.draw[seat] = turned
        self.compost[seat] = []
        self.turnovers[seat] += 1
        self.turnovers_since_play[seat] += 1
        self.dry_turnovers[seat] += 1
        if self._stalemate():
            events.extend(self._end_round(None))
        return events

    def _only_onto_canopies(self, seat: int, card: FruitCard) -> bool:
        """Whether `card` fits nowhere but on existing canopies, which other players change."""
        found = destinations(seat, card, self.trees[seat], self.open_slots,
                             self.canopies.values(), True)
        return all(zone.startswith(CANOPY + "/") for zone, _ in found)

    # ------------------------------------------------------------------ round end

    def _stalemate(self) -> bool:
        """BA-20: everyone turned their draw pile over twice since the last play. A player with
        neither draw pile nor compost has nothing to turn over and does not hold the round up."""
        return all(self.turnovers_since_play[seat] >= STALEMATE_TURNOVERS
                   or not (self.draw[seat] or self.compost[seat])
                   for seat in range(self.players))

    def _table_is_dead(self) -> bool:
        """BA-20, the case its counting cannot reach: nobody has a draw pile or compost left to
        turn over, and nobody has a play or a useful tree move. Then nothing can ever happen."""
        for seat in range(self.players):
            if self.draw[seat] or self.compost[seat]:
                return False
        canopies = list(self.canopies.values())
        for seat in range(self.players):
            trees = self.trees[seat]
            if plays(seat, self.seed_top(seat), None, trees, self.open_slots, canopies,
                     self.clock) or tree_moves(seat, trees, self.open_slots, self.clock, True):
                return False
        return True

    def seed_piles_top_first(self) -> list[list[FruitCard]]:
        return [pile[::-1] for pile in self.seeds]

    def _end_round(self, went_out: int | None) -> list[Event]:
        self.went_out = went_out
        ordered = sorted(self.canopies.values(), key=lambda c: (c.area, c.id))
        score = score_round([c.cards for c in ordered], self.seeds, went_out,
                            self.config.penalty_per_card)
        for seat, delta in enumerate(score.player_scores):
            self.totals[seat] += delta
        self.winner = decide_winner(self.totals, self.config.target)
        result: dict[str, Any] = {
            "game": self.game_id,
            "round": self.round_no,
            "ending": WENT_OUT if went_out is not None else STALEMATE,
            "went_out": went_out,
            "player_scores": list(score.player_scores),
            "breakdown": [p.to_json() for p in score.players],
            "totals_after": list(self.totals),
            "game_over": self.winner is not None,
            "winner": self.winner,
            "seconds": round(self.clock - self.round_started_at, 6),
            "plays": self.plays,
            "canopies": [{"area": c.area, "cards": [str(card) for card in c.cards]}
                         for c in ordered],
            "seed_piles": [[str(card) for card in pile]
                           for pile in self.seed_piles_top_first()],
        }
        self.results.append(result)
        events: list[Event] = [] if went_out is None else [Milestone(WENT_OUT_NOW, went_out)]
        events.append(RoundEnded(self.round_no, result["ending"], result))
        if self.winner is not None:
            self.phase = Phase.GAME_OVER
            events.append(GameEnded((self.winner,), tuple(self.totals)))
        else:
            self.phase = Phase.ROUND_OVER
            self.dealer = (self.dealer + 1) % self.players
            events.append(TurnStarted(self.dealer, Phase.ROUND_OVER.value))
        return events

    # ------------------------------------------------------------------ views

    def observation(self, seat: int) -> BanapplesObservation:
        return BanapplesObservation.of(self, seat)

    def hidden_cards(self) -> set[FruitCard]:
        """Cards nobody may know now: seed cards below the top, never-dealt draw cards."""
        hidden = {card for pile in self.seeds for card in pile[:-1]}
        for seat in range(self.players):
            if self.turnovers[seat] == 0:
                hidden.update(self.draw[seat])
        return hidden

    def check_invariants(self) -> list[str]:
        from .invariants import broken_invariants

        return broken_invariants(self)
