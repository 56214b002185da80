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
from pit_desktop.engine.errors import DealError, GameOverError, PitError, SortingTimeError, WrongPhaseError
from pit_desktop.engine.events import CardsDealt, Event, HandDealt, MarketOpened
from pit_desktop.engine.hand_log import HandLog, LoggedCommand
from pit_desktop.engine.market import MarketRules, OpenOffer, describe
from pit_desktop.engine.settings import GameSettings
from pit_desktop.engine.view import Phase, PlayerView, PublicOffer, PublicTrade

Listener = Callable[[Event], None]
"""Called with each event, in ``seq`` order, while the engine's lock is held: it must only hand the
event on (emit a queued signal, append to a queue) and never call back into the engine."""


class Engine(MarketRules):
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
        self._offers: dict[int, OpenOffer] = {}
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
            listeners = self._listeners
            for event in out:
                for listener in listeners:
                    listener(event)
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

    # ------------------------------------------------------------------ commands

    def _deal_hand(self, cmd: DealHand, now: float, out: list[Event]) -> None:
        """R-DEAL-1, R-DEAL-2: shuffle the suits in play (and Bull/Bear) and deal clockwise."""
        if self._phase is Phase.GAME_OVER:
            raise GameOverError("the game is over (R-SCORE-4)")
        if self._phase is not Phase.READY:
            raise WrongPhaseError(
                "a hand is in play: it ends only with a corner (R-CORNER-5)", rule="R-CORNER-5"
            )
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
                + (f"; extra: {describe(tuple(extra.elements()))}" if extra else "")
                + (f"; missing: {describe(tuple(short.elements()))}" if short else "")
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
            raise WrongPhaseError("the bell opens the market only after a deal (R-DEAL-3)", rule="R-DEAL-3")
        if not now + 1e-9 >= self._sort_ends_at_s:  # written so that a NaN clock is refused too
            raise SortingTimeError(
                f"the sorting period runs {self._sort_ends_at_s - now:.1f} s more (R-DEAL-3)"
            )
        self._phase = Phase.OPEN
        out.append(MarketOpened(self._next_seq(), now))


def deal_size(seat: int, dealer: int, players: int, bull_bear: bool) -> int:
    """Cards ``seat`` is dealt (R-DEAL-2): 9, or 10 for the two seats left of ``dealer`` in the advanced game.

    Seats run clockwise: the seat left of the dealer is ``(dealer + 1) % players``.
    """
    extra = bull_bear and (seat - dealer - 1) % players < 2
    return SUIT_SIZE + int(extra)
