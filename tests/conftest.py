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

from hypothesis import HealthCheck, settings  # noqa: E402 (after the environment is set)

settings.register_profile(
    "default", max_examples=60, deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.register_profile("thorough", max_examples=600, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "default"))
