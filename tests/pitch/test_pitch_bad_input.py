"""Bad input: every illegal command gets its own error naming the rule (as a field), changes nothing,
and is what ``why_not`` answers beforehand; the legal commands are exactly those ``why_not`` allows."""

from __future__ import annotations

import random

import pytest
from pitch_rig import Clock, auction, rigged

from pit_desktop.games.pitch.engine import errors
from pit_desktop.games.pitch.engine.cards import DECK, card, cards
from pit_desktop.games.pitch.engine.commands import (
    Bid,
    DealHand,
    Pass,
    PitchCard,
    PlayCard,
    SettleUp,
    ShootMoon,
)
from pit_desktop.games.pitch.engine.engine import PitchEngine
from pit_desktop.games.pitch.engine.settings import PitchSettings

HANDS = ("AS 2S 9H 8H 7C 6D", "KS JS 10H 5C 4D 3D", "QH JH 10C 9C 8D 7D", "AH KH QC 10D 5H 4H")


def in_play() -> PitchEngine:
    """Dealer 0, seat 1 bid 2 and led the king of spades; seat 2 to play."""
    engine, _ = rigged(*HANDS, dealer=0)
    auction(engine, 2, 0, 0, 0)
    engine.submit(PlayCard(1, card("KS")))
    return engine


def fresh() -> PitchEngine:
    return PitchEngine(PitchSettings(), seed=3, clock=Clock())


CASES = [
    ("unknown seat", lambda: rigged(*HANDS)[0], Pass(7), errors.UnknownSeatError, "P-ED-1"),
    ("seat not a number", lambda: rigged(*HANDS)[0], Pass("1"), errors.UnknownSeatError, "P-ED-1"),  # type: ignore[arg-type]
    ("bid before the deal", fresh, Bid(1, 2), errors.NoHandError, "P-DEAL-2"),
    ("card before the deal", fresh, PlayCard(1, card("AS")), errors.NoHandError, "P-DEAL-2"),
    ("deal during a hand", lambda: rigged(*HANDS)[0], DealHand(), errors.HandInPlayError, "P-DEAL-1"),
    ("five-card hand", fresh, DealHand((cards("AS KS QS JS 10S"),) * 4), errors.DealError, "P-DEAL-2"),
    ("a card twice", fresh, DealHand(tuple(cards(h) for h in (*HANDS[:3], HANDS[0]))), errors.DealError,
     "P-DEAL-2"),
    ("not cards", fresh, DealHand((("AS",) * 6,) * 4), errors.DealError, "P-DEAL-2"),  # type: ignore[arg-type]
    ("three hands for four", fresh, DealHand(tuple(cards(h) for h in HANDS[:3])), errors.DealError,
     "P-DEAL-2"),
    ("out of turn in the auction", lambda: rigged(*HANDS)[0], Bid(3, 2), errors.NotYourTurnError, "P-BID-1"),
    ("bid of 5", lambda: rigged(*HANDS)[0], Bid(1, 5), errors.BidOutOfRangeError, "P-BID-1"),
    ("bid of nothing", lambda: rigged(*HANDS)[0], Bid(1, 0), errors.BidOutOfRangeError, "P-BID-1"),
    ("bid as text", lambda: rigged(*HANDS)[0], Bid(1, "2"), errors.BidOutOfRangeError, "P-BID-1"),  # type: ignore[arg-type]
    ("pitch a card not held", lambda: rigged(*HANDS)[0], PitchCard(1, card("AS")), errors.CardNotHeldError,
     "P-DEAL-2"),
    ("moon in the Auction game", lambda: rigged(*HANDS)[0], ShootMoon(1), errors.MoonNotAllowedError,
     "P-BID-4"),
    ("a card in the auction", lambda: rigged(*HANDS)[0], PlayCard(1, card("KS")),
     errors.AuctionNotOverError, "P-PLAY-1"),
    ("bid in the play", in_play, Bid(2, 3), errors.AuctionOverError, "P-BID-1"),
    ("out of turn in the play", in_play, PlayCard(3, card("AH")), errors.NotYourTurnError, "P-PLAY-3"),
    ("card not held", in_play, PlayCard(2, card("AS")), errors.CardNotHeldError, "P-DEAL-2"),
    ("not a card", in_play, PlayCard(2, "QH"), errors.CardNotHeldError, "P-DEAL-2"),  # type: ignore[arg-type]
    ("settle in the Auction game", fresh, SettleUp(), errors.NotMoneyGameError, "P-WIN-2"),
]  # fmt: skip


