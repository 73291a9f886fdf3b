"""The engine contract every game implements (see DESIGN.md, "The engine contract").

A game is a sequential state machine: `new_game(config, seed)` deals, `apply(seat, action)`
validates and then changes the state, returning the events the table animates. All randomness
comes from the seeded `random.Random` the state owns, so `(game, config, seed, actions)` replays a
game exactly. Observations are what one seat may know; computer players only ever see those.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Mapping, Sequence
from collections.abc import Set as AbstractSet
from dataclasses import Field, dataclass, field, fields, replace
from functools import partial
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar

from ..cards.card import Card, PhysicalCard
from ..cards.records import quick_init as quick_init
from . import messages as text
from .codec import CodecError, decode, encode
from .messages import Message
from .options import Candidates, Options, answer

AnyCard = PhysicalCard
"""A physical card of any game here: a playing card or a game's own (Banapples' fruit cards,
named by the registry's `GameInfo.card_type`)."""


class IllegalAction(Exception):
    """An action the rules forbid; the state is unchanged. `message` says why as data (the GUI
    renders it in the player's language, without the rule id); `reason` is its English text."""

    def __init__(self, message: Message) -> None:
        super().__init__(message)
        self.message = message

    @property
    def reason(self) -> str:
        return self.message.text

    @property
    def rule(self) -> str | None:
        return self.message.rule

    def __str__(self) -> str:
        """For logs: the English reason and the rule id it cites."""
        return f"{self.reason} ({self.rule})" if self.rule else self.reason


class StaleCommand(IllegalAction):
    """A command made stale by an earlier one (real-time games, BA-21): the pile it names
    changed first. Refused like any illegal action; the table snaps the card back."""


def require_in_hand(hand: Sequence[Card], cards: Sequence[Card], *,
                    at_least_one: bool = True) -> None:
    """Refuse an action that names no card (where one is needed), a card twice, or a card the
    player does not hold."""
    if at_least_one and not cards:
        raise IllegalAction(text.CHOOSE_A_CARD())
    if len(set(cards)) != len(cards):
        raise IllegalAction(text.NAMED_TWICE())
    held = set(hand)
    missing = [card for card in cards if card not in held]
    if missing:
        raise IllegalAction(text.NOT_HELD(cards=missing))


class ConfigError(ValueError):
    """A game configuration outside what the rules allow."""


# ------------------------------------------------------------------------- dataclasses

# ---------------------------------------------------------------------------- actions


@dataclass(frozen=True, slots=True)
class Action:
    """Base of every action; subclasses are small frozen dataclasses with a JSON form."""

    tag: ClassVar[str] = "action"

    def to_json(self) -> dict[str, Any]:
        return {"type": self.tag, **encode(self)}


class ActionCodec:
    """Turns a game's actions to and from JSON by their `tag`."""

    def __init__(self, action_types: Iterable[type[Action]]) -> None:
        self.types = {t.tag: t for t in action_types}

    def from_json(self, data: Any) -> Action:
        if not isinstance(data, dict) or "type" not in data:
            raise CodecError(f"an action must be an object with a \"type\", got {data!r}")
        action_type = self.types.get(data["type"])
        if action_type is None:
            known = ", ".join(sorted(self.types))
            raise CodecError(f"unknown action type {data['type']!r} (known: {known})")
        return decode(action_type, data, data["type"])


# ----------------------------------------------------------------------------- events


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for the table to animate and the log to tell."""

    def for_seat(self, seat: int | None) -> Event:
        """This event as `seat` may see it (None: an omniscient viewer)."""
        return self


@quick_init
@dataclass(frozen=True, slots=True)
class CardMoved(Event):
    """A card went from one zone to another (`index` in the destination, -1 = on top/end).
    `visible_to` lists the seats that see its face; None means everyone."""

    card: AnyCard | None
    src: str
    dst: str
    index: int = -1
    visible_to: frozenset[int] | None = None

    def for_seat(self, seat: int | None) -> Event:
        if seat is None or self.visible_to is None or seat in self.visible_to:
            return self
        return replace(self, card=None)


@quick_init
@dataclass(frozen=True, slots=True)
class RoundStarted(Event):
    """A new round: all cards gathered face down in `stock` before the deal."""

    round_no: int
    dealer: int
    stock_count: int


@quick_init
@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    seat: int
    phase: str


@quick_init
@dataclass(frozen=True, slots=True)
class MeldChanged(Event):
    """A meld was formed or changed; `cards` in laid-out order, `text` shows wilds' meanings."""

    zone: str
    owner: int
    cards: tuple[Card, ...]
    text: str


