"""The Cap-It Rummy score pad: read an end-of-round position and score it with the engine's code.

Input (SCOREPAD.md): `round`, `ending`, `players` (each `hand`, `went_out`, and optionally
`melds`), optional `options` and `totals_before`.
"""

from __future__ import annotations

from typing import Any

from ...cards.card import Card, Face, format_cards
from ...cards.deck import copies_allowed
from ...cards.melds import MeldKind, MeldRules, MeldShape, explain_invalid, interpretations
from ..base import ConfigError
from ..position import PositionError, PositionReader, WrittenCard
from .config import CapItConfig
from .contract import Contract
from .rules import RULE_OF_MELD_ERROR, decks, meld_rules
from .scoring import STOCK_EXHAUSTED, WENT_OUT, PlayerPosition, lowest, score_round

OPTIONS = ("ace_low", "ace_penalty", "contracts")
MIN_ENTRIES = 2
"""A table holds 4 to 6 players; a pad may also score a shorter list (SCOREPAD's example)."""


def score_position(data: Any) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise PositionError("position: expected a JSON object")
    allowed = ("game", "round", "options", "ending", "players", "totals_before")
    entries = data.get("players")
    count = len(entries) if isinstance(entries, list) else 4
    packs, jokers = decks(max(count, 4))
    copies = {Face(rank, suit): n for (rank, suit), n in copies_allowed(packs, jokers).items()}
    reader = PositionReader(data, copies, f"{packs} packs and {jokers} jokers for {count} "
                            "players")
    reader.check_keys(data, allowed, "")
    config = _config(reader, data, count)
    rules = meld_rules(config)
    round_no = reader.get(data, "round", "", int)
    if not 1 <= round_no <= config.rounds:
        raise PositionError(f"round: must be 1 to {config.rounds}, not {round_no} (CR-04)")
    contract = config.contract(round_no)
    ending = reader.get(data, "ending", "", str)
    if ending not in (WENT_OUT, STOCK_EXHAUSTED):
        raise PositionError(f"ending: must be \"went_out\" or \"stock_exhausted\", not {ending!r}")

    players: list[PlayerPosition] = []
    for path, player in reader.objects(data, "players", ""):
        reader.check_keys(player, ("hand", "went_out", "melds"), path)
        went_out = reader.get(player, "went_out", path, bool, False)
        if "melds" in player:
            _read_melds(reader, rules, contract, player, path, went_out)
        hand = [reader.card_of(w) for w in reader.written_cards(player, "hand", path)]
        if went_out and hand:
            raise PositionError(f"{path}.hand: a player who went out holds no cards (CR-16)")
        players.append(PlayerPosition(tuple(hand), went_out))

    out = [i for i, p in enumerate(players) if p.went_out]
    if ending == WENT_OUT and len(out) != 1:
        raise PositionError(f"players: exactly one player went out when ending is went_out, "
                            f"found {len(out)} (CR-16)")
    if ending == STOCK_EXHAUSTED and out:
        raise PositionError(f"players[{out[0]}].went_out: nobody went out when the stock ran "
                            "out (CR-18)")

    score = score_round(players, config.ace_penalty)
    result: dict[str, Any] = {
        "game": "cap_it_rummy",
        "round": round_no,
        "contract": str(contract),
        "ending": ending,
        "player_scores": list(score.player_scores),
        "round_winners": list(score.round_winners),
    }
    if "totals_before" in data:
        totals = reader.int_list(data, "totals_before", len(players))
        after = [t + d for t, d in zip(totals, score.player_scores, strict=True)]
        game_over = round_no == config.rounds
        winners = list(lowest(after)) if game_over else []
        result.update(totals_after=after, game_over=game_over,
                      winner=winners[0] if len(winners) == 1 else None, winners=winners)
    return result


def _config(reader: PositionReader, data: dict[str, Any], count: int) -> CapItConfig:
    options = reader.get(data, "options", "", dict, {})
    for name in options:
        if name not in OPTIONS:
            raise PositionError(f"options.{name}: unknown Cap-It Rummy option "
                                f"(known: {', '.join(OPTIONS)})")
    if not MIN_ENTRIES <= count <= 6:
        raise PositionError(f"players: a Cap-It Rummy table seats 4 to 6 (a score sheet may "
                            f"list as few as {MIN_ENTRIES}), got {count}")
    kinds = {"ace_low": bool, "ace_penalty": int, "contracts": list}
    for name in options:
        reader.get(options, name, "options", kinds[name])
    if "contracts" in options:
        for i, text in enumerate(options["contracts"]):
            if not isinstance(text, str):
                raise PositionError(f"options.contracts[{i}]: expected text like \"set3 run4\"")
    values: dict[str, Any] = {k: tuple(v) if k == "contracts" else v
                              for k, v in options.items()}
    try:
        return CapItConfig(players=max(count, 4), **values)
    except ConfigError as error:
        raise PositionError(f"options: {error}") from error


def _read_melds(reader: PositionReader, rules: MeldRules, contract: Contract,
                player: dict[str, Any], path: str, went_out: bool) -> None:
    """CR-14: every meld legal; CR-08: a player with melds down has laid the contract, and a
    player who went out has melds."""
    melds_data = reader.get(player, "melds", path, list)
    shapes = []
    for i, meld in enumerate(melds_data):
        where = f"{path}.melds[{i}]"
        if not isinstance(meld, list):
            raise PositionError(f"{where}: expected a list of cards")
        written = [reader.written_card(text, f"{where}[{j}]", allow_meaning=True)
                   for j, text in enumerate(meld)]
        shapes.append(_read_meld(reader, rules, written, where))
    if went_out and not shapes:
        raise PositionError(f"{path}.melds: a player who went out has laid the contract, "
                            "but no melds are listed (CR-08)")
    if shapes and contract.assign(shapes, exact=False) is None:
        raise PositionError(f"{path}.melds: a player with melds down has laid the contract "
                            f"({contract.describe()}), which these melds do not hold (CR-08)")


def _read_meld(reader: PositionReader, rules: MeldRules, written: list[WrittenCard],
               where: str) -> MeldShape:
    cards: list[Card] = [reader.card_of(w) for w in written]
    wanted = {i: w.stands_for for i, w in enumerate(written) if w.stands_for is not None}
    for i in wanted:
        if not rules.is_wild(cards[i]):
            raise PositionError(f"{where}[{i}]: {cards[i]} is not wild, so it stands for itself")
    readings = interpretations(cards, rules, new=False)
    fitting = [r for r in readings if _fits(r, cards, wanted)]
    if fitting:
        return fitting[0]
    text = format_cards(cards)
    if readings:
        raise PositionError(f"{where}: in \"{text}\" the wild cards cannot stand for what the "
                            "position says (CR-14)")
    error = explain_invalid(cards, rules, new=False)
    rule = RULE_OF_MELD_ERROR.get(error.code, "CR-14")
    raise PositionError(f"{where}: \"{text}\" is not a legal Cap-It Rummy meld "
                        f"({rule}: {error.reason})")


def _fits(shape: MeldShape, cards: list[Card], wanted: dict[int, Face]) -> bool:
    for i, face in wanted.items():
        assert face is not None
        index = shape.cards.index(cards[i])
        if shape.kind is MeldKind.SET:
            if face.rank != shape.rank:
                return False
        elif shape.represents(index) != face:
            return False
    return True
