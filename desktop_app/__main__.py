"""Start Meja Kartu: `meja-kartu` or `python -m desktop_app`.

`--demo GAME` opens the table with computer players in every seat and plays on screen, one
game after another;
`--quit-after N` exits with status 0 after N actions (smoke tests, the packaged app);
`--players N` seats that many computer players in the demo;
`--quit-when-shown` exits with status 0 once the first window has been painted (start-up
timing from outside: tests/benchmarks/bare_window.py does the same for a bare Qt window);
`--check-fonts LANG` says whether this machine's fonts draw every character of that language
(exit 1 naming those they do not): packagers and the bundle's build run it.
"""

from __future__ import annotations

import argparse
import gc
import logging
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from .games.registry import GAMES

if TYPE_CHECKING:
    from .gui.profile_lock import ProfileLock


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="meja-kartu", description="Meja Kartu card table")
    parser.add_argument("--demo", metavar="GAME", choices=sorted(GAMES),
                        help="computer players in every seat play GAME on screen")
    parser.add_argument("--quit-after", metavar="N", type=int,
                        help="with --demo: exit with status 0 after N actions")
    parser.add_argument("--speed", choices=("slow", "normal", "fast", "instant"),
                        help="animation speed for this run")
    parser.add_argument("--players", metavar="N", type=int,
                        help="with --demo: how many players sit at the table")
    parser.add_argument("--quit-when-shown", action="store_true",
                        help="exit with status 0 once the first window has been painted")
    parser.add_argument("--check-fonts", metavar="LANG",
                        help="check that the fonts here draw every character of language LANG "
                             "(id, ko) and exit")
    return parser


def claim_profile(directory: Path) -> tuple[ProfileLock, bool] | None:
    """Lock the profile: (the lock, whether this copy saves), or None when this copy should
    quit because another one has the profile (see gui/profile_lock.py)."""
    from .gui.profile_lock import ProfileLock

    lock = ProfileLock(directory)
    if lock.acquire():
        return lock, True
    from .gui.dialogs.second_copy_dialog import settle_second_copy  # only a second copy asks

    show_icon()  # its question shows before any main window
    if settle_second_copy(lock):
        return lock, False
    return None


def main(argv: Sequence[str] | None = None) -> int:
    # The computer players' worker process (gui/workers.py) is this executable started
    # again when frozen by PyInstaller: it must run the worker, not a second app.
    if getattr(sys, "frozen", False):  # a no-op otherwise: spare the start its import
        import multiprocessing

        multiprocessing.freeze_support()
    args = build_parser().parse_args(argv)
    if args.quit_after is not None and args.demo is None:
        build_parser().error("--quit-after needs --demo GAME")
    if args.players is not None:
        if args.demo is None:
            build_parser().error("--players needs --demo GAME")
        info = GAMES[args.demo]
        if not info.min_players <= args.players <= info.max_players:
            build_parser().error(f"{info.name} is for {info.min_players} to "
                                 f"{info.max_players} players")
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    from .gui.feature_scan import skip_feature_scan

    skip_feature_scan()  # first: PySide would read the source of each module imported after it
    from .gui import heap

    heap.limit_arenas()  # before any thread starts (see gui/heap.py)
    # Start-up builds what lives as long as the app; the cycle collector would trace it all
    # again and again while the modules load. The GUI thread's collector
    # (gui/gui_thread_collector.py) takes over once the app runs.
    collecting = gc.isenabled()
    gc.disable()
    try:
        return run(args)
    finally:
        if collecting:
            gc.enable()


def show_icon() -> None:
    """The app's icon on its windows, for taskbars that go by the window rather than the
    desktop file. The main window takes it once its first frame is up: Qt loads its SVG
    engine for it and renders it at four sizes for the window manager, which with the
    icon's Python type kept the window some 5 ms from showing."""
    from PySide6.QtGui import QGuiApplication, QIcon

    from .resources import resources_dir

    QGuiApplication.setWindowIcon(QIcon(str(resources_dir() / "icons" / "meja-kartu.svg")))


def run(args: argparse.Namespace) -> int:
    """The app, from checked arguments."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from .gui import heap
    from .gui.first_paint import after_first_paint
    from .gui.gui_thread_collector import GuiThreadCollector
    from .gui.main_window import MainWindow, data_directory
    from .gui.table.speed import Speed

    app = QApplication.instance() or QApplication(sys.argv[:1])
    if args.check_fonts is not None:
        from .gui.glyph_coverage import check_fonts

        return check_fonts(args.check_fonts)
    app.setApplicationName("Meja Kartu")
    app.setOrganizationName("Meja Kartu")
    app.setOrganizationDomain("mejakartu.org")
    # The installed menu entry (org.mejakartu.MejaKartu.desktop) and its icon; the windows'
    # own icon follows the first frame (show_icon).
    app.setDesktopFileName("org.mejakartu.MejaKartu")
    collector = GuiThreadCollector(app)
    collector.start()
    trimmer = heap.HeapTrimmer(app)
    trimmer.start()
    lock, saving = None, True
    if args.demo is None:  # a demo writes nothing to the profile
        claimed = claim_profile(data_directory())
        if claimed is None:
            return 0
        lock, saving = claimed
    window = MainWindow(demo=args.demo, quit_after=args.quit_after, demo_players=args.players,
                        saving=saving)
    if lock is not None and lock.held:
        lock.listen(window.bring_to_front)
    if args.speed:
        window.set_speed(Speed(args.speed), remember=False)
    # One pass after the first frame's, as the statistics open (MainWindow._after_first_frame).
    after_first_paint(window, lambda: QTimer.singleShot(0, show_icon))
    window.show()
    if args.quit_when_shown:
        from .gui.first_paint import quit_after_first_paint

        quit_after_first_paint(window)
    try:
        return app.exec()
    finally:
        trimmer.stop()
        collector.stop()
        if lock is not None:
            lock.release()


if __name__ == "__main__":
    sys.exit(main())
