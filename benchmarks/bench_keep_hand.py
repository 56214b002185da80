"""What keeping a hand costs at its end: the record's replay, its statistics row, the coach's lessons and
one SQLite transaction writing the row and the record (issue 11's target: under 20 ms).

Run from the repository root::

    python benchmarks/bench_keep_hand.py [--hands 200]

Plays seeded four-player games of Medium bots on the headless table, then for each hand times what the
window does at a corner (``GameKeeper._keep_hand`` without Qt): ``record_from_log`` is already done;
``replay_record``, ``hand_row``, ``coach.lessons``, ``dumps_record`` and ``StatsDb.add_hand`` into a file
already holding 200 kept records. Prints the median, 95th percentile and maximum in milliseconds.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from pit_desktop import coach
from pit_desktop.bots import Level, make_bot
from pit_desktop.engine import GameSettings, Phase, dumps_record, record_from_log, replay_record
from pit_desktop.persistence.figures import hand_row
from pit_desktop.persistence.stats_db import GameRow, StatsDb
from pit_desktop.sim.runner import HeadlessTable


def records(hands: int) -> list:
    out = []
    seed = 0
    while len(out) < hands:
        seed += 1
        rng = random.Random(seed)
        settings = GameSettings(players=4).validated()
        bots = [make_bot(Level.MEDIUM, s, random.Random(rng.getrandbits(32))) for s in range(4)]
        table = HeadlessTable(settings, bots, seed=seed)
        while len(out) < hands:
            stats = table.play_hand()
            out.append(record_from_log(table.engine.hand_log()))
            if stats.stalled or table.engine.phase is Phase.GAME_OVER:
                break
            table.clock.advance_to(table.clock.now_s + 5.0)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200)
    args = parser.parse_args()
    hands = records(args.hands)
    with tempfile.TemporaryDirectory() as folder:
        db = StatsDb(Path(folder) / "statistics.sqlite3")
        db.start_game(
            GameRow("bench", time.time(), "{}", 4, (None, "Medium", "Medium", "Medium"), "Medium", "Normal")
        )
        for record in hands:  # the file holds 200 kept hands, as after a while of play
            db.add_hand(
                hand_row(record, replay_record(record), "bench", 0, time.time()), dumps_record(record)
            )
        took = []
        for record in hands:
            start = time.perf_counter()
            outcome = replay_record(record)
            row = hand_row(record, outcome, "bench", 0, time.time())
            found = coach.lessons(record, outcome, 0)
            db.add_hand(row, dumps_record(record), found)
            took.append((time.perf_counter() - start) * 1000)
        db.close()
    took.sort()
    commands = statistics.median(len(r.commands) for r in hands)
    print(f"{len(took)} hands (median {commands:.0f} commands each), keeping one at its end:")
    p95 = took[int(0.95 * (len(took) - 1))]
    print(f"  median {statistics.median(took):.2f} ms, p95 {p95:.2f} ms, max {took[-1]:.2f} ms")
    print("  target: under 20 ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
