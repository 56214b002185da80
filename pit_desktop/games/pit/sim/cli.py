"""The ``simulate`` and ``tournament`` subcommands of ``pit-desktop``.

``pit-desktop simulate N [--players P] [--seed S]`` plays N all-bot games on the virtual clock and prints per
seat games won and mean points per hand, plus hands per game, trades per hand, game time per hand and hands
simulated per wall-clock second. ``pit-desktop tournament`` plays the duplicate-deal matches of
:func:`pit_desktop.games.pit.sim.tournament.standard_suite` and writes the table as markdown and CSV
(:mod:`pit_desktop.games.pit.sim.report`). Both take ``--game`` (Pit by default) and hand the command to that
game's entry in :mod:`pit_desktop.core.registry`: Pitch's games are played by
:mod:`pit_desktop.games.pitch.sim`."""

from __future__ import annotations

import argparse
import sys
import time
from typing import Any, TextIO

from pit_desktop.core import registry
from pit_desktop.core.sim.args import (
    add_game_option,
    games_count,
    jobs_count,
    parse_levels,
    players_count,
    seed_number,
)
from pit_desktop.core.sim.progress import progress
from pit_desktop.games.pit.engine import Edition, GameSettings
from pit_desktop.games.pit.sim.games import GameSpec
from pit_desktop.games.pit.sim.runner import MAX_HAND_S
from pit_desktop.games.pit.sim.stats import percentiles
from pit_desktop.games.pit.sim.tournament import (
    NO_WORKERS,
    default_jobs,
    plan_jobs,
    run_specs,
    worker_processes_available,
)

SORT_TIME_S = GameSettings().sort_time_s
"""The sorting period of the simulated games (the default, R-DEAL-3), seconds."""


def plural(n: int, word: str) -> str:
    """``"1 game"``, ``"2 games"``."""
    return f"{n} {word}{'' if n == 1 else 's'}"


def register(subparsers: Any) -> None:
    """Add ``simulate`` and ``tournament`` to ``subparsers`` (from ``ArgumentParser.add_subparsers``)."""
    sim = subparsers.add_parser(
        "simulate", help="play N all-bot games on the virtual clock and print the figures"
    )
    sim.add_argument("games", type=games_count, metavar="N", help="games to play")
    sim.add_argument("--players", type=players_count, default=4, help="seats at the table (default 4)")
    sim.add_argument("--seed", type=seed_number, default=1, help="seed of the deals and the bots (default 1)")
    sim.add_argument(
        "--level",
        default="medium",
        help="bot level of every seat, or one per seat comma-separated (basic, easy, medium, hard; "
        "Pitch's random-legal bot is random)",
    )
    add_game_option(sim)
    sim.add_argument(
        "--edition",
        type=str.lower,
        choices=[e.value.lower() for e in Edition],
        default=None,
        help="Pit's edition (default modern)",
    )
    sim.add_argument("--short", action="store_true", help="Pit: play to 250 points (V-SHORT)")
    sim.add_argument("--jobs", type=jobs_count, default=1, help="worker processes (default 1)")
    sim.set_defaults(func=run_simulate)

    from pit_desktop.games.pit.sim import auto_proof, report

    report.register(subparsers)
    auto_proof.register(subparsers)


def run_simulate(args: argparse.Namespace, out: TextIO | None = None) -> int:
    """Run ``simulate`` and print its figures to ``out`` (stdout by default).

    Returns:
        0 when every game finished with a winner, 1 when some were abandoned after a stalled hand,
        2 on bad arguments (the message goes to stderr).
    """
    out = out or sys.stdout
    entry = registry.game(getattr(args, "game", None) or registry.default().id)
    return int(entry.simulate.load()(args, out))


def simulate_pit(args: argparse.Namespace, out: TextIO) -> int:
    """``simulate`` for Pit (its registry entry's ``simulate``): the figures of ``args.games`` all-bot games
    printed to ``out``; exit codes as :func:`run_simulate`'s."""
    edition = Edition((args.edition or "modern").capitalize())
    if not edition.min_players <= args.players <= edition.max_players:
        print(
            f"pit-desktop simulate: the {edition.value} edition takes {edition.min_players} to "
            f"{edition.max_players} players, not {args.players}",
            file=sys.stderr,
        )
        return 2
    try:
        levels = parse_levels(args.level, args.players)
    except argparse.ArgumentTypeError as err:
        print(f"pit-desktop simulate: {err}", file=sys.stderr)
        return 2
    specs = [
        GameSpec(levels, args.seed * 1_000_003 + g, f"{args.seed}/{g}/sim", False, edition, args.short)
        for g in range(args.games)
    ]
    jobs = plan_jobs(args.jobs, len(specs))
    if args.jobs > 1 and not worker_processes_available():
        print(f"pit-desktop simulate: {NO_WORKERS}", file=out)
    started = time.perf_counter()
    with progress(len(specs)) as shown:
        outcomes = run_specs(specs, jobs=jobs, progress=shown.reached)
    wall_s = time.perf_counter() - started
    players = args.players
    wins = [0] * players
    points = [0] * players
    hands = sum(o.hands for o in outcomes)
    for o in outcomes:
        if o.winner >= 0:
            wins[o.winner] += 1
        for seat in range(players):
            points[seat] += o.scores[seat]
    trades = [t for o in outcomes for t in o.hand_trades]
    market = [s for o in outcomes for s in o.hand_market_s]
    abandoned = sum(o.winner < 0 for o in outcomes)
    stalled = sum(o.stalled for o in outcomes)
    print(
        f"{plural(args.games, 'game')}, {players} players "
        f"({', '.join(lv.value for lv in levels)}), seed {args.seed}",
        file=out,
    )
    print("seat  level    games won  points/hand", file=out)
    for seat in range(players):
        print(
            f"{seat:>4}  {levels[seat].value:<7}  {wins[seat]:>9}  {points[seat] / max(1, hands):>11.1f}",
            file=out,
        )
    print(f"games finished with a winner: {args.games - abandoned} of {args.games}", file=out)
    print(f"hands stalled (no corner within {MAX_HAND_S:.0f} s): {stalled}", file=out)
    print(f"hands per game: {hands / args.games:.1f}", file=out)
    print(f"trades per hand: mean {_mean(trades):.1f}; {_dist(trades, '{:.0f}')}", file=out)
    print(
        f"game time per hand (bell to corner), s: mean {_mean(market):.1f}; {_dist(market, '{:.1f}')}",
        file=out,
    )
    whole = [s + SORT_TIME_S for s in market]
    print(
        f"game time per hand (deal to corner, with the {SORT_TIME_S:.0f} s sorting period), s: "
        f"mean {_mean(whole):.1f}; {_dist(whole, '{:.1f}')}",
        file=out,
    )
    print(
        f"hands simulated per wall-clock second: {hands / wall_s:.0f} "
        f"({hands} hands in {wall_s:.2f} s on {jobs} process{'es' * (jobs > 1)})",
        file=out,
    )
    return 1 if abandoned else 0


def _mean(values: list[Any]) -> float:
    return sum(values) / len(values) if values else 0.0


def _dist(values: list[Any], fmt: str) -> str:
    qs = (5, 25, 50, 75, 95)
    cuts = percentiles(values, qs)
    parts = [f"p{q} {fmt.format(v)}" for q, v in zip(qs, cuts, strict=True)]
    parts.append(f"max {fmt.format(max(values) if values else 0)}")
    return ", ".join(parts)


__all__ = ["default_jobs", "register", "run_simulate"]
