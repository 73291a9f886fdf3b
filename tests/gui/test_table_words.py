"""The tables' words as a reviewer read them (issue: table words): one space before a badge's
"·", a demo's bottom seat named rather than "your", the joker named in words, "Budi's melds
(partner)", the garbage pile's marker, the digit keys on the melds' markers, one short form of
a hand's count at every seat, and a score sheet no card shows through."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QSizeF
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QWidget

from desktop_app.cards.card import JOKER, Card, Suit, parse_cards
from desktop_app.cards.melds import MeldKind, MeldShape
from desktop_app.games.bain_hand_and_foot.phase import Phase as HandAndFootPhase
from desktop_app.games.bain_hand_and_foot.rules import CanastaType
from desktop_app.games.banakil.actions import DrawStock, Meld
from desktop_app.gui import i18n
from desktop_app.gui.card_words import card_text, meld_text
from desktop_app.gui.game_setup import GameSetup, SeatSetup
from desktop_app.gui.overlays import ResultPanel
from desktop_app.gui.table.metrics import CardMetrics
from desktop_app.gui.table.piles import label_text
from desktop_app.gui.tables.bain_hand_and_foot import open_melds
from desktop_app.gui.tables.base import SeatView, TableContext
from desktop_app.gui.tables.registry import table_for
from tests.gui.positions import mid_round
from tests.gui.table_driver import TableDriver
from tests.gui.test_table_banakil import give_hand, human_first_state

NAMES = ["You", "Sari", "Budi", "Dewi"]
DEMO = [SeatView(name, False, "medium") for name in ["Sari", "Budi", "Dewi", "Eko"]]
"""A demo: the computer plays every seat, the bottom one included."""
HUMAN = [SeatView("You", True)] + [SeatView(n, False, "medium") for n in NAMES[1:]]
HOT_SEAT = [SeatView("Ana", True), SeatView("Ben", True), SeatView("Cici", False, "easy"),
            SeatView("Dodi", False, "easy")]


def specs_of(game_id: str, state, seats, viewer: int = 0, size=(1280, 740)):
    """The table's layout of `state` from `viewer`'s seat, as the session asks for it."""
    table = table_for(game_id)(list(seats)[:state.config.players])
    obs = state.observation(viewer)
    zones = table.zone_cards(obs, viewer)
    metrics = CardMetrics()
    metrics.refit(size[0], size[1], table.columns, table.rows)
    ctx = TableContext(obs, viewer, table.seats, {z: len(c) for z, c in zones.items()},
                       QSizeF(*size), metrics)
    return table, obs, table.layout(ctx)


def labels(specs) -> dict[str, str]:
    """Every zone's label as the scene draws it (its badge joined on)."""
    return {zone: label_text(spec.label, spec.badge) for zone, spec in specs.items()}


# ---------------------------------------------------------------- 1: one space before "·"

def test_a_badge_with_its_own_separator_follows_at_one_space():
    assert label_text("Sari & Dewi", "· to go out: sevens") == "Sari & Dewi · to go out: sevens"
    assert label_text("Sari", "· 10 seeds") == "Sari · 10 seeds"
    assert label_text("Stock", "64") == "Stock  64"  # a count stands off as before
    assert label_text("", "7") == "7" and label_text("Tree 1", "") == "Tree 1"


@pytest.mark.parametrize("game_id, players", [("bain_hand_and_foot", 4), ("banapples", 4)])
def test_no_label_on_the_table_has_two_spaces_before_a_dot(window, qtbot, game_id, players):
    state = mid_round(game_id, seed=3, actions=40, players=players) \
        if game_id == "banapples" else mid_round(game_id, seed=1, actions=80)
    seats = [SeatSetup(NAMES[0], True)] + [SeatSetup(n, False, "medium", 1000.0)
                                           for n in NAMES[1:players]]
    window.start_game(GameSetup(game_id, state.config, state.seed, seats), state)
    TableDriver(window, qtbot).settle()
    drawn = {zone: frame._label_text() for zone, frame in window.table.scene.frames.items()}
    dotted = [text for text in drawn.values() if "·" in text]
    assert dotted  # the team headers, the seed piles
    assert [text for text in dotted if "  ·" in text] == []


# ---------------------------------------------------------------- 2: a demo's bottom seat

