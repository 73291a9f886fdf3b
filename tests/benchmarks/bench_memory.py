"""Memory of a demo game over time, run by hand:
`python tests/benchmarks/bench_memory.py [--game bain_hand_and_foot] [--players 4]
[--minutes 10] [--every 10] [--speed normal]`.

Starts the app as a player would (`python -m desktop_app --demo GAME --players N`, offscreen
unless DISPLAY is set and QT_QPA_PLATFORM is not), samples the resident set size of the app's
process (VmRSS from /proc, in MiB; the computer players' worker process is sampled apart) every
`--every` seconds for `--minutes`, then ends it. Prints JSON (also written to
bench-results/memory.json): every sample, the last, the peak, and the slope of the app's RSS
over the second half of the run (MiB per minute: about 0 when the game is flat).
A demo deals the next round by itself, so it plays as long as it is let.
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from tests.benchmarks._common import report  # noqa: E402


def rss_mib(pid: int) -> float | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        return None
    return None


def children(pid: int) -> list[int]:
    try:
        text = Path(f"/proc/{pid}/task/{pid}/children").read_text()
    except OSError:
        return []
    return [int(p) for p in text.split()]


def slope(points: list[tuple[float, float]]) -> float:
    """Least-squares MiB per minute."""
    if len(points) < 2:
        return 0.0
    n = len(points)
    mx = sum(t for t, _ in points) / n
    my = sum(v for _, v in points) / n
    sxx = sum((t - mx) ** 2 for t, _ in points)
    sxy = sum((t - mx) * (v - my) for t, v in points)
    return sxy / sxx * 60 if sxx else 0.0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", default="bain_hand_and_foot")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--every", type=float, default=10.0)
    parser.add_argument("--speed", choices=("slow", "normal", "fast", "instant"),
                        help="the demo's animation speed (default: the saved setting)")
    args = parser.parse_args()
    env = dict(os.environ)
    if not env.get("DISPLAY"):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    command = [sys.executable, "-m", "desktop_app", "--demo", args.game,
               "--players", str(args.players)]
    if args.speed:
        command += ["--speed", args.speed]
    app = subprocess.Popen(command, cwd=ROOT, env=env,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    started = time.monotonic()
    samples: list[dict[str, float]] = []
    try:
        while time.monotonic() - started < args.minutes * 60 and app.poll() is None:
            time.sleep(args.every)
            rss = rss_mib(app.pid)
            if rss is None:
                break
            workers = [r for r in (rss_mib(c) for c in children(app.pid)) if r is not None]
            samples.append({"s": round(time.monotonic() - started, 1), "app_mib": round(rss, 1),
                            "workers_mib": round(sum(workers), 1)})
            print(samples[-1], file=sys.stderr, flush=True)
    finally:
        exited = app.poll()
        if exited is None:
            app.send_signal(signal.SIGTERM)
            try:
                app.wait(10)
            except subprocess.TimeoutExpired:
                app.kill()
    half = [(s["s"], s["app_mib"]) for s in samples if s["s"] >= samples[-1]["s"] / 2] \
        if samples else []
    report("memory", {
        "game": args.game, "players": args.players, "speed": args.speed,
        "minutes": args.minutes,
        "every_seconds": args.every, "exited_early": exited,
        "last_app_mib": samples[-1]["app_mib"] if samples else None,
        "peak_app_mib": max((s["app_mib"] for s in samples), default=None),
        "last_workers_mib": samples[-1]["workers_mib"] if samples else None,
        "second_half_slope_mib_per_min": round(slope(half), 3),
        "samples": samples,
    })
    return 0


if __name__ == "__main__":
    sys.exit(main())
