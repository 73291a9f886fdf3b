"""Statistics: how your games went, per game, and how each computer level fares."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...games.registry import GAMES
from ...store.statistics import (
    LevelSummary,
    PlayerRecord,
    Problem,
    RecentResult,
    Statistics,
    StatisticsUnavailable,
)
from ..catalog import game_name_of, level_name
from ..i18n import number_text, plural
from ..result_writer import problem_text
from .results_chart import ResultsChart


def tr(text: str) -> str:
    return QCoreApplication.translate("StatisticsDialog", text)


def score_text(value: float) -> str:
    """Whole scores without decimals, others with one (Banakil's halves are rounded already,
    averages are not)."""
    return number_text(round(value, 1))


def rate_text(won: int, played: int) -> str:
    return f"{100 * won / played:.0f} %" if played else "–"


def _table(headers: list[str], rows: list[list[str]], numbers_from: int, name: str,
           parent: QWidget) -> QTableWidget:
    """A read-only table; columns from `numbers_from` on hold figures and align right."""
    table = QTableWidget(len(rows), len(headers), parent)
    table.setObjectName(name)
    table.setHorizontalHeaderLabels(headers)
    table.verticalHeader().hide()
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    # focusable, a cell at a time: a screen reader reads each cell with its column's header
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
    table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    table.setTabKeyNavigation(False)
    table.setAlternatingRowColors(True)
    table.setShowGrid(False)
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            item = QTableWidgetItem(text)
            if c >= numbers_from:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                      | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(r, c, item)
    # One line a row and every column as wide as its widest text: the table asks for its
    # whole width (the dialog opens that wide where the screen allows) and its whole height;
    # the game's column takes what width is left, and gives it up first on a small screen.
    table.setWordWrap(False)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    table.resizeColumnsToContents()
    table.resizeRowsToContents()
    frame = 2 * table.frameWidth()
    natural = header.length() + frame
    table.setMinimumWidth(min(natural, _widest_table(parent)))
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    height = header.height() + sum(table.rowHeight(r) for r in range(len(rows))) + frame
    if table.minimumWidth() < natural:  # a narrow screen: room for the sideways scroll bar
        height += table.horizontalScrollBar().sizeHint().height()
    table.setFixedHeight(height)
    return table


def _widest_table(widget: QWidget) -> int:
    """The widest a table may ask to be: the screen's free width less the dialog's frame and
    margins."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return 10_000 if screen is None else max(320, screen.availableGeometry().width() - 120)


def against_text(against: str | None) -> str:
    if against is None:
        return tr("All")
    if against == "":
        return tr("Only people")
    return tr("Against {level}").format(level=level_name(against))


