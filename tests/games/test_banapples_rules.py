"""Banapples engine rules BA-01 … BA-25, and every illegal action the rules file lists."""

from __future__ import annotations

import random

import pytest

from desktop_app.ai.realtime import RealTimeDriver
from desktop_app.ai.registry import make_player
from desktop_app.games.banapples import (
    BanapplesConfig,
    BanapplesState,
    CardTurned,
    Compost,
    Deal,
    MoveTree,
    Play,
    ThirdTreeUnlocked,
)
from desktop_app.games.banapples.fruit import DECK_SIZE, fruit_deck
from desktop_app.games.banapples.phase import Phase
from desktop_app.games.base import (
    CardMoved,
    ConfigError,
    GameEnded,
    IllegalAction,
    RoundEnded,
    RoundStarted,
    StaleCommand,
)
from desktop_app.games.command_queue import CommandQueue
from tests.games.banapples_table import card, make_table


def refused(state: BanapplesState, seat: int, action, rule: str,
            stale: bool = False) -> IllegalAction:
    """Apply, expect a refusal citing `rule`, and check that nothing changed."""
    before = state.snapshot()
    with pytest.raises(IllegalAction) as info:
        state.apply(seat, action)
    assert info.value.rule == rule, info.value
    assert isinstance(info.value, StaleCommand) == stale
    assert state.snapshot() == before
    return info.value


# ------------------------------------------------------------------------- set-up


@pytest.mark.parametrize("players", [2, 3, 4])
def test_deal(players: int):
    state = BanapplesState.new_game(BanapplesConfig(players=players), 11)
    assert not state.check_invariants()
    for seat in range(players):
        # BA-01: the seat's own deck, 40 cards of its colour, and nothing else.
        own = [*state.seeds[seat], *state.compost[seat], *state.draw[seat]]
        own += [c for tree in state.trees[seat] for c in tree]
        assert sorted(c.uid for c in own) == sorted(c.uid for c in fruit_deck(seat))
        assert len(state.seeds[seat]) == 10  # BA-02
        assert [len(tree) for tree in state.trees[seat]] == [1, 1, 0]  # BA-03
        assert len(state.compost[seat]) == 3  # BA-04
        assert len(state.draw[seat]) == DECK_SIZE - 15
    assert state.canopies == {}
    assert state.to_move() is None  # no turns while the round runs
    kinds = [type(e) for e in state.opening_events]
    assert kinds[0] is RoundStarted and kinds.count(CardTurned) == players


def test_seed_pile_is_face_down_but_its_top():
    # BA-02: only the top seed card is face up, for the owner as for everyone else.
    state = BanapplesState.new_game(BanapplesConfig(players=3), 5)
    for viewer in range(3):
        obs = state.observation(viewer)
        for seat in range(3):
            assert obs.layouts[seat].seed_top == state.seeds[seat][-1]
            assert obs.layouts[seat].seed_count == 10
        assert not obs.visible_cards() & state.hidden_cards()
    moved = [e for e in state.opening_events if isinstance(e, CardMoved)
             and e.dst == "seeds/0"]
    assert all(e.visible_to == frozenset() for e in moved)


def test_config_options():
    with pytest.raises(ConfigError):
        BanapplesConfig(players=5)
    with pytest.raises(ConfigError):
        BanapplesConfig(seed_penalty="per_card:x")
    assert BanapplesConfig(seed_penalty="per_card:5").penalty_per_card == 5
    assert BanapplesConfig().penalty_per_card is None  # BA-17 Decision: face value


# ------------------------------------------------------------------------- building


def test_tree_builds_down_alternating():
    # BA-05: 7🍎 → 6🍌 → 5🍎.
    state = make_table(seeds={0: "A5@0 B6@0"}, trees={(0, 0): "A7@0"})
    state.apply(0, Play("seeds/0", "tree/0/0", card("B6@0"), card("A7@0")))
    state.apply(0, Play("seeds/0", "tree/0/0", card("A5@0"), card("B6@0")))
    assert [str(c) for c in state.trees[0][0]] == ["A7@0", "B6@0", "A5@0"]


