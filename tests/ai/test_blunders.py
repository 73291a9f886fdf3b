"""Positions where the medium players used to blunder (issue 15), each rebuilt from the game
it was seen in, and what they do there now."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from desktop_app.ai.bain_hand_and_foot import MediumHandAndFootPlayer
from desktop_app.ai.cap_it_rummy import MediumCapItPlayer
from desktop_app.cards.melds import MeldKind
from desktop_app.games.bain_hand_and_foot.actions import AddToMeld
from desktop_app.games.bain_hand_and_foot.actions import Discard as HFDiscard
from desktop_app.games.bain_hand_and_foot.phase import Phase
from desktop_app.games.bain_hand_and_foot.rules import is_wild
from desktop_app.games.bain_hand_and_foot.state import HandAndFootState
from desktop_app.games.base import GameRecord
from desktop_app.games.cap_it_rummy import Push
from desktop_app.games.registry import replay
from tests.cap_it_rummy_support import rig
from tests.games.handfoot_table import build


def test_cap_it_does_not_push_a_card_the_next_player_lays_off_at_once():
    # Seen in seed 302 (round 1, turn 14): Q♠ pushed to a player with the contract down and
    # two cards left while a set of Queens lay on the table (CR-09: they shed it at once, and
    # the push only hands them a card they can use). The deal has changed since, so the
    # position is rebuilt: the same table, the same hands' shape.
    state = rig(hands={0: "3C 8D KH 4S 9S 5D", 1: "5H 9D"}, discard="QS", current=0,
                melds=[(2, "QD QH QC", MeldKind.SET, None), (1, "7S 7H 7D", MeldKind.SET, None),
                       (0, "KC KD KS", MeldKind.SET, None)],
                contract_down=[0, 1, 2])
    obs = state.observation(0)
    choices = {type(MediumCapItPlayer().choose(obs, random.Random(seed))) for seed in range(20)}
    assert Push not in choices


HAND_AND_FOOT_GAME = Path(__file__).parent / "data" / "hand_and_foot_seed400_wild_discards.json"
"""Deal 400, medium players everywhere (their random numbers from Random(400)), recorded up
to the last of three wild discards the medium player made to guard worthless piles."""


def hand_and_foot_position(actions: int) -> HandAndFootState:
    data = json.loads(HAND_AND_FOOT_GAME.read_text())
    record = GameRecord.from_json({**data, "actions": data["actions"][:actions]})
    state = replay(record)
    assert isinstance(state, HandAndFootState)
    return state


@pytest.mark.parametrize("where", json.loads(HAND_AND_FOOT_GAME.read_text())["positions"],
                         ids=lambda p: f"round {p['round']} turn {p['turn']}")
def test_hand_and_foot_keeps_its_wilds_when_the_pile_is_not_worth_guarding(where):
    # HF-16: a wild on the pile stops the next player taking it; that is worth a wild only
    # when the pile is. These piles held mostly black 3s (round 3, turn 29: six cards, four of
    # them black 3s), and the medium player gave up 2♣, a joker, 2♥ to guard them.
    state = hand_and_foot_position(where["actions"])
    seat = where["seat"]
    assert state.to_move() == seat
    obs = state.observation(seat)
    assert (obs.round_no, obs.turn_no) == (where["round"], where["turn"])
    for seed in range(5):
        action = MediumHandAndFootPlayer().choose(obs, random.Random(seed))
        assert not (isinstance(action, HFDiscard) and is_wild(action.card)), action


def test_hand_and_foot_leaves_a_canasta_for_the_partner_who_still_needs_the_foot():
    # HF-17: only the player who closes a canasta picks up a foot. With this player's foot
    # already in hand and the partner's still waiting, the medium player used to close the
    # team's six Kings itself, taking the partner's way to the foot.
    state = build(["K 9 5 4 8 J", "Q Q 6 6 9", "K 10 10 4", "J 8 8 6"],
                  melds=[(0, "K K K K K K"), (0, "A A A"), (1, "Q Q Q")],
                  foot_picked=(True, False, False, False), current=0, phase=Phase.PLAY)
    obs = state.observation(0)
    kings = next(m for m in obs.melds if m.team == 0 and m.size == 6)
    for seed in range(5):
        action = MediumHandAndFootPlayer().choose(obs, random.Random(seed))
        assert not (isinstance(action, AddToMeld) and action.meld_id == kings.id), action
