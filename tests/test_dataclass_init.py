"""quick_init: the frozen dataclasses of the hot loops (views, commands, events, steps) get a quicker
``__init__`` that builds exactly what the generated one builds."""

from __future__ import annotations

import dataclasses
import pickle
from dataclasses import dataclass, field

import pytest

from pit_desktop.core.bots.base import Step
from pit_desktop.core.dataclass_init import quick_init
from pit_desktop.games.pit.engine import AcceptOffer, Commodity, OfferPosted, PlayerView


@dataclass(frozen=True, slots=True)
class Plain:
    seat: int
    cards: tuple[Commodity, ...]
    note: str | None = None
    count: int = 2


@quick_init
@dataclass(frozen=True, slots=True)
class Quick:
    """The same fields as :class:`Plain`, built by the quick ``__init__``."""

    seat: int
    cards: tuple[Commodity, ...]
    note: str | None = None
    count: int = 2


def test_it_builds_what_the_generated_init_builds() -> None:
    cards = (Commodity.WHEAT, Commodity.CORN)
    for args, kwargs in [
        ((1, cards), {}),
        ((1,), {"cards": cards, "count": 5}),
        ((), {"seat": 3, "cards": (), "note": "x"}),
    ]:
        quick, plain = Quick(*args, **kwargs), Plain(*args, **kwargs)
        assert dataclasses.astuple(quick) == dataclasses.astuple(plain)
    with pytest.raises(TypeError):
        Quick(1)  # a field without a default is still required
    with pytest.raises(TypeError):
        Quick(1, (), None, 2, 3)


def test_the_object_stays_frozen_and_works_as_a_dataclass() -> None:
    quick = Quick(1, (Commodity.OATS,))
    with pytest.raises(dataclasses.FrozenInstanceError):
        quick.seat = 2  # type: ignore[misc]
    assert dataclasses.replace(quick, count=7) == Quick(1, (Commodity.OATS,), None, 7)
    assert pickle.loads(pickle.dumps(quick)) == quick
    assert hash(quick) == hash(Quick(1, (Commodity.OATS,)))
    assert repr(quick).startswith("Quick(seat=1, cards=(Commodity.OATS,)")


@pytest.mark.parametrize("cls", [PlayerView, AcceptOffer, OfferPosted, Step])
def test_the_hot_classes_use_it(cls: type) -> None:
    assert cls.__init__.__qualname__ == f"{cls.__qualname__}.__init__"
    assert "_set_0" in cls.__init__.__code__.co_names


def test_it_refuses_what_it_does_not_do() -> None:
    @dataclass(frozen=True)
    class NoSlots:
        a: int

    @dataclass(slots=True)
    class NotFrozen:
        a: int

    @dataclass(frozen=True, slots=True)
    class Factory:
        a: list[int] = field(default_factory=list)

    @dataclass(frozen=True, slots=True)
    class Later:
        a: int

        def __post_init__(self) -> None:
            pass

    @dataclass(frozen=True, slots=True, kw_only=True)
    class KeywordOnly:
        a: int

    @dataclass(frozen=True, slots=True)
    class Hidden:
        a: int = field(init=False, default=0)

    for cls in (NoSlots, NotFrozen, Factory, Later, KeywordOnly, Hidden):
        with pytest.raises(TypeError):
            quick_init(cls)
