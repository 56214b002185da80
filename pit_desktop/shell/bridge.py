"""From a game engine's events to Qt signals, and a game clock that can run faster than real time and be
paused. Game-neutral: any engine that calls a listener with its events (Pit's, the next game's) is bridged
the same way."""

from __future__ import annotations

import threading
from time import monotonic

from PySide6.QtCore import QObject, Signal


class EngineBridge(QObject):
    """Turns engine listener calls into a queued-safe Qt signal. Lives in the GUI thread.

    The engine calls :meth:`listener` under its lock, from whichever thread submitted the command (a bot
    thread or the GUI thread): it only emits. Every receiver connects with ``Qt.QueuedConnection``, so no
    receiver ever runs under the engine's lock.

    Signals:
        event_occurred(object): every engine event (a frozen dataclass of the game's), in ``seq`` order.
    """

    event_occurred = Signal(object)

    def listener(self, event: object) -> None:
        """An engine's listener (Pit's :data:`~pit_desktop.games.pit.engine.Listener`): emit ``event``. Any
        thread."""
        self.event_occurred.emit(event)


class GameClock:
    """The engine's clock: ``time.monotonic`` seconds, optionally sped up, and pausable.

    While paused, game time stands still: the sorting period does not run out (R-DEAL-3, V-SORT-TIME) and
    timestamps stay consistent when play resumes. Calls are thread-safe (the engine reads the clock under
    its lock from bot threads; the GUI thread pauses and resumes it); game time never runs backwards.

    Args:
        time_scale: game seconds per real second; 1.0 is real time. Tests and the smoke test use more,
            so bots' human-like delays (and the sorting period) pass quickly yet stay consistent with the
            engine's timestamps.

    Raises:
        ValueError: ``time_scale`` is not positive.
    """

    def __init__(self, time_scale: float = 1.0) -> None:
        if not time_scale > 0:
            raise ValueError(f"time_scale must be positive, not {time_scale!r}")
        self.time_scale = float(time_scale)
        self._t0 = monotonic()
        self._lock = threading.Lock()
        self._paused_at: float | None = None
        self._paused_total = 0.0

    def __call__(self) -> float:
        """Game time now, seconds."""
        with self._lock:
            real = self._paused_at if self._paused_at is not None else monotonic()
            elapsed = real - self._t0 - self._paused_total
        return self._t0 + elapsed * self.time_scale

    @property
    def paused(self) -> bool:
        """Whether game time stands still."""
        return self._paused_at is not None

    def pause(self) -> None:
        """Stop game time (no effect when already paused). Any thread."""
        with self._lock:
            if self._paused_at is None:
                self._paused_at = monotonic()

    def resume(self) -> None:
        """Let game time run on from where it stopped (no effect when running). Any thread."""
        with self._lock:
            if self._paused_at is not None:
                self._paused_total += monotonic() - self._paused_at
                self._paused_at = None

    def real_ms(self, game_s: float) -> int:
        """How many real milliseconds ``game_s`` game seconds last (at least 0)."""
        return max(0, round(game_s / self.time_scale * 1000.0))
