"""Replay speed and memory: the largest hand record a reader accepts, replayed by ``pit-desktop replay``.

Run from the repository root::

    python benchmarks/bench_replay.py [--runs 3] [--kind game|refused] [--profile]

Writes a record of the documented three-player example holding as many commands as fit in
:data:`~pit_desktop.core.record_checks.MAX_RECORD_BYTES` (8 MiB, about 200,000 short commands), then
replays it with ``python -m pit_desktop replay FILE`` in a child process, stdout to a file, as a player
would. Prints the wall-clock time and peak memory of each run, and where the time goes inside one process
(reading, replaying, building the outcome, formatting it). ``--kind game`` cycles trades, offers, a refused
withdrawal and a refused claim, so the hand never ends; ``--kind refused`` is every command refused after a
corner (R-CORNER-5). ``--profile`` adds the cProfile table of the functions that take the most time.
The target: under 5 s and far less memory than the 284 MB it once took.
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import io
import json
import pstats
import re
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from pit_desktop.core.record_checks import MAX_RECORD_BYTES
from pit_desktop.core.sim.replay import pretty_json_chunks
from pit_desktop.games.pit.engine import read_record, replay_record

DOC = Path(__file__).resolve().parents[1] / "docs" / "hand-record.md"


def example() -> dict[str, object]:
    """The documented example record (three players, the advanced game), without its commands."""
    found = re.search(r"```json\n(.*?)```", DOC.read_text(encoding="utf-8"), re.S)
    assert found, "docs/hand-record.md has no json example"
    data = json.loads(found.group(1))
    data["commands"] = []
    return data


def game_cycle(offer_id: int) -> list[dict[str, object]]:
    """Six commands that leave every hand as it was: two trades of Corn for Oats between seats 1 and 2
    (offers ``offer_id`` and ``offer_id + 1``), a withdrawal with no offer open and a claim without a
    corner (both refused)."""
    return [
        {"type": "offer", "seat": 1, "cards": ["Corn"]},
        {"type": "accept", "seat": 2, "offer": offer_id, "cards": ["Oats"]},
        {"type": "offer", "seat": 2, "cards": ["Corn"]},
        {"type": "accept", "seat": 1, "offer": offer_id + 1, "cards": ["Oats"]},
        {"type": "withdraw", "seat": 0},
        {"type": "claim", "seat": 1},
    ]


def refused_cycle(_offer_id: int) -> list[dict[str, object]]:
    """Commands after the corner has ended the hand: every one refused (R-CORNER-5, R-DEAL-3)."""
    return [
        {"type": "offer", "seat": 1, "cards": ["Corn"]},
        {"type": "withdraw", "seat": 2},
        {"type": "claim", "seat": 1},
        {"type": "open"},
    ]


def make_record(kind: str, limit: int = MAX_RECORD_BYTES) -> tuple[bytes, int]:
    """A compact JSON record of ``kind`` just under ``limit`` bytes, and its number of commands."""
    data = example()
    commands: list[dict[str, object]] = [{"type": "open"}]
    if kind == "refused":  # seat 0 corners Wheat at once: it holds eight and seat 1 the ninth
        commands += [
            {"type": "offer", "seat": 1, "cards": ["Wheat"]},
            {"type": "accept", "seat": 0, "offer": 1, "cards": ["Corn"]},
            {"type": "claim", "seat": 0},
        ]
    cycle = game_cycle if kind == "game" else refused_cycle
    size = len(json.dumps(data, separators=(",", ":"))) + len(json.dumps(commands, separators=(",", ":")))
    offer_id = 1
    while True:
        more = cycle(offer_id)
        grow = sum(len(json.dumps(c, separators=(",", ":"))) + 1 for c in more)
        if size + grow > limit:
            break
        commands += more
        size += grow
        offer_id += 2
    data["commands"] = commands
    text = json.dumps(data, separators=(",", ":")).encode("utf-8")
    assert len(text) <= limit
    return text, len(commands)


def run_cli(path: Path) -> tuple[float, float, float, int]:
    """``python -m pit_desktop replay path`` in a child, stdout to a file: its wall-clock and CPU seconds
    (CPU time varies less on a busy machine), its peak memory in MB, and its exit code."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with tempfile.TemporaryFile() as out:
        started = time.perf_counter()
        proc = subprocess.run(
            [sys.executable, "-m", "pit_desktop", "replay", str(path)], stdout=out, check=False
        )
        wall_s = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu_s = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    return wall_s, cpu_s, after.ru_maxrss / 1024, proc.returncode  # ru_maxrss: the largest child so far


def phases(path: Path) -> dict[str, float]:
    """Seconds spent reading, replaying, building the outcome and formatting it, in this process, with
    the cyclic garbage collector off as ``pit-desktop replay`` has it."""
    gc.disable()
    t0 = time.perf_counter()
    record = read_record(path)
    t1 = time.perf_counter()
    outcome = replay_record(record)
    t2 = time.perf_counter()
    data = outcome.to_dict()
    t3 = time.perf_counter()
    io.StringIO().writelines(pretty_json_chunks(data))
    t4 = time.perf_counter()
    gc.enable()
    return {"read": t1 - t0, "replay": t2 - t1, "outcome": t3 - t2, "format": t4 - t3}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="child-process runs (0: only the split)")
    parser.add_argument("--kind", default="game", choices=["game", "refused"])
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    text, count = make_record(args.kind)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "hand.json"
        path.write_bytes(text)
        print(f"record: {args.kind}, {count:,} commands, {len(text):,} bytes")
        walls = []
        for run in range(args.runs):
            wall_s, cpu_s, peak_mb, code = run_cli(path)
            walls.append(wall_s)
            print(f"run {run + 1}: exit {code}, {wall_s:.2f} s ({cpu_s:.2f} s CPU), peak {peak_mb:.0f} MB")
            if code != 0:
                sys.exit(f"replay exited with {code}")
        if walls:
            print(f"best of {args.runs}: {min(walls):.2f} s")
        split = phases(path)
        print("in one process: " + ", ".join(f"{k} {v:.2f} s" for k, v in split.items()))
        if args.profile:
            profiler = cProfile.Profile()
            profiler.runcall(phases, path)
            out = io.StringIO()
            pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(20)
            print(out.getvalue())


if __name__ == "__main__":
    main()
