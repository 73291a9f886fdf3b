"""The statistics page: per game and per level, streaks, the last results as a chart drawn by
the app, a filter by game, reset with a confirmation, CSV export, and tables a screen reader
can walk (focusable cells with headers, accessible names)."""

from __future__ import annotations

import csv
from datetime import datetime, timedelta

import pytest
from PySide6.QtWidgets import QMessageBox

from desktop_app.gui.dialogs.results_chart import summary_text
from desktop_app.gui.dialogs.statistics_dialog import StatisticsDialog
from desktop_app.store.statistics import Seat, Statistics

START = datetime(2026, 11, 30, 20, 0)
AYU = Seat("Ayu", "human")
MEDIUM = Seat("Budi", "computer", "medium")
EASY = Seat("Sari", "computer", "easy")


@pytest.fixture
def stats(tmp_path):
    stats = Statistics(tmp_path / "stats.sqlite3")
    for n in range(24):
        bot = EASY if n % 4 == 0 else MEDIUM
        stats.record_game("banakil", [AYU, bot], {0} if n % 3 else {1}, [200 + n, 222], 5,
                          START + timedelta(minutes=n), result_id=f"b{n}")
    stats.record_game("cap_it_rummy", [AYU, MEDIUM, MEDIUM, MEDIUM], {0}, [30, 80, 90, 120],
                      5, START, result_id="c0")
    stats.record_abandoned("banakil", 1, 12, START)
    return stats


def cells(table) -> list[list[str]]:
    return [[table.item(r, c).text() for c in range(table.columnCount())]
            for r in range(table.rowCount())]


def test_per_game_and_level_with_a_chart_of_the_last_twenty(qtbot, stats):
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    rows = cells(dialog.games_table)
    assert [row[:2] for row in rows] == [["Banakil", "All"], ["", "Against Easy"],
                                         ["", "Against Medium"], ["Cap-It Rummy", "All"],
                                         ["", "Against Medium"]]
    banakil = rows[0]
    assert banakil[2:7] == ["24", "16", "8", "1", "67 %"]
    assert banakil[9:] == ["2", "2"]  # ... W W L W W: two in a row at the end
    assert rows[3][7] == "30"  # the lowest total is Cap-It's best
    assert [len(chart.results) for chart in dialog.charts] == [20, 1]
    chart = dialog.charts[0]
    assert chart.accessibleDescription() == summary_text(chart.results)
    assert chart.accessibleDescription() == "Last 20 games: 14 won, 6 lost; the latest won."
    rects = chart.bar_rects()
    assert len(rects) == 20 and all(r.height() > 0 for r in rects)
    assert rects[0].left() < rects[-1].left()


def test_the_filter_shows_one_game(qtbot, stats):
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    dialog.filter.setCurrentIndex(dialog.filter.findData("cap_it_rummy"))
    assert [row[0] for row in cells(dialog.games_table)] == ["Cap-It Rummy", ""]
    assert len(dialog.charts) == 1
    assert {row[0] for row in cells(dialog.levels_table)} == {"Cap-It Rummy"}
    dialog.filter.setCurrentIndex(dialog.filter.findData("banapples"))
    assert dialog.games_table is None and not dialog.empty.isHidden()


def test_reset_asks_first_and_forgets_only_that_game(qtbot, stats, monkeypatch):
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    dialog.filter.setCurrentIndex(dialog.filter.findData("banakil"))
    asked = []

    def answer(parent, title, text, buttons, default):
        asked.append(text)
        return QMessageBox.StandardButton.Cancel if len(asked) == 1 else \
            QMessageBox.StandardButton.Reset

    monkeypatch.setattr(QMessageBox, "question", answer)
    dialog.reset_button.click()
    assert "Banakil" in asked[0] and stats.records("banakil")  # cancelled: nothing gone
    dialog.reset_button.click()
    assert stats.records("banakil") == [] and stats.abandoned() == {}
    assert stats.records("cap_it_rummy")
    assert not dialog.empty.isHidden()


def test_export_writes_every_game(qtbot, stats, tmp_path, monkeypatch):
    warned = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warned.append(text))
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    path = tmp_path / "stats.csv"
    assert dialog.export(path)
    with path.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == 26 and rows[-1]["game"] in ("banakil", "cap_it_rummy")
    assert "26" in dialog.notice.text()
    (tmp_path / "taken").mkdir()  # a folder where the file should go: told, not raised
    assert not dialog.export(tmp_path / "taken")
    assert len(warned) == 1 and "could not be saved" in warned[0]


def test_the_tables_can_be_walked_by_keyboard_and_screen_reader(qtbot, stats):
    from PySide6.QtCore import Qt

    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    for table in (dialog.games_table, dialog.levels_table):
        assert table.accessibleName()
        assert table.focusPolicy() == Qt.FocusPolicy.StrongFocus
        headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
        assert all(headers)


def test_the_tables_show_every_row_and_column_within_the_screen(qtbot, stats):
    """One line a row and no row hidden behind a scroll bar; every column shown whole when
    the screen is wide enough for the table, else a sideways scroll bar reaches it; the
    dialog itself fits the screen's free area (a 1280×800 laptop showed the streak columns
    cut off)."""
    stats.record_game("bain_hand_and_foot", [AYU, MEDIUM, MEDIUM, MEDIUM], {0, 2},
                      [8450, -200, 8450, -200], 3, START, result_id="h0")
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    free = dialog.screen().availableGeometry()
    assert dialog.width() <= free.width() and dialog.height() <= free.height()
    # a Hand and Foot game with three Medium computers counts three seats, and says so
    header = dialog.levels_table.horizontalHeaderItem(2)
    assert header.text() == "Seats" and "counts three" in header.toolTip()
    assert cells(dialog.levels_table)[0][:3] == ["Bain Hand and Foot", "Medium", "3"]
    for table in (dialog.games_table, dialog.levels_table):
        header = table.horizontalHeader()
        assert table.verticalScrollBar().maximum() == 0
        assert len({table.rowHeight(r) for r in range(table.rowCount())}) == 1
        whole = sum(max(table.sizeHintForColumn(c), header.sectionSizeHint(c))
                    for c in range(table.columnCount()))
        if whole <= table.viewport().width():
            assert all(header.sectionSize(c) >= table.sizeHintForColumn(c)
                       for c in range(table.columnCount()))
            assert table.horizontalScrollBar().maximum() == 0
        else:
            assert table.horizontalScrollBar().maximum() > 0
