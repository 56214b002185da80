"""Logging for windowed builds, and the start-up probe the bundle benchmark reads.

A windowed build (PyInstaller ``console=False``, or ``pythonw``) has no console: ``sys.stdout`` and
``sys.stderr`` may be ``None`` and ``faulthandler.enable()`` without a file raises. :func:`setup_logging`
then writes a rotating log in the player's log folder, sends ``faulthandler`` tracebacks (hard crashes,
e.g. in Qt) to a file beside it, logs uncaught exceptions and routes Qt's own messages there as well.

Nothing here imports Qt at module level, so headless commands stay fast.
"""

from __future__ import annotations

import atexit
import contextlib
import faulthandler
import logging
import os
import queue
import re
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from pit_desktop import __version__

LOG_DIR_ENV = "PIT_DESKTOP_LOG_DIR"
"""Environment variable that overrides the log folder."""

LOG_FILE_ENV = "PIT_DESKTOP_LOG_FILE"
"""Set to ``1`` to log to the file even when a console is attached (e.g. a source checkout)."""

EXIT_AFTER_SHOWN_ENV = "PIT_DESKTOP_EXIT_AFTER_SHOWN"
"""Set to ``1`` to print ``PIT_SHOWN <unix time> [<peak RSS, MiB>]`` and quit once the first window is on
screen."""

SHOWN_MARKER = "PIT_SHOWN"
"""First word of the line the start-up probe prints."""

LOG_MAX_BYTES = 1_000_000
"""Size at which ``pit-desktop.log`` rotates, in bytes."""

LOG_BACKUPS = 3
"""Rotated log files kept (``pit-desktop.log.1`` … ``.3``)."""

_CRASH_MAX_BYTES = 256_000
_crash_file: IO[str] | None = None  # kept open for the process lifetime: faulthandler writes to its fd
_configured: LogSetup | None = None  # the first file set-up; later calls return it instead of adding handlers


@dataclass(frozen=True)
class LogSetup:
    """Where :func:`setup_logging` sends output.

    Attributes:
        log_file: The rotating log, or None when logging to a file was not needed or not possible.
        crash_file: The file ``faulthandler`` writes to, or None when it writes to ``sys.stderr``.
    """

    log_file: Path | None
    crash_file: Path | None


def user_log_dir() -> Path:
    """The player's log folder for Pit Desktop (not created here).

    ``%LOCALAPPDATA%\\Pit Desktop\\logs`` on Windows, ``~/Library/Logs/Pit Desktop`` on macOS,
    ``$XDG_STATE_HOME/pit-desktop`` (default ``~/.local/state/pit-desktop``) elsewhere; the
    ``PIT_DESKTOP_LOG_DIR`` environment variable overrides all three.
    """
    override = os.environ.get(LOG_DIR_ENV)
    if override:
        return Path(override)
    home = Path.home()
    if sys.platform.startswith("win"):
        base = os.environ.get("LOCALAPPDATA") or str(home / "AppData" / "Local")
        return Path(base) / "Pit Desktop" / "logs"
    if sys.platform == "darwin":
        return home / "Library" / "Logs" / "Pit Desktop"
    return Path(os.environ.get("XDG_STATE_HOME") or home / ".local" / "state") / "pit-desktop"


def is_windowed() -> bool:
    """True in a frozen bundle or when the process has no ``stderr`` (Windows ``pythonw``)."""
    return bool(getattr(sys, "frozen", False)) or sys.stderr is None


class _LogWriter:
    """A write-only text stream that turns lines into log records; stands in for a missing stdout/stderr."""

    def __init__(self, logger: logging.Logger, level: int) -> None:
        self._logger, self._level, self._buffer = logger, level, ""
        self._writing = threading.local()

    def write(self, text: str) -> int:
        if getattr(self._writing, "active", False):
            # A handler failing while it logs reports to stderr, which is this stream: drop the report
            # rather than recurse.
            return len(text)
        self._writing.active = True
        try:
            self._buffer += text
            *lines, self._buffer = self._buffer.split("\n")
            for line in lines:
                if line.strip():
                    self._logger.log(self._level, line)
        finally:
            self._writing.active = False
        return len(text)

    def flush(self) -> None:
        """Nothing is buffered beyond an unfinished line."""

    def isatty(self) -> bool:
        return False


