"""Refusals as data: every engine's `IllegalAction` carries a message id, its parameters (cards as
cards) and the rule id; the templates beside each game's rules hold no rule id themselves."""

from __future__ import annotations

import importlib
import re
import string

import pytest
from banakil_positions import build as banakil_table
from banakil_positions import card_in as banakil_card
from handfoot_table import build as handfoot_table
from handfoot_table import cards as handfoot_cards

from desktop_app.cards.card import Ranks
from desktop_app.cards.message import Template
from desktop_app.games.bain_hand_and_foot import Discard as HFDiscard
from desktop_app.games.bain_hand_and_foot import Meld as HFMeld
from desktop_app.games.banakil import BanakilConfig, Meld, Phase, TakeDiscard
from desktop_app.games.banakil import Discard as BKDiscard
from desktop_app.games.banapples import Play
from desktop_app.games.banapples.fruit import Fruit
from desktop_app.games.base import IllegalAction
from desktop_app.games.cap_it_rummy import Discard as CRDiscard
from desktop_app.games.cap_it_rummy import TakeDiscard as CRTakeDiscard
from desktop_app.games.registry import GAMES
from tests.cap_it_rummy_support import card_in as cap_it_card
from tests.cap_it_rummy_support import rig
from tests.games.banapples_table import card, make_table

MODULES = ["desktop_app.cards.meld_messages", "desktop_app.games.messages",
           *(f"desktop_app.games.{game}.messages" for game in GAMES)]
RULE_ID = re.compile(r"\b[A-Z]{2}-\d+")


def templates() -> list[tuple[str, str, Template]]:
    found = []
    for name in MODULES:
        module = importlib.import_module(name)
        found += [(name, attr, value) for attr, value in vars(module).items()
                  if isinstance(value, Template)]
    return found


def test_every_game_keeps_templates_beside_its_rules():
    for game in GAMES:
        assert any(name == f"desktop_app.games.{game}.messages" for name, _, _ in templates())


@pytest.mark.parametrize(("module", "attr", "template"), templates(),
                         ids=lambda value: value if isinstance(value, str) else "")
def test_templates_are_plain_words_with_named_fields(module, attr, template):
    """No rule id inside the words (players read them; `rule` carries it), fields are named
    (translators reorder them) and ids are unique per context."""
    text = template.source.text
    assert not RULE_ID.search(text), text
    fields = [field for _, field, _, _ in string.Formatter().parse(text) if field is not None]
    assert all(field.isidentifier() for field in fields), text
    if template.rule is not None:
        assert RULE_ID.fullmatch(template.rule)


def test_message_ids_are_unique():
    ids = [template.id for _, _, template in templates()]
    assert len(ids) == len(set(ids))


def refusal(state, seat, action) -> IllegalAction:
    before = state.snapshot()
    with pytest.raises(IllegalAction) as error:
        state.apply(seat, action)
    assert state.snapshot() == before
    return error.value


def test_banakil_bk08_names_the_taken_card_as_a_card():
    state = banakil_table(BanakilConfig(players=2), hands={0: "4S 9H JC KD QS"},
                          phase=Phase.DRAW, discard="5C 7D")
    state.apply(0, TakeDiscard(1))
    seven = banakil_card(state, 0, "7D")
    error = refusal(state, 0, BKDiscard(seven))
    assert (error.message.id, error.rule) == ("banakil.taken_single", "BK-08")
    assert error.message.params == {"card": seven}
    assert error.reason == ("you took 7D alone from the discard pile, so you may not discard it "
                            "this turn")
    assert str(error) == error.reason + " (BK-08)"  # logs keep the rule id


def test_banakil_bk11_cites_its_rule_for_the_shared_meld_law():
    state = banakil_table(BanakilConfig(players=2), hands={0: "8S 8H 8D 4C 9C"})
    error = refusal(state, 0, Meld(tuple(state.hands[0][:3])))
    assert (error.message.id, error.rule) == ("melds.set_rank", "BK-11")
    # the rank is a value each language words ("8s"), not a ready-made English word
    assert error.message.params["rank"] == Ranks(8)
    assert "8s" in error.message.text and "3s or Aces" in error.message.text


def test_cap_it_cr13_names_the_taken_card():
    state = rig(hands={0: "9S 9D"}, discard="KD", current=0)
    state.apply(0, CRTakeDiscard())
    king = cap_it_card(state, 0, "KD")
    error = refusal(state, 0, CRDiscard(king))
    assert (error.message.id, error.rule) == ("cap_it_rummy.taken_card", "CR-13")
    assert error.message.params["card"] is king


def test_cap_it_cr06_names_the_seat_to_play():
    state = rig(hands={0: "9S 9D"}, discard="KD", current=0)
    error = refusal(state, 1, CRTakeDiscard())
    assert (error.message.id, error.rule) == ("engine.not_your_turn", "CR-06")
    assert error.message.params == {"seat": 0}


def test_hand_and_foot_hf15_and_hf13():
    state = handfoot_table(["7 7 K Q", "4", "4", "4"])
    error = refusal(state, 0, HFDiscard(handfoot_cards(state, 0, "7")[0]))
    assert (error.message.id, error.rule) == ("bain_hand_and_foot.no_sevens_discard", "HF-15")
    state = handfoot_table(["Q Q Q 9 5 6", "4", "4", "4"])
    error = refusal(state, 0, HFMeld((tuple(handfoot_cards(state, 0, "Q Q Q")),)))
    assert (error.message.id, error.rule) == ("bain_hand_and_foot.minimum", "HF-13")
    assert error.message.params == {"need": 50, "value": 30}


def test_banapples_ba06_names_both_cards_and_the_fruit():
    state = make_table(seeds={0: "A4@0"}, canopies=[(1, "B1@1 B2@1 B3@1")])
    four, three = card("A4@0"), card("B3@1")
    error = refusal(state, 0, Play("seeds/0", "canopy/0", four, three))
    assert (error.message.id, error.rule) == ("banapples.canopy_one_fruit", "BA-06")
    assert error.message.params == {"card": four, "top": three, "fruit": Fruit.BANANA}


def test_nested_reasons_keep_the_inner_message():
    """HF-18 inside "you may not discard your last card": the inner message stays data."""
    state = handfoot_table(["K", "4", "4", "4"], foot_picked=[True, False, False, False])
    error = refusal(state, 0, HFDiscard(handfoot_cards(state, 0, "K")[0]))
    inner = error.message.params["problem"]
    assert error.message.id == "bain_hand_and_foot.last_discard"
    assert inner.id == "bain_hand_and_foot.no_canasta"
    assert inner.rule == error.rule == "HF-18"
    assert error.reason.startswith("you may not discard your last card: your team has no ")
