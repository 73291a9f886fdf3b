"""Our four engines beside OpenSpiel's `gin_rummy` (C++ core, Python loop), in one run:
`python tests/benchmarks/bench_engines_vs_openspiel.py [--rounds N] [--slice S]`
(needs the `bench` extra: `pip install -e .[bench]`).

Prints JSON (and writes bench-results/engines_vs_openspiel.json):
- `random_play`: uniform random legal play (list legal actions, choose uniformly, apply) until
  the game ends, many games. Every engine runs in `--rounds` slices of `--slice` seconds, the
  engines alternating, so load from other processes falls on all of them alike; each game's
  figure is also given as a ratio to OpenSpiel's. All times are this process's CPU time
  (`time.process_time`): on a machine shared with other jobs, wall-clock time mostly measures
  how often the scheduler let us run. OpenSpiel's chance moves (the deal) count as
  actions, as its own random simulation counts them; `openspiel_decisions_per_second` leaves
  them out. Banapples has no turns: each step a uniformly random seat acts.
- `clone_sample`: from mid-round positions (random play stopped part-way into a round),
  `clone()` alone, `observation(seat).sample_world(rng)` alone, and the pair, per second and
  per call; OpenSpiel's `clone()` beside them.
- `meld_finder`: the hardest hands of bench_meld_finder.py (the worst of each kind in
  milliseconds, and whether its plan is exact), and one medium Cap-It decision on a 25-card
  hand before the contract (built here from a seeded deal, `CAP_IT_POSITION`), with the node
  count of its contract search against the budget and without one.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import pyspiel

from desktop_app.ai.registry import make_player
from desktop_app.cards.meld_finder import MeldFinder
from desktop_app.games.base import GameState
from desktop_app.games.cap_it_rummy import CapItConfig, CapItState
from desktop_app.games.cap_it_rummy.phase import Phase as CapItPhase
from desktop_app.games.registry import GAMES
from tests.benchmarks._common import report

GAME_IDS = ("banakil", "cap_it_rummy", "bain_hand_and_foot", "banapples")
PLAYERS = {"banakil": 4, "cap_it_rummy": 4, "bain_hand_and_foot": 4, "banapples": 4}
MAX_ACTIONS = 20_000
"""A random game longer than this is abandoned (random Banakil rounds end with the stock, but
a game to the target can take very long)."""


class Runner:
    """Plays random games of one engine in slices; remembers the game in progress."""

    def __init__(self, step: Callable[[random.Random], bool], name: str) -> None:
        self.step = step
        self.name = name
        self.actions = 0
        self.seconds = 0.0

    def run_slice(self, seconds: float, rng: random.Random) -> None:
        step = self.step
        done = 0
        started = time.process_time()
        deadline = started + seconds
        while True:
            for _ in range(64):
                done += step(rng)
            if time.process_time() >= deadline:
                break
        self.seconds += time.process_time() - started
        self.actions += done


def our_stepper(game_id: str, seed: int) -> Callable[[random.Random], bool]:
    info = GAMES[game_id]
    config = info.make_config(players=PLAYERS[game_id])
    game = {"state": info.new_game(config, seed), "seed": seed, "count": 0}

    def step(rng: random.Random) -> bool:
        state: GameState = game["state"]
        if state.is_over or game["count"] >= MAX_ACTIONS:
            game["seed"] += 1
            game["state"] = state = info.new_game(config, game["seed"])
            game["count"] = 0
        seat = state.to_move()
        if seat is None:
            seat = rng.randrange(PLAYERS[game_id])
        legal = state.legal_actions(seat)
        if not legal:
            return False
        state.apply(seat, rng.choice(legal))
        game["count"] += 1
        return True

    return step


def openspiel_stepper(decisions: list[int]) -> Callable[[random.Random], bool]:
    game = pyspiel.load_game("gin_rummy")
    holder = {"state": game.new_initial_state()}

    def step(rng: random.Random) -> bool:
        state = holder["state"]
        if state.is_terminal():
            holder["state"] = state = game.new_initial_state()
        if state.is_chance_node():
            outcomes = state.chance_outcomes()
            state.apply_action(rng.choice(outcomes)[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
            decisions[0] += 1
        return True

    return step


def random_play(rounds: int, slice_seconds: float) -> dict[str, Any]:
    decisions = [0]
    runners = [Runner(openspiel_stepper(decisions), "openspiel_gin_rummy")]
    runners += [Runner(our_stepper(g, 1), g) for g in GAME_IDS]
    rng = random.Random(12)
    for _ in range(rounds):
        for runner in runners:
            runner.run_slice(slice_seconds, rng)
    reference = runners[0]
    ref_rate = reference.actions / reference.seconds
    out: dict[str, Any] = {
        "openspiel_gin_rummy": {"actions": reference.actions,
                                "seconds": round(reference.seconds, 2),
                                "actions_per_second": round(ref_rate),
                                "openspiel_decisions_per_second":
                                    round(decisions[0] / reference.seconds)}}
    for runner in runners[1:]:
        rate = runner.actions / runner.seconds
        out[runner.name] = {"actions": runner.actions, "seconds": round(runner.seconds, 2),
                            "actions_per_second": round(rate),
                            "ratio_to_openspiel": round(rate / ref_rate, 2)}
    return out


def mid_round_positions(game_id: str, count: int) -> list[GameState]:
    """Random play from seeded deals, stopped part-way into the first round."""
    info = GAMES[game_id]
    config = info.make_config(players=PLAYERS[game_id])
    rng = random.Random(99)
    positions = []
    seed = 1000
    while len(positions) < count:
        seed += 1
        state = info.new_game(config, seed)
        stop = rng.randrange(20, 80)
        for _ in range(stop):
            seat = state.to_move()
            if seat is None:
                seat = rng.randrange(PLAYERS[game_id])
            legal = state.legal_actions(seat)
            if legal:
                state.apply(seat, rng.choice(legal))
            if state.phase not in ("draw", "play"):
                break
        if state.phase not in ("draw", "play"):
            continue
        positions.append(state)
    return positions


def timed_calls(fn: Callable[[], object], seconds: float) -> tuple[int, float]:
    calls = 0
    started = time.process_time()
    while True:
        for _ in range(16):
            fn()
        calls += 16
        elapsed = time.process_time() - started
        if elapsed >= seconds:
            return calls, elapsed


def clone_sample(rounds: int, slice_seconds: float) -> dict[str, Any]:
    rng = random.Random(5)
    positions = {g: mid_round_positions(g, 40) for g in GAME_IDS}
    ospiel = pyspiel.load_game("gin_rummy")
    spiel_states = []
    for i in range(40):
        state = ospiel.new_initial_state()
        srng = random.Random(i)
        for _ in range(60 + i):
            if state.is_terminal():
                break
            if state.is_chance_node():
                state.apply_action(srng.choice(state.chance_outcomes())[0])
            else:
                state.apply_action(srng.choice(state.legal_actions()))
        spiel_states.append(state)
    totals: dict[str, dict[str, list[float]]] = {}

    def add(name: str, kind: str, calls: int, seconds: float) -> None:
        entry = totals.setdefault(name, {}).setdefault(kind, [0, 0.0])
        entry[0] += calls
        entry[1] += seconds

    def cycle(items: list[Any]) -> Callable[[], Any]:
        index = [0]

        def next_item() -> Any:
            index[0] = (index[0] + 1) % len(items)
            return items[index[0]]
        return next_item

    for _ in range(rounds):
        spiel = cycle(spiel_states)
        add("openspiel_gin_rummy", "clone",
            *timed_calls(lambda spiel=spiel: spiel().clone(), slice_seconds))
        for game_id in GAME_IDS:
            states = positions[game_id]
            seats = [s.to_move() if s.to_move() is not None else 0 for s in states]
            observations = [s.observation(seat) for s, seat in zip(states, seats, strict=True)]
            state_of = cycle(states)
            obs_of = cycle(observations)
            pair_of = cycle(list(zip(states, seats, strict=True)))
            add(game_id, "clone",
                *timed_calls(lambda state_of=state_of: state_of().clone(), slice_seconds))
            add(game_id, "sample_world",
                *timed_calls(lambda obs_of=obs_of: obs_of().sample_world(rng), slice_seconds))

            def pair(pair_of: Callable[[], Any] = pair_of) -> None:
                state, seat = pair_of()
                state.clone()
                state.observation(seat).sample_world(rng)
            add(game_id, "pair", *timed_calls(pair, slice_seconds))
    out: dict[str, Any] = {}
    for name, kinds in totals.items():
        out[name] = {}
        for kind, (calls, seconds) in kinds.items():
            out[name][f"{kind}_per_second"] = round(calls / seconds)
            out[name][f"{kind}_microseconds"] = round(seconds / calls * 1e6, 1)
    return out


def meld_finder_figures(repeats: int) -> dict[str, Any]:
    from desktop_app.games.banakil.config import BanakilConfig
    from desktop_app.games.banakil.rules import meld_rules, points
    from tests.benchmarks.bench_meld_finder import WILD_HANDS, hard_hands

    hands = hard_hands(random.Random(2026), WILD_HANDS)
    out: dict[str, Any] = {}
    for any_rank in (False, True):
        finder = MeldFinder(meld_rules(BanakilConfig(sets_any_rank=any_rank)), points)
        for limit in (1, 3):
            times = []
            for hand in hands:
                started = time.process_time()
                finder.best_plans(hand, limit)
                times.append(time.process_time() - started)
            worst = max(range(len(hands)), key=times.__getitem__)
            again = []
            for _ in range(repeats):
                started = time.process_time()
                plans = finder.best_plans(hands[worst], limit)
                again.append(time.process_time() - started)
            key = f"banakil_{'sets_any_rank' if any_rank else 'default'}_top{limit}"
            out[key] = {"hands": len(hands), "max_ms": round(max(times) * 1000, 2),
                        "worst_hand_rerun_median_ms": round(statistics.median(again) * 1000, 2),
                        "worst_plan_exact": plans[0].exact}
    state = cap_it_25_card_position()
    seat = state.current
    obs = state.observation(seat)
    player = make_player("cap_it_rummy", "medium")
    times = []
    action = None
    for i in range(repeats):
        started = time.process_time()
        action = player.choose(obs, random.Random(i))
        times.append(time.process_time() - started)
    from desktop_app.cards.meld_finder import NODE_BUDGET, _Search
    from desktop_app.games.cap_it_rummy.rules import penalty

    value = lambda c: penalty(c, obs.config.ace_penalty)  # noqa: E731
    started = time.process_time()
    search = _Search(MeldFinder(obs.rules, value), obs.hand, 1, obs.contract)
    plans = search.run()
    search_ms = (time.process_time() - started) * 1000
    unbudgeted = _Search(MeldFinder(obs.rules, value, node_budget=None), obs.hand, 1,
                         obs.contract)
    unbudgeted.run()
    out["cap_it_medium_decision_25_cards"] = {
        "hand": " ".join(str(c) for c in obs.hand), "contract": str(obs.contract),
        "median_ms": round(statistics.median(times) * 1000, 2),
        "max_ms": round(max(times) * 1000, 2), "action": type(action).__name__,
        "contract_search_ms": round(search_ms, 2),
        "contract_search_nodes": search.expansions, "node_budget": NODE_BUDGET,
        "nodes_without_budget": unbudgeted.expansions,
        "contract_plan_found": bool(plans), "contract_plan_exact": not search.exhausted,
    }
    return out


CAP_IT_POSITION = (3, 15)
"""(round, seed) of the 25-card position: among rounds 1-5 and seeds 0-39, the hand whose
contract search without a budget expands the most nodes (5,042; a plan exists) of those the
medium player searches at all (its quick estimate says the contract might go down). Found by
`--find-position`."""


def cap_it_25_card_position(round_no: int = CAP_IT_POSITION[0],
                            seed: int = CAP_IT_POSITION[1]) -> CapItState:
    """Cap-It, 4 players, `round_no` of the default contracts: the seat to play holds 25
    cards (its draw, then cards from the stock), has not laid its contract, and is in its play
    phase."""
    state = CapItState.new_game(CapItConfig(players=4), seed)
    state.round_no = round_no - 1
    state.rng = random.Random(seed)
    state.opening_events = state._deal_round()
    seat = state.current
    state.apply(seat, state.legal_actions(seat)[0])  # the first draw choice
    extra = [state.stock.pop() for _ in range(25 - len(state.hands[seat]))]
    state.hands[seat].extend(extra)
    state.flow_in[seat] += len(extra)
    assert state.phase is CapItPhase.PLAY and len(state.hands[seat]) == 25
    assert not state.has_contract(seat)
    return state


def find_position() -> tuple[int, int, int]:
    """The hardest (round, seed) for `cap_it_25_card_position`, with its node count."""
    from desktop_app.cards.meld_finder import _Search
    from desktop_app.games.cap_it_rummy.contract import shortfall

    best = (0, 0, 0)
    for round_no in range(1, 6):
        for seed in range(40):
            obs = cap_it_25_card_position(round_no, seed).observation(
                cap_it_25_card_position(round_no, seed).current)
            if shortfall(obs.hand, obs.contract, obs.rules, breadth=8) > 0:
                continue
            search = _Search(MeldFinder(obs.rules, lambda c: 1.0, node_budget=None),
                             obs.hand, 1, obs.contract)
            search.run()
            best = max(best, (search.expansions, round_no, seed))
    return best[1], best[2], best[0]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=6, help="alternations")
    parser.add_argument("--slice", type=float, default=1.0, help="seconds per engine and turn")
    parser.add_argument("--parts", default="random_play,clone_sample,meld_finder",
                        help="which figures, comma-separated")
    parser.add_argument("--find-position", action="store_true",
                        help="search for the hardest 25-card Cap-It position and stop")
    args = parser.parse_args()
    if args.find_position:
        print(find_position())
        return 0
    parts = {
        "random_play": lambda: random_play(args.rounds, args.slice),
        "clone_sample": lambda: clone_sample(max(2, args.rounds // 2), args.slice / 2),
        "meld_finder": lambda: meld_finder_figures(5),
    }
    figures = {name: parts[name]() for name in args.parts.split(",")}
    report("engines_vs_openspiel", figures)
    return 0


if __name__ == "__main__":
    sys.exit(main())
