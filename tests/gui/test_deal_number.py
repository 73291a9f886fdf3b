"""The deal number: every card of a game follows from it, so it comes from the operating
system's randomness with 64 bits, shows only once the game is over (for replay and sharing),
and the computer players' random numbers never derive from it."""

from __future__ import annotations

import random

from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QLabel

from desktop_app.games.banakil import BanakilConfig, BanakilState
from desktop_app.games.banakil.actions import Discard, DrawStock, Meld
from desktop_app.games.registry import get_game
from desktop_app.gui.dialogs.new_game import NewGameDialog
from desktop_app.gui.game_setup import GameSetup, SeatSetup
from desktop_app.gui.main_window import MainWindow, default_setup
from desktop_app.gui.table.speed import Speed
from desktop_app.gui.workers import ThinkingPool
from tests.gui.table_driver import TableDriver
from tests.gui.test_table_banakil import give_hand

SEED = 2**64 - 1 - 987_654_321
"""A deal number of the full 64 bits, easy to find in a text."""


def texts(window: MainWindow) -> str:
    """Everything the window says in words: its labels (the score panel and the sheets among
    them), its title and its status line."""
    labels = [label.text() for label in window.findChildren(QLabel) if label.isVisible()]
    return "\n".join([*labels, window.windowTitle(), window.statusBar().currentMessage()])


def going_out_game(window: MainWindow, qtbot, target: int) -> None:
    """Ana (seat 0) plays first holding three threes: she melds them and goes out."""
    config = BanakilConfig(players=2, target=target)
    state = BanakilState.new_game(config, SEED)
    while state.current != 0:
        state = BanakilState.new_game(config, state.seed - 1)
    give_hand(state, 0, "3S 3H 3C")
    seats = [SeatSetup("Ana", True), SeatSetup("Sari", False, "easy")]
    window.start_game(GameSetup("banakil", config, state.seed, seats), state)
    driver = TableDriver(window, qtbot)
    driver.settle()
    session = window.session
    assert str(state.seed) not in texts(window)  # during play: nowhere
    assert session.try_action(DrawStock())
    assert str(state.seed) not in texts(window)
    assert session.try_action(Meld(tuple(session.state.hands[0][:3])))
    assert session.try_action(Discard(session.state.hands[0][0]))
    driver.settle()
    qtbot.waitUntil(window.table.result.isVisible)


def test_the_deal_number_shows_once_the_game_is_over(window, qtbot):
    going_out_game(window, qtbot, target=1)
    session = window.session
    assert session.state.is_over
    words = texts(window)
    assert str(session.setup.seed) in words
    panel = [label.text() for label in window.table.panel.findChildren(QLabel)
             if label.isVisible()]
    assert str(session.setup.seed) in panel  # the score panel, for sharing
    sheet = [label.text() for label in window.table.result.findChildren(QLabel)
             if label.isVisible()]
    assert any(str(session.setup.seed) in text for text in sheet)  # and the game-over screen


def test_the_deal_number_stays_hidden_between_rounds(window, qtbot):
    """The next rounds are shuffled from the same number: a round's end must not show it."""
    going_out_game(window, qtbot, target=10_000)
    session = window.session
    assert not session.state.is_over and session.state.round_no == 1
    assert str(session.setup.seed) not in texts(window)
    window.table.next_round()
    TableDriver(window, qtbot).settle()
    assert str(session.setup.seed) not in texts(window)


def new_deals(make) -> list[int]:
    return [make() for _ in range(40)]


def check_entropy(seeds: list[int]) -> None:
    """Forty deals of 64 random bits: all differ, none fits in 32 bits (a chance of one in
    a hundred million), none goes beyond 64 and some use the 64th."""
    assert len(set(seeds)) == len(seeds)
    assert all(2**32 < seed < 2**64 for seed in seeds), [s for s in seeds if s <= 2**32]
    assert any(seed.bit_length() == 64 for seed in seeds)


