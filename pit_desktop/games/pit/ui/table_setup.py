"""What the game controller hands the window: who sits where, status messages, and the player's words.

Plain values and pure functions, free of the engine's threads and of Qt: the controller, the window and
the panels share them (R-CORNER-5, R-SCORE-4 for the hand-over and game-over words).
"""

from __future__ import annotations

from dataclasses import dataclass

from pit_desktop.core.i18n import QT_TRANSLATE_NOOP
from pit_desktop.games.pit.bots import Level
from pit_desktop.games.pit.engine import Commodity, GameSettings
from pit_desktop.shell.names import BOT_NAMES as BOT_NAMES
from pit_desktop.shell.words import (
    PAUSED as PAUSED,
    PAUSED_AWAY as PAUSED_AWAY,
    PAUSED_REFUSAL as PAUSED_REFUSAL,
    Status as Status,
)

HUMAN_SEAT = 0
"""The human player always sits in seat 0."""


HAND_OVER = QT_TRANSLATE_NOOP("Status", "The hand is over: press Next hand to deal again.")
"""What the window says to an action after a corner (R-CORNER-5)."""

GAME_OVER = QT_TRANSLATE_NOOP("Status", "The game is over: Ctrl+N starts a new one.")
"""What the window says to an action after the game ended (R-SCORE-4)."""


@dataclass(frozen=True, slots=True)
class TableSetup:
    """Who sits where in the game just started.

    Attributes:
        settings: the engine's settings (names included).
        levels: each seat's bot level; ``None`` for the human.
        human_seat: the human's seat.
        commodities: the commodities in play (R-ED-2).
    """

    settings: GameSettings
    levels: tuple[Level | None, ...]
    human_seat: int
    commodities: tuple[Commodity, ...]

    def name(self, seat: int) -> str:
        """The display name of ``seat``."""
        return self.settings.name_of(seat)


def seat_names(players: int) -> tuple[str, ...]:
    """``("You", "Ann", "Bob", ...)`` for a table of ``players``."""
    return ("You", *BOT_NAMES[: players - 1])
