"""Pitch tournaments: duplicate deals with seats rotated, Wilson intervals, bidding success per level.

A :class:`PitchMatch` seats one level under test against a field. Each deal seed is played once per
rotation of the seats (duplicate deals: every level meets the same shuffles from every seat) and only the
rotated seat under test is tallied. Games run in worker processes where there are any, in a fixed order,
so a tournament is the same for its seed whatever the number of processes. :func:`play_tournament` is what
``pit-desktop tournament --game pitch`` calls: the table and a PASS or FAIL line per target.
"""

from __future__ import annotations

import dataclasses
import io
import random
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TextIO

from pit_desktop.core.bots.level import Level
from pit_desktop.core.sim.jobs import plan_jobs
from pit_desktop.core.sim.stats import wilson
from pit_desktop.games.pitch.bots.levels import make_pitch_bot
from pit_desktop.games.pitch.engine.settings import PitchSettings
from pit_desktop.games.pitch.sim.table import PitchTable

CHUNK_GAMES = 8
"""Games per job sent to a worker process."""


@dataclass(frozen=True, slots=True)
class PitchMatch:
    """One tournament line-up.

    Attributes:
        key: a short name for seeds, e.g. ``"hard-vs-medium"``.
        title: the name shown in tables.
        levels: the seating of the first rotation, seat 0 first (the seat under test).
        target: the least win rate the seat under test must reach, as a fraction.
    """

    key: str
    title: str
    levels: tuple[Level, ...]
    target: float

    @property
    def under(self) -> Level:
        """The level under test."""
        return self.levels[0]


def level_name(level: Level) -> str:
    """A level's name in Pitch's tables: ``Level.BASIC`` is the random-legal reference, "Random"."""
    return "Random" if level is Level.BASIC else level.value


def one_against(level: Level, field_level: Level, target: float, players: int = 4) -> PitchMatch:
    """``level`` in one seat against ``players - 1`` bots of ``field_level``."""
    name = level_name(field_level)
    return PitchMatch(
        key=f"{level.value.lower()}-vs-{name.lower()}",
        title=f"{level.value} vs {players - 1} {name}",
        levels=(level,) + (field_level,) * (players - 1),
        target=target,
    )


def standard_suite(players: int = 4) -> list[PitchMatch]:
    """The matches of issue's targets: Medium against Easy and Hard against Medium at 40% or more, Hard
    against the random-legal reference at 80% or more."""
    return [
        one_against(Level.MEDIUM, Level.EASY, 0.40, players),
        one_against(Level.HARD, Level.MEDIUM, 0.40, players),
        one_against(Level.HARD, Level.BASIC, 0.80, players),
    ]


@dataclass(frozen=True, slots=True)
class PitchGameSpec:
    """Which bots play one game, and its seeds.

    Attributes:
        levels: the level of each seat, seat 0 first.
        seed: the engine's seed (first dealer, every shuffle).
        bot_seed: seeds each bot's rng together with its seat.
        focus: the seat under test.
        settings: the game's settings.
        samples: Hard's deals per card decision, or ``None`` for its default.
    """

    levels: tuple[Level, ...]
    seed: int
    bot_seed: str
    focus: int
    settings: PitchSettings = field(default_factory=PitchSettings)
    samples: int | None = None


@dataclass(frozen=True, slots=True)
class PitchGameOutcome:
    """One game's figures.

    Attributes:
        levels: the level of each seat.
        focus: the seat under test.
        winner: the winning seat, or -1 if the game hit the hand limit.
        scores: final scores.
        hands: hands scored.
        bids: every hand's ``(pitcher, bid, moon, made)``.
        points: points each seat won over the game (before set-backs).
    """

    levels: tuple[Level, ...]
    focus: int
    winner: int
    scores: tuple[int, ...]
    hands: int
    bids: tuple[tuple[int, int, bool, bool], ...]
    points: tuple[int, ...]


def play(spec: PitchGameSpec) -> PitchGameOutcome:
    """Play one game. A pure function of ``spec`` (deterministic)."""
    settings = dataclasses.replace(spec.settings, players=len(spec.levels)).validated()
    bots = [
        make_pitch_bot(level, seat, random.Random(f"{spec.bot_seed}/{seat}"), samples=spec.samples)
        for seat, level in enumerate(spec.levels)
    ]
    result = PitchTable(settings, bots, seed=spec.seed).play_game()
    points = [0] * len(spec.levels)
    for h in result.hands:
        for seat, w in enumerate(h.points.won):
            points[seat] += w
    return PitchGameOutcome(
        levels=spec.levels,
        focus=spec.focus,
        winner=result.winner,
        scores=result.scores,
        hands=len(result.hands),
        bids=tuple((h.pitcher, h.bid, h.moon, h.made) for h in result.hands),
        points=tuple(points),
    )


