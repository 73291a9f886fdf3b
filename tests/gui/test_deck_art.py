"""DeckArt: every card file renders in QSvgRenderer, and pixmaps are rendered once per key."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QSize, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from desktop_app.cards.card import JOKER, Card, Suit
from desktop_app.gui.table import deck_art
from desktop_app.gui.table.deck_art import Back, ColourScheme, DeckArt, card_size, face_name
from desktop_app.resources import resources_dir

ROOT = Path(__file__).resolve().parents[2]
RANKS = ["A", *map(str, range(2, 11)), "J", "Q", "K"]
FACES = [rank + suit for suit in "SHDC" for rank in RANKS]
SPECIAL = ["JK", "JK-black", *(back.value for back in Back)]
BANAPPLES = [f"{fruit}{value}" for fruit in "AB" for value in range(1, 11)]
EXPECTED_FILES = ([f"{name}.svg" for name in FACES + SPECIAL + BANAPPLES]
                  + [f"four-colour/{name}.svg" for name in FACES])


@pytest.fixture
def art(qapp):
    return DeckArt()


@pytest.fixture
def qt_warnings():
    """Collect Qt's warnings (QtSvg reports unsupported features this way)."""
    messages: list[str] = []

    def handler(kind, context, message):
        if kind != QtMsgType.QtDebugMsg:
            messages.append(message)

    previous = qInstallMessageHandler(handler)
    yield messages
    qInstallMessageHandler(previous)


def test_resources_resolve_from_the_source_tree():
    assert resources_dir() == ROOT / "resources"
    assert (resources_dir() / "cards" / "QS.svg").is_file()


