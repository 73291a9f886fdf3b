"""The card art generator: committed SVGs are its exact output, and stay inside SVG Tiny."""

from __future__ import annotations

import importlib.util
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]
CARDS = ROOT / "resources" / "cards"
SVG_NS = "{http://www.w3.org/2000/svg}"
# What QSvgRenderer's SVG Tiny 1.2 subset draws reliably; text is drawn as stroked paths.
ALLOWED_ELEMENTS = {"svg", "defs", "g", "use", "path", "rect", "circle", "ellipse",
                    "linearGradient", "radialGradient", "stop"}


def load_generator() -> ModuleType:
    spec = importlib.util.spec_from_file_location("card_art_generate", CARDS / "generate.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while it executes
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules[spec.name]
    return module


@pytest.fixture(scope="module")
def generated() -> dict[str, str]:
    return load_generator().all_cards()


def test_committed_svgs_are_the_generators_output(generated):
    on_disk = {path.relative_to(CARDS).as_posix() for path in CARDS.rglob("*.svg")}
    assert on_disk == set(generated), "run python resources/cards/generate.py and commit"
    stale = [name for name, text in generated.items()
             if (CARDS / name).read_text(encoding="utf-8") != text]
    assert stale == [], "run python resources/cards/generate.py and commit"


def test_generator_is_deterministic(generated):
    assert load_generator().all_cards() == generated


def test_the_set_is_complete(generated):
    ranks = ["A", *map(str, range(2, 11)), "J", "Q", "K"]
    faces = {f"{rank}{suit}.svg" for rank in ranks for suit in "SHDC"}
    expected = (faces | {f"{scheme}/{face}" for face in faces
                         for scheme in ("four-colour", "high-contrast",
                                        "high-contrast-four-colour")}
                | {"JK.svg", "JK-black.svg", "back.svg"}
                | {f"back-{colour}.svg" for colour in ("red", "blue", "green", "yellow")}
                | {f"back-{batik}.svg" for batik in ("parang", "truntum", "ceplok")}
                | {f"{fruit}{value}.svg" for fruit in "AB" for value in range(1, 11)})
    assert set(generated) == expected


def test_svgs_stay_inside_the_tiny_subset(generated):
    for name, text in generated.items():
        root = ET.fromstring(text)
        assert root.get("viewBox") == "0 0 250 350", name  # 2.5 : 3.5
        assert root.get("baseProfile") == "tiny", name
        used = {element.tag.removeprefix(SVG_NS) for element in root.iter()}
        assert used <= ALLOWED_ELEMENTS, (name, used - ALLOWED_ELEMENTS)


def test_every_reference_points_at_a_definition(generated):
    for name, text in generated.items():
        defined = set(re.findall(r'id="([^"]+)"', text))
        referenced = set(re.findall(r'url\(#([^)]+)\)', text))
        referenced |= set(re.findall(r'xlink:href="#([^"]+)"', text))
        assert referenced <= defined, (name, referenced - defined)


def test_jokers_differ_from_each_other_and_from_every_face(generated):
    jokers = [generated["JK.svg"], generated["JK-black.svg"]]
    assert jokers[0] != jokers[1]
    others = [text for name, text in generated.items() if not name.startswith("JK")]
    assert all(joker not in others for joker in jokers)


def test_four_colour_differs_only_for_diamonds_and_clubs(generated):
    for name, text in generated.items():
        if name.startswith("four-colour/"):
            standard = generated[name.removeprefix("four-colour/")]
            suit = name.removesuffix(".svg")[-1]
            assert (text != standard) == (suit in "DC"), name


def test_high_contrast_faces_use_pure_inks_on_white(generated):
    # Preferences: high-contrast card faces (issue 16): the same face, stronger inks
    plain, strong = generated["QH.svg"], generated["high-contrast/QH.svg"]
    assert plain != strong and "#ffffff" in strong and "#fffdf7" not in strong
    assert "#b00000" in strong and "#c41e2a" not in strong
    assert "#002f9e" in generated["high-contrast-four-colour/5D.svg"]
