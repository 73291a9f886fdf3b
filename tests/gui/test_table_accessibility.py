"""The table for players without a mouse or without sight: Qt's accessibility tree names every
hand card, pile and button; every game plays from the keyboard alone, Banapples included."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from desktop_app.cards.card import parse_card
from desktop_app.games.bain_hand_and_foot import Discard as HandFootDiscard
from desktop_app.games.bain_hand_and_foot.phase import Phase as HandFootPhase
from desktop_app.games.banakil.phase import Phase as BanakilPhase
from desktop_app.games.banapples import Play
from desktop_app.games.cap_it_rummy.phase import Phase as CapItPhase
from desktop_app.gui.table.accessible_cards import spoken_card
from tests import cap_it_rummy_support as cap_it
from tests.games import handfoot_table as handfoot
from tests.gui import test_table_banakil as banakil
from tests.gui import test_table_banapples as banapples
from tests.gui import test_table_cap_it_rummy as cap_it_rummy
from tests.gui import test_table_hand_and_foot as handfoot_gui


def walk(interface, found: list, depth: int = 0) -> None:
    """Every interface under `interface`, with its role and name (Qt's own tree, as a
    screen reader reads it)."""
    assert depth < 40
    if interface.state().invisible:
        return  # a screen reader skips what is not on screen
    found.append((interface.role(), interface.text(QAccessible.Text.Name),
                  interface.text(QAccessible.Text.Description)))
    for index in range(interface.childCount()):
        child = interface.child(index)
        if child is not None and child.isValid():
            walk(child, found, depth + 1)


def tree_of(window) -> list:
    found: list = []
    walk(QAccessible.queryAccessibleInterface(window), found)
    return found


def press(widget, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(widget, key, modifier)


def go_to(window, zone: str) -> None:
    """Down, Down… until the cursor stands on `zone` (the keyboard's only way there)."""
    for _ in range(60):
        if window.table.cursor.zone == zone:
            return
        press(window.table, Qt.Key.Key_Down)
    raise AssertionError(f"the cursor never reaches {zone}")


def test_spoken_cards_say_rank_and_suit():
    assert spoken_card(parse_card("QH")) == "Queen of hearts"
    assert spoken_card(parse_card("10S")) == "10 of spades"
    assert spoken_card(None) == "Face-down card"


def test_the_accessibility_tree_names_every_hand_card_pile_and_button(window, qtbot):
    state = banakil.human_first_state()
    driver = banakil.start(window, state, qtbot)
    session = driver.session
    bar = window.table.actions_bar.buttons.values()
    qtbot.waitUntil(lambda: all(button.isVisible() for button in bar))
    tree = tree_of(window)
    names = [name for _, name, _ in tree]
    for card in session.hand_items():
        assert f"{spoken_card(card.card)}, in your hand" in names
    assert "Your hand" in names and "The stock" in names and "The discard pile" in names
    piles = {name: description for role, name, description in tree
             if role == QAccessible.Role.List}
    assert piles["The stock"].endswith("cards")
    top = state.discard[-1] if state.discard else None
    if top is not None:
        assert f"top card {spoken_card(top)}" in piles["The discard pile"]
    buttons = [name for role, name, _ in tree if role == QAccessible.Role.Button]
    assert all(buttons)
    described = {name: description for role, name, description in tree
                 if role == QAccessible.Role.Button}
    for command in window.table._commands.values():
        assert command.label in described
        assert f"Key: {command.shortcut}." in described[command.label]


def test_selected_card_is_read_as_selected(window, qtbot):
    driver = banakil.start(window, banakil.human_first_state(), qtbot)
    press(window.table, Qt.Key.Key_Right)
    press(window.table, Qt.Key.Key_Space)
    item = driver.session.hand_items()[0]
    assert item.selected and item.focused
    spoken = f"{spoken_card(item.card)}, in your hand, selected"
    assert window.table.last_announcement == spoken
    assert spoken in [name for _, name, _ in tree_of(window)]


def test_banakil_by_keyboard_draw_then_discard(window, qtbot):
    state = banakil.human_first_state()
    driver = banakil.start(window, state, qtbot)
    session = driver.session
    go_to(window, "stock")
    assert window.table.scene.frames["stock"].focused or \
        session.board.zones["stock"][-1].focused
    press(window.table, Qt.Key.Key_Return)
    driver.settle()
    assert session.state.phase is not BanakilPhase.DRAW or session.state.current != 0
    held = len(session.state.hands[0])
    go_to(window, "hand/0")
    press(window.table, Qt.Key.Key_Right)
    card = session.hand_items()[session.focus_index].card
    press(window.table, Qt.Key.Key_Return)  # a hand card's own move: discard it
    driver.settle()
    assert card not in session.state.hands[0]
    assert len(session.state.hands[0]) == held - 1


def test_banapples_by_keyboard_seed_onto_a_canopy(window, qtbot):
    state = banapples.race_state()
    canopy = max(state.canopies)
    driver = banapples.start(window, state, qtbot,
                             banapples.seats(2))
    session = driver.session
    go_to(window, "seeds/0")
    press(window.table, Qt.Key.Key_Return)  # pick the seed card up
    assert session.picked is not None
    played: list = []
    original = session.try_action

    def spy(action):
        played.append(action)
        return original(action)

    session.try_action = spy
    go_to(window, f"canopy/{canopy}")
    press(window.table, Qt.Key.Key_Return)  # and lay it on Sari's canopy
    driver.settle()
    assert played and isinstance(played[0], Play)
    assert played[0].dst == f"canopy/{canopy}"
    assert str(played[0].card) == "A4@0#0" or played[0].card == banapples.card("A4@0#0")


def select_by_keys(window, card) -> None:
    """Up to the hand, Right along it to `card`, Space: the arrow keys only."""
    go_to(window, "hand/0")
    session = window.session
    for _ in range(len(session.hand_items()) + 1):
        items = session.hand_items()
        if 0 <= session.focus_index < len(items) and items[session.focus_index].card == card:
            press(window.table, Qt.Key.Key_Space)
            return
        press(window.table, Qt.Key.Key_Right)
    raise AssertionError(f"{card} is not in the hand")


def test_cap_it_by_keyboard_take_the_discard_then_drop_one_on_it(window, qtbot):
    state = cap_it.rig(hands={0: cap_it_rummy.ROUND_1}, discard="5C")
    driver = cap_it_rummy.start(window, state, qtbot)
    session = driver.session
    go_to(window, "discard")
    press(window.table, Qt.Key.Key_Return)  # CR-10a: take the discard
    driver.settle()
    assert session.state.phase is CapItPhase.PLAY
    king = next(c for c in session.state.hands[0] if str(c) == "KH")
    select_by_keys(window, king)
    go_to(window, "discard")
    press(window.table, Qt.Key.Key_Return)  # the selected card onto the pile: discarded
    driver.settle()
    assert session.state.discard[-1] == king


def test_hand_and_foot_by_keyboard_draw_then_discard(window, qtbot):
    state = handfoot.build(["K K 9 5 6", handfoot_gui.OTHERS, handfoot_gui.OTHERS,
                            handfoot_gui.OTHERS], phase=HandFootPhase.DRAW)
    driver = handfoot_gui.start(window, state, qtbot)
    session = driver.session
    go_to(window, "stock")
    press(window.table, Qt.Key.Key_Return)  # HF-14: two stock cards
    driver.settle()
    assert len(session.state.hands[0]) == 7
    nine = handfoot.cards(session.state, 0, "9")[0]
    select_by_keys(window, nine)
    go_to(window, "discard")
    press(window.table, Qt.Key.Key_Return)
    driver.settle()
    assert session.state.history[-1] == (0, HandFootDiscard(nine))
