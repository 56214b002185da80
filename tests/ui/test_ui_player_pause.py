"""The player's pause: P and Game → Pause stop the clock and every bot, the table says so and how to go on,
nothing can be traded or claimed meanwhile; the window pauses on its own when it goes away; a dialog's pause
composes with the player's."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox
from test_ui_trading import a_group, drag_enter, drop
from ui_helpers import activate, start_open_game, start_rigged

from pit_desktop.games.pit.bots import MIN_REACTION_S, Level, Step
from pit_desktop.games.pit.bots.pit_table import PitTable
from pit_desktop.games.pit.engine import (
    Command,
    Engine,
    GameSettings,
    MarketOpened,
    OfferPosted,
    Phase,
    PublicOffer,
    WithdrawOffer,
)
from pit_desktop.games.pit.prefs import NewGamePrefs
from pit_desktop.games.pit.ui.game import PitGame
from pit_desktop.games.pit.ui.table_setup import PAUSED, PAUSED_AWAY, PAUSED_REFUSAL, Status
from pit_desktop.games.pit.ui.window import MainWindow
from pit_desktop.shell import bridge
from pit_desktop.shell.bot_runner import BotWorker, PauseGate
from pit_desktop.shell.bridge import GameClock

FOUR = NewGamePrefs(GameSettings(players=4, sort_time_s=0, bull_bear=False))


@pytest.fixture
def fake_time(monkeypatch) -> list[float]:
    """The game clock reads ``fake_time[0]`` instead of ``time.monotonic`` (real seconds)."""
    now = [1000.0]
    monkeypatch.setattr(bridge, "monotonic", lambda: now[0])
    return now


class EagerBot:
    """A bot that always wants to act as soon as a person could: withdraw an offer it never made (the engine
    refuses it, but it reaches the engine: that is what is counted)."""

    level = Level.MEDIUM

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.steps = 0

    def restart(self, view) -> None:
        pass

    def inform(self, event) -> bool:
        return False

    def step(self, view) -> Step:
        self.steps += 1
        return Step(WithdrawOffer(self.seat), MIN_REACTION_S)

    def refused(self, command, error) -> None:
        pass


class CountingEngine:
    """Stands in for the engine in front of one worker: the market is open, and every command is counted."""

    phase = Phase.OPEN

    def __init__(self) -> None:
        self.submitted: list[Command] = []

    def view(self, seat: int) -> None:
        return None

    def submit(self, command: Command) -> None:
        self.submitted.append(command)


def bot_commands(engine: Engine) -> list[Command]:
    """Count, from now on, every command a bot (any seat but 0) gets to the engine."""
    seen: list[Command] = []
    real_submit = engine.submit

    def submit(command: Command):
        if getattr(command, "seat", 0) != 0:
            seen.append(command)
        return real_submit(command)

    engine.submit = submit  # type: ignore[method-assign]
    return seen


def test_p_pauses_and_goes_on_with_the_table_saying_so(qtbot, window: MainWindow) -> None:
    start_open_game(qtbot, window)
    activate(qtbot, window)
    controller = window.controller
    qtbot.keyClick(window, Qt.Key.Key_P)
    assert controller.player_paused and controller._clock.paused
    assert window.pause_action.isChecked()
    assert window.paused_overlay.isVisible() and window.paused_overlay.text() == PAUSED
    assert window.paused_overlay.geometry() == window.table.rect()
    assert window.status_text() == "Paused — press P to go on"
    assert not window.bell.isEnabled()  # nothing to ring while paused
    qtbot.keyClick(window, Qt.Key.Key_P)
    assert not controller.player_paused and not controller._clock.paused
    assert window.bell.isEnabled()
    assert not window.pause_action.isChecked() and not window.paused_overlay.isVisible()
    window.pause_action.trigger()  # Game → Pause does the same
    assert controller.player_paused
    window.paused_overlay.go_on.click()  # and so does the veil's button
    assert not controller.player_paused


def test_news_while_paused_keeps_saying_how_to_go_on(qtbot, window: MainWindow) -> None:
    """A pace chosen while paused says so, and the pause's words stay with it, and come back alone after."""
    from pit_desktop.games.pit.bots import Pace

    start_open_game(qtbot, window)
    window.set_paused(True)
    window.pace_actions[Pace.RELAXED].trigger()
    said = window.status_text()
    assert said.startswith("The bots now play at the Relaxed pace") and said.endswith(PAUSED)
    window._status_timer.timeout.emit()  # the message fades …
    assert window.status_text() == PAUSED  # … and the pause's words stay
    window.set_paused(False)
    assert window.status_text() == "The game goes on."
    window._status_timer.timeout.emit()
    assert window.status_text() == ""