def test_illegal_1_tree_fruit_and_step():
    # Illegal 1 (BA-05): 5🍌 onto 6🍌, and 3🍎 onto 5🍌.
    state = make_table(seeds={0: "B5@0"}, trees={(0, 0): "B6@0"},
                       compost={0: "A3@0"}, draw={0: ""})
    error = refused(state, 0, Play("seeds/0", "tree/0/0", card("B5@0"), card("B6@0")), "BA-05")
    assert "alternates" in error.reason
    state = make_table(seeds={0: "B9@0"}, trees={(0, 0): "B5@0"}, compost={0: "A3@0"})
    error = refused(state, 0, Play("compost/0", "tree/0/0", card("A3@0"), card("B5@0")),
                    "BA-05")
    assert "exactly one" in error.reason


def test_canopy_builds_up_same_fruit_and_closes_at_ten():
    # BA-06: 1🍌 2🍌 3🍌 …; a canopy reaching 10 is complete and closed.
    state = make_table(seeds={0: "B10@0 A3@0 B1@0"},
                       canopies=[(1, "A1@1 A2@1")])
    state.apply(0, Play("seeds/0", "canopies/0", card("B1@0"), None))
    new_id = max(state.canopies)
    assert state.canopies[new_id].area == 0
    state.apply(0, Play("seeds/0", "canopy/0", card("A3@0"), card("A2@1")))
    full = make_table(seeds={0: "A1@0#1 B2@0"},
                      canopies=[(1, "B1@1 B2@1 B3@1 B4@1 B5@1 B6@1 B7@1 B8@1 B9@1 B10@1")])
    error = refused(full, 0, Play("seeds/0", "canopy/0", card("B2@0"), card("B10@1")),
                    "BA-06")
    assert "closed" in error.reason


def test_illegal_2_canopy_start_and_fruit():
    # Illegal 2 (BA-06): starting a canopy with 2🍎; 4🍎 onto a canopy topped by 3🍌.
    state = make_table(seeds={0: "A4@0 A2@0"}, canopies=[(1, "B1@1 B2@1 B3@1")])
    refused(state, 0, Play("seeds/0", "canopies/0", card("A2@0"), None), "BA-06")
    state = make_table(seeds={0: "A4@0"}, canopies=[(1, "B1@1 B2@1 B3@1")])
    error = refused(state, 0, Play("seeds/0", "canopy/0", card("A4@0"), card("B3@1")), "BA-06")
    assert "one fruit" in error.reason


def test_illegal_3_new_canopy_only_in_own_area():
    # Illegal 3 (BA-07 Decision): no new canopy in an opponent's area; adding to theirs is fine.
    state = make_table(seeds={0: "B2@0 B1@0"}, canopies=[(1, "B1@1")])
    refused(state, 0, Play("seeds/0", "canopies/1", card("B1@0"), None), "BA-07")
    state.apply(0, Play("seeds/0", "canopies/0", card("B1@0"), None))
    state.apply(0, Play("seeds/0", "canopy/0", card("B2@0"), card("B1@1")))
    assert state.canopies[0].area == 1 and [c.owner for c in state.canopies[0].cards] == [1, 0]


def test_canopy_cards_keep_their_deck():
    # BA-08: a card scores for its deck's owner wherever it lies.
    state = make_table(seeds={0: "A2@0"}, canopies=[(1, "A1@1")])
    events = state.apply(0, Play("seeds/0", "canopy/0", card("A2@0"), card("A1@1")))
    result = next(e for e in events if isinstance(e, RoundEnded)).result
    assert [b["canopy"] for b in result["breakdown"]] == [2, 1]


# ------------------------------------------------------------------------- actions


