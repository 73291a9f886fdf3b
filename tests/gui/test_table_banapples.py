"""The Banapples table in real time, driven with the mouse and the keyboard (pytest-qt,
offscreen): drags become commands, stale drops are refused, computer players race on their own
clocks to the end of a round, pause stops every clock, and a saved race resumes exactly."""

from __future__ import annotations

import json
import threading

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtTest import QTest

from desktop_app.ai.banapples import MediumBanapplesPlayer
from desktop_app.games.banapples import BanapplesConfig, BanapplesState, Compost, Phase, Play
from desktop_app.games.banapples.fruit import parse_fruit_card
from desktop_app.games.banapples.state import Canopy
from desktop_app.gui.game_setup import GameSetup, SeatSetup
from desktop_app.gui.main_window import MainWindow
from desktop_app.gui.realtime_session import RealTimeSession
from desktop_app.gui.table.speed import Speed
from tests.gui.table_driver import TableDriver

SLOW = 1000.0
"""A reaction time no test waits for: those computer players never act."""


def seats(players: int, reaction: float = SLOW, human: bool = True) -> list[SeatSetup]:
    names = ["You", "Sari", "Budi", "Ji-woo"]
    return [SeatSetup(names[i], True) if i == 0 and human
            else SeatSetup(names[i], False, "medium", reaction) for i in range(players)]


def card(text: str):
    return parse_fruit_card(text)


def take(state: BanapplesState, wanted) -> None:
    """Lift a card out of whatever pile holds it."""
    piles = [*state.seeds, *state.compost, *state.draw,
             *(tree for trees in state.trees for tree in trees),
             *(canopy.cards for canopy in state.canopies.values())]
    for pile in piles:
        if wanted in pile:
            pile.remove(wanted)
            return
    raise AssertionError(f"{wanted} is nowhere")


def put(state: BanapplesState, pile: list, *texts: str) -> None:
    for text in texts:
        wanted = card(text)
        take(state, wanted)
        pile.append(wanted)


def add_canopy(state: BanapplesState, area: int, *texts: str) -> int:
    canopy = Canopy(state.next_canopy_id, area, [])
    state.canopies[canopy.id] = canopy
    state.next_canopy_id += 1
    put(state, canopy.cards, *texts)
    return canopy.id


def start(window: MainWindow, state: BanapplesState, qtbot, table_seats: list[SeatSetup]
          ) -> TableDriver:
    window.start_game(GameSetup("banapples", state.config, state.seed, table_seats), state)
    assert window.table.paused  # a race resumed mid-round waits for the player
    window.table.resume()
    driver = TableDriver(window, qtbot)
    driver.settle()
    assert isinstance(window.session, RealTimeSession)
    return driver


def snapshot(session) -> str:
    return json.dumps(session.state.snapshot(), sort_keys=True)


def top_item(session, zone: str):
    return session.board.zones[zone][-1]


def race_state(players: int = 2, seed: int = 4) -> BanapplesState:
    """Seat 0 has apple 4 on its seed pile and banana 6 on its first tree; Sari (seat 1) has
    started an apple canopy 1-2-3 in her area and has apple 4 on her own seed pile."""
    state = BanapplesState.new_game(BanapplesConfig(players=players), seed)
    put(state, state.seeds[0], "A4@0#0")
    state.trees[0][0][:] = []
    put(state, state.trees[0][0], "B6@0#0")
    put(state, state.compost[0], "A5@0#0")
    add_canopy(state, 1, "A1@1#0", "A2@1#0", "A3@1#0")
    put(state, state.seeds[1], "A4@1#0")
    return state


def test_drag_seed_onto_another_players_canopy(window, qtbot):
    state = race_state()
    driver = start(window, state, qtbot, seats(2))
    session = window.session
    seed = top_item(session, "seeds/0")
    driver.drag(driver.item_point(seed), driver.zone_point("canopy/0"))
    # BA-07: adding to another player's canopy is allowed; BA-10: the next seed turns up.
    assert [str(c) for c in session.state.canopies[0].cards] == ["A1@1", "A2@1", "A3@1", "A4@0"]
    assert session.state.seeds[0][-1] != card("A4@0#0")
    assert seed.zone == "canopy/0"
    assert session.board.zones["seeds/0"][-1].face_up


def test_drag_compost_onto_own_tree(window, qtbot):
    state = race_state()
    driver = start(window, state, qtbot, seats(2))
    session = window.session
    driver.drag(driver.item_point(top_item(session, "compost/0")), driver.zone_point("tree/0/0"))
    # BA-05: apple 5 goes down onto banana 6.
    assert [str(c) for c in session.state.trees[0][0]] == ["B6@0", "A5@0"]