def cap_it_positions():
    """Cap-It positions before and after seat 0's contract went down."""
    before = mid_round("cap_it_rummy", seed=3, actions=4, players=4)
    for actions in range(20, 400, 20):
        after = mid_round("cap_it_rummy", seed=3, actions=actions, players=4)
        if after.observation(0).has_contract(0):
            return before, after
    raise AssertionError("seat 0 never lays its contract")


def test_a_demo_names_the_bottom_seat_and_a_human_reads_your():
    before, after = cap_it_positions()
    assert not before.observation(0).has_contract(0)
    _, _, specs = specs_of("cap_it_rummy", before, DEMO)
    assert specs["table/0"].label.startswith("Sari's contract: ")
    _, _, specs = specs_of("cap_it_rummy", after, DEMO)
    assert specs["table/0"].label == "Sari's melds · ✓ contract down"
    assert not specs["table/0"].tooltip.startswith("Your")
    _, _, specs = specs_of("cap_it_rummy", after, HUMAN)
    assert specs["table/0"].label == "Your melds · ✓ contract down"
    _, _, specs = specs_of("cap_it_rummy", before, HUMAN)
    assert specs["table/0"].label.startswith("Your contract: ")

    banakil = mid_round("banakil", seed=3, actions=60, players=4, partnerships=True)
    _, _, specs = specs_of("banakil", banakil, DEMO)
    assert specs["table/0"].label == "Sari's melds"
    assert not specs["table/0"].tooltip.startswith("Your")
    _, _, specs = specs_of("banakil", banakil, HUMAN)
    assert specs["table/0"].label == "Your melds"
    # Hot-seat: whoever sits at the screen is a human there, and reads "your".
    _, _, specs = specs_of("banakil", banakil, HOT_SEAT, viewer=1)
    assert specs["table/1"].label == "Your melds"

    hand_and_foot = mid_round("bain_hand_and_foot", seed=1, actions=80)
    _, _, specs = specs_of("bain_hand_and_foot", hand_and_foot, DEMO)
    assert not specs["melds/0"].tooltip.startswith("Your")
    _, _, specs = specs_of("bain_hand_and_foot", hand_and_foot, HUMAN)
    assert specs["melds/0"].tooltip.startswith("Your team's melds")


# ---------------------------------------------------------------- 3: the joker in words

def test_the_joker_reads_as_a_word_in_every_language(qapp):
    joker = Card(JOKER, None, 0)
    assert card_text(joker) == "Joker"
    run = MeldShape(MeldKind.RUN, (*parse_cards("5H 6H"), joker), suit=Suit.H,
                    start=5, natural_flags=(True, True, False))
    assert "Joker as 7♥" in meld_text(run)
    switch = i18n.LanguageSwitch()
    try:
        assert switch.use("ko")
        assert card_text(joker) == "조커"
        assert switch.use("id")
        assert card_text(joker) == "Joker"
    finally:
        switch.use("en")


def test_the_game_log_names_the_joker(window, qtbot):
    state = human_first_state(4)
    give_hand(state, 0, "5H 6H JK 9C 3S 3H 4C 5C 7D KS AS 8C 4D")
    seats = [SeatSetup(NAMES[0], True)] + [SeatSetup(n, False, "medium") for n in NAMES[1:]]
    window.start_game(GameSetup("banakil", state.config, state.seed, seats), state)
    TableDriver(window, qtbot).settle()
    session = window.session
    assert session.try_action(DrawStock())
    run = tuple(c for c in session.state.hands[0] if str(c) in ("5H", "6H", "JK"))
    assert session.try_action(Meld(run, MeldKind.RUN, 5))
    told = window.table.game_log.texts()[-1]
    assert "Joker" in told and "JK" not in told, told


# ---------------------------------------------------------------- 4: the partner's melds

def test_the_partners_melds_are_named_as_a_possessive_then_partner():
    state = mid_round("banakil", seed=3, actions=60, players=4, partnerships=True)
    _, _, specs = specs_of("banakil", state, HUMAN)
    assert specs["table/2"].label == "Budi's melds (partner)"
    assert specs["hand/2"].label.endswith("Budi (partner) · " + str(len(state.hands[2])))
    assert not [text for text in labels(specs).values() if ")'s" in text]


# ---------------------------------------------------------------- 5 and 6: Hand and Foot pills

