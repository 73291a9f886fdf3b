"""Hand and Foot: a picked-up foot's "picked up" marker keeps clear of the other zones'
labels (it lay over the opponents' melds header), computed from the items' geometry at every
window and card size."""

from __future__ import annotations

import pytest

from desktop_app.gui.game_setup import GameSetup, SeatSetup
from desktop_app.gui.main_window import CARD_SIZES, MainWindow
from desktop_app.gui.table.speed import Speed
from tests.gui.positions import mid_round
from tests.gui.test_table_layout_geometry import WINDOWS, layout_problems

NAMES = ["You", "Sari", "Budi", "Dewi"]


@pytest.fixture
def window(qtbot, tmp_path):
    window = MainWindow(save_dir=tmp_path)
    window.set_speed(Speed.INSTANT)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.table.detach()


def feet_picked_up(seats: tuple[int, ...]):
    """A position forty moves in where `seats` have picked up their feet (the cards joined
    their hands, as HF-17 has it)."""
    state = mid_round("bain_hand_and_foot", actions=40)
    for seat in seats:
        state.hands[seat].extend(state.feet[seat])
        state.flow_in[seat] += len(state.feet[seat])
        state.feet[seat] = []
        state.foot_picked[seat] = True
    return state


@pytest.mark.parametrize("card_size", list(CARD_SIZES))
@pytest.mark.parametrize("size", WINDOWS, ids=[f"{w}x{h}" for w, h in WINDOWS])
def test_picked_up_feet_keep_clear_of_every_label(qtbot, window, size, card_size):
    state = feet_picked_up((0, 1, 2, 3))
    seats = [SeatSetup(NAMES[0], True)] + [SeatSetup(n, False, "medium") for n in NAMES[1:]]
    window.resize(*size)
    window.set_card_size(card_size)
    window.start_game(GameSetup("bain_hand_and_foot", state.config, state.seed, seats), state)
    qtbot.waitUntil(lambda: not window.session.choreo.busy)
    frames = window.table.scene.frames
    for seat in range(4):  # each foot says it was picked up, on the table itself
        spec = frames[f"foot/{seat}"].spec
        assert "picked up" in f"{spec.label} {spec.pill}"
    problems = layout_problems(window)
    assert not problems, "\n".join(problems)