def test_drag_a_one_starts_a_canopy_in_your_own_area(window, qtbot):
    state = race_state()
    put(state, state.seeds[0], "B1@0#0")
    driver = start(window, state, qtbot, seats(2))
    session = window.session
    driver.drag(driver.item_point(top_item(session, "seeds/0")), driver.zone_point("canopies/0"))
    own = [c for c in session.state.canopies.values() if c.area == 0]
    assert [str(c.cards[0]) for c in own] == ["B1@0"]  # BA-06/07
    assert f"canopy/{own[0].id}" in session.scene.frames


def test_whole_tree_moves_onto_another(window, qtbot):
    state = race_state()
    state.trees[0][1][:] = []
    put(state, state.trees[0][1], "A7@0#0")
    driver = start(window, state, qtbot, seats(2))
    session = window.session
    bottom = session.board.zones["tree/0/0"][0]
    driver.drag(driver.item_point(bottom), driver.zone_point("tree/0/1"))
    assert [str(c) for c in session.state.trees[0][1]] == ["A7@0", "B6@0"]  # BA-14
    assert session.state.trees[0][0] == []


def test_illegal_drop_glides_back_with_the_reason(window, qtbot):
    state = race_state()
    put(state, state.seeds[0], "B5@0#0")
    driver = start(window, state, qtbot, seats(2))
    session = window.session
    before = snapshot(session)
    messages: list[str] = []
    session.status.connect(messages.append)
    seed = top_item(session, "seeds/0")
    home = seed.pos()
    driver.drag(driver.item_point(seed), driver.zone_point("canopy/0"))
    assert snapshot(session) == before
    # BA-06, said in words (no card notation, no emoji a font may lack, no rule id).
    assert any("canopy keeps one fruit (apple)" in m and "anana 5" in m and "apple 3" in m
               for m in messages), messages
    assert not any("BA-" in m or "@" in m for m in messages), messages
    assert seed.zone == "seeds/0" and seed.pos() == home


def test_stale_drop_is_refused_without_change(window, qtbot):
    """BA-21: Sari's apple 4 reaches the canopy while you are still dragging yours."""
    state = race_state()
    driver = start(window, state, qtbot, seats(2))
    session = window.session
    messages: list[str] = []
    session.status.connect(messages.append)
    viewport = driver.view.viewport()
    seed = top_item(session, "seeds/0")
    start_point = driver.item_point(seed)
    end_point = driver.zone_point("canopy/0")
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     start_point)
    for i in range(1, 5):
        QTest.mouseMove(viewport, start_point + (end_point - start_point) * i / 6)
    assert session.scene.dragging
    # Sari's command arrives through the queue, as her timer would deliver it.
    sari = Play("seeds/1", "canopy/0", card("A4@1#0"), card("A3@1#0"))
    assert session._submit(1, sari).accepted
    after_sari = snapshot(session)
    QTest.mouseMove(viewport, end_point)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       end_point)
    driver.settle()
    assert snapshot(session) == after_sari
    assert session.outcomes["stale"] == 1
    assert any("Too late" in m and "Sari" in m and "apple 4" in m for m in messages), messages
    assert seed.zone == "seeds/0" and not seed.lifted


def test_click_draw_pile_and_keys(window, qtbot):
    state = race_state()
    driver = start(window, state, qtbot, seats(2))
    session = window.session
    compost = len(session.state.compost[0])
    driver.click(driver.zone_point("draw/0"))
    assert len(session.state.compost[0]) == compost + 3  # BA-11
    QTest.keyClick(window.table, Qt.Key.Key_Space)
    driver.settle()
    assert len(session.state.compost[0]) == compost + 6
    seed = session.state.seeds[0][-1]
    put(session.state, session.state.seeds[0], "A4@0#1")  # apple 4 fits Sari's canopy
    session._redraw()
    QTest.keyClick(window.table, Qt.Key.Key_S)
    driver.settle()
    assert session.state.canopies[0].cards[-1] == card("A4@0#1")
    assert session.state.seeds[0][-1] == seed


def test_pick_then_click_a_pile(window, qtbot):
    state = race_state()
    driver = start(window, state, qtbot, seats(2))
    session = window.session
    driver.click(driver.item_point(top_item(session, "seeds/0")))
    assert session.selected_cards() == [card("A4@0#0")]
    driver.click(driver.zone_point("canopy/0"))
    assert session.state.canopies[0].cards[-1] == card("A4@0#0")
    assert session.picked is None


