"""`quick_init`: the quicker constructor of frozen dataclasses makes what dataclass's own does."""

from __future__ import annotations

from dataclasses import FrozenInstanceError, dataclass, fields, replace

import pytest

from desktop_app.games.base import CardMoved, quick_init


@dataclass(frozen=True, slots=True)
class Plain:
    a: int
    b: str = "b"
    c: tuple[int, ...] = ()


@quick_init
@dataclass(frozen=True, slots=True)
class Quick:
    a: int
    b: str = "b"
    c: tuple[int, ...] = ()


def values(record: object) -> tuple[object, ...]:
    return tuple(getattr(record, f.name) for f in fields(record))  # type: ignore[arg-type]


@pytest.mark.parametrize(("args", "kwargs"), [
    ((1,), {}), ((1, "x"), {}), ((1, "x", (2,)), {}), ((), {"a": 1, "c": (3,)}),
    ((1,), {"b": "y"}),
])
def test_same_fields_as_the_dataclass_init(args, kwargs):
    assert values(Quick(*args, **kwargs)) == values(Plain(*args, **kwargs))


def test_same_refusals():
    for bad_args, bad_kwargs in [((), {}), ((1, 2, 3, 4), {}), ((1,), {"a": 2}),
                                 ((1,), {"d": 1})]:
        with pytest.raises(TypeError):
            Plain(*bad_args, **bad_kwargs)
        with pytest.raises(TypeError):
            Quick(*bad_args, **bad_kwargs)


def test_still_frozen_equal_and_replaceable():
    moved = CardMoved(None, "stock", "discard")
    assert moved == CardMoved(card=None, src="stock", dst="discard", index=-1)
    assert hash(moved) == hash(CardMoved(None, "stock", "discard"))
    assert replace(moved, index=2).index == 2
    with pytest.raises(FrozenInstanceError):
        moved.index = 3  # type: ignore[misc]


def test_only_frozen_slotted_dataclasses():
    @dataclass(slots=True)
    class Mutable:
        a: int

    @dataclass(frozen=True)
    class NoSlots:
        a: int

    for cls in (Mutable, NoSlots, int):
        with pytest.raises(TypeError):
            quick_init(cls)
