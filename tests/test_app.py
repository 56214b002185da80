"""The command-line entry point: what happens with no screen."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from cli_helpers import BUFFERED, run_into_closed_pipe

from pit_desktop import app


@pytest.mark.parametrize(
    ("environ", "platform", "expected"),
    [
        ({}, "linux", False),
        ({"DISPLAY": ":0"}, "linux", True),
        ({"WAYLAND_DISPLAY": "wayland-0"}, "linux", True),
        ({"QT_QPA_PLATFORM": "offscreen"}, "linux", True),
        ({}, "win32", True),
        ({}, "darwin", True),
    ],
)
def test_has_display(environ: dict[str, str], platform: str, expected: bool) -> None:
    assert app.has_display(environ, platform) is expected


def test_no_display_is_a_clear_message_not_a_qt_abort(monkeypatch, capsys) -> None:
    """Without a display Qt would abort the process; the game says what is wrong and exits 1."""
    monkeypatch.setattr(app, "has_display", lambda *a, **k: False)
    assert app.main([]) == 1
    assert "no graphical display found" in capsys.readouterr().err


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 displays are a Linux matter")
def test_an_unreachable_display_is_a_clear_message_not_a_qt_abort(tmp_path: Path) -> None:
    """``DISPLAY`` names no X server: Qt's platform plugin fails, which Qt turns into abort(); the game says
    what went wrong and exits 1 instead."""
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY")}
    env.update(DISPLAY=":4242", XDG_CONFIG_HOME=str(tmp_path), PIT_DESKTOP_LOG_DIR=str(tmp_path))
    command = [sys.executable, "-m", "pit_desktop"]
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 1, done.stderr
    assert "pit-desktop: cannot open a window: the window system did not start" in done.stderr
    assert "DISPLAY=':4242'" in done.stderr


@pytest.mark.parametrize("argv", [["simulate", "3", "--players", "3"], ["--help"]])
def test_a_closed_output_pipe_ends_a_command_quietly(argv: list[str]) -> None:
    """``pit-desktop simulate 3 | head -0``: the reader is gone before anything is written; no traceback,
    exit code 1, with stdout block-buffered as it normally is on a pipe."""
    assert run_into_closed_pipe(argv) == (1, "")


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
def test_a_full_disk_is_one_line_not_a_traceback() -> None:
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [sys.executable, "-m", "pit_desktop", "simulate", "2", "--players", "3"],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            timeout=60,
            check=False,
            env=BUFFERED,
        )
    assert done.returncode == 1
    assert done.stderr.strip() == "pit-desktop simulate: cannot write the output: No space left on device"
