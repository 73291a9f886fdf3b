"""The new-game dialog: game, seats, house rules and deal number, as a `GameSetup`.

The form's frame is `ui/new_game.ui`; the seat rows and the house-rule editors are generated
here from the registry (`GameInfo`) and from the game's config dataclass, so a game gains a
complete dialog the moment it has a table. The GUI decides no rule: whether partnerships are
possible, and whether a combination of options is valid, is asked of the game's `make_config`.
In a game without turns (Banapples) each computer seat also has a reaction time, and one screen
seats one human.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QRegularExpression,
    QSettings,
    Qt,
)
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...ai.base import REACTION_RANGE, RealTimePlayer
from ...ai.registry import levels, make_player
from ...games.base import ConfigError
from ...games.codec import CodecError
from ...games.info import GameInfo
from ...games.registry import GAMES
from ...store import preferences
from ...store.preferences import nearest_level
from ..catalog import game_description, game_name, level_name, playable_games
from ..game_setup import MAX_DEAL, GameSetup, SeatSetup, new_deal_number
from ..ui_forms import child, load_form
from .option_editors import (
    BoolEditor,
    ChoiceListEditor,
    OptionEditor,
    make_editor,
    option_specs,
    option_values,
)
from .option_text import option_text

COMPUTER_NAMES = ("Sari", "Min-jun", "Budi", "Ji-woo", "Dewi", "Seo-yeon", "Agus", "Hye-jin")
"""Computer opponents' default names: seat 1 is Sari, seat 2 Min-jun, and so on."""

MAX_SEED = MAX_DEAL
"""Deal numbers have up to twenty digits (64 bits): a shorter one could be found by trying
every number against the cards a player holds."""

SETTINGS_GROUP = "new_game"
PREFERRED_LEVEL = "medium"
CONFIG_ERRORS = (ConfigError, TypeError, ValueError)
"""What building a config may raise; the dialog shows the message instead of a traceback."""
PACE_FACTORS = {"relaxed": 2.5, "normal": 1.0, "quick": 0.6}
"""A real-time table's pace (Preferences, or picked here): each computer level's own reaction
time times this. A new player starts Relaxed (at Normal, three medium computers made six plays
before one could read the table); the per-seat reaction times stay the detailed setting."""


def tr(text: str) -> str:
    return QCoreApplication.translate("NewGameDialog", text)


def computer_levels(game_id: str) -> tuple[str, ...]:
    try:
        return levels(game_id)
    except KeyError:
        return ()


def reaction_times(info: GameInfo) -> dict[str, float]:
    """Each computer level's own reaction time in a game without turns (empty otherwise)."""
    if not info.real_time:
        return {}
    times = {}
    for level in computer_levels(info.id):
        player = make_player(info.id, level)
        if isinstance(player, RealTimePlayer):
            times[level] = player.reaction_time
    return times


def pace_names() -> dict[str, str]:
    return {"relaxed": tr("Relaxed"), "normal": tr("Normal"), "quick": tr("Quick")}


def default_name(seat: int, human: bool) -> str:
    if human:
        return tr("You") if seat == 0 else tr("Player {n}").format(n=seat + 1)
    return COMPUTER_NAMES[(seat - 1) % len(COMPUTER_NAMES)]


def partnership_problem(info: GameInfo, players: int) -> str | None:
    """Why this game cannot be played in partnerships at this table size (None: it can).
    The engine's own config check answers, so the rule lives in one place."""
    if info.partnerships == "none":
        return tr("Everyone plays alone in this game.")
    try:
        info.make_config(players=players, partnerships=True)
    except CONFIG_ERRORS as error:
        return str(error)
    return None


def team_of(seat: int) -> int:
    """Partners sit opposite: seats 1 and 3 are a team against seats 2 and 4."""
    return seat % 2


