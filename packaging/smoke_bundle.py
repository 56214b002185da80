"""Run a built Pit Desktop bundle's ``--smoke-test``, then a plain start that quits once the window shows
(with the first start's new-game dialog up), then its headless commands (``simulate``, ``tournament``),
and fail loudly unless every one exits 0.

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
        code, out, err = _run([str(executable), "--smoke-test"], env, timeout_s)
        elapsed = time.perf_counter() - started
        if code == 0:
            summary = out.strip().splitlines()[-1] if out.strip() else "(no summary line)"
            print(f"smoke: OK in {elapsed:.1f} s ({platform}): {summary}")
            return 0
        verdict = f"timed out after {timeout_s:.0f} s" if code is None else f"exit code {code}"
        print(
            f"smoke: FAIL: {executable} --smoke-test {verdict} (QT_QPA_PLATFORM={platform})", file=sys.stderr
        )
        _print_output(out, err, Path(logs))
        return 1


START_LOCALES: tuple[dict[str, str], ...] = (
    {},
    {"LC_ALL": "C"},
    {"LC_ALL": "POSIX"},
    {"LANG": "xx_YY.UTF-8"},  # named and never installed: the bundle's Python does not coerce it
)
"""The locales the bundle is started in (beside the machine's own): a non-UTF-8 locale once crashed it at
start (Qt's warning about it was read after its context had died)."""


def run_start_and_quit(
    executable: Path,
    platform: str = "offscreen",
    timeout_s: float = SMOKE_TIMEOUT_S,
    locale: dict[str, str] | None = None,
) -> int:
    """Start the bundle as a player does and quit once its window shows (``PIT_DESKTOP_EXIT_AFTER_SHOWN=1``):
    the new-game dialog of a first start is up then, and a crash on the way out (PySide's teardown) shows
    only in the exit status.

    Args:
        executable: the bundle's program.
        platform: Qt's platform plugin.
        timeout_s: seconds before giving up.
        locale: locale variables to start it under (``LC_ALL``, ``LANG``); the others are taken away.

    Returns:
        0 if it printed ``PIT_SHOWN`` and exited 0, else 1 (after printing its output).
    """
    inherited = {k: v for k, v in os.environ.items() if not (locale and k in ("LC_ALL", "LANG", "LANGUAGE"))}
    named = " ".join(f"{k}={v}" for k, v in (locale or {}).items())
    with tempfile.TemporaryDirectory(prefix="pit-smoke-") as scratch:
        env = {
            **inherited,
            **(locale or {}),
            "QT_QPA_PLATFORM": platform,
            "PIT_DESKTOP_LOG_DIR": scratch,
            "XDG_CONFIG_HOME": scratch,  # a first start: no remembered settings
            "PIT_DESKTOP_EXIT_AFTER_SHOWN": "1",
        }
        code, out, err = _run([str(executable)], env, timeout_s)
        where = f" ({named})" if named else ""
        if code == 0 and "PIT_SHOWN" in out:
            print(f"smoke: OK: start and quit{where}")
            return 0
        print(f"smoke: FAIL: start and quit{where}: exit {code}", file=sys.stderr)
        _print_output(out, err, Path(scratch))
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
            code, out, err = _run(argv, None, timeout_s)
            if code == 0:
                print(f"smoke: OK: {check[0]}")
                continue
            failures += 1
            print(f"smoke: FAIL: {' '.join(argv[1:])}: exit {code}", file=sys.stderr)
            _print_output(out, err)
    return 1 if failures else 0


def _run(argv: list[str], env: dict[str, str] | None, timeout_s: float) -> tuple[int | None, str, str]:
    """Run ``argv``; ``(exit status or None if it timed out, stdout, stderr)``."""
    try:
        proc = subprocess.run(argv, env=env, capture_output=True, text=True, timeout=timeout_s, check=False)
    except subprocess.TimeoutExpired as exc:
        return None, _text(exc.stdout), _text(exc.stderr)
    return proc.returncode, proc.stdout, proc.stderr


def _print_output(out: str, err: str, logs: Path | None = None) -> None:
    """A failed run's output, and the log and crash files in ``logs``, to stderr."""
    for title, text in (("stdout", out), ("stderr", err), *(_log_files(logs) if logs else [])):
        if text.strip():
            print(f"----- {title} -----\n{text.rstrip()}", file=sys.stderr)


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
    """:func:`run_smoke`, :func:`run_start_and_quit` in each of :data:`START_LOCALES`, then
    :func:`run_headless_checks`, each only if the one before passed; 0 when all pass, else 1."""
    return (
        run_smoke(executable, platform, timeout_s)
        or int(any(run_start_and_quit(executable, platform, timeout_s, locale) for locale in START_LOCALES))
        or run_headless_checks(executable, timeout_s)
    )


if __name__ == "__main__":
    sys.exit(main())
