"""Computer-versus-computer games, headless: `python -m desktop_app.sim --game banakil ...`.

Prints one JSON object with wins, scores, rounds, speed and `invariant_violations` (the engine's
invariants are checked after every action). The same seed gives the same result. Games without
turns (`GameInfo.real_time`, Banapples) run on a simulated clock as fast as the CPU allows,
every player acting on its own reaction time.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .ai.base import REACTION_RANGE, Player, RealTimePlayer, fallback_action
from .ai.realtime import RealTimeDriver
from .ai.registry import make_player
from .command_line import OneLineParser, print_json
from .games.base import GameState, IllegalAction, RoundEnded
from .games.info import GameInfo
from .games.registry import GAMES, get_game
from .sim_flags import (
    UsageError,
    build_config,
    count_of,
    parse_option,
    positive_int,
    read_levels,
    read_options,
    read_reactions,
    seat_count,
)

MAX_ACTIONS_PER_GAME = 200_000


@dataclass
class SimStats:
    """Running totals over many games."""

    seats: int
    teams: int
    games: int = 0
    rounds: int = 0
    actions: int = 0
    seconds: float = 0.0
    wins_per_seat: list[float] = field(default_factory=list)
    wins_per_team: list[float] = field(default_factory=list)
    score_sums: list[float] = field(default_factory=list)
    scored_rounds: int = 0
    round_endings: Counter[str] = field(default_factory=Counter)
    rounds_per_game: list[int] = field(default_factory=list)
    invariant_violations: int = 0
    violation_examples: list[str] = field(default_factory=list)
    player_errors: int = 0
    error_examples: list[str] = field(default_factory=list)
    unfinished_games: int = 0
    extras: dict[str, Any] = field(default_factory=dict)
    round_stats: Callable[[dict[str, Any]], dict[str, float]] | None = None
    """The game's own per-round figures (GameInfo.round_stats), averaged over rounds."""
    round_stat_sums: Counter[str] = field(default_factory=Counter)
    real_time: bool = False
    round_seconds: list[float] = field(default_factory=list)
    """Simulated seconds per round (games that report `seconds` in their round results)."""
    stale_commands: int = 0
    discarded_commands: int = 0

    def __post_init__(self) -> None:
        self.wins_per_seat = [0] * self.seats
        self.wins_per_team = [0] * self.teams
        self.score_sums = [0.0] * self.seats

    def add_round(self, result: dict[str, Any]) -> None:
        self.rounds += 1
        self.round_endings[str(result.get("ending"))] += 1
        if self.round_stats is not None:
            self.round_stat_sums.update(self.round_stats(result))
        if isinstance(result.get("seconds"), (int, float)):
            self.round_seconds.append(float(result["seconds"]))
        scores = result.get("player_scores")
        # A round counts towards the mean unless it scored nothing; a result says so with
        # "scored" (Banakil's stock-exhausted rounds score nothing and do not say).
        if scores and result.get("scored", result.get("ending") != "stock_exhausted"):
            self.scored_rounds += 1
            for seat, score in enumerate(scores):
                self.score_sums[seat] += score

    def to_json(self, info: GameInfo, args: argparse.Namespace,
                ai: Sequence[str]) -> dict[str, Any]:
        teams = self.teams if self.teams != self.seats else None
        rounds = self.rounds_per_game or [0]
        summary: dict[str, Any] = {
            "game": info.id,
            "players": self.seats,
            "partnerships": teams is not None,
            "ai": list(ai),
            "seed": args.seed,
            "games": self.games,
            "rounds": self.rounds,
            "rounds_per_game": round(sum(rounds) / max(1, len(self.rounds_per_game)), 2),
            "longest_game_rounds": max(rounds),
            "wins_per_seat": [_tidy(w) for w in self.wins_per_seat],
            "win_rate_per_seat": [round(w / max(1, self.games), 4) for w in self.wins_per_seat],
            "mean_round_score_per_seat": [round(s / self.scored_rounds, 2)
                                          for s in self.score_sums]
                                         if self.scored_rounds else None,
            "round_endings": dict(sorted(self.round_endings.items())),
            "actions": self.actions,
            "seconds": round(self.seconds, 3),
            "actions_per_second": round(self.actions / self.seconds) if self.seconds else None,
            "invariant_violations": self.invariant_violations,
            "violation_examples": self.violation_examples[:5],
            "player_errors": self.player_errors,
            "error_examples": self.error_examples[:5],
            "unfinished_games": self.unfinished_games,
        }
        summary.update(self.level_summary(ai))
        if self.real_time:
            summary["mean_round_seconds"] = (
                round(sum(self.round_seconds) / len(self.round_seconds), 2)
                if self.round_seconds else None)
            summary["stale_commands"] = self.stale_commands
            summary["discarded_commands"] = self.discarded_commands
        if teams is not None:
            summary["wins_per_team"] = [_tidy(w) for w in self.wins_per_team]
            summary["win_rate_per_team"] = [round(w / max(1, self.games), 4)
                                            for w in self.wins_per_team]
        if self.round_stats is not None:
            summary["round_stats_mean"] = {name: round(total / max(1, self.rounds), 2)
                                           for name, total in sorted(self.round_stat_sums.items())}
        summary.update(self.extras)
        return summary

    def level_summary(self, ai: Sequence[str]) -> dict[str, Any]:
        """Wins by AI level, and each level's win rate per seat it held (comparable when levels
        hold different numbers of seats)."""
        wins: dict[str, float] = {}
        seats: Counter[str] = Counter()
        for seat, level in enumerate(ai):
            wins[level] = wins.get(level, 0) + self.wins_per_seat[seat]
            seats[level] += 1
        return {
            "wins_per_level": {level: _tidy(w) for level, w in wins.items()},
            "win_rate_per_level": {level: round(w / max(1, self.games * seats[level]), 4)
                                   for level, w in wins.items()},
        }


