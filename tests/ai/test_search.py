"""The determinized search behind the hard players, and the hints that quote it."""

from __future__ import annotations

import random

import pytest

from desktop_app.ai.bain_hand_and_foot import HandAndFootSearch
from desktop_app.ai.banakil import BanakilSearch
from desktop_app.ai.hints import Hint, Weighed, action_words, explain_hint, search_player
from desktop_app.ai.registry import levels, make_computer, make_player
from desktop_app.ai.search import SearchPlayer, search
from desktop_app.ai.thinking import Question, reply_to
from desktop_app.games.base import Action, GameState
from desktop_app.games.cap_it_rummy import Discard, Push, TakeDiscard
from desktop_app.games.registry import get_game
from tests.cap_it_rummy_support import card_in, rig

TURN_BASED = ("banakil", "cap_it_rummy", "bain_hand_and_foot")


class FakeClock:
    """A clock that moves a fixed step each time it is read."""

    def __init__(self, step: float) -> None:
        self.now = 0.0
        self.step = step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


class Favouring:
    """A search game whose judgement favours one action, so the answer is known."""

    horizon = 0

    def __init__(self, options: list[Action], favourite: Action) -> None:
        self.options = options
        self.favourite = favourite

    def candidates(self, obs: object, rng: random.Random) -> list[Action]:
        return list(self.options)

    def policy(self, world: GameState, seat: int, rng: random.Random) -> Action:
        raise AssertionError("no playout with a horizon of 0")

    def evaluate(self, world: GameState, seat: int, round_ended: bool) -> float:
        return 10.0 if world.history[-1][1] == self.favourite else -1.0

    def remember(self, on: bool) -> None:
        self.remembering = on


def cap_it_position():
    return rig(hands={0: "3C 8D KH 4S 9S 5D"}, discard="QS", current=0).observation(0)


def test_the_search_finds_the_better_action_and_reports_its_figures():
    obs = cap_it_position()
    game = Favouring([TakeDiscard(), Push()], Push())
    found = search(game, obs, obs.sample_world, 0, random.Random(1), deadline=1.0,
                   clock=FakeClock(0.001))
    assert found.searched and found.action == Push()
    assert found.best.ahead_rate == 1.0 and found.runner_up.ahead_rate == 0.0
    assert found.best.samples == found.runner_up.samples == found.worlds > 4


def test_the_heuristic_choice_stands_without_clear_evidence():
    # One world is not evidence: the first candidate (medium's choice) stays.
    obs = cap_it_position()
    game = Favouring([TakeDiscard(), Push()], Push())
    found = search(game, obs, obs.sample_world, 0, random.Random(1), deadline=1.0,
                   max_worlds=1, clock=FakeClock(0.001))
    assert found.worlds == 1 and found.action == TakeDiscard()


def test_the_search_stops_at_its_deadline():
    obs = cap_it_position()
    clock = FakeClock(0.01)
    game = Favouring([TakeDiscard(), Push()], Push())
    found = search(game, obs, obs.sample_world, 0, random.Random(1), deadline=0.5, clock=clock)
    assert clock.now <= 0.5 + 3 * clock.step
    # Past the deadline from the start: the first candidate, nothing claimed.
    late = search(game, obs, obs.sample_world, 0, random.Random(1), deadline=0.0,
                  clock=FakeClock(0.01))
    assert not late.searched and late.action == TakeDiscard() and late.best is None
    assert found.worlds > late.worlds


@pytest.mark.parametrize("game_id", TURN_BASED)
def test_hard_players_play_a_whole_round_legally(game_id):
    assert levels(game_id) == ("easy", "medium", "hard")
    info = get_game(game_id)
    config = info.make_config(players=4, partnerships=game_id != "cap_it_rummy")
    state = info.new_game(config, 21)
    hard = make_player(game_id, "hard", think_time=0.02)
    medium = make_player(game_id, "medium")
    rng = random.Random(2)
    for _ in range(3000):
        if state.results:
            break
        seat = state.to_move()
        player = hard if seat % 2 == 0 else medium
        state.apply(seat, player.choose(state.observation(seat), rng))
    assert state.results, "the round did not end"
    assert state.check_invariants() == []


def test_think_time_is_a_setting_and_must_be_positive():
    assert make_player("banakil", "hard", think_time=0.3).think_time == 0.3
    assert make_player("banakil", "hard").think_time <= 1.0
    with pytest.raises(ValueError, match="think time"):
        make_player("cap_it_rummy", "hard", think_time=0)


@pytest.mark.parametrize("game", [BanakilSearch, HandAndFootSearch])
def test_partners_are_judged_as_one_side(game):
    game_id = "banakil" if game is BanakilSearch else "bain_hand_and_foot"
    info = get_game(game_id)
    state = info.new_game(info.make_config(players=4, partnerships=True), 5)
    judge = game()
    for seat in range(4):
        assert judge.evaluate(state, seat, False) == judge.evaluate(state, (seat + 2) % 4, False)
        assert judge.evaluate(state, seat, False) == -judge.evaluate(state, (seat + 1) % 4,
                                                                     False)


def test_a_hint_quotes_the_search():
    obs = cap_it_position()
    player = search_player("cap_it_rummy", think_time=0.3)
    assert player is not None and search_player("banapples") is None
    hint = explain_hint(player, obs, random.Random(3))
    if hint.best is not None:
        assert hint.best.samples == hint.deals
        assert str(hint.deals) in hint.message()
    assert hint.message().startswith(action_words(hint.action))


