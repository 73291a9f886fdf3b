"""A game's rules, for players: `resources/rules/<game_id>.md` rendered in a readable page.

A translated page, when there is one, sits beside the English one as `<game_id>.<lang>.md`
(`banakil.id.md`, `banakil.ko.md`) and is preferred for that language.
"""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QLocale, QSettings, QSize
from PySide6.QtGui import (
    QBrush,
    QCloseEvent,
    QColor,
    QFont,
    QShowEvent,
    QTextBlock,
    QTextCursor,
    QTextFormat,
    QTextFrameFormat,
    QTextLength,
    QTextTable,
    QTextTableFormat,
)
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QTextBrowser,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from ...resources import resources_dir
from ..catalog import game_name_of

GEOMETRY_KEY = "rules_dialog/geometry"
HEADING = QColor(18, 86, 80)
RULE_ID = "#7b8c89"
RULE_MARK = QColor(255, 236, 170)
"""The background of the rule a refusal's "Why?" asked for."""
PAGE_STYLE = """
QTextBrowser {
    background: #fbf8f0; color: #22302e; border: none;
    selection-background-color: #cfe6e1; selection-color: #102220;
}
"""
_RULE_IDS = re.compile(r"<small>\(")


def tr(text: str) -> str:
    return QCoreApplication.translate("RulesDialog", text)


def rules_path(game_id: str, locale: QLocale | None = None) -> Path:
    """The page for this game in the locale's language, else the English one (which may be
    missing: the caller says so)."""
    folder = resources_dir() / "rules"
    name = (locale or QLocale()).name()  # "id_ID", "ko_KR", "en_US"
    for candidate in (f"{game_id}.{name}.md", f"{game_id}.{name.split('_')[0]}.md"):
        if (folder / candidate).is_file():
            return folder / candidate
    return folder / f"{game_id}.md"


def rules_text(game_id: str, locale: QLocale | None = None) -> str:
    """The page's Markdown; raises FileNotFoundError when the game has no page."""
    return rules_path(game_id, locale).read_text(encoding="utf-8")


def _style_document(browser: QTextBrowser) -> None:
    """Headings in the table's teal, tables with light rules and room in their cells."""
    document = browser.document()
    block = document.begin()
    while block.isValid():
        level = block.blockFormat().headingLevel()
        if level:
            cursor = QTextCursor(block)
            block_format = block.blockFormat()
            block_format.setTopMargin(8 if level == 1 else 18)
            block_format.setBottomMargin(6)
            cursor.setBlockFormat(block_format)
            cursor.select(QTextCursor.SelectionType.BlockUnderCursor)
            char_format = cursor.charFormat()
            char_format.setForeground(QBrush(HEADING))
            cursor.mergeCharFormat(char_format)
        block = block.next()
    for frame in document.rootFrame().childFrames():
        if isinstance(frame, QTextTable):
            table_format: QTextTableFormat = frame.format()
            table_format.setBorderCollapse(True)
            table_format.setBorder(1)
            table_format.setBorderBrush(QBrush(QColor(200, 190, 165)))
            table_format.setBorderStyle(QTextFrameFormat.BorderStyle.BorderStyle_Solid)
            table_format.setCellPadding(6)
            table_format.setCellSpacing(0)
            table_format.setTopMargin(4)
            table_format.setBottomMargin(10)
            table_format.setWidth(QTextLength(QTextLength.Type.PercentageLength, 70))
            frame.setFormat(table_format)


class RulesDialog(QDialog):
    """The rules of one game; resizable, and it remembers its size."""

    def __init__(self, game_id: str, parent: QWidget | None = None, *,
                 settings: QSettings | None = None, rule: str = "") -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.rule = rule
        """The rule to show (a refusal's "Why?"): scrolled to and marked once laid out."""
        self.settings = settings if settings is not None else QSettings()
        self.setWindowTitle(tr("Rules of {game}").format(game=game_name_of(game_id)))
        self.setSizeGripEnabled(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 10)
        self.browser = QTextBrowser(self)
        self.browser.setObjectName("rulesBrowser")
        self.browser.setOpenLinks(False)
        self.browser.setStyleSheet(PAGE_STYLE)
        font = QFont(self.browser.font())
        font.setPointSizeF(max(font.pointSizeF(), 10.0) * 1.12)
        self.browser.document().setDefaultFont(font)
        self.browser.document().setDocumentMargin(28)
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        buttons.setContentsMargins(0, 0, 12, 0)
        layout.addWidget(buttons)
        self.missing = False
        try:
            text = rules_text(game_id)
        except FileNotFoundError:
            self.missing = True
            text = tr("The rules of this game are not available.")
        self.browser.setMarkdown(_RULE_IDS.sub(f'<small style="color:{RULE_ID}">(', text))
        _style_document(self.browser)
        self.resize(QSize(780, 720))
        saved = self.settings.value(GEOMETRY_KEY)
        if isinstance(saved, QByteArray):
            self.restoreGeometry(saved)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self.rule:
            self.show_rule(self.rule)

    def rule_block(self, rule: str) -> QTextBlock | None:
        """The paragraph (or list item) that ends with the rule's id, "(BK-08)"."""
        found = self.browser.document().find(f"({rule})")
        return None if found.isNull() else found.block()

    def show_rule(self, rule: str) -> bool:
        """Scroll so the rule's paragraph is at the top of the page, and mark it; False when
        the page has no such rule."""
        block = self.rule_block(rule)
        if block is None:
            return False
        self.rule = rule
        mark = QTextEdit.ExtraSelection()
        mark.format.setBackground(QBrush(RULE_MARK))
        mark.format.setProperty(QTextFormat.Property.FullWidthSelection, True)
        mark.cursor = QTextCursor(block)
        self.browser.setExtraSelections([mark])
        layout = self.browser.document().documentLayout()
        # A rule's id closes its paragraph; where a heading or a lead-in paragraph comes just
        # before it (a list's first item), start there so the rule reads in its context.
        top = layout.blockBoundingRect(block).top()
        self.browser.verticalScrollBar().setValue(max(0, round(top) - 24))
        return True

    def done(self, result: int) -> None:
        self._save_geometry()
        super().done(result)

    def closeEvent(self, event: QCloseEvent) -> None:
        self._save_geometry()
        super().closeEvent(event)

    def _save_geometry(self) -> None:
        self.settings.setValue(GEOMETRY_KEY, self.saveGeometry())
        self.settings.sync()
