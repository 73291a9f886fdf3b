"""Bain Hand and Foot's own lines for the game log: the foot picked up (HF-17), red 3s set down
(HF-06) and canastas closed (HF-11). Melds belong to partnerships."""

from __future__ import annotations

from ...cards.card import Card, Ranks
from ..messages import QT_TRANSLATE_NOOP, Template
from ..narration import CONTEXT, Group, LogLine, Narrator, SeatName, TeamName, zone_seat
from .rules import CANASTA_SIZE, CanastaType, canasta_type, is_wild
from .state import team_of

FOOT = Template("foot", QT_TRANSLATE_NOOP(CONTEXT, "{seat} picked up their foot"))
RED_THREE = Template("red_three", QT_TRANSLATE_NOOP(CONTEXT, "{seat} set down a red 3: {card}"))
NATURAL = Template("natural_canasta", QT_TRANSLATE_NOOP(
    CONTEXT, "{team} closed a natural canasta of {rank}"))
MIXED = Template("mixed_canasta", QT_TRANSLATE_NOOP(
    CONTEXT, "{team} closed a mixed canasta of {rank}"))
WILD = Template("wild_canasta", QT_TRANSLATE_NOOP(CONTEXT, "{team} closed a canasta of wild cards"))


def hook(narrator: Narrator, actor: int | None, group: Group) -> list[LogLine] | None:
    seat = zone_seat(group.dst, "hand")
    if seat is not None and group.src.startswith("foot/"):
        if "foot" in narrator.said:
            return []  # red 3s set down from the foot split it in parts: one line
        narrator.said.add("foot")
        return [LogLine(FOOT(seat=SeatName(seat)), (seat,), len(group.cards))]
    if group.dst.startswith("red3/") and group.all_known:
        # Dealt red 3s go down at the start of their owner's first turn (HF-05), inside the
        # previous seat's action: the hand they leave says whose they are.
        who = zone_seat(group.src, "hand")
        if who is None:
            who = actor
        if who is None:
            return None
        return [LogLine(RED_THREE(seat=SeatName(who), card=card), (who,), cards=(card,))
                for card in group.known]
    if group.meld is None or not group.dst.startswith("meld"):
        return None
    lines = narrator.shared_lines(actor, group)
    before = narrator.sizes.get(group.dst, 0)
    cards = [card for card in group.meld.cards if isinstance(card, Card)]
    kind = canasta_type(cards)
    if before < CANASTA_SIZE and kind is not None:
        team = TeamName(group.meld.owner)
        naturals = [card.rank for card in cards if not is_wild(card)]
        if kind is CanastaType.WILD or not naturals:
            line = WILD(team=team)
        elif kind is CanastaType.MIXED:
            line = MIXED(team=team, rank=Ranks(naturals[0]))
        else:
            line = NATURAL(team=team, rank=Ranks(naturals[0]))
        lines.append(LogLine(line, (), cards=tuple(cards)))
    return lines


def narrator() -> Narrator:
    return Narrator(team_of=team_of, hooks=(hook,))
