"""The packaging scripts agree with the app and with each other, checked without building:
the Qt allow-list against what desktop_app imports and what the installed PySide6 links, the
spec's data folders, the names shared by spec, .deb, .desktop, Inno Setup and .app."""

from __future__ import annotations

import ast
import configparser
import functools
import os
import re
import runpy
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import desktop_app

from .scripts import PACKAGING, ROOT, load

bundle_filter = load("bundle_filter")
build = load("build")
linux_deb = load("linux_deb")
macos_dmg = load("macos_dmg")

SPEC_TEXT = (PACKAGING / "meja-kartu.spec").read_text(encoding="utf-8")
ISS_TEXT = (PACKAGING / "windows" / "meja-kartu.iss").read_text(encoding="utf-8")


@functools.cache
def pyside_modules_imported_by_the_app() -> frozenset[str]:
    found: set[str] = set()
    for path in (ROOT / "desktop_app").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            else:
                continue
            found.update(name.split(".")[1] for name in names
                         if name.startswith("PySide6."))
    return frozenset(found)


def test_the_allow_list_is_exactly_the_qt_modules_the_app_imports():
    assert pyside_modules_imported_by_the_app() == set(bundle_filter.QT_MODULES_USED)


def test_no_excluded_module_is_one_the_app_needs():
    excluded = {name.removeprefix("PySide6.") for name in bundle_filter.EXCLUDED_PYTHON_MODULES}
    assert not excluded & pyside_modules_imported_by_the_app()
    # the big ones the brief names stay out
    for big in ("QtNetwork", "QtQml", "QtQuick", "QtWebEngineCore", "QtMultimedia", "QtPdf"):
        assert big in excluded


def test_dropping_qt_translations_is_safe_because_the_app_loads_none():
    # keep_file drops PySide6's translations/*.qm; loading Qt's own catalogue would need them.
    for path in (ROOT / "desktop_app").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert "TranslationsPath" not in text and "qtbase" not in text, path


@pytest.mark.parametrize(("dest", "kept"), [
    # Linux wheel layout
    ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
    ("PySide6/Qt/plugins/platforms/libqwayland.so", False),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
    ("PySide6/Qt/plugins/platformthemes/libqxdgdesktopportal.so", False),
    ("PySide6/Qt/plugins/platforminputcontexts/libibusplatforminputcontextplugin.so", True),
    ("PySide6/Qt/plugins/platforminputcontexts/libqtvirtualkeyboardplugin.so", False),
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
    ("PySide6/Qt/plugins/imageformats/libqpdf.so", False),
    ("PySide6/Qt/plugins/imageformats/libqjpeg.so", False),
    ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", True),
    ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
    ("PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so", False),
    ("PySide6/Qt/plugins/xcbglintegrations/libqxcb-glx-integration.so", False),
    ("PySide6/Qt/translations/qtbase_de.qm", False),
    ("PySide6/Qt/lib/libQt6Core.so.6", True),
    ("PySide6/Qt/lib/libQt6XcbQpa.so.6", True),
    ("PySide6/Qt/lib/libQt6Network.so.6", False),
    ("PySide6/Qt/lib/libQt6WaylandClient.so.6", False),
    ("PySide6/Qt/lib/libicudata.so.73", True),
    ("libQt6Network.so.6", False),  # PyInstaller's top-level link to a Qt library
    ("libQt6Gui.so.6", True),
    ("PySide6/QtCore.abi3.so", True),
    ("PySide6/QtNetwork.abi3.so", False),
    ("PySide6/libpyside6.abi3.so.6.11", True),
    ("libpython3.11.so.1.0", True),
    ("resources/cards/AS.svg", True),
    ("ui/new_game.ui", True),
    # Windows wheel layout
    ("PySide6\\plugins\\platforms\\qwindows.dll", True),
    ("PySide6\\plugins\\platforms\\qdirect2d.dll", False),
    ("PySide6\\plugins\\styles\\qmodernwindowsstyle.dll", True),
    ("PySide6\\Qt6Widgets.dll", True),
    ("PySide6\\Qt6Network.dll", False),
    ("PySide6\\Qt6Pdf.dll", False),
    ("PySide6\\opengl32sw.dll", False),
    ("PySide6\\QtUiTools.pyd", True),
    ("PySide6\\translations\\qtbase_ko.qm", False),
    # macOS wheel layout
    ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
    ("PySide6/Qt/plugins/styles/libqmacstyle.dylib", True),
    ("PySide6/Qt/lib/QtCore.framework/Versions/A/QtCore", True),
    ("PySide6/Qt/lib/QtCore.framework/Resources/Info.plist", True),
    ("PySide6/Qt/lib/QtNetwork.framework/Versions/A/QtNetwork", False),
    ("PySide6/Qt/lib/QtQml.framework/Resources/Info.plist", False),
])
def test_keep_file(dest, kept):
    assert bundle_filter.keep_file(dest) is kept


