"""Hosts one :class:`~pit_desktop.bots.Bot` on its own ``QThread`` (the windowed twin of
``pit_desktop.sim.runner.HeadlessTable``).

The worker lives in the bot's thread. It receives engine events over a queued signal, tells the bot, asks
it for a :class:`~pit_desktop.bots.Step`, waits the step's delay on a single-shot ``QTimer`` (never
``sleep``), then submits the command straight into the shared engine (a thread-safe monitor). A refusal
(:class:`~pit_desktop.engine.PitError`) goes to :meth:`Bot.refused`. While the game is paused (a modal dialog,
the player's pause) the worker is paused: its timer stops (keeping the time left) and the bot is not asked for
steps until it resumes. A :class:`PauseGate` shared by a game's bots closes at once, in the GUI thread, so no
command reaches the engine while paused even before a worker hears of the pause. See
``pit_desktop.bots.base`` for the host protocol.
"""

from __future__ import annotations

import contextlib
import logging
import threading
import weakref

from PySide6.QtCore import QObject, Qt as _Qt, QThread, QTimer, Signal, Slot

from pit_desktop.bots import MIN_REACTION_S, Bot
from pit_desktop.engine import (
    CardsDealt,
    Command,
    CornerClaimed,
    Engine,
    Event,
    GameOver,
    HandDealt,
    MarketOpened,
    Phase,
    PitError,
    visible_to,
)
from pit_desktop.ui.bridge import EngineBridge, GameClock
from pit_desktop.ui.threads import end_thread

log = logging.getLogger(__name__)

QUEUED = _Qt.ConnectionType.QueuedConnection

STOP_WAIT_MS = 3000
"""How long shutdown waits for one bot thread to finish, milliseconds."""


class PauseGate:
    """Lets bot commands through to the engine only while the game runs. Shared by a controller's bots.

    :meth:`close` returns only when no bot is in the middle of a submission, so once it returns, no bot
    command reaches the engine until :meth:`open`. Any thread; the engine is never called while the GUI
    thread waits here for more than one bot command.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._closed = False

    @property
    def closed(self) -> bool:
        """Whether commands are held back."""
        return self._closed

    def close(self) -> None:
        """Hold every later command back (waits for a submission under way). GUI thread."""
        with self._lock:
            self._closed = True

    def open(self) -> None:
        """Let commands through again. GUI thread."""
        with self._lock:
            self._closed = False

    def submit(self, engine: Engine, command: Command) -> bool:
        """Submit ``command`` to ``engine`` unless the gate is closed. Bot thread.

        Returns:
            Whether the command was submitted (``False``: held back, untried).

        Raises:
            PitError: the engine refused the command.
        """
        with self._lock:
            if self._closed:
                return False
            engine.submit(command)
            return True


class BotWorker(QObject):
    """Drives one bot. Lives in the bot's thread: every slot runs there.

    Args:
        bot: the strategy.
        engine: the shared engine (thread-safe).
        clock: the engine's clock, to turn game-second delays into real milliseconds.
        gate: the game's pause gate; a worker of its own when ``None``.

    Signals:
        command_failed(object): a :class:`~pit_desktop.engine.PitError` the engine raised (for logs/tests).
    """

    command_failed = Signal(object)

    def __init__(self, bot: Bot, engine: Engine, clock: GameClock, gate: PauseGate | None = None) -> None:
        super().__init__()
        self.bot = bot
        self.seat = bot.seat
        self._engine = engine
        self._clock = clock
        self._gate = gate if gate is not None else PauseGate()
        # Parented to the worker, so moveToThread takes it along; only ever started from this worker's
        # slots, in the bot's thread.
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timeout)
        self.started = False
        self._pending: Command | None = None
        self._market_open = False
        self._stopped = False
        self.paused = False
        self._held_ms: int | None = None  # time left on the step's timer when paused
        self._ask_on_resume = False

    @Slot()
    def start(self) -> None:
        """The bot's thread runs its event loop. Connected to ``QThread.started``; bot thread.

        Events that arrived before (a deal made the moment the thread was started) were already handled
        in this thread, so nothing is lost.
        """
        self.started = True
        if self._market_open and self._pending is None and not self._timer.isActive():
            self._ask()

    @Slot()
    def stop(self) -> None:
        """Stop thinking and end the thread's event loop. Bot thread."""
        self._stopped = True
        self._pending = None
        self._timer.stop()
        thread = self.thread()
        if thread is not None:
            thread.quit()

    @Slot()
    def pause(self) -> None:
        """Stop thinking until :meth:`resume`: the pending step's timer stops, keeping its time left. Bot
        thread."""
        self.paused = True
        if self._timer.isActive():
            self._held_ms = max(0, self._timer.remainingTime())
            self._timer.stop()

    @Slot()
    def resume(self) -> None:
        """Carry on: restart the pending step's timer with its time left, or ask the bot if it was due.
        Bot thread."""
        if not self.paused:
            return
        self.paused = False
        held, self._held_ms = self._held_ms, None
        if self._stopped:
            return
        if held is not None:
            self._timer.start(held)
        elif self._ask_on_resume and self._pending is None:
            self._ask_on_resume = False
            if self._market_open:
                self._ask()

    @Slot(object)
    def on_event(self, event: Event) -> None:
        """An engine event (queued from the bridge). Bot thread."""
        if self._stopped or not visible_to(event, self.seat):
            return
        kind = type(event)
        if kind is HandDealt or kind is CornerClaimed or kind is GameOver:
            self._market_open = False
            self._cancel()
        try:
            woken = self.bot.inform(event)
            if kind is CardsDealt:
                self.bot.restart(self._engine.view(self.seat))
        except Exception:
            log.exception("bot %d failed on %s", self.seat, kind.__name__)
            return
        if kind is MarketOpened:
            self._market_open = True
            self._ask()
        elif woken and self._market_open and self._pending is None:
            self._ask()

    def _cancel(self) -> None:
        self._pending = None
        self._held_ms = None
        self._ask_on_resume = False
        self._timer.stop()

    def _ask(self) -> None:
        """Ask the bot for its next step and start the timer for it."""
        if self._stopped or self._engine.phase is not Phase.OPEN:
            return
        if self.paused:
            self._ask_on_resume = True
            return
        try:
            step = self.bot.step(self._engine.view(self.seat))
        except Exception:
            log.exception("bot %d failed to choose a step", self.seat)
            return
        delay_s = step.delay_s
        if step.command is not None:
            delay_s = max(delay_s, MIN_REACTION_S)
        self._pending = step.command
        self._timer.start(self._clock.real_ms(max(0.0, delay_s)))

    @Slot()
    def _on_timeout(self) -> None:
        """The step's delay is over: submit its command, then ask again. Bot thread."""
        if self._stopped:
            return
        if self.paused:  # a timeout that slipped in just before the pause: keep the step for later
            self._held_ms = 0
            return
        command, self._pending = self._pending, None
        if command is not None:
            try:
                if not self._gate.submit(self._engine, command):
                    # The game was paused and this worker has not heard yet: the step waits for the
                    # resume, due at once then (one command, no burst).
                    self._pending, self._held_ms = command, 0
                    return
            except PitError as err:
                err.__traceback__ = None  # its frames reach the engine: the bot must see only the refusal
                self.command_failed.emit(err)
                try:
                    self.bot.refused(command, err)
                except Exception:
                    log.exception("bot %d failed on a refusal", self.seat)
        if self._market_open:
            self._ask()


