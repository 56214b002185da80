"""The bot contract: a pure strategy object, hosted either on a QThread (``ui/``) or headless (``sim/``).

How a host drives a bot (when it is woken, with which view, what becomes of its :class:`Step` and of a
refusal) is :class:`pit_desktop.core.bots.host.BotHost`, one state machine shared by both hosts.

Bots never see the engine or another player's cards: only their seat's view (Pit's
:class:`~pit_desktop.games.pit.engine.PlayerView`) and the events addressed to them (R-TRADE-3). They never
sleep; randomness is injected as ``random.Random``. The contract is generic in the game's view, event,
command and error; a game names its own (Pit's :data:`pit_desktop.games.pit.bots.contract.Bot`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar, runtime_checkable

from pit_desktop.core.bots.level import Level as Level
from pit_desktop.core.dataclass_init import quick_init

MIN_REACTION_S = 0.25
"""No bot acts faster than a person could: every command takes at least this long."""

MIN_WAIT_S = 0.05
"""The shortest wait before a bot is asked again, seconds (so that game time always moves on)."""

CommandT = TypeVar("CommandT", covariant=True)
"""The command type of a game's :class:`Step` (Pit's :data:`~pit_desktop.games.pit.engine.Command`, Pitch's
own)."""

ViewT = TypeVar("ViewT", contravariant=True)
"""What a game's bot sees of the table (Pit's ``PlayerView``)."""

EventT = TypeVar("EventT", contravariant=True)
"""A game's events (Pit's ``Event``)."""

CommandC = TypeVar("CommandC")
"""A game's commands, as a bot's :class:`Bot` chooses and is told were refused (Pit's ``Command``)."""

ErrorT = TypeVar("ErrorT", contravariant=True)
"""A game's refusals (Pit's ``PitError``)."""


@quick_init
@dataclass(frozen=True, slots=True)
class Step(Generic[CommandT]):
    """A bot's answer to :meth:`Bot.step`, ``Step[C]`` for a game whose commands are ``C``.

    Attributes:
        command: the command to submit once ``delay_s`` has passed, or ``None`` to wait.
        delay_s: seconds until the command is submitted (at least :data:`MIN_REACTION_S`), or until the
            bot is asked again when ``command`` is ``None``.
    """

    command: CommandT | None
    delay_s: float


@runtime_checkable
class Bot(Protocol[ViewT, EventT, CommandC, ErrorT]):
    """A bot strategy, ``Bot[View, Event, Command, Error]`` for a game with those types. Pure Python; all
    methods are called from one thread at a time (the host's)."""

    seat: int
    """The seat the bot plays."""
    level: Level
    """Its strength."""

    def restart(self, view: ViewT) -> None:
        """A new hand was dealt; ``view`` shows the bot's new cards."""

    def inform(self, event: EventT) -> bool:
        """Tell the bot of ``event`` (public, or private to its seat).

        Returns:
            ``True`` to be asked for a step now if it is waiting with nothing under way.
        """
        ...

    def step(self, view: ViewT) -> Step[CommandC]:
        """The bot's next move given its current view (phase is ``OPEN``)."""
        ...

    def refused(self, command: CommandC, error: ErrorT) -> None:
        """The bot's last command was refused (e.g. the offer was gone, R-TRADE-7)."""