def test_round_with_computer_players_runs_to_its_end(window, qtbot, monkeypatch):
    """Four computer players with quick reactions race a whole round, offscreen."""
    threads: set[str] = set()
    decide = MediumBanapplesPlayer.decide

    def watched(self, observation, rng):
        threads.add(threading.current_thread().name)
        return decide(self, observation, rng)

    monkeypatch.setattr(MediumBanapplesPlayer, "decide", watched)
    results: list[dict] = []
    state = BanapplesState.new_game(BanapplesConfig(players=4), 11)
    setup = GameSetup("banapples", state.config, state.seed, seats(4, 0.01, human=False))
    window.start_game(setup, state)
    window.table.resume()
    session = window.session
    session.round_over.connect(results.append)
    session.game_over.connect(results.append)
    qtbot.waitUntil(lambda: bool(results), timeout=60_000)
    # BA-16: the round ended the instant a seed pile emptied (or by BA-20), and was scored.
    assert session.state.phase in (Phase.ROUND_OVER, Phase.GAME_OVER)
    result = results[0]
    assert result["round"] == 1 and len(result["breakdown"]) == 4
    if result["ending"] == "went_out":
        assert session.state.seeds[result["went_out"]] == []
    assert not session.running and not any(c.timer.isActive()
                                           for c in session.computers.values())
    assert window.table.result.isVisible()
    assert session.outcomes["accepted"] == len(session.state.history)
    assert threading.main_thread().name not in threads and threads  # decided on the worker
    assert session.state.check_invariants() == []


def test_pause_stops_every_clock_and_resume_restarts_them(window, qtbot):
    state = BanapplesState.new_game(BanapplesConfig(players=3), 5)
    setup = GameSetup("banapples", state.config, state.seed, seats(3, 0.02))
    window.start_game(setup, state)
    window.table.resume()
    session = window.session
    qtbot.waitUntil(lambda: len(session.state.history) >= 3, timeout=10_000)
    QTest.keyClick(window.table, Qt.Key.Key_P)
    assert window.table.paused and session.paused
    assert window.table.pause_panel.isVisible()
    actions, clock = len(session.state.history), session.clock.now()
    assert not any(c.timer.isActive() for c in session.computers.values())
    for _ in range(20):
        QCoreApplication.processEvents()
    assert len(session.state.history) == actions
    assert session.clock.now() == clock
    assert not session.try_action(Compost())  # nothing the viewer does counts while paused
    QTest.keyClick(window.table, Qt.Key.Key_P)
    assert not window.table.paused and not session.paused
    qtbot.waitUntil(lambda: len(session.state.history) > actions, timeout=10_000)


def test_save_quit_resume_gives_same_state(window, qtbot, tmp_path):
    setup = GameSetup("banapples", BanapplesConfig(players=3), 8, seats(3))
    window.start_game(setup)  # a new game: dealt, and the race starts at once
    session = window.session
    assert not window.table.paused
    driver = TableDriver(window, qtbot)
    driver.settle()
    driver.click(driver.zone_point("draw/0"))
    driver.click(driver.zone_point("draw/0"))
    assert len(session.state.history) == 2

    def saved_actions() -> int:
        window.autosaver.flush()
        return len(window.store.load("banapples")[0].record.actions)

    assert saved_actions() == 2  # every action is saved as it is played
    driver.click(driver.zone_point("draw/0"))
    saved = session.state.snapshot()
    window.close()  # the session saves what is still unsaved as it closes
    again = MainWindow(save_dir=tmp_path)
    again.set_speed(Speed.INSTANT)
    qtbot.addWidget(again)
    again.show()
    again.resume_saved()
    assert isinstance(again.session, RealTimeSession)
    assert again.session.state.snapshot() == saved
    assert again.table.paused  # the race waits until you are ready
    clock = again.session.clock
    assert not clock.running and saved["clock"] <= clock.now() < saved["clock"] + 5  # BA-24
    seat = again.session.setup.seats[1]
    assert seat.reaction == SLOW and again.session.computers[1].player.reaction_time == SLOW
    again.table.detach()


def test_resize_keeps_every_card_on_screen(window, qtbot):
    state = race_state(players=4)
    start(window, state, qtbot, seats(4))
    session = window.session
    for width, height in ((1280, 800), (1920, 1080), (1024, 700)):
        window.resize(width, height)
        qtbot.waitUntil(lambda w=width: abs(window.table.view.viewport().width() - w) < 40,
                        timeout=3000)
        TableDriver(window, qtbot).settle()
        view = window.table.view
        for item in session.board.items():
            assert view.sceneRect().contains(item.card_rect().center()), item.key


