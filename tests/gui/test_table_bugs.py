"""Bugs found in play (issue 14 item 6): hints that outlived their position, the keyboard's
focus drawn as a hint, a board out of the engine's meld order, a window larger than the
screen, a mixed canasta with a red card on top."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtTest import QTest

from desktop_app.cards.card import parse_cards
from desktop_app.games.bain_hand_and_foot.rules import CanastaType, is_wild
from desktop_app.games.banakil.actions import DrawStock
from desktop_app.gui.main_window import MainWindow
from desktop_app.gui.table.speed import Speed
from desktop_app.gui.tables.bain_hand_and_foot import canasta_top
from tests.gui.test_table_banakil import give_hand, human_first_state, start


def hinted(window: MainWindow) -> list:
    return [item for item in window.session.board.items() if item.hinted]


def test_the_hint_goes_when_the_position_changes(window, qtbot):
    state = human_first_state()
    give_hand(state, 0, "9D 10D JD QD 3S 3H 3C 5C 7H KS AS 8C 4D 6S 9H JC QH 5S")
    driver = start(window, state, qtbot)
    session = window.session
    driver.drag(driver.item_point(session.board.zones["stock"][-1]), driver.zone_point("hand/0"))
    session.show_hint()
    qtbot.waitUntil(lambda: bool(hinted(window)), timeout=15000)
    driver.select("3S", "3H", "3C")
    driver.drag(driver.item_point(driver.item("3H")), driver.zone_point("table/0"))
    assert session.state.melds
    assert hinted(window) == []  # the move changed the position
    session.show_hint()
    qtbot.waitUntil(lambda: bool(hinted(window)), timeout=15000)
    assert session.undo()
    assert hinted(window) == []  # so did the undo


def test_keyboard_focus_is_a_ring_of_its_own(window, qtbot):
    driver = start(window, human_first_state(), qtbot)
    QTest.keyClick(window.table, Qt.Key.Key_Right)
    hand = driver.hand()
    assert hand[0].focused and not hand[0].hinted
    QTest.keyClick(window.table, Qt.Key.Key_Right)
    assert hand[1].focused and not hand[0].focused
    assert hinted(window) == []


def test_the_board_follows_the_engines_meld_order(window, qtbot):
    """A 2 relocated to the other end of a run showed `9♣ 10♣ J♣ 2♦ Q♣` until restart."""
    state = human_first_state()
    give_hand(state, 0, "9C 10C JC 2D QC 3S 5H 7D KS AS 8H 4D 6S 9H")
    driver = start(window, state, qtbot)
    session = window.session
    session.perform(DrawStock())
    driver.settle()
    obs = session.observation()
    run = [c for c in obs.hand if str(c) in ("9C", "10C", "JC", "2D")]
    as_queen = next(w for w in obs.options(run)["meld"].ways
                    if str(w.shape.cards[-1]) == "2D")  # 9♣ 10♣ J♣ 2♦(as Q♣)
    assert session.perform(as_queen.action)
    driver.settle()
    obs = session.observation()
    queen = next(c for c in obs.hand if str(c) == "QC")
    moved = next(w for w in obs.options([queen])["layoff"].ways
                 if str(w.shape.cards[0]) == "2D")  # the 2 goes to the low end (as 8♣)
    assert session.perform(moved.action)
    driver.settle()
    meld = session.observation().melds[0]
    shown = [item.card for item in session.board.zones[f"meld/{meld.id}"]]
    assert shown == list(meld.shape.cards)
    assert [str(c) for c in shown] == ["2D", "9C", "10C", "JC", "QC"]


def test_a_mixed_canasta_shows_a_black_card_and_a_natural_one_a_red_card():
    mixed = parse_cards("KH KD KS 2C KH KC KD")
    top = canasta_top(CanastaType.MIXED, mixed)
    assert top is not None and not mixed[top].suit.is_red
    only_red = parse_cards("KH KD 2C KH KD JK KH")
    top = canasta_top(CanastaType.MIXED, only_red)
    assert top is not None and is_wild(only_red[top])  # no black natural: a wild on top
    natural = parse_cards("QS QH QC QD QS QC QS")
    top = canasta_top(CanastaType.NATURAL, natural)
    assert top is not None and natural[top].suit.is_red


def test_the_window_opens_no_larger_than_the_screen(qtbot, tmp_path, monkeypatch):
    """A scale factor of 2 made 1280×800 larger than the screen."""
    from PySide6.QtGui import QScreen

    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 900, 600))
    window = MainWindow(save_dir=tmp_path)
    qtbot.addWidget(window)
    assert window.width() <= 900 and window.height() <= 600
    assert window.width() >= 800  # as large as fits


def test_a_table_stays_within_a_narrow_screen(qtbot, tmp_path, monkeypatch):
    """With a scale factor of 2 a 1080p screen is 960 logical pixels wide: the table's button
    bar pushed the window to 1147. Its buttons now wrap onto a second row inside the window."""
    from PySide6.QtGui import QScreen

    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 960, 540))
    window = MainWindow(save_dir=tmp_path)
    window.set_speed(Speed.INSTANT)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    start(window, human_first_state(), qtbot)
    bar = window.table.actions_bar
    qtbot.waitUntil(lambda: len(bar.buttons) >= 6
                    and all(button.isVisible() for button in bar.buttons.values()))
    assert window.minimumSizeHint().width() <= 960
    window.resize(900, 500)
    qtbot.waitUntil(lambda: window.width() <= 900)
    rows = {button.y() for button in bar.buttons.values() if button.isVisible()}
    assert len(rows) >= 2  # wrapped, and every button inside the bar
    for button in bar.buttons.values():
        assert bar.rect().contains(button.geometry()), button.text()
    window.table.detach()


def ring_colours(item) -> set[tuple[int, int, int]]:
    """The colours painted just outside the card's edge (where the rings lie)."""
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    image = QImage(140, 180, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0))
    painter = QPainter(image)
    painter.translate(20, 20)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    colours = set()
    for y in range(40, 130, 2):  # along the left edge, 1-4 px outside the card
        for x in (16, 17, 18, 19):
            pixel = image.pixelColor(x, y)
            if pixel.red() + pixel.green() + pixel.blue() > 200:
                colours.add((pixel.red() // 40, pixel.green() // 40, pixel.blue() // 40))
    return colours


def test_the_focus_ring_and_the_hint_glow_look_different(qtbot):
    """The keyboard's ring is a dashed white line, the hint a soft cyan glow: a focused card
    shows no cyan, a hinted one no dashed gaps of white."""
    from desktop_app.cards.card import parse_card
    from desktop_app.gui.table.card_item import FOCUS_COLOUR, HINT_COLOUR, CardItem
    from desktop_app.gui.table.deck_art import DeckArt

    art = DeckArt()
    focused = CardItem("QH", parse_card("QH"), art, 100)
    focused.focused = True
    hinted = CardItem("QH", parse_card("QH"), art, 100)
    hinted.hinted = True
    focus, hint = ring_colours(focused), ring_colours(hinted)
    assert focus and hint and not focus & hint
    white = (FOCUS_COLOUR.red() // 40, FOCUS_COLOUR.green() // 40, FOCUS_COLOUR.blue() // 40)
    assert white in focus
    assert all(b > r for r, _g, b in hint), hint  # cyan-blue, never white
    assert HINT_COLOUR != FOCUS_COLOUR


def test_the_hint_goes_when_the_turn_passes(window, qtbot):
    state = human_first_state()
    give_hand(state, 0, "9D 10D JD QD 3S 3H 3C 5C 7H KS AS 8C 4D 6S 9H JC QH 5S")
    driver = start(window, state, qtbot)
    session = window.session
    driver.drag(driver.item_point(session.board.zones["stock"][-1]), driver.zone_point("hand/0"))
    session.show_hint()  # the search runs in the computer players' worker
    qtbot.waitUntil(lambda: bool(hinted(window)), timeout=20000)
    driver.drag(driver.item_point(driver.item("KS")), driver.zone_point("discard"))
    assert session.state.current != 0  # the turn passed
    assert hinted(window) == [] and session.hinted == ()
    qtbot.waitUntil(lambda: session.state.current == 0, timeout=20000)  # and came back
    driver.settle()
    assert hinted(window) == []
