"""Hand and Foot engine throughput under uniform-random legal play (run by hand).

Prints JSON: actions and rounds per second (listing the legal actions included, as random
play needs them), and the share of time spent applying actions. Also writes the figures to
bench-results/bench_hand_and_foot.json.
"""

from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from desktop_app.games.bain_hand_and_foot import HandAndFootConfig, HandAndFootState  # noqa: E402
from desktop_app.games.bain_hand_and_foot.phase import Phase  # noqa: E402

ROUNDS = 60
SEED = 1


def main() -> dict:
    rng = random.Random(SEED)
    config = HandAndFootConfig()
    actions = rounds = 0
    apply_seconds = 0.0
    started = time.perf_counter()
    game = 0
    while rounds < ROUNDS:
        state = HandAndFootState.new_game(config, SEED + game)
        game += 1
        while not state.is_over and rounds < ROUNDS:
            seat = state.to_move()
            action = rng.choice(state.legal_actions(seat))
            t0 = time.perf_counter()
            state.apply(seat, action)
            apply_seconds += time.perf_counter() - t0
            actions += 1
            if state.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
                rounds += 1
                if state.phase is Phase.ROUND_OVER:
                    state.apply(state.to_move(), state.legal_actions(state.to_move())[0])
                    actions += 1
    seconds = time.perf_counter() - started
    figures = {
        "benchmark": "bain_hand_and_foot random legal play",
        "rounds": rounds,
        "actions": actions,
        "seconds": round(seconds, 3),
        "actions_per_second": round(actions / seconds),
        "rounds_per_second": round(rounds / seconds, 2),
        "actions_per_round": round(actions / rounds, 1),
        "apply_only_actions_per_second": round(actions / apply_seconds),
    }
    out = ROOT / "bench-results"
    out.mkdir(exist_ok=True)
    (out / "bench_hand_and_foot.json").write_text(json.dumps(figures, indent=2) + "\n")
    return figures


if __name__ == "__main__":
    print(json.dumps(main(), indent=2))
