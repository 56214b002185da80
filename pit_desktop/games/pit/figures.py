"""What the Statistics window shows, computed from the kept games and hands (pure Python).

A hand's row is taken from its record's replay (:func:`hand_row`), so the statistics, the History window
and the coach read the same facts. Win rates carry a 95% Wilson score interval; the rating is openskill's
Plackett–Luce model over finished games, the human against one rating per bot level.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce, PlackettLuceRating

from pit_desktop.core.stats_db import HandRow, KeptGame
from pit_desktop.games.pit.engine import BEAR, BULL, MarketOpened, TradeCompleted
from pit_desktop.games.pit.engine.record import HandRecord
from pit_desktop.games.pit.engine.replay import ReplayOutcome
from pit_desktop.games.pit.engine.settings import BULL_BEAR_PENALTY

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
            bear_cost = BULL_BEAR_PENALTY  # R-SCORE-2: the Bear's holder loses 20 at another's corner
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
    """Finished games at one level and pace: ``games``, ``wins``, ``rate`` and its 95% interval, and
    ``fair``, an even share of wins (the mean over those games of 1 / players: a third at three players)."""

    level: str
    pace: str
    games: int
    wins: int
    rate: float
    low: float
    high: float
    fair: float


def win_rates(games: Sequence[KeptGame]) -> list[WinRate]:
    """Win rate per table level and pace, finished games only (R-SCORE-4), sorted by level then pace."""
    tally: Counter[tuple[str, str]] = Counter()
    won: Counter[tuple[str, str]] = Counter()
    shares: dict[tuple[str, str], float] = {}
    for g in games:
        if g.winner is None:
            continue
        key = (g.row.level, g.row.pace)
        tally[key] += 1
        won[key] += g.winner == g.row.human_seat
        shares[key] = shares.get(key, 0.0) + 1 / max(1, g.row.players)
    out = []
    for key in sorted(tally):
        n, k = tally[key], won[key]
        out.append(WinRate(*key, n, k, k / n, *wilson(k, n), shares[key] / n))
    return out


def points_per_hand(hands: Sequence[HandRow]) -> float:
    """The player's mean change of score per hand (0 with no hands)."""
    return sum(h.your_points for h in hands) / len(hands) if hands else 0.0


def your_corners(hands: Sequence[HandRow], human_seat: int = 0) -> Counter[tuple[str, str]]:
    """The player's corners by ``(commodity, kind)`` (R-CORNER-1, R-CORNER-2)."""
    return Counter((h.commodity or "", h.kind or "") for h in hands if h.corner_seat == human_seat)


@dataclass(frozen=True, slots=True)
class CardCost:
    """What holding the Bull or the Bear at another player's corner cost the player (R-SCORE-2, each card
    :data:`~pit_desktop.games.pit.engine.settings.BULL_BEAR_PENALTY` points): ``hands`` in which they held it
    there, the ``points`` lost (positive), and ``per_hand``, points over every hand played with the Bull and
    Bear (0 with none)."""

    hands: int
    points: int
    per_hand: float


def card_costs(hands: Sequence[HandRow], games: Sequence[KeptGame] = ()) -> dict[str, CardCost]:
    """The Bull's and the Bear's costs to the player, ``{"Bull": …, "Bear": …}`` (R-SCORE-2).

    Both are read from who held each card at the corner (``bull_seat``, ``bear_seat``) and who cornered, so
    the Bull is counted for hands kept before its cost was shown; the player's seat is their game's
    ``human_seat`` (seat 0 for a hand whose game is not among ``games``). A hand without a corner or played
    without the Bull and Bear costs nothing.
    """
    seats = {g.row.id: g.row.human_seat for g in games}
    with_cards = [h for h in hands if h.bear_seat is not None or h.bull_seat is not None]

    def cost(holder: Callable[[HandRow], int | None]) -> CardCost:
        held = 0
        for h in with_cards:
            you = seats.get(h.game_id, 0)
            held += h.corner_seat is not None and h.corner_seat != you and holder(h) == you
        points = BULL_BEAR_PENALTY * held
        return CardCost(held, points, points / len(with_cards) if with_cards else 0.0)

    return {BULL.value: cost(lambda h: h.bull_seat), BEAR.value: cost(lambda h: h.bear_seat)}


