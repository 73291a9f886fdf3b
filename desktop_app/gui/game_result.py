"""A game's result for the statistics, from its state and who sat where.

One function for both ways a finished game is counted: at the table, and from a finished save
found at start-up. The result's id comes from the game's record, so the same game
written twice — from the pending file and again from its save — counts once.
"""

from __future__ import annotations

import hashlib
import json
from datetime import datetime

from ..games.base import GameRecord, GameState
from ..store.statistics import GameResult
from .game_setup import GameSetup


def result_id_of(record: GameRecord) -> str:
    """The same game (same deal, options and moves) gives the same id."""
    text = json.dumps(record.to_json(), sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def result_of(state: GameState, setup: GameSetup,
              finished_at: datetime | None = None) -> GameResult:
    """The result: the winners, each seat's total (a partner's is the team's) and the rounds
    played."""
    seats = [(s.name, "human" if s.human else "computer", None if s.human else s.level)
             for s in setup.seats]
    players = len(seats)
    teams = getattr(state.config, "teams", players)
    totals = list(getattr(state, "totals", [0] * teams))
    seat_totals = [totals[seat % teams] for seat in range(players)]
    winners = [seat for seat in range(players) if seat % teams in state.winners()]
    return GameResult.of(state.game_id, seats, winners, seat_totals,
                         int(getattr(state, "round_no", 0)), finished_at or datetime.now(),
                         result_id_of(state.record()))