def _tidy(number: float) -> float | int:
    """Whole numbers print as integers (shared wins are fractions)."""
    return int(number) if float(number).is_integer() else round(number, 3)


def play_game(info: GameInfo, config: Any, seed: int, players: Sequence[Player],
              rng: random.Random, stats: SimStats, check: bool = True) -> GameState:
    """Play one whole turn-based game, feeding `stats`; returns the final state."""
    state = info.new_game(config, seed)
    rounds_before = stats.rounds
    started = time.perf_counter()
    for _ in range(MAX_ACTIONS_PER_GAME):
        if state.is_over:
            break
        seat = state.to_move()
        assert seat is not None
        try:
            action = players[seat].choose(state.observation(seat), rng)
            events = state.apply(seat, action)
        except IllegalAction as error:
            stats.player_errors += 1
            stats.error_examples.append(f"seat {seat}: {error}")
            events = state.apply(seat, fallback_action(state.legal_actions(seat)))
        stats.actions += 1
        for event in events:
            if isinstance(event, RoundEnded):
                stats.add_round(event.result)
        if check:
            problems = state.check_invariants()
            if problems:
                stats.invariant_violations += 1
                stats.violation_examples.append(f"seed {seed}: {problems[0]}")
    else:
        stats.unfinished_games += 1
    _finish_game(state, stats, started, rounds_before)
    return state


def play_realtime_game(info: GameInfo, config: Any, seed: int, players: Sequence[Player],
                       rng: random.Random, stats: SimStats, check: bool = True) -> GameState:
    """Play one whole game without turns on a simulated clock, feeding `stats`. Invariants are
    checked after every processed command, refused ones included."""
    state = info.new_game(config, seed)
    timed = [p for p in players if isinstance(p, RealTimePlayer)]
    if len(timed) != len(players):
        raise SystemExit(f"{info.name} needs real-time players for every seat")
    driver = RealTimeDriver(state, timed, rng)
    rounds_before = stats.rounds
    started = time.perf_counter()
    for _ in range(MAX_ACTIONS_PER_GAME):
        if state.is_over:
            break
        outcomes = driver.step()
        if not outcomes and driver.next_arrival() is None:
            break  # nobody can act any more
        for outcome in outcomes:
            if outcome.discarded:
                stats.discarded_commands += 1
                continue
            if outcome.error is not None:
                if outcome.stale:
                    stats.stale_commands += 1
                else:
                    stats.player_errors += 1
                    stats.error_examples.append(f"seed {seed}, seat {outcome.seat}: "
                                                f"{outcome.error}")
            else:
                stats.actions += 1
                for event in outcome.events:
                    if isinstance(event, RoundEnded):
                        stats.add_round(event.result)
            if check:
                problems = state.check_invariants()
                if problems:
                    stats.invariant_violations += 1
                    stats.violation_examples.append(f"seed {seed}: {problems[0]}")
    if not state.is_over:
        stats.unfinished_games += 1
    _finish_game(state, stats, started, rounds_before)
    return state


