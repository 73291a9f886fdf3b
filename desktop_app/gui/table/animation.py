"""Motion: all durations in one place, scaled by the speed setting ("instant" included), and a
queue that plays one batch of card movements after another (DESIGN.md, LOOK.md).

A game without turns cannot wait for one move to finish before the next starts: `play_now`
starts a batch at once, beside those still running; a card already on its way is redirected.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    Signal,
)

from .card_item import CardItem
from .speed import Speed

RACE_FLIGHT_Z = 20_000
"""A card started by `play_now` flies above every resting card of a crowded table."""


@dataclass(frozen=True, slots=True)
class Durations:
    """Milliseconds at normal speed; `scaled` applies the speed setting."""

    move: int = 260
    flip: int = 200
    stagger: int = 60
    deal_stagger: int = 22
    relayout: int = 180
    computer_pause: int = 420
    """Time a computer player seems to think before its move shows."""
    race_move: int = 170
    """A card's glide in a game without turns: quick, so the race is never held up."""
    race_deal_stagger: int = 14
    """Between cards of one player's deal when every player deals at once."""
    flash: int = 1100
    """How long a note over a pile stays (e.g. "Too late!" on a canopy)."""

    def scaled(self, name: str, speed: Speed) -> int:
        return round(getattr(self, name) * speed.factor)


DURATIONS = Durations()


@dataclass(slots=True)
class Flight:
    """One card's movement: to `pos` at `width`, turning to `face_up`, after `delay` ms."""

    item: CardItem
    pos: QPointF
    width: float
    face_up: bool
    delay: int = 0
    z: float = 0.0
    rotation: float = 0.0
    """Degrees (90: laid crosswise)."""
    covered: bool = False
    """At rest the card lies hidden under others: it is not painted there."""


class Choreographer(QObject):
    """Plays batches of flights one after another; `idle` fires when the queue empties."""

    idle = Signal()

    def __init__(self, speed: Speed = Speed.NORMAL) -> None:
        super().__init__()
        self.speed = speed
        self._queue: deque[tuple[list[Flight], int, Callable[[], None] | None]] = deque()
        self._running: QAbstractAnimation | None = None
        self._running_batch: tuple[list[Flight], int, Callable[[], None] | None] | None = None
        """The batch `_running` plays (what `finish_all` completes when it cuts it short)."""
        self._flying: dict[CardItem, tuple[Flight, QAbstractAnimation, list[_Batch]]] = {}
        """Cards moving in batches started by `play_now`."""

    @property
    def busy(self) -> bool:
        return self._running is not None or bool(self._queue) or bool(self._flying)

    def in_flight(self, item: CardItem) -> bool:
        """Whether `item` is on its way somewhere in a `play_now` batch."""
        return item in self._flying

    def play_now(self, flights: list[Flight], duration: int,
                 on_done: Callable[[], None] | None = None) -> None:
        """Start a batch at once, beside the ones still running (games without turns). A card
        already flying to the same place keeps its course; one flying elsewhere turns, and the
        batches it was part of wait until it lands."""
        batch = _Batch(on_done)
        for flight in flights:
            item = flight.item
            waiting: list[_Batch] = []
            current = self._flying.get(item)
            if current is not None:
                if _same_target(current[0], flight):
                    continue
                waited = current[1].currentTime()
                if current[0].delay > waited and not flight.delay:
                    flight.delay = current[0].delay - waited  # a card still waiting its turn
                waiting = self._take_off(item)
            if duration <= 0:
                _place(flight)
                _release(waiting)
                continue
            if not _needs_motion(flight):
                _settle(flight)
                _release(waiting)
                continue
            animation = _flight_animation(flight, duration, self.speed)
            item.setZValue(RACE_FLIGHT_Z + flight.z)
            batch.pending += 1
            self._flying[item] = (flight, animation, [*waiting, batch])
            animation.finished.connect(
                lambda item=item, animation=animation: self._landed(item, animation))
            animation.start()
        if batch.pending == 0:
            batch.done()
            if not self.busy:
                self.idle.emit()

    def stop(self, item: CardItem) -> None:
        """Leave `item` where it is now (it is being dragged)."""
        if item in self._flying:
            _release(self._take_off(item))

    def _landed(self, item: CardItem, animation: QAbstractAnimation) -> None:
        current = self._flying.get(item)
        if current is None or current[1] is not animation:
            return
        self._land(item)
        if not self.busy:
            self.idle.emit()

    def _take_off(self, item: CardItem) -> list[_Batch]:
        """Stop `item`'s flight where it is; the batches still waiting for it."""
        _, animation, batches = self._flying.pop(item)
        if animation.state() is QAbstractAnimation.State.Running:
            animation.stop()
        animation.deleteLater()
        return batches

    def _land(self, item: CardItem) -> None:
        flight = self._flying[item][0]
        batches = self._take_off(item)
        _place(flight)
        _release(batches)

    def play(self, flights: list[Flight], duration: int,
             on_done: Callable[[], None] | None = None) -> None:
        """Queue a batch; `duration` is already scaled (0 = place at once)."""
        self._queue.append((flights, duration, on_done))
        if self._running is None:
            self._next()

    def finish_all(self) -> None:
        """Jump every movement, the one playing and the queued ones, to its end and run what
        waited for it, in order (e.g. before undo or a new game)."""
        for item in list(self._flying):
            if item in self._flying:
                self._land(item)
        pending, self._queue = list(self._queue), deque()
        if self._running is not None:
            running, self._running = self._running, None
            running.stop()
            assert self._running_batch is not None
            pending.insert(0, self._running_batch)
        self._running_batch = None
        callbacks = []
        for flights, _, on_done in pending:
            for flight in flights:
                _place(flight)
            if on_done is not None:
                callbacks.append(on_done)
        for callback in callbacks:
            callback()
        self.idle.emit()

    def _next(self) -> None:
        while self._queue:
            flights, duration, on_done = self._queue.popleft()
            if duration <= 0 or not flights:
                for flight in flights:
                    _place(flight)
                if on_done is not None:
                    on_done()
                continue
            moving = []
            for flight in flights:
                if _needs_motion(flight):
                    moving.append(flight)
                else:
                    _settle(flight)
            if not moving:
                if on_done is not None:
                    on_done()
                continue
            flights = moving
            group = QParallelAnimationGroup(self)
            for flight in flights:
                group.addAnimation(_flight_animation(flight, duration, self.speed))
                flight.item.setZValue(5_000 + flight.z)
            self._running = group
            self._running_batch = (flights, duration, on_done)

            def finished(group: QAbstractAnimation = group, flights: list[Flight] = flights,
                         on_done: Callable[[], None] | None = on_done) -> None:
                if self._running is not group:
                    return
                for flight in flights:
                    _place(flight)
                self._running = None
                self._running_batch = None
                if on_done is not None:
                    on_done()
                self._next()

            group.finished.connect(finished)
            group.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)
            return
        self.idle.emit()


