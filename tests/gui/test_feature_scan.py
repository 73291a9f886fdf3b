"""PySide6 no longer reads the source of each module imported after it (gui/feature_scan.py)."""

from __future__ import annotations

import inspect
import sys
import types

import pytest
from PySide6.support import feature

from desktop_app.gui.feature_scan import NO_FEATURE, skip_feature_scan


@pytest.fixture
def restored_hook():
    hook = feature.feature_imported
    yield
    feature.feature_imported = hook


def test_this_pyside_has_the_hook_and_a_module_is_not_read(restored_hook, monkeypatch, tmp_path):
    # Fails when a PySide upgrade drops the hook: the start would pay the scan again.
    assert skip_feature_scan()
    read: list[object] = []
    monkeypatch.setattr(inspect, "getsource", lambda module: read.append(module) or "")
    (tmp_path / "meja_scan_probe.py").write_text("from PySide6.QtCore import QObject\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    import meja_scan_probe  # noqa: F401  (imported for the hook's sake)

    assert read == []
    assert feature.pyside_feature_dict["meja_scan_probe"] == NO_FEATURE
    sys.modules.pop("meja_scan_probe", None)


def test_a_module_already_recorded_keeps_its_value(restored_hook):
    assert skip_feature_scan()
    feature.pyside_feature_dict["meja_scan_kept"] = 5
    feature.feature_imported(types.ModuleType("meja_scan_kept"))
    assert feature.pyside_feature_dict.pop("meja_scan_kept") == 5


def test_a_pyside_without_the_hook_is_left_alone():
    older = types.ModuleType("feature")
    older.feature_imported = hook = lambda module: None
    assert not skip_feature_scan(older)
    assert older.feature_imported is hook


def test_the_sources_pyside_read_as_it_loaded_are_forgotten(restored_hook):
    import linecache

    linecache.getlines(inspect.__file__)  # as PySide's scan leaves shiboken's and enum's
    assert inspect.__file__ in linecache.cache
    assert skip_feature_scan()
    assert inspect.__file__ not in linecache.cache
