"""The worked examples BK-E1 … BK-E10 of rules/banakil.md, scored three ways: by the engine's
scoring code (scoring.score_round), by the score pad (desktop_app.score with the SCOREPAD.md
form), and by the engine itself, playing the example's last turn from a constructed position.

The hands and melds are copied from the rules file in its own notation (♠♥♦♣, "JK(7♣)"), so a
reader can compare them line by line.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest
from banakil_positions import build, cards_in, meld_action, meld_groups, shape_of, tokens

from desktop_app.cards.card import Card, parse_face
from desktop_app.games.banakil import BanakilConfig, Discard, DrawStock, LayOff, Phase
from desktop_app.games.banakil.scoring import (
    STOCK_EXHAUSTED,
    WENT_OUT,
    PlayerPosition,
    score_round,
)
from desktop_app.games.base import GameEnded, RoundEnded
from desktop_app.games.outcome import decide_winner
from desktop_app.score import score


@dataclass
class Player:
    melds: str = ""
    hand: str = ""
    went_out: bool = False
    concealed: bool = False

    def to_json(self) -> dict:
        return {"melds": [tokens(m) for m in meld_groups(self.melds)], "hand": tokens(self.hand),
                "went_out": self.went_out, "concealed": self.concealed}

    def position(self) -> PlayerPosition:
        """The engine's view: physical cards (copy numbers do not matter for scoring)."""
        melds = tuple(tuple(_card(t) for t in tokens(m)) for m in meld_groups(self.melds))
        return PlayerPosition(melds, tuple(_card(t) for t in tokens(self.hand)),
                              self.went_out, self.concealed)


def _card(text: str) -> Card:
    face = parse_face(text.partition(":")[0])
    return Card(face.rank, face.suit)


@dataclass
class Example:
    name: str
    players: list[Player]
    player_scores: list[int]
    finish: str
    """The going-out player's last turn in the engine: "discard X", "lay_off X" (X is the last
    card of one of their melds), "meld_all X" (every meld in this turn, then discard X), or
    "stock_exhausted" (the seat to move draws the last stock card, lays its last meld and
    discards the drawn card)."""
    team_scores: list[int] | None = None
    partnerships: bool = False
    ending: str = WENT_OUT
    totals_before: list[int] | None = None
    target: int | None = None
    expected_after: dict = field(default_factory=dict)
    earlier_melds: tuple[int, ...] | None = None
    """Seats that melded before the last turn (default: every seat with melds but the goer)."""

    def position_json(self) -> dict:
        data: dict = {"game": "banakil", "partnerships": self.partnerships,
                      "ending": self.ending, "players": [p.to_json() for p in self.players]}
        if self.totals_before is not None:
            data["totals_before"] = self.totals_before
        if self.target is not None:
            data["target"] = self.target
        return data


