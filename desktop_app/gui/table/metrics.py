"""Card size on screen: refitted to the window on every resize (DESIGN.md, "The table")."""

from __future__ import annotations

from dataclasses import dataclass

CARD_ASPECT = 3.5 / 2.5
MIN_CARD_WIDTH = 44.0
MAX_CARD_WIDTH = 190.0


@dataclass(slots=True)
class CardMetrics:
    """The reference card width in scene units; piles scale it (opponents' cards are smaller)."""

    width: float = 96.0
    user_scale: float = 1.0
    """The View ▸ Card size setting (0.85 small, 1.0 normal, 1.15 large)."""

    @property
    def height(self) -> float:
        return self.width * CARD_ASPECT

    def refit(self, view_width: float, view_height: float, columns: float, rows: float) -> bool:
        """Fit `columns` card widths across and `rows` card heights down; True if it changed."""
        fitted = min(view_width / columns, view_height / (rows * CARD_ASPECT))
        width = max(MIN_CARD_WIDTH, min(MAX_CARD_WIDTH, fitted * self.user_scale))
        width = round(width)
        changed = width != self.width
        self.width = width
        return changed