def test_sources_and_destinations():
    # BA-09: seed, compost or tree top onto a canopy; seed or compost top onto an own tree.
    state = make_table(seeds={0: "B9@0 A2@0"}, compost={0: "B3@0"},
                       trees={(0, 0): "A4@0", (0, 1): "A1@0"},
                       canopies=[(0, "A1@0#1"), (1, "B1@1 B2@1")])
    state.apply(0, Play("tree/0/1", "canopies/0", card("A1@0"), None))
    state.apply(0, Play("seeds/0", "canopy/2", card("A2@0"), card("A1@0")))
    state.apply(0, Play("compost/0", "tree/0/0", card("B3@0"), card("A4@0")))
    assert str(state.trees[0][0][-1]) == "B3@0"


def test_illegal_sources():
    # BA-09: nothing is played from a canopy or the draw pile.
    state = make_table(seeds={0: "B9@0 A2@0"}, canopies=[(0, "A1@0")], draw={0: "B5@0"})
    refused(state, 0, Play("canopy/0", "canopies/0", card("A1@0"), None), "BA-09")
    refused(state, 0, Play("draw/0", "canopies/0", card("B5@0"), None), "BA-09")
    refused(state, 0, Play("seeds/0", "compost/0", card("A2@0"), None), "BA-09")


def test_illegal_4_tree_moves():
    # Illegal 4 (BA-09/14): only the top three cards of a tree; one tree card singly.
    state = make_table(seeds={0: "B9@0"},
                       trees={(0, 0): "B9@0#1 A8@0 B7@0 A6@0 B5@0", (0, 1): "B7@0#1"})
    refused(state, 0, MoveTree("tree/0/0", "tree/0/1", card("A6@0"), card("B7@0#1")), "BA-14")
    refused(state, 0, Play("tree/0/0", "tree/0/1", card("B5@0"), card("B7@0#1")), "BA-09")


def test_seed_top_turns_up():
    # BA-10: after a seed play the next seed card turns face up by itself.
    state = make_table(seeds={0: "B7@0 A1@0"})
    events = state.apply(0, Play("seeds/0", "canopies/0", card("A1@0"), None))
    assert events[-1] == CardTurned(card("B7@0"), "seeds/0")
    assert state.observation(1).layouts[0].seed_top == card("B7@0")


def test_compost_deals_three_then_turns_over():
    # BA-11: three at a time (fewer when fewer remain); an empty draw pile takes the whole
    # compost, turned over unshuffled.
    state = make_table(draw={0: "A2@0 A3@0 A4@0 A5@0 A6@0"}, rest_to="compost")
    events = state.apply(0, Compost(1.0))
    assert [str(e.card) for e in events] == ["A6@0", "A5@0", "A4@0"]
    assert all(e.src == "draw/0" and e.dst == "compost/0" for e in events)
    assert [str(c) for c in state.compost[0][-3:]] == ["A6@0", "A5@0", "A4@0"]
    state.apply(0, Compost(2.0))
    assert state.draw[0] == [] and [str(c) for c in state.compost[0][-2:]] == ["A3@0", "A2@0"]
    compost = list(state.compost[0])
    state.apply(0, Compost(3.0))
    assert state.compost[0] == [] and state.draw[0] == compost[::-1]
    state.apply(0, Compost(4.0))
    assert state.compost[0] == compost[:3]  # the bottom compost cards come round first
    assert not state.check_invariants()


FULL_TREES = {(0, 0): "A10@0 B9@0 A8@0 B7@0 A6@0 B5@0 A4@0 B3@0 A2@0 B1@0",
              (0, 1): "B10@0 A9@0 B8@0 A7@0 B6@0 A5@0 B4@0 A3@0 B2@0 A1@0",
              (0, 2): "A10@0 B9@0 A8@0 B7@0 A6@0 B5@0 A4@0 B3@0 A2@0 B1@0"}
OTHER_HALF = "B10@0 A9@0 B8@0 A7@0 B6@0 A5@0 B4@0 A3@0 B2@0 A1@0"


