"""Runs ``game_driver.py`` (the real game, with a person's part played) as a process, for the tests that
need a whole process: how the game ends, and whether its event loop keeps turning."""

from __future__ import annotations

import os
import queue
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

DRIVER = Path(__file__).with_name("game_driver.py")

THREAD_TROUBLE = ("QThread", "another thread", "Traceback", "Fatal Python error", "KeyboardInterrupt")
"""What stderr must never hold after a clean exit."""


@dataclass
class Finished:
    """One run: exit status, output lines, seconds from the quit (the signal, or ``READY`` otherwise) to
    the process's end, the event loop's worst lateness (ms, raw and less the machine's share) if measured,
    and after ``SIGTERM`` the game's own quitting time (s, raw and less the machine's share)."""

    code: int | None
    out: list[str]
    err: str
    quit_s: float
    late_ms: tuple[int, int] | None = None
    trouble: list[str] = field(default_factory=list)
    game_quit_s: tuple[float, float] | None = None


def game_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    """An environment of its own: settings, kept games, logs and the temporary folder under ``tmp_path``,
    offscreen, and no sound server unless ``extra`` names one (so that no test plays sounds on a desktop)."""
    for name in ("tmp", "config", "data", "state", "logs"):
        (tmp_path / name).mkdir(exist_ok=True)
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PULSE_", "PIT_DESKTOP_"))}
    env.update(
        QT_QPA_PLATFORM="offscreen",
        TMPDIR=str(tmp_path / "tmp"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),  # the game in progress, statistics and hand records
        XDG_STATE_HOME=str(tmp_path / "state"),
        PIT_DESKTOP_LOG_DIR=str(tmp_path / "logs"),
        PULSE_SERVER=f"unix:{tmp_path / 'no-sound-server'}",
    )
    env.update(extra)
    return env


def run_game(
    tmp_path: Path,
    state: str,
    route: str,
    *options: str,
    env: dict[str, str] | None = None,
    during: dict[str, object] | None = None,
    timeout_s: float = 60.0,
) -> Finished:
    """Run the game to ``state``, then end it by ``route`` (``close``, ``ctrl-q``, ``sigint``, ``sigterm``).

    Args:
        tmp_path: the test's folder (see :func:`game_env`).
        state: one of ``game_driver.STATES``.
        route: how the game is ended.
        options: more driver options (``--soak-s``, ``--flood``).
        env: the environment; :func:`game_env` when ``None``.
        during: output line → callable run (in this process) when the driver prints that line.
        timeout_s: how long the whole run may take before it is killed (then ``code`` is ``None``).
    """
    signum = {"sigint": signal.SIGINT, "sigterm": signal.SIGTERM}.get(route)
    argv = [sys.executable, str(DRIVER), state, "signal" if signum else route, *options]
    proc = subprocess.Popen(
        argv, env=env or game_env(tmp_path), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    lines: queue.Queue[str | None] = queue.Queue()
    err: list[str] = []
    readers = [
        threading.Thread(
            target=lambda: [lines.put(x.rstrip("\n")) for x in proc.stdout] + [lines.put(None)], daemon=True
        ),
        threading.Thread(target=lambda: err.extend(proc.stderr), daemon=True),
    ]
    for reader in readers:
        reader.start()
    out: list[str] = []
    deadline = time.monotonic() + timeout_s
    quit_at = None
    code: int | None = None
    try:
        while (line := lines.get(timeout=max(0.0, deadline - time.monotonic()))) is not None:
            out.append(line)
            if during and line in during:
                during[line]()  # type: ignore[operator]
            if line == "READY":
                quit_at = time.monotonic()
                if signum is not None:
                    proc.send_signal(signum)
        code = proc.wait(timeout=max(1.0, deadline - time.monotonic()))
    except (queue.Empty, subprocess.TimeoutExpired):
        code = None  # hung: killed below
    finally:
        ended = time.monotonic()
        if proc.poll() is None:
            proc.kill()
        proc.wait()
        for reader in readers:
            reader.join(timeout=10)
    text = "".join(err)
    late = next((tuple(int(v) for v in x.split()[1:3]) for x in out if x.startswith("LATE_MS")), None)
    game_quit = next((tuple(float(v) for v in x.split()[1:3]) for x in out if x.startswith("QUIT_S")), None)
    trouble = [x for x in text.splitlines() if any(t in x for t in THREAD_TROUBLE)]
    quit_s = ended - quit_at if quit_at is not None else float("inf")
    return Finished(code, out, text, quit_s, late, trouble, game_quit)  # type: ignore[arg-type]
