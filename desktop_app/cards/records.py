"""Records (frozen dataclasses) made quickly: `quick_init`.

It lives with the cards, the lowest of the model's packages, so that the cards' own records
(`cards.melds.MeldShape`) can use it as well as the games' events and actions (`games.base`
re-exports it)."""

from __future__ import annotations

from dataclasses import MISSING, fields
from typing import Any, TypeVar

RecordT = TypeVar("RecordT", bound=type)


def quick_init(cls: RecordT) -> RecordT:
    """Give the frozen, slotted dataclass `cls` a quicker `__init__`, alike in every other way
    (parameters, defaults, the instance it makes). The one `dataclass` writes sets each field
    through `object.__setattr__`, which looks the field up by name every time; this one calls
    each slot's own setter, in about 60% of the time: engines make events, actions and
    observations by the million in searches. Written out as `dataclass` writes its own."""
    params = getattr(cls, "__dataclass_params__", None)
    if params is None or not params.frozen or "__slots__" not in vars(cls) \
            or hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__} is not a frozen, slotted dataclass without "
                        "__post_init__")
    space: dict[str, Any] = {}
    signature, body = [], []
    for f in fields(cls):
        if not f.init or f.kw_only or f.default_factory is not MISSING:
            raise TypeError(f"{cls.__name__}.{f.name}: only plain fields (with plain defaults)")
        space[f"_set_{f.name}"] = getattr(cls, f.name).__set__
        if f.default is MISSING:
            signature.append(f.name)
        else:
            space[f"_default_{f.name}"] = f.default
            signature.append(f"{f.name}=_default_{f.name}")
        body.append(f"    _set_{f.name}(self, {f.name})")
    source = f"def __init__(self, {', '.join(signature)}):\n" + ("\n".join(body) or "    pass")
    exec(source, space)  # the source holds field names only
    init = space["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    setattr(cls, "__init__", init)  # noqa: B010 (mypy forbids assigning a class's __init__)
    return cls
