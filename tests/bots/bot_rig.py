"""Helpers for bot tests: rigged player views and events, built without an engine.

Named ``bot_rig`` (not ``helpers``) so that it cannot clash with another test folder's module.
"""

from __future__ import annotations

from pit_desktop.games.pit.engine import (
    BEAR,
    BULL,
    Card,
    CardsReceived,
    Commodity,
    GameSettings,
    OfferPosted,
    Phase,
    PlayerView,
    PublicOffer,
    TradeCompleted,
    sorted_cards,
)

WHEAT, CORN, SUGAR, OATS = Commodity.WHEAT, Commodity.CORN, Commodity.SUGAR, Commodity.OATS
IN_PLAY = (WHEAT, CORN, SUGAR, OATS)
"""The suits of the rigged four-player games, highest value first."""

__all__ = ["BEAR", "BULL", "CORN", "IN_PLAY", "OATS", "SUGAR", "WHEAT", "offer", "received", "view"]


def view(
    hand: tuple[Card, ...],
    *,
    seat: int = 0,
    now_s: float = 1.0,
    offers: tuple[PublicOffer, ...] = (),
    my_offer: tuple[Card, ...] | None = None,
    my_offer_id: int | None = None,
    hand_sizes: tuple[int, ...] | None = None,
    settings: GameSettings | None = None,
) -> PlayerView:
    """Seat ``seat``'s view holding ``hand``, market open, four players (Wheat, Corn, Sugar, Oats)."""
    settings = settings or GameSettings(players=4, sort_time_s=0.0)
    sizes = hand_sizes or tuple(len(hand) if s == seat else 9 for s in range(settings.players))
    return PlayerView(
        seat=seat,
        settings=settings,
        phase=Phase.OPEN,
        now_s=now_s,
        hand_no=1,
        dealer=3,
        commodities=IN_PLAY,
        hand=sorted_cards(hand),
        my_offer=my_offer,
        my_offer_id=my_offer_id,
        offers=offers,
        hand_sizes=sizes,
        scores=(0,) * settings.players,
        trades=(),
        sort_ends_at_s=0.0,
    )


def offer(offer_id: int, seat: int, count: int, posted_at_s: float = 0.5) -> PublicOffer:
    """An open offer as everyone sees it."""
    return PublicOffer(offer_id, seat, count, posted_at_s)


def received(
    seat: int,
    from_seat: int,
    cards: tuple[Card, ...],
    gave: tuple[Card, ...],
    at_s: float = 0.5,
    seq: int = 1,
) -> tuple[TradeCompleted, CardsReceived]:
    """The public and the private event of a trade in which ``seat`` accepted ``from_seat``'s offer."""
    return (
        TradeCompleted(seq, at_s, 99, from_seat, seat, len(cards)),
        CardsReceived(seq + 1, at_s, seat, from_seat, cards, gave),
    )


def posted(seat: int, count: int, offer_id: int, at_s: float = 0.6, seq: int = 10) -> OfferPosted:
    """The public event of an offer posted."""
    return OfferPosted(seq, at_s, offer_id, seat, count)
