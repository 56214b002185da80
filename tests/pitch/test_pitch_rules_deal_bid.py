"""Rules of the deal and the auction, one test per rule id on rigged deals (P-ED-1, P-DEAL-1..2,
P-BID-1..4, PV-STEAL, PV-STICK, PV-MIN-2, PV-MONEY)."""

from __future__ import annotations

import random

import pytest
from pitch_rig import Clock, auction, of, rigged

from pit_desktop.games.pitch.engine.cards import DEAL_PACKET, DECK, HAND_SIZE, Rank, card, sorted_hand
from pit_desktop.games.pitch.engine.commands import Bid, DealHand, Pass, PitchCard, PlayCard, ShootMoon
from pit_desktop.games.pitch.engine.engine import PitchEngine
from pit_desktop.games.pitch.engine.errors import (
    AuctionOverError,
    BidOutOfRangeError,
    BidTooLowError,
    DealerStuckError,
    MoonNotAllowedError,
    NotYourTurnError,
    PitchNotAllowedError,
    StealNotAllowedError,
)
from pit_desktop.games.pitch.engine.events import (
    AuctionWon,
    BidMade,
    CardPlayed,
    CardsDealt,
    HandThrownIn,
    MoonShot,
    Passed,
    TrumpSet,
)
from pit_desktop.games.pitch.engine.settings import PitchSettings
from pit_desktop.games.pitch.engine.table import Phase

HANDS = (
    "AS 2S 9H 8H 7C 6D",
    "KS JS 10H 5C 4D 3D",
    "QH JH 10C 9C 8D 7D",
    "AH KH QC 10D 5H 4H",
)
"""A four-seat deal; with dealer 0 the auction runs 1, 2, 3, 0."""


def test_ed_1_one_deck_ace_high_and_the_player_counts() -> None:
    """P-ED-1: 52 different cards, A high and 2 low in every suit; 3–7 players in the Auction game and
    2 or more (to 8, the deck's limit) in the Money Game."""
    assert len(set(DECK)) == 52
    assert max(Rank) is Rank.ACE and min(Rank) is Rank.TWO and Rank.KING > Rank.TEN > Rank.NINE
    for players in (3, 7):
        PitchSettings(players=players).validated()
    for players in (2, 8):
        with pytest.raises(ValueError, match="P-ED-1"):
            PitchSettings(players=players).validated()
        PitchSettings(players=players, money=True).validated()
    with pytest.raises(ValueError):
        PitchSettings(players=9, money=True).validated()


def test_deal_1_first_dealer_drawn_and_the_deal_passes_left() -> None:
    """P-DEAL-1: the first dealer is drawn at random (the same for a seed), and the deal passes to the
    left after each hand."""
    dealers = {PitchEngine(PitchSettings(), seed=s).dealer for s in range(40)}
    assert dealers == {0, 1, 2, 3}
    assert PitchEngine(PitchSettings(), seed=5).dealer == PitchEngine(PitchSettings(), seed=5).dealer
    engine, _ = rigged(*HANDS, dealer=3)
    auction(engine, 4)  # seat 0 bids 4, ends the auction
    rng = random.Random(1)
    while engine.turn >= 0:
        engine.submit(rng.choice(engine.legal_commands(engine.turn)))
    assert engine.dealer == 0
    engine.submit(DealHand())
    assert engine.view(0).dealer == 0 and engine.turn == 1


