"""The main window: the start screen or the table, the menus, settings and the autosave."""

from __future__ import annotations

import errno
import importlib
import logging
import sys
import threading
from datetime import datetime
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, QStandardPaths, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QCursor,
    QGuiApplication,
    QKeySequence,
)
from PySide6.QtWidgets import QLabel, QMainWindow, QStackedWidget

from ..games.registry import get_game
from ..store import preferences
from ..store.preferences import CARD_SIZES, Preferences
from ..store.saves import DamagedSave, Progress, SaveRefused, SaveStore, Unreadable
from .catalog import game_name_of
from .first_paint import after_first_paint
from .game_setup import GameSetup, SeatSetup, new_deal_number
from .i18n import LanguageSwitch
from .i18n import resolve as resolve_language
from .settings_file import open_settings
from .start_screen import StartScreen
from .table.deck_art import Back, DeckArt
from .table.metrics import CardMetrics
from .table.speed import Speed

if TYPE_CHECKING:
    # What the start screen does not need loads on first use (issue 13: start-up): the
    # table, the sessions, the dialogs and the engines they pull in, and the message box
    # (PySide builds a Qt class's Python type, its enums included, when first named).
    from PySide6.QtWidgets import QMessageBox

    from ..games.base import GameRecord, GameState
    from ..store.statistics import GameResult, Recorded, Statistics
    from .autosaver import Autosaver
    from .dialogs.rules_dialog import RulesDialog
    from .result_writer import ResultWriter
    from .session import TableSession
    from .table_widget import TableWidget

log = logging.getLogger(__name__)

DEMO_SHEET_MS = 4000
"""How long a demo shows a round's score sheet before dealing on (at normal speed)."""
WINDOW_FRAME = 48
"""Pixels kept free around a window that fills the screen, for its title bar and frame."""
COMPUTER_NAMES = ["Sari", "Budi", "Min-jun", "Ji-woo", "Dewi", "Hyun"]


GAME_LOG_KEY = "view/game_log"
SAVE_NOTICE_STYLE = "QLabel { color: #8a1f11; font-weight: 600; }"


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


STATISTICS_MODULES = ("desktop_app.store.statistics", "desktop_app.gui.result_writer")
"""What opening the statistics imports: some 60 ms of class definitions (more on a busy
machine), loaded on a thread of their own rather than in one pass of the event loop."""


def import_in_background(modules: tuple[str, ...]) -> threading.Thread:
    """Import `modules` on a thread of its own (started; join it or poll `is_alive`). The GUI
    thread takes the interpreter back within a millisecond meanwhile: the interpreter's
    switch interval is cut to that until the imports are done (they are Python code, which
    would otherwise keep it up to 5 ms at a time)."""
    interval = sys.getswitchinterval()

    def load() -> None:
        try:
            for name in modules:
                importlib.import_module(name)
        except Exception:  # the GUI thread imports it again and meets the error itself
            if threading.main_thread().is_alive():  # not an app quitting as it started
                log.exception("importing %s ahead", modules)
        finally:
            sys.setswitchinterval(interval)

    sys.setswitchinterval(min(interval, 0.001))
    loader = threading.Thread(target=load, name="import-ahead", daemon=True)
    loader.start()
    return loader


def data_directory() -> Path:
    """The app-data folder. Not created here: a read-only or full disk must not stop the app
    from starting; the first save creates it, or reports why it cannot."""
    return Path(QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.AppDataLocation))


class InProgress(Enum):
    """The answer when a new game would replace one of the same kind in progress."""

    CONTINUE = "continue"
    ABANDON = "abandon"
    CANCEL = "cancel"