def test_compost_with_nothing_to_deal():
    # BA-11: with neither draw pile nor compost there is nothing to deal or turn over.
    state = make_table(seeds={0: OTHER_HALF}, trees=FULL_TREES, third_tree_open=True)
    assert state.draw[0] == [] and state.compost[0] == []
    refused(state, 0, Compost(), "BA-11")


def test_strict_compost_option():
    # BA-11 option strict_compost: deal only when the compost top cannot be played.
    state = make_table(seeds={0: "B9@0"}, compost={0: "A1@0"}, strict_compost=True)
    refused(state, 0, Compost(), "BA-11")
    state = make_table(seeds={0: "B9@0"}, compost={0: "A7@0"}, trees={(0, 0): "A10@0",
                       (0, 1): "A9@0"}, strict_compost=True)
    state.apply(0, Compost())
    # Another player's canopy play can make a queued deal stale.
    state = make_table(seeds={0: "B9@0", 1: "B9@1 A2@1"}, compost={0: "A3@0"},
                       trees={(0, 0): "A10@0", (0, 1): "A9@0"}, canopies=[(1, "A1@1")],
                       strict_compost=True)
    state.apply(1, Play("seeds/1", "canopy/0", card("A2@1"), card("A1@1")))
    refused(state, 0, Compost(), "BA-11", stale=True)


# ------------------------------------------------------------------------- trees


def test_illegal_5a_third_tree_locked_until_everyone_cycled():
    # Illegal 5 (BA-12): the third slot before every player has cycled their draw pile.
    state = make_table(seeds={0: "B9@0 A5@0"}, draw={0: "A2@0 A3@0"}, rest_to="compost")
    refused(state, 0, Play("seeds/0", "tree/0/2", card("A5@0"), None), "BA-12")
    events = state.apply(0, Compost())
    assert state.cycled[0] and not state.cycled[1]  # seat 0's draw pile emptied by dealing
    assert not any(isinstance(e, ThirdTreeUnlocked) for e in events)
    refused(state, 0, Play("seeds/0", "tree/0/2", card("A5@0"), None), "BA-12")
    # The last player to cycle opens every third slot.
    state.compost[1], state.draw[1] = state.compost[1][:-2], state.compost[1][-2:]
    events = state.apply(1, Compost())
    assert ThirdTreeUnlocked(2) in events and state.third_tree_open
    state.apply(0, Play("seeds/0", "tree/0/2", card("A5@0"), None))
    # Turning the compost over again does not count twice, and never locks the slot again.
    state.apply(1, Compost())
    assert state.third_tree_open and not state.check_invariants()


def test_empty_tree_takes_any_seed_or_compost_card():
    # BA-13: an empty tree slot takes any card from the seed pile or the compost top.
    state = make_table(seeds={0: "B9@0 A5@0"}, compost={0: "B2@0"}, trees={(0, 0): "A9@0"})
    state.apply(0, Play("seeds/0", "tree/0/1", card("A5@0"), None))
    state.trees[0][1], state.draw[0] = [], [*state.draw[0], *state.trees[0][1]]
    state.apply(0, Play("compost/0", "tree/0/1", card("B2@0"), None))
    assert state.trees[0][1] == [card("B2@0")]


def test_moving_whole_trees():
    # BA-14: a whole tree moves onto another if its bottom card fits the destination's top.
    state = make_table(seeds={0: "B9@0"}, trees={(0, 0): "B6@0 A5@0", (0, 1): "B8@0 A7@0"})
    refused(state, 0, MoveTree("tree/0/1", "tree/0/0", card("B8@0"), card("A5@0")), "BA-14")
    refused(state, 0, MoveTree("tree/0/0", "tree/0/0", card("B6@0"), card("A5@0")), "BA-14")
    events = state.apply(0, MoveTree("tree/0/0", "tree/0/1", card("B6@0"), card("A7@0")))
    assert [(str(e.card), e.dst, e.index) for e in events] == [("B6@0", "tree/0/1", 2),
                                                               ("A5@0", "tree/0/1", 3)]
    assert state.trees[0][0] == [] and len(state.trees[0][1]) == 4
    # Onto an empty slot: allowed (and pointless); moving is not a play (BA-20).
    state.apply(0, MoveTree("tree/0/1", "tree/0/0", card("B8@0"), None))
    assert state.plays == 0 and len(state.trees[0][0]) == 4


