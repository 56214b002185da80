"""Headless play: one engine and its bots on a virtual clock, as a discrete-event loop.

Deterministic for a seed: the engine's rng deals, each bot has its own rng, and ties in time are broken by
scheduling order. Thousands of times faster than real time.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from pit_desktop.bots.base import MIN_REACTION_S, Bot
from pit_desktop.engine import (
    CornerClaimed,
    DealHand,
    Engine,
    Event,
    GameSettings,
    OpenMarket,
    Phase,
    PitError,
    TradeCompleted,
)
from pit_desktop.engine.events import PRIVATE_EVENTS
from pit_desktop.sim.clock import VirtualClock

MAX_HAND_S = 1800.0
"""A hand still open after this much game time is called stalled and the game abandoned (never expected:
the bots are built to reach a corner; the figure is reported, not hidden)."""

MIN_WAIT_S = 0.05
"""The shortest wait of a bot that asked to be asked again, seconds."""

DEAL_PAUSE_S = 3.0
"""Game time between a corner and the next deal (gathering and shuffling)."""


@dataclass(slots=True)
class HandStats:
    """What one hand came to.

    Attributes:
        hand_no: the hand's number in its game.
        trades: trades completed during the hand.
        refusals: commands the engine refused (mostly races for one offer, R-TRADE-7).
        market_s: game time from the bell to the corner, seconds.
        cornered_by: the cornering seat (``-1`` if the hand stalled).
        points: points it scored.
        stalled: the hand passed :data:`MAX_HAND_S` without a corner.
    """

    hand_no: int
    trades: int = 0
    refusals: int = 0
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

    Args:
        settings: the game's settings (``players`` must equal ``len(bots)``).
        bots: one bot per seat, ``bots[i].seat == i``.
        seed: the engine's seed (deals, suits in play, first dealer).

    Raises:
        ValueError: the bots do not fill the table seat by seat.
    """

    def __init__(self, settings: GameSettings, bots: Sequence[Bot], seed: int | None = None) -> None:
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
        self._pending: list[object | None] = [None] * n
        self._order = 0

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
        engine.submit(DealHand())
        stats = HandStats(hand_no=engine.hand_no)
        self._deliver()
        for bot in self.bots:
            bot.restart(engine.view(bot.seat))
        clock.advance_to(engine.sort_ends_at_s)
        engine.submit(OpenMarket())
        opened_at = clock.now_s
        self._queue.clear()
        self._pending = [None] * len(self.bots)
        for bot in self.bots:
            self._ask(bot.seat)
        self._deliver(stats)
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
            command = self._pending[seat]
            self._pending[seat] = None
            if command is not None:
                try:
                    engine.submit(command)  # type: ignore[arg-type]
                except PitError as err:
                    stats.refusals += 1
                    # The traceback's frames lead back to this table and its engine: a bot gets the
                    # refusal's reason only (R-TRADE-3).
                    err.__traceback__ = None
                    self.bots[seat].refused(command, err)  # type: ignore[arg-type]
            self._deliver(stats)
            if engine.phase is Phase.OPEN:
                self._ask(seat)
        stats.market_s = clock.now_s - opened_at
        return stats

    def _ask(self, seat: int) -> None:
        step = self.bots[seat].step(self.engine.view(seat))
        delay = step.delay_s
        if step.command is not None:
            delay = max(delay, MIN_REACTION_S)
        elif delay < MIN_WAIT_S:
            delay = MIN_WAIT_S  # game time must move on, or a bot could be asked for ever at one instant
        self._schedule(seat, step.command, delay)

    def _schedule(self, seat: int, command: object | None, delay_s: float) -> None:
        self._token[seat] += 1
        self._order += 1
        self._pending[seat] = command
        heapq.heappush(
            self._queue, (self.clock.now_s + max(0.0, delay_s), self._order, seat, self._token[seat])
        )

    def _deliver(self, stats: HandStats | None = None) -> None:
        """Hand each new event to the bots that may see it; wake idle bots that ask for it."""
        if not self._events:
            return
        events = self._events[:]
        self._events.clear()
        open_market = self.engine.phase is Phase.OPEN
        pending = self._pending
        for event in events:
            kind = type(event)
            if stats is not None:
                if kind is TradeCompleted:
                    stats.trades += 1
                elif kind is CornerClaimed:
                    stats.cornered_by = event.seat  # type: ignore[union-attr]
                    stats.points = event.points  # type: ignore[union-attr]
            if kind in PRIVATE_EVENTS:  # R-TRADE-3: only its own seat may see it (as visible_to says)
                bots: Sequence[Bot] = (self.bots[event.seat],)  # type: ignore[union-attr]
            else:
                bots = self.bots
            for bot in bots:
                if bot.inform(event) and open_market and pending[bot.seat] is None:
                    self._ask(bot.seat)
