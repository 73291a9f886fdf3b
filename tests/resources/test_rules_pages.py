"""The rules pages in Indonesian and Korean mirror the English ones: same headings, the same
house-rule and points tables, every rule id in the same order, the same numbers, in the
players' language; the rules dialog opens them for id_ID and ko_KR, and Hangul has glyphs."""

from __future__ import annotations

import re
import shutil
import subprocess
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QSettings
from PySide6.QtGui import QFont, QFontMetrics

from desktop_app.gui.dialogs.rules_dialog import RulesDialog, rules_path
from desktop_app.resources import resources_dir

GAMES = ("banakil", "cap_it_rummy", "bain_hand_and_foot", "banapples")
LANGUAGES = ("id", "ko")
RULE_ID = re.compile(r"\b(?:BK|CR|HF|BA)-\d\d\b")
HANGUL = re.compile(r"[\uac00-\ud7a3]")
ENGLISH_WORDS = frozenset({
    "the", "and", "you", "your", "of", "is", "are", "with", "to", "in", "on", "for", "may",
    "not", "each", "every", "cards", "player", "players", "round", "score", "that", "this",
    "when", "their", "from", "which", "have", "has", "must", "only"})
"""Everyday English words; the game terms the seeds borrow (set, run, meld, wild card, push,
Joker, Jack, canasta) are left out on purpose."""


def page(game_id: str, language: str = "") -> str:
    name = f"{game_id}.{language}.md" if language else f"{game_id}.md"
    return (resources_dir() / "rules" / name).read_text(encoding="utf-8")


def headings(text: str) -> Counter[int]:
    return Counter(len(match) for match in re.findall(r"^(#+) \S", text, re.MULTILINE))


def table_sizes(text: str) -> list[int]:
    """Rows of each Markdown table in the page, header and rule line included."""
    sizes: list[int] = []
    previous_was_row = False
    for line in text.splitlines():
        is_row = line.lstrip().startswith("|")
        if is_row and previous_was_row:
            sizes[-1] += 1
        elif is_row:
            sizes.append(1)
        previous_was_row = is_row
    return sizes


def table_columns(text: str) -> list[int]:
    return [line.strip().strip("|").count("|") + 1 for line in text.splitlines()
            if line.lstrip().startswith("|")]


def numbers(text: str) -> set[str]:
    """Every number written in digits, its thousands separator (, or .) taken out."""
    return {re.sub(r"[.,]", "", found) for found in re.findall(r"\d+(?:[.,]\d{3})*", text)}


def words(text: str) -> list[str]:
    return re.findall(r"[a-z]+", text.lower())


CASES = [(game_id, language) for language in LANGUAGES for game_id in GAMES]


@pytest.mark.parametrize(("game_id", "language"), CASES)
def test_the_translated_page_has_the_english_pages_structure(game_id, language):
    english, translated = page(game_id), page(game_id, language)
    assert headings(translated) == headings(english)
    assert table_sizes(translated) == table_sizes(english)
    assert table_columns(translated) == table_columns(english)


@pytest.mark.parametrize(("game_id", "language"), CASES)
def test_the_translated_page_keeps_every_rule_id_in_order(game_id, language):
    english, translated = page(game_id), page(game_id, language)
    assert RULE_ID.findall(english)
    assert RULE_ID.findall(translated) == RULE_ID.findall(english)
    # styled like the English ones by the dialog, which looks for "<small>("
    assert translated.count("<small>(") == english.count("<small>(")


@pytest.mark.parametrize(("game_id", "language"), CASES)
def test_the_translated_page_keeps_the_numbers(game_id, language):
    english, translated = page(game_id), page(game_id, language)
    assert numbers(english) <= numbers(translated)
    if language == "id":  # 20.000, never 20,000
        assert not re.search(r"\d,\d{3}\b", translated)
    else:  # 20,000, never 20.000
        assert not re.search(r"\d\.\d{3}\b", translated)


