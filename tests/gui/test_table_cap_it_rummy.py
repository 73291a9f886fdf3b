"""The Cap-It Rummy table driven with the mouse and the keyboard (pytest-qt, offscreen)."""

from __future__ import annotations

import json
import logging
import re

import pytest
from PySide6.QtCore import QRectF, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel

from desktop_app.cards.melds import MeldKind
from desktop_app.games.cap_it_rummy import CapItConfig, CapItState, Phase
from desktop_app.gui.game_setup import GameSetup, SeatSetup
from desktop_app.gui.main_window import MainWindow
from desktop_app.gui.table.speed import Speed
from desktop_app.gui.table_widget import TableWidget
from desktop_app.gui.tables.base import Choice, SeatView
from desktop_app.gui.tables.cap_it_rummy import CapItRummyTable
from desktop_app.gui.tables.cap_it_words import contract_text
from tests.cap_it_rummy_support import rig
from tests.gui.table_driver import TableDriver

NAMES = ["You", "Sari", "Budi", "Min-jun", "Ji-woo", "Dewi"]
RUN, SET = MeldKind.RUN, MeldKind.SET


def seats(players: int, humans: int = 1) -> list[SeatSetup]:
    return [SeatSetup(NAMES[i], True) if i < humans else SeatSetup(NAMES[i], False, "medium")
            for i in range(players)]


def start(window: MainWindow, state: CapItState, qtbot) -> TableDriver:
    setup = GameSetup("cap_it_rummy", state.config, state.seed, seats(state.players))
    window.start_game(setup, state)
    driver = TableDriver(window, qtbot)
    driver.settle()
    assert window.session.viewer == 0
    return driver


def snapshot(window: MainWindow) -> str:
    return json.dumps(window.session.state.snapshot(), sort_keys=True)


def messages_of(window: MainWindow) -> list[str]:
    messages: list[str] = []
    window.session.status.connect(messages.append)
    return messages


def pick(monkeypatch, wanted: str, seen: list[str]) -> None:
    """Answer menus of readings with the option whose text holds `wanted` (the real menu
    blocks in its own event loop). Patch before the game starts: the session connects to it."""

    def choose(widget: TableWidget, choice: Choice) -> None:
        seen.extend(text for text, _ in choice.options)
        action = next(action for text, action in choice.options if wanted in text)
        widget.session.perform(action)

    monkeypatch.setattr(TableWidget, "_choose", choose)


def press(window: MainWindow, key: Qt.Key, driver: TableDriver) -> None:
    QTest.keyClick(window.table, key)
    driver.settle()


def focus(window: MainWindow, driver: TableDriver, face: str) -> None:
    """Move the keyboard focus along the hand to the card `face` (arrow keys only)."""
    for _ in range(len(driver.hand()) + 1):
        session = window.session
        items = session.hand_items()
        if 0 <= session.focus_index < len(items) and str(items[session.focus_index].card) == face:
            return
        press(window, Qt.Key.Key_Right, driver)
    raise AssertionError(f"{face} is not in the hand")


ROUND_1 = "7S 7D 7C QH QD QS 4C 9D KH 3S"


def test_take_the_discard_by_drag(window, qtbot):  # CR-10a
    state = rig(hands={0: ROUND_1}, discard="5C")
    driver = start(window, state, qtbot)
    top = window.session.board.zones["discard"][-1]
    driver.drag(driver.item_point(top), driver.zone_point("hand/0"))
    state = window.session.state
    assert state.phase is Phase.PLAY
    assert "5C" in [str(c) for c in state.hands[0]]
    assert len(state.hands[0]) == 11


