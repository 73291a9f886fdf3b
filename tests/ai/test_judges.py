"""The hard players' static judgements: fitted chances of winning the round that make sense
on built positions, and a search that keeps medium's choice when starved of time."""

from __future__ import annotations

import random

import pytest

from desktop_app.ai.bain_hand_and_foot import (
    HF_FEATURES,
    HF_JUDGE,
    HandAndFootSearch,
    MediumHandAndFootPlayer,
    hf_team_features,
)
from desktop_app.ai.cap_it_rummy import (
    CAP_IT_FEATURES,
    CAP_IT_JUDGE,
    CapItSearch,
    MediumCapItPlayer,
    cap_it_features,
)
from desktop_app.ai.judges import LinearJudge, logistic, share
from desktop_app.ai.registry import make_player
from desktop_app.ai.search import SearchPlayer
from desktop_app.cards.card import parse_card
from desktop_app.cards.melds import MeldKind, make_set
from desktop_app.games.bain_hand_and_foot import HandAndFootConfig, HandAndFootState
from desktop_app.games.bain_hand_and_foot.rules import MELD_RULES
from desktop_app.games.bain_hand_and_foot.table import TableMeld
from desktop_app.games.registry import get_game
from tests.cap_it_rummy_support import rig


def test_a_share_is_a_chance_and_the_best_utility_gets_most():
    assert share([0.0, 0.0, 0.0, 0.0], 2) == pytest.approx(0.25)
    assert share([2.0, 0.0, -1.0], 0) > share([2.0, 0.0, -1.0], 1) > share([2.0, 0.0, -1.0], 2)
    assert sum(share([900.0, 1.0, -3.0], s) for s in range(3)) == pytest.approx(1.0)
    assert logistic(0.0) == 0.5 and logistic(-800.0) >= 0.0 and logistic(800.0) <= 1.0
    with pytest.raises(ValueError):
        LinearJudge(("a", "b"), (1.0,))


def test_the_judges_weigh_every_feature():
    assert len(CAP_IT_JUDGE.weights) == len(CAP_IT_FEATURES)
    assert len(HF_JUDGE.weights) == len(HF_FEATURES)


def test_cap_it_a_seat_with_its_contract_down_and_nothing_stuck_is_the_favourite():
    # Seat 1 has its contract down and holds two cards that both fit the table: it goes out
    # on its turn. Seat 0, to move, still lacks cards for its contract.
    state = rig(hands={0: "3C 8D KH 4S 9S 5D JC QD AS 6H", 1: "7H 7D"}, current=0,
                melds=[(1, "7S 7C 7H", MeldKind.SET, None), (1, "QH QS QC", MeldKind.SET,
                                                              None)])
    judge = CapItSearch()
    favourite = judge.evaluate(state, 1, False)
    assert favourite > 0 and favourite > judge.evaluate(state, 0, False)
    features = dict(zip(CAP_IT_FEATURES, cap_it_features(state, 1), strict=True))
    assert features["contract"] == 1 and features["stuck"] == 0 and features["clear"] == 1
    # Judged chances of all the seats add up to one (each less an even share: zero).
    assert sum(judge.evaluate(state, s, False) for s in range(4)) == pytest.approx(0.0)


def test_cap_it_more_cards_short_of_the_contract_is_worse():
    near = rig(hands={0: "3C 3D 8D 8H KH 4S 9S 5D JC 6H"}, current=1)
    far = rig(hands={0: "3C 4D 8D 9H KH 4S 10S 5D JC 6H"}, current=1)
    judge = CapItSearch()
    assert judge.evaluate(near, 0, False) > judge.evaluate(far, 0, False)


def hf_state() -> HandAndFootState:
    state = HandAndFootState.new_game(HandAndFootConfig(), 4)
    seat = state.to_move()
    assert seat is not None
    state.apply(seat, MediumHandAndFootPlayer().choose(state.observation(seat),
                                                       random.Random(1)))
    return state


def test_hand_and_foot_a_sevens_canasta_puts_its_team_ahead():
    state = hf_state()
    judge = HandAndFootSearch()
    before = judge.evaluate(state, 0, False)
    sevens = [parse_card(f"7{suit}#{copy}") for suit, copy in
              (("S", 1), ("H", 1), ("D", 1), ("C", 1), ("S", 2), ("H", 2), ("D", 2))]
    built = state.clone()
    for hand in built.hands:
        hand[:] = [c for c in hand if c not in sevens]
    built.stock = [c for c in built.stock if c not in sevens]
    built.discard = [c for c in built.discard if c not in sevens]
    for foot in built.feet:
        foot[:] = [c for c in foot if c not in sevens]
    built.melds[99] = TableMeld(99, 0, make_set(sevens, 7, MELD_RULES))
    after = judge.evaluate(built, 0, False)
    assert after > before and after > 0
    assert judge.evaluate(built, 1, False) == pytest.approx(-after)
    mine, theirs = hf_team_features(built)
    assert mine[HF_FEATURES.index("sevens")] == 1 and theirs[HF_FEATURES.index("sevens")] == 0


