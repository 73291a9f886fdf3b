"""About Meja Kartu: what it is, its games, that it stays offline, its license and credits."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from ... import __version__
from ...games.registry import GAMES
from ..catalog import game_description, game_name
from ..font_scale import points
from ..start_scenes import ScenePainter, fan
from ..table.deck_art import CARD_ASPECT, DeckArt

EMBLEM = ("AS", "2H", "JK", "AD")


def tr(text: str) -> str:
    return QCoreApplication.translate("AboutDialog", text)


def _paragraph(text: str) -> str:
    return f"<p>{escape(text)}</p>"


def emblem(art: DeckArt, size: QSize, dpr: float) -> QPixmap:
    """A small fan of our own cards: an Ace, a wild 2, a joker."""
    image = QImage(round(size.width() * dpr), round(size.height() * dpr),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    rect = QRectF(0, 0, size.width(), size.height())
    card_height = rect.height() * 0.56
    scene = ScenePainter(painter, art, card_height / CARD_ASPECT, dpr)
    scene.cards(fan(EMBLEM, QPointF(rect.center().x(), rect.center().y() + card_height * 1.3),
                    card_height * 1.25, 36))
    painter.end()
    return QPixmap.fromImage(image)


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, art: DeckArt | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("About Meja Kartu"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 14)
        header = QHBoxLayout()
        picture = QLabel(self)
        picture.setPixmap(emblem(art or DeckArt(), QSize(180, 124), self.devicePixelRatioF()))
        header.addWidget(picture)
        title = QLabel(self)
        title.setObjectName("aboutTitle")
        title.setText(f"<div style='font-size: {points(22):.0f}pt; font-weight: 700;'>"
                      f"{escape(tr('Meja Kartu'))}"
                      f"</div><div>{escape(tr('Version {version}').format(version=__version__))}"
                      "</div>")
        header.addWidget(title, 1)
        layout.addLayout(header)

        games = "".join(f"<li><b>{escape(game_name(info))}</b> — "
                        f"{escape(game_description(info))}</li>" for info in GAMES.values())
        html = "".join([
            _paragraph(tr("Meja Kartu (“card table”) is a card table on your computer for "
                          "playing rummy and solitaire-race games against computer players, "
                          "or with friends taking turns at one screen.")),
            _paragraph(tr("The games:")), f"<ul>{games}</ul>",
            _paragraph(tr("It works entirely offline: no account, no internet connection, no "
                          "advertising, and no data leaves your computer. Saved games and "
                          "statistics stay in your own user folder.")),
            _paragraph(tr("Free software under the MIT License.")),
            _paragraph(tr("The card faces, card backs and drawings are our own, made for Meja "
                          "Kartu. Built with Qt for Python (PySide6), used under the LGPL.")),
        ])
        body = QLabel(self)
        body.setObjectName("aboutText")
        body.setWordWrap(True)
        body.setTextFormat(Qt.TextFormat.RichText)
        body.setText(html)
        body.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(body)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.setMinimumWidth(540)
        self.text = body.text()
