"""Build Meja Kartu's native package on the current platform: `python packaging/build.py`.

1. render the app icon (app_icons.py),
2. freeze the app into a one-folder bundle (meja-kartu.spec),
3. start the bundle once, headless, in demo mode: a broken bundle stops the build here,
4. wrap it: Linux a .deb (linux_deb.py), Windows an Inno Setup installer (windows/meja-kartu.iss,
   when ISCC.exe is installed), macOS a .dmg around the .app (macos_dmg.py).

Prints a JSON summary (timings and sizes) as the last line.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from linux_deb import DebInfo, build_deb, host_architecture
from macos_dmg import make_dmg

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SPEC = HERE / "meja-kartu.spec"
ISS = HERE / "windows" / "meja-kartu.iss"
APP_NAME = "meja-kartu"
DISPLAY_NAME = "Meja Kartu"
DEFAULT_MAINTAINER = "Meja Kartu maintainers <maintainers@mejakartu.org>"
# tests/test_qt_binding.py: 6.12.0 drops a reference to None on every void call.
BROKEN_PYSIDE = {"6.12.0"}
SMOKE_ARGS = ("--demo", "banakil", "--quit-after", "5")


@dataclass(frozen=True)
class Layout:
    """Where a build puts things; everything under `dist` and `work`."""

    dist: Path
    work: Path

    @property
    def icons(self) -> Path:
        return self.work / "icons"

    @property
    def bundle(self) -> Path:
        return self.dist / APP_NAME

    @property
    def app(self) -> Path:
        return self.dist / f"{DISPLAY_NAME}.app"

    @property
    def installers(self) -> Path:
        return self.dist / "installers"


def app_version() -> str:
    """desktop_app.__version__, read without importing the app."""
    tree = ast.parse((ROOT / "desktop_app" / "__init__.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if (isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant)
                and any(isinstance(t, ast.Name) and t.id == "__version__" for t in node.targets)):
            return str(node.value.value)
    raise SystemExit("desktop_app/__init__.py has no __version__ = '...' line")


def tree_size(path: Path) -> int:
    return sum(item.stat().st_size for item in path.rglob("*")
               if item.is_file() and not item.is_symlink())


def check_toolchain() -> None:
    import PySide6

    if PySide6.__version__ in BROKEN_PYSIDE:
        raise SystemExit(f"PySide6 {PySide6.__version__} is known broken "
                         "(tests/test_qt_binding.py); install another version to build")


def render_icons(layout: Layout) -> None:
    subprocess.run([sys.executable, str(HERE / "app_icons.py"), str(layout.icons)],
                   check=True, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
                   stdout=subprocess.DEVNULL)


def freeze(layout: Layout) -> None:
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
                    "--log-level", "WARN", "--distpath", str(layout.dist),
                    "--workpath", str(layout.work / "pyinstaller"), str(SPEC),
                    "--", "--icons", str(layout.icons)], check=True, cwd=ROOT)


def frozen_executable(layout: Layout) -> Path:
    if sys.platform == "darwin":
        return layout.app / "Contents" / "MacOS" / APP_NAME
    return layout.bundle / (f"{APP_NAME}.exe" if sys.platform == "win32" else APP_NAME)


def meipass(layout: Layout) -> Path:
    """The folder the frozen app sees as sys._MEIPASS."""
    if sys.platform == "darwin":
        return layout.app / "Contents" / "Frameworks"
    return layout.bundle / "_internal"


def rules_pages() -> list[str]:
    """Every rules page of the source tree, English and translated (`banakil.md`,
    `banakil.id.md`, `banakil.ko.md`, …), as its path inside the bundle."""
    return sorted(path.relative_to(ROOT).as_posix()
                  for path in (ROOT / "resources" / "rules").glob("*.md"))


def bundle_problems(folder: Path) -> list[str]:
    """What is wrong with a frozen bundle's data folder (empty when nothing is)."""
    problems = [f"dangling symlink {path.relative_to(folder)}" for path in folder.rglob("*")
                if path.is_symlink() and not path.exists()]
    for needed in ("resources/cards/AS.svg", *rules_pages(),
                   "resources/icons/meja-kartu.svg", "ui/new_game.ui"):
        if not (folder / needed).is_file():
            problems.append(f"{needed} is missing")
    return problems


