"""The new-game dialog builds valid setups, offers only what the engine allows, and remembers."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDialog,
    QGroupBox,
    QLabel,
    QLineEdit,
    QScrollArea,
    QWidget,
)

from desktop_app.games.banakil import BanakilConfig
from desktop_app.games.cap_it_rummy.config import CONTRACT_CHOICES, MAX_ROUNDS, CapItConfig
from desktop_app.games.cap_it_rummy.contract import Contract
from desktop_app.gui.catalog import playable_games
from desktop_app.gui.dialogs.new_game import MAX_SEED, NewGameDialog
from desktop_app.gui.dialogs.option_editors import option_specs
from desktop_app.gui.game_setup import GameSetup, SeatSetup
from desktop_app.gui.tables.cap_it_words import contract_text


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def make_dialog(qtbot, settings):
    def make(**kwargs) -> NewGameDialog:
        dialog = NewGameDialog(settings=settings, **kwargs)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        return dialog
    return make


def editor(dialog: NewGameDialog, name: str):
    return next(e for e in dialog.editors if e.spec.name == name)


def start(qtbot, dialog: NewGameDialog) -> GameSetup:
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert dialog.result() == QDialog.DialogCode.Accepted
    return dialog.setup()


def test_only_games_with_a_table_are_offered(make_dialog):
    dialog = make_dialog()
    offered = [dialog.game_combo.itemData(i) for i in range(dialog.game_combo.count())]
    assert offered == [info.id for info in playable_games()]
    assert "banakil" in offered


def test_banakil_defaults(qtbot, make_dialog):
    dialog = make_dialog(default_game="banakil")
    assert not dialog.error_label.isVisible()
    setup = start(qtbot, dialog)
    assert setup.game_id == "banakil"
    assert setup.config == BanakilConfig()  # BK-28: target 222, BK-11/13 defaults
    assert 1 <= setup.seed <= MAX_SEED
    assert setup.seats[0] == SeatSetup("You", True, None)
    assert [s.human for s in setup.seats] == [True, False, False, False]
    assert all(s.level == "medium" for s in setup.seats[1:])
    names = [s.name for s in setup.seats]
    assert len(set(names)) == 4


@pytest.mark.parametrize("players", [2, 3, 4])
def test_player_counts(qtbot, make_dialog, players):
    dialog = make_dialog(default_game="banakil")
    dialog.players_spin.setValue(players)
    visible = [row for row in dialog.seat_rows if row.name.isVisible()]
    assert len(visible) == players
    # Banakil partnerships exist only at exactly 4 players (BK intro).
    assert dialog.partnerships.isEnabled() == (players == 4)
    setup = start(qtbot, dialog)
    assert setup.config.players == players
    assert len(setup.seats) == players
    assert not setup.config.partnerships


def test_player_count_stays_within_the_games_limits(make_dialog):
    dialog = make_dialog(default_game="banakil")
    assert (dialog.players_spin.minimum(), dialog.players_spin.maximum()) == (2, 4)


def test_partnerships_only_at_four(qtbot, make_dialog):
    dialog = make_dialog(default_game="banakil")
    dialog.players_spin.setValue(4)
    dialog.partnerships.setChecked(True)
    assert [row.team.text() for row in dialog.seat_rows] == [
        "Team A", "Team B", "Team A", "Team B"]
    assert editor(dialog, "partnership_sum").widget.isEnabled()
    dialog.players_spin.setValue(3)
    assert not dialog.partnerships.isChecked()
    assert not dialog.partnerships.isEnabled()
    assert "4 players" in dialog.partnerships_note.text()
    assert not editor(dialog, "partnership_sum").widget.isEnabled()
    dialog.players_spin.setValue(4)
    dialog.partnerships.setChecked(True)
    setup = start(qtbot, dialog)
    assert setup.config.partnerships
    assert setup.config.teams == 2


def test_changed_options_and_fixed_deal(qtbot, make_dialog):
    dialog = make_dialog(default_game="banakil")
    editor(dialog, "target").set_value(300)
    editor(dialog, "sets_any_rank").set_value(True)
    editor(dialog, "min_naturals").set_value(1)
    dialog.seed_edit.setText("12345")
    seats = dialog.seat_rows
    seats[1].kind.setCurrentIndex(seats[1].kind.findData(True))
    seats[2].level.setCurrentIndex(seats[2].level.findData("easy"))
    qtbot.keyClicks(seats[3].name, "x")
    setup = start(qtbot, dialog)
    assert setup.seed == 12345
    assert setup.config == BanakilConfig(players=4, target=300, sets_any_rank=True,
                                         min_naturals=1)
    assert setup.seats[1] == SeatSetup("Player 2", True, None)
    assert setup.seats[2].level == "easy"
    assert setup.seats[3].name == "Budix"


def test_deal_number_accepts_digits_only(qtbot, make_dialog):
    dialog = make_dialog()
    qtbot.keyClicks(dialog.seed_edit, "12a-3")
    assert dialog.seed_edit.text() == "123"


def test_invalid_config_shows_why_and_blocks_start(qtbot, make_dialog):
    dialog = make_dialog(default_game="banakil")
    editor(dialog, "target").set_value(0)  # BK-28: the target must be positive
    assert dialog.error_label.isVisible()
    assert "target score must be from 1 to" in dialog.error_label.text()
    assert not dialog.start_button.isEnabled()
    qtbot.keyClick(dialog.seed_edit, Qt.Key.Key_Return)
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert dialog.isVisible()
    editor(dialog, "target").set_value(100)
    assert not dialog.error_label.isVisible()
    assert dialog.start_button.isEnabled()


def test_enter_starts(qtbot, make_dialog):
    dialog = make_dialog()
    dialog.seed_edit.setFocus()
    qtbot.keyClick(dialog.seed_edit, Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_typed_names_survive_switching_to_human(make_dialog):
    dialog = make_dialog()
    row = dialog.seat_rows[2]
    row.name.setText("")
    row.name.textEdited.emit("Ayu")
    row.name.setText("Ayu")
    row.kind.setCurrentIndex(row.kind.findData(True))
    assert row.setup() == SeatSetup("Ayu", True, None)
    row.name.setText("")
    assert row.setup().name == "Player 3"  # an empty name falls back to the placeholder


def focus_chain(dialog: NewGameDialog) -> list[QWidget]:
    chain, widget = [], dialog.game_combo
    while True:
        chain.append(widget)
        widget = widget.nextInFocusChain()
        if widget is dialog.game_combo or len(chain) > 500:
            return chain


def test_tab_order_runs_down_the_form(make_dialog):
    dialog = make_dialog()
    chain = focus_chain(dialog)
    order = [dialog.game_combo, dialog.players_spin, dialog.partnerships,
             dialog.seat_rows[0].kind, dialog.seat_rows[1].name,
             *(e.widget for e in dialog.editors), dialog.seed_edit, dialog.start_button]
    positions = [chain.index(widget) for widget in order]
    assert positions == sorted(positions)


def test_remembers_the_last_setup_per_game(qtbot, make_dialog):
    dialog = make_dialog(default_game="banakil")
    dialog.players_spin.setValue(3)
    editor(dialog, "target").set_value(150)
    dialog.seat_rows[1].name.setText("Wayan")
    dialog.seat_rows[1].name.textEdited.emit("Wayan")
    dialog.seed_edit.setText("777")
    start(qtbot, dialog)
    again = make_dialog()
    assert again.game_combo.currentData() == "banakil"
    assert again.players_spin.value() == 3
    assert editor(again, "target").value() == 150
    assert again.seat_rows[1].name.text() == "Wayan"
    assert again.seed_edit.text() == ""  # a deal is replayed on purpose, not by accident


def test_a_damaged_memory_is_ignored(make_dialog, settings):
    settings.setValue("new_game/banakil", "{not json")
    dialog = make_dialog(default_game="banakil")
    assert editor(dialog, "target").value() == 222


def test_previous_setup_prefills_and_can_replay_the_deal(qtbot, make_dialog):
    previous = GameSetup("banakil", BanakilConfig(players=4, partnerships=True, target=180),
                         4242, [SeatSetup("Ana", True), SeatSetup("Sari", False, "easy"),
                                SeatSetup("Bo", True), SeatSetup("Budi", False, "medium")])
    dialog = make_dialog(previous=previous, replay_deal=True)
    assert dialog.partnerships.isChecked()
    setup = start(qtbot, dialog)
    assert setup == previous
    fresh = make_dialog(previous=previous)
    assert fresh.seed_edit.text() == ""


def test_restore_defaults(make_dialog):
    dialog = make_dialog()
    dialog.players_spin.setValue(2)
    editor(dialog, "sets_any_rank").set_value(True)
    dialog.restore_defaults()
    assert dialog.players_spin.value() == 4
    assert editor(dialog, "sets_any_rank").value() is False


def test_an_editor_for_every_option(make_dialog):
    dialog = make_dialog()
    for index in range(dialog.game_combo.count()):
        dialog.game_combo.setCurrentIndex(index)
        info = dialog.info
        names = {spec.name for spec in option_specs(info.config_type)}
        assert {e.spec.name for e in dialog.editors} == names
        for name in names:
            assert dialog.findChild(QWidget, f"option_{name}") is not None


def _painted_seat_widgets(dialog: NewGameDialog) -> list[QWidget]:
    return [w for w in dialog.seats_box.findChildren(QWidget)
            if w.isVisible() and w.parentWidget() is dialog.seats_box]


def test_switching_games_leaves_no_stale_seat_widgets(qtbot, make_dialog):
    """A row of the last game stayed painted on the Seats title ("Team B", "Budi", "Seat"),
    and a fifth seat's "Ji-woo" box after a five-player game."""
    dialog = make_dialog(default_game="cap_it_rummy")
    dialog.players_spin.setValue(5)
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("bain_hand_and_foot"))
    qtbot.wait(0)  # what the event loop would paint next
    shown = _painted_seat_widgets(dialog)
    owned = {id(w) for row in dialog.seat_rows for w in row.widgets()}
    grid = {id(dialog.seats_grid.itemAt(i).widget()) for i in range(dialog.seats_grid.count())}
    assert all(id(w) in owned or id(w) in grid for w in shown)
    names = [w.text() for w in shown if isinstance(w, QLineEdit)]
    assert "Ji-woo" not in names and len(names) == 4


