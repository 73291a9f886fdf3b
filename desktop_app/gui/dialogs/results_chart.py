"""The last results of one game as a small bar chart: one bar per game, oldest on the left, its
height the players' score, green for a win and red for a loss. Drawn by the app (no chart
library); a screen reader gets the same in words from its accessible description."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...store.statistics import RecentResult

WON = QColor(46, 125, 50)
LOST = QColor(183, 28, 28)


def tr(text: str) -> str:
    return QCoreApplication.translate("StatisticsDialog", text)


def summary_text(results: Sequence[RecentResult]) -> str:
    """"Last 12 games: 8 won, 4 lost; the latest won." in words."""
    won = sum(result.won for result in results)
    if not results:
        return tr("No finished games yet.")
    latest = tr("the latest won") if results[-1].won else tr("the latest lost")
    return tr("Last {n} games: {won} won, {lost} lost; {latest}.").format(
        n=len(results), won=won, lost=len(results) - won, latest=latest)


class ResultsChart(QWidget):
    def __init__(self, results: Sequence[RecentResult], title: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.results = list(results)
        self.setAccessibleName(title)
        self.setAccessibleDescription(summary_text(self.results))
        self.setToolTip(summary_text(self.results))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(360, 64)

    def minimumSizeHint(self) -> QSize:
        return QSize(160, 64)

    def bar_rects(self) -> list[QRectF]:
        """Where each result's bar goes: heights from the smallest score to the largest, so
        that a low score still shows (a third of the height at least)."""
        if not self.results:
            return []
        area = QRectF(self.rect()).adjusted(2, 4, -2, -4)
        slots = max(len(self.results), 20)
        step = area.width() / slots
        scores = [result.score for result in self.results]
        low, high = min(scores), max(scores)
        rects = []
        for index, result in enumerate(self.results):
            share = 1.0 if high == low else (result.score - low) / (high - low)
            height = area.height() * (0.35 + 0.65 * share)
            rects.append(QRectF(area.left() + index * step + step * 0.15,
                                area.bottom() - height, step * 0.7, height))
        return rects

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        baseline = self.rect().bottom() - 3
        painter.setPen(QPen(self.palette().mid().color(), 1))
        painter.drawLine(2, baseline, self.rect().right() - 2, baseline)
        painter.setPen(Qt.PenStyle.NoPen)
        for result, rect in zip(self.results, self.bar_rects(), strict=True):
            painter.setBrush(WON if result.won else LOST)
            painter.drawRoundedRect(rect, 2, 2)
        painter.end()
