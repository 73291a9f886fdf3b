"""The one list of games: the start screen, the simulator, the score pad and the tests read it.

Only static facts live here; each game's engine is imported when first used
(`GameInfo.engine`), so reading this list imports no engine.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

from .info import GameInfo

if TYPE_CHECKING:  # the engines' base loads with the first engine, not with this list
    from .base import AnyCard, AnyGameState, GameRecord

_HERE = __name__.rpartition(".")[0]

GAMES: Mapping[str, GameInfo] = MappingProxyType({info.id: info for info in (
    GameInfo(
        id="banakil",
        name="Banakil",
        description="Rummy with wild twos and jokers: meld runs and sets of 3s and Aces, "
                    "take any depth of the discard pile.",
        min_players=2,
        max_players=4,
        partnerships="optional",
        ai_levels=("easy", "medium", "hard"),
        engine_ref=f"{_HERE}.banakil:ENGINE",
    ),
    GameInfo(
        id="cap_it_rummy",
        name="Cap-It Rummy",
        description="Contract rummy over five rounds: lay the round's contract, push unwanted "
                    "cards onto the next player, lowest total wins.",
        min_players=4,
        max_players=6,
        partnerships="none",
        ai_levels=("easy", "medium", "hard"),
        engine_ref=f"{_HERE}.cap_it_rummy:ENGINE",
        lower_score_wins=True,
    ),
    GameInfo(
        id="bain_hand_and_foot",
        name="Bain Hand and Foot",
        description="Canasta for two partnerships: a hand, then a foot, four packs, and four "
                    "kinds of canasta to build before going out.",
        min_players=4,
        max_players=4,
        partnerships="always",
        ai_levels=("easy", "medium", "hard"),
        engine_ref=f"{_HERE}.bain_hand_and_foot:ENGINE",
    ),
    GameInfo(
        id="banapples",
        name="Banapples",
        description="Competitive solitaire in real time, no turns: empty your seed pile first, "
                    "build trees down and canopies up, anyone's canopies included.",
        min_players=2,
        max_players=4,
        partnerships="none",
        ai_levels=("easy", "medium", "hard"),
        engine_ref=f"{_HERE}.banapples:ENGINE",
        real_time=True,
        card_type_ref=f"{_HERE}.banapples.fruit:FruitCard",
    ),
)})


def get_game(game_id: str) -> GameInfo:
    try:
        return GAMES[game_id]
    except KeyError:
        known = ", ".join(GAMES)
        raise KeyError(f"unknown game {game_id!r} (known: {known})") from None


def card_from_code(code: str) -> AnyCard:
    """A card of any registered game's card type from its notation (`QS#1`, `A3@1#0`), where
    no type hint says which: message parameters on the wire, for one. Raises NotationError."""
    from ..cards.card import NotationError

    error: NotationError | None = None
    for card_type in dict.fromkeys(info.card_type for info in GAMES.values()):
        try:
            return card_type.from_code(code)
        except NotationError as refused:
            error = error or refused
    assert error is not None
    raise error


def replay(record: GameRecord) -> AnyGameState:
    """Rebuild a game from its record; raises CodecError or IllegalAction on a bad record."""
    info = get_game(record.game)
    state = info.new_game(info.config_from_json(record.config), record.seed)
    for seat, data in record.actions:
        state.apply(seat, info.codec.from_json(data))
    return state
