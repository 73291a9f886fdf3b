"""The main window: the start screen or the table, the menus, settings and the autosave."""

from __future__ import annotations

import logging
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, QStandardPaths, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
)

from ..games.base import GameState
from ..games.registry import get_game
from ..store.saves import DamagedSave, SaveStore
from ..store.statistics import Statistics
from .autosaver import Autosaver
from .dialogs.about_dialog import AboutDialog
from .dialogs.new_game import NewGameDialog
from .dialogs.rules_dialog import RulesDialog
from .dialogs.statistics_dialog import StatisticsDialog
from .game_setup import GameSetup, SeatSetup, new_deal_number
from .realtime_session import RealTimeSession
from .session import GameSession, TableSession
from .start_screen import StartScreen
from .table.animation import Speed
from .table.deck_art import DeckArt
from .table.metrics import CardMetrics
from .table_widget import TableWidget

log = logging.getLogger(__name__)

CARD_SIZES = {"small": 0.85, "normal": 1.0, "large": 1.15}
DEMO_SHEET_MS = 4000
"""How long a demo shows a round's score sheet before dealing on (at normal speed)."""
COMPUTER_NAMES = ["Sari", "Budi", "Min-jun", "Ji-woo", "Dewi", "Hyun"]


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


def data_directory() -> Path:
    path = Path(QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.AppDataLocation))
    path.mkdir(parents=True, exist_ok=True)
    return path


def default_setup(game_id: str, seed: int | None = None, humans: int = 1,
                  players: int | None = None) -> GameSetup:
    """A quick game: you against computer players at medium, the rules' defaults."""
    info = get_game(game_id)
    if players is None:
        players = min(max(info.min_players, 4), info.max_players)
    seats = [SeatSetup(tr("You") if i == 0 else f"{tr('Player')} {i + 1}", True)
             if i < humans else SeatSetup(COMPUTER_NAMES[i % len(COMPUTER_NAMES)], False,
                                          "medium")
             for i in range(players)]
    config = info.make_config(players=players,
                              partnerships=info.partnerships == "always")
    return GameSetup(game_id, config, seed if seed is not None else new_deal_number(), seats)


