"""Logging for windowed builds, and the start-up probe the bundle benchmark reads.

A windowed build (PyInstaller ``console=False``, or ``pythonw``) has no console: ``sys.stdout`` and
``sys.stderr`` may be ``None`` and ``faulthandler.enable()`` without a file raises. :func:`setup_logging`
then writes a rotating log in the player's log folder, sends ``faulthandler`` tracebacks (hard crashes,
e.g. in Qt) to a file beside it, logs uncaught exceptions and routes Qt's own messages there as well.

Nothing here imports Qt at module level, so headless commands stay fast.
"""

from __future__ import annotations

import faulthandler
import logging
import os
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
"""Set to ``1`` to print ``PIT_SHOWN <unix time>`` and quit once the first window is on screen."""

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

                try:
                    self._file = logging.handlers.RotatingFileHandler(
                        self.path, maxBytes=LOG_MAX_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8"
                    )
                except OSError:
                    self._failed = True  # the file went away since start-up: report it once, then give up
                    raise
                self._file.setFormatter(self.formatter)
                self._file.handleError = self._give_up  # type: ignore[method-assign]
                self._file.emit(self._header(record))
            self._file.emit(record)
        except Exception:
            self.handleError(record)

    def _give_up(self, record: logging.LogRecord) -> None:
        """The file failed while in use (its folder went away, the disk filled up): report that once, then
        drop records rather than report every one."""
        if not self._failed:
            self._failed = True
            self.handleError(record)

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
        if self._file is not None:
            self._file.flush()

    def close(self) -> None:
        if self._file is not None:
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
            exc_info=(args.exc_type, args.exc_value, args.exc_traceback),
        )

    sys.excepthook = excepthook
    threading.excepthook = thread_excepthook


def logging_to_file() -> bool:
    """Whether :func:`setup_logging` set up the log file (then Qt's messages belong in it too)."""
    return _configured is not None and _configured.log_file is not None


def route_qt_messages() -> None:
    """Send Qt's ``qDebug``/``qWarning``/``qCritical``/``qFatal`` output to the ``qt`` logger.

    Imports PySide6; call it only on the GUI path.
    """
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    log = logging.getLogger("qt")
    levels = {
        QtMsgType.QtDebugMsg: logging.DEBUG,
        QtMsgType.QtInfoMsg: logging.INFO,
        QtMsgType.QtWarningMsg: logging.WARNING,
        QtMsgType.QtCriticalMsg: logging.ERROR,
        QtMsgType.QtFatalMsg: logging.CRITICAL,
    }

    def handler(kind: QtMsgType, context: Any, message: str) -> None:
        log.log(levels.get(kind, logging.WARNING), "%s", message)

    qInstallMessageHandler(handler)


def arm_exit_after_shown() -> bool:
    """If ``PIT_DESKTOP_EXIT_AFTER_SHOWN=1``, report and quit once the first window is exposed.

    For the start-up benchmark only: the first time a top-level window becomes exposed (mapped on
    screen), print ``PIT_SHOWN <time.time()>`` to stdout and leave the event loop with code 0. It wraps
    ``QApplication.exec`` so the GUI code needs no change; it does nothing without the variable.

    Returns:
        True if the probe was armed.
    """
    if os.environ.get(EXIT_AFTER_SHOWN_ENV) != "1":
        return False
    from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
    from PySide6.QtGui import QWindow
    from PySide6.QtWidgets import QApplication

    original_exec = QApplication.exec

    class _FirstExpose(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
            if (
                event.type() == QEvent.Type.Expose
                and isinstance(watched, QWindow)
                and watched.isExposed()
                and watched.parent() is None
            ):
                print(f"{SHOWN_MARKER} {time.time():.6f}", flush=True)
                QCoreApplication.instance().removeEventFilter(self)
                QTimer.singleShot(0, lambda: QCoreApplication.exit(0))
            return False

    def exec_with_probe(*_args: object) -> int:
        app = QCoreApplication.instance()
        probe = _FirstExpose(app)
        app.installEventFilter(probe)
        return original_exec()

    QApplication.exec = staticmethod(exec_with_probe)  # type: ignore[method-assign]
    return True
