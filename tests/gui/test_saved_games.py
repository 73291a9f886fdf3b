"""Saved games in the window: one per game kind with Continue on its tile, asking before a
game in progress is replaced, abandoned games in the statistics, a persistent notice while
games cannot be saved, unreadable and hostile saves reported once (OS errors injected at the
file layer: CI runs as root)."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QStandardPaths, Qt
from PySide6.QtWidgets import QMessageBox

from desktop_app.gui import main_window
from desktop_app.gui.game_setup import GameSetup
from desktop_app.gui.main_window import InProgress, MainWindow, default_setup
from desktop_app.gui.table.speed import Speed
from desktop_app.store import files


@pytest.fixture(autouse=True)
def warnings(monkeypatch) -> list[str]:
    """Every warning box's text (a real one would wait for a click)."""
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text, *rest: shown.append(text))
    return shown


@pytest.fixture(autouse=True)
def answers(monkeypatch) -> list[InProgress]:
    """The answers the "game in progress" question gets, in order (asking with none queued
    fails the test)."""
    queue: list[InProgress] = []

    def ask(parent: Any, name: str, progress: Any) -> InProgress:
        return queue.pop(0)

    monkeypatch.setattr(main_window, "ask_about_game_in_progress", ask)
    return queue


def open_window(qtbot, directory: Path, **options: Any) -> MainWindow:
    window = MainWindow(save_dir=directory, **options)
    window.set_speed(Speed.INSTANT)
    window.resize(1280, 800)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    QCoreApplication.processEvents()  # the start-up check of the saves has run
    # The statistics open once their modules are imported (on a thread, after the first
    # frame), as a player's first click would find them.
    qtbot.waitUntil(lambda: window._statistics_opened, timeout=10_000)
    return window


@pytest.fixture
def window(qtbot, tmp_path, warnings):
    window = open_window(qtbot, tmp_path)
    yield window
    window.table.detach()
    window.autosaver.close()


def human_setup(game: str, seed: int = 3) -> GameSetup:
    return default_setup(game, seed=seed, humans=1)


def tile(window: MainWindow, game: str):
    return next(t for t in window.start_page.tiles if t.info.id == game)


def play_a_move(window: MainWindow, qtbot) -> None:
    """Let the computers play until the human acts once (its first legal choice)."""
    session = window.session
    qtbot.waitUntil(lambda: session.state.to_move() == 0 and not session.choreo.busy,
                    timeout=20_000)
    before = len(session.state.history)
    assert session.try_action(session.state.legal_actions(0)[0])
    assert len(session.state.history) == before + 1


# ------------------------------------------------------------------ one save per game


def test_each_game_kind_keeps_its_own_game_in_progress(window, qtbot):
    window.start_new_game(human_setup("banakil"))
    play_a_move(window, qtbot)
    banakil = window.session.state.snapshot()
    window.start_new_game(human_setup("bain_hand_and_foot"))  # another kind: nothing asked
    window.show_start()
    assert set(window.in_progress) == {"banakil", "bain_hand_and_foot"}
    assert tile(window, "banakil").progress and tile(window, "bain_hand_and_foot").progress
    assert tile(window, "cap_it_rummy").progress is None
    target = tile(window, "banakil")
    qtbot.mouseClick(target, Qt.MouseButton.LeftButton,
                     pos=target.scene_rect().center().toPoint())  # the tile continues it
    assert window.session.setup.game_id == "banakil"
    assert window.session.state.snapshot() == banakil


def test_a_new_game_of_a_kind_in_progress_asks_first(window, qtbot, answers):
    window.start_new_game(human_setup("banakil", seed=3))
    play_a_move(window, qtbot)
    session, snapshot = window.session, window.session.state.snapshot()

    answers.append(InProgress.CANCEL)
    window.start_new_game(human_setup("banakil", seed=4))
    assert window.session is session and session.state.snapshot() == snapshot

    answers.append(InProgress.CONTINUE)
    window.restart()  # restarting is starting anew too
    assert window.session is session and session.state.snapshot() == snapshot

    window.show_start()
    answers.append(InProgress.CONTINUE)
    window.start_new_game(human_setup("banakil", seed=4))
    assert window.session.state.snapshot() == snapshot  # continued from the save

    window.show_start()
    answers.append(InProgress.ABANDON)
    window.start_new_game(human_setup("banakil", seed=4))
    assert window.session.setup.seed == 4 and len(window.session.state.history) == 0
    window.results.flush()  # written on the statistics' thread
    assert window.statistics.abandoned() == {"banakil": 1}
    assert answers == []  # asked exactly four times