class StatisticsDialog(QDialog):
    """Reads the figures from the window's open statistics store: its running tallies answer
    in a few milliseconds however many games there are. A filter shows one game; a game's
    results (or all) can be reset, and every game exported as CSV."""

    def __init__(self, statistics: Statistics | Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Statistics"))
        self.setSizeGripEnabled(True)
        self.statistics = (statistics if isinstance(statistics, Statistics)
                           else Statistics(Path(statistics)))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(22, 18, 22, 14)
        layout.setSpacing(10)
        self.games_table: QTableWidget | None = None
        self.levels_table: QTableWidget | None = None
        self.charts: list[ResultsChart] = []
        self.notice = QLabel(self)
        self.notice.setObjectName("statisticsNotice")
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet("color: #8a5a00;")
        layout.addWidget(self.notice)
        bar = QHBoxLayout()
        filter_label = QLabel(tr("&Show:"), self)
        self.filter = QComboBox(self)
        self.filter.setObjectName("statisticsFilter")
        self.filter.setAccessibleName(tr("Show the statistics of"))
        filter_label.setBuddy(self.filter)
        bar.addWidget(filter_label)
        bar.addWidget(self.filter)
        bar.addStretch(1)
        self.export_button = QPushButton(tr("&Export as CSV…"), self)
        self.export_button.setToolTip(tr("Save every finished and abandoned game as a "
                                         "spreadsheet file (CSV)."))
        self.reset_button = QPushButton(tr("&Reset…"), self)
        self.reset_button.setToolTip(tr("Forget the results shown: of this game, or of all "
                                        "games when all are shown."))
        bar.addWidget(self.export_button)
        bar.addWidget(self.reset_button)
        layout.addLayout(bar)
        self.empty = QLabel(self)
        self.empty.setObjectName("statisticsEmpty")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setMinimumHeight(140)
        layout.addWidget(self.empty, 1)
        # Tables and charts scroll, up and down only, when the screen is not tall enough.
        self.scroll = QScrollArea(self)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.content = QWidget(self.scroll)
        self.content_layout = QVBoxLayout(self.content)
        self.content_layout.setContentsMargins(0, 0, 0, 0)
        self.content_layout.addStretch(1)
        self.scroll.setWidget(self.content)
        layout.addWidget(self.scroll, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.export_button.clicked.connect(self.export_dialog)
        self.reset_button.clicked.connect(self.reset_dialog)
        self.filter.currentIndexChanged.connect(lambda _: self.refresh())
        self._fill_filter()
        self.refresh()
        self._open_size()

    def _open_size(self) -> None:
        """As large as the tables and charts ask, but never larger than the screen's free
        area (the charts and tables then scroll)."""
        content = self.content.sizeHint()
        bar = self.scroll.verticalScrollBar().sizeHint().width()
        self.scroll.setMinimumWidth(content.width() + bar)
        hint = self.sizeHint()
        width = max(760, hint.width())
        height = max(380, hint.height() - self.scroll.sizeHint().height() + content.height())
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is not None:
            free = screen.availableGeometry()
            width, height = min(width, free.width() - 48), min(height, free.height() - 48)
        self.resize(width, height)

    # ---------------------------------------------------------------- reading

    def shown_game(self) -> str | None:
        data = self.filter.currentData()
        return None if data is None else str(data)

    def _fill_filter(self) -> None:
        self.filter.blockSignals(True)
        chosen = self.filter.currentData()
        self.filter.clear()
        self.filter.addItem(tr("All games"), None)
        for info in GAMES.values():
            self.filter.addItem(game_name_of(info.id), info.id)
        index = self.filter.findData(chosen)
        self.filter.setCurrentIndex(max(index, 0))
        self.filter.blockSignals(False)

    def refresh(self) -> None:
        """Read the figures again and show them for the filter's choice."""
        while self.content_layout.count() > 1:  # all but the stretch at the end
            item = self.content_layout.takeAt(0)
            widget = item.widget()
            if widget is not None:
                widget.deleteLater()
        self.games_table = self.levels_table = None
        self.charts = []
        game = self.shown_game()
        records: list[PlayerRecord] = []
        levels: list[LevelSummary] = []
        recent: dict[str, list[RecentResult]] = {}
        try:
            records = self.statistics.records(game)
            levels = [s for s in self.statistics.level_summaries()
                      if game is None or s.game == game]
            for record in records:
                if record.against is None and record.played:
                    recent[record.game] = self.statistics.recent(record.game)
        except StatisticsUnavailable as error:
            self.empty.setText(
                tr("The statistics are busy just now. Close this window and open it again in "
                   "a moment.") if error.problem is Problem.LOCKED else
                tr("The statistics cannot be read just now: {reason}.").format(
                    reason=problem_text(error.problem)))
        else:
            self.empty.setText(tr("No finished games yet.\nPlay a game to its end and your "
                                  "results appear here."))
        self.notice.setText(self.statistics.damage_notice or "")
        self.notice.setVisible(bool(self.statistics.damage_notice))
        self.empty.setVisible(not records and not levels)
        self.scroll.setVisible(bool(records or levels))
        self.reset_button.setEnabled(bool(records or levels) and not self.statistics.read_only)
        self.export_button.setEnabled(bool(records or levels))
        if records:
            self._add(self._heading(tr("Your games")))
            self.games_table = _table(
                [tr("Game"), tr("Opponents"), tr("Played"), tr("Won"), tr("Lost"),
                 tr("Abandoned"), tr("Win rate"), tr("Best score"), tr("Average score"),
                 tr("Winning streak"), tr("Longest streak")],
                [[game_name_of(r.game) if r.against is None else "", against_text(r.against),
                  str(r.played), str(r.won), str(r.lost),
                  str(r.abandoned) if r.against is None else "",
                  rate_text(r.won, r.played),
                  score_text(r.best_score) if r.best_score is not None else "–",
                  score_text(r.average_score) if r.average_score is not None else "–",
                  str(r.streak), str(r.longest_streak)] for r in records],
                2, "gamesTable", self.content)
            self.games_table.setAccessibleName(tr("Your results per game and opponents"))
            low_wins = [game_name_of(r.game) for r in records
                        if r.against is None and r.game in GAMES
                        and GAMES[r.game].lower_score_wins]
            if low_wins:
                self.games_table.horizontalHeaderItem(7).setToolTip(
                    tr("The lowest total in {games}, where the lowest total wins").format(
                        games=", ".join(low_wins)))
            self._add(self.games_table)
        for game_id, results in recent.items():
            title = plural("StatisticsDialog", "Last %n result(s) in {game}",
                           len(results)).format(game=game_name_of(game_id))
            self._add(QLabel(title, self.content))
            chart = ResultsChart(results, title, self.content)
            self.charts.append(chart)
            self._add(chart)
        if levels:
            self._add(self._heading(tr("Computer players")))
            self.levels_table = _table(
                [tr("Game"), tr("Level"), tr("Seats"), tr("Won"), tr("Win rate")],
                [[game_name_of(s.game), level_name(s.level), str(s.played), str(s.won),
                  rate_text(s.won, s.played)] for s in levels],
                2, "levelsTable", self.content)
            self.levels_table.setAccessibleName(tr("How each computer level fares"))
            # A game with three Medium players is three seats, not one game: say so.
            self.levels_table.horizontalHeaderItem(2).setToolTip(tr(
                "Each seat a computer player of this level filled counts once: a game with "
                "three of them counts three."))
            self._add(self.levels_table)

    # ---------------------------------------------------------------- acting

    def reset_dialog(self) -> None:
        game = self.shown_game()
        question = (tr("Forget every result of {game}? This cannot be undone.").format(
            game=game_name_of(game)) if game is not None else
            tr("Forget the results of every game? This cannot be undone."))
        answer = QMessageBox.question(self, tr("Reset statistics"), question,
                                      QMessageBox.StandardButton.Reset
                                      | QMessageBox.StandardButton.Cancel,
                                      QMessageBox.StandardButton.Cancel)
        if answer == QMessageBox.StandardButton.Reset:
            self.reset(game)

    def reset(self, game: str | None) -> bool:
        try:
            self.statistics.reset(game)
        except StatisticsUnavailable as error:
            QMessageBox.warning(self, tr("Reset statistics"), tr(
                "The statistics could not be reset: {reason}.").format(
                reason=problem_text(error.problem)))
            return False
        self.refresh()
        return True

    def export_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, tr("Export statistics"), str(Path.home() / "meja-kartu-statistics.csv"),
            tr("Spreadsheet files (*.csv)"))
        if path:
            self.export(Path(path))

    def export(self, path: Path) -> bool:
        try:
            count = self.statistics.export_csv(path)
        except (StatisticsUnavailable, OSError) as error:
            reason = (problem_text(error.problem) if isinstance(error, StatisticsUnavailable)
                      else error.strerror or str(error))
            QMessageBox.warning(self, tr("Export statistics"), tr(
                "The statistics could not be saved to {path}: {reason}.").format(
                path=path, reason=reason))
            return False
        self.notice.setText(tr("Saved {n} games to {path}.").format(n=count, path=path))
        self.notice.setVisible(True)
        return True

    def _add(self, widget: QWidget) -> None:
        self.content_layout.insertWidget(self.content_layout.count() - 1, widget)

    def _heading(self, text: str) -> QLabel:
        label = QLabel(text, self.content)
        font = label.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        label.setFont(font)
        return label
