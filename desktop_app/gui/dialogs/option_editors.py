"""Editors for a game's house options, generated from its config dataclass.

Every field of the config (other than the player count and partnerships, which the dialog asks
for itself) gets an editor chosen by its type hint, so a new game or a new option needs no GUI
code: bool → check box, int → spin box, float → double spin box, Enum → combo box, a tuple or
list of simple values → a comma-separated line edit, str → line edit, anything else → JSON.
A list whose field metadata names the engine's "choices" (Cap-It Rummy's contracts) is one
row a entry, each a combo box of those choices in words, with buttons that add and remove
entries within the metadata's "min_len" and "max_len".
"""

from __future__ import annotations

import dataclasses
import json
import typing
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import Any, get_args, get_origin

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...games.codec import CodecError, decode_value, encode
from .option_text import OptionText, choice_label, prettify

ASKED_ELSEWHERE = frozenset({"players", "partnerships"})
"""Config fields the dialog asks for itself (make_config takes them as keywords)."""

SPIN_LIMIT = 10_000_000
SEPARATOR = ","


def tr(text: str) -> str:
    return QCoreApplication.translate("OptionEditors", text)


class FieldKind(StrEnum):
    BOOL = "bool"
    INT = "int"
    FLOAT = "float"
    CHOICE = "choice"
    SEQUENCE = "sequence"
    TEXT = "text"
    JSON = "json"


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """One house option: its field, the editor kind its type asks for, and its default."""

    name: str
    kind: FieldKind
    hint: Any
    default: Any
    choices: tuple[Any, ...] = ()
    """A list's entries may each be one of these (the field's metadata: the engine says)."""
    min_len: int = 0
    max_len: int | None = None
    """How many entries a list may have (the field's metadata); None: no limit."""


_SCALARS = (bool, int, float, str)


def _is_enum(hint: Any) -> bool:
    return isinstance(hint, type) and issubclass(hint, Enum)


def _sequence_items(hint: Any) -> tuple[Any, ...] | None:
    """The element types of a tuple/list of simple values (Ellipsis kept), else None."""
    if get_origin(hint) not in (tuple, list):
        return None
    args = get_args(hint)
    if not args:
        return None
    items = tuple(arg for arg in args if arg is not Ellipsis)
    if all(arg in _SCALARS or _is_enum(arg) for arg in items):
        return args
    return None


def kind_of(hint: Any) -> FieldKind:
    if hint is bool:
        return FieldKind.BOOL
    if hint is int:
        return FieldKind.INT
    if hint is float:
        return FieldKind.FLOAT
    if _is_enum(hint):
        return FieldKind.CHOICE
    if hint is str:
        return FieldKind.TEXT
    if _sequence_items(hint) is not None:
        return FieldKind.SEQUENCE
    return FieldKind.JSON


def option_specs(config_type: type) -> list[OptionSpec]:
    """The house options of a config dataclass, in field order, target score first."""
    hints = typing.get_type_hints(config_type)
    specs = []
    for f in dataclasses.fields(config_type):
        if not f.init or f.name in ASKED_ELSEWHERE:
            continue
        if f.default is not dataclasses.MISSING:
            default = f.default
        elif f.default_factory is not dataclasses.MISSING:
            default = f.default_factory()
        else:
            raise TypeError(f"{config_type.__name__}.{f.name} needs a default: the new-game "
                            "dialog starts from the defaults the rules decide")
        specs.append(OptionSpec(f.name, kind_of(hints[f.name]), hints[f.name], default,
                                tuple(f.metadata.get("choices", ())),
                                int(f.metadata.get("min_len", 0)), f.metadata.get("max_len")))
    specs.sort(key=lambda spec: spec.name != "target")
    return specs


class OptionEditor(ABC):
    """A widget for one option, with its value in the type the config expects."""

    def __init__(self, spec: OptionSpec, text: OptionText, widget: QWidget) -> None:
        self.spec = spec
        self.text = text
        self.widget = widget
        widget.setObjectName(f"option_{spec.name}")
        widget.setToolTip(text.tooltip)
        widget.setAccessibleName(text.label)

    @abstractmethod
    def value(self) -> Any:
        """The edited value; raises ValueError with a readable message when it cannot be read."""

    @abstractmethod
    def set_value(self, value: Any) -> None:
        """Show `value` (of the field's type)."""

    @abstractmethod
    def on_change(self, callback: Callable[[], None]) -> None:
        """Call `callback` whenever the player edits the value."""

    def focus_chain(self) -> list[QWidget]:
        """The widgets the Tab key visits, in order."""
        return [self.widget]

    def _bad(self, problem: str) -> ValueError:
        return ValueError(f"{self.text.label}: {problem}")


