"""The Pitch hint: a bot's call or card on the player's view, with its reason (issue 25, item 2)."""

from __future__ import annotations

import random

import pytest
from pitch_rig import auction, play, rigged

from pit_desktop.core.bots.level import Level
from pit_desktop.games.pitch.bots.hint import PitchHint, PitchReason, counting_cards, pitch_hint
from pit_desktop.games.pitch.engine.cards import Suit, card, cards
from pit_desktop.games.pitch.engine.commands import Bid, DealHand, Pass, PlayCard
from pit_desktop.games.pitch.engine.engine import PitchEngine
from pit_desktop.games.pitch.engine.settings import PitchSettings

LEVELS = (Level.EASY, Level.MEDIUM, Level.HARD)
STRONG = "AS JS 10S 2S 5H 7D"
WEAK = "5H 7D 8C 9S 6H 4D"
OTHERS = ("KH QH 3C 4C 6C 7C", "KD QD 2D 3D 8H 9H", "QC KC AC 9D 10D 3H")


@pytest.mark.parametrize("level", LEVELS)
def test_a_strong_suit_is_bid_on_its_counting_cards(level: Level) -> None:
    """P-BID-1: first to speak with the Ace, Jack, Ten and Two of Spades, every level bids and says why."""
    engine, _ = rigged(STRONG, *OTHERS, dealer=3)
    hint = pitch_hint(level, engine.view(0), samples=8)
    assert isinstance(hint.command, Bid)
    assert hint.command.amount >= 2
    assert hint.reason is PitchReason.BID
    assert hint.suit is Suit.SPADES
    assert hint.cards == cards("AS JS 10S 2S")
    assert hint.amount == hint.command.amount


@pytest.mark.parametrize("level", LEVELS)
def test_a_weak_hand_passes_and_names_its_best_suit(level: Level) -> None:
    """P-BID-1: after a bid of 2, nothing worth a 3: pass, naming the lowest bid open."""
    engine, _ = rigged(WEAK, *OTHERS, dealer=2)
    auction(engine, 2)
    assert engine.turn == 0
    hint = pitch_hint(level, engine.view(0), samples=8)
    assert hint.command == Pass(0)
    assert hint.reason is PitchReason.PASS
    assert hint.amount == 3
    assert hint.suit is not None


def test_the_stuck_dealer_is_told_he_must_bid() -> None:
    """P-BID-3: everyone before the dealer passed, so the dealer bids whatever his hand."""
    engine, _ = rigged(WEAK, *OTHERS, dealer=0)
    auction(engine, 0, 0, 0)
    hint = pitch_hint(Level.MEDIUM, engine.view(0))
    assert isinstance(hint.command, Bid)
    assert hint.reason is PitchReason.BID_STUCK


@pytest.mark.parametrize("level", LEVELS)
def test_the_pitchers_first_lead_names_trump(level: Level) -> None:
    """P-PLAY-1: the pitcher's first card names trump; the hint says which."""
    engine, _ = rigged(STRONG, *OTHERS, dealer=3)
    auction(engine, 3, 0, 0, 0)
    hint = pitch_hint(level, engine.view(0), samples=8)
    assert isinstance(hint.command, PlayCard)
    assert hint.reason is PitchReason.NAME_TRUMP
    assert hint.suit is hint.command.card.suit is Suit.SPADES


def test_the_top_trump_led_cannot_be_beaten() -> None:
    """P-PLAY-3: Medium leads its Ace of trumps; with the Ace out, the King is the top one."""
    engine, _ = rigged("AS KS 10S 2S 5H 7D", *OTHERS, dealer=3)
    auction(engine, 3, 0, 0, 0)
    play(engine, "AS", "3C", "2D", "3H")
    hint = pitch_hint(Level.MEDIUM, engine.view(0))
    assert hint.command == PlayCard(0, card("KS"))
    assert hint.reason is PitchReason.LEAD_TOP


def test_a_follower_takes_or_ducks() -> None:
    """P-PLAY-2, P-PLAY-3: following a led Heart, a card that wins is called a take, a lower one a duck."""
    engine, _ = rigged(STRONG, *OTHERS, dealer=3)
    auction(engine, 3, 0, 0, 0)
    play(engine, "AS", "3C", "2D", "3H", "5H")
    assert engine.turn == 1
    hint = pitch_hint(Level.MEDIUM, engine.view(1))
    assert isinstance(hint.command, PlayCard)
    assert hint.reason in (PitchReason.TAKE, PitchReason.DUCK)
    play(engine, "KH", "8H")
    last = pitch_hint(Level.MEDIUM, engine.view(3))
    assert last.command == PlayCard(3, card("3H")) or last.reason is not PitchReason.TAKE_LAST


def test_one_legal_card_is_said_so() -> None:
    """P-PLAY-2: a player with one card of the suit led and no trump has one card to play."""
    engine, _ = rigged(STRONG, *OTHERS, dealer=3)
    auction(engine, 3, 0, 0, 0)
    play(engine, "AS", "3C", "2D")
    hint = pitch_hint(Level.MEDIUM, engine.view(3))
    assert hint.command is not None
    assert hint.reason in (PitchReason.ONLY_CARD, PitchReason.DUCK, PitchReason.TAKE_LAST)


def test_off_turn_there_is_no_hint() -> None:
    engine, _ = rigged(STRONG, *OTHERS, dealer=3)
    assert pitch_hint(Level.HARD, engine.view(2)) == PitchHint(None, PitchReason.NOT_YOUR_TURN)


def test_the_counting_cards_are_high_jack_ten_and_a_low_one_beside_another() -> None:
    assert counting_cards(cards("KS 2S 5H"), Suit.SPADES) == cards("KS 2S")
    assert counting_cards(cards("2S 5H"), Suit.SPADES) == ()  # a lone two is led and lost
    assert counting_cards(cards("9S 8S"), Suit.SPADES) == ()


def test_hards_hint_is_the_same_for_the_same_position() -> None:
    engine, _ = rigged(STRONG, *OTHERS, dealer=3)
    auction(engine, 3, 0, 0, 0)
    view = engine.view(0)
    assert pitch_hint(Level.HARD, view, samples=16) == pitch_hint(Level.HARD, view, samples=16)


@pytest.mark.parametrize("level", LEVELS)
def test_every_hint_of_whole_hands_is_legal(level: Level) -> None:
    """Over whole hands played by the hints themselves, each is one of the seat's legal commands
    (P-BID-1..4, P-PLAY-2), and the engine takes it."""
    engine = PitchEngine(PitchSettings(players=4), seed=4)
    rng = random.Random(2)
    reasons = set()
    for _ in range(3):
        engine.submit(DealHand())
        while engine.turn >= 0:
            view = engine.view(engine.turn)
            hint = pitch_hint(level, view, samples=4) if rng.random() < 0.7 else None
            if hint is None:
                engine.submit(rng.choice(view.legal_commands()))
                continue
            reasons.add(hint.reason)
            assert hint.command in view.legal_commands()
            engine.submit(hint.command)
    assert len(reasons) >= 4
