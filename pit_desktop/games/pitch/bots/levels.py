"""Making a Pitch bot of a level: Basic is the random-legal reference, then Easy, Medium and Hard."""

from __future__ import annotations

import random

from pit_desktop.core.bots.level import Level
from pit_desktop.games.pitch.bots.base import PitchBot
from pit_desktop.games.pitch.bots.timing import ThinkingTime

PLAYER_LEVELS: tuple[Level, ...] = (Level.EASY, Level.MEDIUM, Level.HARD)
"""The levels a player may choose (Basic, random legal play, is for measurement only)."""


def make_pitch_bot(
    level: Level, seat: int, rng: random.Random, pace: float = 1.0, samples: int | None = None
) -> PitchBot:
    """A new Pitch bot of ``level`` for ``seat``.

    Args:
        level: its strength; ``Level.BASIC`` is the random-legal reference bot.
        seat: the seat it plays.
        rng: its randomness.
        pace: multiplies its thinking times (1 standard; above 1 slower).
        samples: Hard's deals per card decision (bids use twice as many); ``None`` keeps the default.

    Raises:
        ValueError: ``level`` is not a :class:`Level`, or ``pace`` is not a positive number.
    """
    if not isinstance(level, Level):
        raise ValueError(f"unknown bot level {level!r}")
    if not isinstance(pace, int | float) or isinstance(pace, bool) or not pace > 0:
        raise ValueError(f"pace must be a positive number, not {pace!r}")
    timing = ThinkingTime(pace=float(pace))
    if level is Level.HARD:
        from pit_desktop.games.pitch.bots.hard import HardBot

        if samples is None:
            return HardBot(seat, rng, timing)
        return HardBot(seat, rng, timing, samples=samples, bid_samples=2 * samples)
    if level is Level.MEDIUM:
        from pit_desktop.games.pitch.bots.medium import MediumBot

        return MediumBot(seat, rng, timing)
    from pit_desktop.games.pitch.bots.simple import EasyBot, RandomBot

    return EasyBot(seat, rng, timing) if level is Level.EASY else RandomBot(seat, rng, timing)
