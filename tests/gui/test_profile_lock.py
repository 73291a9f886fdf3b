"""One profile, one writer: the profile lock, the second copy's choice, and a window that
saves nothing; the settings file is owner-only."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import time

import pytest
from PySide6.QtCore import QSettings

from desktop_app.__main__ import claim_profile
from desktop_app.gui.dialogs import second_copy_dialog
from desktop_app.gui.dialogs.second_copy_dialog import Choice, second_copy_box
from desktop_app.gui.main_window import MainWindow
from desktop_app.gui.profile_lock import LOCK_NAME, ProfileLock
from desktop_app.gui.result_writer import outcome_text, problem_text
from desktop_app.gui.table.speed import Speed
from desktop_app.store.statistics import Problem, Recorded, StatisticsUnavailable
from tests.gui.finished_game import one_move_from_the_end
from tests.gui.test_translation import assert_all_marked, marking, visible_texts  # noqa: F401

HOLDER = """
import sys
from PySide6.QtCore import QLockFile
lock = QLockFile(sys.argv[1])
lock.setStaleLockTime(0)
print("locked" if lock.tryLock(0) else "busy", flush=True)
sys.stdin.read()
"""


@pytest.fixture
def other_copy(tmp_path):
    """Another running copy of the app holding the profile's lock (a separate process)."""
    process = subprocess.Popen([sys.executable, "-c", HOLDER, str(tmp_path / LOCK_NAME)],
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None
    assert process.stdout.readline().strip() == "locked"
    yield process
    process.kill()
    process.wait()


def test_a_second_copy_cannot_lock_the_profile(tmp_path, other_copy):
    assert not ProfileLock(tmp_path).acquire()


def test_a_lock_is_never_stale_by_age_alone(tmp_path, other_copy):
    hours_ago = time.time() - 5 * 3600
    os.utime(tmp_path / LOCK_NAME, (hours_ago, hours_ago))
    assert not ProfileLock(tmp_path).acquire()


def test_the_lock_of_a_killed_copy_is_taken_over(tmp_path, other_copy):
    other_copy.kill()  # kill -9: the lock file stays, its owner's process is gone
    other_copy.wait()
    assert (tmp_path / LOCK_NAME).exists()
    lock = ProfileLock(tmp_path)
    assert lock.acquire()
    assert lock.held
    assert stat.S_IMODE(os.stat(tmp_path / LOCK_NAME).st_mode) == 0o600
    lock.release()


def test_two_locks_in_one_process(tmp_path):
    first, second = ProfileLock(tmp_path), ProfileLock(tmp_path)
    assert first.acquire()
    assert not second.acquire()
    first.release()
    assert second.acquire()
    second.release()


def test_the_first_copy_comes_to_the_front_when_asked(qtbot, tmp_path):
    first = ProfileLock(tmp_path)
    assert first.acquire()
    shown: list[bool] = []
    assert first.listen(lambda: shown.append(True))
    second = ProfileLock(tmp_path)
    assert not second.acquire()
    assert second.request_show()
    qtbot.waitUntil(lambda: shown == [True])
    assert second.answered(timeout=0)
    assert second.request_show()  # and again: the request file is still watched
    qtbot.waitUntil(lambda: shown == [True, True])
    first.release()


def test_the_second_copy_says_so_and_offers_the_choices(qtbot):
    box, choices = second_copy_box()
    qtbot.addWidget(box)
    assert "already open" in box.text()
    assert sorted(c.value for c in choices.values()) == ["no_saving", "quit", "show"]
    assert choices[box.defaultButton()] is Choice.SHOW_OPEN_WINDOW
    assert choices[box.escapeButton()] is Choice.QUIT


def test_claiming_a_profile_another_copy_holds(tmp_path, other_copy, monkeypatch):
    answers = [Choice.SHOW_OPEN_WINDOW, Choice.PLAY_WITHOUT_SAVING]
    told: list[bool] = []
    monkeypatch.setattr(second_copy_dialog, "ask_second_copy", lambda: answers.pop(0))
    monkeypatch.setattr(second_copy_dialog, "tell_no_answer", lambda: told.append(True))
    monkeypatch.setattr(ProfileLock, "answered", lambda self, timeout=0: False)
    claimed = claim_profile(tmp_path)
    assert claimed is not None
    lock, saving = claimed
    assert not saving and not lock.held
    assert told == [True]  # the other copy did not take the request: the player is told


def test_claiming_a_free_profile_and_quitting_the_second_copy(tmp_path, monkeypatch):
    claimed = claim_profile(tmp_path)
    assert claimed is not None and claimed[1] and claimed[0].held
    monkeypatch.setattr(second_copy_dialog, "ask_second_copy", lambda: Choice.QUIT)
    assert claim_profile(tmp_path) is None
    monkeypatch.setattr(second_copy_dialog, "ask_second_copy", lambda: Choice.SHOW_OPEN_WINDOW)
    monkeypatch.setattr(ProfileLock, "answered", lambda self, timeout=0: True)
    assert claim_profile(tmp_path) is None  # the open window came to the front
    claimed[0].release()


def test_a_window_without_saving_writes_nothing_and_says_so(qtbot, tmp_path):
    settings = QSettings()
    settings.setValue("view/card_size", "normal")
    settings.sync()
    window = MainWindow(save_dir=tmp_path, saving=False)
    window.set_speed(Speed.INSTANT)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window.not_saving_notice is not None and window.not_saving_notice.isVisible()
    assert "Not saving" in window.not_saving_notice.text()
    assert window.store is None and window.autosaver is None and window.results is None
    setup, state, last_move = one_move_from_the_end()
    window.start_game(setup, state)
    session = window.session
    assert session is not None
    with qtbot.waitSignal(session.game_over, timeout=10000):
        assert session.try_action(last_move)
    window.set_card_size("large")
    window.set_speed(Speed.SLOW)
    window.show_start()
    window.close()
    window.table.detach()
    assert list(tmp_path.iterdir()) == []
    settings.sync()
    assert settings.value("view/card_size") == "normal"
    assert settings.value("view/speed") != Speed.SLOW.value


def test_the_settings_file_is_owner_only(qtbot, tmp_path):
    path = QSettings().fileName()
    if os.path.exists(path):
        os.remove(path)
    window = MainWindow(save_dir=tmp_path)
    qtbot.addWidget(window)
    window.set_card_size("large")
    window.settings.sync()
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    window.set_card_size("normal")
    window.settings.sync()
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    window.close()


def test_the_window_is_brought_to_the_front(qtbot, tmp_path):
    window = MainWindow(save_dir=tmp_path)
    qtbot.addWidget(window)
    window.show()
    window.showMinimized()
    window.bring_to_front()
    qtbot.waitUntil(lambda: not window.isMinimized())
    window.close()


@pytest.mark.usefixtures("marking")
def test_the_new_words_are_translatable(qtbot, tmp_path):
    box, _ = second_copy_box()
    qtbot.addWidget(box)
    assert_all_marked([*visible_texts(box), box.informativeText()])
    window = MainWindow(save_dir=tmp_path, saving=False)
    qtbot.addWidget(window)
    assert window.not_saving_notice is not None
    assert_all_marked([window.not_saving_notice.text()])
    window.close()
    recorded = [Recorded(False, kept, StatisticsUnavailable(problem, "x"))
                for problem in Problem for kept in (True, False)]
    assert_all_marked([outcome_text(r) or "" for r in recorded])
    assert_all_marked([problem_text(problem) for problem in Problem])
