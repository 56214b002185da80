"""Events of Pitch: what happened, in order. Every event has a strictly increasing ``seq`` and its time
``at_s`` (seconds on the engine's clock).

Public events may be shown to every player. :class:`CardsDealt` is private: it carries a ``seat`` and must
reach only that player; hosts filter with :func:`visible_to`.
"""

from __future__ import annotations

from dataclasses import dataclass

from pit_desktop.games.pitch.engine.cards import Card, Suit


@dataclass(frozen=True, slots=True)
class HandDealt:
    """A new hand was dealt; the auction begins left of the dealer (P-DEAL-1, P-DEAL-2, P-BID-1)."""

    seq: int
    """Event order, strictly increasing."""
    at_s: float
    """Clock time, seconds."""
    hand_no: int
    """1 for the game's first deal (a hand thrown in counts as a deal)."""
    dealer: int
    """The dealing seat."""
    hand_sizes: tuple[int, ...]
    """Cards dealt to each seat: six (P-DEAL-2)."""


@dataclass(frozen=True, slots=True)
class CardsDealt:
    """Private: the six cards one seat was dealt (P-DEAL-2)."""

    seq: int
    """Event order."""
    at_s: float
    """Clock time, seconds."""
    seat: int
    """The only seat that may see this event."""
    cards: tuple[Card, ...]
    """The seat's hand, sorted."""


@dataclass(frozen=True, slots=True)
class Passed:
    """A player passed (P-BID-1, P-BID-4)."""

    seq: int
    """Event order."""
    at_s: float
    """Clock time, seconds."""
    seat: int
    """The passing seat."""


@dataclass(frozen=True, slots=True)
class BidMade:
    """A player bid (P-BID-1..4)."""

    seq: int
    """Event order."""
    at_s: float
    """Clock time, seconds."""
    seat: int
    """The bidding seat."""
    amount: int
    """Points bid, 1–4."""
    steal: bool
    """The dealer matched the high bid (P-BID-3)."""
    pitched: bool
    """A 4 made by pitching a card (P-BID-2); the card follows as :class:`CardPlayed`."""


@dataclass(frozen=True, slots=True)
class MoonShot:
    """A player shot the moon, ending the auction (P-BID-4)."""

    seq: int
    """Event order."""
    at_s: float
    """Clock time, seconds."""
    seat: int
    """The bidding seat."""


@dataclass(frozen=True, slots=True)
class AuctionWon:
    """The auction is over: ``pitcher`` leads the first trick (P-BID-1..4, P-PLAY-1)."""

    seq: int
    """Event order."""
    at_s: float
    """Clock time, seconds."""
    pitcher: int
    """The high bidder."""
    bid: int
    """The points he must make, 1–4 (4 for the moon, which needs all of them and every trick)."""
    moon: bool
    """He shot the moon (P-BID-4)."""


@dataclass(frozen=True, slots=True)
class HandThrownIn:
    """Everyone passed and the dealer is not stuck (PV-STICK off): the same dealer deals again."""

    seq: int
    """Event order."""
    at_s: float
    """Clock time, seconds."""
    hand_no: int
    """The hand thrown in."""
    dealer: int
    """The dealer, who deals again."""


@dataclass(frozen=True, slots=True)
class TrumpSet:
    """The pitcher's first lead named trump for the hand (P-PLAY-1)."""

    seq: int
    """Event order."""
    at_s: float
    """Clock time, seconds."""
    suit: Suit
    """Trump."""


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """A card was played to the trick (P-PLAY-1, P-PLAY-2)."""

    seq: int
    """Event order."""
    at_s: float
    """Clock time, seconds."""
    seat: int
    """The playing seat."""
    card: Card
    """The card."""
    trick_no: int
    """The trick, 1 to 6."""


