"""Extract, merge and compile the app's translations: `resources/translations/meja_kartu_<code>.ts`.

`pyside6-lupdate` reads the Designer forms, the engines' `QT_TRANSLATE_NOOP("ctx", …)` templates
and every direct `QCoreApplication.translate("ctx", …)` call. It cannot see the contexts of the
modules' small wrappers (`def tr(text): return QCoreApplication.translate("TableBanners", text)`
and `_t(key, text)` markers with a context constant): their calls come out of lupdate in the
empty context, or not at all, while the app looks them up in the wrapper's context. This script
runs lupdate, then reads each module's wrappers with `ast` and gives their calls the wrapper's
context, so the catalogue holds exactly the (context, source) pairs the app asks Qt for. A call
lupdate put in the empty context that no wrapper explains is an error: it could never be
translated.

    python packaging/translations.py update    # extract, merge into both .ts, compile the .qm
    python packaging/translations.py check     # exit 1 if anything is new, unfinished or stale
    python packaging/translations.py fill id table.json   # add translations from a table

Messages with `%n` are plural messages (`numerus`); Indonesian and Korean have one plural form.
"""

from __future__ import annotations

import argparse
import ast
import json
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ("desktop_app",)
FORMS = "ui"
TRANSLATIONS = ROOT / "resources" / "translations"
LANGUAGES = {"id": "id_ID", "ko": "ko_KR"}
TRANSLATING_CALLS = {"translate", "plural", "QT_TRANSLATE_NOOP"}
"""Calls whose first argument is a context and whose second is the source text."""

KEYWORD_TEXTS = {"GameInfo": ("name", "description")}
"""Constructors whose literal keyword arguments are shown translated in a context of the class's
name (the games' registry stays free of Qt; the GUI's catalog translates them)."""

Key = tuple[str, str]
"""(context, source)"""


@dataclass
class Entry:
    """One message of a catalogue; `translation` is empty while unfinished."""

    context: str
    source: str
    translation: str = ""
    finished: bool = False
    files: set[str] = field(default_factory=set)

    @property
    def key(self) -> Key:
        return (self.context, self.source)

    @property
    def numerus(self) -> bool:
        return "%n" in self.source


class ExtractionError(RuntimeError):
    """lupdate found a text that no context explains."""


def python_sources(root: Path = ROOT) -> list[Path]:
    return sorted(path for folder in SOURCES for path in (root / folder).rglob("*.py"))


def form_sources(root: Path = ROOT) -> list[Path]:
    return sorted((root / FORMS).glob("*.ui"))


# ---------------------------------------------------------------- wrappers, read with ast


@dataclass(frozen=True)
class Wrapper:
    """A module-level function that translates (or marks) its `text_index`-th argument in
    `context`."""

    context: str
    text_index: int


def _string_constants(tree: ast.Module) -> dict[str, str]:
    found: dict[str, str] = {}
    for node in tree.body:
        if (isinstance(node, ast.Assign) and len(node.targets) == 1
                and isinstance(node.targets[0], ast.Name)
                and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)):
            found[node.targets[0].id] = node.value.value
    return found


def _call_name(call: ast.Call) -> str:
    if isinstance(call.func, ast.Name):
        return call.func.id
    if isinstance(call.func, ast.Attribute):
        return call.func.attr
    return ""


def _context_of(node: ast.expr, constants: dict[str, str]) -> str | None:
    """A context given as a literal or as a string constant of the module (or imported)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name):
        return constants.get(node.id)
    return None


def _local_wrappers(tree: ast.Module, imported: dict[str, Wrapper],
                    constants: dict[str, str]) -> dict[str, Wrapper]:
    """Functions like `def tr(text): return QCoreApplication.translate("Ctx", text)`, or
    `def tr(text, n): return plural("GameLog", text, n)`: a call inside whose context is a
    literal (or a module constant) and whose text is one of the function's parameters."""
    wrappers: dict[str, Wrapper] = {}
    for node in tree.body:
        if not isinstance(node, ast.FunctionDef):
            continue
        params = [arg.arg for arg in node.args.args]
        for call in (n for n in ast.walk(node) if isinstance(n, ast.Call)):
            name = _call_name(call)
            if len(call.args) < 2 or name not in TRANSLATING_CALLS | set(imported):
                continue
            if name in imported:  # a wrapper of a wrapper: its context passes through
                text_arg, context = call.args[imported[name].text_index], imported[name].context
            else:
                text_arg = call.args[1]
                found = _context_of(call.args[0], constants)
                if found is None:
                    continue
                context = found
            if isinstance(text_arg, ast.Name) and text_arg.id in params:
                wrappers[node.name] = Wrapper(context, params.index(text_arg.id))
                break
    return wrappers


def _module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _resolve_import(module: str, node: ast.ImportFrom, is_package: bool) -> str:
    if node.level == 0:
        return node.module or ""
    base = module.split(".") if is_package else module.split(".")[:-1]
    base = base[:len(base) - (node.level - 1)] if node.level > 1 else base
    return ".".join([*base, *([node.module] if node.module else [])])


