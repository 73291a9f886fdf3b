"""What makes an easy player easy: a medium player's judgement with lapses.

A plausible weak player is not a random one: it sees the same good moves, but now and then
settles for a lesser one of the few it considered, and it forgets which cards it saw others
take (its observation's `known` is emptied).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from typing import TypeVar

from ..games.base import Action

ObsT = TypeVar("ObsT")


def forgetful(obs: ObsT) -> ObsT:
    """`obs` without the memory of cards seen entering other hands."""
    known = getattr(obs, "known", None)
    if known is None:
        return obs
    return replace(obs, known=tuple(() for _ in known))  # type: ignore[type-var]


def lapse(options: Sequence[Action], rng: random.Random, rate: float,
          breadth: int = 3) -> Action:
    """The best of `options` (best first), or with chance `rate` one of the next few."""
    if not options:
        raise ValueError("no option to choose from")
    if len(options) > 1 and rng.random() < rate:
        return rng.choice(list(options[1:breadth]))
    return options[0]
