"""The Cap-It Rummy table: your hand along the bottom with the round's contract laid out as
slots above it, the other players around the table each with their melds, the stock and the
discard pile in the middle; drags and keys become Cap-It actions.

The contract goes down in one action (CR-08), so before it the table lets the player set
groups aside on the contract's slots (a `Rearrange`, not an engine action); the group that
completes the contract lays it all (`LayContract`). A whole contract dropped at once, or the
Lay-contract command, offers the meld finder's readings instead.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from PySide6.QtCore import QRectF

from ...cards.card import Card, parse_card
from ...cards.meld_finder import MeldFinder
from ...cards.melds import MeldShape
from ...games.base import Action, GameEnded
from ...games.cap_it_rummy.actions import (
    Discard,
    DrawStock,
    LayContract,
    LayOff,
    Meld,
    Push,
    SwapWild,
    TakeDiscard,
)
from ...games.cap_it_rummy.contract import Contract, Requirement
from ...games.cap_it_rummy.observation import CapItObservation
from ...games.cap_it_rummy.options import contract_plans, finder_for, part_readings
from ...games.cap_it_rummy.phase import Phase
from ...games.cap_it_rummy.table import meld_action
from ...games.options import Way
from ..card_words import card_text, cards_markup, cards_text, meld_text
from ..i18n import number_text
from ..message_text import meld_words, message_text
from ..table.piles import PileKind, PileSpec, fit_melds, meld_width
from .base import (
    Choice,
    Command,
    GameTable,
    Gesture,
    Hint,
    Rearrange,
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
from .cap_it_words import contract_text, part_text, reading_key, tr

MELD_STEP = 0.3
"""Overlap of cards in a meld, in card widths."""
MIN_MELD_SCALE = 0.3
MIN_MIDDLE = 0.62
"""Card heights the stock and the discard pile keep between the others' melds and yours."""
OWN_MELD_SCALE = 0.66
OTHER_MELD_SCALES = {4: 0.5, 5: 0.46, 6: 0.44}
"""The others' melds: as large as the seats around the table leave room for."""
OTHER_HAND_SCALE = 0.42
STOCK_SCALE = 0.9
SIDE_WIDTH = 3.4
"""Width of the boxes of the players at the sides, in card widths."""
CARD_RATIO = 1.4
LABEL = 28.0
"""Room above a zone for its label (pixels)."""
PANEL_WIDTH = 300.0
"""The score panel floats at the top right; its size is estimated to keep it clear."""
CHOICES = 8
"""Most readings a menu offers."""


