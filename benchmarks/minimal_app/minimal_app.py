"""The floor for bundle size and start-up: a PySide6 window with one label, nothing else.

Packaged by ``minimal_app.spec`` with the same PyInstaller, excludes, plugin rules and strip as the game.
With ``PIT_DESKTOP_EXIT_AFTER_SHOWN=1`` it prints ``PIT_SHOWN <unix time>`` once its window is exposed
and quits, exactly like the game's start-up probe, so ``bench_bundle.py`` times both the same way.
"""

import os
import sys
import time

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QWindow
from PySide6.QtWidgets import QApplication, QLabel


def peak_rss_now() -> str:
    """The peak resident memory so far, ``" <MiB>"`` (``""`` without the ``resource`` module), as the game's
    probe prints it."""
    try:
        import resource
    except ImportError:
        return ""
    scale = 1 / 1048576 if sys.platform == "darwin" else 1 / 1024  # bytes on macOS, KiB on Linux
    return f" {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * scale:.1f}"


class FirstExpose(QObject):
    """Prints the start-up marker on the first exposed top-level window, then leaves the event loop; it
    watches the window itself, as the game's probe does (not the whole application)."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.done = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if (
            not self.done
            and event.type() == QEvent.Type.Expose
            and isinstance(watched, QWindow)
            and watched.isExposed()
        ):
            self.done = True
            cpu_ms = time.process_time() * 1000
            print(f"PIT_SHOWN {time.time():.6f}{peak_rss_now()} cpu_ms={cpu_ms:.1f}", flush=True)
            QTimer.singleShot(0, lambda: QCoreApplication.exit(0))
        return False


def main() -> int:
    """Show the label; returns the event loop's exit code."""
    app = QApplication(sys.argv)
    label = QLabel("Pit Desktop")
    label.resize(320, 120)
    label.show()
    if os.environ.get("PIT_DESKTOP_EXIT_AFTER_SHOWN") == "1":
        label.windowHandle().installEventFilter(FirstExpose(app))
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
