"""Bot levels: how strong a bot plays. Its own small module, so the new-game choices and the remembered
settings can name a level without loading the bot contract or the strategies."""

from __future__ import annotations

from enum import Enum


class Level(Enum):
    """How strong a bot plays. ``BASIC`` is a reference for measurement, never offered to players."""

    BASIC = "Basic"
    """The simplest published Pit bot: a measuring stick."""
    EASY = "Easy"
    """A beginner: plays from its own hand, slow, makes plausible mistakes."""
    MEDIUM = "Medium"
    """A steady club player."""
    HARD = "Hard"
    """Reads the table: tracks what every opponent holds and avoids feeding the leader."""
