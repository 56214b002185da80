"""How well the speed meter reads the family: each member against Medium with matching on, the take factor
read at the end of a game over the member's true speed.

Run from the repository root::

    python benchmarks/bench_meter_reads.py [--players 4] [--games 8] [--hands 6] [--jobs 2]

Plays each member of the family (``pit_desktop/games/pit/bots/people.py``) in seat 0 against Medium bots that
match the member's measured speed, for ``--games`` games of ``--hands`` hands (seeds 1, 2, ...), and prints,
per member, the median of ``take factor / true speed`` and every game's figure (1.00: read exactly).
"""

from __future__ import annotations

import argparse
import random
import statistics
from concurrent.futures import ProcessPoolExecutor

from pit_desktop.core.bots.pace import Pace, TablePace
from pit_desktop.games.pit.bots import Level, make_bot
from pit_desktop.games.pit.bots.matching import SpeedMeter
from pit_desktop.games.pit.bots.people import FAMILY, PEOPLE, PersonBot
from pit_desktop.games.pit.engine import GameSettings
from pit_desktop.games.pit.sim.runner import HeadlessTable


def one_game(job: tuple[str, int, int, int]) -> tuple[str, float]:
    """One game of member ``key`` at seat 0: its key and the take factor read over its true speed."""
    key, seed, players, hands = job
    person = PEOPLE[key]
    meter = SpeedMeter(0, players)
    pace = TablePace(Pace.STANDARD, meter)
    bots = [PersonBot(0, random.Random(seed), person)] + [
        make_bot(Level.MEDIUM, s, random.Random(seed * 10 + s), pace=pace) for s in range(1, players)
    ]
    HeadlessTable(GameSettings(players=players), bots, seed=seed, meter=meter).play_game(max_hands=hands)
    return key, meter.take / person.speed


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=8)
    parser.add_argument("--hands", type=int, default=6)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    keys = [person.key for person in FAMILY]
    jobs = [(key, seed, args.players, args.hands) for key in keys for seed in range(1, args.games + 1)]
    read: dict[str, list[float]] = {key: [] for key in keys}
    with ProcessPoolExecutor(args.jobs) as pool:
        for key, ratio in pool.map(one_game, jobs):
            read[key].append(ratio)
    print(f"{args.players} seats, {args.games} games of {args.hands} hands against Medium, matching on")
    print("| person | read / true (median) | every game |")
    print("|---|---:|---|")
    for person in FAMILY:
        ratios = read[person.key]
        every = " ".join(f"{r:.2f}" for r in ratios)
        print(f"| {person.title} | {statistics.median(ratios):.2f} | {every} |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
