"""Cap-It Rummy rules CR-01 … CR-20 and the illegal actions of rules/cap_it_rummy.md."""

from __future__ import annotations

import pytest

from desktop_app.cards.card import JOKER, TWO
from desktop_app.cards.melds import MeldKind
from desktop_app.games.base import CardMoved, ConfigError, IllegalAction, RoundEnded
from desktop_app.games.cap_it_rummy import (
    CapItConfig,
    CapItState,
    Deal,
    Discard,
    DrawStock,
    LayContract,
    LayOff,
    Meld,
    Phase,
    Push,
    SwapWild,
    TakeDiscard,
)
from desktop_app.games.cap_it_rummy.rules import deck_size
from desktop_app.games.registry import get_game
from tests.cap_it_rummy_support import card_in, cards_in, rig


def refused(state, seat, action, rule):
    """The action is illegal under `rule` and leaves the state exactly as it was."""
    before = state.snapshot()
    with pytest.raises(IllegalAction) as info:
        state.apply(seat, action)
    assert info.value.rule == rule, info.value
    assert state.snapshot() == before
    return info.value


def ended(events):
    return next((e.result for e in events if isinstance(e, RoundEnded)), None)


# ------------------------------------------------------------------ illegal actions 1–5


def test_illegal_1_one_set_alone_is_not_the_contract():
    # Illegal 1 / CR-08: round 1 needs two sets of 3, laid in one turn.
    state = rig(hands={0: "7S 7D 7C 9H 10H KS QD 4C 5D 6H"}, discard="3C", current=0)
    state.apply(0, TakeDiscard())
    seven_set = Meld(cards_in(state, 0, "7S 7D 7C"), MeldKind.SET)
    refused(state, 0, LayContract((seven_set,)), "CR-08")
    refused(state, 0, seven_set, "CR-08")


def test_illegal_2_lay_off_before_own_contract():
    # Illegal 2 / CR-08: J♥ on another player's 8♥ 9♥ 10♥ before one's own contract.
    state = rig(hands={0: "JH 3C 4D 5S 7H 8D 9C KS QD 2C"},
                melds=[(1, "8H 9H 10H", MeldKind.RUN, 8), (1, "6S 7S 8S 9S", MeldKind.RUN, 6)],
                discard="3D", current=0, round_no=2)
    state.apply(0, TakeDiscard())
    refused(state, 0, LayOff(0, (card_in(state, 0, "JH"),)), "CR-08")


def test_illegal_3_no_plain_stock_draw():
    # Illegal 3 / CR-10: the stock's top card alone may not be drawn, at any time.
    state = rig(hands={0: "JH 3C 4D 5S 7H 8D 9C KS QD 2C"}, current=0)
    refused(state, 0, DrawStock(), "CR-10")
    state.apply(0, TakeDiscard())
    refused(state, 0, DrawStock(), "CR-10")


def test_illegal_4_a_natural_position_two_is_fixed():
    # Illegal 4 / CR-15: 2♥ in [2♥ 3♥ 4♥] stands in its natural place; it cannot be swapped.
    state = rig(hands={0: "QS 5C 9D"},
                melds=[(1, "2H 3H 4H", MeldKind.RUN, 2), (0, "8C 8D 8S", MeldKind.SET, None),
                       (0, "KC KD KS", MeldKind.SET, None)],
                discard="5H", current=0)
    state.apply(0, TakeDiscard())
    two = state.melds[0].shape.cards[0]
    assert two.rank == TWO
    error = refused(state, 0, SwapWild(0, card_in(state, 0, "QS"), two), "CR-15")
    assert "natural" in error.reason
    refused(state, 0, SwapWild(0, card_in(state, 0, "5H"), two), "CR-15")