def test_illegal_5b_other_players_piles():
    # Illegal 5 (BA-15): another player's seed pile, compost or trees.
    state = make_table(seeds={0: "B9@0 A5@0", 1: "B9@1 A4@1"}, compost={1: "B7@1"},
                       trees={(1, 0): "B6@1"})
    refused(state, 0, Play("seeds/1", "canopies/0", card("A4@1"), None), "BA-15")
    refused(state, 0, Play("compost/1", "tree/0/1", card("B7@1"), None), "BA-15")
    refused(state, 0, Play("tree/1/0", "canopies/0", card("B6@1"), None), "BA-15")
    refused(state, 0, Play("seeds/0", "tree/1/0", card("A5@0"), card("B6@1")), "BA-15")
    refused(state, 0, MoveTree("tree/1/0", "tree/1/1", card("B6@1"), None), "BA-15")


def test_unknown_zones_and_seats():
    state = make_table(seeds={0: "B9@0 A5@0"})
    refused(state, 0, Play("seeds/7", "canopies/0", card("A5@0"), None), "BA-09")
    refused(state, 0, Play("seeds/0", "tree/0/9", card("A5@0"), None), "BA-03")
    refused(state, 0, Play("seeds/0", "canopy/42", card("A5@0"), None), "BA-06")
    refused(state, 0, Play("seeds/0", "nowhere", card("A5@0"), None), "BA-09")
    with pytest.raises(IllegalAction):
        state.apply(5, Compost())


# ------------------------------------------------------------------------- round end


def test_round_ends_the_instant_a_seed_pile_empties():
    # BA-16, BA-17: the +25 goes to the one who emptied; the round-over phase waits for Deal.
    state = make_table(seeds={0: "A1@0", 1: "B3@1 A4@1"})
    events = state.apply(0, Play("seeds/0", "canopies/0", card("A1@0"), None, 2.0))
    ended = next(e for e in events if isinstance(e, RoundEnded))
    assert ended.result["player_scores"] == [1 + 25, -7]
    assert state.phase is Phase.ROUND_OVER and state.to_move() == 1
    assert not state.check_invariants()


def test_illegal_5c_commands_after_the_round_ending_play():
    # Illegal 5 (BA-23): anything processed after the round-ending play; queued commands are
    # discarded, so exactly one player gets the +25.
    state = make_table(seeds={0: "A1@0", 1: "A1@1"})
    queue = CommandQueue()
    queue.submit(0, Play("seeds/0", "canopies/0", card("A1@0"), None, 1.0))
    queue.submit(1, Play("seeds/1", "canopies/1", card("A1@1"), None, 1.0))
    first, second = queue.process(state)
    assert first.accepted and first.ended_round
    assert second.discarded and not second.accepted
    assert state.results[-1]["breakdown"][0]["bonus"] == 25
    assert state.results[-1]["breakdown"][1]["bonus"] == 0
    refused(state, 1, Play("seeds/1", "canopies/1", card("A1@1"), None, 1.0), "BA-23")


def test_per_card_seed_penalty_option():
    # BA-17 option seed_penalty=per_card:N.
    state = make_table(seeds={0: "A1@0", 1: "B10@1 B9@1 A4@1"}, seed_penalty="per_card:2")
    state.apply(0, Play("seeds/0", "canopies/0", card("A1@0"), None))
    assert state.results[-1]["player_scores"] == [26, -6]


