"""The common body of the Pitch bots: the bot contract of :mod:`pit_desktop.core.bots.base`, for a turn game.

A host drives a Pitch bot as it drives a Pit bot: :meth:`restart` with its view at each deal,
:meth:`inform` with every event it may see (``visible_to``), :meth:`step` for a
:class:`~pit_desktop.core.bots.base.Step` (a command and the seconds a person would take to make it), and
:meth:`refused` when the command failed. A Pitch bot acts only on its turn: :meth:`inform` returns ``True``
when the event may have passed the turn to it, and :meth:`step` off its turn asks to be asked again after
:data:`IDLE_S`. Bots see only their :class:`~pit_desktop.games.pitch.engine.view.PitchView` and never sleep;
randomness is injected.
"""

from __future__ import annotations

import random

from pit_desktop.core.bots.base import Step
from pit_desktop.core.bots.level import Level
from pit_desktop.games.pitch.bots.timing import ThinkingTime
from pit_desktop.games.pitch.engine.cards import Card
from pit_desktop.games.pitch.engine.commands import PlayCard, SeatCommand
from pit_desktop.games.pitch.engine.errors import PitchError
from pit_desktop.games.pitch.engine.events import CardsDealt, Event, TakenBack
from pit_desktop.games.pitch.engine.table import Phase
from pit_desktop.games.pitch.engine.view import PitchView

IDLE_S = 1.0
"""Seconds before a bot that is not on turn is asked again (a host wakes it sooner through inform)."""


class PitchBot:
    """A Pitch strategy on the bot contract. Subclasses choose with :meth:`choose_call` and
    :meth:`choose_card`. One host thread at a time.

    Args:
        seat: the seat it plays.
        rng: its randomness.
        timing: its thinking times (and pace); the standard ones when ``None``.
    """

    level: Level = Level.BASIC

    def __init__(self, seat: int, rng: random.Random, timing: ThinkingTime | None = None) -> None:
        self.seat = seat
        self.rng = rng
        self.timing = timing if timing is not None else ThinkingTime()
        self._refusals = 0

    def restart(self, view: PitchView) -> None:
        """A new hand was dealt; ``view`` shows the bot's six cards."""
        self._refusals = 0

    def inform(self, event: Event) -> bool:
        """Tell the bot of ``event``. Returns ``True`` (ask for a step now) for every public event: any of
        them may have passed the turn to this seat; another seat's deal is never given. A take-back
        (P-UNDO-1) forgets a refusal it caused (a command chosen before it came too late): no fallback."""
        if isinstance(event, TakenBack):
            self._refusals = 0
        return not isinstance(event, CardsDealt)

    def step(self, view: PitchView) -> Step[SeatCommand]:
        """The bot's call or card on its turn, with its thinking time; off its turn, a wait."""
        if view.turn != self.seat or view.phase not in (Phase.BIDDING, Phase.PLAYING):
            return Step(None, IDLE_S)
        legal = view.legal_commands()
        fallback, self._refusals = self._refusals > 0, 0
        if fallback:  # the last choice was refused: take a legal one rather than insist
            command: SeatCommand = self.rng.choice(legal)
        elif view.phase is Phase.BIDDING:
            command = self.choose_call(view, legal)
        else:
            command = PlayCard(self.seat, self.choose_card(view, view.legal_cards()))
        if view.phase is Phase.BIDDING:
            return Step(command, self.timing.bid_delay(self.rng, len(legal)))
        if not view.trick and view.tricks:  # a trick was just taken: let a person read it first
            return Step(command, self.timing.lead_delay(self.rng, len(legal)))
        return Step(command, self.timing.card_delay(self.rng, len(legal)))

    def refused(self, command: SeatCommand, error: PitchError) -> None:
        """The bot's last command was refused (a host's race, or a bug): it falls back to a legal one."""
        self._refusals += 1

    def choose_call(self, view: PitchView, legal: tuple[SeatCommand, ...]) -> SeatCommand:
        """The bot's call among ``legal`` (its turn in the auction)."""
        return self.rng.choice(legal)

    def choose_card(self, view: PitchView, legal: tuple[Card, ...]) -> Card:
        """The card to play among ``legal`` (its turn in the play)."""
        return self.rng.choice(legal)
