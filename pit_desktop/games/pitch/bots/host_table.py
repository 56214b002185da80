"""Pitch as a bot host sees it: the :class:`~pit_desktop.core.bots.host.Table` of one Pitch engine, so Pitch
bots run on the same host as Pit's (``pit_desktop.core.bots.host``), on QThreads in the window.

A seat's own cards open the floor for its bot (P-DEAL-2): the host tells the bot, restarts it with its view,
then asks it for a step. A Pitch bot acts only on its turn (P-BID-1, P-PLAY-1); off its turn it asks to be
asked again, and every public event wakes it (its ``inform`` says so). A new deal, a hand thrown in, a scored
hand or the game won closes the floor until the next deal; a take-back (P-UNDO-1) drops any step chosen
before it and opens the floor again.
"""

from __future__ import annotations

from collections.abc import Callable

from pit_desktop.games.pitch.engine.commands import Command
from pit_desktop.games.pitch.engine.engine import PitchEngine
from pit_desktop.games.pitch.engine.errors import PitchError
from pit_desktop.games.pitch.engine.events import (
    CardsDealt,
    Event,
    GameWon,
    HandDealt,
    HandScored,
    HandThrownIn,
    TakenBack,
    visible_to,
)
from pit_desktop.games.pitch.engine.table import Phase
from pit_desktop.games.pitch.engine.view import PitchView

CLOSING_EVENTS = (HandDealt, HandThrownIn, HandScored, GameWon)
"""Events after which no bot step stands: a new deal, a hand thrown in or scored, the game won."""


class PitchHostTable:
    """One Pitch engine for bot hosts. Thread-safe as the engine is (a monitor).

    Args:
        engine: the game's engine.
        submit: how a bot's command reaches the engine (e.g. through a pause gate); ``engine.submit`` when
            ``None``. Returns whether the command was tried; raises :class:`PitchError` for a refusal.
    """

    refusal = PitchError

    def __init__(self, engine: PitchEngine, submit: Callable[[Command], bool] | None = None) -> None:
        self.engine = engine
        self._submit = submit

    def view(self, seat: int) -> PitchView:
        """``seat``'s view now."""
        return self.engine.view(seat)

    def takes_steps(self) -> bool:
        """Whether a hand is being bid or played (P-BID-1, P-PLAY-1): bots act only then."""
        return self.engine.phase in (Phase.BIDDING, Phase.PLAYING)

    def submit(self, command: Command) -> bool:
        """Submit a bot's command (see ``submit`` above).

        Raises:
            PitchError: the engine refused it (the rule id is on the error).
        """
        if self._submit is not None:
            return self._submit(command)
        self.engine.submit(command)
        return True

    visible_to = staticmethod(visible_to)
    """Every event but another seat's dealt cards (P-DEAL-2)."""

    def opens(self, event: Event) -> bool:
        """The seat's own six cards came (P-DEAL-2): the auction is on; or a player took back his last call
        or card (P-UNDO-1): the floor opens again at once on the hand as it stood before."""
        return isinstance(event, CardsDealt | TakenBack)

    def closes(self, event: Event) -> bool:
        """A deal, a hand thrown in or scored, the game won: no step stands (P-BID-3, P-SCORE-1, P-WIN-1);
        nor after a take-back (P-UNDO-1), which changed the hand a step was chosen on (it opens again)."""
        return isinstance(event, (*CLOSING_EVENTS, TakenBack))

    def deals(self, event: Event, seat: int) -> bool:
        """``seat`` was dealt its six cards (P-DEAL-2)."""
        return isinstance(event, CardsDealt) and event.seat == seat
