"""Bot strategies. Pure Python, no Qt: they see a PlayerView and answer with commands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pit_desktop.core.bots.level import Level
from pit_desktop.core.bots.pace import PACES, Pace, TablePace
from pit_desktop.core.lazy import lazy_dir, lazy_exports

if TYPE_CHECKING:
    import random

    from pit_desktop.core.bots.base import MIN_REACTION_S as MIN_REACTION_S, Step as Step
    from pit_desktop.core.bots.timing import ReactionTime as ReactionTime
    from pit_desktop.games.pit.bots.basic import BasicBot
    from pit_desktop.games.pit.bots.contract import Bot as Bot
    from pit_desktop.games.pit.bots.trader import Style, TraderBot

PLAYER_LEVELS: tuple[Level, ...] = (Level.EASY, Level.MEDIUM, Level.HARD)
"""The levels a player may choose in the new-game dialog, easiest first. Basic and Human are for measurement
only and are left out by construction: every list of levels a player sees is built from this tuple."""


def make_bot(
    level: Level,
    seat: int,
    rng: random.Random,
    timing_of: Level | None = None,
    pace: TablePace | None = None,
) -> Bot:
    """A new bot of ``level`` for ``seat``, drawing its randomness from ``rng``.

    Args:
        level: its strength; :attr:`Level.HUMAN` is the simulator's model of a person.
        seat: the seat it plays.
        rng: its source of randomness.
        timing_of: play with this level's speed and attention (reaction times, the bell, the look at cards
            received, noticing offers, the burst cap) and the bot's own judgement, to compare levels on equal
            timing; ``None`` keeps the level's own. The Human keeps its own timing.
        pace: the table's pace, shared by its bots and read at each decision; ``None`` plays at Standard.
            The Human ignores it (a person does not slow down with the table), and so does Basic.

    Raises:
        ValueError: ``level`` is not a :class:`Level`.
    """
    if not isinstance(level, Level):
        raise ValueError(f"unknown bot level {level!r}")
    # The strategies load on first use: the game window opens before any bot is needed.
    from pit_desktop.games.pit.bots.basic import BasicBot
    from pit_desktop.games.pit.bots.levels import STYLES
    from pit_desktop.games.pit.bots.trader import TraderBot, with_timing_of

    if level is Level.HUMAN:
        from pit_desktop.games.pit.bots.human import HumanBot

        return HumanBot(seat, rng)
    if level is Level.BASIC:
        return BasicBot(seat, rng, STYLES[timing_of].timing if timing_of in STYLES else None)
    style = STYLES[level]
    if timing_of is not None and timing_of in STYLES:
        style = with_timing_of(style, STYLES[timing_of])
    if level is Level.HARD:
        from pit_desktop.games.pit.bots.hard import HardBot

        return HardBot(seat, rng, style, pace)
    return TraderBot(seat, rng, style, pace)


_LAZY = {
    # The bot contract and reaction times load with the first bot; a level alone needs neither.
    "MIN_REACTION_S": "pit_desktop.core.bots.base",
    "Bot": "pit_desktop.games.pit.bots.contract",
    "Step": "pit_desktop.core.bots.base",
    "ReactionTime": "pit_desktop.core.bots.timing",
    "BasicBot": "pit_desktop.games.pit.bots.basic",
    "Style": "pit_desktop.games.pit.bots.trader",
    "TraderBot": "pit_desktop.games.pit.bots.trader",
}


__getattr__ = lazy_exports(__name__, globals(), _LAZY)

__dir__ = lazy_dir(globals(), _LAZY)


__all__ = [
    "MIN_REACTION_S",
    "PACES",
    "PLAYER_LEVELS",
    "BasicBot",
    "Bot",
    "Level",
    "Pace",
    "ReactionTime",
    "Step",
    "Style",
    "TablePace",
    "TraderBot",
    "make_bot",
]
