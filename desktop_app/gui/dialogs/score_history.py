"""The scores so far: each round's score for every player or team, and the totals, reachable
at any time during play (Game ▸ Scores so far, Ctrl+T). It reads the engine's round results
from the viewer's observation; it computes no score itself."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

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

from ..i18n import number_text, signed_text


def tr(text: str) -> str:
    return QCoreApplication.translate("ScoreHistory", text)




def round_scores(result: Mapping[str, Any]) -> Sequence[float]:
    """One round's score per scoring unit: the teams' where the game scores teams."""
    teams = result.get("team_scores")
    return teams if teams is not None else result["player_scores"]


def score_rows(results: Sequence[Mapping[str, Any]]) -> list[list[str]]:
    """A row per scored round (its number, then each unit's score) and a row of totals."""
    rows = [[str(result["round"]), *(signed_text(v) for v in round_scores(result))]
            for result in results]
    if results:
        rows.append([tr("Total"), *(number_text(v) for v in results[-1]["totals_after"])])
    return rows


class ScoreHistoryDialog(QDialog):
    """The table of every round's scores so far."""

    def __init__(self, game_name: str, units: Sequence[str],
                 results: Sequence[Mapping[str, Any]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Scores so far — {game}").format(game=game_name))
        layout = QVBoxLayout(self)
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        rows = score_rows(results)
        self.note.setText(tr("Each round's scores, and the totals after round {n}.").format(
            n=results[-1]["round"]) if results else
                          tr("No round has been scored yet: the first round is still being "
                             "played."))
        layout.addWidget(self.note)
        self.table = QTableWidget(len(rows), len(units) + 1, self)
        self.table.setHorizontalHeaderLabels([tr("Round"), *units])
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setToolTip(tr("Each round's score, and everyone's total after it"))
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight
                                      | Qt.AlignmentFlag.AlignVCenter if c else
                                      Qt.AlignmentFlag.AlignCenter)
                if r == len(rows) - 1 and results:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(r, c, item)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        layout.addWidget(self.table, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(max(420, 140 * (len(units) + 1)), min(640, 140 + 30 * len(rows)))

