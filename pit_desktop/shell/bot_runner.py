"""Hosts one bot of any game on its own ``QThread``: the real-clock driver of
:class:`~pit_desktop.core.bots.host.BotHost` (a game's simulator drives the same host on a virtual clock).

The worker lives in the bot's thread. It receives engine events over a queued signal and hands them to the
host, which tells the bot, asks it for a :class:`~pit_desktop.core.bots.base.Step` and arms the worker's
single-shot ``QTimer`` (never ``sleep``); when it fires, the host submits the command straight into the shared
engine (a thread-safe monitor) through the game's host table, and hands a refusal to the bot. While the game
is paused (a modal dialog, the player's pause) the worker is paused: its timer stops (keeping the time left)
and the bot is not asked for steps until it resumes. A :class:`PauseGate` shared by a game's bots closes at
once, in the GUI thread, so no command reaches the engine while paused even before a worker hears of the
pause. Events arrive here after the command that caused them was submitted, so a bot is asked again before it
sees its own command's events (the host wakes it for them if it is only waiting).
"""

from __future__ import annotations

import contextlib
import threading
import weakref
from collections.abc import Callable, Iterable
from typing import Any

from PySide6.QtCore import QObject, Qt as _Qt, QThread, QTimer, Signal, Slot

from pit_desktop.core.bots.host import BotHost, HostedBot, Table
from pit_desktop.shell.bridge import EngineBridge, GameClock
from pit_desktop.shell.threads import end_thread

QUEUED = _Qt.ConnectionType.QueuedConnection

TableMaker = Callable[[Any, Callable[[Any], bool]], Table]
"""Makes a game's :class:`~pit_desktop.core.bots.host.Table` from its engine and the gated submit (Pit's
``PitTable``, Pitch's ``PitchHostTable``)."""

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

    def submit(self, engine: Any, command: Any) -> bool:
        """Submit ``command`` to ``engine`` unless the gate is closed. Bot thread.

        Returns:
            Whether the command was submitted (``False``: held back, untried).

        Raises:
            Exception: the engine refused the command (the game's refusal).
        """
        with self._lock:
            if self._closed:
                return False
            engine.submit(command)
            return True


class BotWorker(QObject):
    """Drives one bot: the real-clock driver of its :class:`~pit_desktop.core.bots.host.BotHost`. Lives in the
    bot's thread: every slot runs there, and so does the host.

    Args:
        bot: the strategy.
        engine: the shared engine (thread-safe).
        clock: the engine's clock, to turn game-second delays into real milliseconds.
        gate: the game's pause gate; a worker of its own when ``None``.
        table: makes the game's host table from the engine and the gated submit.

    Signals:
        command_failed(object): the refusal the engine raised (for logs/tests).
    """

    command_failed = Signal(object)

    def __init__(
        self,
        bot: HostedBot,
        engine: Any,
        clock: GameClock,
        gate: PauseGate | None = None,
        *,
        table: TableMaker,
    ) -> None:
        super().__init__()
        self.bot = bot
        self.seat = bot.seat
        self._engine = engine
        self._gate = gate if gate is not None else PauseGate()
        # Parented to the worker, so moveToThread takes it along; only ever started from this worker's
        # slots, in the bot's thread.
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timeout)
        self.started = False
        host_table = table(engine, self._submit)
        timer = _QtStepTimer(self._timer, clock)
        self.host = BotHost(bot, host_table, timer, on_refusal=self.command_failed.emit, shield=True)
        """The protocol's state machine for this bot (bot thread)."""

    @property
    def paused(self) -> bool:
        """Whether the bot is held still (:meth:`pause`)."""
        return self.host.paused

    def _submit(self, command: Any) -> bool:
        return self._gate.submit(self._engine, command)

    @Slot()
    def start(self) -> None:
        """The bot's thread runs its event loop. Connected to ``QThread.started``; bot thread.

        Events that arrived before (a deal made the moment the thread was started) were already handled
        in this thread, so nothing is lost.
        """
        self.started = True
        self.host.start()

    @Slot()
    def stop(self) -> None:
        """Stop thinking and end the thread's event loop. Bot thread."""
        self.host.stop()
        self._timer.stop()
        thread = self.thread()
        if thread is not None:
            thread.quit()

    @Slot()
    def pause(self) -> None:
        """Stop thinking until :meth:`resume`: the pending step's timer stops, keeping its time left. Bot
        thread."""
        self.host.pause()

    @Slot()
    def resume(self) -> None:
        """Carry on where the bot stopped (:meth:`BotHost.resume`). Bot thread."""
        self.host.resume()

    @Slot(object)
    def on_event(self, event: Any) -> None:
        """An engine event (queued from the bridge). Bot thread."""
        self.host.on_event(event)

    @Slot()
    def _on_timeout(self) -> None:
        """The step's delay is over (see :meth:`BotHost.due`). Bot thread."""
        self.host.due()


class _QtStepTimer:
    """A :class:`~pit_desktop.core.bots.host.StepTimer` on a worker's single-shot ``QTimer``: game seconds in,
    real milliseconds on the timer (the clock's time scale between them). Bot thread."""

    __slots__ = ("_clock", "_timer")

    def __init__(self, timer: QTimer, clock: GameClock) -> None:
        self._timer = timer
        self._clock = clock

    def start(self, delay_s: float) -> None:
        self._timer.start(self._clock.real_ms(delay_s))

    def stop(self) -> float | None:
        timer = self._timer
        if not timer.isActive():
            return None
        left_ms = max(0, timer.remainingTime())
        timer.stop()
        return left_ms / 1000.0 * self._clock.time_scale


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
        table: makes the game's host table (see :class:`BotWorker`).
    """

    def __init__(
        self,
        bot: HostedBot,
        engine: Any,
        bridge: EngineBridge,
        clock: GameClock,
        gate: PauseGate | None = None,
        *,
        table: TableMaker,
    ) -> None:
        self.seat = bot.seat
        self.thread = QThread()
        self.thread.setObjectName(f"bot-{bot.seat}")
        self.worker = BotWorker(bot, engine, clock, gate, table=table)
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

    def catch_up(self, events: Iterable[Any], dealt: Any) -> None:
        """Before :meth:`start`: tell the bot the hand resumed so far (:meth:`BotHost.catch_up`), in this
        (the GUI) thread, which is the only one to touch the worker until its thread starts.

        Raises:
            RuntimeError: the bot's thread has started.
        """
        if self.thread.isRunning() or self.worker.started:
            raise RuntimeError("a bot catches up before its thread starts")
        self.worker.host.catch_up(events, dealt)

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
    does not finish is held for the rest of the process (``pit_desktop.shell.threads``)."""
    if thread.isRunning():
        with contextlib.suppress(RuntimeError):  # the control object went first: quitting is enough
            control.stop_requested.emit()
        if not thread.wait(wait_ms):
            end_thread(thread, wait_ms)
