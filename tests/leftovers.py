"""What a test left of Qt behind it: windows, modal dialogs, active timers and running threads, found,
described and cleared away (see ``nothing_outlives_the_test`` in the tests' conftest).

Imported by name (the tests folder is on ``sys.path``). Imports Qt only when a test has already loaded it,
so tests that never touch Qt stay without it. GUI thread only.
"""

from __future__ import annotations

import contextlib
import gc
import sys

THREAD_STOP_MS = 5000
"""How long a ``QThread`` left running is given to end its event loop, milliseconds."""


def sweep_qt() -> list[str]:
    """Find what a test left of Qt, clear it away, and describe it.

    Pending events are handled and deferred deletions carried out first (a window ``qtbot`` closed is gone
    by then), and garbage is collected if anything is still found (a window kept only by reference cycles
    goes with them). Left over then: any window (a widget without a parent, shown or not, a modal dialog
    among them), any active ``QTimer`` Python knows of (``QTimer.singleShot`` makes one too), and any
    running ``QThread`` but the application's. Each is closed, stopped or quit, and deleted.

    Returns:
        One line per leftover, empty when the test left nothing; empty too when Qt was never loaded.
    """
    if "PySide6.QtCore" not in sys.modules:
        return []
    from PySide6.QtCore import QCoreApplication

    app = QCoreApplication.instance()
    if app is None:
        return []
    _flush(app)
    if not _windows() and not _timers_and_threads(app):
        return []
    gc.collect()
    _flush(app)
    left = [_clear_window(w) for w in _windows()]
    left += [_clear(obj, app) for obj in _timers_and_threads(app)]
    _flush(app)
    return left


def _flush(app) -> None:
    """Handle pending events, then carry out deferred deletions (``deleteLater``), which an event loop
    would do only once control returns to it."""
    from PySide6.QtCore import QEvent

    app.processEvents()
    app.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def _windows() -> list:
    """Widgets without a parent (a menu or a dialog of a window goes with its window)."""
    if "PySide6.QtWidgets" not in sys.modules:
        return []
    from PySide6.QtWidgets import QApplication

    if not isinstance(QApplication.instance(), QApplication):
        return []
    return [w for w in QApplication.topLevelWidgets() if w.parentWidget() is None]


def _clear_window(widget) -> str:
    from PySide6.QtWidgets import QApplication, QDialog

    kind = "modal dialog" if widget.isModal() or widget is QApplication.activeModalWidget() else "window"
    shown = "shown" if widget.isVisible() else "hidden"
    with contextlib.suppress(Exception):
        if isinstance(widget, QDialog):
            widget.reject()
        shutdown = getattr(widget, "shutdown", None)
        if callable(shutdown):  # a game window: its bot threads stop first, without asking anything
            shutdown()
    widget.hide()
    widget.deleteLater()
    return f"{kind} {type(widget).__name__} {widget.windowTitle()!r} ({shown})"


def _timers_and_threads(app) -> list:
    """Active timers and running threads (the application's own aside) among the Qt objects Python has
    wrappers for (a timer or thread made in C++ and never seen by Python is not found)."""
    import shiboken6
    from PySide6.QtCore import QThread, QTimer

    main = app.thread()
    found = []
    for obj in shiboken6.getAllValidWrappers():
        if isinstance(obj, QTimer):
            if obj.isActive():
                found.append(obj)
        elif isinstance(obj, QThread) and obj is not main and obj.isRunning():
            found.append(obj)
    return found


def _clear(obj, app) -> str:
    """Stop a timer (in the GUI thread; a bot's timer stops with its thread) or quit a thread and wait."""
    from PySide6.QtCore import QTimer

    if isinstance(obj, QTimer):
        owner = obj.parent()
        of = f" of {type(owner).__name__}" if owner is not None else ""
        text = f"active QTimer{of} ({obj.interval()} ms, {obj.remainingTime()} ms to go)"
        if obj.thread() is app.thread():
            obj.stop()
        return text
    obj.quit()
    obj.wait(THREAD_STOP_MS)
    return f"running QThread {obj.objectName()!r}"