class HeightForWidth(QObject):
    """Gives a word-wrapped label in a form row the height its text takes at the width it has.
    A form row is as tall as the label's size hint, and Qt works that out at a quarter of 80
    characters' width for a short text: "Everyone plays alone." stood on two lines beside empty
    space. Installed on the label; `fit` again after its text changes."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize and isinstance(watched, QLabel):
            self.fit(watched)
        return False

    @staticmethod
    def fit(label: QLabel) -> None:
        height = label.heightForWidth(label.width())
        if height > 0 and height != label.maximumHeight():
            label.setMaximumHeight(height)


@dataclass(slots=True)
class Remembered:
    """The last setup of one game, as kept in QSettings (the deal number is not kept)."""

    players: int
    partnerships: bool
    seats: list[SeatSetup]
    config: dict[str, Any]
    pace: str | None = None
    """The pace the seats' reaction times were set at (a game without turns)."""

    def to_json(self) -> str:
        return json.dumps({
            "players": self.players, "partnerships": self.partnerships,
            "seats": [{"name": s.name, "human": s.human, "level": s.level,
                       "reaction": s.reaction} for s in self.seats],
            "config": self.config, "pace": self.pace,
        })

    @classmethod
    def from_json(cls, text: str) -> Remembered:
        """Raises ValueError, KeyError or TypeError for a value this version cannot read."""
        data = json.loads(text)
        seats = [SeatSetup(str(s["name"]), bool(s["human"]),
                           None if s["level"] is None else str(s["level"]),
                           None if s.get("reaction") is None else float(s["reaction"]))
                 for s in data["seats"]]
        config = data["config"]
        if not isinstance(config, dict):
            raise TypeError("config must be an object")
        pace = data.get("pace")
        return cls(int(data["players"]), bool(data["partnerships"]), seats, config,
                   None if pace is None else str(pace))


