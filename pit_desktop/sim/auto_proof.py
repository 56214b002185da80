"""The ``auto`` subcommand: does the Auto level settle a Human seat at its fair share?

A run seats one Human (:mod:`pit_desktop.bots.human`) against bots that all play the Auto setting, starting
at a given level and pace, and plays a series of games; between hands and between games
:func:`~pit_desktop.bots.auto.auto_step` moves the setting, and the bots' level and the table's pace follow
at once. The figure is the Human's win rate over the last games of each run, averaged over many seeded runs,
against the fair share (one game in ``players``). Runs are spread over worker processes like a tournament's
games and come back in a fixed order, so the figures are deterministic for a seed.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, TextIO

from pit_desktop.bots import Level, TablePace, make_bot
from pit_desktop.bots.auto import AUTO_LADDER, AutoSetting, HandResult, Moment, auto_step, rung_of
from pit_desktop.bots.pace import Pace
from pit_desktop.engine import GameSettings
from pit_desktop.sim.args import games_count, jobs_count, seed_number
from pit_desktop.sim.runner import HandStats, HeadlessTable
from pit_desktop.sim.tournament import NO_WORKERS, default_jobs, plan_jobs, worker_processes_available

HUMAN_SEAT = 0
"""The Human's seat in every game of a run (the dealer, and with it who holds ten cards, moves each hand)."""

TOLERANCE = 0.07
"""A start passes when the Human's mean win rate is within this of the fair share (seven points)."""

STARTS: tuple[AutoSetting, ...] = (AutoSetting(Level.HARD, Pace.BRISK), AutoSetting(Level.EASY, Pace.RELAXED))
"""Where the runs start: the hardest and the easiest rung."""


@dataclass(frozen=True, slots=True)
class AutoRun:
    """One run: a Human against Auto bots for ``games`` games.

    Attributes:
        players: seats at the table.
        start: the setting of the first game.
        games: games in the run.
        seed: the command's seed.
        run: the run's number (with ``seed``, it seeds every deal and bot).
    """

    players: int
    start: AutoSetting
    games: int
    seed: int
    run: int


@dataclass(frozen=True, slots=True)
class AutoRunOutcome:
    """What one run came to.

    Attributes:
        won: whether the Human won each game, in order.
        rungs: the ladder rung each game started on.
        moves: how many times Auto moved (between hands and between games).
    """

    won: tuple[bool, ...]
    rungs: tuple[int, ...]
    moves: int


def play_run(job: AutoRun) -> AutoRunOutcome:
    """Play one run on the virtual clock. A pure function of ``job``."""
    settings = GameSettings(players=job.players)
    setting = job.start
    history: list[HandResult] = []
    won: list[bool] = []
    rungs: list[int] = []
    moves = 0
    tag = f"{job.seed}/{job.players}/{job.start.level.value}-{job.start.pace.value}/{job.run}"
    for game in range(job.games):
        rungs.append(rung_of(setting))
        pace = TablePace(setting.pace)
        bots = [
            make_bot(
                Level.HUMAN if seat == HUMAN_SEAT else setting.level,
                seat,
                random.Random(f"{tag}/{game}/0/{seat}"),
                pace=pace,
            )
            for seat in range(job.players)
        ]
        table = HeadlessTable(settings, bots, seed=_engine_seed(tag, game))

        def between_hands(
            stats: HandStats, table: HeadlessTable = table, pace: TablePace = pace, game: int = game
        ) -> None:
            nonlocal setting, moves
            history.append(_result(setting, job.players, stats))
            decision = auto_step(history, setting, Moment.HAND)
            if decision.setting != setting:
                moves += 1
                pace.pace = decision.setting.pace
                if decision.setting.level is not setting.level:
                    for seat in range(job.players):
                        if seat != HUMAN_SEAT:
                            rng = random.Random(f"{tag}/{game}/{stats.hand_no}/{seat}")
                            table.bots[seat] = make_bot(decision.setting.level, seat, rng, pace=pace)
                setting = decision.setting

        result = table.play_game(between_hands=between_hands)
        if result.hands:
            history.append(_result(setting, job.players, result.hands[-1], result.winner == HUMAN_SEAT))
        won.append(result.winner == HUMAN_SEAT)
        decision = auto_step(history, setting, Moment.GAME)
        if decision.setting != setting:
            moves += 1
            setting = decision.setting
    return AutoRunOutcome(tuple(won), tuple(rungs), moves)


def _result(setting: AutoSetting, players: int, stats: HandStats, game_won: bool | None = None) -> HandResult:
    return HandResult(setting.level, setting.pace, players, stats.cornered_by == HUMAN_SEAT, game_won)


def _engine_seed(tag: str, game: int) -> int:
    return random.Random(f"{tag}/{game}/deal").getrandbits(63)


def play_runs(jobs_list: Sequence[AutoRun], jobs: int = 1) -> list[AutoRunOutcome]:
    """Play ``jobs_list`` in order on up to ``jobs`` worker processes (in this process when 1)."""
    jobs = plan_jobs(jobs, len(jobs_list) * 8)  # a run is some 60 games: one chunk each
    if jobs <= 1:
        return [play_run(job) for job in jobs_list]
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(play_run, jobs_list))


