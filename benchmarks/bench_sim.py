"""Headless play speed against the ceiling: hands per CPU-second of all-bot games, beside the minimal loop.

Run from the repository root::

    python benchmarks/bench_sim.py [--rounds 5] [--games 3] [--hands 400] [--players 3,5,8]
                                   [--level medium] [--profile]

Each round plays, for each table size, ``--games`` whole games of the product (``HeadlessTable`` with
``--level`` bots) and ``--hands`` hands of :mod:`ceiling` one after the other, timing each with the process's
CPU clock (``time.process_time``): the two alternate, so a machine busy with other work slows both alike.
The same seeds are played every round. Prints, per table size, the median over the rounds of the product's
hands per CPU-second, the ceiling's and their ratio (the issue's target: at least 0.35 at 5 and 8 players),
the CPU time per decision of each, and, from one more counted run of the same games (not timed), what a
product hand costs: bot decisions (``Bot.step``), engine calls (``Engine.submit``, the deal and the bell
included), views built (``Engine.view``), commands refused and trades. ``--profile`` adds the cProfile
table of the product at the largest size.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import random
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import ceiling

from pit_desktop.games.pit.bots import Bot, Level, make_bot
from pit_desktop.games.pit.engine import GameSettings
from pit_desktop.games.pit.sim.runner import HeadlessTable


@dataclass(slots=True)
class Counts:
    """What the product's games came to: hands, bot decisions, engine calls, views and refusals."""

    hands: int = 0
    decisions: int = 0
    engine_calls: int = 0
    views: int = 0
    refusals: int = 0
    trades: int = 0


class CountedBot:
    """Forwards the :class:`~pit_desktop.games.pit.bots.Bot` protocol to ``bot``, counting its decisions."""

    def __init__(self, bot: Bot, counts: Counts) -> None:
        self.bot, self.counts = bot, counts
        self.seat, self.level = bot.seat, bot.level
        self.restart, self.inform, self.refused = bot.restart, bot.inform, bot.refused

    def step(self, view):  # type: ignore[no-untyped-def]
        self.counts.decisions += 1
        return self.bot.step(view)


def table(players: int, level: Level, seed: int, game: int, counts: Counts | None = None) -> HeadlessTable:
    """One game's table, as ``pit-desktop simulate`` seeds it; its calls counted into ``counts`` if given."""
    bots = [make_bot(level, seat, random.Random(f"{seed}/{game}/{seat}")) for seat in range(players)]
    if counts is not None:
        bots = [CountedBot(bot, counts) for bot in bots]  # type: ignore[misc]
    host = HeadlessTable(GameSettings(players=players), bots, seed=seed * 1_000_003 + game)
    if counts is not None:
        engine = host.engine
        submit, view = engine.submit, engine.view

        def counted_submit(command):  # type: ignore[no-untyped-def]
            counts.engine_calls += 1
            return submit(command)

        def counted_view(seat):  # type: ignore[no-untyped-def]
            counts.views += 1
            return view(seat)

        engine.submit, engine.view = counted_submit, counted_view  # type: ignore[method-assign]
    return host


def play(games: int, players: int, level: Level, seed: int = 1, counts: Counts | None = None) -> int:
    """Play ``games`` games of ``players`` bots of ``level``; return the hands played."""
    hands = 0
    for game in range(games):
        result = table(players, level, seed, game, counts).play_game()
        hands += len(result.hands)
        if counts is not None:
            counts.refusals += sum(h.refusals for h in result.hands)
            counts.trades += sum(h.trades for h in result.hands)
    if counts is not None:
        counts.hands += hands
    return hands


def cpu_rate(run) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    """Run ``run()`` (returning hands played); return (hands per CPU-second, CPU seconds)."""
    started = time.process_time()
    hands = run()
    cpu_s = time.process_time() - started
    return hands / cpu_s, cpu_s


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=5, help="interleaved rounds (default 5)")
    parser.add_argument("--games", type=int, default=3, help="product games per size and round (default 3)")
    parser.add_argument(
        "--hands", type=int, default=400, help="ceiling hands per size and round (default 400)"
    )
    parser.add_argument("--players", default="3,5,8", help="table sizes, comma-separated (default 3,5,8)")
    parser.add_argument("--level", default="medium", choices=[lv.value.lower() for lv in Level])
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    level = Level(args.level.capitalize())
    sizes = [int(p) for p in args.players.split(",")]

    counts = {p: Counts() for p in sizes}
    ceiling_tally = {p: ceiling.play(p, args.hands) for p in sizes}
    for p in sizes:
        play(args.games, p, level, counts=counts[p])  # counted (and warms imports and caches)
    product: dict[int, list[float]] = {p: [] for p in sizes}
    floor: dict[int, list[float]] = {p: [] for p in sizes}
    for _ in range(args.rounds):
        for p in sizes:
            product[p].append(cpu_rate(lambda p=p: play(args.games, p, level))[0])
            floor[p].append(cpu_rate(lambda p=p: ceiling.play(p, args.hands).hands)[0])

    print(f"{level.value} bots; median of {args.rounds} interleaved rounds; hands per CPU-second")
    print(
        "seats | product | ceiling | ratio | µs/decision product, ceiling | per product hand: "
        "decisions, engine calls, views, refusals, trades"
    )
    for p in sizes:
        c, t = counts[p], ceiling_tally[p]
        mine, top = statistics.median(product[p]), statistics.median(floor[p])
        print(
            f"{p:>5} | {mine:>7.0f} | {top:>7.0f} | {mine / top:>5.3f} | "
            f"{1e6 / mine / (c.decisions / c.hands):>6.1f}, {1e6 / top / (t.decisions / t.hands):>4.1f} | "
            f"{c.decisions / c.hands:.1f}, {c.engine_calls / c.hands:.1f}, {c.views / c.hands:.1f}, "
            f"{c.refusals / c.hands:.1f}, {c.trades / c.hands:.1f}"
        )
    each = [(p, ceiling_tally[p]) for p in sizes]
    print(
        "ceiling per hand: "
        + "; ".join(
            f"{p} seats {t.decisions / t.hands:.1f} decisions, {t.trades / t.hands:.1f} trades, "
            f"{t.stalled} stalled"
            for p, t in each
        )
    )
    if args.profile:
        profiler = cProfile.Profile()
        profiler.runcall(play, args.games, sizes[-1], level)
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(25)
        print(out.getvalue())


if __name__ == "__main__":
    main()