def _finish_game(state: GameState, stats: SimStats, started: float, rounds_before: int) -> None:
    stats.seconds += time.perf_counter() - started
    stats.games += 1
    stats.rounds_per_game.append(stats.rounds - rounds_before)
    for winner in state.winners():
        if stats.teams != stats.seats:
            stats.wins_per_team[winner] += 1 / len(state.winners())
            for seat in range(stats.seats):
                if seat % stats.teams == winner:
                    stats.wins_per_seat[seat] += 1 / len(state.winners())
        else:
            stats.wins_per_seat[winner] += 1 / len(state.winners())


def build_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(prog="python -m desktop_app.sim", description=__doc__)
    parser.add_argument("--game", required=True, choices=sorted(GAMES))
    parser.add_argument("--players", type=int, default=None,
                        help="seats (default: one per --ai level, or the most the game seats)")
    parser.add_argument("--partnerships", action="store_true")
    parser.add_argument("--ai", default=None,
                        help="comma-separated levels, one per seat (default: medium everywhere)")
    parser.add_argument("--games", type=positive_int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", type=parse_option, default=[],
                        help="house rule as name=value, repeatable; yes/no options take "
                             "true/false/yes/no/1/0, lists take JSON")
    parser.add_argument("--reaction", default=None,
                        help="real-time games: comma-separated reaction times in seconds, one "
                             "per seat, from {} to {} (default: each level's own)"
                             .format(*REACTION_RANGE))
    parser.add_argument("--no-check", action="store_true",
                        help="skip the invariant checks (to measure raw speed)")
    return parser


def run(argv: Sequence[str] | None = None) -> dict[str, Any]:
    parser = build_parser()
    args = parser.parse_args(argv)
    info = get_game(args.game)
    try:
        levels = read_levels(info, args.ai)
        players_count = seat_count(info, args.players, levels)
        levels = levels or ["medium"] * players_count
        if len(levels) != players_count:
            raise UsageError("--ai", f"gives {count_of(len(levels), 'level')} for "
                                     f"{count_of(players_count, 'player')}")
        options = read_options(info, args.option)
        config = build_config(info, players_count, args.partnerships, options)
        players = make_players(info, levels, read_reactions(info, args.reaction, players_count))
    except UsageError as error:
        parser.error(str(error))
    teams = getattr(config, "teams", players_count)
    stats = SimStats(players_count, teams, round_stats=info.round_stats,
                     real_time=info.real_time)
    extras = info.sim_summary() if info.sim_summary is not None else None
    play = play_realtime_game if info.real_time else play_game
    master = random.Random(args.seed)
    for _ in range(args.games):
        game_seed = master.randrange(2**31)
        rng = random.Random(master.randrange(2**31))
        state = play(info, config, game_seed, players, rng, stats, check=not args.no_check)
        if extras is not None:
            extras.add_game(state)
    if extras is not None:
        stats.extras.update(extras.to_json())
    return stats.to_json(info, args, levels)


def make_players(info: GameInfo, levels: Sequence[str],
                 times: Sequence[float] | None) -> list[Player]:
    if times is None:
        return [make_player(info.id, level) for level in levels]
    return [make_player(info.id, level, reaction_time=seconds)
            for level, seconds in zip(levels, times, strict=True)]


def main(argv: Sequence[str] | None = None) -> int:
    return print_json(run(argv), indent=2)


if __name__ == "__main__":
    sys.exit(main())
