"""The Banakil table driven with the mouse and the keyboard (pytest-qt, offscreen)."""

from __future__ import annotations

import json

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop_app.cards.card import parse_cards
from desktop_app.games.banakil import BanakilConfig, BanakilState, Phase
from desktop_app.games.banakil.actions import Discard, DrawStock, Meld
from desktop_app.gui.game_setup import GameSetup, SeatSetup
from desktop_app.gui.main_window import MainWindow
from desktop_app.gui.table.speed import Speed
from tests.gui.table_driver import TableDriver

SEATS = [SeatSetup("You", True), SeatSetup("Sari", False, "medium"),
         SeatSetup("Budi", False, "easy")]


def human_first_state(players: int = 3) -> BanakilState:
    """A deal in which seat 0 (the human) plays first."""
    config = BanakilConfig(players=players)
    for seed in range(200):
        state = BanakilState.new_game(config, seed)
        if state.current == 0:
            return state
    raise AssertionError("no seed lets seat 0 start")


def give_hand(state: BanakilState, seat: int, text: str) -> None:
    """Swap cards so `seat` holds exactly these faces, keeping every card in play once."""
    wanted = parse_cards(text)
    hand = list(state.hands[seat])
    keep, missing = [], []
    for card in wanted:
        match = next((c for c in hand if c.face == card.face and c not in keep), None)
        (keep.append(match) if match is not None else missing.append(card))
    spares = [c for c in hand if c not in keep]
    others = [z for z in [*state.hands, state.stock] if z is not state.hands[seat]]
    for card in missing:
        zone, found = next((z, c) for z in others for c in z if c.face == card.face)
        zone[zone.index(found)] = spares.pop()
        keep.append(found)
    state.stock.extend(spares)
    state.hands[seat] = keep
    state.flow_in[seat] = len(keep)


def start(window: MainWindow, state: BanakilState, qtbot) -> TableDriver:
    setup = GameSetup("banakil", state.config, state.seed, SEATS[:state.players])
    window.start_game(setup, state)
    driver = TableDriver(window, qtbot)
    driver.settle()
    assert window.session.viewer == 0
    return driver


def test_drag_from_stock_draws(window, qtbot):
    state = human_first_state()
    driver = start(window, state, qtbot)
    before = len(state.hands[0])
    stock_top = window.session.board.zones["stock"][-1]
    driver.drag(driver.item_point(stock_top), driver.zone_point("hand/0"))
    assert len(window.session.state.hands[0]) == before + 1
    assert window.session.state.phase is Phase.PLAY


def test_drag_kth_discard_takes_that_many(window, qtbot):
    state = human_first_state()
    # Put three cards on the pile.
    state.discard.extend([state.stock.pop(), state.stock.pop()])
    driver = start(window, state, qtbot)
    pile = window.session.board.zones["discard"]
    assert len(pile) == 3
    before = len(state.hands[0])
    driver.drag(driver.item_point(pile[1]), driver.zone_point("hand/0"))
    assert len(window.session.state.hands[0]) == before + 2
    assert len(window.session.state.discard) == 1


def test_meld_lay_off_and_discard_by_drag(window, qtbot):
    state = human_first_state()
    give_hand(state, 0, "9D 10D JD QD 3S 3H 3C 5C 7H KS AS 8C 4D 6S 9H JC QH 5S")
    driver = start(window, state, qtbot)
    session = window.session
    stock_top = session.board.zones["stock"][-1]
    driver.drag(driver.item_point(stock_top), driver.zone_point("hand/0"))
    # Meld 9D 10D JD by selecting them and dragging onto "Your melds".
    driver.select("9D", "10D", "JD")
    driver.drag(driver.item_point(driver.item("10D")), driver.zone_point("table/0"))
    melds = list(session.state.melds.values())
    assert [str(c) for c in melds[0].shape.cards] == ["9D", "10D", "JD"]
    # Lay off QD on that meld.
    meld_zone = f"meld/{melds[0].id}"
    driver.drag(driver.item_point(driver.item("QD")), driver.zone_point(meld_zone))
    assert [str(c) for c in session.state.melds[melds[0].id].shape.cards][-1] == "QD"
    # Discard KS onto the pile: the turn passes.
    driver.drag(driver.item_point(driver.item("KS")), driver.zone_point("discard"))
    assert str(session.state.discard[-1]) == "KS" or session.state.current == 0


def test_refused_drop_changes_nothing_and_says_why(window, qtbot):
    state = human_first_state()
    give_hand(state, 0, "8S 8H 8D 5C 7H KS AS 8C 4D 6S 9H JC QH 5S 3D 6D 10C 2H")
    driver = start(window, state, qtbot)
    session = window.session
    driver.drag(driver.item_point(session.board.zones["stock"][-1]), driver.zone_point("hand/0"))
    snapshot = json.dumps(session.state.snapshot(), sort_keys=True)
    messages: list[str] = []
    session.status.connect(messages.append)
    driver.select("8S", "8H", "8D")
    positions = {i.key: i.pos() for i in driver.hand()}
    driver.drag(driver.item_point(driver.item("8H")), driver.zone_point("table/0"))
    assert json.dumps(session.state.snapshot(), sort_keys=True) == snapshot
    # BK-11 (sets only of 3s and Aces), without the rule id players cannot look up.
    assert "Sets may only be 3s or Aces, not 8s" in messages, messages
    assert not any("BK-" in m for m in messages), messages
    # The cards glided back to the hand.
    assert all(i.zone == "hand/0" for i in driver.hand())
    assert {i.key: i.pos() for i in driver.hand()}.keys() == positions.keys()


