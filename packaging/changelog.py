"""CHANGELOG.md, read once for every place that lists releases: the .deb's Debian changelog and
the AppStream metadata's <releases>. The Markdown file is the one the team edits; the other
two forms are derived from it at build time, so they can never disagree with it.
"""

from __future__ import annotations

import gzip
import re
from dataclasses import dataclass
from datetime import UTC, date, datetime, time
from email.utils import format_datetime
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parent.parent
CHANGELOG = ROOT / "CHANGELOG.md"
HEADING = re.compile(r"^## (?P<version>\d+(?:\.\d+)*(?:(?:a|b|rc|\.dev)\d+)?) — "
                     r"(?P<date>\d{4}-\d{2}-\d{2})$")


class ChangelogError(ValueError):
    """CHANGELOG.md does not have the shape its header describes."""


@dataclass(frozen=True)
class Release:
    version: str
    day: date
    changes: tuple[str, ...]


def parse(text: str) -> list[Release]:
    """The releases, newest first; each bullet (with its continuation lines) is one change."""
    releases: list[Release] = []
    current: tuple[str, date] | None = None
    changes: list[str] = []

    def close() -> None:
        if current is not None:
            if not changes:
                raise ChangelogError(f"release {current[0]} lists no change")
            releases.append(Release(current[0], current[1], tuple(changes)))

    for number, line in enumerate(text.splitlines(), start=1):
        if line.startswith("## "):
            match = HEADING.match(line)
            if match is None:
                raise ChangelogError(f"line {number}: a release heading reads "
                                     f"'## 1.2.3 — YYYY-MM-DD', not {line!r}")
            close()
            current = (match["version"], date.fromisoformat(match["date"]))
            changes = []
        elif current is not None and line.startswith("- "):
            changes.append(line[2:].strip())
        elif current is not None and line.startswith("  ") and changes:
            changes[-1] += " " + line.strip()
        elif current is not None and line.strip():
            raise ChangelogError(f"line {number}: a release lists its changes as '- ' lines")
    close()
    if not releases:
        raise ChangelogError("CHANGELOG.md lists no release")
    days = [release.day for release in releases]
    if days != sorted(days, reverse=True):
        raise ChangelogError("releases must be listed newest first")
    return releases


def releases(path: Path = CHANGELOG) -> list[Release]:
    return parse(path.read_text(encoding="utf-8"))


def _wrapped(text: str, width: int, first: str, rest: str) -> list[str]:
    lines, line = [], first
    for word in text.split():
        if len(line) + len(word) + 1 > width and line.strip() not in ("", "*"):
            lines.append(line.rstrip())
            line = rest
        line += word + " "
    lines.append(line.rstrip())
    return lines


def debian_changelog(package: str, maintainer: str, version_of: dict[str, str] | None = None,
                     source: list[Release] | None = None) -> str:
    """The Debian changelog (deb-changelog(5)) of a native package; `version_of` maps an
    upstream version to Debian's spelling of it."""
    out: list[str] = []
    for release in source if source is not None else releases():
        version = (version_of or {}).get(release.version, release.version)
        out.append(f"{package} ({version}) unstable; urgency=medium")
        out.append("")
        for change in release.changes:
            out.extend(_wrapped(change, 80, "  * ", "    "))
        out.append("")
        stamp = datetime.combine(release.day, time(12, 0), tzinfo=UTC)
        out.append(f" -- {maintainer}  {format_datetime(stamp)}")
        out.append("")
    return "\n".join(out)


def write_gzip(text: str, path: Path) -> None:
    """gzip -9n: no name and no time stamp in the header, so a rebuild is byte-identical."""
    with path.open("wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw,
                                               compresslevel=9, mtime=0) as packed:
        packed.write(text.encode("utf-8"))


def appstream_releases(source: list[Release] | None = None, indent: str = "  ") -> str:
    """The <releases> element of an AppStream metainfo file."""
    lines = [f"{indent}<releases>"]
    for release in source if source is not None else releases():
        lines.append(f'{indent}  <release version="{release.version}" '
                     f'date="{release.day.isoformat()}">')
        lines.append(f"{indent}    <description>")
        lines.append(f"{indent}      <ul>")
        lines.extend(f"{indent}        <li>{escape(change)}</li>" for change in release.changes)
        lines.append(f"{indent}      </ul>")
        lines.append(f"{indent}    </description>")
        lines.append(f"{indent}  </release>")
    lines.append(f"{indent}</releases>")
    return "\n".join(lines)