class SeatRow:
    """One seat's widgets: human or computer, the computer's level (and, in a game without
    turns, its reaction time), and a name."""

    def __init__(self, seat: int, game_levels: tuple[str, ...], parent: QWidget,
                 reactions: dict[str, float] | None = None,
                 preferred_level: str = PREFERRED_LEVEL) -> None:
        self.seat = seat
        self.preferred_level = preferred_level
        """A new computer seat's level (Preferences), or the nearest this game has."""
        self.reactions = reactions or {}
        self.pace = 1.0
        """The table's pace: the level's reaction time is multiplied by it."""
        self.title = QLabel(tr("Seat {n}").format(n=seat + 1), parent)
        self.kind = QComboBox(parent)
        self.kind.addItem(tr("Human"), True)
        self.kind.addItem(tr("Computer"), False)
        self.kind.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.kind.setObjectName(f"seat{seat}_kind")
        self.kind.setAccessibleName(tr("Seat {n}: human or computer").format(n=seat + 1))
        if not game_levels:
            self.kind.model().item(1).setEnabled(False)
        self.level = QComboBox(parent)
        self.level.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.level.setObjectName(f"seat{seat}_level")
        self.level.setAccessibleName(tr("Seat {n}: computer level").format(n=seat + 1))
        for level in game_levels:
            self.level.addItem(level_name(level), level)
        policy = self.level.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.level.setSizePolicy(policy)
        self.name = QLineEdit(parent)
        self.name.setObjectName(f"seat{seat}_name")
        self.name.setMaxLength(24)
        self.name.setMinimumWidth(self.name.fontMetrics().horizontalAdvance("M" * 10))
        self.name.setAccessibleName(tr("Seat {n}: name").format(n=seat + 1))
        self.team = QLabel(parent)
        self.reaction = QDoubleSpinBox(parent)
        self.reaction.setObjectName(f"seat{seat}_reaction")
        self.reaction.setRange(*REACTION_RANGE)
        self.reaction.setSingleStep(0.1)
        self.reaction.setDecimals(1)
        self.reaction.setSuffix(tr(" s"))
        self.reaction.setAccessibleName(tr("Seat {n}: reaction time in seconds").format(
            n=seat + 1))
        self.reaction.setToolTip(tr("How long this computer player takes for each move: the "
                                    "game is played in real time, everyone at once."))
        reaction_policy = self.reaction.sizePolicy()
        reaction_policy.setRetainSizeWhenHidden(True)
        self.reaction.setSizePolicy(reaction_policy)
        self.level.currentIndexChanged.connect(lambda _index: self._level_changed())
        self._level_changed()
        self.auto_name = True
        """The name is ours to change (the player has not typed one)."""
        self.name.textEdited.connect(self._typed)
        self.kind.currentIndexChanged.connect(lambda _index: self._kind_changed())

    def widgets(self) -> list[QWidget]:
        return [self.title, self.kind, self.level, self.name, self.team, self.reaction]

    def focus_chain(self) -> list[QWidget]:
        return [self.kind, self.level, self.reaction, self.name]

    def _level_changed(self) -> None:
        """A level comes with its own reaction time (at the table's pace); the box starts
        from it."""
        default = self.reactions.get(self.level.currentData())
        if default is not None:
            self.reaction.setValue(round(default * self.pace, 1))

    def set_pace(self, factor: float) -> None:
        """A new pace for the table: the reaction time starts again from the level's."""
        self.pace = factor
        self._level_changed()

    def _reaction_shown(self) -> bool:
        return bool(self.reactions) and not self.human and \
            self.title.isVisibleTo(self.title.parentWidget())

    @property
    def human(self) -> bool:
        return bool(self.kind.currentData())

    def set_seat(self, seat: SeatSetup) -> None:
        self.kind.setCurrentIndex(0 if seat.human or self.level.count() == 0 else 1)
        if seat.level is not None:
            index = self.level.findData(seat.level)
            if index >= 0:
                self.level.setCurrentIndex(index)
        if seat.reaction is not None:
            self.reaction.setValue(seat.reaction)
        elif not seat.human and self.reactions.get(self.level.currentData()) is not None:
            self.reaction.setValue(self.reactions[self.level.currentData()])  # its own pace
        self.auto_name = seat.name == default_name(self.seat, seat.human)
        self.name.setText(seat.name)
        self._kind_changed()

    def set_default(self) -> None:
        human = self.seat == 0 or self.level.count() == 0
        self.kind.setCurrentIndex(0 if human else 1)
        preferred = self.level.findData(self.preferred_level)
        self.level.setCurrentIndex(max(preferred, 0))
        self.auto_name = True
        self._kind_changed()

    def setup(self) -> SeatSetup:
        name = self.name.text().strip() or self.name.placeholderText()
        if self.human:
            return SeatSetup(name, True)
        level = self.level.currentData()
        reaction: float | None = round(self.reaction.value(), 1) if self.reactions else None
        if reaction is not None and abs(reaction - self.reactions.get(level, -1)) < 1e-9:
            reaction = None  # the level's own pace
        return SeatSetup(name, False, level, reaction)

    def set_visible(self, visible: bool) -> None:
        for widget in self.widgets():
            widget.setVisible(visible)
        self.level.setVisible(visible and not self.human)
        self.reaction.setVisible(visible and self._reaction_shown())

    def show_team(self, partnerships: bool) -> None:
        self.team.setText(tr("Team {name}").format(name="AB"[team_of(self.seat)])
                          if partnerships else "")

    def _typed(self, _text: str) -> None:
        self.auto_name = False

    def _kind_changed(self) -> None:
        self.level.setVisible(self.title.isVisibleTo(self.title.parentWidget())
                              and not self.human)
        self.reaction.setVisible(self._reaction_shown())
        default = default_name(self.seat, self.human)
        self.name.setPlaceholderText(default)
        if self.auto_name:
            self.name.setText(default)