class _RotatingLog(logging.Handler):
    """The rotating log file (:class:`logging.handlers.RotatingFileHandler`), made when the first record
    arrives: ``logging.handlers`` and what it imports (``socket``, ``pickle``) load only once something is
    logged, so a quiet start shows its window sooner. The first record is preceded by a line naming the
    version, the Python and the platform, so each run's records start with it.

    Args:
        path: the log file; its folder must exist.
    """

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.path = path
        self._file: logging.Handler | None = None
        self._failed = False

    def emit(self, record: logging.LogRecord) -> None:
        if self._failed:
            return
        try:
            if self._file is None:
                import logging.handlers

                self._file = logging.handlers.RotatingFileHandler(
                    self.path, maxBytes=LOG_MAX_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8"
                )
                self._file.setFormatter(self.formatter)
                # logging's documented hook: an instance's handleError replaced, as a subclass would
                self._file.handleError = self._give_up  # type: ignore[method-assign]
                self._file.emit(self._header(record))
            self._file.emit(record)
        except Exception:
            self._give_up(record)

    def _give_up(self, record: logging.LogRecord) -> None:
        """The file cannot be opened or written (its folder went away, the disk is full): say so in one line
        on the console, once, then drop records rather than report every one."""
        if self._failed:
            return
        self._failed = True
        err = sys.exc_info()[1]
        reason = (err.strerror if isinstance(err, OSError) else None) or err or "unknown error"
        stream = sys.stderr
        if stream is not None and not isinstance(stream, _LogWriter):  # no console: nowhere to say it
            with contextlib.suppress(Exception):  # the console is gone too: nothing left to tell
                stream.write(f"pit-desktop: cannot write the log file {self.path} ({reason}); not logging\n")
                stream.flush()

    @staticmethod
    def _header(first: logging.LogRecord) -> logging.LogRecord:
        header = logging.LogRecord(
            "pit_desktop",
            logging.INFO,
            __file__,
            0,
            "Pit Desktop %s, Python %s on %s, frozen=%s",
            (
                __version__,
                sys.version.split()[0],
                sys.platform,
                bool(getattr(sys, "frozen", False)),
            ),
            None,
        )
        header.created, header.msecs = first.created, first.msecs  # stamped as the record it heads
        return header

    def flush(self) -> None:
        if self._file is not None and not self._failed:
            self._file.flush()

    def close(self) -> None:
        if self._file is not None:
            with contextlib.suppress(OSError):  # what could not be written is gone: close anyway
                self._file.close()
        super().close()


def _open_crash_file(path: Path) -> IO[str]:
    if path.exists() and path.stat().st_size > _CRASH_MAX_BYTES:
        path.replace(path.with_name(path.name + ".1"))
    handle = path.open("a", encoding="utf-8")
    handle.write(f"--- Pit Desktop {__version__} started {time.strftime('%Y-%m-%d %H:%M:%S')}\n")
    handle.flush()
    return handle


