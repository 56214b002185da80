"""Settings and engine arguments of the wrong type are refused up front, never half-accepted."""

from __future__ import annotations

import math

import pytest

from pit_desktop.games.pit.engine import DealHand, Engine, GameSettings, OpenMarket, SortingTimeError


@pytest.mark.parametrize(
    "changes",
    [
        {"players": True},
        {"players": 4.0},
        {"bull_bear": "no"},
        {"short_game": 1},
        {"silent": None},
        {"sort_time_s": "10"},
        {"sort_time_s": math.nan},
        {"sort_time_s": True},
        {"names": "abcd"},
        {"names": (1, 2, 3, 4)},
    ],
    ids=lambda c: next(iter(c.items())).__repr__(),
)
def test_badly_typed_settings_are_refused(changes: dict[str, object]) -> None:
    """V-BULL-BEAR, V-SHORT, V-SILENT, V-SORT-TIME: a switch is True/False and a time is a number."""
    with pytest.raises(ValueError):
        GameSettings(**changes).validated()  # type: ignore[arg-type]


@pytest.mark.parametrize("dealer", [1.0, True, -1, 4])
def test_first_dealer_must_be_a_seat(dealer: object) -> None:
    """R-DEAL-1: the first dealer is one of the seats."""
    with pytest.raises(ValueError, match="no seat"):
        Engine(GameSettings(players=4), first_dealer=dealer)  # type: ignore[arg-type]


def test_scores_must_be_whole_numbers() -> None:
    """R-SCORE-3: scores are whole points (negative allowed), never silently truncated."""
    with pytest.raises(ValueError, match="whole numbers"):
        Engine(GameSettings(players=3), scores=[1.7, 0, 0])  # type: ignore[list-item]
    assert Engine(GameSettings(players=3), scores=[-40, 0, 20]).scores == (-40, 0, 20)


def test_a_nan_clock_cannot_ring_the_bell_early() -> None:
    """R-DEAL-3: with a broken clock the sorting period is never taken as over."""
    now = [0.0]
    engine = Engine(GameSettings(players=3, sort_time_s=30), seed=1, clock=lambda: now[0])
    engine.submit(DealHand())
    now[0] = math.nan
    with pytest.raises(SortingTimeError):
        engine.submit(OpenMarket())
