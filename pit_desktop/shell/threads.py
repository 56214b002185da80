"""Ending a ``QThread`` without taking the game down.

Qt aborts the whole process ("QThread: Destroyed while thread is still running") when a ``QThread`` object
is freed while its thread runs. In Python that happens as soon as the last reference goes: a controller
dropped mid-game, a window deleted without being closed, or a thread stuck in a call that does not return
(an audio backend whose server hangs). Every thread the game starts is therefore ended through
:func:`end_thread`, and one that will not end in time is held here for the rest of the process instead of
being freed. GUI thread only.
"""

from __future__ import annotations

import logging

from PySide6.QtCore import QThread

log = logging.getLogger(__name__)

_held: list[QThread] = []
"""Threads that did not finish when asked: referenced for the life of the process so none is freed."""


def end_thread(thread: QThread, wait_ms: int) -> bool:
    """Ask ``thread``'s event loop to quit and wait up to ``wait_ms`` milliseconds for it to finish.

    Never ``terminate()``. A thread still running after the wait is held (see the module docstring) and
    logged; :func:`threads_held` then counts it.

    Args:
        thread: a thread started by the game (its worker's stop slot may already have been posted).
        wait_ms: how long to wait, real milliseconds.

    Returns:
        Whether the thread has finished (or was never started).
    """
    if thread.isRunning():
        thread.quit()
        thread.wait(wait_ms)
    if thread.isRunning():
        if thread not in _held:
            _held.append(thread)
            log.error(
                "thread %s did not finish within %d ms; it is left to the end of the process",
                thread.objectName() or "?",
                wait_ms,
            )
        return False
    return True


def threads_held() -> int:
    """How many threads :func:`end_thread` had to leave running (0 in a clean shutdown)."""
    return sum(t.isRunning() for t in _held)
