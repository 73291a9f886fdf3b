"""The one list of games: the start screen, the simulator, the score pad and the tests read it."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from .base import AnyGameState, GameRecord
from .info import GameInfo


def _build() -> Mapping[str, GameInfo]:
    from .bain_hand_and_foot import INFO as BAIN_HAND_AND_FOOT
    from .banakil import INFO as BANAKIL
    from .banapples import INFO as BANAPPLES
    from .cap_it_rummy import INFO as CAP_IT_RUMMY

    return MappingProxyType({info.id: info for info in (BANAKIL, CAP_IT_RUMMY,
                                                        BAIN_HAND_AND_FOOT, BANAPPLES)})


GAMES: Mapping[str, GameInfo] = _build()


def get_game(game_id: str) -> GameInfo:
    try:
        return GAMES[game_id]
    except KeyError:
        known = ", ".join(GAMES)
        raise KeyError(f"unknown game {game_id!r} (known: {known})") from None


def replay(record: GameRecord) -> AnyGameState:
    """Rebuild a game from its record; raises CodecError or IllegalAction on a bad record."""
    info = get_game(record.game)
    state = info.new_game(info.config_from_json(record.config), record.seed)
    for seat, data in record.actions:
        state.apply(seat, info.codec.from_json(data))
    return state