@pytest.mark.parametrize(("game_id", "language"), CASES)
def test_the_translated_page_is_not_english(game_id, language):
    translated = page(game_id, language)
    found = words(translated)
    english = [word for word in found if word in ENGLISH_WORDS]
    assert len(english) <= 3, english
    if language == "ko":
        hangul = len(HANGUL.findall(translated))
        assert hangul > 2 * len("".join(found)), "mostly Latin letters in a Korean page"
    else:
        assert not HANGUL.search(translated)
        assert len(found) > 500


@pytest.mark.parametrize(("locale", "language"), [("id_ID", "id"), ("ko_KR", "ko")])
@pytest.mark.parametrize("game_id", GAMES)
def test_rules_path_picks_the_locales_page(game_id, locale, language):
    assert rules_path(game_id, QLocale(locale)).name == f"{game_id}.{language}.md"
    assert rules_path(game_id, QLocale("en_GB")).name == f"{game_id}.md"


@pytest.fixture
def default_locale():
    before = QLocale()
    yield QLocale.setDefault
    QLocale.setDefault(before)


@pytest.mark.parametrize(("locale", "heading"), [("id_ID", "Aturan pilihan di Meja Kartu"),
                                                 ("ko_KR", "Meja Kartu의 하우스 룰")])
def test_the_rules_dialog_opens_the_page_in_the_locales_language(qtbot, tmp_path,
                                                                  default_locale, locale,
                                                                  heading):
    default_locale(QLocale(locale))
    dialog = RulesDialog("banakil", settings=QSettings(str(tmp_path / "s.ini"),
                                                       QSettings.Format.IniFormat))
    qtbot.addWidget(dialog)
    assert not dialog.missing
    plain = dialog.browser.toPlainText()
    assert heading in plain
    assert "House rules" not in plain and "<small" not in plain


def hangul_font_installed() -> bool:
    if shutil.which("fc-list") is None:
        return False
    listed = subprocess.run(["fc-list", ":lang=ko"], capture_output=True, text=True,
                            check=False)
    return bool(listed.stdout.strip())


@pytest.mark.skipif(not hangul_font_installed(),
                    reason="no Hangul font installed (fc-list :lang=ko lists none): install "
                           "fonts-noto-cjk, which the .deb depends on")
@pytest.mark.parametrize("game_id", GAMES)
def test_every_hangul_character_of_the_korean_page_has_a_glyph(qapp, game_id):
    """In the system's Korean face, as Qt falls back to it. `inFontUcs4`: PySide's
    `inFont(str)` answers no for any Hangul syllable, glyph or not."""
    listed = subprocess.run(["fc-list", ":lang=ko", "family"], capture_output=True, text=True,
                            check=False)
    korean = listed.stdout.splitlines()[0].split(",")[0].strip()
    metrics = QFontMetrics(QFont(korean))
    characters = set(HANGUL.findall(page(game_id, "ko")))
    assert characters
    assert not sorted(ch for ch in characters if not metrics.inFontUcs4(ord(ch)))
    assert not metrics.inFontUcs4(0x0378)  # the check can say no: an unassigned code point


def test_the_glossary_covers_the_terms_in_three_languages():
    glossary = (Path(resources_dir()) / "translations" / "glossary.md").read_text(
        encoding="utf-8")
    rows = [[cell.strip() for cell in line.strip().strip("|").split("|")]
            for line in glossary.splitlines() if line.startswith("| ")]
    rows = [cells for cells in rows if cells[0] != "English"]  # each table's header
    english = {term.strip().lower() for cells in rows
               for term in re.sub(r"\(.*?\)", "", cells[0]).split(",")}
    for term in ("ace", "king", "queen", "jack", "joker", "wild card", "stock",
                 "discard pile", "meld", "set", "run", "lay off", "go out", "push", "contract",
                 "natural canasta", "mixed canasta", "wild canasta", "hand", "foot", "red 3",
                 "round", "target score", "partner", "team", "seed pile", "tree", "canopy",
                 "compost", "apple", "banana", "draw pile", "hearts", "diamonds", "clubs",
                 "spades"):
        assert term in english, term
    for cells in rows:
        assert len(cells) == 5 and all(cells), cells
        assert HANGUL.search(cells[2]), cells