class CapItRummyTable(GameTable):
    game_id = "cap_it_rummy"
    columns = 14.0
    rows = 5.6

    def __init__(self, seats: Sequence) -> None:
        super().__init__(seats)
        self._staged: dict[int, Meld] = {}
        """Contract part index → the declared meld set aside for it."""
        self._staged_key: tuple[int, int, int] | None = None
        """(viewer, round, turn) the staging belongs to."""
        self._finders: dict[tuple, MeldFinder] = {}

    # ---------------------------------------------------------------- staging

    def staged(self, obs: CapItObservation) -> dict[int, Meld]:
        """The groups set aside for the contract, while they still can be: the viewer's own
        play phase before the contract, every card still in hand. Stale groups are dropped."""
        key = (obs.seat, obs.round_no, obs.turn_no)
        hand = set(obs.hand)
        if (self._staged_key != key or not obs.my_turn_to_play
                or obs.has_contract(obs.seat)
                or any(c not in hand for meld in self._staged.values() for c in meld.cards)):
            self._staged = {}
            self._staged_key = key
        return self._staged

    def _stage(self, obs: CapItObservation, part: int, meld: Meld) -> Rearrange:
        key = (obs.seat, obs.round_no, obs.turn_no)

        def change() -> None:
            if self._staged_key != key:
                self._staged = {}
                self._staged_key = key
            self._staged[part] = meld

        return Rearrange(change)

    def _unstage(self, parts: Sequence[int]) -> Rearrange:
        def change() -> None:
            for part in parts:
                self._staged.pop(part, None)

        return Rearrange(change)

    # ---------------------------------------------------------------- zones

    def public(self, zone: str) -> bool:
        # A contract's slots hold cards the viewer set aside from their own hand.
        return not zone.startswith("slot/") and super().public(zone)

    def zone_cards(self, obs: CapItObservation, viewer: int) -> dict[str, list[Card | None]]:
        zones: dict[str, list[Card | None]] = {
            "stock": [None] * obs.stock_count,
            "discard": list(obs.discard),
        }
        staged = self.staged(obs) if obs.seat == viewer else {}
        aside = {c for meld in staged.values() for c in meld.cards}
        for seat in range(obs.players):
            zones[f"hand/{seat}"] = ([c for c in obs.hand if c not in aside] if seat == viewer
                                     else [None] * obs.hand_sizes[seat])
        for part, meld in staged.items():
            zones[f"slot/{part}"] = list(meld.cards)
        for meld_view in obs.melds:
            zones[f"meld/{meld_view.id}"] = list(meld_view.shape.cards)
        return zones

    # ---------------------------------------------------------------- layout

    def layout(self, ctx: TableContext) -> dict[str, PileSpec]:
        """The viewer's hand along the bottom with their melds (or the contract's slots) above
        it; the other players around the table, clockwise, each a box of backs and melds;
        the stock, the discard pile and the round's contract in the middle."""
        obs: CapItObservation = ctx.obs
        W, H = ctx.card_w, ctx.card_h
        w, h = ctx.w, ctx.h
        m = 0.15 * W
        specs: dict[str, PileSpec] = {}
        places = relative_places(obs.players)
        place_of = {s: places[(s - ctx.viewer) % obs.players] for s in range(obs.players)}

        # The viewer: hand at the bottom, melds or the contract's slots above it.
        hand_h = 1.22 * H
        hand = rect(1.3 * W, h - m - hand_h, w - 2.6 * W, hand_h)
        own_h = OWN_MELD_SCALE * H * 1.24
        own = rect(m, hand.top() - LABEL - 0.04 * H - own_h, w - 2 * m, own_h)
        self._lay_viewer(ctx, hand, own, specs)

        # The others around the top part of the table; the score panel floats top right.
        panel_h = panel_height(len(self.panel(obs)))
        region_top = m + LABEL
        region_bottom = own.top() - LABEL - 0.1 * W
        side_w = SIDE_WIDTH * W
        top_h = (OTHER_HAND_SCALE + OTHER_MELD_SCALES[obs.players] * 2.3) * H + 0.1 * W
        # Large cards: the player opposite gives way, the stock and the pile keep their room.
        top_h = min(top_h, region_bottom - region_top - LABEL - MIN_MIDDLE * H)
        tops = [p for p in places if p.startswith("top")]
        left_edge = m + side_w + 0.35 * W
        right_edge = w - m - max(side_w, PANEL_WIDTH) - 0.35 * W
        boxes: dict[str, QRectF] = {}
        side_top = max(region_top, m + panel_h + LABEL)
        side_h = region_bottom - side_top
        boxes["left"] = rect(m, side_top, side_w, side_h)
        boxes["right"] = rect(w - m - side_w, side_top, side_w, side_h)
        if tops:
            each = (right_edge - left_edge) / len(tops)
            width = min(each - 0.35 * W, 6.0 * W)
            for i, place in enumerate(tops):
                x = left_edge + each * i + (each - width) / 2
                boxes[place] = rect(x, region_top, width, top_h)
        for seat, place in place_of.items():
            if place != "bottom":
                self._lay_other(ctx, seat, boxes[place], specs)

        # The round and its contract in the corner opposite the score panel, where the eye
        # starts; the stock and the discard pile in the middle.
        banner = rect(m, region_top - LABEL * 0.5, side_w, side_top - region_top - 0.2 * H)
        text = tr("Round {n} of {total}").format(n=obs.round_no, total=obs.config.rounds)
        specs["banner"] = PileSpec("banner", PileKind.STACK, banner, 1.0, framed=False,
                                   text=f"{text}\n{contract_text(obs.contract)}",
                                   tooltip=tr("This round's contract: what each player must "
                                              "lay down before melding anything else"))
        middle_top = region_top + (top_h + LABEL if tops else 0.0)
        middle = rect(left_edge, middle_top, w - m - side_w - 0.35 * W - left_edge,
                      region_bottom - middle_top)
        self._lay_middle(ctx, middle, specs)
        return specs

    def _lay_middle(self, ctx: TableContext, middle: QRectF,
                    specs: dict[str, PileSpec]) -> None:
        obs: CapItObservation = ctx.obs
        W, H = ctx.card_w, ctx.card_h
        scale = min(1.0, max(0.5, middle.height() / H))
        card_h = scale * H
        y = middle.center().y() - card_h / 2
        stock_w = STOCK_SCALE * scale * W
        x = middle.center().x() - (stock_w + 0.6 * W + scale * W) / 2
        stock = rect(x, y + (card_h - STOCK_SCALE * card_h) / 2, stock_w,
                     STOCK_SCALE * card_h)
        discard = rect(stock.right() + 0.6 * W, y, scale * W, card_h)
        specs["stock"] = PileSpec("stock", PileKind.STACK, stock, STOCK_SCALE * scale,
                                  tr("Stock"), badge=str(obs.stock_count),
                                  tooltip=tr("The stock ({n} cards)").format(
                                      n=obs.stock_count))
        specs["discard"] = PileSpec("discard", PileKind.STACK, discard, scale,
                                    tr("Discard pile"), badge=str(len(obs.discard)),
                                    drop_target=True,
                                    tooltip=tr("The discard pile: take its top card (T) or "
                                               "push it on with the stock card (P); drop a "
                                               "card here to discard it."))

    def _seat_name(self, obs: CapItObservation, seat: int) -> str:
        name = self.name(seat)
        if obs.current == seat and obs.phase in (Phase.DRAW, Phase.PLAY):
            name = "▶ " + name
        return name

    def _lay_viewer(self, ctx: TableContext, hand: QRectF, own: QRectF,
                    specs: dict[str, PileSpec]) -> None:
        obs: CapItObservation = ctx.obs
        W = ctx.card_w
        viewer = ctx.viewer
        play = obs.my_turn_to_play
        count = obs.hand_sizes[viewer]
        label = hand_label(self._seat_name(obs, viewer), count)
        aside = len(self._aside(obs)) if obs.seat == viewer else 0
        if aside:
            label += "  " + tr("({n} set aside)").format(n=aside)
        specs[f"hand/{viewer}"] = PileSpec(f"hand/{viewer}", PileKind.FAN, hand, 1.0, label,
                                           framed=False, raise_selected=True, max_step=0.56,
                                           drop_target=True)
        zone = f"table/{viewer}"
        scale = OWN_MELD_SCALE
        # A demo's bottom seat is the computer's: named, as the others are.
        yours = self.speaks_to(viewer)
        name = self.name(viewer)
        if obs.has_contract(viewer):
            specs[zone] = PileSpec(zone, PileKind.MELD, own, scale,
                                   tr("Your melds · ✓ contract down") if yours else
                                   tr("{name}'s melds · ✓ contract down").format(name=name),
                                   drop_target=play,
                                   tooltip=tr("Your melds: drop cards here to meld them, or "
                                              "onto any meld to lay them off.") if yours else
                                   tr("{name}'s melds").format(name=name))
            self._lay_melds(ctx, viewer, own, scale, specs)
            return
        contract = contract_text(obs.contract)
        specs[zone] = PileSpec(zone, PileKind.MELD, own, scale,
                               tr("Your contract: {contract}").format(contract=contract)
                               if yours else tr("{name}'s contract: {contract}").format(
                                   name=name, contract=contract), drop_target=play,
                               tooltip=tr("Lay your contract by dropping its melds on the "
                                          "slots."))
        # One slot per part of the contract; a group set aside sits in its slot.
        staged = self.staged(obs)
        slot_h = W * scale * CARD_RATIO
        gap = 0.6 * W
        parts = obs.contract.parts
        widths = [meld_width(max(ctx.counts.get(f"slot/{k}", 0), part.length + 1, 6), W,
                             scale, MELD_STEP) for k, part in enumerate(parts)]
        x = own.center().x() - (sum(widths) + gap * (len(widths) - 1)) / 2
        y = own.center().y() - slot_h / 2
        for k in sorted(range(len(parts)), key=lambda k: reading_key(parts[k])):
            part = parts[k]
            slot = rect(x, y, widths[k], slot_h)
            words = part_text(part)
            filled = k in staged
            specs[f"slot/{k}"] = PileSpec(
                f"slot/{k}", PileKind.MELD, slot, scale, ("✓ " + words) if filled else "",
                drop_target=play and not filled, max_step=MELD_STEP,
                text="" if filled else words,
                tooltip=tr("Set aside for your contract: {part}").format(part=words) if filled
                else tr("Drop the cards for {part} here; the contract goes down once every "
                        "slot is filled.").format(part=words))
            x = slot.right() + gap

    def _lay_other(self, ctx: TableContext, seat: int, box: QRectF,
                   specs: dict[str, PileSpec]) -> None:
        """A box of backs with the player's name, count and contract, and their melds: below
        the backs when the box is tall enough, else beside them."""
        obs: CapItObservation = ctx.obs
        W, H = ctx.card_w, ctx.card_h
        count = obs.hand_sizes[seat]
        fan_w = OTHER_HAND_SCALE * W * (1 + 0.16 * max(0, count - 1))
        fan_h = OTHER_HAND_SCALE * H
        scale = OTHER_MELD_SCALES[obs.players]
        meld_h = scale * H
        label = hand_label(self._seat_name(obs, seat), count)
        if obs.has_contract(seat):
            label += "  " + tr("✓ contract")
        stacked = box.height() >= fan_h + 0.15 * H + meld_h * 1.15
        fan_w = min(fan_w, box.width() if stacked else box.width() * 0.4)
        hand = rect(box.left(), box.top(), fan_w, fan_h)
        specs[f"hand/{seat}"] = PileSpec(f"hand/{seat}", PileKind.FAN, hand, OTHER_HAND_SCALE,
                                         label, framed=False, max_step=0.16)
        if stacked:
            area = rect(box.left(), hand.bottom() + 0.15 * H, box.width(),
                        box.bottom() - hand.bottom() - 0.15 * H)
        else:
            area = rect(hand.right() + 0.3 * W, box.top(), box.right() - hand.right() - 0.3 * W,
                        box.height())
        specs[f"table/{seat}"] = PileSpec(
            f"table/{seat}", PileKind.MELD, area, scale,
            tooltip=tr("{name}'s melds: once your contract is down you may lay off on "
                       "them.").format(name=self.name(seat)))
        self._lay_melds(ctx, seat, area, scale, specs)

    def _lay_melds(self, ctx: TableContext, seat: int, area: QRectF, scale: float,
                   specs: dict[str, PileSpec]) -> None:
        """A player's melds in rows inside `area`; when many melds crowd it, the cards shrink
        before they overlap so much that their corners hide."""
        obs: CapItObservation = ctx.obs
        own = [m for m in obs.melds if m.owner == seat]
        sizes = [ctx.counts.get(f"meld/{m.id}", len(m.shape.cards)) for m in own]
        W = ctx.card_w
        pad = 0.08 * W
        inner = rect(area.left() + pad, area.top() + pad, area.width() - 2 * pad,
                     area.height() - 2 * pad)
        scale, boxes = fit_melds(inner, sizes, W, scale, MELD_STEP, 0.3, MIN_MELD_SCALE)
        for meld, box in zip(own, boxes, strict=True):
            zone = f"meld/{meld.id}"
            specs[zone] = PileSpec(zone, PileKind.MELD, box, scale, framed=False,
                                   max_step=MELD_STEP, drop_target=obs.my_turn_to_play,
                                   tooltip=meld_text(meld.shape))

    # ---------------------------------------------------------------- gestures

    def _drawing(self, obs: CapItObservation, viewer: int) -> bool:
        return obs.current == viewer and obs.phase is Phase.DRAW

    def _playing(self, obs: CapItObservation, viewer: int) -> bool:
        return obs.current == viewer and obs.phase is Phase.PLAY

    def drag_indices(self, obs: CapItObservation, viewer: int, zone: str, index: int,
                     selected: Sequence[int]) -> list[int] | None:
        if zone == self.hand_zone(viewer):
            return sorted(selected) if index in selected else [index]
        if zone == "stock" and self._drawing(obs, viewer) and obs.stock_count:
            return [obs.stock_count - 1]
        if zone == "discard" and self._drawing(obs, viewer) and obs.discard:
            return [len(obs.discard) - 1]
        if zone.startswith("slot/") and self._playing(obs, viewer):
            part = int(zone.split("/")[1])
            meld = self.staged(obs).get(part)
            return list(range(len(meld.cards))) if meld is not None else None
        return None

    def drop_zones(self, obs: CapItObservation, viewer: int, src_zone: str) -> list[str]:
        hand = self.hand_zone(viewer)
        if src_zone in ("stock", "discard"):
            return [hand, f"hand/{(viewer + 1) % obs.players}"]
        if src_zone.startswith("slot/"):
            return [hand]
        zones = [hand]
        if self._playing(obs, viewer):
            zones += ["discard", f"table/{viewer}"]
            if not obs.has_contract(viewer):
                staged = self.staged(obs)
                zones += [f"slot/{k}" for k in range(len(obs.contract.parts))
                          if k not in staged]
            zones += [f"meld/{m.id}" for m in obs.melds]
        return zones

    def drop(self, obs: CapItObservation, viewer: int, src_zone: str,
             cards: Sequence[Card | None], indices: Sequence[int],
             dst_zone: str | None, selected: Sequence[Card] = ()) -> Gesture:
        hand = self.hand_zone(viewer)
        if dst_zone is None:
            return None
        next_hand = f"hand/{(viewer + 1) % obs.players}"
        if src_zone == "stock":
            # CR-10: there is no plain stock draw (the engine says so); the stock goes on
            # with a push.
            return DrawStock() if dst_zone == hand else Push() if dst_zone == next_hand else None
        if src_zone == "discard":
            return TakeDiscard() if dst_zone == hand else Push() if dst_zone == next_hand \
                else None
        if src_zone.startswith("slot/"):
            return self._unstage([int(src_zone.split("/")[1])]) if dst_zone == hand else None
        if src_zone != hand:
            return None
        known = [c for c in cards if c is not None]
        if dst_zone == "discard":
            if len(known) != 1:
                return Refusal(tr("Discard one card at a time."))
            return Discard(known[0])
        if dst_zone == f"table/{viewer}":
            return self.meld_area_gesture(obs, known)
        if dst_zone.startswith("slot/"):
            return self.contract_gesture(obs, known, int(dst_zone.split("/")[1]))
        if dst_zone.startswith("meld/"):
            return self.table_meld_gesture(obs, int(dst_zone.split("/")[1]), known)
        return None

    def click(self, obs: CapItObservation, viewer: int, zone: str | None, index: int | None,
              selected: Sequence[Card], double: bool) -> Gesture:
        hand = self.hand_zone(viewer)
        if zone == hand and index is not None:
            hand_cards = [c for c in obs.hand if c not in self._aside(obs)]
            if double and self._playing(obs, viewer) and index < len(hand_cards):
                return Discard(hand_cards[index])
            return ToggleSelect()
        if zone == "discard" and self._drawing(obs, viewer):
            return TakeDiscard()
        if zone == "stock" and self._drawing(obs, viewer):
            return self.draw_choice(obs)
        if zone is None or not self._playing(obs, viewer):
            return None
        if zone.startswith("slot/"):
            part = int(zone.split("/")[1])
            if part in self.staged(obs):
                return self._unstage([part])
            return self.contract_gesture(obs, list(selected), part) if selected else None
        if selected and zone == f"table/{viewer}":
            return self.meld_area_gesture(obs, list(selected))
        if selected and zone.startswith("meld/"):
            return self.table_meld_gesture(obs, int(zone.split("/")[1]), list(selected))
        return None

    def _aside(self, obs: CapItObservation) -> set[Card]:
        return {c for meld in self.staged(obs).values() for c in meld.cards}

    # ---------------------------------------------------------------- moves

    def draw_choice(self, obs: CapItObservation) -> Gesture:
        """A click on the stock: the stock is only reached by pushing (CR-10), so say so."""
        receiver = self.name((obs.seat + 1) % obs.players)
        options: list[tuple[str, Action]] = []
        if obs.discard:
            top = card_text(obs.discard[-1])
            options.append((tr("Push: {card} and the top stock card go to {name}, then you "
                               "draw the next stock card").format(card=top, name=receiver),
                            Push()))
            options.append((tr("Take the {card} instead").format(card=top), TakeDiscard()))
        else:
            options.append((tr("Push"), Push()))
        return Choice(tr("There is no plain stock draw"), tuple(options))

    def _finder(self, obs: CapItObservation) -> MeldFinder:
        key = (obs.rules, obs.config.ace_penalty)
        finder = self._finders.get(key)
        if finder is None:
            finder = self._finders[key] = finder_for(obs.rules, obs.config.ace_penalty)
        return finder

    def meld_area_gesture(self, obs: CapItObservation, cards: list[Card]) -> Gesture:
        """Cards dropped on the viewer's own meld area."""
        if not obs.has_contract(obs.seat):
            return self.contract_gesture(obs, cards, None)
        return self.meld_gesture(obs, cards)

    def meld_gesture(self, obs: CapItObservation, cards: list[Card]) -> Gesture:
        """A further meld after the contract (CR-09); the player picks the reading (CR-14)."""
        return gesture_of(obs.options(cards)["meld"], tr("Which meld do you mean?"),
                          lambda way: meld_words(way.shape), CHOICES)

    def contract_gesture(self, obs: CapItObservation, cards: list[Card],
                         part: int | None) -> Gesture:
        """Cards for the contract (CR-08): a group for one part is set aside on its slot; the
        group that completes the contract lays it all, in one action."""
        if not cards:
            return None
        parts = obs.contract.parts
        staged = self.staged(obs)
        if part is not None and part in staged:
            part = None  # that slot is filled: the group goes to one it fits
        free = [k for k in range(len(parts)) if k not in staged]
        # The engine reads the group and says which part it meets (a group dropped near the
        # wrong slot goes to one it fits).
        fits, readings = part_readings(obs.rules, obs.contract, cards, free, part)
        options: list[tuple[str, Action | Rearrange]] = []
        for k, shape in fits:
            meld = meld_action(shape)
            if len(free) == 1:
                action = LayContract((*(staged[j] for j in sorted(staged)), meld))
                options.append((tr("Lay the contract with {meld}").format(
                    meld=meld_text(shape)), action))
            else:
                options.append((tr("{part}: {meld}").format(part=part_text(parts[k]),
                                                             meld=meld_text(shape)),
                                self._stage(obs, k, meld)))
        if not options and len(free) > 1:
            options.extend(self._contract_plans(obs, cards, free, exact=True))
        if len(options) == 1:
            return options[0][1]
        if options:
            return Choice(tr("How do these cards count towards the contract?"),
                          tuple(options[:CHOICES]))
        return Refusal(self._why_not(obs, cards, readings, part, free))

    def _why_not(self, obs: CapItObservation, cards: list[Card], readings: list[MeldShape],
                 part: int | None, free: list[int]) -> str:
        parts = obs.contract.parts
        if not readings:
            if len(cards) > 3 and len(free) > 1:
                return tr("These cards do not make up {contract}: set aside one meld at a "
                          "time on its slot.").format(
                              contract=contract_text(_contract_of(parts, free)).lower())
            why = obs.options(cards)["contract"].why_not
            return message_text(why) if why is not None else ""
        shown = meld_text(readings[0])
        if part is not None:
            return tr("{meld} does not fill this slot: it needs a {part}.").format(
                meld=shown, part=part_text(parts[part]).lower())
        needed = contract_text(_contract_of(parts, free)).lower()
        return tr("{meld} is no part of what the contract still needs: "
                  "{needed}.").format(meld=shown, needed=needed)

    def _contract_plans(self, obs: CapItObservation, cards: Sequence[Card], free: list[int],
                        exact: bool) -> list[tuple[str, Action | Rearrange]]:
        """The meld finder's ways to lay the contract's free parts from `cards` (all of them
        when `exact`), with the groups already set aside."""
        staged = self.staged(obs)
        contract = _contract_of(obs.contract.parts, free)
        hand_left = set(obs.hand) - self._aside(obs)
        plans = contract_plans(self._finder(obs), contract, cards, exact=exact,
                               keep=[c for c in obs.hand if c in hand_left],
                               taken=obs.taken, limit=CHOICES)
        options: list[tuple[str, Action | Rearrange]] = []
        for shapes in plans:
            melds = tuple(staged[j] for j in sorted(staged)) + tuple(
                meld_action(s) for s in shapes)
            options.append((" + ".join(meld_text(s) for s in shapes), LayContract(melds)))
        return options

    def lay_contract_command(self, obs: CapItObservation,
                             selected: Sequence[Card]) -> Gesture:
        """Lay the contract: from the selected cards, or the meld finder's plans for the whole
        hand (CR-08)."""
        if selected:
            return self.contract_gesture(obs, list(selected), None)
        staged = self.staged(obs)
        if not staged:
            return gesture_of(obs.options()["contract"], tr("Lay which contract?"),
                              self._contract_words, CHOICES)
        free = [k for k in range(len(obs.contract.parts)) if k not in staged]
        rest = [c for c in obs.hand if c not in self._aside(obs)]
        options = self._contract_plans(obs, rest, free, exact=False)
        if not options:
            needed = contract_text(_contract_of(obs.contract.parts, free)).lower()
            return Refusal(tr("Your hand cannot make {needed} yet.").format(needed=needed))
        if len(options) == 1:
            return options[0][1]
        return Choice(tr("Lay which contract?"), tuple(options))

    @staticmethod
    def _contract_words(way: Way) -> str:
        """A whole contract as the engine would lay it: "7♠ 7♥ 7♦ + 9♣ 9♥ 9♦"."""
        melds = way.action.melds if isinstance(way.action, LayContract) else ()
        return " + ".join(cards_text(meld.cards) for meld in melds)

    def table_meld_gesture(self, obs: CapItObservation, meld_id: int,
                           cards: list[Card]) -> Gesture:
        """Cards dropped on a meld on the table (anyone's, CR-09): the engine's ways onto
        it (a lay-off at either end, or a natural in place of a wild, CR-15), or why not."""
        meld = next((m for m in obs.melds if m.id == meld_id), None)
        if meld is None or not cards:
            return None
        affordance = obs.options(cards)["layoff"]
        ways = tuple(w for w in affordance.ways if w.target == f"meld/{meld_id}")
        if not ways:
            return LayOff(meld_id, tuple(cards))  # the engine says why not
        return gesture_of(replace(affordance, ways=ways),
                          tr("How should the cards go on the meld?"),
                          lambda way: self._way_words(obs, way, with_owner=False), CHOICES)

    def _way_words(self, obs: CapItObservation, way: Way, with_owner: bool) -> str:
        meld = next((m for m in obs.melds if f"meld/{m.id}" == way.target), None)
        where = tr("your meld")
        if meld is not None and meld.owner != obs.seat:
            where = tr("{owner}'s meld").format(owner=self.name(meld.owner))
        action = way.action
        if isinstance(action, SwapWild):
            return tr("Swap {card} for the {wild} in {where} (the {wild} comes to your "
                      "hand)").format(card=card_text(action.card), wild=card_text(action.wild),
                                      where=where)
        text = meld_words(way.shape)
        return tr("On {where}: {meld}").format(where=where, meld=text) if with_owner else text

    def lay_off_command(self, obs: CapItObservation, cards: Sequence[Card]) -> Gesture:
        """The keyboard's lay-off: every meld on the table the engine says the cards fit,
        and wild swaps."""
        return gesture_of(obs.options(cards)["layoff"], tr("Lay off where?"),
                          lambda way: self._way_words(obs, way, with_owner=True), CHOICES * 2)

    def commands(self, obs: CapItObservation, viewer: int, selected: Sequence[Card],
                 focused: Card | None) -> list[Command]:
        play = self._playing(obs, viewer)
        contract = obs.has_contract(viewer)
        target = list(selected) or ([focused] if focused is not None else [])
        staged = self.staged(obs) if obs.seat == viewer else {}
        top = card_text(obs.discard[-1]) if obs.discard else ""
        receiver = self.name((viewer + 1) % obs.players)
        picked = obs.options(list(selected))
        aimed = obs.options(target)
        contract_button = offer(
            picked, "contract", "meld", tr("Contract"), "M",
            lambda: self.lay_contract_command(obs, selected),
            tr("Put the selected cards on a slot of the contract, or choose how to lay the "
               "whole contract"))
        if staged or selected:  # a group for a slot: the table sets it aside
            contract_button = replace(contract_button, enabled=play, tooltip=tr(
                "Put the selected cards on a slot of the contract, or choose how to lay the "
                "whole contract"))
        return [
            offer(picked, "take", "take", tr("Take"), "T", lambda: TakeDiscard(),
                  tr("Take the {card} from the discard pile").format(card=top)),
            offer(picked, "push", "push", tr("Push"), "P", lambda: Push(),
                  tr("Give the top discard and the stock card to {name}, then draw the next "
                     "stock card").format(name=receiver)),
            offer(picked, "meld", "meld", tr("Meld"), "M",
                  lambda: self.meld_area_gesture(obs, list(selected)),
                  tr("Lay the selected cards down as a meld")) if contract else contract_button,
            offer(aimed, "layoff", "layoff", tr("Lay off"), "L",
                  lambda: self.lay_off_command(obs, target),
                  tr("Add cards to any meld, or swap a wild for its natural card")),
            Command("unstage", tr("Return"), "U", play and bool(staged),
                    lambda: self._unstage(list(staged)),
                    tr("Take the cards set aside for the contract back into your hand")),
            offer(aimed, "discard", "discard", tr("Discard"), "X",
                  lambda: Discard(target[0]) if len(target) == 1 else None,
                  tr("Discard the selected card and end your turn")),
        ]

    # ---------------------------------------------------------------- words

    def turn_text(self, obs: CapItObservation, viewer: int) -> str | None:
        if obs.current != obs.seat:
            return None
        receiver = self.name(obs.next_seat)
        if obs.phase is Phase.DRAW:
            if not obs.discard:
                return tr("Your turn: push [P].")
            return tr("Your turn: take the {card} [T], or push it with the stock card to "
                      "{name} [P].").format(card=card_text(obs.discard[-1]), name=receiver)
        if obs.phase is Phase.PLAY and not obs.has_contract(obs.seat):
            return tr("Lay your contract ({contract}) by dropping its melds on the slots, "
                      "then discard.").format(contract=contract_text(obs.contract).lower())
        if obs.phase is Phase.PLAY:
            return tr("Meld, lay off on any meld or swap wilds; then discard.")
        return None

    def panel(self, obs: CapItObservation) -> list[tuple[str, str]]:
        lines = [(tr("Round"), tr("{n} of {total}").format(n=obs.round_no,
                                                           total=obs.config.rounds)),
                 (tr("Contract"), contract_text(obs.contract))]
        if obs.config.stakes:
            lines.append((tr("Pot"), tr("{n} chips").format(n=obs.pot)))
        lines.append((tr("Penalty points"), tr("lowest wins")))
        for seat in range(obs.players):
            mark = "✓ " if obs.has_contract(seat) else ""
            value = number_text(obs.totals[seat])
            if obs.config.stakes:
                value = tr("{points} · {chips} chips").format(points=value,
                                                               chips=obs.chips_won[seat])
            lines.append((mark + self.name(seat), value))
        return lines

    def score_sheet(self, result: dict, obs: CapItObservation
                    ) -> tuple[str, str, list[str], list[list[str]]]:
        round_no = result["round"]
        contract = contract_text(Contract.parse(result["contract"]))
        title = tr("Round {n} of {total} · {contract}").format(
            n=round_no, total=obs.config.rounds, contract=contract)
        winners = [self.name(s) for s in result["round_winners"]]
        if result["went_out"] is not None:
            how = tr("{name} went out.").format(name=self.name(result["went_out"]))
        else:
            how = tr("The stock ran out: every hand scores.")
        won = (tr("Round winner: {names}") if len(winners) == 1
               else tr("Round winners: {names}")).format(names=", ".join(winners))
        subtitle = f"{how} {won}."
        pot = result.get("pot")
        if pot is not None:
            subtitle += " " + tr("Pot left: {n} chips.").format(n=pot["pot_after"])
        headers = [tr("Player"), tr("Left in hand"), tr("Penalty"), tr("Total")]
        if pot is not None:
            headers.append(tr("Chips won"))
        rows = []
        for seat, score in enumerate(result["player_scores"]):
            hand = sorted((parse_card(code) for code in result["hands"][seat]),
                          key=lambda c: (c.suit is None, c.suit or 0, c.rank))
            shown = cards_markup(hand[:12]) + (" …" if len(hand) > 12 else "")
            if result["went_out"] == seat:
                shown = tr("went out")
            name = self.name(seat)
            if seat in result["round_winners"]:
                name = "★ " + name
            row = [name, shown, number_text(score), number_text(result["totals_after"][seat])]
            if pot is not None:
                paid = pot["round_paid"][seat] + pot["final_paid"][seat]
                row.append((f"+{paid} → " if paid else "") + str(pot["chips_won"][seat]))
            rows.append(row)
        return title, subtitle, headers, rows

    def winner_text(self, ended: GameEnded, obs: CapItObservation) -> str:
        winners = list(ended.winners)
        totals = list(ended.totals)
        if not winners:
            return tr("Game over")
        names = [self.name(w) for w in winners]
        points = totals[winners[0]] if totals else 0
        if len(names) == 1:
            return tr("{name} wins with {points} points!").format(name=names[0], points=points)
        return tr("{names} share the win with {points} points each!").format(
            names=" & ".join(names), points=points)

    def hint(self, obs: CapItObservation, action: Action) -> Hint | None:
        if obs.phase not in (Phase.DRAW, Phase.PLAY) or obs.current != obs.seat:
            return None
        receiver = self.name(obs.next_seat)
        if isinstance(action, TakeDiscard):
            top = obs.discard[-1]
            return Hint((top,), tr("Take the {card} from the discard pile.").format(
                card=card_text(top)))
        if isinstance(action, Push):
            return Hint((), tr("Push: the {card} and the stock card go to {name}.").format(
                card=card_text(obs.discard[-1]) if obs.discard else "", name=receiver))
        if isinstance(action, LayContract):
            cards = tuple(c for meld in action.melds for c in meld.cards)
            return Hint(cards, tr("Lay your contract: {melds}.").format(
                melds=" + ".join(cards_text(m.cards) for m in action.melds)))
        if isinstance(action, Meld):
            return Hint(action.cards, tr("Meld {cards}.").format(
                cards=cards_text(action.cards)))
        if isinstance(action, LayOff):
            meld = next(m for m in obs.melds if m.id == action.meld_id)
            owner = tr("your") if meld.owner == obs.seat else \
                tr("{name}'s").format(name=self.name(meld.owner))
            return Hint(action.cards, tr("Lay {cards} off on {owner} meld.").format(
                cards=cards_text(action.cards), owner=owner))
        if isinstance(action, SwapWild):
            return Hint((action.card,), tr("Swap the {card} for the {wild} on the "
                                           "table.").format(card=card_text(action.card),
                                                            wild=card_text(action.wild)))
        if isinstance(action, Discard):
            return Hint((action.card,), tr("Discard the {card}.").format(
                card=card_text(action.card)))
        return None


def _contract_of(parts: Sequence[Requirement], indices: Sequence[int]) -> Contract:
    """The contract made of some of `parts` (what is still to be laid)."""
    return Contract(tuple(sorted(parts[k] for k in indices)))
