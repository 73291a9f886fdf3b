"""One version and one list of releases for every place that shows them: pyproject.toml,
the app (About dialog), CHANGELOG.md, the .deb's changelog, the AppStream metadata, the
Windows and macOS builds. The validators run when their tools are installed (Debian packages
appstream, desktop-file-utils, man-db)."""

from __future__ import annotations

import gzip
import shutil
import subprocess
import tomllib
from datetime import date
from pathlib import Path
from xml.etree import ElementTree

import pytest

import desktop_app

from .scripts import PACKAGING, ROOT, load

changelog = load("changelog")
linux_deb = load("linux_deb")
build = load("build")

PYPROJECT_VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))[
    "project"]["version"]


def test_one_version_everywhere():
    assert desktop_app.__version__ == PYPROJECT_VERSION
    assert build.app_version() == PYPROJECT_VERSION  # the .deb, Inno Setup's /DAppVersion
    assert changelog.releases()[0].version == PYPROJECT_VERSION
    spec = (PACKAGING / "meja-kartu.spec").read_text(encoding="utf-8")
    # the macOS Info.plist and the Windows version resource come from the app's version
    assert '"CFBundleShortVersionString": __version__' in spec
    assert '.replace("@VERSION@", __version__)' in spec
    iss = (PACKAGING / "windows" / "meja-kartu.iss").read_text(encoding="utf-8")
    assert "AppVersion={#AppVersion}" in iss and "/DAppVersion=" in (
        PACKAGING / "build.py").read_text(encoding="utf-8")
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert f"meja-kartu_{linux_deb.debian_version(PYPROJECT_VERSION)}_amd64.deb" in readme


def test_the_changelog_reads_as_releases_newest_first():
    releases = changelog.releases()
    assert [r.day for r in releases] == sorted((r.day for r in releases), reverse=True)
    assert all(release.changes for release in releases)
    parsed = changelog.parse("# Changelog\n\n## 1.2.0 — 2027-01-02\n\n- One\n  more.\n- Two\n")
    assert parsed == [changelog.Release("1.2.0", date(2027, 1, 2), ("One more.", "Two"))]


@pytest.mark.parametrize("text, problem", [
    ("## 1.0 - 2027-01-02\n- x\n", "heading"),
    ("## 1.0 — 2027-01-02\n", "no change"),
    ("## 1.0 — 2027-01-02\nsome prose\n", "'- ' lines"),
    ("## 1.0 — 2027-01-02\n- x\n## 1.1 — 2027-02-02\n- y\n", "newest first"),
    ("# nothing\n", "no release"),
])
def test_a_changelog_of_the_wrong_shape_is_refused(text, problem):
    with pytest.raises(changelog.ChangelogError, match=problem):
        changelog.parse(text)


def test_the_debian_changelog_is_well_formed(tmp_path):
    text = changelog.debian_changelog("meja-kartu", "A B <a@b.c>")
    first = text.splitlines()[0]
    assert first == f"meja-kartu ({PYPROJECT_VERSION}) unstable; urgency=medium"
    assert all(len(line) <= 80 for line in text.splitlines())
    assert text.count(" -- A B <a@b.c>  ") == len(changelog.releases())
    packed = tmp_path / "changelog.gz"
    changelog.write_gzip(text, packed)
    assert gzip.decompress(packed.read_bytes()).decode("utf-8") == text
    assert packed.read_bytes()[4:8] == b"\0\0\0\0"  # no time stamp: rebuilds are identical
    if shutil.which("dpkg-parsechangelog"):
        parsed = subprocess.run(["dpkg-parsechangelog", "-l", "-", "-S", "Version"],
                                input=text, capture_output=True, text=True, check=True)
        assert parsed.stdout.strip() == PYPROJECT_VERSION


def metainfo(tmp_path: Path) -> Path:
    path = tmp_path / f"{linux_deb.APP_ID}.metainfo.xml"
    path.write_text(linux_deb.metainfo_text(PYPROJECT_VERSION), encoding="utf-8")
    return path


def test_the_metainfo_describes_the_app_in_three_languages(tmp_path):
    root = ElementTree.parse(metainfo(tmp_path)).getroot()
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    assert root.findtext("id") == linux_deb.APP_ID
    for tag in ("name", "summary"):
        assert {element.get(lang) for element in root.findall(tag)} == {None, "id", "ko"}
    assert {p.get(lang) for p in root.find("description").findall("p")} == {None, "id", "ko"}
    assert root.findtext("launchable") == linux_deb.DESKTOP_FILE.name
    assert root.find("content_rating").get("type") == "oars-1.1"
    versions = [release.get("version") for release in root.find("releases")]
    assert versions == [release.version for release in changelog.releases()]
    # every screenshot named in the metadata is a picture in the repository, made from the app
    shots = [Path(image.text).name for image in root.iter("image")]
    assert shots
    for name in shots:
        png = PACKAGING / "linux" / "screenshots" / name
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", name


def test_the_metainfo_refuses_a_version_the_changelog_does_not_list():
    with pytest.raises(ValueError, match=r"CHANGELOG\.md"):
        linux_deb.metainfo_text("99.0.0")


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="Debian package appstream")
def test_appstreamcli_validates_the_metainfo(tmp_path):
    result = subprocess.run(["appstreamcli", "validate", "--no-net", "--explain",
                             str(metainfo(tmp_path))], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None,
                    reason="Debian package desktop-file-utils")
def test_desktop_file_validate_passes():
    result = subprocess.run(["desktop-file-validate", str(linux_deb.DESKTOP_FILE)],
                            capture_output=True, text=True)
    assert result.returncode == 0 and result.stdout == "", result.stdout + result.stderr


def test_the_man_page_names_every_option(tmp_path):
    page = linux_deb.man_page_text(PYPROJECT_VERSION)
    assert page.startswith(".TH MEJA-KARTU 6 ") and f"Meja Kartu {PYPROJECT_VERSION}" in page
    from desktop_app.__main__ import build_parser

    for action in build_parser()._actions:
        for option in action.option_strings:
            if option.startswith("--"):
                assert option.replace("-", "\\-") in page, option
    if shutil.which("man"):
        source = tmp_path / "meja-kartu.6"
        source.write_text(page, encoding="utf-8")
        result = subprocess.run(["man", "--warnings", "-l", str(source)], capture_output=True,
                                text=True, env={"MANWIDTH": "80", "PATH": "/usr/bin:/bin"})
        assert result.returncode == 0 and "NAME" in result.stdout
        assert result.stderr == "", result.stderr
