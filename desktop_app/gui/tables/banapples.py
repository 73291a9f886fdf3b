"""The Banapples table: your layout along the bottom, the other players' layouts across the
top in seating order, and every player's canopy area in the middle, where anyone may build.

Banapples has no turns (rules/banapples.md, BA-09), so every gesture is a command at any
moment: drag your seed card, compost top or a tree's top card onto a canopy or one of your
trees, a 1 into your own canopy area, a whole tree (lifted by any card but its top) onto
another; click the draw pile to deal three. What is legal is asked of the engine's move
functions; the session stamps the clock and sends the command through the queue.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ...games.banapples.actions import Compost, MoveTree, Play
from ...games.banapples.fruit import FruitCard
from ...games.banapples.moves import destinations, tree_moves
from ...games.banapples.observation import BanapplesObservation, PlayerView
from ...games.banapples.phase import Phase
from ...games.banapples.rules import LOCKED_SLOT, TREE_SLOTS
from ...games.banapples.scoring import STALEMATE
from ...games.banapples.zones import (
    AREA,
    CANOPY,
    COMPOST,
    DRAW,
    SEEDS,
    TREE,
    area_zone,
    canopy_zone,
    compost_zone,
    draw_zone,
    parse_zone,
    seeds_zone,
    tree_zone,
)
from ...games.base import Action
from ..i18n import number_text, signed_text
from ..message_text import fruit_card_text as card_words
from ..table.deck_art import Back
from ..table.piles import PileKind, PileSpec
from .base import (
    Command,
    GameTable,
    Gesture,
    Hint,
    Refusal,
    TableContext,
    ToggleSelect,
    offer,
    rect,
    relative_places,
)

SEAT_BACKS = (Back.RED, Back.BLUE, Back.GREEN, Back.YELLOW)
"""BA-01: each player's deck has its own back colour."""
SEAT_INKS = ("#ffa397", "#a9c8ff", "#a6e3ae", "#ffd970")
"""Each player's colour, light enough for labels on the felt."""

# One player's row of piles, in card widths of that row: seeds, three trees, compost, draw.
GAP_SEEDS = 0.34
GAP_TREES = 0.2
GAP_COMPOST = 0.34
COMPOST_STEP = 0.3
GAP_DRAW = 0.26
ROW_UNITS = (1 + GAP_SEEDS + TREE_SLOTS + (TREE_SLOTS - 1) * GAP_TREES + GAP_COMPOST
             + 1 + 2 * COMPOST_STEP + GAP_DRAW + 1)
TREE_STEP = 0.3
"""Tree cards overlap by this many card widths: each card's value stays readable."""
VIEWER_FAN = 1.05
"""Room below your tree bases for the fans, in card heights (more squeezes them)."""
OTHER_FAN = 0.85
OTHER_SCALE_MAX = 0.74
CANOPY_SCALE = 0.6
CANOPY_STEP = 0.07
"""A canopy grows upward by this many card widths a card: a short pile, its top in front."""
CANOPY_SLOTS = 4
"""A player starts canopies only with their own 1s (BA-07): two apples and two bananas."""
CANOPY_GAP = 0.22
CANOPY_PAD = 0.16
STOCK_SCALE = 0.6


def tr(text: str) -> str:
    return QCoreApplication.translate("BanapplesTable", text)


def seeds_left(count: int) -> str:
    return tr("· 1 seed") if count == 1 else tr("· {n} seeds").format(n=count)