class NewGameDialog(QDialog):
    """Choose a game and how to play it; `setup()` after `exec()` returned Accepted."""

    def __init__(self, parent: QWidget | None = None, default_game: str | None = None,
                 previous: GameSetup | None = None, *, settings: QSettings | None = None,
                 replay_deal: bool = False) -> None:
        """`previous` pre-fills its game's seats and options (and, with `replay_deal`, its deal
        number); other games start from what was chosen last time, kept in `settings`."""
        super().__init__(parent)
        self.setWindowTitle(tr("New game"))
        self.settings = settings if settings is not None else QSettings()
        self.preferences = preferences.load(lambda key: self.settings.value(key))
        self.previous = previous
        self.replay_deal = replay_deal
        self.form = load_form("new_game", self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 16, 18, 14)
        layout.addWidget(self.form)

        self.game_combo = child(self.form, QComboBox, "gameCombo")
        self.description = child(self.form, QLabel, "descriptionLabel")
        self.players_spin = child(self.form, QSpinBox, "playersSpin")
        self.partnerships = child(self.form, QCheckBox, "partnershipsCheck")
        self.partnerships_note = child(self.form, QLabel, "partnershipsNote")
        self.seats_box = child(self.form, QGroupBox, "seatsBox")
        self.seats_grid = child(self.form, QGridLayout, "seatsGrid")
        self.options_host = child(self.form, QWidget, "optionsHost")
        self.options_form = child(self.form, QFormLayout, "optionsForm")
        self.options_box = child(self.form, QGroupBox, "optionsBox")
        self.seed_edit = child(self.form, QLineEdit, "seedEdit")
        self.error_label = child(self.form, QLabel, "errorLabel")
        self.buttons = child(self.form, QDialogButtonBox, "buttonBox")
        child(self.form, QScrollArea, "optionsScroll").setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.pace_combo = QComboBox(self.form)
        self.pace_combo.setObjectName("paceCombo")
        for key, name in pace_names().items():
            self.pace_combo.addItem(name, key)
        self.pace_combo.setToolTip(tr(
            "How quickly the computer players move: Relaxed gives you time to read the table. "
            "Each seat's reaction time below can be set on its own."))
        self.pace_label = QLabel(tr("&Pace:"), self.form)
        self.pace_label.setBuddy(self.pace_combo)
        child(self.form, QFormLayout, "gameForm").addRow(self.pace_label, self.pace_combo)
        self.pace_combo.activated.connect(lambda _index: self._pace_chosen())

        self.start_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText(tr("&Start"))
        self.start_button.setDefault(True)
        self.defaults_button = self.buttons.button(
            QDialogButtonBox.StandardButton.RestoreDefaults)
        self.defaults_button.setText(tr("De&faults"))
        self.defaults_button.setToolTip(tr("Seats and house rules as the rules decide"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.defaults_button.clicked.connect(self.restore_defaults)

        self.seed_edit.setValidator(QRegularExpressionValidator(
            QRegularExpression(f"[0-9]{{0,{len(str(MAX_SEED))}}}"), self.seed_edit))
        self.description.setStyleSheet("color: palette(placeholder-text);")
        self.partnerships_note.setStyleSheet("color: palette(placeholder-text);")
        self.note_height = HeightForWidth(self)
        self.partnerships_note.installEventFilter(self.note_height)
        self.error_label.setStyleSheet("color: #c62828; font-weight: 600;")
        self.error_label.hide()

        self.info: GameInfo | None = None
        self.pace_chosen = False
        """The player picked a pace in this dialog: it becomes the preference."""
        self.seat_rows: list[SeatRow] = []
        self.reaction_head: QLabel | None = None
        self.editors: list[OptionEditor] = []
        self.config: Any = None
        """The config of the current choices, or None while they are invalid."""
        self.error: str | None = None
        self._setup: GameSetup | None = None
        self._loading = False

        games = playable_games()
        for info in games:
            self.game_combo.addItem(game_name(info), info.id)
        self.game_combo.setEnabled(len(games) > 1)
        self.game_combo.currentIndexChanged.connect(lambda _index: self._game_changed())
        self.players_spin.valueChanged.connect(lambda _value: self._refresh())
        self.partnerships.toggled.connect(lambda _on: self._refresh())
        self.seed_edit.textChanged.connect(lambda _text: self._refresh())

        if not games:
            self._show_error(tr("No game has a table yet."))
            return
        first = self._initial_game(default_game)
        self.game_combo.setCurrentIndex(max(self.game_combo.findData(first), 0))
        self._game_changed()
        hint = self.sizeHint()
        self.resize(max(hint.width(), 900), max(hint.height(), 520))

    # ------------------------------------------------------------------ results

    def setup(self) -> GameSetup:
        """The accepted setup; before acceptance, one built from the current choices (a new
        random deal number each call when none is typed). Raises ValueError when invalid."""
        if self._setup is not None:
            return self._setup
        return self._build_setup()

    def accept(self) -> None:
        if self.config is None:
            return
        self._setup = self._build_setup()
        self._remember(self._setup)
        super().accept()

    def restore_defaults(self) -> None:
        """Seats and options back to the rules' defaults for the current game."""
        if self.info is None:
            return
        self._loading = True
        self._reset(self.info)
        self._loading = False
        self._refresh()

    def _reset(self, info: GameInfo) -> None:
        self.players_spin.setValue(self._default_players(info))
        self.partnerships.setChecked(info.partnerships == "always")
        self._set_pace(self.preferences.banapples_pace)
        for row in self.seat_rows:
            row.set_default()
        for editor in self.editors:
            editor.set_value(editor.spec.default)

    # ------------------------------------------------------------------ building

    def _initial_game(self, default_game: str | None) -> str:
        playable = [info.id for info in playable_games()]
        if default_game in playable:
            return default_game
        if self.previous is not None and self.previous.game_id in playable:
            return self.previous.game_id
        last = self.settings.value(f"{SETTINGS_GROUP}/last_game")
        return last if last in playable else playable[0]

    @staticmethod
    def _default_players(info: GameInfo) -> int:
        """The config's default table size where it has one, within the game's limits."""
        default = getattr(info.make_config(), "players", info.max_players)
        return min(max(default, info.min_players), info.max_players)

    def _game_changed(self) -> None:
        game_id = self.game_combo.currentData()
        info = GAMES[game_id]
        self.info = info
        self._loading = True
        self.description.setText(game_description(info))
        self.players_spin.setRange(info.min_players, info.max_players)
        self.players_spin.setEnabled(info.min_players != info.max_players)
        self.partnerships.setVisible(info.partnerships != "none")
        self.partnerships_note.setVisible(info.partnerships != "none")
        self._build_seats(info)
        self._build_options(info)
        timed = bool(reaction_times(info))
        self.pace_label.setVisible(timed)
        self.pace_combo.setVisible(timed)
        self._reset(info)  # at the preferred pace (Relaxed until the player picks another)
        self.pace_chosen = False
        kept_pace: str | None = None
        if self.previous is not None and self.previous.game_id == game_id:
            self._apply_previous(self.previous)
            kept_pace = self.preferences.banapples_pace
        else:
            kept_pace = self._apply_remembered(info)
        preferred = self.preferences.banapples_pace
        if timed and kept_pace == preferred:
            for row in self.seat_rows:  # the seats keep their times; new levels take the pace
                row.pace = PACE_FACTORS[preferred]
        elif timed:
            self._set_pace(preferred)  # the seats were set at another pace
        self._loading = False
        self._set_tab_order()
        self._refresh()
        self._fit()

    def _fit(self) -> None:
        """Grow to show a game's every seat and option whole (never shrink under the player)."""
        # A new minimum width (the house rules' scroll area) climbs to the dialog one posted
        # layout request a level at a time (scroll area, frame, form, dialog), and meanwhile
        # the frame was squeezed under its contents: each level takes its request now.
        for _level in range(4):
            QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
        self.layout().activate()
        hint = self.sizeHint()
        if hint.width() > self.width() or hint.height() > self.height():
            self.resize(max(hint.width(), self.width()), max(hint.height(), self.height()))

    def _set_pace(self, key: str) -> None:
        self.pace_combo.setCurrentIndex(self.pace_combo.findData(key))
        for row in self.seat_rows:
            row.set_pace(PACE_FACTORS[key])

    def _pace_chosen(self) -> None:
        """The player picked a pace: every computer seat moves at it, and it is kept (as the
        preference, so the next table starts at it too)."""
        self.pace_chosen = True
        self._set_pace(str(self.pace_combo.currentData()))

    def _build_seats(self, info: GameInfo) -> None:
        for row in self.seat_rows:
            for widget in row.widgets():
                # Out of the grid and off the screen now: deleted later, a row of the last
                # game stayed painted over the new one (and a sixth seat's box after it).
                self.seats_grid.removeWidget(widget)
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        self.seat_rows = []
        game_levels = computer_levels(info.id)
        reactions = reaction_times(info)
        host = self.seats_box
        if self.seats_grid.count() == 0:
            headings = ("", tr("Player"), tr("Level"), tr("Name"), "", tr("Reaction"))
            for column, heading in enumerate(headings):
                label = QLabel(heading, host)
                label.setStyleSheet("font-weight: 600;")
                self.seats_grid.addWidget(label, 0, column)
                if column == len(headings) - 1:
                    self.reaction_head = label
            self.seats_grid.setColumnStretch(3, 1)
        if self.reaction_head is not None:
            self.reaction_head.setVisible(bool(reactions))
        for seat in range(info.max_players):
            row = SeatRow(seat, game_levels, host, reactions,
                          nearest_level(self.preferences.computer_level, game_levels)
                          if game_levels else PREFERRED_LEVEL)
            for column, widget in enumerate(row.widgets()):
                self.seats_grid.addWidget(widget, seat + 1, column)
            row.kind.currentIndexChanged.connect(lambda _index: self._refresh())
            row.level.currentIndexChanged.connect(lambda _index: self._refresh())
            row.reaction.valueChanged.connect(lambda _value: self._refresh())
            row.name.textChanged.connect(lambda _text: self._refresh())
            self.seat_rows.append(row)

    def _build_options(self, info: GameInfo) -> None:
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self.editors = []
        for spec in option_specs(info.config_type):
            text = option_text(info.id, spec.name)
            editor = make_editor(spec, text, self.options_host)
            if isinstance(editor, BoolEditor):
                self.options_form.addRow(editor.widget)
            elif isinstance(editor, ChoiceListEditor):
                # A row of its own a entry: its title above, the entries below, full width.
                label = QLabel(tr("{option}:").format(option=text.label), self.options_host)
                label.setToolTip(text.tooltip)
                if editor.focus_chain():
                    label.setBuddy(editor.focus_chain()[0])
                self.options_form.addRow(label)
                self.options_form.addRow(editor.widget)
            else:
                label = QLabel(tr("{option}:").format(option=text.label), self.options_host)
                label.setBuddy(editor.widget)
                label.setToolTip(text.tooltip)
                self.options_form.addRow(label, editor.widget)
            editor.on_change(self._refresh)
            self.editors.append(editor)
        self.options_box.setVisible(bool(self.editors))
        # The scroll area scrolls only down: it is as wide as its widest editor, so no
        # choice is cut off at its right edge.
        # (Measured row by row: editors made while the dialog shows are still hidden, and a
        # layout leaves hidden widgets out of its size.)
        # The labels share one column and the fields another; a spanning row is its own.
        spacing = max(self.options_form.horizontalSpacing(), 6)
        columns = {QFormLayout.ItemRole.LabelRole: 0, QFormLayout.ItemRole.FieldRole: 0}
        spanning = 0
        for row in range(self.options_form.rowCount()):
            item = self.options_form.itemAt(row, QFormLayout.ItemRole.SpanningRole)
            if item is not None and item.widget() is not None:
                spanning = max(spanning, item.widget().sizeHint().width())
                continue
            for role in columns:
                item = self.options_form.itemAt(row, role)
                if item is not None and item.widget() is not None:
                    columns[role] = max(columns[role], item.widget().sizeHint().width())
        label, field = columns.values()
        widest = max(spanning, label + spacing + field if label and field else label + field)
        margins = self.options_form.contentsMargins()
        scroll = child(self.form, QScrollArea, "optionsScroll")
        bar = scroll.verticalScrollBar().sizeHint().width()
        scroll.setMinimumWidth(widest + margins.left() + margins.right() + bar + 4)

    def _set_tab_order(self) -> None:
        chain: list[QWidget] = [self.game_combo, self.players_spin, self.partnerships]
        for row in self.seat_rows:
            chain.extend(row.focus_chain())
        for editor in self.editors:
            chain.extend(editor.focus_chain())
        chain.append(self.seed_edit)
        chain.extend(self.buttons.buttons())
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)

    # ------------------------------------------------------------------ pre-filling

    def _apply_seats(self, seats: list[SeatSetup]) -> None:
        for row, seat in zip(self.seat_rows, seats, strict=False):
            row.set_seat(seat)

    def _apply_config(self, config: Any) -> None:
        for editor in self.editors:
            if hasattr(config, editor.spec.name):
                editor.set_value(getattr(config, editor.spec.name))

    def _apply_previous(self, previous: GameSetup) -> None:
        assert self.info is not None
        self.players_spin.setValue(len(previous.seats))
        teams = getattr(previous.config, "teams", len(previous.seats))
        self.partnerships.setChecked(teams < len(previous.seats))
        self._apply_seats(previous.seats)
        self._apply_config(previous.config)
        if self.replay_deal:
            self.seed_edit.setText(str(previous.seed))

    def _apply_remembered(self, info: GameInfo) -> str | None:
        """The last setup of this game; returns the pace its seats were set at (None: none
        kept)."""
        text = self.settings.value(f"{SETTINGS_GROUP}/{info.id}")
        if not isinstance(text, str):
            return None
        try:
            memo = Remembered.from_json(text)
            config = info.config_from_json(memo.config)
        except (ValueError, KeyError, TypeError, CodecError):
            return None  # kept by an older version: start from the defaults instead
        self.players_spin.setValue(memo.players)
        self.partnerships.setChecked(memo.partnerships)
        self._apply_seats(memo.seats)
        self._apply_config(config)
        return memo.pace

    def _remember(self, setup: GameSetup) -> None:
        assert self.info is not None
        memo = Remembered(len(setup.seats), self.partnerships.isChecked(), setup.seats,
                          self.info.config_to_json(setup.config),
                          str(self.pace_combo.currentData()) if self.info.real_time else None)
        self.settings.setValue(f"{SETTINGS_GROUP}/{setup.game_id}", memo.to_json())
        self.settings.setValue(f"{SETTINGS_GROUP}/last_game", setup.game_id)
        if self.pace_chosen and self.info.real_time:
            self.settings.setValue(preferences.KEYS["banapples_pace"],
                                   self.pace_combo.currentData())
        self.settings.sync()

    # ------------------------------------------------------------------ checking

    def _refresh(self) -> None:
        """Follow the choices: which seats show, whether partnerships may be chosen, and
        whether the game's config accepts the options (OK is enabled only if it does)."""
        if self._loading or self.info is None:
            return
        info = self.info
        players = self.players_spin.value()
        for row in self.seat_rows:
            row.set_visible(row.seat < players)
        problem = partnership_problem(info, players)
        if info.partnerships == "always":
            self.partnerships.setChecked(True)
            self.partnerships.setEnabled(False)
        else:
            self.partnerships.setEnabled(problem is None)
            if problem is not None and self.partnerships.isChecked():
                self.partnerships.setChecked(False)
                return  # toggled() calls us again
        teams = self.partnerships.isChecked()
        if problem is not None and info.partnerships == "optional":
            self.partnerships_note.setText(problem)
        elif teams:
            self.partnerships_note.setText(
                tr("Partners sit opposite: seats 1 and 3 play against seats 2 and 4."))
        else:
            self.partnerships_note.setText(tr("Everyone plays alone."))
        self.note_height.fit(self.partnerships_note)
        for row in self.seat_rows:
            row.show_team(teams)
        for editor in self.editors:
            editor.widget.setEnabled(teams or not editor.text.requires_partnerships)
        self.config = None
        humans = sum(row.human for row in self.seat_rows[:players])
        if info.real_time and humans > 1:
            self._show_error(tr("{game} is played in real time, everyone at once: one screen "
                                "seats one human player.").format(game=game_name(info)))
            return
        deal = self.seed_edit.text().strip()
        if deal and int(deal) > MAX_SEED:
            self._show_error(tr("A deal number is at most {largest}.").format(
                largest=MAX_SEED))
            return
        try:
            self.config = self._build_config()
        except CONFIG_ERRORS as error:
            self._show_error(tr("This setup cannot be played: {reason}").format(reason=error))
            return
        self._show_error(None)

    def _build_config(self) -> Any:
        assert self.info is not None
        options = option_values(self.editors)
        return self.info.make_config(players=self.players_spin.value(),
                                     partnerships=self.partnerships.isChecked(), **options)

    def _show_error(self, message: str | None) -> None:
        self.error = message
        self.error_label.setText(message or "")
        self.error_label.setVisible(message is not None)
        self.start_button.setEnabled(message is None)

    def _build_setup(self) -> GameSetup:
        assert self.info is not None
        config = self._build_config()
        text = self.seed_edit.text().strip()
        seed = int(text) if text else new_deal_number()
        seats = [row.setup() for row in self.seat_rows[:self.players_spin.value()]]
        return GameSetup(self.info.id, config, seed, seats)
