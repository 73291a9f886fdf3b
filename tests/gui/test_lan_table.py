"""A window at a table across the room (loopback): it hosts a Banakil table, sits at its own
seat through the network like any client, sees only its own hand, is told the host's reason
when a move is refused, and plays the game to its end from the host's updates."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer

from desktop_app.games.banakil.actions import Discard
from desktop_app.games.base import CardMoved
from desktop_app.games.registry import get_game
from desktop_app.gui.lan_dialogs import LanController, SeatsHereDialog
from desktop_app.gui.lan_session import RemoteSession
from desktop_app.gui.main_window import MainWindow
from desktop_app.lan.background import HostedTable
from desktop_app.lan.client import run_bot
from desktop_app.lan.host import Host, parse_seats


def _host_here(window: MainWindow) -> LanController:
    controller = LanController(window)
    info = get_game("banakil")
    seats = parse_seats("local,ai:medium,ai:medium,ai:medium", info)
    controller.code = "ABC234"
    controller.local_seat = 0
    host = Host(info, info.make_config(players=4, target=30), seats, controller.code,
                bind="127.0.0.1", port=0, save_dir=None)
    controller.hosted = HostedTable(controller.background, host, controller.bridge.deliver)
    return controller


def test_a_window_plays_its_own_seat_through_the_network(qtbot, window, monkeypatch):
    public: set[object] = set()
    """Every card the host named to everyone (a discard, a pile taken, a meld)."""
    named_in_private: list[CardMoved] = []
    """Cards the host named to this window in another seat's hand (must stay empty)."""
    receive = RemoteSession.received

    def recording(self, observation, events, mover, over, n=None, seat=None):
        for event in events:
            if isinstance(event, CardMoved) and event.card is not None:
                if event.visible_to is None:
                    public.add(event.card)
                elif event.dst.startswith("hand/") and event.dst != "hand/0":
                    named_in_private.append(event)
        receive(self, observation, events, mover, over, n, seat)

    monkeypatch.setattr(RemoteSession, "received", recording)
    controller = _host_here(window)
    try:
        qtbot.waitUntil(lambda: controller.session is not None, timeout=10000)
        session = controller.session
        assert session.viewer == 0
        # Only this seat's hand has faces on the table. Other hands are backs; the only cards
        # the window can name in them are those every seat saw go there (the pile taken).
        qtbot.waitUntil(lambda: len(session.hand_items()) == 18, timeout=10000)
        assert all(item.card is not None for item in session.hand_items())
        for zone in ("hand/1", "hand/2", "hand/3"):
            for item in session.board.zones.get(zone, []):
                assert not item.face_up
                assert item.card is None or item.card in public
        assert named_in_private == []
        assert "Room code ABC234" in controller.status.text()

        # A refused move comes back with the host's reason.
        qtbot.waitUntil(lambda: session.remote.to_move() == 0 and not session.animating,
                        timeout=10000)
        card = session.remote.obs.hand[0]
        messages: list[str] = []
        window.table.message.connect(messages.append)
        session.remote.apply(0, Discard(card))
        qtbot.waitUntil(lambda: any("draw" in m.lower() for m in messages), timeout=5000)
        # beside the cards, with its "Why?" link to the rule, as a table on this computer
        note = window.table.feedback.note
        qtbot.waitUntil(note.isVisible, timeout=5000)
        assert "draw" in note.text.text().lower()
        assert note.rule.startswith("BK-") and note.link.isVisible()

        # The game runs to its end from the host's updates.
        def play() -> None:
            state = session.remote
            if window.table.result.isVisible() and not state.is_over:
                window.table.next_round()
            elif state.to_move() == 0 and not session.animating:
                legal = state.legal_actions(0)
                session.try_action(legal[0])

        timer = QTimer()
        timer.timeout.connect(play)
        timer.start(50)
        qtbot.waitUntil(lambda: session.remote.is_over, timeout=20000)
        timer.stop()
        assert session.remote.winners()
        # The seat's log is told from the host's updates: another seat's draw is "a card".
        told = window.table.game_log.texts()
        assert "Round 1" in told
        assert any(text.startswith("You discarded ") for text in told)
        drew = [text for text in told if " drew " in text and not text.startswith("You")]
        assert drew and all(text.endswith(" drew a card") for text in drew)
        host_state = controller.hosted.host.state
        qtbot.waitUntil(lambda: session.setup.seed == host_state.seed, timeout=5000)
    finally:
        controller.shutdown()
    assert not controller.background.loop.is_running()


def test_the_lobby_shows_who_sits_where_until_the_game_starts(qtbot, window):
    controller = LanController(window)
    info = get_game("banakil")
    controller.code = "ABC234"
    controller.local_seat = 0
    host = Host(info, info.make_config(players=4, target=30),
                parse_seats("local,remote,ai:easy,ai:medium", info), controller.code,
                bind="127.0.0.1", port=0, save_dir=None, pace=0.02)
    controller.hosted = HostedTable(controller.background, host, controller.bridge.deliver)
    try:
        qtbot.waitUntil(lambda: controller.lobby.isVisible() and
                        controller.lobby.seats.count() == 4, timeout=10000)
        rows = [controller.lobby.seats.item(i).text() for i in range(4)]
        assert rows[0].endswith("you") and rows[1].endswith("free")
        assert rows[2].endswith("computer")
        assert "Room code ABC234" in controller.lobby.heading.text()
        assert controller.session is None  # no table before every human seat is taken
        bot = controller.background.submit(run_bot("127.0.0.1", host.port, "abc234", "medium",
                                                   name="Budi", pace=0.02))
        qtbot.waitUntil(lambda: controller.session is not None, timeout=10000)
        assert not controller.lobby.isVisible()
        assert controller.session.seats[1].name == "Budi"
    finally:
        controller.shutdown()
    assert bot.done()


