"""Ctrl+C (``SIGINT``) and ``SIGTERM`` end the game the way closing its window does.

Python runs a signal handler only when the interpreter next runs Python code, and the GUI thread spends its
idle time inside Qt's event loop, in C++: a handler on its own would wait for the next click or timer, and
the default ``SIGINT`` handler then raised ``KeyboardInterrupt`` inside whatever slot ran next. Here
``signal.set_wakeup_fd`` makes the C-level handler write the signal's number into a socket pair, a
``QSocketNotifier`` on the other end wakes the event loop at once, and the Python handler asks for a quit
that runs from the event loop. No polling timer, no cost while idle. GUI (main) thread only.
"""

from __future__ import annotations

import contextlib
import signal
import socket
from collections.abc import Callable
from types import FrameType

from PySide6.QtCore import QObject, QSocketNotifier, QTimer, Slot

QUIT_SIGNALS: tuple[signal.Signals, ...] = tuple(
    s for s in (signal.SIGINT, getattr(signal, "SIGTERM", None), getattr(signal, "SIGHUP", None)) if s
)
"""The signals that quit the game: Ctrl+C, ``kill``'s default, and the terminal going away."""


class QuitOnSignals(QObject):
    """While installed, :data:`QUIT_SIGNALS` call ``quit_now`` once, from the event loop of the GUI thread.

    Args:
        quit_now: what a signal does (close the window without asking, end the event loop).
        parent: the owning QObject.
    """

    def __init__(self, quit_now: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._quit_now = quit_now
        self._asked = False
        self._reader, self._writer = socket.socketpair()
        for end in (self._reader, self._writer):
            end.setblocking(False)
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._drain)
        self._previous_fd = signal.set_wakeup_fd(self._writer.fileno(), warn_on_full_buffer=False)
        self._previous = {s: signal.signal(s, self._on_signal) for s in QUIT_SIGNALS}

    def _on_signal(self, signum: int, _frame: FrameType | None) -> None:
        """The Python-level handler: only schedules the quit (it may run inside any slot)."""
        if not self._asked:
            self._asked = True
            QTimer.singleShot(0, self, self._quit_now)

    @Slot()
    def _drain(self) -> None:
        """Empty the socket; running Python here is what lets the pending signal handler run."""
        with contextlib.suppress(OSError):
            while self._reader.recv(512):
                pass

    def uninstall(self) -> None:
        """Put the previous handlers and wake-up descriptor back and close the socket pair; idempotent."""
        if self._reader.fileno() < 0:
            return
        for sig, handler in self._previous.items():
            signal.signal(sig, handler)
        signal.set_wakeup_fd(self._previous_fd)
        self._notifier.setEnabled(False)
        self._reader.close()
        self._writer.close()
