"""The Bain Hand and Foot table: four seats in two partnerships (partners opposite), each
player's foot squared beside their hand, the stock and the squared discard pile in the middle,
and each team's melds together under the team's name: unfinished melds fanned, closed canastas
squared with their type, the team's red 3s and garbage pile beside them. Drags become Hand and
Foot actions; the engine decides what is legal."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QRectF

from ...cards.card import Card
from ...games.bain_hand_and_foot.actions import (
    AddToMeld,
    Discard,
    DrawStock,
    Garbage,
    Meld,
    SevensLock,
    TakePile,
)
from ...games.bain_hand_and_foot.observation import HandAndFootObservation
from ...games.bain_hand_and_foot.phase import Phase
from ...games.bain_hand_and_foot.rules import (
    CANASTA_BONUS,
    CANASTA_SIZE,
    WILD_KEY,
    CanastaType,
    is_black_three,
    is_wild,
)
from ...games.bain_hand_and_foot.table import TableMeld
from ...games.base import Action, GameEnded
from ..card_words import card_text, rank_words
from ..i18n import number_text, signed_text
from ..message_text import cards_words, message_text
from ..table.piles import PileKind, PileSpec, flow_melds, meld_width, pile_extent
from ..table.scene import pill_width
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
    rect,
    refusal_of,
    relative_places,
)

PLAYERS = 4
LABEL_ROOM = 28.0
"""Pixels a zone's label needs above its outline (the scene draws it 27 px over the area)."""
OTHER_HAND_SCALE = 0.5
FOOT_SCALE = 0.5
OWN_FOOT_SCALE = 0.7
MIDDLE_SCALE = 0.8
RED3_SCALE = 0.42
GARBAGE_SCALE = 0.42
MELD_STEP = 0.28
MELD_GAP = 0.32
ROW_GAP = 0.36
"""Between rows of melds, in card heights: room for the marker under each meld."""
PILL_ROOM = 24.0
"""…and at least this many pixels, whatever the card size."""
MAX_MELD_SCALE = 0.8
MIN_MELD_SCALE = 0.3
CANASTA_SLOT = 2
"""A squared canasta takes the room of a two-card meld, so its type marker fits under it."""
MAX_OPTIONS = 9

CANASTA_COLOURS = {CanastaType.NATURAL: "#b8322a", CanastaType.MIXED: "#2e3436",
                   CanastaType.WILD: "#e0b43c", CanastaType.SEVENS: "#7b4bb0"}
FROZEN_COLOUR = "#8fd3f4"
BLOCKED_COLOUR = "#d98c4a"
OPEN_MELD_COLOUR = "#e9d9a6"
BLACK_THREES_COLOUR = "#55606a"


def tr(text: str) -> str:
    return QCoreApplication.translate("HandAndFootTable", text)


def canasta_name(kind: CanastaType) -> str:
    return {CanastaType.NATURAL: tr("Natural"), CanastaType.MIXED: tr("Mixed"),
            CanastaType.WILD: tr("Wild"), CanastaType.SEVENS: tr("Sevens")}[kind]


def picked_up_tip() -> str:
    return tr("This foot has been picked up: its cards are in the player's hand.")


def canasta_tip(kind: CanastaType) -> str:
    """What a closed canasta's marker means, in the player's words."""
    texts = {
        CanastaType.NATURAL: tr("Natural canasta: seven cards of one rank, no wild cards "
                                "(+{bonus})."),
        CanastaType.MIXED: tr("Mixed canasta: seven cards of one rank with one to three wild "
                              "cards (+{bonus})."),
        CanastaType.WILD: tr("Wild canasta: seven wild cards (+{bonus})."),
        CanastaType.SEVENS: tr("Sevens canasta: seven 7s (+{bonus})."),
    }
    return texts[kind].format(bonus=CANASTA_BONUS[kind])


def canasta_top(kind: CanastaType, cards: Sequence[Card]) -> int | None:
    """Which card a closed canasta shows on top, by the players' convention: a red card on a
    natural canasta, a black one on a mixed canasta (a wild if it has no black natural), a
    natural card on the others."""
    naturals = [i for i, c in enumerate(cards) if not is_wild(c)]
    if kind is CanastaType.NATURAL:
        red = [i for i in naturals if cards[i].suit is not None and cards[i].suit.is_red]
        return (red or naturals or [None])[-1]
    if kind is CanastaType.MIXED:
        black = [i for i in naturals if cards[i].suit is not None and not cards[i].suit.is_red]
        wilds = [i for i, c in enumerate(cards) if is_wild(c)]
        return (black or wilds or naturals or [None])[-1]
    return (naturals or [None])[-1]


def key_name(key: int) -> str:
    return tr("wild cards") if key == WILD_KEY else rank_words(key)


def meld_order(melds: Sequence[TableMeld]) -> list[TableMeld]:
    """How a team's melds line up: closed canastas first (by type), then the unfinished
    melds by rank, wild melds last, black 3s at the end."""
    types = list(CanastaType)

    def key(meld: TableMeld) -> tuple[int, int, int]:
        if meld.black_threes:
            return (2, 0, meld.id)
        if meld.canasta is not None:
            return (0, types.index(meld.canasta), meld.id)
        return (1, meld.key, meld.id)

    return sorted(melds, key=key)


