"""Text that follows the system's font size: every size the app picks is relative to it.

The layouts were drawn against Qt's 9-point default; a player who sets a larger system font
(or the platform's accessibility text size) gets every label, sheet and note that much larger.
"""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication

REFERENCE_POINTS = 9.0
"""The application font's size the table's type was designed at."""


def font_scale() -> float:
    """The system font's size over the reference (1.0 when the font is sized in pixels),
    kept between 0.8 and 2.5 so a freak setting cannot push text off every panel."""
    points = QGuiApplication.font().pointSizeF()
    if points <= 0:
        return 1.0
    return max(0.8, min(2.5, points / REFERENCE_POINTS))


def points(size: float) -> float:
    """`size` points at the reference font, at the player's font size."""
    return size * font_scale()
