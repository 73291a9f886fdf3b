"""Headless play across the room, for tests and a spare computer.

    python -m desktop_app.lan host --game banakil --seats remote,ai:medium,remote,ai:medium \
        --port 47600 --code ABC234
    python -m desktop_app.lan bot --connect 192.168.1.20:47600 --code ABC234 --level medium
    python -m desktop_app.lan browse

`host` prints one JSON line once it listens ({"listening": port, "code": …}) and a JSON summary
at the end; it exits 0 when the game ended, 3 when it was stopped first (SIGINT/SIGTERM: the
game is saved), 2 for a bad flag. `bot` exits 0 when the game ended, 2 when the join was
refused, 3 when the host quit, 1 on a network or protocol failure.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import logging
import os
import signal
import sys
from pathlib import Path
from typing import Any

from ..games.info import GameInfo
from ..games.registry import GAMES, get_game
from ..sim_flags import UsageError, build_config, parse_option, read_options
from .client import JoinRefused, run_bot
from .discovery import Advertisement, browse_tables
from .host import REJOIN_SECONDS, Host, parse_seats
from .protocol import ProtocolError, new_room_code

DEFAULT_PORT = 47600
log = logging.getLogger("desktop_app.lan")


def default_save_dir() -> Path:
    """Where a headless host keeps the autosave of a game it was stopped in."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "meja-kartu" / "lan"


def _config(info: GameInfo, players: int, partnerships: bool,
            options: list[tuple[str, str]]) -> Any:
    """The game's config from --option name=value, read as the simulator reads them."""
    return build_config(info, players, partnerships, read_options(info, options))


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m desktop_app.lan", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    host = commands.add_parser("host", help="run a table without a window")
    host.add_argument("--game", required=True, choices=sorted(GAMES))
    host.add_argument("--seats", required=True,
                      help="comma-separated: remote, local or ai:LEVEL, one per seat")
    host.add_argument("--port", type=int, default=DEFAULT_PORT, help="0: any free port")
    host.add_argument("--code", help="the room code (default: a new one, printed)")
    host.add_argument("--bind", default="0.0.0.0", help="address to listen on")
    host.add_argument("--name", default="Meja Kartu", help="the table's name on the network")
    host.add_argument("--partnerships", action="store_true")
    host.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                      type=parse_option,
                      help="a house rule, e.g. target=50 (repeatable)")
    host.add_argument("--no-discovery", action="store_true",
                      help="do not advertise the table by mDNS")
    host.add_argument("--save-dir", type=Path, default=None,
                      help="where a stopped game is saved")
    host.add_argument("--pace", type=float, default=0.0,
                      help="seconds a computer waits before each move")
    host.add_argument("--reaction", type=float, default=None,
                      help="real-time computers' seconds per action")
    host.add_argument("--rejoin-seconds", type=float, default=REJOIN_SECONDS)

    bot = commands.add_parser("bot", help="play a remote seat with a computer player")
    bot.add_argument("--connect", required=True, metavar="HOST:PORT")
    bot.add_argument("--code", required=True)
    bot.add_argument("--level", default="medium")
    bot.add_argument("--name", default="")
    bot.add_argument("--seat", type=int, default=None, help="the seat to take (1 = first)")
    bot.add_argument("--reaction", type=float, default=None)
    bot.add_argument("--pace", type=float, default=0.0)

    browse = commands.add_parser("browse", help="list the tables on the local network")
    browse.add_argument("--seconds", type=float, default=1.5)
    return parser


def _print(data: dict[str, Any]) -> None:
    print(json.dumps(data), flush=True)


async def _host(args: argparse.Namespace) -> int:
    info = get_game(args.game)
    try:
        seats = parse_seats(args.seats, info)
        config = _config(info, len(seats), args.partnerships, args.option)
    except ValueError as error:
        print(f"python -m desktop_app.lan host: argument --seats: {error}", file=sys.stderr)
        return 2
    except UsageError as error:
        print(f"python -m desktop_app.lan host: {error}", file=sys.stderr)
        return 2
    code = args.code or new_room_code()
    host = Host(info, config, seats, code, port=args.port, bind=args.bind,
                table_name=args.name, save_dir=args.save_dir or default_save_dir(),
                rejoin_seconds=args.rejoin_seconds, pace=args.pace, reaction=args.reaction)
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):  # Windows
            loop.add_signal_handler(sig, host.quit)
    ready = asyncio.Event()
    host.on_ready = lambda port: ready.set()
    host.on_started = lambda: _print({"started": True})
    running = asyncio.create_task(host.run())
    ready_or_done = asyncio.create_task(ready.wait())
    await asyncio.wait({running, ready_or_done}, return_when=asyncio.FIRST_COMPLETED)
    ready_or_done.cancel()
    advert: Advertisement | None = None
    if ready.is_set():
        _print({"listening": host.port, "code": code, "game": info.id})
        if not args.no_discovery:
            open_seats = sum(1 for s in seats if s.human)
            advert = Advertisement(args.name, info.id, host.port, open_seats)
            try:
                await asyncio.to_thread(advert.__enter__)
            except OSError as error:
                log.warning("not advertised on the network (%s); type host:port to join", error)
                advert = None
    try:
        state = await running
    finally:
        if advert is not None:
            await asyncio.to_thread(advert.__exit__, None, None, None)
    stats = host.stats
    _print({"over": bool(state is not None and state.is_over),
            "winners": list(state.winners()) if state is not None and state.is_over else None,
            "actions": stats.actions, "refused": stats.refused, "stale": stats.stale,
            "dropped": stats.dropped, "rejoined": stats.rejoined,
            "closed_malformed": stats.closed_malformed, "denied": stats.denied,
            "wrong_codes": stats.wrong_codes, "turned_away": stats.turned_away,
            "saved_to": str(host.saved_to) if host.saved_to else None})
    return 0 if state is not None and state.is_over else 3


async def _bot(args: argparse.Namespace) -> int:
    address, sep, port_text = args.connect.rpartition(":")
    if not sep or not port_text.isdigit():
        raise SystemExit(f"--connect {args.connect!r}: expected HOST:PORT")
    seat = None if args.seat is None else args.seat - 1
    try:
        summary = await run_bot(address.strip("[]"), int(port_text), args.code, args.level,
                                name=args.name, seat=seat, reaction=args.reaction,
                                pace=args.pace)
    except JoinRefused as error:
        _print({"joined": False, "reason": str(error)})
        return 2
    except (ProtocolError, OSError, TimeoutError) as error:
        _print({"joined": False, "error": f"{type(error).__name__}: {error}"})
        return 1
    _print(summary.to_json())
    return {"game_over": 0, "host_quit": 3}.get(summary.ending or "", 1)


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr,
                        format="%(levelname)s %(name)s: %(message)s")
    if args.command == "host":
        return asyncio.run(_host(args))
    if args.command == "bot":
        return asyncio.run(_bot(args))
    tables = browse_tables(args.seconds)
    for table in tables:
        _print({"table": table.name, "game": table.game, "host": table.host,
                "port": table.port, "open_seats": table.open_seats})
    return 0


if __name__ == "__main__":
    sys.exit(main())
