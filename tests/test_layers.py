"""DESIGN.md layers: the model packages run without Qt, and the code stays ruff-clean."""

from __future__ import annotations

import importlib.util
import random
import subprocess
import sys
from pathlib import Path

import desktop_app

ROOT = Path(__file__).resolve().parents[1]
MODEL_PACKAGES = ("desktop_app.cards", "desktop_app.games", "desktop_app.ai",
                  "desktop_app.store", "desktop_app.sim", "desktop_app.sim_flags",
                  "desktop_app.score", "desktop_app.command_line", "desktop_app.lan")

BLOCK_QT = """
import importlib.abc, sys
class NoQt(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("PySide6", "shiboken6"):
            raise ImportError(f"Qt is unavailable here: {name}")
        return None
sys.meta_path.insert(0, NoQt())
import importlib, pkgutil
names = sys.argv[1:]
for name in names:
    module = importlib.import_module(name)
    if hasattr(module, "__path__"):
        for info in pkgutil.walk_packages(module.__path__, name + "."):
            importlib.import_module(info.name)
print("ok")
"""


def test_model_layers_import_without_qt():
    existing = [name for name in MODEL_PACKAGES if importlib.util.find_spec(name) is not None]
    result = subprocess.run([sys.executable, "-c", BLOCK_QT, *existing], cwd=ROOT,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"


def test_package_is_the_checked_out_one():
    assert Path(desktop_app.__file__).resolve().parent == ROOT / "desktop_app"


def test_ruff_clean():
    result = subprocess.run([sys.executable, "-m", "ruff", "check", "."], cwd=ROOT,
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_mutable_attribute_of_a_state_is_a_declared_field():
    """snapshot() and clone() are built from `snapshot_fields`; an undeclared list, dict or set
    would be shared between clones and missed by the unchanged-snapshot checks."""
    from desktop_app.games.registry import GAMES

    for info in GAMES.values():
        config = info.make_config(players=info.min_players,
                                  partnerships=info.partnerships == "always")
        state = info.new_game(config, 1)
        undeclared = [name for name, value in vars(state).items()
                      if isinstance(value, (list, dict, set))
                      and name not in state.snapshot_fields
                      and name not in ("history", "opening_events")]
        assert not undeclared, f"{info.id}: {undeclared}"
        # Mid-round, so that hands, melds and piles hold something.
        rng = random.Random(3)
        for _ in range(60):
            seat = state.to_move()
            seat = rng.randrange(config.players) if seat is None else seat
            legal = state.legal_actions(seat)
            if legal and not state.is_over:
                state.apply(seat, rng.choice(legal))
        other = state.clone()
        assert other.snapshot() == state.snapshot()
        for name in state.snapshot_fields:
            shared = _shared_mutables(getattr(state, name), getattr(other, name))
            assert not shared, f"{info.id}.{name} shares {shared[0]!r}"


def _shared_mutables(value, copy):
    """The mutable parts (containers, unfrozen dataclasses) that `copy` shares with `value`,
    at any depth."""
    from dataclasses import fields, is_dataclass

    found = []
    mutable = isinstance(value, (list, dict, set)) or (
        is_dataclass(value) and not value.__dataclass_params__.frozen)
    if mutable and value is copy:
        return [value]
    if isinstance(value, (list, tuple)):
        for a, b in zip(value, copy, strict=True):
            found += _shared_mutables(a, b)
    elif isinstance(value, dict):
        for key in value:
            found += _shared_mutables(value[key], copy[key])
    elif mutable and is_dataclass(value):
        for f in fields(value):
            found += _shared_mutables(getattr(value, f.name), getattr(copy, f.name))
    return found


def test_a_clone_and_its_original_draw_the_same_numbers_independently():
    """clone() shares the generator until the first draw; each side then has its own copy."""
    from desktop_app.games.registry import GAMES

    info = GAMES["banakil"]
    state = info.new_game(info.make_config(players=4), 5)
    other = state.clone()
    first = [state.rng.random() for _ in range(3)]
    again = state.clone()
    assert [other.rng.random() for _ in range(3)] == first
    assert [state.rng.random() for _ in range(2)] == [again.rng.random() for _ in range(2)]
    assert other.rng is not state.rng is not again.rng


GUI = ROOT / "desktop_app" / "gui"
RUNS_PLAYERS = {"session.py", "realtime_session.py", "workers.py", "dialogs/new_game.py"}
"""The GUI code that starts and runs computer players (and lists their levels)."""


def _imported_modules(path: Path) -> set[str]:
    """Absolute names of the modules `path` imports (relative imports resolved)."""
    import ast

    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")[:len(package.split(".")) - node.level + 1] \
                if node.level else []
            module = ".".join([*base, node.module] if node.module else base)
            names.add(module)
            names.update(f"{module}.{alias.name}" for alias in node.names)
    return names


def test_gui_tables_never_import_computer_players():
    """DESIGN.md: the GUI asks the engine; only the code that runs players imports `ai`, and
    the per-game tables keep layout and gestures only."""
    offenders = []
    for path in sorted(GUI.rglob("*.py")):
        relative = path.relative_to(GUI).as_posix()
        if relative in RUNS_PLAYERS:
            continue
        if any(name == "desktop_app.ai" or name.startswith("desktop_app.ai.")
               for name in _imported_modules(path)):
            offenders.append(relative)
    assert offenders == []


def test_the_import_check_sees_relative_imports():
    """The check above resolves `from ...ai.banakil import X` in a table module."""
    names = _imported_modules(GUI / "session.py")
    assert "desktop_app.ai.registry" in names