@quick_init
@dataclass(frozen=True, slots=True)
class Milestone(Event):
    """A moment the table announces with a banner, decided by the engine: `kind` is one of
    the `MILESTONES` (a canasta closed, a foot picked up, a contract laid, a player going
    out), `seat` who made it, `detail` what kind of it (a canasta's type), `rank` the rank it
    concerns (0: none). It comes just before the card moves it causes (the foot's cards)."""

    kind: str
    seat: int
    detail: str = ""
    rank: int = 0


CANASTA_CLOSED = "canasta_closed"
FOOT_PICKED = "foot_picked"
CONTRACT_LAID = "contract_laid"
WENT_OUT_NOW = "went_out"
MILESTONES = (CANASTA_CLOSED, FOOT_PICKED, CONTRACT_LAID, WENT_OUT_NOW)


@quick_init
@dataclass(frozen=True, slots=True)
class RoundEnded(Event):
    """The round is over; `result` is the score sheet (the same JSON the score pad prints)."""

    round_no: int
    reason: str
    result: dict[str, Any]


@quick_init
@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    winners: tuple[int, ...]
    totals: tuple[float, ...]


def events_for(events: Sequence[Event], seat: int | None) -> list[Event]:
    return [event.for_seat(seat) for event in events]


# -------------------------------------------------------------------------- contract


class GameConfig(Protocol):
    """What every game's config dataclass has (its house options are its own). It is a
    dataclass, so tools may read its fields (`dataclasses.fields`)."""

    __dataclass_fields__: ClassVar[dict[str, Field[Any]]]

    @property
    def players(self) -> int: ...


class Observation(ABC):
    """Everything one seat may know. Holds no card it has not seen."""

    seat: int

    @abstractmethod
    def sample_world(self, rng: random.Random) -> AnyGameState:
        """A full state consistent with this observation, unknown cards dealt anew."""

    @abstractmethod
    def visible_cards(self) -> AbstractSet[AnyCard]:
        """Every card this observation names; the conformance suite checks that the seat was
        shown each of them by its events, and that the observation names no other."""

    def options(self, selection: Sequence[Card] = ()) -> Options:
        """What this seat can do now with `selection` (see `games/options.py`), answered from
        what it knows: the engine of a world consistent with this observation decides, and a
        seat's own choices never depend on the cards it cannot see."""
        world = self.sample_world(random.Random(0))
        return world.options(self.seat, selection)


def fresh_copy(value: Any) -> Any:
    """A copy of the containers and mutable records in `value`; cards, shapes, enums and other
    immutable values are shared (copying them would only cost time)."""
    if isinstance(value, list):
        return [fresh_copy(item) for item in value]
    if isinstance(value, dict):
        return {key: fresh_copy(item) for key, item in value.items()}
    if isinstance(value, set):
        return set(value)
    if isinstance(value, tuple):
        return tuple(fresh_copy(item) for item in value)
    params = getattr(value, "__dataclass_params__", None)  # on dataclasses and their types
    mutable_record = params is not None and not params.frozen and not isinstance(value, type)
    if mutable_record:
        return replace(value, **{f.name: fresh_copy(getattr(value, f.name))
                                 for f in fields(value) if f.init})
    return value


ObsT = TypeVar("ObsT", bound=Observation, covariant=True)
"""A game's observation type."""
ActionT = TypeVar("ActionT", bound=Action, covariant=True)
"""A game's action type (the union of its action classes)."""


