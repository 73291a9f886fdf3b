"""The worked examples BA-E1 … BA-E8 of rules/banapples.md, scored three ways: by the scoring
function, by the score pad, and by the engine at the end of a round it actually plays out.

Colours are seats: Red 0, Blue 1, Green 2, Yellow 3. Canopies bottom to top; seed piles as the
rules list them (top to bottom; order does not matter for scoring).
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from desktop_app.games.banapples import Compost, Play
from desktop_app.games.banapples.scoring import score_round
from desktop_app.score import score
from tests.games.banapples_table import card, cards, make_table


@dataclass(frozen=True)
class Example:
    id: str
    players: int
    canopies: list[tuple[int, str]]
    seed_piles: list[str]
    expected: list[int]
    totals_before: list[int] | None = None
    totals_after: list[int] | None = None
    winner: int | None = None

    @property
    def went_out(self) -> int | None:
        empty = [seat for seat, pile in enumerate(self.seed_piles) if not pile]
        return empty[0] if empty else None


EXAMPLES = [
    # BA-E1: 2 players; Red played her last seed card.
    Example("BA-E1", 2,
            [(0, "A1@0 A2@0 A3@1 A4@0 A5@0"), (0, "B1@0 B2@1"),
             (1, "B1@1 B2@0 B3@1 B4@1"), (1, "A1@1")],
            ["", "A9@1 B4@1 B10@1"], [40, -9]),
    # BA-E2: 3 players; Green emptied; a completed canopy in Blue's area; Red's trees ignored.
    Example("BA-E2", 3,
            [(2, "B1@2 B2@2 B3@2"),
             (1, "A1@1 A2@2 A3@0 A4@1 A5@2 A6@2 A7@1 A8@0 A9@2 A10@1")],
            ["A10@0 B9@0 B8@0 A1@0", "B2@1 B2@1", ""], [-17, 18, 53]),
    # BA-E3: 4 players; Yellow emptied; Green never reached a canopy.
    Example("BA-E3", 4,
            [(3, "A1@3 A2@3 A3@1"), (0, "B1@0 B2@3 B3@3 B4@0"), (1, "A1@1 A2@0")],
            ["A7@0", "B6@1 A6@1",
             "A1@2 B5@2 B9@2 A10@2 A3@2 B7@2 B2@2 A8@2 B4@2 A6@2", ""],
            [0, -8, -55, 33]),
    # BA-E4: stalemate end (BA-20): nobody emptied, so no bonus.
    Example("BA-E4", 2,
            [(0, "A1@0 A2@1"), (1, "B1@1 B2@0 B3@0")],
            ["A5@0 B5@0 A8@0", "A10@1 A9@1"], [-12, -16]),
    # BA-E5: game end; only Blue reaches 500.
    Example("BA-E5", 2,
            [(0, "A1@0 A2@0 A3@0 A4@1"), (1, "B1@1 B2@1 B3@0 B4@1 B5@1 B6@0")],
            ["B7@0 A2@0", ""], [6, 41], [478, 465], [484, 506], 1),
    # BA-E6: both cross 500; the higher total wins.
    Example("BA-E6", 2,
            [(0, "A1@0 A2@1 A3@0 A4@0"), (1, "B1@1 B2@1 B3@1")],
            ["", "A1@1"], [33, 7], [490, 495], [523, 502], 0),
    # BA-E7: negative round: Red has big seed cards left.
    Example("BA-E7", 2,
            [(0, "B1@0"), (1, "A1@1 A2@1 A3@1 A4@0 A5@1")],
            ["A10@0 B10@0 A9@0 B9@0 A8@0", ""], [-41, 36]),
    # BA-E8: 3 players; scoring ignores where a canopy lies.
    Example("BA-E8", 3,
            [(2, "A1@2 A2@2 A3@0"), (0, "B1@0 B2@0 B3@2"), (1, "A1@1 A2@1")],
            ["", "A4@1", "B6@2 B3@2"], [31, -1, -3]),
]
IDS = [example.id for example in EXAMPLES]


def position(example: Example, with_areas: bool = False) -> dict:
    data: dict = {
        "game": "banapples",
        "players": example.players,
        "canopies": [{"area": area, "cards": text.split()} if with_areas else text.split()
                     for area, text in example.canopies],
        "seed_piles": [pile.split() for pile in example.seed_piles],
    }
    if example.totals_before is not None:
        data.update(totals_before=example.totals_before, target=500)
    return data


@pytest.mark.parametrize("example", EXAMPLES, ids=IDS)
def test_scoring_function(example: Example):
    # BA-08, BA-17, BA-18: one shared scoring function.
    result = score_round([cards(text) for _, text in example.canopies],
                         [cards(pile) for pile in example.seed_piles], example.went_out)
    assert list(result.player_scores) == example.expected


@pytest.mark.parametrize("example", EXAMPLES, ids=IDS)
@pytest.mark.parametrize("with_areas", [False, True])
def test_score_pad(example: Example, with_areas: bool):
    result = score(position(example, with_areas))
    assert result["player_scores"] == example.expected
    assert result["went_out"] == example.went_out
    assert result["ending"] == ("went_out" if example.went_out is not None else "stalemate")
    if example.totals_before is not None:
        # BA-19: totals include bonus and penalties; highest total at 500+ wins.
        assert result["totals_after"] == example.totals_after
        assert result["game_over"] is True
        assert result["winner"] == example.winner


def engine_position(example: Example, totals: list[int] | None = None):
    """The example's table one command before its end (trees empty: they never count,
    BA-18); returns the state and that command."""
    goer = example.went_out
    seeds = {seat: " ".join(reversed(pile.split())) for seat, pile in enumerate(example.seed_piles)}
    if goer is not None:
        # The last seed card: an own card the example does not place, onto an empty tree.
        shown = set(" ".join(text for _, text in example.canopies).split())
        last = next(f"B{v}@{goer}" for v in range(10, 0, -1) if f"B{v}@{goer}" not in shown)
        seeds[goer] = last
        state = make_table(example.players, seeds=seeds, canopies=example.canopies)
        final = Play(f"seeds/{goer}", f"tree/{goer}/0", card(last), None)
    else:
        # BA-20: every player has turned over once with no play; one more each ends it.
        state = make_table(example.players, seeds=seeds, canopies=example.canopies)
        for seat in range(example.players):
            state.compost[seat], state.draw[seat] = state.draw[seat][::-1], []
            state.turnovers_since_play[seat] = 2 if seat else 1
        final = Compost()
    if totals is not None:
        state.totals = list(totals)
    assert not state.check_invariants()
    return state, final


@pytest.mark.parametrize("example", EXAMPLES, ids=IDS)
def test_engine_ends_the_round_as_the_rules_say(example: Example):
    state, final = engine_position(example, example.totals_before)
    seat = example.went_out if example.went_out is not None else 0
    events = state.apply(seat, final)
    ended = [e for e in events if type(e).__name__ == "RoundEnded"]
    assert len(ended) == 1  # BA-16 / BA-20: the round ends with this very command
    result = ended[0].result
    assert result["player_scores"] == example.expected
    assert result["went_out"] == example.went_out
    if example.totals_before is not None:
        assert result["totals_after"] == example.totals_after
        assert state.is_over and state.winners() == (example.winner,)
    assert not state.check_invariants()


def test_e1_last_seed_card_onto_a_canopy():
    # BA-E1 as it happened: Red's last seed card 5🍎R goes onto her canopy's 4🍎R.
    state = make_table(2, seeds={0: "A5@0", 1: "B10@1 B4@1 A9@1"},
                       canopies=[(0, "A1@0 A2@0 A3@1 A4@0"), (0, "B1@0 B2@1"),
                                 (1, "B1@1 B2@0 B3@1 B4@1"), (1, "A1@1")])
    events = state.apply(0, Play("seeds/0", "canopy/0", card("A5@0"), card("A4@0"), 3.5))
    result = events[-2].result
    assert result["player_scores"] == [40, -9]
    assert result["breakdown"][0] == {"canopy": 15, "bonus": 25, "seed_penalty": 0, "score": 40}
    assert result["breakdown"][1] == {"canopy": 14, "bonus": 0, "seed_penalty": 23, "score": -9}
    assert result["seconds"] == 3.5


def test_e2_cards_in_trees_compost_and_draw_do_not_count():
    # BA-18 (BA-E2): Red's trees [9🍌R 8🍎R 7🍌R] change nothing.
    example = EXAMPLES[1]
    state, final = engine_position(example)
    red_tree = cards("B9@0#1 A8@0#1 B7@0")  # copy 0 of 9🍌R and 8🍎R lie elsewhere
    for c in red_tree:
        state.draw[0].remove(c)
    state.trees[0][1] = red_tree
    assert not state.check_invariants()
    result = state.apply(2, final)[-2].result
    assert result["player_scores"] == [-17, 18, 53]


def test_e6_exact_tie_means_another_round():
    # BA-19: an exact tie at the top after crossing 500 means another round.
    example = EXAMPLES[5]
    tied, final = engine_position(example, [490, 516])
    tied.apply(0, final)
    assert tied.totals == [523, 523]
    assert not tied.is_over and tied.phase.value == "round_over"
    assert tied.results[-1]["winner"] is None and tied.results[-1]["game_over"] is False
