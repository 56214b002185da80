"""What a new player's trial of the Pitch table found: the steal prompt names only the bids above the steal,
the moon has its own sentences, a card refused in the Money Game's auction says why, a trump led is followed
by a trump only, the log draws red suits red and larger, the keys say where the focus goes, a pace change
is said, the translations agree with their counts, and Enter or Escape first closes the last trick."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace

import pytest
from pitch_helpers import log_colours
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication
from test_ui_pitch_table import NAMES, card_button, play_out, playing, rigged
from ui_helpers import activate

from pit_desktop.games.pitch.engine.cards import Card, Rank, Suit, cards
from pit_desktop.games.pitch.engine.commands import Bid, Pass, PitchCard, PlayCard, ShootMoon
from pit_desktop.games.pitch.engine.engine import PitchEngine
from pit_desktop.games.pitch.engine.errors import PitchNotAllowedError, RenegeError
from pit_desktop.games.pitch.engine.table import Phase
from pit_desktop.games.pitch.ui.cards import RED
from pit_desktop.games.pitch.ui.dialogs import keys_text
from pit_desktop.games.pitch.ui.hand_viewer import PitchHandViewer
from pit_desktop.games.pitch.ui.table import PitchHandPanel, PitchTableWidget
from pit_desktop.games.pitch.ui.words import call_in_sentence, call_text, pitcher_text, refusal_text, the_card
from pit_desktop.shell.language import use_language


@pytest.fixture
def table(qtbot) -> PitchTableWidget:  # type: ignore[no-untyped-def]
    widget = PitchTableWidget(NAMES)
    qtbot.addWidget(widget)
    widget.resize(1000, 720)
    widget.show()
    activate(qtbot, widget)
    return widget


@pytest.fixture
def language(qapp) -> Iterator[object]:  # type: ignore[no-untyped-def]
    """Switch the language for one test (``language(code)``); English again after it."""
    yield lambda code: use_language(code)
    use_language("en")


def dealer_to_speak(high: int) -> PitchEngine:
    """An engine where Ann bid ``high`` and Bob and Cleo passed: you deal and may steal (P-BID-3); a 4
    ends the Auction game's auction, so at 4 it is the Money Game's."""
    engine = rigged(dealer=0, money=high == 4)
    engine.submit(Bid(1, high))
    engine.submit(Pass(2))
    engine.submit(Pass(3))
    return engine


@pytest.mark.parametrize(
    ("high", "said"),
    [
        (3, "steal at 3 or bid more (4)"),
        (2, "steal at 2 or bid more (3–4)"),
        (4, "steal at 4 or shoot the moon (5)"),
    ],
)
def test_the_steal_prompt_names_only_the_bids_above_the_steal(table: PitchTableWidget, high, said) -> None:
    """P-BID-3: "bid more" gives the amounts above the steal, one amount without a range, none when the
    steal is at 4, as the buttons say."""
    table.set_view(dealer_to_speak(high).view(0))
    assert said in table.status.text()
    assert ("bid more" in table.status.text()) == (high < 4)


def test_the_moon_has_its_own_sentence_in_the_pitchers_line(language) -> None:
    """The top line never pastes the moon's button label into "bid %2": in each language its own words."""
    assert pitcher_text("You", 0, moon=True) == "Pitcher: You, shooting the moon"
    assert pitcher_text("Ann", 3, moon=False) == "Pitcher: Ann, bid 3"
    for code in ("es", "pt_BR", "fr", "it", "hr"):
        language(code)
        said = pitcher_text("Ann", 0, moon=True)
        assert "%" not in said and "Ann" in said
        assert call_text(ShootMoon(0)) not in said, code


def test_a_refused_call_in_the_replay_names_the_call_in_a_sentence() -> None:
    """The replay's refused-command line says the call as a sentence does, never its button's label."""
    assert call_in_sentence(ShootMoon(1)) == "shoot the moon"
    assert call_in_sentence(PitchCard(1, cards("AS")[0])) == "pitch the Ace of Spades"
    assert call_in_sentence(Bid(1, 3)) == "bid 3"


