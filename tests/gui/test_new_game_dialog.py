"""The new-game dialog builds valid setups, offers only what the engine allows, and remembers."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialog, QWidget

from desktop_app.games.banakil import BanakilConfig
from desktop_app.gui.catalog import playable_games
from desktop_app.gui.dialogs.new_game import MAX_SEED, NewGameDialog
from desktop_app.gui.dialogs.option_editors import option_specs
from desktop_app.gui.game_setup import GameSetup, SeatSetup


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
