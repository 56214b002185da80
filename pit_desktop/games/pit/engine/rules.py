"""Pure rule checks: offer shape (R-TRADE-2, V-BEAR-3) and corner detection (R-CORNER-1..4)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from pit_desktop.games.pit.engine.cards import (
    BEAR,
    BULL,
    MAX_OFFER,
    SUIT_SIZE,
    Card,
    Commodity,
    Special,
    sorted_cards,
)
from pit_desktop.games.pit.engine.errors import (
    BearBlocksCornerError,
    MixedOfferError,
    NoCornerError,
    OfferSizeError,
    SpecialCardError,
)
from pit_desktop.games.pit.engine.events import CornerKind
from pit_desktop.games.pit.engine.legal import bear_may_join
from pit_desktop.games.pit.engine.settings import GameSettings

__all__ = [
    "Corner",
    "check_offer_shape",
    "find_corner",
    "has_corner",
]
"""What the package :mod:`pit_desktop.games.pit.engine` exports from this module (loaded there on first
use)."""


def check_offer_shape(cards: tuple[Card, ...], settings: GameSettings) -> None:
    """Check that ``cards`` may be offered or paid as one lot (R-TRADE-2, V-BULL-BEAR, V-BEAR-3).

    Args:
        cards: the cards held out, 1–4 of them.
        settings: the game's variants.

    Raises:
        OfferSizeError: no cards, or more than four (R-TRADE-2).
        MixedOfferError: cards of two or more commodities (R-TRADE-2).
        SpecialCardError: the Bull or Bear in a basic game, or the Bear in an offer of 1–2 cards under
            V-BEAR-3.
    """
    n = len(cards)
    if n == 0:
        raise OfferSizeError("an offer needs at least one card (R-TRADE-2)", 0)
    if n > MAX_OFFER:
        raise OfferSizeError(f"an offer holds at most {MAX_OFFER} cards, not {n} (R-TRADE-2)", n)
    commodities = {c for c in cards if type(c) is Commodity}
    if len(commodities) > 1:
        names = ", ".join(sorted(c.value for c in commodities))
        raise MixedOfferError(
            f"an offer holds one commodity only, not {names} (R-TRADE-2)",
            tuple(c for c in sorted_cards(commodities) if type(c) is Commodity),
        )
    specials = [c for c in cards if type(c) is Special]
    if specials and not settings.bull_bear:
        raise SpecialCardError(
            "this game is played without the Bull and the Bear (V-BULL-BEAR)", rule="V-BULL-BEAR"
        )
    if BEAR in specials and not bear_may_join(n, settings):
        raise SpecialCardError("the Bear may only go in an offer of 3 or 4 cards (V-BEAR-3)")


@dataclass(frozen=True, slots=True)
class Corner:
    """A valid corner found in a hand.

    Attributes:
        commodity: the commodity cornered.
        kind: plain, Bull or Double Bull (R-CORNER-1, R-CORNER-2).
        points: what it scores (R-SCORE-1).
    """

    commodity: Commodity
    kind: CornerKind
    points: int


def find_corner(hand: Mapping[Card, int], bull_bear: bool) -> Corner:
    """Find the corner in ``hand``, the best one if there could be two.

    Args:
        hand: card counts of one player's hand (9 or 10 cards).
        bull_bear: whether the Bull and Bear are in play (V-BULL-BEAR).

    Returns:
        The corner (R-CORNER-1, R-CORNER-2, R-CORNER-4: a 10th card other than the Bear is set aside).

    Raises:
        BearBlocksCornerError: the hand holds the Bear (R-CORNER-3).
        NoCornerError: no commodity has all nine cards, nor eight with the Bull (R-CORNER-1, R-CORNER-2).
    """
    has_bull = bull_bear and hand.get(BULL, 0) > 0
    best: Corner | None = None
    for card, n in hand.items():
        if type(card) is not Commodity:
            continue
        if n >= SUIT_SIZE:
            corner = (
                Corner(card, CornerKind.DOUBLE_BULL, 2 * card.points)
                if has_bull
                else Corner(card, CornerKind.PLAIN, card.points)
            )
        elif n == SUIT_SIZE - 1 and has_bull:
            corner = Corner(card, CornerKind.BULL, card.points)
        else:
            continue
        if best is None or corner.points > best.points:
            best = corner
    if best is None:
        most = max((n for c, n in hand.items() if type(c) is Commodity), default=0)
        raise NoCornerError(
            f"no corner: you hold at most {most} of one commodity; a corner needs all {SUIT_SIZE}"
            + (" (or 8 and the Bull)" if bull_bear else "")
            + " (R-CORNER-1, R-CORNER-6)",
            most=most,
        )
    if bull_bear and hand.get(BEAR, 0) > 0:
        raise BearBlocksCornerError("you hold the Bear: its holder cannot corner (R-CORNER-3)")
    return best


def has_corner(hand: Mapping[Card, int], bull_bear: bool) -> bool:
    """Whether ``hand`` holds a claimable corner (R-CORNER-1..4; see :func:`find_corner`)."""
    try:
        find_corner(hand, bull_bear)
    except NoCornerError:
        return False
    return True


def covers(hand: Mapping[Card, int], cards: tuple[Card, ...]) -> bool:
    """Whether ``hand`` holds every card of ``cards``, counting duplicates (R-TRADE-4, R-TRADE-6)."""
    return all(hand.get(card, 0) >= cards.count(card) for card in (set(cards) if len(cards) > 1 else cards))


def covers_after(hand: Mapping[Card, int], paid: tuple[Card, ...], cards: tuple[Card, ...]) -> bool:
    """Whether ``hand`` still holds every card of ``cards`` once it has handed over ``paid`` (which it
    holds), counting duplicates: whether an open offer stands after its owner pays for another (R-TRADE-6)."""
    return all(hand.get(card, 0) - paid.count(card) >= cards.count(card) for card in set(cards))