def wrapper_calls(paths: Iterable[Path], root: Path = ROOT) -> Iterator[tuple[Entry, str]]:
    """Every call to a translating wrapper with a literal text: (entry, wrapper name)."""
    trees = {path: ast.parse(path.read_text(encoding="utf-8"), str(path)) for path in paths}
    modules = {_module_name(path, root): path for path in trees}
    wrappers: dict[Path, dict[str, Wrapper]] = {}

    constants: dict[Path, dict[str, str]] = {}

    def wrappers_of(path: Path, seen: frozenset[Path] = frozenset()) -> dict[str, Wrapper]:
        if path in wrappers:
            return wrappers[path]
        tree, module = trees[path], _module_name(path, root)
        imported: dict[str, Wrapper] = {}
        names = _string_constants(tree)
        for node in tree.body:
            if isinstance(node, ast.ImportFrom):
                source = modules.get(_resolve_import(module, node, path.name == "__init__.py"))
                if source is None or source in seen:
                    continue
                theirs = wrappers_of(source, seen | {path})
                for alias in node.names:
                    if alias.name in theirs:
                        imported[alias.asname or alias.name] = theirs[alias.name]
                    if alias.name in constants[source]:
                        names[alias.asname or alias.name] = constants[source][alias.name]
        constants[path] = names
        found = {**imported, **_local_wrappers(tree, imported, names)}
        wrappers[path] = found
        return found

    for path, tree in trees.items():
        known = wrappers_of(path)
        relative = str(path.relative_to(root))
        for call in (n for n in ast.walk(tree) if isinstance(n, ast.Call)):
            name = call.func.id if isinstance(call.func, ast.Name) else ""
            for keyword in call.keywords if name in KEYWORD_TEXTS else ():
                if (keyword.arg in KEYWORD_TEXTS[name] and isinstance(keyword.value, ast.Constant)
                        and isinstance(keyword.value.value, str) and keyword.value.value):
                    yield Entry(name, keyword.value.value, files={relative}), name
            if _call_name(call) in TRANSLATING_CALLS and len(call.args) >= 2:
                # a direct call with a context constant, which lupdate cannot read
                context = _context_of(call.args[0], constants[path])
                text = call.args[1]
                if (context is not None and isinstance(text, ast.Constant)
                        and isinstance(text.value, str) and text.value):
                    yield Entry(context, text.value, files={relative}), _call_name(call)
                continue
            wrapper = known.get(name)
            if wrapper is None or len(call.args) <= wrapper.text_index:
                continue
            text = call.args[wrapper.text_index]
            if isinstance(text, ast.Constant) and isinstance(text.value, str) and text.value:
                yield Entry(wrapper.context, text.value, files={relative}), name


# ---------------------------------------------------------------- lupdate and the catalogue


def lupdate() -> str:
    tool = shutil.which("pyside6-lupdate")
    if tool is None:
        raise ExtractionError("pyside6-lupdate is not installed (it comes with PySide6)")
    return tool


def run_lupdate(paths: Iterable[Path]) -> list[Entry]:
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "extracted.ts"
        subprocess.run([lupdate(), *map(str, paths), "-locations", "absolute", "-ts", str(out)],
                       check=True, capture_output=True, timeout=300)
        return [entry for entry, _ in read_ts(out)]


def extract(root: Path = ROOT) -> dict[Key, Entry]:
    """Every (context, source) the app asks Qt to translate, in a stable order."""
    python = python_sources(root)
    found: dict[Key, Entry] = {}

    def add(entry: Entry) -> None:
        if entry.key in found:
            found[entry.key].files |= entry.files
        else:
            found[entry.key] = entry

    contextless: list[Entry] = []
    for entry in run_lupdate([*python, *form_sources(root)]):
        if entry.context:
            add(entry)
        else:
            contextless.append(entry)
    explained: set[str] = set()
    for entry, name in wrapper_calls(python, root):
        add(entry)
        if name in ("tr", "translate"):
            explained.add(entry.source)
    lost = [entry.source for entry in contextless if entry.source not in explained]
    if lost:
        raise ExtractionError("texts lupdate found outside any known context (give their "
                              f"module a translating wrapper): {lost[:10]}")
    return dict(sorted(found.items()))


def _text(element: ElementTree.Element | None) -> str:
    return "" if element is None or element.text is None else element.text


def read_ts(path: Path) -> Iterator[tuple[Entry, str]]:
    """(entry, the file's language) for each message of a .ts file."""
    root = ElementTree.parse(path).getroot()
    language = root.get("language", "")
    for context in root.iter("context"):
        name = _text(context.find("name"))
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None:
                continue
            forms = translation.findall("numerusform")
            text = _text(forms[0]) if forms else _text(translation)
            files = {location.get("filename", "") for location in message.iter("location")}
            yield Entry(name, _text(message.find("source")), text,
                        translation.get("type") is None and bool(text), files), language


def catalogue_file(code: str) -> Path:
    return TRANSLATIONS / f"meja_kartu_{code}.ts"