def installed_plugins() -> list[Path]:
    import PySide6
    from PySide6.QtCore import QLibraryInfo

    plugins = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath))
    assert plugins.is_dir(), f"no Qt plugins under {PySide6.__file__}"
    return sorted(path for path in plugins.rglob("*") if path.is_file())


def test_the_kept_plugin_names_match_the_installed_pyside():
    # A renamed plugin in a new PySide6 would silently vanish from the bundle.
    kept = {f"{path.parent.name}/{bundle_filter.plugin_name(path.name)}"
            for path in installed_plugins()
            if bundle_filter.keep_file(f"PySide6/Qt/plugins/{path.parent.name}/{path.name}")}
    platform_plugin = {"linux": "platforms/qxcb", "win32": "platforms/qwindows",
                       "darwin": "platforms/qcocoa"}[sys.platform]
    for needed in (platform_plugin, "platforms/qoffscreen", "imageformats/qsvg",
                   "iconengines/qsvgicon"):
        assert needed in kept
    assert not any(name.startswith(("platformthemes/", "wayland", "tls/")) for name in kept)


def needed_libraries(path: Path) -> list[str]:
    out = subprocess.run(["readelf", "-d", str(path)], capture_output=True, text=True,
                         check=True).stdout
    return re.findall(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]", out)


@pytest.mark.skipif(not sys.platform.startswith("linux") or shutil.which("readelf") is None,
                    reason="reads ELF link tables of the installed Linux wheel")
def test_kept_qt_libraries_are_exactly_what_the_kept_parts_link():
    import PySide6

    package = Path(PySide6.__file__).parent
    library_dir = package / "Qt" / "lib"
    start = [package / f"{name}.abi3.so" for name in bundle_filter.QT_MODULES_USED]
    start += [path for path in installed_plugins()
              if bundle_filter.keep_file(f"PySide6/Qt/plugins/{path.parent.name}/{path.name}")]
    linked: set[str] = set()
    queue = list(start)
    while queue:
        for soname in needed_libraries(queue.pop()):
            name = bundle_filter.qt_library_name(soname)
            if name is not None and name not in linked:
                linked.add(name)
                queue.append(library_dir / soname)
    assert linked == bundle_filter.QT_LIBRARIES_KEPT


def test_split_toc_drops_links_to_dropped_files_and_system_libraries():
    toc = [
        ("PySide6/Qt/lib/libQt6Core.so.6", "/site/PySide6/Qt/lib/libQt6Core.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6Network.so.6", "/site/libQt6Network.so.6", "BINARY"),
        ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
        ("libicuuc.so.73", "PySide6/Qt/lib/libicuuc.so.73", "SYMLINK"),  # target not collected
        ("libxcb-cursor.so.0", "/lib/x86_64-linux-gnu/libxcb-cursor.so.0", "BINARY"),
        ("libpython3.11.so.1.0", "/usr/lib/x86_64-linux-gnu/libpython3.11.so.1.0", "BINARY"),
        ("python3.11/lib-dynload/_ssl.so", "/usr/lib/python3.11/lib-dynload/_ssl.so",
         "EXTENSION"),
        ("resources/rules/banakil.md", "/src/resources/rules/banakil.md", "DATA"),
    ]
    kept, dropped = bundle_filter.split_toc(toc, drop_system_libraries=True)
    assert [entry[0] for entry in kept] == [
        "PySide6/Qt/lib/libQt6Core.so.6", "libQt6Core.so.6", "libpython3.11.so.1.0",
        "python3.11/lib-dynload/_ssl.so", "resources/rules/banakil.md"]
    assert len(kept) + len(dropped) == len(toc)
    kept_elsewhere, _ = bundle_filter.split_toc(toc, drop_system_libraries=False)
    assert ("libxcb-cursor.so.0", "/lib/x86_64-linux-gnu/libxcb-cursor.so.0",
            "BINARY") in kept_elsewhere


