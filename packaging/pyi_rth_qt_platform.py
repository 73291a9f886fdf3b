"""PyInstaller runtime hook, run before the app in the frozen Linux build.

The bundle carries Qt's xcb platform plugin and not the wayland one (bundle_filter.py), so a
Wayland session would first look for it and print "Could not find the Qt platform plugin
wayland" before falling back to XWayland. Naming xcb goes there directly; an explicit
QT_QPA_PLATFORM (offscreen for headless runs) still wins.
"""

import os
import sys

if sys.platform.startswith("linux"):
    os.environ.setdefault("QT_QPA_PLATFORM", "xcb")
