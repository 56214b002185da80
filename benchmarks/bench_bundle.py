"""Bundle size, start-up time and memory of Pit Desktop beside a one-label PySide6 window.

Builds both with the same PyInstaller, excludes, plugin rules and strip (``packaging/bundle_rules.py``)
in this run, then reports for each:

* on-disk size of the one-folder bundle and of its download archive (``.tar.gz`` on Linux);
* start to first shown window: wall time from launching the program to the moment its first window
  is exposed, as printed by the program itself (``PIT_DESKTOP_EXIT_AFTER_SHOWN=1``); median of
  ``--runs`` launches after one warm-up launch each, the two apps alternating; a launch that does not
  then exit with status 0 stops the benchmark;
* CPU time to the first shown window, as the program itself reads it (``time.process_time()`` when the
  window is exposed, ``cpu_ms=`` on the ``PIT_SHOWN`` line): the same work, steadier than the wall time
  when other programs share the cores;
* peak resident memory at the first shown window, as the program itself reads it (``ru_maxrss`` when
  the window is exposed, on the ``PIT_SHOWN`` line); beside it the peak until the program exits
  (``ru_maxrss`` from ``wait4``), which also counts what the game had queued for after its first paint
  (the sound thread, the first-run screen or the resume question); and for the game the peak over
  ``--smoke-test``, which builds the main window and plays one all-bot hand.

Runs on a real X server: its own ``Xvfb`` on ``--display`` (stopped at the end) unless ``--platform
offscreen``. ``--source`` measures start-up and memory from the source tree instead (``python -m
pit_desktop`` beside ``python benchmarks/minimal_app/minimal_app.py``, bytecode cached by the warm-up
launches), with no build. Usage::

    python benchmarks/bench_bundle.py [--runs 9] [--skip-build] [--source] [--json results.json]

Issue 4 targets (Linux): the game's bundle ≤ 130 MB on disk, ≤ 55 MB archived; start ≤ 1.5 × the
minimal bundle's.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "packaging"))
import build as packaging_build  # noqa: E402
import bundle_rules as rules  # noqa: E402

MINIMAL_SPEC = REPO / "benchmarks" / "minimal_app" / "minimal_app.spec"
SHOWN_MARKER = "PIT_SHOWN"
RUN_TIMEOUT_S = 120.0


@dataclass
class Figures:
    """What is measured for one bundle; sizes in bytes, times in seconds, memory in MiB."""

    name: str
    build_s: float = 0.0
    disk_bytes: int = 0
    archive_bytes: int = 0
    startup_s: list[float] = field(default_factory=list)
    first_launch_s: float | None = None
    rss_shown_mib: list[float] = field(default_factory=list)
    cpu_shown_s: list[float] = field(default_factory=list)
    rss_exit_mib: list[float] = field(default_factory=list)
    rss_after_hand_mib: float | None = None

    @property
    def startup_median_s(self) -> float:
        return statistics.median(self.startup_s) if self.startup_s else float("nan")


@dataclass
class RunResult:
    """One launch: exit code, when the window was shown (Unix time) and the peak RSS then (MiB, when the
    program tells it), peak RSS until exit in MiB, output."""

    code: int | None
    shown_at: float | None
    maxrss_mib: float | None
    stdout: str
    stderr: str
    rss_shown_mib: float | None = None
    cpu_shown_s: float | None = None


def run_once(
    cmd: Sequence[str], env: dict[str, str], timeout_s: float = RUN_TIMEOUT_S
) -> tuple[float, RunResult]:
    """Launch ``cmd``, wait for it to exit, and collect its peak RSS with ``os.wait4`` where available.

    Returns:
        ``(launched_at, result)``: Unix time just before the launch, and what the run gave.
    """
    launched_at = time.time()
    proc = subprocess.Popen(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    streams: dict[str, bytes] = {}
    readers = [
        threading.Thread(target=lambda k=k, s=s: streams.__setitem__(k, s.read()), daemon=True)
        for k, s in (("out", proc.stdout), ("err", proc.stderr))
    ]
    for reader in readers:
        reader.start()
    killer = threading.Timer(timeout_s, proc.kill)
    killer.start()
    maxrss = None
    if hasattr(os, "wait4"):
        _pid, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        scale = 1 / 1048576 if sys.platform == "darwin" else 1 / 1024  # bytes on macOS, KiB on Linux
        maxrss = usage.ru_maxrss * scale
    else:
        proc.wait()
    timed_out = not killer.is_alive()
    killer.cancel()
    for reader in readers:
        reader.join()
    out = streams.get("out", b"").decode("utf-8", "replace")
    shown = [line.split()[1:] for line in out.splitlines() if line.startswith(SHOWN_MARKER)]
    words = [w for w in shown[0] if not w.startswith("cpu_ms=")] if shown else []
    cpu = [float(w.partition("=")[2]) / 1000 for w in shown[0] if w.startswith("cpu_ms=")] if shown else []
    code = None if timed_out else proc.returncode
    return launched_at, RunResult(
        code,
        float(words[0]) if words else None,
        maxrss,
        out,
        streams.get("err", b"").decode("utf-8", "replace"),
        float(words[1]) if len(words) > 1 else None,
        cpu[0] if cpu else None,
    )


@contextmanager
def x_display(display: str) -> Iterator[str]:
    """Start ``Xvfb`` on ``display`` for the duration; stop exactly that process afterwards."""
    socket = Path("/tmp/.X11-unix") / f"X{display.lstrip(':')}"
    if socket.exists():
        raise SystemExit(f"bench: display {display} is taken; pass another --display")
    xvfb = subprocess.Popen(
        ["Xvfb", display, "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 15
        while not socket.exists():
            if xvfb.poll() is not None or time.monotonic() > deadline:
                raise SystemExit(f"bench: Xvfb did not start on {display}")
            time.sleep(0.05)
        yield display
    finally:
        xvfb.terminate()
        try:
            xvfb.wait(timeout=10)
        except subprocess.TimeoutExpired:
            xvfb.kill()


def build_both(out: Path, skip: bool) -> tuple[Figures, Figures, Path, Path]:
    """Build (unless ``skip``) the game and the minimal bundle under ``out``; measure their sizes."""
    version = rules.read_version(REPO)
    game, minimal = Figures("Pit Desktop"), Figures("one-label window")
    specs = ((game, packaging_build.SPEC, "game"), (minimal, MINIMAL_SPEC, "minimal"))
    exes = []
    for figures, spec, tag in specs:
        dist = out / f"dist-{tag}"
        if not skip:
            figures.build_s = packaging_build.run_pyinstaller(spec, dist, out / f"work-{tag}")
        if tag == "game":
            layout = rules.bundle_layout(dist)
            if not skip:
                packaging_build.prune(layout)
            root, exe = layout.root, layout.executable
        else:
            root = dist / "minimal-label"
            exe = root / ("minimal-label.exe" if sys.platform.startswith("win") else "minimal-label")
        figures.disk_bytes = packaging_build.tree_size(root)
        name = rules.archive_name(version).replace(rules.EXE_NAME, f"{root.name}-bench", 1)
        figures.archive_bytes = packaging_build.make_archive(root, out / name).stat().st_size
        exes.append(exe)
    return game, minimal, exes[0], exes[1]


def measure(
    game: Figures,
    minimal: Figures,
    game_cmd: Sequence[str],
    minimal_cmd: Sequence[str],
    env: dict[str, str],
    runs: int,
) -> None:
    """Time ``runs`` alternating launches of each (after one warm-up each) and the game's smoke hand."""
    shown_env = {**env, "PIT_DESKTOP_EXIT_AFTER_SHOWN": "1"}
    plan = [(game, game_cmd), (minimal, minimal_cmd)]
    for index in range(runs + 1):
        for figures, cmd in plan if index % 2 == 0 else plan[::-1]:
            launched_at, result = run_once(cmd, shown_env)
            if result.shown_at is None or result.code != 0:  # a crash on the way out counts too
                raise SystemExit(
                    f"bench: {figures.name} did not show its window and quit cleanly "
                    f"(exit {result.code}):\n{result.stdout}\n{result.stderr}"
                )
            if index == 0:
                figures.first_launch_s = result.shown_at - launched_at
                continue
            figures.startup_s.append(result.shown_at - launched_at)
            if result.maxrss_mib is not None:
                figures.rss_exit_mib.append(result.maxrss_mib)
            shown_rss = result.rss_shown_mib if result.rss_shown_mib is not None else result.maxrss_mib
            if shown_rss is not None:
                figures.rss_shown_mib.append(shown_rss)
            if result.cpu_shown_s is not None:
                figures.cpu_shown_s.append(result.cpu_shown_s)
    _launched, smoke = run_once([*game_cmd, "--smoke-test"], env)
    if smoke.code != 0:
        raise SystemExit(
            f"bench: the game's --smoke-test failed (exit {smoke.code}):\n{smoke.stdout}\n{smoke.stderr}"
        )
    game.rss_after_hand_mib = smoke.maxrss_mib


