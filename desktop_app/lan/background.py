"""The network side of a window: an asyncio loop on a thread of its own, hosting a table and/or
holding one seat's connection, so the GUI thread never waits on the network.

Messages reach the window through `deliver(kind, payload)`, called on the loop's thread; the
GUI turns that into a queued Qt signal. Nothing here imports Qt.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import logging
import threading
from collections.abc import Callable, Coroutine
from typing import Any

from ..games.base import Action
from .client import Client, JoinRefused
from .host import Host
from .protocol import ProtocolError

log = logging.getLogger(__name__)

Deliver = Callable[[str, Any], None]
"""kind, payload: "joined" (SeatView), "message" ((message, events, observation, to_move,
over, latency, deal)), "failed" (text), "closed" (ending or None), "host_ready" (port), "host_ended"
(saved path or None)."""


class BackgroundLoop:
    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self.loop.run_forever, name="lan", daemon=True)
        self._thread.start()

    def submit(self, coroutine: Coroutine[Any, Any, Any]) -> concurrent.futures.Future[Any]:
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop)

    def call(self, function: Callable[..., Any], *args: Any) -> None:
        self.loop.call_soon_threadsafe(function, *args)

    def stop(self, timeout: float = 5.0) -> None:
        """Cancel what runs on the loop and end its thread."""
        async def cancel_all() -> None:
            tasks = [t for t in asyncio.all_tasks() if t is not asyncio.current_task()]
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)

        if not self.loop.is_running():
            return
        with contextlib.suppress(concurrent.futures.TimeoutError, RuntimeError):
            self.submit(cancel_all()).result(timeout)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self._thread.join(timeout)


class HostedTable:
    """A `Host` on the background loop (the window that hosts)."""

    def __init__(self, background: BackgroundLoop, host: Host, deliver: Deliver) -> None:
        self.background = background
        self.host = host
        self.deliver = deliver
        host.on_ready = lambda port: deliver("host_ready", port)
        self.future = background.submit(self._run())

    async def _run(self) -> None:
        try:
            await self.host.run()
        except OSError as error:  # the port is taken, for instance
            self.deliver("failed", str(error))
            return
        self.deliver("host_ended", None if self.host.saved_to is None else str(self.host.saved_to))

    def quit(self) -> None:
        self.background.call(self.host.quit)


class SeatLink:
    """One seat's connection on the background loop: joins, passes every message on, pings
    the host every second (so the window can show its delay), and sends actions."""

    def __init__(self, background: BackgroundLoop, client: Client, deliver: Deliver) -> None:
        self.background = background
        self.client = client
        self.deliver = deliver
        self.sent = 0
        """Actions sent so far (each one's number)."""
        self.future = background.submit(self._run())

    async def _run(self) -> None:
        try:
            view = await self.client.connect()
        except (JoinRefused, ProtocolError, OSError, TimeoutError) as error:
            self.deliver("failed", str(error) or type(error).__name__)
            return
        self.deliver("joined", view)
        pinger = asyncio.create_task(self._ping())
        try:
            while (received := await self.client.receive()) is not None:
                message, events = received
                self.deliver("message", (message, events, view.observation, view.to_move,
                                         view.over, view.latency, view.deal))
                if message["type"] == "bye":
                    break
        except (ProtocolError, OSError) as error:
            self.deliver("failed", str(error) or type(error).__name__)
        finally:
            pinger.cancel()
            await self.client.close()
            self.deliver("closed", view.ending)

    async def _ping(self) -> None:
        while True:
            with contextlib.suppress(OSError, AssertionError):
                self.client.ping()
            await asyncio.sleep(1.0)

    def send_action(self, action: Action) -> int:
        """Send from any thread; the number the host's answer will carry (numbered here, on
        the caller's thread, so the window knows it before the loop sends)."""
        self.sent += 1
        seq = self.sent

        def send() -> None:
            try:
                self.client.send_action(action, seq)
            except (OSError, AssertionError) as error:
                log.info("could not send: %s", error)

        self.background.call(send)
        return seq
