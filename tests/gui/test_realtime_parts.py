"""The parts of the real-time table: the pausable clock and cards gliding side by side."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsScene

from desktop_app.gui.realtime_session import TableClock
from desktop_app.gui.table.animation import Choreographer, Flight
from desktop_app.gui.table.card_item import CardItem
from desktop_app.gui.table.deck_art import DeckArt
from desktop_app.gui.table.speed import Speed


class FakeTime:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_table_clock_continues_the_engine_clock_and_stops_while_paused():
    time = FakeTime()
    clock = TableClock(12.5, time)
    assert clock.now() == 12.5
    time.now += 2
    assert clock.now() == 14.5
    clock.pause()
    time.now += 30
    assert clock.now() == 14.5 and not clock.running  # BA-24: a pause is no game time
    clock.resume()
    time.now += 1
    assert clock.now() == 15.5


def cards(scene: QGraphicsScene, count: int) -> list[CardItem]:
    art = DeckArt()
    items = [CardItem(f"hidden/{i}", None, art, 60) for i in range(count)]
    for item in items:
        scene.addItem(item)
    return items


def test_play_now_runs_batches_side_by_side(qtbot):
    scene = QGraphicsScene()
    first, second = cards(scene, 2)
    choreo = Choreographer(Speed.NORMAL)
    done: list[str] = []
    choreo.play_now([Flight(first, QPointF(300, 0), 60, False)], 200, lambda: done.append("a"))
    choreo.play_now([Flight(second, QPointF(0, 300), 60, False)], 200, lambda: done.append("b"))
    assert choreo.in_flight(first) and choreo.in_flight(second)  # neither waits
    qtbot.waitUntil(lambda: not choreo.busy, timeout=3000)
    assert sorted(done) == ["a", "b"]
    assert first.pos() == QPointF(300, 0) and second.pos() == QPointF(0, 300)


def test_play_now_turns_a_card_already_on_its_way(qtbot):
    scene = QGraphicsScene()
    (item,) = cards(scene, 1)
    choreo = Choreographer(Speed.NORMAL)
    done: list[str] = []
    choreo.play_now([Flight(item, QPointF(400, 0), 60, False)], 300, lambda: done.append("a"))
    choreo.play_now([Flight(item, QPointF(0, 400), 60, False)], 300, lambda: done.append("b"))
    qtbot.waitUntil(lambda: not choreo.busy, timeout=3000)
    assert item.pos() == QPointF(0, 400)
    assert sorted(done) == ["a", "b"]  # the first batch waited for its card to land


def test_play_now_keeps_a_course_and_stop_leaves_a_card_where_it_is(qtbot):
    scene = QGraphicsScene()
    (item,) = cards(scene, 1)
    choreo = Choreographer(Speed.NORMAL)
    choreo.play_now([Flight(item, QPointF(400, 0), 60, False)], 300)
    choreo.play_now([Flight(item, QPointF(400, 0), 60, False)], 300)
    assert choreo.in_flight(item)
    choreo.stop(item)
    assert not choreo.in_flight(item) and not choreo.busy
    assert item.pos() != QPointF(400, 0)


def test_play_now_instant_places_at_once():
    scene = QGraphicsScene()
    (item,) = cards(scene, 1)
    choreo = Choreographer(Speed.INSTANT)
    done: list[bool] = []
    choreo.play_now([Flight(item, QPointF(50, 60), 80, False)], 0, lambda: done.append(True))
    assert done == [True] and item.pos() == QPointF(50, 60) and item.width == 80


def test_finish_all_completes_the_batch_playing_and_the_queued_ones_in_order(qtbot):
    scene = QGraphicsScene()
    first, second = cards(scene, 2)
    choreo = Choreographer(Speed.NORMAL)
    done: list[str] = []
    choreo.play([Flight(first, QPointF(300, 0), 60, False)], 400, lambda: done.append("a"))
    choreo.play([Flight(second, QPointF(0, 300), 60, False)], 400, lambda: done.append("b"))
    assert choreo.busy
    choreo.finish_all()
    assert not choreo.busy
    assert first.pos() == QPointF(300, 0) and second.pos() == QPointF(0, 300)
    assert done == ["a", "b"]
    choreo.deleteLater()  # as a closing session does: Qt disposes of the stopped animation
