"""Speed matching's yardstick: the Human seat's medians as the meter measures them, at every table size.

Run from the repository root::

    python benchmarks/bench_matching.py [--games 200] [--players 3,4,5,6,7,8] [--seed 1] [--jobs 2]

Plays the Human seat (``pit_desktop/games/pit/bots/human.py``) against Medium bots at fixed tempos on the
headless table, with a :class:`~pit_desktop.games.pit.bots.matching.SpeedMeter` listening to the Human's seat
as it listens to the player's in the window, and prints, per table size, the medians of every take, look and
bell measured over all games (the figures of ``HUMAN_FIGURES`` in ``pit_desktop/games/pit/bots/matching.py``),
with the number of each.
"""

from __future__ import annotations

import argparse
import random
import statistics
from concurrent.futures import ProcessPoolExecutor

from pit_desktop.games.pit.bots import Level, make_bot
from pit_desktop.games.pit.bots.matching import SpeedMeter
from pit_desktop.games.pit.engine import GameSettings
from pit_desktop.games.pit.sim.runner import HeadlessTable


def one_game(job: tuple[int, int, int]) -> tuple[list[float], list[float], list[float]]:
    """The Human seat's every take, look and bell over one game (seat ``game % players``)."""
    players, seed, game = job
    seat = game % players
    bots = [
        make_bot(Level.HUMAN if s == seat else Level.MEDIUM, s, random.Random(f"{seed}/{game}/{s}"))
        for s in range(players)
    ]
    log: list[tuple[str, float]] = []
    meter = SpeedMeter(seat, players, log=log)
    HeadlessTable(GameSettings(players=players), bots, seed=seed * 1_000_003 + game, meter=meter).play_game()
    return tuple([t for k, t in log if k == kind] for kind in ("take", "look", "bell"))  # type: ignore[return-value]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", default="3,4,5,6,7,8")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    print("| seats | take (s) | looks (s) | bell (s) | takes | looks | bells |")
    print("|---:|---:|---:|---:|---:|---:|---:|")
    with ProcessPoolExecutor(args.jobs) as pool:
        for players in (int(p) for p in args.players.split(",")):
            jobs = [(players, args.seed, game) for game in range(args.games)]
            takes: list[float] = []
            looks: list[float] = []
            bells: list[float] = []
            for t, lk, b in pool.map(one_game, jobs, chunksize=4):
                takes += t
                looks += lk
                bells += b
            medians = [f"{statistics.median(x):.2f}" if x else "-" for x in (takes, looks, bells)]
            counts = f"{len(takes)} | {len(looks)} | {len(bells)}"
            print(f"| {players} | {' | '.join(medians)} | {counts} |", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
