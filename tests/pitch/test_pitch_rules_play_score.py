"""Rules of the play, the score and the win, one test per rule id on rigged deals (P-PLAY-1..3,
P-SCORE-1..4, P-WIN-1..2, PV-TARGET, PV-LOW-TO-HOLDER)."""

from __future__ import annotations

import pytest
from pitch_rig import auction, of, play, rigged

from pit_desktop.games.pitch.engine.cards import card
from pit_desktop.games.pitch.engine.commands import DealHand, PitchCard, PlayCard, SettleUp, ShootMoon
from pit_desktop.games.pitch.engine.engine import PitchEngine
from pit_desktop.games.pitch.engine.errors import (
    GameOverError,
    HandNotOverError,
    NotMoneyGameError,
    NotYourTurnError,
    RenegeError,
)
from pit_desktop.games.pitch.engine.events import GameWon, HandScored, Settled, TrickWon
from pit_desktop.games.pitch.engine.settings import PitchSettings
from pit_desktop.games.pitch.engine.table import Phase

FOUR = (
    "AS 2S 9H 8H 7C 6D",
    "KS JS 10H 5C 4D 3D",
    "QH JH 10C 9C 8D 7D",
    "AH KH QC 10D 5H 4H",
)
"""Dealer 0; seat 1 bids 2 and leads the king of spades: spades are trump."""

FOUR_TRICKS = (
    ("KS", "7D", "4H", "AS"),
    ("9H", "JS", "JH", "AH"),
    ("10H", "QH", "5H", "8H"),
    ("10C", "QC", "7C", "5C"),
    ("10D", "6D", "4D", "8D"),
    ("KH", "2S", "3D", "9C"),
)

THREE = ("AH 2H 3C 4C 5C 6C", "KH 7H 8C 9C 10S 6S", "QH 10D 9D 8D 7D 2D")
"""Dealer 0; seat 1 bids 1 and leads the king of hearts; seat 0 loses the two of hearts to it."""

THREE_TRICKS = (
    ("KH", "QH", "2H"),
    ("7H", "2D", "AH"),
    ("3C", "8C", "7D"),
    ("10S", "8D", "4C"),
    ("6S", "9D", "5C"),
    ("9C", "10D", "6C"),
)

MOON = ("2H 3H 4H 5H 6H 7H", "AS KS QS JS 10S 2S", "2D 3D 4D 5D 6D 7D")
"""Seat 1 holds every spade dealt, the jack among them: every trick and all four points."""


def four_hand(**settings: object) -> tuple[PitchEngine, list]:
    engine, events = rigged(*FOUR, dealer=0, **settings)
    auction(engine, 2, 0, 0, 0)
    return engine, events


def test_play_1_the_pitcher_leads_and_his_suit_is_trump() -> None:
    """P-PLAY-1: only the pitcher may lead the first trick; the suit he leads is trump for the hand."""
    engine, _ = four_hand()
    with pytest.raises(NotYourTurnError) as err:
        engine.submit(PlayCard(2, card("QH")))
    assert err.value.rule == "P-PLAY-1"
    play(engine, "KS")
    assert engine.view(0).trump.value == "spades"
    play(engine, "7D", "4H", "AS", "9H")
    assert engine.view(0).trump.value == "spades"  # for the whole hand


def test_play_2_follow_suit_or_trump_any_card_when_void() -> None:
    """P-PLAY-2: who can follow must follow or trump (trumping is allowed even then); who cannot may
    play any card."""
    engine, _ = four_hand()
    play(engine, "KS", "7D", "4H")  # seats 2 and 3 hold no spade: any card
    with pytest.raises(RenegeError) as err:
        engine.submit(PlayCard(0, card("9H")))  # seat 0 holds spades
    assert err.value.rule == "P-PLAY-2" and err.value.led.value == "spades"
    play(engine, "AS", "9H", "JS")  # seat 1 trumps though it holds the ten of hearts
    with pytest.raises(RenegeError):
        engine.submit(PlayCard(2, card("10C")))
    assert set(engine.view(2).legal_cards()) == {card("QH"), card("JH")}


def test_play_3_highest_trump_wins_else_highest_of_the_led_suit() -> None:
    """P-PLAY-3: the highest trump takes the trick, or with no trump the highest card of the led suit
    (an off-suit card never); the winner leads next; six tricks make a hand."""
    engine, events = four_hand()
    for trick in FOUR_TRICKS:
        play(engine, *trick)
    winners = [t.winner for t in of(events, TrickWon)]
    # trick 2: the jack of trumps beats the ace led suit; trick 5: the ten of diamonds beats the nine of
    # clubs thrown off; trick 6: the two of trumps takes the king of hearts.
    assert winners == [0, 1, 2, 3, 3, 0]
    leads = [t.plays[0][0] for t in of(events, TrickWon)]
    assert leads == [1, 0, 1, 2, 3, 3]
    assert len(of(events, TrickWon)) == 6 and engine.phase is Phase.READY


