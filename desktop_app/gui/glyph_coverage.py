"""Which characters of a language's texts no font of the app can draw.

`meja-kartu --check-fonts ko` and the test suite run this same check, so the frozen bundle
and an installed package are checked on the machine they run on, as the source is: the texts
come from the compiled `.qm` catalogue the app loads and the rules pages it shows, not from
the `.ts` sources (which the bundle leaves out).
"""

from __future__ import annotations

import struct
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QLocale
from PySide6.QtGui import QFont, QRawFont

from .dialogs.rules_dialog import rules_path
from .i18n import LOCALES, translation_file

QM_MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
_MESSAGES_BLOCK = 0x69
_TAG_END, _TAG_TRANSLATION, _TAG_OBSOLETE1 = 1, 3, 5
_TAGS_WITH_LENGTH = {_TAG_TRANSLATION, 6, 7, 8}  # translation, source text, context, comment


class CatalogueError(ValueError):
    """The file is not a Qt translation catalogue this reader knows."""


def qm_translations(path: Path) -> list[str]:
    """Every translation (each plural form too) in a compiled Qt catalogue, read from its
    messages block: the format of Qt's `QTranslator` (magic, then tagged blocks; in the
    messages block, tagged fields up to an end tag per message)."""
    data = path.read_bytes()
    if not data.startswith(QM_MAGIC):
        raise CatalogueError(f"{path.name} is not a Qt translation file")
    return list(_translations(_messages_block(data, path.name), path.name))


def _messages_block(data: bytes, name: str) -> bytes:
    at = len(QM_MAGIC)
    while at + 5 <= len(data):
        tag = data[at]
        (length,) = struct.unpack_from(">I", data, at + 1)
        start = at + 5
        if start + length > len(data):
            break
        if tag == _MESSAGES_BLOCK:
            return data[start:start + length]
        at = start + length
    raise CatalogueError(f"{name} has no messages")


def _translations(block: bytes, name: str) -> Iterator[str]:
    at = 0
    while at < len(block):
        tag = block[at]
        at += 1
        if tag == _TAG_END:
            continue
        if tag == _TAG_OBSOLETE1:
            at += 4
            continue
        if tag not in _TAGS_WITH_LENGTH or at + 4 > len(block):
            raise CatalogueError(f"{name}: unknown field {tag:#x} in a message")
        (length,) = struct.unpack_from(">I", block, at)
        at += 4
        if length == 0xFFFFFFFF:  # a null text: no translation stored
            continue
        if tag == _TAG_TRANSLATION:
            yield block[at:at + length].decode("utf-16-be")
        at += length


def language_texts(code: str) -> list[str]:
    """What the app shows in that language: its catalogue and its rules pages."""
    from ..games.registry import GAMES

    texts = qm_translations(translation_file(code))
    locale = QLocale(LOCALES.get(code, "en_US"))
    for game_id in GAMES:
        page = rules_path(game_id, locale)
        if page.name != f"{game_id}.md":  # an English page is checked with English
            texts.append(page.read_text(encoding="utf-8"))
    return texts


@dataclass(frozen=True)
class GlyphReport:
    families: tuple[str, ...]
    missing: tuple[str, ...]
    """Characters none of `families` draws, each once, in code-point order."""


def glyph_report(code: str, font: QFont) -> GlyphReport:
    """The characters of `code`'s texts that no family of `font` has. Asked of each font file
    (`QRawFont`): `QFontMetrics.inFont` also counts the platform's fallbacks, which differ
    from machine to machine, and PySide misreads characters beyond Latin-1 there."""
    families = tuple(family for family in font.families() or [font.family()] if family)
    fonts = [QRawFont.fromFont(QFont(family)) for family in families]
    wanted = {char for text in language_texts(code) for char in text
              if char.isprintable() and not char.isspace()}
    missing = sorted(char for char in wanted
                     if not any(raw.supportsCharacter(ord(char)) for raw in fonts))
    return GlyphReport(families, tuple(missing))


def check_fonts(code: str) -> int:
    """`meja-kartu --check-fonts CODE`: 0 when the font the app uses for that language draws
    every character of it, 1 (naming the characters) when not, 2 when the language has no
    catalogue here. Needs a QGuiApplication."""
    from PySide6.QtGui import QGuiApplication

    from .i18n import font_for, language_name

    if not translation_file(code).is_file():
        print(f"meja-kartu: no translation for {code!r} is installed", file=sys.stderr)
        return 2
    report = glyph_report(code, font_for(code, QGuiApplication.font()))
    fonts = ", ".join(report.families)
    if not report.missing:
        print(f"{language_name(code)}: every character is drawn ({fonts})")
        return 0
    shown = " ".join(report.missing[:40])
    more = f" and {len(report.missing) - 40} more" if len(report.missing) > 40 else ""
    print(f"{language_name(code)}: {len(report.missing)} characters have no glyph in {fonts}: "
          f"{shown}{more}", file=sys.stderr)
    return 1