def test_minimising_the_window_pauses_the_race(window, qtbot):
    state = race_state()
    start(window, state, qtbot, seats(2))
    window.showMinimized()
    qtbot.waitUntil(lambda: window.table.paused, timeout=3000)
    assert window.session.paused and not window.session.clock.running


def test_click_a_tree_then_another_moves_it_whole(window, qtbot):
    state = race_state()
    state.trees[0][1][:] = []
    put(state, state.trees[0][1], "A7@0#0")
    put(state, state.trees[0][0], "A5@0#1")  # tree 0: banana 6, apple 5
    driver = start(window, state, qtbot, seats(2))
    session = window.session
    tree = session.board.zones["tree/0/0"]
    rect = tree[0].card_rect()
    driver.click(driver.point(QPointF(rect.center().x(), rect.top() + 8)))  # its base card
    assert session.selected_cards() == [card("B6@0#0")]
    assert all(item.selected for item in tree)
    driver.click(driver.zone_point("tree/0/1"))
    assert [str(c) for c in session.state.trees[0][1]] == ["A7@0", "B6@0", "A5@0"]  # BA-14


def test_table_texts_go_through_translation(window, qtbot):
    from PySide6.QtCore import QTranslator

    class Marking(QTranslator):
        def translate(self, context, source, disambiguation=None, n=-1):
            return f"«{source}»" if source else source

    marking = Marking()
    QCoreApplication.installTranslator(marking)
    try:
        state = race_state()
        start(window, state, qtbot, seats(2))
        session = window.session
        session.relayout(animate=False)
        names = {seat.name for seat in session.seats}
        labels = [f.spec.label for f in session.scene.frames.values() if f.spec.label]
        assert labels and all("«" in text or text in names for text in labels), labels
        window.table.refresh()
        buttons = [b.text() for b in window.table.actions_bar.buttons.values()]
        assert buttons and all("«" in text for text in buttons), buttons
    finally:
        QCoreApplication.removeTranslator(marking)


def test_watching_a_computer_table_moves_nothing(window, qtbot):
    state = race_state()
    start(window, state, qtbot, seats(2, human=False))
    session = window.session
    before = snapshot(session)
    assert session.drag_group(top_item(session, "seeds/0")) is None
    assert not session.try_action(Compost())
    assert snapshot(session) == before


def test_only_the_gui_thread_feeds_the_queue(window, qtbot):
    state = race_state()
    start(window, state, qtbot, seats(2))
    session = window.session
    errors: list[Exception] = []

    def from_a_worker() -> None:
        try:
            session._submit(0, Compost())
        except RuntimeError as error:
            errors.append(error)

    worker = threading.Thread(target=from_a_worker)
    worker.start()
    worker.join()
    assert errors and "GUI thread" in str(errors[0])  # BA-21
    assert session.state.history == []


def test_a_key_reads_the_table_as_it_is_now(window, qtbot):
    """S plays the seed card onto the canopy as it is when the key is pressed, even when
    another player changed it since the buttons were last drawn (BA-21)."""
    state = race_state()
    driver = start(window, state, qtbot, seats(2))
    session = window.session
    window.table.refresh()
    session.changed.disconnect(window.table.refresh)  # the bar is not redrawn in between
    assert session._submit(1, Play("seeds/1", "canopy/0", card("A4@1#0"),
                                   card("A3@1#0"))).accepted
    put(session.state, session.state.seeds[0], "A5@0#0")
    session._redraw()
    QTest.keyClick(window.table, Qt.Key.Key_S)
    driver.settle()
    assert session.state.canopies[0].cards[-1] == card("A5@0#0")


def test_play_seed_is_enabled_only_when_the_engine_has_a_place_for_it(window, qtbot):
    """Issue 14 item 4: "Play seed" was enabled for a seed card that fitted nowhere (BA-09)."""
    state = race_state()
    take(state, card("A4@0#0"))
    put(state, state.seeds[0], "B9@0#1")
    state.trees[0][1][:] = []
    put(state, state.trees[0][1], "A7@0#0")
    start(window, state, qtbot, seats(2))
    button = window.table.actions_bar.buttons["seed"]
    qtbot.waitUntil(lambda: not button.isEnabled())
    assert "banana 9 fits nowhere right now" in button.toolTip()
    assert "BA-" not in button.toolTip()
    assert window.table.actions_bar.buttons["compost"].isEnabled()
    assert window.session.observation().options().possible("compost")
