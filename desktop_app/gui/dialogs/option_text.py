"""What the new-game dialog calls each house option, and the tooltip that explains it.

The engines' config dataclasses name their fields for programmers; players need words. This
table lives on the GUI side so that the engines stay free of presentation. A field that has no
entry yet (a new game, a new option) still gets a widget with a label made from its name, so a
game is playable before its texts are written here.

English texts are marked with QT_TRANSLATE_NOOP for lupdate and translated when looked up.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

CONTEXT = "OptionText"


@dataclass(frozen=True, slots=True)
class OptionText:
    """How one option is presented. There are no limits here: the config's own check refuses
    values outside the rules and the dialog shows its reason (the GUI decides no rule)."""

    label: str
    tooltip: str = ""
    choices: dict[str, str] = field(default_factory=dict)
    """Enum value → readable name."""
    step: float | None = None
    """The spin box step; by default one that suits the size of the default value."""
    suffix: str = ""
    requires_partnerships: bool = False
    """Only meaningful in a partnership game: the widget is disabled otherwise."""
    item_words: Callable[[Any], str] | None = None
    """A list whose entries are each one of the engine's choices (field metadata "choices"):
    one entry in words ("Two sets of 3"), never the internal value."""
    item_label: str = ""
    """Each entry's row title, "{n}" its number ("Round {n}"); by default the number alone."""
    add_label: str = ""
    """The button that adds an entry ("Add a round"); by default "Add"."""
    remove_label: str = ""
    """The button that removes the last entry ("Remove the last round"); by default "Remove"."""


def _t(text: str) -> str:
    """Mark for translation; the lookup translates."""
    return QT_TRANSLATE_NOOP(CONTEXT, text)


def _contract_words(value: Any) -> str:
    """A Cap-It Rummy contract as the table's round banner says it ("A set of 3 and a run of
    4"); a value the notation cannot read (kept by an older version) is shown as it is, and the
    config's check says what is wrong with it."""
    from ...games.cap_it_rummy.contract import Contract, ContractError
    from ..tables.cap_it_words import contract_text

    try:
        return contract_text(Contract.parse(str(value)))
    except ContractError:
        return str(value)


COMMON_TEXTS: dict[str, OptionText] = {
    "target": OptionText(_t("Target score"), _t(
        "The game ends after the round in which a player or team reaches this total.")),
}
"""Fields many games share, for a game whose own entry is not written yet."""

OPTION_TEXTS: dict[str, dict[str, OptionText]] = {
    "banakil": {
        "target": OptionText(_t("Target score"), _t(
            "The game ends after the round in which a player or team reaches this total; "
            "the highest total wins."), step=10),
        "sets_any_rank": OptionText(_t("Sets of any rank"), _t(
            "Allow sets of any rank. By the rules only 3s and Aces may form sets.")),
        "min_naturals": OptionText(_t("Natural cards in a new meld"), _t(
            "How many natural (not wild) cards a newly laid meld must hold. The rules decide "
            "2, so wild cards never outnumber natural ones in a three-card meld.")),
        "partnership_sum": OptionText(_t("Partners add both scores"), _t(
            "Each team adds both partners' round scores. By the rules the winner's team adds "
            "the winner's score and the winner's partner's score is subtracted from the "
            "opponents."), requires_partnerships=True),
    },
    "cap_it_rummy": {
        "ace_low": OptionText(_t("Ace may also be low"), _t(
            "The Ace may also sit below the 2 (A-2-3). Runs never wrap round.")),
        "ace_penalty": OptionText(_t("Penalty for an Ace in hand"), _t(
            "What an Ace left in hand costs at the end of a round.")),
        "contracts": OptionText(_t("Contracts, one per round"), _t(
            "Each round's contract: what each player must lay down before melding anything "
            "else. The game has as many rounds as contracts."), item_words=_contract_words,
            item_label=_t("Round {n}"), add_label=_t("Add a round"),
            remove_label=_t("Remove the last round")),
        "discard_ban": OptionText(_t("No discarding the card just taken"), _t(
            "A card taken from the discard pile may not be discarded in the same turn.")),
        "stakes": OptionText(_t("Play for a pot"), _t(
            "Everyone antes into a pot; round winners take a share and the game's winner the "
            "rest.")),
        "ante": OptionText(_t("Ante"), _t("What each player puts into the pot at the "
                                          "start.")),
        "round_share": OptionText(_t("Round winner's share"), _t(
            "The part of the initial pot each round's winners take."), suffix=" %"),
    },
    "bain_hand_and_foot": {
        "target": OptionText(_t("Target score"), _t(
            "The game ends when a team reaches this total; if both do, the higher total "
            "wins."), step=1000),
        "garbage_any_card": OptionText(_t("Garbage pile takes any card"), _t(
            "After a sevens canasta the garbage pile accepts any card, not only 7s.")),
        "red3_rule": OptionText(_t("Red 3s needed to go out"), _t(
            "Which red 3s must be on the table before a team may go out."),
            choices={"all": _t("All eight, on either side"),
                     "own_team": _t("None left in our hands or feet")}),
    },
    "banapples": {
        "target": OptionText(_t("Target score"), _t(
            "The game ends after the round in which a player reaches this total; the highest "
            "total wins."), step=50),
        "strict_compost": OptionText(_t("Strict compost"), _t(
            "Deal to the compost only when its top card cannot be played.")),
        "seed_penalty": OptionText(_t("Seed pile penalty"), _t(
            "What each card left in a player's seed pile costs at the end of a round."),
            choices={"face_value": _t("Each card's number"),
                     "per_card:1": _t("1 point a card"),
                     "per_card:2": _t("2 points a card"),
                     "per_card:3": _t("3 points a card"),
                     "per_card:5": _t("5 points a card")}),
    },
}


def translate(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text) if text else text


def prettify(name: str) -> str:
    """`sets_any_rank` → "Sets any rank": a readable label for a field without an entry."""
    words = name.replace("_", " ").strip()
    return words[:1].upper() + words[1:]


def option_text(game_id: str, name: str) -> OptionText:
    """The translated presentation of one option, or a plain one made from the field name."""
    entry = OPTION_TEXTS.get(game_id, {}).get(name) or COMMON_TEXTS.get(name)
    if entry is None:
        return OptionText(prettify(name))
    return replace(entry, label=translate(entry.label), tooltip=translate(entry.tooltip),
                   choices={value: translate(text) for value, text in entry.choices.items()},
                   suffix=translate(entry.suffix), item_label=translate(entry.item_label),
                   add_label=translate(entry.add_label),
                   remove_label=translate(entry.remove_label))


def choice_label(text: OptionText, value: str) -> str:
    """An enum value's readable name: from the table, else the value made readable."""
    return text.choices.get(value) or prettify(value)
