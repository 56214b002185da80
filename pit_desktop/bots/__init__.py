"""Bot strategies. Pure Python, no Qt: they see a PlayerView and answer with commands."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from pit_desktop.bots.level import Level
from pit_desktop.lazy import lazy_dir, lazy_exports

if TYPE_CHECKING:
    import random

    from pit_desktop.bots.base import MIN_REACTION_S as MIN_REACTION_S, Bot as Bot, Step as Step
    from pit_desktop.bots.basic import BasicBot
    from pit_desktop.bots.timing import ReactionTime as ReactionTime
    from pit_desktop.bots.trader import Style, TraderBot

PLAYER_LEVELS: tuple[Level, ...] = (Level.EASY, Level.MEDIUM, Level.HARD)
"""The levels a player may choose in the new-game dialog (Basic is for measurement only)."""


def make_bot(level: Level, seat: int, rng: random.Random, timing: ReactionTime | None = None) -> Bot:
    """A new bot of ``level`` for ``seat``, drawing its randomness from ``rng``.

    Args:
        level: its strength.
        seat: the seat it plays.
        rng: its source of randomness.
        timing: replaces the level's reaction times (ordinary decisions and the bell alike), to compare
            levels on equal timing; ``None`` keeps the level's own.

    Raises:
        ValueError: ``level`` is not a :class:`Level`.
    """
    if not isinstance(level, Level):
        raise ValueError(f"unknown bot level {level!r}")
    # The strategies load on first use: the game window opens before any bot is needed.
    from pit_desktop.bots.basic import BasicBot
    from pit_desktop.bots.levels import STYLES
    from pit_desktop.bots.trader import TraderBot

    if level is Level.BASIC:
        return BasicBot(seat, rng, timing)
    style = STYLES[level]
    if timing is not None:
        style = dataclasses.replace(style, timing=timing, claim_timing=timing)
    if level is Level.HARD:
        from pit_desktop.bots.hard import HardBot

        return HardBot(seat, rng, style)
    return TraderBot(seat, rng, style)


_LAZY = {
    # The bot contract and reaction times load with the first bot; a level alone needs neither.
    "MIN_REACTION_S": "pit_desktop.bots.base",
    "Bot": "pit_desktop.bots.base",
    "Step": "pit_desktop.bots.base",
    "ReactionTime": "pit_desktop.bots.timing",
    "BasicBot": "pit_desktop.bots.basic",
    "Style": "pit_desktop.bots.trader",
    "TraderBot": "pit_desktop.bots.trader",
}


__getattr__ = lazy_exports(__name__, globals(), _LAZY)

__dir__ = lazy_dir(globals(), _LAZY)


__all__ = [
    "MIN_REACTION_S",
    "PLAYER_LEVELS",
    "BasicBot",
    "Bot",
    "Level",
    "ReactionTime",
    "Step",
    "Style",
    "TraderBot",
    "make_bot",
]