@pytest.mark.parametrize(("name", "make", "command", "error", "rule"), CASES, ids=[c[0] for c in CASES])
def test_each_bad_command_has_its_own_error_and_changes_nothing(name, make, command, error, rule) -> None:  # type: ignore[no-untyped-def]
    engine = make()
    before = [engine.view(s) for s in range(4)], engine.hands(), engine.phase
    found = engine.why_not(command)
    assert type(found) is error and found.rule == rule and found.reason != "illegal"
    with pytest.raises(error) as err:
        engine.submit(command)
    assert err.value.rule == rule and rule in str(err.value) and err.value.message
    assert ([engine.view(s) for s in range(4)], engine.hands(), engine.phase) == before


def test_every_error_class_has_its_own_reason_and_a_rule() -> None:
    classes = [c for c in vars(errors).values() if isinstance(c, type) and issubclass(c, errors.PitchError)]
    subclasses = [c for c in classes if c is not errors.PitchError]
    assert len({c.reason for c in subclasses}) == len(subclasses)
    assert all(c.rule.startswith(("P-", "PV-")) for c in subclasses)


def test_a_renege_names_its_card_and_the_suit_led() -> None:
    engine = in_play()
    err = engine.why_not(PlayCard(2, card("7D")))
    assert err is None  # seat 2 holds no spade: any card
    engine.submit(PlayCard(2, card("7D")))
    engine.submit(PlayCard(3, card("4H")))
    renege = engine.why_not(PlayCard(0, card("9H")))
    assert isinstance(renege, errors.RenegeError) and renege.card == card("9H") and renege.seat == 0


def test_not_a_command_is_a_type_error() -> None:
    engine = fresh()
    with pytest.raises(TypeError):
        engine.submit("deal")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        engine.why_not(object())  # type: ignore[arg-type]


def test_view_of_no_such_seat_is_refused() -> None:
    with pytest.raises(errors.UnknownSeatError):
        fresh().view(4)


def test_legal_commands_are_exactly_what_why_not_allows() -> None:
    """Over random positions, a candidate command is listed as legal if and only if ``why_not`` allows
    it, and every listed command is then applied without refusal."""
    for game in range(30):
        rng = random.Random(game)
        settings = PitchSettings(
            players=rng.randint(3, 5), money=rng.random() < 0.5, steal=rng.random() < 0.7,
            stick=rng.random() < 0.7, min_bid_2=rng.random() < 0.3,
        )  # fmt: skip
        engine = PitchEngine(settings, seed=game, clock=Clock())
        engine.submit(DealHand())
        while engine.turn >= 0:
            for seat in range(settings.players):
                view = engine.view(seat)
                candidates = [Pass(seat), ShootMoon(seat), *(Bid(seat, a) for a in range(0, 6))]
                candidates += [PitchCard(seat, c) for c in DECK[::5]] + [PlayCard(seat, c) for c in view.hand]
                candidates += [PitchCard(seat, c) for c in view.hand] + [PlayCard(seat, c) for c in DECK[::7]]
                legal = set(engine.legal_commands(seat))
                for c in candidates:
                    assert (engine.why_not(c) is None) == (c in legal), (c, engine.why_not(c))
            engine.submit(rng.choice(engine.legal_commands(engine.turn)))


def test_a_view_judges_only_its_own_seats_commands() -> None:
    engine, _ = rigged(*HANDS, dealer=0)
    view = engine.view(1)
    assert view.why_not(Bid(1, 2)) is None
    assert isinstance(view.why_not(Bid(1, 9)), errors.BidOutOfRangeError)
    with pytest.raises(ValueError):
        view.why_not(Bid(2, 2))