def smoke_test(executable: Path, languages: list[str], timeout: float = 180) -> None:
    """Run the frozen app offscreen in demo mode until it quits by itself with status 0,
    settings and saves in a scratch folder where the platform lets us redirect them; then
    check that this machine's fonts draw every character of each shipped language (the
    bundle brings no fonts: it uses the system's, as the installed app will)."""
    with tempfile.TemporaryDirectory() as scratch:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": scratch,
               "XDG_CONFIG_HOME": str(Path(scratch) / "config"),
               "XDG_DATA_HOME": str(Path(scratch) / "data")}
        runs = [list(SMOKE_ARGS), *(["--check-fonts", code] for code in languages)]
        for arguments in runs:
            result = subprocess.run([str(executable), *arguments], env=env, timeout=timeout,
                                    capture_output=True, text=True)
            if result.returncode != 0:
                raise SystemExit(f"the frozen app failed its smoke run {' '.join(arguments)} "
                                 f"(status {result.returncode}):\n"
                                 f"{result.stdout}\n{result.stderr}")


def shipped_languages(folder: Path) -> list[str]:
    """The languages whose compiled catalogue the bundle carries."""
    return sorted(path.stem.removeprefix("meja_kartu_")
                  for path in (folder / "resources" / "translations").glob("meja_kartu_*.qm"))


def find_iscc() -> Path | None:
    found = shutil.which("iscc") or shutil.which("ISCC")
    if found:
        return Path(found)
    for base in (os.environ.get("PROGRAMFILES(X86)"), os.environ.get("PROGRAMFILES")):
        if base and (Path(base) / "Inno Setup 6" / "ISCC.exe").is_file():
            return Path(base) / "Inno Setup 6" / "ISCC.exe"
    return None


def windows_installer(layout: Layout, version: str) -> Path | None:
    iscc = find_iscc()
    if iscc is None:
        print("ISCC.exe (Inno Setup 6) not found: the bundle is built, the installer is not",
              file=sys.stderr)
        return None
    layout.installers.mkdir(parents=True, exist_ok=True)
    subprocess.run([str(iscc), "/Q", f"/DAppVersion={version}",
                    f"/DSourceDir={layout.bundle}", f"/DIconFile={layout.icons / 'meja-kartu.ico'}",
                    f"/DOutputDir={layout.installers}", str(ISS)], check=True)
    return layout.installers / f"{APP_NAME}-{version}-windows-x64-setup.exe"


def build(layout: Layout, installer: bool, smoke: bool, maintainer: str) -> dict[str, object]:
    check_toolchain()
    version = app_version()
    timings: dict[str, float] = {}

    def step(name: str, started: float) -> None:
        timings[name] = round(time.perf_counter() - started, 1)

    started = time.perf_counter()
    render_icons(layout)
    step("icons_s", started)
    started = time.perf_counter()
    freeze(layout)
    step("pyinstaller_s", started)
    bundle = layout.app if sys.platform == "darwin" else layout.bundle
    problems = bundle_problems(meipass(layout))
    if problems:
        raise SystemExit("the bundle is broken:\n" + "\n".join(problems))
    if smoke:
        started = time.perf_counter()
        smoke_test(frozen_executable(layout), shipped_languages(meipass(layout)))
        step("smoke_run_s", started)
    package: Path | None = None
    if installer:
        started = time.perf_counter()
        if sys.platform.startswith("linux"):
            info = DebInfo(version=version, architecture=host_architecture(),
                           maintainer=maintainer)
            package = build_deb(layout.bundle, layout.icons, info, layout.installers)
        elif sys.platform == "win32":
            package = windows_installer(layout, version)
        elif sys.platform == "darwin":
            package = make_dmg(layout.app, layout.installers, version)
        step("installer_s", started)
    return {
        "version": version,
        "platform": sys.platform,
        "bundle": str(bundle),
        "bundle_bytes": tree_size(bundle),
        "installer": str(package) if package else None,
        "installer_bytes": package.stat().st_size if package else None,
        **timings,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist",
                        help="bundle and installers go here (default: dist/)")
    parser.add_argument("--work", type=Path, default=ROOT / "build",
                        help="intermediate files (default: build/)")
    parser.add_argument("--no-installer", action="store_true", help="stop after the bundle")
    parser.add_argument("--no-smoke", action="store_true",
                        help="do not start the frozen app before packaging it")
    parser.add_argument("--maintainer", default=DEFAULT_MAINTAINER,
                        help="the .deb's Maintainer field")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    summary = build(Layout(dist=args.dist.resolve(), work=args.work.resolve()),
                    installer=not args.no_installer, smoke=not args.no_smoke,
                    maintainer=args.maintainer)
    summary["total_s"] = round(time.perf_counter() - started, 1)
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