def test_illegal_5_no_natural_card_and_nothing_above_the_ace():
    # Illegal 5 / CR-14, CR-02.
    state = rig(hands={0: "2C JK 2D QS KS AS 2S 5C 9D 10H"}, contract_down=[0], current=0,
                discard="7H")
    state.apply(0, TakeDiscard())
    wilds = cards_in(state, 0, "2C JK 2D")
    refused(state, 0, Meld(wilds, MeldKind.SET), "CR-14")  # all wild
    refused(state, 0, Meld(cards_in(state, 0, "JK 2C 2D"), MeldKind.RUN, 2), "CR-14")
    refused(state, 0, Meld(wilds), "CR-14")  # undeclared: no reading without ambiguity
    high = cards_in(state, 0, "QS KS AS 2S")
    refused(state, 0, Meld(high, MeldKind.RUN, 12), "CR-02")  # the 2♠ above the Ace
    # Declaring the 2♠ as a wild J♠ is legal.
    jack_first = cards_in(state, 0, "2S QS KS AS")
    state.apply(0, Meld(jack_first, MeldKind.RUN, 11))
    assert state.melds[0].shape.represents(0).rank == 11


def test_cr14_two_in_its_own_place_is_the_natural_card():
    # CR-14 Decision: [2♥ JK JK] declared as the run 2♥ 3♥ 4♥ is legal.
    state = rig(hands={0: "2H JK JK 5C 9D"}, contract_down=[0], current=0, discard="7S")
    state.apply(0, TakeDiscard())
    state.apply(0, Meld(cards_in(state, 0, "2H JK JK"), MeldKind.RUN, 2))
    shape = state.melds[0].shape
    assert shape.naturals == 1 and not shape.is_wild_at(0)
    # Undeclared, the cards have that single reading, which the engine accepts.
    state2 = rig(hands={0: "2H JK JK 5C 9D"}, contract_down=[0], current=0, discard="7S")
    state2.apply(0, TakeDiscard())
    state2.apply(0, Meld(cards_in(state2, 0, "2H JK JK")))
    assert state2.melds[0].shape.start == 2


# ------------------------------------------------------------------ deal and turn order


def test_cr04_deck_deal_and_dealer_rotation():
    # Intro / CR-04: 108 cards for 4 players, 162 for 5–6; ten cards each; deal passes left.
    for players, size in ((4, 108), (5, 162), (6, 162)):
        state = CapItState.new_game(CapItConfig(players=players), seed=3)
        assert deck_size(players) == size
        assert all(len(h) == 10 for h in state.hands)
        assert len(state.stock) + len(state.discard) == size - 10 * players
        assert state.current == (state.dealer + 1) % players  # CR-06
        assert state.check_invariants() == []


def test_cr05_wild_up_card_goes_under_the_stock():
    # CR-05 Decision: a wild turned up goes to the bottom of the stock, repeatedly.
    for seed in range(400):
        state = CapItState.new_game(CapItConfig(), seed)
        under = [e.card for e in state.opening_events
                 if isinstance(e, CardMoved) and e.src == "discard" and e.dst == "stock"]
        if len(under) >= 1:
            break
    else:
        pytest.fail("no deal with a wild up-card in 400 seeds")
    assert all(c.rank in (JOKER, TWO) for c in under)
    assert not state.rules.is_wild(state.discard[-1])
    assert len(state.discard) == 1
    assert set(state.stock[:len(under)]) == set(under)
    assert len(state.stock) == 108 - 40 - 1  # 67: every wild is still in the stock
    # Everyone saw those wilds: they are public in every observation.
    for seat in range(4):
        assert set(state.observation(seat).stock_bottom) == set(under)


def test_cr06_play_is_clockwise():
    # CR-06: the next player is seat + 1.
    state = rig(hands={2: "JH 3C 4D 5S 7H 8D 9C KS QD 2C"}, current=2)
    state.apply(2, TakeDiscard())
    state.apply(2, Discard(card_in(state, 2, "9C")))
    assert state.current == 3
    refused(state, 2, TakeDiscard(), "CR-06")


# ------------------------------------------------------------------ the push


