"""The ``auto`` subcommand: does the Auto level bring every person near their fair share, and soon?

A run seats one member of the family of simulated people (:mod:`pit_desktop.games.pit.bots.people`) against
bots that all play Auto's setting, starting at a given one (Medium by default), the bots matching the person's
speed as in the window (:mod:`pit_desktop.games.pit.bots.matching`); after every hand
:func:`~pit_desktop.games.pit.bots.auto.auto_step` moves the setting and the bots follow at once (a new level,
new bots). A run lasts :data:`HANDS` hands, across games if a game ends sooner. The figure is the share of
hands the person cornered over hands 3–12, averaged over many seeded runs, against the fair share (one hand in
``players``). Runs are spread over worker processes like a tournament's games and come back in a fixed order,
so the figures are deterministic for a seed.
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

from pit_desktop.core.bots.pace import Pace
from pit_desktop.core.sim.args import games_count, jobs_count, seed_number
from pit_desktop.games.pit.bots import Level, TablePace, make_bot
from pit_desktop.games.pit.bots.auto import AutoSetting, HandResult, Moment, auto_step, closeness_of
from pit_desktop.games.pit.bots.matching import SpeedMeter
from pit_desktop.games.pit.bots.people import FAMILY, PersonBot, person_named
from pit_desktop.games.pit.engine import CornerClaimed, Event, GameSettings, Phase
from pit_desktop.games.pit.sim.runner import DEAL_PAUSE_S, HandStats, HeadlessTable
from pit_desktop.games.pit.sim.tournament import (
    NO_WORKERS,
    default_jobs,
    plan_jobs,
    worker_processes_available,
)

PERSON_SEAT = 0
"""The person's seat in every game of a run (the dealer, and with it who holds ten cards, moves each hand)."""

TOLERANCE = 0.07
"""A person passes when their mean share of hands cornered is within this of the fair share (seven points)."""

HANDS = 12
"""Hands in a run."""

FIRST_COUNTED = 3
"""The first hand counted (Auto has had two hands to learn)."""

STARTS: dict[str, AutoSetting] = {
    "medium": AutoSetting(Level.MEDIUM, Pace.STANDARD),
    "easy": AutoSetting(Level.EASY, Pace.STANDARD),
    "hard": AutoSetting(Level.HARD, Pace.STANDARD),
}
"""Where a run may start, by the name ``--start`` takes."""


@dataclass(frozen=True, slots=True)
class AutoRun:
    """One run: a person against Auto bots for ``hands`` hands.

    Attributes:
        players: seats at the table.
        person: the family member's key.
        start: the setting of the first hand.
        hands: hands in the run.
        seed: the command's seed.
        run: the run's number (with ``seed``, it seeds every deal and bot).
    """

    players: int
    person: str
    start: AutoSetting
    hands: int
    seed: int
    run: int


@dataclass(frozen=True, slots=True)
class AutoRunOutcome:
    """What one run came to.

    Attributes:
        cornered: whether the person cornered each hand, in order.
        difficulty: the difficulty on Auto's scale each hand was played at.
        moves: how many times Auto changed the setting.
        final: the setting after the last hand.
    """

    cornered: tuple[bool, ...]
    difficulty: tuple[float, ...]
    moves: int
    final: AutoSetting


