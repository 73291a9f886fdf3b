"""Computer-versus-computer games, headless: `python -m desktop_app.sim --game banakil ...`.

Prints one JSON object with wins, scores, rounds, speed and `invariant_violations` (the engine's
invariants are checked after every action). The same seed gives the same result. Games without
turns (`GameInfo.real_time`, Banapples) run on a simulated clock as fast as the CPU allows,
every player acting on its own reaction time.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import random
import re
import sys
import time
import typing
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .ai.base import REACTION_RANGE, Player, RealTimePlayer, fallback_action
from .ai.realtime import RealTimeDriver
from .ai.registry import levels as ai_levels
from .ai.registry import make_player
from .command_line import MAX_DIGITS, OneLineParser, print_json
from .games.base import ConfigError, GameState, IllegalAction, RoundEnded
from .games.codec import CodecError, decode_value
from .games.info import GameInfo
from .games.registry import GAMES, get_game

MAX_ACTIONS_PER_GAME = 200_000
CONFIG_ERRORS = (ConfigError, TypeError, ValueError)
"""What building a config may raise for values of the right type (ConfigError for the rules)."""


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


SET_BY_FLAGS = {"players": "--players", "partnerships": "--partnerships"}
"""Config fields with a flag of their own, not an --option."""
YES = ("true", "yes", "1")
NO = ("false", "no", "0")


class UsageError(Exception):
    """A bad flag or option; the message names the flag."""

    def __init__(self, flag: str, message: str) -> None:
        super().__init__(f"argument {flag}: {message}")


def parse_option(text: str) -> tuple[str, str]:
    """`name=value` as given; the value is read once the game (and so its type) is known."""
    if "=" not in text:
        raise argparse.ArgumentTypeError(f"wants name=value, got {text!r}")
    name, _, raw = text.partition("=")
    return name.strip(), raw


def positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"wants a whole number, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"wants at least 1, got {value}")
    return value


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
            raise UsageError("--ai", f"gives {_count(len(levels), 'level')} for "
                                     f"{_count(players_count, 'player')}")
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


def read_levels(info: GameInfo, text: str | None) -> list[str] | None:
    """The --ai levels, each one the game has a computer player for."""
    if text is None:
        return None
    known = ai_levels(info.id)
    names = [name.strip() for name in text.split(",")]
    for seat, name in enumerate(names, start=1):
        if not name:
            raise UsageError("--ai", f"seat {seat} has no level (levels: {', '.join(known)})")
        if name not in known:
            raise UsageError("--ai", f"{info.name} has no {name!r} computer player (levels: "
                                     f"{', '.join(known)})")
    return names


def seat_count(info: GameInfo, players: int | None, levels: Sequence[str] | None) -> int:
    """--players, else one seat per --ai level, else the most the game seats; 0 is no default."""
    count = players if players is not None else len(levels) if levels else info.max_players
    if not info.min_players <= count <= info.max_players:
        seats = (f"exactly {info.min_players}" if info.min_players == info.max_players
                 else f"{info.min_players} to {info.max_players}")
        flag = "--players" if players is not None else "--ai"
        raise UsageError(flag, f"{info.name} is for {seats} players, not {count}")
    return count


def read_options(info: GameInfo, given: Sequence[tuple[str, str]]) -> dict[str, Any]:
    """Each --option as the type of its config field."""
    hints = typing.get_type_hints(info.config_type)
    fields = [f.name for f in dataclasses.fields(info.config_type)
              if f.init and f.name not in SET_BY_FLAGS]
    options: dict[str, Any] = {}
    for name, raw in given:
        if name in SET_BY_FLAGS:
            raise UsageError("--option", f"{name} is set with {SET_BY_FLAGS[name]}")
        if name not in fields:
            raise UsageError("--option", f"{info.name} has no option {name!r} (options: "
                                         f"{', '.join(fields)})")
        if name in options:
            raise UsageError("--option", f"{name} is given twice")
        options[name] = option_value(hints[name], name, raw)
    return options


def option_value(hint: Any, name: str, raw: str) -> Any:
    """`raw` as a value of type `hint`: yes/no words for a bool, a finite number for a number,
    JSON for a list, the text itself otherwise."""
    text = raw.strip()
    if hint is bool:
        if text.lower() in YES + NO:
            return text.lower() in YES
        raise UsageError("--option", f"{name} is yes or no (true/false, 1/0), not {raw!r}")
    if hint is int:
        if re.fullmatch(r"[+-]?\d+", text) is None:
            raise UsageError("--option", f"{name} wants a whole number, not {raw!r}")
        digits = len(text.lstrip("+-"))
        if digits > MAX_DIGITS:
            raise UsageError("--option", f"{name}: {digits} digits is too many (at most "
                                         f"{MAX_DIGITS})")
        return int(text)
    if hint is float:
        try:
            number = float(text)
        except ValueError:
            number = math.nan
        if not math.isfinite(number):
            raise UsageError("--option", f"{name} wants a finite number, not {raw!r}")
        return number
    value: Any = raw
    if text[:1] in ("[", "{", '"'):
        try:
            value = json.loads(text, parse_constant=_no_constant)
        except (ValueError, RecursionError):
            raise UsageError("--option", f"{name}: not valid JSON: {raw!r}") from None
    try:
        return decode_value(hint, value, name)
    except CodecError as error:
        raise UsageError("--option", str(error)) from error


def _no_constant(name: str) -> None:
    raise ValueError(f"{name} is not a number")


def build_config(info: GameInfo, players: int, partnerships: bool,
                 options: dict[str, Any]) -> Any:
    """The config. A refusal names the flag to blame: --players or --partnerships when the
    table alone is refused, else the options refused alone, else all of them (CR-20's round
    share is judged against the contracts); the message is the full build's own."""
    try:
        return info.make_config(players=players, partnerships=partnerships, **options)
    except CONFIG_ERRORS as error:
        together = str(error)
    try:
        info.make_config(players=players, partnerships=partnerships)
    except CONFIG_ERRORS as error:
        raise UsageError("--partnerships" if partnerships else "--players", str(error)) from None
    blamed = [name for name, value in options.items()
              if not _builds(info, players, partnerships, {name: value})] or list(options)
    named = all(name in together for name in blamed)
    raise UsageError("--option", together if named else f"{', '.join(blamed)}: {together}")


def _builds(info: GameInfo, players: int, partnerships: bool, options: dict[str, Any]) -> bool:
    try:
        info.make_config(players=players, partnerships=partnerships, **options)
    except CONFIG_ERRORS:
        return False
    return True


def read_reactions(info: GameInfo, text: str | None, seats: int) -> list[float] | None:
    """--reaction: one time per seat, in seconds within REACTION_RANGE (NaN and inf are not)."""
    if text is None:
        return None
    if not info.real_time:
        raise UsageError("--reaction", f"applies to real-time games; {info.name} has turns")
    parts = text.split(",")
    if len(parts) != seats:
        raise UsageError("--reaction", f"gives {_count(len(parts), 'time')} for "
                                       f"{_count(seats, 'player')}")
    low, high = REACTION_RANGE
    times = []
    for seat, part in enumerate(parts, start=1):
        try:
            seconds = float(part)
        except ValueError:
            seconds = math.nan
        if not low <= seconds <= high:
            raise UsageError("--reaction", f"seat {seat}: seconds from {low} to {high} like "
                                           f"0.6, not {part.strip()!r}")
        times.append(seconds)
    return times


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"


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
