"""The preferences schema: defaults, bounds, and reading a settings file that an older version
or a person wrote (a value that cannot be read keeps its default, on its own)."""

from __future__ import annotations

import math

import pytest

from desktop_app.store import preferences
from desktop_app.store.preferences import KEYS, Preferences, load, nearest_level


def test_defaults_are_the_rules_house_look():
    prefs = Preferences()
    assert (prefs.language, prefs.card_size, prefs.speed, prefs.card_back, prefs.felt) == (
        "system", "normal", "normal", "back", "teal")
    assert prefs.computer_level == "medium" and prefs.banapples_pace == "relaxed"
    assert prefs.ask_before_abandoning and not prefs.four_colour and not prefs.high_contrast


@pytest.mark.parametrize("field, value", [
    ("card_size", "huge"), ("felt", "purple"), ("card_back", "back-red"), ("language", "fr"),
    ("computer_level", "expert"), ("banapples_pace", "frantic"), ("think_time", 0.0),
    ("think_time", 60.0), ("think_time", math.nan), ("think_time", math.inf),
])
def test_values_outside_the_choices_are_refused(field, value):
    with pytest.raises(ValueError, match=field):
        Preferences().changed(**{field: value})


def test_a_round_trip_through_the_settings_keys():
    prefs = Preferences(language="ko", card_size="large", speed="fast", four_colour=True,
                        high_contrast=True, card_back="back-parang", felt="blue",
                        computer_level="hard", think_time=0.4, banapples_pace="quick",
                        ask_before_abandoning=False)
    stored = {key: str(value).lower() if isinstance(value, bool) else str(value)
              for key, value in preferences.items(prefs).items()}
    assert set(stored) == set(KEYS.values())
    assert load(stored.get) == prefs  # QSettings hands back strings from an INI file


def test_unreadable_values_keep_their_defaults_one_by_one():
    stored = {"view/card_size": "large", "view/felt": "plaid", "players/think_time": "fast",
              "view/four_colour": "maybe", "general/ask_before_abandoning": "false",
              "players/computer_level": "inf"}
    prefs = load(stored.get)
    assert prefs.card_size == "large" and not prefs.ask_before_abandoning
    assert prefs.felt == "teal" and prefs.think_time == 1.0 and not prefs.four_colour
    assert prefs.computer_level == "medium"
    assert load({}.get) == Preferences()


def test_the_nearest_level_a_game_has():
    assert nearest_level("hard", ("easy", "medium", "hard")) == "hard"
    assert nearest_level("hard", ("easy", "medium")) == "medium"
    assert nearest_level("easy", ("medium", "hard")) == "medium"
    assert nearest_level("medium", ("easy", "medium")) == "medium"
