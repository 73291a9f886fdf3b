"""The .deb for real: build it (or take MEJA_KARTU_DEB), check it with lintian (its overrides
applied: only the tags any bundle under /opt carries stay) and the installed metadata with
appstreamcli and desktop-file-validate, install it with dpkg, play a demo with the installed
/usr/games/meja-kartu until it quits with status 0, remove it, and check that nothing it
installed is left. Needs root, dpkg and the Debian packages the README lists; minutes, so it
only runs when asked:

    python -m pytest -m packaging
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import desktop_app

from .scripts import PACKAGING, ROOT, load

pytestmark = [
    pytest.mark.packaging,
    pytest.mark.skipif(not sys.platform.startswith("linux") or shutil.which("dpkg") is None,
                       reason="a Debian-family Linux with dpkg"),
    pytest.mark.skipif(hasattr(os, "geteuid") and os.geteuid() != 0,
                       reason="dpkg -i needs root"),
]

linux_deb = load("linux_deb")
PACKAGE = linux_deb.PACKAGE
INSTALL_DIR = Path("/") / linux_deb.INSTALL_DIR
LAUNCHER = Path("/") / linux_deb.LAUNCHER
DESKTOP = Path("/usr/share/applications") / linux_deb.DESKTOP_FILE.name
METAINFO = Path("/usr/share/metainfo") / f"{linux_deb.APP_ID}.metainfo.xml"
SIZE_LIMIT = 70 * 1024 * 1024
# the system libraries Qt's xcb plugin loads that a desktop without Qt apps may lack
XCB_PACKAGES = ("libxcb-cursor0", "libxkbcommon-x11-0", "libxcb-icccm4", "libxcb-keysyms1")


def run(*command: str, check: bool = True, **kwargs: object) -> subprocess.CompletedProcess:
    return subprocess.run(command, capture_output=True, text=True, check=check, **kwargs)


def is_installed(package: str) -> bool:
    result = run("dpkg-query", "-W", "-f=${Status}", package, check=False)
    return result.returncode == 0 and "installed" in result.stdout.split()


@pytest.fixture(scope="module")
def deb(tmp_path_factory) -> Path:
    given = os.environ.get("MEJA_KARTU_DEB")
    if given:
        return Path(given)
    out = tmp_path_factory.mktemp("build")
    run(sys.executable, str(PACKAGING / "build.py"), "--dist", str(out / "dist"),
        "--work", str(out / "work"), cwd=ROOT, timeout=1800)
    (found,) = (out / "dist" / "installers").glob("*.deb")
    return found


def control_fields(deb: Path) -> dict[str, str]:
    text = run("dpkg-deb", "--field", str(deb)).stdout
    fields: dict[str, str] = {}
    for line in text.splitlines():
        if line and not line[0].isspace():
            key, _, value = line.partition(": ")
            fields[key] = value
    return fields


def test_the_package_describes_itself(deb):
    assert deb.stat().st_size < SIZE_LIMIT
    fields = control_fields(deb)
    assert fields["Package"] == PACKAGE
    assert fields["Version"] == linux_deb.debian_version(desktop_app.__version__)
    assert fields["Architecture"] == linux_deb.host_architecture()
    depends = {item.split()[0] for item in fields["Depends"].split(", ")}
    for needed in (*XCB_PACKAGES, "libfontconfig1", "libdbus-1-3", "libc6"):
        assert needed in depends
    contents = run("dpkg-deb", "--contents", str(deb)).stdout.splitlines()
    paths = [line.split()[5] for line in contents]
    assert "./opt/" not in paths  # the package must not own /opt
    assert all(path == "./" or path.startswith(("./opt/meja-kartu/", "./usr/"))
               for path in paths)
    for needed in ("./usr/games/meja-kartu", f".{DESKTOP}", f".{METAINFO}",
                   "./usr/share/man/man6/meja-kartu.6.gz",
                   "./usr/share/doc/meja-kartu/changelog.gz",
                   "./usr/share/lintian/overrides/meja-kartu",
                   "./usr/share/icons/hicolor/48x48/apps/meja-kartu.png",
                   "./usr/share/icons/hicolor/scalable/apps/meja-kartu.svg",
                   "./opt/meja-kartu/_internal/resources/cards/AS.svg",
                   "./opt/meja-kartu/_internal/ui/new_game.ui"):
        assert needed in paths


# Shared libraries are data (0644): only the launcher and real programs are executable.
def test_modes_follow_policy(deb):
    contents = run("dpkg-deb", "--contents", str(deb)).stdout.splitlines()
    for line in contents:
        mode, *_, path = line.split()[:6]
        name = path.rsplit("/", 1)[-1]
        if mode.startswith("-") and linux_deb.SHARED_LIBRARY_NAME.search(name):
            assert mode == "-rw-r--r--", line


@pytest.mark.skipif(shutil.which("lintian") is None, reason="Debian package lintian")
def test_lintian_finds_no_error_or_warning(deb):
    result = run("lintian", "--tag-display-limit", "0", str(deb), check=False)
    findings = [line for line in result.stdout.splitlines() if line[:2] in ("E:", "W:")]
    assert findings == [], "\n".join(findings)
    # every override is still needed: a fixed tag's override goes with it
    info = run("lintian", "--tag-display-limit", "0", "-I", str(deb), check=False).stdout
    assert "unused-override" not in info, info


def check_installed_files() -> list[str]:
    """The installed package's file list, after checking the launcher and the integration."""
    files = run("dpkg-query", "-L", PACKAGE).stdout.split("\n")
    files = [path for path in files if path and path != "/."]
    assert LAUNCHER.resolve() == INSTALL_DIR / PACKAGE
    # dpkg does not list /opt as this package's, so removing it cannot take /opt along
    assert "/opt" not in files
    owner = run("dpkg-query", "-S", "/opt", check=False)
    assert PACKAGE not in owner.stdout
    if shutil.which("desktop-file-validate"):
        assert run("desktop-file-validate", str(DESKTOP), check=False).stdout == ""
    if shutil.which("appstreamcli"):
        checked = run("appstreamcli", "validate", "--no-net", str(METAINFO), check=False)
        assert checked.returncode == 0, checked.stdout + checked.stderr
    xcb = INSTALL_DIR / "_internal" / "PySide6" / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    assert "not found" not in run("ldd", str(xcb)).stdout
    return files