def test_push_by_button_and_by_key(window, qtbot):  # CR-10b
    state = rig(hands={0: ROUND_1}, discard="5C")
    driver = start(window, state, qtbot)
    sizes = [len(h) for h in window.session.state.hands]
    button = window.table.actions_bar.buttons["push"]
    assert button.isEnabled()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    driver.settle()
    state = window.session.state
    assert [len(h) for h in state.hands][:2] == [sizes[0] + 1, sizes[1] + 2]
    assert "5C" in [str(c) for c in state.hands[1]]
    assert state.phase is Phase.PLAY

    again = rig(hands={0: ROUND_1}, discard="8H")
    driver = start(window, again, qtbot)
    press(window, Qt.Key.Key_P, driver)
    assert "8H" in [str(c) for c in window.session.state.hands[1]]
    assert len(window.session.state.hands[0]) == 11

    # Dragging the discard onto the next player's hand pushes it too.
    third = rig(hands={0: ROUND_1}, discard="9S")
    driver = start(window, third, qtbot)
    top = window.session.board.zones["discard"][-1]
    driver.drag(driver.item_point(top), driver.zone_point("hand/1"))
    assert "9S" in [str(c) for c in window.session.state.hands[1]]
    assert window.session.state.phase is Phase.PLAY


def test_stock_drag_is_refused_with_the_rule(window, qtbot):  # CR-10: no plain stock draw
    state = rig(hands={0: ROUND_1}, discard="5C")
    driver = start(window, state, qtbot)
    before = snapshot(window)
    messages = messages_of(window)
    stock_top = window.session.board.zones["stock"][-1]
    driver.drag(driver.item_point(stock_top), driver.zone_point("hand/0"))
    assert snapshot(window) == before
    assert any("There is no plain stock draw" in m for m in messages), messages  # CR-10
    assert not any("CR-" in m for m in messages), messages
    assert len(window.session.board.zones["stock"]) == state.observation(0).stock_count


def test_lay_the_contract_by_mouse(window, qtbot):  # CR-08: all parts in one action
    state = rig(hands={0: ROUND_1}, discard="5C")
    driver = start(window, state, qtbot)
    session = window.session
    driver.click(driver.item_point(session.board.zones["discard"][-1]))  # take the 5C
    assert session.state.phase is Phase.PLAY
    before = snapshot(window)
    driver.select("7S", "7D", "7C")
    driver.drag(driver.item_point(driver.item("7D")), driver.zone_point("table/0"))
    # Set aside on a slot: the engine has not been asked yet.
    assert snapshot(window) == before
    staged = [z for z, items in session.board.zones.items() if z.startswith("slot/") and items]
    assert len(staged) == 1
    assert sorted(str(i.card) for i in session.board.zones[staged[0]]) == ["7C", "7D", "7S"]
    assert all(str(i.card) not in ("7S", "7D", "7C") for i in driver.hand())
    free = next(f"slot/{k}" for k in range(2) if f"slot/{k}" != staged[0])
    driver.select("QH", "QD", "QS")
    driver.drag(driver.item_point(driver.item("QD")), driver.zone_point(free))
    state = session.state
    assert state.has_contract(0)
    laid = sorted(sorted(str(c) for c in m.shape.cards) for m in state.melds.values()
                  if m.owner == 0)
    assert laid == [["7C", "7D", "7S"], ["QD", "QH", "QS"]]
    assert not any(items for z, items in session.board.zones.items() if z.startswith("slot/"))
    assert session.board.reconcile(session.table.zone_cards(session.observation(), 0)) == []


def test_contract_with_a_wild_offers_its_readings(window, qtbot, monkeypatch):  # CR-14
    state = rig(hands={0: "7S 7D 7C 5H 6H 7H JK 9D KS 3S"}, discard="4C", round_no=2)
    seen: list[str] = []
    pick(monkeypatch, "Joker as 8♥", seen)
    driver = start(window, state, qtbot)
    session = window.session
    driver.click(driver.item_point(session.board.zones["discard"][-1]))
    driver.select("7S", "7D", "7C")
    driver.drag(driver.item_point(driver.item("7D")), driver.zone_point("table/0"))
    assert not session.state.has_contract(0)
    messages = messages_of(window)
    driver.select("5H", "6H", "7H", "JK")
    driver.drag(driver.item_point(driver.item("6H")), driver.zone_point("table/0"))
    assert any("Joker as 4♥" in text for text in seen), (seen, messages)  # both ends offered
    state = session.state
    assert state.has_contract(0)
    run = next(m.shape for m in state.melds.values() if m.shape.kind is RUN)
    assert run.start == 5 and str(run.cards[-1]) == "JK"


