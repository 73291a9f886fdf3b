"""The start screen: a tile per playable game, mouse and keyboard, and the Continue bar."""

from __future__ import annotations

import dataclasses
from itertools import pairwise

import pytest
from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtGui import QColor

from desktop_app.games.registry import GAMES
from desktop_app.gui.catalog import playable_games
from desktop_app.gui.start_scenes import SCENES, render_scene
from desktop_app.gui.start_screen import StartScreen
from desktop_app.gui.table.deck_art import DeckArt

FOUR = [GAMES["banakil"], *(dataclasses.replace(GAMES["banakil"], id=game_id, name=name)
                            for game_id, name in (("cap_it_rummy", "Cap-It Rummy"),
                                                  ("bain_hand_and_foot", "Bain Hand and Foot"),
                                                  ("banapples", "Banapples")))]
"""Stand-ins so the layout and scenes of four tiles are tested before every game has a table."""


@pytest.fixture
def art(qapp):
    return DeckArt()


@pytest.fixture
def screen(qtbot, art):
    widget = StartScreen(art=art)
    qtbot.addWidget(widget)
    widget.resize(1280, 800)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def tile_centre(tile) -> QPoint:
    return tile.scene_rect().center().toPoint()


def test_a_tile_for_each_game_with_a_table(screen):
    assert [tile.info.id for tile in screen.tiles] == [info.id for info in playable_games()]
    assert "banakil" in [tile.info.id for tile in screen.tiles]


def test_clicking_a_tile_starts_its_game(qtbot, screen):
    tile = screen.tiles[0]
    with qtbot.waitSignal(screen.new_game) as signal:
        qtbot.mouseClick(tile, Qt.MouseButton.LeftButton, pos=tile_centre(tile))
    assert signal.args == [tile.info.id]


def test_the_rules_chip_asks_for_the_rules(qtbot, screen):
    tile = screen.tiles[0]
    with qtbot.assertNotEmitted(screen.new_game), \
            qtbot.waitSignal(screen.rules_requested) as signal:
        qtbot.mouseClick(tile, Qt.MouseButton.LeftButton,
                         pos=tile.rules_rect().center().toPoint())
    assert signal.args == [tile.info.id]


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space])
def test_enter_on_a_focused_tile_starts_it(qtbot, screen, key):
    tile = screen.tiles[0]
    tile.setFocus()
    with qtbot.waitSignal(screen.new_game) as signal:
        qtbot.keyClick(tile, key)
    assert signal.args == [tile.info.id]


def test_f1_on_a_tile_asks_for_its_rules(qtbot, screen):
    tile = screen.tiles[0]
    with qtbot.waitSignal(screen.rules_requested) as signal:
        qtbot.keyClick(tile, Qt.Key.Key_F1)
    assert signal.args == [tile.info.id]


def test_continue_is_shown_and_hidden(qtbot, screen):
    bar = screen.continue_tile
    assert not bar.isVisible()
    screen.set_continue("Continue Banakil — round 3")
    assert bar.isVisible()
    assert bar.text == "Continue Banakil — round 3"
    assert screen.focusWidget() is bar  # the likeliest choice is one Enter away
    with qtbot.waitSignal(screen.continue_game):
        qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.rect().center())
    with qtbot.waitSignal(screen.continue_game):
        qtbot.keyClick(bar, Qt.Key.Key_Return)
    assert bar.geometry().bottom() < min(tile.geometry().top() for tile in screen.tiles)
    screen.set_continue(None)
    assert not bar.isVisible()
    assert screen.focusWidget() is screen.tiles[0]


def test_footer_buttons(qtbot, screen):
    with qtbot.waitSignal(screen.statistics_requested):
        qtbot.mouseClick(screen.statistics_button, Qt.MouseButton.LeftButton)
    with qtbot.waitSignal(screen.about_requested):
        qtbot.mouseClick(screen.about_button, Qt.MouseButton.LeftButton)


@pytest.mark.parametrize("size", [QSize(1280, 800), QSize(1920, 1080), QSize(1024, 640)])
def test_four_tiles_fit_side_by_side(qtbot, art, size):
    screen = StartScreen(art=art, games=FOUR)
    qtbot.addWidget(screen)
    screen.set_continue("Continue Banakil — round 3")
    screen.resize(size)
    screen.show()
    qtbot.waitExposed(screen)
    rects = [tile.geometry() for tile in screen.tiles]
    for left, right in pairwise(rects):
        assert left.right() < right.left()
        assert left.top() == right.top()
    for rect in [*rects, screen.continue_tile.geometry(), screen.footer.geometry()]:
        assert screen.rect().contains(rect)
    assert max(r.bottom() for r in rects) < screen.footer.geometry().top()
    assert not screen.grab().isNull()