@pytest.mark.parametrize("game_id", [info.id for info in playable_games()])
def test_every_house_rule_shows_whole(qtbot, make_dialog, game_id):
    """The Hand and Foot "Red 3s needed to go out" choice was cut off at its right edge."""
    dialog = make_dialog(default_game="banakil")
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(game_id))
    qtbot.wait(0)
    viewport = dialog.findChild(QScrollArea, "optionsScroll").viewport()
    for editor in dialog.editors:
        widget = editor.widget
        qtbot.waitUntil(widget.isVisible)
        right = widget.mapTo(viewport, widget.rect().topRight()).x()
        assert right <= viewport.width(), editor.spec.name
        assert widget.width() >= widget.sizeHint().width(), editor.spec.name


NOTATION = re.compile(r"\b(set|run)\d", re.IGNORECASE)


def shown_texts(widget: QWidget) -> list[str]:
    """Every text a player can read in `widget`: labels, buttons and every combo box entry."""
    texts = []
    for child_widget in [widget, *widget.findChildren(QWidget)]:
        if isinstance(child_widget, QComboBox):
            texts += [child_widget.itemText(i) for i in range(child_widget.count())]
        elif isinstance(child_widget, QLabel | QAbstractButton):
            texts.append(child_widget.text())
        elif isinstance(child_widget, QLineEdit):
            texts += [child_widget.text(), child_widget.placeholderText()]
        texts.append(child_widget.toolTip())
    return texts