def test_a_card_chosen_in_the_money_games_auction_says_why_it_is_not_pitched(
    qtbot, table: PitchTableWidget
) -> None:
    """P-BID-2 is the Auction game's: in the Money Game a double-click, Enter or a drag on a card during
    your call says why nothing happens, in the engine's terms (PitchNotAllowedError)."""
    engine = rigged(money=True)
    view = engine.view(0)
    assert view.phase is Phase.BIDDING and view.my_turn
    assert isinstance(view.why_not(PitchCard(0, cards("AS")[0])), PitchNotAllowedError)
    table.set_view(view)
    ace = card_button(table, "AS")
    with qtbot.assertNotEmitted(table.callRequested):
        qtbot.mouseDClick(ace, Qt.MouseButton.LeftButton)
    expected = "In the Money Game you bid first; the pitcher leads once the auction is won"
    assert table.status.text() == expected and table.status.toolTip() == "Rule P-BID-2"
    table.set_view(view)  # the prompt again
    assert table.status.text() != expected
    qtbot.mousePress(ace, Qt.MouseButton.LeftButton, pos=QPoint(10, 10))
    with qtbot.assertNotEmitted(table.callRequested):
        qtbot.mouseMove(ace, QPoint(10 + 4 * QApplication.startDragDistance(), 10))
    qtbot.mouseRelease(ace, Qt.MouseButton.LeftButton)
    assert table.status.text() == expected


def test_a_trump_led_is_followed_by_a_trump_only(table: PitchTableWidget, language) -> None:
    """P-PLAY-2: when the suit led is trump, following it is playing a trump: the reason says "play
    Spades", never "or a trump"; another suit led keeps "or a trump"."""
    engine = rigged()
    playing(engine)  # Ann pitched spades and led them
    error = engine.view(0).why_not(PlayCard(0, cards("7C")[0]))
    assert isinstance(error, RenegeError) and error.trump is error.led is Suit.SPADES
    table.set_view(engine.view(0))
    assert card_button(table, "7C").accessibleDescription() == "You can follow Spades: play Spades"
    led = RenegeError("x", seat=0, card=cards("7C")[0], led=Suit.HEARTS, trump=Suit.SPADES)
    assert refusal_text(led) == "You can follow Hearts: play Hearts or a trump"
    language("fr")
    trump_led = RenegeError("x", seat=0, card=cards("7C")[0], led=Suit.HEARTS, trump=Suit.HEARTS)
    assert "atout" not in refusal_text(trump_led)


def test_the_log_draws_red_suits_red_larger_and_keeps_its_plain_text(table: PitchTableWidget) -> None:
    """♥ and ♦ in the log are in the card faces' red, the rest in the text's colour, the text a little larger
    than the default; what a screen reader reads (the plain text) is the same lines."""
    engine = rigged()
    playing(engine)
    engine.submit(PlayCard(0, cards("AS")[0]))
    table.set_view(engine.view(0))
    text = table.history.toPlainText()
    assert text.endswith("Trick 1: Ann K♠, Bob Q♥, Cleo A♥, You A♠, taken by you")
    colours = log_colours(table.history)
    assert colours["♥"] == {RED.name()} and RED.name() not in colours["♠"] | colours["K"]
    assert table.history.font().pointSizeF() > QApplication.font().pointSizeF()


def test_the_replays_log_wraps_a_long_line_instead_of_clipping_it(qtbot) -> None:
    """A long line of the replay's log (French says more) wraps within the log, never cut off."""
    from test_ui_pitch_replay import bot_hand

    viewer = PitchHandViewer(bot_hand(7))
    qtbot.addWidget(viewer)
    viewer.show()
    log = viewer.log
    assert log.wordWrap() and log.textElideMode() is Qt.TextElideMode.ElideNone
    longest = max(range(log.count()), key=lambda row: len(log.item(row).text()))
    rect = log.visualItemRect(log.item(longest))
    assert rect.width() <= log.viewport().width()
    assert rect.height() > log.fontMetrics().height() * 1.5  # wrapped onto a second line
    viewer.close()


def test_down_from_the_calls_goes_to_the_cards_and_up_back_and_keys_say_so(
    qtbot, table: PitchTableWidget, language
) -> None:
    """On your call the focus is on the bids; Down takes it to your cards, Up back to the bids; Help → Keys
    says so, in every language."""
    table.set_view(rigged().view(0))
    table.take_focus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is table.bids["pass"])
    qtbot.keyClick(table.bids["pass"], Qt.Key.Key_Down)
    assert QApplication.focusWidget() is table.cards[0]
    qtbot.keyClick(table.cards[0], Qt.Key.Key_Up)
    assert QApplication.focusWidget() is table.bids["pass"]
    assert "down to your cards" in keys_text()
    for code in ("es", "pt_BR", "fr", "it", "hr"):
        language(code)
        assert "↓" in keys_text() and "down to your cards" not in keys_text(), code