def open_melds(obs: HandAndFootObservation, team: int) -> list[TableMeld]:
    """The team's unfinished melds in table order: digit keys 1–9 name them."""
    return [m for m in meld_order(obs.team_melds(team)) if not m.closed and not m.black_threes]


def groups_text(groups: Sequence[Sequence[Card]]) -> str:
    return " + ".join(cards_words(list(g)) for g in groups)


class HandAndFootTable(GameTable):
    game_id = "bain_hand_and_foot"
    columns = 15.0
    rows = 7.0
    default_sort = "rank"

    @staticmethod
    def sort_rank(card: Card) -> int:
        """Wild cards together after the Aces: they are what every meld wants."""
        return 20 if is_wild(card) else card.rank

    # ---------------------------------------------------------------- zones

    def zone_cards(self, obs: HandAndFootObservation, viewer: int
                   ) -> dict[str, list[Card | None]]:
        zones: dict[str, list[Card | None]] = {
            "stock": [None] * obs.stock_count,
            "discard": list(obs.discard),
        }
        for seat in range(PLAYERS):
            own = seat == viewer
            zones[f"hand/{seat}"] = list(obs.hand) if own else [None] * obs.hand_sizes[seat]
            # The own foot was seen once at the deal (HF-03); it stays face down.
            known_foot = own and len(obs.foot) == obs.foot_sizes[seat]
            zones[f"foot/{seat}"] = list(obs.foot) if known_foot else \
                [None] * obs.foot_sizes[seat]
        for team in (0, 1):
            zones[f"red3/{team}"] = list(obs.red_threes[team])
            zones[f"garbage/{team}"] = list(obs.garbage[team])
        for meld in obs.melds:
            zones[meld.zone] = list(meld.shape.cards)
        return zones

    def face_up(self, zone: str, viewer: int) -> bool:
        if zone == "stock" or zone.startswith("foot/"):
            return False
        if zone.startswith("hand/"):
            return zone == f"hand/{viewer}"
        return True

    def team_name(self, team: int) -> str:
        return f"{self.name(team)} & {self.name(team + 2)}"

    def _team_title(self, team: int, viewer: int) -> str:
        """"You & Budi" for the viewer's team (viewer first), the other team's two names."""
        if team == viewer % 2:
            return f"{self.name(viewer)} & {self.name((viewer + 2) % PLAYERS)}"
        return self.team_name(team)

    # ---------------------------------------------------------------- layout

    def layout(self, ctx: TableContext) -> dict[str, PileSpec]:
        """Bands from top to bottom: the partner's hand, the opponents' melds, the stock and
        the discard pile, the viewer's team's melds, the viewer's hand. The opponents' hands
        stand at the left and right edges, the score panel keeps the top right corner. Each
        foot lies squared right beside (or under) its owner's cards."""
        obs: HandAndFootObservation = ctx.obs
        W, H = ctx.card_w, ctx.card_h
        w, h = ctx.w, ctx.h
        m = 0.15 * W
        label = max(LABEL_ROOM, 0.3 * W)
        viewer = ctx.viewer
        places = {(viewer + k) % PLAYERS: place
                  for k, place in enumerate(relative_places(PLAYERS))}
        specs: dict[str, PileSpec] = {}
        side_w = max(1.25 * W, 100.0)
        panel_w, panel_h = max(2.9 * W, 250.0), max(1.6 * H, 190.0)

        hand_h = 1.22 * H
        hand_top = h - m - hand_h
        top_hand_top = m + label
        band_top = top_hand_top + OTHER_HAND_SCALE * H + label + 0.1 * W
        band_bottom = hand_top - label - 0.1 * W
        right_top = max(band_top, panel_h + 2 * m + label)  # under the score panel
        seat_areas = {
            "bottom": rect(m + 0.9 * W + OWN_FOOT_SCALE * W, hand_top,
                           w - 2 * m - 1.8 * W - 2 * OWN_FOOT_SCALE * W, hand_h),
            "top": rect(w * 0.3, top_hand_top, w * 0.34, OTHER_HAND_SCALE * H),
            "left": rect(m, band_top, side_w, band_bottom - band_top),
            "right": rect(w - m - side_w, right_top, side_w, band_bottom - right_top),
        }
        for seat, place in places.items():
            specs.update(self._seat_specs(ctx, seat, place, seat_areas[place], label))

        # Between the hands: the opponents' melds, the middle, the viewer's team's melds.
        x0, x1 = side_w + 2 * m, w - side_w - 2 * m
        middle_h = MIDDLE_SCALE * H + 0.45 * label
        block_h = (band_bottom - band_top - middle_h - 2 * label - 0.2 * W) / 2
        own_team = viewer % 2
        blocks = {1 - own_team: rect(x0, band_top, min(x1, w - panel_w - 2 * m) - x0,
                                     block_h),
                  own_team: rect(x0, band_bottom - block_h, x1 - x0, block_h)}
        middle = rect(x0, blocks[1 - own_team].bottom() + label + 0.1 * W, x1 - x0,
                      MIDDLE_SCALE * H)
        stock = rect(middle.center().x() - 1.25 * W, middle.top(), MIDDLE_SCALE * W,
                     MIDDLE_SCALE * H)
        discard = rect(middle.center().x() + 0.45 * W, middle.top(), MIDDLE_SCALE * W,
                       MIDDLE_SCALE * H)
        specs["stock"] = PileSpec("stock", PileKind.STACK, stock, MIDDLE_SCALE, tr("Stock"),
                                  badge=str(obs.stock_count), framed=False,
                                  label_align="center")
        specs["discard"] = self._discard_spec(obs, discard)

        areas = {team: self._block_parts(ctx, block, self._garbage_pill(obs, team))
                 for team, block in blocks.items()}
        scale = min(self._meld_scale(ctx, team, parts[0]) for team, parts in areas.items())
        for team, (melds_area, red3, garbage) in areas.items():
            specs.update(self._team_specs(ctx, team, melds_area, red3, garbage, scale))
        return specs

    def _seat_specs(self, ctx: TableContext, seat: int, place: str, area: QRectF,
                    label: float) -> dict[str, PileSpec]:
        """A player's hand fanned in `area` and the foot squared right beside the cards."""
        obs: HandAndFootObservation = ctx.obs
        W, H = ctx.card_w, ctx.card_h
        zone = f"hand/{seat}"
        count = obs.hand_sizes[seat]
        shown = max(1, ctx.counts.get(zone, count))
        text = self._seat_label(obs, seat, ctx.viewer)
        if place == "bottom":
            hand = PileSpec(zone, PileKind.FAN, area, 1.0,
                            hand_label(text, count), framed=False,
                            raise_selected=True, max_step=0.56, drop_target=True)
            scale = OWN_FOOT_SCALE
            cards = pile_extent(hand, shown, W)
            foot = rect(cards.left() - 0.45 * W - scale * W,
                        area.bottom() - scale * H - 0.2 * H, scale * W, scale * H)
        elif place == "top":
            hand = PileSpec(zone, PileKind.FAN, area, OTHER_HAND_SCALE,
                            hand_label(text, count), framed=False, max_step=0.2)
            scale = FOOT_SCALE
            cards = pile_extent(hand, shown, W)
            foot = rect(cards.left() - 0.45 * W - scale * W, area.top(), scale * W,
                        scale * H)
        else:
            scale = FOOT_SCALE
            fan_area = rect(area.left(), area.top(), area.width(),
                            area.height() - scale * H - label - 0.1 * W)
            hand = PileSpec(zone, PileKind.FAN, fan_area, OTHER_HAND_SCALE,
                            hand_label(text, count), framed=False, max_step=0.14, vertical=True,
                            label_align="center")
            cards = pile_extent(hand, shown, W)
            foot = rect(area.center().x() - scale * W / 2, cards.bottom() + label + 0.1 * W,
                        scale * W, scale * H)
        return {zone: hand, f"foot/{seat}": self._foot_spec(obs, seat, foot, scale,
                                                             pill_below=place != "top")}

    @staticmethod
    def _garbage_pill(obs: HandAndFootObservation, team: int) -> str:
        """The garbage pile's marker: when it opens, until the team has a sevens canasta."""
        return "" if CanastaType.SEVENS in obs.canasta_types(team) else tr("after 7s canasta")

    def _block_parts(self, ctx: TableContext, block: QRectF,
                     pill: str = "") -> tuple[QRectF, QRectF, QRectF]:
        """A team's block: the melds area, and at its right the red 3s over the garbage
        pile (side by side when the block is too flat). The garbage pile's marker (`pill`,
        wider than the pile) stays inside the block, clear of the seat at the table's edge."""
        W, H = ctx.card_w, ctx.card_h
        extras_w = max(RED3_SCALE * W * (1 + 7 * 0.3), 0.9 * W)
        red3 = rect(block.right() - extras_w, block.top(), extras_w, RED3_SCALE * H)
        garbage = rect(block.right() - extras_w, block.bottom() - GARBAGE_SCALE * H,
                       GARBAGE_SCALE * W, GARBAGE_SCALE * H)
        def overshoot(pile: QRectF) -> float:
            """How far the pile's marker would reach past the block's right edge."""
            right = pile.center().x() + pill_width(pill, pile.width()) / 2 + 6
            return max(0.0, right - block.right())

        if garbage.top() - red3.bottom() < 34:
            red3 = rect(block.right() - extras_w - 0.9 * W, block.top(), extras_w,
                        RED3_SCALE * H)
            garbage = rect(block.right() - GARBAGE_SCALE * W, block.top(), GARBAGE_SCALE * W,
                           GARBAGE_SCALE * H)
            # The pile moves into the gap beside the red 3s first; they give way only after.
            shift = overshoot(garbage)
            free = max(0.0, garbage.left() - red3.right() - 0.1 * W)
            garbage = garbage.translated(-shift, 0)
            red3 = red3.translated(-max(0.0, shift - free), 0)
        else:
            garbage = garbage.translated(-overshoot(garbage), 0)
        melds = rect(block.left(), block.top(),
                     min(red3.left(), garbage.left()) - block.left() - 0.4 * W, block.height())
        return melds, red3, garbage

    def _meld_sizes(self, ctx: TableContext, team: int) -> list[int]:
        return [CANASTA_SLOT if m.closed else ctx.counts.get(m.zone, m.size)
                for m in meld_order(ctx.obs.team_melds(team))]

    @staticmethod
    def _row_gap(scale: float, card_h: float) -> float:
        """The gap under a row of melds in card heights: room for the markers."""
        return max(ROW_GAP, PILL_ROOM / max(scale * card_h, 1.0))

    def _meld_scale(self, ctx: TableContext, team: int, area: QRectF) -> float:
        """The largest card size at which the team's melds fit their area without
        squeezing (small tables get smaller melds as they grow)."""
        W, H = ctx.card_w, ctx.card_h
        sizes = self._meld_sizes(ctx, team)
        room = self._pill_room(ctx, team)
        scale = MAX_MELD_SCALE
        while scale > MIN_MELD_SCALE:
            card_h = scale * H
            gap = self._row_gap(scale, H) * card_h
            rows_fit = max(1, int((area.height() - 0.9 * gap + gap) // (card_h + gap)))
            rows, x = 1, 0.0
            for i, size in enumerate(sizes):
                width = meld_width(size, W, scale, MELD_STEP)
                width = max(width, room(i, width))
                if x > 0 and x + width > area.width():
                    rows += 1
                    x = 0.0
                x += width + MELD_GAP * scale * W
            if rows <= rows_fit:
                return scale
            scale -= 0.03
        return MIN_MELD_SCALE

    def _pill_room(self, ctx: TableContext, team: int) -> Callable[[int, float], float]:
        """The width each meld's marker needs (see `flow_melds`)."""
        pills = [text for text, _colour, _tip in self._meld_pills(ctx.obs, team,
                                                                 team == ctx.viewer % 2)]
        return lambda i, width: pill_width(pills[i], width) + 4

    def _meld_pills(self, obs: HandAndFootObservation, team: int,
                    own: bool) -> list[tuple[str, str, str]]:
        """Each meld's marker in table order: its text, colour and what it means."""
        pills = []
        number = 0
        for meld in meld_order(obs.team_melds(team)):
            if meld.closed:
                kind = meld.canasta
                assert kind is not None
                pills.append((canasta_name(kind), CANASTA_COLOURS[kind],
                              canasta_tip(kind)))
            elif meld.black_threes:
                pills.append((tr("Black 3s"), BLACK_THREES_COLOUR,
                              tr("Black 3s laid down as you go out: they score, but never "
                                 "make a canasta.")))
            else:
                number += 1
                progress = f"{meld.size}/{CANASTA_SIZE}"
                tip = tr("{n} of the {size} cards a canasta needs.").format(
                    n=meld.size, size=CANASTA_SIZE)
                if own and number <= 9:
                    # The digit key that adds to it, written as the buttons write theirs.
                    pills.append((f"{progress}  [{number}]", OPEN_MELD_COLOUR, tr(
                        "Meld {number}: press {number} to add the selected cards to it. "
                        "{progress}").format(number=number, progress=tip)))
                else:
                    pills.append((progress, OPEN_MELD_COLOUR, tip))
        return pills

    def _discard_spec(self, obs: HandAndFootObservation, area: QRectF) -> PileSpec:
        """Squared, the top card showing; wilds lie crosswise and a frozen pile says so."""
        pile = obs.discard
        sideways = frozenset(i for i, card in enumerate(pile) if is_wild(card))
        pill, colour = "", FROZEN_COLOUR
        if obs.pile_frozen():
            pill = tr("FROZEN")
        if pile and is_black_three(pile[-1]):  # HF-16: nobody may take it now
            pill = f"{pill} · {tr('BLOCKED')}" if pill else tr("BLOCKED")
            colour = BLOCKED_COLOUR
        tips = [tr("The discard pile ({n} cards): drag it to your hand or onto your meld to "
                   "take it all, melding its top card at once.").format(n=len(pile))]
        if obs.pile_frozen():
            tips.append(tr("Frozen: a wild card lies crosswise in it, so only two natural "
                           "cards of the top card's rank from your hand can take it."))
        if pile and is_black_three(pile[-1]):
            tips.append(tr("Blocked: nobody may take it while a black 3 is on top."))
        return PileSpec("discard", PileKind.STACK, area, MIDDLE_SCALE, tr("Discard pile"),
                        drop_target=True, badge=str(len(pile)), sideways=sideways,
                        pill=pill, pill_colour=colour, label_align="center", framed=False,
                        tooltip="\n".join(tips))

    def _foot_spec(self, obs: HandAndFootObservation, seat: int, area: QRectF,
                   scale: float, pill_below: bool = True) -> PileSpec:
        """A foot; once picked up, an empty outline that says so (in its label where the
        opponents' melds header lies right under it)."""
        zone = f"foot/{seat}"
        if obs.foot_picked[seat]:
            if not pill_below:
                return PileSpec(zone, PileKind.STACK, area, scale,
                                tr("Foot · picked up"), framed=True, label_align="right",
                                tooltip=picked_up_tip())
            return PileSpec(zone, PileKind.STACK, area, scale, tr("Foot"), framed=True,
                            pill=tr("picked up"), pill_colour=OPEN_MELD_COLOUR,
                            label_align="center", tooltip=picked_up_tip())
        return PileSpec(zone, PileKind.STACK, area, scale, tr("Foot"),
                        badge=str(obs.foot_sizes[seat]), framed=False, label_align="center",
                        tooltip=tr("{name}'s foot: {n} cards, picked up when they close a "
                                   "canasta themselves").format(name=self.name(seat),
                                                                n=obs.foot_sizes[seat]))

    def _team_specs(self, ctx: TableContext, team: int, melds_area: QRectF, red3: QRectF,
                    garbage: QRectF, scale: float) -> dict[str, PileSpec]:
        """A team's melds flowing in rows, its red 3s and its garbage pile."""
        obs: HandAndFootObservation = ctx.obs
        W, H = ctx.card_w, ctx.card_h
        own = team == ctx.viewer % 2
        specs: dict[str, PileSpec] = {}
        reds = len(obs.red_threes[team])
        specs[f"red3/{team}"] = PileSpec(f"red3/{team}", PileKind.MELD, red3, RED3_SCALE,
                                         tr("Red 3s"), badge=str(reds) if reds else "",
                                         framed=False, max_step=0.3,
                                         tooltip=tr("Red 3s laid out by this team: +100 "
                                                    "each with a sevens canasta, −100 each "
                                                    "without"))
        sevens = CanastaType.SEVENS in obs.canasta_types(team)
        specs[f"garbage/{team}"] = PileSpec(
            f"garbage/{team}", PileKind.STACK, garbage, GARBAGE_SCALE, tr("Garbage"),
            badge=str(len(obs.garbage[team])) if obs.garbage[team] else "",
            framed=True, drop_target=own and sevens,
            pill=self._garbage_pill(obs, team), pill_colour=OPEN_MELD_COLOUR,
            # beside the red 3s at the block's right edge, the label reads leftward
            label_align="right" if garbage.left() > red3.left() else "left",
            tooltip=tr("The garbage pile: once the team has a sevens canasta, spare 7s go "
                       "here.") if not obs.config.garbage_any_card else
            tr("The garbage pile: once the team has a sevens canasta, any card may go "
               "here."))
        title = self._team_title(team, ctx.viewer)
        badge = self._team_badge(obs, team)
        area_zone = f"melds/{team}"
        specs[area_zone] = PileSpec(area_zone, PileKind.MELD, melds_area, scale, title,
                                    badge=badge, drop_target=own,
                                    tooltip=self._team_tip(obs, team, own,
                                                           self.speaks_to(ctx.viewer)))
        melds = meld_order(obs.team_melds(team))
        sizes = self._meld_sizes(ctx, team)
        row_gap = self._row_gap(scale, H)
        boxes = flow_melds(QRectF(melds_area.left(), melds_area.top(), melds_area.width(),
                                  melds_area.height() - row_gap * scale * H * 0.9),
                           sizes, W, scale, MELD_STEP, MELD_GAP, row_gap=row_gap,
                           room=self._pill_room(ctx, team))
        if boxes:  # a single row sits in the middle of the block
            used = max(b.bottom() for b in boxes) + 0.9 * row_gap * scale * H - melds_area.top()
            shift = max(0.0, (melds_area.height() - used) / 2)
            boxes = [b.translated(0, shift) for b in boxes]
        pills = self._meld_pills(obs, team, own)
        for meld, box, (pill, colour, tip) in zip(melds, boxes, pills, strict=True):
            if meld.closed:
                kind = meld.canasta
                assert kind is not None
                specs[meld.zone] = PileSpec(
                    meld.zone, PileKind.STACK, box, scale, framed=False, pill=pill,
                    pill_colour=colour, on_top=canasta_top(kind, meld.shape.cards),
                    tooltip=tip)
                continue
            specs[meld.zone] = PileSpec(meld.zone, PileKind.MELD, box, scale, framed=False,
                                        max_step=MELD_STEP, drop_target=own
                                        and not meld.black_threes, pill=pill,
                                        pill_colour=colour, tooltip=tip)
        return specs

    def _team_tip(self, obs: HandAndFootObservation, team: int, own: bool,
                  yours: bool = True) -> str:
        """The melds area's header in full sentences (`yours`: a human at this screen plays
        the viewer's seat, so the own team's are "your team's")."""
        lines = [tr("Your team's melds: drop cards here to meld them, or onto a meld to add "
                    "to it.") if own and yours else
                 tr("{team}'s melds").format(team=self.team_name(team))]
        if not obs.has_melded(team):
            lines.append(tr("The first melds of the round must be worth at least {n} "
                            "points together.").format(n=obs.minimum(team)))
        else:
            missing = [canasta_name(k).lower() for k in CanastaType
                       if k not in obs.canasta_types(team)]
            if missing:
                lines.append(tr("To go out the team still needs a canasta of each kind: "
                                "{kinds}.").format(kinds=", ".join(missing)))
        return "\n".join(lines)

    @staticmethod
    def _team_badge(obs: HandAndFootObservation, team: int) -> str:
        """What the team still needs: its first meld's minimum (HF-13), then the canasta
        types going out asks for (HF-18)."""
        if not obs.has_melded(team):
            return tr("· first meld {n}+").format(n=obs.minimum(team))
        missing = [canasta_name(k).lower() for k in CanastaType
                   if k not in obs.canasta_types(team)]
        if not missing:
            return tr("· all four canastas")
        return tr("· to go out: {kinds}").format(kinds=", ".join(missing))

    def _seat_label(self, obs: HandAndFootObservation, seat: int, viewer: int) -> str:
        name = self.name(seat)
        if seat == (viewer + 2) % PLAYERS:
            name = tr("{name} (partner)").format(name=name)
        if seat == obs.current and obs.phase in (Phase.DRAW, Phase.PLAY):
            name = "▶ " + name
        return name

    # ---------------------------------------------------------------- gestures

    def _turn(self, obs: HandAndFootObservation, viewer: int, phase: Phase) -> bool:
        return obs.current == viewer and obs.phase is phase

    def drag_indices(self, obs: HandAndFootObservation, viewer: int, zone: str, index: int,
                     selected: Sequence[int]) -> list[int] | None:
        if zone == self.hand_zone(viewer):
            return sorted(selected) if index in selected else [index]
        if zone == "stock" and self._turn(obs, viewer, Phase.DRAW) and obs.stock_count:
            return [obs.stock_count - 1]
        if zone == "discard" and self._turn(obs, viewer, Phase.DRAW) and obs.discard:
            return list(range(len(obs.discard)))  # HF-14: the whole pile
        return None

    def drop_zones(self, obs: HandAndFootObservation, viewer: int, src_zone: str) -> list[str]:
        return self.drop_targets(obs, viewer, src_zone, [])

    def drop_targets(self, obs: HandAndFootObservation, viewer: int, src_zone: str,
                     indices: Sequence[int], cards: Sequence[Card | None] = ()) -> list[str]:
        """Where the lifted cards go: the hand and the team's meld area, and the team melds
        and garbage pile the engine says they fit (HF-12, HF-16)."""
        hand = self.hand_zone(viewer)
        team = viewer % 2
        if src_zone == "stock":
            return [hand]
        if src_zone == "discard":
            takes = obs.options()["take"]
            if not takes.possible:
                return [hand]  # the engine says why not
            return [hand, f"melds/{team}", *(t for t in takes.targets if t.startswith("meld/"))]
        if src_zone != hand:
            return []
        zones = [hand]
        if self._turn(obs, viewer, Phase.DRAW):
            zones.append("discard")  # take the pile with the cards dragged
        if self._turn(obs, viewer, Phase.PLAY):
            zones += ["discard", f"melds/{team}"]
            zones += [m.zone for m in open_melds(obs, team)]
            lifted = [c for c in cards if c is not None]
            if lifted:
                zones += obs.options(lifted)["garbage"].targets
        return zones

    def drop(self, obs: HandAndFootObservation, viewer: int, src_zone: str,
             cards: Sequence[Card | None], indices: Sequence[int],
             dst_zone: str | None, selected: Sequence[Card] = ()) -> Gesture:
        hand = self.hand_zone(viewer)
        team = viewer % 2
        if dst_zone is None:
            return None
        if src_zone == "stock":
            return DrawStock() if dst_zone == hand else None
        if src_zone == "discard":
            # The pile goes where its top card is melded, with the selected cards if any.
            if dst_zone.startswith("meld/") and not selected:
                return TakePile(meld_id=int(dst_zone.split("/")[1]))
            return self.take_gesture(obs, list(selected))
        if src_zone != hand:
            return None
        moving = [c for c in cards if c is not None]
        if dst_zone == "discard":
            if obs.phase is Phase.DRAW:
                return self.take_gesture(obs, moving)
            if len(moving) != 1:
                return Refusal(tr("Discard one card at a time."))
            return Discard(moving[0])
        if dst_zone == f"melds/{team}":
            return self.meld_gesture(obs, moving)
        if dst_zone.startswith("meld/"):
            return AddToMeld(int(dst_zone.split("/")[1]), tuple(moving))
        if dst_zone == f"garbage/{team}":
            return Garbage(tuple(moving))
        return None

    def click(self, obs: HandAndFootObservation, viewer: int, zone: str | None,
              index: int | None, selected: Sequence[Card], double: bool) -> Gesture:
        hand = self.hand_zone(viewer)
        team = viewer % 2
        draw = self._turn(obs, viewer, Phase.DRAW)
        play = self._turn(obs, viewer, Phase.PLAY)
        if zone == hand and index is not None:
            if double and play and index < len(obs.hand):
                return Discard(obs.hand[index])
            return ToggleSelect()
        if zone == "stock" and draw:
            return DrawStock()
        if zone == "discard" and draw:
            return self.take_gesture(obs, list(selected))
        if zone == "discard" and play and len(selected) == 1:
            return Discard(selected[0])
        if zone is None:
            return None
        if zone.startswith("meld/"):
            meld_id = int(zone.split("/")[1])
            meld = next((m for m in obs.melds if m.id == meld_id), None)
            if meld is None or meld.team != team:
                return None
            if draw:
                return TakePile(meld_id=meld_id)
            if play and selected:
                return AddToMeld(meld_id, tuple(selected))
        if zone == f"melds/{team}" and play and selected:
            return self.meld_gesture(obs, list(selected))
        if zone == f"garbage/{team}" and play and selected:
            return Garbage(tuple(selected))
        return None

    # ---------------------------------------------------------------- moves with readings

    def meld_gesture(self, obs: HandAndFootObservation, cards: Sequence[Card]) -> Gesture:
        """New melds from the selected cards, every way the engine finds to share the wild
        cards; cards whose meld the team already has go onto it (HF-10 allows no second)."""
        options = obs.options(cards)
        melds, adds = options["meld"], options["add"]
        if not melds.possible and len(adds.ways) == 1:
            return adds.ways[0].action
        return gesture_of(melds, tr("How should the cards be melded?"),
                          lambda way: tr("Meld {groups}").format(
                              groups=groups_text(getattr(way.action, "melds", ()))),
                          MAX_OPTIONS)

    def take_gesture(self, obs: HandAndFootObservation, selected: Sequence[Card]) -> Gesture:
        """Taking the pile (HF-16): its top card must be melded at once, with the selected
        cards if any; otherwise every way the engine finds is offered."""
        takes = obs.options(selected)["take"]
        if len(takes.ways) == 1 and not getattr(takes.ways[0].action, "melds", ()):
            return takes.ways[0].action
        if not takes.ways:
            return refusal_of(takes)
        return Choice(tr("How do you take the discard pile?"),
                      tuple((self.take_text(obs, way.action), way.action)
                            for way in takes.ways[:MAX_OPTIONS]
                            if isinstance(way.action, TakePile)))

    def take_text(self, obs: HandAndFootObservation, action: TakePile) -> str:
        top = obs.discard[-1]
        if action.meld_id is not None:
            text = tr("Put the pile's {top} on your {ranks}").format(
                top=card_text(top), ranks=rank_words(top.rank))
        else:
            text = tr("Meld the pile's {top} with your {cards}").format(
                top=card_text(top), cards=cards_words(action.cards))
        if action.melds:
            text += "  " + tr("and meld {groups}").format(groups=groups_text(action.melds))
        return text

    def add_gesture(self, obs: HandAndFootObservation, cards: Sequence[Card]) -> Gesture:
        """Add the selected cards to whichever unfinished team meld the engine says takes
        them."""
        names = {m.id: m for m in open_melds(obs, obs.team)}
        adds = obs.options(cards)["add"]
        if not adds.ways and names and cards:  # the engine says why not, on the likeliest
            return AddToMeld(next(iter(names)), tuple(cards))
        return gesture_of(adds, tr("Add to which meld?"), lambda way: self._meld_words(
            names[getattr(way.action, "meld_id", -1)]) if getattr(
                way.action, "meld_id", -1) in names else "", MAX_OPTIONS)

    def _meld_words(self, meld: TableMeld) -> str:
        return tr("Your {ranks} ({n} cards)").format(ranks=key_name(meld.key), n=meld.size)

    # ---------------------------------------------------------------- keyboard

    def commands(self, obs: HandAndFootObservation, viewer: int, selected: Sequence[Card],
                 focused: Card | None) -> list[Command]:
        target = list(selected) or ([focused] if focused is not None else [])
        team = viewer % 2
        picked = obs.options(list(selected))
        aimed = obs.options(target)
        commands = [
            offer(picked, "draw", "draw", tr("Draw"), "D", lambda: DrawStock(),
                  tr("Take the top two cards of the stock")),
            offer(picked, "take", "take", tr("Take pile"), "T",
                  lambda: self.take_gesture(obs, list(selected)),
                  tr("Take the whole discard pile, melding its top card at once")),
            offer(picked, "meld", "meld", tr("Meld"), "M",
                  lambda: self.meld_gesture(obs, list(selected)),
                  tr("Lay the selected cards down as new melds")),
            offer(aimed, "add", "add", tr("Add"), "A", lambda: self.add_gesture(obs, target),
                  tr("Add the selected cards to your team's meld (or press its number 1–9)")),
        ]
        # The garbage pile and the sevens lock exist only at times: their buttons too.
        if CanastaType.SEVENS in obs.canasta_types(team):
            commands.append(offer(aimed, "garbage", "garbage", tr("Garbage"), "G",
                                  lambda: Garbage(tuple(target)),
                                  tr("Put the selected 7s on your team's garbage pile")))
        commands.append(offer(aimed, "discard", "discard", tr("Discard"), "X",
                              lambda: Discard(target[0]) if len(target) == 1 else None,
                              tr("Discard the selected card and end your turn")))
        if picked.possible("lock"):
            commands.append(offer(picked, "lock", "lock", tr("Sevens lock"), "L",
                                  lambda: SevensLock(),
                                  tr("Your hand is all 7s and you cannot go out: end the "
                                     "round")))
        return commands

    def number_key(self, obs: HandAndFootObservation, viewer: int, number: int,
                   selected: Sequence[Card] = ()) -> Gesture:
        """Digits name the team's unfinished melds (the number under each): add the selected
        cards to that meld, or take the pile onto it."""
        melds = open_melds(obs, viewer % 2)
        if not 1 <= number <= len(melds):
            return None
        meld = melds[number - 1]
        if self._turn(obs, viewer, Phase.DRAW):
            return TakePile(meld_id=meld.id)
        if self._turn(obs, viewer, Phase.PLAY) and selected:
            return AddToMeld(meld.id, tuple(selected))
        return None

    # ---------------------------------------------------------------- panel, hint, sheet

    def is_viewer_turn(self, obs: HandAndFootObservation, viewer: int) -> bool:
        return obs.current == viewer and obs.phase in (Phase.DRAW, Phase.PLAY)

    def turn_text(self, obs: HandAndFootObservation, viewer: int) -> str | None:
        if not self.is_viewer_turn(obs, viewer):
            return None
        if obs.phase is Phase.DRAW:
            takes = obs.options()["take"]
            if takes.possible or takes.why_not is None:
                return tr("Your turn: draw two from the stock, or take the discard pile by "
                          "dragging it to your hand or onto your meld.")
            return tr("Your turn: draw two from the stock ({why}).").format(
                why=message_text(takes.why_not, capitalised=False))
        text = tr("Meld, or add to your team's melds; then discard.")
        if not obs.has_melded(obs.team):
            text += " " + tr("Your team's first melds must be worth {n}.").format(
                n=obs.minimum(obs.team))
        return text

    def panel(self, obs: HandAndFootObservation) -> list[tuple[str, str]]:
        team = obs.team
        lines = [(tr("Round"), str(obs.round_no)),
                 (self._team_title(team, obs.seat), number_text(obs.totals[team])),
                 (self._team_title(1 - team, obs.seat), number_text(obs.totals[1 - team])),
                 (tr("Target"), number_text(obs.config.target))]
        first = tr("done") if obs.has_melded(team) else str(obs.minimum(team))
        lines.append((tr("First meld"), first))
        lines.append((tr("Red 3s out"), f"{obs.red_threes_on_table()}/8"))
        return lines

    def unit_name(self, index: int, obs: object) -> str:
        return self.team_name(index)

    def winner_text(self, ended: GameEnded, obs: HandAndFootObservation) -> str:
        winners = ended.winners
        if not winners:
            return tr("Game over")
        return tr("{team} win the game!").format(team=self.team_name(winners[0]))

    def score_sheet(self, result: dict, obs: HandAndFootObservation
                    ) -> tuple[str, str, list[str], list[list[str]]]:
        title = tr("Round {n}").format(n=result["round"])
        ending = result["ending"]
        if ending == "went_out":
            subtitle = tr("{name} went out: +200 for {team}.").format(
                name=self.name(result["went_out"]), team=self.team_name(result["went_out"] % 2))
        elif ending == "sevens_lock":
            subtitle = tr("{name} held nothing but 7s: the round ends without a going-out "
                          "bonus.").format(name=self.name(result["ended_by"]))
        else:
            subtitle = tr("The stock ran out: the round ends without a going-out bonus.")
        parts = result["breakdown"]
        headers = [tr("Team"), tr("Going out"), tr("Melded cards"), tr("Canastas"),
                   tr("Bonuses")]
        keys = ["going_out", "card_values", "canastas", "canasta_bonuses"]
        for key, head in (("garbage", tr("Garbage")), ("black_threes", tr("Black 3s"))):
            if any(p[key] for p in parts):
                headers.append(head)
                keys.append(key)
        headers += [tr("Red 3s"), tr("Left in hand & foot"), tr("Round"), tr("Total")]
        keys += ["red_threes", "left_in_hands", "total"]
        rows = []
        for team, part in enumerate(parts):
            row = [self.team_name(team)]
            for key in keys:
                if key == "canastas":
                    row.append(_canastas_text(part["canastas"]))
                elif key == "going_out":
                    row.append(signed_text(part[key]) if part[key] else "")
                else:
                    row.append(signed_text(part[key]))
            row.append(number_text(result["totals_after"][team]))
            rows.append(row)
        return title, subtitle, headers, rows

    def hint(self, obs: HandAndFootObservation, action: Action) -> Hint | None:
        if not obs.my_turn:
            return None
        return hint_for(obs, action)


def hint_for(obs: HandAndFootObservation, action: Action) -> Hint | None:
    """What the medium player would do, in words, with the cards to light up."""
    if isinstance(action, DrawStock):
        return Hint((), tr("Draw two cards from the stock."))
    if isinstance(action, TakePile):
        top = obs.discard[-1]
        extra = tuple(c for group in action.melds for c in group)
        if action.meld_id is not None:
            text = tr("Take the discard pile: {top} goes on your {ranks}.").format(
                top=card_text(top), ranks=rank_words(top.rank))
        else:
            text = tr("Take the discard pile, melding {top} with {cards}.").format(
                top=card_text(top), cards=cards_words(action.cards))
        return Hint((top, *action.cards, *extra), text)
    if isinstance(action, Meld):
        cards = tuple(c for group in action.melds for c in group)
        return Hint(cards, tr("Meld {groups}.").format(groups=groups_text(action.melds)))
    if isinstance(action, AddToMeld):
        meld = next((m for m in obs.melds if m.id == action.meld_id), None)
        ranks = key_name(meld.key) if meld is not None else ""
        return Hint(action.cards, tr("Add {cards} to your {ranks}.").format(
            cards=cards_words(action.cards), ranks=ranks))
    if isinstance(action, Garbage):
        return Hint(action.cards, tr("Put {cards} on your garbage pile.").format(
            cards=cards_words(action.cards)))
    if isinstance(action, Discard):
        return Hint((action.card,), tr("Discard {card}.").format(card=card_text(action.card)))
    if isinstance(action, SevensLock):
        return Hint((), tr("Nothing but 7s: end the round with the sevens lock."))
    return None


def _canastas_text(counts: dict[str, int]) -> str:
    parts = [f"{counts[kind.value]} {canasta_name(kind).lower()}"
             for kind in CanastaType if counts.get(kind.value)]
    return " · ".join(parts) if parts else "—"


