"""The main window. Until the card table exists it lists the games the registry knows."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QVBoxLayout,
    QWidget,
)

from ..games.registry import GAMES


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(tr("Meja Kartu"))
        self.resize(720, 480)
        body = QWidget(self)
        layout = QVBoxLayout(body)
        heading = QLabel(tr("Games"), body)
        heading.setStyleSheet("font-size: 20pt; font-weight: 600;")
        layout.addWidget(heading)
        self.game_list = QListWidget(body)
        for info in GAMES.values():
            players = (f"{info.min_players}–{info.max_players}"
                       if info.min_players != info.max_players else str(info.min_players))
            item = QListWidgetItem(f"{info.name}   ·   {tr('players')}: {players}\n"
                                   f"{info.description}")
            item.setData(Qt.ItemDataRole.UserRole, info.id)
            self.game_list.addItem(item)
        layout.addWidget(self.game_list)
        self.setCentralWidget(body)