def test_cr10_push_gives_two_cards_and_hides_the_stock_card():
    # CR-10b: stock top + top discard to the next player; the pusher draws the next card.
    state = rig(hands={0: "JH 3C 4D 5S 7H 8D 9C KS QD 2C"}, stock="4S 9H 6C", discard="KD",
                current=0)
    sizes = [len(h) for h in state.hands]
    events = state.apply(0, Push())
    moves = [e for e in events if isinstance(e, CardMoved)]
    assert [(m.src, m.dst) for m in moves] == [("discard", "hand/1"), ("stock", "hand/1"),
                                               ("stock", "hand/0")]
    assert moves[0].card.code == "KD#0" and moves[0].visible_to is None
    assert moves[1].card.code == "6C#0" and moves[1].visible_to == frozenset({1})
    assert moves[2].card.code == "9H#0" and moves[2].visible_to == frozenset({0})
    assert [len(h) for h in state.hands] == [sizes[0] + 1, sizes[1] + 2, *sizes[2:]]
    assert state.phase is Phase.PLAY and state.current == 0
    # Everyone saw the discard go over; only seat 1 saw the stock card.
    for seat in (0, 2, 3):
        obs = state.observation(seat)
        assert moves[0].card in obs.known[1]
        assert moves[1].card not in obs.visible_cards()
        assert moves[1].for_seat(seat).card is None
    assert moves[1].card in state.observation(1).hand
    # No ban on anything: the pusher took nothing from the pile (CR-13).
    assert state.taken is None


def test_cr10_receiver_may_discard_a_pushed_card_on_its_turn():
    # CR-10/13: a pushed discard was not taken by the receiver, so it is not banned.
    state = rig(hands={0: "JH 3C 4D 5S 7H 8D 9C KS QD 2C"}, stock="4S 9H 6C", discard="KD",
                current=0)
    state.apply(0, Push())
    state.apply(0, Discard(card_in(state, 0, "JH")))
    state.apply(1, TakeDiscard())
    state.apply(1, Discard(card_in(state, 1, "KD")))
    assert state.discard[-1].code == "KD#0"


def test_cr11_push_with_one_stock_card_ends_the_round():
    # CR-11: the last stock card goes to the receiver; the pusher's draw finds none.
    state = rig(hands={0: "JH 3C"}, stock="9H", discard="KD", current=0)
    events = state.apply(0, Push())
    result = ended(events)
    assert result is not None and result["ending"] == "stock_exhausted"
    assert result["reason"] == "stock_ran_out_in_push"
    assert "KD" in [c.split("#")[0] for c in result["hands"][1]]
    assert state.phase is Phase.ROUND_OVER


def test_cr11_push_on_empty_stock_ends_the_round_at_once():
    # CR-11: a push that needs a stock card when there is none ends the round.
    state = rig(hands={1: "5C"}, stock="", current=1, empty_since=0)
    result = ended(state.apply(1, Push()))
    assert result["reason"] == "push_on_empty_stock"
    assert state.check_invariants() == []


def test_cr11_one_more_turn_each_after_the_stock_runs_out():
    # CR-11 Decision: after the stock empties, each player gets one more turn (taking the
    # discard); then the round ends even if nobody went out.
    state = rig(hands={0: "JH 3C 4D 5S 7H 8D 9C KS QD 2C"}, stock="4S 9H", discard="KD",
                current=0)
    state.apply(0, Push())
    assert state.stock == [] and state.empty_since == state.turn_no
    seat = 0
    state.apply(seat, Discard(state.hands[0][0]))
    for turn in range(4):
        seat = state.current
        state.apply(seat, TakeDiscard())
        discard = next(c for c in state.hands[seat] if c != state.taken)
        events = state.apply(seat, Discard(discard))
        if turn < 3:
            assert ended(events) is None
    result = ended(events)
    assert result is not None and result["reason"] == "last_turns_played"
    assert seat == 0  # the player who emptied the stock had the last turn


def test_cr11_legal_draws_with_the_stock_empty():
    # CR-11 Decision: with the stock empty the discard may still be taken; a push ends it.
    state = rig(hands={1: "5C"}, stock="", current=1, empty_since=0)
    assert state.legal_actions(1) == [TakeDiscard(), Push()]


# ------------------------------------------------------------------ contracts and melds


def test_cr07_default_contracts():
    # CR-07 (round 5 by Decision).
    config = CapItConfig()
    assert [str(config.contract(r)) for r in range(1, 6)] == [
        "set3 set3", "run4 set3", "run4 run4", "set3 set3 set3", "run3 run7"]
    assert config.rounds == 5


