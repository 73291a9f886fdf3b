"""Start Meja Kartu: `meja-kartu` or `python -m desktop_app`."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def build_parser() -> argparse.ArgumentParser:
    return argparse.ArgumentParser(prog="meja-kartu", description="Meja Kartu card table")


def main(argv: Sequence[str] | None = None) -> int:
    build_parser().parse_args(argv)
    from PySide6.QtWidgets import QApplication

    from .gui.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Meja Kartu")
    app.setOrganizationName("Meja Kartu")
    window = MainWindow()
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
