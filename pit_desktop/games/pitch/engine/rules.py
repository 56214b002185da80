"""The rules of Pitch as pure functions: the auction's checks, following suit, the trick, the score and
the Money Game's payments. No state: the engine and :class:`~pit_desktop.games.pitch.engine.view.PitchView`
call the same functions, so a player, a bot and the engine always agree on what is legal.

Readings of the rules contract (``docs/rules-pitch.md``) chosen here (also in ``docs/pitch.md``):

- Any bid of 4 in the Auction game ends the auction at once, pitched (P-BID-2) or said: nobody after can
  beat it and the dealer may not steal it (P-BID-3), so asking them would change nothing.
- Pitching a card is the Auction game's (seed 002): in the Money Game a 4 may still be beaten by the moon
  and stolen by the dealer, so there a 4 is a plain bid.
- In the Money Game the dealer may steal a 2, 3 or 4 by matching it (P-BID-4); nobody can match a moon.
- The dealer stuck with the bid (P-BID-3, P-BID-4) must bid at least 2: a pass or a 1 is refused.
- A moon is a bid of 4 for the score: made (all four points and all six tricks, P-SCORE-4) it scores the
  4 points won; failed, the pitcher is set back 4. When the jack of trumps was not dealt, or no game
  point is in play, four points cannot be won and a moon cannot succeed.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from math import floor
from typing import TYPE_CHECKING

from pit_desktop.games.pitch.engine.cards import HAND_SIZE, Card, Rank, Suit
from pit_desktop.games.pitch.engine.commands import Bid, Pass, PitchCard, PlayCard, SeatCommand, ShootMoon
from pit_desktop.games.pitch.engine.errors import (
    AuctionNotOverError,
    AuctionOverError,
    BidOutOfRangeError,
    BidTooLowError,
    CardNotHeldError,
    DealerStuckError,
    GameOverError,
    MoonNotAllowedError,
    NoHandError,
    NotYourTurnError,
    PitchError,
    PitchNotAllowedError,
    RenegeError,
    StealNotAllowedError,
)
from pit_desktop.games.pitch.engine.events import HandPoints
from pit_desktop.games.pitch.engine.table import Call, Phase

if TYPE_CHECKING:
    from pit_desktop.games.pitch.engine.view import PitchView

MOON_CENTS = 100
"""What each other player pays for a successful moon, or is paid for a failed one, in cents (P-WIN-2)."""

CENTS_PER_POINT = 10
"""Cents paid per point above the average, or paid out per point below it (P-WIN-2)."""


# ---------------------------------------------------------------------------------------------- the auction


def high_call(calls: Sequence[Call]) -> Call | None:
    """The call that stands highest (P-BID-1): a bid beats a lower one, and the dealer's steal takes an
    equal one over (P-BID-3). ``None`` when everybody so far passed."""
    best: Call | None = None
    for call in calls:
        if call.rank and (best is None or call.rank > best.rank or (call.rank == best.rank and call.steal)):
            best = call
    return best


def ends_auction(call: Call, money: bool) -> bool:
    """Whether ``call`` ends the auction at once: the moon (P-BID-4), or any 4 in the Auction game, which
    nobody may beat or steal (P-BID-2, P-BID-3)."""
    return call.moon or (call.amount == 4 and not money)


def _bid_error(view: PitchView, seat: int, amount: object) -> PitchError | None:
    s = view.settings
    rule = "P-BID-4" if s.money else "P-BID-1"
    if type(amount) is not int or not 1 <= amount <= 4:
        top = "2, 3, 4 or the moon" if s.money else "1, 2, 3 or 4"
        return BidOutOfRangeError(f"a bid is {top}, not {amount!r}", rule=rule, seat=seat, amount=amount)
    best = high_call(view.calls)
    high = best.rank if best else 0
    if amount < s.min_bid:
        return BidTooLowError(
            f"bids start at {s.min_bid}", rule=rule if s.money else "PV-MIN-2", seat=seat, amount=amount,
            high=high,
        )  # fmt: skip
    is_dealer = seat == view.dealer
    if is_dealer and high == 0 and s.stick and amount < 2:
        return DealerStuckError(
            "everyone else passed: the dealer must bid at least 2",
            rule="P-BID-4" if s.money else "P-BID-3",
            seat=seat,
        )
    if amount == high and is_dealer:
        if not s.steal:
            return StealNotAllowedError(
                f"the bid stands at {high}: this table plays without the dealer's steal",
                rule="PV-STEAL", seat=seat, amount=amount, high=high,
            )  # fmt: skip
        return None
    if amount <= high:
        may_match = is_dealer and s.steal
        what = "match or beat" if may_match else "beat"
        return BidTooLowError(
            f"a bid must {what} the high bid of {high}", rule=rule, seat=seat, amount=amount, high=high,
            may_match=may_match,
        )  # fmt: skip
    return None


def call_error(view: PitchView, command: Pass | Bid | ShootMoon | PitchCard) -> PitchError | None:
    """Why ``command`` may not be said in the auction now (P-BID-1..4, PV-STEAL, PV-STICK, PV-MIN-2,
    PV-MONEY), or ``None``."""
    seat = command.seat
    if view.phase is Phase.READY:
        return NoHandError("no hand has been dealt: the dealer deals first", seat=seat)
    if view.phase is not Phase.BIDDING:
        return AuctionOverError("the auction is over: each player speaks once", seat=seat)
    if view.turn != seat:
        return NotYourTurnError(
            f"it is seat {view.turn}'s turn to bid", rule="P-BID-1", seat=seat, turn=view.turn
        )
    s = view.settings
    match command:
        case Pass():
            best = high_call(view.calls)
            if seat == view.dealer and best is None and s.stick:
                return DealerStuckError(
                    "everyone else passed: the dealer may not pass and must bid at least 2",
                    rule="P-BID-4" if s.money else "P-BID-3",
                    seat=seat,
                )
            return None
        case ShootMoon():
            if not s.money:
                return MoonNotAllowedError("shooting the moon is the Money Game's bid", seat=seat)
            return None
        case PitchCard(card=card):
            if s.money:
                return PitchNotAllowedError("in the Money Game a 4 is bid, not pitched", seat=seat)
            if card not in view.hand:
                return CardNotHeldError(f"seat {seat} does not hold {card}", seat=seat, card=card)
            return _bid_error(view, seat, 4)
        case Bid(amount=amount):
            return _bid_error(view, seat, amount)
    raise TypeError(f"not an auction command: {command!r}")


# ---------------------------------------------------------------------------------------------- the play


def legal_cards(hand: Sequence[Card], led: Suit | None, trump: Suit | None) -> tuple[Card, ...]:
    """The cards of ``hand`` that may go to a trick led with ``led`` (P-PLAY-2): any card when leading or
    when void in the led suit; otherwise a card of the led suit or a trump."""
    if led is None or all(c.suit is not led for c in hand):
        return tuple(hand)
    return tuple(c for c in hand if c.suit is led or c.suit is trump)


def play_error(view: PitchView, command: PlayCard) -> PitchError | None:
    """Why ``command`` may not be played now (P-PLAY-1..3, P-DEAL-2), or ``None``."""
    seat, card = command.seat, command.card
    if view.phase is Phase.READY:
        return NoHandError("no hand has been dealt: the dealer deals first", seat=seat)
    if view.phase is Phase.BIDDING:
        return AuctionNotOverError("the auction is not over: the pitcher leads once it is", seat=seat)
    if view.turn != seat:
        first = not view.tricks and not view.trick
        return NotYourTurnError(
            f"it is seat {view.turn}'s turn to play",
            rule="P-PLAY-1" if first else "P-PLAY-3",
            seat=seat,
            turn=view.turn,
        )
    if not isinstance(card, Card) or card not in view.hand:
        return CardNotHeldError(f"seat {seat} does not hold {card}", seat=seat, card=card)
    led = view.led
    follows = led is None or card.suit is led or card.suit is view.trump
    if not follows and any(c.suit is led for c in view.hand):
        assert led is not None
        return RenegeError(
            f"{card} neither follows {led.value} nor trumps, and seat {seat} can follow",
            seat=seat,
            card=card,
            led=led,
            trump=view.trump,
        )
    return None


def why_not(view: PitchView, command: SeatCommand) -> PitchError | None:
    """Why the seat of ``view`` may not make ``command`` now, or ``None`` if it may. Judged from the view
    alone (the seat's own hand and public facts).

    Raises:
        TypeError: ``command`` is not a seat's command.
    """
    if view.phase is Phase.GAME_OVER:
        rule = "P-WIN-2" if view.settings.money else "P-WIN-1"
        return GameOverError("the game is over", rule=rule, seat=getattr(command, "seat", None))
    match command:
        case PlayCard():
            return play_error(view, command)
        case Pass() | Bid() | ShootMoon() | PitchCard():
            return call_error(view, command)
    raise TypeError(f"not a Pitch seat command: {command!r}")


def trick_winner(plays: Sequence[tuple[int, Card]], trump: Suit) -> int:
    """The seat that takes the trick (P-PLAY-3): the highest trump, else the highest card of the led
    suit. ``plays`` are ``(seat, card)``, the lead first."""
    led = plays[0][1].suit

    def strength(play: tuple[int, Card]) -> tuple[int, int]:
        card = play[1]
        return (2 if card.suit is trump else 1 if card.suit is led else 0, int(card.rank))

    return max(plays, key=strength)[0]


# ---------------------------------------------------------------------------------------------- scoring


def score_points(
    deal: Sequence[Sequence[Card]],
    tricks: Sequence[tuple[Sequence[tuple[int, Card]], int]],
    trump: Suit,
    low_to_holder: bool = False,
) -> HandPoints:
    """Who took High, Low, Jack and Game (P-SCORE-1, P-SCORE-2, PV-LOW-TO-HOLDER).

    Args:
        deal: each seat's six cards as dealt (every dealt card is played, so these are the cards in play).
        tricks: each trick as ``(plays, winner)``.
        trump: trump.
        low_to_holder: Low scores for whoever was dealt it, not whoever took it.

    Returns:
        The points; a lone trump is both High and Low, and with the jack, all three (P-SCORE-2).
    """
    players = len(deal)
    holder = {c: seat for seat, hand in enumerate(deal) for c in hand}
    taker = {c: winner for plays, winner in tricks for _, c in plays}
    trumps = sorted((c for c in holder if c.suit is trump), key=lambda c: c.rank)
    high_card, low_card = trumps[-1], trumps[0]
    high = holder[high_card]
    low = holder[low_card] if low_to_holder else taker[low_card]
    jack_card = Card(Rank.JACK, trump)
    jack = taker[jack_card] if jack_card in holder else None
    gp = [0] * players
    taken = [0] * players
    for plays, winner in tricks:
        taken[winner] += 1
        gp[winner] += sum(c.game_points for _, c in plays)
    top = max(gp)
    game = gp.index(top) if gp.count(top) == 1 else None
    won = [0] * players
    for seat in (high, low, jack, game):
        if seat is not None:
            won[seat] += 1
    return HandPoints(trump, high, high_card, low, low_card, jack, game, tuple(gp), tuple(taken), tuple(won))


def score_changes(points: HandPoints, pitcher: int, bid: int, moon: bool) -> tuple[bool, tuple[int, ...]]:
    """Whether the pitcher made his bid, and each seat's score change (P-SCORE-3, P-SCORE-4).

    A pitcher who made his bid scores everything he won, one who fell short loses his bid; every other
    player scores what he won. A moon is made only with all four points and all six tricks.
    """
    won = points.won
    made = (won[pitcher] == 4 and points.tricks[pitcher] == HAND_SIZE) if moon else won[pitcher] >= bid
    changes = tuple((w if made else -bid) if seat == pitcher else w for seat, w in enumerate(won))
    return made, changes


def payments(scores: Sequence[int], moons: Sequence[tuple[int, int]]) -> tuple[int, ...]:
    """The Money Game's payout in cents (P-WIN-2), adding up to zero.

    Each player is paid 10 per point above the average of all scores, or pays 10 per point below it; each
    successful moon collects 100 from every other player, each failed one pays 100 to every other.
    Reading: when the average is not a whole number the point payments are rounded to whole cents by the
    largest remainders (ties to the lower seat), so that what is paid is what is collected.
    """
    n = len(scores)
    total = sum(scores)
    exact = [Fraction(CENTS_PER_POINT * (n * s - total), n) for s in scores]
    cents = [floor(x) for x in exact]
    short = -sum(cents)
    by_remainder = sorted(range(n), key=lambda i: (-(exact[i] - cents[i]), i))
    for i in by_remainder[:short]:
        cents[i] += 1
    net = [made - failed for made, failed in moons]
    all_net = sum(net)
    return tuple(c + MOON_CENTS * (n * m - all_net) for c, m in zip(cents, net, strict=True))
