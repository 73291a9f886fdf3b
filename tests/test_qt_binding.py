"""The Qt binding must not corrupt the interpreter: PySide6 6.12.0 dropped a reference to
None on every call of a void method, so a painting app died with "deallocating None"."""

from __future__ import annotations

import sys

from PySide6.QtGui import QImage, QPainter


def test_void_methods_keep_none_alive():
    image = QImage(8, 8, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    before = sys.getrefcount(None)
    for _ in range(200):
        painter.save()
        painter.restore()
    after = sys.getrefcount(None)
    painter.end()
    assert after >= before - 20, f"None lost {before - after} references in 400 void calls"
