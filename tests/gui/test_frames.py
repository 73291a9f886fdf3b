"""What keeps the event loop on time while the table animates (issue 13 item 2); behaviour,
never time."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtCore import QPointF

from desktop_app.cards.card import parse_card
from desktop_app.gui.table.animation import Choreographer, Flight
from desktop_app.gui.table.card_item import CardItem
from desktop_app.gui.table.deck_art import DeckArt, card_size
from desktop_app.gui.table.scene import TableScene
from desktop_app.gui.table.speed import Speed
from desktop_app.gui.table.view import TableView


def test_the_gui_keeps_qt_raster_fills_on_its_own_thread():
    import desktop_app.gui  # noqa: F401  (the package sets it as it loads)

    assert os.environ.get("QT_NO_GUI_THREADPOOL") == "1"


def test_a_fresh_interpreter_gets_the_setting_before_qt_paints():
    code = ("import os; os.environ.pop('QT_NO_GUI_THREADPOOL', None); "
            "import desktop_app.gui.main_window; print(os.environ['QT_NO_GUI_THREADPOOL'])")
    env = {k: v for k, v in os.environ.items() if k != "QT_NO_GUI_THREADPOOL"}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=env, timeout=60, check=True)
    assert done.stdout.strip() == "1"


# ------------------------------------------------------------------ a card on a flight


@pytest.fixture
def shown(qtbot):
    """A table on screen and a choreographer, as a session has them."""
    scene = TableScene()
    view = TableView(scene)
    qtbot.addWidget(view)
    view.resize(800, 500)
    view.show()
    qtbot.waitExposed(view)
    choreo = Choreographer(Speed.NORMAL)
    yield scene, choreo
    choreo.deleteLater()


@pytest.fixture
def paints(monkeypatch):
    """Every card's paint() call, by card."""
    calls: list[CardItem] = []
    original = CardItem.paint

    def counted(self, painter, option, widget=None):
        calls.append(self)
        original(self, painter, option, widget)

    monkeypatch.setattr(CardItem, "paint", counted)
    return calls


def test_a_card_turns_over_with_no_python_paint_narrowed_by_qt(qtbot, shown, paints):
    scene, choreo = shown
    item = CardItem("QS#1", parse_card("QS"), DeckArt(), 80)
    item.set_face_up(False)
    scene.addItem(item)
    qtbot.wait(50)
    choreo.play([Flight(item, QPointF(400, 100), 80, True)], 400)
    narrowed: list[float] = []

    def look() -> bool:
        squeeze = item.transformations()
        if squeeze:
            narrowed.append(squeeze[0].xScale())
        return not choreo.busy

    qtbot.waitUntil(look, timeout=3000)
    assert any(0.0 < x < 0.9 for x in narrowed)  # it narrowed on the way, in Qt's hands
    assert item.face_up and not item.transformations()  # and lies face up at full width
    shown_art = item.shown_art()
    assert shown_art is not None and shown_art.size() == card_size(80)
    assert item not in paints


def test_a_deals_new_art_is_rendered_a_few_at_a_time_between_frames(qtbot, shown):
    scene, choreo = shown
    art = DeckArt()
    codes = ["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS",
             "AH", "2H", "3H", "4H", "5H", "6H", "7H"]
    items = []
    for code in codes:
        item = CardItem(f"{code}#1", parse_card(code), art, 60)
        item.setPos(20, 20)
        scene.addItem(item)
        items.append(item)
    qtbot.wait(50)
    renders = art.render_count
    # Dealt out to a new width: twenty faces to render, none of them in the pass that deals.
    choreo.play([Flight(item, QPointF(100 + 30 * i, 300), 90, True, delay=22 * i)
                 for i, item in enumerate(items)], 260)
    assert art.render_count == renders
    assert art.baking == len(codes)
    qtbot.waitUntil(lambda: not choreo.busy, timeout=5000)
    assert art.baking == 0 and art.render_count == renders + len(codes)
    for item in items:  # each lands with its own art, as rendered for its width
        at_rest = item.shown_art()
        assert at_rest is not None and at_rest.size() == card_size(90)
        assert item.scale() == 1.0 and item.pos().y() == 300


def test_art_baked_for_a_card_that_left_the_table_is_no_trouble(qtbot, shown):
    scene, choreo = shown
    art = DeckArt()
    item = CardItem("KD#1", parse_card("KD"), art, 60)
    scene.addItem(item)
    choreo.play([Flight(item, QPointF(300, 200), 90, True)], 260)
    assert art.baking
    choreo.finish_all()
    scene.removeItem(item)
    del item
    qtbot.waitUntil(lambda: not art.baking, timeout=3000)


def test_statistics_modules_load_on_a_thread_and_the_switch_interval_comes_back():
    from desktop_app.gui.main_window import STATISTICS_MODULES, import_in_background

    interval = sys.getswitchinterval()
    loader = import_in_background(STATISTICS_MODULES)
    loader.join(30)
    assert not loader.is_alive()
    assert all(name in sys.modules for name in STATISTICS_MODULES)
    assert sys.getswitchinterval() == interval


def test_cards_already_in_place_take_their_stacking_and_cover(qtbot, shown):
    scene, choreo = shown
    art = DeckArt()
    below, above = (CardItem(f"{c}#1", parse_card(c), art, 60) for c in ("2C", "3C"))
    for item in (below, above):
        item.setPos(100, 100)
        scene.addItem(item)
    choreo.play_now([Flight(below, QPointF(100, 100), 60, True, z=5, covered=True),
                     Flight(above, QPointF(100, 100), 60, True, z=6)], 200)
    assert not choreo.busy  # nothing had to move
    assert (below.zValue(), below.isVisible()) == (5, False)
    assert (above.zValue(), above.isVisible()) == (6, True)
    choreo.play([Flight(below, QPointF(100, 100), 60, True, z=7),
                 Flight(above, QPointF(100, 100), 60, True, z=6, covered=True)], 200)
    assert (below.zValue(), below.isVisible()) == (7, True)
    assert (above.zValue(), above.isVisible()) == (6, False)


# ------------------------------------------------------------------ memory (issue 13 item 5)


def test_the_heap_is_tuned_and_trimmed_on_glibc(qtbot):
    from desktop_app.gui import heap

    if heap._libc() is None:
        pytest.skip("not glibc")
    assert heap.limit_arenas()
    assert isinstance(heap.trim(), bool)
    trimmer = heap.HeapTrimmer(interval_ms=10)
    trimmer.start()
    assert trimmer.running
    qtbot.wait(30)
    trimmer.stop()
    assert not trimmer.running


def test_the_gui_draws_its_randomness_without_loading_openssl():
    code = ("import sys, desktop_app.gui.session, desktop_app.gui.game_setup as g, "
            "desktop_app.store.saves; g.new_deal_number(); "
            "print('_hashlib' in sys.modules, 'secrets' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, check=True,
                          env=dict(os.environ, QT_QPA_PLATFORM="offscreen"))
    assert done.stdout.split() == ["False", "False"]
