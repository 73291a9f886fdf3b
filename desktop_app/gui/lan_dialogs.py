"""Hosting and joining a table across the room, from the main window.

Hosting reuses the new-game dialog: its first human seat is the player at this screen, every
other human seat is a remote player, computers stay computers. The host runs on a background
thread (`lan.background`) and this window joins it over the loopback address like any other
seat, so both windows play through the same code. Joining lists the tables discovery finds,
or takes a typed address, and the room code.
"""

from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..games.base import IllegalAction
from ..games.codec import CodecError
from ..games.registry import get_game
from ..lan.background import BackgroundLoop, HostedTable, SeatLink
from ..lan.client import Client, SeatView
from ..lan.discovery import Advertisement, TableAd, browse_tables, local_address
from ..lan.host import Host, SeatSpec
from ..lan.payload import decode_message
from ..lan.protocol import new_room_code
from .catalog import game_name, game_name_of
from .dialogs.new_game import NewGameDialog
from .i18n import plural
from .lan_session import Bridge, RemoteRealTimeSession, RemoteSession, SeatState, remote_setup
from .message_text import refusal_text

if TYPE_CHECKING:
    from .main_window import MainWindow

log = logging.getLogger(__name__)

DEFAULT_PORT = 47600


def tr(text: str) -> str:
    return QCoreApplication.translate("LanDialogs", text)


class JoinDialog(QDialog):
    """Pick a listed table or type host:port, give the room code and your name."""

    def __init__(self, parent: QWidget | None, background: BackgroundLoop) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Join a table across the room"))
        self.background = background
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(tr("Tables on this network:")))
        self.tables = QListWidget()
        self.tables.currentItemChanged.connect(self._picked)
        layout.addWidget(self.tables)
        self.refresh_button = QPushButton(tr("Look again"))
        self.refresh_button.clicked.connect(self.refresh)
        layout.addWidget(self.refresh_button)
        form = QFormLayout()
        self.address = QLineEdit()
        self.address.setPlaceholderText(tr("for example 192.168.1.20:47600"))
        self.code = QLineEdit()
        self.code.setPlaceholderText(tr("the six letters the host shows"))
        self.name = QLineEdit()
        self.seat = QComboBox()
        self.seat.addItem(tr("Any free seat"), None)
        for index in range(8):
            self.seat.addItem(tr("Seat {n}").format(n=index + 1), index)
        form.addRow(tr("Address:"), self.address)
        form.addRow(tr("Room code:"), self.code)
        form.addRow(tr("Your name:"), self.name)
        form.addRow(tr("Seat:"), self.seat)
        layout.addLayout(form)
        self.error = QLabel()
        self.error.setWordWrap(True)
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.bridge = Bridge()
        self.bridge.received.connect(self._found)
        self.refresh()

    def refresh(self) -> None:
        self.refresh_button.setEnabled(False)
        future = self.background.submit(asyncio.to_thread(browse_tables, 1.5))
        future.add_done_callback(lambda f: self.bridge.deliver(
            "tables", [] if f.exception() is not None else f.result()))

    def _found(self, kind: str, tables: Any) -> None:
        self.refresh_button.setEnabled(True)
        self.tables.clear()
        for table in tables:
            assert isinstance(table, TableAd)
            item = QListWidgetItem(plural(
                "LanDialogs", "{table} — {game}, %n open seat(s) ({host}:{port})",
                table.open_seats)
                                   .format(table=table.name, game=game_name_of(table.game)
                                           if table.game else "?",
                                           host=table.host, port=table.port))
            item.setData(256, f"{table.host}:{table.port}")
            self.tables.addItem(item)

    def _picked(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self.address.setText(str(item.data(256)))

    def target(self) -> tuple[str, int] | None:
        host, sep, port = self.address.text().strip().rpartition(":")
        if not sep or not port.isdigit() or not host:
            return None
        return host.strip("[]"), int(port)

    def _accept(self) -> None:
        if self.target() is None:
            self.error.setText(tr("Type the host's address and port, like 192.168.1.20:47600."))
        elif not self.code.text().strip():
            self.error.setText(tr("Type the room code the host shows."))
        else:
            self.accept()


class LobbyDialog(QDialog):
    """Who sits where until the game starts (it closes itself then)."""

    def __init__(self, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("The table across the room"))
        self.setModal(False)
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.seats = QListWidget()
        layout.addWidget(self.seats)
        self.resize(420, 300)

    def show_seats(self, heading: str, rows: list[dict[str, Any]], mine: int | None) -> None:
        self.heading.setText(heading)
        self.seats.clear()
        for row in rows:
            if row["kind"] == "computer":
                state = tr("computer")
            elif row["seat"] == mine:
                state = tr("you")
            elif row["connected"]:
                state = tr("ready")
            else:
                state = tr("free")
            self.seats.addItem(tr("{n}. {name} — {state}").format(
                n=row["seat"] + 1, name=row["name"], state=state))


class SeatsHereDialog(QDialog):
    """Which people sit at this screen (they share it, with the curtain between turns) and
    which play across the room on their own computers."""

    def __init__(self, parent: QWidget | None, seats: list[tuple[int, str]]) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Who plays where"))
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(tr("Players at this screen share it and pass it between "
                                   "turns; the others join from their own computers.")))
        form = QFormLayout()
        self.places: list[tuple[int, QComboBox]] = []
        for number, (seat, name) in enumerate(seats):
            place = QComboBox()
            place.addItem(tr("At this screen"), True)
            place.addItem(tr("Across the room"), False)
            place.setCurrentIndex(0 if number == 0 else 1)
            form.addRow(name, place)
            self.places.append((seat, place))
        layout.addLayout(form)
        self.error = QLabel()
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def here(self) -> list[int]:
        return [seat for seat, place in self.places if place.currentData()]

    def _accept(self) -> None:
        if not self.here():
            self.error.setText(tr("At least one player sits at this screen."))
        else:
            self.accept()


