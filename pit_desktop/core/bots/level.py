"""Bot levels: how strong a bot plays. Its own small module, so the new-game choices and the remembered
settings can name a level without loading the bot contract or the strategies."""

from __future__ import annotations

from enum import Enum


class Level(Enum):
    """How strong a bot plays. ``BASIC`` and ``HUMAN`` are references for measurement, never offered to
    players (they choose from :data:`pit_desktop.games.pit.bots.PLAYER_LEVELS`)."""

    BASIC = "Basic"
    """The simplest published Pit bot: a measuring stick."""
    EASY = "Easy"
    """A beginner: plays from its own hand, slow, makes plausible mistakes."""
    MEDIUM = "Medium"
    """A steady club player."""
    HARD = "Hard"
    """Reads the table: tracks what every opponent holds and avoids feeding the leader."""
    HUMAN = "Human"
    """A model of a person at the table, for measuring the levels in the simulator; never a bot a player
    chooses (:mod:`pit_desktop.games.pit.bots.human`)."""
