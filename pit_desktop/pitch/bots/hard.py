"""Hard: determinization and search (perfect-information Monte Carlo), never a look at hidden cards.

For each decision Hard deals the cards it cannot see at random to the other hands, many times, each deal
consistent with what it has seen: its own cards, every card played, and the suits a player has shown he
lacks (:class:`~pit_desktop.pitch.bots.reading.Reading`). On each deal it plays every legal card, then the
rest of the hand with every hand open (:func:`~pit_desktop.pitch.bots.cardbits.playout`), and scores the
outcome; it plays the card with the best mean. It bids from the same simulations: as pitcher, with each of
its suits as trump, it plays sampled hands out and bids the amount whose expected result beats passing.

What a result is worth (:func:`utility`): its own score change against the mean of the others', plus a
large term when the hand ends the game (P-WIN-1): the pitcher reaching the target wins. Everything runs
on bit masks; with the default sample counts a decision takes a few tens of milliseconds on one core.
"""

from __future__ import annotations

import random

from pit_desktop.bots.level import Level
from pit_desktop.pitch.bots.base import PitchBot
from pit_desktop.pitch.bots.cardbits import BIT, CARD_OF, SUIT_MASK, changes, hand_points, playout
from pit_desktop.pitch.bots.reading import Reading
from pit_desktop.pitch.bots.timing import ThinkingTime
from pit_desktop.pitch.engine.cards import Card
from pit_desktop.pitch.engine.commands import Bid, Pass, SeatCommand, ShootMoon
from pit_desktop.pitch.engine.view import PitchView

PLAY_SAMPLES = 24
"""Deals sampled for a card decision."""

BID_SAMPLES = 48
"""Deals sampled for a call in the auction."""

WIN_VALUE = 6.0
"""What ending the game is worth, in points of :func:`utility` (P-WIN-1)."""

PASS_VALUE = -0.35
"""What passing is worth when nobody near the target holds the bid: another player will pitch, and a
pitcher wins more than the others on average."""


def utility(change: list[int], seat: int, pitcher: int, scores: tuple[int, ...], target: int | None) -> float:
    """What a hand's score changes are worth to ``seat``: its change minus the mean of the others',
    plus :data:`WIN_VALUE` if it ends the game as the pitcher, minus it if another pitcher does
    (``target`` is ``None`` in the Money Game, which has no target)."""
    n = len(change)
    mine = change[seat]
    value = mine - (sum(change) - mine) / (n - 1)
    if target is not None and scores[pitcher] + change[pitcher] >= target:
        value += WIN_VALUE if pitcher == seat else -WIN_VALUE
    return value


class HardBot(PitchBot):
    """Perfect-information Monte Carlo over deals consistent with its view.

    Args:
        seat: the seat it plays.
        rng: its randomness (the deals it samples).
        timing: its thinking times.
        samples: deals sampled per card decision (:data:`PLAY_SAMPLES`).
        bid_samples: deals sampled per call (:data:`BID_SAMPLES`).
    """

    level = Level.HARD

    def __init__(
        self,
        seat: int,
        rng: random.Random,
        timing: ThinkingTime | None = None,
        samples: int = PLAY_SAMPLES,
        bid_samples: int = BID_SAMPLES,
    ) -> None:
        super().__init__(seat, rng, timing)
        self.samples = samples
        self.bid_samples = bid_samples

    def choose_card(self, view: PitchView, legal: tuple[Card, ...]) -> Card:
        """The legal card with the best mean :func:`utility` over sampled deals."""
        if len(legal) == 1:
            return legal[0]
        reading = Reading(view)
        n, me = view.players, self.seat
        target = None if view.settings.money else view.settings.target
        low_to_holder = view.settings.low_to_holder
        candidates = [BIT[c] for c in legal]
        totals = [0.0] * len(candidates)
        for _ in range(self.samples):
            hands = reading.sample(self.rng)
            dealt = reading.dealt(hands)
            for i, b in enumerate(candidates):
                h = hands.copy()
                h[me] &= ~(1 << b)
                trick = [*reading.trick, (me, b)]
                trump = reading.trump if reading.trump >= 0 else b & 3
                taken, tricks = reading.taken.copy(), reading.tricks.copy()
                playout(h, (me + 1) % n, trick, trump, taken, tricks)
                won = hand_points(taken, dealt, trump, low_to_holder)
                change = changes(won, tricks, view.pitcher, view.bid, view.moon)
                totals[i] += utility(change, me, view.pitcher, view.scores, target)
        best = max(range(len(candidates)), key=lambda i: totals[i])
        return CARD_OF[candidates[best]]

    def choose_call(self, view: PitchView, legal: tuple[SeatCommand, ...]) -> SeatCommand:
        """The call with the best expected :func:`utility`: each bid valued by playing sampled deals out
        as pitcher with the best of its suits as trump, against :func:`pass_value`."""
        bids = [c for c in legal if isinstance(c, Bid | ShootMoon)]
        if not bids:
            return legal[0]
        results = self._simulate_pitching(view)
        target = None if view.settings.money else view.settings.target
        me = self.seat
        best: SeatCommand | None = None
        best_value = -1e9
        if any(isinstance(c, Pass) for c in legal):
            best, best_value = next(c for c in legal if isinstance(c, Pass)), self.pass_value(view)
        for command in bids:
            moon = isinstance(command, ShootMoon)
            amount = 4 if moon else command.amount  # type: ignore[union-attr]
            value = max(
                sum(
                    utility(changes(won, tricks, me, amount, moon), me, me, view.scores, target)
                    for won, tricks in per_suit
                )
                / len(per_suit)
                for per_suit in results
            )
            if value > best_value:
                best, best_value = command, value
        assert best is not None
        return best

    def pass_value(self, view: PitchView) -> float:
        """What passing is worth: :data:`PASS_VALUE`, less the chance of losing the game when the high
        bidder would reach the target by making his bid (P-WIN-1)."""
        high = view.high_call
        if high is None or view.settings.money:
            return PASS_VALUE
        if view.scores[high.seat] + high.amount >= view.settings.target:
            return PASS_VALUE - 0.6 * WIN_VALUE
        return PASS_VALUE

    def _simulate_pitching(self, view: PitchView) -> list[list[tuple[list[int], list[int]]]]:
        """For each suit held, ``(points won, tricks taken)`` of every seat over sampled deals, this seat
        pitching its highest card of that suit."""
        reading = Reading(view)
        n, me = view.players, self.seat
        suits = [s for s in range(4) if reading.hand & SUIT_MASK[s]]
        results: list[list[tuple[list[int], list[int]]]] = [[] for _ in suits]
        low_to_holder = view.settings.low_to_holder
        for _ in range(self.bid_samples):
            hands = reading.sample(self.rng)
            for i, s in enumerate(suits):
                lead = (reading.hand & SUIT_MASK[s]).bit_length() - 1
                h = hands.copy()
                h[me] &= ~(1 << lead)
                taken, tricks = [0] * n, [0] * n
                playout(h, (me + 1) % n, [(me, lead)], s, taken, tricks)
                results[i].append((hand_points(taken, hands, s, low_to_holder), tricks))
        return results
