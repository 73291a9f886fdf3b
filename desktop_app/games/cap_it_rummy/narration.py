"""Cap-It Rummy's own line for the game log: the push (the discard and a card from the stock go
to the next player, CR-10). Everything else is told by `games.narration`."""

from __future__ import annotations

from ..messages import QT_TRANSLATE_NOOP, Template
from ..narration import CONTEXT, Group, Hidden, LogLine, Narrator, SeatName, zone_seat

PUSHED = Template("pushed", QT_TRANSLATE_NOOP(
    CONTEXT, "{seat} pushed %n card(s) to {target}: {cards}"))
PUSHED_UNSEEN = Template("pushed_unseen", QT_TRANSLATE_NOOP(
    CONTEXT, "{seat} pushed %n card(s) to {target}: {cards} and {unseen}"))


class PushHook:
    """The push arrives as two groups (the discard, then the stock card into the same hand);
    the first is held back so the log says it once, with both cards."""

    def __init__(self) -> None:
        self.held: Group | None = None

    def __call__(self, narrator: Narrator, actor: int | None, group: Group) -> list[LogLine] | None:
        target = zone_seat(group.dst, "hand")
        if target is None or actor is None or target == actor or narrator.dealing:
            self.held = None
            return None
        if group.src == "discard":
            self.held = group
            return []
        if group.src == "stock" and self.held is not None and self.held.dst == group.dst:
            held, self.held = self.held, None
            cards = [*held.known, *group.known]
            hidden = len(held.cards) + len(group.cards) - len(cards)
            count = len(held.cards) + len(group.cards)
            seat, to = SeatName(actor), SeatName(target)
            message = PUSHED_UNSEEN(seat=seat, target=to, count=count, cards=cards,
                                    unseen=Hidden(hidden)) if hidden \
                else PUSHED(seat=seat, target=to, count=count, cards=cards)
            return [LogLine(message, (actor, target), count, cards=tuple(cards))]
        return None


def narrator() -> Narrator:
    return Narrator(hooks=(PushHook(),))
