"""What a new game is: the game, its house rules, the deal number and who sits where."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..games.registry import get_game

if TYPE_CHECKING:
    from ..games.base import GameRecord

DEAL_BITS = 64
MAX_DEAL = 2**DEAL_BITS - 1
"""The largest deal number (twenty digits)."""


def new_deal_number() -> int:
    """A fresh deal from the operating system's randomness. Every card of the game follows
    from the number, so it must be beyond guessing: 64 bits, never Python's shared `random`
    (which anything may seed), and shown only once the game is over."""
    # The operating system's randomness, as `secrets.randbits` draws it (secrets itself
    # would load OpenSSL, some 3 MiB of resident memory, for nothing else).
    import random

    return random.SystemRandom().getrandbits(DEAL_BITS)


@dataclass(frozen=True, slots=True)
class SeatSetup:
    name: str
    human: bool
    level: str | None = None
    reaction: float | None = None
    """A computer player's seconds per action in a game without turns (None: its level's
    own reaction time)."""


@dataclass(slots=True)
class GameSetup:
    """Everything the new-game dialog decides."""

    game_id: str
    config: Any
    seed: int
    seats: list[SeatSetup]

    def meta(self) -> dict[str, Any]:
        seats = []
        for s in self.seats:
            seat: dict[str, Any] = {"name": s.name, "human": s.human, "level": s.level}
            if s.reaction is not None:
                seat["reaction"] = s.reaction
            seats.append(seat)
        return {"seats": seats}

    @classmethod
    def from_meta(cls, record: GameRecord, meta: dict[str, Any],
                  levels: Callable[[str], tuple[str, ...]] | None = None) -> GameSetup:
        """The setup a save describes (its fields were checked by the store). With `levels`
        (the game's computer levels), raises ValueError for a level this version lacks."""
        info = get_game(record.game)
        known = levels(record.game) if levels is not None else None
        seats = []
        for i, s in enumerate(meta["seats"]):
            level = s.get("level")
            if known is not None and not s["human"] and level not in known:
                raise ValueError(f"seat {i}: no computer level {str(level)[:32]!r} "
                                 f"(levels: {', '.join(known)})")
            seats.append(SeatSetup(str(s["name"]), bool(s["human"]), level,
                                   None if s.get("reaction") is None else float(s["reaction"])))
        return cls(record.game, info.config_from_json(record.config), record.seed, seats)
