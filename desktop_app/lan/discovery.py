"""Finding tables on the local network by mDNS / DNS-SD, through the `zeroconf` package.

A host advertises one `_meja-kartu._tcp` service while it listens; `browse_tables` lists the
tables that answer within a moment. Discovery is only a convenience: a player can always type
the host's address and port, and a network where multicast does not work loses nothing else.
The room code is never advertised.
"""

from __future__ import annotations

import socket
import time
from collections.abc import Sequence
from dataclasses import dataclass
from types import TracebackType

from zeroconf import (
    InterfaceChoice,
    ServiceBrowser,
    ServiceInfo,
    ServiceListener,
    Zeroconf,
)

from .protocol import VERSION

SERVICE_TYPE = "_meja-kartu._tcp.local."


@dataclass(frozen=True, slots=True)
class TableAd:
    """One table as discovery lists it."""

    name: str
    game: str
    host: str
    port: int
    open_seats: int
    version: int


def _instance_name(table: str, port: int) -> str:
    """A DNS-SD instance label: the table's name made safe, the port keeps it unique."""
    safe = "".join(ch if ch.isalnum() or ch in " -_" else "-" for ch in table)[:40].strip()
    return f"{safe or 'Meja Kartu'} {port}.{SERVICE_TYPE}"


def service_info(table: str, game: str, port: int, open_seats: int,
                 addresses: Sequence[str]) -> ServiceInfo:
    return ServiceInfo(
        SERVICE_TYPE, _instance_name(table, port), port=port, parsed_addresses=list(addresses),
        properties={"table": table[:40], "game": game, "seats": str(open_seats),
                    "v": str(VERSION)})


def read_ad(info: ServiceInfo) -> TableAd | None:
    """A table from a service record, or None when the record is not one of ours."""
    props = {(k.decode("utf-8", "replace") if isinstance(k, bytes) else str(k)):
             (v.decode("utf-8", "replace") if isinstance(v, bytes) else "")
             for k, v in (info.properties or {}).items()}
    addresses = info.parsed_addresses()
    if not addresses or not info.port:
        return None
    try:
        version = int(props.get("v", ""))
        seats = int(props.get("seats", "0"))
    except ValueError:
        return None
    return TableAd(props.get("table", "")[:40], props.get("game", "")[:40], addresses[0],
                   int(info.port), seats, version)


def _interfaces(loopback_only: bool) -> InterfaceChoice | list[str]:
    return ["127.0.0.1"] if loopback_only else InterfaceChoice.All


class Advertisement:
    """`with Advertisement(...)`: the table is listed on the network while the block runs."""

    def __init__(self, table: str, game: str, port: int, open_seats: int, *,
                 loopback_only: bool = False) -> None:
        addresses = ["127.0.0.1"] if loopback_only else [local_address()]
        self.info = service_info(table, game, port, open_seats, addresses)
        self.loopback_only = loopback_only
        self._zeroconf: Zeroconf | None = None

    def __enter__(self) -> Advertisement:
        self._zeroconf = Zeroconf(interfaces=_interfaces(self.loopback_only))
        self._zeroconf.register_service(self.info, allow_name_change=True)
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        if self._zeroconf is not None:
            self._zeroconf.unregister_service(self.info)
            self._zeroconf.close()
            self._zeroconf = None


class _Collector(ServiceListener):
    def __init__(self) -> None:
        self.names: set[str] = set()

    def add_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self.names.add(name)

    def update_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self.names.add(name)

    def remove_service(self, zc: Zeroconf, type_: str, name: str) -> None:
        self.names.discard(name)


def browse_tables(seconds: float = 1.5, *, loopback_only: bool = False) -> list[TableAd]:
    """The tables that answered within `seconds` (blocking: call it off the GUI thread)."""
    zeroconf = Zeroconf(interfaces=_interfaces(loopback_only))
    try:
        collector = _Collector()
        browser = ServiceBrowser(zeroconf, SERVICE_TYPE, collector)
        time.sleep(seconds)
        browser.cancel()
        tables = []
        for name in sorted(collector.names):
            info = zeroconf.get_service_info(SERVICE_TYPE, name, timeout=500)
            ad = read_ad(info) if info is not None else None
            if ad is not None and ad.version == VERSION:
                tables.append(ad)
        return tables
    finally:
        zeroconf.close()


def local_address() -> str:
    """This machine's address on the local network, to show beside the room code (no packet
    is sent: connecting a UDP socket only picks the route)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"
