"""Helpers shared by the window tests (imported by name: the tests folder is on ``sys.path``)."""

from __future__ import annotations

from pit_desktop.engine import Card, Commodity, MarketOpened
from pit_desktop.persistence.prefs import NewGamePrefs
from pit_desktop.ui.window import MainWindow

FAST = 40.0
"""Game seconds per real second in tests: a bot's 0.25 s reaction takes about 6 ms."""

RIGGED_COMMODITIES = (Commodity.WHEAT, Commodity.BARLEY, Commodity.CORN)
"""The suits in play for the rigged three-player deals."""


def rigged_corner_deal() -> tuple[tuple[Card, ...], ...]:
    """Seat 0 holds all nine Wheat (a corner, R-CORNER-1); the bots hold Barley and Corn, no corner."""
    w, b, c = RIGGED_COMMODITIES
    return ((w,) * 9, (b,) * 5 + (c,) * 4, (b,) * 4 + (c,) * 5)


def start_open_game(qtbot, window: MainWindow, prefs: NewGamePrefs | None = None, **kwargs) -> None:
    """Start a game with sorting time 0 and wait until the market is open and the window shows it."""
    prefs = prefs or NewGamePrefs(players=3, sort_time_s=0)
    with qtbot.waitSignal(
        window.controller.event_received, check_params_cb=lambda e: type(e) is MarketOpened, timeout=5000
    ):
        window.start_game(prefs, **kwargs)
    qtbot.waitUntil(lambda: window.view is not None and window.view.phase.value == "open", timeout=5000)


BASIC_3 = NewGamePrefs(players=3, sort_time_s=0, bull_bear=False)
"""Three players, no Bull and Bear, no sorting time."""


def start_rigged(qtbot, window: MainWindow, prefs: NewGamePrefs = BASIC_3, **kwargs) -> None:
    """Start a game on :func:`rigged_corner_deal` (the player holds a corner) with the market open."""
    start_open_game(
        qtbot,
        window,
        prefs,
        commodities=RIGGED_COMMODITIES,
        first_dealer=2,
        deal=rigged_corner_deal(),
        **kwargs,
    )