def test_computer_turns_complete_without_blocking(window, qtbot):
    state = human_first_state()
    driver = start(window, state, qtbot)
    session = window.session
    driver.drag(driver.item_point(session.board.zones["stock"][-1]), driver.zone_point("hand/0"))
    card = session.state.hands[0][0]
    driver.drag(driver.item_point(driver.item(card.code)), driver.zone_point("discard"))
    assert session.state.current != 0
    qtbot.waitUntil(lambda: session.state.current == 0 and not session.choreo.busy,
                    timeout=20000)
    assert len(session.state.history) >= 6  # two computer turns of two actions each


def test_keyboard_only_turn(window, qtbot):
    state = human_first_state()
    driver = start(window, state, qtbot)
    session = window.session
    table = window.table
    QTest.keyClick(table, Qt.Key.Key_D)  # draw
    driver.settle()
    assert session.state.phase is Phase.PLAY
    QTest.keyClick(table, Qt.Key.Key_Right)  # focus the first card
    QTest.keyClick(table, Qt.Key.Key_Space)  # select it
    focused = session.selected_cards()
    assert len(focused) == 1
    QTest.keyClick(table, Qt.Key.Key_X)  # discard it
    driver.settle()
    assert session.state.discard[-1] == focused[0]


def test_save_quit_resume_gives_same_state(window, qtbot, tmp_path):
    state = human_first_state()
    driver = start(window, state, qtbot)
    session = window.session
    driver.drag(driver.item_point(session.board.zones["stock"][-1]), driver.zone_point("hand/0"))
    snapshot = session.state.snapshot()
    window.close()
    again = MainWindow(save_dir=tmp_path)
    again.set_speed(Speed.INSTANT)
    qtbot.addWidget(again)
    again.show()
    again.resume_saved()
    assert again.session is not None
    assert again.session.state.snapshot() == snapshot
    again.table.detach()


def test_damaged_save_is_reported_and_kept(window, qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "banakil.json").write_text("{ this is not json")
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text: warnings.append(text))
    window._refresh_continue()
    assert warnings and "banakil.damaged-" in " ".join(warnings)
    assert list((tmp_path / "saves").glob("banakil.damaged-*"))
    assert not (tmp_path / "saves" / "banakil.json").exists()


def test_undo_takes_back_a_meld(window, qtbot):
    state = human_first_state()
    give_hand(state, 0, "9D 10D JD QD 3S 3H 3C 5C 7H KS AS 8C 4D 6S 9H JC QH 5S")
    driver = start(window, state, qtbot)
    session = window.session
    driver.drag(driver.item_point(session.board.zones["stock"][-1]), driver.zone_point("hand/0"))
    before = session.state.snapshot()
    driver.select("3S", "3H", "3C")
    driver.drag(driver.item_point(driver.item("3H")), driver.zone_point("table/0"))
    assert session.state.melds
    # The stock draw revealed a card, but the meld came after it: undo goes back to the draw.
    assert session.undo()
    assert session.state.snapshot() == before
    assert session.undo_point() is None  # never past the revealed card


def test_tables_relayout_on_resize(window, qtbot):
    state = human_first_state()
    start(window, state, qtbot)
    session = window.session
    width_before = session.metrics.width
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: session.metrics.width > width_before, timeout=3000)
    TableDriver(window, qtbot).settle()
    view = window.table.view
    for item in session.board.items():
        assert view.sceneRect().contains(item.card_rect().center())


def test_hot_seat_curtain_hides_hands_until_the_next_player_says_who_they_are(window, qtbot):
    state = human_first_state()
    seats = [SeatSetup("Ana", True), SeatSetup("Ben", True), SeatSetup("Sari", False, "easy")]
    window.start_game(GameSetup("banakil", state.config, state.seed, seats), state)
    driver = TableDriver(window, qtbot)
    driver.settle()
    session = window.session
    assert session.viewer == 0 and session.is_hot_seat
    # The game starts behind the curtain too: Ana, who plays first, takes the screen.
    curtain = window.table.curtain
    assert curtain.isVisible() and "Ana" in curtain.message.text()
    qtbot.mouseClick(curtain.button, Qt.MouseButton.LeftButton)
    driver.drag(driver.item_point(session.board.zones["stock"][-1]), driver.zone_point("hand/0"))
    card = session.state.hands[0][0]
    driver.drag(driver.item_point(driver.item(card.code)), driver.zone_point("discard"))
    # Seat 2 (computer) plays, then Ben's turn: the curtain comes down over every hand.
    qtbot.waitUntil(curtain.isVisible, timeout=20000)
    assert "Ben" in curtain.message.text()
    assert session.state.current == 1
    # Nothing on the table answers while the curtain is down.
    assert session.drag_group(session.board.zones["hand/0"][0]) is None
    qtbot.mouseClick(curtain.button, Qt.MouseButton.LeftButton)
    assert not curtain.isVisible()
    assert session.viewer == 1
    shown = {i.card for i in session.board.zones["hand/1"]}
    assert shown == set(session.state.hands[1])  # Ben now sees his own cards face up
    assert all(i.card is None for i in session.board.zones["hand/0"])  # Ana's are backs


