"""The ``tournament`` subcommand: run the matches, check the targets, write markdown and CSV.

``--game pitch`` plays Pitch's matches instead
(:func:`pit_desktop.games.pitch.sim.tournament.play_tournament`) and writes their table to
``pitch-tournament.md``."""

from __future__ import annotations

import argparse
import csv
import itertools
import math
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from pit_desktop.core import registry
from pit_desktop.core.sim.args import add_game_option, games_count, jobs_count, players_count, seed_number
from pit_desktop.core.sim.progress import progress
from pit_desktop.core.sim.tables import (
    can_write_table as can_write_table,
    chosen_matches as chosen_matches,
    console as console,
)
from pit_desktop.games.pit.bots import PLAYER_LEVELS, Level, Pace
from pit_desktop.games.pit.engine import GameSettings
from pit_desktop.games.pit.sim.games import GameOutcome
from pit_desktop.games.pit.sim.stats import Tally, openskill_ratings, percentiles
from pit_desktop.games.pit.sim.tournament import (
    NO_WORKERS,
    Match,
    default_jobs,
    family_suite,
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
        epilog=match_keys_text(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add_game_option(tour)
    tour.add_argument(
        "--games",
        type=games_count,
        default=TARGET_GAMES,
        help=f"games per match, rounded up to whole rotations ({TARGET_GAMES})",
    )
    tour.add_argument("--players", type=players_count, default=4, help="seats at each table (default 4)")
    tour.add_argument(
        "--seed", type=seed_number, default=1, help="seed of the deals and the bots (default 1)"
    )
    tour.add_argument(
        "--jobs", type=jobs_count, default=None, help="worker processes (default: one per core)"
    )
    tour.add_argument(
        "--out",
        type=Path,
        default=Path("."),
        help="folder for tournament.md and .csv, or Pitch's pitch-tournament.md (default: here)",
    )
    tour.add_argument(
        "--only", default="", help="comma-separated match keys to run (default: all; listed below)"
    )
    tour.add_argument(
        "--family",
        action="store_true",
        help="Pit: the family of simulated people against each level, the bots matching each person's speed "
        "(docs/bots.md); --only then takes the family's keys",
    )
    tour.add_argument(
        "--fixed-tempos",
        action="store_true",
        help="with --family: the bots at their levels' fixed tempos instead of matching the person",
    )
    tour.set_defaults(func=run_tournament)


def match_keys_text() -> str:
    """The match keys ``--only`` takes, one a line with the match's title (at four seats): the default
    game's, then each other game's in the registry's order (its ``suite``)."""

    def keys(matches: list[Any]) -> str:
        width = max(len(m.key) for m in matches)
        return "\n".join(f"  {m.key:<{width}}  {m.title}" for m in matches)

    parts = []
    for entry in registry.games():
        suite = entry.suite.load()()
        if not suite:
            continue
        after = "" if entry is registry.default() else f" with --game {entry.id}"
        parts.append(f"match keys for --only{after}:\n{keys(suite)}")
    return "\n".join(parts)


def run_tournament(args: argparse.Namespace, out: TextIO | None = None) -> int:
    """Run ``tournament``; print the table and the target checks, write the files.

    Progress lines that cannot be printed (the reader of a pipe went away) are dropped: the games go on
    and the files are still written.

    Returns:
        0 when the table was written, 1 when the files could not be written, 2 on bad arguments.
    """
    out = out or sys.stdout
    entry = registry.game(getattr(args, "game", None) or registry.default().id)
    return int(entry.tournament.load()(args, out, console(out)))


def pit_tournament(args: argparse.Namespace, out: TextIO, say: Callable[..., None]) -> int:
    """``tournament`` for Pit (its registry entry's ``tournament``): the table printed to ``out`` and
    written, progress told by ``say`` (:func:`console`); exit codes as :func:`run_tournament`'s."""
    if not 3 <= args.players <= 8 or args.games < 1:
        print("pit-desktop tournament: need 3 to 8 players and at least one game", file=sys.stderr)
        return 2
    if getattr(args, "family", False):
        suite = family_suite(args.players, match=not getattr(args, "fixed_tempos", False))
    else:
        suite = standard_suite(args.players)
    matches = chosen_matches(suite, args.only, "match")
    if matches is None or not can_write_table(args.out):
        return 2
    requested = args.jobs or default_jobs()
    deals = math.ceil(args.games / args.players)
    plans = [(match, specs_for(match, deals, args.seed)) for match in matches]
    every_game = [spec for _, specs in plans for spec in specs]
    jobs = plan_jobs(requested, len(every_game))
    if requested > 1 and not worker_processes_available():
        say(f"pit-desktop tournament: {NO_WORKERS}")
    started = time.perf_counter()
    ends = list(itertools.accumulate(len(specs) for _, specs in plans))
    told, told_at = 0, started  # matches told of so far, and when the last one ended

    def reached(done: int) -> None:
        nonlocal told, told_at
        shown.reached(done)
        while told < len(plans) and done >= ends[told]:
            match, specs = plans[told]
            now = time.perf_counter()
            say(f"{match.title}: {len(specs)} games in {now - told_at:.0f} s", shown)
            told, told_at = told + 1, now

    # One run over every match's games: worker processes start once and none waits for a match's last
    # chunk; the outcomes come back in order, so each match's slice is as if it had run alone.
    with progress(len(every_game)) as shown:
        all_outcomes = run_specs(every_game, jobs=jobs, progress=reached)
    results: list[MatchResult] = []
    for (match, specs), end in zip(plans, ends, strict=True):
        outcomes = all_outcomes[end - len(specs) : end]
        results.append(MatchResult(match, tally(match, outcomes), openskill_ratings(outcomes)))
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
                    "key": result.match.key,
                    "players": len(result.match.levels),
                    "pace": result.match.pace.value,
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
        *_bell_to_corner(results),
        *_human_accepts(results),
        *family_table(results, args.players),
        f"Targets (written for four seats, scaled to this table's fair share of {100 / args.players:.1f}%):",
        "",
        *(
            f"- {line}"
            for line in check_targets(results, args.players) or ["none: no match they measure was played"]
        ),
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


TARGET_GAMES = 2000
"""The games per match the targets are written for: fewer leave intervals too wide to judge by."""

FOUR_SEAT_SHARE = 0.25
"""The fair share the targets are written for: one game in four."""

BELL_TO_CORNER_MIN_S = 30.0
"""Hands with a Human seat at Standard pace must last at least this long from the bell, at the median."""


def check_targets(results: list[MatchResult], players: int = 4) -> list[str]:
    """The issue's targets, each as ``"PASS: …"`` / ``"FAIL: …"`` (only those the results cover).

    The targets are written for four seats (fair share 25%); at ``players`` seats each is scaled to that
    table's fair share, ``1 / players`` (a target of 35% is 1.4 fair shares: 46.7% at three seats).
    """
    out: list[str] = []
    fair = 1.0 / players
    scale = fair / FOUR_SEAT_SHARE

    def verdict(ok: bool, text: str) -> None:
        out.append(f"{'PASS' if ok else 'FAIL'}: {text}")

    def pct(x: float) -> str:
        return f"{100 * x:.1f}%"

    def at_most(t: Any, limit: float, text: str) -> None:
        verdict(t.win_rate <= limit * scale, f"{text} at most {pct(limit * scale)} ({pct(t.win_rate)})")

    def at_least(t: Any, limit: float, text: str) -> None:
        verdict(t.win_rate >= limit * scale, f"{text} at least {pct(limit * scale)} ({pct(t.win_rate)})")

    def apart(a: Any, b: Any, c: Any, text: str) -> None:
        verdict(a.interval[1] < b.interval[0] and b.interval[1] < c.interval[0], text)

    easy = _find(results, "easy-vs-medium", Level.EASY)
    medium = _find(results, "medium-vs-medium", Level.MEDIUM)
    hard = _find(results, "hard-vs-medium", Level.HARD)
    if easy:
        at_most(easy, 0.15, "Easy wins")
    if medium:
        lo, hi = medium.interval
        verdict(lo <= fair <= hi, f"Medium's interval holds {pct(fair)} ({pct(lo)}–{pct(hi)})")
    if hard:
        at_least(hard, 0.35, "Hard wins")
    if easy and medium and hard:
        apart(easy, medium, hard, "the three intervals do not overlap")
    equal = _find(results, "hard-vs-medium-equal", Level.HARD)
    if equal:
        lo = equal.interval[0]
        verdict(
            equal.win_rate >= 0.35 * scale and lo > 0.32 * scale,
            f"on equal timing Hard wins at least {pct(0.35 * scale)} with its interval above "
            f"{pct(0.32 * scale)} ({pct(equal.win_rate)}, low end {pct(lo)})",
        )
    easy_equal = _find(results, "easy-vs-medium-equal", Level.EASY)
    if easy_equal:
        at_most(easy_equal, 0.18, "on equal timing Easy wins")
    basic = _find(results, "hard-vs-basic", Level.HARD)
    if basic:
        at_least(basic, 0.60, "against Basic Hard wins")
    rr = next((r for r in results if r.match.key == "round-robin"), None)
    if rr:
        mu = {level: rr.ratings[level][0] for level in rr.ratings}
        if all(level in mu for level in (Level.EASY, Level.MEDIUM, Level.HARD)):
            ok = mu[Level.EASY] < mu[Level.MEDIUM] < mu[Level.HARD]
            verdict(ok, "round-robin openskill: Easy < Medium < Hard")
    humans = [_find(results, f"human-vs-{lv.value.lower()}", Level.HUMAN) for lv in PLAYER_LEVELS]
    h_easy, h_medium, h_hard = humans
    if h_easy:
        at_least(h_easy, 0.45, f"against {players - 1} Easy the Human seat wins")
    for t, lo_hi, name in ((h_medium, (0.22, 0.35), "Medium"), (h_hard, (0.08, 0.18), "Hard")):
        if t:
            lo, hi = lo_hi[0] * scale, lo_hi[1] * scale
            verdict(
                lo <= t.win_rate <= hi,
                f"against {players - 1} {name} the Human seat wins {pct(lo)}–{pct(hi)} ({pct(t.win_rate)})",
            )
    if all(humans):
        apart(h_hard, h_medium, h_easy, "the Human's three intervals are apart")
    relaxed = _find(results, "human-vs-medium-relaxed", Level.HUMAN)
    if relaxed:
        at_least(relaxed, 0.40, f"at Relaxed pace against {players - 1} Medium the Human seat wins")
    market = human_bell_to_corner(results)
    if market and players == 4:  # the issue sets it for four players
        median = percentiles(market, (50,))[0]
        verdict(
            median >= BELL_TO_CORNER_MIN_S,
            f"hands with a Human seat at Standard pace last a median {median:.1f} s from the bell to the "
            f"corner (at least {BELL_TO_CORNER_MIN_S:.0f} s; {len(market)} hands)",
        )
    out += check_family(results, players)
    fewest = min((r.tally.games for r in results), default=TARGET_GAMES)
    if out and fewest < TARGET_GAMES:
        out.insert(
            0,
            f"Too few games to judge: the targets are written for at least {TARGET_GAMES:,} games per "
            f"match ({fewest:,} played)",
        )
    return out


def _bell_to_corner(results: list[MatchResult]) -> list[str]:
    market = human_bell_to_corner(results)
    if not market:
        return []
    median = percentiles(market, (50,))[0]
    return [
        f"Hands with a Human seat at Standard pace: {len(market)}, a median {median:.1f} s from the bell to "
        "the corner.",
        "",
    ]


def _human_accepts(results: list[MatchResult]) -> list[str]:
    """How often the Human seat's tries to take an offer landed, per match: a person's race for the
    offers on the floor (R-TRADE-7), which the win rates do not show."""
    rows = [
        (r.match.title, tally)
        for r in results
        if r.match.under is Level.HUMAN and (tally := r.tally.levels.get(Level.HUMAN)) and tally.accepts
    ]
    if not rows:
        return []
    lines = [f"| {n} | {t.accepts / t.hands:.1f} | {100 * t.landed / t.accepts:.0f}% |" for n, t in rows]
    return [
        "The Human seat's tries to take an offer, and how many became trades (the rest found the offer "
        "taken by a bot first, withdrawn, or changed):",
        "",
        "| match | tries per hand | became trades |",
        "|---|---:|---:|",
        *lines,
        "",
    ]


def human_bell_to_corner(results: list[MatchResult]) -> list[float]:
    """Game time from the bell to the corner of every hand of the Human matches at Standard pace, seconds."""
    return [
        s
        for r in results
        if r.match.under is Level.HUMAN and r.match.pace is Pace.STANDARD
        for s in r.tally.hand_market_s
    ]


FAMILY_BANDS: dict[Level, tuple[float, float]] = {
    Level.EASY: (0.40, 1.0),
    Level.MEDIUM: (0.20, 0.35),
    Level.HARD: (0.08, 0.20),
}
"""Each level's band for every member of the family against three bots of it (win rates at four seats;
scaled to the fair share at other sizes)."""

SPEED_SPREAD = 0.12
"""Between the quickest and the slowest member of one style, the results against Medium differ by at most
this (at four seats; scaled at other sizes)."""


def _family_rows(results: list[MatchResult]) -> dict[str, dict[Level, Any]]:
    """The family's tallies: person key → level faced → the person's tally."""
    table: dict[str, dict[Level, Any]] = {}
    for r in results:
        match = r.match
        if not match.person or match.under is not Level.HUMAN:
            continue
        faced = next((lv for lv in match.levels if lv is not Level.HUMAN), None)
        tally = r.tally.levels.get(Level.HUMAN)
        if faced is not None and tally is not None:
            table.setdefault(match.person, {})[faced] = tally
    return table


def family_table(results: list[MatchResult], players: int) -> list[str]:
    """The family's table: each person's win rate (and 95% interval) against each level, with how often
    its tries to take an offer became trades."""
    from pit_desktop.games.pit.bots.people import PEOPLE

    table = _family_rows(results)
    if not table:
        return []
    n = players - 1
    head = " | ".join(f"vs {n} {lv.value}" for lv in PLAYER_LEVELS)
    lines = [
        "The family of simulated people (`pit_desktop/games/pit/bots/people.py`), each against each level:",
        "",
        f"| person | mean action | {head} | tries that became trades (vs Medium) |",
        "|---|---:|" + "---:|" * len(PLAYER_LEVELS) + "---:|",
    ]
    for key, faced in table.items():
        person = PEOPLE.get(key)
        cells = []
        for level in PLAYER_LEVELS:
            t = faced.get(level)
            if t is None:
                cells.append("–")
            else:
                lo, hi = t.interval
                cells.append(f"{100 * t.win_rate:.1f}% ({100 * lo:.1f}–{100 * hi:.1f})")
        med = faced.get(Level.MEDIUM)
        landed = f"{100 * med.landed / med.accepts:.0f}%" if med is not None and med.accepts else "–"
        title = person.title if person else key
        mean = f"{person.mean_s:.1f} s" if person else "–"
        lines.append(f"| {title} | {mean} | {' | '.join(cells)} | {landed} |")
    return [*lines, ""]


def check_family(results: list[MatchResult], players: int) -> list[str]:
    """The family's targets (``docs/bots.md``): every member within each level's band
    (:data:`FAMILY_BANDS`), Easy > Medium > Hard with intervals apart, and the quickest and the slowest
    member of each style within :data:`SPEED_SPREAD` of each other against Medium."""
    from pit_desktop.games.pit.bots.people import PEOPLE

    table = _family_rows(results)
    out: list[str] = []
    scale = (1.0 / players) / FOUR_SEAT_SHARE
    n = players - 1
    for key, faced in table.items():
        name = PEOPLE[key].title if key in PEOPLE else key
        for level in PLAYER_LEVELS:
            t = faced.get(level)
            if t is None:
                continue
            lo, hi = FAMILY_BANDS[level]
            lo, hi = lo * scale, (1.0 if hi >= 1.0 else hi * scale)
            band = f"at least {100 * lo:.1f}%" if hi >= 1.0 else f"{100 * lo:.1f}%–{100 * hi:.1f}%"
            ok = lo <= t.win_rate <= hi
            out.append(
                f"{'PASS' if ok else 'FAIL'}: {name} against {n} {level.value} wins {band} "
                f"({100 * t.win_rate:.1f}%)"
            )
        if all(level in faced for level in PLAYER_LEVELS):
            e, m, h = (faced[level] for level in PLAYER_LEVELS)
            ok = h.interval[1] < m.interval[0] and m.interval[1] < e.interval[0]
            out.append(f"{'PASS' if ok else 'FAIL'}: {name}: Easy > Medium > Hard, the intervals apart")
    by_style: dict[str, list[tuple[float, str, Any]]] = {}
    for key, faced in table.items():
        person = PEOPLE.get(key)
        if person is not None and Level.MEDIUM in faced and person.bell_factor == 1.0:
            by_style.setdefault(person.style.value, []).append(
                (person.mean_s, person.title, faced[Level.MEDIUM])
            )
    for style, members in by_style.items():
        if len(members) < 2:
            continue
        members.sort(key=lambda m: m[0])
        (_, quick, tq), (_, slow, ts) = members[0], members[-1]
        gap = abs(tq.win_rate - ts.win_rate)
        limit = SPEED_SPREAD * scale
        out.append(
            f"{'PASS' if gap <= limit else 'FAIL'}: the {style} style against {n} Medium: {quick} "
            f"{100 * tq.win_rate:.1f}%, {slow} {100 * ts.win_rate:.1f}%, {100 * gap:.1f} points apart "
            f"(at most {100 * limit:.1f})"
        )
    return out
