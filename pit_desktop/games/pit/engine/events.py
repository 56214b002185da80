"""Events: what happened, in order. Every event has a strictly increasing ``seq`` and its time ``at_s``.

Public events may be shown to every player. Private events (:class:`CardsDealt`, :class:`CardsReceived`)
carry a ``seat`` and must reach only that player: hosts filter with :func:`visible_to`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from pit_desktop.core.dataclass_init import quick_init
from pit_desktop.games.pit.engine.cards import Card, Commodity

__all__ = [
    "CardsDealt",
    "CardsReceived",
    "ClaimRefused",
    "CornerClaimed",
    "CornerKind",
    "Event",
    "GameOver",
    "HandDealt",
    "MarketOpened",
    "OfferPosted",
    "OfferWithdrawn",
    "TradeCompleted",
    "WithdrawReason",
    "visible_to",
]
"""What the package :mod:`pit_desktop.games.pit.engine` exports from this module (loaded there on first
use)."""


class CornerKind(Enum):
    """How a corner was made (R-CORNER-1, R-CORNER-2)."""

    PLAIN = "Corner"
    """All nine cards of a commodity."""
    BULL = "Bull Corner"
    """Eight cards plus the Bull."""
    DOUBLE_BULL = "Double Bull Corner"
    """All nine plus the Bull: scores twice (R-SCORE-1)."""


@quick_init
@dataclass(frozen=True, slots=True)
class HandDealt:
    """A new hand was dealt; the sorting period runs until ``sort_ends_at_s`` (R-DEAL-2, R-DEAL-3)."""

    seq: int
    """Event order, strictly increasing."""
    at_s: float
    """Clock time of the deal, seconds."""
    hand_no: int
    """1 for the game's first hand."""
    dealer: int
    """The dealing seat."""
    hand_sizes: tuple[int, ...]
    """Cards dealt to each seat (9, or 10 for the two left of the dealer with Bull and Bear)."""
    sort_ends_at_s: float
    """When the dealer may ring the bell."""


@quick_init
@dataclass(frozen=True, slots=True)
class CardsDealt:
    """Private: the cards one seat was dealt (R-DEAL-2)."""

    seq: int
    """Event order."""
    at_s: float
    """Clock time, seconds."""
    seat: int
    """The only seat that may see this event."""
    cards: tuple[Card, ...]
    """The seat's hand as dealt, sorted."""


@quick_init
@dataclass(frozen=True, slots=True)
class MarketOpened:
    """The dealer rang the bell: "The market is open!" (R-DEAL-3)."""

    seq: int
    """Event order."""
    at_s: float
    """Clock time, seconds."""


@quick_init
@dataclass(frozen=True, slots=True)
class OfferPosted:
    """A player holds out ``count`` cards; only the count is public (R-TRADE-3)."""

    seq: int
    """Event order."""
    at_s: float
    """Clock time, seconds."""
    offer_id: int
    """Public id, never reused within a game."""
    seat: int
    """The offering seat."""
    count: int
    """Cards offered, 1–4."""


class WithdrawReason(Enum):
    """Why an open offer left the floor without a trade (R-TRADE-5, R-TRADE-6, R-CORNER-5)."""

    WITHDRAWN = "withdrawn"
    """Its owner took it back (R-TRADE-5)."""
    LOWERED = "lowered"
    """Its owner traded some of its cards elsewhere, lowering his bid (R-TRADE-6)."""
    LAPSED = "lapsed"
    """The hand ended (R-CORNER-5)."""


@quick_init
@dataclass(frozen=True, slots=True)
class OfferWithdrawn:
    """An open offer left the floor without being traded (R-TRADE-5, R-TRADE-6, R-CORNER-5)."""

    seq: int
    """Event order."""
    at_s: float
    """Clock time, seconds."""
    offer_id: int
    """The offer's id."""
    seat: int
    """Its owner."""
    count: int
    """Cards it held."""
    reason: WithdrawReason
    """Why it went."""


@quick_init
@dataclass(frozen=True, slots=True)
class TradeCompleted:
    """Two players swapped ``count`` cards (R-TRADE-4). Only the count is public (R-TRADE-3)."""

    seq: int
    """Event order."""
    at_s: float
    """Clock time, seconds."""
    offer_id: int
    """The offer that was accepted."""
    offerer: int
    """The seat whose offer was accepted."""
    accepter: int
    """The seat that accepted."""
    count: int
    """Cards each side gave, 1–4."""


@quick_init
@dataclass(frozen=True, slots=True)
class CardsReceived:
    """Private: what one side of a trade received (R-TRADE-3)."""

    seq: int
    """Event order."""
    at_s: float
    """Clock time, seconds."""
    seat: int
    """The receiving seat, the only one that may see this event."""
    from_seat: int
    """The other side of the trade."""
    cards: tuple[Card, ...]
    """The cards received."""
    gave: tuple[Card, ...]
    """The cards the receiving seat handed over in the same trade."""


@quick_init
@dataclass(frozen=True, slots=True)
class ClaimRefused:
    """A corner claim was refused and fined under V-FALSE-CLAIM (R-CORNER-6)."""

    seq: int
    """Event order."""
    at_s: float
    """Clock time, seconds."""
    seat: int
    """The claiming seat."""
    reason: str
    """Why the claim was refused."""
    fine: int
    """Points deducted."""
    scores: tuple[int, ...]
    """Scores after the fine."""


@quick_init
@dataclass(frozen=True, slots=True)
class CornerClaimed:
    """A valid claim ended the hand (R-CORNER-5, R-SCORE-1, R-SCORE-2). All hands are laid down."""

    seq: int
    """Event order."""
    at_s: float
    """Clock time, seconds."""
    hand_no: int
    """The hand that ended."""
    seat: int
    """The cornering seat; deals the next hand (R-DEAL-1)."""
    commodity: Commodity
    """The commodity cornered."""
    kind: CornerKind
    """Plain, Bull or Double Bull."""
    points: int
    """Points scored by the cornering seat."""
    penalties: tuple[tuple[int, int], ...]
    """``(seat, points lost)`` for each other holder of the Bull and/or Bear."""
    scores: tuple[int, ...]
    """Scores after this hand."""
    hands: tuple[tuple[Card, ...], ...]
    """Every seat's final hand, sorted."""


@quick_init
@dataclass(frozen=True, slots=True)
class GameOver:
    """A player reached the target score; the game is won (R-SCORE-4)."""

    seq: int
    """Event order."""
    at_s: float
    """Clock time, seconds."""
    winner: int
    """The winning seat."""
    scores: tuple[int, ...]
    """Final scores."""


Event = (
    HandDealt
    | CardsDealt
    | MarketOpened
    | OfferPosted
    | OfferWithdrawn
    | TradeCompleted
    | CardsReceived
    | ClaimRefused
    | CornerClaimed
    | GameOver
)
"""Any event."""

PRIVATE_EVENTS = (CardsDealt, CardsReceived)
"""Event types meant for one seat only."""


def visible_to(event: Event, seat: int) -> bool:
    """Whether ``seat`` may see ``event`` (R-TRADE-3): public events, or private ones addressed to it."""
    if type(event) in PRIVATE_EVENTS:
        # each kind in PRIVATE_EVENTS has a seat; the set lookup on the type (quicker than an isinstance
        # chain, on every event of every game) is not a test the checker narrows on
        return event.seat == seat  # type: ignore[union-attr]
    return True
