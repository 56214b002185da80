"""Start the game window: ``pit-desktop`` with no arguments."""

from __future__ import annotations

import contextlib
import logging
import os
import sys
from collections.abc import Callable, Iterator
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QObject,
    QTimer,
    QtMsgType,
    Signal,
    Slot,
    qInstallMessageHandler,
)
from PySide6.QtGui import QIcon, QWindow
from PySide6.QtWidgets import QApplication, QWidget

from pit_desktop import logsetup, resources
from pit_desktop.persistence.prefs import APPLICATION, DOMAIN, ORGANISATION


def name_application() -> None:
    """Set the organisation, domain and application names (``QSettings`` needs them first)."""
    QCoreApplication.setOrganizationName(ORGANISATION)
    QCoreApplication.setOrganizationDomain(DOMAIN)
    QCoreApplication.setApplicationName(APPLICATION)


def make_application(argv: list[str]) -> QApplication:
    """The ``QApplication`` (or the existing one), named, themed and with its icon."""
    from pit_desktop.ui.theme import apply_theme

    name_application()
    app = QApplication.instance()
    if app is None:
        with _window_system_failure_explained():
            app = QApplication(argv)
    assert isinstance(app, QApplication)
    if logsetup.logging_to_file():  # a windowed build: Qt's own warnings go to the log file too
        logsetup.route_qt_messages()
    apply_theme(app)
    with contextlib.suppress(resources.AssetMissingError):
        app.setWindowIcon(QIcon(str(resources.icon_path("png"))))
    return app


WINDOW_SYSTEM_FAILED = (
    "pit-desktop: cannot open a window: the window system did not start ({detail}).\n"
    "Is the display running, and may this user open windows on it? "
    "To check the game without a screen, run 'pit-desktop --smoke-test' with QT_QPA_PLATFORM=offscreen."
)
"""Said instead of Qt's abort when its platform plugin cannot start (e.g. ``DISPLAY`` names no server)."""


@contextlib.contextmanager
def _window_system_failure_explained() -> Iterator[None]:
    """While the ``QApplication`` is made, turn Qt's fatal platform error (which aborts the process with a
    core dump and a misleading hint about libraries) into :data:`WINDOW_SYSTEM_FAILED` and exit code 1.
    Other Qt messages go on to the handler that was installed before."""
    warnings: list[str] = []
    previous: Callable[..., Any] | None = None

    def handler(kind: QtMsgType, context: Any, message: str) -> None:
        if kind == QtMsgType.QtFatalMsg:
            detail = warnings[0] if warnings else message.splitlines()[0]  # the first is the cause
            text = WINDOW_SYSTEM_FAILED.format(detail=f"{detail}; DISPLAY={os.environ.get('DISPLAY', '')!r}")
            logging.getLogger(__name__).critical("%s", text)  # to the console, the log file or both
            logging.shutdown()
            os._exit(1)  # Qt would abort() as soon as this handler returns
        if kind in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg):
            warnings.append(message)
        if previous is not None:
            previous(kind, context, message)
        elif sys.stderr is not None:
            print(message, file=sys.stderr)

    previous = qInstallMessageHandler(handler)
    try:
        yield
    finally:
        qInstallMessageHandler(previous)


def run_gui(argv: list[str]) -> int:
    """Open the game window and run until it closes.

    Args:
        argv: the process arguments for ``QApplication`` (``sys.argv[:1]`` usually).

    Returns:
        The process exit code.
    """
    app = make_application(argv)
    from pit_desktop.ui.sound import DeferredSound
    from pit_desktop.ui.window import MainWindow

    sound = DeferredSound(app)
    window = MainWindow(sound=sound)
    app.aboutToQuit.connect(window.shutdown)
    window.show()
    # The audio probe and the new-game dialog wait until the window is on screen: a quick first paint.
    first = _FirstExposed(window)
    first.exposed.connect(sound.start)
    first.exposed.connect(window.new_game_dialog)
    return app.exec()


class _FirstExposed(QObject):
    """Emits :attr:`exposed` once, soon after ``widget``'s native window is first exposed on screen.

    Signals:
        exposed(): the window was first shown; queued so that its first frame is painted first.
    """

    exposed = Signal()

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        handle = widget.windowHandle()
        if handle is None or handle.isExposed():
            QTimer.singleShot(0, self._fire)
        else:
            handle.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        if event.type() == QEvent.Type.Expose and isinstance(watched, QWindow) and watched.isExposed():
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self._fire)
        return False

    @Slot()
    def _fire(self) -> None:
        self.exposed.emit()


if __name__ == "__main__":
    sys.exit(run_gui(sys.argv))
