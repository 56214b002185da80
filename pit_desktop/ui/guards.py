"""Gentle guards on the player's actions: the "abandon the game in progress?" question, and the hint
given instead of an offer the market cannot take now. GUI thread only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pit_desktop.engine import Phase
from pit_desktop.ui.table_setup import GAME_OVER, HAND_OVER, TableSetup

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from pit_desktop.engine import PlayerView

ABANDON_QUESTION = "Abandon the game in progress?"
"""Asked before a new game or quitting replaces a game still being played."""


def ask_abandon(parent: QWidget) -> bool:
    """Ask "Abandon the game in progress?" (Yes/No, default No) in a modal box over ``parent``; the caller
    pauses the game meanwhile (R-SCORE-4: a game in progress is dealt and not over).

    Returns:
        Whether the player said Yes.
    """
    from PySide6.QtWidgets import QMessageBox  # when first asked, not with the window

    buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    answer = QMessageBox.question(
        parent, "Abandon the game?", ABANDON_QUESTION, buttons, QMessageBox.StandardButton.No
    )
    return answer == QMessageBox.StandardButton.Yes


def market_hint(view: PlayerView | None, setup: TableSetup | None) -> str | None:
    """Why nothing can be offered now: no game, sorting (R-DEAL-3), hand over (R-CORNER-5) or game over
    (R-SCORE-4); ``None`` if the market is open."""
    if view is None or setup is None:
        return "Start a new game first: Game → New game (Ctrl+N)."
    if view.phase is Phase.SORTING:
        return "Sort your cards: the market opens when the dealer rings the bell."
    if view.phase is Phase.READY:
        return HAND_OVER
    if view.phase is Phase.GAME_OVER:
        return GAME_OVER
    return None