def test_nothing_to_pause_before_a_game(qtbot, window: MainWindow) -> None:
    window.pause_action.trigger()
    assert not window.pause_action.isChecked()
    assert window.status_text() == "There is no game in progress to pause."


def test_paused_no_bot_command_reaches_the_engine_and_they_go_on_after(
    qtbot, window: MainWindow, monkeypatch
) -> None:
    monkeypatch.setattr(PitGame, "strategy", lambda self, level, seat, rng, pace: EagerBot(seat))
    start_open_game(qtbot, window, FOUR)
    controller = window.controller
    seen = bot_commands(controller.engine)
    qtbot.waitUntil(lambda: len(seen) >= 3)  # they are at it
    window.set_paused(True)
    while_paused = len(seen)
    runners = controller.runners
    qtbot.waitUntil(lambda: all(r.worker.paused for r in runners))
    asked = [r.worker.bot.steps for r in runners]
    assert not any(r.worker._timer.isActive() for r in runners)  # no step is counting down
    assert len(seen) == while_paused
    window.set_paused(False)
    qtbot.waitUntil(lambda: len(seen) > while_paused)
    qtbot.waitUntil(lambda: all(r.worker.bot.steps > n for r, n in zip(runners, asked, strict=True)))


def test_a_step_due_as_the_pause_begins_waits_for_the_resume_and_comes_alone(qtbot) -> None:
    """The pause reaches a bot's thread a little after the player pressed P: a step falling due in between
    is held back by the gate, and submitted once after the resume, followed by a step of its own delay."""
    engine = CountingEngine()
    gate = PauseGate()
    worker = BotWorker(EagerBot(1), engine, GameClock(), gate, table=PitTable)  # type: ignore[arg-type]
    worker.on_event(MarketOpened(1, 0.0))  # the bell: the bot's withdrawal is pending on the timer
    assert worker.host.pending == WithdrawOffer(1)
    worker._timer.stop()
    gate.close()  # the controller has paused; the worker has not heard yet (worker.paused is False)
    worker._on_timeout()  # the step falls due
    assert engine.submitted == []
    worker.pause()
    gate.open()
    worker.resume()
    qtbot.waitUntil(lambda: len(engine.submitted) == 1)
    assert worker._timer.isActive() and worker._timer.interval() >= round(MIN_REACTION_S * 1000)
    worker.host.stop()  # not worker.stop(): this worker lives in the test's own thread, whose loop must go on


def test_the_sorting_countdown_stands_still_while_paused(qtbot, window: MainWindow, fake_time) -> None:
    window.start_game(NewGamePrefs(GameSettings(players=3, sort_time_s=30)))
    controller = window.controller
    engine = controller.engine
    ticks: list[float] = []
    controller.countdown_changed.connect(lambda left: ticks.append(left))
    window.set_paused(True)
    assert not controller._countdown.isActive()
    fake_time[0] += 120.0
    assert engine.sort_ends_at_s - engine.now() == pytest.approx(30.0)
    assert engine.phase is Phase.SORTING and ticks == []
    window.set_paused(False)
    assert controller._countdown.isActive()
    qtbot.waitUntil(lambda: bool(ticks))
    assert ticks[0] == pytest.approx(30.0)


def test_offers_trades_and_the_bell_are_refused_while_paused(qtbot, window: MainWindow, sound) -> None:
    start_rigged(qtbot, window)  # the player holds a corner
    engine = window.controller.engine
    window.set_paused(True)
    refusal = "The game is paused: press P to go on, then try again."
    assert refusal == PAUSED_REFUSAL
    assert not window.ring_bell()
    assert window.status_text() == refusal and window.status.property("error")
    assert "bell" not in sound.played and engine.phase is Phase.OPEN
    window.show_status(_blank())
    drop(window.floor, a_group(window))
    assert window.status_text() == refusal and engine.view(0).my_offer is None
    window.show_status(_blank())
    assert not window.trade_cards(1, a_group(window))
    assert window.status_text() == refusal
    window.show_status(_blank())
    assert drag_enter(window.paused_overlay, a_group(window))  # the veil takes the drag …
    drop(window.paused_overlay, a_group(window))
    assert window.status_text() == refusal  # … to say why nothing happens
    window.set_paused(False)
    assert window.ring_bell() and engine.phase is not Phase.OPEN


