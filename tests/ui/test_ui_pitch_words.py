"""Pitch speaks of the player in the second person: the player's own seat has its own sentences ("You pass.",
"You were set back 4"), never "You" put into a third-person sentence ("You passes."), and "You" follows a
language change on the table, in the end panel and on the status line."""

from __future__ import annotations

import dataclasses
import random

import pytest
from test_ui_pitch_game import EASY_4, pitch_store, pitch_window  # noqa: F401  (fixtures)
from test_ui_pitch_table import NAMES, play_out, rigged, table  # noqa: F401  (fixture)

from pit_desktop.games.pitch.engine.events import (
    AuctionWon,
    BidMade,
    HandDealt,
    HandScored,
    MoonShot,
    Passed,
    TrickWon,
)
from pit_desktop.games.pitch.ui.presenter import PitchPresenter

ZERO = {"seq": 0, "at_s": 0.0}


@pytest.mark.parametrize(
    ("event", "mine", "theirs"),
    [
        (Passed(**ZERO, seat=0), "You pass.", "Ann passes."),
        (BidMade(**ZERO, seat=0, amount=3, steal=False, pitched=None), "You bid 3.", "Ann bids 3."),
        (
            BidMade(**ZERO, seat=0, amount=3, steal=True, pitched=None),
            "You steal the bid at 3.",
            "Ann steals the bid at 3.",
        ),
        (MoonShot(**ZERO, seat=0), "You shoot the moon.", "Ann shoots the moon."),
        (AuctionWon(**ZERO, pitcher=0, bid=2, moon=False), "You pitch for 2.", "Ann pitches for 2."),
        (TrickWon(**ZERO, trick_no=1, plays=(), winner=0), "You take the trick.", "Ann takes the trick."),
    ],
)
def test_the_player_is_spoken_to_and_a_bot_of(qapp, event: object, mine: str, theirs: str) -> None:
    say = PitchPresenter(NAMES)
    assert say.event(event).text == mine  # type: ignore[union-attr]
    field = next(f.name for f in dataclasses.fields(event) if f.name in ("seat", "pitcher", "winner"))  # type: ignore[arg-type]
    assert say.event(dataclasses.replace(event, **{field: 1})).text == theirs  # type: ignore[union-attr,type-var]


def test_a_hand_scored_and_dealt_by_the_player_reads_in_the_second_person(qapp, table) -> None:  # noqa: F811
    engine = rigged()
    play_out(engine, random.Random(3))
    scored = engine.view(0).last_hand
    assert isinstance(scored, HandScored)
    say = PitchPresenter(NAMES)
    assert say.event(dataclasses.replace(scored, pitcher=0, made=False)).text == "You are set back."
    assert (
        say.event(HandDealt(**ZERO, hand_no=2, dealer=0, hand_sizes=(6, 6, 6, 6))).text == "Hand 2: you deal."
    )  # type: ignore[union-attr]
    set_back = dataclasses.replace(scored, pitcher=0, made=False, moon=False, bid=4)
    took = set_back.points.won[0]
    taking = f"taking {took} point" + ("" if took == 1 else "s")
    table.result.show_hand(set_back, NAMES, 7, -1)
    assert table.result.title.text() == f"You are set back 4, {taking}"
    table.result.show_hand(set_back, NAMES, 7, 0)
    assert table.result.title.text() == f"You win the game. You are set back 4, {taking}"


def test_you_follows_a_language_change_on_the_table_and_the_status_line(qtbot, pitch_window) -> None:  # noqa: F811
    pitch_window.start_game(EASY_4)
    session = pitch_window.session
    qtbot.waitUntil(lambda: session.view() is not None and session.view().my_turn)
    with qtbot.waitSignal(session.status_posted) as said:
        pitch_window.set_language("fr")
    assert pitch_window.table.names[0] == "Vous" and session.names[0] == "Vous"
    last = session._said
    assert (
        last is not None and said.args[0].text == session.presenter.event(last).text
    )  # said again, in French
    assert session.presenter.event(Passed(**ZERO, seat=0)).text == "Vous passez."  # type: ignore[union-attr]
    pitch_window.set_language("en")
    qtbot.waitUntil(lambda: pitch_window.table.names[0] == "You")
    assert session.presenter.event(last).text != said.args[0].text  # type: ignore[union-attr]


def test_how_to_play_says_only_the_pitcher_wins_and_names_the_auctions_rules_and_keys(qapp) -> None:
    """P-WIN-1: only the pitcher wins, at the end of a hand he pitched; P-BID-2/3 and P-SCORE-1 told too."""
    from pit_desktop.games.pitch.ui.dialogs import how_to_play_text

    text = how_to_play_text()
    assert "wins first" not in text and "Only the pitcher can win" in text
    assert "at the end of a hand they pitched" in text
    for rule in (
        "stuck with a bid of 2",
        "steal the high bid",
        "pitching a card",
        "to whoever takes its trick",
    ):
        assert rule in text
    for key in ("<b>0</b> pass", "<b>5</b> shoot the moon", "<b>L</b> the last trick", "<b>P</b> pause"):
        assert key in text
