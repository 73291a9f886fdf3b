"""What goes into the frozen bundle: only the Qt parts Meja Kartu uses.

PyInstaller collects every plugin of each Qt module it sees (all platform plugins, the GTK theme,
QtPdf through the pdf image format, wayland, network backends) and, on Linux, copies the build
machine's system libraries too. The spec applies these rules to its tables of binaries and data
files; the rules live here, free of PyInstaller, so a fast test can check them against the app's
imports and against the installed PySide6 without building anything.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Iterable, Mapping
from pathlib import PurePosixPath

# The PySide6 modules desktop_app imports (tests/packaging checks this against the source).
QT_MODULES_USED = ("QtCore", "QtGui", "QtWidgets", "QtSvg", "QtUiTools")

# PySide6 modules PyInstaller would otherwise pull in through hooks or link dependencies.
EXCLUDED_PYTHON_MODULES = (
    *(f"PySide6.{name}" for name in (
        "QtNetwork", "QtDBus", "QtOpenGL", "QtOpenGLWidgets", "QtSvgWidgets", "QtPrintSupport",
        "QtSql", "QtTest", "QtXml", "QtConcurrent", "QtHelp", "QtDesigner", "QtQml", "QtQuick",
        "QtQuickWidgets", "QtQuickControls2", "QtQuick3D", "QtWebEngineCore",
        "QtWebEngineWidgets", "QtWebEngineQuick", "QtWebChannel", "QtWebSockets", "QtPdf",
        "QtPdfWidgets", "QtMultimedia", "QtMultimediaWidgets", "QtCharts",
        "QtDataVisualization", "QtGraphs", "Qt3DCore", "QtBluetooth", "QtPositioning",
        "QtSerialPort", "QtSensors", "QtTextToSpeech", "QtStateMachine", "QtRemoteObjects",
    )),
    "tkinter",
)

# Qt shared libraries (the part after "Qt6" / "Qt"): the five modules above and what they link
# against. QtUiTools links OpenGL and OpenGLWidgets; on Linux QtGui links DBus and the xcb
# plugin lives in XcbQpa.
QT_LIBRARIES_KEPT = frozenset({"Core", "Gui", "Widgets", "Svg", "UiTools", "OpenGL",
                               "OpenGLWidgets", "DBus", "XcbQpa"})

# Plugins by folder, named without "lib" and extension; folders not listed are dropped whole
# (platformthemes with the GTK theme, wayland-*, tls, networkinformation, generic, eglfs, ...).
# None keeps the whole folder.
PLUGINS_KEPT: dict[str, frozenset[str] | None] = {
    # xcb (Linux), windows, cocoa (macOS); offscreen for headless demo runs and the smoke test.
    "platforms": frozenset({"qxcb", "qwindows", "qcocoa", "qoffscreen"}),
    # dead keys (compose) and IBus, which Korean and other CJK input goes through.
    "platforminputcontexts": frozenset({"composeplatforminputcontextplugin",
                                        "ibusplatforminputcontextplugin"}),
    # the card art and the window icon are SVG; nothing else is ever decoded from a file.
    "imageformats": frozenset({"qsvg"}),
    "iconengines": frozenset({"qsvgicon"}),
    # the native Windows 11 and macOS widget styles.
    "styles": None,
}

# Windows extras PyInstaller adds for OpenGL, which a raster widget app never loads.
DROPPED_FILE_NAMES = frozenset({"opengl32sw.dll", "d3dcompiler_47.dll"})

# Notes for translators beside the app's catalogues (resources/translations/glossary.md) and the
# catalogues' sources (*.ts): the app reads only the compiled .qm, so the bundle leaves them out.
TRANSLATOR_NOTES = ("resources", "translations")
TRANSLATOR_NOTES_SUFFIX = (".md", ".ts")

# System library folders on Linux: what comes from there is the distribution's, so the .deb
# depends on its package instead of shipping a copy (linux_deb.py derives the Depends line).
LINUX_SYSTEM_LIBRARY_DIRS = ("/lib/", "/lib64/", "/usr/lib/", "/usr/lib64/")

_QT_LIBRARY = re.compile(r"^(?:lib)?Qt6(?P<name>[A-Za-z0-9]+)\.(?:so(?:\.\d+)*|dll|dylib)$")
_QT_FRAMEWORK = re.compile(r"^Qt(?P<name>[A-Za-z0-9]+)\.framework$")
_BINDING_MODULE = re.compile(r"^(?P<name>Qt[A-Za-z0-9]+)\.(?:abi3\.so|pyd|cpython-.*\.so|so)$")


def _parts(dest: str) -> tuple[str, ...]:
    return PurePosixPath(dest.replace("\\", "/")).parts


def plugin_name(file_name: str) -> str:
    """`libqxcb.so` -> `qxcb`, `qwindows.dll` -> `qwindows`, `libqcocoa.dylib` -> `qcocoa`."""
    stem = file_name.split(".")[0]
    return stem[3:] if stem.startswith("lib") else stem


def qt_library_name(dest: str) -> str | None:
    """The Qt module a bundled Qt library belongs to (`Core` for `libQt6Core.so.6`, for
    `Qt6Core.dll` and for anything inside `QtCore.framework`), or None for other files."""
    for part in _parts(dest):
        match = _QT_LIBRARY.match(part) or _QT_FRAMEWORK.match(part)
        if match:
            return match.group("name")
    return None


def keep_file(dest: str) -> bool:
    """Whether a file PyInstaller collected (its path inside the bundle) stays in the bundle."""
    parts = _parts(dest)
    if not parts or parts[-1] in DROPPED_FILE_NAMES:
        return False
    library = qt_library_name(dest)
    if library is not None:
        # anywhere: PyInstaller also links Qt libraries into the top of the bundle
        return library in QT_LIBRARIES_KEPT
    if parts[:2] == TRANSLATOR_NOTES and parts[-1].endswith(TRANSLATOR_NOTES_SUFFIX):
        return False
    if parts[0] != "PySide6":
        return True
    if "translations" in parts:
        # The app installs no QTranslator for Qt's own strings (tests/packaging checks that).
        return False
    if "plugins" in parts:
        index = parts.index("plugins")
        if len(parts) < index + 3:
            return False
        folder = parts[index + 1]
        if folder not in PLUGINS_KEPT:
            return False
        kept = PLUGINS_KEPT[folder]
        return kept is None or plugin_name(parts[-1]) in kept
    if len(parts) == 2:
        binding = _BINDING_MODULE.match(parts[1])
        if binding:
            return binding.group("name") in QT_MODULES_USED
    return True


def is_linux_system_library(dest: str, source: str) -> bool:
    """A shared library PyInstaller copied from the system's own library folders. libpython
    always stays: the bootloader opens it from the bundle by path."""
    return (source.startswith(LINUX_SYSTEM_LIBRARY_DIRS)
            and not _parts(dest)[-1].startswith("libpython"))


def resolve_link(path: str, links: Mapping[str, str]) -> str:
    """`path` inside the bundle with every symlinked component replaced by its target (macOS
    frameworks link `QtCore` -> `Versions/Current/QtCore` and `Current` -> `A`)."""
    parts = path.split("/")
    index, hops = 0, 0
    while index < len(parts):
        prefix = "/".join(parts[:index + 1])
        if prefix in links and hops < 40:
            hops += 1
            target = posixpath.normpath(posixpath.join(posixpath.dirname(prefix), links[prefix]))
            parts = target.split("/") + parts[index + 1:]
            index = 0
        else:
            index += 1
    return "/".join(parts)


def split_toc(entries: Iterable[tuple[str, str, str]], drop_system_libraries: bool,
              ) -> tuple[list[tuple[str, str, str]], list[tuple[str, str, str]]]:
    """(kept, dropped) entries of a PyInstaller TOC: (destination, source, type code).
    A SYMLINK entry (source = target relative to the link) stays only if what it points to
    stays, so dropping a library leaves no dangling link behind."""
    entries = list(entries)
    kept_files: set[str] = set()
    verdicts: list[bool] = []
    for dest, source, typecode in entries:
        # Python extension modules (typecode EXTENSION) always stay, even a distribution
        # Python's from /usr/lib/python3.x/lib-dynload.
        system = (drop_system_libraries and typecode == "BINARY"
                  and is_linux_system_library(dest, source))
        keep = keep_file(dest) and not system
        verdicts.append(keep)
        if keep and typecode != "SYMLINK":
            kept_files.add(dest.replace("\\", "/"))
    kept_dirs = {str(parent) for path in kept_files for parent in PurePosixPath(path).parents}
    links = {dest.replace("\\", "/"): source.replace("\\", "/")
             for dest, source, typecode in entries if typecode == "SYMLINK"}
    kept: list[tuple[str, str, str]] = []
    dropped: list[tuple[str, str, str]] = []
    for entry, keep in zip(entries, verdicts, strict=True):
        dest, _, typecode = entry
        if keep and typecode == "SYMLINK":
            target = resolve_link(dest.replace("\\", "/"), links)
            keep = target in kept_files or target in kept_dirs
        (kept if keep else dropped).append(entry)
    return kept, dropped
