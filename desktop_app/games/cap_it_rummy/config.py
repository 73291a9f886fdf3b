"""Cap-It Rummy's house options (rules/cap_it_rummy.md), defaults as the rules decide."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..base import ConfigError
from .contract import Contract, ContractError

DEFAULT_CONTRACTS = ("set3 set3", "set3 run4", "run4 run4", "set3 set3 set3", "run3 run7")
"""CR-07: the contract of each round; round 5 by the rules' Decision."""
MAX_ROUNDS = 20
"""Four times the rules' five rounds: a longer game would not end in an evening."""
CONTRACT_CHOICES = tuple(dict.fromkeys(DEFAULT_CONTRACTS))
"""CR-07: the contracts the rules name; a house list gives each round one of them (the
new-game dialog offers these, field metadata "choices"). The config itself accepts any contract
the notation writes (`Contract.parse`)."""
MAX_PENALTY = 1_000
MAX_ANTE = 1_000_000


@dataclass(frozen=True, slots=True)
class CapItConfig:
    players: int = 4
    """CR intro: 4 to 6 players, each for themselves."""
    ace_low: bool = False
    """CR-02 house option: the Ace may also sit below the 2 (A-2-3); never wraps."""
    ace_penalty: int = 15
    """CR-03 Decision: an Ace left in hand costs 15."""
    contracts: tuple[str, ...] = field(default=DEFAULT_CONTRACTS, metadata={
        "choices": CONTRACT_CHOICES, "min_len": 1, "max_len": MAX_ROUNDS})
    """CR-07: one contract per round, written like "set3 run4"; the game has as many rounds
    (1 to MAX_ROUNDS). The metadata tells an editor what to offer each round and how many
    rounds may be set."""
    discard_ban: bool = True
    """CR-13 option: a card taken from the discard pile may not be discarded that turn."""
    stakes: bool = False
    """CR-20 option: play for a pot."""
    ante: int = 20
    """CR-20: what each player puts into the pot at the start."""
    round_share: int = 10
    """CR-20 Decision: each round's winners take this percentage of the initial pot."""

    def __post_init__(self) -> None:
        if not 4 <= self.players <= 6:
            raise ConfigError(f"Cap-It Rummy is for 4 to 6 players, not {self.players}")
        if not 0 <= self.ace_penalty <= MAX_PENALTY:
            raise ConfigError(f"ace_penalty must be from 0 to {MAX_PENALTY}, "
                              f"not {self.ace_penalty}")
        if not self.contracts:
            raise ConfigError("contracts: the game needs at least one round")
        if len(self.contracts) > MAX_ROUNDS:
            raise ConfigError(f"contracts: at most {MAX_ROUNDS} rounds, "
                              f"not {len(self.contracts)}")
        for i, text in enumerate(self.contracts):
            try:
                contract = Contract.parse(text)
            except ContractError as error:
                raise ConfigError(f"contracts[{i}]: {error}") from error
            for part in contract.parts:
                if part.kind.value == "run" and part.length > 13:
                    raise ConfigError(f"contracts[{i}]: a run holds at most 13 cards")
        if self.ante < 0:
            raise ConfigError(f"the ante must not be negative, not {self.ante}")
        if self.ante > MAX_ANTE:
            raise ConfigError(f"the ante must be at most {MAX_ANTE}, not {self.ante}")
        if self.round_share < 0 or self.round_share * len(self.contracts) > 100:
            raise ConfigError(f"round_share {self.round_share}% for {len(self.contracts)} "
                              "rounds would pay out more than the pot (CR-20)")

    @property
    def teams(self) -> int:
        return self.players

    @property
    def rounds(self) -> int:
        return len(self.contracts)

    def contract(self, round_no: int) -> Contract:
        return Contract.parse(self.contracts[round_no - 1])
