"""Statistics: how your games went, per game, and how each computer level fares."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...games.registry import GAMES
from ...store.statistics import (
    GameSummary,
    LevelSummary,
    Problem,
    Statistics,
    StatisticsUnavailable,
)
from ..catalog import game_name_of, level_name
from ..result_writer import problem_text


def tr(text: str) -> str:
    return QCoreApplication.translate("StatisticsDialog", text)


def score_text(value: float) -> str:
    """Whole scores without decimals, others with one (Banakil's halves are rounded already,
    averages are not)."""
    return f"{value:.0f}" if float(value).is_integer() else f"{value:.1f}"


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
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.setAlternatingRowColors(True)
    table.setShowGrid(False)
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            item = QTableWidgetItem(text)
            if c >= numbers_from:
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                      | Qt.AlignmentFlag.AlignVCenter)
            table.setItem(r, c, item)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    table.resizeRowsToContents()
    height = header.height() + sum(table.rowHeight(r) for r in range(len(rows))) + 4
    table.setFixedHeight(height)
    return table


class StatisticsDialog(QDialog):
    """Reads the figures once, when opened, from the window's open statistics store: its
    running tallies answer in a few milliseconds however many games there are."""

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
        self.notice = QLabel(self)
        self.notice.setObjectName("statisticsNotice")
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet("color: #8a5a00;")
        layout.addWidget(self.notice)
        self.empty = QLabel(self)
        self.empty.setObjectName("statisticsEmpty")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setMinimumHeight(140)
        layout.addWidget(self.empty, 1)

        games: list[GameSummary] = []
        levels: list[LevelSummary] = []
        try:
            games = self.statistics.summaries()
            levels = self.statistics.level_summaries()
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
        self.empty.setVisible(not games and not levels)

        if games:
            layout.addWidget(self._heading(tr("Your games")))
            self.games_table = _table(
                [tr("Game"), tr("Played"), tr("Won"), tr("Win rate"), tr("Best score"),
                 tr("Average score"), tr("Longest game"), tr("Abandoned")],
                [[game_name_of(s.game), str(s.played), str(s.won), rate_text(s.won, s.played),
                  score_text(s.best_score) if s.played else "–",
                  score_text(s.average_score) if s.played else "–",
                  tr("{n} rounds").format(n=s.longest_rounds) if s.played else "–",
                  str(s.abandoned)] for s in games],
                1, "gamesTable", self)
            low_wins = [game_name_of(s.game) for s in games
                        if s.game in GAMES and GAMES[s.game].lower_score_wins]
            if low_wins:
                self.games_table.horizontalHeaderItem(4).setToolTip(
                    tr("The lowest total in {games}, where the lowest total wins").format(
                        games=", ".join(low_wins)))
            layout.addWidget(self.games_table)
        if levels:
            layout.addWidget(self._heading(tr("Computer players")))
            self.levels_table = _table(
                [tr("Game"), tr("Level"), tr("Games"), tr("Won"), tr("Win rate")],
                [[game_name_of(s.game), level_name(s.level), str(s.played), str(s.won),
                  rate_text(s.won, s.played)] for s in levels],
                2, "levelsTable", self)
            layout.addWidget(self.levels_table)
        layout.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(max(640, self.sizeHint().width()), max(360, self.sizeHint().height()))

    def _heading(self, text: str) -> QLabel:
        label = QLabel(text, self)
        font = label.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        label.setFont(font)
        return label