class GameState(ABC, Generic[ObsT, ActionT]):
    """One game in progress. Subclasses implement the `_`-methods and the queries.

    `GameState[BanakilObservation, BanakilAction]`: `observation()` gives that observation and
    `legal_actions()` those actions. `apply()` takes any `Action`: it refuses another game's
    actions itself, so records and the registry can hand it what they decoded."""

    game_id: ClassVar[str]
    action_codec: ClassVar[ActionCodec]
    config: GameConfig
    """Narrowed to the game's own config class by each engine."""
    _rng: random.Random
    _rng_shared: bool
    _rng_make: Callable[[], random.Random] | None = None
    """Builds the generator at its first use (see `defer_rng`); None once it is built."""

    def __init__(self, config: GameConfig, seed: int) -> None:
        self.config = config
        self.seed = seed
        self.defer_rng(partial(random.Random, seed))
        self.history: list[tuple[int, Action]] = []
        self.opening_events: list[Event] = []
        """The events of the first deal (new_game has no action to return them from)."""

    @property
    def rng(self) -> random.Random:
        """The game's generator. A clone and its original share one generator, untouched,
        until either uses it: the first use copies it, so cloning costs no generator copy.
        A generator not built yet (`defer_rng`) is built at its first use."""
        if self._rng_shared:
            make = self._rng_make
            if make is not None:
                self._rng = make()
                self._rng_make = None
            else:
                shared = self._rng
                self._rng = random.Random(0)  # its state is replaced at once: no OS entropy
                self._rng.setstate(shared.getstate())
            self._rng_shared = False
        return self._rng

    @rng.setter
    def rng(self, value: random.Random) -> None:
        self._rng = value
        self._rng_make = None
        self._rng_shared = False

    def defer_rng(self, make: Callable[[], random.Random]) -> None:
        """Let `make()` build the generator when it is first used: seeding one costs about as
        much as dealing a sampled world, and a world seldom deals again. `make` must give the
        same generator every time (clones made before its first use each call it)."""
        self._rng_make = make
        self._rng_shared = True

    def draw_first_dealer(self, players: int) -> int:
        """The first dealer, drawn at random: `randrange(players)`, the first draw of a new
        state's generator (see `skip_first_dealer`)."""
        return self.rng.randrange(players)

    def skip_first_dealer(self, players: int) -> None:
        """For a new state whose dealer comes from elsewhere (a world sampled from an
        observation): nothing is drawn now, and the generator, built at its first use, is as
        if `draw_first_dealer` had drawn (so the world deals the same next round as when it
        drew a dealer and then took the observation's)."""
        self.defer_rng(partial(_after_randrange, self.seed, players))

    # -- the contract -------------------------------------------------------------

    @classmethod
    def new_game(cls, config: GameConfig, seed: int) -> Self:
        """A game with its first round dealt (from `seed` alone)."""
        state = cls(config, seed)
        state.opening_events = state._deal_round()
        return state

    @abstractmethod
    def _deal_round(self) -> list[Event]:
        """Shuffle with `self.rng` and deal the next round; the events show the deal."""

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Validate and apply. Raises IllegalAction (state unchanged) when the rules forbid it."""
        if not isinstance(action, Action):
            raise IllegalAction(text.NOT_AN_ACTION(action=repr(action)))
        events = self._apply(seat, action)
        self.history.append((seat, action))
        return events

    @abstractmethod
    def _apply(self, seat: int, action: Action) -> list[Event]:
        """Check everything first, then change the state; never half-apply."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list[ActionT]:
        """The simple choices of `seat` now (melds come from the meld finder)."""

    @abstractmethod
    def observation(self, seat: int) -> ObsT: ...

    option_kinds: ClassVar[tuple[str, ...]] = ()
    """The kinds of action `options` answers for (a game's buttons: "draw", "meld", …)."""

    def options(self, seat: int, selection: Sequence[Card] = ()) -> Options:
        """For `seat` and the cards it picked: every kind of action, its legal ways with their
        targets, or why not (the GUI asks this instead of deciding rules)."""
        picked = tuple(selection)
        candidates, reasons = self._option_candidates(seat, picked)
        return answer(seat, picked, self.option_kinds, candidates,
                      lambda action: self.refusal(seat, action), reasons)

    def _option_candidates(self, seat: int, selection: tuple[Card, ...]
                           ) -> tuple[Candidates, Mapping[str, Message]]:
        """The game's candidate ways for a selection, and its reason for each kind the
        selection proposes nothing for."""
        return (), {}

    def refusal(self, seat: int, action: Action) -> Message | None:
        """Why the rules refuse `action` of `seat` now, or None when they allow it (checked on
        a clone: this state never changes)."""
        try:
            self.clone().apply(seat, action)
        except IllegalAction as error:
            return error.message
        return None

    @abstractmethod
    def to_move(self) -> int | None:
        """The seat whose decision it is, or None when the game is over (or has no turns)."""

    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    snapshot_fields: ClassVar[tuple[str, ...]] = ()
    """The attributes that make up the state (beyond config and seed), for `snapshot()`."""

    def snapshot(self) -> dict[str, Any]:
        """The whole state as JSON (hidden cards included): saves and equality checks use it,
        so an attribute missing from `snapshot_fields` would go unchecked."""
        data: dict[str, Any] = {"game": self.game_id, "config": encode(self.config),
                                "seed": self.seed}
        for name in self.snapshot_fields:
            data[name] = encode(getattr(self, name))
        return data

    @abstractmethod
    def check_invariants(self) -> list[str]:
        """Descriptions of broken invariants (empty when all hold)."""

    @abstractmethod
    def winners(self) -> tuple[int, ...]:
        """Winning seats (or team indices in partnership games) once the game is over."""

    def clone(self) -> Self:
        """An independent copy: the state's fields are copied, derived parts shared. A game
        may override this with a copy written out field by field (search clones a lot);
        tests/test_layers.py checks that no mutable part of a declared field is shared."""
        other = self._clone_shell()
        for name in self.snapshot_fields:
            setattr(other, name, fresh_copy(getattr(self, name)))
        return other

    def _clone_shell(self) -> Self:
        """A copy that shares every attribute except its generator and history: `clone`
        then replaces the declared fields with copies."""
        other = object.__new__(type(self))
        self._rng_shared = True  # both copy the generator before their next draw
        other.__dict__.update(self.__dict__)
        other.history = list(self.history)
        other.opening_events = []
        return other

    # -- records --------------------------------------------------------------------

    def record(self) -> GameRecord:
        """The replayable record: config, seed and every applied action."""
        return GameRecord(self.game_id, encode(self.config), self.seed,
                          [(seat, action.to_json()) for seat, action in self.history])


