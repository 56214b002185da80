"""Medium: a steady club player of Pitch who counts trumps and game points.

- Bids from an expected-points estimate of each suit as trump (:func:`expected_points`), from the cards
  it holds in that suit: the chance that its top trump is High; that its bottom trump is Low *and* that
  it takes the trick holding it (Low goes with its trick, P-SCORE-1: a lone low trump is led and lost);
  the jack kept or caught; and a share of Game from the tricks it is likely to take (its trumps, their
  honours, a guarded ten, side aces; less for a side ten it would give away). It bids what it expects
  and a little more, bolder when making the bid would win the game, less bold when stealing as dealer.
- Pitches its best suit (on a tie the longer): the top trump when it is an ace or a king, else a middle
  trump that counts nothing (:func:`pitch_card`).
- Leads the top trump while nobody can hold a higher one (counting the trumps played), otherwise a low
  side card that counts nothing; never leads a ten into danger.
- Takes a trick that holds points (a ten, the jack of trumps, a low trump, several game points) or is its
  last to play, with the cheapest card that wins; otherwise ducks with its least useful card.
"""

from __future__ import annotations

from collections.abc import Iterable

from pit_desktop.core.bots.level import Level
from pit_desktop.games.pitch.bots.base import PitchBot
from pit_desktop.games.pitch.bots.simple import beats, call_up_to, winning_card
from pit_desktop.games.pitch.engine.cards import HAND_SIZE, SUITS, Card, Rank, Suit
from pit_desktop.games.pitch.engine.commands import SeatCommand
from pit_desktop.games.pitch.engine.view import PitchView