def test_a_group_set_aside_keeps_the_reading_chosen(window, qtbot, monkeypatch):  # CR-14
    state = rig(hands={0: "7S 7D 7C 5H 6H 7H JK 9D KS 3S"}, discard="4C", round_no=2)
    seen: list[str] = []
    pick(monkeypatch, "Joker as 4♥", seen)
    driver = start(window, state, qtbot)
    session = window.session
    driver.click(driver.item_point(session.board.zones["discard"][-1]))
    driver.select("5H", "6H", "7H", "JK")
    driver.drag(driver.item_point(driver.item("6H")), driver.zone_point("table/0"))
    assert any("Joker as 8♥" in text for text in seen), seen
    assert not session.state.has_contract(0)  # only set aside, in the order chosen
    slot = next(items for z, items in session.board.zones.items()
                if z.startswith("slot/") and items)
    assert [str(i.card) for i in slot] == ["JK", "5H", "6H", "7H"]
    driver.select("7S", "7D", "7C")
    driver.drag(driver.item_point(driver.item("7D")), driver.zone_point("table/0"))
    run = next(m.shape for m in session.state.melds.values() if m.shape.kind is RUN)
    assert run.start == 4 and str(run.cards[0]) == "JK"


def test_whole_contract_dropped_at_once(window, qtbot):  # CR-08 with the meld finder
    state = rig(hands={0: ROUND_1}, discard="5C")
    driver = start(window, state, qtbot)
    session = window.session
    driver.click(driver.item_point(session.board.zones["discard"][-1]))
    driver.select("7S", "7D", "7C", "QH", "QD", "QS")
    driver.drag(driver.item_point(driver.item("QD")), driver.zone_point("table/0"))
    assert session.state.has_contract(0)
    assert len(session.state.melds) == 2


def test_lay_off_on_another_players_meld(window, qtbot):  # CR-09: anyone's meld
    state = rig(hands={0: "QH 9C 7S 2S 4C"}, round_no=2, phase=Phase.PLAY,
                melds=[(1, "8H 9H 10H JH", RUN, 8), (1, "5C 5D 5S", SET, None),
                       (0, "KS KD KC", SET, None), (0, "3D 4D 5D 6D", RUN, 3)])
    driver = start(window, state, qtbot)
    session = window.session
    run_id = next(m.id for m in session.state.melds.values() if m.owner == 1
                  and m.shape.kind is RUN)
    driver.drag(driver.item_point(driver.item("QH")), driver.zone_point(f"meld/{run_id}"))
    shape = session.state.melds[run_id].shape
    assert [str(c) for c in shape.cards] == ["8H", "9H", "10H", "JH", "QH"]
    assert [str(i.card) for i in session.board.zones[f"meld/{run_id}"]][-1] == "QH"


def test_wild_swap_by_drop_and_choice(window, qtbot, monkeypatch):  # CR-15
    state = rig(hands={0: "7H 9C KS 4C"}, round_no=2, phase=Phase.PLAY,
                melds=[(1, "5H 6H JK 8H", RUN, 5), (1, "5C 5D 5S", SET, None),
                       (0, "KH KD KC", SET, None), (0, "3D 4D 5D 6D", RUN, 3)])
    driver = start(window, state, qtbot)
    session = window.session
    run_id = next(m.id for m in session.state.melds.values() if m.owner == 1
                  and m.shape.kind is RUN)
    driver.drag(driver.item_point(driver.item("7H")), driver.zone_point(f"meld/{run_id}"))
    assert [str(c) for c in session.state.melds[run_id].shape.cards] == ["5H", "6H", "7H", "8H"]
    assert "JK" in [str(c) for c in session.state.hands[0]]


