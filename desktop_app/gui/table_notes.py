"""A refused move's note, where the player's eye is: beside the cards just dropped (or the
pile clicked, the button pressed), in plain words, with a "Why?" link to the rule it cites.

It never blocks play: it covers no card it was dropped on (it sits above the point), takes
no keyboard focus, goes at the next gesture or after a few seconds, and is said to screen
readers as it appears (the table announces every status message).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QCoreApplication,
    QEasingCurve,
    QEvent,
    QObject,
    QPoint,
    QPropertyAnimation,
    QRect,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsOpacityEffect,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QWidget,
)

from ..games.base import Event
from .banners import Banner, banner_text
from .font_scale import points
from .session import TableSession

NOTE_SECONDS = 6.0
"""How long a note stays (it is read, so it does not follow the animation speed)."""
FADE_MS = 400
NOTE_STYLE = """
QFrame#refusalNote {{ background: rgba(92, 28, 20, 240); border: 1px solid #f2a48f;
                      border-radius: 10px; }}
QLabel {{ color: #fff6ec; font-size: {size:.1f}pt; }}
QLabel#why {{ color: #ffe9a8; font-weight: 600; }}
"""


def tr(text: str) -> str:
    return QCoreApplication.translate("TableNotes", text)


def rule_link(rule: str) -> str:
    return f"rule:{rule}"


class RefusalNote(QFrame):
    """One note at a time over the table widget; `why` asks for the rules page at a rule."""

    why = Signal(str)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("refusalNote")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 7, 12, 7)
        row.setSpacing(10)
        self.text = QLabel(self)
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.link = QLabel(self)
        self.link.setObjectName("why")
        self.link.setTextFormat(Qt.TextFormat.RichText)
        self.link.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.link.setCursor(Qt.CursorShape.PointingHandCursor)
        self.link.linkActivated.connect(self._follow)
        row.addWidget(self.text, 1)
        row.addWidget(self.link, 0, Qt.AlignmentFlag.AlignBottom)
        self.rule = ""
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.fade_out)
        self.effect = QGraphicsOpacityEffect(self)
        self.effect.setOpacity(1.0)
        self.setGraphicsEffect(self.effect)
        self.fade = QPropertyAnimation(self.effect, b"opacity", self)
        self.fade.setDuration(FADE_MS)
        self.fade.setEasingCurve(QEasingCurve.Type.InQuad)
        self.fade.setStartValue(1.0)
        self.fade.setEndValue(0.0)
        self.fade.finished.connect(self.hide)
        self.hide()

    def show_at(self, text: str, rule: str, anchor: QPoint) -> None:
        """The note just above `anchor` (a point of the parent widget), kept on screen."""
        self.fade.stop()
        self.effect.setOpacity(1.0)
        self.setStyleSheet(NOTE_STYLE.format(size=points(10.5)))
        self.rule = rule
        self.text.setText(text)
        self.link.setText(f'<a href="{rule_link(rule)}" style="color:#ffe9a8">{tr("Why?")}</a>'
                          if rule else "")
        self.link.setVisible(bool(rule))
        self.link.setToolTip(tr("Open the rules at this rule") if rule else "")
        self.setAccessibleName(text)
        self.setAccessibleDescription(tr("Why? opens the rules at this rule.") if rule else "")
        parent = self.parentWidget()
        assert parent is not None
        self.ensurePolished()
        self.text.ensurePolished()
        self.link.ensurePolished()
        wanted = self.text.fontMetrics().horizontalAdvance(text) + 40 + \
            (self.link.sizeHint().width() + 10 if rule else 0)
        widest = max(460, round(parent.width() * 0.32))
        width = min(widest, max(160, wanted), parent.width() - 24)  # short notes stay short
        self.setFixedWidth(width)
        self.adjustSize()
        self.setFixedHeight(self.heightForWidth(width) if self.hasHeightForWidth()
                            else self.sizeHint().height())
        self.move(self._place(anchor, parent.rect()))
        self.show()
        self.raise_()
        self.timer.start(round(NOTE_SECONDS * 1000))

    def _place(self, anchor: QPoint, room: QRect) -> QPoint:
        """Centred over the anchor, a little above it (the dropped cards stay visible); below
        it when there is no room above; inside the widget."""
        x = anchor.x() - self.width() // 2
        y = anchor.y() - self.height() - 24
        if y < 8:
            y = anchor.y() + 24
        x = max(8, min(x, room.width() - self.width() - 8))
        y = max(8, min(y, room.height() - self.height() - 8))
        return QPoint(x, y)

    def dismiss(self) -> None:
        """The next action: the note goes at once."""
        self.timer.stop()
        self.fade.stop()
        self.hide()

    def fade_out(self) -> None:
        if self.isVisible():
            self.fade.start()

    def _follow(self, link: str) -> None:
        if link.startswith("rule:"):
            self.why.emit(link.removeprefix("rule:"))


class DismissOnPress(QObject):
    """Hides the note when the player presses a mouse button or a key on the table: the
    next action has begun."""

    def __init__(self, note: RefusalNote) -> None:
        super().__init__(note)
        self.note = note

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress) and \
                self.note.isVisible():
            self.note.dismiss()
        return False


class TableFeedback(QObject):
    """The table widget's notes and banners, fed by its session: a refusal's note where the
    gesture was, a banner for the engine's milestones. `rules_requested(game, rule)` asks
    for the rules page at a rule (the note's "Why?")."""

    rules_requested = Signal(str, str)

    def __init__(self, table: QWidget, view: QGraphicsView,
                 say: Callable[[str], None]) -> None:
        super().__init__(table)
        self.table = table
        self.view = view
        self.say = say
        self.note = RefusalNote(table)
        self.note.why.connect(self._why)
        self.banner = Banner(table)
        self.dismisser = DismissOnPress(self.note)
        view.viewport().installEventFilter(self.dismisser)
        table.installEventFilter(self.dismisser)
        self.session: TableSession | None = None
        self.anchor: QPoint | None = None
        """Where a button or key acted (a point of the table widget); a mouse gesture on the
        scene says where it was itself (`TableSession.gesture_at`)."""

    def attach(self, session: TableSession) -> None:
        self.note.dismiss()
        self.banner.hide()
        self.session = session
        session.refusal_note.connect(self.show_refusal)
        session.milestones.connect(self.show_milestones)
        session.applied.connect(self._applied)

    def _applied(self, _count: int) -> None:
        """A move was made: the note about the last refusal has had its say."""
        self.note.dismiss()

    def act_from(self, widget: QWidget | None) -> None:
        """A button (or the keyboard, None) acts next: a refusal's note goes beside it."""
        if self.session is not None:
            self.session.gesture_at = None
        self.anchor = None if widget is None else \
            widget.mapTo(self.table, QPoint(widget.width() // 2, 0))

    def _point(self) -> QPoint:
        session = self.session
        if session is not None and session.gesture_at is not None:
            seen = self.view.mapFromScene(session.gesture_at)
            return self.view.viewport().mapTo(self.table, seen)
        if self.anchor is not None:
            return self.anchor
        return QPoint(self.table.width() // 2, self.table.height() // 2)

    def show_refusal(self, text: str, rule: str) -> None:
        if text:
            self.note.show_at(text, rule, self._point())

    def show_milestones(self, events: list[Event]) -> None:
        session = self.session
        if session is None:
            return
        own = len(session.humans) == 1
        text = banner_text(events, session.table, session.viewer, own)
        if text:
            self.banner.show_text(text)
            self.say(text)

    def raise_over(self) -> None:
        """Keep the banner over a panel that just opened (the score sheet)."""
        if self.banner.isVisible():
            self.banner.raise_()
        if self.note.isVisible():
            self.note.raise_()

    def _why(self, rule: str) -> None:
        if self.session is not None:
            self.rules_requested.emit(self.session.setup.game_id, rule)
