"""Trading: R-TRADE-1..8, V-BULL-BEAR and V-BEAR-3, on rigged deals."""

from __future__ import annotations

import pytest
from pit_rig import THREE, THREE_BASIC, cards, rigged

from pit_desktop.games.pit.engine import (
    AcceptOffer,
    CardsNotHeldError,
    CardsReceived,
    CountMismatchError,
    MakeOffer,
    MixedOfferError,
    NoOpenOfferError,
    OfferAlreadyOpenError,
    OfferGoneError,
    OfferPosted,
    OfferSizeError,
    OfferWithdrawn,
    OwnOfferError,
    SpecialCardError,
    TradeCompleted,
    WithdrawOffer,
    WithdrawReason,
    visible_to,
)


def test_r_trade_1_no_turns_anyone_acts_any_moment() -> None:
    """R-TRADE-1: no turns: one seat may act several times running, any seat in any order, at one instant."""
    table = rigged(THREE)
    first = table.offer(2, "2 Oats")
    table.submit(WithdrawOffer(2))
    second = table.offer(2, "3 Oats")
    table.offer(0, "Corn")
    table.accept(1, second, "3 Corn")
    assert second > first
    assert len([e for e in table.events if isinstance(e, TradeCompleted)]) == 1


@pytest.mark.parametrize(
    "spec",
    ["Corn", "2 Corn", "3 Corn", "4 Corn", "Bear", "3 Oats, Bear", "Bull", "Bull, Bear", "2 Oats, Bull"],
)
def test_r_trade_2_valid_offers(spec: str) -> None:
    """R-TRADE-2: 1–4 cards of one commodity; the Bull and/or Bear alone, together or beside one commodity."""
    table = rigged(("Bull, Bear, 4 Corn, 4 Oats", "8 Wheat, Corn, Oats", "Wheat, 4 Corn, 4 Oats"), dealer=2)
    seat = 0 if "B" in spec else 2
    (posted,) = table.submit(MakeOffer(seat, cards(spec)))
    assert isinstance(posted, OfferPosted) and posted.count == len(cards(spec))


@pytest.mark.parametrize(
    ("spec", "error"),
    [("", OfferSizeError), ("5 Corn", OfferSizeError), ("Corn, Oats", MixedOfferError),
     ("2 Corn, 2 Oats", MixedOfferError), ("3 Corn, Oats, Bull", OfferSizeError)],
)  # fmt: skip
def test_r_trade_2_invalid_offers_refused(spec: str, error: type[Exception]) -> None:
    """R-TRADE-2: never more than 4 cards, never none, never two commodities (Bull/Bear aside)."""
    table = rigged(("Bull, Bear, 4 Corn, 4 Oats", "8 Wheat, Corn, Oats", "Wheat, 4 Corn, 4 Oats"), dealer=2)
    before = table.snapshot()
    with pytest.raises(error, match="R-TRADE-2"):
        table.submit(MakeOffer(0, cards(spec)))
    assert table.snapshot() == before


def test_r_trade_3_only_counts_are_public() -> None:
    """R-TRADE-3: others see an offer's count only; after a trade each side learns only what it got."""
    table = rigged(THREE)
    offer = table.offer(1, "2 Oats")
    for seat in (0, 2):
        view = table.engine.view(seat)
        assert [(o.seat, o.count) for o in view.offers] == [(1, 2)]
        assert view.my_offer is None and "Oats" not in repr(view.offers)
    assert table.engine.view(1).my_offer == cards("2 Oats")
    events = table.accept(2, offer, "2 Corn")
    received = [e for e in events if isinstance(e, CardsReceived)]
    assert {(e.seat, e.cards) for e in received} == {(1, cards("2 Corn")), (2, cards("2 Oats"))}
    assert not any(visible_to(e, 0) for e in received)
    trade = table.engine.view(0).trades[-1]
    assert (trade.offerer, trade.accepter, trade.count) == (1, 2, 2)


def test_r_trade_4_swap_same_number_atomically() -> None:
    """R-TRADE-4: two players swap the same number of cards, both hands at once, sizes unchanged."""
    table = rigged(THREE)
    offer = table.offer(0, "Corn")
    table.accept(1, offer, "Wheat")
    hands = table.engine.hands()
    assert hands[0] == cards("9 Wheat") and hands[1] == cards("5 Corn, 4 Oats, Bull")
    assert [len(h) for h in hands] == [9, 10, 10]


@pytest.mark.parametrize(
    ("seat", "spec", "error"),
    [(0, "Corn", OwnOfferError), (1, "2 Corn", CountMismatchError), (2, "Wheat", CardsNotHeldError)],
)
def test_r_trade_4_refusals_change_nothing(seat: int, spec: str, error: type[Exception]) -> None:
    """R-TRADE-4: no trade with oneself, with a different count, or with cards one does not hold."""
    table = rigged(THREE)
    offer = table.offer(0, "Corn")
    before = table.snapshot()
    with pytest.raises(error, match="R-TRADE-4"):
        table.accept(seat, offer, spec)
    assert table.snapshot() == before


