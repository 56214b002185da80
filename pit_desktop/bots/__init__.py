"""Bot strategies. Pure Python, no Qt: they see a PlayerView and answer with commands."""

from __future__ import annotations

import random

from pit_desktop.bots.base import MIN_REACTION_S, Bot, Level, Step
from pit_desktop.bots.basic import BasicBot
from pit_desktop.bots.timing import ReactionTime

PLAYER_LEVELS: tuple[Level, ...] = (Level.EASY, Level.MEDIUM, Level.HARD)
"""The levels a player may choose in the new-game dialog (Basic is for measurement only)."""


def make_bot(level: Level, seat: int, rng: random.Random) -> Bot:
    """A new bot of ``level`` for ``seat``, drawing its randomness from ``rng``.

    Raises:
        ValueError: ``level`` is not a :class:`Level`.
    """
    if not isinstance(level, Level):
        raise ValueError(f"unknown bot level {level!r}")
    return BasicBot(seat, rng)


__all__ = ["MIN_REACTION_S", "PLAYER_LEVELS", "BasicBot", "Bot", "Level", "ReactionTime", "Step", "make_bot"]
