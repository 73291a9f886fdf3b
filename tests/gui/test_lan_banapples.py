"""Banapples across the room in a window (loopback): the window hosts a two-seat race and
plays its own seat through the network against a remote bot. A dragged card becomes a command
the host applies; a command aimed at a pile that changed is refused as stale and the window
says "Too late"; the delay to the host stands on the table's panel; the round runs to its end
with the window and the bot racing (BA-21)."""

from __future__ import annotations

import random

from PySide6.QtCore import QTimer

from desktop_app.ai.banapples import MediumBanapplesPlayer
from desktop_app.games.banapples import Play
from desktop_app.games.registry import get_game
from desktop_app.gui.lan_dialogs import LanController
from desktop_app.gui.lan_session import RemoteRealTimeSession
from desktop_app.gui.main_window import MainWindow
from desktop_app.lan.background import HostedTable
from desktop_app.lan.client import Bot, BotSummary, Client
from desktop_app.lan.host import Host, parse_seats
from tests.gui.table_driver import TableDriver

CODE = "RACE42"
RACE_COMMANDS = 5000
"""More commands than any two-seat game to one point takes (a few hundred in practice)."""
FIRST_DRAGS = 80
"""How many drags the window may try before one of them reaches the host as a play."""
STALL_MS = 15000
"""The longest the host may go without applying a command while both seats race."""
FIRST_REACTION = 2.0
"""The bot's seconds per command until the window has played a card: slow, so that even on
a loaded machine the round cannot end before the window's drag reaches the host."""
RACE_REACTION = 0.1
"""The bot's seconds per command in the race to the end. A round with no seed card left to
play ends only when both seats have turned their draw piles over twice (BA-20), about twenty
commands of the bot's: at two seconds each that stalemate alone took 40 s and more, with the
window dealing to its compost 25 times a second meanwhile (3,700 commands in one round)."""


def _own_area_play(session: RemoteRealTimeSession) -> Play | None:
    """A legal play onto this seat's own trees or canopy area: no other seat can change
    those piles (BA-07, BA-15), so the host cannot find it stale."""
    for action in session.remote.legal_actions(0):
        if isinstance(action, Play) and action.src.endswith("/0") and (
                action.dst.startswith("tree/0/") or action.dst == "canopies/0"):
            return action
    return None


class SeatDriver(TableDriver):
    """The mouse on a window whose table is a seat across the room."""

    def __init__(self, window: MainWindow, qtbot, controller: LanController) -> None:
        super().__init__(window, qtbot)
        self.controller = controller

    @property
    def session(self):
        return self.controller.session


def _host_played(host: Host, seat: int) -> int:
    return sum(1 for s, _ in host.state.history if s == seat) if host.state else 0


