"""Commands: everything a player (or the dealer) can ask of the engine.

Each is a frozen value; :meth:`pit_desktop.games.pit.engine.Engine.submit` applies it atomically or raises a
:class:`~pit_desktop.games.pit.engine.errors.PitError` naming the rule that forbids it.
"""

from __future__ import annotations

from dataclasses import dataclass

from pit_desktop.core.dataclass_init import quick_init
from pit_desktop.games.pit.engine.cards import Card

__all__ = [
    "AcceptOffer",
    "ClaimCorner",
    "Command",
    "DealHand",
    "MakeOffer",
    "OpenMarket",
    "WithdrawOffer",
]
"""What the package :mod:`pit_desktop.games.pit.engine` exports from this module (loaded there on first
use)."""


@quick_init
@dataclass(frozen=True, slots=True)
class DealHand:
    """The dealer shuffles and deals a new hand (R-DEAL-2).

    Attributes:
        deal: a rigged deal, one tuple of cards per seat; ``None`` shuffles with the engine's rng.
    """

    deal: tuple[tuple[Card, ...], ...] | None = None


@quick_init
@dataclass(frozen=True, slots=True)
class OpenMarket:
    """The dealer rings the bell: "The market is open!" (R-DEAL-3)."""


@quick_init
@dataclass(frozen=True, slots=True)
class MakeOffer:
    """Hold out 1–4 cards of one commodity, Bull/Bear allowed (R-TRADE-2, R-TRADE-5).

    Attributes:
        seat: the offering player.
        cards: the offered cards; they stay in the hand until traded.
    """

    seat: int
    cards: tuple[Card, ...]


@quick_init
@dataclass(frozen=True, slots=True)
class WithdrawOffer:
    """Take back one's open offer (R-TRADE-5)."""

    seat: int
    """The withdrawing player."""


@quick_init
@dataclass(frozen=True, slots=True)
class AcceptOffer:
    """Trade with an open offer by handing over as many cards (R-TRADE-4, R-TRADE-6, R-TRADE-7).

    Attributes:
        seat: the accepting player.
        offer_id: the public id of the offer accepted.
        cards: the cards handed over; themselves a valid offer (R-TRADE-2).
    """

    seat: int
    offer_id: int
    cards: tuple[Card, ...]


@quick_init
@dataclass(frozen=True, slots=True)
class ClaimCorner:
    """Ring the bell to claim a corner (R-CORNER-1..6)."""

    seat: int
    """The claiming player."""


Command = DealHand | OpenMarket | MakeOffer | WithdrawOffer | AcceptOffer | ClaimCorner
"""Any command."""