class _Batch:
    """Cards started together by `play_now`; `on_done` runs when the last one lands."""

    __slots__ = ("on_done", "pending")

    def __init__(self, on_done: Callable[[], None] | None) -> None:
        self.on_done = on_done
        self.pending = 0

    def done(self) -> None:
        callback, self.on_done = self.on_done, None
        if callback is not None:
            callback()


def _release(batches: list[_Batch]) -> None:
    """A card these batches waited for has arrived (or stopped)."""
    for batch in batches:
        batch.pending -= 1
        if batch.pending == 0:
            batch.done()


def _same_target(a: Flight, b: Flight) -> bool:
    return (abs(a.pos.x() - b.pos.x()) < 0.5 and abs(a.pos.y() - b.pos.y()) < 0.5
            and abs(a.width - b.width) < 0.5 and a.face_up == b.face_up
            and abs(a.rotation - b.rotation) < 0.5)


def _needs_motion(flight: Flight) -> bool:
    item = flight.item
    delta = item.pos() - flight.pos
    return (abs(delta.x()) > 0.5 or abs(delta.y()) > 0.5 or abs(item.width - flight.width) > 0.5
            or item.face_up != (flight.face_up and item.card is not None)
            or abs(item.rotation() - flight.rotation) > 0.5 or item.scale() != 1.0)


def _settle(flight: Flight) -> None:
    """A card already where `flight` goes (see `_needs_motion`): its stacking and whether it
    shows, at the cost of a few calls (a crowded table has a hundred such cards at every
    move); one still on its way somewhere is placed in full."""
    item = flight.item
    if item.travelling:
        _place(flight)
        return
    if item.zValue() != flight.z:
        item.setZValue(flight.z)
    if item.isVisible() is flight.covered:
        item.setVisible(not flight.covered)


def _place(flight: Flight) -> None:
    item = flight.item
    if item.art_width is not None:
        item.art_width = None
        item.update()  # the art of its resting width, sharp
    item.setPos(flight.pos)
    item.width = flight.width
    item.set_face_up(flight.face_up)
    item.setZValue(flight.z)
    item.setRotation(flight.rotation)
    item.end_growth()
    item.setVisible(not flight.covered)  # last: a card that shows takes its final art once


def _flight_animation(flight: Flight, duration: int, speed: Speed) -> QAbstractAnimation:
    """The card's movement as few Qt objects as it needs (a deal starts hundreds at once):
    a card that only glides is one animation; a pause and a group only when called for."""
    item = flight.item
    item.setVisible(True)
    parts = [_property_animation(item, b"pos", flight.pos, duration)]
    turning = abs(item.rotation() - flight.rotation) > 0.5
    if turning:
        item.start_turn()
    if abs(item.width - flight.width) > 0.5:
        if turning:
            # Turning about its centre while it grows: the width itself animates (painted at
            # every frame, from the art of the width it will rest at).
            item.art_width = flight.width
            parts.append(_property_animation(item, b"card_width", flight.width, duration))
        else:
            item.start_growth(flight.width)
            parts.append(_property_animation(item, b"scale", 1.0, duration))
    elif item.scale() != 1.0:  # a growth cut short (the card was redirected): finish it
        parts.append(_property_animation(item, b"scale", 1.0, duration))
    if turning:
        parts.append(_property_animation(item, b"rotation", flight.rotation, duration))
    if item.prepare_flip(flight.face_up):
        parts.append(item.flip_animation(
            max(1, min(duration, DURATIONS.scaled("flip", speed) or duration))))
    motion: QAbstractAnimation
    if len(parts) == 1:
        motion = parts[0]
    else:
        group = QParallelAnimationGroup()
        for part in parts:
            group.addAnimation(part)
        motion = group
    if not flight.delay:
        return motion
    sequence = QSequentialAnimationGroup()
    sequence.addPause(flight.delay)
    sequence.addAnimation(motion)
    return sequence


def _property_animation(item: CardItem, name: bytes, end: object,
                        duration: int) -> QPropertyAnimation:
    animation = QPropertyAnimation(item, name)
    animation.setEndValue(end)
    animation.setDuration(duration)
    animation.setEasingCurve(QEasingCurve.Type.OutCubic)
    return animation


__all__ = ["DURATIONS", "Choreographer", "Durations", "Flight", "QPauseAnimation"]