def test_score_1_high_low_jack_and_game() -> None:
    """P-SCORE-1: High to whoever played the highest trump, Low to whoever took the trick holding the
    lowest, Jack to whoever took the jack of trumps, Game to strictly the most game points."""
    engine, events = four_hand()
    for trick in FOUR_TRICKS:
        play(engine, *trick)
    p = of(events, HandScored)[0].points
    assert (p.high, p.high_card, p.low, p.low_card, p.jack) == (0, card("AS"), 0, card("2S"), 1)
    assert p.game_points == (10, 6, 12, 22) and p.game == 3
    assert p.won == (2, 1, 0, 1) and p.tricks == (2, 1, 1, 2)
    three, ev = rigged(*THREE, dealer=0)
    auction(three, 1, 0, 0)
    for trick in THREE_TRICKS:
        play(three, *trick)
    q = of(ev, HandScored)[0].points
    assert q.high == 0 and q.low == 1 and q.low_card == card("2H")  # the 2 went to the trick's taker
    assert q.jack is None  # the jack of hearts was not dealt
    assert q.game_points == (4, 25, 0) and q.game == 1 and q.won == (1, 2, 0)


def test_score_1_a_tie_for_game_scores_no_game_point() -> None:
    """P-SCORE-1: Game needs strictly more game points than any other player: a tie scores nobody."""
    engine, events = rigged("KS 10C 2D 3C 4C 5C", "AS 2C QD 3D 4D 5D", "JH 2H 4H 5H 6H 7H", dealer=0)
    engine.submit(PitchCard(1, card("AS")))
    play(engine, "JH", "KS")  # seat 1: ace 4, jack 1, king 3
    play(engine, "2C", "2H", "10C")  # seat 0: the ten
    play(engine, "2D", "QD", "4H")  # seat 1: the queen, 10 in all
    play(engine, "3D", "5H", "3C", "4D", "6H", "4C", "5D", "7H", "5C")
    p = of(events, HandScored)[0].points
    assert p.game_points == (10, 10, 0) and p.game is None
    assert p.won == (0, 2, 0)  # High (the ace) and Low (the king, taken by seat 1); no Jack, no Game


def test_score_2_a_lone_trump_is_high_and_low_and_with_the_jack_three() -> None:
    """P-SCORE-2: with one trump in play it is both High and Low (2 points); the lone jack scores 3."""
    lone, events = rigged("AH KH QH 10H 9H 8H", "5S 2C 3C 4C 5C 6C", "AD KD QD JD 10D 9D", dealer=0)
    lone.submit(PitchCard(1, card("5S")))
    while lone.turn >= 0:
        lone.submit(PlayCard(lone.turn, lone.view(lone.turn).legal_cards()[0]))
    p = of(events, HandScored)[0].points
    assert p.high == p.low == 1 and p.high_card == p.low_card == card("5S") and p.jack is None
    assert p.won[1] == 2 + (p.game == 1)
    jack, ev = rigged("AH KH QH 10H 9H 8H", "JS 2C 3C 4C 5C 6C", "AD KD QD 9D 8D 7D", dealer=0)
    jack.submit(PitchCard(1, card("JS")))
    while jack.turn >= 0:
        jack.submit(PlayCard(jack.turn, jack.view(jack.turn).legal_cards()[0]))
    q = of(ev, HandScored)[0].points
    assert q.high == q.low == q.jack == 1
    assert q.won[1] == 3 + (q.game == 1)


def test_score_3_made_scores_all_won_set_back_loses_the_bid_below_zero() -> None:
    """P-SCORE-3: a pitcher who makes his bid scores all he won; one who falls short loses his bid, and
    scores may go below zero; the others score what they won."""
    engine, events = four_hand()
    for trick in FOUR_TRICKS:
        play(engine, *trick)
    scored = of(events, HandScored)[0]
    assert not scored.made and scored.changes == (2, -2, 0, 1) and engine.scores == (2, -2, 0, 1)
    three, ev = rigged(*THREE, dealer=0)
    auction(three, 1, 0, 0)
    for trick in THREE_TRICKS:
        play(three, *trick)
    made = of(ev, HandScored)[0]
    assert made.made and made.changes == (1, 2, 0)  # bid 1, scores the 2 it won


