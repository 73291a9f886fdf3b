"""The game log beside the table and the last-move marks (issue 14 items 1 and 2): lines in
words from the viewer's seat, never naming a card that seat may not know, rebuilt when the
screen passes or a game is continued; each new line said to screen readers."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont

from desktop_app.cards.message import Template, Text
from desktop_app.games.banakil import BanakilConfig, BanakilState
from desktop_app.games.banakil.actions import Discard, DrawStock
from desktop_app.games.narration import LogLine
from desktop_app.gui import game_log
from desktop_app.gui.card_words import card_text
from desktop_app.gui.game_setup import GameSetup, SeatSetup
from desktop_app.gui.main_window import GAME_LOG_KEY, MainWindow, default_setup
from desktop_app.gui.table.last_moves import Mark
from desktop_app.gui.table.speed import Speed
from tests.gui.table_driver import TableDriver

SEATS = [SeatSetup("You", True), SeatSetup("Sari", False, "medium"),
         SeatSetup("Budi", False, "easy")]
HOT_SEATS = [SeatSetup("Ana", True), SeatSetup("Ben", True)]


def first_state(players: int) -> BanakilState:
    """A deal, untouched (the log replays it from its seed), in which seat 0 plays first."""
    for seed in range(200):
        state = BanakilState.new_game(BanakilConfig(players=players), seed)
        if state.current == 0:
            return state
    raise AssertionError("no seed lets seat 0 start")


@pytest.fixture
def window(window):
    """The shared window (tests/gui/conftest.py), and the log's toggle forgotten after."""
    yield window
    window.settings.remove(GAME_LOG_KEY)


def start(window, state, seats, qtbot) -> TableDriver:
    window.start_game(GameSetup("banakil", state.config, state.seed, seats[:state.players]),
                      state)
    driver = TableDriver(window, qtbot)
    driver.settle()
    return driver


def lines(window) -> list[str]:
    return window.table.game_log.texts()


def test_the_log_toggles_beside_the_table_and_is_remembered(window, qtbot, tmp_path):
    start(window, first_state(3), SEATS, qtbot)
    action = window.game_log_action
    assert action.shortcut().toString() == "Ctrl+L"
    assert not window.table.game_log.isVisible()
    wide = window.table.view.width()
    action.trigger()
    qtbot.waitUntil(window.table.game_log.isVisible)
    qtbot.waitUntil(lambda: window.table.view.width() < wide)
    # The table lays out in the remaining width: the log covers none of its zones.
    log_left = window.table.game_log.geometry().left()
    assert window.table.view.geometry().right() < log_left
    view = window.table.view
    for frame in window.table.scene.frames.values():
        assert view.mapFromScene(frame.area).boundingRect().right() <= view.viewport().width()
    assert window.table.panel.geometry().right() < log_left
    again = MainWindow(save_dir=tmp_path)
    qtbot.addWidget(again)
    assert again.game_log_action.isChecked()
    action.trigger()
    assert not window.table.game_log.isVisible()
    third = MainWindow(save_dir=tmp_path)
    qtbot.addWidget(third)
    assert not third.game_log_action.isChecked()


def test_lines_in_words_from_the_viewers_seat_and_announced(window, qtbot, monkeypatch):
    said: list[str] = []
    monkeypatch.setattr(game_log, "announce", lambda widget, text: said.append(text))
    state = first_state(3)
    start(window, state, SEATS, qtbot)
    assert lines(window)[:2] == ["Round 1", f"{SEATS[state.dealer].name} dealt"]
    drawn = state.stock[-1]
    assert window.session.try_action(DrawStock())
    assert lines(window)[-1] == f"You drew {card_text(drawn)}"
    assert said[-1] == lines(window)[-1]
    assert window.session.try_action(Discard(drawn))
    assert lines(window)[-1] == f"You discarded {card_text(drawn)}"
    qtbot.waitUntil(lambda: window.session.state.current == 0
                    and window.session.state.phase.value == "draw", timeout=20000)
    TableDriver(window, qtbot).settle()
    told = lines(window)
    others = [t for t in told if t.startswith(("Sari", "Budi"))]
    assert others
    for seat in (1, 2):
        name = SEATS[seat].name
        for text in told:
            if text.startswith(f"{name} drew"):
                assert text == f"{name} drew a card"  # their stock draw is never named
    assert said[-len(others):] == told[-len(others):]


LINE = Template("test_line", Text("GameLog", "Line {n} of a long round, wrapped over the panel"))


def test_the_newest_line_is_in_view_when_the_log_opens_and_as_lines_come(qtbot):
    """A hidden log lays out none of its lines; opened, it shows them all with the newest in
    view, and keeps the newest in view as lines come."""
    panel = game_log.GameLogPanel()
    qtbot.addWidget(panel)
    panel.resize(game_log.GameLogPanel.WIDTH, 300)
    log = game_log.GameLog("banapples", ["You", "Sari"])
    panel.attach(log)

    def add(n: int) -> None:
        line = LogLine(LINE(n=n), separator=n % 50 == 0)
        log.lines.append(line)
        log.added.emit([log.words().line(line)])

    def in_view(row: int) -> bool:
        rect = panel.lines.line_rect(row)
        return rect.top() >= 0 and rect.bottom() <= panel.lines.viewport().rect().bottom() + 1

    def newest_in_view() -> bool:
        return in_view(panel.lines.count() - 1)

    for n in range(200):
        add(n)
    assert panel.lines.count() == 0  # a hidden log lays out no line: it tells them as it shows
    panel.show()
    qtbot.waitExposed(panel)
    assert panel.lines.count() == 200
    assert len(panel.texts()) == 200 and panel.texts()[-1].startswith("Line 199 ")
    qtbot.waitUntil(newest_in_view)
    assert not in_view(0)  # the lines overflow the panel: it did scroll
    add(200)
    qtbot.waitUntil(newest_in_view)
    assert panel.texts()[-1].startswith("Line 200 ")
    panel.hide()
    add(201)
    assert panel.lines.count() == 201
    panel.show()
    qtbot.waitUntil(newest_in_view)
    assert panel.texts()[-1].startswith("Line 201 ")


