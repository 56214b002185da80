"""The state of one game of Pit, kept valid by construction, and the changes that move it on.

:class:`TableState` holds everything a game changes. The handlers of
:mod:`pit_desktop.games.pit.engine.handlers` only read it: each returns an :class:`Outcome`, the events a
command causes and the :data:`Change` values that say what becomes of the state, and :meth:`TableState.apply`
is the one place that carries changes out. Its two containers keep their public copies themselves:
:class:`Hands` re-sorts a seat's cards in the same call that moves them, and :class:`Floor` rebuilds the
public list of offers in the same call that posts or removes one. Nothing else holds a derived value, so a
view built from the state can never be stale (there is no cache to forget to reset).

Not thread-safe on its own: :class:`~pit_desktop.games.pit.engine.engine.Engine` holds its lock around every
use."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field

from pit_desktop.core.dataclass_init import quick_init
from pit_desktop.games.pit.engine.cards import Card, Commodity, sorted_cards
from pit_desktop.games.pit.engine.errors import PitError
from pit_desktop.games.pit.engine.events import Event
from pit_desktop.games.pit.engine.hand_log import HandLog, LoggedCommand
from pit_desktop.games.pit.engine.settings import GameSettings
from pit_desktop.games.pit.engine.view import Phase, PlayerView, PublicOffer, PublicTrade


@quick_init
@dataclass(frozen=True, slots=True)
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
        deal: each seat's cards as dealt, sorted (see
        :func:`~pit_desktop.games.pit.engine.cards.sorted_cards`).

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

    def offers(self) -> tuple[OpenOffer, ...]:
        """Every open offer, oldest first."""
        return tuple(self._by_id.values())

    def post(self, offer: OpenOffer) -> None:
        """Put ``offer`` on the floor; its id must be :attr:`next_id` (a handler made it so).

        Raises:
            ValueError: ``offer`` does not carry the next id, or its seat has an open offer (R-TRADE-5).
        """
        if offer.offer_id != self.next_id or self._of_seat[offer.seat] is not None:
            raise ValueError(f"offer {offer.offer_id} of seat {offer.seat} does not fit the floor")
        self.next_id += 1
        self._by_id[offer.offer_id] = offer
        self._of_seat[offer.seat] = offer.offer_id
        public = PublicOffer(offer.offer_id, offer.seat, len(offer.cards), offer.posted_at_s)
        self.public = (*self.public, public)

    def remove(self, offer_id: int) -> OpenOffer:
        """Take offer ``offer_id`` off the floor and return it.

        Raises:
            KeyError: no such open offer.
        """
        offer = self._by_id.pop(offer_id)
        self._of_seat[offer.seat] = None
        self.public = tuple(p for p in self.public if p.offer_id != offer_id)
        return offer


# ---------------------------------------------------------------------------------------------- changes


@quick_init
@dataclass(frozen=True, slots=True)
class PostOffer:
    """``offer`` goes on the floor (R-TRADE-2, R-TRADE-5); its id is the floor's next."""

    offer: OpenOffer


@quick_init
@dataclass(frozen=True, slots=True)
class TakeDown:
    """Open offer ``offer_id`` leaves the floor: traded, withdrawn, lowered or lapsed (R-TRADE-5..7,
    R-CORNER-5)."""

    offer_id: int


@quick_init
@dataclass(frozen=True, slots=True)
class Swap:
    """``giver`` hands ``given`` to ``taker``, who hands ``paid`` back, and ``trade`` is recorded
    (R-TRADE-4, R-TRADE-3: the record holds counts only)."""

    giver: int
    taker: int
    given: tuple[Card, ...]
    paid: tuple[Card, ...]
    trade: PublicTrade


@quick_init
@dataclass(frozen=True, slots=True)
class SetScores:
    """Every seat's points become ``scores`` (R-SCORE-1..3, V-FALSE-CLAIM)."""

    scores: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class OpenFloor:
    """The bell has rung: the market is open (R-DEAL-3)."""


