"""The engine: one game of Pit, a monitor safe to call from many threads.

Time and chance come from outside (a clock callable and a seeded ``random.Random``); the engine never
sleeps and owns no timers. The same seed, commands and times give the same game (replays rely on it).
"""

from __future__ import annotations

import random
import threading
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from pit_desktop.engine import rules
from pit_desktop.engine.cards import BEAR, BULL, SUIT_SIZE, Card, Commodity, sorted_cards
from pit_desktop.engine.commands import (
    AcceptOffer,
    ClaimCorner,
    Command,
    DealHand,
    MakeOffer,
    OpenMarket,
    WithdrawOffer,
)
from pit_desktop.engine.errors import (
    CardsNotHeldError,
    CountMismatchError,
    DealError,
    GameOverError,
    MarketClosedError,
    NoCornerError,
    NoOpenOfferError,
    OfferAlreadyOpenError,
    OfferGoneError,
    OwnOfferError,
    PitError,
    SortingTimeError,
    UnknownPlayerError,
    WrongPhaseError,
)
from pit_desktop.engine.events import (
    CardsDealt,
    CardsReceived,
    ClaimRefused,
    CornerClaimed,
    Event,
    GameOver,
    HandDealt,
    MarketOpened,
    OfferPosted,
    OfferWithdrawn,
    TradeCompleted,
    WithdrawReason,
)
from pit_desktop.engine.settings import BULL_BEAR_PENALTY, FALSE_CLAIM_FINE, GameSettings
from pit_desktop.engine.view import Phase, PlayerView, PublicOffer, PublicTrade

Listener = Callable[[Event], None]
"""Called with each event, in ``seq`` order, while the engine's lock is held: it must only hand the
event on (emit a queued signal, append to a queue) and never call back into the engine."""


@dataclass(frozen=True, slots=True)
class LoggedCommand:
    """One command submitted during a hand, with its time and, if refused, why (R-CORNER-6, R-TRADE-7).

    Attributes:
        at_s: clock time of submission, seconds.
        command: the command.
        refused: the refusal's message, or ``None`` if it was applied.
        reason: the refusal's short reason (e.g. ``"offer_gone"``), or ``None``.
    """

    at_s: float
    command: Command
    refused: str | None = None
    reason: str | None = None


@dataclass(frozen=True, slots=True)
class HandLog:
    """Everything needed to replay one hand: the state before it, the deal (R-DEAL-2), every command.

    Attributes:
        settings: the game's settings.
        commodities: commodities in play.
        hand_no: the hand's number in its game.
        dealer: the dealing seat.
        scores_before: scores when the hand was dealt.
        dealt_at_s: clock time of the deal, seconds.
        deal: each seat's cards as dealt.
        commands: every command after the deal, in order.
        first_offer_id: the id the hand's first offer got (offer ids run on across a game); a record
            stores offer ids relative to it.
    """

    settings: GameSettings
    commodities: tuple[Commodity, ...]
    hand_no: int
    dealer: int
    scores_before: tuple[int, ...]
    dealt_at_s: float
    deal: tuple[tuple[Card, ...], ...]
    commands: tuple[LoggedCommand, ...]
    first_offer_id: int = 1


@dataclass(slots=True)
class _Offer:
    offer_id: int
    seat: int
    cards: tuple[Card, ...]
    posted_at_s: float


