"""Feedback where the eye is (issue 14 item 3): a refused drop's note beside the dropped
cards with a "Why?" that opens the rules at that rule, and banners for the engine's
milestones (a canasta closed, a foot picked up, a contract laid, going out, a round's end)."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest

from desktop_app.ai.registry import make_player
from desktop_app.games.base import (
    CANASTA_CLOSED,
    CONTRACT_LAID,
    FOOT_PICKED,
    WENT_OUT_NOW,
    Action,
    GameState,
    Milestone,
)
from desktop_app.games.registry import get_game
from desktop_app.gui.game_setup import GameSetup, SeatSetup
from desktop_app.gui.main_window import MainWindow
from desktop_app.gui.table.speed import Speed
from tests.gui.table_driver import TableDriver
from tests.gui.test_table_banakil import give_hand, human_first_state, start

RULE_ID = re.compile(r"\b(BK|CR|HF|BA)-\d")
NAMES = ["You", "Sari", "Budi", "Dewi"]


@pytest.fixture
def window(window):
    """The shared window (tests/gui/conftest.py), its rules window closed afterwards."""
    yield window
    if window.rules_window is not None:
        window.rules_window.close()


def refused_meld(window: MainWindow, qtbot) -> tuple[TableDriver, QPoint]:
    """Draw, then drag K♠ 7♥ 5♣ onto the table with the mouse: the engine refuses (BK-12).
    Returns the driver and where the cards were dropped (table widget coordinates)."""
    state = human_first_state()
    give_hand(state, 0, "9D 10D JD QD 3S 3H 3C 5C 7H KS AS 8C 4D 6S 9H JC QH 5S")
    driver = start(window, state, qtbot)
    session = window.session
    driver.drag(driver.item_point(session.board.zones["stock"][-1]), driver.zone_point("hand/0"))
    driver.select("5C", "7H", "KS")
    drop = driver.zone_point("table/0") + QPoint(40, 10)
    melds_before = len(session.state.melds)
    driver.drag(driver.item_point(driver.item("7H")), drop)
    assert len(session.state.melds) == melds_before  # refused
    table = window.table
    return driver, table.view.viewport().mapTo(table, drop)


def test_a_refused_drop_says_why_next_to_the_dropped_cards(window, qtbot):
    driver, drop = refused_meld(window, qtbot)
    note = window.table.feedback.note
    qtbot.waitUntil(note.isVisible)
    text = note.text.text()
    assert "K♠" in text and "7♥" in text and "5♣" in text  # card symbols
    assert not RULE_ID.search(text) and "KS" not in text  # no rule id, no notation
    box = note.geometry()
    assert abs(box.center().x() - drop.x()) < box.width() / 2 + 1  # over the drop point
    assert 0 <= drop.y() - box.bottom() <= 60  # just above it: the cards stay visible
    assert note.link.isVisible() and note.rule == "BK-12"
    assert note.accessibleName() == text  # what a screen reader reads
    assert window.table.last_announcement == text
    # It never blocks play: the next gesture goes on, and the note goes with it.
    driver.click(driver.item_point(driver.item("KS")))
    assert not note.isVisible()


def test_the_note_fades_by_itself(window, qtbot):
    refused_meld(window, qtbot)
    note = window.table.feedback.note
    assert note.timer.isActive() and note.timer.interval() <= 8000
    note.timer.timeout.emit()  # the few seconds are up
    qtbot.waitUntil(lambda: not note.isVisible(), timeout=3000)


def test_why_opens_the_rules_page_at_that_rule(window, qtbot):
    refused_meld(window, qtbot)
    note = window.table.feedback.note
    link = note.link
    QTest.mouseClick(link, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     QPoint(6, link.height() // 2))
    qtbot.waitUntil(lambda: window.rules_window is not None and
                    window.rules_window.isVisible())
    rules = window.rules_window
    assert rules.game_id == "banakil" and rules.rule == "BK-12"
    assert not rules.isModal()  # play goes on beside it
    block = rules.rule_block("BK-12")
    assert block is not None and "(BK-12)" in block.text()
    browser = rules.browser
    scroll = browser.verticalScrollBar().value()
    assert scroll > 0  # BK-12 is well down the page
    top = browser.document().documentLayout().blockBoundingRect(block).top() - scroll
    assert 0 <= top < browser.viewport().height() / 3  # at the top of the page
    assert browser.extraSelections()[0].cursor.block() == block  # and marked


# ------------------------------------------------------------------------ banners


def milestone_position(game_id: str, kind: str, seed: int = 1, **config: object
                       ) -> tuple[GameState, Action]:
    """A position where seat 0's medium move makes the `kind` milestone, every seat played
    by the medium computer until then."""
    info = get_game(game_id)
    state = info.new_game(info.make_config(**config), seed)
    rng = random.Random(seed)
    players = [make_player(game_id, "medium") for _ in range(state.config.players)]
    for _ in range(4000):
        seat = state.to_move()
        assert seat is not None and not state.is_over
        action = players[seat].choose(state.observation(seat), rng)
        if seat == 0:
            trial = state.clone()
            if any(isinstance(e, Milestone) and e.kind == kind for e in trial.apply(0, action)):
                return state, action
        state.apply(seat, action)
    raise AssertionError(f"no {kind} for seat 0")


def play_milestone(window: MainWindow, qtbot, game_id: str, kind: str, **config: object):
    state, action = milestone_position(game_id, kind, **config)
    seats = [SeatSetup(NAMES[0], True)] + [SeatSetup(name, False, "medium")
                                           for name in NAMES[1:state.config.players]]
    window.start_game(GameSetup(game_id, state.config, state.seed, seats), state)
    qtbot.waitUntil(lambda: not window.session.choreo.busy)
    assert window.session.perform(action)
    return window.table.feedback.banner


@pytest.mark.parametrize(("game_id", "kind", "config", "words"), [
    ("bain_hand_and_foot", CANASTA_CLOSED, {}, r"You closed a (natural|mixed) canasta of "
                                               r"\w+|You closed a (wild|sevens) canasta(\n|$)"),
    ("bain_hand_and_foot", FOOT_PICKED, {}, r"You picked up your foot"),
    ("cap_it_rummy", CONTRACT_LAID, {"players": 4}, r"You laid down the contract"),
    ("banakil", WENT_OUT_NOW, {"players": 4, "partnerships": True}, r"You went out!"),
])
def test_a_banner_tells_the_moment(window, qtbot, game_id, kind, config, words):
    banner = play_milestone(window, qtbot, game_id, kind, **config)
    qtbot.waitUntil(banner.isVisible)
    text = banner.label.text()
    assert re.search(words, text), text
    assert not RULE_ID.search(text)
    assert banner.testAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    assert banner.focusPolicy() == Qt.FocusPolicy.NoFocus
    table = window.table.rect()
    assert QRect(table).contains(banner.geometry())
    if kind == WENT_OUT_NOW:  # the round ends too: the banner stays over the score sheet
        assert "Round 1 is over" in text
        qtbot.waitUntil(window.table.result.isVisible)
        assert window.table.result.isVisible()
        siblings = window.table.children()
        assert siblings.index(banner) > siblings.index(window.table.result)
    banner.fade.setCurrentTime(banner.fade.totalDuration())  # it fades by itself
    qtbot.waitUntil(lambda: not banner.isVisible())


def test_the_foot_glides_into_the_hand(window, qtbot):
    state, action = milestone_position("bain_hand_and_foot", FOOT_PICKED)
    seats = [SeatSetup(NAMES[0], True)] + [SeatSetup(n, False, "medium") for n in NAMES[1:]]
    window.start_game(GameSetup("bain_hand_and_foot", state.config, state.seed, seats), state)
    session = window.session
    qtbot.waitUntil(lambda: not session.choreo.busy)
    foot = list(session.board.zones["foot/0"])
    assert len(foot) == 13
    starts = {item: item.pos() for item in foot}
    window.set_speed(Speed.NORMAL)
    session.perform(action)
    assert session.choreo.busy
    arrived = [item for item in foot if item.zone == "hand/0"]
    assert arrived  # the foot's cards (its red 3s aside) join the hand…
    assert all(item.pos() == starts[item] for item in arrived)  # …from where the foot lay
    qtbot.waitUntil(lambda: not session.choreo.busy, timeout=15000)
    assert all(item.pos() != starts[item] for item in arrived)  # and glided there
    assert not session.board.zones.get("foot/0")


def test_a_banner_names_a_canasta_as_players_do(qapp):
    from desktop_app.gui.banners import milestone_line
    from desktop_app.gui.tables.bain_hand_and_foot import HandAndFootTable
    from desktop_app.gui.tables.base import SeatView

    table = HandAndFootTable([SeatView(n, i == 0) for i, n in enumerate(NAMES)])
    kings = Milestone(CANASTA_CLOSED, 1, "natural", 13)
    wild = Milestone(CANASTA_CLOSED, 0, "wild", 15)
    assert milestone_line(kings, table, 0, True) == "Sari closed a natural canasta of Kings"
    assert milestone_line(wild, table, 0, True) == "You closed a wild canasta"
    assert milestone_line(Milestone(FOOT_PICKED, 2), table, 0, True) == \
        "Budi picked up their foot"
