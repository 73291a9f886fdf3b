"""Which games the GUI offers, and the words it uses for games and computer levels.

Game names and descriptions come from the engines' `GameInfo` in English; they are translated
in the "GameInfo" context, so a translation file can carry them like any other string.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..games.info import GameInfo
from ..games.registry import GAMES
from .tables.registry import has_table

LEVEL_NAMES = {
    "easy": QT_TRANSLATE_NOOP("GameTexts", "Easy"),
    "medium": QT_TRANSLATE_NOOP("GameTexts", "Medium"),
    "hard": QT_TRANSLATE_NOOP("GameTexts", "Hard"),
}


def tr(text: str) -> str:
    return QCoreApplication.translate("GameTexts", text)


def playable_games() -> list[GameInfo]:
    """Games that have a table, in registry order: the ones the start screen and the new-game
    dialog offer."""
    return [info for info in GAMES.values() if has_table(info.id)]


def game_name(info: GameInfo) -> str:
    return QCoreApplication.translate("GameInfo", info.name)


def game_name_of(game_id: str) -> str:
    """The name of a game by id; an id the registry no longer knows is shown as it is."""
    info = GAMES.get(game_id)
    return game_name(info) if info is not None else game_id


def game_description(info: GameInfo) -> str:
    return QCoreApplication.translate("GameInfo", info.description)


def players_text(info: GameInfo) -> str:
    """"2–4 players", "4 players · in teams of two", "2–4 players · teams optional"."""
    if info.min_players == info.max_players:
        count = tr("{n} players").format(n=info.min_players)
    else:
        count = tr("{low}–{high} players").format(low=info.min_players, high=info.max_players)
    if info.partnerships == "always":
        return tr("{count} · in teams of two").format(count=count)
    if info.partnerships == "optional":
        return tr("{count} · teams optional").format(count=count)
    return count


def level_name(level: str) -> str:
    """"Medium" for "medium"; a level without a name here is shown capitalised."""
    text = LEVEL_NAMES.get(level)
    return tr(text) if text is not None else level[:1].upper() + level[1:]