def compiled_file(code: str) -> Path:
    return TRANSLATIONS / f"meja_kartu_{code}.qm"


def load(code: str) -> dict[Key, Entry]:
    path = catalogue_file(code)
    return {entry.key: entry for entry, _ in read_ts(path)} if path.is_file() else {}


def merge(extracted: dict[Key, Entry], committed: dict[Key, Entry]) -> dict[Key, Entry]:
    """The extracted messages, each with its committed translation where there is one."""
    merged: dict[Key, Entry] = {}
    for key, entry in extracted.items():
        old = committed.get(key)
        merged[key] = Entry(entry.context, entry.source, old.translation if old else "",
                            old.finished if old else False)
    return merged


def write_ts(path: Path, code: str, entries: Iterable[Entry]) -> None:
    """A Qt Linguist 2.1 file, grouped by context, without line numbers (they would change
    with every edit of the code, and the check compares messages, not places)."""
    root = ElementTree.Element("TS", version="2.1", language=LANGUAGES.get(code, code),
                               sourcelanguage="en")
    by_context: dict[str, list[Entry]] = {}
    for entry in entries:
        by_context.setdefault(entry.context, []).append(entry)
    for name in sorted(by_context):
        context = ElementTree.SubElement(root, "context")
        ElementTree.SubElement(context, "name").text = name
        for entry in by_context[name]:
            message = ElementTree.SubElement(context, "message")
            if entry.numerus:
                message.set("numerus", "yes")
            ElementTree.SubElement(message, "source").text = entry.source
            translation = ElementTree.SubElement(message, "translation")
            if not (entry.finished and entry.translation):
                translation.set("type", "unfinished")
            if entry.numerus:
                ElementTree.SubElement(translation, "numerusform").text = entry.translation
            else:
                translation.text = entry.translation
    ElementTree.indent(root, space="    ")
    path.parent.mkdir(parents=True, exist_ok=True)
    text = ElementTree.tostring(root, encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + text + "\n",
                    encoding="utf-8")


def lrelease(code: str, out: Path | None = None) -> Path:
    tool = shutil.which("pyside6-lrelease")
    if tool is None:
        raise ExtractionError("pyside6-lrelease is not installed (it comes with PySide6)")
    target = out or compiled_file(code)
    subprocess.run([tool, "-silent", str(catalogue_file(code)), "-qm", str(target)], check=True,
                   capture_output=True, timeout=120)
    return target


@dataclass
class Problems:
    """What a check finds in one language's committed catalogue."""

    new: list[Key] = field(default_factory=list)
    unfinished: list[Key] = field(default_factory=list)
    stale: list[Key] = field(default_factory=list)

    def __bool__(self) -> bool:
        return bool(self.new or self.unfinished or self.stale)

    def describe(self, code: str) -> str:
        parts = []
        for label, keys in (("new", self.new), ("unfinished", self.unfinished),
                            ("no longer in the code", self.stale)):
            if keys:
                shown = "; ".join(f"{context}: {source!r}" for context, source in keys[:8])
                parts.append(f"{len(keys)} {label} in meja_kartu_{code}.ts ({shown})")
        return "\n".join(parts)


def check(code: str, extracted: dict[Key, Entry]) -> Problems:
    committed = load(code)
    return Problems(
        new=[key for key in extracted if key not in committed],
        unfinished=[key for key, entry in committed.items()
                    if key in extracted and not (entry.finished and entry.translation)],
        stale=[key for key in committed if key not in extracted])


def fill(code: str, table: Path) -> int:
    """Take translations from a JSON list of {"context", "source", "translation"}; an entry
    without a context fills that source in every context. Returns how many it filled."""
    entries = load(code)
    filled = 0
    for row in json.loads(table.read_text(encoding="utf-8")):
        if row.get("context"):
            key = (row["context"], row["source"])
            targets = [entries[key]] if key in entries else []
        else:
            targets = [entry for entry in entries.values() if entry.source == row["source"]]
        for entry in targets:
            if row["translation"]:
                entry.translation, entry.finished = row["translation"], True
                filled += 1
    write_ts(catalogue_file(code), code, entries.values())
    return filled


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("update", help="extract, merge into every .ts and compile the .qm")
    commands.add_parser("check", help="fail if any message is new, unfinished or stale")
    filler = commands.add_parser("fill", help="add translations from a JSON table")
    filler.add_argument("language", choices=sorted(LANGUAGES))
    filler.add_argument("table", type=Path)
    args = parser.parse_args(argv)
    if args.command == "fill":
        print(f"filled {fill(args.language, args.table)} messages")
        return 0
    extracted = extract()
    if args.command == "update":
        for code in LANGUAGES:
            write_ts(catalogue_file(code), code,
                     merge(extracted, load(code)).values())
            lrelease(code)
            problems = check(code, extracted)
            print(f"{code}: {len(extracted)} messages, {len(problems.unfinished)} unfinished")
        return 0
    failed = False
    for code in LANGUAGES:
        problems = check(code, extracted)
        if problems:
            print(problems.describe(code))
            failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