def test_discard_by_drag_passes_the_turn(window, qtbot):  # CR-13
    state = rig(hands={0: ROUND_1}, discard="5C")
    driver = start(window, state, qtbot)
    session = window.session
    driver.click(driver.item_point(session.board.zones["discard"][-1]))
    driver.drag(driver.item_point(driver.item("KH")), driver.zone_point("discard"))
    assert str(session.state.discard[-1]) == "KH" or session.state.current != 1


def test_double_click_discards_that_card(window, qtbot):  # CR-13
    # The hand on screen is sorted; the engine's order differs, the card must not.
    state = rig(hands={0: "KH 3S 9D 7C 7S QD 4C QH 7D QS"}, discard="5C")
    driver = start(window, state, qtbot)
    session = window.session
    driver.click(driver.item_point(session.board.zones["discard"][-1]))
    driver.click(driver.item_point(driver.item("9D")), double=True)
    assert str(session.state.discard[-1]) == "9D"


def test_hint_marks_the_cards_of_a_good_move(window, qtbot):
    state = rig(hands={0: "7S 7D QH QD QS 4C 9D KH 3S 8C"}, discard="7H")  # one 7 short
    driver = start(window, state, qtbot)
    session = window.session
    messages = messages_of(window)
    press(window, Qt.Key.Key_H, driver)
    qtbot.waitUntil(lambda: any(i.hinted for i in session.board.items()), timeout=15000)
    assert messages and messages[-1].startswith("Take the 7♥"), messages
    assert [str(i.card) for i in session.board.items() if i.hinted] == ["7H"]


def test_hint_says_why_from_the_search(window, qtbot, monkeypatch):
    # Several discards to weigh: the line quotes the hard player's search, card by card.
    state = rig(hands={0: "3C 8D KH 4S 9S 5D JH"}, discard="5C", phase=Phase.PLAY)
    driver = start(window, state, qtbot)
    messages = messages_of(window)
    press(window, Qt.Key.Key_H, driver)
    qtbot.waitUntil(lambda: bool(window.session.hinted), timeout=15000)
    assert messages and re.match(r"Discard the \S+ — (it kept you ahead in \d+ % of \d+ "
                                 r"simulated deals, against \d+ % for discard the \S+"
                                 r"|over \d+ simulated deals it left you \d+ points"
                                 r"|in \d+ simulated deals nothing did clearly better)",
                                 messages[-1]), messages


def test_refused_drop_changes_nothing_and_says_why(window, qtbot):  # CR-08
    state = rig(hands={0: ROUND_1}, discard="QC", round_no=2,
                melds=[(1, "8H 9H 10H JH", RUN, 8), (1, "5C 5D 5S", SET, None)])
    driver = start(window, state, qtbot)
    session = window.session
    driver.click(driver.item_point(session.board.zones["discard"][-1]))  # take the QC
    before = snapshot(window)
    messages = messages_of(window)
    run_id = next(m.id for m in session.state.melds.values() if m.shape.kind is RUN)
    positions = {i.key: (i.pos().x(), i.pos().y()) for i in driver.hand()}
    driver.drag(driver.item_point(driver.item("QH")), driver.zone_point(f"meld/{run_id}"))
    assert snapshot(window) == before
    assert ("You may lay off only after laying your contract (round 2's contract is a set of 3 "
            "and a run of 4)") in messages, messages  # CR-08, without the rule id
    # The card glided back to where it was.
    assert {i.key: (i.pos().x(), i.pos().y()) for i in driver.hand()} == positions
    assert all(i.zone == "hand/0" for i in driver.hand())