def play_run(job: AutoRun) -> AutoRunOutcome:
    """Play one run on the virtual clock. A pure function of ``job``."""
    from pit_desktop.games.pit.bots.auto import difficulty_of

    settings = GameSettings(players=job.players)
    person = person_named(job.person)
    setting = job.start
    history: list[HandResult] = []
    cornered: list[bool] = []
    levels: list[float] = []
    moves = 0
    tag = f"{job.seed}/{job.players}/{job.person}/{job.start.level.value}/{job.run}"
    game = 0
    while len(cornered) < job.hands:
        meter = SpeedMeter(PERSON_SEAT, job.players)
        pace = TablePace(setting.pace, meter)
        pace.ease = setting.ease
        bots = [
            PersonBot(seat, random.Random(f"{tag}/{game}/0/{seat}"), person)
            if seat == PERSON_SEAT
            else make_bot(setting.level, seat, random.Random(f"{tag}/{game}/0/{seat}"), pace=pace)
            for seat in range(job.players)
        ]
        table = HeadlessTable(settings, bots, seed=_engine_seed(tag, game), meter=meter)
        ends: list[CornerClaimed] = []

        def keep(event: Event, ends: list[CornerClaimed] = ends) -> None:
            if type(event) is CornerClaimed:
                ends.append(event)

        table.engine.subscribe(keep)
        while len(cornered) < job.hands:
            levels.append(difficulty_of(setting))
            stats = table.play_hand()
            if stats.stalled:
                break
            end = ends[-1] if ends else None
            over = table.engine.phase is Phase.GAME_OVER
            won = None if not over else table.engine.winner == PERSON_SEAT
            history.append(_result(setting, job.players, stats, end, meter, won))
            cornered.append(stats.cornered_by == PERSON_SEAT)
            decision = auto_step(history, setting, Moment.GAME if over else Moment.HAND, job.start)
            if decision.setting != setting:
                moves += 1
                pace.pace, pace.ease = decision.setting.pace, decision.setting.ease
                if decision.setting.level is not setting.level:
                    for seat in range(job.players):
                        if seat != PERSON_SEAT:
                            rng = random.Random(f"{tag}/{game}/{stats.hand_no}/{seat}")
                            table.bots[seat] = make_bot(decision.setting.level, seat, rng, pace=pace)
                setting = decision.setting
            if over:
                break
            table.clock.advance_to(table.clock.now_s + DEAL_PAUSE_S)
        else:
            break
        if stats.stalled:
            break
        game += 1
    return AutoRunOutcome(tuple(cornered), tuple(levels), moves, setting)


def _result(
    setting: AutoSetting,
    players: int,
    stats: HandStats,
    end: CornerClaimed | None,
    meter: SpeedMeter,
    game_won: bool | None,
) -> HandResult:
    closeness = closeness_of(end.hands, PERSON_SEAT, end.seat) if end is not None else None
    tries = stats.accepts[PERSON_SEAT] if stats.accepts else 0
    landed = stats.landed[PERSON_SEAT] if stats.landed else 0
    return HandResult(
        setting.level,
        setting.pace,
        players,
        stats.cornered_by == PERSON_SEAT,
        game_won,
        ease=setting.ease,
        closeness=closeness,
        tries=tries,
        lost=tries - landed,
        speed=meter.take,
        matched=True,
    )


def _engine_seed(tag: str, game: int) -> int:
    return random.Random(f"{tag}/{game}/deal").getrandbits(63)


def play_runs(jobs_list: Sequence[AutoRun], jobs: int = 1) -> list[AutoRunOutcome]:
    """Play ``jobs_list`` in order on up to ``jobs`` worker processes (in this process when 1)."""
    jobs = plan_jobs(jobs, len(jobs_list))
    if jobs <= 1:
        return [play_run(job) for job in jobs_list]
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(max_workers=jobs) as pool:
        return list(pool.map(play_run, jobs_list, chunksize=4))


@dataclass(frozen=True, slots=True)
class PersonSummary:
    """The figures of one person at one table size.

    Attributes:
        players: seats at the table.
        person: the family member's key.
        start: the starting setting.
        runs: runs played.
        share: the person's share of hands cornered over the hands counted, averaged over the runs.
        spread: the standard error of that mean.
        first_share: the same over the first hands (before :data:`FIRST_COUNTED`), for comparison.
        moves: mean moves per run.
        ended: how many runs ended at each level.
    """

    players: int
    person: str
    start: AutoSetting
    runs: int
    share: float
    spread: float
    first_share: float
    moves: float
    ended: dict[Level, int]

    @property
    def fair(self) -> float:
        """The fair share: one hand in ``players``."""
        return 1.0 / self.players

    @property
    def passed(self) -> bool:
        """Within :data:`TOLERANCE` of the fair share."""
        return abs(self.share - self.fair) <= TOLERANCE


def summarise(
    players: int, person: str, start: AutoSetting, outcomes: Sequence[AutoRunOutcome]
) -> PersonSummary:
    """The figures of ``outcomes``, counting hands :data:`FIRST_COUNTED` to :data:`HANDS`."""
    counted = [o.cornered[FIRST_COUNTED - 1 : HANDS] for o in outcomes]
    rates = [sum(c) / len(c) for c in counted if c]
    early = [o.cornered[: FIRST_COUNTED - 1] for o in outcomes]
    early_rates = [sum(c) / len(c) for c in early if c]
    ended: dict[Level, int] = {}
    for o in outcomes:
        ended[o.final.level] = ended.get(o.final.level, 0) + 1
    spread = statistics.stdev(rates) / len(rates) ** 0.5 if len(rates) > 1 else 0.0
    return PersonSummary(
        players,
        person,
        start,
        len(outcomes),
        statistics.fmean(rates) if rates else 0.0,
        spread,
        statistics.fmean(early_rates) if early_rates else 0.0,
        statistics.fmean(o.moves for o in outcomes) if outcomes else 0.0,
        ended,
    )


