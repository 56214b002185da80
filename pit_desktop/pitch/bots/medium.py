"""Medium: a steady club player of Pitch who counts trumps and game points.

- Bids from an expected-points estimate of each suit as trump (:func:`expected_points`): the chance that
  its top trump is High and its bottom trump Low given how many cards the others hold, the jack kept or
  caught, and a share of Game from its length and its tens; it bids what it expects, a little bolder
  when making the bid would win the game.
- Leads the top trump while nobody can hold a higher one (counting the trumps played), otherwise a low
  side card that counts nothing; never leads a ten into danger.
- Takes a trick that holds points (a ten, the jack of trumps, a low trump, several game points) or is its
  last to play, with the cheapest card that wins; otherwise ducks with its least useful card.
"""

from __future__ import annotations

from pit_desktop.bots.level import Level
from pit_desktop.pitch.bots.base import PitchBot
from pit_desktop.pitch.bots.simple import beats, call_up_to, winning_card
from pit_desktop.pitch.engine.cards import HAND_SIZE, SUITS, Card, Rank, Suit
from pit_desktop.pitch.engine.commands import SeatCommand
from pit_desktop.pitch.engine.view import PitchView

BOLDNESS = 1.0
"""Points added to the estimate before it is rounded down to a bid: only the pitcher can win (P-WIN-1),
and a set-back costs no more than the bid, so a club player bids a little over what he expects."""

GOING_OUT_BOLDNESS = 1.6
"""Points added instead when making the bid would reach the target (P-WIN-1)."""

BLOCKING_BOLDNESS = 1.4
"""Points added instead when the high bidder would reach the target by making his bid (P-WIN-1)."""


def expected_points(hand: tuple[Card, ...], suit: Suit, players: int) -> float:
    """The points ``hand`` may expect to win as pitcher with ``suit`` trump (High, Low, Jack, Game).

    Each of the 46 cards the player cannot see is in another hand with probability
    ``6 * (players - 1) / 46`` (P-DEAL-2: the rest are not dealt).
    """
    trumps = sorted((c.rank for c in hand if c.suit is suit), reverse=True)
    if not trumps:
        return 0.0
    p_in = HAND_SIZE * (players - 1) / (52 - HAND_SIZE)
    top, low, k = trumps[0], trumps[-1], len(trumps)
    high = (1 - p_in) ** (Rank.ACE - top)
    low_p = (1 - p_in) ** (low - Rank.TWO) * (0.85 if k >= 2 else 1.0)
    if Rank.JACK in trumps:
        jack = 0.85 if top > Rank.JACK or k >= 3 else 0.5
    else:
        jack = p_in * (0.5 if top == Rank.ACE else 0.25 if top == Rank.KING else 0.1)
    tens = sum(1 for c in hand if c.rank == Rank.TEN)
    honours = sum(1 for c in hand if c.rank >= Rank.QUEEN)
    game = min(0.85, 0.15 + 0.08 * k + 0.12 * tens + 0.05 * honours)
    return high + low_p + jack + game


def best_suit(hand: tuple[Card, ...], players: int) -> tuple[Suit, float]:
    """The suit of ``hand`` with the highest :func:`expected_points`, and that estimate."""
    return max(((s, expected_points(hand, s, players)) for s in SUITS), key=lambda se: se[1])


class MediumBot(PitchBot):
    """Counts trumps and game points; bids from an estimate; leads and ducks sensibly."""

    level = Level.MEDIUM

    def choose_call(self, view: PitchView, legal: tuple[SeatCommand, ...]) -> SeatCommand:
        """Bid the estimate of the best suit, rounded down after :data:`BOLDNESS`; bolder to go out or
        to keep a player who would go out from pitching (P-WIN-1)."""
        _, estimate = best_suit(view.hand, view.players)
        amount = int(estimate + BOLDNESS)
        if not view.settings.money:
            target = view.settings.target
            going_out = int(estimate + GOING_OUT_BOLDNESS)
            if view.scores[self.seat] + going_out >= target:
                amount = max(amount, going_out)
            high = view.high_call
            if high is not None and view.scores[high.seat] + high.amount >= target:
                amount = max(amount, int(estimate + BLOCKING_BOLDNESS))
        return call_up_to(view, legal, min(4, amount))

    def choose_card(self, view: PitchView, legal: tuple[Card, ...]) -> Card:
        """Lead or follow as the module says."""
        if len(legal) == 1:
            return legal[0]
        if view.trump is None:
            suit, _ = best_suit(view.hand, view.players)
            return max((c for c in legal if c.suit is suit), key=lambda c: c.rank)
        trump = view.trump
        seen = {c for t in view.tricks for _, c in t.plays} | {c for _, c in view.trick}
        outside = [c for c in _all_of(trump) if c not in seen and c not in view.hand]
        top_out = max((c.rank for c in outside), default=0)
        if not view.trick:
            return self._lead(legal, trump, top_out)
        return self._follow(view, legal, trump, top_out)

    def _lead(self, legal: tuple[Card, ...], trump: Suit, top_out: int) -> Card:
        trumps = [c for c in legal if c.suit is trump]
        if trumps and max(c.rank for c in trumps) > top_out:
            return max(trumps, key=lambda c: c.rank)
        side = [c for c in legal if c.suit is not trump]
        quiet = [c for c in side if c.game_points == 0]
        pool = quiet or [c for c in side if c.rank != Rank.TEN] or side or list(legal)
        return min(pool, key=lambda c: (c.game_points, c.rank))

    def _follow(self, view: PitchView, legal: tuple[Card, ...], trump: Suit, top_out: int) -> Card:
        best = winning_card(view.trick, trump)
        last = len(view.trick) == view.players - 1
        winners = [c for c in legal if beats(c, best, trump)]
        pot = sum(c.game_points for _, c in view.trick)
        prize = any(c.suit is trump and (c.rank == Rank.JACK or c.rank <= Rank.FOUR) for _, c in view.trick)
        if winners:
            safe = winners if last else [c for c in winners if c.suit is trump and c.rank > top_out]
            mine_ten = [c for c in winners if c.rank == Rank.TEN and (last or c in safe)]
            if mine_ten:
                return mine_ten[0]
            if pot >= 3 or prize or last:
                pool = safe or winners
                return min(pool, key=lambda c: (c.suit is trump, c.rank == Rank.JACK, c.rank))
        return min(
            legal,
            key=lambda c: (c.suit is trump, c.rank == Rank.TEN, c.game_points, c.rank),
        )


def _all_of(suit: Suit) -> list[Card]:
    return [Card(r, suit) for r in Rank]
