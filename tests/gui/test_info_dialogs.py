"""Rules, statistics and about dialogs."""

from __future__ import annotations

import re
from datetime import datetime

import pytest
from PySide6.QtCore import QLocale, QSettings
from PySide6.QtWidgets import QDialog, QLabel

from desktop_app import __version__
from desktop_app.games.registry import GAMES
from desktop_app.gui.dialogs.about_dialog import AboutDialog
from desktop_app.gui.dialogs.rules_dialog import GEOMETRY_KEY, RulesDialog, rules_path, rules_text
from desktop_app.gui.dialogs.statistics_dialog import StatisticsDialog
from desktop_app.store.statistics import Seat, Statistics

ALL_GAMES = {"banakil": "BK", "cap_it_rummy": "CR", "bain_hand_and_foot": "HF",
             "banapples": "BA"}
"""Every game of the app and its rule-id prefix, registered yet or not."""
SECTIONS = (r"^## At a glance$", r"^## The cards$|^## Setting up$", r"^## Your turn|^## Playing",
            r"^## .*[Ss]coring$", r"^## Examples?$")


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def rule_numbers(text: str, prefix: str) -> set[int]:
    """Rule ids cited in the page, ranges like (BA-01 … BA-04) expanded."""
    numbers: set[int] = set()
    for start, end in re.findall(rf"{prefix}-(\d\d)(?: … {prefix}-(\d\d))?", text):
        numbers.update(range(int(start), int(end or start) + 1))
    return numbers


@pytest.mark.parametrize(("game_id", "prefix"), ALL_GAMES.items())
def test_every_game_has_a_complete_rules_page(game_id, prefix):
    text = rules_text(game_id, QLocale("en_GB"))
    assert len(text) > 4000
    for section in SECTIONS:
        assert re.search(section, text, re.MULTILINE), section
    cited = rule_numbers(text, prefix)
    # Each page walks through its rules file: every id from 01 to the last one, no gaps.
    assert cited == set(range(1, max(cited) + 1))
    assert max(cited) >= 19


@pytest.mark.parametrize("game_id", list(ALL_GAMES))
def test_rules_dialog_renders_the_page(qtbot, settings, game_id):
    dialog = RulesDialog(game_id, settings=settings)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert not dialog.missing
    plain = dialog.browser.toPlainText()
    assert len(plain) > 3000
    assert "##" not in plain and "<small" not in plain  # Markdown and HTML were rendered
    assert "coring" in plain
    assert dialog.browser.verticalScrollBar().maximum() > 0


def test_rules_dialog_remembers_its_size(qtbot, settings):
    dialog = RulesDialog("banakil", settings=settings)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.resize(640, 500)
    dialog.done(QDialog.DialogCode.Rejected)
    assert settings.value(GEOMETRY_KEY) is not None
    again = RulesDialog("banakil", settings=settings)
    qtbot.addWidget(again)
    assert (again.width(), again.height()) == (640, 500)


def test_missing_page_says_so(qtbot, settings):
    dialog = RulesDialog("no_such_game", settings=settings)
    qtbot.addWidget(dialog)
    assert dialog.missing
    assert "not available" in dialog.browser.toPlainText()


def test_a_translated_page_is_preferred(tmp_path, monkeypatch):
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "banakil.md").write_text("English", encoding="utf-8")
    (tmp_path / "rules" / "banakil.id.md").write_text("Bahasa", encoding="utf-8")
    monkeypatch.setattr("desktop_app.gui.dialogs.rules_dialog.resources_dir", lambda: tmp_path)
    assert rules_path("banakil", QLocale("id_ID")).name == "banakil.id.md"
    assert rules_text("banakil", QLocale("ko_KR")) == "English"


def test_statistics_empty(qtbot, tmp_path):
    dialog = StatisticsDialog(tmp_path / "stats.sqlite3")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.empty.isVisible()
    assert "No finished games yet" in dialog.empty.text()
    assert dialog.games_table is None and dialog.levels_table is None


def cells(table) -> list[list[str]]:
    return [[table.item(r, c).text() for c in range(table.columnCount())]
            for r in range(table.rowCount())]


def test_statistics_filled(qtbot, tmp_path):
    stats = Statistics(tmp_path / "stats.sqlite3")
    ayu, easy, medium = Seat("Ayu", "human"), Seat("Sari", "computer", "easy"), \
        Seat("Budi", "computer", "medium")
    when = datetime(2026, 1, 5, 20, 0)
    stats.record_game("banakil", [ayu, easy, medium], {0}, [231, 120, 180], 7, when)
    stats.record_game("banakil", [ayu, easy, medium], {2}, [180, 90, 240], 11, when)
    stats.record_game("banakil", [ayu, medium], {0}, [223, 200], 5, when)
    dialog = StatisticsDialog(stats)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.empty.isVisible()
    assert cells(dialog.games_table) == [
        ["Banakil", "All", "3", "2", "1", "0", "67 %", "231", "211.3", "1", "1"],
        ["", "Against Medium", "3", "2", "1", "", "67 %", "231", "211.3", "1", "1"]]
    assert [len(chart.results) for chart in dialog.charts] == [3]
    assert cells(dialog.levels_table) == [
        ["Banakil", "Easy", "2", "0", "0 %"],
        ["Banakil", "Medium", "3", "1", "33 %"]]


def test_statistics_damaged_file_is_explained(qtbot, tmp_path):
    path = tmp_path / "stats.sqlite3"
    path.write_bytes(b"this is not a database" * 100)
    dialog = StatisticsDialog(path)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.notice.isVisible()
    assert "kept as" in dialog.notice.text()
    assert dialog.empty.isVisible()


def test_about(qtbot):
    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    text = dialog.text
    assert __version__ in dialog.findChild(QLabel, "aboutTitle").text()
    for info in GAMES.values():
        assert info.name in text
    assert "no data leaves your computer" in text
    assert "MIT License" in text
    assert "our own" in text


def test_statistics_that_cannot_be_read_are_explained(qtbot, tmp_path):
    path = tmp_path / "stats.sqlite3"
    path.mkdir()
    dialog = StatisticsDialog(path)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.empty.isVisible()
    assert "cannot be read just now: there is a folder" in dialog.empty.text()


def test_statistics_locked_by_another_program_are_explained(qtbot, tmp_path):
    import sqlite3
    from contextlib import closing

    path = tmp_path / "stats.sqlite3"
    stats = Statistics(path)
    stats.open()
    with closing(sqlite3.connect(path, isolation_level=None)) as other:
        other.execute("BEGIN EXCLUSIVE")
        dialog = StatisticsDialog(stats)
        other.execute("ROLLBACK")
    qtbot.addWidget(dialog)
    assert "busy just now" in dialog.empty.text()