def test_framework_links_resolve_through_linked_folders():
    framework = "PySide6/Qt/lib/QtCore.framework"
    toc = [
        (f"{framework}/Versions/A/QtCore", "/site/QtCore", "BINARY"),
        (f"{framework}/Versions/Current", "A", "SYMLINK"),
        (f"{framework}/QtCore", "Versions/Current/QtCore", "SYMLINK"),
        ("QtCore", f"{framework}/QtCore", "SYMLINK"),
    ]
    kept, _ = bundle_filter.split_toc(toc, drop_system_libraries=False)
    assert kept == toc
    links = {dest: source for dest, source, kind in toc if kind == "SYMLINK"}
    assert bundle_filter.resolve_link("QtCore", links) == f"{framework}/Versions/A/QtCore"


def test_the_spec_bundles_resources_and_ui_one_folder_with_the_filter():
    compile(SPEC_TEXT, "meja-kartu.spec", "exec")
    assert 'data_tree("resources") + data_tree("ui")' in SPEC_TEXT
    assert "excludes=list(bundle_filter.EXCLUDED_PYTHON_MODULES)" in SPEC_TEXT
    assert "bundle_filter.split_toc(" in SPEC_TEXT
    assert "exclude_binaries=True" in SPEC_TEXT and "COLLECT(" in SPEC_TEXT  # one-folder
    assert '"packaging" / "entry_point.py"' in SPEC_TEXT
    assert '"pyi_rth_qt_platform.py"' in SPEC_TEXT
    assert (PACKAGING / "pyi_rth_qt_platform.py").is_file()
    assert (PACKAGING / "entry_point.py").is_file()
    assert f'APP_NAME = "{build.APP_NAME}"' in SPEC_TEXT
    assert f'BUNDLE_ID = "{macos_dmg.BUNDLE_ID}"' in SPEC_TEXT
    assert build.SPEC == PACKAGING / "meja-kartu.spec"


def test_the_frozen_app_finds_resources_and_forms_in_meipass(monkeypatch, tmp_path):
    from desktop_app.gui.ui_forms import ui_dir
    from desktop_app.resources import resources_dir

    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources_dir() == tmp_path / "resources"
    assert ui_dir() == tmp_path / "ui"
    # and build.py checks exactly these places in the built bundle
    for needed in ("resources/cards/AS.svg", "ui/new_game.ui", "resources/icons/meja-kartu.svg"):
        assert (ROOT / needed).is_file()
    pages = build.rules_pages()
    assert len(build.bundle_problems(tmp_path)) == 3 + len(pages)
    for needed in ("resources/cards/AS.svg", *pages,
                   "resources/icons/meja-kartu.svg", "ui/new_game.ui"):
        (tmp_path / needed).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / needed).write_text("x")
    assert build.bundle_problems(tmp_path) == []
    (tmp_path / "libQt6Network.so.6").symlink_to("PySide6/Qt/lib/libQt6Network.so.6")
    assert build.bundle_problems(tmp_path) == ["dangling symlink libQt6Network.so.6"]


def test_the_bundle_check_wants_every_rules_page_in_every_language(tmp_path):
    pages = build.rules_pages()
    for game_id in ("banakil", "cap_it_rummy", "bain_hand_and_foot", "banapples"):
        for name in (f"{game_id}.md", f"{game_id}.id.md", f"{game_id}.ko.md"):
            assert f"resources/rules/{name}" in pages
    assert "resources/rules/banakil.ko.md is missing" in build.bundle_problems(tmp_path)


def test_the_bundle_keeps_the_rules_pages_and_leaves_out_the_glossary():
    assert (ROOT / "resources" / "translations" / "glossary.md").is_file()
    assert not bundle_filter.keep_file("resources/translations/glossary.md")
    assert not bundle_filter.keep_file("resources\\translations\\glossary.md")
    for page in build.rules_pages():
        assert bundle_filter.keep_file(page), page
    # the catalogues the app loads stay, compiled; their sources stay behind
    for code in ("id", "ko"):
        assert (ROOT / "resources" / "translations" / f"meja_kartu_{code}.qm").is_file()
        assert bundle_filter.keep_file(f"resources/translations/meja_kartu_{code}.qm")
        assert not bundle_filter.keep_file(f"resources/translations/meja_kartu_{code}.ts")
    # and nothing in the app reads the glossary
    for path in (ROOT / "desktop_app").rglob("*.py"):
        assert "glossary" not in path.read_text(encoding="utf-8"), path


