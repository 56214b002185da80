"""How the bots bid and pitch, on rigged hands: a lone low trump is neither a sure Low (P-SCORE-1: Low goes
with the trick that holds it) nor a good trump, Game counts the cards of the pitcher's own tricks, the
dealer steals (P-BID-3) only when his estimate supports the bid, and the pitcher leads his long suit."""

from __future__ import annotations

import random

from pitch_rig import Clock, auction, rigged

from pit_desktop.games.pitch.bots import cardbits
from pit_desktop.games.pitch.bots.hard import HardBot, best_estimate, call_rank, estimate, pitch_bit
from pit_desktop.games.pitch.bots.medium import (
    MediumBot,
    best_suit,
    expected_points,
    in_other_hand,
    pitch_card,
)
from pit_desktop.games.pitch.bots.simple import EasyBot, easy_count
from pit_desktop.games.pitch.engine.cards import DECK, SUITS, Suit, card, cards
from pit_desktop.games.pitch.engine.commands import Bid, DealHand, Pass, PlayCard
from pit_desktop.games.pitch.engine.engine import PitchEngine
from pit_desktop.games.pitch.engine.settings import PitchSettings
from pit_desktop.games.pitch.engine.table import Phase

BOB_3 = "2C 10D 9D 8D 4D 8S"
"""A new player's 3-player hand: one club (the two), four diamonds, a spade."""


def _dealer_call(bot_class: type, hands: tuple[str, ...], *calls: int) -> object:
    """The call of a bot of ``bot_class`` in seat 0, the dealer, after the others call ``calls``."""
    engine, _ = rigged(*hands, dealer=0)
    auction(engine, *calls)
    assert engine.turn == 0
    view = engine.view(0)
    return bot_class(0, random.Random(1)).choose_call(view, view.legal_commands())


def test_a_lone_low_trump_is_no_sure_low() -> None:
    hand = cards(BOB_3)
    clubs = expected_points(hand, Suit.CLUBS, 3)
    diamonds = expected_points(hand, Suit.DIAMONDS, 3)
    assert clubs < 0.3  # led at once, the two is lost to any other trump: neither High nor Low
    assert diamonds > 1.0
    assert best_suit(hand, 3) == (Suit.DIAMONDS, diamonds)


def test_a_side_ten_counts_toward_game_only_with_its_ace() -> None:
    bare = cards("AH KH 4H 10S 5S 3C")
    guarded = cards("AH KH 4H 10S AS 3C")
    plain = cards("AH KH 4H 6S 5S 3C")
    hearts = Suit.HEARTS
    assert expected_points(bare, hearts, 4) < expected_points(plain, hearts, 4)
    assert expected_points(guarded, hearts, 4) > expected_points(plain, hearts, 4)


def test_a_strong_long_suit_is_worth_its_points() -> None:
    assert expected_points(cards("AS KS JS 10S 2S 5H"), Suit.SPADES, 4) > 3.0
    assert expected_points(cards("2S 9H 8H 7C 6C 5D"), Suit.SPADES, 4) < 0.3


def test_the_dealer_does_not_steal_with_one_low_club() -> None:
    hands = (BOB_3, "AS KS QH JH 10H 9C", "AC KC QC JC 3D 2D")
    assert _dealer_call(MediumBot, hands, 3, 0) == Pass(0)


def test_the_dealer_does_not_steal_with_a_lone_trump_beside_a_short_suit() -> None:
    others = ("AH KH QC JC 10C 9C", "AC KC QS JS 10S 9S", "AD KD QD JD 8S 7S")
    bob = ("3D 4H 9H 10H 7C 5S", *others)
    assert _dealer_call(MediumBot, bob, 2, 0, 0) == Pass(0)
    assert best_suit(cards(bob[0]), 4)[0] is Suit.HEARTS
    cleo = ("AS 4D 5D 10D 8C 6H", "AH KH QC JC 10C 9C", "AC KC QS JS 10S 9S", "KD QD JD 8S 7S 3H")
    assert _dealer_call(MediumBot, cleo, 3, 0, 0) == Pass(0)