@dataclass(frozen=True, slots=True)
class RatingPoint:
    """The player's rating after a finished game: ``ordinal`` (mu − 3 sigma, the conservative estimate),
    ``mu`` and ``sigma``, with the game's end time and its number among finished games (from 1); ``bots``
    is each bot level met so far with its ordinal on the same scale, ``(level, ordinal)`` by level."""

    game: int
    ended_at: float
    mu: float
    sigma: float
    ordinal: float
    bots: tuple[tuple[str, float], ...] = ()


RATING_GAMES = 3
"""Finished games before the rating is drawn: after one or two it mostly says how little is known yet
(openskill's first updates are large and its ordinal starts at 0 for everyone)."""


def games_to_rating(games: Sequence[KeptGame]) -> int:
    """How many more games the player must finish before the rating is drawn (0: it is)."""
    return max(0, RATING_GAMES - sum(g.scores is not None and g.winner is not None for g in games))


def rating_history(games: Sequence[KeptGame]) -> list[RatingPoint]:
    """The player's openskill rating after each finished game, oldest first.

    Each game is a match of every seat, ranked by final score (R-SCORE-4: the winner first); bots of one
    level share one rating, updated by the mean of their seats' updates.
    """
    model = PlackettLuce()
    you = model.rating(name="you")
    bots: dict[str, PlackettLuceRating] = {}
    out: list[RatingPoint] = []
    finished = sorted((g for g in games if g.scores is not None and g.winner is not None), key=_end)
    for n, g in enumerate(finished, 1):
        scores = g.scores or ()
        seats = list(range(len(scores)))
        levels = list(g.row.levels) + [None] * (len(scores) - len(g.row.levels))
        teams: list[list[PlackettLuceRating]] = []
        for seat in seats:
            if seat == g.row.human_seat:
                teams.append([you])
            else:
                level = levels[seat] or "Bot"
                base = bots.setdefault(level, model.rating(name=level))
                teams.append([model.create_rating([base.mu, base.sigma], name=level)])
        ranks: list[float] = [1 + sum(other > s for other in scores) for s in scores]
        rated = model.rate(teams, ranks=ranks)
        updates: dict[str, list[PlackettLuceRating]] = {}
        for seat, team in zip(seats, rated, strict=True):
            if seat == g.row.human_seat:
                you = team[0]
            else:
                updates.setdefault(levels[seat] or "Bot", []).append(team[0])
        for level, rs in updates.items():
            mu = sum(r.mu for r in rs) / len(rs)
            sigma = sum(r.sigma for r in rs) / len(rs)
            bots[level] = model.create_rating([mu, sigma], name=level)
        rivals = tuple((level, r.ordinal()) for level, r in sorted(bots.items()))
        out.append(RatingPoint(n, g.ended_at or 0.0, you.mu, you.sigma, you.ordinal(), rivals))
    return out


def standing(point: RatingPoint) -> tuple[list[str], list[str]]:
    """The bot levels the player rates above after ``point``'s game, and those they rate at or below, on
    the ordinals of :class:`RatingPoint`; each list by level name."""
    above = [level for level, ordinal in point.bots if point.ordinal > ordinal]
    return above, [level for level, _ in point.bots if level not in above]


def recent_points(hands: Sequence[HandRow], count: int = 20) -> list[int]:
    """The player's change of score in each of the latest ``count`` hands, oldest first."""
    return [h.your_points for h in hands[-count:]] if count > 0 else []


def _end(game: KeptGame) -> tuple[float, float]:
    return (game.ended_at or 0.0, game.row.started_at)
