"""The table screen: the view onto the scene, the panels over it, and the keyboard.

Every move has a mouse gesture and a keyboard path (see `TableCursor`): Up and Down go from
pile to pile, Left and Right along the pile's cards, Space selects (or picks a card up), Enter
plays the selected cards to the pile the cursor is on (on a card of your hand: its most natural
move; Shift+Enter on any card: where it fits best), letters trigger the action bar's buttons,
digits take that many cards from a pile, Esc clears the selection. Each step and each message is
announced to screen readers. A game on clocks (Banapples)
has a Pause button that hides the table and stops every clock.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication, QPoint, QRect, QSizeF, Qt, Signal
from PySide6.QtGui import QCursor, QKeyEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QMenu, QVBoxLayout, QWidget

from ..games.base import Action
from .catalog import game_name_of
from .game_log import GameLogPanel
from .guard import guarded
from .overlays import ActionBar, Curtain, PausePanel, ResultPanel, ScorePanel
from .session import TableSession
from .table.accessible_cards import TableReading, announce
from .table.scene import TableScene
from .table.view import TableView
from .table_cursor import TableCursor, read_table
from .table_notes import TableFeedback
from .tables.base import Choice, Command, Rearrange
from .tour import TourCallout, handle_tour_key, tour_steps

MARGIN = 12


def tr(text: str) -> str:
    return QCoreApplication.translate("TableWidget", text)


class TableWidget(QWidget):
    """Shows one session; the main window swaps sessions in and out."""

    message = Signal(str)
    play_again = Signal()
    leave = Signal()
    rules_requested = Signal(str, str)
    """The rules page of a game at a rule (a refusal's "Why?")."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene = TableScene()
        self.view = TableView(self.scene, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        row = QHBoxLayout()  # the log beside the table: the table lays out in what is left
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.view, 1)
        self.game_log = GameLogPanel(self)
        self.game_log.hide()
        row.addWidget(self.game_log)
        layout.addLayout(row, 1)
        self.view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.panel = ScorePanel(self)
        self.actions_bar = ActionBar(self)
        self.actions_bar.triggered.connect(self._command)
        layout.addWidget(self.actions_bar)
        self.curtain = Curtain(self)
        self.curtain.ready.connect(self._curtain_ready)
        self.result = ResultPanel(self)
        self.result.closed.connect(self._result_closed)
        self.pause_panel = PausePanel(self)
        self.pause_panel.resume.connect(self.resume)
        self.session: TableSession | None = None
        self.view.resized.connect(self._resized)
        self._commands: dict[str, Command] = {}
        self._result_kind = ""
        self.cursor = TableCursor()
        self.tour = TourCallout(self, self._zone_rect)
        self._tour_waits = False
        self.view.reader = self._reading
        self.last_announcement = ""
        self.message.connect(self.announce)
        self.feedback = TableFeedback(self, self.view, self.announce)
        self.feedback.rules_requested.connect(self.rules_requested)

    def announce(self, text: str) -> None:
        """Say `text` to screen readers (a status message, the cursor's new place)."""
        self.last_announcement = text
        announce(self, text)

    def show_tour(self) -> None:
        """The game's first-game callouts over the table (after the hot-seat curtain)."""
        if self.session is None:
            return
        if self.curtain.isVisible():
            self._tour_waits = True
            return
        self._tour_waits = False
        session = self.session
        hand = session.table.hand_zone(session.viewer)
        steps = [replace(step, zone=step.zone.format(hand=hand, viewer=session.viewer))
                 for step in tour_steps(session.setup.game_id)]
        self.tour.start([step for step in steps
                         if not step.zone or step.zone in self.scene.frames])

    def _zone_rect(self, zone: str) -> QRect | None:
        """Where a zone sits on this widget ("": the action bar); None when not shown."""
        if not zone:
            return self.actions_bar.geometry()
        frame = self.scene.frames.get(zone)
        if frame is None:
            return None
        area = self.view.mapFromScene(frame.area).boundingRect()
        return QRect(self.view.viewport().mapTo(self, area.topLeft()), area.size())

    def _reading(self) -> TableReading:
        if self.session is None:
            return TableReading(tr("Card table"))
        return read_table(self.session, self.cursor, self.view)

    # ---------------------------------------------------------------- session

    def attach(self, session: TableSession) -> None:
        if self.session is not None:
            self.session.close()
        self.session = session
        self.cursor = TableCursor()
        self.tour.hide()
        self.result.hide()
        self.curtain.hide()
        self.pause_panel.hide()
        session.status.connect(self.message)
        session.changed.connect(self.refresh)
        session.round_over.connect(self._round_over)
        session.game_over.connect(self._game_over)
        session.curtain.connect(self._show_curtain)
        session.choose.connect(self._choose)
        self.game_log.attach(session.game_log)
        self.feedback.attach(session)
        session.resize(QSizeF(self.view.viewport().width(), self.view.viewport().height()))
        self.refresh()
        self.setFocus()

    def detach(self) -> None:
        self.pause_panel.hide()
        self.tour.hide()
        self.game_log.attach(None)
        if self.session is not None:
            self.session.close()
            self.session = None

    # ---------------------------------------------------------------- pause

    @property
    def paused(self) -> bool:
        return not self.pause_panel.isHidden()

    def pause(self) -> None:
        """Hide the table and stop every clock (games on clocks only)."""
        session = self.session
        if session is None or not session.can_pause or self.paused or self.result.isVisible() \
                or not session.table.is_viewer_turn(session.observation(), session.viewer):
            return  # between rounds nothing runs
        session.pause()
        self.pause_panel.show_over(self.rect())

    def resume(self) -> None:
        self.pause_panel.hide()
        self.setFocus()
        if self.session is not None and self.session.can_pause:
            self.session.resume()
        self.refresh()

    def retranslate(self) -> None:
        """The table's words in the language now installed: labels, buttons, log, panels."""
        self.pause_panel.retranslate()
        self.game_log.retranslate()
        session = self.session
        if session is None:
            return
        session.game_log.retell()
        session.relayout(animate=False)
        self.refresh()

    def refresh(self) -> None:
        session = self.session
        if session is None:
            return
        session.game_log.view_from(session.log_seat)
        obs = session.observation()
        lines = session.panel_lines(obs)
        if session.state.is_over:
            # Every card follows from the deal number, the next rounds' too: it shows only
            # when the game is over, to replay or share it.
            lines = [*lines, (tr("Deal no."), str(session.setup.seed))]
        self.panel.show_lines(game_name_of(session.setup.game_id), lines)
        self.cursor.mark(session)
        focused = self._focused_card()
        commands = session.table.commands(obs, session.viewer, session.selected_cards(),
                                          focused)
        your_turn = session.table.is_viewer_turn(obs, session.viewer)
        undo_why = session.undo_refusal()
        generic = [
            Command("sort_suit", tr("Sort ♠♥"), "S", True, lambda: None,
                    tr("Sort your hand by suit")),
            Command("sort_rank", tr("Sort 7-8"), "R", True, lambda: None,
                    tr("Sort your hand by rank")),
            Command("hint", tr("Hint"), "H", your_turn, lambda: None,
                    tr("Show what a good player would do") if your_turn else
                    tr("Show what a good player would do\nHints are given when it is your "
                       "turn.")),
            Command("undo", tr("Undo"), "Ctrl+Z", undo_why is None, lambda: None,
                    tr("Take back your last move") if undo_why is None else
                    f"{tr('Take back your last move')}\n{undo_why}"),
        ]
        generic = [c for c in generic if c.key in session.table.generic_commands]
        if session.can_pause:
            generic.append(Command("pause", tr("Pause"), "P",
                                   session.table.is_viewer_turn(obs, session.viewer),
                                   lambda: None, tr("Hide the table and stop every clock")))
        self._commands = {c.key: c for c in commands + generic}
        self.actions_bar.set_commands([(c.key, c.label, c.shortcut, c.enabled, c.tooltip)
                                       for c in commands + generic])
        self._place_overlays()

    # ---------------------------------------------------------------- geometry

    @guarded
    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.curtain.setGeometry(self.rect())
        self.result.setGeometry(self.rect())
        self.pause_panel.setGeometry(self.rect())
        self._place_overlays()

    def _place_overlays(self) -> None:
        self.panel.adjustSize()
        corner = self.session.table.panel_corner if self.session is not None else "top-right"
        x = self.view.geometry().right() + 1 - self.panel.width() - MARGIN
        if corner == "bottom-right":
            bottom = self.view.geometry().bottom()
            self.panel.move(x, bottom - self.panel.height() - MARGIN)
        else:
            self.panel.move(x, MARGIN)
        self.panel.raise_()
        if self.tour.isVisible():
            self.tour.place()
            self.tour.raise_()
        if self.curtain.isVisible():
            self.curtain.raise_()
        if self.result.isVisible():
            self.result.raise_()
        if self.pause_panel.isVisible():
            self.pause_panel.raise_()
        self.feedback.raise_over()

    def _resized(self, size: QSizeF) -> None:
        if self.session is not None:
            self.session.resize(size)
        self._place_overlays()  # the view changes width without the widget (the game log)

    # ---------------------------------------------------------------- panels

    def _show_curtain(self, seat: int) -> None:
        assert self.session is not None
        self.session.game_log.view_from(self.session.log_seat)
        self.curtain.setGeometry(self.rect())
        self.curtain.show_for(seat, self.session.seats[seat].name)

    def _curtain_ready(self, seat: int) -> None:
        self.curtain.hide()
        if self.session is not None:
            self.session.lift_curtain(seat)
        self.setFocus()
        if self._tour_waits:
            self.show_tour()

    def _round_over(self, result: dict[str, Any]) -> None:
        assert self.session is not None
        title, subtitle, headers, rows = self.session.table.score_sheet(
            result, self.session.observation())
        self._result_kind = "round"
        self.result.setGeometry(self.rect())
        self.result.show_sheet(title, subtitle, headers, rows, [("next", tr("Next round"))])
        self.feedback.raise_over()

    def _game_over(self, result: dict[str, Any]) -> None:
        assert self.session is not None
        title, subtitle, headers, rows = self.session.table.score_sheet(
            result, self.session.observation())
        ended = self.session.game_end
        winners = (self.session.table.winner_text(ended, self.session.observation())
                   if ended is not None else tr("Game over"))
        self._result_kind = "game"
        self.result.setGeometry(self.rect())
        deal = tr("Deal no. {number}: give it as the deal number of a new game to play the "
                  "same cards again.").format(number=self.session.setup.seed)
        heading = f"{title} — {subtitle}" if subtitle else title
        self.result.show_sheet(winners, f"{heading}\n{deal}", headers, rows,
                               [("again", tr("Play again")), ("leave", tr("Main menu"))])
        self.feedback.raise_over()

    def next_round(self) -> None:
        """Dismiss a round's score sheet as its "Next round" button does."""
        if self.result.isVisible() and self._result_kind == "round":
            self.result.hide()
            self._result_closed("next")

    def _result_closed(self, key: str) -> None:
        self.setFocus()
        if self.session is None:
            return
        if key == "next":
            self.session.continue_after_round()
        elif key == "again":
            self.play_again.emit()
        elif key == "leave":
            self.leave.emit()

    def _choose(self, choice: Choice) -> None:
        menu = QMenu(self)
        menu.setTitle(choice.title)
        title = menu.addAction(choice.title)
        title.setEnabled(False)
        menu.addSeparator()
        for text, action in choice.options:
            item = menu.addAction(text)
            item.setData(action)
        picked = menu.exec(QCursor.pos() if self.underMouse() else
                           self.mapToGlobal(QPoint(self.width() // 3, self.height() // 2)))
        if picked is not None and isinstance(picked.data(), (Action, Rearrange)) and self.session:
            self.session.perform(picked.data())

    # ---------------------------------------------------------------- commands and keys

    def _command(self, key: str) -> None:
        session = self.session
        if session is None:
            return
        if key == "sort_suit":
            session.sort_hand("suit")
        elif key == "sort_rank":
            session.sort_hand("rank")
        elif key == "hint":
            session.show_hint()
        elif key == "undo":
            session.undo()
        elif key == "pause":
            self.pause()
        else:
            self.refresh()  # the command reads the table as it is now (others may have moved)
            command = self._commands.get(key)
            self.feedback.act_from(self.actions_bar.buttons.get(key))
            if command is not None and command.enabled:
                session.perform(command.run())
        self.refresh()

    def _focused_card(self) -> Any:
        session = self.session
        if session is None:
            return None
        items = session.hand_items()
        if 0 <= session.focus_index < len(items):
            return items[session.focus_index].card
        return None

    def _move_focus(self, step: int) -> None:
        """Left and Right: along the cards of the zone the cursor is on."""
        session = self.session
        assert session is not None
        self.cursor.step_card(session, step)
        self._show_cursor()

    def _move_zone(self, step: int) -> None:
        """Up and Down: to the next zone (your hand first, then the table's piles)."""
        session = self.session
        assert session is not None
        self.cursor.step_zone(session, step)
        self._show_cursor()

    def _show_cursor(self) -> None:
        assert self.session is not None
        self.cursor.mark(self.session)
        self.refresh()
        self.announce(self.cursor.words(self.session))

    def _activate(self, best_place: bool) -> None:
        """Enter: the selected cards to the zone the cursor is on, or the cursor's card's own
        move (on your hand: its most natural one); Shift+Enter: the card where it fits best.
        Each goes the way the mouse's click or drop would, so the table decides."""
        session = self.session
        assert session is not None
        zone = self.cursor.current(session)
        if zone is None:
            return
        item = self.cursor.item(session)
        hand = session.table.hand_zone(session.viewer)
        chosen = [i for i in session.hand_items() if i.selected]
        self.feedback.act_from(None)
        if zone != hand and chosen and not best_place and \
                zone in session.drop_zones(chosen):
            frame = self.scene.frames.get(zone)
            session.dropped(chosen, zone, frame.area.center() if frame is not None else
                            self.view.mapToScene(self.view.rect().center()))
        else:
            session.clicked(item, zone, best_place or (zone == hand and item is not None))
        self.cursor.mark(session)
        self.refresh()

    @guarded
    def keyPressEvent(self, event: QKeyEvent) -> None:
        session = self.session
        if handle_tour_key(self.tour, event):
            return
        if self.paused and event.key() == Qt.Key.Key_P:
            self.resume()
            return
        if session is None or self.curtain.isVisible() or self.result.isVisible() or \
                self.paused:
            super().keyPressEvent(event)
            return
        key = event.key()
        text = event.text().upper()
        name = QKeySequence(key).toString()  # a named key ("Space") matches such a shortcut
        items = session.hand_items()
        if key == Qt.Key.Key_Z and event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self._command("undo")
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self._move_focus(-1 if key == Qt.Key.Key_Left else 1)
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            self._move_zone(-1 if key == Qt.Key.Key_Up else 1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._activate(bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier))
        elif name and name != text and any(c.shortcut == name for c in self._commands.values()):
            command = next(c for c in self._commands.values() if c.shortcut == name)
            self._command(command.key)
        elif key == Qt.Key.Key_Space and self.cursor.current(session) != \
                session.table.hand_zone(session.viewer):
            session.clicked(self.cursor.item(session), self.cursor.current(session), False)
            self._show_cursor()
        elif key == Qt.Key.Key_Space and 0 <= session.focus_index < len(items):
            session.toggle(items[session.focus_index])
            self._show_cursor()
        elif key == Qt.Key.Key_Escape:
            for item in items:
                item.selected = False
                item.update()
            session.relayout()
            self.refresh()
        elif text.isdigit() and text != "0":
            gesture = session.table.number_key(session.observation(), session.viewer, int(text),
                                               session.selected_cards())
            if gesture is not None:
                session.perform(gesture)
        elif text and any(c.shortcut == text for c in self._commands.values()):
            command = next(c for c in self._commands.values() if c.shortcut == text)
            self._command(command.key)
        else:
            super().keyPressEvent(event)
