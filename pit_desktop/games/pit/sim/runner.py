"""Headless play: one engine and its bots on a virtual clock, as a discrete-event loop.

Deterministic for a seed: the engine's rng deals, each bot has its own rng, and ties in time are broken by
scheduling order. Thousands of times faster than real time.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from pit_desktop.core.bots.host import BotHost
from pit_desktop.core.sim.clock import VirtualClock
from pit_desktop.games.pit.bots.contract import Bot
from pit_desktop.games.pit.bots.matching import SpeedMeter
from pit_desktop.games.pit.bots.pit_table import CLOSING_EVENTS, PitTable
from pit_desktop.games.pit.engine import (
    AcceptOffer,
    Command,
    CornerClaimed,
    DealHand,
    Engine,
    Event,
    GameSettings,
    MarketOpened,
    OfferGoneError,
    OfferWithdrawn,
    OpenMarket,
    Phase,
    PitError,
    TradeCompleted,
)
from pit_desktop.games.pit.engine.events import PRIVATE_EVENTS
from pit_desktop.games.pit.engine.market import OFFER_GONE

MAX_HAND_S = 1800.0
"""A hand still open after this much game time is called stalled and the game abandoned (never expected:
the bots are built to reach a corner; the figure is reported, not hidden)."""

DEAL_PAUSE_S = 3.0
"""Game time between a corner and the next deal (gathering and shuffling)."""

_FLOOR_EVENTS = frozenset((MarketOpened, *CLOSING_EVENTS))
"""Events that open or close the floor: every host hears them through ``on_event``, which asks the table."""

_PRIVATE_EVENTS = frozenset(PRIVATE_EVENTS)
"""Events only their own seat may see (R-TRADE-3): handed to that seat's host alone."""


@dataclass(slots=True)
class HandStats:
    """What one hand came to.

    Attributes:
        hand_no: the hand's number in its game.
        trades: trades completed during the hand.
        refusals: commands the engine refused (mostly races for one offer, R-TRADE-7).
        accepts: offers each seat tried to take, by seat (R-TRADE-4).
        landed: of those, the trades that happened, by seat; the rest found the offer gone or changed
            (R-TRADE-7), or were refused for the cards.
        market_s: game time from the bell to the corner, seconds.
        cornered_by: the cornering seat (``-1`` if the hand stalled).
        points: points it scored.
        stalled: the hand passed :data:`MAX_HAND_S` without a corner.
    """

    hand_no: int
    trades: int = 0
    refusals: int = 0
    accepts: list[int] = field(default_factory=list)
    landed: list[int] = field(default_factory=list)
    market_s: float = 0.0
    cornered_by: int = -1
    points: int = 0
    stalled: bool = False


@dataclass(slots=True)
class GameResult:
    """One finished all-bot game.

    Attributes:
        winner: the winning seat, or ``-1`` if the game was abandoned after a stalled hand.
        scores: final scores, by seat.
        hands: per-hand figures, in order.
        game_s: total game time, seconds.
    """

    winner: int
    scores: tuple[int, ...]
    hands: list[HandStats] = field(default_factory=list)
    game_s: float = 0.0


