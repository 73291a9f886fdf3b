"""What crosses to the computer players' worker process pickles, and the worker's loop answers
each question in order, a failing player included (ai/thinking.py)."""

from __future__ import annotations

import pickle
import random
import threading
from multiprocessing import Pipe

import pytest

from desktop_app.ai.base import fallback_action
from desktop_app.ai.registry import levels, make_player
from desktop_app.ai.thinking import READY, Question, Reply, answer, serve
from desktop_app.games.bain_hand_and_foot.actions import Discard as HandAndFootDiscard
from desktop_app.games.bain_hand_and_foot.actions import Meld
from desktop_app.games.banakil.actions import Discard, DrawStock, TakeDiscard
from desktop_app.games.registry import GAMES, get_game
from tests.gui.thinking_players import RaisingPlayer


def positions(game_id: str, count: int = 40):
    """Observations of the seat to move along a game of medium players."""
    info = get_game(game_id)
    state = info.new_game(info.make_config(), 7)
    player = make_player(game_id, "medium")
    rng = random.Random(1)
    for _ in range(count):
        seat = state.to_move()
        if state.is_over:
            return
        if seat is None:  # a race: every seat looks
            seat = rng.randrange(state.config.players)
            yield seat, state.observation(seat)
            legal = state.legal_actions(seat)
            if legal:
                state.apply(seat, legal[0])
            continue
        yield seat, state.observation(seat)
        state.apply(seat, player.choose(state.observation(seat), rng))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_observations_and_fresh_players_pickle(game_id):
    for level in levels(game_id):
        player = make_player(game_id, level)
        assert type(pickle.loads(pickle.dumps(player))) is type(player)
    for _, observation in positions(game_id):
        assert pickle.loads(pickle.dumps(observation)) == observation


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_pickled_player_answers_as_the_original(game_id):
    kind = "decide" if get_game(game_id).real_time else "choose"
    for _, observation in positions(game_id, 20):
        question = Question(kind, observation, 5, 1.0)
        original = answer(make_player(game_id, "medium"), question)
        copy = pickle.loads(pickle.dumps(make_player(game_id, "medium")))
        assert answer(copy, pickle.loads(pickle.dumps(question))) == original


def test_the_worker_loop_answers_in_order_and_survives_a_failing_player():
    ours, theirs = Pipe()
    worker = threading.Thread(target=serve, args=(theirs,), daemon=True)
    worker.start()
    assert pickle.loads(ours.recv_bytes()) == READY
    observation = next(positions("banakil"))[1]
    good = pickle.dumps(make_player("banakil", "medium"))
    bad = pickle.dumps(RaisingPlayer())
    for request_id, blob in ((1, good), (2, bad), (3, good)):
        ours.send_bytes(pickle.dumps((request_id, blob, Question("choose", observation, 9, 1))))
    replies = [pickle.loads(ours.recv_bytes()) for _ in range(3)]
    assert [r.request_id for r in replies] == [1, 2, 3]
    assert replies[0].ok and replies[2].ok and replies[0].action == replies[2].action
    assert replies[1] == Reply(2, False, error="RuntimeError: the search fell over",
                               details=replies[1].details)
    assert "the search fell over" in replies[1].details
    ours.close()
    worker.join(5)
    assert not worker.is_alive()


def test_the_fallback_is_a_plain_draw_or_discard_before_anything_else():
    assert fallback_action([TakeDiscard(1), DrawStock()]) == DrawStock()
    melds = Meld(((),))
    discard = HandAndFootDiscard(next(iter(positions("bain_hand_and_foot")))[1].hand[0])
    assert fallback_action([melds, discard]) == discard
    assert fallback_action([melds]) == melds
    with pytest.raises(ValueError):
        fallback_action([])
    assert isinstance(fallback_action([Discard(discard.card), TakeDiscard(2)]), Discard)