def setup_logging(to_file: bool | None = None) -> LogSetup:
    """Configure logging and ``faulthandler`` once, at start-up, before any window exists.

    With a file (windowed builds, or ``to_file=True``, or ``PIT_DESKTOP_LOG_FILE=1``): the root logger
    gets a :class:`~logging.handlers.RotatingFileHandler` on ``pit-desktop.log`` (INFO and up, 1 MB × 3;
    opened with the first record, which follows a line naming the version and platform),
    ``faulthandler`` writes to ``crash.log``, a missing ``sys.stdout``/``sys.stderr`` is replaced by a
    stream into the log, uncaught exceptions (main and other threads) are logged, and Qt messages are
    routed into the log if Qt is already imported or when :func:`route_qt_messages` is called.
    Without a file: ``faulthandler`` writes to ``stderr`` and logging is left alone.

    Never raises: if the folder cannot be written, it falls back to no file logging.

    Args:
        to_file: Force file logging on or off; None decides by :func:`is_windowed` and the environment.

    Returns:
        Where the log and crash output go.
    """
    global _crash_file, _configured
    if _configured is not None:
        return _configured
    if to_file is None:
        to_file = is_windowed() or os.environ.get(LOG_FILE_ENV) == "1"
    if not to_file:
        if sys.stderr is not None and not faulthandler.is_enabled():
            faulthandler.enable()
        return LogSetup(None, None)
    try:
        folder = user_log_dir()
        folder.mkdir(parents=True, exist_ok=True)
        log_file, crash_file = folder / "pit-desktop.log", folder / "crash.log"
        with log_file.open("a", encoding="utf-8"):  # writable? (the handler itself opens it later)
            pass
        handler = _RotatingLog(log_file)
        if _crash_file is None or _crash_file.closed:
            _crash_file = _open_crash_file(crash_file)
    except OSError:
        return LogSetup(None, None)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s [%(threadName)s] %(message)s"))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(min(root.level or logging.INFO, logging.INFO))
    if sys.stderr is not None:
        console = logging.StreamHandler(sys.stderr)
        console.setLevel(logging.WARNING)
        root.addHandler(console)
    faulthandler.enable(file=_crash_file, all_threads=True)
    if sys.stdout is None:
        sys.stdout = _LogWriter(logging.getLogger("pit_desktop.stdout"), logging.INFO)
    if sys.stderr is None:
        sys.stderr = _LogWriter(logging.getLogger("pit_desktop.stderr"), logging.WARNING)
    _install_excepthooks()
    if "PySide6.QtCore" in sys.modules:
        route_qt_messages()
    _configured = LogSetup(log_file, crash_file)
    return _configured


def _install_excepthooks() -> None:
    log = logging.getLogger("pit_desktop.crash")
    previous = sys.excepthook

    def excepthook(exc_type: type[BaseException], exc: BaseException, tb: Any) -> None:
        log.critical("uncaught exception", exc_info=(exc_type, exc, tb))
        previous(exc_type, exc, tb)

    def thread_excepthook(args: threading.ExceptHookArgs) -> None:
        log.critical(
            "uncaught exception in thread %s",
            args.thread,
            # typeshed wants an exception in the middle; threading may hand None there (an exit), which
            # logging prints as the type alone
            exc_info=(args.exc_type, args.exc_value, args.exc_traceback),  # type: ignore[arg-type]
        )

    sys.excepthook = excepthook
    threading.excepthook = thread_excepthook


def logging_to_file() -> bool:
    """Whether :func:`setup_logging` set up the log file (then Qt's messages belong in it too)."""
    return _configured is not None and _configured.log_file is not None


QT_EXPECTED_MESSAGES: tuple[str, ...] = (
    "No QtMultimedia backends found",
    "Couldn't load pipewire-0.3 library",
    "Couldn't resolve pipewire-0.3 symbols",
    "This plugin does not support propagateSizeHints()",
)
"""Qt messages left out of the log, said on every start where they apply and harmless to the game: no
QtMultimedia media backend (the bundle leaves FFmpeg out; the audio output, all the game's sound uses,
works without one); no PipeWire library (Qt then uses PulseAudio); and the offscreen platform's note on
size hints."""

QT_REPEATS_LOGGED = 3
"""How often one Qt message (numbers in it aside) is logged; later repeats are only counted."""

QT_KINDS_KEPT = 500
"""Distinct Qt messages remembered; beyond that, new ones are only counted."""

_DIGITS = re.compile(r"\d+")


@dataclass(frozen=True, slots=True)
class QtMessagePlace:
    """What a Qt message's context says, copied into plain Python values while Qt's handler runs.

    Qt's ``QMessageLogContext`` is valid only during the handler's call: it points into the caller's stack
    and at strings the caller owns. Reading it afterwards (a message held back and handed on later) follows
    dead pointers and crashed the game at start in a non-UTF-8 locale, whose warning comes during
    ``QApplication()``. Keep this instead.

    Attributes:
        category: the logging category's name ("default" for plain ``qWarning``), or "" when none.
        file: the source file Qt named, or "" (release builds of Qt name none).
        line: its line, or 0.
        function: the function Qt named, or "".
    """

    category: str = ""
    file: str = ""
    line: int = 0
    function: str = ""

    @classmethod
    def copy_of(cls, context: Any) -> QtMessagePlace:
        """Copy ``context`` (a ``QMessageLogContext``, or anything with the same attributes, or ``None``);
        call it only inside the message handler. Never raises: a field that cannot be read is left empty."""

        def text(name: str) -> str:
            try:
                value = getattr(context, name, None)
            except Exception:
                return ""
            return value if isinstance(value, str) else ""

        try:
            line = getattr(context, "line", 0)
        except Exception:
            line = 0
        return cls(
            category=text("category"),
            file=text("file"),
            line=line if isinstance(line, int) else 0,
            function=text("function"),
        )

    def prefix(self) -> str:
        """``"category: "`` for a named category, ``""`` for the default one or none."""
        return f"{self.category}: " if self.category and self.category != "default" else ""


