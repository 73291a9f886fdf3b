"""macOS: check the `.app` the spec's BUNDLE step made, then put it in a compressed `.dmg`.

PyInstaller writes `Meja Kartu.app` (Contents/MacOS/meja-kartu, Info.plist from the spec, the
.icns from app_icons.py); data folders live in Contents/Resources with links from
Contents/Frameworks, which is `sys._MEIPASS` there. The .dmg holds the app and a link to
/Applications, the usual drag-to-install window. Runs only on macOS (hdiutil).
"""

from __future__ import annotations

import platform
import plistlib
import shutil
import subprocess
import tempfile
from pathlib import Path

BUNDLE_ID = "org.mejakartu.MejaKartu"
VOLUME_NAME = "Meja Kartu"


def check_app(app: Path, version: str) -> None:
    """Raise ValueError naming the first thing the .app lacks."""
    contents = app / "Contents"
    plist_path = contents / "Info.plist"
    if not plist_path.is_file():
        raise ValueError(f"{app}: no Contents/Info.plist")
    info = plistlib.loads(plist_path.read_bytes())
    expected = {"CFBundleIdentifier": BUNDLE_ID, "CFBundleShortVersionString": version,
                "CFBundlePackageType": "APPL", "NSHighResolutionCapable": True}
    for key, value in expected.items():
        if info.get(key) != value:
            raise ValueError(f"{plist_path}: {key} is {info.get(key)!r}, expected {value!r}")
    executable = contents / "MacOS" / str(info.get("CFBundleExecutable", ""))
    if not executable.is_file():
        raise ValueError(f"{plist_path}: CFBundleExecutable {executable.name!r} is missing")
    icon = contents / "Resources" / str(info.get("CFBundleIconFile", ""))
    if icon.suffix != ".icns" or not icon.is_file():
        raise ValueError(f"{plist_path}: CFBundleIconFile {icon.name!r} is not an .icns in "
                         "Contents/Resources")
    meipass = contents / "Frameworks"
    for needed in ("resources/cards", "resources/rules", "resources/icons", "ui"):
        if not (meipass / needed).is_dir():
            raise ValueError(f"{app}: {needed} is not reachable from Contents/Frameworks")


def make_dmg(app: Path, out_dir: Path, version: str) -> Path:
    check_app(app, version)
    out_dir.mkdir(parents=True, exist_ok=True)
    dmg = out_dir / f"meja-kartu-{version}-macos-{platform.machine()}.dmg"
    with tempfile.TemporaryDirectory() as work:
        staging = Path(work) / VOLUME_NAME
        staging.mkdir()
        shutil.copytree(app, staging / app.name, symlinks=True)
        (staging / "Applications").symlink_to("/Applications")
        subprocess.run(["hdiutil", "create", "-volname", VOLUME_NAME, "-srcfolder",
                        str(staging), "-fs", "HFS+", "-format", "UDZO", "-ov", str(dmg)],
                       check=True)
    subprocess.run(["hdiutil", "verify", str(dmg)], check=True)
    return dmg