class BoolEditor(OptionEditor):
    def __init__(self, spec: OptionSpec, text: OptionText, parent: QWidget) -> None:
        self.box = QCheckBox(text.label, parent)
        super().__init__(spec, text, self.box)

    def value(self) -> bool:
        return self.box.isChecked()

    def set_value(self, value: Any) -> None:
        self.box.setChecked(bool(value))

    def on_change(self, callback: Callable[[], None]) -> None:
        self.box.toggled.connect(lambda _on: callback())


def _step(text: OptionText, default: float) -> float:
    """A step that suits the number's size: 1 for 15, 10 for 222, 1000 for 20 000."""
    if text.step is not None:
        return text.step
    digits = len(str(int(abs(default))))
    return float(10 ** max(0, digits - 2))


def _bounds(default: float) -> tuple[float, float]:
    """Wide limits: the config's own check refuses values outside the rules, with a reason."""
    return (-SPIN_LIMIT if default < 0 else 0), max(SPIN_LIMIT, default * 10)


class IntEditor(OptionEditor):
    def __init__(self, spec: OptionSpec, text: OptionText, parent: QWidget) -> None:
        self.spin = QSpinBox(parent)
        super().__init__(spec, text, self.spin)
        low, high = _bounds(spec.default)
        self.spin.setRange(int(low), int(high))
        self.spin.setSingleStep(int(_step(text, spec.default)))
        self.spin.setSuffix(text.suffix)
        self.spin.setGroupSeparatorShown(high >= 10_000)

    def value(self) -> int:
        return self.spin.value()

    def set_value(self, value: Any) -> None:
        self.spin.setValue(int(value))

    def on_change(self, callback: Callable[[], None]) -> None:
        self.spin.valueChanged.connect(lambda _value: callback())


class FloatEditor(OptionEditor):
    def __init__(self, spec: OptionSpec, text: OptionText, parent: QWidget) -> None:
        self.spin = QDoubleSpinBox(parent)
        super().__init__(spec, text, self.spin)
        low, high = _bounds(spec.default)
        self.spin.setDecimals(2)
        self.spin.setRange(low, high)
        self.spin.setSingleStep(_step(text, spec.default))
        self.spin.setSuffix(text.suffix)

    def value(self) -> float:
        return self.spin.value()

    def set_value(self, value: Any) -> None:
        self.spin.setValue(float(value))

    def on_change(self, callback: Callable[[], None]) -> None:
        self.spin.valueChanged.connect(lambda _value: callback())


class ChoiceEditor(OptionEditor):
    def __init__(self, spec: OptionSpec, text: OptionText, parent: QWidget) -> None:
        self.combo = QComboBox(parent)
        super().__init__(spec, text, self.combo)
        self.members: list[Enum] = list(spec.hint)
        for member in self.members:
            self.combo.addItem(choice_label(text, str(member.value)))

    def value(self) -> Enum:
        return self.members[self.combo.currentIndex()]

    def set_value(self, value: Any) -> None:
        self.combo.setCurrentIndex(self.members.index(self.spec.hint(value)))

    def on_change(self, callback: Callable[[], None]) -> None:
        self.combo.currentIndexChanged.connect(lambda _index: callback())


class TextChoiceEditor(OptionEditor):
    """A text option with a few meaningful values (Banapples' seed pile penalty): a choice in
    plain words, never the internal value. A value not among them (kept by an older version)
    is shown as its own entry rather than lost."""

    def __init__(self, spec: OptionSpec, text: OptionText, parent: QWidget) -> None:
        self.combo = QComboBox(parent)
        super().__init__(spec, text, self.combo)
        for value, label in text.choices.items():
            self.combo.addItem(label, value)

    def value(self) -> str:
        return str(self.combo.currentData())

    def set_value(self, value: Any) -> None:
        index = self.combo.findData(str(value))
        if index < 0:
            self.combo.addItem(prettify(str(value)), str(value))
            index = self.combo.count() - 1
        self.combo.setCurrentIndex(index)

    def on_change(self, callback: Callable[[], None]) -> None:
        self.combo.currentIndexChanged.connect(lambda _index: callback())


class _LineEditor(OptionEditor):
    def __init__(self, spec: OptionSpec, text: OptionText, parent: QWidget) -> None:
        self.line = QLineEdit(parent)
        super().__init__(spec, text, self.line)

    def on_change(self, callback: Callable[[], None]) -> None:
        self.line.textChanged.connect(lambda _text: callback())