def test_contracts_are_chosen_in_words(qtbot, make_dialog):
    """Cap-It Rummy's contracts were a narrow line edit reading "set3 set3, run3 run7"."""
    dialog = make_dialog(default_game="cap_it_rummy")
    contracts = editor(dialog, "contracts")
    assert not any(NOTATION.search(text) for text in shown_texts(dialog.options_box))
    combos = [w for w in contracts.widget.findChildren(QComboBox) if w.isVisible()]
    assert [c.currentText() for c in combos] == [  # CR-07, as the table's banner says them
        "Two sets of 3", "A set of 3 and a run of 4", "Two runs of 4", "Three sets of 3",
        "A run of 3 and a run of 7"]
    assert [contract_text(Contract.parse(c)) for c in CONTRACT_CHOICES] == [
        combos[0].itemText(i) for i in range(combos[0].count())]
    combos[1].setCurrentIndex(combos[1].findText("Two runs of 4"))
    qtbot.mouseClick(contracts.add_button, Qt.MouseButton.LeftButton)  # a copy of the last
    setup = start(qtbot, dialog)
    expected = ("set3 set3", "run4 run4", "run4 run4", "set3 set3 set3", "run3 run7",
                "run3 run7")
    assert setup.config == CapItConfig(players=4, contracts=expected)
    again = make_dialog()  # the JSON kept in the settings reads back the same rounds
    assert editor(again, "contracts").value() == expected
    assert start(qtbot, again).config.contracts == expected