def test_the_dealer_steals_a_bid_his_hand_supports() -> None:
    hands = ("AD KD JD 10D 2D 5S", "AS KS QH JH 10H 9C", "AC KC QC JC 3H 2H")
    call = _dealer_call(MediumBot, hands, 3, 0)
    assert isinstance(call, Bid) and call.amount >= 3  # steals the 3, or bids the 4 his hand is worth


def test_hard_does_not_steal_with_one_low_club_either() -> None:
    hands = (BOB_3, "AS KS QH JH 10H 9C", "AC KC QC JC 3D 2D")
    assert _dealer_call(HardBot, hands, 3, 0) == Pass(0)


def test_the_stuck_dealer_pitches_his_long_suit_and_not_its_ten_or_low() -> None:
    engine, _ = rigged(BOB_3, "AS KS QH JH 10H 9C", "AC KC QC JC 3D 2D", dealer=0)
    auction(engine, 0, 0)
    bot = MediumBot(0, random.Random(1))
    call = bot.step(engine.view(0)).command
    assert call == Bid(0, 2)  # stuck (P-BID-3)
    engine.submit(call)
    assert bot.step(engine.view(0)).command == PlayCard(0, card("9D"))


def test_the_pitch_card() -> None:
    diamonds = Suit.DIAMONDS
    assert pitch_card(cards("AD 2D 5S 6S 7S 8S"), diamonds) == card("AD")
    assert pitch_card(cards("KD 10D 2D 5S 6S 7S"), diamonds) == card("KD")
    assert pitch_card(cards("JD 10D 4D 2D 6S 7S"), diamonds) == card("4D")
    assert pitch_card(cards("10D 2D 5S 6S 7S 8S"), diamonds) == card("10D")
    assert pitch_card(cards("3D 5S 6S 7S 8S 9S"), diamonds) == card("3D")


def test_easy_counts_the_suit_it_names_trump() -> None:
    assert easy_count(cards("AS AH KD JC 2C 7H")) == 1  # scattered honours: only the ace of hearts
    assert easy_count(cards("AD KD JD 10D 2D 5S")) == 6  # bid 4 (at most)
    hands = ("AS AH KD JC 2C 7H", "KS QS QH JH 10H 9C", "AC KC QC 10C 3D 2D")
    assert _dealer_call(EasyBot, hands, 2, 0) == Pass(0)


def test_hard_models_the_others_with_mediums_estimate_on_bits() -> None:
    rng = random.Random(3)
    for _ in range(2000):
        hand = tuple(rng.sample(DECK, 6))
        mask = cardbits.mask_of(hand)
        for players in (3, 4, 7):
            p_in = in_other_hand(players)
            for suit in SUITS:
                assert estimate(mask, suit.index, p_in) == expected_points(hand, suit, players)
            suit, value = best_suit(hand, players)
            assert best_estimate(mask, p_in) == (value, suit.index)
        for suit in {c.suit for c in hand}:
            assert pitch_bit(mask & cardbits.SUIT_MASK[suit.index]) == cardbits.BIT[pitch_card(hand, suit)]


def test_hard_bids_at_least_what_a_club_player_would() -> None:
    """Hard's call is the higher of its searched call and Medium's (its playouts play a pitcher's hand
    worse than its own search): over many auctions it never calls below Medium's, and on some the search
    takes it higher (P-BID-1)."""
    higher = 0
    for seed in range(60):
        engine = PitchEngine(PitchSettings(players=4), seed=seed, clock=Clock())
        engine.submit(DealHand())
        while engine.phase is Phase.BIDDING:
            seat = engine.turn
            view = engine.view(seat)
            legal = view.legal_commands()
            club = MediumBot(seat, random.Random(seed)).choose_call(view, legal)
            hard = HardBot(seat, random.Random(seed), samples=8, bid_samples=16).choose_call(view, legal)
            assert hard in legal
            assert call_rank(hard) >= call_rank(club)
            higher += call_rank(hard) > call_rank(club)
            engine.submit(club)
    assert higher > 0