def test_new_round_and_game_to_target():
    # BA-19, BA-25: rounds until someone reaches the target; each deck is set up anew.
    state = BanapplesState.new_game(BanapplesConfig(players=3, target=120), 3)
    players = [make_player("banapples", "medium", jitter=0) for _ in range(3)]
    driver = RealTimeDriver(state, players, random.Random(3))
    deals = 0
    while not state.is_over:
        if state.phase is Phase.ROUND_OVER:
            dealer = state.to_move()
            refused(state, (dealer + 1) % 3, Deal(state.clock), "BA-25")
            events = state.apply(dealer, Deal(state.clock))
            deals += 1
            assert isinstance(events[0], RoundStarted) and events[0].round_no == deals + 1
            assert not state.canopies and not state.check_invariants()
            for seat in range(3):
                assert (len(state.seeds[seat]), len(state.compost[seat])) == (10, 3)
            driver.replan_all()
        driver.step()
    assert deals >= 1 and state.round_no == deals + 1
    totals = [sum(r["player_scores"][seat] for r in state.results) for seat in range(3)]
    assert totals == state.totals  # BA-19: totals accumulate, bonus and penalties included
    (winner,) = state.winners()
    assert state.totals[winner] >= 120 and state.totals.count(max(state.totals)) == 1
    assert state.results[-1]["game_over"] and state.results[-1]["winner"] == winner
    refused(state, 0, Compost(state.clock), "BA-19")
    assert state.to_move() is None and state.legal_actions(0) == []


def test_game_ended_event_carries_totals():
    state = make_table(seeds={0: "A1@0"}, target=20)
    events = state.apply(0, Play("seeds/0", "canopies/0", card("A1@0"), None))
    assert events[-1] == GameEnded((0,), tuple(state.totals))


# ------------------------------------------------------------------------- stalemate


def stuck_table(players: int = 2) -> BanapplesState:
    """Nobody has a play: every 1 is below a seed top 10🍌, both trees end in a 2, no canopy
    exists, and draw and compost hold only 2s to 10s. Draw piles empty, compost full."""
    seeds = {seat: f"A1@{seat} A1@{seat} B1@{seat} B1@{seat} B10@{seat}"
             for seat in range(players)}
    trees = {(seat, slot): f"{'AB'[slot]}2@{seat}" for seat in range(players) for slot in (0, 1)}
    state = make_table(players, seeds=seeds, trees=trees, rest_to="compost")
    assert all(not state.draw[seat] for seat in range(players))
    return state


def compost_until_turned_over(state: BanapplesState, seat: int, clock: float) -> list:
    """Deal until this seat turns its compost over once; the events of that turn-over."""
    while True:
        turning = not state.draw[seat]
        events = state.apply(seat, Compost(clock))
        if turning or state.phase is not Phase.PLAY:
            return events


def test_stalemate_two_turnovers_each_without_a_play():
    # BA-20: counted from the last play, every player turned the draw pile over twice.
    state = stuck_table()
    assert not any(isinstance(a, Play) for seat in range(2) for a in state.legal_actions(seat))
    compost_until_turned_over(state, 0, 1.0)
    compost_until_turned_over(state, 0, 2.0)  # seat 0 twice, seat 1 not yet: goes on
    assert state.turnovers_since_play == [2, 0] and state.phase is Phase.PLAY
    compost_until_turned_over(state, 1, 3.0)
    assert state.phase is Phase.PLAY
    events = compost_until_turned_over(state, 1, 4.0)
    ended = next(e for e in events if isinstance(e, RoundEnded))
    assert ended.result["ending"] == "stalemate" and ended.result["went_out"] is None
    assert all(b["bonus"] == 0 for b in ended.result["breakdown"])  # BA-17: no bonus
    # It holds whether or not the third tree has unlocked (both players cycled here).
    assert state.third_tree_open


