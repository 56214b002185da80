"""Human: a model of a person at the table, to measure the levels against in the simulator.

Never offered in the new-game dialog (:data:`pit_desktop.games.pit.bots.PLAYER_LEVELS` leaves it out). Its
numbers come from what people can do and are fixed: the levels are tuned against it, never it against them.

Timing (every delay measured from the event that prompts it, never scaled by the table's pace):

- an ordinary action (offer, accept, withdraw): median 2.2 s, 5th percentile 1.4 s, 95th 4.1 s
  (:data:`HUMAN_TIMING`); one action in progress at a time (a person cannot prepare two drags at once);
- after receiving cards, 1.0 s to look at them before the next action (:data:`HUMAN_LOOK_S`);
- the bell: median 1.0 s after a corner is first held, 5th percentile 0.74 s (:data:`HUMAN_BELL`);
- perfect attention: it sees every offer on the floor, and never bursts beyond one action at a time.

Strategy (a sensible newcomer who has read the rules):

- collect the commodity held most of (ties by value, R-SCORE-1), with no hysteresis;
- offer the largest other group (up to four); an offer nobody took for :data:`HUMAN_STEP_DOWN_S` is
  withdrawn and offered one card smaller;
- accept any offer it can pay from cards it is not collecting, the largest first;
- pass the Bear on at the next trade (padded into the next offer or payment, R-CORNER-3), keep the Bull
  (it is wild, R-CORNER-2);
- ring the bell as soon as it holds a corner (R-CORNER-1).

A person drags cards to a seat, not to an offer id: the cards are face down, and what the person aims at is
the seat's shout. So when the take it chose falls due (:meth:`HumanBot.land`) and that offer has gone while
the seat shouts the same count again, posted after it went and within
:data:`~pit_desktop.games.pit.bots.matching.GONE_S` of it, the cards land on the new one, as a player's drop
in the window lands on what the seat shows; with nothing of the same count there they go to the offer chosen,
and the engine says it is gone (R-TRADE-7).
"""

from __future__ import annotations

import random

from pit_desktop.core.bots.base import Level
from pit_desktop.core.bots.pace import TablePace
from pit_desktop.core.bots.timing import ReactionTime
from pit_desktop.games.pit.bots.trader import Style, TraderBot
from pit_desktop.games.pit.engine import (
    AcceptOffer,
    Card,
    Command,
    Commodity,
    Event,
    OfferPosted,
    OfferWithdrawn,
    PublicOffer,
    TradeCompleted,
)

HUMAN_TIMING = ReactionTime(mu_s=1.58, sigma_s=0.30, tau_s=0.83, hick_s=0.0)
"""An ordinary action: median 2.2 s, 5th percentile 1.4 s, 95th percentile 4.1 s (sampled in the tests)."""

HUMAN_BELL = ReactionTime(mu_s=0.78, sigma_s=0.08, tau_s=0.30, hick_s=0.0)
"""The bell after a corner is first held: median 1.0 s, 5th percentile 0.74 s."""

HUMAN_LOOK_S = 1.0
"""Seconds to look at cards just received before the next action."""

HUMAN_STEP_DOWN_S = 5.0
"""An own offer nobody took for this long is withdrawn and offered one card smaller. Set with the model,
before any measurement; never tuned."""

HUMAN = Style(
    level=Level.HUMAN,
    timing=HUMAN_TIMING,
    claim_timing=HUMAN_BELL,
    switch_margin=0.0,
    fed_weight=0.0,
    points_weight=0.5,  # under one card: it only breaks ties between equal groups, by value
    stall_per_s=0.0,
    step_down_s=HUMAN_STEP_DOWN_S,
    keep_bull_at=0,
    handle_s=HUMAN_LOOK_S,
)
"""The Human's style: the shared trader with a newcomer's plain rules and a person's timing."""


class HumanBot(TraderBot):
    """The reference person (see the module docstring); a :class:`~pit_desktop.core.bots.base.Bot`.

    Args:
        seat: the seat it plays.
        rng: its source of randomness (reaction times only).
    """

    def __init__(self, seat: int, rng: random.Random) -> None:
        super().__init__(seat, rng, HUMAN, TablePace())

    def _new_hand(self) -> None:
        super()._new_hand()
        self._shown: dict[int, tuple[int, int, float]] = {}  # each seat's offer out: id, count, posted at
        self._offer_seat: dict[int, int] = {}  # the seat of every offer out
        self._went: dict[int, tuple[int, int, float]] = {}  # each seat's last offer gone: id, count, when

    def inform(self, event: Event) -> bool:
        """The trader's :meth:`~pit_desktop.games.pit.bots.trader.TraderBot.inform`, keeping what each seat
        shows."""
        match event:
            case OfferPosted():
                self._shown[event.seat] = (event.offer_id, event.count, event.at_s)
                self._offer_seat[event.offer_id] = event.seat
            case OfferWithdrawn() | TradeCompleted():
                seat = self._offer_seat.pop(event.offer_id, None)
                if seat is not None:
                    self._went[seat] = (event.offer_id, event.count, event.at_s)
                    shown = self._shown.get(seat)
                    if shown is not None and shown[0] == event.offer_id:
                        del self._shown[seat]
        return super().inform(event)

    def land(self, command: Command) -> Command:
        """The command as it lands now (see the module docstring): a take of an offer gone since it was
        chosen goes to the same seat's new offer of the same count, posted after it went and within
        :data:`~pit_desktop.games.pit.bots.matching.GONE_S` of it; any other command lands as chosen. Called
        by the host as the command falls due (:class:`~pit_desktop.core.bots.host.BotHost`)."""
        if type(command) is not AcceptOffer or command.offer_id in self._offer_seat:
            return command
        for seat, (gone_id, count, gone_at) in self._went.items():
            if gone_id == command.offer_id:
                shown = self._shown.get(seat)
                if shown is not None and shown[1] == count and shown[2] >= gone_at:
                    return AcceptOffer(command.seat, shown[0], command.cards)
                break
        return command

    answer_floor_s = 0.0
    bell_floor_s = 0.0
    """A person's own times are its floors: the bots' (no take within 0.8 s, no bell within 0.6 s) are
    there to keep bots within a person's reach."""

    def _factor(self) -> float:
        """A person plays at their own speed whatever the bots' pace."""
        return 1.0

    def _look_factor(self) -> float:
        return 1.0

    def _bell_factor(self) -> float:
        return 1.0

    def _claim_delay(self, now: float) -> float:
        """The bell comes :data:`HUMAN_BELL` after the corner was first held (the trade that made it), not
        after the action it was busy with."""
        held_for = now - self._last_trade_s if self._last_trade_s >= 0.0 else 0.0
        return self.style.claim_timing.draw(self.rng) - held_for

    def _acceptable(self, view: object, offer: PublicOffer) -> bool:
        """Any offer it can pay: a person cannot tell whose cards an offer holds."""
        return True

    def _pick(
        self,
        payable: list[tuple[PublicOffer, tuple[Card, ...]]],
        hand: object,
        target: Commodity | None,
    ) -> tuple[PublicOffer, tuple[Card, ...]]:
        """The largest payable offer, the oldest of equal ones."""
        return max(payable, key=lambda op: (op[0].count, -op[0].posted_at_s))
