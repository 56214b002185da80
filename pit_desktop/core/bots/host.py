"""The bot host: how every host drives a bot, as one state machine with no clock and no thread.

A :class:`BotHost` decides, for one bot, when it is woken, with which view, what becomes of its
:class:`~pit_desktop.core.bots.base.Step` and of a refused command, the shortest wait, and what a pause holds
back. Its driver owns only time: it keeps one timer per bot (:class:`StepTimer`), calls :meth:`BotHost.due`
when that timer runs out, and hands over every event. Two drivers exist: ``pit_desktop.games.pit.sim.runner``
(a virtual clock advanced from a heap, single-threaded) and ``pit_desktop.shell.bot_runner`` (a ``QTimer`` on
the real clock, in the bot's own ``QThread``).

The protocol, for any game whose bots answer ``restart(view)``, ``inform(event)``, ``step(view)`` and
``refused(command, error)`` (:class:`HostedBot`); the game's own phase knowledge comes from its
:class:`Table`:

1. Every event the bot may see (:meth:`Table.visible_to`) goes to ``inform``. An event that closes the floor
   (:meth:`Table.closes`: Pit's deal, corner, end of the game) first drops the bot's pending step.
2. An event that deals the bot new cards (:meth:`Table.deals`) is followed by ``restart`` with its fresh view.
3. An event that opens the floor (:meth:`Table.opens`: Pit's bell) makes the host ask ``step`` at once. While
   the floor is open and the table takes steps (:meth:`Table.takes_steps`), the answer is kept as the
   pending step and the timer armed: a command after at least
   :data:`~pit_desktop.core.bots.base.MIN_REACTION_S`, or a wait of at least
   :data:`~pit_desktop.core.bots.base.MIN_WAIT_S` (so time always moves on).
4. When the timer runs out, the pending command goes to :meth:`Table.submit`; a refusal goes to ``refused``
   with its traceback cut (the bot learns the reason, never the engine's frames), and the bot is asked
   again straight after. A wait that ends just asks again.
5. While the bot waits with no command pending, an ``inform`` that returns ``True`` makes the host ask at
   once. While a command is pending or being submitted the bot is busy and is asked again only when the
   command is done: events the submission hands over at once (a virtual clock's) reach the bot first, and
   it is asked once, after them.
6. While paused, the timer is stopped keeping its time left and the bot is not asked; a step that fell due
   (or that :meth:`Table.submit` held back) is due at once on :meth:`BotHost.resume`, one command, no burst,
   and a bot woken while paused with no command pending is asked then (a fresh step, not its old wait).
4a. A bot that answers ``land(command)`` is asked, as each pending command falls due, what it comes to now:
   the command was chosen when it was asked for, and a person's hand lands where it moved, whatever is there
   by then (:meth:`pit_desktop.games.pit.bots.human.HumanBot.land`). Bots that do not answer it submit what
   they chose.
7. A hand resumed where it stopped is told to a new bot before its driver starts (:meth:`BotHost.catch_up`):
   its events so far, as in step 1 and 2 (its ``restart`` with its view as dealt), but nothing is asked; the
   floor is then open or closed as those events left it.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from typing import Any, Protocol

from pit_desktop.core.bots.base import MIN_REACTION_S, MIN_WAIT_S, Step

log = logging.getLogger(__name__)


class HostedBot(Protocol):
    """A bot as a host sees it, whatever the game (Pit's :class:`~pit_desktop.core.bots.base.Bot` is one)."""

    seat: int

    def restart(self, view: Any) -> None:
        """New cards were dealt; ``view`` shows them."""

    def inform(self, event: Any) -> bool:
        """An event the bot may see; ``True`` to be asked for a step now if it is only waiting."""
        ...

    def step(self, view: Any) -> Step[Any]:
        """The bot's next move."""
        ...

    def refused(self, command: Any, error: Any) -> None:
        """The bot's last command was refused."""


class Table(Protocol):
    """One game as a bot's host reaches it: its engine's reads and writes, and its phase knowledge.

    The reads and :meth:`submit` are called from the host's thread (thread-safe where several hosts share
    one engine); the event tests are pure.
    """

    @property
    def refusal(self) -> type[Exception]:
        """The exception the engine raises to refuse a command (Pit:
        :class:`~pit_desktop.games.pit.engine.PitError`); read only, so a table may name a subclass."""
        ...

    def view(self, seat: int) -> Any:
        """What ``seat`` may see now."""
        ...

    def takes_steps(self) -> bool:
        """Whether bots may act now (Pit: the market is open); a bot is never asked otherwise."""
        ...

    def submit(self, command: Any) -> bool:
        """Submit a bot's command. It may hand the events it causes to the hosts before it returns.

        Returns:
            Whether the command was tried (``False``: held back while the game is paused).

        Raises:
            Exception: :attr:`refusal`, when the engine refuses the command.
        """
        ...

    def visible_to(self, event: Any, seat: int) -> bool:
        """Whether ``seat`` may see ``event``."""
        ...

    def opens(self, event: Any) -> bool:
        """Whether ``event`` opens the floor: bots start to be asked for steps."""
        ...

    def closes(self, event: Any) -> bool:
        """Whether ``event`` closes the floor: pending steps are dropped until it opens again."""
        ...

    def deals(self, event: Any, seat: int) -> bool:
        """Whether ``event`` gives ``seat`` new cards, after which its bot restarts with its view."""
        ...


class StepTimer(Protocol):
    """A driver's one timer for one bot, in game seconds. Called from the host's thread only."""

    def start(self, delay_s: float) -> None:
        """Call :meth:`BotHost.due` once ``delay_s`` game seconds have passed, replacing an armed call."""

    def stop(self) -> float | None:
        """Disarm the timer.

        Returns:
            The game seconds it had left, or ``None`` if it was not armed.
        """
        ...


class BotHost:
    """Drives one bot by the protocol above. Every method runs in the driver's one thread for this bot.

    Args:
        bot: the strategy.
        table: the game, with its phase knowledge.
        timer: the driver's timer for this bot.
        on_refusal: told of each refusal before the bot (counts, logs, signals); optional.
        shield: catch and log a bot's exceptions, leaving it idle until the next event wakes it (the
            window: one broken bot must not stop the game); when ``False`` they propagate (headless play,
            where a broken bot is a bug to see).
    """

    def __init__(
        self,
        bot: HostedBot,
        table: Table,
        timer: StepTimer,
        on_refusal: Callable[[Exception], None] | None = None,
        shield: bool = False,
    ) -> None:
        self.bot = bot
        self.seat = bot.seat
        self._table = table
        self._timer = timer
        self._on_refusal = on_refusal
        self._shield = shield
        self._open = False
        self._pending: Any = None  # the command under way, or None while waiting
        self._busy = False  # submitting: the bot is asked again once that is done, not before
        self._armed = False
        self._paused = False
        self._stopped = False
        self._held_s: float | None = None  # time left on the timer when paused
        self._ask_on_resume = False
        self._land: Callable[[Any], Any] | None = getattr(bot, "land", None)

    @property
    def open(self) -> bool:
        """Whether the floor is open for this bot (an opening event came, no closing one since)."""
        return self._open

    @property
    def pending(self) -> Any:
        """The command waiting for the timer, or ``None``."""
        return self._pending

    @property
    def paused(self) -> bool:
        """Whether the host holds the bot still (:meth:`pause`)."""
        return self._paused

    def start(self) -> None:
        """The driver is ready: ask the bot if the floor opened before and nothing is under way."""
        if self._open and self._pending is None and not self._armed:
            self._ask()

    def catch_up(self, events: Iterable[Any], dealt: Any) -> None:
        """Before :meth:`start`, for a hand resumed where it stopped: tell the bot the hand so far as if it
        had been there, every event it may see in order (``inform``) and, where it was dealt its cards, a
        ``restart`` with ``dealt``, its view as dealt. Nothing is asked of it; the floor is open or closed as
        the events leave it (Pit's: open after the bell), and :meth:`start` asks the bot if it is open.
        The driver's thread has not started: the caller's thread is the only one.

        Args:
            events: the hand's events from its deal on (private ones are filtered as in play).
            dealt: the bot's view just after the deal.
        """
        table = self._table
        for event in events:
            if not table.visible_to(event, self.seat):
                continue
            if table.closes(event):
                self._open = False
            try:
                self.bot.inform(event)
                if table.deals(event, self.seat):
                    self.bot.restart(dealt)
            except Exception:
                if not self._shield:
                    raise
                log.exception("bot %d failed catching up on %s", self.seat, type(event).__name__)
            if table.opens(event):
                self._open = True

    def stop(self) -> None:
        """Stop for good: drop the pending step and disarm the timer."""
        self._stopped = True
        self._cancel()

    def pause(self) -> None:
        """Hold the bot still until :meth:`resume`: the timer stops, keeping its time left."""
        self._paused = True
        if self._armed:
            self._armed = False
            left = self._timer.stop()
            if left is not None:
                self._held_s = max(0.0, left)

    def resume(self) -> None:
        """Carry on: ask the bot if it was woken while paused and had no command pending, else re-arm the
        timer with its time left (at once for a step that fell due while paused)."""
        if not self._paused:
            return
        self._paused = False
        held, self._held_s = self._held_s, None
        ask, self._ask_on_resume = self._ask_on_resume, False
        if self._stopped:
            return
        if ask and self._pending is None:  # woken while paused: a fresh step replaces a held wait
            if self._open:
                self._ask()
        elif held is not None:
            self._arm(held)

    def on_event(self, event: Any) -> None:
        """Hand over one engine event, in the order the engine made them (steps 1, 2, 3 and 5)."""
        table = self._table
        if self._stopped or not table.visible_to(event, self.seat):
            return
        if table.closes(event):
            self._open = False
            self._cancel()
        try:
            woken = self.bot.inform(event)
            if table.deals(event, self.seat):
                self.bot.restart(table.view(self.seat))
        except Exception:
            if not self._shield:
                raise
            log.exception("bot %d failed on %s", self.seat, type(event).__name__)
            return
        if table.opens(event):
            self._open = True
            self._ask()
        elif woken and self._open and self._pending is None and not self._busy:
            self._ask()

    def on_plain_event(self, event: Any) -> None:
        """:meth:`on_event` for an event the driver knows every seat may see and that neither opens nor
        closes the floor nor deals this seat its cards (an offer, a trade, a withdrawal: the most of a
        hand's events): the same, without asking the table four times per event and seat."""
        if self._stopped:
            return
        try:
            woken = self.bot.inform(event)
        except Exception:
            if not self._shield:
                raise
            log.exception("bot %d failed on %s", self.seat, type(event).__name__)
            return
        if woken and self._open and self._pending is None and not self._busy:
            self._ask()

    def due(self) -> None:
        """The timer ran out: submit the pending command, if any, then ask again (step 4)."""
        self._armed = False
        if self._stopped:
            return
        if self._paused:  # it ran out just as the pause began: the step waits for the resume
            self._held_s = 0.0
            return
        command, self._pending = self._pending, None
        if command is not None:
            if self._land is not None:
                command = self._land(command)
            self._busy = True  # events the command causes may come before submit returns: no wake then
            try:
                if not self._submit(command):
                    return
            finally:
                self._busy = False
        if self._open:
            self._ask()

    def _submit(self, command: Any) -> bool:
        """Submit ``command``; ``False`` if the table held it back for a pause (then due at the resume)."""
        table = self._table
        try:
            if not table.submit(command):
                self._pending, self._held_s = command, 0.0
                return False
        except table.refusal as err:
            err.__traceback__ = None  # its frames reach the engine: the bot must see only the refusal
            if self._on_refusal is not None:
                self._on_refusal(err)
            try:
                self.bot.refused(command, err)
            except Exception:
                if not self._shield:
                    raise
                log.exception("bot %d failed on a refusal", self.seat)
        return True

    def _ask(self) -> None:
        """Ask the bot for its next step, keep it pending and arm the timer for it (step 3)."""
        if self._stopped or not self._table.takes_steps():
            return
        if self._paused:
            self._ask_on_resume = True
            return
        try:
            step = self.bot.step(self._table.view(self.seat))
        except Exception:
            if not self._shield:
                raise
            log.exception("bot %d failed to choose a step", self.seat)
            return
        self._pending = step.command
        self._arm(floored_delay(step))

    def _arm(self, delay_s: float) -> None:
        self._armed = True
        self._timer.start(delay_s)

    def _cancel(self) -> None:
        self._pending = None
        self._held_s = None
        self._ask_on_resume = False
        if self._armed:
            self._armed = False
            self._timer.stop()


def floored_delay(step: Step[Any]) -> float:
    """The seconds a host waits for ``step``: a command at least :data:`MIN_REACTION_S` (no one acts
    faster), a wait at least :data:`MIN_WAIT_S` (time moves on, so a bot is never asked for ever at one
    instant)."""
    if step.command is not None:
        return max(step.delay_s, MIN_REACTION_S)
    return max(step.delay_s, MIN_WAIT_S)