class HeadlessTable:
    """Hosts ``bots`` around one engine on a :class:`VirtualClock`. Single-threaded.

    A driver of :class:`~pit_desktop.core.bots.host.BotHost`, one per seat, whose timers are entries in one
    heap.

    A command's events reach every bot before its host asks the bot again (the engine's events are handed
    over as soon as it returns): a virtual clock can, a real one cannot.

    An accept for an offer this table has already seen traded or withdrawn is refused here, as the engine
    would refuse it (R-TRADE-7, same error and words), without the engine: the bots and the results are
    the same, but the engine's hand log then lacks those refusals. ``log_every_refusal`` keeps them there
    (for hand records of headless games); the window's bots always go through the engine.

    Args:
        settings: the game's settings (``players`` must equal ``len(bots)``).
        bots: one bot per seat, ``bots[i].seat == i``.
        seed: the engine's seed (deals, suits in play, first dealer).
        log_every_refusal: send every command to the engine, so that its hand log holds every refusal.
        meter: speed matching's meter of the person's seat (:mod:`pit_desktop.games.pit.bots.matching`),
            fed every event and that seat's commands with their times and refusals, as the window feeds
            the player's.

    Raises:
        ValueError: the bots do not fill the table seat by seat.
    """

    def __init__(
        self,
        settings: GameSettings,
        bots: Sequence[Bot],
        seed: int | None = None,
        log_every_refusal: bool = False,
        meter: SpeedMeter | None = None,
    ) -> None:
        if len(bots) != settings.players or any(b.seat != i for i, b in enumerate(bots)):
            raise ValueError("need one bot per seat, bots[i].seat == i")
        self.clock = VirtualClock()
        self.engine = Engine(settings, seed=seed, clock=self.clock)
        self.bots = list(bots)
        self._events: list[Event] = []
        self.engine.subscribe(self._events.append)
        n = settings.players
        self._queue: list[tuple[float, int, int, int]] = []  # (due_s, order, seat, token)
        self._token = [0] * n
        self._order = 0
        self._table = PitTable(self.engine, submit=self._submit)
        self._hosts: list[BotHost] = []
        self._stats: HandStats | None = None
        self._gone: set[int] | None = None if log_every_refusal else set()  # offers traded or withdrawn
        self.meter = meter
        if meter is not None:
            meter.bull_bear(settings.bull_bear)

    def play_game(
        self, max_hands: int = 1000, between_hands: Callable[[HandStats], None] | None = None
    ) -> GameResult:
        """Play hands until a player reaches the target score (R-SCORE-4).

        Args:
            max_hands: the most hands to play.
            between_hands: called with each hand's figures when the game goes on after it, before the next
                deal; it may replace entries of :attr:`bots` (same seats), e.g. to change their level.

        Returns:
            The result; ``winner == -1`` if a hand stalled or ``max_hands`` ran out.
        """
        result = GameResult(winner=-1, scores=())
        for _ in range(max_hands):
            stats = self.play_hand()
            result.hands.append(stats)
            if stats.stalled or self.engine.phase is Phase.GAME_OVER:
                break
            if between_hands is not None:
                between_hands(stats)
            self.clock.advance_to(self.clock.now_s + DEAL_PAUSE_S)
        result.winner = self.engine.winner if self.engine.winner is not None else -1
        result.scores = self.engine.scores
        result.game_s = self.clock.now_s
        return result

    def play_hand(self) -> HandStats:
        """Deal one hand, run the sorting period, ring the bell, and let the bots trade to a corner."""
        engine, clock = self.engine, self.clock
        self._queue.clear()
        table, refused = self._table, self._refused
        self._hosts = [BotHost(b, table, _HeapTimer(self, b.seat), on_refusal=refused) for b in self.bots]
        engine.submit(DealHand())
        n = len(self.bots)
        stats = HandStats(hand_no=engine.hand_no, accepts=[0] * n, landed=[0] * n)
        self._deliver()  # each bot restarts on its own cards
        clock.advance_to(engine.sort_ends_at_s)
        engine.submit(OpenMarket())
        opened_at = clock.now_s
        self._stats = stats
        self._deliver()  # the bell: every bot is asked, seat by seat
        while engine.phase is Phase.OPEN:
            if not self._queue:  # every bot waits for ever: nothing can move
                stats.stalled = True
                break
            due, _, seat, token = heapq.heappop(self._queue)
            if token != self._token[seat]:
                continue
            if due - opened_at > MAX_HAND_S:
                stats.stalled = True
                break
            clock.advance_to(due)
            self._hosts[seat].due()
            self._deliver()
        self._stats = None
        stats.market_s = clock.now_s - opened_at
        return stats

    def _schedule(self, seat: int, delay_s: float) -> None:
        """Arm ``seat``'s timer: due ``delay_s`` from now, replacing the one armed before."""
        self._token[seat] += 1
        self._order += 1
        heapq.heappush(self._queue, (self.clock.now_s + delay_s, self._order, seat, self._token[seat]))

    def _submit(self, command: Command) -> bool:
        """Submit a bot's command and hand its events over at once, before its host asks the bot again.

        Raises:
            PitError: the engine refused it, or it accepts an offer already gone (R-TRADE-7).
        """
        meter = self.meter
        if meter is not None and getattr(command, "seat", None) == meter.seat:
            return self._measured(command, meter)
        if type(command) is AcceptOffer:
            return self._accept(command)
        try:
            self.engine.submit(command)
        finally:
            self._deliver()
        return True

    def _measured(self, command: Command, meter: SpeedMeter) -> bool:
        """:meth:`_submit` for the measured seat's command: the meter hears of it, with its refusal."""
        at_s = self.clock.now_s
        try:
            if type(command) is AcceptOffer:
                self._accept(command)
            else:
                try:
                    self.engine.submit(command)
                finally:
                    self._deliver()
        except PitError as err:
            meter.command(at_s, command, err.reason)
            raise
        meter.command(at_s, command, None)
        return True

    def _accept(self, command: AcceptOffer) -> bool:
        """:meth:`_submit` for an accept: counted for its seat, and refused here when the offer is known to
        be gone (R-TRADE-7), as the engine would refuse it."""
        stats, seat = self._stats, command.seat
        counted = stats is not None and type(seat) is int and 0 <= seat < len(stats.accepts)
        if counted and stats is not None:  # counted: stats is set (said again for the checker)
            stats.accepts[seat] += 1
        gone = self._gone
        if (
            gone
            and command.offer_id in gone
            and isinstance(command.cards, tuple | list)  # the engine checks the cards' form first
        ):
            raise OfferGoneError(OFFER_GONE)
        try:
            self.engine.submit(command)
        finally:
            self._deliver()
        if counted and stats is not None:
            stats.landed[seat] += 1
        return True

    def _refused(self, _err: Exception) -> None:
        if self._stats is not None:
            self._stats.refusals += 1  # mostly races for one offer (R-TRADE-7)

    def _deliver(self) -> None:
        """Hand each new event to every host (each passes on what its bot may see), counting the hand's."""
        events = self._events
        stats = self._stats
        hosts = self._hosts
        gone = self._gone
        meter = self.meter
        while events:
            event = events.pop(0)
            if meter is not None:
                meter.observe(event)
            if gone is not None and isinstance(event, TradeCompleted | OfferWithdrawn):
                gone.add(event.offer_id)  # ids are never reused in a game
            if stats is not None:
                match event:
                    case TradeCompleted():
                        stats.trades += 1
                    case CornerClaimed():
                        stats.cornered_by = event.seat
                        stats.points = event.points
            kind = type(event)
            if kind in _PRIVATE_EVENTS:  # the other hosts would drop it (R-TRADE-3)
                # each kind in _PRIVATE_EVENTS has a seat; a set lookup on the type is quicker than the
                # isinstance chain that would let the checker see it
                seat = event.seat  # type: ignore[union-attr]
                if 0 <= seat < len(hosts):
                    hosts[seat].on_event(event)
            elif kind in _FLOOR_EVENTS:
                for host in hosts:
                    host.on_event(event)
            else:  # public, and neither opens nor closes the floor nor deals: most of a hand's events
                for host in hosts:
                    host.on_plain_event(event)


class _HeapTimer:
    """One seat's :class:`~pit_desktop.core.bots.host.StepTimer` on a :class:`HeadlessTable`'s heap (an entry
    whose token is out of date is skipped when it comes up)."""

    __slots__ = ("_seat", "_table")

    def __init__(self, table: HeadlessTable, seat: int) -> None:
        self._table = table
        self._seat = seat

    def start(self, delay_s: float) -> None:
        self._table._schedule(self._seat, delay_s)

    def stop(self) -> float | None:
        self._table._token[self._seat] += 1
        return None
