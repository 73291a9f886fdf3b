"""Cycles are collected on the GUI thread only (gui/gui_thread_collector.py): a Qt object in
a cycle must never be destroyed by a collection that a computer player's thread set off."""

from __future__ import annotations

import gc
import threading
import weakref

from PySide6.QtCore import QObject

from desktop_app.gui.gui_thread_collector import GuiThreadCollector, collect_due


class Node:
    def __init__(self) -> None:
        self.me = self
        self.qt = QObject()


def test_a_cycle_holding_a_qt_object_is_collected_by_the_gui_threads_timer(qtbot):
    was = gc.isenabled()  # the test set-up's own collector may have it off already
    collector = GuiThreadCollector(interval_ms=5)
    collector.start()
    try:
        assert not gc.isenabled()
        destroyed_on: list[threading.Thread] = []
        node = Node()
        gone = weakref.ref(node)
        node.qt.destroyed.connect(lambda: destroyed_on.append(threading.current_thread()))
        del node

        kept: list[object] = []

        def churn() -> None:  # far past every threshold, on another thread
            kept.extend([] for _ in range(200_000))

        worker = threading.Thread(target=churn)
        worker.start()
        worker.join()
        assert gone() is not None, "a thread's allocations set off a collection"
        qtbot.waitUntil(lambda: gone() is None, timeout=5000)
        assert destroyed_on == [threading.main_thread()]
    finally:
        collector.stop()
    assert gc.isenabled() == was


def test_only_a_generation_past_its_threshold_is_collected():
    was = gc.isenabled()
    gc.disable()
    try:
        gc.collect()
        assert collect_due() is None  # counts are back at zero
        kept = [[] for _ in range(gc.get_threshold()[0] + 10)]  # tracked, alive
        assert collect_due() == 0
        assert kept
    finally:
        if was:
            gc.enable()


def test_stopping_gives_the_collector_back_as_it_was(qtbot):
    gc.disable()
    try:
        collector = GuiThreadCollector()
        collector.start()
        collector.stop()
        assert not gc.isenabled()  # it was off before: it stays off
    finally:
        gc.enable()


def test_the_app_gives_the_collector_back_as_it_found_it(qapp, capsys):
    """Start-up pauses the automatic collector (desktop_app/__main__.py); whatever way the
    app ends, the collector is as it was before."""
    from desktop_app.__main__ import main

    was = gc.isenabled()
    try:
        for state in (True, False):
            (gc.enable if state else gc.disable)()
            assert main(["--check-fonts", "xx"]) == 2
            assert gc.isenabled() is state
    finally:
        (gc.enable if was else gc.disable)()
    capsys.readouterr()
