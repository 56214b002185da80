"""Windowed-build logging (``pit_desktop.shell.logsetup``): log folder, log and crash files, start-up
probe."""

from __future__ import annotations

import faulthandler
import logging
import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from pit_desktop.shell import logsetup


@pytest.fixture
def clean_logging(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Undo everything ``setup_logging`` changes in this process."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    monkeypatch.setattr(logsetup, "_configured", None)
    monkeypatch.setattr(logsetup, "_crash_file", None)
    was_enabled = faulthandler.is_enabled()
    yield
    for handler in root.handlers[:]:
        if handler not in handlers:
            root.removeHandler(handler)
            handler.close()
    root.setLevel(level)
    faulthandler.disable()
    if logsetup._crash_file is not None:
        logsetup._crash_file.close()
    if was_enabled:
        faulthandler.enable()


def test_log_dir_override(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(logsetup.LOG_DIR_ENV, str(tmp_path / "logs"))
    assert logsetup.user_log_dir() == tmp_path / "logs"


@pytest.mark.parametrize(
    ("platform", "env", "expected"),
    [
        ("win32", {"LOCALAPPDATA": "/appdata"}, Path("/appdata", "Pit Desktop", "logs")),
        ("linux", {"XDG_STATE_HOME": "/state"}, Path("/state", "pit-desktop")),
        ("darwin", {}, Path("/home/p", "Library", "Logs", "Pit Desktop")),
        ("linux", {}, Path("/home/p", ".local", "state", "pit-desktop")),
    ],
)
def test_log_dir_per_os(
    monkeypatch: pytest.MonkeyPatch, platform: str, env: dict[str, str], expected: Path
) -> None:
    for name in (logsetup.LOG_DIR_ENV, "LOCALAPPDATA", "XDG_STATE_HOME"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setattr(sys, "platform", platform)
    monkeypatch.setattr(Path, "home", staticmethod(lambda: Path("/home/p")))
    assert logsetup.user_log_dir() == expected


def test_frozen_or_consoleless_process_counts_as_windowed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(sys, "frozen", raising=False)
    assert not logsetup.is_windowed()
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert logsetup.is_windowed()
    monkeypatch.delattr(sys, "frozen")
    monkeypatch.setattr(sys, "stderr", None)
    assert logsetup.is_windowed()


@pytest.mark.usefixtures("clean_logging")
def test_console_run_leaves_logging_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(logsetup.LOG_FILE_ENV, raising=False)
    before = list(logging.getLogger().handlers)
    assert logsetup.setup_logging(to_file=False) == logsetup.LogSetup(None, None)
    assert logging.getLogger().handlers == before


@pytest.mark.usefixtures("clean_logging")
def test_file_logging_writes_log_and_crash_files(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(logsetup.LOG_DIR_ENV, str(tmp_path))
    result = logsetup.setup_logging(to_file=True)
    assert result.log_file == tmp_path / "pit-desktop.log"
    assert result.crash_file == tmp_path / "crash.log"
    logging.getLogger("pit_desktop.test").warning("market is open")
    for handler in logging.getLogger().handlers:
        handler.flush()
    text = result.log_file.read_text(encoding="utf-8")
    assert "Pit Desktop" in text and "market is open" in text
    assert "started" in result.crash_file.read_text(encoding="utf-8")
    assert faulthandler.is_enabled()
    assert logsetup.setup_logging(to_file=True) is result  # a second call adds no handlers


def test_the_log_file_opens_with_the_first_record(tmp_path: Path) -> None:
    """A quiet start writes nothing to the log and leaves ``logging.handlers`` unloaded (the window opens
    sooner); the first record opens the rotating file behind a line naming the version."""
    code = (
        "import logging, sys\n"
        "from pit_desktop.shell import logsetup\n"
        "setup = logsetup.setup_logging(to_file=True)\n"
        "print('logging.handlers' in sys.modules, setup.log_file.stat().st_size)\n"
        "logging.getLogger('pit_desktop.test').warning('the Bear is loose')\n"
        "print(type(logging.getLogger().handlers[0]._file).__name__)\n"
    )
    env = {**os.environ, logsetup.LOG_DIR_ENV: str(tmp_path)}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert done.stdout.split() == ["False", "0", "RotatingFileHandler"]
    first, second = (tmp_path / "pit-desktop.log").read_text(encoding="utf-8").splitlines()
    assert "Pit Desktop" in first and "Python" in first
    assert second.endswith("the Bear is loose") and "WARNING" in second


@pytest.mark.usefixtures("clean_logging")
def test_missing_stderr_is_replaced_by_the_log(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(logsetup.LOG_DIR_ENV, str(tmp_path))
    monkeypatch.setattr(sys, "stderr", None)
    monkeypatch.setattr(sys, "stdout", None)
    result = logsetup.setup_logging()
    assert result.log_file is not None
    sys.stderr.write("corner on wheat\n")
    print("bell rung")
    for handler in logging.getLogger().handlers:
        handler.flush()
    text = result.log_file.read_text(encoding="utf-8")
    assert "corner on wheat" in text and "bell rung" in text


@pytest.mark.usefixtures("clean_logging")
def test_uncaught_exceptions_are_logged(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv(logsetup.LOG_DIR_ENV, str(tmp_path))
    previous: list[object] = []
    monkeypatch.setattr(sys, "excepthook", lambda *args: previous.append(args))
    result = logsetup.setup_logging(to_file=True)
    try:
        raise RuntimeError("deal failed")
    except RuntimeError:
        exc_info = sys.exc_info()
    sys.excepthook(*exc_info)
    assert len(previous) == 1  # the previous hook still runs
    assert result.log_file is not None
    assert "deal failed" in result.log_file.read_text(encoding="utf-8")


@pytest.mark.usefixtures("clean_logging")
def test_an_unopenable_log_file_means_no_file_logging(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    (tmp_path / "pit-desktop.log").mkdir()  # a folder where the log file should be
    monkeypatch.setenv(logsetup.LOG_DIR_ENV, str(tmp_path))
    monkeypatch.setattr(sys, "stderr", None)
    monkeypatch.setattr(sys, "stdout", None)
    assert logsetup.setup_logging() == logsetup.LogSetup(None, None)
    logging.getLogger("pit_desktop.test").warning("the market is open")  # goes nowhere, raises nothing


@pytest.mark.usefixtures("clean_logging")
def test_a_log_file_lost_after_start_up_is_given_up_without_recursion(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Without a console, a failing handler reports to stderr, which is the log itself: no endless loop."""
    monkeypatch.setenv(logsetup.LOG_DIR_ENV, str(tmp_path))
    monkeypatch.setattr(sys, "stderr", None)
    monkeypatch.setattr(sys, "stdout", None)
    result = logsetup.setup_logging()
    assert result.log_file is not None
    result.log_file.unlink()
    result.log_file.mkdir()  # gone before the first record opens it
    logging.getLogger("pit_desktop.test").warning("first")
    logging.getLogger("pit_desktop.test").warning("second")
    print("bell rung")
    assert list(result.log_file.iterdir()) == []


@pytest.mark.usefixtures("clean_logging")
def test_a_log_whose_folder_goes_away_mid_run_is_reported_once(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv(logsetup.LOG_DIR_ENV, str(tmp_path / "logs"))
    monkeypatch.setattr(logsetup, "LOG_MAX_BYTES", 2_000)  # rotate often
    result = logsetup.setup_logging(to_file=True)
    log = logging.getLogger("pit_desktop.test")
    log.warning("first")
    assert result.log_file is not None and result.log_file.exists()
    shutil.rmtree(tmp_path / "logs")  # rotating now fails: there is no folder to rename in
    for n in range(200):
        log.info("trade %d %s", n, "x" * 100)
    err = capsys.readouterr().err
    assert err.count("pit-desktop: cannot write the log file") == 1 and "Traceback" not in err


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full (a device that is always full)")
@pytest.mark.usefixtures("clean_logging")
def test_a_full_disk_is_one_line_on_the_console_not_a_traceback(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The log opens but no byte can be written (issue 9: a 40-line logging traceback at the first record)."""
    (tmp_path / "pit-desktop.log").symlink_to("/dev/full")
    monkeypatch.setenv(logsetup.LOG_DIR_ENV, str(tmp_path))
    result = logsetup.setup_logging(to_file=True)
    assert result.log_file is not None
    for n in range(3):
        logging.getLogger("pit_desktop.test").warning("the market is open %d", n)
    err = capsys.readouterr().err
    lines = [line for line in err.splitlines() if "cannot write the log file" in line]
    assert len(lines) == 1 and "No space left on device" in lines[0], err
    assert "Traceback" not in err and "Logging error" not in err


@pytest.mark.usefixtures("clean_logging")
def test_unwritable_log_folder_is_not_fatal(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv(logsetup.LOG_DIR_ENV, str(blocker / "logs"))
    assert logsetup.setup_logging(to_file=True) == logsetup.LogSetup(None, None)


def test_probe_is_off_without_its_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(logsetup.EXIT_AFTER_SHOWN_ENV, raising=False)
    assert logsetup.arm_exit_after_shown() is False


def test_probe_prints_when_the_first_window_is_shown_and_quits(
    qapp: object, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QLabel

    monkeypatch.setattr(QApplication, "exec", QApplication.exec)  # restored after the test
    monkeypatch.setenv(logsetup.EXIT_AFTER_SHOWN_ENV, "1")
    assert logsetup.arm_exit_after_shown() is True
    label = QLabel("Pit")
    label.show()
    guard = QTimer(label)  # never hang if no window shows; stopped and gone with the label
    guard.setSingleShot(True)
    guard.timeout.connect(lambda: QApplication.exit(3))
    guard.start(30_000)
    try:
        assert QApplication.exec() == 0
    finally:
        guard.stop()
        label.close()
        label.deleteLater()
    out = capsys.readouterr().out.split()
    assert out[0] == logsetup.SHOWN_MARKER and float(out[1]) > 0
    assert [float(w.partition("=")[2]) > 0 for w in out if w.startswith("cpu_ms=")] == [True]


def test_qt_messages_reach_the_log_file_in_a_windowed_start(tmp_path: Path) -> None:
    """The window is made after logging is set up (Qt not yet loaded): its application routes Qt's own
    warnings into the log file, where a windowed build's player can find them."""
    code = (
        "import logging, sys\n"
        "from pit_desktop.shell import logsetup\n"
        "logsetup.setup_logging(to_file=True)\n"
        "from pit_desktop.shell.main import make_application\n"
        "app = make_application(sys.argv[:1])\n"
        "from PySide6.QtCore import qWarning\n"
        "qWarning('the Bull is loose')\n"
        "logging.shutdown()\n"
    )
    env = {**os.environ, logsetup.LOG_DIR_ENV: str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert "WARNING qt [MainThread] the Bull is loose" in (tmp_path / "pit-desktop.log").read_text("utf-8")


class _Context:
    category = "qt.test"


@pytest.fixture
def sieve(caplog: pytest.LogCaptureFixture) -> Iterator[logsetup.QtMessageSieve]:
    """A sieve on its own logger (no Qt needed: message kinds are plain numbers here)."""
    caplog.set_level(logging.DEBUG, logger="qt.sieve-test")
    levels = {0: logging.WARNING, 1: logging.CRITICAL}
    made = logsetup.QtMessageSieve(logging.getLogger("qt.sieve-test"), levels)
    yield made
    made.close()


def _logged(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == "qt.sieve-test"]


def test_the_sieve_logs_a_message_three_times_then_counts_it(
    sieve: logsetup.QtMessageSieve, caplog: pytest.LogCaptureFixture
) -> None:
    for n in range(10_000):
        sieve(0, _Context(), f"QSocketNotifier: Invalid socket {n % 50} and type 'Read', disabling...")
    sieve.close()
    logged = _logged(caplog)
    assert len(logged) == 4, logged  # three, the last saying repeats are counted, then the count
    assert logged[2].endswith("[said 3 times: repeats are counted, not logged]")
    assert logged[3] == (
        "Qt repeated 9997 more times: "
        "qt.test: QSocketNotifier: Invalid socket # and type 'Read', disabling..."
    )
    assert sieve.dropped == 9997


def test_the_sieve_drops_the_expected_backend_message_only(
    sieve: logsetup.QtMessageSieve, caplog: pytest.LogCaptureFixture
) -> None:
    """QtMultimedia says these on every start of the bundle (no FFmpeg) or where PipeWire is missing (it
    then uses PulseAudio), although sound works."""
    sieve(0, None, "No QtMultimedia backends found. Only QMediaDevices, QAudioDevice, QSoundEffect, ...")
    sieve(0, None, "Couldn't load pipewire-0.3 library")
    sieve(0, None, "Couldn't resolve pipewire-0.3 symbols")
    sieve(0, None, "QAudioSink: a real warning")
    sieve.close()
    assert _logged(caplog) == ["QAudioSink: a real warning"]


def test_the_sieve_bounds_what_it_remembers(
    sieve: logsetup.QtMessageSieve, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(logsetup, "QT_KINDS_KEPT", 5)
    for word in "abcdefghij":
        sieve(0, None, f"message {word}")
    sieve.close()
    assert _logged(caplog) == [f"message {w}" for w in "abcde"] and sieve.dropped == 5


def test_the_sieve_writes_a_fatal_message_at_once_and_never_raises(
    sieve: logsetup.QtMessageSieve, caplog: pytest.LogCaptureFixture
) -> None:
    sieve(1, None, "fatal: written before Qt aborts")
    assert _logged(caplog) == ["fatal: written before Qt aborts"]  # at once: no flush, no close
    sieve(0, None, None)  # type: ignore[arg-type]  # a message that is not text: counted, not raised
    assert sieve.dropped == 1


def test_a_qt_message_place_is_a_copy_in_plain_values() -> None:
    """Qt's message context dies with the handler's call: what is kept of it is copied out during the call
    (the crash at start in a C locale read a held context later), and a context that cannot be read gives
    empty fields, never an exception inside Qt's handler."""

    class Context:
        category = "qt.qpa.fonts"
        file = "qfont.cpp"
        line = 12
        function = "load"

    class Broken:
        @property
        def category(self) -> str:
            raise RuntimeError("gone")

    place = logsetup.QtMessagePlace.copy_of(Context())
    assert place == logsetup.QtMessagePlace("qt.qpa.fonts", "qfont.cpp", 12, "load")
    assert place.prefix() == "qt.qpa.fonts: "
    assert logsetup.QtMessagePlace.copy_of(None) == logsetup.QtMessagePlace()
    assert logsetup.QtMessagePlace.copy_of(Broken()).category == ""
    assert logsetup.QtMessagePlace("default").prefix() == ""
