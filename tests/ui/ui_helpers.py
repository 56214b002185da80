"""Helpers shared by the window tests (imported by name: the tests folder is on ``sys.path``)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QDialog, QWidget

from pit_desktop.games.pit.engine import AcceptOffer, Card, Commodity, GameSettings, MarketOpened
from pit_desktop.games.pit.prefs import NewGamePrefs
from pit_desktop.games.pit.ui.window import MainWindow

FAST = 40.0
"""Game seconds per real second in tests: a bot's 0.25 s reaction takes about 6 ms."""

WAIT_MS = 60_000
"""How long a wait for a signal or a condition may take before the test fails, real milliseconds: a guard
against a hang, far above what any wait takes on a busy machine (the tests assert no speed)."""

RIGGED_COMMODITIES = (Commodity.WHEAT, Commodity.BARLEY, Commodity.CORN)
"""The suits in play for the rigged three-player deals."""


def rigged_corner_deal() -> tuple[tuple[Card, ...], ...]:
    """Seat 0 holds all nine Wheat (a corner, R-CORNER-1); the bots hold Barley and Corn, no corner."""
    w, b, c = RIGGED_COMMODITIES
    return ((w,) * 9, (b,) * 5 + (c,) * 4, (b,) * 4 + (c,) * 5)


def start_open_game(qtbot, window: MainWindow, prefs: NewGamePrefs | None = None, **kwargs) -> None:
    """Start a game with sorting time 0 and wait until the market is open and the window shows it."""
    prefs = prefs or NewGamePrefs(GameSettings(players=3, sort_time_s=0))
    with qtbot.waitSignal(
        window.controller.event_received, check_params_cb=lambda e: type(e) is MarketOpened
    ):
        window.start_game(prefs, **kwargs)
    qtbot.waitUntil(lambda: window.view is not None and window.view.phase.value == "open")


BASIC_3 = NewGamePrefs(GameSettings(players=3, sort_time_s=0, bull_bear=False))
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


def start_rigged_held(qtbot, window: MainWindow, prefs: NewGamePrefs = BASIC_3, **kwargs) -> None:
    """:func:`start_rigged` with the bots held (:func:`hold_bots`) from the deal, before the bell reaches
    them: the bots' Barley and Corn are one trade from a corner, which a busy machine lets them make before
    the player rings the Wheat's."""
    with qtbot.waitSignal(
        window.controller.event_received, check_params_cb=lambda e: type(e) is MarketOpened
    ):
        window.start_game(
            prefs, commodities=RIGGED_COMMODITIES, first_dealer=2, deal=rigged_corner_deal(), **kwargs
        )
        hold_bots(window)  # queued to the bots' threads before the bell is rung
    qtbot.waitUntil(lambda: window.view is not None and window.view.phase.value == "open")


def activate(qtbot, window: QWidget) -> None:
    """Make ``window`` the active window and wait until it is: a window's shortcuts (Esc, Ctrl+Q …) answer
    only then, and under a window manager activation comes some time after the request."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)


def act_in_dialog(
    qtbot, monkeypatch: pytest.MonkeyPatch, dialog_type: type[QDialog], act: Callable[[QDialog], None]
) -> None:
    """Have every ``dialog_type.exec()`` run ``act(dialog)`` from inside the dialog's own event loop, once
    the dialog is the active window (a window manager activates a window some time after it is shown).

    The dialog is rejected after ``act`` if it is still open, so a failing ``act`` ends ``exec()`` rather
    than leave the test hanging on a modal dialog (its exception fails the test: pytest-qt reports errors
    raised in the event loop).
    """
    real_exec = dialog_type.exec

    def exec_and_act(dialog: QDialog) -> int:
        def run() -> None:
            try:
                activate(qtbot, dialog)
                act(dialog)
            finally:
                if dialog.isVisible():
                    dialog.reject()

        # Posted to the dialog: runs once its event loop turns, however long showing it takes.
        QTimer.singleShot(0, dialog, run)
        return real_exec(dialog)

    monkeypatch.setattr(dialog_type, "exec", exec_and_act)


def hold_bots(window: MainWindow) -> None:
    """Hold every bot still (their runners paused), so a test decides who trades, not a race among bots."""
    for runner in window.controller.runners:
        runner.pause()


def take_players_offer(qtbot, window: MainWindow, seat: int = 1) -> None:
    """``seat`` takes the player's open offer with as many of its own cards of one commodity, sent to the
    engine as its bot would send it (R-TRADE-4). Call with the bots held (:func:`hold_bots`)."""
    qtbot.waitUntil(lambda: window.view.my_offer_id is not None)
    engine = window.controller.engine
    count = len(window.view.my_offer or ())
    hand = engine.hands()[seat]
    face = next(c for c in hand if type(c) is Commodity and hand.count(c) >= count)
    engine.submit(AcceptOffer(seat, window.view.my_offer_id, (face,) * count))
