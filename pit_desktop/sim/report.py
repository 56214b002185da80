"""The ``tournament`` subcommand: run the matches, check the targets, write markdown and CSV."""

from __future__ import annotations

import argparse
import csv
import math
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from pit_desktop.bots import Level
from pit_desktop.engine import GameSettings
from pit_desktop.sim.cli import games_count, jobs_count, players_count, seed_number
from pit_desktop.sim.games import GameOutcome
from pit_desktop.sim.stats import Tally, openskill_ratings, percentiles
from pit_desktop.sim.tournament import (
    NO_WORKERS,
    Match,
    default_jobs,
    plan_jobs,
    run_specs,
    specs_for,
    standard_suite,
    tally,
    worker_processes_available,
)


@dataclass(slots=True)
class MatchResult:
    """One match's outcomes and figures.

    Attributes:
        match: the line-up.
        tally: per-level figures.
        ratings: openskill ``(mu, sigma)`` per level, from this match's games.
    """

    match: Match
    tally: Tally
    ratings: dict[Level, tuple[float, float]]


def register(subparsers: Any) -> None:
    """Add ``tournament`` to ``subparsers``."""
    tour = subparsers.add_parser(
        "tournament",
        help="duplicate-deal bot tournament: win rates, corners, points, openskill; markdown and CSV",
    )
    tour.add_argument(
        "--games",
        type=games_count,
        default=2000,
        help="games per match, rounded up to whole rotations (2000)",
    )
    tour.add_argument("--players", type=players_count, default=4, help="seats at each table (default 4)")
    tour.add_argument(
        "--seed", type=seed_number, default=1, help="seed of the deals and the bots (default 1)"
    )
    tour.add_argument(
        "--jobs", type=jobs_count, default=None, help="worker processes (default: one per core)"
    )
    tour.add_argument(
        "--out", type=Path, default=Path("."), help="folder for tournament.md and .csv (default: here)"
    )
    tour.add_argument("--only", default="", help="comma-separated match keys to run (default: all)")
    tour.set_defaults(func=run_tournament)


def run_tournament(args: argparse.Namespace, out: TextIO | None = None) -> int:
    """Run ``tournament``; print the table and the target checks, write the files.

    Progress lines that cannot be printed (the reader of a pipe went away) are dropped: the games go on
    and the files are still written.

    Returns:
        0 when the table was written, 1 when the files could not be written, 2 on bad arguments.
    """
    out = out or sys.stdout
    say = _console(out)
    if not 3 <= args.players <= 8 or args.games < 1:
        print("pit-desktop tournament: need 3 to 8 players and at least one game", file=sys.stderr)
        return 2
    matches = standard_suite(args.players)
    if args.only:
        keys = {k.strip() for k in args.only.split(",")}
        unknown = keys - {m.key for m in matches}
        if unknown:
            known = ", ".join(m.key for m in matches)
            print(
                f"pit-desktop tournament: unknown match {sorted(unknown)}; choose from {known}",
                file=sys.stderr,
            )
            return 2
        matches = [m for m in matches if m.key in keys]
    problem = _unwritable(args.out)
    if problem:  # say so now, not after minutes of play
        print(f"pit-desktop tournament: cannot write the table to {args.out}: {problem}", file=sys.stderr)
        return 2
    requested = args.jobs or default_jobs()
    deals = math.ceil(args.games / args.players)
    jobs = max(plan_jobs(requested, len(specs_for(match, deals, args.seed))) for match in matches)
    if requested > 1 and not worker_processes_available():
        say(f"pit-desktop tournament: {NO_WORKERS}")
    started = time.perf_counter()
    results: list[MatchResult] = []
    all_outcomes: list[GameOutcome] = []
    for match in matches:
        t0 = time.perf_counter()
        outcomes = run_specs(specs_for(match, deals, args.seed), jobs=jobs)
        all_outcomes.extend(outcomes)
        results.append(MatchResult(match, tally(match, outcomes), openskill_ratings(outcomes)))
        say(f"{match.title}: {len(outcomes)} games in {time.perf_counter() - t0:.0f} s")
    elapsed = time.perf_counter() - started
    md = markdown(results, all_outcomes, args, jobs, elapsed)
    try:
        args.out.mkdir(parents=True, exist_ok=True)
        (args.out / "tournament.md").write_text(md, encoding="utf-8")
        write_csv(results, args.out / "tournament.csv")
    except OSError as err:
        where = err.filename or args.out
        print(f"pit-desktop tournament: cannot write {where}: {err.strerror or err}", file=sys.stderr)
        return 1
    print(md, file=out)
    return 0


