"""Taking back the last call or card in Pitch (P-UNDO-1, PV-COUNTED; issue 25, item 3): through the engine,
one step, while no one has played since; the hand's record keeps it and its replay takes it back too."""

from __future__ import annotations

import pytest
from pitch_rig import auction, play, rigged

from pit_desktop.games.pitch.engine.cards import card
from pit_desktop.games.pitch.engine.commands import Bid, PlayCard, TakeBack
from pit_desktop.games.pitch.engine.errors import (
    CountedGameError,
    HandOverTakeBackError,
    NotYourTurnError,
    PlayedSinceError,
    TakeBackError,
)
from pit_desktop.games.pitch.engine.events import TakenBack
from pit_desktop.games.pitch.engine.record import dumps_record, loads_record, record_from_log
from pit_desktop.games.pitch.engine.replay import replay_record
from pit_desktop.games.pitch.engine.table import Phase

HANDS = ("AS JS 10S 2S 5H 7D", "KH QH 3C 4C 6C 7C", "KD QD 2D 3D 8H 9H", "QC KC AC 9D 10D 3H")


def test_a_bid_is_taken_back_and_the_turn_comes_back() -> None:
    """P-UNDO-1: the auction stands as before the bid; the seat may call again, differently."""
    engine, _ = rigged(*HANDS, dealer=3)
    before = engine.view(0)
    engine.submit(Bid(0, 2))
    assert engine.turn == 1
    [taken] = engine.submit(TakeBack(0))
    assert taken == TakenBack(taken.seq, taken.at_s, 0, Bid(0, 2))
    after = engine.view(0)
    assert (after.turn, after.calls, after.hand) == (before.turn, before.calls, before.hand)
    engine.submit(Bid(0, 3))
    assert engine.view(1).high_call is not None and engine.view(1).high_call.amount == 3


def test_a_card_is_taken_back_into_the_hand() -> None:
    """P-UNDO-1: the card leaves the trick for the hand; the pitcher's first card takes trump back too."""
    engine, _ = rigged(*HANDS, dealer=3)
    auction(engine, 3, 0, 0, 0)
    before = engine.view(0)
    play(engine, "AS")
    assert engine.view(0).trump is not None
    engine.submit(TakeBack(0))
    after = engine.view(0)
    assert (after.hand, after.trick, after.trump, after.turn) == (before.hand, (), None, 0)


def test_only_one_step_is_taken_back() -> None:
    engine, _ = rigged(*HANDS, dealer=3)
    engine.submit(Bid(0, 2))
    engine.submit(TakeBack(0))
    assert isinstance(engine.why_not(TakeBack(0)), TakeBackError)
    with pytest.raises(TakeBackError) as err:
        engine.submit(TakeBack(0))
    assert err.value.rule == "P-UNDO-1" and err.value.reason == "nothing_to_take_back"


def test_nothing_is_taken_back_once_another_player_has_played() -> None:
    engine, _ = rigged(*HANDS, dealer=3)
    engine.submit(Bid(0, 2))
    auction(engine, 0)  # seat 1 passes
    error = engine.why_not(TakeBack(0))
    assert isinstance(error, PlayedSinceError) and error.rule == "P-UNDO-1"
    assert engine.why_not(TakeBack(1)) is None  # seat 1's pass is the last: his to take back


def test_a_refused_command_of_another_seat_is_no_play_since() -> None:
    """A bot's command refused (not its turn) changes nothing: the take-back still stands open."""
    engine, _ = rigged(*HANDS, dealer=3)
    engine.submit(Bid(0, 2))
    with pytest.raises(NotYourTurnError):
        engine.submit(Bid(2, 3))
    assert engine.why_not(TakeBack(0)) is None


def test_nothing_is_taken_back_before_a_call_or_after_the_hand() -> None:
    engine, _ = rigged(*HANDS, dealer=3)
    assert engine.why_not(TakeBack(0)).reason == "nothing_to_take_back"  # type: ignore[union-attr]
    auction(engine, 3, 0, 0, 0)
    while engine.turn >= 0:  # the hand played out by each seat's first legal card
        engine.submit(engine.legal_commands(engine.turn)[0])
    assert engine.phase in (Phase.READY, Phase.GAME_OVER)
    last = engine.hand_log().commands[-1].command
    assert isinstance(engine.why_not(TakeBack(last.seat)), HandOverTakeBackError)  # type: ignore[union-attr]


def test_a_counted_game_takes_nothing_back() -> None:
    engine, _ = rigged(*HANDS, dealer=3, counted=True)
    engine.submit(Bid(0, 2))
    error = engine.why_not(TakeBack(0))
    assert isinstance(error, CountedGameError) and error.rule == "PV-COUNTED"


def test_the_record_keeps_the_take_back_and_its_replay_takes_it_back() -> None:
    """The hand record holds the card, its take-back and the card played instead, in order; replayed, the
    record ends where the hand did (every command applied or refused as it was)."""
    engine, _ = rigged(*HANDS, dealer=3)
    auction(engine, 3, 0, 0, 0)
    engine.submit(PlayCard(0, card("2S")))
    engine.submit(TakeBack(0))
    engine.submit(PlayCard(0, card("AS")))
    record = loads_record(dumps_record(record_from_log(engine.hand_log())))
    kinds = [type(rc.command).__name__ for rc in record.commands]
    assert kinds[-3:] == ["PlayCard", "TakeBack", "PlayCard"]
    replayed = replay_record(record)
    assert replayed.refused == ()
    assert replayed.hands == engine.hands()
    assert [e for e in replayed.events if isinstance(e, TakenBack)] != []


def test_a_record_whose_take_back_was_not_allowed_replays_as_refused() -> None:
    """A take-back after another player's card is refused on replay as in play (P-UNDO-1)."""
    engine, _ = rigged(*HANDS, dealer=3)
    auction(engine, 3, 0, 0, 0)
    play(engine, "AS", "3C")
    with pytest.raises(PlayedSinceError):
        engine.submit(TakeBack(0))
    record = loads_record(dumps_record(record_from_log(engine.hand_log())))
    [refused] = replay_record(record).refused
    assert (refused.reason, refused.rule) == ("played_since", "P-UNDO-1")