def report(game: Figures, minimal: Figures, platform: str) -> str:
    """The results as a Markdown table with the targets' verdicts."""

    def mb(n: int) -> str:
        return f"{n / 1e6:.1f} MB" if n else "-"

    def ms(s: float | None) -> str:
        return "n/a" if s is None else f"{s * 1000:.0f} ms"

    def mib(x: float | None) -> str:
        return "n/a" if x is None else f"{x:.0f} MiB"

    rows = [
        ("on disk", mb(game.disk_bytes), mb(minimal.disk_bytes)),
        ("download archive", mb(game.archive_bytes), mb(minimal.archive_bytes)),
        (
            f"start to first shown window, median of {len(game.startup_s)}",
            ms(game.startup_median_s),
            ms(minimal.startup_median_s),
        ),
        ("start, first (warm-up) launch", ms(game.first_launch_s), ms(minimal.first_launch_s)),
        (
            f"CPU time to first shown window, median of {len(game.cpu_shown_s)}",
            ms(statistics.median(game.cpu_shown_s) if game.cpu_shown_s else None),
            ms(statistics.median(minimal.cpu_shown_s) if minimal.cpu_shown_s else None),
        ),
        (
            "peak RSS at first shown window (median)",
            mib(statistics.median(game.rss_shown_mib) if game.rss_shown_mib else None),
            mib(statistics.median(minimal.rss_shown_mib) if minimal.rss_shown_mib else None),
        ),
        (
            "peak RSS until exit, with what was queued after the first paint (median)",
            mib(statistics.median(game.rss_exit_mib) if game.rss_exit_mib else None),
            mib(statistics.median(minimal.rss_exit_mib) if minimal.rss_exit_mib else None),
        ),
        ("peak RSS over --smoke-test (window + one all-bot hand)", mib(game.rss_after_hand_mib), "-"),
        ("PyInstaller build time", f"{game.build_s:.0f} s", f"{minimal.build_s:.0f} s"),
    ]
    ratio = game.startup_median_s / minimal.startup_median_s
    cpu_ratio = (
        statistics.median(game.cpu_shown_s) / statistics.median(minimal.cpu_shown_s)
        if game.cpu_shown_s and minimal.cpu_shown_s
        else float("nan")
    )
    rss_ratio = (
        statistics.median(game.rss_shown_mib) / statistics.median(minimal.rss_shown_mib)
        if game.rss_shown_mib and minimal.rss_shown_mib
        else float("nan")
    )
    lines = [
        f"Platform: {sys.platform}, QT_QPA_PLATFORM={platform}, Python {sys.version.split()[0]}",
        "",
        f"| measure | {game.name} | {minimal.name} |",
        "| --- | --- | --- |",
    ]
    lines += [f"| {a} | {b} | {c} |" for a, b, c in rows]
    sizes = (
        f"disk {mb(game.disk_bytes)} vs target 130 MB: {'OK' if game.disk_bytes <= 130e6 else 'OVER'}; "
        f"archive {mb(game.archive_bytes)} vs 55 MB: {'OK' if game.archive_bytes <= 55e6 else 'OVER'}; "
        if game.disk_bytes
        else ""
    )
    lines += [
        "",
        f"{sizes}start ratio {ratio:.2f} vs 1.5 (issue 13: 1.3): {'OK' if ratio <= 1.3 else 'OVER'}; "
        f"CPU to the first window {cpu_ratio:.2f} (steadier than wall time on a busy machine); "
        f"peak memory at the first window {rss_ratio:.2f} vs 1.4: {'OK' if rss_ratio <= 1.4 else 'OVER'}",
        f"start samples (ms): game {[round(s * 1000) for s in game.startup_s]}, "
        f"minimal {[round(s * 1000) for s in minimal.startup_s]}",
    ]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Command line; returns 0 after printing the report."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9, help="timed launches per app (default 9)")
    parser.add_argument("--out", type=Path, default=REPO / "build" / "bench", help="build folder")
    parser.add_argument("--skip-build", action="store_true", help="measure the bundles already in --out")
    parser.add_argument(
        "--source", action="store_true", help="measure from the source tree (no build, no sizes)"
    )
    parser.add_argument(
        "--platform",
        default="xcb" if shutil.which("Xvfb") else "offscreen",
        help="QT_QPA_PLATFORM for the runs (default xcb on a private Xvfb)",
    )
    parser.add_argument("--display", default=":96", help="X display for the private Xvfb (default :96)")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args(argv)

    if args.source:
        game, minimal = Figures("Pit Desktop (source)"), Figures("one-label window (source)")
        game_cmd = [sys.executable, "-m", "pit_desktop"]
        minimal_cmd = [sys.executable, str(REPO / "benchmarks" / "minimal_app" / "minimal_app.py")]
    else:
        game, minimal, game_exe, minimal_exe = build_both(args.out, args.skip_build)
        game_cmd, minimal_cmd = [str(game_exe)], [str(minimal_exe)]
    with tempfile.TemporaryDirectory(prefix="pit-bench-") as logs:
        env = {**os.environ, "QT_QPA_PLATFORM": args.platform, "PIT_DESKTOP_LOG_DIR": logs}
        # From source the bytecode must be cached, as an installed copy's is: a PYTHONDONTWRITEBYTECODE
        # in the caller's environment would have every launch compile the game's modules again.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        if args.platform == "xcb":
            with x_display(args.display) as display:
                measure(game, minimal, game_cmd, minimal_cmd, {**env, "DISPLAY": display}, args.runs)
        else:
            measure(game, minimal, game_cmd, minimal_cmd, env, args.runs)
    print(report(game, minimal, args.platform))
    if args.json:
        args.json.write_text(json.dumps([asdict(game), asdict(minimal)], indent=2), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
