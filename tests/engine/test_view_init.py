"""PlayerView's own __init__ (quicker than the frozen dataclass's) still builds a whole, frozen view."""

from __future__ import annotations

import dataclasses

import pytest

from pit_desktop.engine import DealHand, Engine, GameSettings, OpenMarket, PlayerView
from pit_desktop.engine.view import check_init_sets_every_field


def a_view() -> PlayerView:
    engine = Engine(GameSettings(players=4, sort_time_s=0.0), seed=5)
    engine.submit(DealHand())
    engine.submit(OpenMarket())
    return engine.view(2)


def test_a_view_is_whole_and_frozen() -> None:
    view = a_view()
    values = {f.name: getattr(view, f.name) for f in dataclasses.fields(PlayerView)}
    assert PlayerView(**values) == view == dataclasses.replace(view)
    assert view.seat == 2 and len(view.hand) == view.hand_sizes[2]
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.seat = 1  # type: ignore[misc]


def test_a_field_left_out_of_the_init_fails_the_check() -> None:
    @dataclasses.dataclass(frozen=True, slots=True)
    class Half:
        a: int
        b: int

        def __init__(self, a: int, b: int) -> None:
            _set_a(self, a)  # noqa: F821 (never called: the check reads the code only)

    with pytest.raises(TypeError, match=r"does not set \['b'\]"):
        check_init_sets_every_field(Half)


def test_a_field_missing_from_the_signature_fails_the_check() -> None:
    @dataclasses.dataclass(frozen=True, slots=True)
    class Short:
        a: int
        b: int

        def __init__(self, a: int) -> None:
            _set_a(self, a)  # noqa: F821

    with pytest.raises(TypeError, match="takes"):
        check_init_sets_every_field(Short)


def test_the_views_own_init_passes_the_check() -> None:
    check_init_sets_every_field(PlayerView)
