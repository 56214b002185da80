"""Pitch's lesson (``pit_desktop/games/pitch/lesson.py``): the rigged deal is one the engine deals (P-DEAL-2),
the scripted bots pass and play only cards the rules allow (P-PLAY-2), Ann's Ace takes the pitched King
(P-PLAY-3), and the player makes his bid of 2 however he plays the rest (P-SCORE-1, P-SCORE-3)."""

from __future__ import annotations

import itertools

import pytest

from pit_desktop.games.pitch.engine.commands import Bid, DealHand, Pass, PlayCard
from pit_desktop.games.pitch.engine.engine import PitchEngine
from pit_desktop.games.pitch.engine.events import AuctionWon, HandScored, TrickWon
from pit_desktop.games.pitch.engine.table import Phase
from pit_desktop.games.pitch.lesson import (
    ANN,
    CLEO,
    LESSON_BID,
    LESSON_DEALER,
    LESSON_SETTINGS,
    PITCH_CARD,
    PLAYER,
    ScriptedPitcher,
    lesson_bot,
    lesson_deal,
    lowest,
)


def engine() -> PitchEngine:
    return PitchEngine(LESSON_SETTINGS, seed=1, first_dealer=LESSON_DEALER)


def play(choices: tuple[int, ...]) -> list[object]:
    """The lesson's hand, the player bidding 2 and pitching the King, then playing his ``choices``-th legal
    card at each later turn; the bots as scripted. Every event."""
    table = engine()
    bots = {seat: lesson_bot(seat) for seat in range(1, 4)}
    events = list(table.submit(DealHand(lesson_deal())))
    events += table.submit(Bid(PLAYER, LESSON_BID))
    turns = iter(choices)
    while (view := table.view(PLAYER)).phase in (Phase.BIDDING, Phase.PLAYING):
        if view.turn == PLAYER:
            legal = view.legal_cards()
            card = PITCH_CARD if not view.tricks and not view.trick else legal[next(turns) % len(legal)]
            events += table.submit(PlayCard(PLAYER, card))
            continue
        bot = bots[view.turn]
        step = bot.step(table.view(view.turn))
        assert step.command is not None and table.view(view.turn).why_not(step.command) is None
        events += table.submit(step.command)
    return events


def test_the_deal_is_one_the_engine_deals_and_the_player_speaks_first() -> None:
    table = engine()
    assert table.why_not(DealHand(lesson_deal())) is None
    table.submit(DealHand(lesson_deal()))
    assert table.view(PLAYER).turn == PLAYER  # left of Cleo, the dealer (P-BID-1)
    assert (LESSON_DEALER, PITCH_CARD.id) == (CLEO, "KS")


def test_the_others_pass_and_anns_ace_takes_the_king() -> None:
    events = play((0,) * 5)
    [won] = [e for e in events if isinstance(e, AuctionWon)]
    assert (won.pitcher, won.bid) == (PLAYER, LESSON_BID)
    first = next(e for e in events if isinstance(e, TrickWon))
    assert first.winner == ANN and first.plays[1] == (ANN, lesson_deal()[ANN][0])  # her Ace of Spades
    second = [e for e in events if isinstance(e, TrickWon)][1]
    assert second.plays[0][0] == ANN and second.plays[0][1].id == "7H"  # she leads a Heart


@pytest.mark.parametrize("choices", list(itertools.product(range(3), repeat=3)))
def test_the_player_makes_his_bid_however_he_plays(choices: tuple[int, ...]) -> None:
    """Nobody else holds a trump after the first trick: the Jack and Low are the player's."""
    [scored] = [e for e in play((*choices, 0, 1)) if isinstance(e, HandScored)]
    assert scored.made
    assert scored.points.jack == PLAYER and scored.points.low == PLAYER and scored.points.high == ANN


def test_a_bot_off_its_turn_waits_and_a_stuck_dealer_bids() -> None:
    """Off its turn a bot only waits; the dealer stuck with every other seat passed bids the least
    (P-BID-3), which the lesson never comes to: the player bids first."""
    table = engine()
    table.submit(DealHand(lesson_deal()))
    assert ScriptedPitcher(ANN).step(table.view(ANN)).command is None
    for seat in (PLAYER, 1, 2):
        table.submit(Pass(seat))
    step = ScriptedPitcher(CLEO).step(table.view(CLEO))
    assert step.command == Bid(CLEO, 2)
    assert lowest(lesson_deal()[CLEO]).id == "3H"
