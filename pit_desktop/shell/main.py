"""Start the game window: ``pit-desktop`` with no arguments."""

from __future__ import annotations

import contextlib
import logging
import os
import sys
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Any

import shiboken6
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

from pit_desktop.core import resources
from pit_desktop.shell import logsetup
from pit_desktop.shell.prefs import APPLICATION, DOMAIN, ORGANISATION

if TYPE_CHECKING:
    from pit_desktop.shell.frame import ShellWindow
    from pit_desktop.shell.game import Game


def name_application() -> None:
    """Set the organisation, domain and application names (``QSettings`` needs them first)."""
    QCoreApplication.setOrganizationName(ORGANISATION)
    QCoreApplication.setOrganizationDomain(DOMAIN)
    QCoreApplication.setApplicationName(APPLICATION)


def make_application(argv: list[str]) -> QApplication:
    """The ``QApplication`` (or the existing one), named, themed and with its icon; ``argv`` may carry Qt's
    options after the program name (a ``-style`` chosen there is kept)."""
    from pit_desktop.shell.qt_options import chooses_style
    from pit_desktop.shell.source_reads import read_sources_lightly

    read_sources_lightly()  # before the theme and the window load their modules
    from pit_desktop.shell.theme import apply_theme

    name_application()
    app = QApplication.instance()
    if app is None:
        with _window_system_failure_explained():
            app = QApplication(argv)
    assert isinstance(app, QApplication)
    if logsetup.logging_to_file():  # a windowed build: Qt's own warnings go to the log file too
        logsetup.route_qt_messages()
    apply_theme(app, keep_style=chooses_style(argv[1:]))
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
    core dump and misleading hints about libraries) into :data:`WINDOW_SYSTEM_FAILED` and exit code 1.

    Qt's messages meanwhile are held back: on failure the first of them names the cause; otherwise they go
    on, in order, to the handler installed before (or to stderr)."""
    held: list[tuple[QtMsgType, logsetup.QtMessagePlace, str]] = []

    def handler(kind: QtMsgType, context: Any, message: str) -> None:
        if kind != QtMsgType.QtFatalMsg:
            # Qt's context dies with this call: keep a copy of it (a warning during QApplication(), as in a
            # non-UTF-8 locale, is handed on after the call and read from there)
            held.append((kind, logsetup.QtMessagePlace.copy_of(context), message))
            return
        cause = held[0][2] if held else message.splitlines()[0]
        settings = [
            f"{k}={os.environ[k]!r}"
            for k in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")
            if k in os.environ
        ]
        detail = "; ".join([cause.strip(), *settings])
        logging.getLogger(__name__).critical("%s", WINDOW_SYSTEM_FAILED.format(detail=detail))
        logging.shutdown()  # the message reaches the console, the log file or both
        os._exit(1)  # Qt would abort() as soon as this handler returns

    previous: Callable[..., Any] | None = qInstallMessageHandler(handler)
    try:
        yield
    finally:
        qInstallMessageHandler(previous)
        for kind, context, message in held:
            if previous is not None:
                previous(kind, context, message)
            elif sys.stderr is not None:
                print(f"{context.prefix()}{message}", file=sys.stderr)


def run_gui(argv: list[str], record: str | None = None, game: Game | None = None) -> int:
    """Open the game window and run until it closes (the window, Ctrl+Q, or ``SIGINT``/``SIGTERM``).

    Whichever way it ends, the game's threads are stopped and the window and its dialogs are freed here, in
    order, while Python still runs: left to PySide's clean-up at interpreter exit they were freed in no
    particular order (a crash at exit with the new-game dialog open).

    Args:
        argv: the process arguments for ``QApplication`` (``sys.argv[:1]`` usually).
        record: a hand record file to replay in the viewer at once (``pit-desktop FILE.json``), in the
            window of the game it is a record of (:func:`record_window_game`); otherwise the saved game is
            offered, or a new one.
        game: the game to play in the shell (:class:`~pit_desktop.shell.game.Game`); when ``None``,
            the record's game, or else the game played last.

    Returns:
        The process exit code (0 after a normal quit, a signal's included).
    """
    logsetup.route_qt_messages()  # a flood of Qt warnings must not hold up the window
    app = make_application(argv)
    from pit_desktop.shell.quit_signals import QuitOnSignals
    from pit_desktop.shell.sound import DeferredSound
    from pit_desktop.shell.threads import threads_held

    sound = DeferredSound(app)
    from pit_desktop.shell.data_folder import data_folder

    if game is None:
        from pit_desktop.shell.games import remembered_game
        from pit_desktop.shell.prefs import ShellPrefs

        game = remembered_game(ShellPrefs()) if record is None else record_window_game(record)
    code = 0
    sound_started = False
    chosen_prefs: object = None  # options chosen for this game in the last one's new-game dialog
    while game is not None:
        window = game.make_window(sound, data_folder())
        app.aboutToQuit.connect(window.shutdown)
        signals = QuitOnSignals(window.leave, app)
        window.show()
        # The sound player and the new-game dialog wait until the window is on screen: a quick first paint.
        first = _FirstExposed(window)
        if not sound_started:
            first.exposed.connect(sound.start)
            sound_started = True
        first.exposed.connect(first_step(window, record, chosen_prefs))
        record = None
        try:
            code = app.exec()
        finally:
            signals.uninstall()
            window.leave()  # idempotent: the window is usually closed already
            chosen = getattr(window, "next_game", None)
            chosen_prefs = getattr(window, "next_prefs", None) if chosen is not None else None
            if chosen is None:
                sound.shutdown()
            shiboken6.delete(window)
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        from pit_desktop.shell.games import game_by_id

        game = game_by_id(chosen) if chosen is not None and code == 0 else None
    if threads_held():  # a thread that would not stop cannot be freed safely: end the process here
        logsetup.close_qt_messages()
        logging.shutdown()
        for stream in (sys.stdout, sys.stderr):
            with contextlib.suppress(Exception):
                stream.flush()
        os._exit(code)
    return code


def first_step(window: ShellWindow, record: str | None, prefs: object) -> Callable[[], None]:
    """What ``window`` does once it is first shown: start a game with ``prefs`` when the player chose this
    game in the last window's new-game dialog (``ShellWindow.start_chosen``), else replay ``record``
    first, else start up (offer the kept game, or ask for a new one)."""
    if prefs is not None:
        return lambda: window.start_chosen(prefs)
    if record is not None:
        return lambda: window.open_record_at_start(record)
    return window.start_up


def record_window_game(path: str) -> Game:
    """The game whose window ``pit-desktop FILE.json`` opens for the record in ``path``: Pitch for a record
    that names Pitch, else Pit (whose window also says what is wrong with a file that is no record:
    :func:`pit_desktop.core.sim.replay.file_game`)."""
    from pit_desktop.core.sim.replay import file_game
    from pit_desktop.shell.games import game_by_id

    return game_by_id(file_game(path))


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
