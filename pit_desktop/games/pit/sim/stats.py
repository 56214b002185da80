"""Figures for tournaments and simulations: Wilson intervals, per-level tallies, openskill ratings."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from pit_desktop.core.sim.stats import Z95 as Z95, percentiles as percentiles, wilson as wilson
from pit_desktop.games.pit.bots import Level
from pit_desktop.games.pit.sim.games import GameOutcome


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
