"""Import the build scripts in packaging/ the way `python packaging/build.py` sees them: as
top-level modules beside each other (packaging/ is not a package: its name is PyPA's)."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


def load(name: str) -> ModuleType:
    folder = str(PACKAGING)
    sys.path.insert(0, folder)
    try:
        return importlib.import_module(name)
    finally:
        sys.path.remove(folder)
