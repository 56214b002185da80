"""Headless speed of two or more copies of the code, side by side: what one change buys.

Each copy is a folder holding a ``pit_desktop`` package, e.g. one commit's::

    mkdir -p ../before && git archive <commit> pit_desktop | tar -x -C ../before
    python benchmarks/bench_ab.py ../before ../after [--rounds 5] [--players 5,8] [--games 3]

Every round plays ``--games`` all-bot games of Medium bots at each table size with each copy, each in a
fresh child process (``python -S``, the copy first on the path), the copies in alternating order; a game
is timed on the child's CPU clock. Prints the median hands per CPU-second of each copy and its ratio to the
first copy's.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

CHILD = r"""
import random, sys, time
sys.path.insert(0, sys.argv[1])
import pit_desktop
assert pit_desktop.__file__.startswith(sys.argv[1]), pit_desktop.__file__
from pit_desktop.games.pit.bots import Level, make_bot
from pit_desktop.games.pit.engine import GameSettings
from pit_desktop.games.pit.sim.runner import HeadlessTable

def play(games, players, seed=1):
    hands = 0
    for g in range(games):
        bots = [make_bot(Level.MEDIUM, s, random.Random(f"{seed}/{g}/{s}")) for s in range(players)]
        table = HeadlessTable(GameSettings(players=players), bots, seed=seed * 1_000_003 + g)
        hands += len(table.play_game().hands)
    return hands

players, games = int(sys.argv[2]), int(sys.argv[3])
play(1, players, seed=9)  # warm up
started = time.process_time()
hands = play(games, players)
print(hands / (time.process_time() - started))
"""


def rate(tree: Path, players: int, games: int) -> float:
    """Hands per CPU-second of ``tree``'s code, from one child process."""
    done = subprocess.run(
        [sys.executable, "-S", "-c", CHILD, str(tree), str(players), str(games)],
        capture_output=True,
        text=True,
        check=False,
        env={k: v for k, v in os.environ.items() if k != "PYTHONPATH"},
    )
    if done.returncode:
        raise SystemExit(f"bench_ab: {tree} failed:\n{done.stderr}")
    return float(done.stdout)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("trees", nargs="+", type=Path, help="folders holding a pit_desktop package")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--players", default="5,8")
    parser.add_argument("--games", type=int, default=3)
    args = parser.parse_args()
    trees = [t.resolve() for t in args.trees]
    sizes = [int(p) for p in args.players.split(",")]
    rates: dict[tuple[Path, int], list[float]] = {(t, p): [] for t in trees for p in sizes}
    for round_no in range(args.rounds):
        for p in sizes:
            for tree in trees if round_no % 2 == 0 else trees[::-1]:
                rates[tree, p].append(rate(tree, p, args.games))
    for p in sizes:
        first = statistics.median(rates[trees[0], p])
        cells = [
            f"{t.name} {statistics.median(rates[t, p]):.0f} (×{statistics.median(rates[t, p]) / first:.3f})"
            for t in trees
        ]
        print(f"{p} seats, hands per CPU-second: " + "; ".join(cells))


if __name__ == "__main__":
    main()
