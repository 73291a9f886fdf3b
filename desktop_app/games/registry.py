"""The one list of games: the start screen, the simulator, the score pad and the tests read it."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from .base import GameRecord, GameState
from .info import GameInfo


def _build() -> Mapping[str, GameInfo]:
    from .banakil import INFO as BANAKIL
    from .banapples import INFO as BANAPPLES

    return MappingProxyType({info.id: info for info in (BANAKIL, BANAPPLES)})


GAMES: Mapping[str, GameInfo] = _build()


def get_game(game_id: str) -> GameInfo:
    try:
        return GAMES[game_id]
    except KeyError:
        known = ", ".join(GAMES)
        raise KeyError(f"unknown game {game_id!r} (known: {known})") from None


def replay(record: GameRecord) -> GameState:
    """Rebuild a game from its record; raises CodecError or IllegalAction on a bad record."""
    info = get_game(record.game)
    state = info.new_game(info.config_from_json(record.config), record.seed)
    for seat, data in record.actions:
        state.apply(seat, info.codec.from_json(data))
    return state
