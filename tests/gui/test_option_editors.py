"""House-option editors are generated for every config field of every registered game."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from enum import StrEnum

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QDoubleSpinBox, QLineEdit, QSpinBox, QWidget

from desktop_app.games.registry import GAMES
from desktop_app.gui.dialogs.option_editors import (
    ASKED_ELSEWHERE,
    ChoiceListEditor,
    FieldKind,
    make_editor,
    option_specs,
    option_values,
)
from desktop_app.gui.dialogs.option_text import OPTION_TEXTS, option_text, prettify


class Colour(StrEnum):
    RED = "red"
    DEEP_BLUE = "deep_blue"


@dataclass(frozen=True)
class EveryKind:
    players: int = 4
    flag: bool = True
    count: int = 15
    ratio: float = 0.5
    colour: Colour = Colour.DEEP_BLUE
    words: tuple[str, ...] = ("set3 set3", "run4")
    pair: tuple[int, int] = (1, 2)
    numbers: list[int] = field(default_factory=lambda: [3, 4])
    colours: tuple[Colour, ...] = (Colour.RED,)
    note: str = "face_value"
    table: dict[str, int] = field(default_factory=lambda: {"a": 1})
    target: int = 500


WIDGETS = {FieldKind.BOOL: QCheckBox, FieldKind.INT: QSpinBox, FieldKind.FLOAT: QDoubleSpinBox,
           FieldKind.CHOICE: QComboBox, FieldKind.SEQUENCE: QLineEdit, FieldKind.TEXT: QLineEdit,
           FieldKind.JSON: QLineEdit}


@pytest.fixture
def host(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    return widget


def test_kinds_follow_the_type_hints():
    kinds = {spec.name: spec.kind for spec in option_specs(EveryKind)}
    assert kinds == {
        "target": FieldKind.INT, "flag": FieldKind.BOOL, "count": FieldKind.INT,
        "ratio": FieldKind.FLOAT, "colour": FieldKind.CHOICE, "words": FieldKind.SEQUENCE,
        "pair": FieldKind.SEQUENCE, "numbers": FieldKind.SEQUENCE,
        "colours": FieldKind.SEQUENCE, "note": FieldKind.TEXT, "table": FieldKind.JSON,
    }
    assert next(iter(kinds)) == "target"  # the target score leads the list


def test_every_kind_round_trips_its_default(host):
    editors = [make_editor(spec, option_text("none", spec.name), host)
               for spec in option_specs(EveryKind)]
    for editor in editors:
        assert isinstance(editor.widget, WIDGETS[editor.spec.kind])
    assert EveryKind(**option_values(editors)) == EveryKind()


def test_sequences_are_typed_commas(host):
    specs = {spec.name: spec for spec in option_specs(EveryKind)}
    words = make_editor(specs["words"], option_text("none", "words"), host)
    assert words.widget.text() == "set3 set3, run4"
    words.widget.setText("set3 run4,  run4 run4 ,")
    assert words.value() == ("set3 run4", "run4 run4")
    pair = make_editor(specs["pair"], option_text("none", "pair"), host)
    pair.widget.setText("7")
    with pytest.raises(ValueError, match="exactly 2 entries"):
        pair.value()
    numbers = make_editor(specs["numbers"], option_text("none", "numbers"), host)
    numbers.widget.setText("3, x")
    with pytest.raises(ValueError, match="Numbers: “x” is not a whole number"):
        numbers.value()
    colours = make_editor(specs["colours"], option_text("none", "colours"), host)
    colours.widget.setText("red, deep_blue")
    assert colours.value() == (Colour.RED, Colour.DEEP_BLUE)
    colours.widget.setText("green")
    with pytest.raises(ValueError, match="not one of red, deep_blue"):
        colours.value()


def test_json_fallback_checks_the_type(host):
    spec = next(s for s in option_specs(EveryKind) if s.name == "table")
    editor = make_editor(spec, option_text("none", "table"), host)
    editor.widget.setText('{"b": 2}')
    assert editor.value() == {"b": 2}
    editor.widget.setText('{"b": "two"}')
    with pytest.raises(ValueError, match="whole number"):
        editor.value()
    editor.widget.setText("{b")
    with pytest.raises(ValueError, match="not valid JSON"):
        editor.value()


def test_enum_choices_have_readable_names(host):
    spec = next(s for s in option_specs(EveryKind) if s.name == "colour")
    editor = make_editor(spec, option_text("none", "colour"), host)
    assert [editor.widget.itemText(i) for i in range(editor.widget.count())] == [
        "Red", "Deep blue"]
    assert editor.value() is Colour.DEEP_BLUE


def test_unknown_fields_get_a_prettified_label():
    assert prettify("sets_any_rank") == "Sets any rank"
    assert option_text("a_game_without_texts", "strict_compost").label == "Strict compost"
    assert option_text("a_game_without_texts", "target").label == "Target score"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_registered_config_field_gets_an_editor(host, game_id):
    info = GAMES[game_id]
    specs = option_specs(info.config_type)
    fields = {f.name for f in dataclasses.fields(info.config_type) if f.init}
    assert {spec.name for spec in specs} == fields - ASKED_ELSEWHERE
    editors = [make_editor(spec, option_text(game_id, spec.name), host) for spec in specs]
    for editor in editors:
        assert editor.text.label
        if editor.spec.choices:  # a row of choices a entry (Cap-It Rummy's contracts)
            assert isinstance(editor, ChoiceListEditor)
            continue
        expected = QComboBox if editor.text.choices else WIDGETS[editor.spec.kind]
        assert isinstance(editor.widget, expected)
    # The defaults shown build the default config: nothing is lost on the way through widgets.
    assert info.make_config(**option_values(editors)) == info.make_config()


@pytest.mark.parametrize("game_id", sorted(set(OPTION_TEXTS) & set(GAMES)))
def test_option_texts_name_real_fields(game_id):
    fields = {f.name for f in dataclasses.fields(GAMES[game_id].config_type)}
    assert set(OPTION_TEXTS[game_id]) <= fields


def test_banakil_has_words_for_every_option():
    for spec in option_specs(GAMES["banakil"].config_type):
        assert spec.name in OPTION_TEXTS["banakil"]
        assert option_text("banakil", spec.name).tooltip


def test_a_text_option_with_choices_is_a_choice_in_plain_words(host):
    """Banapples' seed pile penalty was a text field holding `face_value`."""
    spec = next(s for s in option_specs(GAMES["banapples"].config_type)
                if s.name == "seed_penalty")
    editor = make_editor(spec, option_text("banapples", "seed_penalty"), host)
    assert isinstance(editor.widget, QComboBox)
    texts = [editor.widget.itemText(i) for i in range(editor.widget.count())]
    assert not any("_" in text or ":" in text for text in texts)
    assert editor.value() == "face_value"
    editor.widget.setCurrentIndex(texts.index("2 points a card"))
    assert GAMES["banapples"].make_config(seed_penalty=editor.value()).penalty_per_card == 2
    editor.set_value("per_card:7")  # kept by an older version: shown, not lost
    assert editor.value() == "per_card:7"