class _Control(QObject):
    """Lives in the GUI thread; its signals reach a worker's slots queued.

    Signals:
        stop_requested(): ask the worker to stop (:meth:`BotWorker.stop`).
        pause_requested(): :meth:`BotWorker.pause`.
        resume_requested(): :meth:`BotWorker.resume`.
    """

    stop_requested = Signal()
    pause_requested = Signal()
    resume_requested = Signal()


class BotRunner:
    """Owns one bot's ``QThread`` and worker. GUI thread only; the one owner that drops both.

    A runner freed without :meth:`stop` (its controller dropped, or deleted with its window mid-game)
    stops its thread first: a running ``QThread`` that is freed aborts the process.

    Args:
        bot: the strategy.
        engine: the shared engine.
        bridge: the engine's event bridge (GUI thread).
        clock: the engine's clock.
        gate: the game's pause gate (see :class:`PauseGate`); one of its own when ``None``.
    """

    def __init__(
        self, bot: Bot, engine: Engine, bridge: EngineBridge, clock: GameClock, gate: PauseGate | None = None
    ) -> None:
        self.seat = bot.seat
        self.thread = QThread()
        self.thread.setObjectName(f"bot-{bot.seat}")
        self.worker = BotWorker(bot, engine, clock, gate)
        self.worker.moveToThread(self.thread)
        self._control = _Control()
        self.thread.started.connect(self.worker.start, QUEUED)
        self._control.stop_requested.connect(self.worker.stop, QUEUED)
        self._control.pause_requested.connect(self.worker.pause, QUEUED)
        self._control.resume_requested.connect(self.worker.resume, QUEUED)
        bridge.event_occurred.connect(self.worker.on_event, QUEUED)
        self._bridge = bridge
        # Holds the thread and the stop signal, never the runner: it runs when the runner is freed.
        self._end = weakref.finalize(self, _end_bot_thread, self._control, self.thread, STOP_WAIT_MS)

    def start(self) -> None:
        """Start the bot's thread (its event loop, then the worker's timer)."""
        self.thread.start()

    def pause(self) -> None:
        """Ask the bot to stop thinking (queued to its thread) until :meth:`resume`."""
        self._control.pause_requested.emit()

    def resume(self) -> None:
        """Ask the bot to carry on where it stopped (queued to its thread)."""
        self._control.resume_requested.emit()

    def stop(self, wait_ms: int = STOP_WAIT_MS) -> bool:
        """Stop the worker (queued stop slot), end the thread's loop, and wait for it. Never ``terminate()``.

        Returns:
            Whether the thread has finished.
        """
        with contextlib.suppress(RuntimeError, TypeError):
            self._bridge.event_occurred.disconnect(self.worker.on_event)
        if self._end.detach() is not None:
            _end_bot_thread(self._control, self.thread, wait_ms)
        return not self.thread.isRunning()


def _end_bot_thread(control: _Control, thread: QThread, wait_ms: int) -> None:
    """Post the worker's stop (queued, so it runs in the bot's thread), then end the thread; one that
    does not finish is held for the rest of the process (``pit_desktop.ui.threads``)."""
    if thread.isRunning():
        with contextlib.suppress(RuntimeError):  # the control object went first: quitting is enough
            control.stop_requested.emit()
        if not thread.wait(wait_ms):
            end_thread(thread, wait_ms)