def _after_randrange(seed: int, bound: int) -> random.Random:
    """`Random(seed)` after one `randrange(bound)` (`GameState.skip_first_dealer`)."""
    rng = random.Random(seed)
    rng.randrange(bound)
    return rng


AnyGameState = GameState[Observation, Action]
"""A state of some game, as the registry, the store and drivers that know the game only by its
id see it (every game's state is one: the type parameters are covariant)."""


@dataclass(slots=True)
class GameRecord:
    """A replayable game: what a save file and a replay hold (plus a snapshot to check)."""

    game: str
    config: dict[str, Any]
    seed: int
    actions: list[tuple[int, dict[str, Any]]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "config": self.config, "seed": self.seed,
                "actions": [[seat, action] for seat, action in self.actions]}

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        if not isinstance(data, dict):
            raise CodecError("a game record must be an object")
        for key, kind in (("game", str), ("config", dict), ("seed", int), ("actions", list)):
            if not isinstance(data.get(key), kind):
                raise CodecError(f"game record: {key!r} is missing or not a {kind.__name__}")
        actions = []
        for i, item in enumerate(data["actions"]):
            if (not isinstance(item, list) or len(item) != 2 or not isinstance(item[0], int)
                    or not isinstance(item[1], dict)):
                raise CodecError(f"game record: actions[{i}] must be [seat, action]")
            actions.append((item[0], item[1]))
        return cls(data["game"], data["config"], data["seed"], actions)
