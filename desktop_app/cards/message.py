"""Words about cards as data: a `Message` is a template id, its parameters and the rule it cites.

The engines refuse, explain and narrate with messages rather than sentences, so the GUI can
translate them and show cards as symbols (Q♥) while logs and tests read the English rendering
(cards in notation, QH). Each game keeps its English templates beside its rules in
`games/<game>/messages.py`; the meld laws' own live in `cards/meld_messages.py`. This module is
the lowest layer because `cards.melds` explains too; it knows no game and no Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import NamedTuple, Protocol, runtime_checkable


class Text(NamedTuple):
    """An English template and the Qt translation context it is looked up in."""

    context: str
    text: str


def QT_TRANSLATE_NOOP(context: str, text: str) -> Text:
    """Marks `text` for `pyside6-lupdate` (which recognises the call by its name) without
    translating it: the engine stays Qt-free and the GUI translates when it renders."""
    return Text(context, text)


@dataclass(frozen=True, slots=True)
class Template:
    """One sentence a game can say: `key` is stable (tests and translators rely on it),
    `source.text` uses `str.format` fields named by the parameters, `rule` is the rule id it
    cites by default."""

    key: str
    source: Text
    rule: str | None = None

    @property
    def id(self) -> str:
        return f"{self.source.context}.{self.key}"

    def __call__(self, rule: str | None = None, **params: object) -> Message:
        return Message(self, params, rule if rule is not None else self.rule)


@dataclass(frozen=True, slots=True)
class Message:
    """A sentence as data. Parameters are values, not text: cards stay `Card`s (a list of
    cards stays a list), numbers stay numbers, and a nested `Message` is rendered in turn."""

    template: Template
    params: Mapping[str, object] = field(default_factory=dict, hash=False)
    rule: str | None = None

    @property
    def id(self) -> str:
        return self.template.id

    @property
    def text(self) -> str:
        """The English sentence (cards in notation, no rule id), for logs and tests."""
        return render(self, english, notation)

    def __str__(self) -> str:
        return self.text


Translate = Callable[[str, str], str]
"""(context, English template) -> the template in the reader's language."""


def english(context: str, text: str) -> str:
    return text


@runtime_checkable
class Described(Protocol):
    """A value that names its cards itself (a laid meld: "2S(QS) KS AS")."""

    def describe(self) -> str: ...


@runtime_checkable
class Symbolic(Protocol):
    """A value written as a symbol (a suit ♥, a fruit 🍎)."""

    @property
    def symbol(self) -> str: ...


def notation(value: object) -> str:
    """A parameter in the engine's notation: QH, 10D, a meld as it describes itself, a fruit
    or suit as its symbol."""
    if isinstance(value, Described):
        return value.describe()
    if isinstance(value, Symbolic):
        return value.symbol
    return str(value)


def render(message: Message, translate: Translate, card_text: Callable[[object], str]) -> str:
    """`message` in words: its template through `translate`, cards through `card_text`, nested
    messages rendered the same way. Never names the rule id (players read this)."""
    source = message.template.source
    values = {name: _param_text(value, translate, card_text)
              for name, value in message.params.items()}
    translated = translate(source.context, source.text)
    try:
        return translated.format(**values)
    except (KeyError, IndexError, ValueError):
        return source.text.format(**values)  # a translation with broken fields: say it in English


def _param_text(value: object, translate: Translate, card_text: Callable[[object], str]) -> str:
    if isinstance(value, Message):
        return render(value, translate, card_text)
    if type(value) in (list, tuple):  # a Face is a NamedTuple: one value, not a list
        assert isinstance(value, (list, tuple))
        separator = "; " if any(isinstance(item, Message) for item in value) else " "
        return separator.join(_param_text(item, translate, card_text) for item in value)
    if isinstance(value, Enum):
        return card_text(value)  # a suit, a fruit, a kind: a symbol or a word, not its number
    if isinstance(value, (str, int, float)) or value is None:
        return str(value)
    return card_text(value)
