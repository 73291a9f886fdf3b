"""Hot-seat privacy: while the "pass the screen" curtain is up, no card that either player may
not see is painted, on the table or through the curtain. Pixels are compared, not only flags:
the table grabbed over two games that differ only in hidden cards must be the same image, and
everything the curtain covers must be the curtain's own colour."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFrame

from desktop_app.games.banakil import BanakilState
from desktop_app.games.banakil.actions import Discard, DrawStock, Meld
from desktop_app.gui.game_setup import GameSetup, SeatSetup
from desktop_app.gui.main_window import MainWindow
from desktop_app.gui.table.card_item import CardItem
from desktop_app.gui.tables.base import SeatView
from desktop_app.gui.tables.registry import table_for
from tests.gui.table_driver import TableDriver
from tests.gui.test_table_banakil import give_hand, human_first_state

SEATS = [SeatSetup("Ana", True), SeatSetup("Ben", True)]


def start(window: MainWindow, state: BanakilState, qtbot) -> None:
    """A new hot-seat game; Ana, who plays first, takes the screen."""
    window.start_game(GameSetup("banakil", state.config, state.seed, SEATS), state)
    TableDriver(window, qtbot).settle()
    if window.table.curtain.isVisible():
        claim(window, qtbot, "Ana")


def claim(window: MainWindow, qtbot, name: str) -> None:
    """The player `name` at the screen says who they are."""
    curtain = window.table.curtain
    qtbot.waitUntil(curtain.isVisible)
    assert name in curtain.message.text()
    qtbot.mouseClick(curtain.button, Qt.MouseButton.LeftButton)
    assert not curtain.isVisible()


def draw_and_discard_it(window: MainWindow, qtbot) -> None:
    """The seat to move takes the stock's top card and throws that very card away: the same
    public moves in games that differ only in hidden cards."""
    session = window.session
    drawn = session.state.stock[-1]
    assert session.try_action(DrawStock())
    assert session.try_action(Discard(drawn))
    TableDriver(window, qtbot).settle()


def faces_shown(window: MainWindow) -> list[CardItem]:
    return [item for item in window.session.board.items()
            if item.isVisible() and item.face_up and item.card is not None]


def assert_nothing_private_shown(window: MainWindow) -> None:
    session = window.session
    leaks = [(item.zone, str(item.card)) for item in faces_shown(window)
             if not all(session.table.face_up(item.zone, seat) for seat in range(len(SEATS)))]
    assert leaks == []


def assert_curtain_opaque(window: MainWindow) -> None:
    """Every pixel the curtain covers, but its message box, has one colour: nothing of the
    table (felt, cards, panels) shows through."""
    table = window.table
    curtain = table.curtain
    assert curtain.isVisible() and curtain.geometry() == table.rect()
    grabbed = table.grab().toImage()
    ratio = grabbed.devicePixelRatio()
    box = curtain.findChild(QFrame).geometry().translated(curtain.pos())
    box = QRect(round(box.x() * ratio), round(box.y() * ratio), round(box.width() * ratio),
                round(box.height() * ratio))
    expected = QImage(grabbed)
    painter = QPainter(expected)
    painter.fillRect(expected.rect(), grabbed.pixelColor(0, 0))
    painter.drawImage(box, grabbed, box)
    painter.end()
    assert expected == grabbed, "the table shows through the curtain"


def view_image(window: MainWindow) -> QImage:
    return window.table.view.grab().toImage()


def twin_states() -> tuple[BanakilState, BanakilState]:
    """The same deal twice, but in the second one card of each hand is swapped with one at the
    bottom of the stock: only hidden cards differ."""
    first = human_first_state(players=2)
    second = BanakilState.new_game(first.config, first.seed)
    for seat, bottom in ((0, 0), (1, 1)):
        second.hands[seat][3], second.stock[bottom] = second.stock[bottom], \
            second.hands[seat][3]
    assert second.hands != first.hands
    assert second.check_invariants() == []
    return first, second


def test_a_hot_seat_game_starts_behind_the_curtain(window, qtbot):
    state = human_first_state(players=2)
    window.start_game(GameSetup("banakil", state.config, state.seed, SEATS), state)
    TableDriver(window, qtbot).settle()
    assert window.table.curtain.isVisible()  # whoever set the game up, Ana's cards are hers
    assert_nothing_private_shown(window)
    assert_curtain_opaque(window)
    assert not any(item.zone.startswith("hand/") for item in faces_shown(window))
    claim(window, qtbot, "Ana")
    shown = {item.card for item in window.session.board.zones["hand/0"] if item.face_up}
    assert shown == set(window.session.state.hands[0])  # Ana sees her cards again


def test_the_curtain_hides_both_hands_in_both_directions(window, qtbot):
    images: list[list[QImage]] = []
    for state in twin_states():
        start(window, state, qtbot)
        draw_and_discard_it(window, qtbot)
        shots = []
        for name in ("Ben", "Ana"):
            assert window.table.curtain.isVisible()
            assert_nothing_private_shown(window)
            assert_curtain_opaque(window)
            shots.append(view_image(window))
            claim(window, qtbot, name)
            if name == "Ben":
                draw_and_discard_it(window, qtbot)
        images.append(shots)
    # Ana's hand under Ben's curtain, then Ben's under Ana's: the tables look the same.
    assert images[0][0] == images[1][0]
    assert images[0][1] == images[1][1]


def test_the_next_round_is_dealt_behind_the_curtain(window, qtbot):
    state = human_first_state(players=2)
    give_hand(state, 0, "3S 3H 3C")
    start(window, state, qtbot)
    session = window.session
    sheets: list[dict] = []
    session.round_over.connect(sheets.append)
    assert session.try_action(DrawStock())
    assert session.try_action(Meld(tuple(session.state.hands[0][:3])))
    assert session.try_action(Discard(session.state.hands[0][0]))  # out: the round ends
    TableDriver(window, qtbot).settle()
    assert sheets and not session.state.is_over
    window.table.next_round()
    TableDriver(window, qtbot).settle()
    assert session.state.round_no == 2
    assert window.table.curtain.isVisible()  # whoever plays first, the new hands are hidden
    assert_nothing_private_shown(window)
    assert_curtain_opaque(window)


def test_a_round_that_ends_with_cards_in_hand_shows_them_to_nobody(window, qtbot):
    """The stock runs out (BK-20) while both still hold their hands: under the score sheet,
    that both players read, every hand lies face down. Two games whose hands differ by one
    swapped card look the same."""
    images = []
    for swap in (False, True):
        state = human_first_state(players=2)
        state.discard[:0] = state.stock[:-1]
        del state.stock[:-1]
        if swap:
            state.hands[0][3], state.hands[1][3] = state.hands[1][3], state.hands[0][3]
        assert state.check_invariants() == []
        start(window, state, qtbot)
        session = window.session
        draw_and_discard_it(window, qtbot)
        assert session.state.hands[0] and window.table.result.isVisible()
        assert_nothing_private_shown(window)
        images.append(view_image(window))
    assert images[0] == images[1]


def test_undo_under_the_curtain_changes_nothing_and_shows_nothing(window, qtbot):
    start(window, human_first_state(players=2), qtbot)
    draw_and_discard_it(window, qtbot)
    before = view_image(window)
    table = window.table
    QTest.keyClick(table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not window.session.undo()  # a hand passed on cannot be taken back
    assert table.curtain.isVisible()
    assert_nothing_private_shown(window)
    assert_curtain_opaque(window)
    assert view_image(window) == before


@pytest.mark.parametrize("game_id", ["banakil", "cap_it_rummy", "bain_hand_and_foot"])
def test_no_private_zone_counts_as_public(game_id):
    """What lies face up behind the curtain: never a hand, the stock, a foot, or the cards a
    Cap-It player set aside from their hand for the contract."""
    table = table_for(game_id)([SeatView(f"P{i}", True) for i in range(4)])
    private = ["stock", *(f"hand/{seat}" for seat in range(4))]
    if game_id == "bain_hand_and_foot":
        private += [f"foot/{seat}" for seat in range(4)]
    if game_id == "cap_it_rummy":
        private += ["slot/0", "slot/1"]
    assert [zone for zone in private if table.public(zone)] == []
    assert table.public("discard")
