"""The sound player's event loop (``pit_desktop.shell.sound_player`` runs it): the requests read from the
game, the worker that plays them, the watch on the server. Imports Qt's audio: loaded only in the sound
player process, which says "unavailable" when this import fails.
"""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Callable

from PySide6.QtCore import (
    QCoreApplication,
    QLoggingCategory,
    QMessageLogContext,
    QObject,
    Qt,
    QtMsgType,
    Signal,
    Slot,
    qInstallMessageHandler,
)
from PySide6.QtMultimedia import QMediaDevices

from pit_desktop.shell.sound_player import EXIT_LOST, leave, say
from pit_desktop.shell.sound_server import ServerCheck, check_server
from pit_desktop.shell.sound_worker import SoundWorker

ENGINE_CATEGORY = "qt.multimedia.pulseaudio.engine"
"""The logging category in which Qt's PulseAudio backend says how its connection fares (debug messages
``"Ready"``, ``"Failed"``, ``"Terminated"``); the player turns it on to hear a failure at once."""

FAILED_STATES = frozenset({"Failed", "Terminated"})
"""What Qt says in :data:`ENGINE_CATEGORY` when its connection to the server is gone."""


def check(names: list[str]) -> str:
    """The ``checked`` line for ``names``: whether the default output plays each (``--check``)."""
    _application()
    worker = SoundWorker(0.0)
    worker.load(names)
    device = QMediaDevices.defaultAudioOutput()
    if device.isNull():
        return "checked silent no audio output device"
    bad = worker.unplayable()
    return f"checked unplayable {' '.join(bad)}" if bad else f"checked ok {device.description()}"


def run(volume: float, server: ServerCheck) -> int:
    """Play what the game asks until it closes its end (see ``pit_desktop.shell.sound_player``).

    Args:
        volume: 0.0–1.0.
        server: the sound server as found when the player began; a later look that differs ends the player.

    Returns:
        0 once the game closed its end and every sound stopped (a lost server ends the process at once,
        with ``EXIT_LOST``).
    """
    failed = threading.Event()
    app = _application(failed)
    player = Player(SoundWorker(volume), server, failed)
    requests = Requests(player)
    queued = Qt.ConnectionType.QueuedConnection
    requests.arrived.connect(player.request, queued)
    requests.ended.connect(player.finish, queued)
    requests.failed.connect(player.connection_failed, queued)
    threading.Thread(target=_read_requests, args=(requests,), name="sound-requests", daemon=True).start()
    threading.Thread(target=_watch, args=(failed, requests), name="sound-watch", daemon=True).start()
    return app.exec()


def _application(failed: threading.Event | None = None) -> QCoreApplication:
    """The player's application, Qt's messages going to standard error; with ``failed``, the PulseAudio
    connection's news is heard, and its failure sets ``failed``."""
    if failed is not None:
        QLoggingCategory.setFilterRules(f"{ENGINE_CATEGORY}.debug=true")
    qInstallMessageHandler(_handler(failed))
    return QCoreApplication([sys.argv[0]])


def _handler(failed: threading.Event | None) -> Callable[[QtMsgType, QMessageLogContext, str], None]:
    """Qt's messages, one a line on standard error, except those of :data:`ENGINE_CATEGORY`, of which a
    failure sets ``failed``. Called from any thread (Qt's audio thread says the failure): it only writes and
    sets the event."""

    def handle(_kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        category = context.category or ""
        if category == ENGINE_CATEGORY:
            if failed is not None and message.strip().strip('"') in FAILED_STATES:
                failed.set()
            return
        if sys.stderr is not None:
            sys.stderr.write(f"{category}: {message}\n" if category else f"{message}\n")

    return handle


class Requests(QObject):
    """Carries what is read from standard input to the main thread (queued).

    Signals:
        arrived(str, float): a line, and when it came (``time.monotonic()``).
        ended(): the input ended.
        failed(): Qt said its connection to the server failed.
    """

    arrived = Signal(str, float)
    ended = Signal()
    failed = Signal()


class Player(QObject):
    """Plays what is asked, minds the server, says what happens. Main thread.

    Args:
        worker: plays the clips.
        server: the server as found when the player began.
        failed: set when Qt says its connection failed.
    """

    def __init__(self, worker: SoundWorker, server: ServerCheck, failed: threading.Event) -> None:
        super().__init__()
        self._worker = worker
        self._server = server
        self._failed = failed
        self._said_output = ""
        self._devices = QMediaDevices(self)
        self._devices.audioOutputsChanged.connect(self.say_output)

    @Slot(str, float)
    def request(self, line: str, arrived_at: float) -> None:
        """``use NAME …`` or ``play NAME``, which came at ``arrived_at``."""
        verb, _, rest = line.partition(" ")
        if verb == "use":
            self._worker.load(rest.split())
            self.say_output()
        elif verb == "play" and rest:
            self._play(rest.strip(), arrived_at)

    def _play(self, name: str, arrived_at: float) -> None:
        """Start ``name``, unless the server may be gone: then say so and end, starting nothing."""
        if self._failed.is_set():
            self.connection_failed()
        now = check_server()
        if self._server.reachable is not None and now.identity != self._server.identity:
            leave(f"lost the sound server {'was restarted' if now.reachable else 'went away'}", EXIT_LOST)
        before = self._worker.played
        self._worker.play(name, arrived_at)
        say(f"{'heard' if self._worker.played > before else 'dropped'} {name}")

    @Slot()
    def say_output(self) -> None:
        """Say whether an output takes sounds now (``ready`` or ``silent``), when that changed."""
        device = QMediaDevices.defaultAudioOutput()
        said = "silent no audio output device" if device.isNull() else f"ready {device.description()}"
        if said != self._said_output:
            self._said_output = said
            say(said)

    @Slot()
    def connection_failed(self) -> None:
        """Qt's connection to the server failed: the player ends, starting nothing more."""
        leave("lost Qt's connection to the sound server failed", EXIT_LOST)

    @Slot()
    def finish(self) -> None:
        """The game closed its end: stop every sound, here in the worker's own thread, then end the loop."""
        self._worker.stop()
        QCoreApplication.exit(0)


def _read_requests(requests: Requests) -> None:
    """Read standard input a line at a time, stamping each with when it came (the worker drops a request
    it gets to too late); its end ends the player. A thread of its own."""
    if sys.stdin is not None:
        for raw in sys.stdin.buffer:
            requests.arrived.emit(raw.decode("utf-8", "replace").strip(), time.monotonic())
    requests.ended.emit()


def _watch(failed: threading.Event, requests: Requests) -> None:
    """Tell the main thread as soon as Qt says its connection failed. A thread of its own: the message comes
    from Qt's audio thread, whose handler only sets the event."""
    failed.wait()
    requests.failed.emit()