class TextEditor(_LineEditor):
    def value(self) -> str:
        return self.line.text().strip()

    def set_value(self, value: Any) -> None:
        self.line.setText(str(value))


def _format_item(value: Any) -> str:
    return str(value.value) if isinstance(value, Enum) else str(value)


def _parse_item(hint: Any, text: str) -> Any:
    """One comma-separated entry as `hint`; raises ValueError naming what was expected."""
    if hint is str:
        return text
    if hint is bool:
        lowered = text.lower()
        if lowered in ("true", "yes", "1", tr("yes").lower()):  # English or the player's words
            return True
        if lowered in ("false", "no", "0", tr("no").lower()):
            return False
        raise ValueError(tr("“{text}” is not yes or no").format(text=text))
    if hint is int:
        try:
            return int(text)
        except ValueError:
            raise ValueError(tr("“{text}” is not a whole number").format(text=text)) from None
    if hint is float:
        try:
            return float(text)
        except ValueError:
            raise ValueError(tr("“{text}” is not a number").format(text=text)) from None
    try:
        return hint(text)
    except ValueError:
        allowed = ", ".join(str(member.value) for member in hint)
        raise ValueError(tr("“{text}” is not one of {allowed}").format(
            text=text, allowed=allowed)) from None


class SequenceEditor(_LineEditor):
    """A tuple or list of simple values as "a, b, c"."""

    def __init__(self, spec: OptionSpec, text: OptionText, parent: QWidget) -> None:
        super().__init__(spec, text, parent)
        self.line.setPlaceholderText(tr("entries separated by commas"))
        note = tr("Separate the entries with commas.")
        self.line.setToolTip(f"{text.tooltip}\n{note}" if text.tooltip else note)

    def value(self) -> tuple[Any, ...] | list[Any]:
        args = _sequence_items(self.spec.hint) or ()
        entries = [entry.strip() for entry in self.line.text().split(SEPARATOR)]
        entries = [entry for entry in entries if entry]
        fixed = Ellipsis not in args and get_origin(self.spec.hint) is tuple
        if fixed and len(entries) != len(args):
            raise self._bad(tr("needs exactly {count} entries separated by commas").format(
                count=len(args)))
        items: list[Any] = []
        for i, entry in enumerate(entries):
            hint = args[i] if fixed else args[0]
            try:
                items.append(_parse_item(hint, entry))
            except ValueError as error:
                raise self._bad(str(error)) from None
        return tuple(items) if get_origin(self.spec.hint) is tuple else items

    def set_value(self, value: Any) -> None:
        self.line.setText(f"{SEPARATOR} ".join(_format_item(item) for item in value))