def _players_list(text: str) -> tuple[int, ...]:
    try:
        values = tuple(int(part) for part in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected table sizes like 3,4,6, not {text!r}") from None
    if not values or any(not 3 <= v <= 8 for v in values):
        raise argparse.ArgumentTypeError(f"table sizes must be 3 to 8, not {text!r}")
    return values


def _people_list(text: str) -> tuple[str, ...]:
    keys = tuple(part.strip() for part in text.split(",") if part.strip())
    try:
        for key in keys:
            person_named(key)
    except ValueError as err:
        raise argparse.ArgumentTypeError(str(err)) from None
    if not keys:
        raise argparse.ArgumentTypeError("name at least one person")
    return keys


def register(subparsers: Any) -> None:
    """Add ``auto`` to ``subparsers``."""
    cmd = subparsers.add_parser(
        "auto",
        help="the family of simulated people against Auto bots: does each come near a fair share by hands "
        "3-12? PASS/FAIL",
    )
    cmd.add_argument("--runs", type=games_count, default=200, help="seeded runs per person (default 200)")
    cmd.add_argument(
        "--players", type=_players_list, default=(4,), help="table sizes, comma-separated (default 4)"
    )
    cmd.add_argument(
        "--people",
        type=_people_list,
        default=tuple(p.key for p in FAMILY),
        help="family members, comma-separated (default: all)",
    )
    cmd.add_argument(
        "--start", choices=tuple(STARTS), default="medium", help="the level Auto starts at (default medium)"
    )
    cmd.add_argument("--seed", type=seed_number, default=1, help="seed of the runs (default 1)")
    cmd.add_argument("--jobs", type=jobs_count, default=None, help="worker processes (default: one per core)")
    cmd.set_defaults(func=run_auto)


def run_auto(args: argparse.Namespace, out: TextIO | None = None) -> int:
    """Run ``auto`` and print a markdown table and the PASS/FAIL lines.

    Returns:
        0 when it ran (whatever the verdicts).
    """
    out = out or sys.stdout
    requested = args.jobs or default_jobs()
    if requested > 1 and not worker_processes_available():
        print(f"pit-desktop auto: {NO_WORKERS}", file=out)
    started = time.perf_counter()
    start = STARTS[args.start]
    summaries = []
    for players in args.players:
        for person in args.people:
            runs = [AutoRun(players, person, start, HANDS, args.seed, r) for r in range(args.runs)]
            summaries.append(summarise(players, person, start, play_runs(runs, requested)))
    elapsed = time.perf_counter() - started
    print(markdown(summaries, args, elapsed), file=out)
    return 0


def markdown(summaries: Sequence[PersonSummary], args: argparse.Namespace, elapsed: float) -> str:
    """The table and the verdicts."""
    first, last = FIRST_COUNTED, HANDS
    lines = [
        f"| players | person | fair share | hands cornered, hands {first}–{last} | ± | hands 1–{first - 1} "
        "| moves per run | where the runs ended |",
        "|---:|---|---:|---:|---:|---:|---:|---|",
    ]
    for s in summaries:
        title = person_named(s.person).title
        ended = ", ".join(f"{lv.value} {n}" for lv, n in s.ended.items())
        lines.append(
            f"| {s.players} | {title} | {100 * s.fair:.1f}% | {100 * s.share:.1f}% | {100 * s.spread:.1f} "
            f"| {100 * s.first_share:.1f}% | {s.moves:.1f} | {ended} |"
        )
    start = STARTS[args.start]
    lines += [
        "",
        f"{len(summaries)} people × {args.runs} runs × {HANDS} hands from {start.level.value}; "
        f"seed {args.seed}, {elapsed:.0f} s.",
        "",
        "Targets:",
        "",
    ]
    for s in summaries:
        verdict = "PASS" if s.passed else "FAIL"
        lines.append(
            f"- {verdict}: {s.players} players, {person_named(s.person).title}: corners {100 * s.share:.1f}% "
            f"of hands {first}–{last}, within {100 * TOLERANCE:.0f} points of the fair share "
            f"{100 * s.fair:.1f}%"
        )
    return "\n".join(lines) + "\n"
