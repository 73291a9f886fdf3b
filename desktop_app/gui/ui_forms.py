"""Qt Designer forms (`ui/*.ui`), loaded at run time so they can be edited without a build step.

The `ui/` folder sits beside `resources/`, in the source tree and in the bundle alike.
QUiLoader translates the forms' strings in the context named by each file's `<class>`.
"""

from __future__ import annotations

from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QFile, QIODevice, QObject
from PySide6.QtUiTools import QUiLoader
from PySide6.QtWidgets import QWidget

from ..resources import resources_dir

W = TypeVar("W", bound=QObject)


def ui_dir() -> Path:
    return resources_dir().parent / "ui"


def load_form(name: str, parent: QWidget) -> QWidget:
    """Build the widget of `ui/<name>.ui` as a child of `parent`."""
    path = ui_dir() / f"{name}.ui"
    file = QFile(str(path))
    if not file.open(QIODevice.OpenModeFlag.ReadOnly):
        raise FileNotFoundError(f"cannot open the form {path}: {file.errorString()}")
    try:
        loader = QUiLoader()
        form = loader.load(file, parent)
    finally:
        file.close()
    if form is None:
        raise RuntimeError(f"cannot load the form {path}: {loader.errorString()}")
    return form


def child(form: QWidget, kind: type[W], name: str) -> W:
    """A named widget of a loaded form; a form that lacks it is a packaging error, said plainly."""
    found = form.findChild(kind, name)
    if found is None:
        raise LookupError(f"the form {form.objectName()!r} has no {kind.__name__} {name!r}")
    return found
