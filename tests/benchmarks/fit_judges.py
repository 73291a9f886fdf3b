"""Fit the hard players' static judgements (desktop_app/ai/judges.py) to medium self-play.

    python tests/benchmarks/fit_judges.py --game cap_it_rummy --rounds 1500
    python tests/benchmarks/fit_judges.py --game bain_hand_and_foot --rounds 300

Medium players play whole games against each other (every round, so every contract and
every score band the app meets); at the start of every turn each side's features are noted
(the game's `*_features` function, the one the search's judge reads), and when the round ends
the side that won it. A conditional logit is fitted by Newton's method: a side's chance of
winning the round is proportional to exp(weights . features). Cap-It sides are seats (the
lowest round score wins, CR-19, co-winners share); Hand and Foot and Banakil partnerships are
teams (the higher round score). The weights are printed as the judge's Python constant, with
the fit's log-loss beside a judge that knows nothing (every side alike), on the fitted rounds
and on a quarter of the rounds held out. Needs numpy (the bench extra brings it).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402

from desktop_app.ai.registry import make_player  # noqa: E402
from desktop_app.games.registry import get_game  # noqa: E402
from tests.benchmarks._common import report  # noqa: E402

Group = tuple[list[tuple[float, ...]], list[float]]
"""One position: each side's features, and each side's share of the round's win."""


def sides_and_features(game: str) -> tuple[Callable[[Any], int], Callable[[Any, int],
                                                                          tuple[float, ...]],
                                           tuple[str, ...]]:
    """How many sides a state has, a side's features, and their names."""
    if game == "cap_it_rummy":
        from desktop_app.ai.cap_it_rummy import CAP_IT_FEATURES, cap_it_features
        return (lambda state: state.players), cap_it_features, CAP_IT_FEATURES
    if game == "bain_hand_and_foot":
        from desktop_app.ai.bain_hand_and_foot import HF_FEATURES, hf_features
        return (lambda state: 2), hf_features, HF_FEATURES
    from desktop_app.ai.banakil import BANAKIL_FEATURES, banakil_features
    return ((lambda state: 2 if state.config.partnerships else state.players),
            banakil_features, BANAKIL_FEATURES)


def round_shares(game: str, result: dict[str, Any], sides: int) -> list[float]:
    """Each side's share of a round's win (co-winners share it)."""
    if game == "cap_it_rummy":
        winners = set(result["round_winners"])
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(sides)]
    scores = result.get("team_scores") or result["player_scores"]
    best = max(scores)
    top = [s for s in range(sides) if scores[s] == best]
    return [1.0 / len(top) if s in top else 0.0 for s in range(sides)]


def play(game: str, players: int, partnerships: bool, rounds: int, seed: int,
         every: int, only_round: int | None = None) -> list[list[Group]]:
    """Medium self-play: the positions of each round (of round `only_round` of each game
    only, when given), every `every`-th turn start."""
    info = get_game(game)
    count, features, _ = sides_and_features(game)
    config = info.make_config(players=players, partnerships=partnerships)
    medium = make_player(game, "medium")
    rng = random.Random(seed)
    played: list[list[Group]] = []
    game_no = 0
    while len(played) < rounds:
        game_no += 1
        state = info.new_game(config, seed * 1_000_003 + game_no)
        noted: list[list[tuple[float, ...]]] = []
        last = None
        turns = 0
        while not state.is_over and len(played) < rounds:
            seat = state.to_move()
            assert seat is not None
            if seat != last and str(getattr(state.phase, "value", state.phase)) == "draw":
                turns += 1
                if turns % every == 0:
                    sides = count(state)
                    if sides == 2 and game != "cap_it_rummy":
                        noted.append([features(state, s) for s in range(2)])
                    else:
                        noted.append([features(state, s) for s in range(sides)])
            last = seat
            before = len(state.results)
            state.apply(seat, medium.act(state.observation(seat), rng))
            if len(state.results) > before:
                shares = round_shares(game, state.results[-1], count(state))
                if only_round is None or state.results[-1].get("round") == only_round:
                    played.append([(rows, shares) for rows in noted])
                noted = []
                last = None
                if only_round is not None and state.results[-1].get("round", 0) >= only_round:
                    break  # the rest of this game is not wanted
    return played


def fit(groups: Sequence[Group], ridge: float = 1e-3, steps: int = 30) -> np.ndarray:
    """The conditional logit's weights by Newton's method (with a little ridge)."""
    x = np.array([rows for rows, _ in groups], dtype=float)  # positions x sides x features
    y = np.array([shares for _, shares in groups], dtype=float)
    k = x.shape[2]
    w = np.zeros(k)
    for _ in range(steps):
        u = x @ w
        u -= u.max(axis=1, keepdims=True)
        p = np.exp(u)
        p /= p.sum(axis=1, keepdims=True)
        mean = np.einsum("ns,nsk->nk", p, x)
        grad = np.einsum("ns,nsk->k", y, x) - mean.sum(axis=0) - ridge * len(x) * w
        second = np.einsum("ns,nsk,nsl->kl", p, x, x) - np.einsum("nk,nl->kl", mean, mean)
        hess = -second - ridge * len(x) * np.eye(k)
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-8:
            break
    return w


def log_loss(groups: Sequence[Group], w: np.ndarray) -> float:
    x = np.array([rows for rows, _ in groups], dtype=float)
    y = np.array([shares for _, shares in groups], dtype=float)
    u = x @ w
    u -= u.max(axis=1, keepdims=True)
    logp = u - np.log(np.exp(u).sum(axis=1, keepdims=True))
    return float(-(y * logp).sum(axis=1).mean())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", required=True,
                        choices=["banakil", "cap_it_rummy", "bain_hand_and_foot"])
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--partnerships", action="store_true")
    parser.add_argument("--rounds", type=int, default=400)
    parser.add_argument("--every", type=int, default=1, help="note every n-th turn start")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--round", type=int, default=None,
                        help="fit to this round of each game only (Cap-It: its contract)")
    args = parser.parse_args()
    info = get_game(args.game)
    players = args.players or (4 if args.game != "banakil" else info.min_players)
    partnerships = args.partnerships or info.partnerships == "always"
    _, _, names = sides_and_features(args.game)
    started = time.monotonic()
    rounds = play(args.game, players, partnerships, args.rounds, args.seed, args.every,
                  args.round)
    held = rounds[::4]
    fitted = [g for i, r in enumerate(rounds) if i % 4 for g in r]
    test = [g for r in held for g in r]
    w = fit(fitted)
    zero = np.zeros(len(names))
    figures = {
        "game": args.game, "players": players, "partnerships": partnerships,
        "rounds": len(rounds), "positions": len(fitted) + len(test), "seed": args.seed,
        "round": args.round,
        "weights": {n: round(float(v), 4) for n, v in zip(names, w, strict=True)},
        "log_loss_fitted": round(log_loss(fitted, w), 4),
        "log_loss_even_fitted": round(log_loss(fitted, zero), 4),
        "log_loss_held_out": round(log_loss(test, w), 4),
        "log_loss_even_held_out": round(log_loss(test, zero), 4),
        "wall_seconds": round(time.monotonic() - started, 1),
    }
    report(f"fit_judges-{args.game}-{players}{'p' if partnerships else ''}", figures)
    print("(" + ", ".join(f"{float(v):.4g}" for v in w) + ")")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