def test_resources_resolve_inside_a_pyinstaller_bundle(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources_dir() == tmp_path / "resources"


def test_deck_art_reads_the_resources_folder(art):
    assert art.cards_dir == ROOT / "resources" / "cards"


@pytest.mark.parametrize("name", EXPECTED_FILES)
def test_every_card_file_is_valid_for_qsvgrenderer(qapp, qt_warnings, name):
    path = ROOT / "resources" / "cards" / name
    assert path.is_file(), name
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid()
    assert renderer.defaultSize() == QSize(250, 350)
    image = QImage(50, 70, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    assert qt_warnings == []
    assert image.pixelColor(25, 35).alpha() == 255  # the card is opaque inside
    assert image.pixelColor(0, 0).alpha() == 0  # and its corners are rounded off


def test_same_key_gives_the_same_pixmap_and_renders_once(art):
    first = art.face("QS", card_size(80))
    assert art.face("QS", card_size(80)) is first
    assert art.render_count == 1


def test_each_size_ratio_and_scheme_renders_once(art, monkeypatch):
    calls: list[int] = []
    real_render = art._render

    def counting_render(renderer, size, key):
        calls.append(1)
        return real_render(renderer, size, key)

    monkeypatch.setattr(art, "_render", counting_render)
    for _ in range(3):
        art.face("5D", card_size(60))
        art.face("5D", card_size(100))
        art.face("5D", card_size(100), 2.0)
    assert len(calls) == 3 == art.render_count
    art.four_colour = True
    art.face("5D", card_size(100))
    art.face("5D", card_size(100))
    assert len(calls) == 4
    art.four_colour = False
    art.face("5D", card_size(100))
    assert len(calls) == 4


def test_faces_without_a_four_colour_variant_share_their_pixmap(art):
    plain = art.face("JK", card_size(70))
    art.four_colour = True
    assert art.face("JK", card_size(70)) is plain
    assert art.back(Back.RED, card_size(70)) is art.back(Back.RED, card_size(70))
    assert art.render_count == 2


@pytest.mark.parametrize("ratio", [1.0, 1.25, 2.0])
def test_pixmaps_have_the_requested_size_times_the_device_pixel_ratio(art, ratio):
    size = card_size(90)
    pixmap = art.face("10H", size, ratio)
    assert pixmap.size() == QSize(round(90 * ratio), round(size.height() * ratio))
    assert pixmap.devicePixelRatio() == ratio
    assert pixmap.deviceIndependentSize().toSize() == size


def test_card_size_keeps_the_2_5_by_3_5_aspect():
    assert card_size(100) == QSize(100, 140)
    assert card_size(61) == QSize(61, 85)


def blue_share(image: QImage) -> float:
    """Share of strongly blue pixels: diamonds are blue only in the four-colour deck."""
    blue = total = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            colour = QColor(image.pixel(x, y))
            total += 1
            blue += colour.blue() > colour.red() + 80
    return blue / total


def test_four_colour_switch_turns_diamonds_blue(art):
    two = art.face("9D", card_size(80)).toImage()
    art.four_colour = True
    assert art.scheme is ColourScheme.FOUR_COLOUR
    four = art.face("9D", card_size(80)).toImage()
    assert blue_share(two) == 0
    assert blue_share(four) > 0.05


def test_backs_by_colourway_differ(art):
    size = card_size(60)
    centres = {back: art.back(back, size).toImage().pixelColor(12, 20).name() for back in Back}
    assert len(set(centres.values())) == len(Back)


def test_cache_is_bounded_and_renders_again_after_eviction(qapp):
    one = 40 * card_size(40).height() * 4
    art = DeckArt(capacity_bytes=2 * one)
    first = art.face("AS", card_size(40))
    art.face("2S", card_size(40))
    art.face("3S", card_size(40))
    assert art.render_count == 3
    assert art.cached_bytes == 2 * one
    assert art.face("AS", card_size(40)) is not first
    assert art.render_count == 4


def test_the_cache_never_holds_more_bytes_than_its_capacity(qapp):
    art = DeckArt(capacity_bytes=1_000_000)
    for width in range(40, 120, 7):  # a hand squeezing, melds shrinking
        for face in ("AS", "KH", "10D", "2C"):
            art.face(face, card_size(width))
            assert art.cached_bytes <= 1_000_000
    assert art.cached_bytes > 500_000


def test_widths_no_longer_shown_are_forgotten(qapp):
    art = DeckArt()
    for width in (60, 70, 80):
        art.face("AS", card_size(width))
        art.back(Back.DEFAULT, card_size(width))
    art.keep_widths([70])
    assert art.cached_bytes == 2 * 70 * card_size(70).height() * 4
    renders = art.render_count
    art.face("AS", card_size(70))
    assert art.render_count == renders  # still kept
    art.face("AS", card_size(60))
    assert art.render_count == renders + 1


def test_preload_parses_without_rendering(art):
    art.preload(["AS", "B7", "back-red"])
    assert art.render_count == 0
    with pytest.raises(KeyError, match="ZZ"):
        art.preload(["ZZ"])


def test_the_parsed_files_unload_once_rendering_pauses_and_load_again_when_needed(
        qapp, qtbot, monkeypatch):
    monkeypatch.setattr(deck_art, "RENDERERS_KEPT_MS", 50)
    art = DeckArt()
    first = art.face("AS", card_size(60))
    art.face("KH", card_size(60))
    assert art.loaded == 2
    qtbot.waitUntil(lambda: art.loaded == 0, timeout=5000)
    again = art.face("AS", card_size(70))  # parsed again for a size not rendered yet
    assert art.loaded == 1 and art.render_count == 3
    assert art.face("AS", card_size(60)).cacheKey() == first.cacheKey()  # the picture stayed
    assert again.width() == card_size(70).width()


def test_unknown_faces_and_bad_sizes_are_refused(art):
    with pytest.raises(KeyError, match="ZZ"):
        art.face("ZZ", card_size(50))
    with pytest.raises(ValueError, match="size"):
        art.face("AS", QSize(0, 10))
    with pytest.raises(ValueError, match="ratio"):
        art.face("AS", card_size(50), 0)


def test_face_names_follow_the_notation_and_alternate_joker_looks():
    assert face_name(Card(10, Suit.D)) == "10D"
    assert face_name(Card(12, Suit.S, 3)) == "QS"
    assert face_name(Card(JOKER, None, 0)) == "JK"
    assert face_name(Card(JOKER, None, 1)) == "JK-black"
    assert face_name(Card(JOKER, None, 2)) == "JK"


def test_card_pixmap_matches_its_face(art):
    card = Card(13, Suit.H, 1)
    assert art.card(card, card_size(50)) is art.face("KH", card_size(50))

