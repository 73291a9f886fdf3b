"""Banapples throughput, run by hand: `python tests/benchmarks/bench_banapples.py [--quick]`.

Prints one JSON object (and writes it to bench-results/bench_banapples.json):
- `engine_commands_per_second`: the engine alone applying recorded commands (validation and
  state change; no decisions, no deal); `replay_commands_per_second`: the same from the JSON
  record through `games.registry.replay` (decoding and dealing included);
- `random_commands_per_second`: uniform-random legal commands, `legal_actions` included (the
  measure the peer engines in ENVIRONMENT.md were timed with);
- `ai_commands_per_second` (commands processed: applied, stale and discarded) and
  `simulated_rounds_per_second`: whole games of computer players on the simulated clock
  (decisions, queue, driver), with and without the invariant check after every command, as
  the simulator runs them.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from desktop_app.ai.realtime import RealTimeDriver  # noqa: E402
from desktop_app.ai.registry import make_player  # noqa: E402
from desktop_app.games.banapples import BanapplesConfig, BanapplesState  # noqa: E402
from desktop_app.games.base import RoundEnded  # noqa: E402
from desktop_app.games.registry import replay  # noqa: E402

LEVELS = ("hard", "medium", "medium", "easy")


def ai_games(games: int, check: bool) -> dict[str, float]:
    commands = rounds = 0
    simulated = 0.0
    started = time.perf_counter()
    last_state = None
    for seed in range(games):
        state = BanapplesState.new_game(BanapplesConfig(players=4), seed)
        driver = RealTimeDriver(state, [make_player("banapples", lv) for lv in LEVELS],
                                random.Random(seed))
        while not state.is_over:
            for outcome in driver.step():
                commands += 1
                rounds += sum(isinstance(e, RoundEnded) for e in outcome.events)
                if check:
                    assert not state.check_invariants()
        simulated += state.clock
        last_state = state
    seconds = time.perf_counter() - started
    assert last_state is not None
    return {"games": games, "rounds": rounds, "commands": commands,
            "seconds": round(seconds, 3),
            "ai_commands_per_second": round(commands / seconds),
            "simulated_rounds_per_second": round(rounds / seconds, 1),
            "simulated_seconds_per_cpu_second": round(simulated / seconds)}


def replay_speed(records: list, repeats: int) -> dict[str, float]:
    commands = sum(len(r.actions) for r in records) * repeats
    started = time.perf_counter()
    for _ in range(repeats):
        for record in records:
            replay(record)
    seconds = time.perf_counter() - started
    return {"replayed_commands": commands, "replay_seconds": round(seconds, 3),
            "replay_commands_per_second": round(commands / seconds)}


def engine_speed(records: list, repeats: int) -> dict[str, float]:
    games = [replay(record) for record in records]
    commands = sum(len(game.history) for game in games) * repeats
    seconds = 0.0
    for _ in range(repeats):
        for game in games:
            state = BanapplesState.new_game(game.config, game.seed)
            started = time.perf_counter()
            for seat, action in game.history:
                state.apply(seat, action)
            seconds += time.perf_counter() - started
    return {"engine_commands": commands, "engine_seconds": round(seconds, 3),
            "engine_commands_per_second": round(commands / seconds)}


def random_speed(commands: int) -> dict[str, float]:
    rng = random.Random(1)
    state = BanapplesState.new_game(BanapplesConfig(players=4), 1)
    done = 0
    started = time.perf_counter()
    while done < commands:
        if state.is_over:
            state = BanapplesState.new_game(BanapplesConfig(players=4), done)
        seat = rng.randrange(4)
        legal = state.legal_actions(seat)
        if not legal:
            continue
        state.apply(seat, rng.choice(legal))
        done += 1
    seconds = time.perf_counter() - started
    return {"random_commands": done, "random_seconds": round(seconds, 3),
            "random_commands_per_second": round(done / seconds)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="fewer games (a smoke run)")
    args = parser.parse_args()
    games = 4 if args.quick else 30
    records = []
    for seed in range(games):
        state = BanapplesState.new_game(BanapplesConfig(players=4), seed)
        driver = RealTimeDriver(state, [make_player("banapples", lv) for lv in LEVELS],
                                random.Random(seed))
        while not state.is_over:
            driver.step()
        records.append(state.record())
    result = {
        "benchmark": "banapples",
        "python": platform.python_version(),
        "machine": platform.machine(),
        "players": list(LEVELS),
        **engine_speed(records, 1 if args.quick else 3),
        **replay_speed(records, 1 if args.quick else 3),
        **random_speed(20_000 if args.quick else 200_000),
        "with_invariant_checks": ai_games(games, check=True),
        "without_invariant_checks": ai_games(games, check=False),
    }
    text = json.dumps(result, indent=2)
    print(text)
    out = ROOT / "bench-results"
    out.mkdir(exist_ok=True)
    (out / "bench_banapples.json").write_text(text + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