def test_contract_rounds_stay_within_what_the_config_allows(qtbot, make_dialog):
    dialog = make_dialog(default_game="cap_it_rummy")
    contracts = editor(dialog, "contracts")
    while contracts.add_button.isEnabled():
        qtbot.mouseClick(contracts.add_button, Qt.MouseButton.LeftButton)
    assert len(contracts.value()) == MAX_ROUNDS
    while contracts.remove_button.isEnabled():
        qtbot.mouseClick(contracts.remove_button, Qt.MouseButton.LeftButton)
    assert contracts.value() == ("set3 set3",)
    editor(dialog, "round_share").set_value(10)
    assert start(qtbot, dialog).config.rounds == 1


def test_a_contract_the_dialog_does_not_offer_is_kept_in_words(make_dialog):
    """A house list kept by an older version or written by hand: shown in words, not lost."""
    dialog = make_dialog(default_game="cap_it_rummy")
    contracts = editor(dialog, "contracts")
    contracts.set_value(("set4 run5", "set3 set3"))
    combo = contracts.widget.findChild(QComboBox, "option_contracts_0")
    assert combo.currentText() == "A set of 4 and a run of 5"
    assert contracts.value() == ("set4 run5", "set3 set3")
    assert dialog.config.contracts == ("set4 run5", "set3 set3")


def _options_frame_shows_whole(dialog: NewGameDialog) -> None:
    box = dialog.options_box
    scroll = dialog.findChild(QScrollArea, "optionsScroll")
    right = box.mapTo(dialog, box.rect().topRight()).x()
    assert right < dialog.width(), "the frame's right edge is outside the dialog"
    assert box.width() >= box.minimumSizeHint().width(), "the frame is squeezed"
    inner = scroll.geometry()  # in the box: its border stays clear of the contents
    assert inner.right() < box.width() - 1 and inner.bottom() < box.height() - 1


@pytest.mark.parametrize("game_id", [info.id for info in playable_games()])
def test_the_house_rules_frame_keeps_its_right_border(qtbot, make_dialog, game_id):
    """The frame lost its right border in the Banakil, Cap-It and Hand and Foot dialogs: its
    minimum width in the form (320) overrode what its options need, so the layout squeezed it
    and its contents covered its border."""
    dialog = make_dialog(default_game=game_id)
    qtbot.wait(0)
    _options_frame_shows_whole(dialog)
    first = make_dialog(default_game="cap_it_rummy")  # as the review saw it: switching games
    first.players_spin.setValue(5)
    first.game_combo.setCurrentIndex(first.game_combo.findData(game_id))
    qtbot.wait(0)
    _options_frame_shows_whole(first)


def test_the_partnership_note_is_one_line_when_there_is_room(qtbot, make_dialog):
    """"Everyone plays alone." wrapped after two words beside empty space."""
    dialog = make_dialog(default_game="banakil")
    note = dialog.partnerships_note
    qtbot.waitUntil(note.isVisible)
    assert note.text() == "Everyone plays alone."
    game_box = dialog.findChild(QGroupBox, "gameBox")
    text_width = note.fontMetrics().horizontalAdvance(note.text())
    assert text_width < game_box.width() // 2  # plenty of room
    assert note.width() > text_width
    assert note.height() < 2 * note.fontMetrics().lineSpacing()