def test_a_yes_no_entry_takes_the_players_own_words(qapp):
    """A yes/no entry in a list accepts English and, with a language installed, its words."""
    from desktop_app.gui import i18n
    from desktop_app.gui.dialogs.option_editors import _parse_item

    assert _parse_item(bool, "yes") is True and _parse_item(bool, "0") is False
    switch = i18n.LanguageSwitch()
    try:
        assert switch.use("id")
        assert _parse_item(bool, "Ya") is True and _parse_item(bool, "tidak") is False
        with pytest.raises(ValueError, match="bukan ya atau tidak"):
            _parse_item(bool, "mungkin")
    finally:
        switch.use("en")


@dataclass(frozen=True)
class Listed:
    sizes: tuple[str, ...] = field(default=("small", "large"), metadata={
        "choices": ("small", "medium", "large"), "min_len": 1, "max_len": 3})


def test_a_list_of_the_engines_choices_is_a_row_of_combo_boxes(host):
    """The field's metadata says what each entry may be and how many there may be."""
    spec = option_specs(Listed)[0]
    assert (spec.kind, spec.choices, spec.min_len, spec.max_len) == (
        FieldKind.SEQUENCE, ("small", "medium", "large"), 1, 3)
    editor = make_editor(spec, option_text("none", "sizes"), host)
    assert isinstance(editor, ChoiceListEditor)
    combos = editor.widget.findChildren(QComboBox)
    assert [c.currentText() for c in combos] == ["Small", "Large"]  # words, not values
    changes = []
    editor.on_change(lambda: changes.append(editor.value()))
    editor.add_button.click()
    assert editor.value() == ("small", "large", "large")
    assert not editor.add_button.isEnabled()  # max_len
    editor.rows[0][1].setCurrentIndex(1)
    assert editor.value() == ("medium", "large", "large")
    editor.remove_button.click()
    editor.remove_button.click()
    assert editor.value() == ("medium",) and not editor.remove_button.isEnabled()  # min_len
    assert changes[-1] == ("medium",) and len(changes) == 4
    editor.set_value(("huge", "small"))  # not offered: shown as its own entry, not lost
    assert editor.value() == ("huge", "small")
    assert editor.focus_chain() == [combo for _title, combo in editor.rows] + [
        editor.add_button, editor.remove_button]