def test_the_new_game_chip_of_a_tile_in_progress_asks_too(window, qtbot, answers,
                                                          monkeypatch):
    window.start_new_game(human_setup("banakil"))
    window.show_start()
    target = tile(window, "banakil")
    opened: list[str] = []
    monkeypatch.setattr(window, "new_game_dialog", lambda game=None: opened.append(game))
    window.start_page.new_game.disconnect()
    window.start_page.new_game.connect(window.new_game_dialog)
    qtbot.mouseClick(target, Qt.MouseButton.LeftButton,
                     pos=target.new_rect().center().toPoint())
    assert opened == ["banakil"]


def test_an_old_single_autosave_is_offered_after_the_upgrade(qtbot, tmp_path, warnings):
    from desktop_app.games.registry import get_game
    from desktop_app.store.saves import SavedGame

    setup = human_setup("banakil")
    state = get_game("banakil").new_game(setup.config, setup.seed)
    seat = state.to_move()
    state.apply(seat, state.legal_actions(seat)[0])
    (tmp_path / "autosave.json").write_text(SavedGame.of(state, setup.meta()).to_text(),
                                            encoding="utf-8")  # as the old version left it
    again = open_window(qtbot, tmp_path)
    qtbot.waitUntil(lambda: "banakil" in again.in_progress, timeout=5000)
    assert again.start_page.continue_tile.isVisible()
    assert tile(again, "banakil").progress is not None
    again.resume_saved("banakil")
    assert again.session.state.snapshot() == state.snapshot()
    assert warnings == []
    assert not (tmp_path / "autosave.json").exists()
    again.table.detach()
    again.autosaver.close()


# ------------------------------------------------------------------ cannot save


def _refuse(number: int) -> Any:
    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise OSError(number, os.strerror(number), kwargs.get("dir") or (args or [""])[0])
    return refuse


@pytest.mark.parametrize(("number", "words"), [(errno.EROFS, "read-only"),
                                               (errno.ENOSPC, "full"),
                                               (errno.EACCES, "not allowed")])
def test_a_profile_that_cannot_be_written_plays_on_with_a_notice(window, qtbot, monkeypatch,
                                                                 number, words):
    monkeypatch.setattr(files.tempfile, "mkstemp", _refuse(number))
    window.start_new_game(human_setup("banakil"))
    qtbot.waitUntil(lambda: window.save_notice.isVisible(), timeout=5000)
    assert words in window.save_notice.text() and "not being saved" in window.save_notice.text()
    assert "#8a1f11" in window.save_notice.styleSheet()  # in red, though styled only now
    play_a_move(window, qtbot)  # the game plays on
    window.show_start()
    assert window.save_notice.isVisible()  # on the start screen too
    window.resume_saved("banakil")  # nothing saved: nothing to continue
    monkeypatch.undo()
    window.start_new_game(human_setup("banakil"))
    play_a_move(window, qtbot)  # the next action saves again
    qtbot.waitUntil(lambda: not window.save_notice.isVisible(), timeout=5000)
    window.autosaver.flush()
    assert window.store.load("banakil") is not None


def test_a_folder_where_the_save_should_be(window, qtbot, tmp_path):
    (tmp_path / "saves" / "banakil.json").mkdir(parents=True)
    window.start_new_game(human_setup("banakil"))
    qtbot.waitUntil(lambda: window.save_notice.isVisible(), timeout=5000)
    assert "folder" in window.save_notice.text()
    play_a_move(window, qtbot)
    assert (tmp_path / "saves" / "banakil.json").is_dir()


