"""Running ``pit-desktop`` as a command in a child process, as a shell would."""

from __future__ import annotations

import os
import subprocess
import sys

BUFFERED = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
"""The environment with stdout block-buffered, as a pipe or file normally gets it."""


def run_into_closed_pipe(argv: list[str]) -> tuple[int, str]:
    """Run ``python -m pit_desktop *argv`` with its stdout a pipe whose reader is already gone.

    Returns:
        The exit code and what was written on stderr.
    """
    proc = subprocess.Popen(
        [sys.executable, "-m", "pit_desktop", *argv],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=BUFFERED,
    )
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()
    err = proc.stderr.read()
    return proc.wait(timeout=60), err