def test_cr07_contracts_are_configurable():
    # CR-07: the contract list is an option; the game has one round per contract.
    config = CapItConfig(contracts=("set4", "run5 set3"))
    assert config.rounds == 2
    with pytest.raises(ConfigError):
        CapItConfig(contracts=("set2",))
    with pytest.raises(ConfigError):
        CapItConfig(contracts=("pair3",))
    with pytest.raises(ConfigError):
        CapItConfig(contracts=("run14",))


def test_cr08_contract_laid_whole_with_longer_parts_and_same_ranks():
    # CR-08: every part at once; parts may be longer; two sets of one rank are allowed.
    state = rig(hands={0: "7S 7D 7C 7H 7S JK 7D QH 5C 7C"}, discard="3C", current=0)
    state.apply(0, TakeDiscard())
    first = Meld(cards_in(state, 0, "7S 7D 7C 7H"), MeldKind.SET)
    second = Meld(cards_in(state, 0, "7S JK 7D", besides=first.cards), MeldKind.SET)
    events = state.apply(0, LayContract((first, second)))
    assert state.has_contract(0)
    assert len(state.melds) == 2 and len(state.hands[0]) == 4
    assert sum(isinstance(e, CardMoved) for e in events) == 7
    # CR-09: after the contract, further melds and lay-offs the same turn.
    refused(state, 0, LayContract((first,)), "CR-09")
    state.apply(0, LayOff(0, (card_in(state, 0, "7C"),)))
    assert len(state.melds[0].shape.cards) == 5
    state.apply(0, Discard(card_in(state, 0, "QH")))
    assert state.current == 1


def test_cr08_contract_parts_must_be_separate_and_of_the_right_kind():
    # CR-08: round 2 wants a set of 3 and a run of 4: two sets do not do.
    state = rig(hands={0: "7S 7D 7C 9S 9D 9C 4H 5H 6H 2C KD"}, discard="3C", current=0,
                round_no=2)
    state.apply(0, TakeDiscard())
    sevens = Meld(cards_in(state, 0, "7S 7D 7C"), MeldKind.SET)
    nines = Meld(cards_in(state, 0, "9S 9D 9C"), MeldKind.SET)
    refused(state, 0, LayContract((sevens, nines)), "CR-08")
    short_run = Meld(cards_in(state, 0, "4H 5H 6H"), MeldKind.RUN, 4)
    refused(state, 0, LayContract((sevens, short_run)), "CR-08")
    run = Meld(cards_in(state, 0, "4H 5H 6H 2C"), MeldKind.RUN, 4)
    refused(state, 0, LayContract((sevens, nines, run)), "CR-08")  # one meld per part
    state.apply(0, LayContract((sevens, run)))
    assert state.melds[1].shape.represents(3).rank == 7
    state.apply(0, nines)  # CR-09: a further meld the same turn


def test_cr09_lay_off_on_anyones_meld_after_the_contract():
    # CR-09: after the contract, lay off on any player's meld.
    state = rig(hands={0: "JH 5C 9D"}, contract_down=[0],
                melds=[(1, "8H 9H 10H", MeldKind.RUN, 8), (1, "6S 6D 6C", MeldKind.SET, None)],
                discard="6H", current=0)
    state.apply(0, TakeDiscard())
    state.apply(0, LayOff(0, (card_in(state, 0, "JH"),)))
    state.apply(0, LayOff(1, (card_in(state, 0, "6H"),)))
    assert [str(c) for c in state.melds[0].shape.cards] == ["8H", "9H", "10H", "JH"]
    assert len(state.melds[1].shape.cards) == 4
    refused(state, 0, LayOff(0, (card_in(state, 0, "9D"),)), "CR-14")


def test_cr09_wild_lay_off_end_and_own_two():
    # CR-09/14: a wild goes where `end` says; a 2 of the suit just below a 3 is natural.
    state = rig(hands={0: "JK 2H 5C 9D"}, contract_down=[0],
                melds=[(1, "3H 4H 5H", MeldKind.RUN, 3)], discard="7S", current=0)
    state.apply(0, TakeDiscard())
    state.apply(0, LayOff(0, (card_in(state, 0, "2H"),)))
    shape = state.melds[0].shape
    assert shape.start == 2 and not shape.is_wild_at(0)
    state.apply(0, LayOff(0, (card_in(state, 0, "JK"),), "high"))
    assert state.melds[0].shape.represents(4).rank == 6


