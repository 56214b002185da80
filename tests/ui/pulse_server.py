"""A private PulseAudio server for the sound tests: a null sink on a socket of its own (never the desktop's),
which a test can stop (``SIGTERM`` or ``SIGKILL``) and start again on the same socket, and remove or restore
the sink of. Plus the checks that decide whether the sound tests run: ``pulseaudio`` installed, and Qt's
audio module loading (``libpulse0`` and the rest). Without either they are skipped, and fail instead when
``PIT_DESKTOP_REQUIRE_PULSEAUDIO=1`` (as in ``.ci/run``).

Imported by name (the tests folder is on ``sys.path``).
"""

from __future__ import annotations

import functools
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

REQUIRE_ENV = "PIT_DESKTOP_REQUIRE_PULSEAUDIO"
"""Set to ``1`` (CI) to make the sound tests fail rather than skip when what they need is missing."""

START_S = 20.0
"""How long a server may take to answer, seconds."""


def skip_or_fail(why: str) -> None:
    """Skip the test for ``why``; fail it instead when :data:`REQUIRE_ENV` is ``1``."""
    if os.environ.get(REQUIRE_ENV) == "1":
        pytest.fail(why)
    pytest.skip(why)


@functools.cache
def multimedia_problem() -> str | None:
    """Why Qt's audio module does not load in a fresh interpreter (``libpulse.so.0`` missing …), or
    ``None`` when it does. Asked once a session, in a process of its own: the tests' process need not load
    it."""
    done = subprocess.run(
        [sys.executable, "-c", "import PySide6.QtMultimedia"], capture_output=True, text=True, timeout=60
    )
    if done.returncode == 0:
        return None
    return (done.stderr.strip().splitlines() or [f"status {done.returncode}"])[-1]


def require_multimedia() -> None:
    """Skip (or fail, see :func:`skip_or_fail`) unless Qt's audio module loads here."""
    problem = multimedia_problem()
    if problem is not None:
        skip_or_fail(f"Qt's audio module does not load: {problem}")


@dataclass
class SoundServer:
    """A private PulseAudio server with one null sink; ``address`` goes into ``PULSE_SERVER``.

    Attributes:
        address: ``unix:`` and the socket's path.
        env: the environment its commands run in.
        changes: what the test did to it, in order, with each command's status.
    """

    address: str
    env: dict[str, str]
    argv: list[str]
    changes: list[str] = field(default_factory=list)
    process: subprocess.Popen[bytes] | None = None

    def pactl(self, *args: str) -> str:
        done = subprocess.run(["pactl", *args], env=self.env, capture_output=True, text=True, timeout=20)
        self.changes.append(f"{' '.join(args)}: {done.returncode}")
        return done.stdout

    def remove_sink(self) -> None:
        self.pactl("unload-module", "module-null-sink")

    def restore_sink(self) -> None:
        self.pactl("load-module", "module-null-sink")

    def sinks(self) -> str:
        done = subprocess.run(
            ["pactl", "list", "short", "sinks"], env=self.env, capture_output=True, text=True, timeout=20
        )
        return done.stdout

    def start(self) -> None:
        """Start the server (again, on the same socket) and wait until it answers with its sink."""
        log = Path(self.env["HOME"]) / "pulseaudio.log"  # a file: a pipe nobody reads would fill and stall it
        with log.open("a", encoding="utf-8") as err:
            self.process = subprocess.Popen(self.argv, env=self.env, stdout=subprocess.DEVNULL, stderr=err)
        deadline = time.monotonic() + START_S
        while "null" not in self.sinks():
            said = log.read_text(encoding="utf-8", errors="replace")[-2000:]
            assert self.process.poll() is None, f"pulseaudio did not start: {said}"
            assert time.monotonic() < deadline, f"pulseaudio did not answer within {START_S:.0f} s"
            time.sleep(0.1)  # waiting for the server to answer, not poking the game

    def stop(self, how: signal.Signals = signal.SIGTERM) -> None:
        """End the server with ``how`` and wait for it to be gone."""
        if self.process is None:
            return
        self.process.send_signal(how)
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.changes.append(f"stop {how.name}")
        self.process = None

    def restart(self, how: signal.Signals = signal.SIGTERM) -> None:
        self.stop(how)
        self.start()
        self.changes.append("start")


@pytest.fixture
def sound_server() -> Iterator[SoundServer]:
    """Start ``pulseaudio`` with a null sink on a socket of its own; stop exactly that process after.
    Skipped (or failed, see :func:`skip_or_fail`) without ``pulseaudio`` or Qt's audio module."""
    program = shutil.which("pulseaudio")
    if program is None or shutil.which("pactl") is None:
        skip_or_fail("pulseaudio is not installed (apt-get install pulseaudio)")
    require_multimedia()
    with tempfile.TemporaryDirectory(prefix="pit-pulse-") as home:  # short: a socket path has a limit
        socket = Path(home) / "native"
        env = {"HOME": home, "XDG_RUNTIME_DIR": home, "XDG_CONFIG_HOME": home, "PATH": "/usr/bin:/bin"}
        env["PULSE_SERVER"] = f"unix:{socket}"
        protocol = f"module-native-protocol-unix socket={socket} auth-anonymous=1"
        argv = [program, "-n", "--daemonize=no", "--exit-idle-time=-1", "--system=false"]
        argv += ["--log-target=stderr", "-L", "module-null-sink", "-L", protocol]
        server = SoundServer(env["PULSE_SERVER"], env, argv)
        try:
            server.start()
            yield server
        finally:
            server.stop()


BLOCKER = '''"""Qt's audio module fails to load, as where libpulse0 is missing (written by the tests)."""
import importlib.abc
import sys


class _NoAudio(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name == "PySide6.QtMultimedia":
            raise ImportError("libpulse.so.0: cannot open shared object file: No such file or directory")
        return None


sys.meta_path.insert(0, _NoAudio())
'''


def without_audio_libraries(folder: Path) -> str:
    """A ``PYTHONPATH`` under which Qt's audio module fails to load in any new interpreter, as on a computer
    without ``libpulse0`` (a ``sitecustomize`` written into ``folder``)."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "sitecustomize.py").write_text(BLOCKER, encoding="utf-8")
    return os.pathsep.join([str(folder), *filter(None, [os.environ.get("PYTHONPATH")])])