def test_r_trade_5_one_open_offer_withdraw_and_cards_stay() -> None:
    """R-TRADE-5: at most one open offer, withdrawable any time; offered cards stay in the hand."""
    table = rigged(THREE)
    table.offer(2, "2 Oats")
    assert table.engine.hands()[2] == cards("4 Corn, 5 Oats, Bear")
    with pytest.raises(OfferAlreadyOpenError, match="R-TRADE-5"):
        table.submit(MakeOffer(2, cards("Corn")))
    (withdrawn,) = table.submit(WithdrawOffer(2))
    assert isinstance(withdrawn, OfferWithdrawn) and withdrawn.reason is WithdrawReason.WITHDRAWN
    assert table.engine.view(2).offers == ()
    with pytest.raises(NoOpenOfferError, match="R-TRADE-5"):
        table.submit(WithdrawOffer(2))


def test_r_trade_6_lowering_a_bid_withdraws_the_offer_it_draws_on() -> None:
    """R-TRADE-6: a bigger offer's owner takes a smaller offer with cards from his own: his offer goes."""
    table = rigged(THREE)
    big = table.offer(1, "4 Oats")
    small = table.offer(2, "Corn")
    events = table.accept(1, small, "Oats")  # seat 1 holds only the 4 Oats it offered: one of them went
    lowered = [e for e in events if isinstance(e, OfferWithdrawn)]
    assert [(e.offer_id, e.reason) for e in lowered] == [(big, WithdrawReason.LOWERED)]
    assert table.engine.view(1).my_offer is None


def test_r_trade_6_offer_stands_when_paid_from_other_cards() -> None:
    """R-TRADE-6: paying with cards outside the open offer leaves it on the floor."""
    table = rigged(THREE)
    big = table.offer(1, "3 Oats")
    small = table.offer(2, "Oats")
    table.accept(1, small, "Corn")
    assert table.engine.view(1).my_offer_id == big


def test_r_trade_6_cards_received_do_not_refill_the_offer() -> None:
    """R-TRADE-6: the offer goes when its cards were given, even if the trade brings that commodity back."""
    table = rigged(("8 Wheat, Corn", "Wheat, 4 Corn, 4 Oats, Bull", "4 Corn, 5 Oats, Bear"))
    big = table.offer(1, "4 Oats")
    small = table.offer(2, "Oats")
    events = table.accept(1, small, "Oats")  # gives an offered Oats, gets an Oats back
    assert any(isinstance(e, OfferWithdrawn) and e.offer_id == big for e in events)


def test_r_trade_7_race_first_arrival_trades_second_told_gone() -> None:
    """R-TRADE-7: two accept one offer: the first trades; the other is told it is gone and loses nothing."""
    table = rigged(THREE)
    offer = table.offer(0, "Corn")
    table.accept(1, offer, "Oats")
    before = table.snapshot()
    with pytest.raises(OfferGoneError, match="R-TRADE-7"):
        table.accept(2, offer, "Oats")
    assert table.snapshot() == before


def test_r_trade_8_a_mixed_payment_is_refused_before_the_swap() -> None:
    """R-TRADE-8: a payment mixing commodities is refused (R-TRADE-2), so no trade ever needs undoing."""
    table = rigged(THREE)
    offer = table.offer(2, "2 Oats")
    before = table.snapshot()
    with pytest.raises(MixedOfferError):
        table.submit(AcceptOffer(1, offer, cards("Corn, Oats")))
    assert table.snapshot() == before
    assert not [e for e in table.events if isinstance(e, TradeCompleted)]


def test_v_bull_bear_off_is_the_basic_game() -> None:
    """V-BULL-BEAR: off, nine cards each, no Bull or Bear anywhere, and offering one is refused."""
    table = rigged(THREE_BASIC, bull_bear=False)
    assert [len(h) for h in table.engine.hands()] == [9, 9, 9]
    with pytest.raises(SpecialCardError, match="V-BULL-BEAR"):
        table.submit(MakeOffer(1, cards("Bull")))


@pytest.mark.parametrize(("spec", "allowed"), [("Bear", False), ("Corn, Bear", False), ("2 Corn, Bear", True),
                                               ("3 Corn, Bear", True)])  # fmt: skip
def test_v_bear_3_bear_only_in_offers_of_three_or_four(spec: str, allowed: bool) -> None:
    """V-BEAR-3: with the variant on, the Bear goes only in an offer (or payment) of 3 or 4 cards."""
    table = rigged(THREE, bear_in_big_offers_only=True)
    if allowed:
        table.offer(2, spec)
    else:
        with pytest.raises(SpecialCardError, match="V-BEAR-3"):
            table.offer(2, spec)
    off = rigged(THREE)
    off.offer(2, spec)  # without the variant every shape is fine


def test_v_bear_3_applies_to_payments() -> None:
    """V-BEAR-3: a payment is itself an offer, so the Bear cannot pay for a 1- or 2-card offer."""
    table = rigged(THREE, bear_in_big_offers_only=True)
    offer = table.offer(0, "Corn")
    with pytest.raises(SpecialCardError):
        table.accept(2, offer, "Bear")
    table.accept(2, offer, "Oats")