def test_deal_2_six_cards_each_three_at_a_time_the_rest_unused() -> None:
    """P-DEAL-2: from the dealer's left, three cards at a time twice round; with 4 players 28 cards
    stay out of play."""
    seed = 12
    clock = Clock()
    engine = PitchEngine(PitchSettings(), seed=seed, clock=clock)
    events: list = []
    engine.subscribe(events.append)
    engine.submit(DealHand())
    rng = random.Random(seed)
    dealer = rng.randrange(4)
    deck = list(DECK)
    rng.shuffle(deck)
    expected: list[list] = [[] for _ in range(4)]
    pos = 0
    for _ in range(HAND_SIZE // DEAL_PACKET):
        for i in range(4):
            expected[(dealer + 1 + i) % 4] += deck[pos : pos + DEAL_PACKET]
            pos += DEAL_PACKET
    dealt = of(events, CardsDealt)
    assert [e.cards for e in dealt] == [sorted_hand(h) for h in expected]
    in_play = {c for e in dealt for c in e.cards}
    assert len(in_play) == 24 and len(set(DECK) - in_play) == 28


def test_bid_1_one_chance_each_from_the_dealers_left_each_bid_beats_the_last() -> None:
    """P-BID-1: seats speak once, clockwise from the dealer's left, dealer last; pass or 1–4; a bid
    must beat the high bid; the high bidder becomes the pitcher."""
    engine, events = rigged(*HANDS, dealer=0)
    assert engine.turn == 1 and engine.phase is Phase.BIDDING
    with pytest.raises(NotYourTurnError) as err:
        engine.submit(Bid(2, 1))
    assert err.value.rule == "P-BID-1" and err.value.turn == 1
    engine.submit(Bid(1, 2))
    with pytest.raises(BidTooLowError) as low:
        engine.submit(Bid(2, 2))
    assert low.value.rule == "P-BID-1" and low.value.high == 2
    with pytest.raises(BidOutOfRangeError):
        engine.submit(Bid(2, 5))
    engine.submit(Pass(2))
    engine.submit(Bid(3, 3))
    engine.submit(Pass(0))
    assert [type(e) for e in events[5:]] == [BidMade, Passed, BidMade, Passed, AuctionWon]
    won = of(events, AuctionWon)[0]
    assert (won.pitcher, won.bid, won.moon) == (3, 3, False)
    assert engine.phase is Phase.PLAYING and engine.turn == 3
    with pytest.raises(AuctionOverError):
        engine.submit(Bid(1, 4))


def test_bid_2_pitching_a_card_bids_four_and_ends_the_auction() -> None:
    """P-BID-2: a bid of 4 made by leading a card face up ends the auction and sets trump; a 4 said
    also ends it (nobody may beat or steal it)."""
    engine, events = rigged(*HANDS, dealer=0)
    engine.submit(PitchCard(1, card("KS")))
    kinds = [type(e) for e in events[5:]]
    assert kinds == [BidMade, AuctionWon, CardPlayed, TrumpSet]
    assert of(events, BidMade)[0].pitched and of(events, AuctionWon)[0].bid == 4
    view = engine.view(2)
    assert view.trump.value == "spades" and view.trick == ((1, card("KS")),) and engine.turn == 2
    said, _ = rigged(*HANDS, dealer=0)
    said.submit(Bid(1, 4))
    assert said.phase is Phase.PLAYING and said.turn == 1 and said.view(1).pitcher == 1


def test_bid_3_stick_the_dealer_and_the_steal() -> None:
    """P-BID-3: everyone passed, the dealer must bid at least 2; a high bid of 1–3 the dealer may steal
    by matching it; a 4 cannot be stolen."""
    engine, _ = rigged(*HANDS, dealer=0)
    auction(engine, 0, 0, 0)
    with pytest.raises(DealerStuckError) as stuck:
        engine.submit(Pass(0))
    assert stuck.value.rule == "P-BID-3"
    with pytest.raises(DealerStuckError):
        engine.submit(Bid(0, 1))
    engine.submit(Bid(0, 2))
    assert engine.view(0).pitcher == 0
    steal, events = rigged(*HANDS, dealer=0)
    auction(steal, 3, 0, 0)
    steal.submit(Bid(0, 3))
    bid = of(events, BidMade)[-1]
    assert bid.steal and of(events, AuctionWon)[0].pitcher == 0
    match, _ = rigged(*HANDS, dealer=0)
    auction(match, 2)
    with pytest.raises(BidTooLowError):  # only the dealer may match
        match.submit(Bid(2, 2))
    four, _ = rigged(*HANDS, dealer=0)
    auction(four, 0, 4)
    assert four.phase is Phase.PLAYING
    with pytest.raises(AuctionOverError):
        four.submit(Bid(0, 4))


def test_bid_4_money_game_bids_the_moon_and_the_dealers_steal() -> None:
    """P-BID-4: in the Money Game bids are 2, 3, 4 or the moon; the moon ends the auction; a 4 does not
    (the dealer may still match it); the dealer is stuck with 2; a card is not pitched."""
    engine, events = rigged(*HANDS, dealer=0, money=True)
    with pytest.raises(BidTooLowError) as low:
        engine.submit(Bid(1, 1))
    assert low.value.rule == "P-BID-4"
    with pytest.raises(PitchNotAllowedError):
        engine.submit(PitchCard(1, card("KS")))
    engine.submit(Bid(1, 4))
    assert engine.phase is Phase.BIDDING and engine.turn == 2
    engine.submit(ShootMoon(2))
    assert of(events, MoonShot) and of(events, AuctionWon)[0].moon and engine.turn == 2
    steal, ev = rigged(*HANDS, dealer=0, money=True)
    auction(steal, 4, 0, 0, 4)
    assert of(ev, AuctionWon)[0].pitcher == 0 and of(ev, BidMade)[-1].steal
    stuck, _ = rigged(*HANDS, dealer=0, money=True)
    auction(stuck, 0, 0, 0)
    with pytest.raises(DealerStuckError) as err:
        stuck.submit(Pass(0))
    assert err.value.rule == "P-BID-4"
    stuck.submit(Bid(0, 2))
    plain, _ = rigged(*HANDS, dealer=0)
    with pytest.raises(MoonNotAllowedError):
        plain.submit(ShootMoon(1))


def test_pv_steal_off_the_dealer_must_beat_the_bid() -> None:
    """PV-STEAL: without the steal, the dealer matching the high bid is refused; beating it is fine."""
    engine, _ = rigged(*HANDS, dealer=0, steal=False)
    auction(engine, 2, 0, 0)
    with pytest.raises(StealNotAllowedError) as err:
        engine.submit(Bid(0, 2))
    assert err.value.rule == "PV-STEAL"
    engine.submit(Bid(0, 3))
    assert engine.view(0).pitcher == 0


def test_pv_stick_off_all_pass_throws_the_hand_in_and_the_dealer_deals_again() -> None:
    """PV-STICK: without it the dealer may pass too; the cards are thrown in and he deals again."""
    engine, events = rigged(*HANDS, dealer=2, stick=False)
    auction(engine, 0, 0, 0, 0)
    assert of(events, HandThrownIn)[0].dealer == 2
    assert engine.phase is Phase.READY and engine.dealer == 2 and engine.turn == -1
    engine.submit(DealHand())
    assert engine.hand_no == 2 and engine.turn == 3


def test_pv_min_2_bids_start_at_two() -> None:
    """PV-MIN-2: a bid of 1 is refused, naming the variant."""
    engine, _ = rigged(*HANDS, dealer=0, min_bid_2=True)
    with pytest.raises(BidTooLowError) as err:
        engine.submit(Bid(1, 1))
    assert err.value.rule == "PV-MIN-2"
    engine.submit(Bid(1, 2))


def test_pv_money_moon_and_pitch_follow_the_switch() -> None:
    """PV-MONEY: the moon is offered only in the Money Game, pitching a card only in the Auction game."""
    auction_game, _ = rigged(*HANDS, dealer=0)
    money, _ = rigged(*HANDS, dealer=0, money=True)
    assert ShootMoon(1) not in auction_game.legal_commands(1)
    assert ShootMoon(1) in money.legal_commands(1)
    assert PitchCard(1, card("KS")) in auction_game.legal_commands(1)
    assert not any(isinstance(c, PitchCard) for c in money.legal_commands(1))
    assert Bid(1, 1) not in money.legal_commands(1) and PlayCard(1, card("KS")) not in money.legal_commands(1)
