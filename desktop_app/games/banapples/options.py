"""What a Banapples seat can do now (see `games/options.py`): deal to the compost (or turn it
over), play the seed card, play the compost's top card. Everything it needs is public, so the
answer comes from the seat's own observation: no world is sampled and nothing is cloned, which
matters in a game that refreshes its buttons after every player's command."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..base import Action
from ..messages import Message
from ..options import Affordance, Options, Way
from . import messages as text
from .actions import Compost, Play
from .fruit import FruitCard
from .phase import Phase
from .zones import compost_zone, seeds_zone

if TYPE_CHECKING:
    from .observation import BanapplesObservation

KINDS = ("compost", "seed", "compost_top")


def options_of(obs: BanapplesObservation) -> Options:
    """Every kind of the seat's commands: its legal ways (where the card would go) or why not."""
    legal: Sequence[Action] = obs.legal_commands() if obs.phase is Phase.PLAY else ()
    me = obs.me
    seeds, compost = seeds_zone(obs.seat), compost_zone(obs.seat)
    kinds = {
        "compost": _affordance("compost", [Way(a) for a in legal if isinstance(a, Compost)],
                               _compost_reason(obs)),
        "seed": _affordance("seed", _plays(legal, seeds), _play_reason(obs, me.seed_top,
                                                                       text.SEED_EMPTY())),
        "compost_top": _affordance("compost_top", _plays(legal, compost),
                                   _play_reason(obs, me.compost[-1] if me.compost else None,
                                                text.COMPOST_EMPTY())),
    }
    return Options(obs.seat, (), kinds)


def _plays(legal: Sequence[Action], src: str) -> list[Way]:
    return [Way(a, a.dst) for a in legal if isinstance(a, Play) and a.src == src]


def _affordance(kind: str, ways: list[Way], why_not: Message) -> Affordance:
    return Affordance(kind, tuple(ways), None if ways else why_not)


def _play_reason(obs: BanapplesObservation, card: FruitCard | None, empty: Message) -> Message:
    if obs.phase is not Phase.PLAY:
        return text.NOT_PLAYING()
    if card is None:
        return empty
    return text.FITS_NOWHERE(card=card)


def _compost_reason(obs: BanapplesObservation) -> Message:
    if obs.phase is not Phase.PLAY:
        return text.NOT_PLAYING()
    me = obs.me
    if me.draw_count == 0 and not me.compost:
        return text.PILES_EMPTY()
    top = me.compost[-1] if me.compost else None
    return text.COMPOST_PLAYABLE(card=top) if top is not None else text.PILES_EMPTY()