def test_a_play_between_turnovers_restarts_the_count():
    # BA-20: after everyone cycled, seat 0 plays its 10🍌 seed onto the opened third tree.
    state = stuck_table()
    compost_until_turned_over(state, 0, 1.0)
    compost_until_turned_over(state, 1, 1.0)
    compost_until_turned_over(state, 0, 1.0)
    while state.draw[1]:  # seat 1 cycles: its draw pile emptied by dealing (BA-12)
        state.apply(1, Compost(1.5))
    assert state.turnovers_since_play == [2, 1] and state.third_tree_open
    state.apply(0, Play("seeds/0", "tree/0/2", card("B10@0"), None, 2.0))
    assert state.turnovers_since_play == [0, 0]
    compost_until_turned_over(state, 1, 3.0)
    assert state.phase is Phase.PLAY


def test_a_play_restarts_the_stalemate_count():
    # BA-20: a play by anyone restarts the count; moving trees and dealing do not.
    state = make_table(seeds={0: "B9@0 A1@0"}, trees={(0, 0): "B6@0 A5@0", (0, 1): "B8@0 A7@0"})
    state.turnovers_since_play = [2, 1]
    state.apply(0, MoveTree("tree/0/0", "tree/0/1", card("B6@0"), card("A7@0")))
    assert state.turnovers_since_play == [2, 1]
    state.apply(0, Play("seeds/0", "canopies/0", card("A1@0"), None))
    assert state.turnovers_since_play == [0, 0] and state.plays == 1


def dead_layout(seat: int) -> dict:
    """Seat's whole deck in canopies, trees and seeds with nothing playable; its compost holds
    4🍎#1, which fits the first canopy (and nothing else does after it)."""
    s = seat
    return {
        "seeds": f"B5@{s} A2@{s} B2@{s} B4@{s} A5@{s} B6@{s} A7@{s} B8@{s} A9@{s} B10@{s}",
        "trees": {(s, 0): f"A10@{s} B9@{s} A8@{s} B7@{s} A6@{s} B5@{s} A4@{s} B3@{s}",
                  (s, 1): f"B10@{s} A9@{s} B8@{s} A7@{s} B6@{s} A5@{s} B4@{s} A3@{s}",
                  (s, 2): f"A10@{s} B9@{s} A8@{s} B7@{s} A6@{s}"},
        "canopies": [(s, f"A1@{s} A2@{s} A3@{s}"), (s, f"B1@{s} B2@{s} B3@{s}"),
                     (s, f"A1@{s}"), (s, f"B1@{s}")],
        "compost": f"A4@{s}",
    }


def dead_table() -> BanapplesState:
    layouts = [dead_layout(0), dead_layout(1)]
    trees = {**layouts[0]["trees"], **layouts[1]["trees"]}
    state = make_table(2, seeds={s: layouts[s]["seeds"] for s in range(2)}, trees=trees,
                       canopies=layouts[0]["canopies"] + layouts[1]["canopies"],
                       compost={s: layouts[s]["compost"] for s in range(2)},
                       third_tree_open=True)
    assert all(not pile for pile in state.draw)
    return state


def test_a_table_where_nothing_can_happen_ends_as_a_stalemate():
    # BA-20 (Decision): nobody has anything to turn over, a play or a useful tree move.
    state = dead_table()
    for seat in range(2):
        legal = state.legal_actions(seat)  # only the compost 4🍎 (onto either 3🍎), or a deal
        assert {a.src for a in legal if isinstance(a, Play)} == {f"compost/{seat}"}
        assert [type(a) for a in legal if not isinstance(a, Play)] == [Compost]
    state.apply(0, Play("compost/0", "canopy/0", state.compost[0][-1],
                        state.canopies[0].cards[-1]))
    assert state.phase is Phase.PLAY  # seat 1 still has its compost card
    events = state.apply(1, Play("compost/1", "canopy/4", state.compost[1][-1],
                                 state.canopies[4].cards[-1]))
    ended = next(e for e in events if isinstance(e, RoundEnded))
    assert ended.result["ending"] == "stalemate"
    assert not state.check_invariants()


