"""Cards of Pitch: one standard 52-card deck, ace high in every suit (P-ED-1).

A card is a frozen value with a stable id for saved data (``"AS"``, ``"10H"``, ``"2C"``); suits have stable
ids too (``"spades"``). Display names (``"Ace of Spades"``) are English fallbacks only: the table translates
from the ids. Pure Python, any thread.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum, IntEnum

HAND_SIZE = 6
"""Cards dealt to each player (P-DEAL-2)."""

DEAL_PACKET = 3
"""Cards dealt to a player at a time: two rounds of three (P-DEAL-2)."""


class Suit(Enum):
    """A suit. The value is the stable id written in records; :attr:`label` is the English name."""

    CLUBS = "clubs"
    """Clubs."""
    DIAMONDS = "diamonds"
    """Diamonds."""
    HEARTS = "hearts"
    """Hearts."""
    SPADES = "spades"
    """Spades."""

    @property
    def index(self) -> int:
        """0 (clubs) to 3 (spades): the suit's place in :data:`SUITS`."""
        return _SUIT_INDEX[self]

    @property
    def letter(self) -> str:
        """The suit's letter in a card id: ``C``, ``D``, ``H`` or ``S``."""
        return self.value[0].upper()

    @property
    def label(self) -> str:
        """English display name, e.g. ``"Spades"`` (a fallback; the table translates from the id)."""
        return self.value.capitalize()

    def __repr__(self) -> str:
        return f"Suit.{self.name}"

    # Identity hashing, done in C: cards are hashed on every play and every view.
    __hash__ = object.__hash__


SUITS: tuple[Suit, ...] = tuple(Suit)
"""The four suits, in index order."""

_SUIT_INDEX = {suit: i for i, suit in enumerate(SUITS)}
_SUIT_BY_LETTER = {suit.letter: suit for suit in SUITS}


class Rank(IntEnum):
    """A rank; compares as its number, ace (14) high and two (2) low in every suit (P-ED-1)."""

    TWO = 2
    """2, the lowest card of a suit."""
    THREE = 3
    """3."""
    FOUR = 4
    """4."""
    FIVE = 5
    """5."""
    SIX = 6
    """6."""
    SEVEN = 7
    """7."""
    EIGHT = 8
    """8."""
    NINE = 9
    """9."""
    TEN = 10
    """10: worth 10 game points (P-SCORE-1)."""
    JACK = 11
    """Jack: 1 game point; the jack of trumps is a scoring point of its own (P-SCORE-1)."""
    QUEEN = 12
    """Queen: 2 game points."""
    KING = 13
    """King: 3 game points."""
    ACE = 14
    """Ace, the highest card of a suit: 4 game points."""

    @property
    def id(self) -> str:
        """The rank's part of a card id: ``"A"``, ``"K"``, ``"Q"``, ``"J"``, ``"10"`` … ``"2"``."""
        return _RANK_IDS[self]

    @property
    def game_points(self) -> int:
        """Game points of a card of this rank (P-SCORE-1): 10 → 10, A → 4, K → 3, Q → 2, J → 1, else 0."""
        return _GAME_POINTS.get(self, 0)


_RANK_IDS = {r: str(int(r)) for r in Rank} | {
    Rank.JACK: "J",
    Rank.QUEEN: "Q",
    Rank.KING: "K",
    Rank.ACE: "A",
}
_RANK_BY_ID = {v: k for k, v in _RANK_IDS.items()} | {"T": Rank.TEN}
_RANK_NAMES = {Rank.JACK: "Jack", Rank.QUEEN: "Queen", Rank.KING: "King", Rank.ACE: "Ace"}
_GAME_POINTS = {Rank.TEN: 10, Rank.ACE: 4, Rank.KING: 3, Rank.QUEEN: 2, Rank.JACK: 1}


@dataclass(frozen=True, slots=True, order=False)
class Card:
    """One card of the deck.

    Attributes:
        rank: its rank, ace high.
        suit: its suit.
    """

    rank: Rank
    suit: Suit

    @property
    def id(self) -> str:
        """The stable id written in records: rank then suit letter, e.g. ``"AS"``, ``"10H"``, ``"2C"``."""
        return self.rank.id + self.suit.letter

    @property
    def index(self) -> int:
        """0 to 51: ``suit.index * 13 + rank - 2`` (the bots' bit masks use it)."""
        return self.suit.index * 13 + int(self.rank) - 2

    @property
    def label(self) -> str:
        """English display name, e.g. ``"Ace of Spades"`` or ``"10 of Hearts"`` (a fallback)."""
        return f"{_RANK_NAMES.get(self.rank, str(int(self.rank)))} of {self.suit.label}"

    @property
    def game_points(self) -> int:
        """Game points this card counts in its taker's tricks (P-SCORE-1)."""
        return self.rank.game_points

    def __str__(self) -> str:
        return self.id

    def __repr__(self) -> str:
        return f"Card({self.id})"


DECK: tuple[Card, ...] = tuple(Card(rank, suit) for suit in SUITS for rank in Rank)
"""The 52 cards, in :attr:`Card.index` order (P-ED-1)."""

_BY_ID = {card.id: card for card in DECK}


def card(card_id: str) -> Card:
    """The card with the id ``card_id``, any case, ``"T"`` allowed for ten (e.g. ``"as"``, ``"TH"``).

    Raises:
        ValueError: not a card id.
    """
    text = card_id.strip().upper() if isinstance(card_id, str) else ""
    found = _BY_ID.get(text)
    if found is None and len(text) >= 2:
        rank = _RANK_BY_ID.get(text[:-1])
        suit = _SUIT_BY_LETTER.get(text[-1])
        if rank is not None and suit is not None:
            found = DECK[suit.index * 13 + int(rank) - 2]
    if found is None:
        raise ValueError(f"not a card: {card_id!r} (ids look like 'AS', '10H', '2C')")
    return found


def cards(ids: str) -> tuple[Card, ...]:
    """Cards from ids separated by spaces or commas: ``cards("AS 10H 2C")``.

    Raises:
        ValueError: one of them is not a card id.
    """
    return tuple(card(part) for part in ids.replace(",", " ").split())


def suit_of(suit_id: str) -> Suit:
    """The suit with the id ``suit_id`` (``"spades"``; any case).

    Raises:
        ValueError: not a suit id.
    """
    try:
        return Suit(suit_id.strip().lower())
    except (ValueError, AttributeError):
        raise ValueError(f"not a suit: {suit_id!r}") from None


def sorted_hand(hand: Iterable[Card]) -> tuple[Card, ...]:
    """``hand`` sorted by suit (clubs, diamonds, hearts, spades), then ace down to two."""
    return tuple(sorted(hand, key=lambda c: (c.suit.index, -c.rank)))


def game_points(taken: Iterable[Card]) -> int:
    """The game points in ``taken`` (P-SCORE-1): each 10 counts 10, ace 4, king 3, queen 2, jack 1."""
    return sum(c.rank.game_points for c in taken)
