"""Pit's bot contract: the shared :class:`~pit_desktop.core.bots.base.Bot` with Pit's view, events, commands
and refusals. Pure Python."""

from __future__ import annotations

from pit_desktop.core.bots.base import Bot as GenericBot
from pit_desktop.games.pit.engine import Command, Event, PitError, PlayerView

Bot = GenericBot[PlayerView, Event, Command, PitError]
"""A Pit bot strategy: it sees a :class:`~pit_desktop.games.pit.engine.PlayerView`, is told Pit's events and
answers with Pit's commands (``Step[Command]``)."""
