"""Headless play speed: hands per second of all-bot games on one core, and where the time goes.

Run from the repository root::

    python benchmarks/bench_sim.py [--games 40] [--players 5] [--level medium] [--profile]

Prints hands simulated per wall-clock second (one process); ``--profile`` adds the cProfile table of the
functions that take the most time. The issue's target: at least 500 hands/s for 5 Medium bots.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import random
import time

from pit_desktop.bots import Level, make_bot
from pit_desktop.engine import GameSettings
from pit_desktop.sim.runner import HeadlessTable


def play(games: int, players: int, level: Level, seed: int = 1) -> int:
    """Play ``games`` games of ``players`` bots of ``level``; return the hands played."""
    hands = 0
    for g in range(games):
        bots = [make_bot(level, seat, random.Random(f"{seed}/{g}/{seat}")) for seat in range(players)]
        result = HeadlessTable(GameSettings(players=players), bots, seed=seed * 1_000_003 + g).play_game()
        hands += len(result.hands)
    return hands


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--level", default="medium", choices=[lv.value.lower() for lv in Level])
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    level = Level(args.level.capitalize())
    play(2, args.players, level, seed=99)  # warm up imports and caches
    started = time.perf_counter()
    hands = play(args.games, args.players, level)
    wall_s = time.perf_counter() - started
    rate = hands / wall_s
    print(f"{args.players} {level.value} bots: {hands} hands in {wall_s:.2f} s = {rate:.0f} hands/s")
    if args.profile:
        profiler = cProfile.Profile()
        profiler.runcall(play, max(1, args.games // 4), args.players, level)
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(20)
        print(out.getvalue())


if __name__ == "__main__":
    main()