# Partnership examples list the seats as [N, E, S, W]: team 0 = N+S (seats 0, 2), team 1 = E+W.
EXAMPLES = [
    Example("BK-E1", [
        Player("[9♦ 10♦ J♦ Q♦ K♦], [A♠ A♥ A♣ A♦], [4♣ 5♣ 6♣ JK(7♣) 8♣], [7♥ 8♥ 2♠(9♥) 10♥]",
               went_out=True),
        Player("[3♠ 3♦ 3♥ 3♣], [10♠ J♠ Q♠ K♠ A♠], [4♦ 5♦ 6♦ 7♦]", "JK 2♦ A♦ K♣ Q♦"),
        Player("", "K♥ K♥ 9♠ 6♦ 4♥ 2♦ Q♣ 5♠ 7♠ J♥ 9♣ 4♠ 6♥ 8♦ J♣ 10♦ Q♠ 3♦"),
    ], [43, 1, -20], "discard 5♠"),
    Example("BK-E2", [
        Player("[5♠ 6♠ 7♠ 8♠ 9♠], [3♥ 3♦ JK(3♠)], [J♣ Q♣ K♣ A♣], [A♥ A♦ A♠], [6♦ 7♦ 8♦ 9♦]",
               went_out=True),
        Player("[6♥ 7♥ 8♥], [3♣ 3♠ 3♥], [9♣ 10♣ J♣ Q♣]", "K♦ K♥ Q♠ A♠ 2♥ A♦ 4♠ JK"),
    ], [42, -4], "lay_off 9♠"),
    Example("BK-E3", [
        Player("[3♣ 4♣ 5♣ 6♣ 7♣ 8♣], [9♥ 10♥ J♥ Q♥ K♥ A♥], [A♠ A♦ A♣], [Q♦ K♦ 2♣(A♦)]",
               went_out=True, concealed=True),
        Player("", "7♠ 7♦ 10♣ 4♠ 6♥ J♠ 5♠ 9♠ K♠ 3♦ 10♦ 9♣ 4♥ 8♥ Q♣ 5♦ J♦ 2♥"),
    ], [40, -20], "meld_all 5♥"),
    Example("BK-E4", [
        Player("[7♠ 8♠ 9♠ 10♠ J♠ Q♠], [A♥ A♦ A♣ A♠], [3♦ 4♦ 5♦ 6♦ 2♥(7♦)], [3♣ 3♥ 3♠]",
               went_out=True),                                                         # N
        Player("[5♣ 6♣ 7♣ 8♣], [J♦ Q♦ K♦ A♦], [10♥ J♥ Q♥]", "2♠ JK 9♦ 8♦ 4♠ 4♥ A♣"),  # E
        Player("[3♠ 3♥ 3♦], [9♥ 10♥ JK(J♥) Q♥ K♥], [5♣ 6♣ 7♣ 8♣ 9♣]",
               "K♣ 6♠ 4♣ 10♦ 5♠"),                                                      # S
        Player("", "K♥ 4♠ 4♣ 7♥ 9♠ J♥ 6♦ 8♥ 5♥ Q♣ 10♣ 7♠ 2♦ 10♠ 9♦ 5♦ K♦ 3♣"),         # W
    ], [38, 0, 10, -20], "discard 7♥", team_scores=[38, -10], partnerships=True),
    Example("BK-E5", [
        Player("[8♣ 9♣ 10♣ J♣ Q♣], [3♥ 3♦ 3♠]", "2♦ 4♦ 5♥ 7♦ K♥ Q♠ 4♥ 6♣ 10♠ 5♦"),     # N
        Player("[5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥], [3♣ 3♦ 3♠ JK(3♥)], [A♠ A♦ A♣], [6♠ 7♠ 8♠ 9♠]",
               went_out=True),                                                         # E
        Player("[10♦ J♦ Q♦ K♦], [4♣ 5♣ 6♣ 7♣]", "6♠ A♥ 9♥ 7♥ J♠ 4♠ 8♦ 3♣ K♠ 2♣"),      # S
        Player("", "Q♠ Q♣ 8♦ 5♣ K♥ J♦ 4♦ 7♣ 10♠ 2♠ 6♥ 9♦ K♣ 4♥ 5♠ 8♣ Q♥ 6♦"),         # W
    ], [-2, 40, -3, -20], "discard 9♦", team_scores=[20, 40], partnerships=True),
    Example("BK-E6", [
        Player("", "A♣ 9♥ 5♠ 4♠ 7♦ 10♥ K♣ 6♥ Q♦ 8♣ 4♣ J♣ 2♦ 9♠ 5♥ K♦ 6♣ 10♣"),         # N
        Player("", "K♥ Q♥ 2♠ 6♣ 8♦ 5♣ J♦ 3♦ 7♠ 4♥ 9♣ A♠ 10♦ 6♠ Q♣ 8♥ 5♦ J♠"),         # E
        Player("[3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦], [10♠ J♠ Q♠ K♠ A♠], [3♠ 3♥ 3♣], [A♥ A♦ JK(A♣)]",
               went_out=True, concealed=True),                                         # S
        Player("", "7♣ 7♥ 8♠ 10♦ J♣ 4♦ Q♠ 9♦ 5♣ K♠ 6♦ 3♥ A♥ 8♣ 4♠ 2♥ Q♥ 9♥"),         # W
    ], [-20, -20, 40, -20], "meld_all K♣", team_scores=[40, 20], partnerships=True),
    Example("BK-E7", [
        Player("[5♥ 6♥ 7♥ 8♥], [10♣ J♣ Q♣ K♣], [3♠ 3♥ 3♦]", "9♣ 4♦ 8♠ A♠ 5♦ K♥ 6♠"),  # N
        Player("[J♦ Q♦ K♦], [4♣ 5♣ 6♣ 7♣ 8♣], [9♥ 10♥ J♥]", "2♠ 2♦ 4♥ JK K♣ Q♣ 6♦"),    # E
        Player("", "K♥ Q♥ 9♦ 7♦ 4♠ 5♣ J♠ 8♥ 10♦ 6♣ 2♥ Q♠ 7♠ 10♥ 5♠ 9♣ 8♣ 4♦"),         # S
        # W went out in one turn with no earlier meld, but N had melded: no 40 (BK-24).
        Player("[3♠ 4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ A♠], [A♥ A♦ A♣], [3♥ 3♦ 3♣]",
               went_out=True, concealed=True),                                         # W
    ], [3, -1, -20, 37], "meld_all 9♦", team_scores=[1, 37], partnerships=True),
    Example("BK-E8", [
        Player("[2♣(2♥) 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥ Q♥ K♥ A♥], [A♠ A♦ A♣]", "Q♠ 5♣"),  # A
        Player("[8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦], [3♠ 3♣ 3♦ 3♥], [5♣ 6♣ 7♣ 8♣ 9♣ 10♣ J♣]",
               went_out=True),                                                         # B
    ], [16, 36], "discard 4♦"),
    Example("BK-E9", [
        Player("[3♠ 3♥ 3♦ JK(3♣)]", "4♠ 5♠ 6♠ 7♠ 8♠ 9♠ 10♠ J♠ Q♠ K♠ 4♥ 5♥ 6♥ 7♥"),   # A, 14
        Player("", "4♦ 5♦ 6♦ 7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣ 10♣ A♦"),         # B, 18
        Player("[9♥ 10♥ 2♦(J♥)], [J♣ Q♣ K♣]", "8♥ 3♣ A♣ 2♠ Q♥ K♥ A♥ J♥ 3♥ 5♥ 6♥ K♠"),  # C, 12
    ], [0, 0, 0], "stock_exhausted", ending=STOCK_EXHAUSTED, totals_before=[10, 20, 30], target=222,
        expected_after={"totals_after": [10, 20, 30], "game_over": False, "winner": None}),
    Example("BK-E10", [
        Player("[9♣ 10♣ J♣ Q♣ K♣ A♣], [A♥ A♦ A♠], [4♥ 5♥ 6♥ 7♥ 8♥ 9♥], [3♠ 3♦ 3♣]",
               went_out=True),                                                         # A
        Player("[7♦ 8♦ 9♦ 10♦ J♦], [3♣ 3♠ 3♥ 3♦], [Q♠ K♠ JK(A♠)]",
               "2♦ 9♣ 5♠ 6♠ 4♦ 10♥"),                                                  # B
        Player("", "6♣ 8♥ Q♦ K♦ 4♣ 10♠ 7♣ J♥ 5♦ 2♠ 9♦ 6♦ Q♣ 8♠ K♥ 4♠ 7♥ J♣"),         # C
    ], [37, 8, -20], "discard 5♦", totals_before=[185, 215, 200], target=222,
        expected_after={"totals_after": [222, 223, 180], "game_over": True, "winner": 1}),
]
IDS = [example.name for example in EXAMPLES]