@pytest.mark.parametrize("demo", [None, "banakil"])
def test_a_read_only_profile_folder_does_not_stop_the_start(qtbot, tmp_path, monkeypatch,
                                                            warnings, demo):
    profile = tmp_path / "profile"
    monkeypatch.setattr(QStandardPaths, "writableLocation", lambda location: str(profile))
    real_mkdir = Path.mkdir

    def read_only(self: Path, *args: Any, **kwargs: Any) -> None:
        if str(self).startswith(str(profile)):
            raise OSError(errno.EROFS, "Read-only file system", str(self))
        real_mkdir(self, *args, **kwargs)

    monkeypatch.setattr(Path, "mkdir", read_only)
    monkeypatch.setattr(files.tempfile, "mkstemp", _refuse(errno.EROFS))
    window = MainWindow(demo=demo)
    qtbot.addWidget(window)
    window.set_speed(Speed.INSTANT)
    window.show()
    qtbot.waitUntil(lambda: window.session is not None or demo is None, timeout=5000)
    if demo is None:
        window.start_new_game(human_setup("banakil"))
        qtbot.waitUntil(lambda: window.save_notice.isVisible(), timeout=5000)
        assert "read-only" in window.save_notice.text()
        play_a_move(window, qtbot)
    else:
        qtbot.waitUntil(lambda: len(window.session.state.history) > 0, timeout=20_000)
    assert warnings == []
    window.table.detach()


# ------------------------------------------------------------------ unreadable and hostile


def test_an_unreadable_save_is_reported_at_start_up_and_kept(qtbot, tmp_path, warnings,
                                                             monkeypatch):
    first = open_window(qtbot, tmp_path)
    first.start_new_game(human_setup("banakil"))
    first.close()
    path = tmp_path / "saves" / "banakil.json"
    before = path.read_bytes()
    real_open = Path.open

    def unreadable(self: Path, *args: Any, **kwargs: Any) -> Any:
        if self == path:
            raise PermissionError(errno.EACCES, "Permission denied", str(self))
        return real_open(self, *args, **kwargs)

    monkeypatch.setattr(Path, "open", unreadable)
    again = open_window(qtbot, tmp_path)
    qtbot.waitUntil(lambda: bool(warnings), timeout=5000)
    assert len(warnings) == 1 and "Permission denied" in warnings[0]
    assert "Traceback" not in warnings[0]
    assert tile(again, "banakil").progress is None
    again.start_new_game(human_setup("banakil"))  # plays, but never over the kept file
    play_a_move(again, qtbot)
    qtbot.waitUntil(lambda: again.save_notice.isVisible(), timeout=5000)
    again.autosaver.flush()
    monkeypatch.undo()
    assert path.read_bytes() == before
    again.table.detach()
    again.autosaver.close()


def _write_save(directory: Path, change: Any) -> Path:
    from desktop_app.store.saves import SavedGame

    setup = human_setup("banakil")
    state = __import__("desktop_app.games.registry", fromlist=["get_game"]).get_game(
        "banakil").new_game(setup.config, setup.seed)
    data = SavedGame.of(state, setup.meta()).to_json()
    change(data)
    path = directory / "saves" / "banakil.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_save_with_an_unknown_level_is_set_aside_once(window, qtbot, tmp_path, warnings):
    def grandmaster(data: dict[str, Any]) -> None:
        data["meta"]["seats"][1]["level"] = "grandmaster"

    _write_save(tmp_path, grandmaster)
    window.show_start()
    assert tile(window, "banakil").progress is not None
    window.resume_saved("banakil")
    assert window.session is None
    assert window.stack.currentWidget() is window.start_page  # no half-drawn table
    assert len(warnings) == 1 and "kept as" in warnings[0]
    assert tile(window, "banakil").progress is None
    window.resume_saved("banakil")
    window.show_start()
    assert len(warnings) == 1  # once, not again on every click
    assert list((tmp_path / "saves").glob("banakil.damaged-*"))


@pytest.mark.parametrize("case", ["5 MB name", "two seats", "nine seats"])
def test_hostile_seats_are_reported_once_at_start_up(qtbot, tmp_path, warnings, case):
    def change(data: dict[str, Any]) -> None:
        seats = data["meta"]["seats"]
        if case == "5 MB name":
            seats[1]["name"] = "B" * 5_000_000
        elif case == "two seats":
            del seats[2:]
        else:
            seats.extend([seats[1]] * 5)

    _write_save(tmp_path, change)
    window = open_window(qtbot, tmp_path)
    qtbot.waitUntil(lambda: bool(warnings), timeout=5000)
    assert len(warnings) == 1 and len(warnings[0]) < 400
    assert tile(window, "banakil").progress is None
    window.show_start()
    assert len(warnings) == 1
    window.autosaver.close()
