"""What keeping a hand costs: at its end, the record's replay, its statistics row, the coach's lessons and
one SQLite transaction writing the row and the record (issue 11's target: under 20 ms); and while it is
played, the save after every command and the resume that replays it (issue 22).

Run from the repository root::

    python benchmarks/bench_keep_hand.py [--hands 200] [--long 5000]

Plays seeded four-player games of Medium bots on the headless table, then for each hand times what the
window does at a corner (``GameKeeper._keep_hand`` without Qt): ``record_from_log`` is already done;
``replay_record``, ``hand_row``, ``coach.lessons``, ``dumps_record`` and ``StatsDb.add_hand`` into a file
already holding 200 kept records. Prints the median, 95th percentile and maximum in milliseconds.

Then the hand in play, kept after every command (``GameKeeper.keep_soon`` without Qt): a hand of ``--long``
commands (the bots' longest hand, its commands played again and again at later times: a player who sits
for an hour at a table of bots) is kept a command at a time as the keeper does on the GUI thread (its
record and its bytes, each command encoded once), then the whole save is written as the keeper's writer
thread does (atomically, flushed to the disk); the same save made whole every time is shown beside it.
Last, a resume's replay of the bots' hands (``pit_desktop.core.restore``).
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from pit_desktop.core.kept_game import write_kept_bytes
from pit_desktop.core.kept_hand import KeptHand
from pit_desktop.core.restore import HeldClock, restore_hand
from pit_desktop.core.stats_db import GameRow, StatsDb
from pit_desktop.games.pit import coach
from pit_desktop.games.pit.bots import Level, make_bot
from pit_desktop.games.pit.engine import (
    DealHand,
    Engine,
    GameSettings,
    Phase,
    PitError,
    dumps_record,
    record_from_log,
    replay_record,
)
from pit_desktop.games.pit.engine.hand_log import HandLog, LoggedCommand
from pit_desktop.games.pit.figures import hand_row
from pit_desktop.games.pit.savegame import SavedGame, encode_save, save_text
from pit_desktop.games.pit.sim.runner import HeadlessTable


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


def percentiles(took: list[float]) -> str:
    took = sorted(took)
    p95 = took[int(0.95 * (len(took) - 1))]
    return f"median {statistics.median(took):.3f} ms, p95 {p95:.3f} ms, max {took[-1]:.3f} ms"


def long_log(commands: int) -> HandLog:
    """A bots' hand (the longest of a few) played again and again, each round at later times, until it
    holds ``commands`` commands: as long a hand as anyone plays."""
    logs = []
    for seed in range(1, 9):
        settings = GameSettings(players=8).validated()
        bots = [make_bot(Level.HARD, s, random.Random(seed * 10 + s)) for s in range(8)]
        table = HeadlessTable(settings, bots, seed=seed)
        table.play_hand()
        logs.append(table.engine.hand_log())
    log = max(logs, key=lambda one: len(one.commands))
    span = log.commands[-1].at_s - log.dealt_at_s + 1.0
    made: list[LoggedCommand] = []
    while len(made) < commands:
        shift = span * (len(made) // len(log.commands))
        made += [dataclasses.replace(c, at_s=c.at_s + shift) for c in log.commands]
    return dataclasses.replace(log, commands=tuple(made[:commands]))


def keep_in_play(commands: int) -> None:
    log = long_log(commands)
    text = save_text()
    game = SavedGame(
        settings=log.settings,
        levels=(None, *(Level.HARD,) * (log.settings.players - 1)),
        commodities=log.commodities,
        dealer=log.dealer,
        scores=log.scores_before,
        hands_played=log.hand_no - 1,
        game_id="bench",
    )
    took, data = [], b""
    for n in range(len(log.commands) + 1):  # the keeper keeps the hand after each command, as it grows
        part = dataclasses.replace(log, commands=log.commands[:n])
        start = time.perf_counter()
        kept = dataclasses.replace(game, hand=KeptHand(text.record(part), 1.0 + n))
        data = encode_save(kept, text)
        took.append((time.perf_counter() - start) * 1000)
    print(f"a hand kept after each of its {commands} commands, on the GUI thread (record and bytes):")
    print(f"  {percentiles(took)}; the last save {len(data) / 1024:.0f} KiB")
    last = took[-len(took) // 10 :]  # the tenth of the hand at its longest
    print(f"  over its last {len(last)} commands: {percentiles(last)}")
    whole = []
    for _ in range(20):
        start = time.perf_counter()
        encode_save(kept)
        whole.append((time.perf_counter() - start) * 1000)
    print(f"  the same last save made whole each time instead: {percentiles(whole)}")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game-in-progress.json"
        for size, payload in (("2 KiB", encode_save(game)), (f"{len(data) / 1024:.0f} KiB", data)):
            wrote = []
            for _ in range(30):
                start = time.perf_counter()
                write_kept_bytes(payload, path)
                wrote.append((time.perf_counter() - start) * 1000)
            print(f"  written atomically and flushed (the writer's thread), {size}: {percentiles(wrote)}")


def resume_replays(hands: list) -> None:
    took = []
    for record in hands:
        clock = HeldClock(lambda: 10_000.0)
        engine = Engine(
            record.settings, seed=0, clock=clock, commodities=record.commodities, first_dealer=record.dealer
        )
        start = time.perf_counter()
        restore_hand(engine, clock, DealHand(record.deal), record.commands, 999.0, PitError)
        took.append((time.perf_counter() - start) * 1000)
    commands = statistics.median(len(r.commands) for r in hands)
    print(f"a resume's replay ({len(hands)} hands, median {commands:.0f} commands): {percentiles(took)}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=200)
    parser.add_argument("--long", type=int, default=5000, help="commands of the long hand kept in play")
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
    keep_in_play(args.long)
    resume_replays(hands)
    return 0


if __name__ == "__main__":
    sys.exit(main())
