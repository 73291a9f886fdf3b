"""During play only what changed is repainted: a card that moves repaints where it was and
where it is, a zone that glows the rows of its frame, never the whole window; the zones'
frames lie in the view's cached felt, and a plain card paints no Python at all."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, QPointF, QRectF
from PySide6.QtGui import QPaintEvent, QRegion
from PySide6.QtWidgets import QGraphicsItem

from desktop_app.cards.card import parse_card
from desktop_app.gui.table.card_item import CardItem
from desktop_app.gui.table.deck_art import DeckArt
from desktop_app.gui.table.piles import PileKind, PileSpec
from desktop_app.gui.table.scene import TableScene
from desktop_app.gui.table.view import TableView


class PaintedRegions(QObject):
    """Collects the regions of the paint events a widget receives."""

    def __init__(self) -> None:
        super().__init__()
        self.region = QRegion()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(event, QPaintEvent):
            self.region += event.region()
        return False


@pytest.fixture
def table(qtbot):
    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(1000, 700)
    view.show()
    qtbot.waitExposed(view)
    art = DeckArt()
    cards = []
    for i, code in enumerate(("QS", "10D", "7C", "AH")):
        item = CardItem(code, parse_card(code), art, 90)
        scene.addItem(item)
        item.setPos(100 + i * 40, 450)
        item.update()
        cards.append(item)
    spec = PileSpec("discard", PileKind.STACK, QRectF(600, 100, 120, 160), label="Discard")
    scene.set_frames({"discard": spec}, {"discard": spec.rect})
    painted = PaintedRegions()
    view.viewport().installEventFilter(painted)
    qtbot.wait(50)
    yield view, scene, cards, painted
    view.viewport().removeEventFilter(painted)
    scene.clear()


def settle(qtbot, painted: PaintedRegions) -> QRegion:
    painted.region = QRegion()
    qtbot.wait(60)
    return painted.region


def test_a_card_move_repaints_where_it_was_and_where_it_is(table, qtbot):
    view, _, cards, painted = table
    settle(qtbot, painted)
    card = cards[1]
    before = card.sceneBoundingRect()
    card.setPos(card.pos() + QPointF(200, -150))
    region = settle(qtbot, painted)
    allowed = QRegion(before.toAlignedRect().adjusted(-3, -3, 3, 3)) + \
        QRegion(card.sceneBoundingRect().toAlignedRect().adjusted(-3, -3, 3, 3))
    assert not region.isEmpty()
    assert region.subtracted(allowed).isEmpty(), region.boundingRect()
    assert region.boundingRect() != view.viewport().rect()


def test_a_glowing_zone_repaints_only_the_rows_of_its_frame(table, qtbot):
    """Edge to edge (the felt's gradients then come out to the very pixel), no more."""
    view, scene, _, painted = table
    settle(qtbot, painted)
    frame = scene.frames["discard"]
    frame.glow = True
    region = settle(qtbot, painted)
    assert not region.isEmpty()
    rows = frame.sceneBoundingRect().toAlignedRect()
    allowed = QRegion(0, rows.top() - 3, view.viewport().width(), rows.height() + 6)
    assert region.subtracted(allowed).isEmpty(), region.boundingRect()


def test_frames_lie_in_the_felt_and_plain_cards_paint_nothing_themselves(table):
    _, scene, cards, _ = table
    frame = scene.frames["discard"]
    assert frame.flags() & QGraphicsItem.GraphicsItemFlag.ItemHasNoContents
    plain = cards[0]
    assert plain.flags() & QGraphicsItem.GraphicsItemFlag.ItemHasNoContents
    assert plain.cacheMode() is QGraphicsItem.CacheMode.NoCache
    assert plain.shown_art() is not None
    plain.selected = True  # a glow: the card paints itself, cached while it is still
    assert not plain.flags() & QGraphicsItem.GraphicsItemFlag.ItemHasNoContents
    assert plain.cacheMode() is QGraphicsItem.CacheMode.DeviceCoordinateCache
    assert plain.shown_art() is None
    plain.selected = False
    assert plain.shown_art() is not None


def test_a_zone_that_stops_glowing_looks_as_before(table, qtbot):
    """The felt repaints the frame's part alone, seamlessly, to the very pixel."""
    view, scene, _, painted = table
    settle(qtbot, painted)
    before = view.grab().toImage()
    frame = scene.frames["discard"]
    frame.glow = True
    settle(qtbot, painted)
    assert view.grab().toImage() != before
    frame.glow = False
    settle(qtbot, painted)
    assert view.grab().toImage() == before
