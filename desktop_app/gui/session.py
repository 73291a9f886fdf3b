"""One game at the table: the engine state, the seats, the animation of its events, the
computer players on their worker thread, hot-seat turns, undo and autosave.

The session is the only writer of the game state. Everything the screen shows comes from the
viewer's observation and from the events of applied actions. `TableSession` is what every game
shares (board, layout, animation, drag and drop, autosave); `GameSession` adds turns, and
`realtime_session.RealTimeSession` plays a game without turns.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QSizeF, QTimer, Signal

from ..ai.base import ComputerPlayer, RealTimePlayer, fallback_action
from ..ai.hints import Hint as SearchHint
from ..ai.hints import HintTemplates, search_player
from ..ai.registry import make_computer, make_player
from ..ai.search import DEFAULT_THINK_TIME, SearchPlayer
from ..cards.card import Card
from ..games.base import (
    Action,
    AnyCard,
    CardMoved,
    Event,
    GameEnded,
    GameState,
    IllegalAction,
    Milestone,
    RoundEnded,
    RoundStarted,
    events_for,
)
from .game_log import NOBODY, GameLog, last_actor
from .game_setup import GameSetup
from .message_text import refusal_text
from .move_words import move_text
from .table.animation import DURATIONS, Choreographer, Flight
from .table.board import Board
from .table.card_item import CardItem
from .table.deck_art import DeckArt
from .table.last_moves import LastMoves
from .table.metrics import CardMetrics
from .table.piles import (
    PileKind,
    PileSpec,
    card_positions,
    covered,
    pile_extent,
    rotation_of,
    stacking_of,
)
from .table.scene import TableScene
from .table.speed import Speed
from .tables.base import (
    Choice,
    GameTable,
    Gesture,
    Hint,
    Rearrange,
    Refusal,
    Reorder,
    SeatView,
    TableContext,
    ToggleSelect,
)
from .workers import ThinkingPool

log = logging.getLogger(__name__)

UNDO_DEPTH = 60


def tr(text: str) -> str:
    return QCoreApplication.translate("GameSession", text)


def make_table(game_id: str, seats: list[SeatView]) -> GameTable:
    from .tables.registry import table_for

    return table_for(game_id)(seats)


@dataclass(slots=True)
class HandOrder:
    """How the viewer's hand is sorted: by suit, by rank, or as the player arranged it."""

    mode: str = "suit"
    manual: list[Card] = field(default_factory=list)
    rank_of: Callable[[Card], int] = field(default=lambda card: card.rank)
    """A card's place in a by-rank sort (a game may put its wild cards together)."""

    def sort(self, cards: list[Card]) -> list[Card]:
        if self.mode == "rank":
            return sorted(cards, key=lambda c: (self.rank_of(c), c.rank, c.suit or 0, c.copy))
        if self.mode == "manual":
            position = {card: i for i, card in enumerate(self.manual)}
            return sorted(cards, key=lambda c: position.get(c, len(position)))
        return sorted(cards, key=lambda c: (-1 if c.suit is None else int(c.suit), c.rank,
                                            c.copy))


