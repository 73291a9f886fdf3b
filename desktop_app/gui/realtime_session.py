"""A game without turns at the table (Banapples): every seat acts on its own clock.

The computer players run as in the simulator (`ai/realtime.py`): a player looks at the table,
decides on the worker thread what to do (only its observation crosses over), and its command
reaches the queue one reaction time after it looked; by then another command may have made it
stale, and the engine refuses it (BA-21). The viewer's drags, clicks and keys go through the
same queue. Only the GUI thread feeds the queue and applies it. Time is a monotonic clock that
stops while the game is paused and enters the engine only as the commands' `clock` (BA-24).

Cards glide concurrently (`Choreographer.play_now`): a quick play never waits for another to
finish, so the animation never holds up the race.
"""

from __future__ import annotations

import dataclasses
import gc
import logging
import random
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QSizeF, Qt, QThread, QTimer

from ..ai.base import RealTimePlayer, fallback_action
from ..ai.realtime import stamped
from ..ai.registry import make_player
from ..games.banapples.events import CardTurned, ThirdTreeUnlocked
from ..games.banapples.zones import parse_zone
from ..games.base import (
    Action,
    CardMoved,
    Event,
    GameEnded,
    GameState,
    RoundEnded,
    RoundStarted,
    events_for,
)
from ..games.command_queue import CommandQueue, Outcome
from .game_log import last_actor
from .game_setup import GameSetup
from .move_words import move_text
from .session import TableSession
from .table.animation import DURATIONS
from .table.card_item import CardItem
from .table.deck_art import DeckArt
from .table.metrics import CardMetrics
from .table.note import PileNote
from .table.scene import TableScene
from .table.speed import Speed
from .tables.base import ToggleSelect

log = logging.getLogger(__name__)

def tr(text: str) -> str:
    return QCoreApplication.translate("RealTimeSession", text)


class TableClock:
    """Seconds of play, from a monotonic timer: it continues the engine's clock (a resumed
    game goes on from where it was saved) and stands still while the game is paused."""

    def __init__(self, start: float, now: Callable[[], float] = time.monotonic) -> None:
        self._now = now
        self._base = start
        self._since: float | None = now()

    @property
    def running(self) -> bool:
        return self._since is not None

    def now(self) -> float:
        if self._since is None:
            return self._base
        return self._base + (self._now() - self._since)

    def pause(self) -> None:
        if self._since is not None:
            self._base = self.now()
            self._since = None

    def resume(self) -> None:
        if self._since is None:
            self._since = self._now()


@dataclass(slots=True, eq=False)
class ComputerSeat:
    """One computer player's clock: when its next command arrives, and what it is."""

    seat: int
    player: RealTimePlayer
    rng: random.Random
    timer: QTimer
    ticket: int = 0
    """Numbers each look; an answer for an older look is dropped."""
    arrival: float | None = None
    """Table-clock second at which the command decided at the last look arrives."""
    decided: bool = False
    action: Action | None = None
    waiting: bool = False
    """The arrival time came before the worker's answer: deliver it when it comes."""

    def forget(self) -> None:
        self.timer.stop()
        self.ticket += 1
        self.arrival = None
        self.decided = False
        self.action = None
        self.waiting = False


