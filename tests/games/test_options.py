"""The engines answer what a selection can do (games/options.py): every kind of action, its
legal ways with their targets, or why not as a message citing the rule."""

from __future__ import annotations

import random

from banakil_positions import build as banakil_table
from banakil_positions import cards_in as banakil_cards
from banapples_table import make_table as banapples_table
from handfoot_table import build as handfoot_table
from handfoot_table import cards as handfoot_cards

from desktop_app.cards.card import parse_cards
from desktop_app.cards.melds import MeldKind
from desktop_app.games.bain_hand_and_foot import AddToMeld
from desktop_app.games.bain_hand_and_foot import Meld as HFMeld
from desktop_app.games.bain_hand_and_foot.options import wild_spreads
from desktop_app.games.banakil import BanakilConfig, LayOff, Meld, Phase
from desktop_app.games.cap_it_rummy import LayContract, SwapWild, TakeDiscard
from desktop_app.games.cap_it_rummy.config import CapItConfig
from desktop_app.games.cap_it_rummy.contract import Contract
from desktop_app.games.cap_it_rummy.options import contract_plans, finder_for, part_readings
from desktop_app.games.cap_it_rummy.rules import meld_rules
from desktop_app.games.registry import GAMES
from tests.cap_it_rummy_support import card_in, cards_in, rig

PARTNERS = BanakilConfig(players=4, partnerships=True)


def unchanged(state, seat, selection):
    before = state.snapshot()
    options = state.options(seat, selection)
    assert state.snapshot() == before
    return options


def test_every_kind_is_answered_and_a_no_carries_a_reason():
    for info in GAMES.values():
        config = info.make_config(players=info.min_players,
                                  partnerships=info.partnerships == "always")
        state = info.new_game(config, 5)
        seat = state.to_move()
        if seat is None or not state.option_kinds:
            continue
        options = unchanged(state, seat, ())
        assert set(options.kinds) == set(state.option_kinds)
        for kind in state.option_kinds:
            affordance = options[kind]
            assert affordance.possible or affordance.why_not is not None, (info.id, kind)
            for way in affordance.ways:
                assert state.refusal(seat, way.action) is None


def test_an_observation_answers_as_the_state_does():
    for info in GAMES.values():
        config = info.make_config(players=info.min_players,
                                  partnerships=info.partnerships == "always")
        state = info.new_game(config, 11)
        seat = state.to_move()
        if seat is None or not state.option_kinds:
            continue
        rng = random.Random(3)
        for _ in range(6):
            hand = state.observation(seat).hand
            selection = tuple(rng.sample(list(hand), min(len(hand), rng.randint(0, 3))))
            real = state.options(seat, selection)
            seen = state.observation(seat).options(selection)
            for kind in state.option_kinds:
                assert [w.action for w in real[kind].ways] == [
                    w.action for w in seen[kind].ways], (info.id, kind)
                assert real.why_not(kind) == seen.why_not(kind)
            state.apply(seat, state.legal_actions(seat)[0])
            seat = state.to_move()
            if seat is None:
                break


def test_banakil_bk16_lay_off_targets_are_own_and_partners_melds():
    # 9C fits only the opponent's clubs run: the reason is BK-16, not a misfit.
    state = banakil_table(PARTNERS, hands={0: "9C 4D KH 5S"},
                          melds=[(1, "6C 7C 8C"), (2, "6D 7D 8D"), (0, "3S 3H 3D")])
    options = unchanged(state, 0, tuple(banakil_cards(state, 0, "9C")))
    assert not options.possible("layoff")
    assert options.why_not("layoff").rule == "BK-16"
    # 9D fits the opponent's and the partner's runs: only the partner's is a target.
    state = banakil_table(PARTNERS, hands={0: "9D 4D KH 5S"},
                          melds=[(1, "6D 7D 8D"), (2, "6D 7D 8D"), (0, "3S 3H 3D")])
    options = unchanged(state, 0, tuple(banakil_cards(state, 0, "9D")))
    assert options["layoff"].targets == [state.melds[1].zone]
    assert all(isinstance(w.action, LayOff) and w.shape is not None
               for w in options["layoff"].ways)


def test_banakil_bk14_a_wild_gives_every_reading_and_bk07_draw_first():
    state = banakil_table(BanakilConfig(players=2), hands={0: "9D 10D JK 4C 5S"})
    options = unchanged(state, 0, tuple(banakil_cards(state, 0, "9D 10D JK")))
    shapes = [w.shape for w in options["meld"].ways]
    assert len(shapes) >= 2 and all(s.kind is MeldKind.RUN for s in shapes)  # JK low or high
    assert all(isinstance(w.action, Meld) and w.action.start is not None
               for w in options["meld"].ways)
    assert options["meld"].targets == ["table/0"]
    assert options.why_not("discard").id == "engine.select_one"
    state = banakil_table(BanakilConfig(players=2), hands={0: "9D 10D JK 4C 5S"},
                          phase=Phase.DRAW)
    options = unchanged(state, 0, tuple(banakil_cards(state, 0, "4C")))
    assert options.possible("draw") and options.why_not("discard").rule == "BK-07"


def test_banakil_two_cards_make_no_meld():
    state = banakil_table(BanakilConfig(players=2), hands={0: "9D 10D JK 4C 5S"})
    options = unchanged(state, 0, tuple(banakil_cards(state, 0, "9D 10D")))
    assert options.why_not("meld").id == "engine.select_three"


