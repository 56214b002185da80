"""Hard: determinization and search (perfect-information Monte Carlo), never a look at hidden cards.

For each decision Hard deals the cards it cannot see at random to the other hands, many times, each deal
consistent with what it has seen: its own cards, every card played, and the suits a player has shown he
lacks (:class:`~pit_desktop.games.pitch.bots.reading.Reading`). On each deal it plays every legal card, then
the rest of the hand with every hand open (:func:`~pit_desktop.games.pitch.bots.cardbits.playout`), and scores
the outcome; it plays the card with the best mean. It bids from the same simulations: as pitcher, with each of
its suits as trump, it plays sampled hands out and finds the amount whose expected result beats passing;
it calls that or what a club player's estimate bids (Medium's), whichever is higher, since the play-outs
play a pitcher's hand worse than its own search does.

What a result is worth (:func:`utility`): its own score change against the mean of the others', plus a
large term when the hand ends the game (P-WIN-1): the pitcher reaching the target wins. Everything runs
on bit masks; with the default sample counts a card takes about 30 ms and a call about 11 ms of one core
(``benchmarks/bench_pitch_hard.py``), far within the second a decision may take.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from pit_desktop.core.bots.level import Level
from pit_desktop.games.pitch.bots.base import PitchBot
from pit_desktop.games.pitch.bots.cardbits import (
    BIT,
    CARD_OF,
    SUIT_MASK,
    changes,
    hand_points,
    legal,
    playout,
    strength,
)
from pit_desktop.games.pitch.bots.medium import BOLDNESS, STEAL_BOLDNESS, club_amount, estimate_ranks
from pit_desktop.games.pitch.bots.reading import Reading
from pit_desktop.games.pitch.bots.simple import call_up_to
from pit_desktop.games.pitch.bots.timing import ThinkingTime
from pit_desktop.games.pitch.engine.cards import Card
from pit_desktop.games.pitch.engine.commands import Bid, Pass, SeatCommand, ShootMoon
from pit_desktop.games.pitch.engine.view import PitchView

PLAY_SAMPLES = 192
"""Deals sampled for a card decision. Hard wins more the more it samples: against three Medium (800 to
1,000 games each), 24 deals won 37% of the games, 96 won 40% and 192 won 43% (docs/pitch.md); a card
still takes a few hundredths of a second of one core."""

BID_SAMPLES = 48
"""Deals sampled for a call in the auction."""

WIN_SLOPE = 0.25
"""How much a point of score weighs in :func:`win_chance`: fitted by maximum likelihood to who went on
to win 3,000 games of four Medium bots, from the scores at the start of each of their 23,000 hands."""

FIELD_BOLDNESS = BOLDNESS
"""What the other players are taken to add to their estimate when they bid (Medium's boldness)."""

FIELD_STEAL_BOLDNESS = STEAL_BOLDNESS
"""What the dealer is taken to add instead when a bid stands before him (Medium's, for a steal)."""


def win_chance(scores: list[int] | tuple[int, ...], seat: int) -> float:
    """``seat``'s chance of winning the game from ``scores`` between hands: a softmax of the scores with
    slope :data:`WIN_SLOPE` (P-WIN-1 races everyone to the target)."""
    top = max(scores)
    weights = [math.exp(WIN_SLOPE * (s - top)) for s in scores]
    return weights[seat] / sum(weights)


def utility(change: list[int], seat: int, pitcher: int, scores: tuple[int, ...], target: int | None) -> float:
    """What a hand's score changes are worth to ``seat``. In the Auction game, its chance of winning the
    game afterwards: 1 or 0 when the pitcher reaches the target (P-WIN-1), else :func:`win_chance`. In
    the Money Game (``target`` ``None``), its change against the mean of the others' (P-WIN-2 pays the
    difference from the average)."""
    if target is None:
        mine = change[seat]
        return mine - (sum(change) - mine) / (len(change) - 1)
    after = [s + c for s, c in zip(scores, change, strict=True)]
    if after[pitcher] >= target:
        return 1.0 if pitcher == seat else 0.0
    return win_chance(after, seat)


def call_rank(call: SeatCommand) -> int:
    """How high ``call`` goes in the auction: 0 a pass, the amount of a bid, 5 the moon (P-BID-1,
    P-BID-4)."""
    if isinstance(call, Bid):
        return call.amount
    return 5 if isinstance(call, ShootMoon) else 0


def ranks_of(hand: int) -> list[list[int]]:
    """The ranks ``hand`` holds in each suit, by suit index, highest first (as Medium's
    :func:`~pit_desktop.games.pitch.bots.medium.hand_ranks`)."""
    out: list[list[int]] = [[], [], [], []]
    while hand:
        top = hand.bit_length() - 1
        out[top & 3].append((top >> 2) + 2)
        hand ^= 1 << top
    return out


def estimate(hand: int, suit: int, p_in: float) -> float:
    """Medium's :func:`~pit_desktop.games.pitch.bots.medium.expected_points` on bits: what ``hand`` expects to
    win as pitcher with ``suit`` trump when each unseen card is in another hand with chance ``p_in``. Hard
    takes the other players to bid this way."""
    return estimate_ranks(ranks_of(hand), suit, p_in)


def best_estimate(hand: int, p_in: float) -> tuple[float, int]:
    """The best :func:`estimate` of ``hand`` over its suits, and that suit (Medium's
    :func:`~pit_desktop.games.pitch.bots.medium.best_suit`, ties alike)."""
    ranks = ranks_of(hand)
    best = max(
        (s for s in range(4) if ranks[s]),
        key=lambda s: (estimate_ranks(ranks, s, p_in), len(ranks[s]), ranks[s][0]),
    )
    return estimate_ranks(ranks, best, p_in), best


def pitch_bit(trumps: int) -> int:
    """Medium's :func:`~pit_desktop.games.pitch.bots.medium.pitch_card` on bits: the bit of the card it
    pitches from its ``trumps`` (a non-empty mask of one suit)."""
    top = trumps.bit_length() - 1
    if top >> 2 >= 11 or trumps & (trumps - 1) == 0:  # a king or an ace (rank 13, 14), or a lone trump
        return top
    rest = trumps & (trumps - 1)  # all but the lowest
    while rest:
        b = rest.bit_length() - 1
        if (b >> 2) + 2 not in (10, 11):  # neither the ten nor the jack
            return b
        rest ^= 1 << b
    return top


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
        for hands in reading.samples(self.rng, self.samples, self._fits_seen(view)):
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
        """The call with the best mean :func:`utility` over sampled deals: each bid valued by playing the
        deals out as pitcher with the best of its suits as trump, a pass by playing them out with the
        pitcher the others' bids would make (each taken to bid as :func:`estimate` says). Where Medium's
        :func:`~pit_desktop.games.pitch.bots.medium.club_amount` calls higher, that call instead (P-BID-1).
        Returns one of ``legal``."""
        bids = [c for c in legal if isinstance(c, Bid | ShootMoon)]
        passes = [c for c in legal if isinstance(c, Pass)]
        if not bids:
            return legal[0]
        reading = Reading(view)
        me = self.seat
        target = None if view.settings.money else view.settings.target
        suits = [s for s in range(4) if reading.hand & SUIT_MASK[s]]
        amounts = [(c.amount, False) if isinstance(c, Bid) else (4, True) for c in bids]
        totals = [[0.0] * len(suits) for _ in bids]
        pass_total = 0.0
        for hands in reading.samples(self.rng, self.bid_samples, self._fits_seen(view)):
            for i, s in enumerate(suits):
                won, tricks = self._pitch(hands, me, s, view.settings.low_to_holder)
                for j, (amount, moon) in enumerate(amounts):
                    change = changes(won, tricks, me, amount, moon)
                    totals[j][i] += utility(change, me, me, view.scores, target)
            if passes:
                pass_total += self._pass_outcome(view, hands, target)
        values = [max(row) for row in totals]
        best = max(range(len(bids)), key=lambda j: values[j])
        searched = passes[0] if passes and pass_total >= values[best] else bids[best]
        club = call_up_to(view, legal, club_amount(view))
        return searched if call_rank(searched) >= call_rank(club) else club

    def _fits_seen(self, view: PitchView) -> Callable[[list[int]], bool]:
        """A test of a sampled deal as dealt: does it fit what the other players did, each taken to play
        as a club player (Medium) would?

        - Every call of the auction: a player bids his :func:`estimate` plus :data:`FIELD_BOLDNESS`
          (the dealer facing a bid :data:`FIELD_STEAL_BOLDNESS`), so a pass lies below the bid standing
          then and a bid within one of his; the pitcher's trump is his best suit.
        - Every lead: the pitcher's first lead is the card Medium would pitch (:func:`pitch_bit`); a
          later trump lead is the leader's highest trump; a side lead means he did not hold the highest
          trump he could not see.
        - Every card that let a trick with points go (or was played last to a trick and lost it): he had
          nothing that could take it.
        """
        n, me = view.players, self.seat
        p_in = 6 * (n - 1) / 46
        s = view.settings
        trump = view.trump.index if view.trump is not None else -1
        tm = SUIT_MASK[trump] if trump >= 0 else 0
        leads: list[tuple[int, int, int, int]] = []  # (leader, bit, played before, his cards played before)
        ducks: list[tuple[int, int, int, int]] = []  # (seat, led suit, strength to beat, his cards before)
        played = 0
        by_seat = [0] * n
        for plays in [t.plays for t in view.tricks] + ([view.trick] if view.trick else []):
            leader, c = plays[0]
            if leader != me:
                leads.append((leader, BIT[c], played, by_seat[leader]))
            led = c.suit.index
            best, pot, prize = -1, 0, False
            for k, (seat, card) in enumerate(plays):
                bit = BIT[card]
                s_card = strength(bit, led, trump)
                if k and seat != me and s_card <= best and (pot >= 3 or prize or k == n - 1):
                    ducks.append((seat, led, best, by_seat[seat]))
                best = max(best, s_card)
                pot += card.game_points
                prize |= card.suit.index == trump and (card.rank == 11 or card.rank <= 4)
                played |= 1 << bit
                by_seat[seat] |= 1 << bit
        calls = [c for c in view.calls if c.seat != me]

        def fits(dealt: list[int]) -> bool:
            high = 0
            for call in view.calls:
                if call.seat != me:
                    value = best_estimate(dealt[call.seat], p_in)[0]
                    bold = FIELD_STEAL_BOLDNESS if call.seat == view.dealer and high else FIELD_BOLDNESS
                    m = min(4, int(value + bold))
                    if call.rank == 0:
                        if m > high and m >= s.min_bid:
                            return False
                    elif not call.moon and m < call.amount - 1:
                        return False
                high = max(high, call.rank)
            if trump >= 0 and view.pitcher != me:
                pitcher = dealt[view.pitcher]
                if estimate(pitcher, trump, p_in) < best_estimate(pitcher, p_in)[0] - 0.5:
                    return False
            for leader, bit, before, his_before in leads:
                hold = dealt[leader] & ~his_before
                top = (hold & tm).bit_length() - 1
                if not before:
                    if pitch_bit(hold & tm) != bit:
                        return False
                elif (1 << bit) & tm:
                    if top != bit:
                        return False
                else:
                    unseen = tm & ~before & ~hold
                    if top >= 0 and top > unseen.bit_length() - 1:
                        return False
            for seat, led, best, his_before in ducks:
                hold = legal(dealt[seat] & ~his_before, led, trump)
                while hold:
                    bit = hold & -hold
                    if strength(bit.bit_length() - 1, led, trump) > best:
                        return False
                    hold ^= bit
            return True

        return fits if calls or leads or ducks else (lambda dealt: True)

    def _pitch(
        self, hands: list[int], pitcher: int, suit: int, low_to_holder: bool
    ) -> tuple[list[int], list[int]]:
        """Play ``hands`` out with ``pitcher`` pitching in ``suit`` the card Medium would
        (:func:`pitch_bit`): ``(points won, tricks taken)`` of every seat."""
        n = len(hands)
        lead = pitch_bit(hands[pitcher] & SUIT_MASK[suit])
        h = hands.copy()
        h[pitcher] &= ~(1 << lead)
        taken, tricks = [0] * n, [0] * n
        playout(h, (pitcher + 1) % n, [(pitcher, lead)], suit, taken, tricks)
        return hand_points(taken, hands, suit, low_to_holder), tricks

    def _pass_outcome(self, view: PitchView, hands: list[int], target: int | None) -> float:
        """:func:`utility` of passing on the deal ``hands``: the players after this seat bid their
        :func:`estimate` plus :data:`FIELD_BOLDNESS` (the dealer facing a bid plus
        :data:`FIELD_STEAL_BOLDNESS`; he steals or is stuck as the rules say),
        and the winner of that auction pitches his best suit."""
        s = view.settings
        n, me = view.players, self.seat
        p_in = 6 * (n - 1) / 46
        high = view.high_call
        pitcher, bid = (high.seat, high.amount) if high is not None else (-1, 0)
        for k in range(len(view.calls) + 1, n):
            seat = (view.dealer + 1 + k) % n
            bold = FIELD_STEAL_BOLDNESS if seat == view.dealer and bid else FIELD_BOLDNESS
            amount = min(4, int(best_estimate(hands[seat], p_in)[0] + bold))
            if seat == view.dealer:
                if bid == 0 and s.stick:
                    amount = max(2, amount)
                if amount > bid or (amount == bid > 0 and s.steal):
                    pitcher, bid = seat, amount
            elif amount > bid and amount >= s.min_bid:
                pitcher, bid = seat, amount
        if pitcher < 0:
            return 0.0 if target is None else win_chance(view.scores, me)
        suit = best_estimate(hands[pitcher], p_in)[1]
        won, tricks = self._pitch(hands, pitcher, suit, s.low_to_holder)
        return utility(changes(won, tricks, pitcher, bid, False), me, pitcher, view.scores, target)
