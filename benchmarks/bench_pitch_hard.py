"""Hard Pitch bot's thinking time per decision, on one core, against three Medium bots.

Run from the repository root::

    python benchmarks/bench_pitch_hard.py [--games 40] [--samples 192] [--bid-samples 48] [--profile]

Times every call of Hard's card choice (only those with more than one legal card: a forced card costs
nothing) and of its bidding, in CPU seconds of this process (``time.process_time``, so other work on the
machine does not count), and prints mean, median, 95th percentile and maximum. The issue asks for well
within 1 s a decision; the aim is tens of milliseconds, so that thousands of games can be measured.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import pstats
import random
import time
from typing import ClassVar

from pit_desktop.core.bots.level import Level
from pit_desktop.core.sim.stats import percentiles
from pit_desktop.games.pitch.bots.hard import BID_SAMPLES, PLAY_SAMPLES, HardBot
from pit_desktop.games.pitch.bots.levels import make_pitch_bot
from pit_desktop.games.pitch.engine.settings import PitchSettings
from pit_desktop.games.pitch.sim.table import PitchTable


class TimedHard(HardBot):
    """Hard, keeping the CPU time of each decision."""

    cards: ClassVar[list[float]] = []
    calls: ClassVar[list[float]] = []

    def choose_card(self, view, legal):  # type: ignore[no-untyped-def]
        started = time.process_time()
        card = super().choose_card(view, legal)
        if len(legal) > 1:
            self.cards.append(time.process_time() - started)
        return card

    def choose_call(self, view, legal):  # type: ignore[no-untyped-def]
        started = time.process_time()
        call = super().choose_call(view, legal)
        self.calls.append(time.process_time() - started)
        return call


def play(games: int, samples: int, bid_samples: int, seed: int = 1) -> None:
    """Play ``games`` games of one timed Hard bot (``samples`` deals a card, ``bid_samples`` a call) against
    three Medium bots."""
    for g in range(games):
        bots = [TimedHard(0, random.Random(f"{seed}/{g}/0"), samples=samples, bid_samples=bid_samples)]
        bots += [make_pitch_bot(Level.MEDIUM, s, random.Random(f"{seed}/{g}/{s}")) for s in (1, 2, 3)]
        PitchTable(PitchSettings(), bots, seed=seed * 1_000_003 + g).play_game()


def line(name: str, values: list[float]) -> str:
    """One row: count, mean, p50, p95 and max in milliseconds."""
    p50, p95 = percentiles(values, (50, 95))
    mean = sum(values) / max(1, len(values))
    return (
        f"{name:<6} {len(values):>6} decisions: mean {1000 * mean:6.1f} ms, p50 {1000 * p50:6.1f} ms, "
        f"p95 {1000 * p95:6.1f} ms, max {1000 * max(values, default=0):6.1f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--samples", type=int, default=PLAY_SAMPLES, help="deals a card (Hard's own)")
    parser.add_argument("--bid-samples", type=int, default=BID_SAMPLES, help="deals a call (Hard's own)")
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    profiler = cProfile.Profile() if args.profile else None
    if profiler:
        profiler.enable()
    play(args.games, args.samples, args.bid_samples)
    if profiler:
        profiler.disable()
    print(f"Hard ({args.samples} deals a card, {args.bid_samples} a call) vs 3 Medium, {args.games} games")
    print(line("cards", TimedHard.cards))
    print(line("calls", TimedHard.calls))
    if profiler:
        text = io.StringIO()
        pstats.Stats(profiler, stream=text).sort_stats("cumulative").print_stats(15)
        print(text.getvalue())


if __name__ == "__main__":
    main()
