"""Where the app's data files live, the same question answered for source tree and bundle."""

from __future__ import annotations

import sys
from pathlib import Path


def resources_dir() -> Path:
    """The `resources/` folder: inside a PyInstaller bundle (`sys._MEIPASS`) when frozen,
    otherwise the repository's `resources/` beside the `desktop_app` package."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"