def _seed_where(first: int) -> int:
    info = get_game("banakil")
    config = info.make_config(players=4, target=30)
    return next(seed for seed in range(1000) if info.new_game(config, seed).to_move() == first)


@pytest.mark.parametrize("first", [0, 2], ids=["first-here-moves-first", "second-here-first"])
def test_two_players_share_the_hosts_screen_with_a_remote_player_and_a_computer(
        qtbot, window, monkeypatch, first):
    """Hot seat across the room: seats 1 and 3 sit at the host's screen (two "local" seats),
    seat 2 plays from another computer (a bot), seat 4 is a computer. Each local seat has its
    own connection; the curtain comes down between them, and the table shows only the hand of
    the player who took the screen: the other local hand is backs, except cards every seat saw
    go there."""
    controller = LanController(window)
    info = get_game("banakil")
    seats = parse_seats("local,remote,local,ai:medium", info)
    assert [s.kind for s in seats] == ["local", "remote", "local", "computer"]
    controller.code = "ABC234"
    controller.local_seat, controller.also_here = 0, [2]
    host = Host(info, info.make_config(players=4, target=30), seats, controller.code,
                bind="127.0.0.1", port=0, save_dir=None, seed=_seed_where(first))
    controller.hosted = HostedTable(controller.background, host, controller.bridge.deliver)
    public: set[object] = set()
    receive = RemoteSession.received

    def recording(self, observation, events, mover, over, n=None, seat=None):
        for event in events:
            if isinstance(event, CardMoved) and event.card is not None and \
                    event.visible_to is None:
                public.add(event.card)
        receive(self, observation, events, mover, over, n, seat)

    monkeypatch.setattr(RemoteSession, "received", recording)
    curtains: list[int] = []
    viewers: set[int] = set()
    shown: set[int] = set()
    """Seats whose own hand the table showed, cards known, with the curtain lifted."""
    try:
        qtbot.waitUntil(lambda: controller.view is not None and 2 in controller.links,
                        timeout=10000)
        # "Any free seat" from across the room is the remote one, never a seat of this screen.
        bot = controller.background.submit(run_bot("127.0.0.1", host.port, "ABC234", "medium",
                                                   name="Budi"))
        qtbot.waitUntil(lambda: controller.session is not None, timeout=10000)
        session = controller.session
        assert session.is_hot_seat and session.humans == [0, 2]
        assert session.seats[1].name == "Budi"

        def private_hands_hidden() -> None:
            """Only the viewer's own hand shows faces; the other hand here is backs."""
            other = 2 if session.viewer == 0 else 0
            for item in session.board.zones.get(f"hand/{other}", []):
                assert not item.face_up
                assert item.card is None or item.card in public
            if session.curtain_up:
                assert not any(item.face_up for item in session.hand_items())
            elif not session.animating:
                assert all(item.card is not None for item in session.hand_items())
                shown.add(session.viewer)

        def play() -> None:
            state = session.remote
            private_hands_hidden()
            if window.table.curtain.isVisible():
                curtains.append(window.table.curtain.seat)
                window.table.curtain.button.click()
                viewers.add(session.viewer)
            elif window.table.result.isVisible() and not state.is_over:
                window.table.next_round()
            elif not session.animating and not session.curtain_up and \
                    state.to_move() == session.viewer:
                assert session.remote.seat == session.viewer
                session.try_action(state.legal_actions(session.viewer)[0])

        timer = QTimer()
        timer.timeout.connect(play)
        timer.start(30)
        qtbot.waitUntil(lambda: session.remote.is_over, timeout=60000)
        timer.stop()
        private_hands_hidden()
        assert viewers == {0, 2} == shown and {0, 2} <= set(curtains)
        assert session.remote.winners() == host.state.winners()
        assert host.stats.actions > 20 and host.stats.refused == 0
        qtbot.waitUntil(bot.done, timeout=10000)
        assert bot.result().ending == "game_over"
    finally:
        controller.shutdown()


def test_the_host_says_who_sits_at_this_screen_and_who_across_the_room(qtbot, window):
    dialog = SeatsHereDialog(window, [(0, "Ana"), (2, "Budi"), (3, "Citra")])
    qtbot.addWidget(dialog)
    assert dialog.here() == [0]  # the host's own seat; the others across the room
    dialog.places[1][1].setCurrentIndex(0)
    assert dialog.here() == [0, 2]
    for _, place in dialog.places:
        place.setCurrentIndex(1)
    dialog._accept()
    assert dialog.result() == 0 and "At least one" in dialog.error.text()
