"""Discovery by mDNS (zeroconf), on the loopback interface only: a table advertised while it
is hosted is listed by browsing, and a record that is not one of ours is ignored. Skipped
where multicast does not work even on loopback; nothing here leaves 127.0.0.1."""

from __future__ import annotations

import pytest
from zeroconf import ServiceInfo

from desktop_app.lan.discovery import (
    SERVICE_TYPE,
    Advertisement,
    browse_tables,
    read_ad,
    service_info,
)


def test_a_record_without_our_fields_is_ignored():
    info = service_info("Kitchen", "banakil", 47600, 2, ["127.0.0.1"])
    assert read_ad(info).game == "banakil"
    foreign = ServiceInfo(SERVICE_TYPE, f"Printer.{SERVICE_TYPE}", port=631,
                          parsed_addresses=["127.0.0.1"], properties={"v": "x"})
    assert read_ad(foreign) is None


def test_an_advertised_table_is_listed_by_browsing():
    """Other tables may be advertised on this machine's network at the same time (another
    copy of the app, another test run): the test looks for its own among them, browsing again
    while a loaded machine has not answered for it yet."""
    ours: list = []
    heard_any = False
    try:
        with Advertisement("Kitchen table", "cap_it_rummy", 47655, 3, loopback_only=True):
            for _ in range(3):
                tables = browse_tables(1.5, loopback_only=True)
                heard_any = heard_any or bool(tables)
                ours = [t for t in tables if t.port == 47655]
                if ours:
                    break
    except OSError as error:
        pytest.skip(f"multicast unavailable on loopback: {error}")
    if not heard_any:
        pytest.skip("no mDNS answer on loopback here")
    (table,) = ours
    assert (table.name, table.game, table.host, table.open_seats) == \
        ("Kitchen table", "cap_it_rummy", "127.0.0.1", 3)