def play_many(specs: list[PitchGameSpec]) -> list[PitchGameOutcome]:
    """Play ``specs`` in order (one worker's chunk)."""
    return [play(spec) for spec in specs]


def specs_for(
    match: PitchMatch,
    deals: int,
    seed: int,
    settings: PitchSettings | None = None,
    samples: int | None = None,
) -> list[PitchGameSpec]:
    """Every game of ``match``: ``deals`` deal seeds, each played once per rotation of the seats. The
    deal seeds depend on ``seed`` alone, so every match sees the same deals."""
    players = len(match.levels)
    out = []
    for deal in range(deals):
        for rot in range(players):
            levels = match.levels[rot:] + match.levels[:rot]
            out.append(
                PitchGameSpec(
                    levels,
                    seed * 1_000_003 + deal,
                    f"{seed}/{deal}/{rot}/{match.key}",
                    focus=(players - rot) % players,
                    settings=settings or PitchSettings(players=players),
                    samples=samples,
                )
            )
    return out


def run_specs(
    specs: Sequence[PitchGameSpec], jobs: int = 1, progress: Callable[[int], None] | None = None
) -> list[PitchGameOutcome]:
    """Play ``specs`` in order on up to ``jobs`` processes (in this one when that comes to 1)."""
    chunks = [list(specs[i : i + CHUNK_GAMES]) for i in range(0, len(specs), CHUNK_GAMES)]
    out: list[PitchGameOutcome] = []
    jobs = plan_jobs(jobs, len(specs))
    results: Iterator[list[PitchGameOutcome]]
    if jobs <= 1:
        results = map(play_many, chunks)
    else:
        from concurrent.futures import ProcessPoolExecutor

        pool = ProcessPoolExecutor(max_workers=jobs)
        results = pool.map(play_many, chunks)
    try:
        for chunk in results:
            out.extend(chunk)
            if progress:
                progress(len(out))
    finally:
        if jobs > 1:
            pool.shutdown()
    return out