def test_player_with_nothing_to_turn_over_does_not_hold_up_a_stalemate():
    # BA-20: seat 0 has neither draw pile nor compost; seat 1's two turn-overs end the round.
    layout = dead_layout(0)
    state = make_table(2, seeds={0: layout["seeds"], 1: "A1@1 A1@1 B1@1 B1@1 B10@1"},
                       trees={**layout["trees"], (1, 0): "A2@1", (1, 1): "B2@1"},
                       canopies=layout["canopies"], third_tree_open=True, rest_to="compost")
    state.canopies[0].cards.append(state.compost[0].pop())
    assert not state.check_invariants() and not state.draw[0] and not state.compost[0]
    compost_until_turned_over(state, 1, 1.0)
    assert state.phase is Phase.PLAY
    events = compost_until_turned_over(state, 1, 2.0)
    assert any(isinstance(e, RoundEnded) for e in events)
    assert state.results[-1]["ending"] == "stalemate"


# ------------------------------------------------------------------------- real time


def test_stale_commands_change_nothing():
    # BA-21: validated at processing time; a changed destination top (or source card) means
    # the command is refused and the card snaps back.
    state = make_table(seeds={0: "B9@0 A3@0", 1: "B9@1 A3@1"}, canopies=[(0, "A1@0 A2@0")])
    seen = state.canopies[0].cards[-1]
    state.apply(1, Play("seeds/1", "canopy/0", card("A3@1"), seen, 1.0))
    error = refused(state, 0, Play("seeds/0", "canopy/0", card("A3@0"), seen, 1.2), "BA-21",
                    stale=True)
    assert "A3@1" in error.reason
    refused(state, 1, Play("seeds/1", "canopies/1", card("A3@1"), None, 1.3), "BA-21",
            stale=True)  # that card has left the seed pile
    refused(state, 0, Play("seeds/0", "tree/0/0", card("A3@0"), card("B4@0"), 1.3), "BA-21",
            stale=True)  # the tree is empty, not topped by 4🍌


def test_simultaneous_plays_are_decided_by_queue_order():
    # BA-22: two 3🍎 for the same 2🍎 at the same moment: the first queued wins.
    for first in (0, 1):
        state = make_table(seeds={0: "B9@0 A3@0", 1: "B9@1 A3@1"},
                           canopies=[(0, "A1@0 A2@0")])
        top = state.canopies[0].cards[-1]
        queue = CommandQueue()
        for seat in (first, 1 - first):
            queue.submit(seat, Play(f"seeds/{seat}", "canopy/0", card(f"A3@{seat}"), top, 5.0))
        winner, loser = queue.process(state)
        assert winner.accepted and winner.seat == first
        assert loser.stale and loser.error.rule == "BA-21"
        assert state.canopies[0].cards[-1].owner == first


def test_clock_is_an_input():
    # BA-24: commands carry their clock; the table's clock never runs backwards.
    state = make_table(seeds={0: "B9@0 A1@0"})
    state.apply(0, Compost(4.0))
    assert state.clock == 4.0
    refused(state, 0, Compost(3.5), "BA-24")
    refused(state, 0, Compost(float("nan")), "BA-24")
    state.apply(0, Play("seeds/0", "canopies/0", card("A1@0"), None, 4.0))
    assert state.clock == 4.0


def test_rounds_shuffle_with_their_own_seed():
    # BA-24: the same game seed deals the same rounds; another seed deals others.
    config = BanapplesConfig(players=3)
    a, b, c = (BanapplesState.new_game(config, seed) for seed in (9, 9, 10))
    assert a.snapshot() == b.snapshot()
    assert a.snapshot()["seeds"] != c.snapshot()["seeds"]
    assert "round_seed" not in a.observation(0).__slots__
