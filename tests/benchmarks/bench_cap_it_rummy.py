"""Cap-It Rummy engine throughput under uniformly random legal play, by hand:
`python tests/benchmarks/bench_cap_it_rummy.py [--seconds S]`.

Prints JSON (and writes it to bench-results/bench_cap_it_rummy.json): actions per second and
rounds per second with 4 and 6 players. Each action is `legal_actions` + a random choice +
`apply`; invariant checks are off, as in a real game.
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

from desktop_app.games.cap_it_rummy import CapItConfig, CapItState  # noqa: E402
from desktop_app.games.cap_it_rummy.phase import Phase  # noqa: E402


def measure(players: int, seconds: float, seed: int) -> dict[str, float | int]:
    rng = random.Random(seed)
    actions = rounds = games = 0
    spent = 0.0
    while spent < seconds:
        state = CapItState.new_game(CapItConfig(players=players), rng.randrange(2**31))
        started = time.perf_counter()
        while not state.is_over:
            seat = state.to_move()
            assert seat is not None
            before = state.phase
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            actions += 1
            if before is not Phase.ROUND_OVER and state.phase in (Phase.ROUND_OVER,
                                                                  Phase.GAME_OVER):
                rounds += 1
        spent += time.perf_counter() - started
        games += 1
    return {"players": players, "games": games, "rounds": rounds, "actions": actions,
            "seconds": round(spent, 3), "actions_per_second": round(actions / spent),
            "rounds_per_second": round(rounds / spent, 1),
            "actions_per_round": round(actions / rounds, 1)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=5.0, help="time per player count")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    result = {
        "benchmark": "cap_it_rummy_random_legal_play",
        "python": platform.python_version(),
        "machine": platform.machine(),
        "runs": [measure(players, args.seconds, args.seed) for players in (4, 6)],
    }
    text = json.dumps(result, indent=2)
    print(text)
    out = ROOT / "bench-results"
    out.mkdir(exist_ok=True)
    (out / "bench_cap_it_rummy.json").write_text(text + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
