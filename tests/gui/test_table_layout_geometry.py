"""Every table at every card size and window size keeps its zones, labels and cards apart:
computed from the items' geometry, not from a picture (issue 14: at Large cards Banakil's
partner melds covered the stock, the discard pile and their labels)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from desktop_app.gui.game_setup import GameSetup, SeatSetup
from desktop_app.gui.main_window import CARD_SIZES, MainWindow
from desktop_app.gui.table.speed import Speed
from tests.gui.positions import mid_round

TOLERANCE = 1.5
"""Pixels two rectangles may share (antialiased edges)."""
WINDOWS = [(1024, 700), (1280, 800), (1920, 1080)]
GAMES = {
    "banakil": dict(players=4, partnerships=True),
    "cap_it_rummy": dict(players=4),
    "bain_hand_and_foot": {},
    "banapples": dict(players=4),
}
NAMES = ["You", "Sari", "Budi", "Min-jun"]


def _apart(a: QRectF, b: QRectF) -> bool:
    inside = a.intersected(b)
    return inside.width() <= TOLERANCE or inside.height() <= TOLERANCE


def _within(inner: QRectF, outer: QRectF) -> bool:
    return outer.adjusted(-TOLERANCE, -TOLERANCE, TOLERANCE, TOLERANCE).contains(inner)


def layout_problems(window: MainWindow) -> list[str]:
    """Zones, labels and pills that overlap; cards outside their zone; anything off screen."""
    scene = window.table.scene
    session = window.session
    view = window.table.view.viewport().rect()
    screen = QRectF(0, 0, view.width(), view.height())
    frames = scene.frames
    areas = {zone: frame.area for zone, frame in frames.items()}
    # A zone lying inside another (a meld in its owner's meld area) belongs to that one.
    holders = {zone: {other for other, area in areas.items()
                      if other != zone and _within(areas[zone], area)
                      and not _within(area, areas[zone])} for zone in areas}
    shapes: list[tuple[str, str, QRectF]] = []
    for zone, frame in frames.items():
        if not (frame.spec.framed or frame.spec.text or frame.spec.label or frame.spec.badge
                or session.board.zones.get(zone)):
            continue  # nothing of it shows (an empty place the table keeps for a pile)
        shapes.append((zone, "zone", frame.area))
        for kind, box in (("label", frame.label_rect()), ("pill", frame.pill_rect())):
            if box is not None:
                shapes.append((zone, kind, box))
    panel = window.table.panel
    if panel.isVisible():
        view_widget = window.table.view
        corner = view_widget.mapFromParent(panel.pos())
        shapes.append(("score panel", "panel", QRectF(
            view_widget.mapToScene(corner).toPoint(), panel.size().toSizeF())))
    problems = []
    for zone, kind, box in shapes:
        if not _within(box, screen):
            problems.append(f"{kind} of {zone} leaves the table: {box.getRect()}")
    for i, (zone_a, kind_a, a) in enumerate(shapes):
        for zone_b, kind_b, b in shapes[i + 1:]:
            if zone_a == zone_b and "zone" in (kind_a, kind_b):
                continue  # a pile's own label and pill sit against its outline
            if zone_a == zone_b:
                continue
            if (zone_b in holders.get(zone_a, ()) and kind_b == "zone") or \
                    (zone_a in holders.get(zone_b, ()) and kind_a == "zone"):
                continue  # inside the area it belongs to
            if not _apart(a, b):
                problems.append(f"{kind_a} of {zone_a} overlaps {kind_b} of {zone_b}")
    for zone, items in session.board.zones.items():
        frame = frames.get(zone)
        for item in items:
            if frame is not None and not item.selected and \
                    not _within(item.card_rect(), frame.area):
                problems.append(f"a card of {zone} lies outside it")
            if not _within(item.card_rect(), screen) and zone != "stock":
                problems.append(f"a card of {zone} leaves the table")
    return problems


@pytest.fixture
def window(qtbot, tmp_path):
    window = MainWindow(save_dir=tmp_path)
    window.set_speed(Speed.INSTANT)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.table.detach()


@pytest.mark.parametrize("card_size", list(CARD_SIZES))
@pytest.mark.parametrize("size", WINDOWS, ids=[f"{w}x{h}" for w, h in WINDOWS])
@pytest.mark.parametrize("game_id", list(GAMES))
def test_zones_labels_and_cards_keep_apart(qtbot, window, game_id, size, card_size):
    state = mid_round(game_id, actions=40, **GAMES[game_id])
    seats = [SeatSetup(NAMES[0], True)] + [SeatSetup(name, False, "medium")
                                           for name in NAMES[1:state.config.players]]
    window.resize(*size)
    window.set_card_size(card_size)
    window.start_game(GameSetup(game_id, state.config, state.seed, seats), state)
    session = window.session
    qtbot.waitUntil(lambda: not session.choreo.busy)
    if getattr(session, "running", False):
        window.table.pause()
        window.table.resume()
    qtbot.waitUntil(lambda: not session.choreo.busy)
    problems = layout_problems(window)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_zone_badge_and_button_says_what_it_is(qtbot, window, game_id):
    """Item 4: every button, zone and badge has a tooltip (a meld's "1 · 5/7" explains
    itself)."""
    state = mid_round(game_id, actions=40, **GAMES[game_id])
    seats = [SeatSetup(NAMES[0], True)] + [SeatSetup(name, False, "medium")
                                           for name in NAMES[1:state.config.players]]
    window.resize(1280, 800)
    window.start_game(GameSetup(game_id, state.config, state.seed, seats), state)
    session = window.session
    qtbot.waitUntil(lambda: not session.choreo.busy)
    untold = [zone for zone, frame in window.table.scene.frames.items()
              if (frame.spec.label or frame.spec.badge or frame.spec.pill or frame.spec.text
                  or frame.spec.framed or session.board.zones.get(zone))
              and not frame.toolTip()]
    assert untold == []
    buttons = list(window.table.actions_bar.buttons.values())
    assert buttons and all(button.toolTip() for button in buttons)