@pytest.mark.parametrize("example", EXAMPLES, ids=IDS)
def test_engine_scoring_code(example: Example):
    """BK-22..27 through scoring.score_round, the code the engine calls at a round's end."""
    result = score_round([p.position() for p in example.players], example.ending,
                         example.partnerships)
    assert list(result.player_scores) == example.player_scores
    expected_teams = (tuple(example.team_scores) if example.team_scores is not None
                      else (0, 0) if example.partnerships else None)
    assert result.team_scores == expected_teams
    if example.totals_before is not None:
        after = [t + d for t, d in zip(example.totals_before, result.deltas, strict=True)]
        winner = decide_winner(after, example.target)
        assert after == example.expected_after["totals_after"]
        assert winner == example.expected_after["winner"]


@pytest.mark.parametrize("example", EXAMPLES, ids=IDS)
def test_score_pad(example: Example):
    """The same positions in the SCOREPAD.md JSON form, wilds annotated as "JK:7C"."""
    result = score(example.position_json())
    assert result["player_scores"] == example.player_scores
    assert result["team_scores"] == example.team_scores
    for key, value in example.expected_after.items():
        assert result[key] == value


def _engine_position(example: Example):
    """The position just before the example's last action, and that action's seat."""
    config = BanakilConfig(players=len(example.players), partnerships=example.partnerships,
                           target=example.target or 222)
    verb, _, card = example.finish.partition(" ")
    goer = next((i for i, p in enumerate(example.players) if p.went_out), len(example.players) - 1)
    hands: dict[int, str] = {}
    melds: list[tuple[int, str]] = []
    for seat, player in enumerate(example.players):
        groups = meld_groups(player.melds)
        hand = player.hand
        if seat == goer:
            if verb == "lay_off":
                groups = [g.replace(card, "").strip() if g.split()[-1] == card else g
                          for g in groups]
                hand = card
            elif verb == "meld_all":
                hand = " ".join([*groups, card])
                groups = []
            elif verb == "stock_exhausted":
                *groups, last = groups      # the meld laid in the last turn
                hand = f"{hand} {last}"
            else:
                hand = card
        melds.extend((seat, group) for group in groups)
        hands[seat] = hand
    state = build(config, hands=hands, melds=melds, current=goer,
                  stock=1 if verb == "stock_exhausted" else None,
                  phase=Phase.DRAW if verb == "stock_exhausted" else Phase.PLAY,
                  totals=example.totals_before)
    return state, goer, verb, card


