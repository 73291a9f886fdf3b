"""The start-screen pictures kept on disk, so that a start draws no card from SVG.

Rendering the four scenes (`start_scenes`) costs more than the rest of the start screen
(issue 13: start-up); each picture is kept as a PNG in the cache folder, per size, density,
colours, card back and version, and read back on the next start. This module is what the
start screen imports: the drawing code loads only when a picture must be drawn.
"""

from __future__ import annotations

import logging
import os
import zlib
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSize, QStandardPaths
from PySide6.QtGui import QPixmap

from .. import __version__

if TYPE_CHECKING:
    from .table.deck_art import DeckArt

log = logging.getLogger(__name__)

SCENES_SOURCE = Path(__file__).with_name("start_scenes.py")
"""The drawing code; a changed file draws the pictures anew (the bundle has no sources, and
its version number says enough)."""


def _art_version(art: DeckArt) -> str:
    """What the pictures are drawn from: this version, the drawing code and the card art.
    Files' sizes and times (a stat each), so a changed source tree draws anew."""
    parts = [__version__]
    for path in (SCENES_SOURCE, art.cards_dir):
        try:
            info = os.stat(path)
        except OSError:
            continue
        parts.append(f"{info.st_size}:{info.st_mtime_ns}")
    return ":".join(parts)


def scene_cache_name(game_id: str, art: DeckArt, size: QSize, dpr: float) -> str:
    """The picture's file name: the game, the size and a checksum of its look (a CRC is
    enough to tell looks apart, and spares the start hashlib's OpenSSL)."""
    look = f"{art.four_colour}:{art.high_contrast}:{art.rummy_back.value}:{_art_version(art)}"
    digest = f"{zlib.crc32(look.encode()):08x}"
    return f"{game_id}-{size.width()}x{size.height()}@{dpr:g}-{digest}.png"


def scene_cache_dir() -> Path:
    return Path(QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.CacheLocation)) / "start-scenes"


def cached_scene(game_id: str, art: DeckArt, size: QSize, dpr: float,
                 directory: Path | None = None) -> QPixmap:
    """`render_scene`, read from the cache folder when drawn before; a picture drawn now is
    kept there (a folder that cannot be written only costs the next start the drawing)."""
    folder = directory if directory is not None else scene_cache_dir()
    path = folder / scene_cache_name(game_id, art, size, dpr)
    pixmap = QPixmap()
    expected = (max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)))
    if path.is_file() and pixmap.load(str(path), "PNG") and \
            (pixmap.width(), pixmap.height()) == expected:
        pixmap.setDevicePixelRatio(dpr)
        return pixmap
    from PySide6.QtCore import QSaveFile  # with its file enums: only to write a picture

    from .start_scenes import render_scene

    pixmap = render_scene(game_id, art, size, dpr)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        for old in folder.glob(f"{game_id}-*.png"):  # one picture a game: sizes change often
            old.unlink(missing_ok=True)
        out = QSaveFile(str(path))  # written aside and renamed: never half a picture
        if out.open(QSaveFile.OpenModeFlag.WriteOnly) and pixmap.save(out, "PNG", 100) and \
                out.commit():
            return pixmap
        out.cancelWriting()
        log.info("start-screen picture not kept in %s", folder)
    except OSError as error:
        log.info("start-screen picture not kept: %s", error)
    return pixmap