def test_cr14_undeclared_ambiguous_melds_are_refused():
    # CR-14: the player declares run or set, and where the wilds stand in a run.
    state = rig(hands={0: "5H 6H JK 9D 9C 9S KD"}, contract_down=[0], current=0,
                discard="7S")
    state.apply(0, TakeDiscard())
    error = refused(state, 0, Meld(cards_in(state, 0, "5H 6H JK")), "CR-14")
    assert "start" in error.reason
    state.apply(0, Meld(cards_in(state, 0, "5H 6H JK"), MeldKind.RUN, 5))
    assert state.melds[0].shape.represents(2).rank == 7
    refused(state, 0, Meld(cards_in(state, 0, "9D 9C 9S"), MeldKind.SET, 9), "CR-14")
    state.apply(0, Meld(cards_in(state, 0, "9D 9C 9S")))  # a single reading


def test_cr14_sets_may_repeat_suits():
    # CR-14 Decision: suits may repeat in a set (several packs), no maximum size.
    state = rig(5, hands={0: "QS QS QS QH 4C"}, contract_down=[0], current=0, discard="7S")
    state.apply(0, TakeDiscard())
    state.apply(0, Meld(cards_in(state, 0, "QS QS QS QH"), MeldKind.SET))
    assert len(state.melds[0].shape.cards) == 4


def test_cr02_ace_high_only_unless_the_option():
    # CR-02 Decision: no A-2-3 unless `ace_low`.
    hand = "AC 2C 3C 9D 9S"
    state = rig(hands={0: hand}, contract_down=[0], current=0, discard="7S")
    state.apply(0, TakeDiscard())
    refused(state, 0, Meld(cards_in(state, 0, "AC 2C 3C"), MeldKind.RUN, 1), "CR-02")
    low = rig(hands={0: hand}, contract_down=[0], current=0, discard="7S", ace_low=True)
    low.apply(0, TakeDiscard())
    low.apply(0, Meld(cards_in(low, 0, "AC 2C 3C"), MeldKind.RUN, 1))
    assert low.melds[0].shape.naturals == 3


def test_cr15_wild_swaps():
    # CR-15: after the contract, a wild in any meld may be replaced by the natural it
    # represents (a set: any natural of its rank); the wild goes to the hand.
    state = rig(hands={0: "7H 8D 10S 5C"}, contract_down=[0],
                melds=[(1, "5D 6D JK", MeldKind.RUN, 5), (1, "8S 8C 2C", MeldKind.SET, None)],
                discard="4S", current=0)
    state.apply(0, TakeDiscard())
    joker = state.melds[0].shape.cards[2]
    refused(state, 0, SwapWild(0, card_in(state, 0, "7H"), joker), "CR-15")  # 7♦ is wanted
    refused(state, 0, SwapWild(0, card_in(state, 0, "10S"), state.melds[1].shape.cards[0]),
            "CR-15")  # not a wild
    two = state.melds[1].shape.cards[2]
    events = state.apply(0, SwapWild(1, card_in(state, 0, "8D"), two))
    assert two in state.hands[0] and two in state.observation(1).known[0]
    assert [(e.src, e.dst) for e in events if isinstance(e, CardMoved)] == [
        ("hand/0", "meld/1"), ("meld/1", "hand/0")]
    assert state.melds[1].shape.naturals == 3


def test_cr15_two_of_the_suit_replaces_a_wild_in_the_two_place():
    # CR-14/15: JK standing for 2♥ in a heart run can be replaced by the 2♥ itself.
    state = rig(hands={0: "2H 5C 9D"}, contract_down=[0],
                melds=[(1, "JK 3H 4H", MeldKind.RUN, 2)], discard="4S", current=0)
    state.apply(0, TakeDiscard())
    joker = state.melds[0].shape.cards[0]
    state.apply(0, SwapWild(0, card_in(state, 0, "2H"), joker))
    assert state.melds[0].shape.naturals == 3


