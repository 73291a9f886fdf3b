"""The felt's colours: the table's cloth and the start screen's, without the table's code."""

from __future__ import annotations

from PySide6.QtGui import QColor

FELT = QColor(17, 92, 88)
FELT_DARK = QColor(8, 52, 52)
FELTS: dict[str, tuple[QColor, QColor]] = {
    # name: (cloth, its shadow at the edges); teal is the house colour (LOOK.md)
    "teal": (FELT, FELT_DARK),
    "green": (QColor(30, 96, 52), QColor(12, 54, 28)),
    "blue": (QColor(28, 64, 112), QColor(12, 30, 62)),
    "burgundy": (QColor(106, 32, 44), QColor(56, 14, 22)),
}