def test_a_new_game_from_the_dialog_has_a_64_bit_deal(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    dialog = NewGameDialog(settings=settings, default_game="banakil")
    qtbot.addWidget(dialog)
    check_entropy(new_deals(lambda: dialog.setup().seed))


def test_quick_games_and_restarts_have_64_bit_deals(window, monkeypatch):
    from desktop_app.gui import main_window

    # A restart gives up the game in progress: the question it asks is answered "abandon".
    monkeypatch.setattr(main_window, "ask_about_game_in_progress",
                        lambda *args: main_window.InProgress.ABANDON)
    check_entropy(new_deals(lambda: default_setup("banakil").seed))

    def restarted() -> int:
        window.restart()
        return window.session.setup.seed

    window.start_game(default_setup("banakil", humans=1, players=2))
    check_entropy(new_deals(restarted))


def test_deals_do_not_come_from_the_random_module(window):
    """Seeding Python's shared generator (as any library may) must not repeat a deal."""
    deals = []
    for _ in range(2):
        random.seed(2024)
        deals.append(default_setup("banakil").seed)
    assert deals[0] != deals[1]


def test_a_64_bit_deal_number_can_be_typed_and_no_larger(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    dialog = NewGameDialog(settings=settings, default_game="banakil")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.keyClicks(dialog.seed_edit, str(2**64 - 1))
    assert dialog.start_button.isEnabled()
    assert dialog.setup().seed == 2**64 - 1
    dialog.seed_edit.setText(str(2**64))
    assert not dialog.start_button.isEnabled()
    assert dialog.error_label.isVisible() and dialog.error_label.text()
    dialog.seed_edit.setText("12345")
    assert dialog.start_button.isEnabled()
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert dialog.setup().seed == 12345


def test_a_64_bit_deal_is_saved_and_continued(window, qtbot, tmp_path):
    setup = default_setup("banakil", players=2)
    setup = GameSetup(setup.game_id, setup.config, 2**64 - 1, setup.seats)
    window.start_game(setup)
    TableDriver(window, qtbot).settle()
    snapshot = window.session.state.snapshot()
    window.close()
    again = MainWindow(save_dir=tmp_path)
    again.set_speed(Speed.INSTANT)
    qtbot.addWidget(again)
    again.show()
    again.resume_saved()
    assert again.session is not None
    assert again.session.setup.seed == 2**64 - 1
    assert again.session.state.snapshot() == snapshot
    again.table.detach()


def test_computer_players_do_not_draw_their_numbers_from_the_deal(window, qtbot, monkeypatch):
    """The same deal twice: the seeds the computer players think with differ."""
    asked: list[int] = []
    monkeypatch.setattr(ThinkingPool, "ask",
                        lambda self, player, obs, seed, token: asked.append(seed))
    config = BanakilConfig(players=2)
    seed = next(s for s in range(2**40, 2**40 + 200)
                if BanakilState.new_game(config, s).current == 1)
    seats = [SeatSetup("Ana", True), SeatSetup("Sari", False, "medium")]
    for _ in range(2):
        window.start_game(GameSetup("banakil", config, seed, seats))
        TableDriver(window, qtbot).settle()
    assert len(asked) == 2
    assert asked[0] != asked[1]


def test_real_time_computer_players_do_not_draw_their_numbers_from_the_deal(window, qtbot):
    info = get_game("banapples")
    config = info.make_config(players=3)
    seats = [SeatSetup("Ana", True), SeatSetup("Sari", False, "medium"),
             SeatSetup("Budi", False, "easy")]
    states = []
    for _ in range(2):
        window.start_game(GameSetup("banapples", config, 2**40 + 7, seats))
        states.append([computer.rng.getstate() for computer in window.session.computers.values()])
        window.table.detach()
    assert states[0][0] != states[1][0] and states[0][1] != states[1][1]
