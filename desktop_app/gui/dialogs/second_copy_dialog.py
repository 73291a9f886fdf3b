"""What a second copy of the app on the same profile asks before it opens.

Two copies on one profile would overwrite each other's games, so the second says so and offers
to bring the open window to the front instead, or to open anyway without saving anything.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from ..profile_lock import ProfileLock


def tr(text: str) -> str:
    return QCoreApplication.translate("SecondCopyDialog", text)


class Choice(Enum):
    SHOW_OPEN_WINDOW = "show"
    PLAY_WITHOUT_SAVING = "no_saving"
    QUIT = "quit"


def second_copy_box(parent: QWidget | None = None) -> tuple[QMessageBox, dict[object, Choice]]:
    """The question, and which button means which choice (Esc quits)."""
    box = QMessageBox(QMessageBox.Icon.Information, tr("Meja Kartu is already open"),
                      tr("Meja Kartu is already open with your games in another window. Two "
                         "windows at once would overwrite each other's games."), parent=parent)
    box.setInformativeText(tr("You can go to the open window, or play here without saving: "
                              "nothing you play in this window would be kept or counted."))
    show = box.addButton(tr("Go to the open window"), QMessageBox.ButtonRole.AcceptRole)
    play = box.addButton(tr("Play without saving"), QMessageBox.ButtonRole.DestructiveRole)
    quit_button = box.addButton(tr("Quit"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(show)
    box.setEscapeButton(quit_button)
    return box, {show: Choice.SHOW_OPEN_WINDOW, play: Choice.PLAY_WITHOUT_SAVING,
                 quit_button: Choice.QUIT}


def ask_second_copy() -> Choice:
    box, choices = second_copy_box()
    box.exec()
    return choices.get(box.clickedButton(), Choice.QUIT)


def tell_no_answer() -> None:
    QMessageBox.warning(None, tr("Meja Kartu"), tr(
        "The open window did not answer. It may be busy, or stuck. Wait a moment and try "
        "again, or play here without saving."))


def settle_second_copy(lock: ProfileLock) -> bool:
    """Ask until settled: True to open this copy without saving, False to quit (the open
    window was asked to the front, or the player would rather not)."""
    while True:
        choice = ask_second_copy()
        if choice is Choice.PLAY_WITHOUT_SAVING:
            return True
        if choice is Choice.QUIT:
            return False
        if lock.request_show() and lock.answered():
            return False
        tell_no_answer()
