"""The app icon: one SVG in the card art's SVG Tiny subset, rendered to PNG, ICO and ICNS
files that an independent reader (Qt's own ico and icns plugins) reads back pixel for pixel."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections import Counter

import pytest
from PySide6.QtGui import QImage, QImageReader
from PySide6.QtSvg import QSvgRenderer

from .scripts import load

app_icons = load("app_icons")
SVG_NS = "{http://www.w3.org/2000/svg}"
# the elements tests/resources/test_card_generator.py allows for the cards, plus <title>
ALLOWED_ELEMENTS = {"svg", "title", "defs", "g", "use", "path", "rect", "circle", "ellipse",
                    "linearGradient", "radialGradient", "stop"}


@pytest.fixture(scope="module")
def written(qapp, tmp_path_factory):
    out = tmp_path_factory.mktemp("icons")
    return out, app_icons.write_icons(out)


def test_the_icon_svg_stays_in_the_subset_qsvgrenderer_draws():
    root = ET.parse(app_icons.ICON_SVG).getroot()
    used = {element.tag.removeprefix(SVG_NS) for element in root.iter()}
    assert used <= ALLOWED_ELEMENTS, used - ALLOWED_ELEMENTS
    assert root.get("viewBox") == "0 0 512 512"


def test_every_hicolor_size_is_a_png_of_that_size(written):
    out, paths = written
    for size in app_icons.HICOLOR_SIZES:
        path = out / "hicolor" / f"{size}x{size}" / "apps" / "meja-kartu.png"
        assert path in paths
        image = QImage(str(path))
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel()
        assert image.pixelColor(0, 0).alpha() == 0  # rounded corners are transparent
    scalable = out / "hicolor" / "scalable" / "apps" / "meja-kartu.svg"
    assert scalable.read_bytes() == app_icons.ICON_SVG.read_bytes()


def test_the_ico_reads_back_as_the_rendered_images(written):
    out, _ = written
    renderer = QSvgRenderer(str(app_icons.ICON_SVG))
    reader = QImageReader(str(out / "meja-kartu.ico"))
    assert reader.imageCount() == len(app_icons.ICO_SIZES)
    for index, size in enumerate(app_icons.ICO_SIZES):
        assert reader.jumpToImage(index)
        image = reader.read().convertToFormat(QImage.Format.Format_ARGB32)
        assert image == app_icons.render(renderer, size), f"{size} px entry differs"


def test_the_icns_holds_every_type_with_its_size(written):
    out, _ = written
    reader = QImageReader(str(out / "meja-kartu.icns"))
    sizes = []
    for index in range(reader.imageCount()):
        assert reader.jumpToImage(index)
        image = reader.read()
        assert image.width() == image.height()
        sizes.append(image.width())
    assert Counter(sizes) == Counter(size for _, size in app_icons.ICNS_TYPES)
