"""The Pitch table widget: it shows a seat's view (cards, backs, the trick with who played what, trump and
the contract), asks for calls and cards by buttons, keys, double-click, Enter and drag, dims what the
engine would refuse with the engine's reason, shows the last trick and the end of a hand."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QDropEvent

from pit_desktop.games.pitch.engine.cards import cards
from pit_desktop.games.pitch.engine.commands import Bid, DealHand, Pass, PitchCard, PlayCard
from pit_desktop.games.pitch.engine.engine import PitchEngine
from pit_desktop.games.pitch.engine.errors import RenegeError
from pit_desktop.games.pitch.engine.settings import PitchSettings
from pit_desktop.games.pitch.engine.table import Phase
from pit_desktop.games.pitch.ui.cards import encode_card
from pit_desktop.games.pitch.ui.table import PitchTableWidget
from pit_desktop.games.pitch.ui.words import card_name

NAMES = ("You", "Ann", "Bob", "Cleo")
HANDS = (
    "AS 2S 9H 8H 7C 6D",  # you
    "KS JS 10H 5C 4D 3D",  # Ann
    "QH JH 10C 9C 8D 7D",  # Bob
    "AH KH QC 10D 5H 4H",  # Cleo
)


def rigged(dealer: int = 3, **settings: object) -> PitchEngine:
    """A four-seat engine that dealt :data:`HANDS`; with dealer 3 you speak first."""
    engine = PitchEngine(PitchSettings(players=4, **settings), seed=0, first_dealer=dealer)  # type: ignore[arg-type]
    engine.submit(DealHand(tuple(cards(h) for h in HANDS)))
    return engine


@pytest.fixture
def table(qtbot) -> PitchTableWidget:  # type: ignore[no-untyped-def]
    widget = PitchTableWidget(NAMES)
    qtbot.addWidget(widget)
    widget.resize(1000, 720)
    widget.show()
    return widget


def card_button(table: PitchTableWidget, card_id: str):  # type: ignore[no-untyped-def]
    return next(b for b in table.cards if b.face.id == card_id)


def test_the_auction_is_buttons_and_keys_on_your_turn(qtbot, table: PitchTableWidget) -> None:
    engine = rigged()
    table.set_view(engine.view(0))
    assert [b.face.id for b in table.cards] == [c.id for c in engine.view(0).hand]
    assert all(table.bids[k].isEnabled() for k in ("pass", "1", "2", "3", "4"))
    assert not table.bids["moon"].isVisibleTo(table)  # the Auction game has no moon
    with qtbot.waitSignal(table.callRequested) as said:
        qtbot.mouseClick(table.bids["3"], Qt.MouseButton.LeftButton)
    assert said.args == [Bid(0, 3)]
    with qtbot.waitSignal(table.callRequested) as said:
        qtbot.keyClick(table, Qt.Key.Key_0)
    assert said.args == [Pass(0)]
    engine.submit(Bid(0, 2))
    table.set_view(engine.view(0))
    assert not any(b.isEnabled() for b in table.bids.values())  # not your turn: nothing to press
    with qtbot.assertNotEmitted(table.callRequested):
        qtbot.keyClick(table, Qt.Key.Key_3)


def test_a_bid_too_low_is_disabled_with_the_engines_reason(table: PitchTableWidget) -> None:
    engine = rigged(dealer=2)  # Cleo speaks first, you second
    engine.submit(Bid(3, 2))
    table.set_view(engine.view(0))
    assert not table.bids["1"].isEnabled() and not table.bids["2"].isEnabled()
    assert table.bids["3"].isEnabled()
    reason = table.bids["2"].toolTip()
    assert "high bid of 2" in reason and reason.endswith("\nRule P-BID-1")  # the id in the tooltip only
    assert table.bids["2"].accessibleDescription() == "A bid must beat the high bid of 2"
    assert "Bidding: high bid 2 by Cleo" in table.contract.text()


def test_pitching_a_card_bids_four_only_by_its_button_never_by_a_stray_double_click(
    qtbot, table: PitchTableWidget
) -> None:
    engine = rigged()
    table.set_view(engine.view(0))
    ace = card_button(table, "AS")
    assert ace.playable and "bid 4" in ace.toolTip()
    assert not table.pitch_button.isVisible()
    with qtbot.assertNotEmitted(table.callRequested):
        qtbot.mouseDClick(ace, Qt.MouseButton.LeftButton)  # picks the ace, bids nothing
    assert table.pitch_button.isVisible() and "Ace of Spades" in table.pitch_button.text()
    with qtbot.waitSignal(table.callRequested) as said:
        qtbot.mouseClick(table.pitch_button, Qt.MouseButton.LeftButton)
    assert said.args == [PitchCard(0, ace.face)]
    engine.submit(Pass(0))
    table.set_view(engine.view(0))  # the auction went on: the pick is forgotten
    assert not table.pitch_button.isVisible() and table.pitch_choice is None


def playing(engine: PitchEngine) -> None:
    """Ann bids 2 and leads the king of spades: trump is spades; Bob and Cleo follow; then you."""
    for seat, call in ((0, Pass(0)), (1, Bid(1, 2)), (2, Pass(2)), (3, Pass(3))):
        assert engine.turn == seat
        engine.submit(call)
    engine.submit(PlayCard(1, cards("KS")[0]))
    engine.submit(PlayCard(2, cards("QH")[0]))
    engine.submit(PlayCard(3, cards("AH")[0]))


def test_illegal_cards_are_dimmed_with_the_reason_on_hover(table: PitchTableWidget) -> None:
    engine = rigged()
    playing(engine)
    table.set_view(engine.view(0))
    legal = {b.face.id for b in table.cards if b.playable}
    assert legal == {"AS", "2S"}  # spades led: follow them (they are trumps too, P-PLAY-2)
    club = card_button(table, "7C")
    assert not club.playable
    assert club.toolTip() == "You can follow Spades: play Spades\nRule P-PLAY-2"  # trump led
    assert club.accessibleDescription() == "You can follow Spades: play Spades"
    assert club.accessibleName() == "7 of Clubs"
    assert "Trump: ♠ Spades" in table.trump.text() and "Pitcher: Ann, bid 2" in table.contract.text()


def test_the_trick_shows_who_played_what(table: PitchTableWidget) -> None:
    engine = rigged()
    playing(engine)
    table.set_view(engine.view(0))
    said = table.trick.accessibleDescription()
    assert said == "Ann: King of Spades; Bob: Queen of Hearts; Cleo: Ace of Hearts"
    spots = {seat: table.trick.spot(seat) for seat in range(4)}
    assert spots[0].y() > spots[2].y()  # yours at the bottom, the seat across at the top
    assert spots[1].x() < spots[0].x() < spots[3].x()  # the next seat on your left


def test_a_card_is_played_by_double_click_or_enter(qtbot, table: PitchTableWidget) -> None:
    engine = rigged()
    playing(engine)
    table.set_view(engine.view(0))
    ace = card_button(table, "AS")
    with qtbot.waitSignal(table.playRequested) as played:
        qtbot.mouseDClick(ace, Qt.MouseButton.LeftButton)
    assert played.args == [PlayCard(0, ace.face)]
    ace.setFocus()
    with qtbot.waitSignal(table.playRequested) as played:
        qtbot.keyClick(ace, Qt.Key.Key_Return)
    assert played.args == [PlayCard(0, ace.face)]


def test_an_illegal_card_is_not_asked_for_and_says_why(qtbot, table: PitchTableWidget) -> None:
    engine = rigged()
    playing(engine)
    table.set_view(engine.view(0))
    with qtbot.assertNotEmitted(table.playRequested):
        qtbot.mouseDClick(card_button(table, "6D"), Qt.MouseButton.LeftButton)
    assert table.status.text() == "You can follow Spades: play Spades"  # spades are trump
    assert table.status.toolTip() == "Rule P-PLAY-2" and table.status.property("error") is True


def drop(table: PitchTableWidget, card_id: str) -> QDropEvent:
    mime = encode_card(cards(card_id)[0])
    event = QDropEvent(
        QPointF(table.trick.rect().center()), Qt.DropAction.MoveAction, mime,
        Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
    )  # fmt: skip
    table.trick.dropEvent(event)
    return event


def test_a_legal_card_dropped_on_the_trick_is_played(qtbot, table: PitchTableWidget) -> None:
    engine = rigged()
    playing(engine)
    table.set_view(engine.view(0))
    with qtbot.waitSignal(table.playRequested) as played:
        assert drop(table, "AS").isAccepted()
    assert played.args == [PlayCard(0, cards("AS")[0])]
    with qtbot.assertNotEmitted(table.playRequested):
        assert not drop(table, "7C").isAccepted()  # dimmed: the trick does not take it
        assert not drop(table, "KH").isAccepted()  # not in your hand at all


def test_l_toggles_the_last_trick_like_its_button_which_waits_for_a_trick(
    qtbot, table: PitchTableWidget
) -> None:
    assert not table.last_trick.isEnabled()  # no trick yet
    engine = rigged()
    table.set_view(engine.view(0))
    assert not table.last_trick.isEnabled()
    playing(engine)
    engine.submit(PlayCard(0, cards("AS")[0]))  # you take it with the ace of trumps
    table.set_view(engine.view(0))
    assert "Taken by you" in table.trick.accessibleDescription()  # the trick stays until the next lead
    assert table.last_trick.isEnabled()
    engine.submit(PlayCard(0, cards("2S")[0]))
    table.set_view(engine.view(0))
    assert table.trick.accessibleDescription() == "You: 2 of Spades"
    qtbot.keyClick(table, Qt.Key.Key_L)
    assert table.trick.accessibleDescription().startswith("Last trick, taken by you; Ann: King of Spades")
    assert table.last_trick.isChecked() and table.last_trick.text() == "Back to the table (L)"
    qtbot.keyClick(table, Qt.Key.Key_L)
    assert table.trick.accessibleDescription() == "You: 2 of Spades"
    assert table.last_trick.text() == "Last trick (L)"
    qtbot.keyClick(table, Qt.Key.Key_L)
    engine.submit(PlayCard(1, engine.view(1).legal_cards()[0]))
    table.set_view(engine.view(0))  # the next card played brings the trick back
    assert not table.last_trick.isChecked() and table.trick.accessibleDescription().startswith("You: 2 of")


def test_a_refusal_is_shown_in_the_engines_words(table: PitchTableWidget) -> None:
    engine = rigged()
    playing(engine)
    table.set_view(engine.view(0))
    error = engine.why_not(PlayCard(0, cards("7C")[0]))
    assert isinstance(error, RenegeError)
    table.show_refusal(error)
    assert table.status.text() == "You can follow Spades: play Spades"  # no rule id; spades are trump
    assert table.status.toolTip() == "Rule P-PLAY-2"


def play_out(engine: PitchEngine, rng: random.Random) -> None:
    while engine.turn >= 0:
        engine.submit(rng.choice(engine.legal_commands(engine.turn)))


def test_the_end_of_a_hand_shows_high_low_jack_game_and_scores(qtbot, table: PitchTableWidget) -> None:
    engine = rigged()
    play_out(engine, random.Random(3))
    view = engine.view(0)
    assert view.phase in (Phase.READY, Phase.GAME_OVER) and view.last_hand is not None
    table.set_view(view)
    panel = table.result
    assert panel.isVisible()
    text = panel.points.text()
    for line in ("Trump: ", "High: ", "Low: ", "Jack: ", "Game: "):
        assert line in text
    p = view.last_hand.points
    assert f"High: {NAMES[p.high]}, with the {card_name(p.high_card)}" in text
    assert ", ".join(f"{NAMES[s]} {g}" for s, g in enumerate(p.game_points)) in text
    assert "Target 7: a pitcher who reaches it wins" in panel.scores.text()
    with qtbot.waitSignal(table.nextHandRequested):
        qtbot.mouseClick(panel.next, Qt.MouseButton.LeftButton)
    engine.submit(DealHand())
    table.set_view(engine.view(0))
    assert not panel.isVisible()


def test_everything_you_can_reach_has_an_accessible_name(table: PitchTableWidget) -> None:
    engine = rigged()
    playing(engine)
    table.set_view(engine.view(0))
    for button in [*table.cards, *table.bids.values(), table.last_trick]:
        assert button.accessibleName()
    assert [p.accessibleName() for p in table.seats.values()] == ["Ann", "Bob", "Cleo"]
    assert table.seats[1].backs.accessibleName().startswith("5 card")  # "5 cards" once translated
    assert table.accessibleName() == "Pitch table"


def test_a_table_of_seven_places_every_seat(table: PitchTableWidget) -> None:
    table.names = ("You", *(f"Bot {i}" for i in range(1, 7)))
    engine = PitchEngine(PitchSettings(players=7), seed=4)
    engine.submit(DealHand())
    table.set_view(engine.view(0))
    assert len(table.seats) == 6 and len(table.cards) == 6
    points = [table.trick.spot(s) for s in range(7)]
    assert len({(round(p.x()), round(p.y())) for p in points}) == 7
    assert QPoint(0, 0) != points[0].toPoint()


def test_on_your_turn_to_play_the_keys_go_to_a_playable_card(qtbot, table: PitchTableWidget) -> None:
    table.activateWindow()
    table.setFocus()
    qtbot.waitUntil(table.hasFocus)
    engine = rigged()
    playing(engine)
    table.set_view(engine.view(0))
    qtbot.waitUntil(lambda: any(b.hasFocus() for b in table.cards))
    focused = next(b for b in table.cards if b.hasFocus())
    assert focused.playable and focused.face.id in ("AS", "2S")
    with qtbot.waitSignal(table.playRequested) as played:
        qtbot.keyClick(focused, Qt.Key.Key_Return)
    assert played.args == [PlayCard(0, focused.face)]


def test_scores_read_with_their_sign(table: PitchTableWidget) -> None:
    engine = PitchEngine(PitchSettings(players=4), seed=0, first_dealer=3, scores=(2, -3, 1, 0))
    engine.submit(DealHand(tuple(cards(h) for h in HANDS)))
    table.set_view(engine.view(0))
    assert table.seats[1].score.text() == "−3 pts"  # below zero after a set-back (P-SCORE-3)
    assert table.me.text().startswith("You · 2 pts")


def test_the_hands_calls_and_taken_tricks_are_listed_one_a_line(table: PitchTableWidget) -> None:
    engine = rigged()
    playing(engine)
    table.set_view(engine.view(0))
    calls = "You: pass\nAnn: bid 2\nBob: pass\nCleo: pass"
    assert table.history.toPlainText() == calls
    engine.submit(PlayCard(0, cards("AS")[0]))
    table.set_view(engine.view(0))
    assert table.history.toPlainText() == calls + "\nTrick 1: Ann K♠, Bob Q♥, Cleo A♥, You A♠, taken by you"
    engine.submit(PlayCard(0, cards("2S")[0]))
    for seat in (1, 2, 3):
        engine.submit(PlayCard(seat, engine.view(seat).legal_cards()[0]))
    table.set_view(engine.view(0))
    assert table.history.toPlainText().count("\n") == 5 and "Trick 2: You 2♠" in table.history.toPlainText()
