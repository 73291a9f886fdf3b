"""The table tests' shared window: the app's main window at 1280×800, cards moving instantly,
shown, and its table let go of afterwards (a file that needs another size or speed defines its
own `window`)."""

from __future__ import annotations

import pytest

from desktop_app.gui.main_window import MainWindow
from desktop_app.gui.table.speed import Speed


@pytest.fixture
def window(qtbot, tmp_path):
    window = MainWindow(save_dir=tmp_path)
    window.set_speed(Speed.INSTANT)
    window.resize(1280, 800)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.table.detach()
