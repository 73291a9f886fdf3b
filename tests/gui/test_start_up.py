"""What start-up leaves until the first frame is up still happens: the windows' icon."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

CHECK_ICON = textwrap.dedent("""
    import sys
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QGuiApplication
    import desktop_app.__main__ as app_main
    from desktop_app.gui import main_window

    shown = main_window.MainWindow.show

    def show(window):
        shown(window)
        icon_at_show = QGuiApplication.windowIcon().isNull()

        def check():
            print(icon_at_show, QGuiApplication.windowIcon().isNull(),
                  window.windowIcon().isNull(), flush=True)
            QGuiApplication.quit()

        QTimer.singleShot(1500, check)

    main_window.MainWindow.show = show
    sys.exit(app_main.main([]))
""")


def test_the_window_takes_the_app_icon_once_its_first_frame_is_up(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path),
               XDG_DATA_HOME=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_CACHE_HOME=str(tmp_path / "cache"))
    done = subprocess.run([sys.executable, "-c", CHECK_ICON], capture_output=True, text=True,
                          timeout=60, env=env)
    assert done.returncode == 0, done.stderr
    # No icon while the window shows for the first time; the app's icon a moment later.
    assert done.stdout.split() == ["True", "False", "False"]
