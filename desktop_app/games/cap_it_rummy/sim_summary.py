"""Cap-It's own figures in the simulator's summary: who wins the rounds, how rounds end, the
final totals (lowest wins, CR-19) and the pot (CR-20)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..base import AnyGameState
from .state import CapItState


class CapItSummary:
    def __init__(self) -> None:
        self.games = 0
        self.seats = 0
        self.rounds = 0
        self.round_wins: list[float] = []
        self.round_wins_by_round: list[list[float]] = []
        self.shared_rounds = 0
        self.shared_games = 0
        self.end_reasons: Counter[str] = Counter()
        self.total_sums: list[float] = []
        self.stakes = False
        self.initial_pot = 0
        self.chips_won: list[float] = []
        self.left_in_pot = 0

    def _grow(self, seats: int, rounds: int) -> None:
        if not self.seats:
            self.seats = seats
            self.round_wins = [0.0] * seats
            self.total_sums = [0.0] * seats
            self.chips_won = [0.0] * seats
        while len(self.round_wins_by_round) < rounds:
            self.round_wins_by_round.append([0.0] * seats)

    def add_game(self, state: AnyGameState) -> None:
        if not isinstance(state, CapItState):
            raise TypeError(f"a Cap-It summary cannot count a {type(state).__name__}")
        results = state.results
        players = state.config.players
        self._grow(players, len(results))
        self.games += 1
        for index, result in enumerate(results):
            self.rounds += 1
            self.end_reasons[result["reason"]] += 1
            winners = result["round_winners"]
            if len(winners) > 1:
                self.shared_rounds += 1
            for seat in winners:
                self.round_wins[seat] += 1 / len(winners)
                self.round_wins_by_round[index][seat] += 1 / len(winners)
        if results:
            for seat, total in enumerate(results[-1]["totals_after"]):
                self.total_sums[seat] += total
        if len(state.winners()) > 1:
            self.shared_games += 1
        if state.config.stakes:
            self.stakes = True
            self.initial_pot = state.initial_pot
            for seat, chips in enumerate(state.chips_won):
                self.chips_won[seat] += chips
            self.left_in_pot += state.pot

    def to_json(self) -> dict[str, Any]:
        games = max(1, self.games)
        pot = None
        if self.stakes:
            ante = self.initial_pot // max(1, self.seats)
            pot = {
                "initial_pot": self.initial_pot,
                "mean_chips_won_per_seat": [round(c / games, 2) for c in self.chips_won],
                "mean_net_chips_per_seat": [round(c / games - ante, 2) for c in self.chips_won],
                "chips_left_in_pot": self.left_in_pot,
            }
        return {
            "round_wins_per_seat": [_tidy(w) for w in self.round_wins],
            "round_win_rate_per_seat": [round(w / max(1, self.rounds), 4)
                                        for w in self.round_wins],
            "round_wins_per_seat_by_round": [[_tidy(w) for w in wins]
                                             for wins in self.round_wins_by_round],
            "shared_round_wins": self.shared_rounds,
            "shared_game_wins": self.shared_games,
            "round_end_reasons": dict(sorted(self.end_reasons.items())),
            "mean_final_total_per_seat": [round(t / games, 2) for t in self.total_sums],
            "pot": pot,
        }


def _tidy(number: float) -> float | int:
    return int(number) if float(number).is_integer() else round(number, 3)
