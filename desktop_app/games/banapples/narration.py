"""Banapples' game log: plays onto canopies and trees, and turns of the compost. There are no
turns, so every line names who played."""

from __future__ import annotations

from ..messages import QT_TRANSLATE_NOOP, Template
from ..narration import CONTEXT, Group, Hidden, LogLine, Narrator, SeatName
from .zones import AREA, CANOPY, COMPOST, TREE, parse_zone

STARTED = Template("started_canopy", QT_TRANSLATE_NOOP(
    CONTEXT, "{seat} started a canopy with {card}"))
ON_CANOPY = Template("on_canopy", QT_TRANSLATE_NOOP(CONTEXT, "{seat} played {card} on a canopy"))
ON_TREE = Template("on_tree", QT_TRANSLATE_NOOP(CONTEXT, "{seat} put {cards} on a tree"))
COMPOSTED = Template("composted", QT_TRANSLATE_NOOP(
    CONTEXT, "{seat} turned %n card(s) onto the compost"))


def hook(narrator: Narrator, actor: int | None, group: Group) -> list[LogLine] | None:
    if narrator.dealing:
        return []  # the deal is one line
    src, dst = parse_zone(group.src), parse_zone(group.dst)
    if dst is None:
        return None
    seat = actor if actor is not None else src.seat if src is not None and src.seat >= 0 \
        else None
    if seat is None:
        return []
    count = len(group.cards)
    cards: object = list(group.known) if group.all_known else Hidden(count)
    if dst.kind in (CANOPY, AREA):
        first = group.known[0] if group.known else Hidden(1)
        template = ON_CANOPY if dst.kind == CANOPY and group.dst_index != 0 else STARTED
        return [LogLine(template(seat=SeatName(seat), card=first), (seat,), count,
                        cards=group.known)]
    if dst.kind == TREE:
        return [LogLine(ON_TREE(seat=SeatName(seat), cards=cards), (seat,), count,
                        cards=group.known)]
    if dst.kind == COMPOST:
        return [LogLine(COMPOSTED(seat=SeatName(seat), count=count), (seat,), count)]
    return None


def narrator() -> Narrator:
    return Narrator(hooks=(hook,))