def test_a_group_that_is_no_meld_is_refused_with_the_reason(window, qtbot):  # CR-14
    state = rig(hands={0: ROUND_1}, discard="5C")
    driver = start(window, state, qtbot)
    session = window.session
    driver.click(driver.item_point(session.board.zones["discard"][-1]))
    before = snapshot(window)
    messages = messages_of(window)
    driver.select("7S", "QH", "3S")
    driver.drag(driver.item_point(driver.item("QH")), driver.zone_point("table/0"))
    assert snapshot(window) == before
    assert "3♠ 7♠ Q♥ is neither a set of one rank nor a run of one suit" in messages, messages
    assert not any("CR-" in m for m in messages), messages
    assert not any(items for z, items in session.board.zones.items() if z.startswith("slot/"))


def dealt(players: int = 4) -> CapItState:
    """A real deal in which seat 0 (the human) plays first."""
    config = CapItConfig(players=players)
    for seed in range(200):
        state = CapItState.new_game(config, seed)
        if state.current == 0:
            return state
    raise AssertionError("no seed lets seat 0 start")


def test_computer_turns_complete_without_blocking(window, qtbot):
    state = dealt()
    driver = start(window, state, qtbot)
    session = window.session
    driver.click(driver.item_point(session.board.zones["discard"][-1]))
    taken = session.state.taken
    card = next(c for c in session.state.hands[0] if c != taken)
    driver.drag(driver.item_point(driver.item(card.code)), driver.zone_point("discard"))
    assert session.state.current == 1
    qtbot.waitUntil(lambda: (session.state.current == 0 and not session.choreo.busy)
                    or window.table.result.isVisible(), timeout=20000)
    assert len(session.state.history) >= 8  # three computer turns of at least two actions


def test_keyboard_only_turn(window, qtbot):
    state = rig(hands={0: ROUND_1}, discard="5C")
    driver = start(window, state, qtbot)
    session = window.session
    press(window, Qt.Key.Key_T, driver)  # take the discard
    assert session.state.phase is Phase.PLAY
    for face in ("7C", "7D", "7S"):
        focus(window, driver, face)
        press(window, Qt.Key.Key_Space, driver)
    press(window, Qt.Key.Key_M, driver)  # set the 7s aside on a slot
    assert not session.state.has_contract(0)
    assert sum(len(items) for z, items in session.board.zones.items()
               if z.startswith("slot/")) == 3
    for face in ("QD", "QH", "QS"):
        focus(window, driver, face)
        press(window, Qt.Key.Key_Space, driver)
    press(window, Qt.Key.Key_M, driver)  # the second set completes the contract
    assert session.state.has_contract(0)
    focus(window, driver, "KH")
    press(window, Qt.Key.Key_Space, driver)
    press(window, Qt.Key.Key_X, driver)
    assert "KH" in [str(c) for c in session.state.discard]


def test_return_key_takes_set_aside_cards_back(window, qtbot):
    state = rig(hands={0: ROUND_1}, discard="5C")
    driver = start(window, state, qtbot)
    session = window.session
    press(window, Qt.Key.Key_T, driver)
    driver.select("7S", "7D", "7C")
    press(window, Qt.Key.Key_M, driver)
    assert len(driver.hand()) == 8
    press(window, Qt.Key.Key_U, driver)
    assert len(driver.hand()) == 11
    assert not any(items for z, items in session.board.zones.items() if z.startswith("slot/"))


def test_contract_key_without_selection_offers_the_finders_plans(window, qtbot, monkeypatch):
    seen: list[str] = []
    pick(monkeypatch, "Set of 7s", seen)
    state = rig(hands={0: ROUND_1}, discard="5C")
    driver = start(window, state, qtbot)
    session = window.session
    press(window, Qt.Key.Key_T, driver)
    press(window, Qt.Key.Key_M, driver)  # nothing selected: the meld finder's plans (CR-08)
    assert session.state.has_contract(0)
    laid = sorted(str(c) for m in session.state.melds.values() for c in m.shape.cards)
    assert laid == ["7C", "7D", "7S", "QD", "QH", "QS"]