def test_the_garbage_pile_opens_after_a_sevens_canasta_in_words():
    state = mid_round("bain_hand_and_foot", seed=1, actions=80)
    _, obs, specs = specs_of("bain_hand_and_foot", state, HUMAN)
    for team in (0, 1):
        pill = specs[f"garbage/{team}"].pill
        if CanastaType.SEVENS in obs.canasta_types(team):
            assert pill == ""
        else:
            assert pill == "after 7s canasta"  # not "after 7s": seven seconds?


def test_meld_markers_show_progress_and_the_digit_key_as_the_buttons_do():
    state = mid_round("bain_hand_and_foot", seed=1, actions=80)
    table, obs, specs = specs_of("bain_hand_and_foot", state, HUMAN)
    for team in (0, 1):
        melds = open_melds(obs, team)
        assert melds
        for number, meld in enumerate(melds, start=1):
            pill = specs[meld.zone].pill
            progress = f"{meld.size}/7"
            if team == 0:  # the keys add to (or take the pile onto) the viewer's team's melds
                assert pill == f"{progress}  [{number}]"
                assert f"press {number}" in specs[meld.zone].tooltip
            else:
                assert pill == progress
            assert not re.match(r"\d+ · ", pill)
    # The digit names the meld whose marker shows it.
    first = open_melds(obs, 0)[0]
    if obs.current == 0 and obs.phase is HandAndFootPhase.DRAW:
        assert table.number_key(obs, 0, 1).meld_id == first.id


# ---------------------------------------------------------------- 7: one count, one pile name

HAND_COUNT = re.compile(r"(^|\S · )(\d+)(  ✓ contract)?$")
"""A hand's count as its label ends: "Sari · 19", Cap-It's "Budi · 1  ✓ contract", or a
Banakil side seat's bare count (its name heads the melds beside it)."""


@pytest.mark.parametrize("game_id, config", [
    ("bain_hand_and_foot", {}), ("cap_it_rummy", dict(players=4)),
    ("banakil", dict(players=4, partnerships=True))])
def test_every_hand_reads_its_count_the_same_way(game_id, config):
    state = mid_round(game_id, seed=3, actions=60, **config)
    table, obs, specs = specs_of(game_id, state, HUMAN)
    hands = {zone: spec.label for zone, spec in specs.items() if zone.startswith("hand/")
             and (spec.label or game_id != "banakil")}
    assert hands
    for zone, text in hands.items():
        found = HAND_COUNT.search(text)
        assert found and "card" not in text, (zone, text)  # no "You · 4 cards" beside "19"
        assert int(found.group(2)) == obs.hand_sizes[int(zone.split("/")[1])]
    # The tooltip of another player's hand says the count with its unit.
    assert table.zone_tip(obs, 0, "hand/1") == f"Sari's hand: {obs.hand_sizes[1]} cards"


@pytest.mark.parametrize("game_id, config", [
    ("bain_hand_and_foot", {}), ("cap_it_rummy", dict(players=4)),
    ("banakil", dict(players=4, partnerships=True))])
def test_the_discard_pile_is_named_and_counted_alike(game_id, config):
    state = mid_round(game_id, seed=3, actions=60, **config)
    _, obs, specs = specs_of(game_id, state, HUMAN)
    assert labels(specs)["discard"] == f"Discard pile  {len(obs.discard)}"


# ---------------------------------------------------------------- 8: an opaque score sheet

def test_no_card_shows_through_the_score_sheet(qtbot):
    def sheet_over(colour: str) -> QColor:
        class Felt(QWidget):
            def paintEvent(self, event):
                QPainter(self).fillRect(self.rect(), QColor(colour))

        felt = Felt()
        felt.resize(900, 600)
        qtbot.addWidget(felt)
        panel = ResultPanel(felt)
        panel.setGeometry(felt.rect())
        panel.show_sheet("Round 1", "You went out.", ["Player", "Round"],
                         [["You", "+20"], ["Sari", "−4"]], [("next", "Next round")])
        image = felt.grab().toImage()
        box = panel.box.geometry()
        # inside the sheet, left of its rows: the sheet's own ground
        return image.pixelColor(box.left() + 12, box.center().y())

    under_white, under_black = sheet_over("#ffffff"), sheet_over("#000000")
    assert under_white.getRgb()[:3] == under_black.getRgb()[:3], (
        under_white.getRgb(), under_black.getRgb())
