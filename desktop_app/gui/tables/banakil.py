"""The Banakil table: hands around, stock and the spread discard pile in the middle, each
player's melds in front of them; drags become Banakil actions."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from PySide6.QtCore import QCoreApplication

from ...cards.card import Card
from ...games.banakil.actions import Discard as DiscardAction
from ...games.banakil.actions import DrawStock, LayOff, Meld, TakeDiscard
from ...games.banakil.observation import BanakilObservation
from ...games.banakil.phase import Phase
from ...games.base import Action
from ...games.options import Way
from ..i18n import number_text, plural, signed_text
from ..message_text import cards_words, meld_words
from ..table.piles import PileKind, PileSpec, fit_melds
from .base import (
    Choice,
    Command,
    GameTable,
    Gesture,
    Hint,
    Refusal,
    TableContext,
    ToggleSelect,
    gesture_of,
    hand_label,
    offer,
    panel_height,
    rect,
    relative_places,
)

MELD_STEP = 0.3
PANEL_RESERVE = 2.1
"""Card widths kept free at the top right for the score panel."""
VIEWER_MELD_SCALE = 0.6
OTHER_MELD_SCALE = 0.5
OTHER_HAND_SCALE = 0.5
DISCARD_SCALE = 0.78
MIN_MELD_SCALE = 0.3
"""Crowded melds shrink down to this before they would spill onto another zone."""


def tr(text: str) -> str:
    return QCoreApplication.translate("BanakilTable", text)


class BanakilTable(GameTable):
    game_id = "banakil"
    columns = 13.0
    rows = 6.3

    # ---------------------------------------------------------------- zones

    def zone_cards(self, obs: BanakilObservation, viewer: int) -> dict[str, list[Card | None]]:
        zones: dict[str, list[Card | None]] = {
            "stock": [None] * obs.stock_count,
            "discard": list(obs.discard),
        }
        for seat in range(obs.players):
            zones[f"hand/{seat}"] = (list(obs.hand) if seat == viewer
                                     else [None] * obs.hand_sizes[seat])
        for meld in obs.melds:
            zones[f"meld/{meld.id}"] = list(meld.shape.cards)
        return zones

    def layout(self, ctx: TableContext) -> dict[str, PileSpec]:
        """Bands from top to bottom: the player opposite (hand, melds), the middle (stock and
        the spread discard pile, with the side players' hands and melds left and right), the
        viewer's melds and the viewer's hand across the whole width."""
        obs: BanakilObservation = ctx.obs
        W, H = ctx.card_w, ctx.card_h
        w, h = ctx.w, ctx.h
        m = 0.16 * W
        label = max(28.0, 0.34 * W)  # the scene draws a label 27 px over its zone
        places = {s: relative_places(obs.players)[(s - ctx.viewer) % obs.players]
                  for s in range(obs.players)}
        has_top = "top" in places.values()
        has_sides = bool({"left", "right"} & set(places.values()))
        specs: dict[str, PileSpec] = {}

        hand_h = H * 1.2
        hand = rect(1.2 * W, h - hand_h - m, w - 2.4 * W, hand_h)
        top_hand = rect(w * 0.32, label + m, w * 0.36, OTHER_HAND_SCALE * H)
        band_top = (top_hand.bottom() + label + 0.1 * W) if has_top else label + m
        middle_h = H
        # What is left between the hands goes to the melds: the viewer's two rows, and one
        # row for the player opposite; with large cards the viewer's rows give way first,
        # so that no meld lies over the stock or the pile.
        free = hand.top() - label - band_top - 2 * (label + 0.1 * W) - middle_h
        top_row = OTHER_MELD_SCALE * H + 0.1 * W if has_top else 0.0
        own_melds_h = max(MIN_MELD_SCALE * H * 2 + 0.2 * H,
                          min(VIEWER_MELD_SCALE * H * 2 + 0.2 * H, free - top_row))
        own_melds = rect(m, hand.top() - label - own_melds_h, w - 2 * m, own_melds_h)
        band_bottom = own_melds.top() - label - 0.1 * W
        side_w = 3.4 * W if has_sides else 0.0
        centre = rect(side_w + m, band_top, w - 2 * (side_w + m), band_bottom - band_top)
        top_melds_h = centre.height() - middle_h - label - 0.1 * W if has_top else 0.0

        stock = rect(centre.left() + 0.2 * W, centre.bottom() - middle_h, W, H)
        discard = rect(stock.right() + 0.6 * W, stock.top() + (H - DISCARD_SCALE * H) / 2,
                       centre.right() - stock.right() - 0.8 * W, DISCARD_SCALE * H)
        specs["stock"] = PileSpec("stock", PileKind.STACK, stock, 1.0, tr("Stock"),
                                  badge=str(obs.stock_count),
                                  tooltip=tr("The stock ({n} cards): click it or press D to "
                                             "draw its top card.").format(n=obs.stock_count))
        specs["discard"] = PileSpec("discard", PileKind.SPREAD, discard, DISCARD_SCALE,
                                    tr("Discard pile"), drop_target=True, max_step=0.42,
                                    badge=str(len(obs.discard)),
                                    tooltip=tr("The discard pile: drag a card to your hand to "
                                               "take it and every card above it (or press "
                                               "1–9); drop a card here to discard it."))

        partner = obs.partner()
        yours = self.speaks_to(ctx.viewer)
        for seat, place in places.items():
            name = self._seat_label(obs, seat, ctx.viewer)
            count = obs.hand_sizes[seat]
            zone = f"hand/{seat}"
            if place == "bottom":
                specs[zone] = PileSpec(zone, PileKind.FAN, hand, 1.0, hand_label(name, count),
                                       framed=False, raise_selected=True, max_step=0.56,
                                       drop_target=True)
                melds_area, scale = own_melds, VIEWER_MELD_SCALE
                title = tr("Your melds") if yours else self._melds_title(seat, partner)
            elif place == "top":
                specs[zone] = PileSpec(zone, PileKind.FAN, top_hand, OTHER_HAND_SCALE,
                                       hand_label(name, count), framed=False, max_step=0.2)
                melds_area = rect(centre.left(), band_top, centre.width(), top_melds_h)
                scale, title = OTHER_MELD_SCALE, self._melds_title(seat, partner)
            else:
                left = place == "left"
                # below the score panel
                top = max(band_top, PANEL_RESERVE * W,
                          panel_height(len(self.panel(obs))) + m + label)
                x = m if left else w - m - OTHER_HAND_SCALE * W
                hand_rect = rect(x, top, OTHER_HAND_SCALE * W, (band_bottom - top) * 0.7)
                # The count over the narrow column of backs, the name over the melds.
                specs[zone] = PileSpec(zone, PileKind.FAN, hand_rect, OTHER_HAND_SCALE,
                                       str(count), framed=False, max_step=0.14, vertical=True)
                melds_x = hand_rect.right() + 0.3 * W if left else \
                    w - side_w - m + 0.1 * W
                melds_area = rect(melds_x, top, side_w - OTHER_HAND_SCALE * W - 0.5 * W,
                                  band_bottom - top)
                scale, title = OTHER_MELD_SCALE, name
            table_zone = f"table/{seat}"
            tip = (tr("Your melds: drop three or more cards here to meld them, or onto a "
                      "meld to lay them off.") if seat == ctx.viewer and yours else
                   tr("{name}'s melds: you may lay off on them.").format(name=self.name(seat))
                   if seat == partner else
                   tr("{name}'s melds").format(name=self.name(seat)))
            specs[table_zone] = PileSpec(table_zone, PileKind.MELD, melds_area, scale, title,
                                         drop_target=seat == ctx.viewer, tooltip=tip)
            own = [x for x in obs.melds if x.owner == seat]
            sizes = [ctx.counts.get(f"meld/{x.id}", len(x.shape.cards)) for x in own]
            scale = max(0.15, min(scale, melds_area.height() / H))
            scale, boxes = fit_melds(melds_area, sizes, W, scale, MELD_STEP, 0.3,
                                     min(scale, MIN_MELD_SCALE))
            for meld, box in zip(own, boxes, strict=True):
                meld_zone = f"meld/{meld.id}"
                specs[meld_zone] = PileSpec(meld_zone, PileKind.MELD, box, scale, framed=False,
                                            max_step=MELD_STEP,
                                            drop_target=seat in (ctx.viewer, partner),
                                            tooltip=meld_words(meld.shape))
        return specs

    def _melds_title(self, seat: int, partner: int | None) -> str:
        """The header over a seat's melds: "Sari's melds", "Budi's melds (partner)" (the
        turn's ▶ stands on the hand's label above it)."""
        if seat == partner:
            return tr("{name}'s melds (partner)").format(name=self.name(seat))
        return tr("{name}'s melds").format(name=self.name(seat))

    def _seat_label(self, obs: BanakilObservation, seat: int, viewer: int) -> str:
        name = self.name(seat)
        if obs.partner() is not None and seat == (viewer + 2) % 4:
            name = tr("{name} (partner)").format(name=name)
        if seat == obs.current and obs.phase in (Phase.DRAW, Phase.PLAY):
            name = "▶ " + name
        return name

    # ---------------------------------------------------------------- gestures

    def _my_turn(self, obs: BanakilObservation, viewer: int, phase: Phase) -> bool:
        return obs.current == viewer and obs.phase is phase

    def drag_indices(self, obs: BanakilObservation, viewer: int, zone: str, index: int,
                     selected: Sequence[int]) -> list[int] | None:
        if zone == self.hand_zone(viewer):
            return sorted(selected) if index in selected else [index]
        if zone == "stock" and self._my_turn(obs, viewer, Phase.DRAW) and obs.stock_count:
            return [obs.stock_count - 1]
        if zone == "discard" and self._my_turn(obs, viewer, Phase.DRAW):
            return list(range(index, len(obs.discard)))
        return None

    def drop_zones(self, obs: BanakilObservation, viewer: int, src_zone: str) -> list[str]:
        return self.drop_targets(obs, viewer, src_zone, [])

    def drop_targets(self, obs: BanakilObservation, viewer: int, src_zone: str,
                     indices: Sequence[int], cards: Sequence[Card | None] = ()) -> list[str]:
        """The hand, the pile and the own meld area while playing; of the melds on the table,
        those the engine says the lifted cards go onto (BK-16)."""
        hand = self.hand_zone(viewer)
        if src_zone != hand:
            return [hand]
        zones = [hand]
        if self._my_turn(obs, viewer, Phase.PLAY):
            zones += ["discard", f"table/{viewer}"]
            lifted = [c for c in cards if c is not None]
            if lifted:
                zones += obs.options(lifted)["layoff"].targets
        return zones

    def drop(self, obs: BanakilObservation, viewer: int, src_zone: str,
             cards: Sequence[Card | None], indices: Sequence[int],
             dst_zone: str | None, selected: Sequence[Card] = ()) -> Gesture:
        hand = self.hand_zone(viewer)
        if dst_zone is None:
            return None
        if src_zone == "stock" and dst_zone == hand:
            return DrawStock()
        if src_zone == "discard" and dst_zone == hand:
            return TakeDiscard(len(obs.discard) - indices[0])
        if src_zone != hand:
            return None
        known = [c for c in cards if c is not None]
        if dst_zone == "discard":
            if len(known) != 1:
                return Refusal(tr("Discard one card at a time."))
            return DiscardAction(known[0])
        if dst_zone == f"table/{viewer}":
            return self.meld_gesture(obs, known)
        if dst_zone.startswith("meld/"):
            return self.lay_off_gesture(obs, int(dst_zone.split("/")[1]), known)
        return None

    def click(self, obs: BanakilObservation, viewer: int, zone: str | None, index: int | None,
              selected: Sequence[Card], double: bool) -> Gesture:
        hand = self.hand_zone(viewer)
        if zone == hand and index is not None:
            if double and self._my_turn(obs, viewer, Phase.PLAY):
                return DiscardAction(obs.hand[index]) if index < len(obs.hand) else None
            return ToggleSelect()
        if zone == "stock" and self._my_turn(obs, viewer, Phase.DRAW):
            return DrawStock()
        if zone == "discard" and index is not None and self._my_turn(obs, viewer, Phase.DRAW):
            return TakeDiscard(len(obs.discard) - index)
        if selected and zone == f"table/{viewer}":
            return self.meld_gesture(obs, list(selected))
        if selected and zone and zone.startswith("meld/"):
            return self.lay_off_gesture(obs, int(zone.split("/")[1]), list(selected))
        return None

    # ---------------------------------------------------------------- moves with readings

    def meld_gesture(self, obs: BanakilObservation, cards: list[Card]) -> Gesture:
        """A meld; when the cards can be read several ways (which card a wild stands for),
        the player chooses (BK-14)."""
        return gesture_of(obs.options(cards)["meld"], tr("Which meld do you mean?"),
                          lambda way: meld_words(way.shape))

    def lay_off_gesture(self, obs: BanakilObservation, meld_id: int,
                        cards: list[Card]) -> Gesture:
        """Cards dropped on a meld: the engine's ways onto that meld (which end, take the
        joker back or not), or why not."""
        if not cards or not any(m.id == meld_id for m in obs.melds):
            return None
        affordance = obs.options(cards)["layoff"]
        zone = f"meld/{meld_id}"
        ways = [way for way in affordance.ways if way.target == zone]
        if not ways:
            return LayOff(meld_id, tuple(cards))  # the engine says why not
        return gesture_of(replace(affordance, ways=tuple(ways)),
                          tr("How should the cards go on the meld?"), self._lay_off_words)

    def _lay_off_words(self, way: Way) -> str:
        text = meld_words(way.shape)
        if way.returned:
            text += "  " + tr("(take back {cards})").format(cards=cards_words(way.returned))
        return text

    def take_choice(self, obs: BanakilObservation) -> Gesture:
        pile = obs.discard
        if not pile:
            return Refusal(tr("The discard pile is empty."))
        options = tuple(
            (tr("Take the top card: {cards}").format(cards=cards_words(pile[-1:])) if k == 1
             else tr("Take the top {n} cards: {cards}").format(n=k, cards=cards_words(pile[-k:])),
             TakeDiscard(k)) for k in range(1, len(pile) + 1))
        return Choice(tr("How many cards from the discard pile?"), options)

    def lay_off_choice(self, obs: BanakilObservation, cards: Sequence[Card]) -> Gesture:
        """The keyboard's lay-off: every meld the engine says the cards go onto."""
        owners = {f"meld/{m.id}": m.owner for m in obs.melds}
        return gesture_of(obs.options(cards)["layoff"], tr("Lay off on which meld?"),
                          lambda way: f"{self.name(owners[way.target])}: "
                                      f"{self._lay_off_words(way)}" if way.target in owners
                          else self._lay_off_words(way))

    def commands(self, obs: BanakilObservation, viewer: int, selected: Sequence[Card],
                 focused: Card | None) -> list[Command]:
        target = list(selected) or ([focused] if focused is not None else [])
        picked = obs.options(list(selected))
        aimed = obs.options(target)
        return [
            offer(picked, "draw", "draw", tr("Draw"), "D", lambda: DrawStock(),
                  tr("Take the top card of the stock")),
            offer(picked, "take", "take", tr("Take pile…"), "T", lambda: self.take_choice(obs),
                  tr("Take cards from the discard pile (or press 1–9)")),
            offer(picked, "meld", "meld", tr("Meld"), "M",
                  lambda: self.meld_gesture(obs, list(selected)),
                  tr("Lay the selected cards down as a meld")),
            offer(aimed, "layoff", "layoff", tr("Lay off"), "L",
                  lambda: self.lay_off_choice(obs, target),
                  tr("Add the selected cards to your or your partner's meld")),
            offer(aimed, "discard", "discard", tr("Discard"), "X",
                  lambda: DiscardAction(target[0]) if len(target) == 1 else None,
                  tr("Discard the selected card and end your turn")),
        ]

    def number_key(self, obs: BanakilObservation, viewer: int, number: int,
                   selected: Sequence[Card] = ()) -> Gesture:
        if self._my_turn(obs, viewer, Phase.DRAW) and 1 <= number <= len(obs.discard):
            return TakeDiscard(number)
        return None

    # ---------------------------------------------------------------- panel and hint

    def panel(self, obs: BanakilObservation) -> list[tuple[str, str]]:
        lines = [(tr("Round"), str(obs.round_no)), (tr("Target"), number_text(obs.config.target))]
        if obs.config.partnerships:
            names = [f"{self.name(0)} & {self.name(2)}", f"{self.name(1)} & {self.name(3)}"]
        else:
            names = [self.name(s) for s in range(obs.players)]
        for name, total in zip(names, obs.totals, strict=True):
            lines.append((name, number_text(total)))
        return lines

    def unit_name(self, index: int, obs: BanakilObservation) -> str:
        if obs.config.partnerships:
            return f"{self.name(index)} & {self.name(index + 2)}"
        return self.name(index)

    def score_sheet(self, result: dict, obs: BanakilObservation
                    ) -> tuple[str, str, list[str], list[list[str]]]:
        title = tr("Round {n}").format(n=result["round"])
        if result["ending"] == "stock_exhausted":
            subtitle = tr("The stock ran out: nobody scores this round.")
        else:
            subtitle = tr("{name} went out.").format(name=self.name(result["went_out"]))
        headers = [tr("Player"), tr("Melded"), tr("In hand"), tr("Going out"), tr("Round")]
        rows = []
        for seat, part in enumerate(result["breakdown"]):
            fixed = part["fixed"]
            if fixed == 40:
                round_text = tr("40 (concealed)")
            elif fixed == -20:
                round_text = tr("−20 (no meld)")
            else:
                round_text = signed_text(part["score"])
            rows.append([self.name(seat), number_text(part["melded"]),
                         number_text(-part["in_hand"]),
                         signed_text(part["going_out_bonus"]) if part["going_out_bonus"] else "",
                         round_text])
        if result.get("team_scores") is not None:
            headers.append(tr("Team total"))
            totals = result["totals_after"]
            for seat, row in enumerate(rows):
                team = seat % 2
                row.append(f"{signed_text(result['team_scores'][team])} → "
                           f"{number_text(totals[team])}"
                           if seat < 2 else "")
        else:
            headers.append(tr("Total"))
            for seat, row in enumerate(rows):
                row.append(number_text(result["totals_after"][seat]))
        return title, subtitle, headers, rows

    def hint(self, obs: BanakilObservation, action: Action) -> Hint | None:
        if obs.phase not in (Phase.DRAW, Phase.PLAY) or obs.current != obs.seat:
            return None
        if isinstance(action, DrawStock):
            return Hint((), tr("Draw from the stock."))
        if isinstance(action, TakeDiscard):
            cards = tuple(obs.discard[-action.count:])
            return Hint(cards, plural(
                "BanakilTable", "Take %n card(s) from the discard pile.", action.count))
        if isinstance(action, Meld):
            return Hint(action.cards, tr("Meld these cards."))
        if isinstance(action, LayOff):
            return Hint(action.cards, tr("Lay this off on your meld."))
        if isinstance(action, DiscardAction):
            return Hint((action.card,), tr("Discard this card."))
        return None