@dataclass(slots=True)
class LevelFigures:
    """What the seat under test came to over a match.

    Attributes:
        games: games played.
        wins: games won.
        hands: hands scored.
        points: points won (High, Low, Jack, Game), before set-backs.
        pitched: hands it pitched, by bid (1–4, and 5 for the moon).
        made: of those, the bids it made.
    """

    games: int = 0
    wins: int = 0
    hands: int = 0
    points: int = 0
    pitched: dict[int, int] = field(default_factory=dict)
    made: dict[int, int] = field(default_factory=dict)

    @property
    def win_rate(self) -> float:
        """Fraction of games won."""
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% Wilson interval of the win rate."""
        return wilson(self.wins, self.games)

    def success(self, bid: int | None = None) -> tuple[int, int]:
        """``(made, pitched)`` for one bid (5 for the moon), or over all bids."""
        if bid is None:
            return sum(self.made.values()), sum(self.pitched.values())
        return self.made.get(bid, 0), self.pitched.get(bid, 0)


def tally(outcomes: Sequence[PitchGameOutcome]) -> LevelFigures:
    """The figures of the seat under test over ``outcomes``."""
    fig = LevelFigures()
    for o in outcomes:
        fig.games += 1
        fig.wins += o.winner == o.focus
        fig.hands += o.hands
        fig.points += o.points[o.focus]
        for pitcher, bid, moon, made in o.bids:
            if pitcher == o.focus:
                key = 5 if moon else bid
                fig.pitched[key] = fig.pitched.get(key, 0) + 1
                fig.made[key] = fig.made.get(key, 0) + made
    return fig


def bidding_by_level(outcomes: Sequence[PitchGameOutcome]) -> dict[Level, LevelFigures]:
    """Every seat's bids over ``outcomes``, by the seat's level (under test or in the field): the
    bidding success rate per level. Only ``pitched`` and ``made`` are filled."""
    out: dict[Level, LevelFigures] = {}
    for o in outcomes:
        for pitcher, bid, moon, made in o.bids:
            fig = out.setdefault(o.levels[pitcher], LevelFigures())
            key = 5 if moon else bid
            fig.pitched[key] = fig.pitched.get(key, 0) + 1
            fig.made[key] = fig.made.get(key, 0) + made
    return out


def _pct(made: int, total: int) -> str:
    return f"{100 * made / total:.0f}% of {total}" if total else "—"


def report(
    matches: Sequence[PitchMatch],
    figures: Sequence[LevelFigures],
    out: TextIO,
    by_level: dict[Level, LevelFigures] | None = None,
) -> bool:
    """Print the table, the bidding success per bid (of the seat under test, and per level over every
    seat when ``by_level`` is given) and a PASS or FAIL line per target; whether all pass.

    A target passes when the win rate reaches it and the 95% interval lies wholly above the share an equal
    player would win (1 in the number of seats)."""
    print("| match | level | games | win rate | 95% interval | points per hand | bids made |", file=out)
    print("|---|---|---:|---:|---|---:|---:|", file=out)
    for m, f in zip(matches, figures, strict=True):
        lo, hi = f.interval
        made, total = f.success()
        print(
            f"| {m.title} | {m.under.value} | {f.games} | {100 * f.win_rate:.1f}% | "
            f"{100 * lo:.1f}–{100 * hi:.1f}% | {f.points / max(1, f.hands):.2f} | {_pct(made, total)} |",
            file=out,
        )
    print("\nBidding success of the seat under test (bids made / hands pitched):\n", file=out)
    print("| match | 1 | 2 | 3 | 4 | moon |", file=out)
    print("|---|---:|---:|---:|---:|---:|", file=out)
    for m, f in zip(matches, figures, strict=True):
        cells = " | ".join(_pct(*f.success(b)) for b in (1, 2, 3, 4, 5))
        print(f"| {m.title} | {cells} |", file=out)
    if by_level:
        print("\nBidding success per level, every seat of every match (made / pitched):\n", file=out)
        print("| level | all bids | 1 | 2 | 3 | 4 | moon |", file=out)
        print("|---|---:|---:|---:|---:|---:|---:|", file=out)
        for level in sorted(by_level, key=lambda lv: list(Level).index(lv)):
            f = by_level[level]
            cells = " | ".join(_pct(*f.success(b)) for b in (None, 1, 2, 3, 4, 5))
            print(f"| {level_name(level)} | {cells} |", file=out)
    print(file=out)
    passed = True
    for m, f in zip(matches, figures, strict=True):
        lo, hi = f.interval
        equal = 1 / len(m.levels)
        ok = f.win_rate >= m.target and lo > equal
        passed &= ok
        print(
            f"- {'PASS' if ok else 'FAIL'}: {m.title}: {m.under.value} wins at least {100 * m.target:.0f}% "
            f"({100 * f.win_rate:.1f}%), its interval above {100 * equal:.0f}% "
            f"({100 * lo:.1f}–{100 * hi:.1f}%)",
            file=out,
        )
    return passed


def play_tournament(
    games: int = 2000,
    seed: int = 1,
    jobs: int = 1,
    players: int = 4,
    samples: int | None = None,
    matches: Sequence[PitchMatch] | None = None,
    progress: Callable[[str], None] | None = None,
) -> tuple[str, bool]:
    """Play the standard suite (or ``matches``); the report as markdown, and whether every target passes.

    Args:
        games: games per match, rounded up to whole rotations of the seats.
        seed: the seed of the deals and the bots.
        jobs: worker processes.
        players: seats at each table (3 to 7, P-ED-1).
        samples: Hard's deals per card decision (``None``: its default).
        matches: the matches; :func:`standard_suite` when ``None``.
        progress: called with a line as each match ends (its games and seconds).

    Raises:
        ValueError: Pitch's Auction game does not take ``players`` players.
    """
    settings = PitchSettings(players=players).validated()
    matches = list(matches) if matches is not None else standard_suite(players)
    deals = max(1, -(-games // players))
    started = time.perf_counter()
    figures = []
    everything: list[PitchGameOutcome] = []
    for m in matches:
        t0 = time.perf_counter()
        outcomes = run_specs(specs_for(m, deals, seed, settings, samples), jobs)
        figures.append(tally(outcomes))
        everything.extend(outcomes)
        if progress:
            progress(f"{m.title}: {len(outcomes)} games in {time.perf_counter() - t0:.0f} s")
    text = io.StringIO()
    passed = report(matches, figures, text, bidding_by_level(everything))
    print(
        f"\n{len(matches) * deals * players} games; seed {seed}, {players} players, "
        f"{plan_jobs(jobs, deals * players)} processes, {time.perf_counter() - started:.0f} s.",
        file=text,
    )
    return text.getvalue(), passed


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m pit_desktop.games.pitch.sim.tournament [--games N] [--seed S] [--jobs J] [--samples K]``:
    the standard suite with Hard's sample count as a knob (``pit-desktop tournament --game pitch`` plays
    it at Hard's default)."""
    import argparse

    from pit_desktop.core.sim.args import games_count, jobs_count, seed_number

    parser = argparse.ArgumentParser(prog="python -m pit_desktop.games.pitch.sim.tournament")
    parser.add_argument("--games", type=games_count, default=2000, help="games per match (default 2000)")
    parser.add_argument("--seed", type=seed_number, default=1, help="seed of the deals and bots (default 1)")
    parser.add_argument("--jobs", type=jobs_count, default=1, help="worker processes (default 1)")
    parser.add_argument("--samples", type=games_count, default=None, help="Hard's deals per card decision")
    args = parser.parse_args(argv)
    text, passed = play_tournament(args.games, args.seed, args.jobs, samples=args.samples, progress=print)
    print(f"\n{text}", end="")
    return 0 if passed else 1


if __name__ == "__main__":
    sys.exit(main())
