"""The market's commands: offers, trades and corners (R-TRADE-2..7, R-CORNER-1..6, R-SCORE-1..4).

Each command has a check and a handler, pure functions of a
:class:`~pit_desktop.games.pit.engine.state.TableState` that change nothing:

- ``check_…(state, command)`` raises the :class:`~pit_desktop.games.pit.engine.errors.PitError` that refuses
the
  command now; it returns what the handler needs (the cards, the offer, the corner).
- the handler, ``…(state, command, now) -> Outcome``, runs the check and returns the events the command
  causes and the changes it makes (:class:`~pit_desktop.games.pit.engine.state.Outcome`), which
  :meth:`TableState.apply <pit_desktop.games.pit.engine.state.TableState.apply>` carries out. It takes no
  lock, calls no listener and reads no clock (``now`` is given, in seconds); the engine does all three around
  it. A handler never refuses after its check passed: that is what lets
  :meth:`~pit_desktop.games.pit.engine.Engine.why_not` answer with the check alone.
"""

from __future__ import annotations

from collections import Counter

from pit_desktop.games.pit.engine import rules
from pit_desktop.games.pit.engine.cards import BEAR, BULL, Card, Commodity, Special, sorted_cards
from pit_desktop.games.pit.engine.commands import AcceptOffer, ClaimCorner, MakeOffer, WithdrawOffer
from pit_desktop.games.pit.engine.errors import (
    CardsNotHeldError,
    CountMismatchError,
    NoCornerError,
    NoOpenOfferError,
    OfferAlreadyOpenError,
    OfferGoneError,
    OwnOfferError,
    UnknownPlayerError,
)
from pit_desktop.games.pit.engine.events import (
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
from pit_desktop.games.pit.engine.legal import market_refusal
from pit_desktop.games.pit.engine.settings import BULL_BEAR_PENALTY, FALSE_CLAIM_FINE
from pit_desktop.games.pit.engine.state import (
    Change,
    EndHand,
    OpenOffer,
    Outcome,
    PostOffer,
    SetScores,
    Swap,
    TableState,
    TakeDown,
)
from pit_desktop.games.pit.engine.view import Phase, PublicTrade

_CARD_TYPES = frozenset((Commodity, Special))
"""The types of a card (:data:`~pit_desktop.games.pit.engine.cards.Card`), for a quick check of a whole
lot."""

# ---------------------------------------------------------------------------------------------- checks


OFFER_GONE = "that offer is gone: someone traded for it first or it was withdrawn (R-TRADE-7)"
"""The refusal's words when an accepted offer is no longer on the floor (R-TRADE-7)."""


def check_seat(state: TableState, seat: int) -> None:
    """R-ED-1: a command names a seat at the table.

    Raises:
        UnknownPlayerError: no such seat.
    """
    if type(seat) is int and 0 <= seat < state.settings.players:  # the usual case, on every command and view
        return
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < state.settings.players:
        raise UnknownPlayerError(f"there is no player {seat!r} at this table")


def check_open(state: TableState) -> None:
    """R-TRADE-1: offers, trades and claims only while the market is open (see
    :func:`~pit_desktop.games.pit.engine.legal.market_refusal`)."""
    if state.phase is not Phase.OPEN:
        refusal = market_refusal(state.phase)
        if refusal is not None:
            raise refusal


def check_cards(state: TableState, seat: int, cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """R-TRADE-2, R-TRADE-4: ``cards`` are one valid lot that ``seat`` holds; returned as a tuple."""
    if not isinstance(cards, tuple | list) or not _CARD_TYPES.issuperset(map(type, cards)):
        raise CardsNotHeldError(f"not a list of cards: {cards!r}")
    cards = tuple(cards)
    rules.check_offer_shape(cards, state.settings)
    if not rules.covers(state.hands.counts(seat), cards):
        raise CardsNotHeldError(f"you do not hold {describe(cards)} (R-TRADE-4)")
    return cards


def check_make_offer(state: TableState, cmd: MakeOffer) -> tuple[Card, ...]:
    """R-TRADE-2, R-TRADE-5: the cards ``cmd`` may offer now."""
    check_seat(state, cmd.seat)
    check_open(state)
    cards = check_cards(state, cmd.seat, cmd.cards)
    if state.floor.of_seat(cmd.seat) is not None:
        raise OfferAlreadyOpenError("you already have an open offer: withdraw it first (R-TRADE-5)")
    return cards


def check_withdraw(state: TableState, cmd: WithdrawOffer) -> OpenOffer:
    """R-TRADE-5: the offer ``cmd`` takes back."""
    check_seat(state, cmd.seat)
    check_open(state)
    offer = state.floor.of_seat(cmd.seat)
    if offer is None:
        raise NoOpenOfferError("you have no open offer to withdraw (R-TRADE-5)")
    return offer


def check_accept(state: TableState, cmd: AcceptOffer) -> tuple[OpenOffer, tuple[Card, ...]]:
    """R-TRADE-4, R-TRADE-7: the offer ``cmd`` takes and the cards it pays with."""
    check_seat(state, cmd.seat)
    check_open(state)
    if not isinstance(cmd.cards, tuple | list):
        raise CardsNotHeldError(f"not a list of cards: {cmd.cards!r}")
    offer = state.floor.get(cmd.offer_id) if type(cmd.offer_id) is int else None
    if offer is None:
        raise OfferGoneError(OFFER_GONE)
    if offer.seat == cmd.seat:
        raise OwnOfferError("you cannot trade with your own offer (R-TRADE-4)")
    if len(cmd.cards) != len(offer.cards):
        raise CountMismatchError(
            f"that offer holds {len(offer.cards)} card{'s' * (len(offer.cards) != 1)}: "
            f"hand over exactly {len(offer.cards)}, not {len(cmd.cards)} (R-TRADE-4)",
            len(offer.cards),
            len(cmd.cards),
        )
    return offer, check_cards(state, cmd.seat, cmd.cards)


def check_claim(state: TableState, cmd: ClaimCorner) -> rules.Corner:
    """R-CORNER-1..4, R-CORNER-6: the corner ``cmd`` claims.

    Raises:
        NoCornerError: no corner (or the Bear, R-CORNER-3); its ``fine`` is what the claim costs
            (V-FALSE-CLAIM), though the check itself fines no one.
    """
    check_seat(state, cmd.seat)
    check_open(state)
    try:
        return rules.find_corner(state.hands.counts(cmd.seat), state.settings.bull_bear)
    except NoCornerError as err:
        if state.settings.false_claim_fine:
            err.fine = FALSE_CLAIM_FINE
        raise


# ---------------------------------------------------------------------------------------------- handlers


def make_offer(state: TableState, cmd: MakeOffer, now: float) -> Outcome:
    """R-TRADE-2, R-TRADE-5: post an offer of 1–4 cards of one commodity (Bull/Bear allowed)."""
    cards = check_make_offer(state, cmd)
    offer = OpenOffer(state.floor.next_id, cmd.seat, cards, now)
    return Outcome(
        (OfferPosted(state.seq + 1, now, offer.offer_id, cmd.seat, len(cards)),),
        (PostOffer(offer),),
    )


def withdraw_offer(state: TableState, cmd: WithdrawOffer, now: float) -> Outcome:
    """R-TRADE-5: take back one's open offer."""
    offer = check_withdraw(state, cmd)
    return Outcome(
        (_taken_down(offer, WithdrawReason.WITHDRAWN, state.seq + 1, now),),
        (TakeDown(offer.offer_id),),
    )


def accept_offer(state: TableState, cmd: AcceptOffer, now: float) -> Outcome:
    """R-TRADE-4, R-TRADE-6, R-TRADE-7: swap the same number of cards, atomically."""
    offer, paid = check_accept(state, cmd)
    # R-TRADE-6: the accepter's own open offer stands only if the cards he keeps (before receiving any)
    # still cover it; otherwise some of what he gave came out of it and it is withdrawn.
    own = state.floor.of_seat(cmd.seat)
    count, seq = len(paid), state.seq
    events: list[Event] = [
        TradeCompleted(seq + 1, now, offer.offer_id, offer.seat, cmd.seat, count),
        CardsReceived(seq + 2, now, offer.seat, cmd.seat, sorted_cards(paid), offer.cards),
        CardsReceived(seq + 3, now, cmd.seat, offer.seat, offer.cards, sorted_cards(paid)),
    ]
    changes: list[Change] = [
        TakeDown(offer.offer_id),
        Swap(offer.seat, cmd.seat, offer.cards, paid, PublicTrade(offer.seat, cmd.seat, count, now)),
    ]
    if own is not None and not rules.covers_after(state.hands.counts(cmd.seat), paid, own.cards):
        events.append(_taken_down(own, WithdrawReason.LOWERED, seq + 4, now))
        changes.append(TakeDown(own.offer_id))
    return Outcome(tuple(events), tuple(changes))


def claim_corner(state: TableState, cmd: ClaimCorner, now: float) -> Outcome:
    """R-CORNER-1..6, R-SCORE-1..4: a valid claim ends the hand and scores it.

    Returns:
        For a false claim fined under V-FALSE-CLAIM, an outcome whose ``refusal`` is the
        :class:`~pit_desktop.games.pit.engine.errors.NoCornerError`, with the fine in its ``changes`` and the
        :class:`~pit_desktop.games.pit.engine.events.ClaimRefused` in its ``events`` (and in the error's).

    Raises:
        NoCornerError: a false claim that costs nothing.
    """
    try:
        corner = check_claim(state, cmd)
    except NoCornerError as err:
        if not err.fine:
            raise
        fined = list(state.scores)
        fined[cmd.seat] -= err.fine
        err.events = (ClaimRefused(state.seq + 1, now, cmd.seat, err.message, err.fine, tuple(fined)),)
        return Outcome(err.events, (SetScores(tuple(fined)),), refusal=err)
    seq = state.seq
    events: list[Event] = []
    changes: list[Change] = []
    for offer in state.floor.offers():  # R-CORNER-5: every open offer lapses
        seq += 1
        events.append(_taken_down(offer, WithdrawReason.LAPSED, seq, now))
        changes.append(TakeDown(offer.offer_id))
    scores = list(state.scores)
    scores[cmd.seat] += corner.points
    penalties: list[tuple[int, int]] = []
    if state.settings.bull_bear:
        for seat, hand in enumerate(state.hands.all_counts()):
            if seat == cmd.seat:
                continue
            lost = BULL_BEAR_PENALTY * ((hand.get(BULL, 0) > 0) + (hand.get(BEAR, 0) > 0))
            if lost:
                scores[seat] -= lost
                penalties.append((seat, lost))
    final = tuple(scores)
    winner = cmd.seat if final[cmd.seat] >= state.settings.target_score else None
    changes += (SetScores(final), EndHand(cmd.seat, winner))  # R-DEAL-1: the cornering player deals next
    events.append(
        CornerClaimed(
            seq + 1,
            now,
            state.hand_no,
            cmd.seat,
            corner.commodity,
            corner.kind,
            corner.points,
            tuple(penalties),
            final,
            tuple(sorted_cards(hand) for hand in state.hands.all_sorted()),  # laid down: copies
        )
    )
    if winner is not None:
        events.append(GameOver(seq + 2, now, winner, final))
    return Outcome(tuple(events), tuple(changes))


def _taken_down(offer: OpenOffer, reason: WithdrawReason, seq: int, now: float) -> OfferWithdrawn:
    """The event of ``offer`` leaving the floor without a trade, and why (R-TRADE-5, R-TRADE-6,
    R-CORNER-5)."""
    return OfferWithdrawn(seq, now, offer.offer_id, offer.seat, len(offer.cards), reason)


def describe(cards: tuple[Card, ...]) -> str:
    """``"2 Wheat, 1 Bull"``: cards counted by face, for messages; ``"no cards"`` when empty."""
    counts = Counter(cards)
    return ", ".join(f"{n} {card.value}" for card, n in counts.items()) or "no cards"