def ask_about_game_in_progress(parent: QMainWindow, name: str,
                               progress: Progress | None) -> InProgress:
    """Continue the game in progress, abandon it for a new one, or do neither."""
    from PySide6.QtWidgets import QMessageBox

    box = QMessageBox(parent)
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(tr("Game in progress"))
    if progress is not None and progress.round_no:
        box.setText(tr("A game of {game} is in progress (round {n}).").format(
            game=name, n=progress.round_no))
    else:
        box.setText(tr("A game of {game} is in progress.").format(game=name))
    box.setInformativeText(tr("Continue it, or abandon it and start a new one? An abandoned "
                              "game counts in the statistics as abandoned."))
    keep = box.addButton(tr("Continue it"), QMessageBox.ButtonRole.AcceptRole)
    drop = box.addButton(tr("Abandon it"), QMessageBox.ButtonRole.DestructiveRole)
    box.addButton(tr("Cancel"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(keep)
    box.exec()
    clicked = box.clickedButton()
    if clicked is keep:
        return InProgress.CONTINUE
    if clicked is drop:
        return InProgress.ABANDON
    return InProgress.CANCEL


def setup_of_save(record: GameRecord, meta: dict[str, Any]) -> GameSetup:
    """The setup a save describes, its computer levels checked against this version's."""
    from .dialogs.new_game import computer_levels

    return GameSetup.from_meta(record, meta, computer_levels)


def damage_text(damage: DamagedSave) -> str:
    """A damaged save, for the player: what is wrong and where the file was kept."""
    problem = QCoreApplication.translate("DamagedSave", damage.problem)
    if damage.kept_as is None:
        return problem
    return problem + " " + tr("The file was kept as “{name}” in {path}.").format(
        name=damage.kept_as.name, path=damage.kept_as.parent)


def save_trouble_text(error: Exception) -> str:
    """Why games cannot be saved, in plain words, for the notice that stays up."""
    if isinstance(error, SaveRefused):
        found = error.unreadable
        return tr("Games of {game} are not being saved: the saved game in {path} could not be "
                  "read, and it is kept as it is.").format(
            game=game_name_of(found.game) if found.game else "", path=found.path.parent)
    number = getattr(error, "errno", None)
    where = getattr(error, "filename", None)
    reason = {
        errno.EROFS: tr("the disk is read-only"),
        errno.ENOSPC: tr("the disk is full"),
        errno.EDQUOT: tr("the disk quota is used up"),
        errno.EACCES: tr("Meja Kartu is not allowed to write there"),
        errno.EPERM: tr("Meja Kartu is not allowed to write there"),
        errno.EISDIR: tr("a folder stands where the saved game should be"),
        errno.ENOTDIR: tr("a file stands where the saves folder should be"),
        errno.EEXIST: tr("a file stands where the saves folder should be"),
        errno.EIO: tr("the disk reported an error"),
    }.get(number if isinstance(number, int) else -1,
          getattr(error, "strerror", None) or str(error))
    if where:
        text = tr("Games are not being saved: {reason} ({path}).").format(reason=reason,
                                                                          path=where)
    else:
        text = tr("Games are not being saved: {reason}.").format(reason=reason)
    return text + " " + tr("Trying again with every move.")


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
        self.open_size(1280, 800)
        self.saving = saving and demo is None
        self.keeps_settings = saving
        self.settings: QSettings = open_settings() if saving else QSettings()
        self.preferences = preferences.load(lambda key: self.settings.value(key))
        prefs = self.preferences
        self.language = LanguageSwitch()
        self.language.use(resolve_language(prefs.language))
        self._shown_language = self.language.current
        self.art = DeckArt(four_colour=prefs.four_colour, high_contrast=prefs.high_contrast,
                           rummy_back=Back(prefs.card_back))
        self.metrics = CardMetrics(user_scale=CARD_SIZES[prefs.card_size])
        self.speed = Speed(prefs.speed)
        self.demo = demo is not None
        self._demo_game = demo
        self.quit_after = quit_after
        self.demo_players = demo_players
        directory = save_dir or data_directory()
        self.store = SaveStore(directory) if self.saving else None
        self._autosaver: Autosaver | None = None
        self.save_notice = QLabel(self)
        self.save_notice.setObjectName("saveNotice")
        self.save_notice.setWordWrap(True)
        self.save_notice.hide()  # styled when first shown: a style sheet costs the start
        self.statusBar().addPermanentWidget(self.save_notice, 1)
        self._directory = directory
        self._statistics: Statistics | None = None
        self._results: ResultWriter | None = None
        self._statistics_opened = False
        self.result_notice: QMessageBox | None = None
        self._finished: dict[str, str] = {}
        """Result id → game kind of the finished games whose saves wait until the result is
        safe (those saves are no games in progress)."""
        self.not_saving_notice: QLabel | None = None
        self.in_progress: dict[str, Progress] = {}
        self._startup_problems: list[DamagedSave | Unreadable] = []
        if self.store is not None:
            try:
                self._startup_problems = self.store.tidy()
            except OSError as error:  # an unreadable profile folder: saving reports it
                log.warning("could not tidy the saves folder: %s", error)
        self.stack = QStackedWidget(self)
        self.start_page = self._make_start_page()
        self._table: TableWidget | None = None
        self.rules_window: RulesDialog | None = None
        self.stack.addWidget(self.start_page)
        self.setCentralWidget(self.stack)
        self.session: TableSession | None = None
        self._build_menus()
        self.game_log_action.setChecked(bool(self.settings.value(GAME_LOG_KEY, False, type=bool)))
        self._update_menus()
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
        after_first_paint(self, self._after_first_frame)

    def _make_start_page(self) -> StartScreen:
        page = StartScreen(self, art=self.art)
        page.new_game.connect(self.new_game_dialog)
        page.continue_game.connect(self.resume_saved)
        page.rules_requested.connect(self.show_rules)
        page.statistics_requested.connect(self.show_statistics)
        page.about_requested.connect(self.show_about)
        page.across_the_room_requested.connect(lambda: self.room_menu.exec(QCursor.pos()))
        return page

    def retranslate(self) -> None:
        """Every text again in the language now installed: the menus and the start screen are
        built anew (their texts are set once), the table is drawn again."""
        self._shown_language = self.language.current
        self.setWindowTitle(tr("Meja Kartu"))
        log_on = self.game_log_action.isChecked()
        old = [self.four_colour_action, self.game_log_action, *self._menu_groups]
        self.menuBar().clear()
        for item in old:
            item.deleteLater()
        self._build_menus()
        self.game_log_action.blockSignals(True)
        self.game_log_action.setChecked(log_on)
        self.game_log_action.blockSignals(False)
        self._update_menus()
        on_start = self.stack.currentWidget() is self.start_page
        old_page, self.start_page = self.start_page, self._make_start_page()
        self.stack.insertWidget(0, self.start_page)
        self.stack.removeWidget(old_page)
        old_page.deleteLater()
        if on_start:
            self.stack.setCurrentWidget(self.start_page)
        self._refresh_continue(at_start=False)
        if self.not_saving_notice is not None:
            self.not_saving_notice.setText(tr(
                "Not saving: Meja Kartu is already open with your games in another window, so "
                "nothing you play here is kept or counted."))
        if self._table is not None:
            self._table.retranslate()

    @property
    def table(self) -> TableWidget:
        """The table, built when first wanted (the start screen does not need it)."""
        if self._table is None:
            from .table_widget import TableWidget

            table = TableWidget(self)
            table.scene.set_felt(self.preferences.felt)
            table.message.connect(lambda text: self.statusBar().showMessage(text, 8000))
            table.play_again.connect(self.restart)
            table.leave.connect(self.show_start)
            table.rules_requested.connect(self.show_rule)
            table.game_log.setVisible(self.game_log_action.isChecked())
            self.stack.addWidget(table)
            self._table = table
        return self._table

    @property
    def autosaver(self) -> Autosaver | None:
        """The saves' writer thread, made when first wanted (the start screen saves nothing);
        None when this copy does not save."""
        if self._autosaver is None and self.store is not None:
            from .autosaver import Autosaver

            self._autosaver = Autosaver(self.store)
            self._autosaver.trouble.connect(self._save_trouble)
        return self._autosaver

    @property
    def statistics(self) -> Statistics | None:
        """The statistics file, opened when first wanted or just after the first frame
        (`_after_first_frame`): its check and its writer thread need not delay the window."""
        self._open_statistics()
        return self._statistics

    @property
    def results(self) -> ResultWriter | None:
        """The statistics' writer thread (None in a demo or a copy that does not save)."""
        self._open_statistics()
        return self._results

    def _open_statistics(self) -> None:
        if self._statistics_opened:
            return
        self._statistics_opened = True
        if self.demo:
            return
        from ..store.statistics import PendingResults, ResultRecorder, Statistics
        from .result_writer import ResultWriter

        directory = self._directory
        self._statistics = Statistics(directory / "statistics.sqlite", read_only=not self.saving)
        if self.saving:
            self._results = ResultWriter(ResultRecorder(
                self._statistics, PendingResults(directory / PendingResults.FILE_NAME)))
            self._results.written.connect(self._result_written,
                                          Qt.ConnectionType.QueuedConnection)  # its thread
            self._results.record(None)  # results left waiting last time; checks the file

    def _after_first_frame(self) -> None:
        """What start-up does once the window shows: open the statistics (waiting results
        are written, the file is checked), when the events of that frame are done and its
        modules are imported (on a thread: a game may be playing already). One pass of the
        event loop later: `--quit-when-shown` quits in this one, so the start-up it times from
        outside is the window's, as the bare window's is."""
        QTimer.singleShot(0, self._open_statistics_ahead)

    def _open_statistics_ahead(self) -> None:
        if self._statistics_opened or self.demo:
            return
        loader = import_in_background(STATISTICS_MODULES)
        poll = QTimer(self)
        poll.setInterval(20)

        def check() -> None:
            if not loader.is_alive():
                poll.stop()
                poll.deleteLater()
                self._open_statistics()

        poll.timeout.connect(check)
        poll.start()

    def _detach_table(self) -> None:
        if self._table is not None:
            self._table.detach()

    def open_size(self, width: int, height: int) -> None:
        """Open at `width`×`height`, but never larger than the screen's free area (at a scale
        factor of 2, 1280×800 logical pixels were larger than the screen), frame included."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is not None:
            free = screen.availableGeometry()
            width = min(width, free.width() - WINDOW_FRAME)
            height = min(height, free.height() - WINDOW_FRAME)
        self.resize(max(width, 320), max(height, 240))

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
        self.restart_action = restart
        self.scores_action = game.addAction(tr("S&cores so far…"))
        self.scores_action.setShortcut(QKeySequence("Ctrl+T"))
        self.scores_action.triggered.connect(self.show_scores)
        room = self.room_menu = game.addMenu(tr("Play across the &room"))
        room.addAction(tr("&Host a table…")).triggered.connect(lambda: self._lan(True))
        room.addAction(tr("&Join a table…")).triggered.connect(lambda: self._lan(False))
        game.addSeparator()
        settings = game.addAction(tr("&Preferences…"))
        settings.setShortcut(QKeySequence("Ctrl+,"))
        settings.setMenuRole(QAction.MenuRole.PreferencesRole)
        settings.triggered.connect(self.show_preferences)
        game.setToolTipsVisible(True)
        game.addSeparator()
        quit_action = game.addAction(tr("&Quit"))
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)

        view = self.menuBar().addMenu(tr("&View"))
        sizes = view.addMenu(tr("Card &size"))
        group = QActionGroup(self)
        self._menu_groups = [group]
        self.size_actions: dict[str, QAction] = {}
        for key, label in (("small", tr("Small")), ("normal", tr("Normal")),
                           ("large", tr("Large"))):
            action = sizes.addAction(label)
            action.setCheckable(True)
            action.setChecked(key == self.preferences.card_size)
            action.triggered.connect(lambda _=False, k=key: self.set_card_size(k))
            group.addAction(action)
            self.size_actions[key] = action
        speeds = view.addMenu(tr("&Animation speed"))
        speed_group = QActionGroup(self)
        self._menu_groups.append(speed_group)
        self.speed_actions: dict[Speed, QAction] = {}
        for speed, label in ((Speed.SLOW, tr("Slow")), (Speed.NORMAL, tr("Normal")),
                             (Speed.FAST, tr("Fast")), (Speed.INSTANT, tr("Instant"))):
            action = speeds.addAction(label)
            action.setCheckable(True)
            action.setChecked(speed == self.speed)
            action.triggered.connect(lambda _=False, s=speed: self.set_speed(s))
            speed_group.addAction(action)
            self.speed_actions[speed] = action
        self.four_colour_action = QAction(tr("&Four-colour deck"), self)
        self.four_colour_action.setCheckable(True)
        self.four_colour_action.setChecked(self.art.four_colour)
        self.four_colour_action.toggled.connect(self.set_four_colour)
        view.addAction(self.four_colour_action)
        self.game_log_action = QAction(tr("Game &log"), self)
        self.game_log_action.setCheckable(True)
        self.game_log_action.setShortcut(QKeySequence("Ctrl+L"))
        self.game_log_action.setToolTip(tr("Every move of the game in words, beside the table"))
        self.game_log_action.toggled.connect(self.show_game_log)
        view.addAction(self.game_log_action)

        help_menu = self.menuBar().addMenu(tr("&Help"))
        rules = help_menu.addAction(tr("&Rules of this game"))
        rules.setShortcut(QKeySequence.StandardKey.HelpContents)
        rules.triggered.connect(self.show_rules)
        self.tour_action = help_menu.addAction(tr("Show the &tour"))
        self.tour_action.triggered.connect(self.show_tour)
        stats = help_menu.addAction(tr("&Statistics"))
        stats.triggered.connect(self.show_statistics)
        about = help_menu.addAction(tr("&About Meja Kartu"))
        about.triggered.connect(self.show_about)

    def _update_menus(self) -> None:
        """The entries that need a game are enabled only with one, and say so otherwise."""
        playing = self.session is not None
        for action, tip in ((self.restart_action, tr("Deal this game again from round 1")),
                            (self.scores_action, tr("Every round's scores so far"))):
            action.setEnabled(playing)
            action.setToolTip(tip if playing else tr("Start or continue a game first"))

    def show_scores(self) -> None:
        """Every round's scores so far, during play."""
        session = self.session
        if session is None:
            return
        obs = session.observation()
        units = [session.table.unit_name(i, obs) for i in range(len(obs.totals))]
        from .dialogs.score_history import ScoreHistoryDialog

        ScoreHistoryDialog(game_name_of(session.setup.game_id), units, list(obs.results),
                           self).exec()

    def _lan(self, hosting: bool) -> None:
        from .lan_dialogs import play_across_the_room

        self.lan = play_across_the_room(self, hosting, getattr(self, "lan", None))

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
        self.apply_preferences(self.preferences.changed(card_size=key))

    def set_speed(self, speed: Speed, remember: bool = True) -> None:
        if remember:
            self.apply_preferences(self.preferences.changed(speed=speed.value))
            return
        self.speed = speed
        if self.session is not None:
            self.session.speed = speed

    def show_game_log(self, on: bool) -> None:
        """Show or hide the log beside the table; remembered for the next start."""
        if self._table is not None:
            self._table.game_log.setVisible(on)
        self._remember(GAME_LOG_KEY, on)

    def set_four_colour(self, on: bool) -> None:
        self.apply_preferences(self.preferences.changed(four_colour=on))

    def show_preferences(self) -> None:
        from .dialogs.preferences_dialog import PreferencesDialog

        dialog = PreferencesDialog(self.preferences, self, art=self.art)
        dialog.changed.connect(self.apply_preferences)
        dialog.exec()

    def apply_preferences(self, new: Preferences) -> None:
        """Show the table as `new` says, at once, and keep it for the next start."""
        old, self.preferences = self.preferences, new
        for key, value in preferences.items(new).items():
            self._remember(key, value)
        if new.language != old.language:
            self.language.use(resolve_language(new.language))
        if new.card_size != old.card_size:
            self.metrics.user_scale = CARD_SIZES[new.card_size]
            self.size_actions[new.card_size].setChecked(True)
            if self.session is not None:
                self.session.resize(self.session.size)
        if new.speed != old.speed:
            self.set_speed(Speed(new.speed), remember=False)
            self.speed_actions[Speed(new.speed)].setChecked(True)
        art_changed = (new.four_colour != old.four_colour or new.high_contrast != old.high_contrast
                       or new.card_back != old.card_back)
        if art_changed:
            self.art.four_colour = new.four_colour
            self.art.high_contrast = new.high_contrast
            self.art.rummy_back = Back(new.card_back)
            self.four_colour_action.blockSignals(True)
            self.four_colour_action.setChecked(new.four_colour)
            self.four_colour_action.blockSignals(False)
            self.art.clear()
            if self._table is not None:
                self._table.scene.refresh_cards()
            self.start_page.update()
        if new.felt != old.felt and self._table is not None:
            self._table.scene.set_felt(new.felt)
        if new.think_time != old.think_time and self.session is not None:
            from .session import GameSession

            if isinstance(self.session, GameSession):
                self.session.set_think_time(new.think_time)

    def show_rules(self, game_id: str | None = None) -> None:
        if not game_id:
            game_id = self.session.setup.game_id if self.session else "banakil"
        from .dialogs.rules_dialog import RulesDialog

        RulesDialog(game_id, self).exec()

    def show_rule(self, game_id: str, rule: str) -> None:
        """The rules page open at `rule`, beside the table (play goes on while it is open)."""
        if self.rules_window is not None:
            self.rules_window.close()
        from .dialogs.rules_dialog import RulesDialog

        self.rules_window = RulesDialog(game_id, self, rule=rule)
        self.rules_window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.rules_window.destroyed.connect(lambda: setattr(self, "rules_window", None))
        self.rules_window.show()

    def show_about(self) -> None:
        from .dialogs.about_dialog import AboutDialog

        AboutDialog(self, art=self.art).exec()

    def show_statistics(self) -> None:
        if self.statistics is not None:
            from .dialogs.statistics_dialog import StatisticsDialog

            StatisticsDialog(self.statistics, self).exec()

    # ---------------------------------------------------------------- games

    def _demo_setup(self, game_id: str) -> GameSetup:
        return default_setup(game_id, humans=0, players=self.demo_players)

    def show_start(self) -> None:
        self._detach_table()
        self.session = None
        self._update_menus()
        self._refresh_continue()
        self.stack.setCurrentWidget(self.start_page)

    def new_game_dialog(self, game_id: str | None = None) -> None:
        previous = self.session.setup if self.session is not None else None
        from .dialogs.new_game import NewGameDialog

        dialog = NewGameDialog(self, default_game=game_id or (previous.game_id if previous
                                                               else None), previous=previous)
        if dialog.exec() == NewGameDialog.DialogCode.Accepted:
            self.start_new_game(dialog.setup())

    def restart(self) -> None:
        if self.session is not None:
            setup = self.session.setup
            self.start_new_game(GameSetup(setup.game_id, setup.config, new_deal_number(),
                                          setup.seats))

    def start_new_game(self, setup: GameSetup) -> None:
        """Start `setup`, but never throw away a game of its kind in progress unasked."""
        game = setup.game_id
        if self._in_progress(game):
            # Preferences may say not to ask: the game in progress is then abandoned
            answer = (ask_about_game_in_progress(self, game_name_of(game),
                                                 self.in_progress.get(game))
                      if self.preferences.ask_before_abandoning else InProgress.ABANDON)
            if answer is InProgress.CANCEL:
                return
            if answer is InProgress.CONTINUE:
                if self.session is not None and self.session.setup.game_id == game:
                    self.stack.setCurrentWidget(self.table)
                else:
                    self.resume_saved(game)
                return
            if not self.abandon(game):
                return
        self.start_game(setup)

    def _in_progress(self, game: str) -> bool:
        """Is a game of this kind unfinished: at the table now, or saved?"""
        session = self.session
        if session is not None and session.setup.game_id == game and not session.state.is_over:
            return True
        if self.store is None or game in self.store.unreadable or \
                game in self._finished.values():
            return False  # an unreadable save is kept, and the new game goes unsaved
        progress = self.in_progress.get(game)
        if progress is not None and progress.over:
            return False  # a finished game whose result is on its way
        if self._autosaver is not None:  # a writer never made has nothing waiting
            self._autosaver.flush()
        return self.store.has_save(game)

    def abandon(self, game: str) -> bool:
        """Give up the game of this kind in progress: counted as abandoned, save removed."""
        from PySide6.QtWidgets import QMessageBox

        session = self.session
        progress = self.in_progress.get(game)
        if session is not None and session.setup.game_id == game:
            rounds = int(getattr(session.state, "round_no", 0) or 0)
            actions = len(session.state.history)
            self._detach_table()
            self.session = None
        else:
            rounds = progress.round_no or 0 if progress is not None else 0
            actions = progress.actions if progress is not None else 0
        if self.autosaver is not None:
            try:
                self.autosaver.clear(game)
            except SaveRefused as refused:
                QMessageBox.warning(self, tr("Saved game kept"), save_trouble_text(refused))
            except OSError as error:
                QMessageBox.warning(self, tr("Saved game kept"), tr(
                    "The saved game could not be removed, so it is still there: {error}").format(
                    error=error.strerror or error))
                return False
        self.in_progress.pop(game, None)
        if self.results is not None:  # a copy that does not save records nothing
            self.results.record_abandoned(game, max(0, rounds), max(0, actions), datetime.now())
        return True

    def start_game(self, setup: GameSetup, state: GameState | None = None) -> None:
        from PySide6.QtWidgets import QMessageBox

        info = get_game(setup.game_id)
        fresh = state is None
        if state is None:
            state = info.new_game(setup.config, setup.seed)
        self._detach_table()
        # This kind's save holds the new game from now on (a finished one's result that was
        # not safe yet stays with the result writer, which tries again).
        self._finished = {rid: game for rid, game in self._finished.items()
                          if game != setup.game_id}
        # Each kind of session imports its own modules (the real-time one Banapples' events).
        kind: type[TableSession]
        if info.real_time:
            from .realtime_session import RealTimeSession

            kind = RealTimeSession
        else:
            from .session import GameSession

            kind = GameSession
        try:
            session = kind(setup, state, self.table.scene, self.art, self.metrics, self.speed,
                           saver=None if self.demo else self._autosave,
                           think_time=self.preferences.think_time)
        except (KeyError, TypeError, ValueError) as error:
            # A setup no table can seat (a save the checks let through): never a half table.
            log.exception("cannot seat this game")
            self.session = None
            self.show_start()
            QMessageBox.warning(self, tr("Game cannot start"), tr(
                "This game cannot be set up: {error}").format(error=error))
            return
        session.applied.connect(self._count_action)
        session.game_over.connect(self._game_finished)
        if self.demo:
            session.round_over.connect(self._demo_next_round)
        self.session = session
        self._update_menus()
        self.stack.setCurrentWidget(self.table)
        self.table.attach(session)
        session.start(getattr(state, "opening_events", None) if fresh else None)
        if fresh and not self.demo:
            self._first_tour(setup.game_id)
        if not self.demo:
            self._autosave(state, setup)
        if not fresh and session.can_pause and state.to_move() is None and not state.is_over:
            self.table.pause()  # a race resumed mid-round waits until the player is ready

    def _first_tour(self, game_id: str) -> None:
        """The tour of a game the first time one is dealt (remembered in the settings)."""
        from .tour import seen_key

        if not self.settings.value(seen_key(game_id), False, type=bool):
            self._remember(seen_key(game_id), True)
            self.table.show_tour()

    def show_tour(self) -> None:
        """Help > Show the tour: the tour of the game on the table (none at the menu)."""
        if self.session is not None and self.stack.currentWidget() is self.table:
            self.table.show_tour()
        else:
            self.statusBar().showMessage(tr("Start a game to see its tour."), 6000)

    def _demo_next_round(self, result: dict) -> None:
        """A demo has nobody to dismiss the score sheet: deal on after a while."""
        QTimer.singleShot(round(DEMO_SHEET_MS * self.speed.factor), self.table.next_round)

    def _demo_new_game(self) -> None:
        if self._demo_game is not None and self.session is not None and \
                self.session.state.is_over:
            self.start_game(self._demo_setup(self._demo_game))

    def _autosave(self, state: GameState, setup: GameSetup) -> None:
        if self.autosaver is not None:
            self.autosaver.save(state, setup.meta())

    def _save_trouble(self, error: Exception | None) -> None:
        """Keep a notice up while games cannot be saved; take it down once they can."""
        if error is None:
            self.save_notice.hide()
            self.statusBar().showMessage(tr("The game is being saved again."), 8000)
            return
        text = save_trouble_text(error)
        if not self.save_notice.styleSheet():
            self.save_notice.setStyleSheet(SAVE_NOTICE_STYLE)
        self.save_notice.setText(text)
        self.save_notice.setToolTip(text)
        self.save_notice.show()

    def _game_finished(self, result: dict) -> None:
        if self._demo_game is not None:
            # Nobody to dismiss the final sheet either: after a while, a new game (a demo
            # plays on as long as it is let; --quit-after ends it).
            QTimer.singleShot(round(DEMO_SHEET_MS * self.speed.factor), self._demo_new_game)
            return
        session = self.session
        if session is None or self.results is None:
            return
        from .game_result import result_of

        # The autosave stays until the result is safe (in the statistics or the pending file).
        self._record(result_of(session.state, session.setup))

    def _record(self, result: GameResult) -> None:
        assert self.results is not None
        if self._autosaver is not None:  # a writer never made has nothing waiting
            self._autosaver.flush()  # the finished game's last save is on disk
        self._finished[result.result_id] = result.game
        self.results.record(result)

    def _result_written(self, result_id: str | None, recorded: Recorded) -> None:
        """The writer thread's answer: clear the finished game's save once the result is safe,
        and tell the player when it did not reach the statistics."""
        from PySide6.QtWidgets import QMessageBox

        if result_id is not None and result_id in self._finished and recorded.kept:
            game = self._finished.pop(result_id)
            if self.autosaver is not None:
                try:
                    self.autosaver.clear(game)
                except (OSError, SaveRefused) as error:
                    log.warning("could not remove the finished game's autosave: %s", error)
        from .result_writer import outcome_text

        text = outcome_text(recorded) if result_id is not None else None
        if text is None:
            return
        log.warning("statistics: %s", recorded.problem)
        if self.result_notice is not None:
            self.result_notice.close()
        self.result_notice = QMessageBox(QMessageBox.Icon.Warning, tr("Statistics"), text,
                                         QMessageBox.StandardButton.Ok, self)
        self.result_notice.open()

    def _count_finished_save(self, game: str) -> None:
        """A save of a game that is over, found at start-up: its result goes to the statistics
        (counted once, by its id) and then the save is cleared; it is never offered to
        continue."""
        if self.store is None or self.results is None:
            return
        try:
            loaded = self.store.load(game, check_meta=setup_of_save)
            if loaded is None:
                return
            saved, state = loaded
            if not state.is_over:
                return
            from .game_result import result_of

            setup = GameSetup.from_meta(saved.record, saved.meta)
            result = result_of(state, setup, datetime.fromisoformat(saved.saved_at))
        except (DamagedSave, OSError, KeyError, ValueError, TypeError) as error:
            log.warning("finished save not counted: %s", error)
            return
        self._record(result)

    def _refresh_continue(self, at_start: bool = False) -> None:
        """Offer Continue on every game's tile with a game in progress, the latest one on the
        bar too; report the saves that are damaged (set aside) or cannot be read (left
        alone). A finished game's save waits for its result to be safe and is never offered;
        one found at start-up is counted then."""
        if self.store is None:
            self.start_page.set_in_progress({}, None)
            return
        if self._autosaver is not None:  # a writer never made has nothing waiting
            self._autosaver.flush()
        found, problems = self.store.in_progress()
        if at_start:
            for progress in found.values():
                if progress.over:
                    self._count_finished_save(progress.game)
        waiting = set(self._finished.values())
        self.in_progress = {game: progress for game, progress in found.items()
                            if not progress.over and game not in waiting}
        latest = max(self.in_progress.values(), key=lambda p: p.saved_at, default=None)
        self.start_page.set_in_progress(
            {game: (tr("Round {n} in progress").format(n=progress.round_no) if progress.round_no
                    else tr("Game in progress"))
             for game, progress in self.in_progress.items()},
            None if latest is None else (latest.game, self._progress_text(latest)))
        self._report_problems(problems)

    def _progress_text(self, progress: Progress) -> str:
        name = game_name_of(progress.game)
        return (tr("Continue {game} — round {n}").format(game=name, n=progress.round_no)
                if progress.round_no else tr("Continue {game}").format(game=name))

    def _report_problems(self, problems: list[DamagedSave | Unreadable]) -> None:
        texts = []
        for problem in problems:
            if isinstance(problem, Unreadable):
                game = game_name_of(problem.game) if problem.game else tr("a game")
                texts.append(tr("The saved game of {game} cannot be read ({error}). It is "
                                "left untouched in {path} and nothing is saved over it.").format(
                    game=game, error=problem.error.strerror or problem.error,
                    path=problem.path.parent))
            else:
                texts.append(damage_text(problem))
        if texts:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.warning(self, tr("Saved game damaged") if len(texts) == 1 else
                                tr("Saved games damaged"), "\n\n".join(texts))

    def resume_saved(self, game: str | None = None) -> None:
        from PySide6.QtWidgets import QMessageBox

        if self.store is None or self.autosaver is None:
            return
        if not game:
            if not self.in_progress:
                self._refresh_continue()
            if not self.in_progress:
                return
            game = max(self.in_progress.values(), key=lambda p: p.saved_at).game
        self.autosaver.flush()
        try:
            loaded = self.store.load(game, check_meta=setup_of_save)
        except DamagedSave as damage:
            QMessageBox.warning(self, tr("Saved game damaged"), damage_text(damage))
            self._refresh_continue()
            return
        except OSError as error:
            QMessageBox.warning(self, tr("Saved game cannot be read"), tr(
                "The saved game cannot be read ({error}). It is left untouched.").format(
                error=error.strerror or error))
            return
        if loaded is None:
            self._refresh_continue()
            return
        saved, state = loaded
        self.start_game(GameSetup.from_meta(saved.record, saved.meta), state)

    def _count_action(self, count: int) -> None:
        if self.quit_after is not None and count >= self.quit_after:
            log.info("demo: %d actions played, quitting", count)
            QTimer.singleShot(0, lambda: QCoreApplication.exit(0))

    def offer_resume(self) -> None:
        """At start-up: offer Continue for each saved game, and report what was found wrong
        (damaged saves set aside, unreadable ones left alone) in one message."""
        problems, self._startup_problems = self._startup_problems, []
        self._report_problems(problems)
        self._refresh_continue(at_start=True)

    def changeEvent(self, event: QEvent) -> None:
        """A game on clocks pauses when the window is minimised: nobody races an empty chair.
        A new language shows at once (Qt sends LanguageChange when a translator is installed;
        the one of start-up finds the texts already in that language)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and \
                self.language.current != self._shown_language:
            self.retranslate()
        if event.type() == QEvent.Type.WindowStateChange and \
                self.windowState() & Qt.WindowState.WindowMinimized and self._table is not None:
            self._table.pause()

    def closeEvent(self, event: QCloseEvent) -> None:
        self._detach_table()
        if self._autosaver is not None:
            self._autosaver.close()
        if self._results is not None:
            self._results.close()
        super().closeEvent(event)
