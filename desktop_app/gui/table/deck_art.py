"""Card faces and backs as pixmaps, rendered from the SVG art once per size and screen.

Painting a card must never touch SVG: the table asks for a pixmap whenever it lays out (card
width follows the window), and `DeckArt` renders each (face, size, device pixel ratio, colour
scheme) once, keeping the most recently used ones up to a number of bytes. Hands squeeze and
melds shrink as a game goes on, so the table tells it after each layout which widths it
still shows (`keep_widths`) and the pictures of the others go.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPixmap

from ...resources import resources_dir

if TYPE_CHECKING:
    # The start screen holds a DeckArt but draws no card when its pictures are cached
    # (issue 13: start-up): the SVG module and the card types load with the first render.
    from PySide6.QtSvg import QSvgRenderer

    from ...cards.card import Card
    from ...games.banapples.fruit import FruitCard

CARD_ASPECT = 3.5 / 2.5
"""Height over width of every card file (250 x 350 units)."""

JOKER_LOOKS = ("JK", "JK-black")
"""Joker art files; alternate copies alternate looks so multi-deck jokers can be told apart."""

RENDERERS_KEPT_MS = 3000
"""How long the parsed SVGs stay loaded after the last render. A parsed card file takes
about 100 KB and its parse half a millisecond: a table renders its cards in bursts (a deal, a
new card size) and then shows them for minutes, so the parses go between bursts (about 2-8 MB,
every file of a deck) and a new burst parses again."""

BAKE_BUDGET_S = 0.003
"""How long one pass of the event loop may spend rendering art asked for ahead (`bake`):
about five cards at a large size, so a frame is never held up by a deal's new faces."""

CAPACITY_BYTES = 48 * 2**20
"""The most the cached pictures may take: every face and back of a full table in three
widths at the largest card size (about 16 MiB at 1080p), twice that on a 2x screen."""


class ColourScheme(StrEnum):
    """Which face art: each scheme but two-colour is a folder beside the two-colour faces."""

    TWO_COLOUR = "two-colour"
    """♠♣ black, ♥♦ red."""
    FOUR_COLOUR = "four-colour"
    """♠ black, ♥ red, ♦ blue, ♣ green: easier to read in multi-deck melds."""
    HIGH_CONTRAST = "high-contrast"
    """Pure inks on white paper with a black edge, for low vision or a bright room."""
    HIGH_CONTRAST_FOUR_COLOUR = "high-contrast-four-colour"

    @classmethod
    def of(cls, four_colour: bool, high_contrast: bool) -> ColourScheme:
        if high_contrast:
            return cls.HIGH_CONTRAST_FOUR_COLOUR if four_colour else cls.HIGH_CONTRAST
        return cls.FOUR_COLOUR if four_colour else cls.TWO_COLOUR


class Back(StrEnum):
    """Card backs. `DEFAULT` is whatever batik the player chose for the rummy games (kawung
    unless changed); the four colourways are one per Banapples seat."""

    DEFAULT = "back"
    RED = "back-red"
    BLUE = "back-blue"
    GREEN = "back-green"
    YELLOW = "back-yellow"
    PARANG = "back-parang"
    TRUNTUM = "back-truntum"
    CEPLOK = "back-ceplok"


RUMMY_BACKS = (Back.DEFAULT, Back.PARANG, Back.TRUNTUM, Back.CEPLOK)
"""The batik designs a player may choose for the rummy games (Preferences)."""


def card_size(width: int) -> QSize:
    """The card size for a card `width` logical pixels wide."""
    return QSize(width, round(width * CARD_ASPECT))


def face_name(card: Card | FruitCard) -> str:
    """The art file name (without `.svg`): `QS`, `10D`, `JK`, `JK-black`, or a Banapples face
    such as `A7` or `B10`."""
    from ...games.banapples.fruit import FruitCard

    if isinstance(card, FruitCard):
        return card.face
    if card.is_joker:
        return JOKER_LOOKS[card.copy % len(JOKER_LOOKS)]
    return str(card.face)