@pytest.mark.parametrize("example", EXAMPLES, ids=IDS)
def test_engine_plays_the_last_turn(example: Example):
    """The engine's own round end (BK-19..29): positions, concealed flag, totals, winner."""
    state, goer, verb, card = _engine_position(example)
    events = []
    if verb == "lay_off":
        meld = next(m for m in state.melds.values()
                    if m.owner == goer and m.shape.end + 1 == parse_face(tokens(card)[0]).rank
                    and m.shape.suit == parse_face(tokens(card)[0]).suit)
        events += state.apply(goer, LayOff(meld.id, cards_in(state, goer, card)))   # BK-19b
    elif verb == "meld_all":
        # BK-24: every meld in this one turn, then the final discard.
        for group in meld_groups(example.players[goer].melds):
            written = tokens(group)
            cards = cards_in(state, goer, group)
            events += state.apply(goer, meld_action(shape_of(cards, written, state, new=True)))
        events += state.apply(goer, Discard(cards_in(state, goer, card)[0]))
    elif verb == "stock_exhausted":
        # BK-20: the last stock card is drawn, the last meld laid, the drawn card discarded.
        events += state.apply(goer, DrawStock())
        drawn = state.hands[goer][-1]
        last = meld_groups(example.players[goer].melds)[-1]
        cards = cards_in(state, goer, last)
        events += state.apply(goer, meld_action(shape_of(cards, tokens(last), state, new=True)))
        events += state.apply(goer, Discard(drawn))
    else:
        events += state.apply(goer, Discard(cards_in(state, goer, card)[0]))          # BK-19a
    assert state.check_invariants() == []
    ended = [e for e in events if isinstance(e, RoundEnded)]
    assert len(ended) == 1
    result = ended[0].result
    assert result["ending"] == example.ending
    assert result["player_scores"] == example.player_scores
    expected_teams = example.team_scores
    if example.partnerships and expected_teams is None:
        expected_teams = [0, 0]
    assert result["team_scores"] == expected_teams
    totals_before = example.totals_before or [0] * (2 if example.partnerships else
                                                    len(example.players))
    deltas = expected_teams if example.partnerships else example.player_scores
    assert state.totals == [t + d for t, d in zip(totals_before, deltas, strict=True)]
    if example.expected_after.get("game_over"):
        # BK-28/29: both A and B reach 222; the higher total wins.
        assert state.phase is Phase.GAME_OVER
        assert state.winners() == (example.expected_after["winner"],)
        assert [e.winners for e in events if isinstance(e, GameEnded)] == [
            (example.expected_after["winner"],)]
    else:
        assert state.phase is Phase.ROUND_OVER
        assert not any(isinstance(e, GameEnded) for e in events)

