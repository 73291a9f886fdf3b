"""The settings file, readable by its owner only like the saves and statistics."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

from PySide6.QtCore import QSettings

from ..store.files import make_private

log = logging.getLogger(__name__)


def open_settings() -> QSettings:
    """The app's QSettings, its file made owner-only before Qt first writes it (Qt keeps the
    mode of the file it replaces). The Windows registry has no such file."""
    settings = QSettings()
    if sys.platform != "win32" or settings.format() != QSettings.Format.NativeFormat:
        try:
            make_private(Path(settings.fileName()))
        except OSError as error:
            log.warning("cannot make the settings file private: %s", error)
    return settings