def test_contract_button_says_when_the_hand_cannot_make_it(window, qtbot):  # CR-07
    """The engine decides that the hand cannot make the contract: the button is disabled
    and its tooltip gives the engine's reason (no rule id)."""
    state = rig(hands={0: "7S 8D 9C QH KD AS 4C 6D 10H 3S"}, discard="5H")
    driver = start(window, state, qtbot)
    press(window, Qt.Key.Key_T, driver)
    button = window.table.actions_bar.buttons["meld"]
    qtbot.waitUntil(lambda: not button.isEnabled())
    assert "Your hand cannot make two sets of 3 yet" in button.toolTip()
    assert "CR-" not in button.toolTip()
    press(window, Qt.Key.Key_M, driver)
    assert not window.session.state.has_contract(0)


def test_undo_takes_back_a_contract_laid_from_slots(window, qtbot, caplog):
    caplog.set_level(logging.WARNING)
    state = rig(hands={0: ROUND_1}, discard="5C")
    driver = start(window, state, qtbot)
    session = window.session
    driver.click(driver.item_point(session.board.zones["discard"][-1]))
    before = session.state.snapshot()
    driver.select("7S", "7D", "7C")
    driver.drag(driver.item_point(driver.item("7D")), driver.zone_point("table/0"))
    driver.select("QH", "QD", "QS")
    driver.drag(driver.item_point(driver.item("QD")), driver.zone_point("table/0"))
    assert session.state.has_contract(0)
    assert session.undo()
    driver.settle()
    assert session.state.snapshot() == before
    assert len(driver.hand()) == 11
    assert not [r for r in caplog.records if r.name.startswith("desktop_app")]


def test_going_out_shows_the_score_sheet(window, qtbot):  # CR-16, CR-17, CR-19
    state = rig(hands={0: "5S", 1: "KS 7D 7C"}, round_no=2, phase=Phase.PLAY,
                melds=[(0, "KH KD KC", SET, None), (0, "3D 4D 5D 6D", RUN, 3)],
                past_rounds=[[10, 20, 30, 40]])
    driver = start(window, state, qtbot)
    driver.drag(driver.item_point(driver.item("5S")), driver.zone_point("discard"))
    qtbot.waitUntil(window.table.result.isVisible, timeout=5000)
    texts = [re.sub("<[^>]+>", "", label.text())
             for label in window.table.result.findChildren(QLabel)]
    assert any("Round 2 of 5" in t for t in texts), texts
    assert any("You went out" in t for t in texts), texts
    assert "★ You" in texts
    # Sari's row: what she was left holding, 10 + 5 + 5 (CR-03), and her running total.
    row = texts.index("Sari")
    assert texts[row:row + 4] == ["Sari", "K♠ 7♦ 7♣", "20", "40"]


def test_final_round_names_the_winner(window, qtbot):  # CR-19: lowest total wins
    state = rig(hands={0: "5S"}, round_no=5, phase=Phase.PLAY,
                melds=[(0, "3D 4D 5D", RUN, 3), (0, "6H 7H 8H 9H 10H JH QH", RUN, 6)],
                past_rounds=[[10, 20, 30, 40]] * 4)
    driver = start(window, state, qtbot)
    driver.drag(driver.item_point(driver.item("5S")), driver.zone_point("discard"))
    qtbot.waitUntil(window.table.result.isVisible, timeout=5000)
    texts = [label.text() for label in window.table.result.findChildren(QLabel)]
    # Seat 0 has the lowest total (40 + 0) and wins alone.
    assert any("You" in t and "wins" in t and "40" in t for t in texts), texts


