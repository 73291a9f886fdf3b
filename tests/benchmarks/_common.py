"""Shared bits of the hand-run benchmarks: print JSON and keep a copy in bench-results/."""

from __future__ import annotations

import json
import os
import platform
import sys
from pathlib import Path
from typing import Any

RESULTS = Path(__file__).resolve().parents[2] / "bench-results"


def report(name: str, figures: dict[str, Any]) -> None:
    figures = {"benchmark": name, "python": platform.python_version(),
               "cpus": os.cpu_count(), **figures}
    RESULTS.mkdir(exist_ok=True)
    (RESULTS / f"{name}.json").write_text(json.dumps(figures, indent=2) + "\n")
    json.dump(figures, sys.stdout, indent=2)
    sys.stdout.write("\n")
