"""Pit as a bot host sees it: the :class:`~pit_desktop.core.bots.host.Table` of one Pit engine.

All of Pit's phase knowledge a host needs is here: the bell opens the market (R-DEAL-3), a deal, a corner
or the end of the game closes it (R-DEAL-2, R-CORNER-5, R-SCORE-4), each seat's dealt cards restart its bot,
and private events reach their own seat only (R-TRADE-3).
"""

from __future__ import annotations

from collections.abc import Callable

from pit_desktop.games.pit.engine import (
    CardsDealt,
    Command,
    CornerClaimed,
    Engine,
    Event,
    GameOver,
    HandDealt,
    MarketOpened,
    Phase,
    PitError,
    PlayerView,
    visible_to,
)

CLOSING_EVENTS = (HandDealt, CornerClaimed, GameOver)
"""Events after which no bot step stands: a new deal, a corner, the end of the game."""


class PitTable:
    """One Pit engine for bot hosts. Thread-safe as the engine is (a monitor).

    Args:
        engine: the game's engine.
        submit: how a bot's command reaches the engine (e.g. through a pause gate, or delivering its events
            at once); ``engine.submit`` when ``None``. Returns whether the command was tried; raises
            :class:`~pit_desktop.games.pit.engine.PitError` for a refusal.
    """

    refusal = PitError

    def __init__(self, engine: Engine, submit: Callable[[Command], bool] | None = None) -> None:
        self.engine = engine
        self._submit = submit

    def view(self, seat: int) -> PlayerView:
        """``seat``'s view now."""
        return self.engine.view(seat)

    def takes_steps(self) -> bool:
        """Whether the market is open (R-TRADE-1): bots act only then."""
        return self.engine.phase is Phase.OPEN

    def submit(self, command: Command) -> bool:
        """Submit a bot's command (see ``submit`` above).

        Raises:
            PitError: the engine refused it.
        """
        if self._submit is not None:
            return self._submit(command)
        self.engine.submit(command)
        return True

    visible_to = staticmethod(visible_to)
    """Public events, or private ones addressed to ``seat`` (R-TRADE-3)."""

    def opens(self, event: Event) -> bool:
        """The bell rang: the market is open (R-DEAL-3)."""
        return isinstance(event, MarketOpened)

    def closes(self, event: Event) -> bool:
        """A deal, a corner or the game's end: the market is closed (R-DEAL-2, R-CORNER-5, R-SCORE-4)."""
        return isinstance(event, CLOSING_EVENTS)

    def deals(self, event: Event, seat: int) -> bool:
        """``seat`` was dealt its cards (R-DEAL-2)."""
        return isinstance(event, CardsDealt) and event.seat == seat