def test_a_drop_on_a_bot_offer_while_paused_trades_nothing(qtbot, window: MainWindow) -> None:
    start_open_game(qtbot, window)
    window.set_paused(True)
    spot = window.table.seats[0].offer_spot
    spot.set_offer(PublicOffer(offer_id=10_000, seat=1, count=1, posted_at_s=0.0), silent=False)
    hand = window.controller.engine.hands()[0]
    drop(spot, a_group(window))
    assert window.status_text() == PAUSED_REFUSAL
    assert window.controller.engine.hands()[0] == hand


def test_the_next_hand_waits_for_the_pause(qtbot, window: MainWindow) -> None:
    start_rigged(qtbot, window)
    assert window.ring_bell()
    qtbot.waitUntil(lambda: window.view.phase is Phase.READY)
    window.set_paused(True)
    window.next_hand_action.trigger()
    assert window.controller.engine.phase is Phase.READY
    assert window.status_text() == PAUSED_REFUSAL


def away(qapp) -> None:
    qapp.applicationStateChanged.emit(Qt.ApplicationState.ApplicationInactive)


def back(qapp) -> None:
    qapp.applicationStateChanged.emit(Qt.ApplicationState.ApplicationActive)


def test_losing_the_focus_pauses_and_coming_back_says_so(qtbot, qapp, window: MainWindow) -> None:
    start_open_game(qtbot, window)
    assert window.pause_away_action.isChecked()  # on unless turned off
    away(qapp)
    assert window.controller.player_paused and window.paused_overlay.text() == PAUSED_AWAY
    window.show_status(_blank())
    back(qapp)
    assert window.controller.player_paused  # the player goes on when ready
    assert window.status_text() == "Paused while the window was away — press P to go on"
    window.set_paused(False)
    assert not window.controller.is_paused()


def test_minimising_pauses(qtbot, window: MainWindow) -> None:
    start_open_game(qtbot, window)
    window.showMinimized()
    assert window.controller.player_paused
    window.showNormal()
    assert window.status_text() == PAUSED_AWAY


def test_with_the_preference_off_the_game_runs_on_when_away(qtbot, qapp, window: MainWindow, store) -> None:
    start_open_game(qtbot, window)
    window.pause_away_action.trigger()
    assert not store.pause_when_away()
    away(qapp)
    window.showMinimized()
    assert not window.controller.is_paused()
    window.showNormal()
    back(qapp)


def test_between_hands_going_away_pauses_nothing(qtbot, qapp, window: MainWindow) -> None:
    """Nothing runs after a corner until the player deals: there is nothing to pause, nothing to say."""
    start_rigged(qtbot, window)
    assert window.ring_bell()
    qtbot.waitUntil(lambda: window.view.phase is Phase.READY)
    away(qapp)
    assert not window.controller.is_paused()
    back(qapp)


def test_a_dialog_closing_leaves_the_players_pause(qtbot, window: MainWindow, monkeypatch) -> None:
    start_open_game(qtbot, window)
    window.set_paused(True)
    seen: list[bool] = []

    def fake_box(*_args) -> QMessageBox.StandardButton:
        seen.append(window.controller.is_paused())
        return QMessageBox.StandardButton.Ok

    monkeypatch.setattr(QMessageBox, "about", fake_box)
    window.about()
    assert seen == [True]
    assert window.controller.player_paused and window.controller._clock.paused
    assert window.paused_overlay.isVisible()
    window.set_paused(False)
    assert not window.controller._clock.paused


def test_going_away_with_a_dialog_up_keeps_the_game_paused_after_it(
    qtbot, qapp, window: MainWindow, questions
) -> None:
    """The dialog's pause ends with the dialog; the window's own pause, made meanwhile, holds."""
    start_open_game(qtbot, window)
    questions.answer = QMessageBox.StandardButton.No
    questions.during = lambda: away(qapp)
    window.close()  # "Abandon the game in progress?" — the player looks elsewhere, then says No
    back(qapp)
    assert window.controller.player_paused and window.controller._clock.paused
    assert window.status_text() == PAUSED_AWAY
    window.set_paused(False)
    assert not window.controller._clock.paused


def test_a_new_game_is_not_paused(qtbot, window: MainWindow) -> None:
    start_open_game(qtbot, window)
    window.set_paused(True)
    start_open_game(qtbot, window)
    assert not window.controller.is_paused() and not window.paused_overlay.isVisible()
    assert not window.pause_action.isChecked()
    with qtbot.waitSignal(  # the bots play
        window.controller.event_received, check_params_cb=lambda e: type(e) is OfferPosted and e.seat != 0
    ):
        pass


def _blank() -> Status:
    """A blank status line, so the next message is seen to be new."""
    return Status("")
