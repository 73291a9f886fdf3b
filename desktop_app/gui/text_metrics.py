"""Measurements of text kept between frames.

A layout measures the same few markers over and over (every pile's pill on every refit, every
frame a card glides): building the font and asking its metrics costs about 10 µs a time. The
fonts are all derived from the application font, so what was measured holds until that font
changes (the player's system font size), when every cache here is emptied."""

from __future__ import annotations

from typing import Any

from PySide6.QtGui import QFont, QGuiApplication

_BASE: list[QFont] = []
"""The application font the caches were filled under."""
_CACHES: dict[str, dict[Any, Any]] = {}
_MAX_ENTRIES = 4096


def font_cache(name: str) -> dict[Any, Any]:
    """The cache called `name`, empty again whenever the application font has changed since
    the last call (a comparison costs well under a microsecond)."""
    font = QGuiApplication.font()
    if not _BASE or _BASE[0] != font:
        _BASE[:] = [font]
        for cache in _CACHES.values():
            cache.clear()
    cache = _CACHES.setdefault(name, {})
    if len(cache) >= _MAX_ENTRIES:
        cache.clear()
    return cache
