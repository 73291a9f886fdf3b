"""Cards change size on their way, not on landing, and without being painted per frame."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsScene

from desktop_app.gui.table.animation import Choreographer, Flight
from desktop_app.gui.table.card_item import CardItem
from desktop_app.gui.table.deck_art import DeckArt, card_size
from desktop_app.gui.table.speed import Speed


def shown_width(item: CardItem) -> float:
    return item.width * item.scale()


@pytest.fixture
def choreo():
    choreo = Choreographer(Speed.NORMAL)
    yield choreo
    # As the session does: destroyed by Python's collector, a choreographer that played a
    # batch leaves a freed animation group behind (a crash at exit).
    choreo.deleteLater()


def test_a_card_shrinks_while_it_travels_and_rests_sharp(qtbot, choreo):
    scene = QGraphicsScene()
    item = CardItem("hidden/1", None, DeckArt(), 80)
    scene.addItem(item)
    choreo.play([Flight(item, QPointF(300, 200), 40, False)], 400)
    # Half-way it is neither the size it left at nor the one it lands at; it grows from its
    # corner, so its top left follows the flight.
    qtbot.waitUntil(lambda: 45 < shown_width(item) < 75, timeout=3000)
    assert item.mapToScene(QPointF(0, 0)) == item.pos()
    qtbot.waitUntil(lambda: not choreo.busy, timeout=3000)
    assert item.width == 40 and item.scale() == 1.0 and item.pos() == QPointF(300, 200)
    shown = item.shown_art()  # at rest it shows its art as rendered for its width: sharp
    assert shown is not None and shown.size() == card_size(40)
    assert item.transformOriginPoint() == QPointF(20, item.height / 2)  # turns about its centre


def test_a_growth_cut_short_is_finished_by_the_next_flight(qtbot, choreo):
    scene = QGraphicsScene()
    item = CardItem("hidden/1", None, DeckArt(), 80)
    scene.addItem(item)
    choreo.play_now([Flight(item, QPointF(300, 0), 40, False)], 400)
    qtbot.waitUntil(lambda: item.scale() < 1.9, timeout=3000)
    choreo.play_now([Flight(item, QPointF(0, 300), 40, False)], 200)
    qtbot.waitUntil(lambda: not choreo.busy, timeout=3000)
    assert item.scale() == 1.0 and item.width == 40 and item.pos() == QPointF(0, 300)