def play_demo(home: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(home),
           "XDG_CONFIG_HOME": str(home / "config"), "XDG_DATA_HOME": str(home / "data"),
           "XDG_CACHE_HOME": str(home / "cache")}
    return run(str(LAUNCHER), "--demo", "banakil", "--quit-after", "30", check=False,
               env=env, timeout=600)


def test_install_play_and_remove_leaves_nothing(deb, tmp_path):
    if is_installed(PACKAGE):
        pytest.skip(f"{PACKAGE} is already installed here; remove it first")
    installed = run("dpkg", "-i", str(deb), check=False)
    try:
        assert installed.returncode == 0, installed.stdout + installed.stderr
        files = check_installed_files()
        played = play_demo(tmp_path)
        assert played.returncode == 0, played.stdout + played.stderr
        assert "demo: 30 actions played" in played.stderr
        # running the app wrote nothing into its installation folder
        on_disk = {str(path) for path in INSTALL_DIR.rglob("*")} | {str(INSTALL_DIR)}
        assert on_disk <= set(files)
    finally:
        removed = run("dpkg", "-r", PACKAGE, check=False)
    assert removed.returncode == 0, removed.stdout + removed.stderr
    assert "warning" not in removed.stderr.lower(), removed.stderr
    assert not is_installed(PACKAGE)
    assert not INSTALL_DIR.exists() and not LAUNCHER.is_symlink()
    assert Path("/opt").is_dir()
    for path in files:
        if os.path.lexists(path):
            # only shared folders stay, and only because other packages own them too
            assert Path(path).is_dir(), f"{path} survived dpkg -r"
            assert run("dpkg-query", "-S", path, check=False).returncode == 0, path
