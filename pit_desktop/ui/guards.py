"""Gentle guards on the player's actions: the "abandon the game in progress?" and "quit now?" questions,
and the words for
an action the market's phase does not allow (a hint before it is tried, the same words after the engine
refused it). GUI thread only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from pit_desktop.engine import GameOverError, MarketClosedError
from pit_desktop.engine.legal import market_refusal
from pit_desktop.i18n import QT_TRANSLATE_NOOP
from pit_desktop.ui.table_setup import GAME_OVER, HAND_OVER, TableSetup

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from pit_desktop.engine import PitError, PlayerView

ABANDON_QUESTION = QT_TRANSLATE_NOOP("MarketHint", "Abandon the game in progress?")
"""Asked before a new game replaces a game still being played (and before quitting one that is not kept)."""

QUIT_QUESTION = QT_TRANSLATE_NOOP(
    "MarketHint", "Quit now? Your game is kept at the last finished hand, and you can resume it next time."
)
"""Asked before quitting a game still being played that is kept for resuming (``GameKeeper``)."""

NO_GAME = QT_TRANSLATE_NOOP("MarketHint", "Start a new game first: Game → New game (Ctrl+N).")
"""What the window says to an action before the first game."""

SORTING = QT_TRANSLATE_NOOP(
    "MarketHint", "The market is not open yet: sort your cards until the dealer rings the bell."
)
"""What the window says to an offer, trade or claim during the sorting period (R-DEAL-3)."""


def ask_abandon(parent: QWidget, question: str = ABANDON_QUESTION) -> bool:
    """Ask ``question`` (:data:`ABANDON_QUESTION` or :data:`QUIT_QUESTION`, translated; Yes/No, default
    No) in a modal box over ``parent``; the caller pauses the game meanwhile (R-SCORE-4: a game in progress
    is dealt and not over).

    Returns:
        Whether the player said Yes.
    """
    from PySide6.QtWidgets import QMessageBox  # when first asked, not with the window

    buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    title = (
        QT_TRANSLATE_NOOP("MarketHint", "Quit")
        if question == QUIT_QUESTION
        else QT_TRANSLATE_NOOP("MarketHint", "Abandon the game?")
    )
    answer = QMessageBox.question(
        parent,
        QCoreApplication.translate("MarketHint", title),
        QCoreApplication.translate("MarketHint", question),
        buttons,
        QMessageBox.StandardButton.No,
    )
    return answer == QMessageBox.StandardButton.Yes


def market_hint(view: PlayerView | None, setup: TableSetup | None) -> str | None:
    """Why nothing can be offered now, in the player's words: no game, or the refusal the engine would
    give in this phase (sorting R-DEAL-3, hand over R-CORNER-5, game over R-SCORE-4); ``None`` if the
    market is open."""
    if view is None or setup is None:
        return QCoreApplication.translate("MarketHint", NO_GAME)
    refusal = market_refusal(view.phase)
    return None if refusal is None else phase_text(refusal)


def phase_text(refusal: PitError) -> str | None:
    """The player's words for a refusal that the market's phase gave (see
    :func:`~pit_desktop.engine.legal.market_refusal`): how to go on after a corner (R-CORNER-5) or the
    game (R-SCORE-4), or to wait for the bell (R-DEAL-3). ``None`` for any other refusal."""
    match refusal:
        case GameOverError():
            return QCoreApplication.translate("Status", GAME_OVER)
        case MarketClosedError(rule="R-CORNER-5"):
            return QCoreApplication.translate("Status", HAND_OVER)
        case MarketClosedError():
            return QCoreApplication.translate("MarketHint", SORTING)
    return None