class RealTimeSession(TableSession):
    """Drives a game without turns on one scene."""

    plays_computers = True
    """False at a table across the room: the host plays the computers."""

    def __init__(self, setup: GameSetup, state: GameState, scene: TableScene, art: DeckArt,
                 metrics: CardMetrics, speed: Speed = Speed.NORMAL,
                 saver: Callable[[GameState, GameSetup], None] | None = None,
                 think_time: float | None = None) -> None:
        super().__init__(setup, state, scene, art, metrics, speed, saver, think_time)
        self.clock = TableClock(float(getattr(state, "clock", 0.0)))
        self.queue = CommandQueue()
        self.computers: dict[int, ComputerSeat] = {}
        for seat, seat_setup in enumerate(setup.seats):
            if seat_setup.human or not self.plays_computers:
                continue
            options = {} if seat_setup.reaction is None else \
                {"reaction_time": seat_setup.reaction}
            player = make_player(setup.game_id, seat_setup.level or "medium", **options)
            if not isinstance(player, RealTimePlayer):
                raise TypeError(f"{type(player).__name__} cannot play in real time")
            timer = QTimer(self)
            timer.setSingleShot(True)
            timer.setTimerType(Qt.TimerType.PreciseTimer)
            timer.timeout.connect(lambda seat=seat: self._arrive(seat))
            self.computers[seat] = ComputerSeat(seat, player,
                                                random.Random(self.rng.randrange(2**31)), timer)
        self.pool.answers.chosen.connect(self._decided)
        self.pool.answers.failed.connect(self._stumbled)
        self.pool.answers.late.connect(self._late)
        if self.computers:
            self.pool.prepare()
        self.running = False
        """The round's clocks run: dealt, not over."""
        self.paused = False
        self.arriving: dict[CardItem, int] = {}
        """Cards still gliding to where the engine put them (item → batch)."""
        self._batches = 0
        self.seen_tops: dict[str, Any] = {}
        """What lay on top of every pile when the viewer picked a card up (BA-21: a command
        names the card its player saw; if it changed meanwhile, the command is stale)."""
        self.picked: CardItem | None = None
        self.outcomes: Counter[str] = Counter()
        """How commands fared: accepted, stale, refused (the benchmark reports it)."""

    # ================================================================ life cycle

    @property
    def can_pause(self) -> bool:
        return True

    def start(self, opening: list[Event] | None) -> None:
        super().start(opening)
        if not opening and not self.state.is_over and self.state.to_move() is not None and \
                getattr(self.state, "results", None):
            self.round_over.emit(self.state.results[-1])  # saved between rounds

    def close(self) -> None:
        self._stop_round()
        super().close()
        gc.unfreeze()

    def pause(self) -> None:
        """Stop every clock: the table's and each computer player's."""
        if self.paused:
            return
        self.paused = True
        self.clock.pause()
        for computer in self.computers.values():
            computer.timer.stop()
        self.choreo.finish_all()

    def resume(self) -> None:
        if not self.paused or self.closed:
            return
        self.paused = False
        self.clock.resume()
        if not self.running:
            self._advance()
            return
        for computer in self.computers.values():
            if computer.arrival is not None:
                self._arm(computer)

    def _round_live(self) -> bool:
        return not self.state.is_over and self.state.to_move() is None

    def _advance(self) -> None:
        """Start the computer players' clocks once a round is dealt (they run by themselves
        from then on)."""
        if self.closed or self.paused or self.running or not self._round_live():
            return
        self.running = True
        # What exists now lives through the round: out of the collector's sight, a full
        # collection during the race scans only what the race made (a few ms, not 30).
        gc.freeze()
        self.status.emit(tr("Go! Empty your seed pile before anyone else."))
        for seat in self.computers:
            self._look(seat)

    def _stop_round(self) -> None:
        """BA-23: the round is over (or the game left): decisions on their way are void."""
        if self.running:
            gc.unfreeze()  # what the round left behind may be collected again
        self.running = False
        for computer in self.computers.values():
            computer.forget()

    # ================================================================ computer players

    def _look(self, seat: int) -> None:
        """The seat looks at the table now; its command arrives one reaction time later."""
        computer = self.computers[seat]
        computer.forget()
        computer.arrival = self.clock.now() + computer.player.delay(computer.rng)
        self.pool.ask_decide(computer.player, self.state.observation(seat),
                             computer.rng.randrange(2**31), (seat, computer.ticket))
        self._arm(computer)

    def _arm(self, computer: ComputerSeat) -> None:
        assert computer.arrival is not None
        wait = max(0.0, computer.arrival - self.clock.now())
        computer.timer.start(round(wait * 1000))

    def _answer_for(self, token: object) -> ComputerSeat | None:
        if self.closed or not isinstance(token, tuple) or len(token) != 2:
            return None
        seat, ticket = token
        computer = self.computers.get(seat)
        return computer if computer is not None and computer.ticket == ticket else None

    def _decided(self, token: object, action: Action | None) -> None:
        computer = self._answer_for(token)
        if computer is None:
            return  # the seat looked again, the round ended or the game was left
        computer.action = action
        computer.decided = True
        if computer.waiting:
            self._arrive(computer.seat)

    def _stumbled(self, token: object, message: str) -> None:
        computer = self._answer_for(token)
        if computer is None:
            return
        action = self._safe_move(computer)
        if action is not None:
            self.status.emit(tr("{name} stumbled ({message}); played: {move}.").format(
                name=self.seats[computer.seat].name, message=message, move=move_text(action)))
        self._decided(token, action)

    def _late(self, token: object) -> None:
        """The seat's deadline passed: it plays a safe move (the pool drops the answer)."""
        computer = self._answer_for(token)
        if computer is None:
            return
        action = self._safe_move(computer)
        if action is not None:
            self.status.emit(tr("{name} took too long; played: {move}.").format(
                name=self.seats[computer.seat].name, move=move_text(action)))
        self._decided(token, action)

    def _safe_move(self, computer: ComputerSeat) -> Action | None:
        legal = self.state.legal_actions(computer.seat)
        return fallback_action(legal) if legal else None

    def _arrive(self, seat: int) -> None:
        """The seat's reaction time is up: its command enters the queue."""
        computer = self.computers[seat]
        if self.closed or self.paused or not self.running or computer.arrival is None:
            return
        if not computer.decided:
            computer.waiting = True
            return
        action = computer.action
        computer.arrival = None
        if action is not None:
            outcome = self._submit(seat, action)
            if outcome.error is not None:
                log.debug("%s: %s", self.seats[seat].name, outcome.error)
        if self.running:
            self._look(seat)

    # ================================================================ the queue

    def _submit(self, seat: int, action: Action) -> Outcome:
        """Queue one command, stamped with the table clock, and apply the queue (BA-21)."""
        if QThread.currentThread() is not self.thread():
            raise RuntimeError("commands enter the queue on the GUI thread only (BA-21)")
        clock = max(self.clock.now(), float(getattr(self.state, "clock", 0.0)))
        self.queue.submit(seat, stamped(action, clock))
        outcomes = self.queue.process(self.state)
        for outcome in outcomes:
            self.outcomes["stale" if outcome.stale else "accepted" if outcome.accepted
                          else "discarded" if outcome.discarded else "refused"] += 1
            if not outcome.accepted:
                continue
            if outcome.ended_round:
                self._stop_round()
            self._applied(list(outcome.events))
        return outcomes[0]

    def _applied(self, events: list[Event]) -> None:
        self.clear_hint()
        self._save()  # every action (the last too): it costs the table a constant few µs
        self.applied.emit(len(self.state.history))
        self._play_events(events)

    # ================================================================ the viewer's moves

    @property
    def watching(self) -> bool:
        """Computer players in every seat (the demo): the screen only watches."""
        return self.viewer not in self.humans

    def try_action(self, action: Action) -> bool:
        if self.closed or self.paused:
            return False
        if self.watching:
            self.status.emit(tr("You are watching: every seat is a computer player."))
            self.relayout()
            return False
        if not self._round_live():
            self.status.emit(tr("The round is over."))
            self.relayout()
            return False
        outcome = self._submit(self.viewer, action)
        if outcome.accepted:
            self._unpick()
            return True
        if outcome.stale and getattr(action, "dst", None):
            self._too_late(action)
        else:
            error = outcome.error
            self.refuse(self.table.explain(error, action) if error is not None else "",
                        (error.rule if error is not None else None) or "")
        self.relayout()  # the cards glide back
        return False

    def _too_late(self, action: Action) -> None:
        """Someone's card reached the pile first: say so, on the pile and in the status."""
        zone = str(getattr(action, "dst", ""))
        self.status.emit(self.table.too_late(self.observation(), self.viewer, zone))
        frame = self.scene.frames.get(zone)
        if frame is not None:
            note = PileNote(tr("Too late!"), frame.area, DURATIONS.flash)
            self.scene.addItem(note)
            note.start()

    def _visible_tops(self) -> dict[str, Any]:
        """The card on top of every pile as the screen shows it: cards still gliding in have
        not arrived yet for the eye."""
        tops: dict[str, Any] = {}
        for zone, items in self.board.zones.items():
            landed = [item for item in items if item not in self.arriving]
            tops[zone] = landed[-1].card if landed else None
        return tops

    @staticmethod
    def _aimed(action: Action, tops: dict[str, Any]) -> Action:
        """The command with the destination's top card as the viewer saw it."""
        dst = getattr(action, "dst", None)
        if dst not in tops or not any(f.name == "onto" for f in dataclasses.fields(action)):
            return action
        return dataclasses.replace(action, onto=tops[dst])

    def continue_after_round(self) -> None:
        """The score sheet was dismissed: the next round is dealt (through the queue)."""
        seat = self.state.to_move()
        if seat is None or self.closed:
            return
        legal = self.state.legal_actions(seat)
        if len(legal) == 1:
            self._submit(seat, legal[0])

    # ================================================================ animation

    def resize(self, size: QSizeF) -> None:
        """Cards on their way keep going, to where the new size puts them."""
        self.size = size
        self.metrics.refit(size.width(), size.height(), self.table.columns, self.table.rows)
        self.board.card_width = self.metrics.width
        self.relayout(animate=self.choreo.busy)

    def relayout(self, animate: bool = True) -> None:
        duration = DURATIONS.scaled("relayout", self.speed) if animate else 0
        self.choreo.play_now([flight for item, flight in self._targets().items()
                              if not item.lifted], duration)

    def _play_events(self, events: list[Event], on_done: Callable[[], None] | None = None) -> None:
        """Every play glides at once, beside the ones still gliding."""
        self.game_log.add(last_actor(self.state), events, self.log_seat)
        seen = events_for(events, self.viewer)
        self.last_moves.note(last_actor(self.state), seen, self.viewer,
                             self.table.hand_zone(self.viewer))
        if any(isinstance(event, RoundStarted) for event in seen):
            self._deal(seen)
            return
        moved: list[CardItem] = []
        for event in seen:
            if isinstance(event, CardMoved):
                moved.extend(self.board.apply(event))
            elif isinstance(event, CardTurned):
                item = self.board.identify_top(event.zone, event.card)
                if item is not None:
                    moved.append(item)
            elif isinstance(event, ThirdTreeUnlocked):
                self.status.emit(tr("Everyone has been through their draw pile: the third "
                                    "trees are open."))
            elif isinstance(event, RoundEnded):
                self.pending_result = event.result
            elif isinstance(event, GameEnded):
                self.game_end = event
                self.pending_result = dict(self.pending_result or {}, game_over=True)
        if self.picked is not None and self.picked in moved:
            self._unpick()
        self.last_moves.paint(self.board)
        self._fly(moved, DURATIONS.scaled("race_move", self.speed))

    def _deal(self, seen: list[Event]) -> None:
        """A new round: the cards square up in the middle, then every player's deck is dealt
        at the same time, card after card (BA-01..04)."""
        self.choreo.finish_all()
        self.arriving.clear()
        self._unpick()
        stagger = DURATIONS.scaled("race_deal_stagger", self.speed)
        dealt: Counter[int] = Counter()
        delays: dict[CardItem, int] = {}
        for event in seen:
            if isinstance(event, RoundStarted):
                self.board.apply(event)
                self.relayout(animate=False)
            elif isinstance(event, CardMoved):
                zone = parse_zone(event.dst)
                seat = zone.seat if zone is not None else 0
                for item in self.board.apply(event):
                    delays[item] = dealt[seat] * stagger
                    dealt[seat] += 1
            elif isinstance(event, CardTurned):
                self.board.identify_top(event.zone, event.card)
        self._fly(list(delays), DURATIONS.scaled("race_move", self.speed), delays)

    def _fly(self, moved: list[CardItem], duration: int,
             delays: dict[CardItem, int] | None = None) -> None:
        self._batches += 1
        batch = self._batches
        for item in moved:
            self.arriving[item] = batch
        flights = [flight for item, flight in self._targets().items() if not item.lifted]
        for flight in flights:
            flight.delay = delays.get(flight.item, 0) if delays else 0

        def landed() -> None:
            for item in moved:
                if self.arriving.get(item) == batch:
                    del self.arriving[item]
            self._after_animation()

        self.choreo.play_now(flights, duration, landed)

    def _after_animation(self) -> None:
        if self.pending_result is not None and self.choreo.busy:
            return  # the score sheet waits for the last card to land
        super()._after_animation()

    # ================================================================ scene input

    def drag_group(self, item: CardItem) -> list[CardItem] | None:
        if self.paused or self.closed or not self.running or self.watching:
            return None
        items = self.board.zones.get(item.zone, [])
        indices = self.table.drag_indices(self.observation(), self.viewer, item.zone,
                                          items.index(item), [])
        if not indices:
            return None
        group = [items[i] for i in indices]
        self.seen_tops = self._visible_tops()
        for card in group:
            self.choreo.stop(card)
        self._unpick()
        return group

    def dropped(self, group: list[CardItem], zone: str | None, scene_pos: QPointF) -> None:
        src = group[0].zone
        if zone is None:
            zone = self.scene.zone_at(scene_pos)  # no legal pile there: the engine says why
        items = self.board.zones.get(src, [])
        indices = [items.index(item) for item in group if item in items]
        gesture = self.table.drop(self.observation(), self.viewer, src,
                                  [item.card for item in group], indices, zone)
        if isinstance(gesture, Action):
            gesture = self._aimed(gesture, self.seen_tops)
        self.seen_tops = {}
        self.perform(gesture)

    def clicked(self, item: CardItem | None, zone: str | None, double: bool) -> None:
        if self.paused or self.closed or not self.running or self.watching:
            return
        if item is not None:
            zone = item.zone
        index = self._index(item) if item is not None else None
        selected = self.selected_cards()
        gesture = self.table.click(self.observation(), self.viewer, zone, index, selected,
                                   double)
        if isinstance(gesture, ToggleSelect) and item is not None:
            self._pick(item)
            return
        if isinstance(gesture, Action) and selected and not double and \
                getattr(gesture, "card", None) == selected[0]:
            gesture = self._aimed(gesture, self._visible_tops())
        if gesture is not None:
            self.perform(gesture)

    def selected_cards(self) -> list[Any]:
        if self.picked is not None and self.picked.card is not None:
            return [self.picked.card]
        return []

    def _pick(self, item: CardItem) -> None:
        """A card picked by a click (a tree picked by a lower card: the whole tree); a click on
        a pile then plays it there."""
        again = self.picked is item
        self._unpick()
        if not again:
            items = self.board.zones.get(item.zone, [])
            indices = self.table.drag_indices(self.observation(), self.viewer, item.zone,
                                              items.index(item), []) or []
            for index in indices:
                items[index].selected = True
                items[index].update()
            self.picked = item
        self.changed.emit()

    def _unpick(self) -> None:
        if self.picked is not None:
            for item in self.board.zones.get(self.picked.zone, []):
                if item.selected:
                    item.selected = False
                    item.update()
            self.picked.selected = False
            self.picked.update()
            self.picked = None