def test_a_window_races_a_remote_bot_through_the_host(qtbot, window):
    controller = LanController(window)
    info = get_game("banapples")
    controller.code = CODE
    controller.local_seat = 0
    host = Host(info, info.make_config(players=2, target=1), parse_seats("local,remote", info),
                CODE, bind="127.0.0.1", port=0, save_dir=None)
    controller.hosted = HostedTable(controller.background, host, controller.bridge.deliver)
    driver = SeatDriver(window, qtbot, controller)
    bot = None
    seated: list[Bot] = []

    async def remote_bot() -> BotSummary:  # what `run_bot` does, keeping hold of the bot
        client = Client("127.0.0.1", host.port, CODE, "Sari")
        await client.connect()
        seated.append(Bot(client, "medium", reaction=FIRST_REACTION))
        return await seated[0].run()

    try:
        qtbot.waitUntil(lambda: controller.view is not None, timeout=10000)
        bot = controller.background.submit(remote_bot())
        qtbot.waitUntil(lambda: isinstance(controller.session, RemoteRealTimeSession),
                        timeout=10000)
        session = controller.session
        assert session.viewer == 0 and session.computers == {}
        qtbot.waitUntil(lambda: session.running and not session.choreo.busy, timeout=10000)

        # A real drag: a card of this seat onto one of its own piles if it can, otherwise
        # where its medium player would play (a canopy the bot may reach first: then again).
        # Some deals leave this seat nothing to play until the bot has cycled its draw pile
        # and the third trees unlock (BA-12): the window composts meanwhile, hundreds of
        # commands, so only the drags are counted.
        player = MediumBanapplesPlayer()
        rng = random.Random(3)
        action = None
        drags = 0
        for _ in range(RACE_COMMANDS):
            if drags == FIRST_DRAGS:
                break
            qtbot.waitUntil(lambda: not session.sent and not session.choreo.busy, timeout=STALL_MS)
            assert session.running, "the round ended before this seat played a card"
            seen = session.remote.obs
            move = _own_area_play(session) or player.decide(seen, rng)
            done = _host_played(host, 0)
            if isinstance(move, Play):
                drags += 1
                card = next(item for item in session.board.zones[move.src]
                            if item.card == move.card)
                driver.drag(driver.item_point(card), driver.zone_point(move.dst))
                qtbot.waitUntil(lambda: not session.sent, timeout=5000)
                if _host_played(host, 0) > done:
                    action = move
                    break
            elif move is not None:
                session.try_action(move)
            else:
                qtbot.waitUntil(lambda seen=seen: session.remote.obs is not seen, timeout=5000)
        assert action is not None, f"no card of this seat could be played in {drags} drags"
        assert any(seat == 0 and getattr(played, "card", None) == action.card
                   and getattr(played, "dst", None) == action.dst
                   for seat, played in host.state.history)  # stamped with the host's clock
        qtbot.waitUntil(lambda: card.zone != action.src, timeout=5000)
        landed = card.zone

        # The same command again, as if sent twice: its card has left that pile, and the
        # host finds it stale (BA-21); the window says so and nothing moves.
        messages: list[str] = []
        session.status.connect(messages.append)
        refused, played = host.stats.stale, _host_played(host, 0)
        session.try_action(action)
        qtbot.waitUntil(lambda: any("Too late" in m for m in messages), timeout=5000)
        assert host.stats.stale == refused + 1 and _host_played(host, 0) == played
        assert session.sent == {} and card.zone == landed

        # The delay to the host stands on the table's panel.
        def delay_shown() -> bool:
            return any(name.text() == "Delay to the host" and name.isVisible()
                       and value.text().endswith(" ms")  # "3 ms", "under 1 ms"
                       for name, value in window.table.panel.rows)

        qtbot.waitUntil(delay_shown, timeout=5000)

        # The race to the end of the round: the window plays like its medium player, the bot
        # quickens (its player's reaction time, set on the bot's own loop).
        assert seated and seated[0].player is not None
        controller.background.call(setattr, seated[0].player, "reaction_time", RACE_REACTION)
        # The bot is in the race before the window sets off: at the window's pace its seed
        # pile can empty in two seconds, inside the bot's last slow reaction.
        qtbot.waitUntil(lambda: _host_played(host, 1) > 0, timeout=STALL_MS)

        def play() -> None:
            if session.sent or session.remote.obs is None:
                return
            if not session.running:  # a round ended short of the target: on to the next one
                window.table.next_round()  # as its score sheet's button (this seat may deal)
                return
            move = player.decide(session.remote.obs, rng)
            if move is not None:
                session.try_action(move)

        # A round takes a few hundred commands, most of them the window's, so how long it
        # lasts is their number times one round trip through the host, which a loaded
        # machine stretches. What must not happen is a stall: each wait is for the host to
        # apply one more command (or the round to end), never for the round.
        timer = QTimer()
        timer.timeout.connect(play)
        timer.start(40)
        for _ in range(RACE_COMMANDS):
            applied = len(host.state.history)
            qtbot.waitUntil(lambda applied=applied: session.remote.is_over
                            or len(host.state.history) > applied, timeout=STALL_MS)
            if session.remote.is_over:
                break
        timer.stop()
        assert session.remote.is_over, f"the round did not end in {RACE_COMMANDS} commands"
        assert host.state.is_over and not host.state.check_invariants()
        assert _host_played(host, 0) > 1 and _host_played(host, 1) > 0
        assert session.remote.winners() == host.state.winners()
        qtbot.waitUntil(lambda: window.table.result.isVisible(), timeout=10000)
        qtbot.waitUntil(bot.done, timeout=10000)
        assert bot.result().ending == "game_over"
    finally:
        controller.shutdown()
    assert not controller.background.loop.is_running()