def test_the_desktop_entry_starts_the_launcher_with_the_icon():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(linux_deb.DESKTOP_FILE, encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application"
    assert section["Exec"] == f"/{linux_deb.LAUNCHER.as_posix()}"
    assert section["Icon"] == load("app_icons").ICON_NAME
    assert section["Terminal"] == "false"
    assert "Game" in section["Categories"].split(";")
    assert section["Categories"].endswith(";")
    # the window's WM_CLASS instance (argv[0]) and app.setDesktopFileName() in __main__
    assert section["StartupWMClass"] == linux_deb.PACKAGE
    # the desktop file is named after the AppStream id, and the app says which it is
    assert linux_deb.DESKTOP_FILE.name == f"{linux_deb.APP_ID}.desktop"
    assert f'setDesktopFileName("{linux_deb.APP_ID}")' in (
        ROOT / "desktop_app" / "__main__.py").read_text(encoding="utf-8")


def test_the_menu_entry_speaks_indonesian_and_korean():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(linux_deb.DESKTOP_FILE, encoding="utf-8")
    section = entry["Desktop Entry"]
    for key in ("Name", "GenericName", "Comment", "Keywords"):
        for language in ("id", "ko"):
            assert section[f"{key}[{language}]"].strip(), f"{key}[{language}]"
    assert any("\uac00" <= char <= "\ud7a3" for char in section["GenericName[ko]"])
    assert section["Keywords[ko]"].endswith(";") and section["Keywords[id]"].endswith(";")


def test_the_shared_libraries_are_told_from_programs(tmp_path):
    elf = b"\x7fELF" + bytes(60)
    for name in ("libQt6Gui.so.6", "libpyside6.abi3.so.6.11", "_bisect.cpython-311.so",
                 "libicudata.so.73", "meja-kartu", "notes.txt"):
        (tmp_path / name).write_bytes(elf if name != "notes.txt" else b"text")
    kinds = {path.name: linux_deb.elf_kind(path) for path in tmp_path.iterdir()}
    assert kinds == {"libQt6Gui.so.6": "shared", "libpyside6.abi3.so.6.11": "shared",
                     "_bisect.cpython-311.so": "shared", "libicudata.so.73": "shared",
                     "meja-kartu": "program", "notes.txt": None}


def test_names_agree_between_build_inno_setup_and_deb():
    assert build.APP_NAME == linux_deb.PACKAGE
    assert f'#define AppExe "{build.APP_NAME}.exe"' in ISS_TEXT
    assert f"OutputBaseFilename={build.APP_NAME}-{{#AppVersion}}-windows-x64-setup" in ISS_TEXT
    for define in ("AppVersion", "SourceDir", "IconFile", "OutputDir"):
        assert f"#ifndef {define}" in ISS_TEXT
    for option in ("PrivilegesRequired=lowest", "PrivilegesRequiredOverridesAllowed=dialog",
                   "{autoprograms}", "UninstallDisplayIcon=", "SetupIconFile={#IconFile}"):
        assert option in ISS_TEXT
    assert build.app_version() == desktop_app.__version__


def test_the_windows_version_resource_template_evaluates(tmp_path):
    template = (PACKAGING / "windows" / "version_info.txt.in").read_text(encoding="utf-8")
    text = template.replace("@NUMBERS@", repr((0, 1, 0, 0))).replace("@VERSION@", "0.1.0")
    made: list[str] = []

    def structure(name: str):
        def make(*args, **kwargs):
            made.append(name)
            return (name, args, kwargs)
        return make

    names = ("VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct",
             "VarFileInfo", "VarStruct")
    info = eval(text, {name: structure(name) for name in names})  # as PyInstaller loads it
    assert info[0] == "VSVersionInfo"
    assert info[2]["ffi"][2]["filevers"] == (0, 1, 0, 0)
    assert "@" not in text


def make_app(root: Path, version: str) -> Path:
    import plistlib

    app = root / "Meja Kartu.app"
    contents = app / "Contents"
    (contents / "MacOS").mkdir(parents=True)
    (contents / "MacOS" / "meja-kartu").write_text("")
    (contents / "Resources" / "resources").mkdir(parents=True)
    (contents / "Resources" / "meja-kartu.icns").write_bytes(b"icns")
    for folder in ("cards", "rules", "icons"):
        (contents / "Resources" / "resources" / folder).mkdir()
    (contents / "Resources" / "ui").mkdir()
    (contents / "Frameworks").mkdir()
    (contents / "Frameworks" / "resources").symlink_to("../Resources/resources")
    (contents / "Frameworks" / "ui").symlink_to("../Resources/ui")
    (contents / "Info.plist").write_bytes(plistlib.dumps({
        "CFBundleIdentifier": macos_dmg.BUNDLE_ID, "CFBundleShortVersionString": version,
        "CFBundlePackageType": "APPL", "NSHighResolutionCapable": True,
        "CFBundleExecutable": "meja-kartu", "CFBundleIconFile": "meja-kartu.icns"}))
    return app


def test_the_app_bundle_check_names_what_is_missing(tmp_path):
    app = make_app(tmp_path, "0.1.0")
    macos_dmg.check_app(app, "0.1.0")
    with pytest.raises(ValueError, match="CFBundleShortVersionString"):
        macos_dmg.check_app(app, "0.2.0")
    (app / "Contents" / "Frameworks" / "ui").unlink()
    with pytest.raises(ValueError, match="ui is not reachable"):
        macos_dmg.check_app(app, "0.1.0")


def test_debian_versions_sort_pre_releases_first():
    assert linux_deb.debian_version("0.1.0") == "0.1.0"
    assert linux_deb.debian_version("0.2.0rc1") == "0.2.0~rc1"
    assert linux_deb.debian_version("1.0.0.dev3") == "1.0.0~dev3"
    assert linux_deb.debian_version("1.0b2") == "1.0~b2"


def test_the_control_file_has_the_fields_dpkg_needs():
    info = linux_deb.DebInfo(version="0.2.0rc1", architecture="amd64", maintainer="A <a@b.c>")
    text = linux_deb.control_text(info, "libc6 (>= 2.35), libxcb-cursor0", 1234)
    fields = dict(line.split(": ", 1) for line in text.splitlines() if not line.startswith(" "))
    assert fields["Package"] == "meja-kartu"
    assert fields["Version"] == "0.2.0~rc1"
    assert fields["Architecture"] == "amd64"
    assert fields["Installed-Size"] == "1234"
    # the Korean translation needs a Hangul font: the .deb depends on one (issue 17)
    assert fields["Depends"] == "libc6 (>= 2.35), libxcb-cursor0, fonts-noto-cjk | fonts-nanum"
    assert text.endswith("\n") and "\n\n" not in text


def test_repacking_leaves_out_only_the_opt_entry(tmp_path):
    import io
    import tarfile

    def tar_of(names: list[str]) -> bytes:
        out = io.BytesIO()
        with tarfile.open(fileobj=out, mode="w:", format=tarfile.GNU_FORMAT) as tar:
            for name in names:
                info = tarfile.TarInfo(name)
                if name.endswith("/"):
                    info.type = tarfile.DIRTYPE
                    tar.addfile(info)
                else:
                    info.size = 2
                    tar.addfile(info, io.BytesIO(b"hi"))
        return out.getvalue()

    names = ["./", "./opt/", "./opt/meja-kartu/", "./opt/meja-kartu/meja-kartu", "./usr/"]
    filtered = linux_deb.without_entries(tar_of(names), linux_deb.NOT_OWNED)
    with tarfile.open(fileobj=io.BytesIO(filtered)) as tar:
        assert tar.getnames() == [".", "./opt/meja-kartu", "./opt/meja-kartu/meja-kartu", "./usr"]
        assert tar.extractfile("./opt/meja-kartu/meja-kartu").read() == b"hi"
    members = [("debian-binary", b"2.0\n"), ("control.tar.xz", b"odd"), ("data.tar.xz", b"12")]
    linux_deb.write_ar(tmp_path / "x.deb", members, mtime=0)
    assert linux_deb.read_ar(tmp_path / "x.deb") == members


def test_the_runtime_hook_names_xcb_unless_a_platform_is_given(monkeypatch):
    hook = str(PACKAGING / "pyi_rth_qt_platform.py")
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.delenv("QT_QPA_PLATFORM", raising=False)
    runpy.run_path(hook)
    assert os.environ["QT_QPA_PLATFORM"] == "xcb"
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    runpy.run_path(hook)
    assert os.environ["QT_QPA_PLATFORM"] == "offscreen"
