"""``simulate`` for Pitch: N all-bot games on the turn loop, figures per seat. What ``pit-desktop
simulate --game pitch`` calls (:func:`run_simulate`)."""

from __future__ import annotations

import sys
import time
from collections.abc import Sequence
from typing import TextIO

from pit_desktop.core.bots.level import Level
from pit_desktop.core.sim.jobs import plan_jobs
from pit_desktop.games.pitch.engine.settings import PitchSettings
from pit_desktop.games.pitch.sim.tournament import PitchGameSpec, level_name, run_specs


def run_simulate(
    games: int,
    levels: Sequence[Level],
    seed: int = 1,
    jobs: int = 1,
    settings: PitchSettings | None = None,
    out: TextIO | None = None,
) -> int:
    """Play ``games`` games of the bots ``levels`` (one per seat) and print per seat the games won, the
    points won per hand and how often its bids were made, then hands per game and hands per second.

    Args:
        games: games to play.
        levels: the level of each seat, seat 0 first (``Level.BASIC`` is the random-legal bot).
        seed: the seed of the deals and the bots.
        jobs: worker processes.
        settings: the table's settings (``players`` is taken from ``levels``); the defaults when ``None``.
        out: where to print (standard output by default).

    Returns:
        0 when every game ended with a winner, 1 when some hit the hand limit.

    Raises:
        ValueError: the settings do not allow ``len(levels)`` players.
    """
    out = out or sys.stdout
    base = settings or PitchSettings()
    table = PitchSettings(
        **{**{f: getattr(base, f) for f in base.__dataclass_fields__}, "players": len(levels)}
    )
    table.validated()
    specs = [
        PitchGameSpec(tuple(levels), seed * 1_000_003 + g, f"{seed}/{g}/sim", -1, table) for g in range(games)
    ]
    started = time.perf_counter()
    outcomes = run_specs(specs, jobs)
    wall_s = time.perf_counter() - started
    n = len(levels)
    hands = sum(o.hands for o in outcomes)
    print(f"{games} games, {n} players ({', '.join(map(level_name, levels))}), seed {seed}", file=out)
    print("seat  level    games won  points/hand  bids made", file=out)
    for seat in range(n):
        won = sum(o.winner == seat for o in outcomes)
        points = sum(o.points[seat] for o in outcomes)
        bids = [made for o in outcomes for pitcher, _, _, made in o.bids if pitcher == seat]
        made = f"{100 * sum(bids) / len(bids):.0f}% of {len(bids)}" if bids else "—"
        per_hand = points / max(1, hands)
        print(f"{seat:>4}  {level_name(levels[seat]):<7}  {won:>9}  {per_hand:>11.2f}  {made}", file=out)
    unfinished = sum(o.winner < 0 for o in outcomes)
    print(f"games without a winner: {unfinished}", file=out)
    print(f"hands per game: {hands / max(1, games):.1f}", file=out)
    jobs = plan_jobs(jobs, games)
    print(f"hands per wall-clock second: {hands / wall_s:.0f} ({hands} hands in {wall_s:.2f} s on {jobs} "
          f"process{'es' * (jobs > 1)})", file=out)  # fmt: skip
    return 1 if unfinished and not table.money else 0
