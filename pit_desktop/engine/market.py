"""The market's commands: offers, trades and corners (R-TRADE-2..7, R-CORNER-1..6, R-SCORE-1..4).

:class:`MarketRules` is a mixin of :class:`~pit_desktop.engine.engine.Engine`: its methods run with the
engine's lock held and read and change the engine's own state (declared on the class below). They append
the events they cause to ``out`` and raise a :class:`~pit_desktop.engine.errors.PitError` to refuse.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from pit_desktop.engine import rules
from pit_desktop.engine.cards import BEAR, BULL, Card, Commodity, Special, sorted_cards
from pit_desktop.engine.commands import AcceptOffer, ClaimCorner, MakeOffer, WithdrawOffer
from pit_desktop.engine.errors import (
    CardsNotHeldError,
    CountMismatchError,
    GameOverError,
    MarketClosedError,
    NoCornerError,
    NoOpenOfferError,
    OfferAlreadyOpenError,
    OfferGoneError,
    OwnOfferError,
    UnknownPlayerError,
)
from pit_desktop.engine.events import (
    CardsReceived,
    ClaimRefused,
    CornerClaimed,
    Event,
    GameOver,
    OfferPosted,
    OfferWithdrawn,
    TradeCompleted,
    WithdrawReason,
)
from pit_desktop.engine.settings import BULL_BEAR_PENALTY, FALSE_CLAIM_FINE, GameSettings
from pit_desktop.engine.view import Phase, PublicOffer, PublicTrade

_CARD_TYPES = frozenset((Commodity, Special))
"""The types of a card (:data:`~pit_desktop.engine.cards.Card`), for a quick check of a whole lot."""


@dataclass(slots=True)
class OpenOffer:
    """An offer on the floor: its id, its seat, its cards and when it was posted (seconds)."""

    offer_id: int
    seat: int
    cards: tuple[Card, ...]
    posted_at_s: float


class MarketRules:
    """The engine's offer, trade and corner commands, and the checks they share. Lock held by the caller."""

    settings: GameSettings
    _phase: Phase
    _hand_no: int
    _dealer: int
    _scores: list[int]
    _winner: int | None
    _hands: list[Counter[Card]]
    _offers: dict[int, OpenOffer]
    _offer_of: list[int | None]
    _next_offer_id: int
    _trades: list[PublicTrade]
    _public_offers: tuple[PublicOffer, ...] | None
    _sorted_hands: list[tuple[Card, ...] | None]
    _public_trades: tuple[PublicTrade, ...] | None
    _hand_sizes: tuple[int, ...] | None
    _seq: int

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
        raise MarketClosedError("the hand is over: wait for the next deal (R-CORNER-5)", rule="R-CORNER-5")

    def _check_cards(self, seat: int, cards: tuple[Card, ...]) -> tuple[Card, ...]:
        if not isinstance(cards, tuple | list) or not _CARD_TYPES.issuperset(map(type, cards)):
            raise CardsNotHeldError(f"not a list of cards: {cards!r}")
        cards = tuple(cards)
        rules.check_offer_shape(cards, self.settings)
        if not rules.covers(self._hands[seat], cards):
            raise CardsNotHeldError(f"you do not hold {describe(cards)} (R-TRADE-4)")
        return cards

    def _remove_offer(self, offer_id: int) -> OpenOffer:
        offer = self._offers.pop(offer_id)
        self._offer_of[offer.seat] = None
        self._public_offers = None
        return offer

    def _take_down(self, offer_id: int, reason: WithdrawReason, now: float, out: list[Event]) -> None:
        """Remove an open offer without a trade and record why (R-TRADE-5, R-TRADE-6, R-CORNER-5)."""
        offer = self._remove_offer(offer_id)
        out.append(OfferWithdrawn(self._next_seq(), now, offer_id, offer.seat, len(offer.cards), reason))

    def _lapse_offers(self, now: float, out: list[Event]) -> None:
        for offer_id in list(self._offers):
            self._take_down(offer_id, WithdrawReason.LAPSED, now, out)

    def _make_offer(self, cmd: MakeOffer, now: float, out: list[Event]) -> None:
        """R-TRADE-2, R-TRADE-5: post an offer of 1–4 cards of one commodity (Bull/Bear allowed)."""
        self._check_seat(cmd.seat)
        self._check_open()
        cards = self._check_cards(cmd.seat, cmd.cards)
        if self._offer_of[cmd.seat] is not None:
            raise OfferAlreadyOpenError("you already have an open offer: withdraw it first (R-TRADE-5)")
        offer = OpenOffer(self._next_offer_id, cmd.seat, cards, now)
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
        self._take_down(offer_id, WithdrawReason.WITHDRAWN, now, out)

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
        for card in offer.cards:
            giver[card] -= 1
        for card in paid:
            taker[card] -= 1
        # R-TRADE-6: the accepter's own open offer stands only if the cards he kept (before receiving
        # any) still cover it; otherwise some of what he gave came out of it and it is withdrawn.
        own = self._offer_of[cmd.seat]
        lowered_bid = own is not None and not rules.covers(taker, self._offers[own].cards)
        for card in paid:
            giver[card] += 1
        for card in offer.cards:
            taker[card] += 1
        for card in (*offer.cards, *paid):  # only a card that changed hands can have run out
            for hand in (giver, taker):
                if hand.get(card, 1) <= 0:
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
            self._take_down(own, WithdrawReason.LOWERED, now, out)

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


def describe(cards: tuple[Card, ...]) -> str:
    """``"2 Wheat, 1 Bull"``: cards counted by face, for messages; ``"no cards"`` when empty."""
    counts = Counter(cards)
    return ", ".join(f"{n} {card.value}" for card, n in counts.items()) or "no cards"
