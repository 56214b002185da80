"""Run a built Pit Desktop bundle's ``--smoke-test``, then its headless commands (``simulate``,
``tournament``), and fail loudly unless every one exits 0.

Usage::

    python packaging/smoke_bundle.py                 # the bundle in dist/, offscreen
    python packaging/smoke_bundle.py --platform xcb  # under a real X server (e.g. xvfb-run)
    python packaging/smoke_bundle.py path/to/pit-desktop

The bundle logs to a temporary folder during the run (``PIT_DESKTOP_LOG_DIR``); on failure its log and
crash file are printed, since a windowed build has nowhere else to say what went wrong.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bundle_rules as rules

REPO = Path(__file__).resolve().parent.parent
SMOKE_TIMEOUT_S = 180.0
"""Longest a smoke run may take, in seconds, before it counts as hung."""


def run_smoke(executable: Path, platform: str = "offscreen", timeout_s: float = SMOKE_TIMEOUT_S) -> int:
    """Run ``executable --smoke-test`` with ``QT_QPA_PLATFORM=platform`` and report.

    Args:
        executable: The bundle's program.
        platform: The Qt platform plugin to use; ``offscreen`` needs no display.
        timeout_s: Seconds before the run is killed and counted as a failure.

    Returns:
        0 if the smoke test exited 0, else 1 (after printing its output, log and crash file).
    """
    if not executable.is_file():
        print(
            f"smoke: FAIL: no bundle executable at {executable}; build it with packaging/build.py",
            file=sys.stderr,
        )
        return 1
    with tempfile.TemporaryDirectory(prefix="pit-smoke-") as logs:
        env = {**os.environ, "QT_QPA_PLATFORM": platform, "PIT_DESKTOP_LOG_DIR": logs}
        started = time.perf_counter()
        try:
            proc = subprocess.run(
                [str(executable), "--smoke-test"],
                env=env,
                capture_output=True,
                text=True,
                timeout=timeout_s,
                check=False,
            )
            code, out, err = proc.returncode, proc.stdout, proc.stderr
        except subprocess.TimeoutExpired as exc:
            code, out, err = None, _text(exc.stdout), _text(exc.stderr)
        elapsed = time.perf_counter() - started
        if code == 0:
            summary = out.strip().splitlines()[-1] if out.strip() else "(no summary line)"
            print(f"smoke: OK in {elapsed:.1f} s ({platform}): {summary}")
            return 0
        verdict = f"timed out after {timeout_s:.0f} s" if code is None else f"exit code {code}"
        print(
            f"smoke: FAIL: {executable} --smoke-test {verdict} (QT_QPA_PLATFORM={platform})", file=sys.stderr
        )
        for title, text in (("stdout", out), ("stderr", err), *_log_files(Path(logs))):
            if text.strip():
                print(f"----- {title} -----\n{text.rstrip()}", file=sys.stderr)
        return 1


HEADLESS_CHECKS: tuple[tuple[str, ...], ...] = (
    ("simulate", "2", "--players", "3", "--seed", "7"),
    ("tournament", "--games", "3", "--players", "3", "--only", "round-robin", "--out", "{out}"),
)
"""The bundle's own commands run after the window's smoke test: headless play, and a tournament, which
rates with openskill (compiled with mypyc: a helper module PyInstaller cannot see) and plays without
``multiprocessing`` (left out of the bundle)."""


def run_headless_checks(executable: Path, timeout_s: float = SMOKE_TIMEOUT_S) -> int:
    """Run each of :data:`HEADLESS_CHECKS` on the bundle; 0 if all exit 0, else 1 (after their output)."""
    failures = 0
    with tempfile.TemporaryDirectory(prefix="pit-smoke-") as scratch:
        for check in HEADLESS_CHECKS:
            argv = [str(executable), *(a.format(out=scratch) for a in check)]
            try:
                proc = subprocess.run(argv, capture_output=True, text=True, timeout=timeout_s, check=False)
                code, out, err = proc.returncode, proc.stdout, proc.stderr
            except subprocess.TimeoutExpired as exc:
                code, out, err = None, _text(exc.stdout), _text(exc.stderr)
            if code == 0:
                print(f"smoke: OK: {check[0]}")
                continue
            failures += 1
            print(f"smoke: FAIL: {' '.join(argv[1:])}: exit {code}", file=sys.stderr)
            for title, text in (("stdout", out), ("stderr", err)):
                if text.strip():
                    print(f"----- {title} -----\n{text.rstrip()}", file=sys.stderr)
    return 1 if failures else 0


def _text(data: str | bytes | None) -> str:
    if isinstance(data, bytes):
        return data.decode("utf-8", "replace")
    return data or ""


def _log_files(folder: Path) -> list[tuple[str, str]]:
    return [(p.name, p.read_text(encoding="utf-8", errors="replace")) for p in sorted(folder.glob("*.log"))]


def main(argv: Sequence[str] | None = None) -> int:
    """Command line: ``smoke_bundle.py [EXECUTABLE] [--platform NAME]``; returns the exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("executable", nargs="?", type=Path, help="bundle program (default: the one in dist/)")
    parser.add_argument("--platform", default="offscreen", help="QT_QPA_PLATFORM (default offscreen)")
    parser.add_argument("--timeout", type=float, default=SMOKE_TIMEOUT_S, help="seconds before giving up")
    args = parser.parse_args(argv)
    executable = args.executable or rules.bundle_layout(REPO / "dist").executable
    return check_bundle(executable, args.platform, args.timeout)


def check_bundle(executable: Path, platform: str = "offscreen", timeout_s: float = SMOKE_TIMEOUT_S) -> int:
    """:func:`run_smoke`, then (if it passed) :func:`run_headless_checks`; 0 when both pass, else 1."""
    return run_smoke(executable, platform, timeout_s) or run_headless_checks(executable, timeout_s)


if __name__ == "__main__":
    sys.exit(main())
