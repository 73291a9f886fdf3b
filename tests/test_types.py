"""The type contract below the GUI: `mypy --strict` (configured in pyproject.toml) finds no error
in desktop_app/cards, games, ai, store and lan, so a type error fails the test command like any
other failure. The GUI is left out: PySide6's stubs do not pass strict mode."""

from __future__ import annotations

from pathlib import Path

from mypy import api

ROOT = Path(__file__).resolve().parent.parent
CHECKED = ("desktop_app/cards", "desktop_app/games", "desktop_app/ai", "desktop_app/store",
           "desktop_app/lan")


def test_mypy_strict_finds_no_error_below_the_gui(tmp_path, monkeypatch):
    monkeypatch.chdir(ROOT)  # the config's paths and the package resolve from the checkout
    report, errors, status = api.run(["--config-file", str(ROOT / "pyproject.toml"),
                                      "--cache-dir", str(tmp_path / "mypy-cache"),
                                      "--no-error-summary", *CHECKED])
    assert status == 0, report + errors
    assert report == ""


def test_the_package_says_it_is_typed():
    """PEP 561: without py.typed, other tools importing desktop_app would ignore its hints."""
    assert (ROOT / "desktop_app" / "py.typed").is_file()
    assert '"py.typed"' in (ROOT / "pyproject.toml").read_text(encoding="utf-8")