@dataclass(frozen=True, slots=True)
class TrickWon:
    """A trick is complete and taken (P-PLAY-3)."""

    seq: int
    """Event order."""
    at_s: float
    """Clock time, seconds."""
    trick_no: int
    """The trick, 1 to 6."""
    winner: int
    """The seat that took it and leads next."""
    plays: tuple[tuple[int, Card], ...]
    """``(seat, card)`` in the order played, the lead first."""


@dataclass(frozen=True, slots=True)
class HandPoints:
    """Who took the four points of a hand and what lay behind them (P-SCORE-1, P-SCORE-2).

    Attributes:
        trump: trump of the hand.
        high: the seat that took High (who played the highest trump in play).
        high_card: the highest trump in play.
        low: the seat that took Low: who won the trick holding it, or who was dealt it under
            PV-LOW-TO-HOLDER.
        low_card: the lowest trump in play; the same card as ``high_card`` when only one trump was in
            play (it then scores twice, P-SCORE-2).
        jack: the seat that took the jack of trumps, or ``None`` if it was not dealt.
        game: the seat with strictly the most game points, or ``None`` on a tie.
        game_points: game points each seat took in tricks (10 = 10, A = 4, K = 3, Q = 2, J = 1).
        tricks: tricks each seat took.
        won: points each seat won this hand (High, Low, Jack and Game, counted).
    """

    trump: Suit
    high: int
    high_card: Card
    low: int
    low_card: Card
    jack: int | None
    game: int | None
    game_points: tuple[int, ...]
    tricks: tuple[int, ...]
    won: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class HandScored:
    """The hand is over and scored (P-SCORE-1..4).

    Attributes:
        seq: event order.
        at_s: clock time, seconds.
        hand_no: the hand.
        pitcher: the pitcher.
        bid: his bid, 1–4 (4 for the moon).
        moon: he shot the moon.
        points: who took High, Low, Jack and Game.
        made: the pitcher made his bid (for a moon: all four points and all six tricks, P-SCORE-4).
        changes: each seat's score change: what it won; the pitcher's minus his bid when set back.
        scores: scores after the hand (they may be below zero, P-SCORE-3).
    """

    seq: int
    at_s: float
    hand_no: int
    pitcher: int
    bid: int
    moon: bool
    points: HandPoints
    made: bool
    changes: tuple[int, ...]
    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class GameWon:
    """The pitcher reached the target at the end of his hand and won the Auction game (P-WIN-1)."""

    seq: int
    """Event order."""
    at_s: float
    """Clock time, seconds."""
    winner: int
    """The winning seat."""
    scores: tuple[int, ...]
    """Final scores (a loser may have more, P-WIN-1)."""


@dataclass(frozen=True, slots=True)
class Settled:
    """The Money Game ended and everyone was paid (P-WIN-2).

    Attributes:
        seq: event order.
        at_s: clock time, seconds.
        scores: final scores.
        moons: ``(made, failed)`` moons of each seat.
        payments_cents: each seat's net takings in cents (negative: it pays); they add up to zero.
    """

    seq: int
    at_s: float
    scores: tuple[int, ...]
    moons: tuple[tuple[int, int], ...]
    payments_cents: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TakenBack:
    """A player took back his last call or card (P-UNDO-1): the hand stands as it did before it.

    Attributes:
        seq: event order.
        at_s: clock time, seconds.
        seat: who took it back.
        command: the call or card taken back.
    """

    seq: int
    at_s: float
    seat: int
    command: object


Event = (
    HandDealt
    | CardsDealt
    | Passed
    | BidMade
    | MoonShot
    | AuctionWon
    | HandThrownIn
    | TrumpSet
    | CardPlayed
    | TrickWon
    | HandScored
    | GameWon
    | Settled
    | TakenBack
)
"""Any event."""


def visible_to(event: Event, seat: int) -> bool:
    """Whether ``seat`` may see ``event``: every event but another seat's :class:`CardsDealt`."""
    match event:
        case CardsDealt(seat=owner):
            return owner == seat
    return True
