"""Tournaments: duplicate deals with seats rotated, spread over processes, reported per level.

A :class:`Match` seats one level under test against a field (or mixes levels at one table). Each deal seed is
played once per rotation of the seats, so every level meets the same shuffles from every seat (duplicate
deals cut the luck of the cards). Games run in worker processes (``concurrent.futures``) where the
standard library's ``multiprocessing`` is present, and in this process where it is not (the standalone app
leaves it out: its PyInstaller start-up hook would slow every launch of the game). Results come back in a
fixed order, so a tournament is deterministic for its seed whatever the number of workers.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from pit_desktop.core.sim.jobs import (
    CHUNK_GAMES as CHUNK_GAMES,
    NO_WORKERS as NO_WORKERS,
    default_jobs as default_jobs,
    plan_jobs as plan_jobs,
    worker_processes_available as worker_processes_available,
)
from pit_desktop.games.pit.bots import PACES, PLAYER_LEVELS, Level, Pace
from pit_desktop.games.pit.sim.games import GameOutcome, GameSpec, play, play_many
from pit_desktop.games.pit.sim.stats import Tally


@dataclass(frozen=True, slots=True)
class Match:
    """One tournament line-up.

    Attributes:
        key: a short name for files and seeds, e.g. ``"hard-vs-medium"``.
        title: the name shown in tables.
        levels: the seating of the first rotation, seat 0 first.
        under: the level under test (its seats alone are tallied), or ``None`` to tally every level.
        equal_timing: every bot gets the same speed and attention (Medium's).
        pace: the table's pace (the Human seat keeps its own).
        person: the member of the family of simulated people in the Human seat
            (:data:`~pit_desktop.games.pit.bots.people.FAMILY`, by key), or ``""`` for the Human seat itself.
        match: the bots match the Human seat's measured speed (:mod:`pit_desktop.games.pit.bots.matching`).
    """

    key: str
    title: str
    levels: tuple[Level, ...]
    under: Level | None = None
    equal_timing: bool = False
    pace: Pace = Pace.STANDARD
    person: str = ""
    match: bool = False


def one_against(
    level: Level, field: Level, players: int = 4, equal_timing: bool = False, pace: Pace = Pace.STANDARD
) -> Match:
    """``level`` in one seat against ``players - 1`` bots of ``field``, e.g. ``human-vs-medium-relaxed``,
    "Human vs 3 Medium (Relaxed)"."""
    suffix = ("-equal" if equal_timing else "") + ("" if pace is Pace.STANDARD else f"-{pace.value}")
    notes = ["equal timing"] if equal_timing else []
    if pace is not Pace.STANDARD:
        notes.append(pace.display_name)
    return Match(
        key=f"{level.value.lower()}-vs-{field.value.lower()}{suffix}",
        title=f"{level.value} vs {players - 1} {field.value}" + (f" ({', '.join(notes)})" if notes else ""),
        levels=(level,) + (field,) * (players - 1),
        under=level,
        equal_timing=equal_timing,
        pace=pace,
    )


def standard_suite(players: int = 4) -> list[Match]:
    """The matches of the published table (``docs/bots.md``): the levels against Medium, on their own and on
    equal timing, Hard against Basic, a mixed round robin, the Human seat against each player level at each
    pace (Standard first), and against Easy and Hard on Medium's timing."""
    levels = PLAYER_LEVELS
    mixed = (Level.BASIC, Level.EASY, Level.MEDIUM, Level.HARD)[:players]
    paces = (Pace.STANDARD, *(p for p in PACES if p is not Pace.STANDARD))
    return [
        *(one_against(level, Level.MEDIUM, players) for level in levels),
        # Medium on equal timing is Medium itself: that line would repeat the one above.
        *(
            one_against(level, Level.MEDIUM, players, equal_timing=True)
            for level in levels
            if level is not Level.MEDIUM
        ),
        one_against(Level.HARD, Level.BASIC, players),
        Match("round-robin", "Mixed round robin (" + ", ".join(lv.value for lv in mixed) + ")", mixed),
        *(one_against(Level.HUMAN, level, players, pace=pace) for pace in paces for level in levels),
        # How much of Easy's and Hard's effect on a person is tempo: the same bots on Medium's.
        *(
            one_against(Level.HUMAN, level, players, equal_timing=True)
            for level in levels
            if level is not Level.MEDIUM
        ),
    ]


def family_suite(players: int = 4, match: bool = True) -> list[Match]:
    """Every member of the family of simulated people (:data:`~pit_desktop.games.pit.bots.people.FAMILY`)
    against ``players - 1`` bots of each player level, the bots matching the person's speed (``match``) or at
    their fixed tempos; keys like ``family-greedy-quick-vs-medium`` (``-fixed`` without matching)."""
    from pit_desktop.games.pit.bots.people import FAMILY

    suffix = "" if match else "-fixed"
    note = "" if match else " (fixed tempos)"
    return [
        Match(
            key=f"family-{person.key}-vs-{level.value.lower()}{suffix}",
            title=f"{person.title} vs {players - 1} {level.value}{note}",
            levels=(Level.HUMAN,) + (level,) * (players - 1),
            under=Level.HUMAN,
            person=person.key,
            match=match,
        )
        for level in PLAYER_LEVELS
        for person in FAMILY
    ]


def specs_for(match: Match, deals: int, seed: int) -> list[GameSpec]:
    """Every game of ``match``: ``deals`` deal seeds, each played once per rotation of the seats.

    The deal seeds depend on ``seed`` alone, so every match of a tournament sees the same deals.
    """
    players = len(match.levels)
    specs = []
    for deal in range(deals):
        engine_seed = seed * 1_000_003 + deal
        for rot in range(players):
            levels = match.levels[rot:] + match.levels[:rot]
            focus = (players - rot) % players if match.under is not None else -1  # where seat 0 went
            specs.append(
                GameSpec(
                    levels,
                    engine_seed,
                    f"{seed}/{deal}/{rot}/{match.key}",
                    match.equal_timing,
                    focus=focus,
                    pace=match.pace,
                    person=match.person,
                    match=match.match,
                )
            )
    return specs


def run_specs(
    specs: Sequence[GameSpec], jobs: int = 1, progress: Callable[[int], None] | None = None
) -> list[GameOutcome]:
    """Play ``specs`` in ``specs`` order on up to ``jobs`` processes (:func:`plan_jobs`); in this process
    when that comes to 1.

    Args:
        specs: the games.
        jobs: worker processes.
        progress: called with the number of games finished so far: after each game in this process,
            after each chunk of :data:`CHUNK_GAMES` games from worker processes.
    """
    out: list[GameOutcome] = []
    jobs = plan_jobs(jobs, len(specs))
    if jobs <= 1:
        for spec in specs:
            out.append(play(spec))
            if progress:
                progress(len(out))
        return out
    chunks = [list(specs[i : i + CHUNK_GAMES]) for i in range(0, len(specs), CHUNK_GAMES)]
    from concurrent.futures import ProcessPoolExecutor

    with ProcessPoolExecutor(max_workers=jobs) as pool:
        for chunk in pool.map(play_many, chunks):
            out.extend(chunk)
            if progress:
                progress(len(out))
    return out


def tally(match: Match, outcomes: Sequence[GameOutcome]) -> Tally:
    """The per-level figures of ``match``'s outcomes."""
    result = Tally()
    for outcome in outcomes:
        result.add(outcome, only=match.under)
    return result