@dataclass(frozen=True, slots=True)
class EndHand:
    """A corner ended the hand (R-CORNER-5): ``dealer`` deals next (R-DEAL-1); ``winner``, when not
    ``None``, has won the game (R-SCORE-4)."""

    dealer: int
    winner: int | None


@dataclass(frozen=True, slots=True)
class NewHand:
    """Hand ``hand_no`` is dealt (R-DEAL-1, R-DEAL-2): ``deal`` is each seat's cards, sorted; the sorting
    period runs from ``dealt_at_s`` to ``sort_ends_at_s`` (seconds, R-DEAL-3); ``rng_state`` is the
    game's source of chance after the shuffle (``random.Random.getstate()``), or ``None`` for a rigged
    deal, which draws nothing."""

    hand_no: int
    deal: tuple[tuple[Card, ...], ...]
    dealt_at_s: float
    sort_ends_at_s: float
    rng_state: object | None


Change = PostOffer | TakeDown | Swap | SetScores | OpenFloor | EndHand | NewHand
"""One step of what a command does to a :class:`TableState`, carried out by :meth:`TableState.apply`."""


@quick_init
@dataclass(frozen=True, slots=True)
class Outcome:
    """What one command does: a handler's whole answer, computed without changing the state.

    Attributes:
        events: the events it causes, in ``seq`` order, numbered on from the state's ``seq``.
        changes: what becomes of the state, in order (see :meth:`TableState.apply`).
        refusal: the refusal of a command that changes the state all the same: only a false claim fined
            under V-FALSE-CLAIM (its ``changes`` take the fine, its ``events`` say so); ``None`` otherwise.
    """

    events: tuple[Event, ...]
    changes: tuple[Change, ...]
    refusal: PitError | None = None


@dataclass(slots=True, eq=False)
class TableState:
    """Everything one game of Pit holds that changes (see the module's docstring for what keeps it valid).

    Handlers only read it; :meth:`apply` carries out what they decided. Cards move only through
    :attr:`hands`, offers only through :attr:`floor`.

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

    def apply(self, outcome: Outcome) -> None:
        """Carry out ``outcome``'s changes, in order, and number on from its last event. The only
        method that changes the state; it refuses nothing (the handler that made ``outcome`` checked
        the rules).

        Raises:
            TypeError: a change that is not a :data:`Change`.
        """
        for change in outcome.changes:
            match change:
                case TakeDown(offer_id):
                    self.floor.remove(offer_id)
                case Swap(giver, taker, given, paid, trade):
                    self.hands.swap(giver, taker, given, paid)
                    self.trades = (*self.trades, trade)
                case PostOffer(offer):
                    self.floor.post(offer)
                case SetScores(scores):
                    self.scores[:] = scores
                case OpenFloor():
                    self.phase = Phase.OPEN
                case EndHand(dealer, winner):
                    self.dealer = dealer
                    self.winner = winner
                    self.phase = Phase.READY if winner is None else Phase.GAME_OVER
                case NewHand():
                    self._new_hand(change)
                case _:
                    raise TypeError(f"not a change of the table: {change!r}")
        if outcome.events:
            self.seq = outcome.events[-1].seq

    def _new_hand(self, change: NewHand) -> None:
        """Deal ``change``'s hand: the floor is empty, since a hand ends with a corner, which lapses every
        offer (R-CORNER-5)."""
        if change.rng_state is not None:
            self.rng.setstate(change.rng_state)  # type: ignore[arg-type]  # Random's state is opaque
        self.hand_no = change.hand_no
        self.dealer_of_hand = self.dealer
        self.hands = Hands(change.deal)
        self.trades = ()
        self.deal = change.deal
        self.dealt_at_s = change.dealt_at_s
        self.sort_ends_at_s = change.sort_ends_at_s
        self.scores_before = tuple(self.scores)
        self.first_offer_id = self.floor.next_id
        self.log = []
        self.phase = Phase.SORTING

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