class ChoiceListEditor(OptionEditor):
    """A list whose entries are each one of the engine's choices (Cap-It Rummy's contracts,
    one a round): a row per entry with a combo box of the choices in words, and buttons that
    add an entry (a copy of the last) or remove the last, within the lengths the field's
    metadata allows. A value not among the choices (kept by an older version) is shown as its
    own entry rather than lost."""

    def __init__(self, spec: OptionSpec, text: OptionText, parent: QWidget) -> None:
        super().__init__(spec, text, QWidget(parent))
        self.callbacks: list[Callable[[], None]] = []
        self.rows: list[tuple[QLabel, QComboBox]] = []
        outer = QVBoxLayout(self.widget)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(6)
        self.grid = QGridLayout()
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(8)
        self.grid.setVerticalSpacing(4)
        self.grid.setColumnStretch(2, 1)
        outer.addLayout(self.grid)
        buttons = QHBoxLayout()
        buttons.setContentsMargins(0, 0, 0, 0)
        self.add_button = QPushButton(text.add_label or tr("Add"), self.widget)
        self.add_button.setObjectName(f"option_{spec.name}_add")
        self.remove_button = QPushButton(text.remove_label or tr("Remove"), self.widget)
        self.remove_button.setObjectName(f"option_{spec.name}_remove")
        for button in (self.add_button, self.remove_button):
            button.setAutoDefault(False)
            buttons.addWidget(button)
        buttons.addStretch(1)
        outer.addLayout(buttons)
        self.add_button.clicked.connect(self._add_clicked)
        self.remove_button.clicked.connect(self._remove_clicked)

    def words(self, value: Any) -> str:
        return self.text.item_words(value) if self.text.item_words else prettify(str(value))

    def _row_title(self, index: int) -> str:
        return (self.text.item_label or "{n}").format(n=index + 1)

    def _add_row(self, value: Any) -> None:
        index = len(self.rows)
        title = QLabel(self._row_title(index), self.widget)
        combo = QComboBox(self.widget)
        combo.setObjectName(f"option_{self.spec.name}_{index}")
        combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        combo.setAccessibleName(f"{self.text.label}: {title.text()}")
        combo.setToolTip(self.text.tooltip)
        title.setBuddy(combo)
        for choice in self.spec.choices:
            combo.addItem(self.words(choice), choice)
        self._select(combo, value)
        self.grid.addWidget(title, index, 0)
        self.grid.addWidget(combo, index, 1)
        if self.rows:
            QWidget.setTabOrder(self.rows[-1][1], combo)
        self.rows.append((title, combo))
        combo.currentIndexChanged.connect(lambda _index: self._changed())

    def _select(self, combo: QComboBox, value: Any) -> None:
        index = combo.findData(value)
        if index < 0:
            combo.addItem(self.words(value), value)
            index = combo.count() - 1
        combo.setCurrentIndex(index)

    def _remove_row(self) -> None:
        title, combo = self.rows.pop()
        for widget in (title, combo):
            self.grid.removeWidget(widget)
            widget.hide()
            widget.setParent(None)
            widget.deleteLater()

    def _update_buttons(self) -> None:
        limit = self.spec.max_len
        self.add_button.setEnabled(limit is None or len(self.rows) < limit)
        self.remove_button.setEnabled(len(self.rows) > max(self.spec.min_len, 1))

    def _add_clicked(self) -> None:
        self._add_row(self.rows[-1][1].currentData() if self.rows else self.spec.choices[0])
        self._update_buttons()
        self._changed()

    def _remove_clicked(self) -> None:
        if len(self.rows) > max(self.spec.min_len, 1):
            self._remove_row()
        self._update_buttons()
        self._changed()

    def _changed(self) -> None:
        for callback in self.callbacks:
            callback()

    def value(self) -> tuple[Any, ...] | list[Any]:
        items = [combo.currentData() for _title, combo in self.rows]
        return tuple(items) if get_origin(self.spec.hint) is tuple else items

    def set_value(self, value: Any) -> None:
        items = list(value)
        while len(self.rows) > max(len(items), 1):
            self._remove_row()
        for (_title, combo), item in zip(self.rows, items, strict=False):
            combo.blockSignals(True)
            self._select(combo, item)
            combo.blockSignals(False)
        for item in items[len(self.rows):]:
            self._add_row(item)
        self._update_buttons()
        self._changed()

    def on_change(self, callback: Callable[[], None]) -> None:
        self.callbacks.append(callback)

    def focus_chain(self) -> list[QWidget]:
        return [combo for _title, combo in self.rows] + [self.add_button, self.remove_button]


class JsonEditor(_LineEditor):
    """Any other type, written as JSON and decoded against the field's type hint."""

    def __init__(self, spec: OptionSpec, text: OptionText, parent: QWidget) -> None:
        super().__init__(spec, text, parent)
        note = tr("Written as JSON.")
        self.line.setToolTip(f"{text.tooltip}\n{note}" if text.tooltip else note)

    def value(self) -> Any:
        try:
            data = json.loads(self.line.text())
        except json.JSONDecodeError as error:
            raise self._bad(tr("not valid JSON ({error})").format(error=error.msg)) from None
        try:
            return decode_value(self.spec.hint, data, self.spec.name)
        except CodecError as error:
            raise self._bad(str(error)) from None

    def set_value(self, value: Any) -> None:
        self.line.setText(json.dumps(encode(value), ensure_ascii=False))


_EDITORS: dict[FieldKind, Callable[[OptionSpec, OptionText, QWidget], OptionEditor]] = {
    FieldKind.BOOL: BoolEditor,
    FieldKind.INT: IntEditor,
    FieldKind.FLOAT: FloatEditor,
    FieldKind.CHOICE: ChoiceEditor,
    FieldKind.SEQUENCE: SequenceEditor,
    FieldKind.TEXT: TextEditor,
    FieldKind.JSON: JsonEditor,
}


def make_editor(spec: OptionSpec, text: OptionText, parent: QWidget) -> OptionEditor:
    editor: OptionEditor
    if spec.kind is FieldKind.TEXT and text.choices:
        editor = TextChoiceEditor(spec, text, parent)
    elif spec.kind is FieldKind.SEQUENCE and spec.choices:
        editor = ChoiceListEditor(spec, text, parent)
    else:
        editor = _EDITORS[spec.kind](spec, text, parent)
    editor.set_value(spec.default)
    return editor


def option_values(editors: Sequence[OptionEditor]) -> dict[str, Any]:
    """Every option's value by field name; raises ValueError for the first unreadable one."""
    return {editor.spec.name: editor.value() for editor in editors}

