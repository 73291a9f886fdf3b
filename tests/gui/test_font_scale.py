"""Text follows the system's font size: a larger application font makes the table's labels,
the score sheet and the panels' titles larger too."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication, QWidget

from desktop_app.gui.font_scale import font_scale
from desktop_app.gui.overlays import ResultPanel, panel_style
from desktop_app.gui.table.piles import PileKind, PileSpec
from desktop_app.gui.table.scene import ZoneFrame


def test_sizes_follow_the_application_font(qtbot):
    app = QApplication.instance()
    before = app.font()
    frame = ZoneFrame(PileSpec("stock", PileKind.STACK, QRectF(0, 0, 80, 110), label="Stock"))
    host = QWidget()
    qtbot.addWidget(host)
    sheet = ResultPanel(host)
    sheet.resize(1280, 800)
    try:
        normal_label = frame._label_font().pointSizeF()
        normal_style = panel_style()
        sheet._fit_type()
        normal_sheet = sheet.box.styleSheet()
        bigger = app.font()
        bigger.setPointSizeF(18.0)
        app.setFont(bigger)
        assert font_scale() == 2.0
        assert frame._label_font().pointSizeF() == 2 * normal_label
        assert panel_style() != normal_style and "30.0pt" in panel_style()
        sheet._fit_type()
        assert sheet.box.styleSheet() != normal_sheet
        assert "20.0pt" in sheet.box.styleSheet()
    finally:
        app.setFont(before)
