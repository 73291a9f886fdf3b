"""The host's own refusals (English templates, translated where they are shown)."""

from __future__ import annotations

from ..cards.message import QT_TRANSLATE_NOOP, Template

NOT_STARTED = Template("not_started", QT_TRANSLATE_NOOP(
    "lan", "the game has not started: the table waits for every player"))
