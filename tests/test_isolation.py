"""The test run keeps its hands off the player's own settings and saved games."""

from __future__ import annotations

import os
import tempfile

from PySide6.QtCore import QSettings, QStandardPaths


def test_settings_and_data_live_in_a_temporary_folder(qapp):
    temp = os.path.realpath(tempfile.gettempdir())
    settings = QSettings("Meja Kartu", "Meja Kartu")
    assert os.path.realpath(settings.fileName()).startswith(temp)
    data = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    assert os.path.realpath(data).startswith(temp)
