"""Headless Pitch: one engine and its bots on a simple turn loop, on a virtual clock.

The seat on turn is asked for its step; its command is submitted after its thinking time (the clock moves
on by it, which changes nothing in a turn game but keeps the events' times human). Every event goes to the
bots that may see it. Deterministic for a seed: the engine's rng deals, each bot has its own rng. A later
shared bot host replaces this loop; the bots already speak its contract.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from pit_desktop.core.sim.clock import VirtualClock
from pit_desktop.games.pitch.bots.base import PitchBot
from pit_desktop.games.pitch.engine.commands import DealHand, SettleUp
from pit_desktop.games.pitch.engine.engine import PitchEngine
from pit_desktop.games.pitch.engine.errors import PitchError
from pit_desktop.games.pitch.engine.events import Event, HandScored, Settled, visible_to
from pit_desktop.games.pitch.engine.settings import PitchSettings
from pit_desktop.games.pitch.engine.table import Phase

MAX_REFUSALS = 3
"""Refusals in a row after which a bot is called broken (never expected: bots ask the view first)."""

DEAL_PAUSE_S = 3.0
"""Game time between hands (gathering and shuffling)."""


class BotFailedError(RuntimeError):
    """A bot kept making refused commands or would not act on its turn."""


@dataclass(slots=True)
class GameResult:
    """One finished all-bot game of Pitch.

    Attributes:
        winner: the winning seat (P-WIN-1); in the Money Game the seat paid most; -1 if none.
        scores: final scores by seat.
        hands: every scored hand, in order.
        thrown_in: hands thrown in (everyone passed, PV-STICK off).
        payments_cents: the Money Game's payout (P-WIN-2), else empty.
        game_s: game time, seconds.
    """

    winner: int
    scores: tuple[int, ...]
    hands: list[HandScored] = field(default_factory=list)
    thrown_in: int = 0
    payments_cents: tuple[int, ...] = ()
    game_s: float = 0.0


class PitchTable:
    """Hosts ``bots`` around one engine on a :class:`VirtualClock`. Single-threaded.

    Args:
        settings: the game's settings (``players`` must equal ``len(bots)``).
        bots: one bot per seat, ``bots[i].seat == i``.
        seed: the engine's seed (first dealer, shuffles).

    Raises:
        ValueError: the bots do not fill the table seat by seat.
    """

    def __init__(self, settings: PitchSettings, bots: Sequence[PitchBot], seed: int | None = None) -> None:
        if len(bots) != settings.players or any(b.seat != i for i, b in enumerate(bots)):
            raise ValueError("need one bot per seat, bots[i].seat == i")
        self.clock = VirtualClock()
        self.engine = PitchEngine(settings, seed=seed, clock=self.clock)
        self.bots = list(bots)
        self._events: list[Event] = []
        self.engine.subscribe(self._events.append)

    def play_game(self, max_hands: int = 200, money_hands: int = 12) -> GameResult:
        """Play hands until the Auction game is won (P-WIN-1), or ``money_hands`` hands of the Money Game
        and then settle up (P-WIN-2); stop after ``max_hands`` deals without a winner.

        Raises:
            BotFailedError: a bot kept making refused commands.
        """
        engine = self.engine
        result = GameResult(winner=-1, scores=())
        money = engine.settings.money
        for _ in range(max_hands):
            scored = self.play_hand()
            if scored is None:
                result.thrown_in += 1
            else:
                result.hands.append(scored)
            if engine.phase is Phase.GAME_OVER or (money and len(result.hands) >= money_hands):
                break
            self.clock.advance_to(self.clock.now_s + DEAL_PAUSE_S)
        if money:
            settled = next(e for e in engine.submit(SettleUp()) if isinstance(e, Settled))
            result.payments_cents = settled.payments_cents
            paid = settled.payments_cents
            result.winner = paid.index(max(paid)) if paid.count(max(paid)) == 1 else -1
        else:
            result.winner = engine.winner if engine.winner is not None else -1
        result.scores = engine.scores
        result.game_s = self.clock.now_s
        return result

    def play_hand(self) -> HandScored | None:
        """Deal, run the auction and the six tricks; the hand's score, or ``None`` if it was thrown in.

        Raises:
            BotFailedError: a bot kept making refused commands, or would not act on its turn.
        """
        engine = self.engine
        engine.submit(DealHand())
        for bot in self.bots:
            bot.restart(engine.view(bot.seat))
        scored: HandScored | None = None
        refusals = 0
        while True:
            scored = self._deliver() or scored
            seat = engine.turn
            if seat < 0:
                return scored
            bot = self.bots[seat]
            step = bot.step(engine.view(seat))
            if step.command is None:
                raise BotFailedError(f"seat {seat} would not act on its turn")
            self.clock.advance_to(self.clock.now_s + max(0.0, step.delay_s))
            try:
                engine.submit(step.command)
                refusals = 0
            except PitchError as err:
                refusals += 1
                if refusals >= MAX_REFUSALS:
                    raise BotFailedError(f"seat {seat}: {err}") from None
                err.__traceback__ = None  # a bot gets the refusal, not the frames that reach the engine
                bot.refused(step.command, err)

    def _deliver(self) -> HandScored | None:
        """Hand each new event to the bots that may see it; the hand's score if one came."""
        scored = None
        events, self._events[:] = self._events[:], []
        for event in events:
            if isinstance(event, HandScored):
                scored = event
            for bot in self.bots:
                if visible_to(event, bot.seat):
                    bot.inform(event)
        return scored
