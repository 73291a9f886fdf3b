"""The game log's narration (games/narration.py and each game's part): lines told from the
events one seat saw, never naming a card that seat may not know (DESIGN.md, "Narration")."""

from __future__ import annotations

import random

import pytest

from desktop_app.ai.realtime import RealTimeDriver
from desktop_app.ai.registry import make_player
from desktop_app.games.base import CardMoved, GameState
from desktop_app.games.narration import (
    LogLine,
    narrate_all,
    narrator_for,
    replayed_batches,
)
from desktop_app.games.registry import GAMES, get_game
from desktop_app.sim import make_players


def played(game_id: str, actions: int, seed: int = 5) -> GameState:
    """A game the medium computers played for a while (all seats)."""
    info = get_game(game_id)
    config = info.make_config()
    state = info.new_game(config, seed)
    rng = random.Random(seed)
    if info.real_time:
        driver = RealTimeDriver(state, make_players(info, ["medium"] * config.players, None), rng)
        for _ in range(actions):
            driver.step()
        return state
    players = [make_player(game_id, "medium") for _ in range(config.players)]
    for _ in range(actions):
        seat = state.to_move()
        if seat is None or state.is_over:
            break
        state.apply(seat, players[seat].choose(state.observation(seat), rng))
    return state


def story(state: GameState, viewer: int) -> list[LogLine]:
    return narrate_all(narrator_for(game_of(state)), replayed_batches(state), viewer)


def game_of(state: GameState) -> str:
    return next(gid for gid, info in GAMES.items() if info.state_type is type(state))


@pytest.mark.parametrize("game_id", list(GAMES))
def test_no_line_names_a_card_the_viewer_did_not_see(game_id):
    """BK-04/CR-09/HF-14/BA-02 hands are private: every card a line names was face up to the
    viewer in the events it was told from, and another seat's stock draw is "a card"."""
    state = played(game_id, 120)
    for viewer in range(state.config.players):
        seen = {event.card for _, events in replayed_batches(state) for event in events
                if isinstance(event, CardMoved) and event.for_seat(viewer) == event
                and event.card is not None}
        lines = story(state, viewer)
        assert len(lines) > 10
        for line in lines:
            assert set(line.cards) <= seen, line.text
        others_draws = [line for line in lines if line.message.template.key == "drew_hidden"]
        for line in others_draws:
            assert line.seats[0] != viewer
            assert "card" in line.text


def test_another_seats_stock_draw_is_a_card_and_your_own_is_named():
    """BK-04: the drawer sees the card; everyone else reads "drew a card"."""
    state = played("banakil", 60)
    batches = replayed_batches(state)
    seat, events = next((s, e) for s, e in batches
                        if s is not None and len(e) <= 3
                        and any(isinstance(x, CardMoved) and x.src == "stock" for x in e))
    other = (seat + 1) % state.config.players
    mine = narrator_for("banakil").narrate([e.for_seat(seat) for e in events], seat)
    theirs = narrator_for("banakil").narrate([e.for_seat(other) for e in events], seat)
    drawn = next(e.card for e in events if isinstance(e, CardMoved) and e.src == "stock")
    assert mine[0].text == f"seat {seat} drew {drawn}"
    assert theirs[0].text == f"seat {seat} drew a card"
    assert drawn not in theirs[0].cards


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_round_opens_with_a_separator(game_id):
    state = played(game_id, 400 if game_id != "banapples" else 300)
    lines = story(state, 0)
    separators = [line.text for line in lines if line.separator]
    rounds = getattr(state, "round_no", None)
    assert separators[0] == "Round 1"
    assert separators == [f"Round {n}" for n in range(1, len(separators) + 1)]
    if rounds is not None:
        assert len(separators) == rounds
    assert lines[0].separator


def test_told_again_from_the_record_the_story_is_the_same():
    """A continued game's log (replayed from its record) equals the one told as it was played."""
    info = get_game("cap_it_rummy")
    state = info.new_game(info.make_config(), 9)
    players = [make_player("cap_it_rummy", "medium") for _ in range(4)]
    rng = random.Random(3)
    narrator = narrator_for("cap_it_rummy")
    live = narrator.narrate([e.for_seat(2) for e in state.opening_events])
    for _ in range(80):
        seat = state.to_move()
        if seat is None:
            break
        events = state.apply(seat, players[seat].choose(state.observation(seat), rng))
        live.extend(narrator.narrate([e.for_seat(2) for e in events], seat))
    assert [line.text for line in story(state, 2)] == [line.text for line in live]


def test_cap_it_push_is_one_line_with_the_cards_the_viewer_may_know():
    """CR-10: the pushed discard is public, the stock card that goes with it is not."""
    state = played("cap_it_rummy", 40)
    for viewer in range(4):
        for line in story(state, viewer):
            if line.message.template.key.startswith("pushed"):
                _, target = line.seats
                assert line.count == 2
                if viewer == target:
                    assert line.message.template.key == "pushed"
                    assert len(line.cards) == 2
                else:
                    assert line.text.endswith("and a card")
                    assert len(line.cards) == 1


def test_hand_and_foot_tells_canastas_and_the_foot():
    """HF-11 canastas closed, HF-17 the foot picked up."""
    state = played("bain_hand_and_foot", 400)
    texts = [line.text for line in story(state, 0)]
    assert any(t.startswith("team ") and "canasta" in t for t in texts)
    assert any(t.endswith("picked up their foot") for t in texts)
    assert any(" laid off " in t and "team " in t for t in texts)


def test_banapples_tells_plays_and_compost_turns():
    state = played("banapples", 120)
    keys = {line.message.template.key for line in story(state, 1)}
    assert {"started_canopy", "composted"} <= keys


def test_a_dealt_red_three_is_told_as_its_owners():
    """HF-05: a dealt red 3 goes down at the start of its owner's first turn, inside the
    previous seat's action; the line names the owner, not the seat that acted."""
    state = played("bain_hand_and_foot", 200)
    for actor, events in replayed_batches(state):
        for event in events:
            if isinstance(event, CardMoved) and event.dst.startswith("red3/") and \
                    event.src.startswith("hand/"):
                owner = int(event.src.split("/")[1])
                told = narrator_for("bain_hand_and_foot").narrate(events, actor)
                reds = [line for line in told if line.message.template.key == "red_three"]
                assert reds and all(line.seats == (owner,) for line in reds)
                return
    pytest.skip("no dealt red 3 in this deal")
