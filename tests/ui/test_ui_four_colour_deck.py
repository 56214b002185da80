"""Pitch's four-colour deck (View → Four-colour deck): ♠ black, ♥ red, ♦ blue, ♣ green on the cards and in
the log, remembered, the two-colour deck the default, a bad stored value falling back to it; each ink
readable on the card face and on the log."""

from __future__ import annotations

import pytest
from pitch_helpers import log_colours
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from test_ui_pitch_table import NAMES, playing, rigged
from test_ui_theme import contrast

from pit_desktop.games.pitch.engine.cards import Suit, cards
from pit_desktop.games.pitch.engine.commands import PlayCard
from pit_desktop.games.pitch.prefs import Deck, PitchPrefsStore
from pit_desktop.games.pitch.ui.cards import BLACK, BLUE, FACE, GREEN, RED, SUIT_COLOURS, paint_card, use_deck
from pit_desktop.games.pitch.ui.game import PITCH
from pit_desktop.games.pitch.ui.session import PitchSession
from pit_desktop.games.pitch.ui.table import PitchTableWidget
from pit_desktop.games.pitch.ui.window import PitchWindow
from pit_desktop.shell.theme import palette

LOG_BASE = palette().color(palette().ColorRole.Base)
"""The log's background (the palette's Base, the same in both schemes)."""


def inks(face: str, size: int = 280) -> set[str]:
    """The strong colours of ``face`` drawn ``size`` px tall: the face's ink, antialiasing aside."""
    image = QImage(round(size / 1.4), size, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    paint_card(painter, QRectF(0, 0, image.width() - 1, size - 1), cards(face)[0])
    painter.end()
    wanted = {c.name() for c in (BLACK, RED, BLUE, GREEN)}
    counts: dict[str, int] = {}
    for y in range(0, size, 2):
        for x in range(0, image.width(), 2):
            name = image.pixelColor(x, y).name()
            if name in wanted:
                counts[name] = counts.get(name, 0) + 1
    return {name for name, n in counts.items() if n > 40}


def test_the_two_colour_deck_is_the_default_and_draws_red_and_black() -> None:
    assert inks("7D") == {RED.name()} and inks("7H") == {RED.name()}
    assert inks("7C") == {BLACK.name()} and inks("7S") == {BLACK.name()}


def test_the_four_colour_deck_draws_each_suit_in_its_own_ink() -> None:
    use_deck(Deck.FOUR_COLOUR)
    assert inks("7S") == {BLACK.name()}
    assert inks("7H") == {RED.name()}
    assert inks("7D") == {BLUE.name()}
    assert inks("7C") == {GREEN.name()}


@pytest.mark.parametrize("deck", Deck)
def test_every_ink_reads_on_the_card_and_in_the_log(deck: Deck) -> None:
    """WCAG AA for text (4.5:1) on the card face and on the log's background; in the four-colour deck the
    four inks differ."""
    for suit, ink in SUIT_COLOURS[deck].items():
        assert contrast(ink, FACE) >= 4.5, suit
        assert contrast(ink, LOG_BASE) >= 4.5, suit
    if deck is Deck.FOUR_COLOUR:
        assert len({ink.name() for ink in SUIT_COLOURS[deck].values()}) == len(Suit)


def test_the_log_names_each_suit_in_its_ink_and_follows_a_change_of_deck(qtbot) -> None:
    table = PitchTableWidget(NAMES)
    qtbot.addWidget(table)
    engine = rigged()
    playing(engine)
    engine.submit(PlayCard(0, cards("AS")[0]))
    use_deck(Deck.FOUR_COLOUR)
    table.set_view(engine.view(0))
    text = table.history.toPlainText()
    assert "♠" in text and "♥" in text
    colours = log_colours(table.history)
    assert colours["♥"] == {RED.name()}
    assert not colours["♠"] & {RED.name(), BLUE.name(), GREEN.name()}
    table.history.setPlainText(text + "\n♦ ♣")  # a diamond and a club written as the log writes them
    table.recolour()
    colours = log_colours(table.history)
    assert colours["♦"] == {BLUE.name()} and colours["♣"] == {GREEN.name()}
    assert table.history.toPlainText() == text + "\n♦ ♣"  # what a screen reader reads is unchanged
    use_deck(Deck.TWO_COLOUR)
    table.recolour()
    colours = log_colours(table.history)
    assert colours["♦"] == {RED.name()} and BLUE.name() not in colours["♣"] | colours["♠"]


def test_view_four_colour_deck_is_remembered_and_redraws_the_cards(qtbot, pitch_window, ini_settings) -> None:
    action = pitch_window.four_colour_action
    assert action in pitch_window.view_menu.actions()
    assert not action.isChecked() and inks("7D") == {RED.name()}  # two colours the first time
    action.trigger()
    assert action.isChecked() and inks("7D") == {BLUE.name()}
    assert PitchPrefsStore(ini_settings).deck() is Deck.FOUR_COLOUR
    use_deck(Deck.TWO_COLOUR)  # as a new run starts
    again = PitchWindow(PITCH, PitchSession(PITCH, pitch_window.sound), PitchPrefsStore(ini_settings))
    qtbot.addWidget(again)
    assert again.four_colour_action.isChecked() and inks("7C") == {GREEN.name()}
    again.four_colour_action.trigger()
    assert PitchPrefsStore(ini_settings).deck() is Deck.TWO_COLOUR and inks("7C") == {BLACK.name()}
    again.session.shutdown()


@pytest.mark.parametrize("stored", ["purple", "", "4", "FOUR"])
def test_a_bad_stored_deck_falls_back_to_two_colours_and_is_told(ini_settings, stored: str) -> None:
    ini_settings.setValue("pitch/deck", stored)
    store = PitchPrefsStore(ini_settings)
    assert store.deck() is Deck.TWO_COLOUR
    assert "pitch/deck" in store.reset_keys
    assert not ini_settings.contains("pitch/deck")