def test_an_unexpected_error_in_a_gesture_is_reported_and_the_table_carries_on(
        window, qtbot, monkeypatch):
    state = human_first_state()
    driver = start(window, state, qtbot)
    session = window.session
    messages: list[str] = []
    window.table.scene.status.connect(messages.append)

    def broken(*args, **kwargs):
        raise RuntimeError("a bug in a table module")

    monkeypatch.setattr(session.table, "drop", broken)
    snapshot = session.state.snapshot()
    driver.drag(driver.item_point(session.board.zones["stock"][-1]), driver.zone_point("hand/0"))
    assert session.state.snapshot() == snapshot
    assert any("went wrong" in m for m in messages)
    monkeypatch.undo()
    driver.drag(driver.item_point(session.board.zones["stock"][-1]), driver.zone_point("hand/0"))
    assert session.state.phase is Phase.PLAY  # the table still works


def test_undo_carries_on_when_the_autosave_cannot_be_written(window, qtbot):
    state = human_first_state()
    give_hand(state, 0, "9D 10D JD QD 3S 3H 3C 5C 7H KS AS 8C 4D 6S 9H JC QH 5S")
    driver = start(window, state, qtbot)
    session = window.session
    driver.drag(driver.item_point(session.board.zones["stock"][-1]), driver.zone_point("hand/0"))
    before = session.state.snapshot()
    driver.select("3S", "3H", "3C")
    driver.drag(driver.item_point(driver.item("3H")), driver.zone_point("table/0"))
    messages: list[str] = []
    session.status.connect(messages.append)

    def full_disk(state, setup):
        raise OSError(28, "No space left on device")

    session.saver = full_disk
    assert session.undo()  # the move is taken back; the failed save is only reported
    assert session.state.snapshot() == before
    assert any("Could not save" in m for m in messages), messages



def test_a_new_game_while_the_deal_still_glides_does_not_crash(window, qtbot):
    window.set_speed(Speed.NORMAL)
    for _ in range(2):
        state = human_first_state()
        window.start_game(GameSetup("banakil", state.config, state.seed, SEATS[:3]))
        assert window.session.choreo.busy
        qtbot.wait(150)  # the previous game's cards were mid-flight when it closed
    driver = TableDriver(window, qtbot)
    driver.settle()
    window.set_speed(Speed.INSTANT)
    driver.drag(driver.item_point(window.session.board.zones["stock"][-1]),
                driver.zone_point("hand/0"))
    assert window.session.state.phase is Phase.PLAY


def test_undo_while_the_going_out_still_glides_shows_no_score_sheet(window, qtbot):
    state = human_first_state()
    give_hand(state, 0, "3S 3H 3C")
    driver = start(window, state, qtbot)
    session = window.session
    hand = session.state.hands[0]
    assert session.try_action(DrawStock())
    assert session.try_action(Meld(tuple(hand[:3])))
    driver.settle()
    before = session.state.snapshot()
    sheets: list[dict] = []
    session.round_over.connect(sheets.append)
    session.game_over.connect(sheets.append)
    window.set_speed(Speed.SLOW)
    assert session.try_action(Discard(session.state.hands[0][0]))  # BK-19a: out
    assert session.pending_result is not None and session.choreo.busy
    assert session.undo()  # before the card lands: the round's end never happened
    driver.settle()
    assert session.state.snapshot() == before
    assert sheets == []


def test_buttons_follow_the_engine_with_its_reason_as_tooltip(window, qtbot):
    """BK-07: before drawing, Discard is disabled and says why in the engine's words; after
    the draw, a selected card makes it possible. No rule id reaches the player."""
    state = human_first_state()
    driver = start(window, state, qtbot)
    bar = window.table.actions_bar
    card = window.session.state.hands[0][0]
    driver.click(driver.item_point(driver.item(card.code)))
    discard, draw = bar.buttons["discard"], bar.buttons["draw"]
    qtbot.waitUntil(lambda: not discard.isEnabled())
    assert draw.isEnabled()
    assert "Draw first: take the top stock card or cards from the pile" in discard.toolTip()
    assert "BK-" not in discard.toolTip()
    QTest.mouseClick(draw, Qt.MouseButton.LeftButton)
    driver.settle()
    qtbot.waitUntil(lambda: not draw.isEnabled())
    assert "You have already drawn this turn" in draw.toolTip()
    if not window.session.selected_cards():
        driver.click(driver.item_point(driver.item(card.code)))
    qtbot.waitUntil(discard.isEnabled)
