"""What keeps the event loop on time while the table animates (issue 13 item 2); behaviour,
never time."""

from __future__ import annotations

import os
import subprocess
import sys


def test_the_gui_keeps_qt_raster_fills_on_its_own_thread():
    import desktop_app.gui  # noqa: F401  (the package sets it as it loads)

    assert os.environ.get("QT_NO_GUI_THREADPOOL") == "1"


def test_a_fresh_interpreter_gets_the_setting_before_qt_paints():
    code = ("import os; os.environ.pop('QT_NO_GUI_THREADPOOL', None); "
            "import desktop_app.gui.main_window; print(os.environ['QT_NO_GUI_THREADPOOL'])")
    env = {k: v for k, v in os.environ.items() if k != "QT_NO_GUI_THREADPOOL"}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=env, timeout=60, check=True)
    assert done.stdout.strip() == "1"