def _console(out: TextIO) -> Callable[[str], None]:
    """A ``print`` to ``out`` that goes quiet after the first line it cannot write."""
    broken = False

    def say(line: str) -> None:
        nonlocal broken
        if broken:
            return
        try:
            print(line, file=out, flush=True)
        except OSError:
            broken = True

    return say


def _unwritable(folder: Path) -> str | None:
    """Why ``folder`` cannot take the table files (creating it if need be), or ``None`` if it can."""
    if folder.exists() and not folder.is_dir():
        return "it is a file, not a folder"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as err:
        return err.strerror or str(err)
    return None


def rows(results: list[MatchResult]) -> list[dict[str, Any]]:
    """One row per (match, level): the figures of the table."""
    table = []
    for result in results:
        for level, t in sorted(result.tally.levels.items(), key=lambda kv: _LEVEL_ORDER[kv[0]]):
            lo, hi = t.interval
            mu, sigma = result.ratings.get(level, (float("nan"), float("nan")))
            table.append(
                {
                    "match": result.match.title,
                    "level": level.value,
                    "games": t.games,
                    "wins": t.wins,
                    "win_rate": round(t.win_rate, 4),
                    "ci_low": round(lo, 4),
                    "ci_high": round(hi, 4),
                    "corner_share": round(t.corner_share, 4),
                    "points_per_hand": round(t.points_per_hand, 2),
                    "openskill_mu": round(mu, 2),
                    "openskill_sigma": round(sigma, 2),
                    "abandoned_games": result.tally.abandoned,
                }
            )
    return table


_LEVEL_ORDER = {level: i for i, level in enumerate(Level)}