def test_hand_and_foot_hf12_garbage_and_hf09_wild_spreads():
    state = handfoot_table(["K K Q Q JK 2 5 6 8", "4", "4", "4"])
    options = unchanged(state, 0, tuple(handfoot_cards(state, 0, "K K Q Q JK 2")))
    melds = [w.action for w in options["meld"].ways]
    assert melds and all(isinstance(m, HFMeld) and len(m.melds) == 2 for m in melds)
    assert options.why_not("garbage").rule == "HF-12"
    assert options.why_not("add").id == "bain_hand_and_foot.no_open_meld"


def test_hand_and_foot_hf10_adds_to_the_teams_meld():
    state = handfoot_table(["K 5 6", "4", "4", "4"], melds=[(0, "K K K")])
    options = unchanged(state, 0, tuple(handfoot_cards(state, 0, "K")))
    meld = next(iter(state.melds.values()))
    assert [w.action for w in options["add"].ways] == [AddToMeld(meld.id,
                                                                 (options.selection[0],))]
    assert options["add"].targets == [meld.zone]


def test_cap_it_cr08_lay_off_before_the_contract_and_cr15_swaps():
    state = rig(hands={0: "7D 8D 10S 5C"}, melds=[(1, "5D 6D JK", MeldKind.RUN, 5)],
                discard="4S", current=0)
    state.apply(0, TakeDiscard())
    options = unchanged(state, 0, (card_in(state, 0, "7D"),))
    assert options.why_not("layoff").rule == "CR-08"
    state = rig(hands={0: "7D 8D 10S 5C"}, contract_down=[0],
                melds=[(1, "5D 6D JK", MeldKind.RUN, 5)], discard="4S", current=0)
    state.apply(0, TakeDiscard())
    options = unchanged(state, 0, (card_in(state, 0, "7D"),))
    joker = state.melds[0].shape.cards[2]
    swaps = [w for w in options["layoff"].ways if isinstance(w.action, SwapWild)]
    assert [(w.action.wild, w.returned) for w in swaps] == [(joker, (joker,))]


def test_cap_it_cr07_contract_plans_come_from_the_engine():
    state = rig(hands={0: "7S 7H 7D 9C 9H 9D KD 4C 2S 5H"}, discard="QS", current=0)
    state.apply(0, TakeDiscard())
    options = unchanged(state, 0, ())
    assert options.possible("contract")
    assert all(isinstance(w.action, LayContract) for w in options["contract"].ways)
    options = unchanged(state, 0, tuple(cards_in(state, 0, "KD 4C 2S")))
    assert not options.possible("contract")
    assert options.why_not("contract").rule == "CR-14"  # no meld at all
    options = unchanged(state, 0, tuple(cards_in(state, 0, "7S 7H 7D")))
    assert options.why_not("contract").rule == "CR-08"  # a meld, not the whole contract


def test_wild_spreads_share_wilds_between_melds():
    # HF-08: three cards hold one wild, four cards two; a lone wild cannot stay behind
    state = handfoot_table(["K K Q Q 2 JK 2", "4", "4", "4"])
    kings, queens, wilds = handfoot_cards(state, 0, "K K"), handfoot_cards(state, 0, "Q Q"), \
        handfoot_cards(state, 0, "2 JK 2")
    spreads = list(wild_spreads([list(kings), list(queens)], list(wilds)))
    assert sorted(tuple(len(g) for g in s) for s in spreads) == [(3, 4), (4, 3)]
    # Three wilds alone make a wild meld.
    assert list(wild_spreads([], list(wilds))) == [[sorted(wilds, key=lambda c: (
        c.rank != 15, c.uid))]]


def test_cap_it_cr07_a_group_meets_the_part_it_fits():
    rules, contract = meld_rules(CapItConfig()), Contract.parse("set3 run4")
    sevens = parse_cards("7S 7H 7D")
    set_part = next(k for k, part in enumerate(contract.parts) if part.kind is MeldKind.SET)
    fits, readings = part_readings(rules, contract, sevens, [0, 1], prefer=1 - set_part)
    assert [(k, s.kind) for k, s in fits] == [(set_part, MeldKind.SET)] and len(readings) == 1
    fits, readings = part_readings(rules, contract, parse_cards("7S 8H 9D"), [0, 1])
    assert fits == [] and readings == []  # no meld at all (CR-14)


def test_cap_it_cr13_plans_never_strand_the_taken_card():
    cards = parse_cards("7S 7H 7D 9C 9H 9D")
    finder = finder_for(meld_rules(CapItConfig()), 1)
    contract = Contract.parse("set3 set3")
    assert contract_plans(finder, contract, cards, exact=True)
    king = parse_cards("KD")[0]
    assert contract_plans(finder, contract, cards, exact=True, keep=[*cards, king],
                          taken=king) == []


def test_banapples_ba09_a_seed_that_fits_nowhere_and_ba11_compost_from_the_observation():
    state = banapples_table(seeds={0: "B9@0"}, trees={(0, 0): "B6@0", (0, 1): "A7@0"},
                            compost={0: "A5@0"}, canopies=[(1, "A1@1 A2@1 A3@1")],
                            strict_compost=True)
    options = state.observation(0).options()
    assert not options.possible("seed")
    assert options.why_not("seed").template.key == "fits_nowhere"  # BA-09
    assert [way.target for way in options["compost_top"].ways] == ["tree/0/0"]  # A5 on B6
    # BA-11 strict option: the compost top can be played, so no dealing.
    assert not options.possible("compost")
    assert options.why_not("compost").template.key == "compost_playable"
    assert not state.observation(0).options().possible("seed")
    assert banapples_table(compost={0: "A9@0"}, trees={(0, 0): "B6@0", (0, 1): "A7@0"}
                           ).observation(0).options().possible("compost")
