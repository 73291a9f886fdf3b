"""Banakil engine throughput under random legal play, 4 players (run by hand).

Two policies: `legal_only` picks uniformly among `legal_actions()` (draws, discards, lay-offs;
rounds end with the stock), `with_melds` also lays the meld finder's first meld half the time
in the play phase (rounds end by going out, as in real games).
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from desktop_app.ai.banakil import first_playable_meld
from desktop_app.cards.meld_finder import MeldFinder
from desktop_app.games.banakil import BanakilConfig, BanakilState, Phase
from desktop_app.games.banakil.rules import points
from desktop_app.games.base import RoundEnded
from tests.benchmarks._common import report

SECONDS = 8.0


def run(policy: str, seconds: float) -> dict[str, float]:
    rng = random.Random(7)
    config = BanakilConfig(players=4)
    actions = rounds = 0
    started = time.perf_counter()
    seed = 0
    while time.perf_counter() - started < seconds:
        state = BanakilState.new_game(config, seed)
        finder = MeldFinder(state.rules, points)
        seed += 1
        while not state.is_over and state.round_no < 30:
            seat = state.to_move()
            choice = None
            if policy == "with_melds" and state.phase is Phase.PLAY and rng.random() < 0.5:
                obs = state.observation(seat)
                choice = first_playable_meld(obs, finder.best_plan(obs.hand))
            if choice is None:
                choice = rng.choice(state.legal_actions(seat))
            events = state.apply(seat, choice)
            actions += 1
            rounds += sum(isinstance(e, RoundEnded) for e in events)
    elapsed = time.perf_counter() - started
    return {"actions": actions, "rounds": rounds, "seconds": round(elapsed, 2),
            "actions_per_second": round(actions / elapsed),
            "rounds_per_second": round(rounds / elapsed, 2)}


def main() -> None:
    report("banakil_engine", {"players": 4,
                              "legal_only": run("legal_only", SECONDS),
                              "with_melds": run("with_melds", SECONDS)})


if __name__ == "__main__":
    main()