class TableSession(QObject):
    """What every game at the table shares: the board and its layout, animating the engine's
    events, the scene's gestures and the autosave hook. Subclasses decide who acts when."""

    status = Signal(str)
    changed = Signal()
    round_over = Signal(dict)
    game_over = Signal(dict)
    curtain = Signal(int)
    """A human seat is about to play in a hot-seat game: hide the table until they click."""
    choose = Signal(object)
    """A Choice the player must resolve (the widget shows a menu)."""
    applied = Signal(int)
    """Number of actions applied so far (autosave, demo counting)."""
    refusal_note = Signal(str, str)
    """A move of the viewer was refused: why, in words, and the rule it cites ("": none);
    the table shows it where the gesture was (`gesture_at`)."""
    milestones = Signal(list)
    """Engine events worth a banner (`Milestone`, `RoundEnded`), as the viewer saw them."""

    def __init__(self, setup: GameSetup, state: GameState, scene: TableScene, art: DeckArt,
                 metrics: CardMetrics, speed: Speed = Speed.NORMAL,
                 saver: Callable[[GameState, GameSetup], None] | None = None,
                 think_time: float | None = None) -> None:
        super().__init__()
        self.setup = setup
        self.think_time = DEFAULT_THINK_TIME if think_time is None else think_time
        """Seconds a searching computer player thinks a move (the Preferences' think time);
        the hint's search takes as long."""
        self.state = state
        self.scene = scene
        self.art = art
        self.metrics = metrics
        self.saver = saver
        self.seats = [SeatView(s.name, s.human, s.level) for s in setup.seats]
        self.table = make_table(setup.game_id, self.seats)
        self.humans = [i for i, s in enumerate(setup.seats) if s.human]
        self.viewer = self.humans[0] if self.humans else 0
        self.choreo = Choreographer(speed)
        self.board = Board(scene, art, metrics.width, self.table.back_for)
        self.pool = ThinkingPool()
        self.pool.answers.hinted.connect(self._on_hinted)
        self._hint_player: SearchPlayer[Any] | None = None
        self._hint_asks = 0
        self.hint_asked: tuple[int, tuple[int, int, int]] | None = None
        """The hint being searched: its number and the position it was asked about."""
        self.rng = random.Random(random.SystemRandom().getrandbits(128))  # as secrets would
        """The computer players' random numbers: independent of the deal, so knowing one
        tells nothing of the other (a replay repeats their actions, not their thinking)."""
        self.hand_order = HandOrder(self.table.default_sort,
                                    rank_of=self.table.sort_rank)
        self.size = QSizeF(1280, 800)
        self.specs: dict[str, PileSpec] = {}
        self.curtain_up = False
        """Hot seat: no player has taken the screen (the curtain is up, or a deal is on its way
        to it): only what every player sees lies face up."""
        self.pending_result: dict[str, Any] | None = None
        self.game_end: GameEnded | None = None
        """How the game ended (winners, totals), for the last score sheet's title."""
        self.closed = False
        self.hinted: tuple[AnyCard, ...] = ()
        self.focus_index = -1
        self.game_log = GameLog(setup.game_id, [seat.name for seat in self.seats])
        self.last_moves = LastMoves()
        self.gesture_at: QPointF | None = None
        """Where the viewer's last gesture was on the scene (a drop, a click), for a note."""
        scene.input = self

    # ================================================================ life cycle

    @property
    def speed(self) -> Speed:
        return self.choreo.speed

    @speed.setter
    def speed(self, speed: Speed) -> None:
        self.choreo.speed = speed

    def start(self, opening: list[Event] | None) -> None:
        """Show the game: animate the opening deal, or lay the table out at once."""
        self.game_log.begin(None if opening else self.state, self.log_seat)
        self.board.reset({})
        if opening:
            self._play_events(opening)
        else:
            self.board.reset(self.table.zone_cards(self.observation(), self.viewer))
            self._sort_hand()
            self.relayout(animate=False)
            self._after_animation()

    def close(self) -> None:
        """Stop thinking and animating; the scene is about to host another game."""
        self.closed = True
        self.choreo.finish_all()
        # Qt disposes of the choreographer (and the animations it stopped) in its own time:
        # destroyed from Python's collector instead, it left a freed object behind and the
        # next event crashed the app (a new game while the cards were still gliding).
        self.choreo.deleteLater()
        self.pool.shutdown()  # never waits: a hung computer player must not hold the window
        if self.scene.input is self:
            self.scene.cancel_gesture()
            self.scene.input = None
        self.board.clear()

    def observation(self) -> Any:
        return self.state.observation(self.viewer)

    @property
    def log_seat(self) -> int:
        """Whose knowledge the game log tells: the viewer's, or nobody's behind the curtain."""
        return NOBODY if self.curtain_up else self.viewer

    @property
    def is_hot_seat(self) -> bool:
        return len(self.humans) > 1

    def panel_lines(self, obs: Any) -> list[tuple[str, str]]:
        """The score panel's lines (a table across the room adds its delay to the host)."""
        return list(self.table.panel(obs))

    @property
    def can_pause(self) -> bool:
        """Whether the game runs on clocks that a pause stops (games without turns)."""
        return False

    # ================================================================ layout

    def resize(self, size: QSizeF) -> None:
        self.size = size
        self.metrics.refit(size.width(), size.height(), self.table.columns, self.table.rows)
        self.board.card_width = self.metrics.width
        self.relayout(animate=False)

    def _context(self) -> TableContext:
        counts = {zone: len(items) for zone, items in self.board.zones.items()}
        return TableContext(self.observation(), self.viewer, self.seats, counts, self.size,
                            self.metrics, self.selected_cards())

    def _targets(self) -> dict[CardItem, Flight]:
        """Where every item should be: position, width, face up, z, rotation, and whether it
        rests fully covered in a squared pile (then it need not be painted)."""
        self.specs = self.table.layout(self._context())
        obs = None
        for zone, spec in self.specs.items():
            if not spec.tooltip:
                obs = obs if obs is not None else self.observation()
                spec.tooltip = self.table.zone_tip(obs, self.viewer, zone)
        targets = {}
        areas = {}
        for zone_index, (zone, items) in enumerate(self.board.zones.items()):
            spec = self.specs.get(zone)
            if spec is None:
                spec = PileSpec(zone, PileKind.STACK, self.specs["stock"].rect, 1.0,
                                framed=False) if "stock" in self.specs else None
            if spec is None:
                continue
            selected = [i.selected for i in items]
            positions = card_positions(spec, len(items), self.metrics.width, selected)
            face_up = self._shows_faces(zone)
            base_z = 100 + zone_index * 200
            width = self.metrics.width * spec.scale
            for i, (item, pos) in enumerate(zip(items, positions, strict=True)):
                targets[item] = Flight(item, pos, width, face_up and item.card is not None,
                                       z=base_z + stacking_of(spec, i, len(items)),
                                       rotation=rotation_of(spec, i),
                                       covered=covered(spec, i, len(items)))
            if items and spec.kind is not PileKind.MELD:
                areas[zone] = pile_extent(spec, len(items), self.metrics.width, selected)
        for zone, spec in self.specs.items():
            if zone.startswith("meld/"):
                continue
            areas.setdefault(zone, spec.rect if spec.outline is None else spec.outline)
        frames = {z: s for z, s in self.specs.items() if not z.startswith("meld/")}
        frames.update({z: s for z, s in self.specs.items() if z.startswith("meld/")})
        self.scene.set_frames(frames, areas)
        # The art of widths this layout no longer shows (a hand squeezed, melds shrunk)
        # would only wait in the cache to be evicted.
        self.art.keep_widths({round(flight.width) for flight in targets.values()})
        return targets

    def _shows_faces(self, zone: str) -> bool:
        """Whether `zone`'s cards lie face up on the screen now."""
        if self.curtain_up:
            return self.table.public(zone)
        return self.table.face_up(zone, self.viewer)

    def relayout(self, animate: bool = True) -> None:
        targets = self._targets()
        duration = DURATIONS.scaled("relayout", self.speed) if animate else 0
        flights = [flight for item, flight in targets.items() if not item.lifted]
        self.choreo.play(flights, duration)

    # ================================================================ events

    def _play_events(self, events: list[Event], on_done: Callable[[], None] | None = None) -> None:
        """Animate a batch of engine events as the viewer may see them."""
        self.game_log.add(last_actor(self.state), events, self.log_seat)
        seen = events_for(events, self.viewer)
        self.last_moves.note(last_actor(self.state), seen, self.viewer,
                             self.table.hand_zone(self.viewer))
        batch: list[CardItem] = []
        deal = any(isinstance(e, RoundStarted) for e in seen)
        told = [e for e in seen if isinstance(e, (Milestone, RoundEnded))]
        if told:
            self.milestones.emit(told)
        for event in seen:
            if isinstance(event, (RoundStarted, Milestone)) or (
                    isinstance(event, CardMoved) and self._moves_twice(event, batch)):
                # A milestone starts a movement of its own: the foot glides into the hand
                # after the canasta that earned it has closed.
                self._flush(batch, deal)
                batch = []
            moved = self.board.apply(event)
            if isinstance(event, RoundStarted):
                self._flush(moved, False, gather=True)
                continue
            batch.extend(moved)
            if isinstance(event, RoundEnded):
                self.pending_result = event.result
            if isinstance(event, GameEnded):
                self.game_end = event
                self.pending_result = dict(self.pending_result or {}, game_over=True)
        # Cards the table had set aside for itself follow the game (back to the hand when
        # the turn ends), in the same movement.
        zones = self.table.zone_cards(self.observation(), self.viewer)
        batch.extend(self.board.rearrange(zones))
        # The board follows the engine's order in every zone (the hand keeps its sorting).
        self.board.follow_order(zones, skip=self.table.hand_zone(self.viewer))
        self._sort_hand()
        self.last_moves.paint(self.board)
        self._flush(batch, deal, on_done=self._after_animation if on_done is None else on_done)

    def _moves_twice(self, event: CardMoved, batch: list[CardItem]) -> bool:
        if event.card is None:
            return False
        item = self.board.item_of(event.card)
        return item is not None and item in batch

    def _flush(self, moved: list[CardItem], deal: bool, gather: bool = False,
               on_done: Callable[[], None] | None = None) -> None:
        self._sort_hand()
        targets = self._targets()
        stagger = DURATIONS.scaled("deal_stagger" if deal else "stagger", self.speed)
        if gather:
            stagger = 0
        order = {item: i for i, item in enumerate(moved)}
        flights = []
        for item, flight in targets.items():
            if item.lifted:
                continue  # in the player's hand right now: it goes where the drop says
            flight.delay = order[item] * stagger if item in order else 0
            flights.append(flight)
        self.choreo.play(flights, DURATIONS.scaled("move", self.speed), on_done)

    def _after_animation(self) -> None:
        if self.closed:
            return
        obs = self.observation()
        wrong = self.board.reconcile(self.table.zone_cards(obs, self.viewer))
        if wrong:
            self._sort_hand()
            self.relayout(animate=False)
        self.mark_focus()
        self.changed.emit()
        if self.pending_result is not None:
            result, self.pending_result = self.pending_result, None
            if self.state.is_over:
                self.status.emit(tr("The game is over."))
                self.game_over.emit(result)
            else:
                self.status.emit(tr("The round is over."))
                self.round_over.emit(result)
            return
        self._advance()

    def _advance(self) -> None:
        """Hand the table to whoever acts next (the subclass knows who that is)."""

    def mark_focus(self) -> None:
        """Ring the hand card the keyboard is on (and no card that has left the hand)."""
        hand = self.hand_items()
        if self.focus_index >= len(hand):
            self.focus_index = len(hand) - 1
        target = hand[self.focus_index] if self.focus_index >= 0 else None
        for item in self.board.items():
            focused = item is target
            if item.focused != focused:
                item.focused = focused
                item.update()

    def clear_hint(self) -> None:
        """The position changed (a move, an undo, a new deal): a hint given for the old one
        would point at the wrong cards (and one still being searched is dropped)."""
        self.hinted = ()
        self.hint_asked = None
        for item in self.board.items():
            if item.hinted:
                item.hinted = False
                item.update()

    def _redraw(self) -> None:
        self.choreo.finish_all()
        self.clear_hint()
        self.board.reset(self.table.zone_cards(self.observation(), self.viewer))
        if self.viewer != self.last_moves.viewer:
            self.last_moves.clear()
        self.last_moves.paint(self.board)
        self._sort_hand()
        self.relayout(animate=False)
        self.mark_focus()
        self.changed.emit()

    # ================================================================ human moves

    def perform(self, gesture: Gesture) -> bool:
        """Carry out a gesture of the player at the screen; True if the game changed."""
        if gesture is None:
            self.relayout()
            return False
        if isinstance(gesture, Refusal):
            self.refuse(gesture.reason, gesture.rule)
            self.relayout()
            return False
        if isinstance(gesture, Choice):
            self.relayout()
            self.choose.emit(gesture)
            return False
        if isinstance(gesture, Rearrange):
            if self.curtain_up or self.closed:
                return False
            if gesture.change is not None:
                gesture.change()
            self._clear_selection()
            self.board.rearrange(self.table.zone_cards(self.observation(), self.viewer))
            self._sort_hand()
            self.relayout()
            self.changed.emit()
            return False
        if isinstance(gesture, (ToggleSelect, Reorder)):
            return False
        return self.try_action(gesture)

    def try_action(self, action: Action) -> bool:
        """Apply the viewer's action; True if the game changed. Subclasses add what their kind
        of game needs (turns and undo, or the real-time command queue)."""
        try:
            events = self.state.apply(self.viewer, action)
        except IllegalAction as error:
            self.refuse(refusal_text(error), error.rule or "")
            self.relayout()  # the cards glide back
            return False
        self._applied(events)
        return True

    def refuse(self, text: str, rule: str = "") -> None:
        """Say why a move of the viewer's cannot be made: in the status line and in a note
        where the gesture was."""
        self.status.emit(text)
        if text:
            self.refusal_note.emit(text, rule)

    def _applied(self, events: list[Event]) -> None:
        self.clear_hint()
        self._save()
        self.applied.emit(len(self.state.history))
        self._play_events(events)

    def _save(self) -> None:
        if self.saver is not None:
            try:
                self.saver(self.state, self.setup)
            except OSError as error:
                self.status.emit(tr("Could not save the game: {error}").format(
                    error=error.strerror or error))

    def continue_after_round(self) -> None:
        """The score sheet was dismissed: the next dealer deals."""
        seat = self.state.to_move()
        if seat is None:
            return
        legal = self.state.legal_actions(seat)
        if len(legal) == 1:
            self._applied(self.state.apply(seat, legal[0]))

    def undo_point(self) -> int | None:
        """History length an undo would roll back to (None: nothing to undo)."""
        return None

    def undo_refusal(self) -> str | None:
        """Why there is nothing to undo now, in words (None: undo is possible)."""
        return None if self.undo_point() is not None else \
            tr("There is nothing to undo in this game.")

    def undo(self) -> bool:
        self.status.emit(tr("There is nothing to undo in this game."))
        return False

    # ================================================================ selection

    def hand_items(self) -> list[CardItem]:
        return self.board.zones.get(self.table.hand_zone(self.viewer), [])

    def selected_cards(self) -> list[Card]:
        return [i.card for i in self.hand_items() if i.selected and i.card is not None]

    def _clear_selection(self) -> None:
        for item in self.hand_items():
            item.selected = False
            item.update()

    def toggle(self, item: CardItem) -> None:
        item.selected = not item.selected
        item.update()
        self.relayout()
        self.changed.emit()

    def sort_hand(self, mode: str) -> None:
        self.hand_order.mode = mode
        self._sort_hand()
        self.relayout()

    def _sort_hand(self) -> None:
        zone = self.table.hand_zone(self.viewer)
        items = self.board.zones.get(zone)
        if not items or any(i.card is None for i in items):
            return
        by_card = {i.card: i for i in items}
        ordered = [by_card[c] for c in self.hand_order.sort(list(by_card))]
        self.board.reorder(zone, ordered)

    def _hint_action(self, obs: Any) -> Action | None:
        """What the medium computer player would do in the viewer's place (None: nothing)."""
        try:
            player = make_player(self.setup.game_id, "medium")
            if isinstance(player, RealTimePlayer):
                return player.decide(obs, random.Random(0))
            if not self.table.is_viewer_turn(obs, self.viewer):
                return None
            return player.choose(obs, random.Random(0))
        except (KeyError, ValueError) as error:
            log.warning("no hint: %s", error)
            return None

    def _hint_searcher(self, obs: Any) -> SearchPlayer[Any] | None:
        """The hard player whose search answers the viewer's hint (games whose hard player
        searches, on the viewer's turn), made once per think time."""
        if not self.table.is_viewer_turn(obs, self.viewer):
            return None
        if self._hint_player is None or self._hint_player.think_time != self.think_time:
            self._hint_player = search_player(self.setup.game_id, think_time=self.think_time)
        return self._hint_player

    def _position(self) -> tuple[int, int, int]:
        """What a hint was asked about: this state, this many moves in, this viewer."""
        return (id(self.state), len(self.state.history), self.viewer)

    def _hint_reason(self, obs: Any, found: SearchHint, plain: Hint) -> str:
        """The search's reason in one line, the actions in the table's own words."""
        def words(action: Action) -> str:
            return (self.table.hint(obs, action) or plain).text.rstrip(".")

        def other_words(action: Action) -> str:
            text = words(action)
            return text[:1].lower() + text[1:]

        if found.best is None or found.runner_up is None:
            return plain.text
        templates = HintTemplates(
            compared=tr("{action} — it kept you ahead in {rate} % of {deals} simulated deals, "
                        "against {other_rate} % for {other}"),
            by_margin=tr("{action} — over {deals} simulated deals it gave you on average a "
                         "{margin}-point better chance of winning the round than {other}"),
            undecided=tr("{action} — in {deals} simulated deals nothing did clearly better "
                         "({other} kept you ahead in {other_rate} %, this in {rate} %)"),
            alone=tr("{action} — nothing else here was worth weighing"),
            unweighed=tr("{action} — there was no time to simulate deals"))
        return found.message(words, other_words, templates)

    def show_hint(self) -> None:
        """Ask the search in the computer players' process (the window goes on meanwhile);
        games without one get the medium player's move at once."""
        obs = self.observation()
        player = self._hint_searcher(obs)
        if player is None:
            self._show_hint(obs, None)
            return
        self._hint_asks += 1
        self.hint_asked = (self._hint_asks, self._position())
        self.status.emit(tr("Looking for a hint…"))
        self.pool.ask_hint(player, obs, self.rng.randrange(2**31), self._hint_asks)

    def _on_hinted(self, token: object, found: SearchHint | None) -> None:
        """The search's hint arrived: shown if the position is the one it was asked about
        (a move, an undo or a later ask since drops it)."""
        asked = self.hint_asked
        if self.closed or asked is None or asked[0] != token:
            return
        self.hint_asked = None
        if asked[1] != self._position():
            return
        self._show_hint(self.observation(), found)

    def _show_hint(self, obs: Any, found: SearchHint | None) -> None:
        """Mark the hinted cards and say why: the search's figures, or (without them) the
        medium player's move in plain words."""
        action = found.action if found is not None else self._hint_action(obs)
        hint = None if action is None else self.table.hint(obs, action)
        if hint is not None and found is not None:
            hint = Hint(hint.cards, self._hint_reason(obs, found, hint))
        for item in self.board.items():
            item.hinted = False
        if hint is None:
            self.status.emit(tr("No hint now."))
            return
        for card in hint.cards:
            item = self.board.item_of(card)
            if item is not None:
                item.hinted = True
        for item in self.board.items():
            item.update()
        self.hinted = hint.cards
        self.status.emit(hint.text)

    # ================================================================ scene input (TableInput)

    def _index(self, item: CardItem) -> int:
        return self.board.zones.get(item.zone, []).index(item)

    def drag_group(self, item: CardItem) -> list[CardItem] | None:
        if self.curtain_up or self.choreo.busy:
            return None
        zone = item.zone
        items = self.board.zones.get(zone, [])
        selected = [i for i, it in enumerate(items) if it.selected]
        indices = self.table.drag_indices(self.observation(), self.viewer, zone,
                                          self._index(item), selected)
        if not indices:
            return None
        return [items[i] for i in indices]

    def drop_zones(self, group: list[CardItem]) -> list[str]:
        items = self.board.zones.get(group[0].zone, [])
        return self.table.drop_targets(self.observation(), self.viewer, group[0].zone,
                                       [items.index(i) for i in group if i in items],
                                       [i.card for i in group])

    def dropped(self, group: list[CardItem], zone: str | None, scene_pos: QPointF) -> None:
        src = group[0].zone
        hand = self.table.hand_zone(self.viewer)
        if src == hand and zone == hand:
            self._reorder(group, scene_pos)
            return
        items = self.board.zones.get(src, [])
        indices = [items.index(i) for i in group]
        self.gesture_at = QPointF(scene_pos)
        gesture = self.table.drop(self.observation(), self.viewer, src,
                                  [i.card for i in group], indices, zone,
                                  self.selected_cards())
        self.perform(gesture)

    def _reorder(self, group: list[CardItem], scene_pos: QPointF) -> None:
        zone = self.table.hand_zone(self.viewer)
        rest = [i for i in self.board.zones[zone] if i not in group]
        before = sum(1 for i in rest if i.center().x() < scene_pos.x())
        ordered = rest[:before] + group + rest[before:]
        self.board.reorder(zone, ordered)
        self.hand_order.mode = "manual"
        self.hand_order.manual = [i.card for i in ordered if i.card is not None]
        self.relayout()

    def clicked(self, item: CardItem | None, zone: str | None, double: bool) -> None:
        if self.curtain_up:
            return
        if item is not None:
            zone = item.zone
            self.gesture_at = item.center()
        elif zone in self.scene.frames:
            self.gesture_at = self.scene.frames[zone].area.center()
        index = self._index(item) if item is not None else None
        if item is not None and item.card is not None:
            # Tables index a zone as the observation lists it; the hand on screen is sorted.
            listed = self.table.zone_cards(self.observation(), self.viewer).get(item.zone, [])
            if item.card in listed:
                index = listed.index(item.card)
        gesture = self.table.click(self.observation(), self.viewer, zone, index,
                                   self.selected_cards(), double)
        if isinstance(gesture, ToggleSelect) and item is not None:
            self.toggle(item)
            return
        if gesture is not None:
            self.perform(gesture)


