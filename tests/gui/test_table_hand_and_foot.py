"""The Bain Hand and Foot table driven with the mouse and the keyboard (pytest-qt, offscreen)."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QSizeF, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from desktop_app.games.bain_hand_and_foot import (
    AddToMeld,
    Discard,
    HandAndFootConfig,
    HandAndFootState,
    TakePile,
)
from desktop_app.games.bain_hand_and_foot.phase import Phase
from desktop_app.gui.game_setup import GameSetup, SeatSetup
from desktop_app.gui.main_window import MainWindow
from desktop_app.gui.session import GameSession
from desktop_app.gui.table.deck_art import DeckArt
from desktop_app.gui.table.metrics import CardMetrics
from desktop_app.gui.table.piles import PileKind
from desktop_app.gui.table.scene import TableScene
from desktop_app.gui.table.speed import Speed
from desktop_app.gui.table_widget import TableWidget
from desktop_app.gui.tables.bain_hand_and_foot import HandAndFootTable
from desktop_app.gui.tables.base import Choice, Refusal, SeatView
from desktop_app.gui.tables.registry import table_for
from tests.games.handfoot_table import build, cards
from tests.gui.table_driver import TableDriver

SEATS = [SeatSetup("You", True), SeatSetup("Sari", False, "medium"),
         SeatSetup("Budi", False, "medium"), SeatSetup("Dewi", False, "medium")]
OTHERS = "4 5 6 8 9 10 J Q K A 4 5"
"""A plain hand for the computer seats."""


@pytest.fixture
def choices(monkeypatch):
    """Choices the table offers, captured instead of shown as a menu."""
    offered: list[Choice] = []
    monkeypatch.setattr(TableWidget, "_choose", lambda self, choice: offered.append(choice))
    return offered


def start(window: MainWindow, state: HandAndFootState, qtbot) -> TableDriver:
    setup = GameSetup("bain_hand_and_foot", state.config, state.seed, SEATS)
    window.start_game(setup, state)
    driver = TableDriver(window, qtbot)
    driver.settle()
    assert window.session.viewer == 0
    return driver


def snapshot(session) -> str:
    return json.dumps(session.state.snapshot(), sort_keys=True)


def draw_by_drag(driver: TableDriver) -> None:
    session = driver.session
    driver.drag(driver.item_point(session.board.zones["stock"][-1]),
                driver.zone_point("hand/0"))


def test_registered():
    assert table_for("bain_hand_and_foot") is HandAndFootTable


def test_draw_two_by_dragging_the_stock(window, qtbot):
    # HF-14: two stock cards
    state = build(["K K K A A A 9 5 6", OTHERS, OTHERS, OTHERS], phase=Phase.DRAW)
    driver = start(window, state, qtbot)
    session = window.session
    stock = len(state.stock)
    draw_by_drag(driver)
    assert len(session.state.hands[0]) == 11
    assert len(session.state.stock) == stock - 2
    assert session.state.phase is Phase.PLAY
    assert len(driver.hand()) == 11


def test_meld_by_drag_then_add_to_it(window, qtbot):
    # HF-13: the first melds together reach 50 (K K K 30 + A A A 60)
    state = build(["K K K A A A 9 5 6 K", OTHERS, OTHERS, OTHERS])
    driver = start(window, state, qtbot)
    session = window.session
    kings = cards(state, 0, "K K K")
    aces = cards(state, 0, "A A A")
    driver.select(*(c.code for c in (*kings, *aces)))
    driver.drag(driver.item_point(driver.item(aces[0].code)), driver.zone_point("melds/0"))
    melds = {m.shape.rank: m for m in session.state.melds.values()}
    assert set(melds) == {13, 14}
    assert all(m.team == 0 for m in melds.values())
    assert session.board.zones[melds[13].zone]
    # The fourth King onto the Kings: an AddToMeld.
    fourth = next(c for c in session.state.hands[0] if c.rank == 13)
    driver.drag(driver.item_point(driver.item(fourth.code)), driver.zone_point(melds[13].zone))
    assert session.state.melds[melds[13].id].size == 4
    assert fourth not in session.state.hands[0]


def test_take_the_pile_by_dragging_it_to_the_hand(window, qtbot):
    # HF-16: the top card is melded with a natural pair; the rest goes to the hand
    state = build(["Q Q 9 5 6 8", OTHERS, OTHERS, OTHERS], melds=[(0, "K K K")],
                  discard="4 8 J Q", phase=Phase.DRAW)
    driver = start(window, state, qtbot)
    session = window.session
    top = session.board.zones["discard"][-1]
    driver.drag(driver.item_point(top), driver.zone_point("hand/0"))
    assert session.state.discard == []
    queens = [m for m in session.state.melds.values() if m.shape.rank == 12]
    assert len(queens) == 1 and queens[0].size == 3
    assert len(session.state.hands[0]) == 4 + 3  # 9 5 6 8 and 4 8 J from the pile
    assert session.state.phase is Phase.PLAY


def test_take_the_pile_onto_a_team_meld(window, qtbot):
    # HF-16 (b): adding the top card to an unfinished team meld of its rank
    state = build(["9 5 6 8", OTHERS, OTHERS, OTHERS], melds=[(0, "K K K")],
                  discard="4 8 K", phase=Phase.DRAW)
    driver = start(window, state, qtbot)
    session = window.session
    driver.drag(driver.item_point(session.board.zones["discard"][-1]),
                driver.zone_point("meld/0"))
    assert session.state.melds[0].size == 4
    assert len(session.state.hands[0]) == 6


def test_ambiguous_take_offers_a_choice(window, qtbot, choices):
    # HF-16: a natural pair, or one natural and a wild: the player chooses
    state = build(["Q Q JK 5 6 8", OTHERS, OTHERS, OTHERS], melds=[(0, "K K K")],
                  discard="4 Q", phase=Phase.DRAW)
    driver = start(window, state, qtbot)
    session = window.session
    before = snapshot(session)
    driver.click(driver.item_point(session.board.zones["discard"][-1]))
    assert choices and all(isinstance(a, TakePile) for _, a in choices[0].options)
    assert len(choices[0].options) >= 2
    assert snapshot(session) == before
    pair = next(a for _, a in choices[0].options if not any(c.is_joker for c in a.cards))
    assert session.perform(pair)
    assert session.state.discard == []


def test_discard_by_drag_ends_the_turn(window, qtbot):
    state = build(["K K 9 5 6", OTHERS, OTHERS, OTHERS])
    driver = start(window, state, qtbot)
    session = window.session
    nine = cards(state, 0, "9")[0]
    driver.drag(driver.item_point(driver.item(nine.code)), driver.zone_point("discard"))
    assert session.state.history[0] == (0, Discard(nine))
    assert nine not in session.state.hands[0]


def test_refused_drop_changes_nothing_and_says_why(window, qtbot):
    # HF-15: 7s may never be discarded
    state = build(["7 7 K Q 9", OTHERS, OTHERS, OTHERS])
    driver = start(window, state, qtbot)
    session = window.session
    before = snapshot(session)
    messages: list[str] = []
    session.status.connect(messages.append)
    seven = cards(state, 0, "7")[0]
    item = driver.item(seven.code)
    home = item.pos()
    driver.drag(driver.item_point(item), driver.zone_point("discard"))
    assert snapshot(session) == before
    assert "7s may never be discarded" in messages, messages  # HF-15, without the rule id
    assert item.zone == "hand/0" and item.pos() == home  # glided back


def test_refused_first_meld_below_the_minimum(window, qtbot):
    # HF-13: Q Q Q is worth 30 of the 50 needed
    state = build(["Q Q Q 9 5 6", OTHERS, OTHERS, OTHERS])
    driver = start(window, state, qtbot)
    session = window.session
    before = snapshot(session)
    messages: list[str] = []
    session.status.connect(messages.append)
    driver.select(*(c.code for c in cards(state, 0, "Q Q Q")))
    driver.drag(driver.item_point(driver.item(cards(state, 0, "Q Q")[1].code)),
                driver.zone_point("melds/0"))
    assert snapshot(session) == before
    assert ("Your team's first melds must be worth at least 50 (these are worth 30)"
            in messages), messages  # HF-13, without the rule id


def test_garbage_pile_takes_sevens_by_drag(window, qtbot):
    # HF-12: the garbage pile opens with the team's sevens canasta
    state = build(["7 K Q 9 5", OTHERS, OTHERS, OTHERS],
                  melds=[(0, "7 7 7 7 7 7 7"), (0, "K K K")])
    driver = start(window, state, qtbot)
    session = window.session
    seven = cards(state, 0, "7")[0]
    driver.drag(driver.item_point(driver.item(seven.code)), driver.zone_point("garbage/0"))
    assert session.state.garbage[0] == [seven]


def test_computer_turns_complete_without_blocking(window, qtbot):
    state = build(["K K 9 5 6 8", OTHERS, OTHERS, OTHERS], phase=Phase.DRAW)
    driver = start(window, state, qtbot)
    session = window.session
    draw_by_drag(driver)
    nine = cards(session.state, 0, "9")[0]
    driver.drag(driver.item_point(driver.item(nine.code)), driver.zone_point("discard"))
    assert session.state.current != 0
    qtbot.waitUntil(lambda: session.state.current == 0 and not session.choreo.busy,
                    timeout=30000)
    assert len(session.state.history) >= 2 + 3 * 2  # three computer turns
    assert not session.state.check_invariants()


def test_keyboard_only_turn(window, qtbot):
    # D draws, arrows and Space select, M melds, a digit adds, X discards.
    state = build(["K K K A A A 9 5 6 K", OTHERS, OTHERS, OTHERS], phase=Phase.DRAW,
                  stock="8 8")
    driver = start(window, state, qtbot)
    session = window.session
    table = window.table
    QTest.keyClick(table, Qt.Key.Key_D)
    driver.settle()
    assert session.state.phase is Phase.PLAY and len(session.state.hands[0]) == 12
    hand = [i.card for i in driver.hand()]
    wanted = set(cards(session.state, 0, "K K K A A A"))
    for index, card in enumerate(hand):
        QTest.keyClick(table, Qt.Key.Key_Right)
        if card in wanted:
            QTest.keyClick(table, Qt.Key.Key_Space)
        assert session.focus_index == index
    assert set(session.selected_cards()) == wanted
    QTest.keyClick(table, Qt.Key.Key_M)
    driver.settle()
    assert len(session.state.melds) == 2
    # The last King onto meld 1 (the Kings come before the Aces under the table).
    king = next(c for c in session.state.hands[0] if c.rank == 13)
    session.focus_index = -1
    for item in driver.hand():
        QTest.keyClick(table, Qt.Key.Key_Right)
        if item.card == king:
            QTest.keyClick(table, Qt.Key.Key_Space)
            break
    QTest.keyClick(table, Qt.Key.Key_1)
    driver.settle()
    assert any(m.shape.rank == 13 and m.size == 4 for m in session.state.melds.values())
    nine = cards(session.state, 0, "9")[0]
    session.focus_index = -1
    for item in driver.hand():
        QTest.keyClick(table, Qt.Key.Key_Right)
        if item.card == nine:
            break
    QTest.keyClick(table, Qt.Key.Key_X)
    driver.settle()
    assert session.state.discard[-1] == nine
    assert session.state.current == 1


def test_keyboard_choice_menu(window, qtbot):
    # T offers the ways to take the pile in a menu that the arrow keys and Enter work.
    state = build(["Q Q JK 5 6 8", OTHERS, OTHERS, OTHERS], melds=[(0, "K K K")],
                  discard="4 Q", phase=Phase.DRAW)
    driver = start(window, state, qtbot)
    session = window.session

    def pick(tries: int = 100) -> None:
        menu = QApplication.activePopupWidget()
        if menu is None:
            if tries:
                QTimer.singleShot(20, lambda: pick(tries - 1))
            return
        QTest.keyClick(menu, Qt.Key.Key_Down)
        QTest.keyClick(menu, Qt.Key.Key_Return)

    QTimer.singleShot(20, pick)
    QTest.keyClick(window.table, Qt.Key.Key_T)
    driver.settle()
    assert session.state.discard == []
    assert session.state.phase is Phase.PLAY


def test_frozen_pile_shows_sideways_wilds_and_a_marker(window, qtbot):
    # HF-16: a wild in the pile freezes it; it lies crosswise
    state = build(["Q Q 5 6 8", OTHERS, OTHERS, OTHERS], melds=[(0, "K K K")],
                  discard="4 2 9 Q", phase=Phase.DRAW)
    driver = start(window, state, qtbot)
    session = window.session
    spec = session.specs["discard"]
    assert spec.pill == "FROZEN" and spec.sideways == frozenset({1})
    items = session.board.zones["discard"]
    assert [round(i.rotation()) for i in items] == [0, 90, 0, 0]
    assert session.scene.frames["discard"].spec.pill == "FROZEN"
    # Taking it needs a natural pair, which the hand has.
    driver.drag(driver.item_point(items[-1]), driver.zone_point("hand/0"))
    assert session.state.discard == []
    assert all(round(i.rotation()) == 0 for i in session.board.items())


def test_closed_canastas_are_squared_with_their_type(window, qtbot):
    # HF-11: the four canasta types, squared with their names
    state = build(["5 6 8 9", OTHERS, OTHERS, OTHERS],
                  melds=[(0, "K K K K K K K"), (0, "9 9 9 9 9 2 JK"), (0, "2 2 2 2 JK JK 2"),
                         (1, "7 7 7 7 7 7 7"), (1, "J J J J")])
    start(window, state, qtbot)
    specs = window.session.specs
    kinds = {z: (s.kind, s.pill) for z, s in specs.items() if z.startswith("meld/")}
    assert kinds["meld/0"] == (PileKind.STACK, "Natural")
    assert kinds["meld/1"] == (PileKind.STACK, "Mixed")
    assert kinds["meld/2"] == (PileKind.STACK, "Wild")
    assert kinds["meld/3"] == (PileKind.STACK, "Sevens")
    assert kinds["meld/4"] == (PileKind.MELD, "4/7")
    # The mixed canasta shows a natural 9 on top.
    stack = window.session.board.zones["meld/1"]
    top = max(stack, key=lambda i: i.zValue())
    assert top.card is not None and top.card.rank == 9
    assert specs["melds/0"].label == "You & Budi"
    assert specs["melds/1"].label == "Sari & Dewi"


def test_hint_names_a_move(window, qtbot):
    state = build(["K K K A A A 9 5 6 K", OTHERS, OTHERS, OTHERS])
    start(window, state, qtbot)
    session = window.session
    messages: list[str] = []
    session.status.connect(messages.append)
    session.show_hint()
    qtbot.waitUntil(lambda: bool(session.hinted), timeout=15000)  # the search's answer came
    assert messages and messages[-1] not in ("No hint now.", "Looking for a hint…")


def test_panel_shows_scores_target_and_first_meld_minimum(window, qtbot):
    # HF-13: 5,200 → 90
    state = build(["K K 9 5", OTHERS, OTHERS, OTHERS], totals=(5200, -350))
    start(window, state, qtbot)
    lines = dict(window.session.table.panel(window.session.observation()))
    assert lines["You & Budi"] == "5,200"
    assert lines["Sari & Dewi"] == "−350"
    assert lines["Target"] == "20,000"
    assert lines["First meld"] == "90"
    assert "first meld 15+" in window.session.specs["melds/1"].badge  # HF-E7


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_everything_on_screen_after_resize(window, qtbot, size):
    state = build(["K K K A A A 9 5 6 K 4 4 5 5 6 6 8 8 9 9 10 10 J J Q Q", OTHERS, OTHERS,
                   OTHERS],
                  melds=[(0, "K K K K K K K"), (0, "9 9 9 9 9 2 JK"), (0, "8 8 8 8"),
                         (0, "2 2 2"), (1, "7 7 7 7 7 7 7"), (1, "J J J J"), (1, "5 5 5"),
                         (1, "10 10 10 10 10")],
                  discard="4 2 9 Q", red_threes=("3H 3D", "3H"), phase=Phase.DRAW)
    start(window, state, qtbot)
    session = window.session
    window.resize(*size)
    qtbot.waitUntil(lambda: abs(session.size.width() - window.table.view.viewport().width())
                    < 1, timeout=3000)
    TableDriver(window, qtbot).settle()
    scene_rect = window.table.view.sceneRect()
    for item in session.board.items():
        assert scene_rect.contains(item.card_rect()), item.key
    # The score panel covers no zone.
    panel = window.table.panel.geometry()
    for zone, frame in session.scene.frames.items():
        area = window.table.view.mapFromScene(frame.area).boundingRect()
        assert not panel.intersects(area), zone


def test_meld_gesture_onto_an_open_meld_adds(window, qtbot):
    # HF-10: a second unfinished meld of Kings is not allowed, so Kings go onto it
    state = build(["K K 9 5 6", OTHERS, OTHERS, OTHERS], melds=[(0, "K K K")])
    start(window, state, qtbot)
    table = window.session.table
    gesture = table.meld_gesture(window.session.observation(), cards(state, 0, "K K"))
    assert isinstance(gesture, AddToMeld) and gesture.meld_id == 0
    # 9 5 6 make no meld: the engine's reason (HF-07), without asking it to apply anything.
    gesture = table.meld_gesture(window.session.observation(), cards(state, 0, "9 5 6"))
    assert isinstance(gesture, Refusal) and gesture.reason.startswith("A meld needs at least 3")


def test_whole_game_of_computers_to_the_end(qtbot, caplog):
    """Four computer players at instant speed, score sheets dismissed, to the game's end."""
    config = HandAndFootConfig()
    state = HandAndFootState.new_game(config, 11)
    seats = [SeatSetup(n, False, "medium") for n in ("Ana", "Sari", "Budi", "Dewi")]
    setup = GameSetup("bain_hand_and_foot", config, 11, seats)
    scene = TableScene()
    session = GameSession(setup, state, scene, DeckArt(), CardMetrics(), Speed.INSTANT)
    sheets: list[tuple] = []
    ended: list[dict] = []

    def round_over(result: dict) -> None:
        sheets.append(session.table.score_sheet(result, session.observation()))
        QTimer.singleShot(0, session.continue_after_round)

    session.round_over.connect(round_over)
    session.game_over.connect(ended.append)
    session.resize(QSizeF(1280, 760))
    session.start(state.opening_events)
    qtbot.waitUntil(lambda: bool(ended), timeout=110_000)
    session.close()
    assert session.state.is_over and not session.state.check_invariants()
    # The animated table followed the engine's events without ever having to be redrawn.
    assert not [r for r in caplog.records if "out of step" in r.getMessage()]
    assert max(session.state.totals) >= 20_000  # HF-26
    _, subtitle, headers, rows = session.table.score_sheet(ended[0], session.observation())
    assert subtitle and "HF-" not in subtitle  # players read no rule ids
    assert headers[0] == "Team" and headers[-1] == "Total"
    assert [r[0] for r in rows] == ["Ana & Budi", "Sari & Dewi"]
    assert [r[-1] for r in rows] == [f"{t:,}".replace("-", "−") for t in session.state.totals]
    winner = session.table.winner_text(session.game_end, session.observation())
    assert winner.endswith("win the game!") and session.table.team_name(
        session.state.winner) in winner
    assert len(sheets) == len(session.state.results) - 1  # the last one ends the game
    assert all(len(s[3]) == 2 for s in sheets)