def test_the_hint_line_is_made_of_the_figures():
    q = card_in(rig(hands={0: "QC KD"}, current=0), 0, "QC")
    k = card_in(rig(hands={0: "QC KD"}, current=0), 0, "KD")
    hint = Hint(Discard(q), Weighed(Discard(q), 0.58, 0.04, 200),
                Weighed(Discard(k), 0.41, -0.02, 200), 200, 3)
    assert hint.message() == ("Discard Q♣ — it kept you ahead in 58 % of 200 simulated "
                              "deals, against 41 % for K♦")
    # Margins are chances of winning the round (less an even share): quoted in points of it.
    level = Hint(Discard(q), Weighed(Discard(q), 0.5, 0.08, 80),
                 Weighed(Discard(k), 0.5, 0.05, 80), 80, 2)
    assert level.message() == ("Discard Q♣ — over 80 simulated deals it gave you on average "
                               "a 3-point better chance of winning the round than K♦")
    # The first idea stood on thin evidence: the line says so, and claims no lead it lacks.
    stood = Hint(Discard(q), Weighed(Discard(q), 0.4, -0.05, 6),
                 Weighed(Discard(k), 0.5, 0.02, 6), 6, 3)
    assert stood.message() == ("Discard Q♣ — in 6 simulated deals nothing did clearly better "
                               "(K♦ kept you ahead in 50 %, this in 40 %)")
    alone = Hint(Push(), None, None, 0, 1)
    assert alone.message() == "Push the discard on — nothing else here was worth weighing"


def test_the_search_players_are_search_players():
    for game_id in TURN_BASED:
        assert isinstance(make_player(game_id, "hard"), SearchPlayer)


@pytest.mark.parametrize("game_id", [*TURN_BASED, "banapples"])
def test_a_table_gives_its_think_time_to_the_players_that_search(game_id):
    # The Preferences' think time: the hard players of the turn-based games think that long
    # and the table waits that long for them; the others take no think time.
    for level in levels(game_id):
        player = make_computer(game_id, level, 2.5)
        if isinstance(player, SearchPlayer):
            assert (player.think_time, player.budget) == (2.5, 2.5)
        else:
            assert not player.searches and not hasattr(player, "think_time")
    assert make_computer(game_id, "hard", None).budget <= 1.0
    with pytest.raises(KeyError, match="expert"):
        make_computer(game_id, "expert", 1.0)


def test_a_hint_question_is_answered_with_the_search_figures():
    obs = cap_it_position()
    player = search_player("cap_it_rummy", think_time=0.3)
    assert player is not None
    reply = reply_to(7, player, Question("hint", obs, 3, 0.3))
    assert reply.ok and reply.action is None and reply.hint is not None
    assert reply.hint.action in obs.sample_world(random.Random(1)).legal_actions(0)
    refused = reply_to(8, make_player("cap_it_rummy", "medium"), Question("hint", obs, 3, 0.3))
    assert not refused.ok and "does not search" in refused.error


def test_the_search_starts_no_world_it_could_not_finish():
    # Every world here costs the same clock reads: the estimate from the finished ones keeps
    # the last from starting when it would end past the deadline's margin.
    from desktop_app.ai.search import SAFETY_MARGIN

    obs = cap_it_position()
    clock = FakeClock(0.01)
    game = Favouring([TakeDiscard(), Push()], Push())
    found = search(game, obs, obs.sample_world, 0, random.Random(1), deadline=0.5, clock=clock)
    assert found.searched and found.worlds > 4
    assert clock.now <= 0.5 - SAFETY_MARGIN + clock.step


def test_banakil_judges_a_draw_at_the_end_of_the_own_turn_and_a_discard_a_turn_later():
    info = get_game("banakil")
    state = info.new_game(info.make_config(players=2), 3)
    judge = BanakilSearch()
    seat = state.to_move()
    obs = state.observation(seat)
    assert obs.phase.name == "DRAW"
    assert len(judge.candidates(obs, random.Random(1))) > 1 and judge.horizon == 1
    state.apply(seat, judge.candidates(obs, random.Random(1))[0])
    obs = state.observation(seat)
    while obs.phase.name == "PLAY" and len(judge.candidates(obs, random.Random(1))) == 1:
        state.apply(seat, judge.candidates(obs, random.Random(1))[0])
        obs = state.observation(seat)
    assert obs.phase.name == "PLAY" and judge.horizon == 2


def test_a_candidate_clearly_worse_than_mediums_choice_is_dropped_and_the_search_ends():
    # Medium's choice (the first) does better in every world: the other is dropped after the
    # first few worlds, and with nothing left that could beat the first the search stops.
    from desktop_app.ai.search import MIN_WORLDS

    obs = cap_it_position()
    game = Favouring([TakeDiscard(), Push()], TakeDiscard())
    found = search(game, obs, obs.sample_world, 0, random.Random(1), deadline=1.0,
                   clock=FakeClock(0.001))
    assert found.searched and found.action == TakeDiscard()
    assert found.worlds == MIN_WORLDS
    dropped = next(c for c in found.candidates if c.action == Push())
    assert dropped.dropped and dropped.samples == MIN_WORLDS
