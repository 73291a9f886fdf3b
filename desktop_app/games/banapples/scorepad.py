"""The Banapples score pad: read an end-of-round position and score it with the engine's code.

Input (SCOREPAD.md): `players`, `canopies` (each a list of cards bottom to top, or an object
`{"area": seat, "cards": [...]}`), `seed_piles` (one per seat), optional `options`,
`totals_before` and `target`. The player whose seed pile is empty went out (BA-16/17); with
no empty pile the round ended in a stalemate (BA-20) and nobody gets the bonus.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...cards.card import NotationError
from ..base import ConfigError
from ..outcome import decide_winner
from ..position import PositionError, PositionReader
from .config import BanapplesConfig
from .fruit import COPIES, Fruit, FruitCard, parse_fruit_face
from .rules import SEED_SIZE, canopy_misfit, fits_canopy
from .scoring import score_round

OPTIONS = ("seed_penalty", "strict_compost")
FIELDS = ("game", "players", "canopies", "seed_piles", "options", "totals_before", "target")


class _CardReader:
    """Reads fruit cards, handing out copy indices and counting copies per deck (BA-01)."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.used: Counter[tuple[Fruit, int, int]] = Counter()
        self.explicit: set[tuple[Fruit, int, int, int]] = set()

    def card(self, text: Any, where: str) -> FruitCard:
        if not isinstance(text, str):
            raise PositionError(f"{where}: expected a card like \"A3@1\", got {text!r}")
        try:
            fruit, value, owner, copy = parse_fruit_face(text)
        except NotationError as error:
            raise PositionError(f"{where}: {error}") from error
        if owner >= self.players:
            raise PositionError(f"{where}: {text!r} belongs to seat {owner}'s deck, but there "
                                f"are {self.players} players (BA-01: one deck per player)")
        face = (fruit, value, owner)
        self.used[face] += 1
        if self.used[face] > COPIES:
            raise PositionError(f"{where}: {fruit.letter}{value}@{owner} appears "
                                f"{self.used[face]} times, but a deck holds {COPIES} "
                                "(BA-01: two runs of each fruit)")
        if copy is None:
            copy = next(c for c in range(COPIES) if (*face, c) not in self.explicit)
        if (*face, copy) in self.explicit:
            raise PositionError(f"{where}: {text!r} names a card already placed")
        self.explicit.add((*face, copy))
        return FruitCard(fruit, value, owner, copy)


def score_position(data: Any) -> dict[str, Any]:
    reader = PositionReader(data, {}, "BA-01")
    reader.check_keys(data, FIELDS, "")
    piles_data = reader.get(data, "seed_piles", "", list)
    players = reader.get(data, "players", "", int, len(piles_data))
    options = reader.get(data, "options", "", dict, {})
    for name in options:
        if name not in OPTIONS:
            raise PositionError(f"options.{name}: unknown Banapples option "
                                f"(known: {', '.join(OPTIONS)})")
    try:
        config = BanapplesConfig(players=players, **options)
    except (ConfigError, TypeError) as error:
        field = "players" if "players" in str(error) else "options"
        raise PositionError(f"{field}: {error}") from error
    if len(piles_data) != players:
        raise PositionError(f"seed_piles: expected one pile for each of the {players} players, "
                            f"got {len(piles_data)}")
    cards = _CardReader(players)

    canopies: list[list[FruitCard]] = []
    for i, item in enumerate(reader.get(data, "canopies", "", list)):
        where = f"canopies[{i}]"
        area = None
        if isinstance(item, dict):
            reader.check_keys(item, ("area", "cards"), where)
            area = reader.get(item, "area", where, int)
            if not 0 <= area < players:
                raise PositionError(f"{where}.area: there is no seat {area}")
            item = reader.get(item, "cards", where, list)
            where = f"{where}.cards"
        if not isinstance(item, list):
            raise PositionError(f"{where}: expected a list of cards, bottom to top")
        pile = [cards.card(text, f"{where}[{j}]") for j, text in enumerate(item)]
        _check_canopy(pile, area, where)
        canopies.append(pile)

    seed_piles: list[list[FruitCard]] = []
    for seat, pile_data in enumerate(piles_data):
        where = f"seed_piles[{seat}]"
        if not isinstance(pile_data, list):
            raise PositionError(f"{where}: expected a list of cards")
        pile = [cards.card(text, f"{where}[{j}]") for j, text in enumerate(pile_data)]
        for j, card in enumerate(pile):
            if card.owner != seat:
                raise PositionError(f"{where}[{j}]: {card} is from seat {card.owner}'s deck; a "
                                    "seed pile holds only its owner's cards (BA-02)")
        if len(pile) > SEED_SIZE:
            raise PositionError(f"{where}: {len(pile)} cards, but a seed pile starts with "
                                f"{SEED_SIZE} (BA-02)")
        seed_piles.append(pile)

    empty = [seat for seat, pile in enumerate(seed_piles) if not pile]
    if len(empty) > 1:
        raise PositionError(f"seed_piles[{empty[1]}]: only one seed pile can be empty: the "
                            "round ends the instant the first one empties (BA-16, BA-23)")
    went_out = empty[0] if empty else None

    score = score_round(canopies, seed_piles, went_out, config.penalty_per_card)
    result: dict[str, Any] = {
        "game": "banapples",
        "ending": score.ending,
        "went_out": went_out,
        "player_scores": list(score.player_scores),
        "breakdown": [p.to_json() for p in score.players],
    }
    if "totals_before" in data:
        totals = reader.int_list(data, "totals_before", players)
        target = reader.get(data, "target", "", int, config.target)
        after = [t + d for t, d in zip(totals, score.player_scores, strict=True)]
        winner = decide_winner(after, target)
        result.update(totals_after=after, game_over=winner is not None, winner=winner)
    elif "target" in data:
        raise PositionError("target: given without totals_before (the totals it applies to)")
    return result


def _check_canopy(pile: list[FruitCard], area: int | None, where: str) -> None:
    if not pile:
        raise PositionError(f"{where}: a canopy holds at least its 1 (BA-06)")
    if pile[0].value != 1:
        raise PositionError(f"{where}[0]: a canopy starts with a 1, not {pile[0]} (BA-06)")
    if area is not None and pile[0].owner != area:
        raise PositionError(f"{where}[0]: {pile[0]} started a canopy in seat {area}'s area, but "
                            "a canopy is started only in its starter's own area (BA-07)")
    for j in range(1, len(pile)):
        if not fits_canopy(pile[j - 1], pile[j]):
            raise PositionError(f"{where}[{j}]: {canopy_misfit(pile[j - 1], pile[j])} (BA-06)")