def test_seat_labels_name_the_partner():
    table = HandAndFootTable([SeatView("You", True), SeatView("Sari", False),
                              SeatView("Budi", False), SeatView("Dewi", False)])
    state = build(["K K 9 5", OTHERS, OTHERS, OTHERS])
    assert "partner" in table._seat_label(state.observation(0), 2, 0)
    assert table.unit_name(1, state.observation(0)) == "Sari & Dewi"


ALL_REDS = ("3H 3D 3H 3D", "3H 3D 3H 3D")
FOUR_TYPES = [(0, "K K K K K K K"), (0, "9 9 9 9 9 2 JK"), (0, "2 2 2 2 JK JK 2"),
              (0, "7 7 7 7 7 7 7")]


def test_black_threes_melded_while_going_out_then_the_score_sheet(window, qtbot):
    # HF-06: black 3s meld in the turn the player goes out; HF-18: all conditions met
    state = build(["3S 3C 3S 9", OTHERS, OTHERS, OTHERS], melds=FOUR_TYPES,
                  red_threes=ALL_REDS, foot_picked=(True, False, False, False))
    driver = start(window, state, qtbot)
    session = window.session
    threes = cards(state, 0, "3S 3C 3S")
    messages: list[str] = []
    session.status.connect(messages.append)
    driver.select(*(c.code for c in threes))
    driver.drag(driver.item_point(driver.item(threes[1].code)), driver.zone_point("melds/0"))
    assert not any("HF-" in m for m in messages), messages
    blacks = [m for m in session.state.melds.values() if m.black_threes]
    assert len(blacks) == 1 and set(blacks[0].shape.cards) == set(threes)
    assert session.specs[blacks[0].zone].pill == "Black 3s"
    nine = cards(session.state, 0, "9")[0]
    driver.drag(driver.item_point(driver.item(nine.code)), driver.zone_point("discard"))
    qtbot.waitUntil(window.table.result.isVisible, timeout=5000)
    result = session.state.results[-1]
    assert result["ending"] == "went_out" and result["went_out"] == 0
    assert result["breakdown"][0]["going_out"] == 200  # HF-22
    assert result["breakdown"][0]["black_threes"] == 15
    title, subtitle, headers, rows = session.table.score_sheet(result, session.observation())
    assert title == "Round 1" and "You went out" in subtitle
    assert "Black 3s" in headers
    assert rows[0][headers.index("Going out")] == "+200"
    assert "1 natural · 1 mixed · 1 wild · 1 sevens" in rows[0]
    # Next round: the sheet's button deals.
    window.table.next_round()
    qtbot.waitUntil(lambda: session.state.round_no == 2 and not session.choreo.busy,
                    timeout=20000)


