"""Cards, commodities and editions (R-ED).

Cards are fungible: two Wheat cards are the same value, so a hand is a multiset of card faces.
A card face is either a :class:`Commodity` or a :class:`Special` (the Bull or the Bear).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from enum import Enum

__all__ = [
    "BEAR",
    "BULL",
    "MAX_OFFER",
    "SUIT_SIZE",
    "Card",
    "Commodity",
    "Edition",
    "Special",
    "card_from_label",
    "sorted_cards",
]
"""What the package :mod:`pit_desktop.games.pit.engine` exports from this module (loaded there on first
use)."""

SUIT_SIZE = 9
"""Cards in one suit: every commodity has exactly nine cards."""

MAX_OFFER = 4
"""The largest number of cards one offer or trade may hold (R-TRADE-2)."""


class Commodity(Enum):
    """A commodity (card kind) of R-ED. The value is its display name; :attr:`points` is its corner value
    (R-SCORE-1)."""

    WHEAT = "Wheat"
    """Wheat, 100 points (both editions)."""
    BARLEY = "Barley"
    """Barley, 85 points (both editions)."""
    COFFEE = "Coffee"
    """Coffee, 80 points (Modern)."""
    CORN = "Corn"
    """Corn, 75 points (both editions)."""
    RYE = "Rye"
    """Rye, 70 points (Classic)."""
    SUGAR = "Sugar"
    """Sugar, 65 points (Modern)."""
    OATS = "Oats"
    """Oats, 60 points (both editions)."""
    SOYBEANS = "Soybeans"
    """Soybeans, 55 points (Modern)."""
    ORANGES = "Oranges"
    """Oranges, 50 points (Modern)."""
    HAY = "Hay"
    """Hay, 50 points (Classic)."""
    FLAX = "Flax"
    """Flax, 40 points (Classic)."""

    @property
    def points(self) -> int:
        """Points scored by a plain corner on this commodity (R-SCORE-1)."""
        return _POINTS[self]

    @property
    def label(self) -> str:
        """The display name, e.g. ``"Wheat"`` (R-ED)."""
        return self.value

    def __repr__(self) -> str:
        return f"Commodity.{self.name}"

    # Members compare by identity, so identity hashing is consistent with ``==``; it is done in C, where
    # Enum's own ``hash(self._name_)`` is a Python call: cards are hashed on every hand update.
    __hash__ = object.__hash__


_POINTS: dict[Commodity, int] = {
    Commodity.WHEAT: 100,
    Commodity.BARLEY: 85,
    Commodity.COFFEE: 80,
    Commodity.CORN: 75,
    Commodity.RYE: 70,
    Commodity.SUGAR: 65,
    Commodity.OATS: 60,
    Commodity.SOYBEANS: 55,
    Commodity.ORANGES: 50,
    Commodity.HAY: 50,
    Commodity.FLAX: 40,
}


class Special(Enum):
    """The two special cards of the advanced game (V-BULL-BEAR)."""

    BULL = "Bull"
    """Wild towards a corner (R-CORNER-2); costs 20 to a non-cornering holder (R-SCORE-2)."""
    BEAR = "Bear"
    """Blocks its holder's corner (R-CORNER-3); costs 20 to its holder (R-SCORE-2)."""

    @property
    def label(self) -> str:
        """The display name, ``"Bull"`` or ``"Bear"`` (V-BULL-BEAR)."""
        return self.value

    def __repr__(self) -> str:
        return f"Special.{self.name}"

    __hash__ = object.__hash__  # as for Commodity


Card = Commodity | Special
"""A card face. Cards of one face are interchangeable."""

BULL = Special.BULL
BEAR = Special.BEAR


class Edition(Enum):
    """A published edition of Pit (R-ED, V-EDITION)."""

    MODERN = "Modern"
    """8 commodities, 3–8 players (the default)."""
    CLASSIC = "Classic"
    """7 commodities, 3–7 players."""

    @property
    def commodities(self) -> tuple[Commodity, ...]:
        """The edition's commodities, highest value first (R-ED, V-EDITION)."""
        return _EDITION_COMMODITIES[self]

    @property
    def max_players(self) -> int:
        """Most players the edition supports: one suit per player (R-ED-1)."""
        return len(self.commodities)

    @property
    def min_players(self) -> int:
        """Fewest players the edition supports: 3 (R-ED-1)."""
        return 3


_EDITION_COMMODITIES: dict[Edition, tuple[Commodity, ...]] = {
    Edition.MODERN: (
        Commodity.WHEAT,
        Commodity.BARLEY,
        Commodity.COFFEE,
        Commodity.CORN,
        Commodity.SUGAR,
        Commodity.OATS,
        Commodity.SOYBEANS,
        Commodity.ORANGES,
    ),
    Edition.CLASSIC: (
        Commodity.WHEAT,
        Commodity.BARLEY,
        Commodity.CORN,
        Commodity.RYE,
        Commodity.OATS,
        Commodity.HAY,
        Commodity.FLAX,
    ),
}

_BY_LABEL: dict[str, Card] = {c.value.lower(): c for c in Commodity} | {s.value.lower(): s for s in Special}

_SORT_KEY: dict[Card, int] = {card: i for i, card in enumerate([*Commodity, *Special])}


def card_from_label(label: str) -> Card:
    """Return the card face named ``label`` (case-insensitive), e.g. ``"wheat"`` or ``"Bull"`` (R-ED).

    Raises:
        ValueError: ``label`` names no card.
    """
    try:
        return _BY_LABEL[label.strip().lower()]
    except (KeyError, AttributeError):
        raise ValueError(f"unknown card {label!r}; expected a commodity name, 'Bull' or 'Bear'") from None


def card_label(card: Card) -> str:
    """The display name of a card face (R-ED)."""
    return card.value


def sort_key(card: Card) -> int:
    """A stable order for card faces: commodities in R-ED table order, then Bull, then Bear."""
    return _SORT_KEY[card]


def sorted_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    """The cards as a tuple in :func:`sort_key` order (how hands are shown, R-DEAL-3 sorting)."""
    return tuple(sorted(cards, key=_SORT_KEY.__getitem__))


def count_cards(cards: Iterable[Card]) -> Counter[Card]:
    """The cards as a multiset: cards of one face are interchangeable (R-TRADE-4)."""
    return Counter(cards)