def test_a_round_over_is_judged_by_its_result():
    info = get_game("cap_it_rummy")
    state = info.new_game(info.make_config(players=4), 3)
    medium = make_player("cap_it_rummy", "medium")
    rng = random.Random(1)
    while not state.results:
        seat = state.to_move()
        state.apply(seat, medium.act(state.observation(seat), rng))
    winners = state.results[-1]["round_winners"]
    judge = CapItSearch()
    for seat in range(4):
        expected = (1 / len(winners) if seat in winners else 0.0) - 0.25
        assert judge.evaluate(state, seat, True) == pytest.approx(expected)


@pytest.mark.parametrize("game_id", ["cap_it_rummy", "bain_hand_and_foot", "banakil"])
def test_a_hard_player_starved_of_time_plays_mediums_choice(game_id):
    info = get_game(game_id)
    config = info.make_config(players=4, partnerships=game_id != "cap_it_rummy")
    state = info.new_game(config, 9)
    hard = make_player(game_id, "hard", think_time=0.05)
    medium = make_player(game_id, "medium")
    assert isinstance(hard, SearchPlayer)
    for _ in range(60):
        seat = state.to_move()
        assert seat is not None
        obs = state.observation(seat)
        # A deadline already past: no world is played, medium's choice stands.
        starved = hard.think(obs, random.Random(5), deadline=0.0)
        assert not starved.searched
        assert starved.action == medium.act(obs, random.Random(5))
        state.apply(seat, starved.action)
        if state.results:
            break


@pytest.mark.parametrize("game", [CapItSearch, HandAndFootSearch])
def test_the_candidates_begin_with_mediums_choice(game):
    game_id = "cap_it_rummy" if game is CapItSearch else "bain_hand_and_foot"
    info = get_game(game_id)
    config = info.make_config(players=4, partnerships=game_id != "cap_it_rummy")
    state = info.new_game(config, 2)
    medium = MediumCapItPlayer() if game is CapItSearch else MediumHandAndFootPlayer()
    search_game = game()
    for _ in range(40):
        seat = state.to_move()
        assert seat is not None
        obs = state.observation(seat)
        first = search_game.candidates(obs, random.Random(3))[0]
        assert first == medium.choose(obs, random.Random(3))  # type: ignore[arg-type]
        state.apply(seat, first)
        if state.results:
            break


def test_a_hand_may_meld_whenever_the_meld_finder_finds_a_meld():
    # The playouts skip the finder when `may_meld` says no: it must never say no wrongly.
    from desktop_app.ai.cap_it_rummy import may_meld
    from desktop_app.cards.meld_finder import MeldFinder
    from desktop_app.games.cap_it_rummy.rules import full_deck, penalty

    state = rig(hands={0: "3C"})
    finder = MeldFinder(state.rules, lambda c: penalty(c, 15))
    deck = full_deck(4)
    rng = random.Random(3)
    skipped = 0
    for _ in range(3000):
        hand = rng.sample(deck, rng.randint(1, 8))
        if not may_meld(state.rules, hand):
            skipped += 1
            plan = finder.best_plan(hand)
            assert not plan.melds and plan.value == 0, hand
    assert skipped > 1000  # it spares the finder often


def test_banakil_melded_points_put_a_side_ahead():
    from desktop_app.ai.banakil import BANAKIL_FEATURES, BanakilSearch, banakil_features

    info = get_game("banakil")
    state = info.new_game(info.make_config(players=2), 3)
    medium = make_player("banakil", "medium")
    rng = random.Random(2)
    judge = BanakilSearch()
    judge.judged = True
    while not any(m.owner == 0 for m in state.melds.values()):
        seat = state.to_move()
        state.apply(seat, medium.act(state.observation(seat), rng))
        assert not state.results, "no meld before the round ended"
    mine = dict(zip(BANAKIL_FEATURES, banakil_features(state, 0), strict=True))
    assert mine["melded"] > 0
    poorer = state.clone()
    # The same table without seat 0's melds: it is judged worse off.
    poorer.melds = {i: m for i, m in poorer.melds.items() if m.owner != 0}
    assert judge.evaluate(state, 0, False) > judge.evaluate(poorer, 0, False)
    assert judge.evaluate(state, 0, False) == pytest.approx(-judge.evaluate(state, 1, False))