_qt_sieve: QtMessageSieve | None = None


class QtMessageSieve:
    """Qt's message handler: known harmless messages dropped, repeats counted rather than logged, and the
    rest handed to a writer thread, so that a flood of warnings (from any thread, at any rate) costs a
    dictionary look-up each and never waits on the log file.

    A message is logged to ``logger`` (with the thread that said it) the first :data:`QT_REPEATS_LOGGED`
    times; :meth:`close` then logs how often each was repeated. Fatal messages are written at once: Qt
    aborts when the handler returns. Callable from any thread; never raises.

    Args:
        logger: where the messages go (the ``qt`` logger).
        levels: Qt message type → logging level.
    """

    def __init__(self, logger: logging.Logger, levels: dict[Any, int]) -> None:
        self._logger = logger
        self._levels = levels
        self._seen: dict[tuple[int, str], int] = {}
        self.dropped = 0
        """Messages counted and not logged (repeats, and new ones beyond :data:`QT_KINDS_KEPT`)."""
        self._queue: queue.SimpleQueue[logging.LogRecord | None] = queue.SimpleQueue()
        self._writer: threading.Thread | None = None
        self._start_lock = threading.Lock()

    def __call__(self, kind: Any, context: Any, message: str) -> None:
        try:
            self._sift(kind, context, message)
        except Exception:  # a handler that raises inside Qt would end the process
            self.dropped += 1

    def _sift(self, kind: Any, context: Any, message: str) -> None:
        level = self._levels.get(kind, logging.WARNING)
        if not self._logger.isEnabledFor(level) or message.startswith(QT_EXPECTED_MESSAGES):
            return
        text = QtMessagePlace.copy_of(context).prefix() + message
        key = (level, _DIGITS.sub("#", text[:200]))
        seen = self._seen.get(key)
        if seen is None and len(self._seen) >= QT_KINDS_KEPT:
            self.dropped += 1
            return
        seen = (seen or 0) + 1
        self._seen[key] = seen
        if seen > QT_REPEATS_LOGGED:
            self.dropped += 1
            return
        if seen == QT_REPEATS_LOGGED:
            text += f" [said {seen} times: repeats are counted, not logged]"
        record = self._logger.makeRecord(self._logger.name, level, "(qt)", 0, "%s", (text,), None)
        if level >= logging.CRITICAL:
            self.flush()
            self._logger.handle(record)
            return
        self._queue.put(record)
        if self._writer is None:
            self._start_writer()

    def _start_writer(self) -> None:
        with self._start_lock:
            if self._writer is None:
                self._writer = threading.Thread(target=self._write, name="qt-messages", daemon=True)
                self._writer.start()

    def _write(self) -> None:
        while (record := self._queue.get()) is not None:
            self._logger.handle(record)

    def flush(self) -> None:
        """Write what is waiting, in the calling thread."""
        while True:
            try:
                record = self._queue.get_nowait()
            except queue.Empty:
                return
            if record is not None:
                self._logger.handle(record)

    def repeats(self) -> dict[str, int]:
        """How many times each message was said beyond what was logged, by message (numbers as ``#``)."""
        over = QT_REPEATS_LOGGED
        return {text: n - over for (_level, text), n in self._seen.items() if n > over}

    def close(self) -> None:
        """Log the repeat counts, stop the writer thread and write what is left. Safe to call twice."""
        for text, extra in self.repeats().items():
            args = (extra, text)
            record = self._logger.makeRecord(
                self._logger.name, logging.INFO, "(qt)", 0, "Qt repeated %d more times: %s", args, None
            )
            self._queue.put(record)
        self._seen.clear()
        writer, self._writer = self._writer, None
        if writer is not None:
            self._queue.put(None)
            writer.join(timeout=2.0)
        self.flush()