def test_cr15_no_swaps_before_the_contract():
    # CR-08/15: no wild swaps before one's own contract.
    state = rig(hands={0: "7D 5C 9D 3S 4S 5S 6S 7S 8S 9S"},
                melds=[(1, "5D 6D JK", MeldKind.RUN, 5)], discard="4S", current=0)
    state.apply(0, TakeDiscard())
    refused(state, 0, SwapWild(0, card_in(state, 0, "7D"), state.melds[0].shape.cards[2]),
            "CR-08")


def test_cr13_taken_card_may_not_be_discarded_or_stranded():
    # CR-13 Decision: the taken discard may not be discarded this turn, nor left alone.
    state = rig(hands={0: "9S 9D"}, contract_down=[0],
                melds=[(1, "9C 9H 9S", MeldKind.SET, None)], discard="KD", current=0)
    state.apply(0, TakeDiscard())
    king = card_in(state, 0, "KD")
    refused(state, 0, Discard(king), "CR-13")
    refused(state, 0, LayOff(0, cards_in(state, 0, "9S 9D")), "CR-13")
    state.apply(0, LayOff(0, cards_in(state, 0, "9S")))
    state.apply(0, Discard(card_in(state, 0, "9D")))
    assert state.hands[0] == [king]


def test_cr13_ban_is_an_option():
    # CR-13 option off: the taken card may go straight back.
    state = rig(hands={0: "9S 9D"}, discard="KD", current=0, discard_ban=False)
    state.apply(0, TakeDiscard())
    state.apply(0, Discard(card_in(state, 0, "KD")))
    assert state.discard[-1].code == "KD#0"


def test_cr16_going_out_by_laying_off_the_last_card():
    # CR-16: the last card laid off ends the round; no discard needed.
    state = rig(hands={0: "9D"}, contract_down=[0],
                melds=[(1, "9C 9H 9S", MeldKind.SET, None)], discard="9C", current=0)
    state.apply(0, TakeDiscard())
    refused(state, 0, LayOff(0, cards_in(state, 0, "9D")), "CR-13")  # 9♣ would be stranded
    result = ended(state.apply(0, LayOff(0, cards_in(state, 0, "9D 9C"))))
    assert result["went_out"] == 0 and result["player_scores"][0] == 0


def test_draw_and_phase_order():
    # CR-10, CR-12: draw first, then melds, then one discard; no second draw.
    state = rig(hands={0: "9S 9D 3C"}, contract_down=[0], discard="KD", current=0)
    refused(state, 0, Discard(card_in(state, 0, "9S")), "CR-10")
    state.apply(0, TakeDiscard())
    refused(state, 0, Push(), "CR-10")
    refused(state, 0, TakeDiscard(), "CR-10")
    refused(state, 0, Deal(), "CR-04")


# ------------------------------------------------------------------ rounds and game


def test_five_rounds_then_game_over():
    # CR-04/19: exactly five rounds; each deal passes left; lowest total wins.
    state = CapItState.new_game(CapItConfig(), seed=11)
    dealers = [state.dealer]
    while not state.is_over:
        seat = state.to_move()
        state.apply(seat, Push() if state.phase is Phase.DRAW else state.legal_actions(seat)[0])
        if state.phase is Phase.ROUND_OVER:
            state.apply(state.current, Deal())
            dealers.append(state.dealer)
    assert len(state.results) == 5
    assert dealers == [(dealers[0] + i) % 4 for i in range(5)]
    assert state.winners() == tuple(i for i, t in enumerate(state.totals)
                                    if t == min(state.totals))
    with pytest.raises(IllegalAction):
        state.apply(state.current, Push())


def test_config_and_registry():
    # Intro: 4–6 players, no partnerships.
    with pytest.raises(ConfigError):
        CapItConfig(players=3)
    with pytest.raises(ConfigError):
        CapItConfig(players=7)
    with pytest.raises(ConfigError):
        get_game("cap_it_rummy").make_config(players=4, partnerships=True)
    with pytest.raises(ConfigError):
        CapItConfig(round_share=30)  # CR-20: 5 rounds × 30% is more than the pot
    info = get_game("cap_it_rummy")
    config = info.make_config(players=5, contracts=["set3 set3"], stakes=True)
    assert config.contracts == ("set3 set3",)
    assert info.config_from_json(info.config_to_json(config)) == config
