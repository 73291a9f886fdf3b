"""Hints that say why: the hard player's search is asked, and its own statistics are the reason.

`explain_hint` returns the action with what the search measured for it and for the runner-up
(how often each kept the side ahead, over how many simulated deals, by what mean margin). The
one-line message is built only from those figures; when nothing was compared (one sensible
choice, or no deal finished in time) the message says exactly that. The table words the
action and translates the templates (`HintTemplates`); English ones are the default.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..cards.card import JOKER, Card, rank_text
from ..games.base import Action, Observation
from ..games.info import load_ref
from .registry import PLAYERS, make_player
from .search import CandidateStats, SearchPlayer


@dataclass(frozen=True, slots=True)
class Weighed:
    """One action as the search saw it."""

    action: Action
    ahead_rate: float
    """Share of the simulated deals in which the side stood ahead afterwards (ties half)."""
    mean_margin: float
    """Mean judgement of the side: the search game's `evaluate`, its chance of winning the
    round less an even share (a fraction)."""
    samples: int

    @classmethod
    def of(cls, stats: CandidateStats) -> Weighed:
        return cls(stats.action, stats.ahead_rate, stats.mean_margin, stats.samples)


@dataclass(frozen=True, slots=True)
class HintTemplates:
    """The words of a hint line; `{action}`, `{other}` are worded actions, `{rate}`,
    `{other_rate}` whole percentages, `{deals}` a count, `{margin}` whole percentage points
    of the chance of winning the round."""

    compared: str = ("{action} — it kept you ahead in {rate} % of {deals} simulated deals, "
                     "against {other_rate} % for {other}")
    by_margin: str = ("{action} — over {deals} simulated deals it gave you on average a "
                      "{margin}-point better chance of winning the round than {other}")
    undecided: str = ("{action} — in {deals} simulated deals nothing did clearly better "
                      "({other} kept you ahead in {other_rate} %, this in {rate} %)")
    alone: str = "{action} — nothing else here was worth weighing"
    unweighed: str = "{action} — there was no time to simulate deals"


@dataclass(frozen=True, slots=True)
class Hint:
    """The search's answer with the figures behind it."""

    action: Action
    best: Weighed | None
    runner_up: Weighed | None
    deals: int
    considered: int
    """How many candidate actions the search compared (1: nothing to compare)."""

    def message(self, words: Callable[[Action], str] | None = None,
                other_words: Callable[[Action], str] | None = None,
                templates: HintTemplates = HintTemplates()) -> str:
        """The line; `words` says an action, `other_words` the runner-up (a discard's card
        alone reads better there)."""
        say = words or action_words
        say_other = other_words or runner_up_words
        action = say(self.action)
        if self.best is None:
            return (templates.alone if self.considered <= 1 else templates.unweighed).format(
                action=action)
        if self.runner_up is None:
            return templates.alone.format(action=action)
        other = self.runner_up
        if self.best.ahead_rate > other.ahead_rate:
            return templates.compared.format(
                action=action, rate=round(100 * self.best.ahead_rate), deals=self.deals,
                other_rate=round(100 * other.ahead_rate), other=say_other(other.action))
        margin = round(100 * (self.best.mean_margin - other.mean_margin))
        if margin > 0:
            return templates.by_margin.format(action=action, deals=self.deals,
                                              margin=str(margin),
                                              other=say_other(other.action))
        # The first idea stood: the deals gave no clear reason to prefer another.
        return templates.undecided.format(
            action=action, deals=self.deals, rate=round(100 * self.best.ahead_rate),
            other_rate=round(100 * other.ahead_rate), other=say_other(other.action))


def search_player(game_id: str, think_time: float = 1.0) -> SearchPlayer[Any] | None:
    """The hard player of `game_id` when it searches (None for games whose players do not)."""
    ref = PLAYERS.get(game_id, {}).get("hard")
    if ref is None:
        return None
    kind = load_ref(ref)
    if not (isinstance(kind, type) and issubclass(kind, SearchPlayer)):
        return None
    player = make_player(game_id, "hard", think_time=think_time)
    return player if isinstance(player, SearchPlayer) else None


def explain_hint(player: SearchPlayer[Any], observation: Observation, rng: random.Random,
                 deadline: float | None = None) -> Hint:
    """Ask `player`'s search about `observation` (for its think time, or to `deadline`) and
    keep its statistics."""
    found = player.think(player.own(observation), rng, deadline)
    best = found.best
    runner = found.runner_up
    return Hint(found.action, None if best is None else Weighed.of(best),
                None if runner is None else Weighed.of(runner), found.worlds,
                len(found.candidates))


def card_words(card: Card) -> str:
    """A card as players write it: Q♣, 10♥, joker."""
    if card.rank == JOKER or card.suit is None:
        return "joker"
    return f"{rank_text(card.rank)}{card.suit.symbol}"


def action_words(action: Action) -> str:
    """Plain English for the actions a hint names (the table has translated wording)."""
    card = getattr(action, "card", None)
    if isinstance(card, Card) and action.tag == "discard":
        return f"Discard {card_words(card)}"
    count = getattr(action, "count", None)
    names = {
        "draw_stock": "Draw from the stock",
        "push": "Push the discard on",
        "take_pile": "Take the discard pile",
        "take_discard": ("Take the top discard" if count in (None, 1)
                         else f"Take {count} cards from the discard pile"),
    }
    return names.get(action.tag, action.tag.replace("_", " ").capitalize())


def runner_up_words(action: Action) -> str:
    """The runner-up as the end of a hint line: a discard by its card, others in lower case."""
    card = getattr(action, "card", None)
    if isinstance(card, Card) and action.tag == "discard":
        return card_words(card)
    text = action_words(action)
    return text[:1].lower() + text[1:]