def test_words_for_every_contract():  # CR-07
    config = CapItConfig()
    words = [contract_text(config.contract(r)) for r in range(1, 6)]
    assert words == ["Two sets of 3", "A set of 3 and a run of 4", "Two runs of 4",
                     "Three sets of 3", "A run of 3 and a run of 7"]


def test_panel_shows_round_contract_scores_and_pot():  # CR-07, CR-19, CR-20
    state = rig(hands={0: ROUND_1}, round_no=2, stakes=True, past_rounds=[[0, 20, 60, 35]],
                contract_down=[2])
    table = CapItRummyTable([SeatView(n, i == 0) for i, n in enumerate(NAMES[:4])])
    lines = dict(table.panel(state.observation(0)))
    assert lines["Round"] == "2 of 5"
    assert lines["Contract"] == "A set of 3 and a run of 4"
    assert lines["Pot"] == "80 chips"
    assert lines["✓ Budi"].startswith("60")
    assert lines["Sari"].startswith("20")


@pytest.mark.parametrize("players", [4, 5, 6])
@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_layout_keeps_seats_apart_and_clear_of_the_panel(window, qtbot, players, size):
    config = CapItConfig(players=players)
    state = CapItState.new_game(config, 3)
    setup = GameSetup("cap_it_rummy", config, 3, seats(players))
    window.resize(*size)
    window.start_game(setup, state)
    driver = TableDriver(window, qtbot)
    qtbot.waitUntil(lambda: abs(window.table.view.width() - size[0]) < 2, timeout=3000)
    driver.settle()
    session = window.session
    view = QRectF(window.table.view.viewport().rect())
    panel = QRectF(window.table.panel.geometry())
    for item in session.board.items():
        assert view.contains(item.card_rect()), (item.zone, item.card_rect())
        assert not panel.intersects(item.card_rect()), item.zone
    frames = window.table.scene.frames
    areas = {zone: frames[zone].area for zone in frames
             if zone.startswith(("hand/", "table/", "stock", "discard", "banner"))}
    for zone, area in areas.items():
        assert view.contains(area), zone
        assert not panel.intersects(area), zone
        for other, other_area in areas.items():
            if other != zone:
                assert not area.intersects(other_area), (zone, other)


def test_a_whole_game_of_computers_runs_to_the_end(window, qtbot, caplog):
    caplog.set_level(logging.WARNING)
    config = CapItConfig(players=6, stakes=True)
    setup = GameSetup("cap_it_rummy", config, 11, seats(6, humans=0))
    window.start_game(setup)
    session = window.session
    # Nobody is at the screen: each score sheet is dismissed as soon as it shows.
    session.round_over.connect(lambda _: QTimer.singleShot(0, window.table.next_round))
    qtbot.waitUntil(lambda: session.state.is_over and not session.choreo.busy, timeout=120000)
    assert session.state.check_invariants() == []
    assert session.state.round_no == 5
    assert window.table.result.isVisible()
    problems = [r for r in caplog.records if r.name.startswith("desktop_app")
                and r.levelno >= logging.WARNING]
    assert problems == [], [r.getMessage() for r in problems]


def test_demo_seats_the_asked_number_of_players(qtbot, tmp_path):
    window = MainWindow(demo="cap_it_rummy", save_dir=tmp_path, demo_players=6)
    window.set_speed(Speed.INSTANT)
    qtbot.addWidget(window)
    qtbot.waitUntil(lambda: window.session is not None, timeout=3000)
    assert window.session.state.players == 6
    assert not any(seat.human for seat in window.session.setup.seats)
    window.table.detach()


@pytest.mark.parametrize("argv", [["--players", "5"],
                                  ["--demo", "cap_it_rummy", "--players", "3"]])
def test_demo_player_count_is_checked(argv, capsys):
    from desktop_app.__main__ import main

    with pytest.raises(SystemExit):
        main(argv)
    assert "players" in capsys.readouterr().err