class LanController(QObject):
    """One window's part in a table across the room: the background loop, the hosted table
    (when this window hosts), the seat's link and the session on the table widget."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.background = BackgroundLoop()
        self.bridge = Bridge()
        self.bridge.received.connect(self._received)
        self.hosted: HostedTable | None = None
        self.advert: Advertisement | None = None
        self.link: SeatLink | None = None
        self.session: RemoteSession | RemoteRealTimeSession | None = None
        self.view: SeatView | None = None
        self.code = ""
        self.local_seat: int | None = None
        """The first seat at this screen (its connection brings the lobby and notices)."""
        self.also_here: list[int] = []
        """Further seats at this screen when players share it (hot seat with the curtain)."""
        self.links: dict[int, SeatLink] = {}
        """The connections of the further seats here, by seat."""
        self.early: list[tuple[int, tuple[Any, ...]]] = []
        """Their updates that came before the table opened."""
        self.status = QLabel()
        window.statusBar().addPermanentWidget(self.status)
        self.lobby = LobbyDialog(window)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    # ---------------------------------------------------------------- starting

    def host(self) -> bool:
        dialog = NewGameDialog(self.window)
        dialog.setWindowTitle(tr("Host a table across the room"))
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        setup = dialog.setup()
        info = get_game(setup.game_id)
        humans = [i for i, s in enumerate(setup.seats) if s.human]
        if not humans:
            QMessageBox.information(self.window, tr("Play across the room"),
                                    tr("Give at least one seat to a person."))
            return False
        here = [humans[0]]
        if len(humans) > 1:
            chooser = SeatsHereDialog(self.window, [(i, setup.seats[i].name) for i in humans])
            if chooser.exec() != QDialog.DialogCode.Accepted:
                return False
            here = chooser.here()
        if info.real_time and len(here) > 1:
            QMessageBox.information(self.window, tr("Play across the room"), tr(
                "{game} is played all at once: each player needs a screen of their own.")
                .format(game=game_name(info)))
            return False
        self.local_seat, self.also_here = here[0], here[1:]
        seats = [SeatSpec("local" if i in here else "remote", name=s.name)
                 if s.human else SeatSpec("computer", s.level or "medium", s.name)
                 for i, s in enumerate(setup.seats)]
        self.code = new_room_code()
        store = self.window.store
        host = Host(info, setup.config, seats, self.code, port=DEFAULT_PORT,
                    table_name=setup.seats[self.local_seat].name,
                    save_dir=None if store is None else store.directory, pace=0.6)
        self.hosted = HostedTable(self.background, host, self.bridge.deliver)
        self._show_status(tr("Starting the table…"))
        return True

    def join(self) -> bool:
        dialog = JoinDialog(self.window, self.background)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        target = dialog.target()
        assert target is not None
        self._connect(target[0], target[1], dialog.code.text(), dialog.name.text(),
                      dialog.seat.currentData())
        return True

    def _connect(self, address: str, port: int, code: str, name: str,
                 seat: int | None) -> None:
        client = Client(address, port, code, name, seat)
        self.link = SeatLink(self.background, client, self.bridge.deliver)
        self._show_status(tr("Joining {address}:{port}…").format(address=address, port=port))

    def _connect_also(self, port: int, seat: int) -> None:
        """A further seat at this screen: its own connection, with its own bridge."""
        bridge = Bridge(self)
        bridge.received.connect(lambda kind, payload, seat=seat: self._also(seat, kind, payload))
        client = Client("127.0.0.1", port, self.code, "", seat)
        self.links[seat] = SeatLink(self.background, client, bridge.deliver)

    def _also(self, seat: int, kind: str, payload: Any) -> None:
        """What a further seat's connection brings: its updates and refusals (the lobby,
        notices and delay come through the first seat's)."""
        if kind == "failed":
            self.window.statusBar().showMessage(tr("Network: {error}").format(error=payload),
                                                10000)
        if kind != "message":
            return
        message, events, observation, mover, over = payload[:5]
        if message["type"] == "update":
            update = (observation, events, mover, over, message["n"])
            if self.session is None:
                self.early.append((seat, update))
            elif isinstance(self.session, RemoteSession):
                self.session.received(*update, seat=seat)
        elif message["type"] == "refused" and self.session is not None:
            self.session.refused(self._refusal_text(message), message["seq"], message["stale"],
                                 message.get("rule") or "")

    # ---------------------------------------------------------------- messages

    def _received(self, kind: str, payload: Any) -> None:
        if kind == "host_ready":
            port = int(payload)
            self._advertise(port)
            self.code_text = tr("Room code {code} · {address}:{port}").format(
                code=self.code, address=local_address(), port=port)
            assert self.local_seat is not None
            self._connect("127.0.0.1", port, self.code, "", self.local_seat)
            for seat in self.also_here:
                self._connect_also(port, seat)
        elif kind == "joined":
            self.view = payload
            self._show_status(tr("Seated. Waiting for the other players…"))
        elif kind == "message":
            self._message(*payload)
        elif kind == "failed":
            self._show_status(tr("Network: {error}").format(error=payload))
            self.window.statusBar().showMessage(tr("Network: {error}").format(error=payload),
                                                10000)
        elif kind == "closed":
            ending = {"host_quit": tr("The host left; the game is saved on the host."),
                      "game_over": tr("The game is over."),
                      }.get(str(payload), tr("The connection to the host is closed."))
            self._show_status(ending)
        elif kind == "host_ended":
            self._unadvertise()

    def _message(self, message: dict[str, Any], events: list[Any], observation: Any,
                 mover: int | None, over: bool, latency: float | None,
                 deal: int | None) -> None:
        kind = message["type"]
        if deal is not None and self.session is not None:
            self.session.setup.seed = deal  # shown with the result, as at one computer
        if kind == "lobby":
            self._lobby(message["seats"], message["started"])
        elif kind == "notice":
            texts = {"dropped": tr("{name} lost the connection; a computer plays for them."),
                     "rejoined": tr("{name} is back.")}
            self.window.statusBar().showMessage(
                texts.get(message["kind"], "{name}").format(name=message["name"]), 8000)
        elif kind == "alert":
            text = (tr("{count} wrong room codes, the last from {address}: nobody may try "
                       "the code for {seconds} s.") if message["table"] else
                    tr("{count} wrong room codes from {address}: it must wait {seconds} s "
                       "before trying again."))
            self.window.statusBar().showMessage(text.format(
                count=message["failures"], address=message["address"],
                seconds=round(message["wait"])), 15000)
        elif kind == "refused" and self.session is not None:
            self.session.refused(self._refusal_text(message), message["seq"], message["stale"],
                                 message.get("rule") or "")
        elif kind == "update":
            if self.session is None:
                self._open_table(observation, events, mover, over, message["n"])
            elif isinstance(self.session, RemoteRealTimeSession):
                self.session.received(observation, events, mover, over, message["ack"])
            else:
                assert self.view is not None
                self.session.received(observation, events, mover, over, message["n"],
                                      self.view.seat)
        elif kind == "pong" and latency is not None and self.session is not None:
            self.session.show_latency(latency)  # on the table's score panel

    @staticmethod
    def _refusal_text(message: dict[str, Any]) -> str:
        """The host's reason in this player's words (its English text if it cannot be read)."""
        if message["message"] is not None:
            try:
                return refusal_text(IllegalAction(decode_message(message["message"])))
            except CodecError as error:
                log.warning("unreadable refusal from the host: %s", error)
        return str(message["reason"])

    def _lobby(self, rows: list[dict[str, Any]], started: bool) -> None:
        self.names = [str(row["name"]) for row in rows]
        if started:
            self.lobby.hide()
            return
        waiting = [row["name"] for row in rows
                   if row["kind"] != "computer" and not row["connected"]]
        text = tr("Waiting for: {seats}").format(seats=", ".join(waiting))
        self._show_status(text)
        heading = "\n".join(p for p in (self.code_text, text) if p)
        self.lobby.show_seats(heading, rows, None if self.view is None else self.view.seat)
        self.lobby.show()

    def _open_table(self, observation: Any, events: list[Any], mover: int | None,
                    over: bool, n: int) -> None:
        view = self.view
        assert view is not None and self.link is not None
        info = view.info
        config = info.config_from_json(view.config)
        names = getattr(self, "names", [f"{tr('Player')} {i + 1}"
                                        for i in range(config.players)])
        link = self.link
        here = [view.seat, *self.links]
        sends = {view.seat: link.send_action,
                 **{seat: other.send_action for seat, other in self.links.items()}}
        state = SeatState(info, config, view.seat, sends)
        state.take(observation, mover, over, [], view.seat, n)
        window = self.window
        window.table.detach()
        window.session = None
        kind = RemoteRealTimeSession if view.real_time else RemoteSession
        session = kind(remote_setup(info, config, here, names), state, window.table.scene,
                       window.art, window.metrics, window.speed, link)
        self.session = session
        window.stack.setCurrentWidget(window.table)
        window.table.attach(session)
        session.start(events or None)
        if isinstance(session, RemoteSession):
            session.shown = n  # the move this first update shows
            for seat, update in self.early:
                session.received(*update, seat=seat)
        self.early = []
        self._show_status()

    # ---------------------------------------------------------------- status, discovery

    code_text = ""

    def _show_status(self, text: str | None = None) -> None:
        parts = [p for p in (self.code_text, text) if p]
        self.status.setText("  ·  ".join(parts))

    def _advertise(self, port: int) -> None:
        assert self.hosted is not None
        open_seats = sum(1 for s in self.hosted.host.seats if s.spec.kind == "remote")
        advert = Advertisement(self.hosted.host.table_name, self.hosted.host.info.id, port,
                               open_seats)

        def register() -> None:
            try:
                advert.__enter__()
                self.advert = advert
            except OSError as error:
                log.warning("the table is not listed on the network: %s", error)

        self.background.submit(asyncio.to_thread(register))

    def _unadvertise(self) -> None:
        advert, self.advert = self.advert, None
        if advert is not None:
            self.background.submit(asyncio.to_thread(advert.__exit__, None, None, None))

    def shutdown(self) -> None:
        """Leave the table; a hosted game is saved and the others are told."""
        if self.hosted is not None:
            self.hosted.quit()
            try:
                self.hosted.future.result(5)
            except Exception as error:  # whatever happened, the window still closes
                log.warning("the table did not close cleanly: %s", error)
            self.hosted = None
        advert, self.advert = self.advert, None
        if advert is not None:
            advert.__exit__(None, None, None)
        self.background.stop()
        self.lobby.hide()
        self.status.setText("")


def play_across_the_room(window: MainWindow, hosting: bool,
                         previous: LanController | None) -> LanController | None:
    """Host or join from the main window (leaving the `previous` table first)."""
    if previous is not None:
        previous.shutdown()
    controller = LanController(window)
    started = controller.host() if hosting else controller.join()
    if not started:
        QTimer.singleShot(0, controller.shutdown)
        return None
    return controller
