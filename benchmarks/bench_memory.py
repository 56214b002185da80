"""Peak memory of Pit Desktop over its start, first frame and one whole hand, beside the floor app's.

The floor (``benchmarks/minimal_app/floor_app.py``) does what the game needs from Qt in one process: a
window with nine SVG cards drawn and one sound played. The game is measured twice, each launch in a
process of its own, alternating with the floor's:

* ``start``: ``python -m pit_desktop`` from the first line to its first shown window and on to the exit,
  with what it queued after the first paint (the sound player, the first-run screen or the resume
  question), as ``PIT_DESKTOP_EXIT_AFTER_SHOWN=1`` runs it;
* ``hand``: ``python -m pit_desktop --smoke-test``: the application, every asset and sound checked, the
  main window built and shown, one whole all-bot hand played to its corner.

Each launch prints its own peak resident memory (``ru_maxrss`` of the process, ``RUSAGE_SELF``) and its
children's (``RUSAGE_CHILDREN``: the game's sound player, which plays in a process of its own); the
figures are the medians over ``--runs`` launches after one warm-up launch of each. From the source tree,
bytecode cached. Usage::

    python benchmarks/bench_memory.py [--runs 5] [--platform offscreen]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
FLOOR = REPO / "benchmarks" / "minimal_app" / "floor_app.py"
TIMEOUT_S = 180.0

MEASURED = """
import resource, sys
from pit_desktop.app import main
try:
    code = main(sys.argv[1:])
except SystemExit as stop:
    code = stop.code
self = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
children = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
print(f"PIT_PEAK {self:.1f} {children:.1f}", flush=True)
sys.exit(code or 0)
"""
"""Runs the game as ``pit-desktop`` would, then prints its peak and its children's, MiB (Linux)."""


def launch(command: list[str], env: dict[str, str], marker: str) -> list[float]:
    """Run ``command`` and return the numbers on its ``marker`` line.

    Raises:
        RuntimeError: it failed, or printed no such line.
    """
    done = subprocess.run(
        command,
        env=env,
        capture_output=True,
        text=True,
        timeout=TIMEOUT_S,
        check=False,
        cwd=tempfile.gettempdir(),
    )
    for line in done.stdout.splitlines():
        if line.startswith(marker + " "):
            if done.returncode != 0:
                break
            return [float(word) for word in line.split()[1:]]
    raise RuntimeError(f"{command!r} exited {done.returncode} without {marker}: {done.stderr[-2000:]}")


def main(argv: list[str] | None = None) -> int:
    """Measure and print the table; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="launches of each, after one warm-up (5)")
    parser.add_argument("--platform", default="offscreen", help="QT_QPA_PLATFORM (default offscreen)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="pit-memory-") as scratch:
        env = {**os.environ, "QT_QPA_PLATFORM": args.platform, "PIT_DESKTOP_LOG_DIR": scratch}
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # cached bytecode, as an installed copy has
        env["PYTHONPATH"] = os.pathsep.join(p for p in (os.environ.get("PYTHONPATH"), str(REPO)) if p)
        runs: dict[str, list[list[float]]] = {"floor": [], "start": [], "hand": []}
        commands = {
            "floor": ([sys.executable, str(FLOOR)], "PIT_FLOOR", {}),
            "start": ([sys.executable, "-c", MEASURED], "PIT_PEAK", {"PIT_DESKTOP_EXIT_AFTER_SHOWN": "1"}),
            "hand": ([sys.executable, "-c", MEASURED, "--smoke-test"], "PIT_PEAK", {}),
        }
        for i in range(args.runs + 1):
            for name, (command, marker, extra) in commands.items():
                figures = launch(command, {**env, **extra}, marker)
                if i:  # the first round warms the caches and writes the bytecode
                    runs[name].append(figures)
    floor = statistics.median(r[0] for r in runs["floor"])
    print(f"Peak resident memory, MiB, median of {args.runs} launches each (QT_QPA_PLATFORM={args.platform})")
    print("| program | its own peak | its children's (the sound player) | own / floor |")
    print("| --- | ---: | ---: | ---: |")
    print(f"| floor: nine SVG cards and one sound | {floor:.1f} | - | 1.00 |")
    for name, label in (
        ("start", "game: start to first window, to exit"),
        ("hand", "game: start, window, one hand"),
    ):
        own = statistics.median(r[0] for r in runs[name])
        children = statistics.median(r[1] for r in runs[name])
        print(f"| {label} | {own:.1f} | {children:.1f} | {own / floor:.2f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