@dataclass(frozen=True, slots=True)
class PixmapKey:
    """What makes two renders identical; the cache's key."""

    face: str
    scheme: ColourScheme
    width: int
    height: int
    device_pixel_ratio: float
    accent: str = ""
    """The colour of a thin inner border (a Banapples deck's colour), or none."""


class DeckArt:
    """Loads the card SVGs and hands out cached pixmaps of faces and backs."""

    def __init__(self, cards_dir: Path | None = None, *, four_colour: bool = False,
                 high_contrast: bool = False, capacity_bytes: int = CAPACITY_BYTES,
                 rummy_back: Back = Back.DEFAULT) -> None:
        self._dir = cards_dir if cards_dir is not None else resources_dir() / "cards"
        self.rummy_back = rummy_back
        """What `Back.DEFAULT` shows: the player's choice among RUMMY_BACKS."""
        self._scheme = ColourScheme.of(four_colour, high_contrast)
        self._capacity = capacity_bytes
        self._bytes = 0
        self._widths: dict[int, int] = {}
        """How many cached pictures there are of each card width."""
        self._renderers: dict[Path, QSvgRenderer] = {}
        self._unload: QTimer | None = None
        """Unloads the renderers once rendering has paused (`RENDERERS_KEPT_MS`)."""
        self._variant_faces: dict[tuple[str, ColourScheme], bool] = {}
        self._pixmaps: OrderedDict[PixmapKey, QPixmap] = OrderedDict()
        self._renders = 0
        self._bakes: OrderedDict[PixmapKey, tuple[Callable[[], QPixmap],
                                                  list[Callable[[], None]]]] = OrderedDict()
        """Art asked for ahead, to render a few at a time between frames; with what waits."""
        self._baking = False

    @property
    def cards_dir(self) -> Path:
        return self._dir

    @property
    def four_colour(self) -> bool:
        return self._scheme in (ColourScheme.FOUR_COLOUR, ColourScheme.HIGH_CONTRAST_FOUR_COLOUR)

    @four_colour.setter
    def four_colour(self, on: bool) -> None:
        self._scheme = ColourScheme.of(on, self.high_contrast)

    @property
    def high_contrast(self) -> bool:
        return self._scheme in (ColourScheme.HIGH_CONTRAST,
                                ColourScheme.HIGH_CONTRAST_FOUR_COLOUR)

    @high_contrast.setter
    def high_contrast(self, on: bool) -> None:
        self._scheme = ColourScheme.of(self.four_colour, on)

    @property
    def scheme(self) -> ColourScheme:
        return self._scheme

    @property
    def cached_bytes(self) -> int:
        """How many bytes the cached pictures take (never more than the capacity)."""
        return self._bytes

    def keep_widths(self, widths: Iterable[int]) -> None:
        """Forget the pictures of every card width but these (the ones a table shows after
        its layout): a width no longer shown would only wait to be evicted."""
        keep = set(widths)
        if self._widths.keys() <= keep:
            return
        for key in [k for k in self._pixmaps if k.width not in keep]:
            self._forget(key)

    @property
    def render_count(self) -> int:
        """How many pixmaps were rendered from SVG so far (the cache's misses)."""
        return self._renders

    def card_key(self, card: Card | FruitCard, size: QSize, device_pixel_ratio: float = 1.0,
                 accent: QColor | None = None) -> PixmapKey:
        """What `card()` with these arguments hands out, as the cache knows it."""
        name = face_name(card)
        return PixmapKey(name, self._scheme_for(name), size.width(), size.height(),
                         round(device_pixel_ratio, 3), accent.name() if accent else "")

    def back_key(self, colourway: Back, size: QSize, device_pixel_ratio: float = 1.0
                 ) -> PixmapKey:
        """What `back()` with these arguments hands out, as the cache knows it."""
        chosen = self.rummy_back if Back(colourway) is Back.DEFAULT else Back(colourway)
        return PixmapKey(chosen.value, ColourScheme.TWO_COLOUR, size.width(), size.height(),
                         round(device_pixel_ratio, 3))

    def cached(self, key: PixmapKey) -> QPixmap | None:
        """The picture for `key` if it is rendered already (None: it is not; nothing is
        rendered here)."""
        pixmap = self._pixmaps.get(key)
        if pixmap is not None:
            self._pixmaps.move_to_end(key)
        return pixmap

    def bake(self, key: PixmapKey, render: Callable[[], QPixmap],
             then: Callable[[], None] | None = None) -> None:
        """Render `key` soon, a few pictures per pass of the event loop (`BAKE_BUDGET_S`),
        by calling `render` (the `card()` or `back()` call that hands it out); then call
        `then`. A deal's new faces are so spread over frames instead of all rendered in the
        pass that starts the deal. Art already rendered calls `then` at once."""
        if key in self._pixmaps:
            if then is not None:
                then()
            return
        entry = self._bakes.get(key)
        if entry is None:
            entry = self._bakes[key] = (render, [])
        if then is not None:
            entry[1].append(then)
        if not self._baking:
            self._baking = True
            QTimer.singleShot(0, self._bake_some)

    @property
    def baking(self) -> int:
        """How many pictures wait to be rendered (`bake`)."""
        return len(self._bakes)

    def finish_baking(self) -> None:
        """Render everything asked for ahead now (tests; a table that must show it all)."""
        while self._bakes:
            self._bake_one()

    def _bake_some(self) -> None:
        started = time.perf_counter()
        while self._bakes and time.perf_counter() - started < BAKE_BUDGET_S:
            self._bake_one()
        if self._bakes:
            QTimer.singleShot(0, self._bake_some)
        else:
            self._baking = False

    def _bake_one(self) -> None:
        key, (render, waiting) = self._bakes.popitem(last=False)
        if key not in self._pixmaps:
            render()
        for then in waiting:
            then()

    def face(self, name: str, size: QSize, device_pixel_ratio: float = 1.0) -> QPixmap:
        """A face by notation (`QS`, `10D`, `JK`, `JK-black`, `A7`, `B10`) in the current scheme."""
        return self._pixmap(name, self._scheme_for(name), size, device_pixel_ratio)

    def card(self, card: Card | FruitCard, size: QSize, device_pixel_ratio: float = 1.0,
             accent: QColor | None = None) -> QPixmap:
        """A card's face; with `accent`, framed by a thin inner border of that colour (whose
        deck it is), drawn once per size like the face itself."""
        name = face_name(card)
        if accent is None:
            return self.face(name, size, device_pixel_ratio)
        key = self.card_key(card, size, device_pixel_ratio, accent)
        cached = self.cached(key)
        if cached is not None:
            return cached
        pixmap = QPixmap(self._pixmap(name, key.scheme, size, device_pixel_ratio))
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = size.width(), size.height()
        inset = max(1.5, w * 0.028)
        radius = w * 0.06 * 0.7
        painter.setPen(QPen(accent, max(1.6, w * 0.03)))
        painter.drawRoundedRect(QRectF(inset, inset, w - 2 * inset, h - 2 * inset), radius,
                                radius)
        painter.end()
        self._store(key, pixmap)
        return pixmap

    def back(self, colourway: Back, size: QSize, device_pixel_ratio: float = 1.0) -> QPixmap:
        """A card back: `Back.DEFAULT` (the chosen batik) for the rummy games, one colour per
        Banapples seat."""
        key = self.back_key(colourway, size, device_pixel_ratio)
        return self._pixmap(key.face, key.scheme, size, device_pixel_ratio)

    def preload(self, names: Iterable[str]) -> None:
        """Parse these faces' SVGs now (in the current scheme) so first paints only render."""
        for name in names:
            self._renderer(self.path_of(name, self._scheme_for(name)))

    def clear(self) -> None:
        """Drop every cached pixmap (the renderers stay loaded a while); what waited to be rendered
        ahead is rendered when asked for again."""
        waiting = [then for _, thens in self._bakes.values() for then in thens]
        self._bakes.clear()
        self._pixmaps.clear()
        self._bytes = 0
        self._widths.clear()
        for then in waiting:
            then()

    def path_of(self, name: str, scheme: ColourScheme = ColourScheme.TWO_COLOUR) -> Path:
        if scheme is ColourScheme.TWO_COLOUR:
            return self._dir / f"{name}.svg"
        return self._dir / scheme.value / f"{name}.svg"

    def _scheme_for(self, name: str) -> ColourScheme:
        """The current scheme, or two-colour for art that has no variant (jokers, Banapples)."""
        if self._scheme is ColourScheme.TWO_COLOUR:
            return self._scheme
        has_variant = self._variant_faces.get((name, self._scheme))
        if has_variant is None:
            has_variant = self.path_of(name, self._scheme).is_file()
            self._variant_faces[(name, self._scheme)] = has_variant
        return self._scheme if has_variant else ColourScheme.TWO_COLOUR

    def _pixmap(self, name: str, scheme: ColourScheme, size: QSize,
                device_pixel_ratio: float) -> QPixmap:
        if size.width() <= 0 or size.height() <= 0:
            raise ValueError(f"card size must be positive, got {size.width()}x{size.height()}")
        if device_pixel_ratio <= 0:
            raise ValueError(f"device pixel ratio must be positive, got {device_pixel_ratio}")
        key = PixmapKey(name, scheme, size.width(), size.height(), round(device_pixel_ratio, 3))
        cached = self._pixmaps.get(key)
        if cached is not None:
            self._pixmaps.move_to_end(key)
            return cached
        pixmap = self._render(self._renderer(self.path_of(name, scheme)), size, key)
        self._store(key, pixmap)
        return pixmap

    def _store(self, key: PixmapKey, pixmap: QPixmap) -> None:
        """Keep `pixmap`, evicting the least recently used ones beyond the capacity (one
        picture larger than it all is handed out but not kept)."""
        size = _bytes_of(pixmap)
        if size > self._capacity:
            return
        while self._pixmaps and self._bytes + size > self._capacity:
            self._forget(next(iter(self._pixmaps)))
        self._pixmaps[key] = pixmap
        self._bytes += size
        self._widths[key.width] = self._widths.get(key.width, 0) + 1

    def _forget(self, key: PixmapKey) -> None:
        self._bytes -= _bytes_of(self._pixmaps.pop(key))
        left = self._widths.pop(key.width) - 1
        if left:
            self._widths[key.width] = left

    @property
    def loaded(self) -> int:
        """How many card files are parsed and loaded now."""
        return len(self._renderers)

    def _renderer(self, path: Path) -> QSvgRenderer:
        if self._unload is None:
            self._unload = QTimer()
            self._unload.setSingleShot(True)
            self._unload.setInterval(RENDERERS_KEPT_MS)
            self._unload.timeout.connect(self._renderers.clear)
        self._unload.start()
        renderer = self._renderers.get(path)
        if renderer is None:
            if not path.is_file():
                raise KeyError(f"no card art {path.name!r} in {path.parent}")
            from PySide6.QtSvg import QSvgRenderer

            renderer = QSvgRenderer(str(path))
            if not renderer.isValid():
                raise ValueError(f"card art {path} is not valid SVG for QSvgRenderer")
            renderer.setAspectRatioMode(Qt.AspectRatioMode.KeepAspectRatio)
            self._renderers[path] = renderer
        return renderer

    def _render(self, renderer: QSvgRenderer, size: QSize, key: PixmapKey) -> QPixmap:
        """Draw at physical resolution so high-DPI screens get every pixel they can show."""
        ratio = key.device_pixel_ratio
        image = QImage(round(size.width() * ratio), round(size.height() * ratio),
                       QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter, QRectF(0, 0, image.width(), image.height()))
        painter.end()
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(ratio)
        self._renders += 1
        return pixmap


def _bytes_of(pixmap: QPixmap) -> int:
    """What a pixmap's pixels take in memory."""
    return pixmap.width() * pixmap.height() * max(1, pixmap.depth() // 8)
