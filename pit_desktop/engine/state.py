"""The state of one game of Pit, kept valid by construction.

:class:`TableState` holds everything a game changes; the handlers of :mod:`pit_desktop.engine.handlers`
read and change it. Its two containers keep their public copies themselves: :class:`Hands` re-sorts a
seat's cards in the same call that moves them, and :class:`Floor` rebuilds the public list of offers in
the same call that posts or removes one. Nothing else holds a derived value, so a view built from the
state can never be stale (there is no cache to forget to reset).

Not thread-safe on its own: :class:`~pit_desktop.engine.engine.Engine` holds its lock around every use.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field

from pit_desktop.engine.cards import Card, Commodity, sorted_cards
from pit_desktop.engine.hand_log import HandLog, LoggedCommand
from pit_desktop.engine.settings import GameSettings
from pit_desktop.engine.view import Phase, PlayerView, PublicOffer, PublicTrade


@dataclass(slots=True)
class OpenOffer:
    """An offer on the floor: its id, its seat, its cards and when it was posted (seconds)."""

    offer_id: int
    seat: int
    cards: tuple[Card, ...]
    posted_at_s: float


class Hands:
    """Every seat's cards during one hand (R-DEAL-2, R-TRADE-4): counts for the rules, sorted tuples for
    views, changed together by :meth:`swap` only.

    Args:
        deal: each seat's cards as dealt, sorted (see :func:`~pit_desktop.engine.cards.sorted_cards`).

    Attributes:
        sizes: cards each seat holds; fixed for the hand, since a trade swaps equal counts (R-TRADE-4).
    """

    __slots__ = ("_counts", "_sorted", "sizes")

    def __init__(self, deal: tuple[tuple[Card, ...], ...]) -> None:
        self._counts = [Counter(hand) for hand in deal]
        self._sorted = list(deal)
        self.sizes = tuple(len(hand) for hand in deal)

    def counts(self, seat: int) -> Mapping[Card, int]:
        """``seat``'s cards as a multiset (read only: change them with :meth:`swap`)."""
        return self._counts[seat]

    def all_counts(self) -> tuple[Mapping[Card, int], ...]:
        """Every seat's cards as multisets, by seat (read only)."""
        return tuple(self._counts)

    def sorted(self, seat: int) -> tuple[Card, ...]:
        """``seat``'s cards, sorted."""
        return self._sorted[seat]

    def all_sorted(self) -> tuple[tuple[Card, ...], ...]:
        """Every seat's cards, sorted, by seat."""
        return tuple(self._sorted)

    def swap(self, giver: int, taker: int, given: tuple[Card, ...], paid: tuple[Card, ...]) -> None:
        """``giver`` hands ``given`` to ``taker``, who hands ``paid`` back (R-TRADE-4). Both must hold
        what they give (the caller checked it)."""
        give, take = self._counts[giver], self._counts[taker]
        for card in given:
            give[card] -= 1
        for card in paid:
            take[card] -= 1
        for card in paid:
            give[card] += 1
        for card in given:
            take[card] += 1
        for card in (*given, *paid):  # only a card that changed hands can have run out
            for hand in (give, take):
                if hand.get(card, 1) <= 0:
                    del hand[card]
        self._sorted[giver] = sorted_cards(give.elements())
        self._sorted[taker] = sorted_cards(take.elements())


class Floor:
    """The open offers (R-TRADE-5: at most one per seat), and their public list, changed together.

    Args:
        players: seats at the table.

    Attributes:
        public: every open offer as everyone sees it (counts only, R-TRADE-3), oldest first.
        next_id: the id the next offer gets; ids run on across a game and are never reused.
    """

    __slots__ = ("_by_id", "_of_seat", "next_id", "public")

    def __init__(self, players: int) -> None:
        self._by_id: dict[int, OpenOffer] = {}
        self._of_seat: list[int | None] = [None] * players
        self.public: tuple[PublicOffer, ...] = ()
        self.next_id = 1

    def get(self, offer_id: int) -> OpenOffer | None:
        """The open offer ``offer_id``, or ``None`` if it is gone (or never was)."""
        return self._by_id.get(offer_id)

    def of_seat(self, seat: int) -> OpenOffer | None:
        """``seat``'s open offer, or ``None``."""
        own = self._of_seat[seat]
        return self._by_id[own] if own is not None else None

    def ids(self) -> tuple[int, ...]:
        """The ids of every open offer, oldest first."""
        return tuple(self._by_id)

    def post(self, seat: int, cards: tuple[Card, ...], now: float) -> OpenOffer:
        """Put ``seat``'s offer of ``cards`` on the floor at ``now`` (seconds) and return it."""
        offer = OpenOffer(self.next_id, seat, cards, now)
        self.next_id += 1
        self._by_id[offer.offer_id] = offer
        self._of_seat[seat] = offer.offer_id
        self.public = (*self.public, PublicOffer(offer.offer_id, seat, len(cards), now))
        return offer

    def remove(self, offer_id: int) -> OpenOffer:
        """Take offer ``offer_id`` off the floor and return it.

        Raises:
            KeyError: no such open offer.
        """
        offer = self._by_id.pop(offer_id)
        self._of_seat[offer.seat] = None
        self.public = tuple(p for p in self.public if p.offer_id != offer_id)
        return offer


