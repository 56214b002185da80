"""What the game controller hands the window: who sits where, status messages, and the player's words.

Plain values and pure functions, free of the engine's threads and of Qt: the controller, the window and
the panels share them (R-CORNER-5, R-SCORE-4 for the hand-over and game-over words).
"""

from __future__ import annotations

from dataclasses import dataclass

from pit_desktop.bots import Level
from pit_desktop.engine import Commodity, GameSettings
from pit_desktop.i18n import QT_TRANSLATE_NOOP

HUMAN_SEAT = 0
"""The human player always sits in seat 0."""

BOT_NAMES: tuple[str, ...] = ("Ann", "Bob", "Cleo", "Dan", "Eve", "Finn", "Gus")
"""Names of the bots in seats 1..7."""

HAND_OVER = QT_TRANSLATE_NOOP("Status", "The hand is over: press Next hand to deal again.")
"""What the window says to an action after a corner (R-CORNER-5)."""

GAME_OVER = QT_TRANSLATE_NOOP("Status", "The game is over: Ctrl+N starts a new one.")
"""What the window says to an action after the game ended (R-SCORE-4)."""

PAUSED = QT_TRANSLATE_NOOP("Pause", "Paused — press P to go on")
"""Shown over the table while the player has paused the game."""

PAUSED_AWAY = QT_TRANSLATE_NOOP("Pause", "Paused while the window was away — press P to go on")
"""Shown over the table, and said when the window comes back, after it paused the game on its own (the
window was minimised or lost the focus)."""

PAUSED_REFUSAL = QT_TRANSLATE_NOOP("Pause", "The game is paused: press P to go on, then try again.")
"""What an action (an offer, a trade, the bell, a deal) gets while the game is paused."""


@dataclass(frozen=True, slots=True)
class Status:
    """A message for the status line.

    Attributes:
        text: what to say.
        error: a refusal (shown in red) rather than news.
        rule: the rule id a refusal enforces (e.g. ``"R-TRADE-7"``), shown beside it, not in its words.
    """

    text: str
    error: bool = False
    rule: str = ""


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