def write_csv(results: list[MatchResult], path: Path) -> None:
    """Write :func:`rows` to ``path`` as CSV."""
    table = rows(results)
    with path.open("w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=list(table[0]) if table else ["match"])
        writer.writeheader()
        writer.writerows(table)


def markdown(
    results: list[MatchResult],
    outcomes: list[GameOutcome],
    args: argparse.Namespace,
    jobs: int,
    elapsed: float,
) -> str:
    """The table, the target checks and the hand-length figures as markdown."""
    lines = [
        "| match | level | games | win rate | 95% interval | corners per hand | points per hand "
        "| openskill μ ± σ |",
        "|---|---|---:|---:|---|---:|---:|---|",
    ]
    for r in rows(results):
        lines.append(
            f"| {r['match']} | {r['level']} | {r['games']} | {100 * r['win_rate']:.1f}% "
            f"| {100 * r['ci_low']:.1f}–{100 * r['ci_high']:.1f}% | {r['corner_share']:.3f} "
            f"| {r['points_per_hand']:.1f} | {r['openskill_mu']:.1f} ± {r['openskill_sigma']:.1f} |"
        )
    hands = sum(o.hands for o in outcomes)
    abandoned = sum(o.winner < 0 for o in outcomes)
    sort_s = GameSettings().sort_time_s
    lines += [
        "",
        f"{len(outcomes)} games, {hands} hands, {abandoned} abandoned after a stalled hand; "
        f"seed {args.seed}, {_seats(results, args.players)}, "
        f"{jobs} {'process' if jobs == 1 else 'processes'}, {elapsed:.0f} s.",
        "",
        f"Per hand (percentiles p5 / p25 / p50 / p75 / p95, and max); game time runs from the bell to the "
        f"corner, and the {sort_s:.0f} s sorting period comes before it:",
        "",
        "| match | hands | trades | game time (s) |",
        "|---|---:|---|---|",
        *(_spread(r.match.title, r.tally.hand_trades, r.tally.hand_market_s) for r in results),
        "",
        "Targets:",
        "",
        *(f"- {line}" for line in check_targets(results) or ["none: no match they measure was played"]),
        "",
    ]
    return "\n".join(lines)


def _seats(results: list[MatchResult], players: int) -> str:
    """ "4 players", or which matches seat fewer (the round robin has one seat per level, 4 at most)."""
    fewer = [f"{r.match.key}: {len(r.match.levels)} seats" for r in results if len(r.match.levels) != players]
    return f"{players} players" + (f" ({'; '.join(fewer)})" if fewer else "")


def _spread(title: str, trades: list[int], market: list[float]) -> str:
    qs = (5, 25, 50, 75, 95)
    t = " / ".join(f"{v:.0f}" for v in percentiles(trades, qs)) + f" ({max(trades, default=0)})"
    m = " / ".join(f"{v:.0f}" for v in percentiles(market, qs)) + f" ({max(market, default=0):.0f})"
    return f"| {title} | {len(trades)} | {t} | {m} |"


def _find(results: list[MatchResult], key: str, level: Level) -> Any:
    for r in results:
        if r.match.key == key and level in r.tally.levels:
            return r.tally.levels[level]
    return None


def check_targets(results: list[MatchResult]) -> list[str]:
    """The issue's targets, each as ``"PASS: …"`` / ``"FAIL: …"`` (only those the results cover)."""
    out: list[str] = []

    def verdict(ok: bool, text: str) -> None:
        out.append(f"{'PASS' if ok else 'FAIL'}: {text}")

    easy = _find(results, "easy-vs-medium", Level.EASY)
    medium = _find(results, "medium-vs-medium", Level.MEDIUM)
    hard = _find(results, "hard-vs-medium", Level.HARD)
    if easy:
        verdict(easy.win_rate <= 0.15, f"Easy wins at most 15% ({100 * easy.win_rate:.1f}%)")
    if medium:
        lo, hi = medium.interval
        verdict(lo <= 0.25 <= hi, f"Medium's interval holds 25% ({100 * lo:.1f}–{100 * hi:.1f}%)")
    if hard:
        verdict(hard.win_rate >= 0.35, f"Hard wins at least 35% ({100 * hard.win_rate:.1f}%)")
    if easy and medium and hard:
        ok = easy.interval[1] < medium.interval[0] and medium.interval[1] < hard.interval[0]
        verdict(ok, "the three intervals do not overlap")
    equal = _find(results, "hard-vs-medium-equal", Level.HARD)
    if equal:
        lo = equal.interval[0]
        verdict(
            equal.win_rate >= 0.30 and lo > 0.25,
            f"on equal timing Hard wins at least 30% with its interval above 25% "
            f"({100 * equal.win_rate:.1f}%, low end {100 * lo:.1f}%)",
        )
    basic = _find(results, "hard-vs-basic", Level.HARD)
    if basic:
        verdict(basic.win_rate >= 0.60, f"Hard wins at least 60% against Basic ({100 * basic.win_rate:.1f}%)")
    rr = next((r for r in results if r.match.key == "round-robin"), None)
    if rr:
        mu = {level: rr.ratings[level][0] for level in rr.ratings}
        if all(level in mu for level in (Level.EASY, Level.MEDIUM, Level.HARD)):
            ok = mu[Level.EASY] < mu[Level.MEDIUM] < mu[Level.HARD]
            verdict(ok, "round-robin openskill: Easy < Medium < Hard")
    return out