class BanapplesTable(GameTable):
    game_id = "banapples"
    columns = 13.6
    rows = 5.75
    panel_corner = "bottom-right"
    generic_commands = ("hint",)

    # ---------------------------------------------------------------- zones

    def zone_cards(self, obs: BanapplesObservation, viewer: int) -> dict[str, list[Any]]:
        zones: dict[str, list[Any]] = {}
        for view in obs.layouts:
            seat = view.seat
            hidden: list[Any] = [None] * max(0, view.seed_count - 1)
            zones[seeds_zone(seat)] = hidden + ([view.seed_top] if view.seed_top else [])
            for slot in range(TREE_SLOTS):
                zones[tree_zone(seat, slot)] = list(view.trees[slot])
            zones[compost_zone(seat)] = list(view.compost)
            zones[draw_zone(seat)] = [None] * view.draw_count
        for canopy in obs.canopies:
            zones[canopy_zone(canopy.id)] = list(canopy.cards)
        return zones

    def face_up(self, zone: str, viewer: int) -> bool:
        """Everything lies face up but the draw piles; seed cards below the top are unknown
        to everyone (BA-02), so they show their backs without being told."""
        return not zone.startswith(DRAW + "/") and zone != "stock"

    def back_for(self, card: Any, zone: str) -> Back:
        if isinstance(card, FruitCard):
            return SEAT_BACKS[card.owner]
        parsed = parse_zone(zone)
        if parsed is not None and 0 <= parsed.seat < len(SEAT_BACKS):
            return SEAT_BACKS[parsed.seat]
        return Back.DEFAULT

    # ---------------------------------------------------------------- layout

    def layout(self, ctx: TableContext) -> dict[str, PileSpec]:
        """Bands from top to bottom: the other players' rows (seating order, left to right),
        their canopy areas under them, your canopy area, and your row with the trees fanning
        down to the bottom edge."""
        obs: BanapplesObservation = ctx.obs
        W, H = ctx.card_w, ctx.card_h
        m = 0.12 * W
        label = max(20.0, 0.27 * W)
        gap = 0.08 * H
        specs: dict[str, PileSpec] = {}
        places = relative_places(obs.players)
        others = sorted((s for s in range(obs.players) if s != ctx.viewer),
                        key=lambda s: ["left", "top-left", "top", "top-right",
                                       "right"].index(places[(s - ctx.viewer) % obs.players]))

        column = (ctx.w - 2 * m) / max(1, len(others))
        other_scale = min(OTHER_SCALE_MAX, column * 0.93 / (ROW_UNITS * W))
        other_h = other_scale * H
        top = m + label
        band_bottom = top + other_h * (1 + OTHER_FAN)
        canopy_w = CANOPY_SCALE * W
        canopy_h = CANOPY_SCALE * H + (CANOPY_SLOTS * 2 + 1) * CANOPY_STEP * canopy_w
        others_canopies = band_bottom + gap + label
        own_canopies = others_canopies + canopy_h + gap + label
        own_top = own_canopies + canopy_h + gap + label
        own_width = ROW_UNITS * W

        for i, seat in enumerate(others):
            centre = m + column * (i + 0.5)
            left = centre - ROW_UNITS * other_scale * W / 2
            self._row(specs, obs, ctx, seat, left, top, other_scale, band_bottom)
            self._canopy_area(specs, obs, ctx, seat, centre, others_canopies, canopy_h)
        own_left = (ctx.w - own_width) / 2
        self._row(specs, obs, ctx, ctx.viewer, own_left, own_top, 1.0, ctx.h - m)
        self._canopy_area(specs, obs, ctx, ctx.viewer, ctx.w / 2, own_canopies, canopy_h)

        stock_w, stock_h = STOCK_SCALE * W, STOCK_SCALE * H
        middle = (others_canopies + own_canopies + canopy_h) / 2
        specs["stock"] = PileSpec("stock", PileKind.STACK,
                                  rect(ctx.w / 2 - stock_w / 2, middle - stock_h / 2, stock_w,
                                       stock_h), STOCK_SCALE, framed=False)
        return specs

    def _row(self, specs: dict[str, PileSpec], obs: BanapplesObservation, ctx: TableContext,
             seat: int, left: float, top: float, scale: float, bottom: float) -> None:
        """One player's seeds, trees, compost and draw pile, left to right. Your own piles say
        what they are; another player's row carries their name in their deck's colour."""
        view = obs.layouts[seat]
        yours = seat == ctx.viewer and self.seats[seat].human
        w, h = ctx.card_w * scale, ctx.card_h * scale
        playing = obs.phase is Phase.PLAY
        ink = {"label_colour": SEAT_INKS[seat % len(SEAT_INKS)]}
        x = left

        def empty(zone: str) -> bool:
            return ctx.counts.get(zone, 0) == 0

        zone = seeds_zone(seat)
        if yours:
            specs[zone] = PileSpec(zone, PileKind.STACK, rect(x, top, w, h), scale, tr("Seeds"),
                                   framed=empty(zone), badge=str(view.seed_count), tags=ink,
                                   tooltip=tr("Your seed pile ({n} left): empty it first to "
                                              "win the round. Press S to play its top card."
                                              ).format(n=view.seed_count))
        else:
            specs[zone] = PileSpec(zone, PileKind.STACK, rect(x, top, w, h), scale,
                                   self.name(seat), framed=empty(zone),
                                   badge=seeds_left(view.seed_count), tags=ink,
                                   tooltip=tr("{name}'s seed pile: {n} cards left").format(
                                       name=self.name(seat), n=view.seed_count))
        x += w * (1 + GAP_SEEDS)
        for slot in range(TREE_SLOTS):
            zone = tree_zone(seat, slot)
            locked = slot >= LOCKED_SLOT and not obs.third_tree_open
            text = tr("Locked") if locked and seat == ctx.viewer else ""
            # Trees are outlined and named, so they never pass for another seed pile.
            title = tr("Tree {n}").format(n=slot + 1) if seat == ctx.viewer else ""
            tip = (tr("Tree {n}: locked until every player has gone through their draw "
                      "pile once.") if locked else
                   tr("Tree {n}: build down, alternating apples and bananas; press {n} to play "
                      "its top card onto a canopy.")).format(n=slot + 1)
            specs[zone] = PileSpec(zone, PileKind.SPREAD, rect(x, top, w, bottom - top),
                                   scale, title, framed=True, vertical=True,
                                   max_step=TREE_STEP, outline=rect(x, top, w, h),
                                   drop_target=seat == ctx.viewer and playing and not locked,
                                   text=text, tooltip=tip if seat == ctx.viewer else
                                   tr("{name}'s tree {n}").format(name=self.name(seat),
                                                                   n=slot + 1))
            x += w * (1 + GAP_TREES)
        x += w * (GAP_COMPOST - GAP_TREES)
        zone = compost_zone(seat)
        specs[zone] = PileSpec(zone, PileKind.STAGGER,
                               rect(x, top, w * (1 + 2 * COMPOST_STEP), h), scale,
                               tr("Compost") if seat == ctx.viewer else "",
                               framed=empty(zone), max_step=COMPOST_STEP, fanned=3,
                               tooltip=tr("Compost: only the top card may be played (press C)")
                               if seat == ctx.viewer else
                               tr("{name}'s compost").format(name=self.name(seat)))
        x += w * (1 + 2 * COMPOST_STEP + GAP_DRAW)
        zone = draw_zone(seat)
        if seat != ctx.viewer:
            text, badge = "", ""
        elif view.draw_count == 0 and view.compost:
            text, badge = tr("Turn over"), ""
        else:
            text, badge = tr("Draw"), str(view.draw_count)
        specs[zone] = PileSpec(zone, PileKind.STACK, rect(x, top, w, h), scale, text,
                               framed=empty(zone), badge=badge,
                               tooltip=tr("Draw pile: click or press Space to deal three cards "
                                          "onto your compost; once it is empty, the compost "
                                          "turns over as the new draw pile.")
                               if seat == ctx.viewer else
                               tr("{name}'s draw pile").format(name=self.name(seat)))

    def _canopy_area(self, specs: dict[str, PileSpec], obs: BanapplesObservation,
                     ctx: TableContext, seat: int, centre: float, top: float,
                     height: float) -> None:
        """A player's canopy area (BA-07) with room for their four canopies."""
        w = CANOPY_SCALE * ctx.card_w
        width = CANOPY_SLOTS * w + (CANOPY_SLOTS - 1) * CANOPY_GAP * w + 2 * CANOPY_PAD * w
        area = rect(centre - width / 2, top, width, height)
        own = seat == ctx.viewer
        if own and self.seats[seat].human:
            title = tr("Your canopies")
        else:
            title = tr("{name}'s canopies").format(name=self.name(seat))
        zone = area_zone(seat)
        specs[zone] = PileSpec(zone, PileKind.STACK, area, CANOPY_SCALE, title,
                               drop_target=own and obs.phase is Phase.PLAY,
                               tooltip=tr("Canopies build up from 1 to 10 in one fruit. Start "
                                          "a new one with a 1 here; add to anyone's.")
                               if own else
                               tr("{name}'s canopies: you may add to them too.").format(
                                   name=self.name(seat)),
                               tags={"label_colour": SEAT_INKS[seat % len(SEAT_INKS)]})
        canopies = [c for c in obs.canopies if c.area == seat]
        for slot, canopy in enumerate(canopies):
            x = area.left() + CANOPY_PAD * w + slot * (1 + CANOPY_GAP) * w
            zone = canopy_zone(canopy.id)
            specs[zone] = PileSpec(zone, PileKind.SPREAD, rect(x, top, w, height), CANOPY_SCALE,
                                   framed=False, vertical=True, upward=True,
                                   max_step=CANOPY_STEP, drop_target=True,
                                   tooltip=tr("A canopy: anyone may add the next card of "
                                              "the same fruit, up to 10"))

    # ---------------------------------------------------------------- what lies where

    @staticmethod
    def pile(obs: BanapplesObservation, zone: str) -> tuple[FruitCard, ...]:
        """The known cards of one of the viewer's own source piles, bottom first."""
        parsed = parse_zone(zone)
        if parsed is None or not 0 <= parsed.seat < obs.players:
            return ()
        view = obs.layouts[parsed.seat]
        if parsed.kind == SEEDS:
            return (view.seed_top,) if view.seed_top is not None else ()
        if parsed.kind == COMPOST:
            return view.compost
        if parsed.kind == TREE and 0 <= parsed.index < TREE_SLOTS:
            return view.trees[parsed.index]
        return ()

    @staticmethod
    def top_of(obs: BanapplesObservation, zone: str) -> FruitCard | None:
        """The card now on top of a destination (None: an empty tree or a canopy area)."""
        parsed = parse_zone(zone)
        if parsed is None:
            return None
        if parsed.kind == CANOPY:
            canopy = next((c for c in obs.canopies if c.id == parsed.index), None)
            return canopy.top if canopy is not None else None
        if parsed.kind == TREE and 0 <= parsed.seat < obs.players and \
                0 <= parsed.index < TREE_SLOTS:
            tree = obs.layouts[parsed.seat].trees[parsed.index]
            return tree[-1] if tree else None
        return None

    @staticmethod
    def _own(obs: BanapplesObservation, viewer: int, zone: str | None, kinds: Sequence[str]
             ) -> bool:
        parsed = parse_zone(zone) if zone else None
        return parsed is not None and parsed.seat == viewer and parsed.kind in kinds

    def source_of(self, obs: BanapplesObservation, viewer: int, card: FruitCard) -> str | None:
        """Which of the viewer's piles has `card` on top."""
        view = obs.layouts[viewer]
        if view.seed_top == card:
            return seeds_zone(viewer)
        if view.compost_top == card:
            return compost_zone(viewer)
        for slot, tree in enumerate(view.trees):
            if tree and tree[-1] == card:
                return tree_zone(viewer, slot)
        return None

    # ---------------------------------------------------------------- gestures

    def drag_indices(self, obs: BanapplesObservation, viewer: int, zone: str, index: int,
                     selected: Sequence[int]) -> list[int] | None:
        """The top card of your seed pile, compost or a tree; a tree lifted by any other card
        comes whole (BA-14: partial moves are illegal)."""
        if obs.phase is not Phase.PLAY or not self._own(obs, viewer, zone,
                                                         (SEEDS, COMPOST, TREE)):
            return None
        parsed = parse_zone(zone)
        assert parsed is not None
        if parsed.kind == SEEDS:
            count = obs.layouts[viewer].seed_count
            return [index] if count and index == count - 1 else None
        pile = self.pile(obs, zone)
        if not pile:
            return None
        if index == len(pile) - 1:
            return [index]
        return list(range(len(pile))) if parsed.kind == TREE else None

    def drop_zones(self, obs: BanapplesObservation, viewer: int, src_zone: str) -> list[str]:
        pile = self.pile(obs, src_zone)
        return self.drop_targets(obs, viewer, src_zone, [len(pile) - 1] if pile else [])

    def drop_targets(self, obs: BanapplesObservation, viewer: int, src_zone: str,
                     indices: Sequence[int], cards: Sequence[object] = ()) -> list[str]:
        """Where the lifted cards may legally go now (the engine's move rules answer)."""
        parsed = parse_zone(src_zone)
        pile = self.pile(obs, src_zone)
        if parsed is None or not pile or not indices:
            return []
        view = obs.layouts[viewer]
        found: list[str] = []
        if len(indices) == 1:
            found = [zone for zone, _ in destinations(viewer, pile[-1], view.trees,
                                                      obs.open_slots, obs.canopies,
                                                      parsed.kind != TREE)]
        if parsed.kind == TREE and indices[0] == 0:
            found += [move.dst for move in tree_moves(viewer, view.trees, obs.open_slots,
                                                      obs.clock) if move.src == src_zone]
        return found

    def drop(self, obs: BanapplesObservation, viewer: int, src_zone: str,
             cards: Sequence[Any], indices: Sequence[int], dst_zone: str | None,
             selected: Sequence[Any] = ()) -> Gesture:
        if dst_zone is None or dst_zone == src_zone:
            return None
        src, dst = parse_zone(src_zone), parse_zone(dst_zone)
        pile = self.pile(obs, src_zone)
        if src is None or dst is None or not pile or dst.kind not in (TREE, CANOPY, AREA):
            return None
        whole = src.kind == TREE and bool(indices) and indices[0] == 0
        if whole and dst.kind == TREE and (len(indices) > 1 or len(pile) == 1):
            return MoveTree(src_zone, dst_zone, pile[0], self.top_of(obs, dst_zone))
        if len(indices) > 1:
            return Refusal(tr("Only a tree's top card can be played; a whole tree moves onto "
                              "another of your trees."))
        return Play(src_zone, dst_zone, pile[-1], self.top_of(obs, dst_zone))

    def click(self, obs: BanapplesObservation, viewer: int, zone: str | None,
              index: int | None, selected: Sequence[Any], double: bool) -> Gesture:
        """Click the draw pile to deal three; click a top card to pick it and then a pile to
        play it there; double-click a top card to play it where it fits best. A tree picked by
        any card but its top moves whole onto the tree clicked next."""
        if obs.phase is not Phase.PLAY or zone is None:
            return None
        if self._own(obs, viewer, zone, (DRAW,)):
            return Compost()
        if self._own(obs, viewer, zone, (SEEDS, COMPOST, TREE)) and index is not None and \
                not selected:
            indices = self.drag_indices(obs, viewer, zone, index, ())
            if indices and double and len(indices) == 1:
                return self.auto_play(obs, viewer, zone)
            return ToggleSelect() if indices else None
        parsed = parse_zone(zone)
        if not selected or parsed is None or parsed.kind not in (TREE, CANOPY, AREA):
            return None
        card = selected[0]
        tree = self.tree_of(obs, viewer, card)
        if tree is not None and parsed.kind == TREE and tree != zone:
            pile = self.pile(obs, tree)
            if pile[-1] != card or len(pile) == 1:
                return MoveTree(tree, zone, pile[0], self.top_of(obs, zone))
        source = self.source_of(obs, viewer, card)
        if source is None:
            return Refusal(tr("Only a tree's top card can be played; a whole tree moves onto "
                              "another of your trees."))
        if source == zone:
            return None
        return Play(source, zone, card, self.top_of(obs, zone))

    @staticmethod
    def tree_of(obs: BanapplesObservation, viewer: int, card: FruitCard) -> str | None:
        """Which of the viewer's trees holds `card` anywhere."""
        for slot, tree in enumerate(obs.layouts[viewer].trees):
            if card in tree:
                return tree_zone(viewer, slot)
        return None

    def auto_play(self, obs: BanapplesObservation, viewer: int, src_zone: str) -> Gesture:
        """The top card of `src_zone` to the best place it fits now: a canopy first (points,
        and others cannot take that spot), then a new canopy, then a tree."""
        pile = self.pile(obs, src_zone)
        if not pile:
            return Refusal(tr("There is no card there to play."))
        card = pile[-1]
        view = obs.layouts[viewer]
        found = destinations(viewer, card, view.trees, obs.open_slots, obs.canopies,
                             not src_zone.startswith(TREE + "/"))
        if not found:
            return Refusal(tr("Your {card} fits nowhere right now.").format(
                card=card_words(card)))

        def rank(option: tuple[str, FruitCard | None]) -> int:
            zone, onto = option
            if zone.startswith(CANOPY + "/"):
                return 0
            if zone.startswith(AREA + "/"):
                return 1
            return 2 if onto is not None else 3

        dst, onto = min(found, key=rank)
        return Play(src_zone, dst, card, onto)

    def commands(self, obs: BanapplesObservation, viewer: int, selected: Sequence[Any],
                 focused: Any) -> list[Command]:
        """Enabled exactly when the engine says the command is possible now (a seed card that
        fits nowhere leaves "Play seed" off, saying so)."""
        view = obs.layouts[viewer]
        if view.draw_count:
            deal, tip = tr("Deal 3"), tr("Deal three cards from your draw pile onto your "
                                        "compost (or click the draw pile)")
        else:
            deal, tip = tr("Turn over"), tr("Turn your compost over as the new draw pile")
        options = obs.options()
        return [
            offer(options, "compost", "compost", deal, "Space", lambda: Compost(), tip),
            offer(options, "seed", "seed", tr("Play seed"), "S",
                  lambda: self.auto_play(obs, viewer, seeds_zone(viewer)),
                  tr("Play your seed card where it fits best")),
            offer(options, "compost_top", "compost_top", tr("Play compost"), "C",
                  lambda: self.auto_play(obs, viewer, compost_zone(viewer)),
                  tr("Play your compost's top card where it fits best")),
        ]

    def number_key(self, obs: BanapplesObservation, viewer: int, number: int,
                   selected: Sequence[Any] = ()) -> Gesture:
        """1–3: play that tree's top card onto a canopy."""
        if obs.phase is not Phase.PLAY or not 1 <= number <= obs.open_slots:
            return None
        return self.auto_play(obs, viewer, tree_zone(viewer, number - 1))

    def is_viewer_turn(self, obs: BanapplesObservation, viewer: int) -> bool:
        return obs.phase is Phase.PLAY

    def too_late(self, obs: BanapplesObservation, viewer: int, zone: str) -> str:
        top = self.top_of(obs, zone)
        if top is None or top.owner == viewer:
            return tr("Too late: that pile changed before your card arrived.")
        return tr("Too late: {name}'s {card} got there first.").format(
            name=self.name(top.owner), card=card_words(top))

    # ---------------------------------------------------------------- panel, sheet, hint

    def panel(self, obs: BanapplesObservation) -> list[tuple[str, str]]:
        lines = [(tr("Round"), str(obs.round_no)), (tr("Target"), number_text(obs.config.target))]
        lines += [(self.name(seat), number_text(total)) for seat, total in enumerate(obs.totals)]
        return lines

    def score_sheet(self, result: dict[str, Any], obs: BanapplesObservation
                    ) -> tuple[str, str, list[str], list[list[str]]]:
        title = tr("Round {n}").format(n=result["round"])
        if result["ending"] == STALEMATE:
            subtitle = tr("Nobody could play on: the round ends without a bonus.")
        else:
            subtitle = tr("{name} emptied the seed pile first: +25.").format(
                name=self.name(result["went_out"]))
        target = obs.config.target
        headers = [tr("Player"), tr("Canopy cards"), tr("Bonus"), tr("Seed penalty"),
                   tr("Round"), tr("Total of {target}").format(target=target)]
        rows = []
        for seat, part in enumerate(result["breakdown"]):
            rows.append([self.name(seat), str(part["canopy"]),
                         f"+{part['bonus']}" if part["bonus"] else "",
                         signed_text(-part["seed_penalty"]) if part["seed_penalty"] else "",
                         signed_text(part["score"]), number_text(result["totals_after"][seat])])
        return title, subtitle, headers, rows

    def hint(self, obs: BanapplesObservation, action: Action) -> Hint | None:
        if obs.phase is not Phase.PLAY:
            return None
        if isinstance(action, Play):
            where = self._place_words(obs, action.dst)
            return Hint((action.card,), tr("Play your {card} {where}.").format(
                card=card_words(action.card), where=where))
        if isinstance(action, MoveTree):
            tree = self.pile(obs, action.src)
            return Hint(tuple(tree), tr("Move this whole tree onto your other tree."))
        if isinstance(action, Compost):
            view: PlayerView = obs.layouts[obs.seat]
            return Hint((), tr("Deal three to your compost.") if view.draw_count
                        else tr("Turn your compost over."))
        return None

    def _place_words(self, obs: BanapplesObservation, zone: str) -> str:
        parsed = parse_zone(zone)
        if parsed is None:
            return ""
        if parsed.kind == AREA:
            return tr("to start a canopy")
        if parsed.kind == TREE:
            return tr("on your tree")
        canopy = next((c for c in obs.canopies if c.id == parsed.index), None)
        if canopy is not None and canopy.area != obs.seat:
            return tr("on {name}'s canopy").format(name=self.name(canopy.area))
        return tr("on your canopy")