class GameSession(TableSession):
    """A game with turns: the computer players think on the worker thread when it is their
    turn, hot-seat players pass the screen, and the viewer may undo."""

    def __init__(self, setup: GameSetup, state: GameState, scene: TableScene, art: DeckArt,
                 metrics: CardMetrics, speed: Speed = Speed.NORMAL,
                 saver: Callable[[GameState, GameSetup], None] | None = None,
                 think_time: float | None = None) -> None:
        super().__init__(setup, state, scene, art, metrics, speed, saver, think_time)
        self.players: dict[int, ComputerPlayer] = {
            i: make_computer(setup.game_id, s.level or "medium", self.think_time)
            for i, s in enumerate(setup.seats) if not s.human}
        self.pool.answers.chosen.connect(self._on_chosen)
        self.pool.answers.failed.connect(self._on_failed)
        self.pool.answers.late.connect(self._on_late)
        if self.players:
            self.pool.prepare()
        self.thinking_token: int | None = None
        self.think_timer = QTimer(self)
        self.think_timer.setSingleShot(True)
        self.think_timer.timeout.connect(self._play_computer)
        self.pending_choice: tuple[object, Action] | None = None
        self.undo_stack: list[tuple[int, GameState]] = []
        """States just before the human's decisions (history length, copy)."""
        self.reveals: list[int] = []
        """History indices of actions that showed the viewer a card it had not seen."""

    def close(self) -> None:
        self.thinking_token = None
        self.think_timer.stop()
        super().close()

    def set_think_time(self, seconds: float) -> None:
        """The Preferences' think time changed: the computer seats think that long from their
        next move on (new players: the worker process keeps the old ones as it got them)."""
        self.think_time = seconds
        self.players = {seat: make_computer(self.setup.game_id,
                                            self.setup.seats[seat].level or "medium", seconds)
                        for seat in self.players}

    def start(self, opening: list[Event] | None) -> None:
        # Hot seat: whoever set the game up, the first hand shown belongs to a player who has
        # said who they are; the deal (or the continued table) waits behind the curtain.
        self.curtain_up = self.is_hot_seat
        if opening is None and self.state.history:
            self._rebuild_undo()
        super().start(opening)

    def _rebuild_undo(self) -> None:
        """A continued game: the undo history as it was, from the saved record (its config,
        seed and actions). Only the viewer's decisions since the last card revealed to the
        viewer can be undone, so only those states are kept."""
        if self.is_hot_seat:
            return
        replayed = type(self.state).new_game(self.state.config, self.state.seed)
        stack: list[tuple[int, GameState]] = []
        reveals: list[int] = []
        for seat, action in self.state.history:
            if seat in self.humans:
                stack.append((len(replayed.history), replayed.clone()))
                del stack[:-UNDO_DEPTH]
            events = replayed.apply(seat, action)
            if self._reveals_to_viewer(events):
                reveals = [len(replayed.history) - 1]
                stack = [(point, copy) for point, copy in stack if point > reveals[0]]
        self.undo_stack, self.reveals = stack, reveals

    # ================================================================ turns

    def _advance(self) -> None:
        """Whose move is it? Ask a computer, or hand the table to a human."""
        if self.closed or self.state.is_over:
            return
        seat = self.state.to_move()
        if seat is None:
            return
        if seat in self.players:
            self._ask_computer(seat)
            return
        if seat != self.viewer or (self.is_hot_seat and self.curtain_up):
            if self.is_hot_seat:
                self.curtain_up = True
                self.relayout(animate=False)  # every hand face down before the curtain shows
                self.status.emit(tr("Pass the screen to {name}.").format(
                    name=self.seats[seat].name))
                self.curtain.emit(seat)
                return
            self.viewer = seat
            self._redraw()
        self.status.emit(self._turn_text())

    def _turn_text(self) -> str:
        own = self.table.turn_text(self.observation(), self.viewer)
        if own:
            return own
        phase = getattr(self.state, "phase", None)
        phase_value = getattr(phase, "value", "")
        texts = {
            "draw": tr("Your turn: draw from the stock or take from the discard pile."),
            "play": tr("Meld, lay off, then discard a card."),
            "round_over": tr("The round is over."),
        }
        return texts.get(phase_value, tr("Your turn."))

    def lift_curtain(self, seat: int) -> None:
        """The hot-seat player at the screen said who they are."""
        self.curtain_up = False
        if seat != self.viewer:
            self.viewer = seat
            self._redraw()
        else:
            self.relayout()  # the player's own cards turn face up again
        self.status.emit(self._turn_text())
        self.changed.emit()

    # ================================================================ computer players

    def _ask_computer(self, seat: int) -> None:
        token = len(self.state.history)
        self.thinking_token = token
        self.status.emit(tr("{name} is thinking…").format(name=self.seats[seat].name))
        self.pool.ask(self.players[seat], self.state.observation(seat),
                      self.rng.randrange(2**31), token)

    def _on_chosen(self, token: object, action: Action) -> None:
        if self.closed or token != self.thinking_token or token != len(self.state.history):
            return  # the game moved on (undo, new game): a stale answer
        # Let the move show after a short pause, so people can follow the computer's play.
        self.pending_choice = (token, action)
        self.think_timer.start(DURATIONS.scaled("computer_pause", self.speed))

    def _play_computer(self) -> None:
        if self.pending_choice is None:
            return
        (token, action), self.pending_choice = self.pending_choice, None
        if self.closed or token != self.thinking_token or token != len(self.state.history):
            return
        seat = self.state.to_move()
        assert seat is not None
        self.thinking_token = None
        try:
            events = self.state.apply(seat, action)
        except IllegalAction as error:
            log.error("%s chose an illegal move (%s); playing a safe move instead",
                      self.seats[seat].name, error)
            events = self.state.apply(seat, fallback_action(self.state.legal_actions(seat)))
        self._applied(events)

    def _safe_move(self, token: object) -> tuple[int, Action] | None:
        """The seat whose computer player failed or took too long, and the safe move it plays
        instead (None: the game moved on since it was asked)."""
        if self.closed or token != self.thinking_token or token != len(self.state.history):
            return None
        seat = self.state.to_move()
        assert seat is not None
        self.thinking_token = None
        return seat, fallback_action(self.state.legal_actions(seat))

    def _on_failed(self, token: object, message: str) -> None:
        safe = self._safe_move(token)
        if safe is None:
            return
        seat, action = safe
        self.status.emit(tr("{name} stumbled ({message}); played: {move}.").format(
            name=self.seats[seat].name, message=message, move=move_text(action)))
        self._applied(self.state.apply(seat, action))

    def _on_late(self, token: object) -> None:
        """The deadline passed: the seat plays a safe move now (the pool drops the answer)."""
        safe = self._safe_move(token)
        if safe is None:
            return
        seat, action = safe
        self.status.emit(tr("{name} took too long; played: {move}.").format(
            name=self.seats[seat].name, move=move_text(action)))
        self._applied(self.state.apply(seat, action))

    # ================================================================ human moves

    def try_action(self, action: Action) -> bool:
        if self.curtain_up or self.closed:
            return False
        seat = self.state.to_move()
        if seat is None or seat not in self.humans:
            self.status.emit(tr("Wait for your turn."))
            self.relayout()
            return False
        before = self.state.clone()
        try:
            events = self.state.apply(seat, action)
        except IllegalAction as error:
            self.refuse(refusal_text(error), error.rule or "")
            self.relayout()  # the cards glide back
            return False
        self.undo_stack.append((len(before.history), before))
        del self.undo_stack[:-UNDO_DEPTH]
        self._clear_selection()
        self._applied(events)
        return True

    def _applied(self, events: list[Event]) -> None:
        if self.is_hot_seat and any(isinstance(e, (RoundStarted, RoundEnded)) for e in events):
            # Every player reads the score sheet, and a new deal's hands wait for their
            # owners: until someone takes the screen again, no hand shows.
            self.curtain_up = True
        if self._reveals_to_viewer(events):
            self.reveals.append(len(self.state.history) - 1)
        super()._applied(events)

    def _reveals_to_viewer(self, events: list[Event]) -> bool:
        """Did the viewer see a card it had not seen before (undo must not go past it)?"""
        for event in events:
            if isinstance(event, RoundStarted):
                return True
            if isinstance(event, CardMoved):
                visible = event.for_seat(self.viewer)
                if isinstance(visible, CardMoved) and visible.card is not None and \
                        not self.table.face_up(event.src, self.viewer):
                    return True
        return False

    # ================================================================ undo

    def undo_point(self) -> int | None:
        """History length to roll back to: just before the viewer's side's last decision,
        provided no card was revealed to the viewer since (DESIGN.md)."""
        if self.is_hot_seat or not self.undo_stack:
            return None
        point = self.undo_stack[-1][0]
        if any(r >= point for r in self.reveals):
            return None
        return point

    def undo_refusal(self) -> str | None:
        if self.is_hot_seat:
            return tr("Undo is off when several players share the screen.")
        if not self.undo_stack:
            return tr("You have not made a move yet.")
        if self.undo_point() is None:
            return tr("Nothing to undo: a card has been revealed since your last move.")
        return None

    def undo(self) -> bool:
        point = self.undo_point()
        if point is None:
            self.status.emit(self.undo_refusal() or "")
            return False
        self.thinking_token = None
        self.pending_choice = None
        self.think_timer.stop()
        # The state goes back before the animations finish: what waited for them (the score
        # sheet of a round the undo takes back, a computer's turn) must see the restored game.
        _, self.state = self.undo_stack.pop()
        self.reveals = [r for r in self.reveals if r < point]
        self.pending_result = None
        self._save()
        self.game_log.begin(self.state, self.log_seat)
        self.last_moves.clear()
        self._redraw()
        self.status.emit(tr("Your last move was taken back."))
        self._advance()
        return True
