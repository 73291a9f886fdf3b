"""The Hand and Foot score pad: read an end-of-round position and score it with the engine's
own code (SCOREPAD.md). A position that breaks the rules is bad input."""

from __future__ import annotations

from typing import Any

from ...cards.card import Card, Face, format_cards
from ...cards.deck import copies_allowed
from ...cards.melds import MeldKind, MeldShape, explain_invalid, interpretations
from ..base import ConfigError
from ..outcome import decide_winner
from ..position import PositionError, PositionReader, WrittenCard
from .config import HandAndFootConfig, Red3Rule
from .rules import (
    CANASTA_SIZE,
    JOKERS,
    MELD_RULES,
    PACKS,
    RED_THREES,
    RULE_OF_MELD_ERROR,
    SEVEN,
    THREE,
    WILD_KEY,
    CanastaType,
    is_black_three,
    is_red_three,
)
from .scoring import ENDINGS, WENT_OUT, TeamPosition, score_round

OPTIONS = ("garbage_any_card", "red3_rule")
TEAM_KEYS = ("went_out", "melds", "garbage", "black_three_melds", "red_threes", "hands", "feet",
             "feet_picked_up")


def score_position(data: Any) -> dict[str, Any]:
    copies = {Face(rank, suit): n for (rank, suit), n in copies_allowed(PACKS, JOKERS).items()}
    reader = PositionReader(data, copies, "HF intro: four packs and eight jokers")
    reader.check_keys(data, ("game", "options", "ending", "teams", "totals_before", "target"),
                      "")
    options = reader.get(data, "options", "", dict, {})
    for name in options:
        if name not in OPTIONS:
            raise PositionError(f"options.{name}: unknown Hand and Foot option "
                                f"(known: {', '.join(OPTIONS)})")
    try:
        config = HandAndFootConfig(**options)
    except (ConfigError, TypeError) as error:
        raise PositionError(f"options: {error}") from error
    ending = reader.get(data, "ending", "", str)
    if ending not in ENDINGS:
        raise PositionError(f"ending: must be one of {', '.join(ENDINGS)}, not {ending!r}")
    teams_data = reader.objects(data, "teams", "")
    if len(teams_data) != 2:
        raise PositionError(f"teams: Hand and Foot has two teams, not {len(teams_data)}")
    picked: list[list[bool]] = []
    teams = []
    for path, team in teams_data:
        position, feet_picked = _read_team(reader, config, path, team)
        teams.append(position)
        picked.append(feet_picked)

    out = [i for i, t in enumerate(teams) if t.went_out]
    if ending == WENT_OUT and len(out) != 1:
        raise PositionError(f"teams: exactly one team went out when ending is went_out, found "
                            f"{len(out)} (HF-18)")
    if ending != WENT_OUT and out:
        raise PositionError(f"teams[{out[0]}].went_out: nobody goes out when the round ends by "
                            f"{ending} (HF-19, HF-20)")
    for i, position in enumerate(teams):
        if position.black_three_melds and not position.went_out:
            raise PositionError(f"teams[{i}].black_three_melds: black 3s are melded only in "
                                "the turn a player goes out (HF-06)")
    if out:
        _check_going_out(teams, picked, out[0], config)

    score = score_round(teams, ending)
    result: dict[str, Any] = {
        "game": "bain_hand_and_foot",
        "ending": ending,
        "player_scores": None,
        "team_scores": list(score.team_scores),
        "breakdown": [team.to_json() for team in score.teams],
    }
    if "totals_before" in data:
        totals = reader.int_list(data, "totals_before", 2)
        target = reader.get(data, "target", "", int, config.target)
        after = [t + d for t, d in zip(totals, score.team_scores, strict=True)]
        winner = decide_winner(after, target)
        result.update(totals_after=after, game_over=winner is not None, winner=winner)
    return result


def _check_going_out(teams: list[TeamPosition], picked: list[list[bool]], team: int,
                     config: HandAndFootConfig) -> None:
    """HF-18: the four canasta types, the red 3s, and a player out with the foot picked up."""
    where = f"teams[{team}].went_out"
    position = teams[team]
    types = position.canasta_types()
    missing = [kind.value for kind in CanastaType if not types[kind]]
    if missing:
        raise PositionError(f"{where}: the team has no {' or '.join(missing)} canasta, so it "
                            "cannot go out (HF-18: one canasta of each of the four types)")
    if config.red3_rule is Red3Rule.ALL:
        on_table = sum(len(t.red_threes) for t in teams)
        if on_table != RED_THREES:
            raise PositionError(f"{where}: only {on_table} of the {RED_THREES} red 3s are on "
                                "the table (HF-18: all eight before going out)")
    else:
        held = [c for cards in (*position.hands, *position.feet) for c in cards
                if is_red_three(c)]
        if held:
            raise PositionError(f"{where}: the team still holds {format_cards(held)} (HF-18, "
                                "red3_rule own_team)")
    if not any(not hand and up for hand, up in zip(position.hands, picked[team], strict=True)):
        raise PositionError(f"{where}: no player of this team has an empty hand and a "
                            "picked-up foot (HF-18: the player going out has picked up the "
                            "foot)")


