"""Bot threads: an all-bot hand to a corner, and clean shutdown when the window closes mid-hand."""

from __future__ import annotations

from ui_helpers import start_open_game

from pit_desktop.games.pit.bots import Level
from pit_desktop.games.pit.engine import CornerClaimed, GameSettings, TradeCompleted
from pit_desktop.games.pit.prefs import NewGamePrefs
from pit_desktop.shell.bot_runner import BotWorker


def test_an_all_bot_hand_reaches_a_corner(qtbot, controller) -> None:
    """Bots in every seat, each on its own QThread, trade to a corner (the smoke test's hand)."""
    trades: list[TradeCompleted] = []
    controller.event_received.connect(lambda e: trades.append(e) if type(e) is TradeCompleted else None)
    with qtbot.waitSignal(controller.event_received, check_params_cb=lambda e: type(e) is CornerClaimed):
        controller.new_game(GameSettings(players=3, sort_time_s=0), [Level.MEDIUM] * 3, seed=5, autoplay=True)
    assert len(controller.runners) == 3
    assert {r.thread.objectName() for r in controller.runners} == {"bot-0", "bot-1", "bot-2"}
    assert all(r.thread.isRunning() for r in controller.runners)
    assert trades, "a corner needs trades"


def test_bot_workers_live_in_their_own_threads(qtbot, controller) -> None:
    """DESIGN: one QThread per bot; the worker and its timer were moved there."""
    controller.new_game(GameSettings(players=4, sort_time_s=30), [Level.EASY] * 3, seed=1)
    for runner in controller.runners:
        worker: BotWorker = runner.worker
        assert worker.thread() is runner.thread
        assert worker._timer.thread() is runner.thread
    qtbot.waitUntil(lambda: all(r.worker.started for r in controller.runners))


def test_closing_the_window_mid_hand_stops_every_bot_thread(qtbot, make_window) -> None:
    """Close while bots trade: every bot thread stops its timer, quits and is joined; none is left running."""
    window = make_window()
    start_open_game(qtbot, window, NewGamePrefs(GameSettings(players=6, sort_time_s=0)))
    qtbot.waitUntil(lambda: any(s.offer_spot.offer is not None for s in window.table.seats))
    runners = list(window.controller.runners)
    assert len(runners) == 5 and all(r.thread.isRunning() for r in runners)
    window.close()
    assert all(r.thread.isFinished() for r in runners)
    assert all(not r.worker._timer.isActive() for r in runners)
    assert window.controller.bot_threads_running() == 0


def test_a_new_game_replaces_the_old_bots(qtbot, make_window) -> None:
    """Starting a game mid-hand stops the previous game's threads before new ones start."""
    window = make_window()
    start_open_game(qtbot, window, NewGamePrefs(GameSettings(players=4, sort_time_s=0)))
    old = list(window.controller.runners)
    start_open_game(qtbot, window, NewGamePrefs(GameSettings(players=3, sort_time_s=0)))
    assert all(r.thread.isFinished() for r in old)
    assert len(window.controller.runners) == 2
    assert len(window.table.seats) == 2