def test_score_4_the_moon_only_when_bid_with_all_points_and_tricks() -> None:
    """P-SCORE-4: a moon succeeds only when bid, with all four points and all six tricks; failing, the
    pitcher is set back 4; making it all without bidding the moon is no moon."""
    engine, events = rigged(*MOON, dealer=0, money=True)
    engine.submit(ShootMoon(1))
    while engine.turn >= 0:
        engine.submit(PlayCard(engine.turn, engine.view(engine.turn).legal_cards()[-1]))
    scored = of(events, HandScored)[0]
    assert scored.moon and scored.made and scored.changes[1] == 4 and engine.moons[1] == (1, 0)
    no_jack = ("2H 3H 4H 5H 6H 7H", "AS KS QS 9S 10S 2S", "2D 3D 4D 5D 6D 7D")
    failed, ev = rigged(*no_jack, dealer=0, money=True)
    failed.submit(ShootMoon(1))
    while failed.turn >= 0:
        failed.submit(PlayCard(failed.turn, failed.view(failed.turn).legal_cards()[-1]))
    f = of(ev, HandScored)[0]
    assert f.points.tricks[1] == 6 and f.points.won[1] == 3 and not f.made
    assert f.changes[1] == -4 and failed.moons[1] == (0, 1)
    short, ev3 = rigged("AC 2H 3H 4H 5H 6H", "AS KS QS JS 2S 3C", "2D 3D 4D 5D 6D 7D", dealer=0, money=True)
    short.submit(ShootMoon(1))
    play(short, "AS", "2D", "2H", "KS", "3D", "3H", "QS", "4D", "4H", "JS", "5D", "5H", "2S", "6D", "6H")
    play(short, "3C", "7D", "AC")  # all four points, but the last trick is lost
    s = of(ev3, HandScored)[0]
    assert s.points.won[1] == 4 and s.points.tricks[1] == 5 and not s.made and s.changes[1] == -4
    unbid, ev2 = rigged(*MOON, dealer=0, money=True)
    auction(unbid, 2, 0, 0)
    while unbid.turn >= 0:
        unbid.submit(PlayCard(unbid.turn, unbid.view(unbid.turn).legal_cards()[-1]))
    u = of(ev2, HandScored)[0]
    assert u.points.won[1] == 4 and u.points.tricks[1] == 6 and not u.moon and unbid.moons[1] == (0, 0)


def _three_hand(scores: tuple[int, ...], **settings: object) -> tuple[PitchEngine, list]:
    engine, events = rigged(*THREE, dealer=0, scores=scores, **settings)
    auction(engine, 1, 0, 0)
    for trick in THREE_TRICKS:
        play(engine, *trick)
    return engine, events


def test_win_1_only_the_pitcher_wins_on_reaching_the_target() -> None:
    """P-WIN-1: the first to reach the target at the end of a hand in which he pitched wins, though he
    may have fewer points than a loser; reaching it without pitching wins nothing."""
    engine, events = _three_hand((10, 5, 0))
    won = of(events, GameWon)[0]
    assert won.winner == 1 and engine.scores == (11, 7, 0) and engine.phase is Phase.GAME_OVER
    assert engine.winner == 1 and engine.scores[0] > engine.scores[1]
    with pytest.raises(GameOverError):
        engine.submit(DealHand())
    other, ev = _three_hand((6, 0, 0))
    assert other.scores[0] == 7 and not of(ev, GameWon) and other.phase is Phase.READY


def test_pv_target_changes_the_score_that_wins() -> None:
    """PV-TARGET: 7 by default; 11, 15 or 21 as options; nothing else."""
    _, ev7 = _three_hand((0, 5, 0))
    assert of(ev7, GameWon)
    eleven, ev11 = _three_hand((0, 8, 0), target=11)
    assert eleven.scores[1] == 10 and not of(ev11, GameWon)
    with pytest.raises(ValueError, match="PV-TARGET"):
        PitchSettings(target=8).validated()


def test_pv_low_to_holder_gives_low_to_whoever_was_dealt_it() -> None:
    """PV-LOW-TO-HOLDER: Low scores for the player dealt the lowest trump, not its trick's taker."""
    _, events = _three_hand((0, 0, 0), low_to_holder=True)
    p = of(events, HandScored)[0].points
    assert p.low == 0 and p.won == (2, 1, 0)


def test_win_2_money_game_pays_from_the_average_and_the_moons() -> None:
    """P-WIN-2: no target; when settling, each is paid 10 per point above the average or pays 10 per
    point below it, and each moon is paid 100 by (or to) every other player; the payments add up."""
    engine, events = rigged(*MOON, dealer=0, money=True, scores=(6, 3, 0))
    engine.submit(ShootMoon(1))
    with pytest.raises(HandNotOverError):
        engine.submit(SettleUp())
    while engine.turn >= 0:
        engine.submit(PlayCard(engine.turn, engine.view(engine.turn).legal_cards()[-1]))
    assert engine.scores == (6, 7, 0) and engine.phase is Phase.READY  # 7 in the Money Game wins nothing
    engine.submit(SettleUp())
    settled = of(events, Settled)[0]
    # average 13/3: seat 0 +16.67, seat 1 +26.67, seat 2 -43.33 cents (rounded to 17, 27, -44 so that
    # they add up); the moon: seat 1 takes 100 from each of the others
    assert settled.payments_cents == (-83, 227, -144) and sum(settled.payments_cents) == 0
    assert engine.phase is Phase.GAME_OVER
    with pytest.raises(GameOverError) as err:
        engine.submit(DealHand())
    assert err.value.rule == "P-WIN-2"
    level = PitchEngine(PitchSettings(money=True), seed=1, scores=(6, 3, 0, 3), moons=((0, 0),) * 4)
    level.submit(SettleUp())
    with pytest.raises(NotMoneyGameError):
        PitchEngine(PitchSettings(), seed=1).submit(SettleUp())