@dataclass(slots=True, eq=False)
class TableState:
    """Everything one game of Pit holds that changes (see the module's docstring for what keeps it valid).

    Handlers set the plain attributes directly; cards move only through :attr:`hands`, offers only
    through :attr:`floor`.

    Attributes:
        settings: the game's settings (validated).
        commodities: the suits in play, highest value first (R-ED-1).
        rng: the game's source of chance (shuffles, R-DEAL-2).
        dealer: the seat dealing the current hand; after a corner, the next dealer (R-DEAL-1).
        scores: each seat's points (R-SCORE-1..3).
        phase: where the game stands.
        hand_no: the current hand, 1-based; 0 before the first deal.
        winner: the winning seat once the game is over (R-SCORE-4).
        hands: every seat's cards.
        floor: the open offers.
        trades: this hand's trades, oldest first (R-TRADE-3: counts only).
        seq: the last event's ``seq``.
        sort_ends_at_s: when the sorting period ends, seconds on the clock (R-DEAL-3).
        dealt_at_s: when the hand was dealt, seconds.
        dealer_of_hand: the seat that dealt the current (or last) hand.
        deal: each seat's cards as dealt.
        scores_before: the scores when the hand was dealt.
        first_offer_id: the id the hand's first offer got.
        log: the hand's commands after the deal, refused ones included (see :meth:`hand_log`).
    """

    settings: GameSettings
    commodities: tuple[Commodity, ...]
    rng: random.Random
    dealer: int
    scores: list[int]
    phase: Phase = Phase.READY
    hand_no: int = 0
    winner: int | None = None
    hands: Hands = field(init=False)
    floor: Floor = field(init=False)
    trades: tuple[PublicTrade, ...] = ()
    seq: int = 0
    sort_ends_at_s: float = 0.0
    dealt_at_s: float = 0.0
    dealer_of_hand: int = field(init=False)
    deal: tuple[tuple[Card, ...], ...] = ()
    scores_before: tuple[int, ...] = field(init=False)
    first_offer_id: int = 1
    log: list[LoggedCommand] = field(default_factory=list)

    def __post_init__(self) -> None:
        players = self.settings.players
        self.hands = Hands(((),) * players)
        self.floor = Floor(players)
        self.dealer_of_hand = self.dealer
        self.scores_before = tuple(self.scores)

    def next_seq(self) -> int:
        """The ``seq`` of the next event (strictly increasing)."""
        self.seq += 1
        return self.seq

    def view(self, seat: int, now_s: float) -> PlayerView:
        """What ``seat`` may see at ``now_s``: its own hand and public facts only (R-TRADE-3)."""
        offer = self.floor.of_seat(seat)
        return PlayerView(
            seat=seat,
            settings=self.settings,
            phase=self.phase,
            now_s=now_s,
            hand_no=self.hand_no,
            dealer=self.dealer if self.hand_no else -1,
            commodities=self.commodities,
            hand=self.hands.sorted(seat),
            my_offer=offer.cards if offer else None,
            my_offer_id=offer.offer_id if offer else None,
            offers=self.floor.public,
            hand_sizes=self.hands.sizes,
            scores=tuple(self.scores),
            trades=self.trades,
            sort_ends_at_s=self.sort_ends_at_s,
        )

    def hand_log(self) -> HandLog:
        """The current (or last) hand's deal (R-DEAL-2) and commands; the hand must have been dealt."""
        return HandLog(
            settings=self.settings,
            commodities=self.commodities,
            hand_no=self.hand_no,
            dealer=self.dealer_of_hand,
            scores_before=self.scores_before,
            dealt_at_s=self.dealt_at_s,
            deal=self.deal,
            commands=tuple(self.log),
            first_offer_id=self.first_offer_id,
        )