def test_arrows_move_between_tiles_and_the_continue_bar(qtbot, art):
    screen = StartScreen(art=art, games=FOUR)
    qtbot.addWidget(screen)
    screen.resize(1280, 800)
    screen.show()
    qtbot.waitExposed(screen)
    screen.tiles[0].setFocus()
    qtbot.keyClick(screen.tiles[0], Qt.Key.Key_Right)
    assert screen.focusWidget() is screen.tiles[1]
    qtbot.keyClick(screen.tiles[1], Qt.Key.Key_Left)
    qtbot.keyClick(screen.tiles[0], Qt.Key.Key_Left)
    assert screen.focusWidget() is screen.tiles[3]
    screen.set_continue("Continue")
    screen.tiles[2].setFocus()
    qtbot.keyClick(screen.tiles[2], Qt.Key.Key_Up)
    assert screen.focusWidget() is screen.continue_tile
    qtbot.keyClick(screen.continue_tile, Qt.Key.Key_Down)
    assert screen.focusWidget() is screen.tiles[0]


@pytest.mark.parametrize("game_id", [*SCENES, "a_game_without_a_scene"])
def test_every_scene_draws_cards_on_felt(art, game_id):
    image = render_scene(game_id, art, QSize(360, 230), 2.0).toImage()
    assert image.width() == 720
    colours = {image.pixelColor(x, y).name() for x in range(0, 720, 9) for y in range(0, 460, 9)}
    assert len(colours) > 50  # felt gradient plus card faces, not a flat fill
    whites = sum(1 for x in range(0, 720, 6) for y in range(0, 460, 6)
                 if image.pixelColor(x, y).lightness() > 200)
    assert whites > 100  # card faces are there
    assert image.pixelColor(2, 2) != QColor(0, 0, 0, 0)


def test_scenes_are_rendered_once_per_size(qtbot, screen, art):
    tile = screen.tiles[0]
    screen.grab()
    renders = art.render_count
    tile.hovered = True  # a repaint (hover) must not render SVG again
    screen.grab()
    assert art.render_count == renders


def test_a_tile_with_a_game_in_progress_continues_it(qtbot, screen):
    tile = screen.tiles[0]
    game = tile.info.id
    screen.set_in_progress({game: "Round 3 in progress"}, (game, "Continue Banakil — round 3"))
    assert tile.progress == "Round 3 in progress" and tile.play_label() == "Continue"
    assert screen.continue_tile.isVisible() and screen.continue_tile.game_id == game
    with qtbot.assertNotEmitted(screen.new_game), \
            qtbot.waitSignal(screen.continue_game) as signal:
        qtbot.mouseClick(tile, Qt.MouseButton.LeftButton, pos=tile_centre(tile))
    assert signal.args == [game]
    with qtbot.waitSignal(screen.continue_game) as signal:
        qtbot.keyClick(tile, Qt.Key.Key_Return)
    assert signal.args == [game]
    with qtbot.waitSignal(screen.continue_game) as signal:
        qtbot.keyClick(screen.continue_tile, Qt.Key.Key_Return)
    assert signal.args == [game]
    # A new game of that kind is one chip (or N) away; the main window then asks.
    with qtbot.assertNotEmitted(screen.continue_game), \
            qtbot.waitSignal(screen.new_game) as signal:
        qtbot.mouseClick(tile, Qt.MouseButton.LeftButton,
                         pos=tile.new_rect().center().toPoint())
    assert signal.args == [game]
    with qtbot.waitSignal(screen.new_game):
        qtbot.keyClick(tile, Qt.Key.Key_N)
    screen.set_in_progress({}, None)
    assert tile.progress is None and tile.new_rect().isNull()
    assert not screen.continue_tile.isVisible()


def test_the_tiles_share_one_drawn_back_per_look(qtbot, screen):
    """The shadow and ivory body are drawn once for all four tiles at rest; a hovered tile
    has its own look, drawn once too, and looks as it did when each tile drew its own."""
    backs = screen.tiles[0]._backs
    assert all(tile._backs is backs for tile in screen.tiles)
    screen.grab()
    at_rest = dict(backs._pictures)
    assert len(at_rest) == 1
    screen.tiles[1].hovered = True
    first = screen.grab().toImage()
    assert len(backs._pictures) == 2
    assert next(iter(at_rest.values())) is backs._pictures[next(iter(at_rest))]
    backs._pictures.clear()  # drawn again from nothing: the same picture
    assert screen.grab().toImage() == first


def test_a_hidden_start_screen_lets_go_of_its_pictures_and_looks_the_same_again(qtbot, screen,
                                                                                art):
    """Behind the table the tiles hold no pictures; shown again, the screen reads its scenes
    back from the cache folder (no SVG drawn) and looks as it did."""
    screen.hide()  # a first return settles the focus (the first tile's ring)
    screen.show()
    qtbot.waitExposed(screen)
    before = screen.grab().toImage()
    assert all(tile._scene is not None for tile in screen.tiles)
    renders = art.render_count
    screen.hide()
    assert all(tile._scene is None for tile in screen.tiles)
    assert not screen.tiles[0]._backs._pictures
    screen.show()
    qtbot.waitExposed(screen)
    assert screen.grab().toImage() == before
    assert art.render_count == renders
