"""What the Statistics window shows, computed from the kept games and hands (pure Python).

A hand's row is taken from its record's replay (:func:`hand_row`), so the statistics, the History window
and the coach read the same facts. Win rates carry a 95% Wilson score interval; the rating is openskill's
Plackett–Luce model over finished games, the human against one rating per bot level.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

from pit_desktop.engine import BEAR, BULL, MarketOpened, TradeCompleted
from pit_desktop.engine.record import HandRecord
from pit_desktop.engine.replay import ReplayOutcome
from pit_desktop.persistence.stats_db import HandRow, KeptGame

Z_95 = 1.959963984540054
"""The normal quantile of a two-sided 95% interval."""

MIXED = "Mixed"
"""The level of a table whose bots play at different levels."""


def table_level(levels: Sequence[str | None]) -> str:
    """The level of a table: the bots' one level, or :data:`MIXED`."""
    bots = {level for level in levels if level is not None}
    return bots.pop() if len(bots) == 1 else MIXED


def hand_row(
    record: HandRecord, outcome: ReplayOutcome, game_id: str, human_seat: int, played_at: float
) -> HandRow:
    """The statistics of one hand, from its record and that record's replay (R-CORNER-5, R-SCORE-1..2).

    Args:
        record: the hand.
        outcome: ``replay_record(record)``.
        game_id: its game.
        human_seat: the player's seat.
        played_at: when it ended, epoch seconds.
    """
    events = outcome.events
    opened = next((e.at_s for e in events if isinstance(e, MarketOpened)), None)
    trades = [e for e in events if isinstance(e, TradeCompleted)]
    corner = outcome.corner
    bull = bear = None
    bear_cost = 0
    if corner is not None and record.settings.bull_bear:
        bull = next(seat for seat, hand in enumerate(corner.hands) if BULL in hand)
        bear = next(seat for seat, hand in enumerate(corner.hands) if BEAR in hand)
        if bear == human_seat and corner.seat != human_seat:
            bear_cost = 20  # R-SCORE-2: the Bear's holder loses 20 at another's corner
    h = human_seat
    return HandRow(
        game_id=game_id,
        hand_no=record.hand_no,
        played_at=played_at,
        dealer=record.dealer,
        scores_before=tuple(record.scores_before),
        scores_after=tuple(outcome.scores),
        corner_seat=corner.seat if corner else None,
        commodity=corner.commodity.value if corner else None,
        kind=corner.kind.value if corner else None,
        points=corner.points if corner else None,
        bell_to_corner_s=(corner.at_s - opened) if corner is not None and opened is not None else None,
        trades=len(trades),
        your_trades=sum(1 for t in trades if h in (t.offerer, t.accepter)),
        bull_seat=bull,
        bear_seat=bear,
        your_points=outcome.scores[h] - record.scores_before[h],
        bear_cost=bear_cost,
    )


def wilson(wins: int, games: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval of a win rate (95% by default); ``(0, 1)`` with no games."""
    if games <= 0:
        return (0.0, 1.0)
    p = wins / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    low = 0.0 if wins <= 0 else max(0.0, centre - half)
    return (low, 1.0 if wins >= games else min(1.0, centre + half))


@dataclass(frozen=True, slots=True)
class WinRate:
    """Finished games at one level and pace: ``games``, ``wins``, ``rate`` and its 95% interval."""

    level: str
    pace: str
    games: int
    wins: int
    rate: float
    low: float
    high: float


def win_rates(games: Sequence[KeptGame]) -> list[WinRate]:
    """Win rate per table level and pace, finished games only (R-SCORE-4), sorted by level then pace."""
    tally: Counter[tuple[str, str]] = Counter()
    won: Counter[tuple[str, str]] = Counter()
    for g in games:
        if g.winner is None:
            continue
        key = (g.row.level, g.row.pace)
        tally[key] += 1
        won[key] += g.winner == g.row.human_seat
    out = []
    for key in sorted(tally):
        n, k = tally[key], won[key]
        out.append(WinRate(*key, n, k, k / n, *wilson(k, n)))
    return out


def points_per_hand(hands: Sequence[HandRow]) -> float:
    """The player's mean change of score per hand (0 with no hands)."""
    return sum(h.your_points for h in hands) / len(hands) if hands else 0.0


def your_corners(hands: Sequence[HandRow], human_seat: int = 0) -> Counter[tuple[str, str]]:
    """The player's corners by ``(commodity, kind)`` (R-CORNER-1, R-CORNER-2)."""
    return Counter((h.commodity or "", h.kind or "") for h in hands if h.corner_seat == human_seat)


@dataclass(frozen=True, slots=True)
class BearCost:
    """What the Bear cost the player (R-SCORE-2): hands in which they held it at another's corner, and the
    points lost; ``per_hand`` over every hand played with the Bull and Bear."""

    hands: int
    points: int
    per_hand: float


def bear_cost(hands: Sequence[HandRow]) -> BearCost:
    """See :class:`BearCost`."""
    with_bear = [h for h in hands if h.bear_seat is not None]
    stuck = [h for h in with_bear if h.bear_cost]
    points = sum(h.bear_cost for h in stuck)
    return BearCost(len(stuck), points, points / len(with_bear) if with_bear else 0.0)


@dataclass(frozen=True, slots=True)
class RatingPoint:
    """The player's rating after a finished game: ``ordinal`` (mu − 3 sigma, the conservative estimate),
    ``mu`` and ``sigma``, with the game's end time and its number among finished games (from 1)."""

    game: int
    ended_at: float
    mu: float
    sigma: float
    ordinal: float


def rating_history(games: Sequence[KeptGame]) -> list[RatingPoint]:
    """The player's openskill rating after each finished game, oldest first.

    Each game is a match of every seat, ranked by final score (R-SCORE-4: the winner first); bots of one
    level share one rating, updated by the mean of their seats' updates.
    """
    model = PlackettLuce()
    you = model.rating(name="you")
    bots: dict[str, object] = {}
    out: list[RatingPoint] = []
    finished = sorted((g for g in games if g.scores is not None and g.winner is not None), key=_end)
    for n, g in enumerate(finished, 1):
        scores = g.scores or ()
        seats = list(range(len(scores)))
        levels = list(g.row.levels) + [None] * (len(scores) - len(g.row.levels))
        teams = []
        for seat in seats:
            if seat == g.row.human_seat:
                teams.append([you])
            else:
                level = levels[seat] or "Bot"
                base = bots.setdefault(level, model.rating(name=level))
                teams.append([model.create_rating([base.mu, base.sigma], name=level)])  # type: ignore[attr-defined]
        ranks = [1 + sum(other > s for other in scores) for s in scores]
        rated = model.rate(teams, ranks=ranks)
        updates: dict[str, list[object]] = {}
        for seat, team in zip(seats, rated, strict=True):
            if seat == g.row.human_seat:
                you = team[0]
            else:
                updates.setdefault(levels[seat] or "Bot", []).append(team[0])
        for level, rs in updates.items():
            mu = sum(r.mu for r in rs) / len(rs)  # type: ignore[attr-defined]
            sigma = sum(r.sigma for r in rs) / len(rs)  # type: ignore[attr-defined]
            bots[level] = model.create_rating([mu, sigma], name=level)
        out.append(RatingPoint(n, g.ended_at or 0.0, you.mu, you.sigma, you.ordinal()))
    return out


def _end(game: KeptGame) -> tuple[float, float]:
    return (game.ended_at or 0.0, game.row.started_at)