@dataclass(frozen=True, slots=True)
class StartSummary:
    """The figures of one start at one table size.

    Attributes:
        players: seats at the table.
        start: the starting setting.
        runs: runs played.
        win_rate: the Human's win rate over the last games of each run, averaged over the runs.
        spread: the standard error of that mean (standard deviation across runs / sqrt(runs)).
        final_rungs: how many runs ended on each rung.
        moves: mean moves per run.
    """

    players: int
    start: AutoSetting
    runs: int
    win_rate: float
    spread: float
    final_rungs: tuple[int, ...]
    moves: float

    @property
    def fair(self) -> float:
        """The fair share: one game in ``players``."""
        return 1.0 / self.players

    @property
    def passed(self) -> bool:
        """Within :data:`TOLERANCE` of the fair share."""
        return abs(self.win_rate - self.fair) <= TOLERANCE


def summarise(
    players: int, start: AutoSetting, outcomes: Sequence[AutoRunOutcome], last: int
) -> StartSummary:
    """The figures of ``outcomes``, counting the last ``last`` games of each run."""
    rates = [sum(o.won[-last:]) / max(1, len(o.won[-last:])) for o in outcomes]
    final = [0] * len(AUTO_LADDER)
    for o in outcomes:
        if o.rungs:
            final[o.rungs[-1]] += 1
    spread = statistics.stdev(rates) / len(rates) ** 0.5 if len(rates) > 1 else 0.0
    return StartSummary(
        players,
        start,
        len(outcomes),
        statistics.fmean(rates) if rates else 0.0,
        spread,
        tuple(final),
        statistics.fmean(o.moves for o in outcomes) if outcomes else 0.0,
    )


def _rung_name(rung: int) -> str:
    setting = AUTO_LADDER[rung]
    return f"{setting.level.value} {setting.pace.display_name}"


def _players_list(text: str) -> tuple[int, ...]:
    try:
        values = tuple(int(part) for part in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected table sizes like 3,4,6, not {text!r}") from None
    if not values or any(not 3 <= v <= 8 for v in values):
        raise argparse.ArgumentTypeError(f"table sizes must be 3 to 8, not {text!r}")
    return values


def register(subparsers: Any) -> None:
    """Add ``auto`` to ``subparsers``."""
    cmd = subparsers.add_parser(
        "auto", help="a Human seat against Auto bots: does Auto settle it at its fair share? PASS/FAIL"
    )
    cmd.add_argument("--runs", type=games_count, default=50, help="seeded runs per start (default 50)")
    cmd.add_argument("--games", type=games_count, default=60, help="games per run (default 60)")
    cmd.add_argument("--last", type=games_count, default=20, help="games counted at the end of each run (20)")
    cmd.add_argument(
        "--players", type=_players_list, default=(3, 4, 6), help="table sizes, comma-separated (3,4,6)"
    )
    cmd.add_argument("--seed", type=seed_number, default=1, help="seed of the runs (default 1)")
    cmd.add_argument("--jobs", type=jobs_count, default=None, help="worker processes (default: one per core)")
    cmd.set_defaults(func=run_auto)


def run_auto(args: argparse.Namespace, out: TextIO | None = None) -> int:
    """Run ``auto`` and print a markdown table and the PASS/FAIL lines.

    Returns:
        0 when it ran (whatever the verdicts), 2 on bad arguments.
    """
    out = out or sys.stdout
    if args.last > args.games:
        print("pit-desktop auto: --last cannot exceed --games", file=sys.stderr)
        return 2
    requested = args.jobs or default_jobs()
    if requested > 1 and not worker_processes_available():
        print(f"pit-desktop auto: {NO_WORKERS}", file=out)
    started = time.perf_counter()
    summaries = []
    for players in args.players:
        for start in STARTS:
            runs = [AutoRun(players, start, args.games, args.seed, r) for r in range(args.runs)]
            summaries.append(summarise(players, start, play_runs(runs, requested), args.last))
    elapsed = time.perf_counter() - started
    print(markdown(summaries, args, elapsed), file=out)
    return 0


def markdown(summaries: Sequence[StartSummary], args: argparse.Namespace, elapsed: float) -> str:
    """The table and the verdicts."""
    lines = [
        f"| players | start | fair share | Human's win rate, last {args.last} of {args.games} games "
        "| ± | moves per run | where the runs ended |",
        "|---:|---|---:|---:|---:|---:|---|",
    ]
    for s in summaries:
        ended = ", ".join(f"{_rung_name(i)} {n}" for i, n in enumerate(s.final_rungs) if n)
        lines.append(
            f"| {s.players} | {s.start.level.value}, {s.start.pace.display_name} | {100 * s.fair:.1f}% "
            f"| {100 * s.win_rate:.1f}% | {100 * s.spread:.1f} | {s.moves:.1f} | {ended} |"
        )
    lines += [
        "",
        f"{len(summaries)} starts × {args.runs} runs × {args.games} games; seed {args.seed}, "
        f"{elapsed:.0f} s.",
        "",
        "Targets:",
        "",
    ]
    for s in summaries:
        verdict = "PASS" if s.passed else "FAIL"
        lines.append(
            f"- {verdict}: {s.players} players from {s.start.level.value}, {s.start.pace.display_name}: "
            f"the Human wins {100 * s.win_rate:.1f}%, within {100 * TOLERANCE:.0f} points of its fair share "
            f"{100 * s.fair:.1f}%"
        )
    return "\n".join(lines) + "\n"