def test_the_card_chosen_to_pitch_stays_marked_while_the_pitch_button_has_the_keys(
    qtbot, table: PitchTableWidget
) -> None:
    """P-BID-2: after Enter on a card the pitch button has the focus, and the card it will pitch keeps its
    ring; another call or a new view clears the mark."""
    engine = rigged()
    table.set_view(engine.view(0))
    ace = card_button(table, "AS")
    ace.setFocus()
    qtbot.waitUntil(ace.hasFocus)
    qtbot.keyClick(ace, Qt.Key.Key_Return)
    assert table.pitch_button.hasFocus() and not ace.hasFocus()
    assert ace.chosen and not any(b.chosen for b in table.cards if b is not ace)
    qtbot.keyClick(table.pitch_button, Qt.Key.Key_Down)  # down again: the chosen card
    assert QApplication.focusWidget() is ace
    engine.submit(Pass(0))
    table.set_view(engine.view(0))
    assert not any(b.chosen for b in table.cards)


def test_a_note_stays_in_its_hands_log_in_place_and_leaves_with_the_hand(table: PitchTableWidget) -> None:
    """A note (the pace changed) follows the lines shown when it was said, stays as the hand goes on, and
    the next hand's log starts without it."""
    engine = rigged()
    engine.submit(Pass(0))
    table.set_view(engine.view(0))
    table.note(lambda: "The bots now play at the Relaxed pace.")
    engine.submit(Bid(1, 2))
    table.set_view(engine.view(0))
    assert table.history.toPlainText().splitlines() == [
        "You: pass",
        "The bots now play at the Relaxed pace.",
        "Ann: bid 2",
    ]
    table.set_view(replace(engine.view(0), hand_no=engine.view(0).hand_no + 1))
    assert "Relaxed" not in table.history.toPlainText()


def test_the_settlements_counts_agree_with_their_plural_forms(qtbot, language) -> None:
    """Each count takes its own plural form: "1 manquée", "2 réussies", "1 point" (never "1 manquées")."""
    panel = PitchHandPanel()
    qtbot.addWidget(panel)
    names = ("Vous", "Ann", "Bob")
    language("fr")
    panel.show_settlement(names, [1, 5, -2], [(2, 1), (0, 0), (1, 0)])
    lines = panel.points.text().splitlines()
    assert "1 point," in lines[1] and "(2 réussies, 1 manquée)" in lines[1]
    assert "5 points" in lines[2] and "(0 réussie, 0 manquée)" in lines[2]
    assert "−2 points" in lines[3] and "(1 réussie, 0 manquée)" in lines[3]
    language("hr")
    panel.show_settlement(names, [1, 5, -2], [(2, 1), (0, 0), (1, 0)])
    assert "(2 pogođena, 1 promašen)" in panel.points.text().splitlines()[1]


def test_french_pitch_says_donne_in_the_replay_too_and_croatian_avoids_a_case(qtbot, language) -> None:
    """French Pitch says "donne" for a hand on the table and in the replay (its title and its log); card
    names are lowercase mid-sentence; Croatian names High's card without putting it in a case."""
    from test_ui_pitch_replay import bot_hand

    language("fr")
    viewer = PitchHandViewer(bot_hand(7))
    qtbot.addWidget(viewer)
    assert "donne" in viewer.windowTitle() and "manche" not in viewer.windowTitle().lower()
    log = [viewer.log.item(row).text() for row in range(viewer.log.count())]
    assert log[0].startswith("Donne ") and not any("anche" in line for line in log)
    assert the_card(Card(Rank.ACE, Suit.CLUBS)) == "l'as de trèfle"
    viewer.close()
    language("hr")
    panel = PitchHandPanel()
    qtbot.addWidget(panel)
    engine = rigged()
    rng = random.Random(3)
    play_out(engine, rng)
    scored = engine.view(0).last_hand
    assert scored is not None
    panel.show_hand(scored, NAMES, 7, -1)
    assert "s kartom" not in panel.points.text() and "Visoki: " in panel.points.text()


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Escape])
def test_enter_or_escape_while_the_last_trick_shows_closes_it_without_playing(
    qtbot, table: PitchTableWidget, key
) -> None:
    """With the last trick shown (L), Enter or Escape on the focused card goes back to the table; nothing is
    played that the player could not see; Enter again then plays."""
    engine = rigged()
    playing(engine)
    engine.submit(PlayCard(0, cards("AS")[0]))  # you take the trick and lead the next
    table.set_view(engine.view(0))
    card = next(b for b in table.cards if b.playable)
    card.setFocus()
    qtbot.waitUntil(card.hasFocus)
    qtbot.keyClick(card, Qt.Key.Key_L)
    assert table.last_trick.isChecked()
    with qtbot.assertNotEmitted(table.playRequested):
        qtbot.keyClick(card, key)
    assert not table.last_trick.isChecked() and not table.showing_last
    with qtbot.waitSignal(table.playRequested):
        qtbot.keyClick(card, Qt.Key.Key_Return)
