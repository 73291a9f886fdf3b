"""The computer players' ladder, by hand: does each level beat the one below it?

    python tests/benchmarks/bench_ladder.py --game banakil --players 2 --pair hard,medium \
        --rounds 400 --think 0.2 --workers 2

Plays single rounds (the first round of a fresh deal): deal `i // 2` twice, the levels in
swapped seats the second time, so both sides get the same cards. With four seats the levels
alternate round the table (in partnership games that is one team each). A round is won by the
side with the better round result: the higher score (team score with partners), in Cap-It
Rummy the side holding the round's lowest score (CR-19); a tie counts half. Banapples rounds
run on the simulated clock with every seat at one reaction time (`--reaction`), so the levels
differ in judgement only. Prints JSON (and
writes bench-results/bench_ladder-GAME.json) with the first level's share of rounds, its
Wilson 95 % interval, and the hard player's decision times (searched decisions only).
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from desktop_app.ai.base import Player  # noqa: E402
from desktop_app.ai.realtime import RealTimeDriver  # noqa: E402
from desktop_app.ai.registry import make_player  # noqa: E402
from desktop_app.ai.search import SearchPlayer  # noqa: E402
from desktop_app.games.registry import get_game  # noqa: E402
from tests.benchmarks._common import report  # noqa: E402


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95 % with the default z)."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def first_side_share(game: str, result: dict[str, Any], first: set[int], players: int) -> float:
    """1 when the first level's side won the round, 0 when it lost, 0.5 on a tie."""
    if game == "cap_it_rummy":
        winners = set(result["round_winners"])
        ours, theirs = bool(winners & first), bool(winners - first)
        return 0.5 if ours == theirs else 1.0 if ours else 0.0
    if result.get("team_scores"):
        team = min(first) % 2
        mine, other = result["team_scores"][team], result["team_scores"][1 - team]
    else:
        scores = result["player_scores"]
        mine = max(scores[s] for s in first)
        other = max(scores[s] for s in range(players) if s not in first)
    return 0.5 if mine == other else 1.0 if mine > other else 0.0


def make(game: str, level: str, think: float) -> Player:
    if level == "hard":
        return make_player(game, level, think_time=think)
    return make_player(game, level)


def play_realtime_rounds(job: dict[str, Any]) -> dict[str, Any]:
    """Banapples: rounds `job["indices"]` on the simulated clock, every seat at the same
    reaction time (`job["reaction"]`), so the levels differ in judgement only."""
    info = get_game(job["game"])
    players = job["players"]
    config = info.make_config(players=players, partnerships=False)
    levels = job["pair"]
    shares: list[float] = []
    for index in job["indices"]:
        seed = job["seed"] * 1_000_003 + index // 2
        swap = index % 2
        seat_levels = [levels[(seat + swap) % 2] for seat in range(players)]
        first = {seat for seat, level in enumerate(seat_levels) if level == levels[0]}
        state = info.new_game(config, seed)
        seats = [make_player(job["game"], level, reaction_time=job["reaction"])
                 for level in seat_levels]
        driver = RealTimeDriver(state, seats, random.Random(seed * 7 + swap))  # type: ignore
        while not state.results:
            if not driver.step() and driver.next_arrival() is None:
                raise RuntimeError(f"round {index} stalled")
        shares.append(first_side_share(job["game"], state.results[-1], first, players))
    return {"shares": shares, "times": [], "worlds": []}


