"""The engine: one game of Pit, a monitor safe to call from many threads.

Time and chance come from outside (a clock callable and a seeded ``random.Random``); the engine never
sleeps and owns no timers. The same seed, commands and times give the same game (replays rely on it).
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Sequence

from pit_desktop.games.pit.engine.cards import Card, Commodity
from pit_desktop.games.pit.engine.commands import Command, DealHand
from pit_desktop.games.pit.engine.errors import PitError, WrongPhaseError
from pit_desktop.games.pit.engine.events import Event
from pit_desktop.games.pit.engine.hand_log import HandLog, LoggedCommand
from pit_desktop.games.pit.engine.handlers import handle, refusal
from pit_desktop.games.pit.engine.market import check_seat
from pit_desktop.games.pit.engine.settings import GameSettings
from pit_desktop.games.pit.engine.state import TableState
from pit_desktop.games.pit.engine.view import Phase, PlayerView

__all__ = ["Engine", "Listener"]
"""What the package :mod:`pit_desktop.games.pit.engine` exports from this module (loaded there on first
use)."""

Listener = Callable[[Event], None]
"""Called with each event, in ``seq`` order, while the engine's lock is held: it must only hand the
event on (emit a queued signal, append to a queue) and never call back into the engine."""


class Engine:
    """One game of Pit. Thread-safe: a monitor, one lock around every read and every change.

    The game's state is a :class:`~pit_desktop.games.pit.engine.state.TableState`. The pure handlers of
    :mod:`pit_desktop.games.pit.engine.handlers` say what a command does to it (``(state, command, now) ->
    Outcome``) without changing it; the engine adds the lock, the clock and the listeners, and carries
    each outcome out (:meth:`~pit_desktop.games.pit.engine.state.TableState.apply`).
    ``settings`` and ``commodities`` never change after construction and are read without the lock.

    Args:
        settings: the game's settings; validated here.
        seed: seeds the engine's own ``random.Random`` (first dealer, suits in play, shuffles).
        rng: use this generator instead of one made from ``seed``.
        clock: returns the current time in seconds; defaults to ``time.monotonic``.
        commodities: the suits in play; drawn at random when ``None`` (R-ED-2).
        first_dealer: the first dealer; drawn at random when ``None`` (R-DEAL-1).
        scores: starting scores (for replays of a later hand); zeros when ``None``.
        hands_played: hands already played (a game resumed after a quit); the next deal is hand
            ``hands_played + 1``.

    Attributes:
        settings: the game's settings (validated; immutable).
        commodities: the suits in play, highest value first (R-ED-1; immutable).

    Raises:
        ValueError: bad settings, or ``commodities``/``first_dealer``/``scores``/``hands_played`` that do
            not fit them.
    """

    def __init__(
        self,
        settings: GameSettings,
        *,
        seed: int | None = None,
        rng: random.Random | None = None,
        clock: Callable[[], float] | None = None,
        commodities: Sequence[Commodity] | None = None,
        first_dealer: int | None = None,
        scores: Sequence[int] | None = None,
        hands_played: int = 0,
    ) -> None:
        self.settings = settings.validated()
        rng = rng if rng is not None else random.Random(seed)
        self._clock = clock if clock is not None else time.monotonic
        self._lock = threading.Lock()
        self._listeners: list[Listener] = []
        n = settings.players
        edition = settings.edition.commodities
        if commodities is None:
            drawn = set(rng.sample(edition, n))
            self.commodities = tuple(c for c in edition if c in drawn)
        else:
            if len(set(commodities)) != n or not set(commodities) <= set(edition):
                raise ValueError(f"need {n} distinct {settings.edition.value} commodities (R-ED-1)")
            self.commodities = tuple(c for c in edition if c in set(commodities))
        if first_dealer is None:
            first_dealer = rng.randrange(n)
        if not isinstance(first_dealer, int) or isinstance(first_dealer, bool) or not 0 <= first_dealer < n:
            raise ValueError(f"no seat {first_dealer!r} at a table of {n}")
        if scores is not None and not all(isinstance(x, int) and not isinstance(x, bool) for x in scores):
            raise ValueError(f"scores must be whole numbers, not {list(scores)!r}")
        if scores is not None and len(scores) != n:
            raise ValueError(f"{len(scores)} scores for {n} players")
        start = [int(s) for s in scores] if scores is not None else [0] * n
        if type(hands_played) is not int or hands_played < 0:
            raise ValueError(f"hands played must be a whole number from 0, not {hands_played!r}")
        self._state = TableState(
            self.settings, self.commodities, rng, first_dealer, start, hand_no=hands_played
        )

    # ------------------------------------------------------------------ commands

    def subscribe(self, listener: Listener) -> None:
        """Call ``listener`` with every future event, in ``seq`` order (see :data:`Listener`). Private events
        (R-TRADE-3) go to every listener too: hosts filter them with :func:`visible_to`. Any thread."""
        with self._lock:
            self._listeners.append(listener)

    def submit(self, command: Command) -> tuple[Event, ...]:
        """Apply ``command`` atomically, at the clock's current time. Any thread.

        Returns:
            The events it caused, in ``seq`` order (also sent to every listener).

        Raises:
            PitError: a subclass naming the rule that refuses the command; nothing changed, except a
                V-FALSE-CLAIM fine (see :class:`~pit_desktop.games.pit.engine.errors.NoCornerError`), whose
                event is sent to the listeners before the raise.
            TypeError: ``command`` is not a command.
        """
        with self._lock:
            state = self._state
            now = float(self._clock())
            try:
                outcome = handle(state, command, now)
            except PitError as err:
                if state.deal and not isinstance(command, DealHand):
                    state.log.append(LoggedCommand(now, command, err.message, err.reason))
                raise
            state.apply(outcome)
            refused = outcome.refusal
            if refused is not None:  # a false claim's fine (V-FALSE-CLAIM): applied and told, then raised
                state.log.append(LoggedCommand(now, command, refused.message, refused.reason))
                self._publish(outcome.events)
                raise refused
            if not isinstance(command, DealHand):  # a deal starts a new log (R-DEAL-2)
                state.log.append(LoggedCommand(now, command))
            self._publish(outcome.events)
            return outcome.events

    def why_not(self, command: Command) -> PitError | None:
        """The refusal :meth:`submit` would raise for ``command`` now, or ``None`` if it would apply it.
        Nothing changes: no fine is taken (a :class:`~pit_desktop.games.pit.engine.errors.NoCornerError` still
        says in its ``fine`` what the claim would cost under V-FALSE-CLAIM), nothing is logged or published.
        Any thread; the answer holds until the next command.

        Raises:
            TypeError: ``command`` is not a command.
        """
        with self._lock:
            return refusal(self._state, command, float(self._clock()))

    # ------------------------------------------------------------------ reads

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may see now: its own hand and public facts only (R-TRADE-3). Any thread.

        Raises:
            UnknownPlayerError: no such seat.
        """
        with self._lock:
            check_seat(self._state, seat)
            return self._state.view(seat, float(self._clock()))

    @property
    def phase(self) -> Phase:
        """Where the game stands (R-DEAL-3, R-CORNER-5, R-SCORE-4). Any thread."""
        with self._lock:
            return self._state.phase

    @property
    def scores(self) -> tuple[int, ...]:
        """Each seat's points (R-SCORE-1..3). Any thread."""
        with self._lock:
            return tuple(self._state.scores)

    @property
    def dealer(self) -> int:
        """The seat that deals the current hand; after a corner, the cornerer, who deals next (R-DEAL-1).
        Any thread."""
        with self._lock:
            return self._state.dealer

    @property
    def hand_no(self) -> int:
        """The current hand, 1-based; 0 before the first deal (R-DEAL-2). Any thread."""
        with self._lock:
            return self._state.hand_no

    @property
    def sort_ends_at_s(self) -> float:
        """When the current sorting period ends, seconds on the clock (R-DEAL-3, V-SORT-TIME). Any thread."""
        with self._lock:
            return self._state.sort_ends_at_s

    @property
    def winner(self) -> int | None:
        """The winning seat once the game is over (R-SCORE-4), else ``None``. Any thread."""
        with self._lock:
            return self._state.winner

    def now(self) -> float:
        """The clock's current time, seconds (R-DEAL-3 measures the sorting period on it)."""
        return float(self._clock())

    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Every seat's hand, sorted. For tests, replays and the end-of-hand display only: never give
        this to a bot or show it to a player mid-hand (R-TRADE-3). Any thread."""
        with self._lock:
            return self._state.hands.all_sorted()

    def hand_log(self) -> HandLog:
        """The current (or last) hand's deal (R-DEAL-2) and commands, for a hand record. Any thread.

        Raises:
            WrongPhaseError: no hand has been dealt yet.
        """
        with self._lock:
            if not self._state.deal:
                raise WrongPhaseError("no hand has been dealt yet")
            return self._state.hand_log()

    # ------------------------------------------------------------------ helpers

    def _publish(self, events: Sequence[Event]) -> None:
        """Hand ``events`` to every listener, in order; the lock is held."""
        listeners = self._listeners
        for event in events:
            for listener in listeners:
                listener(event)