def close_qt_messages() -> None:
    """Write what Qt's messages left waiting and their repeat counts now (normally done at exit), for a
    process that must end without its exit hooks."""
    if _qt_sieve is not None:
        _qt_sieve.close()


def route_qt_messages() -> QtMessageSieve:
    """Send Qt's ``qDebug``/``qWarning``/``qCritical``/``qFatal`` output through one :class:`QtMessageSieve`
    to the ``qt`` logger (done once; later calls return the same sieve). Its repeat counts are logged when
    the process exits.

    Imports PySide6; call it only on the GUI path.
    """
    global _qt_sieve
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    if _qt_sieve is None:
        levels = {
            QtMsgType.QtDebugMsg: logging.DEBUG,
            QtMsgType.QtInfoMsg: logging.INFO,
            QtMsgType.QtWarningMsg: logging.WARNING,
            QtMsgType.QtCriticalMsg: logging.ERROR,
            QtMsgType.QtFatalMsg: logging.CRITICAL,
        }
        _qt_sieve = QtMessageSieve(logging.getLogger("qt"), levels)
        atexit.register(_qt_sieve.close)  # after logging's own exit hook, so it runs before it
    qInstallMessageHandler(_qt_sieve)
    return _qt_sieve


def peak_rss_now() -> str:
    """The process's peak resident memory so far, as the start-up probe appends it: ``" <MiB>"``, or ``""``
    where the ``resource`` module is missing (Windows)."""
    try:
        import resource
    except ImportError:
        return ""
    scale = 1 / 1048576 if sys.platform == "darwin" else 1 / 1024  # bytes on macOS, KiB on Linux
    return f" {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * scale:.1f}"


def arm_exit_after_shown() -> bool:
    """If ``PIT_DESKTOP_EXIT_AFTER_SHOWN=1``, report and quit once the first window is exposed.

    For the start-up benchmark only: the first time a top-level window becomes exposed (mapped on
    screen), print ``PIT_SHOWN <time.time()> <peak RSS so far, MiB> cpu_ms=<the process's CPU time so far,
    milliseconds>`` to stdout and leave the event loop
    with code 0. What was queued before that (the sound player, the first-run screen) still runs, so the
    process's peak at its exit can be higher. It wraps ``QApplication.exec`` so the GUI code needs no
    change; it does nothing without the variable.

    The probe watches the top-level windows that exist when the event loop starts (the application only
    when there are none yet): an application-wide filter is handed every object that gets an event, and
    PySide's wrapping of each unknown one made the enums of 69 classes the first frame never uses, 10–15 ms
    that a player's start does not pay.

    Returns:
        True if the probe was armed.
    """
    if os.environ.get(EXIT_AFTER_SHOWN_ENV) != "1":
        return False
    from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
    from PySide6.QtGui import QGuiApplication, QWindow
    from PySide6.QtWidgets import QApplication

    original_exec = QApplication.exec

    class _FirstExpose(QObject):
        def __init__(self, parent: QObject) -> None:
            super().__init__(parent)
            self.done = False

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
            if (
                not self.done
                and event.type() == QEvent.Type.Expose
                and isinstance(watched, QWindow)
                and watched.isExposed()
                and watched.parent() is None
            ):
                self.done = True
                cpu_ms = time.process_time() * 1000
                print(f"{SHOWN_MARKER} {time.time():.6f}{peak_rss_now()} cpu_ms={cpu_ms:.1f}", flush=True)
                QTimer.singleShot(0, lambda: QCoreApplication.exit(0))
            return False

    def exec_with_probe(*_args: object) -> int:
        app = QCoreApplication.instance()
        assert app is not None  # exec() runs the application that exists
        probe = _FirstExpose(app)
        windows: list[QObject] = [*QGuiApplication.topLevelWindows()]
        for watched in windows or [app]:
            watched.installEventFilter(probe)
        return original_exec()

    # the probe wraps Qt's exec for this benchmark run only, so the window code stays as it is
    QApplication.exec = staticmethod(exec_with_probe)  # type: ignore[method-assign]
    return True
