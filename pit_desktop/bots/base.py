"""The bot contract: a pure strategy object, hosted either on a QThread (``ui/``) or headless (``sim/``).

How a host drives a bot (when it is woken, with which view, what becomes of its :class:`Step` and of a
refusal) is :class:`pit_desktop.bots.host.BotHost`, one state machine shared by both hosts.

Bots never see the engine or another player's cards: only :class:`~pit_desktop.engine.PlayerView` and the
events addressed to them (R-TRADE-3). They never sleep; randomness is injected as ``random.Random``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar, runtime_checkable

from pit_desktop.bots.level import Level as Level
from pit_desktop.dataclass_init import quick_init

if TYPE_CHECKING:  # annotations only: the bot contract loads without the engine
    from pit_desktop.engine import Command, Event, PitError, PlayerView

MIN_REACTION_S = 0.25
"""No bot acts faster than a person could: every command takes at least this long."""

MIN_WAIT_S = 0.05
"""The shortest wait before a bot is asked again, seconds (so that game time always moves on)."""

CommandT = TypeVar("CommandT", covariant=True)
"""The command type of a game's :class:`Step` (Pit's :data:`~pit_desktop.engine.Command`, Pitch's own)."""


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
class Bot(Protocol):
    """A bot strategy. Pure Python; all methods are called from one thread at a time (the host's)."""

    seat: int
    """The seat the bot plays."""
    level: Level
    """Its strength."""

    def restart(self, view: PlayerView) -> None:
        """A new hand was dealt; ``view`` shows the bot's new cards."""

    def inform(self, event: Event) -> bool:
        """Tell the bot of ``event`` (public, or private to its seat).

        Returns:
            ``True`` to be asked for a step now if it is waiting with nothing under way.
        """
        ...

    def step(self, view: PlayerView) -> Step[Command]:
        """The bot's next move given its current view (phase is ``OPEN``)."""
        ...

    def refused(self, command: Command, error: PitError) -> None:
        """The bot's last command was refused (e.g. the offer was gone, R-TRADE-7)."""
