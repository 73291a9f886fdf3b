"""Spare the start PySide6's scan of every imported module's source.

PySide6 lets a module opt in to its `__feature__` switches (`from __feature__ import
snake_case`). To know which modules might, it reads the whole source of every module imported
after it, through `inspect.getsource`, and looks for the word "PySide6": some 75 files and
14 ms of a start from source, and each file's text then stays in `linecache` (about 5 MiB).
This app selects no feature anywhere, so every module's answer is the same one PySide gives a
module that uses it without features (0); `skip_feature_scan` records that answer without
reading the file. Selecting a feature still works: that goes through `feature_import`, which
this leaves alone. The hook is PySide's own module (`PySide6.support.feature`); should a
later PySide lack it, the start only pays the scan again (a test says so).
"""

from __future__ import annotations

import linecache
from importlib import import_module
from types import ModuleType

NO_FEATURE = 0
"""PySide's value for a module that uses it and selects no feature."""


def skip_feature_scan(feature: ModuleType | None = None) -> bool:
    """Record each newly imported module as selecting no feature, without reading its source.
    Call once PySide6 is imported; False when this PySide (or the `feature` module given in
    its place) has no such hook."""
    if feature is None:
        try:
            feature = import_module("PySide6.support.feature")
        except ImportError:
            return False
    table = getattr(feature, "pyside_feature_dict", None)
    if not isinstance(table, dict) or not callable(getattr(feature, "feature_imported", None)):
        return False

    def imported(module: ModuleType) -> None:
        name = getattr(module, "__name__", None)
        if isinstance(name, str) and name not in table:
            table[name] = NO_FEATURE

    # setattr: the type checker knows `feature` only as some module
    setattr(feature, "feature_imported", imported)  # noqa: B010
    # What PySide read as it loaded (shiboken's and enum's sources, some 2,000 lines) would
    # stay in linecache all along; a traceback reads its lines again.
    linecache.clearcache()
    return True
