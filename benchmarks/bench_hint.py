"""How long a hint takes to work out, in Pit and in Pitch, at each level, on one core.

Run from the repository root::

    python benchmarks/bench_hint.py [--hands 6] [--games 3]

Pit: a bot of each level on seat 0 with an advisor beside it (``games/pit/bots/hint.py``), told the same
events, against three Medium bots on the headless table; every time the bot is asked for a step, the advisor
is asked for a hint too and the advice is timed. Pitch: at every turn of games played by Medium bots, the hint
of each level on the view of the seat on turn (``games/pitch/bots/hint.py``, Hard with its own sample counts).
Times are CPU seconds of this process (``time.process_time``), printed as mean, median, 95th percentile
and maximum. The window works the hint out on its GUI thread: the aim is well under a frame's 16 ms in Pit
(the market goes on) and well under a tenth of a second in Pitch (the bots wait on the player's turn).
"""

from __future__ import annotations

import argparse
import random
import time
from typing import Any

from pit_desktop.games.pit.bots import Level, make_bot
from pit_desktop.games.pit.bots.hint import PitAdvisor
from pit_desktop.games.pit.engine import CardsDealt, GameSettings, PlayerView
from pit_desktop.games.pit.sim.runner import HeadlessTable
from pit_desktop.games.pit.sim.stats import percentiles
from pit_desktop.games.pitch.bots.hint import pitch_hint
from pit_desktop.games.pitch.bots.levels import make_pitch_bot
from pit_desktop.games.pitch.engine.commands import DealHand, PlayCard
from pit_desktop.games.pitch.engine.engine import PitchEngine
from pit_desktop.games.pitch.engine.settings import PitchSettings

LEVELS = (Level.EASY, Level.MEDIUM, Level.HARD)


class Advised:
    """A bot on seat 0 with a timed advisor beside it."""

    def __init__(self, level: Level, times: list[float], table: list[HeadlessTable]) -> None:
        self.bot = make_bot(level, 0, random.Random(1))
        self.seat, self.level = 0, level
        self.advisor = PitAdvisor(level, 0)
        self.times, self.table = times, table

    def restart(self, view: PlayerView) -> None:
        self.bot.restart(view)

    def inform(self, event: Any) -> bool:
        self.advisor.inform(event)
        if isinstance(event, CardsDealt) and event.seat == 0:
            self.advisor.restart(self.table[0].engine.view(0))
        return self.bot.inform(event)

    def step(self, view: PlayerView) -> Any:
        started = time.process_time()
        self.advisor.look(view)
        self.advisor.advise(view)
        self.times.append(time.process_time() - started)
        return self.bot.step(view)

    def refused(self, command: Any, error: Any) -> None:
        self.bot.refused(command, error)


def pit_times(level: Level, hands: int) -> list[float]:
    times: list[float] = []
    holder: list[HeadlessTable] = []
    bots = [Advised(level, times, holder), *(make_bot(Level.MEDIUM, s, random.Random(s)) for s in (1, 2, 3))]
    table = HeadlessTable(GameSettings(players=4), bots, seed=7)
    holder.append(table)
    for _ in range(hands):
        table.play_hand()
        table.clock.advance_to(table.clock.now_s + 3.0)
    return times


def pitch_times(games: int) -> dict[Level, list[float]]:
    times: dict[Level, list[float]] = {level: [] for level in LEVELS}
    for g in range(games):
        engine = PitchEngine(PitchSettings(players=4), seed=g)
        bots = [make_pitch_bot(Level.MEDIUM, s, random.Random(s)) for s in range(4)]
        while engine.phase.value != "game_over":
            engine.submit(DealHand())
            while engine.turn >= 0:
                view = engine.view(engine.turn)
                for level in LEVELS:
                    started = time.process_time()
                    pitch_hint(level, view)
                    times[level].append(time.process_time() - started)
                bot = bots[engine.turn]
                legal = view.legal_commands()
                if view.phase.value == "bidding":
                    engine.submit(bot.choose_call(view, legal))
                else:
                    engine.submit(PlayCard(view.seat, bot.choose_card(view, view.legal_cards())))
    return times


def line(name: str, values: list[float]) -> str:
    """One row: count, mean, p50, p95 and max in milliseconds."""
    p50, p95 = percentiles(values, (50, 95))
    mean = sum(values) / max(1, len(values))
    return (
        f"{name:<14} {len(values):>6} hints: mean {1000 * mean:7.2f} ms, p50 {1000 * p50:7.2f} ms, "
        f"p95 {1000 * p95:7.2f} ms, max {1000 * max(values, default=0):7.2f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=6, help="Pit hands per level")
    parser.add_argument("--games", type=int, default=3, help="Pitch games")
    args = parser.parse_args()
    for level in LEVELS:
        print(line(f"Pit {level.value}", pit_times(level, args.hands)))
    for level, values in pitch_times(args.games).items():
        print(line(f"Pitch {level.value}", values))


if __name__ == "__main__":
    main()