def test_sevens_lock_by_keyboard(window, qtbot):
    # HF-20: a hand of only 7s that cannot go out ends the round
    state = build(["7 7", OTHERS, OTHERS, OTHERS], melds=[(0, "K K K")])
    driver = start(window, state, qtbot)
    session = window.session
    window.table.refresh()
    assert "lock" in window.table.actions_bar.buttons
    QTest.keyClick(window.table, Qt.Key.Key_L)
    driver.settle()
    assert session.state.results[-1]["ending"] == "sevens_lock"


def test_pile_dragged_onto_the_meld_area_takes_the_selected_pair(window, qtbot, choices):
    # HF-16: the selected pair melds the top card; no question asked
    state = build(["Q Q JK 5 6 8", OTHERS, OTHERS, OTHERS], melds=[(0, "K K K")],
                  discard="4 Q", phase=Phase.DRAW)
    driver = start(window, state, qtbot)
    session = window.session
    pair = cards(state, 0, "Q Q")
    driver.select(*(c.code for c in pair))
    driver.drag(driver.item_point(session.board.zones["discard"][-1]),
                driver.zone_point("melds/0"))
    assert not choices
    queens = [m for m in session.state.melds.values() if m.shape.rank == 12]
    assert len(queens) == 1 and set(pair) <= set(queens[0].shape.cards)


def test_taking_the_pile_for_a_first_meld_asks_before_laying_more(window, qtbot, choices):
    # HF-13/HF-16: Q Q Q is 30 of the 50 needed; laying more melds is the player's call
    state = build(["Q Q A A A 5 6 8", OTHERS, OTHERS, OTHERS], discard="4 Q", phase=Phase.DRAW)
    driver = start(window, state, qtbot)
    session = window.session
    before = snapshot(session)
    driver.drag(driver.item_point(session.board.zones["discard"][-1]),
                driver.zone_point("hand/0"))
    assert snapshot(session) == before
    assert choices
    take = choices[0].options[0][1]
    assert isinstance(take, TakePile) and take.melds
    assert "with your Q" in choices[0].options[0][0]
    assert session.perform(take)
    assert len(session.state.melds) == 1 + len(take.melds)
