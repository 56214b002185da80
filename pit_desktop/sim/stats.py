"""Figures for tournaments and simulations: Wilson intervals, per-level tallies, openskill ratings."""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from pit_desktop.bots import Level
from pit_desktop.sim.games import GameOutcome

Z95 = 1.959963984540054
"""The two-sided 95% normal quantile."""


def wilson(wins: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for ``wins`` successes in ``n`` trials, as fractions ``(low, high)``.

    Returns ``(0.0, 1.0)`` when ``n`` is 0.
    """
    if n <= 0:
        return 0.0, 1.0
    p = wins / n
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def percentiles(values: Sequence[float], qs: Iterable[float] = (5, 25, 50, 75, 95)) -> list[float]:
    """The ``qs`` percentiles of ``values`` (nearest rank), or zeros when there are none."""
    ordered = sorted(values)
    if not ordered:
        return [0.0 for _ in qs]
    out = []
    for q in qs:
        k = min(len(ordered) - 1, max(0, math.ceil(q / 100 * len(ordered)) - 1))
        out.append(float(ordered[k]))
    return out


@dataclass(slots=True)
class LevelTally:
    """What the seats of one level came to over many games.

    Attributes:
        level: the level.
        games: seat-games played (a game with two seats of this level counts twice).
        wins: seat-games won.
        hands: seat-hands played.
        corners: hands cornered.
        points: final points summed over seat-games.
        accepts: offers its seats tried to take (R-TRADE-4).
        landed: of those, the trades that happened; the rest found the offer gone or changed (R-TRADE-7).
    """

    level: Level
    games: int = 0
    wins: int = 0
    hands: int = 0
    corners: int = 0
    points: int = 0
    accepts: int = 0
    landed: int = 0

    @property
    def win_rate(self) -> float:
        """Fraction of seat-games won."""
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% Wilson interval of :attr:`win_rate`."""
        return wilson(self.wins, self.games)

    @property
    def corner_share(self) -> float:
        """Fraction of seat-hands cornered."""
        return self.corners / self.hands if self.hands else 0.0

    @property
    def points_per_hand(self) -> float:
        """Mean points per seat-hand (corners minus Bull/Bear penalties)."""
        return self.points / self.hands if self.hands else 0.0


@dataclass(slots=True)
class Tally:
    """Per-level tallies plus table-wide figures over many games.

    Attributes:
        levels: tallies by level.
        games: games played.
        abandoned: games that ended with a stalled hand (no winner).
        hand_trades: trades of every hand.
        hand_market_s: game time of every hand, seconds.
    """

    levels: dict[Level, LevelTally] = field(default_factory=dict)
    games: int = 0
    abandoned: int = 0
    hand_trades: list[int] = field(default_factory=list)
    hand_market_s: list[float] = field(default_factory=list)

    def add(self, outcome: GameOutcome, only: Level | None = None) -> None:
        """Count one game; with ``only``, per-level figures are kept for that level's seats alone, and for
        the game's seat under test alone when it names one (so three Medium opponents of a Medium under test
        do not count)."""
        self.games += 1
        self.abandoned += outcome.winner < 0
        self.hand_trades.extend(outcome.hand_trades)
        self.hand_market_s.extend(outcome.hand_market_s)
        for seat, level in enumerate(outcome.levels):
            if only is not None and (level is not only or outcome.focus not in (-1, seat)):
                continue
            tally = self.levels.setdefault(level, LevelTally(level))
            tally.games += 1
            tally.wins += outcome.winner == seat
            tally.hands += outcome.hands
            tally.corners += outcome.corners[seat]
            tally.points += outcome.scores[seat]
            if outcome.accepts:
                tally.accepts += outcome.accepts[seat]
                tally.landed += outcome.landed[seat]


def openskill_ratings(outcomes: Iterable[GameOutcome]) -> dict[Level, tuple[float, float]]:
    """Openskill (Plackett-Luce) rating of each level, as ``(mu, sigma)``.

    Every game ranks its seats: the winner first, then by final score. Seats of one level share one rating:
    each game rates a copy per seat, and the level takes the mean of its copies' updates.
    """
    from openskill.models import PlackettLuce, PlackettLuceRating

    model = PlackettLuce()
    ratings: dict[Level, PlackettLuceRating] = {}
    for outcome in outcomes:
        if outcome.winner < 0:
            continue
        for level in outcome.levels:
            ratings.setdefault(level, model.rating(name=level.value))
        order = sorted(range(len(outcome.levels)), key=lambda s: (s != outcome.winner, -outcome.scores[s]))
        ranks: list[float] = [0] * len(order)
        for place, seat in enumerate(order):
            ranks[seat] = place + 1
        teams = [[ratings[level]] for level in outcome.levels]
        new = model.rate(teams, ranks=ranks)
        merged: dict[Level, list[tuple[float, float]]] = {}
        for level, team in zip(outcome.levels, new, strict=True):
            merged.setdefault(level, []).append((team[0].mu, team[0].sigma))
        for level, updates in merged.items():
            rating = ratings[level]
            rating.mu = sum(u[0] for u in updates) / len(updates)
            rating.sigma = sum(u[1] for u in updates) / len(updates)
    return {level: (r.mu, r.sigma) for level, r in ratings.items()}
