"""Short banners over the table for the moments that matter: a canasta closed, a foot picked
up, a contract laid, a player going out, a round's end.

The engine decides that they happened (`Milestone` and `RoundEnded` events); this module only
says them in words. A banner never blocks play: the mouse passes through it, it takes no
focus, and it fades by itself; screen readers hear it as it appears.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    Qt,
)
from PySide6.QtWidgets import QFrame, QGraphicsOpacityEffect, QLabel, QVBoxLayout, QWidget

from ..games.bain_hand_and_foot.rules import CanastaType
from ..games.base import (
    CANASTA_CLOSED,
    CONTRACT_LAID,
    FOOT_PICKED,
    WENT_OUT_NOW,
    Event,
    Milestone,
    RoundEnded,
)
from .font_scale import points
from .tables.bain_hand_and_foot import canasta_name, key_name
from .tables.base import GameTable

BANNER_MS = 2600
"""How long a banner shows before it fades (read at a glance; not the animation speed)."""
FADE_IN_MS = 180
FADE_OUT_MS = 700
BANNER_STYLE = """
QFrame#banner {{ background: rgba(8, 46, 44, 228); border: 1px solid rgba(255, 233, 168, 150);
                 border-radius: 14px; }}
QLabel {{ color: #ffe9a8; font-size: {size:.1f}pt; font-weight: 600; }}
"""


def tr(text: str) -> str:
    return QCoreApplication.translate("TableBanners", text)


def _canasta_words(event: Milestone) -> tuple[str, str]:
    """(kind, ranks) of a closed canasta in words: "natural", "Kings"."""
    try:
        kind = canasta_name(CanastaType(event.detail)).lower()
    except ValueError:
        kind = ""
    return kind, key_name(event.rank) if event.rank else ""


def milestone_line(event: Event, table: GameTable, viewer: int, own_words: bool) -> str:
    """One event as a banner's line ("" when it makes none); `own_words`: the viewer is the
    only human at the screen, so their own moments read "You …"."""
    if isinstance(event, RoundEnded):
        return tr("Round {n} is over").format(n=event.round_no)
    if not isinstance(event, Milestone):
        return ""
    you = own_words and event.seat == viewer
    name = table.name(event.seat) if 0 <= event.seat < len(table.seats) else ""
    if event.kind == CANASTA_CLOSED:
        kind, ranks = _canasta_words(event)
        if not ranks or event.detail in (CanastaType.WILD, CanastaType.SEVENS):
            # its kind names its cards already ("a wild canasta", "a sevens canasta")
            return tr("You closed a {kind} canasta").format(kind=kind) if you else \
                tr("{name} closed a {kind} canasta").format(name=name, kind=kind)
        if you:
            return tr("You closed a {kind} canasta of {ranks}").format(kind=kind, ranks=ranks)
        return tr("{name} closed a {kind} canasta of {ranks}").format(name=name, kind=kind,
                                                                      ranks=ranks)
    if event.kind == FOOT_PICKED:
        return tr("You picked up your foot") if you else \
            tr("{name} picked up their foot").format(name=name)
    if event.kind == CONTRACT_LAID:
        return tr("You laid down the contract") if you else \
            tr("{name} laid down the contract").format(name=name)
    if event.kind == WENT_OUT_NOW:
        return tr("You went out!") if you else tr("{name} went out!").format(name=name)
    return ""


def banner_text(events: Sequence[Event], table: GameTable, viewer: int,
                own_words: bool) -> str:
    """The lines of one banner for the events of one move, in order, each said once."""
    lines: list[str] = []
    for event in events:
        line = milestone_line(event, table, viewer, own_words)
        if line and line not in lines:
            lines.append(line)
    return "\n".join(lines)


class Banner(QFrame):
    """A band of text across the upper table; transparent to the mouse, fading by itself."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(26, 12, 26, 12)
        self.label = QLabel(self)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.label)
        self.effect = QGraphicsOpacityEffect(self)
        self.setGraphicsEffect(self.effect)
        self.fade = QSequentialAnimationGroup(self)
        for start, end, duration, curve in ((0.0, 1.0, FADE_IN_MS, QEasingCurve.Type.OutQuad),
                                            (1.0, 1.0, BANNER_MS, QEasingCurve.Type.Linear),
                                            (1.0, 0.0, FADE_OUT_MS, QEasingCurve.Type.InQuad)):
            step = QPropertyAnimation(self.effect, b"opacity", self)
            step.setStartValue(start)
            step.setEndValue(end)
            step.setDuration(duration)
            step.setEasingCurve(curve)
            self.fade.addAnimation(step)
        self.fade.finished.connect(self.hide)
        self.hide()

    def show_text(self, text: str) -> None:
        self.fade.stop()
        self.setStyleSheet(BANNER_STYLE.format(size=points(17)))
        self.label.setText(text)
        self.setAccessibleName(text)
        self.place()
        self.show()
        self.raise_()
        self.fade.start()

    def place(self) -> None:
        """Centred across the table, a fifth of the way down (clear of the hand)."""
        parent = self.parentWidget()
        if parent is None:
            return
        self.adjustSize()
        width = min(max(self.sizeHint().width(), 320), parent.width() - 40)
        self.resize(width, self.sizeHint().height())
        self.move((parent.width() - width) // 2, round(parent.height() * 0.2))