def test_marks_show_the_last_moves_until_the_viewer_acts(window, qtbot):
    state = first_state(3)
    start(window, state, SEATS, qtbot)
    session = window.session
    drawn = state.stock[-1]
    assert session.try_action(DrawStock())
    assert session.board.item_of(drawn).mark is Mark.RECEIVED
    assert session.try_action(Discard(drawn))
    assert session.board.item_of(drawn).mark is not Mark.RECEIVED
    qtbot.waitUntil(lambda: session.state.current == 0
                    and session.state.phase.value == "draw", timeout=20000)
    TableDriver(window, qtbot).settle()
    top = session.state.discard[-1]
    played = [item for item in session.board.items() if item.mark is Mark.PLAYED]
    assert session.board.item_of(top) in played  # the discard another seat just made
    assert all(item.zone not in ("hand/0", "stock") for item in played)
    new = session.state.stock[-1]
    assert session.try_action(DrawStock())
    assert [item for item in session.board.items() if item.mark is Mark.PLAYED] == []
    assert session.board.item_of(new).mark is Mark.RECEIVED


def test_hot_seat_log_tells_what_the_player_at_the_screen_may_know(window, qtbot):
    state = first_state(2)
    start(window, state, HOT_SEATS, qtbot)
    curtain = window.table.curtain

    def claim(name: str) -> None:
        qtbot.waitUntil(curtain.isVisible)
        assert name in curtain.message.text()
        curtain.button.click()

    claim("Ana")
    drawn = state.stock[-1]
    assert window.session.try_action(DrawStock())
    assert lines(window)[-1] == f"You drew {card_text(drawn)}"
    discard = next(c for c in state.hands[0] if c != drawn)
    assert window.session.try_action(Discard(discard))
    qtbot.waitUntil(curtain.isVisible)
    # Behind the curtain nobody holds the screen: no private card is named.
    behind = lines(window)
    assert "Ana drew a card" in behind
    assert f"You drew {card_text(drawn)}" not in behind
    claim("Ben")
    told = lines(window)
    assert "Ana drew a card" in told
    assert told[-1] == f"Ana discarded {card_text(discard)}"
    assert not any(t.startswith(("You drew", "You discarded")) for t in told)


def test_a_continued_game_rebuilds_its_log_from_the_record(window, qtbot, tmp_path):
    state = first_state(3)
    start(window, state, SEATS, qtbot)
    drawn = state.stock[-1]
    assert window.session.try_action(DrawStock())
    assert window.session.try_action(Discard(drawn))
    qtbot.waitUntil(lambda: window.session.state.current == 0, timeout=20000)
    TableDriver(window, qtbot).settle()
    before = lines(window)
    saved = window.session.state.clone()
    window.table.detach()
    again = MainWindow(save_dir=tmp_path)
    again.set_speed(Speed.INSTANT)
    qtbot.addWidget(again)
    again.show()
    again.start_game(GameSetup("banakil", saved.config, saved.seed, SEATS), saved)
    TableDriver(again, qtbot).settle()
    assert again.table.game_log.texts() == before
    assert f"You drew {card_text(drawn)}" in before
    again.table.detach()


NOTATION = re.compile(r"\b(10|[2-9AKQJ])[SHDC]\b|%n|\(s\)|seat \d|\{")


@pytest.mark.parametrize("game_id", ["banakil", "cap_it_rummy", "bain_hand_and_foot",
                                     "banapples"])
def test_every_game_tells_its_moves_in_plain_words(window, qtbot, game_id):
    """Computers in every seat play; the log reads as players speak: names, card symbols,
    plural forms, no notation (QH), no template fields."""
    setup = default_setup(game_id, seed=4242)
    seats = [replace(seat, human=False, level="easy") for seat in setup.seats]
    window.start_game(replace(setup, seats=seats))
    qtbot.waitUntil(lambda: len(lines(window)) >= 12, timeout=30000)
    told = lines(window)
    assert told[0] == "Round 1"
    names = {seat.name for seat in seats}
    for text in told[1:]:
        assert not NOTATION.search(text), text
        assert text[0].isupper()
    assert any(text.split(" ")[0] in names for text in told)
    assert any(any(suit in text for suit in "♠♥♦♣") or "apple" in text or "banana" in text
               for text in told)


def test_a_round_opens_with_a_bold_centred_line_and_lines_keep_their_words(qtbot):
    """Each line is a block of its own: a round's opening one bold and centred, the others
    plain, their words as told."""
    lines = game_log.LogLines()
    qtbot.addWidget(lines)
    lines.add([("Round 1", True), ("Budi dealt", False)])
    lines.add([("You drew 9♠", False)])
    assert lines.texts() == ["Round 1", "Budi dealt", "You drew 9♠"] and lines.count() == 3
    blocks = [lines.document().findBlockByNumber(i) for i in range(3)]
    assert [block.charFormat().fontWeight() == QFont.Weight.Bold for block in blocks] == [
        True, False, False]
    assert blocks[0].blockFormat().alignment() & Qt.AlignmentFlag.AlignHCenter
    assert not blocks[2].blockFormat().alignment() & Qt.AlignmentFlag.AlignHCenter
    lines.clear_lines()
    assert lines.texts() == [] and lines.count() == 0