def _read_team(reader: PositionReader, config: HandAndFootConfig, path: str,
               team: dict[str, Any]) -> tuple[TeamPosition, list[bool]]:
    reader.check_keys(team, TEAM_KEYS, path)
    went_out = reader.get(team, "went_out", path, bool, False)
    melds = []
    for i, meld in enumerate(reader.get(team, "melds", path, list)):
        where = f"{path}.melds[{i}]"
        if not isinstance(meld, list):
            raise PositionError(f"{where}: expected a list of cards")
        written = [reader.written_card(text, f"{where}[{j}]", allow_meaning=True)
                   for j, text in enumerate(meld)]
        melds.append(_read_meld(reader, written, where))
    open_keys: dict[int, int] = {}
    for i, shape in enumerate(melds):
        if len(shape.cards) >= CANASTA_SIZE:
            continue
        key = WILD_KEY if shape.kind is MeldKind.WILD else shape.rank
        if key in open_keys:
            raise PositionError(f"{path}.melds[{i}]: the team already has the unfinished meld "
                                f"melds[{open_keys[key]}] of that rank (HF-10)")
        open_keys[key] = i
    sevens = any(len(s.cards) >= CANASTA_SIZE and s.kind is MeldKind.SET and s.rank == SEVEN
                 for s in melds)

    garbage = [reader.card_of(w) for w in reader.written_cards(team, "garbage", path)] \
        if "garbage" in team else []
    if garbage and not sevens:
        raise PositionError(f"{path}.garbage: the team has no sevens canasta, so it has no "
                            "garbage pile (HF-12)")
    wrong = [c for c in garbage if c.rank != SEVEN or is_red_three(c)] \
        if not config.garbage_any_card else [c for c in garbage if is_red_three(c)]
    if wrong:
        raise PositionError(f"{path}.garbage: {format_cards(wrong)} cannot lie on the garbage "
                            "pile (HF-12: 7s only)")

    black_melds = []
    for i, meld in enumerate(reader.get(team, "black_three_melds", path, list, [])):
        where = f"{path}.black_three_melds[{i}]"
        if not isinstance(meld, list):
            raise PositionError(f"{where}: expected a list of cards")
        cards = [reader.card_of(w) for w in
                 (reader.written_card(text, f"{where}[{j}]") for j, text in enumerate(meld))]
        if len(cards) < 3 or not all(map(is_black_three, cards)):
            raise PositionError(f"{where}: \"{format_cards(cards)}\" is not a meld of three or "
                                "more black 3s (HF-06)")
        black_melds.append(tuple(cards))

    reds = [reader.card_of(w) for w in reader.written_cards(team, "red_threes", path)] \
        if "red_threes" in team else []
    not_red = [c for c in reds if not is_red_three(c)]
    if not_red:
        raise PositionError(f"{path}.red_threes: {format_cards(not_red)} is not a red 3 (HF-05)")

    hands = _card_lists(reader, team, "hands", path)
    feet = _card_lists(reader, team, "feet", path) if "feet" in team else [[], []]
    picked_raw = reader.get(team, "feet_picked_up", path, list, [False, False])
    if len(picked_raw) != 2 or not all(isinstance(p, bool) for p in picked_raw):
        raise PositionError(f"{path}.feet_picked_up: expected two true/false values")
    for i, (foot, up) in enumerate(zip(feet, picked_raw, strict=True)):
        if up and foot:
            raise PositionError(f"{path}.feet[{i}]: a picked-up foot has joined the hand; list "
                                "its cards in hands (HF-17)")
    position = TeamPosition(
        melds=tuple(shape.cards for shape in melds),
        garbage=tuple(garbage),
        black_three_melds=tuple(black_melds),
        red_threes=tuple(reds),
        hands=tuple(tuple(h) for h in hands),
        feet=tuple(tuple(f) for f, up in zip(feet, picked_raw, strict=True) if not up),
        went_out=went_out,
    )
    return position, list(picked_raw)


def _card_lists(reader: PositionReader, team: dict[str, Any], key: str,
                path: str) -> list[list[Card]]:
    lists = reader.get(team, key, path, list)
    if len(lists) != 2:
        raise PositionError(f"{path}.{key}: expected two lists, one per partner")
    result = []
    for i, cards in enumerate(lists):
        where = f"{path}.{key}[{i}]"
        if not isinstance(cards, list):
            raise PositionError(f"{where}: expected a list of cards")
        result.append([reader.card_of(reader.written_card(text, f"{where}[{j}]"))
                       for j, text in enumerate(cards)])
    return result


def _read_meld(reader: PositionReader, written: list[WrittenCard], where: str) -> MeldShape:
    cards: list[Card] = [reader.card_of(w) for w in written]
    text = format_cards(cards)
    threes = [c for c in cards if c.rank == THREE]
    if threes:
        rule = "HF-05: red 3s are placed, never melded" if any(map(is_red_three, threes)) \
            else "HF-06: black 3s go in black_three_melds"
        raise PositionError(f"{where}: \"{text}\" is not a legal Hand and Foot meld ({rule})")
    readings = interpretations(cards, MELD_RULES)
    if not readings:
        error = explain_invalid(cards, MELD_RULES)
        rule = RULE_OF_MELD_ERROR.get(error.code, "HF-07")
        raise PositionError(f"{where}: \"{text}\" is not a legal Hand and Foot meld "
                            f"({rule}: {error.reason})")
    shape = readings[0]
    for i, w in enumerate(written):
        if w.stands_for is None:
            continue
        if not MELD_RULES.is_wild(cards[i]):
            raise PositionError(f"{where}[{i}]: {cards[i]} is not wild, so it stands for itself")
        if shape.kind is MeldKind.SET and w.stands_for.rank != shape.rank:
            raise PositionError(f"{where}[{i}]: in a meld of one rank a wild stands for that "
                                f"rank, not {w.stands_for} (HF-07)")
    return shape
