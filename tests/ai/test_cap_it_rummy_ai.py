"""Cap-It computer players: only legal choices, and the medium player's judgement."""

from __future__ import annotations

import random

import pytest

from desktop_app.ai.cap_it_rummy import EasyCapItPlayer, MediumCapItPlayer
from desktop_app.ai.registry import levels, make_player
from desktop_app.cards.melds import MeldKind
from desktop_app.games.cap_it_rummy import (
    CapItConfig,
    CapItState,
    Discard,
    LayContract,
    LayOff,
    Phase,
    Push,
    SwapWild,
    TakeDiscard,
)
from desktop_app.sim import run as run_sim
from tests.cap_it_rummy_support import card_in, rig


def test_registered():
    assert levels("cap_it_rummy") == ("easy", "medium", "hard")
    assert isinstance(make_player("cap_it_rummy", "medium"), MediumCapItPlayer)


@pytest.mark.parametrize("players", [4, 6])
def test_whole_games_with_legal_choices_only(players):
    # Both players see only observations and never choose an illegal action.
    state = CapItState.new_game(CapItConfig(players=players, stakes=True), seed=players)
    bots = [MediumCapItPlayer() if seat % 2 else EasyCapItPlayer() for seat in range(players)]
    rng = random.Random(1)
    while not state.is_over:
        seat = state.to_move()
        state.apply(seat, bots[seat].choose(state.observation(seat), rng))
    assert len(state.results) == 5
    assert state.check_invariants() == []


def choose(state, seat=0):
    return MediumCapItPlayer().choose(state.observation(seat), random.Random(0))


HAND = "7S 7D 9H 9D 9S 3C 4D 5S KH QD"


def test_medium_takes_a_discard_that_completes_its_contract():
    # CR-07/10: round 1, a third 7 completes two sets of 3.
    state = rig(hands={0: HAND}, discard="7C", current=0)
    assert choose(state) == TakeDiscard()
    state.apply(0, TakeDiscard())
    action = choose(state)
    assert isinstance(action, LayContract)
    state.apply(0, action)
    assert state.has_contract(0)


def test_medium_pushes_a_useless_card():
    # CR-10: a card that does not help goes, with a stock card, to the next player.
    state = rig(hands={0: HAND}, discard="JC", current=0)
    assert choose(state) == Push()


def test_medium_keeps_a_card_the_next_player_collects():
    # CR-10: pushing hands the next player the top discard; when everyone saw them take two
    # 9s, a third 9 helps them more than two cards hurt, so medium takes it instead.
    hand = "7S 7D 5H 5D 5S 3C 4D 8S KH QD"
    state = rig(hands={0: hand, 1: "9C 9H 3S 4S 6H 8H JC QC KC AH"}, discard="9D", current=0)
    state.known[1] = {card_in(state, 1, "9C"), card_in(state, 1, "9H")}
    assert choose(state) == TakeDiscard()
    unknown = rig(hands={0: hand, 1: "9C 9H 3S 4S 6H 8H JC QC KC AH"}, discard="9D",
                  current=0)
    assert choose(unknown) == Push()


def test_medium_pushes_two_cards_onto_a_player_with_a_contract():
    # Once the next player has laid a contract, two more cards only slow them down.
    table = [(1, "5H 6H 7H", MeldKind.RUN, 5), (1, "KS KD KC", MeldKind.SET, None)]
    state = rig(hands={0: HAND}, discard="8H", current=0, melds=table)
    assert choose(state) == Push()


def test_medium_ends_the_round_with_the_cheapest_hand():
    # CR-11: with the stock empty a push ends the round; medium does so when it holds least.
    cheap = rig(hands={0: "3C"}, stock="", current=0, empty_since=0)
    assert choose(cheap) == Push()
    dear = rig(hands={0: "JK JK AS AD KS QS JS 10S 9S 8S 7S 6S", 1: "3C", 2: "4C", 3: "5C"},
               stock="", current=0, empty_since=0)
    assert choose(dear) == TakeDiscard()


def test_medium_swaps_a_wild_for_a_natural_that_fits_nowhere_else():
    # CR-15: the 7♦ can only go where the joker stands; swap it, then lay the joker off.
    state = rig(hands={0: "7D KC"}, contract_down=[0],
                melds=[(1, "5D 6D JK", MeldKind.RUN, 5), (1, "8S 8C 8H", MeldKind.SET, None)],
                discard="4S", current=0)
    state.apply(0, TakeDiscard())
    action = choose(state)
    assert isinstance(action, SwapWild) and action.card == card_in(state, 0, "7D")
    state.apply(0, action)
    follow = choose(state)
    assert isinstance(follow, LayOff) and state.rules.is_wild(follow.cards[0])


def test_medium_lays_off_high_cards_first_and_goes_out():
    # CR-09/16: after the contract everything that fits is shed, costliest first.
    state = rig(hands={0: "KH 5C"}, contract_down=[0],
                melds=[(1, "10H JH QH", MeldKind.RUN, 10), (1, "5S 5D 5H", MeldKind.SET, None)],
                discard="9D", current=0, discard_ban=False)
    state.apply(0, TakeDiscard())
    first = choose(state)
    assert isinstance(first, LayOff) and str(first.cards[0]) == "KH"
    state.apply(0, first)
    state.apply(0, choose(state))
    last = choose(state)
    assert last == Discard(card_in(state, 0, "9D"))
    state.apply(0, last)
    assert state.phase is Phase.ROUND_OVER and state.results[-1]["went_out"] == 0


def test_medium_dumps_high_cards_when_the_round_is_ending():
    # CR-18: far from the contract with the stock nearly gone, the costliest card goes, even a
    # joker; earlier in the round the joker is kept for the contract.
    # The next player has a contract down, so a discarded joker helps them little.
    hand = "JK 3C 4D 8S 10H 6D 9S 5H 7C QC"
    table = [(1, "KS KD KC", MeldKind.SET, None), (1, "AS AD AC", MeldKind.SET, None)]
    late = rig(hands={0: hand}, stock="4S 5S", discard="2D", current=0, melds=table)
    late.apply(0, Push())
    assert choose(late) == Discard(card_in(late, 0, "JK"))
    early = rig(hands={0: hand}, discard="2D", current=0, melds=table)
    early.apply(0, Push())
    assert choose(early).card != card_in(early, 0, "JK")


@pytest.mark.slow
def test_medium_beats_easy_in_simulation():
    # Sixteen four-player games, two seats each: medium should win most of them (it wins
    # about 80% of 200 such games; half would be even).
    summary = run_sim(["--game", "cap_it_rummy", "--players", "4", "--ai",
                       "medium,easy,medium,easy", "--games", "16", "--seed", "3"])
    assert summary["invariant_violations"] == 0 and summary["player_errors"] == 0
    medium = summary["wins_per_seat"][0] + summary["wins_per_seat"][2]
    assert medium > 0.65 * summary["games"]