def play_rounds(job: dict[str, Any]) -> dict[str, Any]:
    """Play rounds `job["indices"]`; returns the first level's shares and hard's timings."""
    if job["game"] == "banapples":
        return play_realtime_rounds(job)
    info = get_game(job["game"])
    players = job["players"]
    config = info.make_config(players=players, partnerships=job["partnerships"])
    levels = job["pair"]
    made = {level: make(job["game"], level, job["think"]) for level in levels}
    shares: list[float] = []
    times: list[float] = []
    worlds: list[int] = []
    for index in job["indices"]:
        seed = job["seed"] * 1_000_003 + index // 2
        swap = index % 2
        seat_levels = [levels[(seat + swap) % 2] for seat in range(players)]
        first = {seat for seat, level in enumerate(seat_levels) if level == levels[0]}
        state = info.new_game(config, seed)
        rng = random.Random(seed * 7 + swap)
        while not state.results:
            seat = state.to_move()
            assert seat is not None
            player = made[seat_levels[seat]]
            obs = state.observation(seat)
            if isinstance(player, SearchPlayer):
                started = time.monotonic()
                found = player.think(obs, rng, max_worlds=job["worlds"] or 10_000)
                if found.searched:
                    times.append(time.monotonic() - started)
                    worlds.append(found.worlds)
                action = found.action
            else:
                action = player.choose(obs, rng)
            state.apply(seat, action)
        shares.append(first_side_share(job["game"], state.results[-1], first, players))
    return {"shares": shares, "times": times, "worlds": worlds}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", required=True,
                        choices=["banakil", "cap_it_rummy", "bain_hand_and_foot",
                                 "banapples"])
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--partnerships", action="store_true")
    parser.add_argument("--pair", default="hard,medium", help="two levels, stronger first")
    parser.add_argument("--rounds", type=int, default=40)
    parser.add_argument("--think", type=float, default=0.2, help="hard's seconds a decision")
    parser.add_argument("--reaction", type=float, default=1.2,
                        help="Banapples: every seat's seconds per action (equal for both levels)")
    parser.add_argument("--worlds", type=int, default=0,
                        help="cap hard's deals a decision (with a long --think: strength "
                             "apart from the machine's load)")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    info = get_game(args.game)
    players = args.players or info.min_players
    pair = args.pair.split(",")
    if len(pair) != 2:
        raise SystemExit("--pair names two levels, e.g. hard,medium")
    partnerships = args.partnerships or info.partnerships == "always"
    jobs = [{"game": args.game, "players": players, "partnerships": partnerships,
             "pair": pair, "think": args.think, "seed": args.seed, "reaction": args.reaction,
             "worlds": args.worlds,
             "indices": list(range(w, args.rounds, args.workers))}
            for w in range(args.workers)]
    started = time.monotonic()
    if args.workers == 1:
        parts = [play_rounds(jobs[0])]
    else:
        with multiprocessing.get_context("spawn").Pool(args.workers) as pool:
            parts = pool.map(play_rounds, jobs)
    shares = [s for part in parts for s in part["shares"]]
    times = sorted(t for part in parts for t in part["times"])
    worlds = [w for part in parts for w in part["worlds"]]
    won = sum(shares)
    low, high = wilson(won, len(shares))
    figures: dict[str, Any] = {
        "game": args.game, "players": players, "partnerships": partnerships,
        "pair": pair, "seed": args.seed, "rounds": len(shares),
        "first_level_round_share": round(won / max(1, len(shares)), 4),
        "wilson_95": [round(low, 4), round(high, 4)],
        "ties": shares.count(0.5),
        "wall_seconds": round(time.monotonic() - started, 1),
    }
    if args.game == "banapples":
        figures["reaction_seconds"] = args.reaction
    else:
        figures["think_time"] = args.think
        if args.worlds:
            figures["worlds_cap"] = args.worlds
    if times:
        figures["hard_decisions"] = len(times)
        figures["hard_seconds"] = {"median": round(statistics.median(times), 4),
                                   "p95": round(times[int(0.95 * (len(times) - 1))], 4),
                                   "max": round(times[-1], 4)}
        figures["hard_worlds_median"] = statistics.median(worlds)
    suffix = f"{args.game}-{players}{'p' if partnerships else ''}-{'-'.join(pair)}"
    report(f"bench_ladder-{suffix}", figures)
    return 0


if __name__ == "__main__":
    sys.exit(main())