class Engine:
    """One game of Pit. Thread-safe: every method takes one lock (a monitor).

    Args:
        settings: the game's settings; validated here.
        seed: seeds the engine's own ``random.Random`` (first dealer, suits in play, shuffles).
        rng: use this generator instead of one made from ``seed``.
        clock: returns the current time in seconds; defaults to ``time.monotonic``.
        commodities: the suits in play; drawn at random when ``None`` (R-ED-2).
        first_dealer: the first dealer; drawn at random when ``None`` (R-DEAL-1).
        scores: starting scores (for replays of a later hand); zeros when ``None``.

    Raises:
        ValueError: bad settings, or ``commodities``/``first_dealer``/``scores`` that do not fit them.
    """

    def __init__(
        self,
        settings: GameSettings,
        *,
        seed: int | None = None,
        rng: random.Random | None = None,
        clock: Callable[[], float] | None = None,
        commodities: Sequence[Commodity] | None = None,
        first_dealer: int | None = None,
        scores: Sequence[int] | None = None,
    ) -> None:
        self.settings = settings.validated()
        self._rng = rng if rng is not None else random.Random(seed)
        self._clock = clock if clock is not None else time.monotonic
        self._lock = threading.Lock()
        self._listeners: list[Listener] = []
        n = settings.players
        edition = settings.edition.commodities
        if commodities is None:
            drawn = set(self._rng.sample(edition, n))
            self.commodities = tuple(c for c in edition if c in drawn)
        else:
            if len(set(commodities)) != n or not set(commodities) <= set(edition):
                raise ValueError(f"need {n} distinct {settings.edition.value} commodities (R-ED-1)")
            self.commodities = tuple(c for c in edition if c in set(commodities))
        if first_dealer is None:
            first_dealer = self._rng.randrange(n)
        if not isinstance(first_dealer, int) or isinstance(first_dealer, bool) or not 0 <= first_dealer < n:
            raise ValueError(f"no seat {first_dealer!r} at a table of {n}")
        self._dealer = first_dealer
        if scores is not None and not all(isinstance(x, int) and not isinstance(x, bool) for x in scores):
            raise ValueError(f"scores must be whole numbers, not {list(scores)!r}")
        if scores is not None and len(scores) != n:
            raise ValueError(f"{len(scores)} scores for {n} players")
        self._scores = [int(s) for s in scores] if scores is not None else [0] * n
        self._phase = Phase.READY
        self._hand_no = 0
        self._hands: list[Counter[Card]] = [Counter() for _ in range(n)]
        self._offers: dict[int, _Offer] = {}
        self._offer_of: list[int | None] = [None] * n
        self._next_offer_id = 1
        self._trades: list[PublicTrade] = []
        # Caches for view(), rebuilt when what they copy changes (views are taken far more often).
        self._public_offers: tuple[PublicOffer, ...] | None = None
        self._sorted_hands: list[tuple[Card, ...] | None] = [None] * n
        self._public_trades: tuple[PublicTrade, ...] | None = None
        self._hand_sizes: tuple[int, ...] | None = None
        self._seq = 0
        self._sort_ends_at_s = 0.0
        self._dealt_at_s = 0.0
        self._dealer_of_hand = self._dealer
        self._deal: tuple[tuple[Card, ...], ...] = ()
        self._scores_before: tuple[int, ...] = tuple(self._scores)
        self._first_offer_id = 1
        self._log: list[LoggedCommand] = []
        self._winner: int | None = None
        self._dispatch: dict[type, Callable[[Command, float, list[Event]], None]] = {
            DealHand: self._deal_hand,  # type: ignore[dict-item]
            OpenMarket: self._open_market,  # type: ignore[dict-item]
            MakeOffer: self._make_offer,  # type: ignore[dict-item]
            WithdrawOffer: self._withdraw_offer,  # type: ignore[dict-item]
            AcceptOffer: self._accept_offer,  # type: ignore[dict-item]
            ClaimCorner: self._claim_corner,  # type: ignore[dict-item]
        }

    # ------------------------------------------------------------------ public API

    def subscribe(self, listener: Listener) -> None:
        """Call ``listener`` with every future event, in ``seq`` order (see :data:`Listener`). Private events
        (R-TRADE-3) go to every listener too: hosts filter them with :func:`visible_to`. Any thread."""
        with self._lock:
            self._listeners.append(listener)

    def submit(self, command: Command) -> tuple[Event, ...]:
        """Apply ``command`` atomically, at the clock's current time. Any thread.

        Returns:
            The events it caused, in ``seq`` order (also sent to every listener).

        Raises:
            PitError: a subclass naming the rule that refuses the command; nothing changed, except a
                V-FALSE-CLAIM fine (see :class:`~pit_desktop.engine.errors.NoCornerError`).
            TypeError: ``command`` is not a command.
        """
        handler = self._dispatch.get(type(command))
        if handler is None:
            raise TypeError(f"not a Pit command: {command!r}")
        with self._lock:
            now = float(self._clock())
            out: list[Event] = []
            logged = type(command) is not DealHand
            try:
                handler(command, now, out)
            except PitError as err:
                if logged and self._hand_no:
                    self._log.append(LoggedCommand(now, command, err.message, err.reason))
                for event in out:  # a V-FALSE-CLAIM fine is still an event
                    self._publish(event)
                raise
            if logged:
                self._log.append(LoggedCommand(now, command))
            for event in out:
                self._publish(event)
            return tuple(out)

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may see now: its own hand and public facts only (R-TRADE-3). Any thread.

        Raises:
            UnknownPlayerError: no such seat.
        """
        with self._lock:
            self._check_seat(seat)
            own = self._offer_of[seat]
            offer = self._offers[own] if own is not None else None
            hand = self._sorted_hands[seat]
            if hand is None:
                hand = self._sorted_hands[seat] = sorted_cards(self._hands[seat].elements())
            offers = self._public_offers
            if offers is None:
                offers = self._public_offers = tuple(
                    PublicOffer(o.offer_id, o.seat, len(o.cards), o.posted_at_s)
                    for o in self._offers.values()
                )
            trades = self._public_trades
            if trades is None:
                trades = self._public_trades = tuple(self._trades)
            sizes = self._hand_sizes
            if sizes is None:
                sizes = self._hand_sizes = tuple(h.total() for h in self._hands)
            return PlayerView(
                seat=seat,
                settings=self.settings,
                phase=self._phase,
                now_s=float(self._clock()),
                hand_no=self._hand_no,
                dealer=self._dealer if self._hand_no else -1,
                commodities=self.commodities,
                hand=hand,
                my_offer=offer.cards if offer else None,
                my_offer_id=own,
                offers=offers,
                hand_sizes=sizes,
                scores=tuple(self._scores),
                trades=trades,
                sort_ends_at_s=self._sort_ends_at_s,
            )

    @property
    def phase(self) -> Phase:
        """Where the game stands (R-DEAL-3, R-CORNER-5, R-SCORE-4)."""
        return self._phase

    @property
    def scores(self) -> tuple[int, ...]:
        """Each seat's points (R-SCORE-1..3)."""
        with self._lock:
            return tuple(self._scores)

    @property
    def dealer(self) -> int:
        """The seat that deals the current hand; after a corner, the cornerer, who deals next (R-DEAL-1)."""
        return self._dealer

    @property
    def hand_no(self) -> int:
        """The current hand, 1-based; 0 before the first deal (R-DEAL-2)."""
        return self._hand_no

    @property
    def sort_ends_at_s(self) -> float:
        """When the current sorting period ends, seconds on the clock (R-DEAL-3, V-SORT-TIME)."""
        return self._sort_ends_at_s

    @property
    def winner(self) -> int | None:
        """The winning seat once the game is over (R-SCORE-4), else ``None``."""
        return self._winner

    def now(self) -> float:
        """The clock's current time, seconds (R-DEAL-3 measures the sorting period on it)."""
        return float(self._clock())

    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """Every seat's hand, sorted. For tests, replays and the end-of-hand display only: never give
        this to a bot or show it to a player mid-hand (R-TRADE-3). Any thread."""
        with self._lock:
            return tuple(sorted_cards(h.elements()) for h in self._hands)

    def hand_log(self) -> HandLog:
        """The current (or last) hand's deal (R-DEAL-2) and commands, for a hand record. Any thread.

        Raises:
            WrongPhaseError: no hand has been dealt yet.
        """
        with self._lock:
            if not self._hand_no:
                raise WrongPhaseError("no hand has been dealt yet")
            return HandLog(
                settings=self.settings,
                commodities=self.commodities,
                hand_no=self._hand_no,
                dealer=self._dealer_of_hand,
                scores_before=self._scores_before,
                dealt_at_s=self._dealt_at_s,
                deal=self._deal,
                commands=tuple(self._log),
                first_offer_id=self._first_offer_id,
            )

    # ------------------------------------------------------------------ helpers

    def _publish(self, event: Event) -> None:
        for listener in self._listeners:
            listener(event)

    def _next_seq(self) -> int:
        self._seq += 1
        return self._seq

    def _check_seat(self, seat: int) -> None:
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.settings.players:
            raise UnknownPlayerError(f"there is no player {seat!r} at this table")

    def _check_open(self) -> None:
        if self._phase is Phase.OPEN:
            return
        if self._phase is Phase.GAME_OVER:
            raise GameOverError("the game is over (R-SCORE-4)")
        if self._phase is Phase.SORTING:
            raise MarketClosedError("the market is not open yet: wait for the bell (R-DEAL-3)")
        raise MarketClosedError("the hand is over: wait for the next deal (R-CORNER-5)")

    def _check_cards(self, seat: int, cards: tuple[Card, ...]) -> tuple[Card, ...]:
        if not isinstance(cards, tuple | list) or not all(isinstance(c, Card) for c in cards):
            raise CardsNotHeldError(f"not a list of cards: {cards!r}")
        cards = tuple(cards)
        rules.check_offer_shape(cards, self.settings)
        if not rules.covers(self._hands[seat], cards):
            raise CardsNotHeldError(f"you do not hold {_describe(cards)} (R-TRADE-4)")
        return cards

    def _remove_offer(self, offer_id: int) -> _Offer:
        offer = self._offers.pop(offer_id)
        self._offer_of[offer.seat] = None
        self._public_offers = None
        return offer

    def _lapse_offers(self, now: float, out: list[Event]) -> None:
        for offer_id in list(self._offers):
            offer = self._remove_offer(offer_id)
            out.append(
                OfferWithdrawn(
                    self._next_seq(), now, offer_id, offer.seat, len(offer.cards), WithdrawReason.LAPSED
                )
            )

    # ------------------------------------------------------------------ commands

    def _deal_hand(self, cmd: DealHand, now: float, out: list[Event]) -> None:
        """R-DEAL-1, R-DEAL-2: shuffle the suits in play (and Bull/Bear) and deal clockwise."""
        if self._phase is Phase.GAME_OVER:
            raise GameOverError("the game is over (R-SCORE-4)")
        if self._phase is not Phase.READY:
            raise WrongPhaseError("a hand is in play: it ends only with a corner (R-CORNER-5)")
        n = self.settings.players
        deck: list[Card] = [c for c in self.commodities for _ in range(SUIT_SIZE)]
        if self.settings.bull_bear:
            deck += [BULL, BEAR]
        if cmd.deal is None:
            self._rng.shuffle(deck)
            hands: list[list[Card]] = [[] for _ in range(n)]
            for i, card in enumerate(deck):
                hands[(self._dealer + 1 + i) % n].append(card)
            deal = tuple(sorted_cards(h) for h in hands)
        else:
            deal = self._check_rigged_deal(cmd.deal, deck)
        self._hand_no += 1
        self._dealer_of_hand = self._dealer
        self._hands = [Counter(h) for h in deal]
        self._offers.clear()
        self._offer_of = [None] * n
        self._trades = []
        self._public_offers = self._public_trades = self._hand_sizes = None
        self._sorted_hands = [None] * n
        self._deal = deal
        self._dealt_at_s = now
        self._sort_ends_at_s = now + float(self.settings.sort_time_s)
        self._scores_before = tuple(self._scores)
        self._first_offer_id = self._next_offer_id
        self._log = []
        self._phase = Phase.SORTING
        out.append(
            HandDealt(
                self._next_seq(),
                now,
                self._hand_no,
                self._dealer,
                tuple(len(h) for h in deal),
                self._sort_ends_at_s,
            )
        )
        for seat, cards in enumerate(deal):
            out.append(CardsDealt(self._next_seq(), now, seat, cards))

    def _check_rigged_deal(
        self, deal: Sequence[Sequence[Card]], deck: list[Card]
    ) -> tuple[tuple[Card, ...], ...]:
        """R-DEAL-2: a rigged deal must be one the shuffle could have dealt from this dealer."""
        n = self.settings.players
        if not isinstance(deal, tuple | list) or not all(isinstance(h, tuple | list) for h in deal):
            raise DealError(f"a deal is one list of cards per seat, not {deal!r} (R-DEAL-2)")
        if len(deal) != n:
            raise DealError(f"a deal needs {n} hands, not {len(deal)} (R-DEAL-2)")
        for seat, hand in enumerate(deal):
            for card in hand:
                if not isinstance(card, Card):
                    raise DealError(f"seat {seat} was dealt {card!r}, which is not a card (R-DEAL-2)")
        dealt = Counter(card for hand in deal for card in hand)
        if dealt != Counter(deck):
            extra = dealt - Counter(deck)
            short = Counter(deck) - dealt
            raise DealError(
                "a deal must use exactly the cards in play (R-ED-1, R-DEAL-2)"
                + (f"; extra: {_describe(tuple(extra.elements()))}" if extra else "")
                + (f"; missing: {_describe(tuple(short.elements()))}" if short else "")
            )
        for seat, hand in enumerate(deal):
            want = deal_size(seat, self._dealer, n, self.settings.bull_bear)
            if len(hand) != want:
                raise DealError(
                    f"seat {seat} holds {len(hand)} cards but is dealt {want} with dealer {self._dealer}"
                    " (R-DEAL-2)"
                )
        return tuple(sorted_cards(h) for h in deal)

    def _open_market(self, cmd: OpenMarket, now: float, out: list[Event]) -> None:
        """R-DEAL-3: the dealer rings the bell after the sorting period."""
        if self._phase is not Phase.SORTING:
            raise WrongPhaseError("the bell opens the market only after a deal (R-DEAL-3)")
        if not now + 1e-9 >= self._sort_ends_at_s:  # written so that a NaN clock is refused too
            raise SortingTimeError(
                f"the sorting period runs {self._sort_ends_at_s - now:.1f} s more (R-DEAL-3)"
            )
        self._phase = Phase.OPEN
        out.append(MarketOpened(self._next_seq(), now))

    def _make_offer(self, cmd: MakeOffer, now: float, out: list[Event]) -> None:
        """R-TRADE-2, R-TRADE-5: post an offer of 1–4 cards of one commodity (Bull/Bear allowed)."""
        self._check_seat(cmd.seat)
        self._check_open()
        cards = self._check_cards(cmd.seat, cmd.cards)
        if self._offer_of[cmd.seat] is not None:
            raise OfferAlreadyOpenError("you already have an open offer: withdraw it first (R-TRADE-5)")
        offer = _Offer(self._next_offer_id, cmd.seat, cards, now)
        self._next_offer_id += 1
        self._offers[offer.offer_id] = offer
        self._offer_of[cmd.seat] = offer.offer_id
        self._public_offers = None
        out.append(OfferPosted(self._next_seq(), now, offer.offer_id, cmd.seat, len(cards)))

    def _withdraw_offer(self, cmd: WithdrawOffer, now: float, out: list[Event]) -> None:
        """R-TRADE-5: take back one's open offer."""
        self._check_seat(cmd.seat)
        self._check_open()
        offer_id = self._offer_of[cmd.seat]
        if offer_id is None:
            raise NoOpenOfferError("you have no open offer to withdraw (R-TRADE-5)")
        offer = self._remove_offer(offer_id)
        out.append(
            OfferWithdrawn(
                self._next_seq(), now, offer_id, cmd.seat, len(offer.cards), WithdrawReason.WITHDRAWN
            )
        )

    def _accept_offer(self, cmd: AcceptOffer, now: float, out: list[Event]) -> None:
        """R-TRADE-4, R-TRADE-6, R-TRADE-7: swap the same number of cards, atomically."""
        self._check_seat(cmd.seat)
        self._check_open()
        if not isinstance(cmd.cards, tuple | list):
            raise CardsNotHeldError(f"not a list of cards: {cmd.cards!r}")
        offer = self._offers.get(cmd.offer_id) if type(cmd.offer_id) is int else None
        if offer is None:
            raise OfferGoneError(
                "that offer is gone: someone traded for it first or it was withdrawn (R-TRADE-7)"
            )
        if offer.seat == cmd.seat:
            raise OwnOfferError("you cannot trade with your own offer (R-TRADE-4)")
        if len(cmd.cards) != len(offer.cards):
            raise CountMismatchError(
                f"that offer holds {len(offer.cards)} card{'s' * (len(offer.cards) != 1)}: "
                f"hand over exactly {len(offer.cards)}, not {len(cmd.cards)} (R-TRADE-4)"
            )
        paid = self._check_cards(cmd.seat, cmd.cards)
        self._remove_offer(offer.offer_id)
        giver, taker = self._hands[offer.seat], self._hands[cmd.seat]
        self._sorted_hands[offer.seat] = self._sorted_hands[cmd.seat] = None
        giver.subtract(offer.cards)
        taker.subtract(paid)
        # R-TRADE-6: the accepter's own open offer stands only if the cards he kept (before receiving
        # any) still cover it; otherwise some of what he gave came out of it and it is withdrawn.
        own = self._offer_of[cmd.seat]
        lowered_bid = own is not None and not rules.covers(taker, self._offers[own].cards)
        giver.update(paid)
        taker.update(offer.cards)
        for hand in (giver, taker):
            for card in [c for c, k in hand.items() if k <= 0]:
                del hand[card]
        count = len(paid)
        self._trades.append(PublicTrade(offer.seat, cmd.seat, count, now))
        self._public_trades = self._hand_sizes = None
        out.append(TradeCompleted(self._next_seq(), now, offer.offer_id, offer.seat, cmd.seat, count))
        out.append(
            CardsReceived(self._next_seq(), now, offer.seat, cmd.seat, sorted_cards(paid), offer.cards)
        )
        out.append(
            CardsReceived(self._next_seq(), now, cmd.seat, offer.seat, offer.cards, sorted_cards(paid))
        )
        if own is not None and lowered_bid:
            lowered = self._remove_offer(own)
            out.append(
                OfferWithdrawn(
                    self._next_seq(), now, own, cmd.seat, len(lowered.cards), WithdrawReason.LOWERED
                )
            )

    def _claim_corner(self, cmd: ClaimCorner, now: float, out: list[Event]) -> None:
        """R-CORNER-1..6, R-SCORE-1..4: a valid claim ends the hand and scores it."""
        self._check_seat(cmd.seat)
        self._check_open()
        try:
            corner = rules.find_corner(self._hands[cmd.seat], self.settings.bull_bear)
        except NoCornerError as err:
            if self.settings.false_claim_fine:
                err.fine = FALSE_CLAIM_FINE
                self._scores[cmd.seat] -= FALSE_CLAIM_FINE
                out.append(
                    ClaimRefused(
                        self._next_seq(), now, cmd.seat, err.message, FALSE_CLAIM_FINE, tuple(self._scores)
                    )
                )
            raise
        self._lapse_offers(now, out)
        self._scores[cmd.seat] += corner.points
        penalties: list[tuple[int, int]] = []
        if self.settings.bull_bear:
            for seat, hand in enumerate(self._hands):
                if seat == cmd.seat:
                    continue
                lost = BULL_BEAR_PENALTY * ((hand.get(BULL, 0) > 0) + (hand.get(BEAR, 0) > 0))
                if lost:
                    self._scores[seat] -= lost
                    penalties.append((seat, lost))
        self._dealer = cmd.seat  # R-DEAL-1: the cornering player deals next
        out.append(
            CornerClaimed(
                self._next_seq(),
                now,
                self._hand_no,
                cmd.seat,
                corner.commodity,
                corner.kind,
                corner.points,
                tuple(penalties),
                tuple(self._scores),
                tuple(sorted_cards(h.elements()) for h in self._hands),
            )
        )
        if self._scores[cmd.seat] >= self.settings.target_score:
            self._phase = Phase.GAME_OVER
            self._winner = cmd.seat
            out.append(GameOver(self._next_seq(), now, cmd.seat, tuple(self._scores)))
        else:
            self._phase = Phase.READY


def deal_size(seat: int, dealer: int, players: int, bull_bear: bool) -> int:
    """Cards ``seat`` is dealt (R-DEAL-2): 9, or 10 for the two seats left of ``dealer`` in the advanced game.

    Seats run clockwise: the seat left of the dealer is ``(dealer + 1) % players``.
    """
    extra = bull_bear and (seat - dealer - 1) % players < 2
    return SUIT_SIZE + int(extra)


def _describe(cards: tuple[Card, ...]) -> str:
    counts = Counter(cards)
    return ", ".join(f"{n} {card.value}" for card, n in counts.items()) or "no cards"
