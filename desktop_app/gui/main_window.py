"""The main window: the start screen or the table, the menus, settings and the autosave."""

from __future__ import annotations

import logging
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, QStandardPaths, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
)

from ..games.base import GameState
from ..games.registry import get_game
from ..store.saves import DamagedSave, SavedGame, SaveStore
from ..store.statistics import GameResult, PendingResults, Recorded, ResultRecorder, Statistics
from .autosaver import Autosaver
from .dialogs.about_dialog import AboutDialog
from .dialogs.new_game import NewGameDialog
from .dialogs.rules_dialog import RulesDialog
from .dialogs.statistics_dialog import StatisticsDialog
from .game_result import result_of
from .game_setup import GameSetup, SeatSetup, new_deal_number
from .realtime_session import RealTimeSession
from .result_writer import ResultWriter, outcome_text
from .session import GameSession, TableSession
from .settings_file import open_settings
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
                 save_dir: Path | None = None, demo_players: int | None = None,
                 saving: bool = True) -> None:
        """`saving` False: another copy of the app has this profile (see profile_lock), so
        this one writes nothing there — no autosave, no statistics, no settings."""
        super().__init__()
        self.setWindowTitle(tr("Meja Kartu"))
        self.resize(1280, 800)
        self.saving = saving and demo is None
        self.keeps_settings = saving
        self.settings: QSettings = open_settings() if saving else QSettings()
        self.art = DeckArt(four_colour=self.settings.value("view/four_colour", False, bool))
        self.metrics = CardMetrics(user_scale=CARD_SIZES.get(
            str(self.settings.value("view/card_size", "normal")), 1.0))
        self.speed = Speed(str(self.settings.value("view/speed", Speed.NORMAL.value)))
        self.demo = demo is not None
        self.quit_after = quit_after
        self.demo_players = demo_players
        directory = save_dir or data_directory()
        self.store = SaveStore(directory) if self.saving else None
        self.autosaver = None if self.store is None else Autosaver(self.store)
        if self.autosaver is not None:
            self.autosaver.failed.connect(lambda text: self.statusBar().showMessage(
                tr("Could not save the game: {error}").format(error=text), 10000))
        self.statistics = None if self.demo else Statistics(directory / "statistics.sqlite",
                                                            read_only=not self.saving)
        self.results: ResultWriter | None = None
        self.result_notice: QMessageBox | None = None
        self._finished_save: str | None = None
        """The result id of the finished game the autosave still holds, until it is safe."""
        if self.statistics is not None and self.saving:
            self.results = ResultWriter(ResultRecorder(
                self.statistics, PendingResults(directory / PendingResults.FILE_NAME)))
            self.results.written.connect(self._result_written,
                                         Qt.ConnectionType.QueuedConnection)  # from its thread
            self.results.record(None)  # results left waiting last time; checks the file
        self.not_saving_notice: QLabel | None = None
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
        if not self.saving and not self.demo:
            self.not_saving_notice = QLabel(tr(
                "Not saving: Meja Kartu is already open with your games in another window, so "
                "nothing you play here is kept or counted."), self)
            self.not_saving_notice.setObjectName("notSavingNotice")
            self.not_saving_notice.setStyleSheet("color: #8a5a00; font-weight: bold;")
            self.statusBar().addPermanentWidget(self.not_saving_notice, 1)
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

    def _remember(self, key: str, value: object) -> None:
        """Keep a setting for the next start (not in a copy that may not write the profile)."""
        if self.keeps_settings:
            self.settings.setValue(key, value)

    def bring_to_front(self) -> None:
        """A second copy of the app asked for this window (it holds the profile)."""
        if self.isMinimized():
            self.showNormal()
        self.show()
        self.raise_()
        self.activateWindow()

    def set_card_size(self, key: str) -> None:
        self._remember("view/card_size", key)
        self.metrics.user_scale = CARD_SIZES[key]
        if self.session is not None:
            self.session.resize(self.session.size)

    def set_speed(self, speed: Speed, remember: bool = True) -> None:
        self.speed = speed
        if remember:
            self._remember("view/speed", speed.value)
        if self.session is not None:
            self.session.speed = speed

    def set_four_colour(self, on: bool) -> None:
        self._remember("view/four_colour", on)
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
        self._finished_save = None  # the autosave holds the new game from now on
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
        session = self.session
        if session is None or self.results is None:
            return
        # The autosave stays until the result is safe (in the statistics or the pending file).
        self._record(result_of(session.state, session.setup))

    def _record(self, result: GameResult) -> None:
        assert self.results is not None
        if self.autosaver is not None:
            self.autosaver.flush()  # the finished game's last save is on disk
        self._finished_save = result.result_id
        self.results.record(result)

    def _result_written(self, result_id: str | None, recorded: Recorded) -> None:
        """The writer thread's answer: clear the finished game's save once the result is safe,
        and tell the player when it did not reach the statistics."""
        if result_id is not None and result_id == self._finished_save and recorded.kept:
            self._finished_save = None
            if self.autosaver is not None:
                self.autosaver.clear()
        text = outcome_text(recorded) if result_id is not None else None
        if text is None:
            return
        log.warning("statistics: %s", recorded.problem)
        if self.result_notice is not None:
            self.result_notice.close()
        self.result_notice = QMessageBox(QMessageBox.Icon.Warning, tr("Statistics"), text,
                                         QMessageBox.StandardButton.Ok, self)
        self.result_notice.open()

    def _finished_game_in(self, saved: SavedGame) -> bool:
        """Whether the save holds a game that is over: its result goes to the statistics
        (counted once, by its id) and then the save is cleared; it is never offered to
        continue."""
        if self.store is None:
            return False
        try:
            state = self.store.resume(saved)
            if not state.is_over:
                return False
            setup = GameSetup.from_meta(saved.record, saved.meta)
            result = result_of(state, setup, datetime.fromisoformat(saved.saved_at))
        except (DamagedSave, KeyError, ValueError, TypeError) as error:
            log.warning("finished save not counted: %s", error)
            return False
        if self.results is not None:
            self._record(result)
        return True

    def _refresh_continue(self, at_start: bool = False) -> None:
        """Show the Continue tile for a game in progress. A finished game's save waits for
        its result to be safe: it is never offered; one found at start-up is counted then."""
        if self.autosaver is not None:
            self.autosaver.flush()
        if self.store is None or not self.store.has_autosave() or \
                self._finished_save is not None:
            self.start_page.set_continue(None)
            return
        try:
            saved = self.store.load()
        except DamagedSave as damage:
            self.start_page.set_continue(None)
            QMessageBox.warning(self, tr("Saved game damaged"), str(damage))
            return
        if saved is None or (at_start and self._finished_game_in(saved)):
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
        self._refresh_continue(at_start=True)

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
        if self.results is not None:
            self.results.close()
        super().closeEvent(event)