_TWO, _TEN, _JACK, _QUEEN, _KING, _ACE = (
    int(r) for r in (Rank.TWO, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
)

BOLDNESS = 1.2
"""Points added to the estimate before it is rounded down to a bid: only the pitcher can win (P-WIN-1),
and a set-back costs no more than the bid, so a club player bids a little over what he expects."""

GOING_OUT_BOLDNESS = 1.6
"""Points added instead when making the bid would reach the target (P-WIN-1)."""

BLOCKING_BOLDNESS = 1.4
"""Points added instead when the high bidder would reach the target by making his bid (P-WIN-1)."""

STEAL_BOLDNESS = 0.8
"""Points added instead when the dealer would steal a bid by matching it (P-BID-3): the bidder has shown
a hand, so its trumps are likelier to stand against the dealer's, and passing costs the dealer nothing."""


def hand_ranks(hand: Iterable[Card]) -> list[list[int]]:
    """The ranks ``hand`` holds in each suit, by suit index, highest first."""
    out: list[list[int]] = [[], [], [], []]
    for c in hand:
        out[c.suit.index].append(int(c.rank))
    for ranks in out:
        ranks.sort(reverse=True)
    return out


def estimate_ranks(ranks: list[list[int]], suit: int, p_in: float) -> float:
    """The points a hand expects to win as pitcher with trump ``suit``, from the ranks it holds in each
    suit (:func:`hand_ranks`) and the chance ``p_in`` that a card it cannot see is in another hand: the
    sum of its chances of High, Low and Jack and a share of Game (see :func:`expected_points`)."""
    trumps = ranks[suit]
    k = len(trumps)
    if not k:
        return 0.0
    q = 1.0 - p_in
    top, low = trumps[0], trumps[-1]
    # High: no higher trump was dealt to another hand.
    high = q ** (_ACE - top)
    # Low goes with the trick that holds it (P-SCORE-1). A lone trump is led at once and takes its
    # trick only when nobody else holds a trump (it is then High and Low, P-SCORE-2), though a lone
    # high one may catch another's low trump; with more trumps, the lowest is kept more often the more
    # and the higher they are, and a long or high hand catches another's.
    if k == 1:
        alone = q ** (_ACE - _TWO)
        low_p = alone + (1 - alone) * (0.15 * high if top > _TEN else 0.0)
    else:
        lowest = q ** (low - _TWO)
        keep = min(0.8, 0.1 + 0.12 * k + 0.25 * high)
        low_p = lowest * keep + (1 - lowest) * min(0.4, 0.06 * k + 0.15 * high)
    # Jack: kept when no higher trump is out, or (less often) when length lets it wait; else caught.
    if _JACK in trumps:
        safe = q ** sum(1 for r in (_QUEEN, _KING, _ACE) if r not in trumps)
        jack = safe + (1 - safe) * (0.55 if k >= 3 else 0.3 if k == 2 else 0.0)
    else:
        jack = p_in * (0.55 if top == _ACE else 0.3 if top == _KING else 0.12 if top == _QUEEN else 0.03)
    # Game: the cards of the tricks it takes. Its trumps and their honours, a trump ten that length or a
    # higher trump guards, and side aces take them; a side ten without its ace is mostly given away.
    game = 0.05 + 0.07 * k + 0.05 * sum(1 for r in trumps if r >= _QUEEN)
    if _TEN in trumps:
        game += 0.2 if k >= 3 or top > _TEN else 0.08
    for s, side in enumerate(ranks):
        if s != suit and side:
            if side[0] == _ACE:
                game += 0.07
            if _TEN in side:
                game += 0.06 if side[0] == _ACE else -0.05
    return high + low_p + jack + min(0.8, max(0.02, game))


def in_other_hand(players: int) -> float:
    """The chance that a card a player cannot see is in another hand: ``6 * (players - 1) / 46``
    (P-DEAL-2: the rest of the deck is not dealt)."""
    return HAND_SIZE * (players - 1) / (52 - HAND_SIZE)


def expected_points(hand: tuple[Card, ...], suit: Suit, players: int) -> float:
    """The points ``hand`` may expect to win as pitcher with ``suit`` trump (High, Low, Jack, Game).

    Each card the player cannot see is in another hand with :func:`in_other_hand`'s chance. High is the
    chance that no higher trump is out; Low the chance that its lowest trump is the lowest in play times
    the chance that it takes that trick (a lone trump is led and lost to any other trump), plus a chance
    of catching another's; Jack the chance of keeping or catching it; Game a share from its trumps, its
    side aces and guarded tens, less for a side ten it would give away.
    """
    return estimate_ranks(hand_ranks(hand), suit.index, in_other_hand(players))


def best_suit(hand: tuple[Card, ...], players: int) -> tuple[Suit, float]:
    """The suit of ``hand`` with the highest :func:`expected_points`, and that estimate; on a tie the
    longer suit, then the one with the higher top card."""
    ranks = hand_ranks(hand)
    p_in = in_other_hand(players)
    return max(
        ((s, estimate_ranks(ranks, s.index, p_in)) for s in SUITS if ranks[s.index]),
        key=lambda se: (se[1], len(ranks[se[0].index]), ranks[se[0].index][0]),
    )


def pitch_card(hand: tuple[Card, ...], suit: Suit) -> Card:
    """The card to pitch (lead first) with ``suit`` trump: the top trump when it is an ace or a king,
    which draws the others' trumps and is likely High; else a middle trump that counts nothing, so that
    neither the ten, the jack nor the lowest trump (Low, which goes with its trick) is led into the
    higher trumps still out; a lone trump is led as it is."""
    trumps = sorted((c for c in hand if c.suit is suit), key=lambda c: c.rank, reverse=True)
    if trumps[0].rank >= Rank.KING or len(trumps) == 1:
        return trumps[0]
    quiet = [c for c in trumps[:-1] if c.rank not in (Rank.TEN, Rank.JACK)]
    return quiet[0] if quiet else trumps[0]


def club_amount(view: PitchView) -> int:
    """What a club player bids on ``view`` (its seat's turn in the auction), 0 to 4: the estimate of
    its best suit (:func:`best_suit`), rounded down after :data:`BOLDNESS` (:data:`STEAL_BOLDNESS`
    when the dealer would steal, P-BID-3); bolder to go out, or to keep a player who would go out from
    pitching (P-WIN-1). The Money Game has no target, so no such boldness there."""
    _, estimate = best_suit(view.hand, view.players)
    high = view.high_call
    stealing = view.seat == view.dealer and high is not None
    amount = int(estimate + (STEAL_BOLDNESS if stealing else BOLDNESS))
    if not view.settings.money:
        target = view.settings.target
        going_out = int(estimate + GOING_OUT_BOLDNESS)
        if view.scores[view.seat] + going_out >= target:
            amount = max(amount, going_out)
        if high is not None and view.scores[high.seat] + high.amount >= target:
            amount = max(amount, int(estimate + BLOCKING_BOLDNESS))
    return min(4, amount)


class MediumBot(PitchBot):
    """Counts trumps and game points; bids from an estimate; leads and ducks sensibly."""

    level = Level.MEDIUM

    def choose_call(self, view: PitchView, legal: tuple[SeatCommand, ...]) -> SeatCommand:
        """Bid :func:`club_amount` or the highest legal bid below it; else pass (P-BID-1)."""
        return call_up_to(view, legal, club_amount(view))

    def choose_card(self, view: PitchView, legal: tuple[Card, ...]) -> Card:
        """Lead or follow as the module says."""
        if len(legal) == 1:
            return legal[0]
        if view.trump is None:
            suit, _ = best_suit(view.hand, view.players)
            return pitch_card(view.hand, suit)
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
