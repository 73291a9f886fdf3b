"""The Banakil score pad: read an end-of-round position and score it with the engine's code."""

from __future__ import annotations

from typing import Any

from ...cards.card import Card, Face, format_cards
from ...cards.deck import copies_allowed
from ...cards.melds import MeldKind, MeldShape, explain_invalid, interpretations
from ..base import ConfigError
from ..outcome import decide_winner
from ..position import PositionError, PositionReader, WrittenCard
from .config import BanakilConfig
from .rules import JOKERS, PACKS, RULE_OF_MELD_ERROR, meld_rules
from .scoring import STOCK_EXHAUSTED, WENT_OUT, PlayerPosition, score_round

OPTIONS: dict[str, type] = {"sets_any_rank": bool, "min_naturals": int, "partnership_sum": bool}


def score_position(data: Any) -> dict[str, Any]:
    copies = {Face(rank, suit): n for (rank, suit), n in copies_allowed(PACKS, JOKERS).items()}
    reader = PositionReader(data, copies, "BK-01: two packs and two jokers")
    reader.check_keys(data, ("game", "partnerships", "options", "ending", "players",
                             "totals_before", "target"), "")
    partnerships = reader.get(data, "partnerships", "", bool, False)
    options = reader.get(data, "options", "", dict, {})
    for name in options:
        if name not in OPTIONS:
            raise PositionError(f"options.{name}: unknown Banakil option "
                                f"(known: {', '.join(OPTIONS)})")
        reader.get(options, name, "options", OPTIONS[name])
    ending = reader.get(data, "ending", "", str)
    if ending not in (WENT_OUT, STOCK_EXHAUSTED):
        raise PositionError(f"ending: must be \"went_out\" or \"stock_exhausted\", not {ending!r}")
    players_data = reader.objects(data, "players", "")
    try:
        config = BanakilConfig(players=len(players_data), partnerships=partnerships,
                               **{k: options[k] for k in options})
    except (ConfigError, TypeError) as error:
        field = next((f"options.{name}" for name in options if name in str(error)), "players")
        raise PositionError(f"{field}: {error}") from error
    rules = meld_rules(config)

    players: list[PlayerPosition] = []
    for path, player in players_data:
        reader.check_keys(player, ("melds", "hand", "went_out", "concealed"), path)
        melds = []
        for i, meld in enumerate(reader.get(player, "melds", path, list, [])):
            where = f"{path}.melds[{i}]"
            if not isinstance(meld, list):
                raise PositionError(f"{where}: expected a list of cards")
            written = [reader.written_card(text, f"{where}[{j}]", allow_meaning=True)
                       for j, text in enumerate(meld)]
            melds.append(_read_meld(reader, rules, written, where).cards)
        hand = [reader.card_of(w) for w in reader.written_cards(player, "hand", path)]
        went_out = reader.get(player, "went_out", path, bool, False)
        concealed = reader.get(player, "concealed", path, bool, False)
        if went_out and hand:
            raise PositionError(f"{path}.hand: a player who went out holds no cards (BK-19)")
        if went_out and not melds:
            raise PositionError(f"{path}.melds: a player who went out has melded: 18 cards "
                                "cannot be shed by discarding alone (BK-19)")
        if concealed and not went_out:
            raise PositionError(f"{path}.concealed: only the player who went out can score the "
                                "concealed 40 (BK-24)")
        players.append(PlayerPosition(tuple(melds), tuple(hand), went_out, concealed))

    out = [i for i, p in enumerate(players) if p.went_out]
    if ending == WENT_OUT and len(out) != 1:
        raise PositionError(f"players: exactly one player went out when ending is went_out, "
                            f"found {len(out)} (BK-19)")
    if ending == STOCK_EXHAUSTED and out:
        raise PositionError(f"players[{out[0]}].went_out: nobody went out when the stock ran "
                            "out (BK-20)")

    score = score_round(players, ending, partnerships, config.partnership_sum)
    result: dict[str, Any] = {
        "game": "banakil",
        "ending": ending,
        "player_scores": list(score.player_scores),
        "team_scores": None if score.team_scores is None else list(score.team_scores),
        "breakdown": [p.to_json() for p in score.players],
    }
    if "totals_before" in data:
        totals = reader.int_list(data, "totals_before", config.teams)
        target = reader.get(data, "target", "", int, config.target)
        if target < 1:
            raise PositionError(f"target: must be a positive score, not {target} (BK-28)")
        after = [t + d for t, d in zip(totals, score.deltas, strict=True)]
        winner = decide_winner(after, target)
        result.update(totals_after=after, game_over=winner is not None, winner=winner)
    return result


def _read_meld(reader: PositionReader, rules: Any, written: list[WrittenCard],
               where: str) -> MeldShape:
    cards: list[Card] = [reader.card_of(w) for w in written]
    readings = interpretations(cards, rules, new=False)
    naturals = sum(not rules.is_wild(c) for c in cards)
    if readings and naturals < rules.min_naturals:
        # Naturals never leave a laid meld, and a new one needs min_naturals of them.
        raise PositionError(f"{where}: \"{format_cards(cards)}\" holds {naturals} natural "
                            f"card(s); every Banakil meld is laid with at least "
                            f"{rules.min_naturals} (BK-13)")
    wanted = {i: w.stands_for for i, w in enumerate(written) if w.stands_for is not None}
    for i in wanted:
        if not rules.is_wild(cards[i]):
            raise PositionError(f"{where}[{i}]: {cards[i]} is not wild, so it stands for itself")
    fitting = [r for r in readings if _fits(r, cards, wanted)]
    if fitting:
        return fitting[0]
    text = format_cards(cards)
    if readings:
        raise PositionError(f"{where}: in \"{text}\" the wild cards cannot stand for what the "
                            "position says (BK-14)")
    error = explain_invalid(cards, rules, new=False)
    natural_cards = [c for c in cards if not rules.is_wild(c)]
    kind = "set" if len({c.rank for c in natural_cards}) <= 1 and error.code.startswith("set") \
        else "meld" if error.code in ("too_short", "no_natural") else "run"
    rule = RULE_OF_MELD_ERROR.get(error.code, "BK-11")
    raise PositionError(f"{where}: \"{text}\" is not a legal Banakil {kind} "
                        f"({rule}: {error.reason})")


def _fits(shape: MeldShape, cards: list[Card], wanted: dict[int, Face]) -> bool:
    for i, face in wanted.items():
        index = shape.cards.index(cards[i])
        meant = shape.represents(index)
        if shape.kind is MeldKind.SET:
            if face.rank != shape.rank:
                return False
            natural_suits = {c.suit for j, c in enumerate(shape.cards) if not shape.is_wild_at(j)}
            if face.suit in natural_suits:
                return False
        elif meant != face:
            return False
    return True
