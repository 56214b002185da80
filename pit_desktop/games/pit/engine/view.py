"""What one player may see: the redacted :class:`PlayerView` (R-TRADE-3)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from pit_desktop.core.dataclass_init import quick_init
from pit_desktop.games.pit.engine.cards import Card, Commodity
from pit_desktop.games.pit.engine.settings import GameSettings

__all__ = [
    "Phase",
    "PlayerView",
    "PublicOffer",
    "PublicTrade",
]
"""What the package :mod:`pit_desktop.games.pit.engine` exports from this module (loaded there on first
use)."""


class Phase(Enum):
    """Where the game stands (R-DEAL-3, R-TRADE-1, R-CORNER-5, R-SCORE-4)."""

    READY = "ready"
    """Waiting for the dealer to deal (before the first hand, or after a corner)."""
    SORTING = "sorting"
    """Dealt; players sort their cards; no trade or claim yet (R-DEAL-3)."""
    OPEN = "open"
    """The market is open: offers, trades and claims (R-TRADE-1)."""
    GAME_OVER = "game_over"
    """A player reached the target score (R-SCORE-4)."""


@quick_init
@dataclass(frozen=True, slots=True)
class PublicOffer:
    """An open offer as everyone sees it: its owner and its count, never its cards (R-TRADE-3)."""

    offer_id: int
    """Public id, never reused within a game."""
    seat: int
    """The owner."""
    count: int
    """Cards offered, 1–4."""
    posted_at_s: float
    """When it was posted, seconds on the game clock."""


@quick_init
@dataclass(frozen=True, slots=True)
class PublicTrade:
    """A completed trade as everyone sees it: who and how many (R-TRADE-3)."""

    offerer: int
    """The seat whose offer was accepted."""
    accepter: int
    """The accepting seat."""
    count: int
    """Cards each side gave."""
    at_s: float
    """When, seconds on the game clock."""


@quick_init
@dataclass(frozen=True, slots=True)
class PlayerView:
    """Everything ``seat`` is allowed to know at ``now_s``. Holds no other player's cards.

    Attributes:
        seat: whose view this is.
        settings: the game's settings.
        phase: where the game stands.
        now_s: the game clock when the view was taken, seconds.
        hand_no: the current hand, 1-based (0 before the first deal).
        dealer: the dealing seat (-1 before the first deal).
        commodities: commodities in play this game (R-ED-1, R-ED-2), highest value first.
        hand: this seat's cards, sorted.
        my_offer: this seat's open offer's cards, or ``None``.
        my_offer_id: this seat's open offer's id, or ``None``.
        offers: every open offer on the floor (this seat's included), oldest first.
        hand_sizes: cards each seat holds.
        scores: points of each seat.
        trades: this hand's trades, oldest first.
        sort_ends_at_s: when the sorting period ends (R-DEAL-3).
    """

    seat: int
    settings: GameSettings
    phase: Phase
    now_s: float
    hand_no: int
    dealer: int
    commodities: tuple[Commodity, ...]
    hand: tuple[Card, ...]
    my_offer: tuple[Card, ...] | None
    my_offer_id: int | None
    offers: tuple[PublicOffer, ...]
    hand_sizes: tuple[int, ...]
    scores: tuple[int, ...]
    trades: tuple[PublicTrade, ...]
    sort_ends_at_s: float

    @property
    def players(self) -> int:
        """Seats at the table (R-ED-1)."""
        return len(self.hand_sizes)

    def others_offers(self) -> tuple[PublicOffer, ...]:
        """Open offers of the other seats, counts only (R-TRADE-3)."""
        return tuple(o for o in self.offers if o.seat != self.seat)
