"""Gentle guards on the player's actions: the words for an action the market's phase does not allow (a hint
before it is tried, the same words after the engine refused it). The "abandon the game in progress?" and
"quit now?" questions are the shell's (:mod:`pit_desktop.shell.words`). GUI thread only.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from pit_desktop.core.i18n import QT_TRANSLATE_NOOP
from pit_desktop.games.pit.engine import GameOverError, MarketClosedError
from pit_desktop.games.pit.ui.table_setup import GAME_OVER, HAND_OVER
from pit_desktop.shell.words import (
    ABANDON_QUESTION as ABANDON_QUESTION,
    QUIT_QUESTION as QUIT_QUESTION,
    ask_abandon as ask_abandon,
)

if TYPE_CHECKING:
    from pit_desktop.games.pit.engine import PitError

NO_GAME = QT_TRANSLATE_NOOP("MarketHint", "Start a new game first: Game → New game (Ctrl+N).")
"""What the window says to an action before the first game."""

SORTING = QT_TRANSLATE_NOOP(
    "MarketHint", "The market is not open yet: sort your cards until the dealer rings the bell."
)
"""What the window says to an offer, trade or claim during the sorting period (R-DEAL-3)."""


def market_hint(refusal: PitError | None, in_game: bool = True) -> str | None:
    """Why an action cannot be tried now, in the player's words: no game (``in_game`` false), or the
    phase's part of ``refusal``, the engine's own answer
    (:meth:`~pit_desktop.games.pit.engine.Engine.why_not`): sorting R-DEAL-3, hand over R-CORNER-5, game over
    R-SCORE-4. ``None`` for no refusal or any other refusal (the engine words that one when the action is
    tried)."""
    if not in_game:
        return QCoreApplication.translate("MarketHint", NO_GAME)
    return None if refusal is None else phase_text(refusal)


def phase_text(refusal: PitError) -> str | None:
    """The player's words for a refusal that the market's phase gave (see
    :meth:`~pit_desktop.games.pit.engine.Engine.why_not`): how to go on after a corner (R-CORNER-5) or the
    game (R-SCORE-4), or to wait for the bell (R-DEAL-3). ``None`` for any other refusal."""
    match refusal:
        case GameOverError():
            return QCoreApplication.translate("Status", GAME_OVER)
        case MarketClosedError(rule="R-CORNER-5"):
            return QCoreApplication.translate("Status", HAND_OVER)
        case MarketClosedError():
            return QCoreApplication.translate("MarketHint", SORTING)
    return None
