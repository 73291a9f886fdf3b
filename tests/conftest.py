"""Test set-up: Qt runs offscreen (no display in CI); hypothesis profiles."""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The tests must never touch the player's own settings and saves: Qt's per-user locations
# (QSettings, QStandardPaths) point into a throw-away folder for the whole run.
_HOME = tempfile.mkdtemp(prefix="meja-kartu-tests-")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_HOME, "config")
os.environ["XDG_DATA_HOME"] = os.path.join(_HOME, "data")
os.environ["XDG_CACHE_HOME"] = os.path.join(_HOME, "cache")
# Computer players think on threads in the tests (a worker process per table would spend
# most of a test starting up); tests/gui/test_workers.py runs the process path itself.
os.environ.setdefault("MEJA_KARTU_THINKING", "thread")

import pytest  # noqa: E402 (after the environment is set)
from hypothesis import HealthCheck, settings  # noqa: E402

settings.register_profile(
    "default", max_examples=60, deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.register_profile("thorough", max_examples=600, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))


@pytest.fixture(autouse=True)
def no_modal_message_boxes(monkeypatch):
    """A test that opened a real modal message box would wait for a click forever (CI has
    nobody to click): it fails at once instead. Tests that expect a box patch these again."""
    from PySide6.QtWidgets import QMessageBox

    def refuse(*args, **kwargs):
        raise AssertionError(f"a modal message box opened during a test: {args[1:3]}")

    for name in ("question", "warning", "information", "critical"):
        monkeypatch.setattr(QMessageBox, name, refuse)


@pytest.fixture(autouse=True)
def cycles_collected_on_the_gui_thread(request):
    """As in the app (gui/gui_thread_collector.py): while a Qt test runs, the automatic
    collector is off and cycles are collected on the GUI thread, never on a computer player's
    or the network's thread, where a Qt object's destructor would crash the process."""
    if not {"qtbot", "qapp"} & set(request.fixturenames):
        yield
        return
    from desktop_app.gui.gui_thread_collector import GuiThreadCollector

    collector = GuiThreadCollector()
    collector.start()
    yield
    collector.stop()
    collector.deleteLater()