class MainWindow(QMainWindow):
    def __init__(self, demo: str | None = None, quit_after: int | None = None,
                 save_dir: Path | None = None, demo_players: int | None = None) -> None:
        super().__init__()
        self.setWindowTitle(tr("Meja Kartu"))
        self.resize(1280, 800)
        self.settings = QSettings()
        self.art = DeckArt(four_colour=self.settings.value("view/four_colour", False, bool))
        self.metrics = CardMetrics(user_scale=CARD_SIZES.get(
            str(self.settings.value("view/card_size", "normal")), 1.0))
        self.speed = Speed(str(self.settings.value("view/speed", Speed.NORMAL.value)))
        self.demo = demo is not None
        self.quit_after = quit_after
        self.demo_players = demo_players
        directory = save_dir or data_directory()
        self.store = None if self.demo else SaveStore(directory)
        self.autosaver = None if self.store is None else Autosaver(self.store)
        if self.autosaver is not None:
            self.autosaver.failed.connect(lambda text: self.statusBar().showMessage(
                tr("Could not save the game: {error}").format(error=text), 10000))
        self.statistics = None if self.demo else Statistics(directory / "statistics.sqlite")
        self.stack = QStackedWidget(self)
        self.start_page = StartScreen(self, art=self.art)
        self.start_page.new_game.connect(self.new_game_dialog)
        self.start_page.continue_game.connect(self.resume_saved)
        self.start_page.rules_requested.connect(self.show_rules)
        self.start_page.statistics_requested.connect(self.show_statistics)
        self.start_page.about_requested.connect(self.show_about)
        self.table = TableWidget(self)
        self.table.message.connect(lambda text: self.statusBar().showMessage(text, 8000))
        self.table.play_again.connect(self.restart)
        self.table.leave.connect(self.show_start)
        self.stack.addWidget(self.start_page)
        self.stack.addWidget(self.table)
        self.setCentralWidget(self.stack)
        self.session: TableSession | None = None
        self._build_menus()
        if demo is not None:
            QTimer.singleShot(0, lambda: self.start_game(self._demo_setup(demo)))
        else:
            QTimer.singleShot(0, self.offer_resume)

    # ---------------------------------------------------------------- menus

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(tr("&Game"))
        new = game.addAction(tr("&New game…"))
        new.setShortcut(QKeySequence.StandardKey.New)
        new.triggered.connect(lambda: self.new_game_dialog(None))
        home = game.addAction(tr("&Start screen"))
        home.triggered.connect(self.show_start)
        restart = game.addAction(tr("&Restart"))
        restart.triggered.connect(self.restart)
        game.addSeparator()
        quit_action = game.addAction(tr("&Quit"))
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)

        view = self.menuBar().addMenu(tr("&View"))
        sizes = view.addMenu(tr("Card &size"))
        group = QActionGroup(self)
        current = str(self.settings.value("view/card_size", "normal"))
        for key, label in (("small", tr("Small")), ("normal", tr("Normal")),
                           ("large", tr("Large"))):
            action = sizes.addAction(label)
            action.setCheckable(True)
            action.setChecked(key == current)
            action.triggered.connect(lambda _=False, k=key: self.set_card_size(k))
            group.addAction(action)
        speeds = view.addMenu(tr("&Animation speed"))
        speed_group = QActionGroup(self)
        for speed, label in ((Speed.SLOW, tr("Slow")), (Speed.NORMAL, tr("Normal")),
                             (Speed.FAST, tr("Fast")), (Speed.INSTANT, tr("Instant"))):
            action = speeds.addAction(label)
            action.setCheckable(True)
            action.setChecked(speed == self.speed)
            action.triggered.connect(lambda _=False, s=speed: self.set_speed(s))
            speed_group.addAction(action)
        four = QAction(tr("&Four-colour deck"), self)
        four.setCheckable(True)
        four.setChecked(self.art.four_colour)
        four.toggled.connect(self.set_four_colour)
        view.addAction(four)

        help_menu = self.menuBar().addMenu(tr("&Help"))
        rules = help_menu.addAction(tr("&Rules of this game"))
        rules.setShortcut(QKeySequence.StandardKey.HelpContents)
        rules.triggered.connect(self.show_rules)
        stats = help_menu.addAction(tr("&Statistics"))
        stats.triggered.connect(self.show_statistics)
        about = help_menu.addAction(tr("&About Meja Kartu"))
        about.triggered.connect(self.show_about)

    def set_card_size(self, key: str) -> None:
        self.settings.setValue("view/card_size", key)
        self.metrics.user_scale = CARD_SIZES[key]
        if self.session is not None:
            self.session.resize(self.session.size)

    def set_speed(self, speed: Speed, remember: bool = True) -> None:
        self.speed = speed
        if remember:
            self.settings.setValue("view/speed", speed.value)
        if self.session is not None:
            self.session.speed = speed

    def set_four_colour(self, on: bool) -> None:
        self.settings.setValue("view/four_colour", on)
        self.art.four_colour = on
        for item in self.table.scene.items():
            item.update()

    def show_rules(self, game_id: str | None = None) -> None:
        if not game_id:
            game_id = self.session.setup.game_id if self.session else "banakil"
        RulesDialog(game_id, self).exec()

    def show_about(self) -> None:
        AboutDialog(self, art=self.art).exec()

    def show_statistics(self) -> None:
        if self.statistics is not None:
            StatisticsDialog(self.statistics, self).exec()

    # ---------------------------------------------------------------- games

    def _demo_setup(self, game_id: str) -> GameSetup:
        return default_setup(game_id, humans=0, players=self.demo_players)

    def show_start(self) -> None:
        self.table.detach()
        self.session = None
        self._refresh_continue()
        self.stack.setCurrentWidget(self.start_page)

    def new_game_dialog(self, game_id: str | None = None) -> None:
        previous = self.session.setup if self.session is not None else None
        dialog = NewGameDialog(self, default_game=game_id or (previous.game_id if previous
                                                               else None), previous=previous)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.start_game(dialog.setup())

    def restart(self) -> None:
        if self.session is not None:
            setup = self.session.setup
            self.start_game(GameSetup(setup.game_id, setup.config, new_deal_number(),
                                      setup.seats))

    def start_game(self, setup: GameSetup, state: GameState | None = None) -> None:
        info = get_game(setup.game_id)
        fresh = state is None
        if state is None:
            state = info.new_game(setup.config, setup.seed)
        self.table.detach()
        kind = RealTimeSession if info.real_time else GameSession
        session = kind(setup, state, self.table.scene, self.art, self.metrics, self.speed,
                       saver=None if self.demo else self._autosave)
        session.applied.connect(self._count_action)
        session.game_over.connect(self._game_finished)
        if self.demo:
            session.round_over.connect(self._demo_next_round)
        self.session = session
        self.stack.setCurrentWidget(self.table)
        self.table.attach(session)
        session.start(getattr(state, "opening_events", None) if fresh else None)
        if fresh and not self.demo:
            self._autosave(state, setup)
        if not fresh and session.can_pause and state.to_move() is None and not state.is_over:
            self.table.pause()  # a race resumed mid-round waits until the player is ready

    def _demo_next_round(self, result: dict) -> None:
        """A demo has nobody to dismiss the score sheet: deal on after a while."""
        QTimer.singleShot(round(DEMO_SHEET_MS * self.speed.factor), self.table.next_round)

    def _autosave(self, state: GameState, setup: GameSetup) -> None:
        if self.autosaver is not None:
            self.autosaver.save(state, setup.meta())

    def _game_finished(self, result: dict) -> None:
        if self.demo:
            QCoreApplication.exit(0)
            return
        if self.autosaver is not None:
            self.autosaver.clear()
        session = self.session
        if session is None or self.statistics is None:
            return
        state = session.state
        seats = [(s.name, "human" if s.human else "computer", None if s.human else s.level)
                 for s in session.setup.seats]
        players = len(seats)
        teams = getattr(state.config, "teams", players)
        totals = list(getattr(state, "totals", [0] * teams))
        seat_totals = [totals[seat % teams] for seat in range(players)]
        winners = [seat for seat in range(players) if seat % teams in state.winners()]
        rounds = getattr(state, "round_no", 0)
        try:
            self.statistics.record_game(state.game_id, seats, winners, seat_totals, rounds,
                                        datetime.now())
        except (OSError, ValueError) as error:
            log.warning("could not record statistics: %s", error)

    def _refresh_continue(self) -> None:
        if self.autosaver is not None:
            self.autosaver.flush()
        if self.store is None or not self.store.has_autosave():
            self.start_page.set_continue(None)
            return
        try:
            saved = self.store.load()
        except DamagedSave as damage:
            self.start_page.set_continue(None)
            QMessageBox.warning(self, tr("Saved game damaged"), str(damage))
            return
        if saved is None:
            self.start_page.set_continue(None)
            return
        name = get_game(saved.game).name
        round_no = saved.snapshot.get("round_no")
        text = (tr("Continue {game} — round {n}").format(game=name, n=round_no)
                if round_no else tr("Continue {game}").format(game=name))
        self.start_page.set_continue(text)

    def resume_saved(self) -> None:
        if self.store is None or self.autosaver is None:
            return
        self.autosaver.flush()
        try:
            saved = self.store.load()
            if saved is None:
                self._refresh_continue()
                return
            state = self.store.resume(saved)
            setup = GameSetup.from_meta(saved.record, saved.meta)
        except DamagedSave as damage:
            QMessageBox.warning(self, tr("Saved game damaged"), str(damage))
            self._refresh_continue()
            return
        except (KeyError, ValueError, TypeError) as error:
            QMessageBox.warning(self, tr("Saved game damaged"),
                                tr("The saved game cannot be continued: {error}").format(
                                    error=error))
            return
        self.start_game(setup, state)

    def _count_action(self, count: int) -> None:
        if self.quit_after is not None and count >= self.quit_after:
            log.info("demo: %d actions played, quitting", count)
            QTimer.singleShot(0, lambda: QCoreApplication.exit(0))

    def offer_resume(self) -> None:
        """At start-up: show the Continue tile when an autosave exists (or report damage)."""
        self._refresh_continue()

    def changeEvent(self, event: QEvent) -> None:
        """A game on clocks pauses when the window is minimised: nobody races an empty chair."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.WindowStateChange and \
                self.windowState() & Qt.WindowState.WindowMinimized:
            self.table.pause()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.table.detach()
        if self.autosaver is not None:
            self.autosaver.close()
        super().closeEvent(event)
