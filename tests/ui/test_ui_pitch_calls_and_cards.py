"""The Pitch table's calls and cards as a new player meets them: the seat's past bid and the prompt's bid to
make are two texts (each language words them apart), card names take the article their gender wants, a
refusal keeps its rule id in the tooltip, a card dragged onto the trick on the player's call pitches it,
Enter then Enter pitches the chosen card, Enter on the end-of-hand panel deals the next hand, Settle up
asks first, the log has a heading and the trick's winning card is marked otherwise than the focus."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QMessageBox
from test_ui_pitch_table import NAMES, card_button, drop, play_out, playing, rigged
from ui_helpers import activate

from pit_desktop.games.pitch.engine.cards import Card, Rank, Suit, cards
from pit_desktop.games.pitch.engine.commands import Bid, Pass, PitchCard, PlayCard
from pit_desktop.games.pitch.engine.errors import RenegeError
from pit_desktop.games.pitch.engine.table import Phase
from pit_desktop.games.pitch.ui import dialogs
from pit_desktop.games.pitch.ui.cards import HIGHLIGHT, WINNING, paint_card
from pit_desktop.games.pitch.ui.presenter import PitchPresenter
from pit_desktop.games.pitch.ui.table import PitchTableWidget
from pit_desktop.games.pitch.ui.words import call_text, refusal_text, the_card
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


def test_a_seats_past_bid_and_the_prompts_bid_are_two_texts_in_every_language(
    table: PitchTableWidget, language
) -> None:
    """P-BID-1: Cleo's "bid 2" under her name is what she did; "bid 3–4" in the prompt is what the player
    may do: Spanish says "apostó 2" there and "apuesta 3–4" here, never "apostó 3–4"."""
    engine = rigged(dealer=2)  # Cleo speaks first, you second
    engine.submit(Bid(3, 2))
    for code, past, now in (
        ("en", "bid 2", "bid 3–4"),
        ("es", "apostó 2", "apostar 3–4"),
        ("pt_BR", "apostou 2", "apostar 3–4"),
        ("fr", "a annoncé 2", "annoncer 3–4"),
        ("it", "ha dichiarato 2", "dichiarare 3–4"),
        ("hr", "zvanje 2", "zvati 3–4"),
    ):
        assert language(code)
        table.retranslate()
        table.set_view(engine.view(0))
        assert past in table.seats[3].info.text(), (code, table.seats[3].info.text())
        assert now in table.status.text(), (code, table.status.text())
        wrong = past.replace("2", "3–4")  # the past form put in the prompt: "apostó 3–4"
        assert code == "en" or wrong not in table.status.text(), (code, table.status.text())


@pytest.mark.parametrize(
    ("code", "face", "said"),
    [
        ("en", Card(Rank.JACK, Suit.HEARTS), "the Jack of Hearts"),
        ("es", Card(Rank.JACK, Suit.HEARTS), "la Jota de Corazones"),
        ("es", Card(Rank.QUEEN, Suit.SPADES), "la Reina de Picas"),
        ("es", Card(Rank.KING, Suit.DIAMONDS), "el Rey de Diamantes"),
        ("pt_BR", Card(Rank.QUEEN, Suit.HEARTS), "a Dama de Copas"),
        ("pt_BR", Card(Rank.JACK, Suit.HEARTS), "o Valete de Copas"),
        ("fr", Card(Rank.QUEEN, Suit.HEARTS), "la dame de cœur"),  # lowercase mid-sentence, as its suits
        ("fr", Card(Rank.ACE, Suit.SPADES), "l'as de pique"),
        ("fr", Card(Rank.KING, Suit.SPADES), "le roi de pique"),
        ("it", Card(Rank.ACE, Suit.SPADES), "l'Asso di Picche"),
        ("it", Card(Rank.QUEEN, Suit.SPADES), "la Donna di Picche"),
        ("it", Card(Rank.EIGHT, Suit.CLUBS), "l'8 di Fiori"),
        ("it", Card(Rank.JACK, Suit.CLUBS), "il Fante di Fiori"),
    ],
)
def test_a_card_in_a_sentence_takes_the_article_of_its_gender(
    language, code: str, face: Card, said: str
) -> None:
    """The pitch button and the end-of-hand panel put the card's own article before it: "Lanza la Jota de
    Corazones", never "el Jota"."""
    assert language(code)
    assert the_card(face) == said
    assert said in call_text(PitchCard(0, face)) and said in call_text(PlayCard(0, face))


def test_a_refusal_keeps_its_rule_id_out_of_the_sentence_and_in_the_tooltip(table: PitchTableWidget) -> None:
    """P-PLAY-2 refused: the status line and the table say why, the tooltip names the rule, as Pit's table
    does; a dimmed card's tooltip gives the rule under the reason."""
    engine = rigged()
    playing(engine)  # spades led: you hold two
    error = engine.why_not(PlayCard(0, cards("7C")[0]))
    assert isinstance(error, RenegeError)
    assert "P-" not in refusal_text(error)
    status = PitchPresenter(NAMES).refusal(error)
    assert "P-PLAY-2" not in status.text and status.rule == "P-PLAY-2"
    table.show_refusal(error)
    assert "P-PLAY-2" not in table.status.text() and table.status.toolTip() == "Rule P-PLAY-2"


def test_a_card_dragged_onto_the_trick_on_your_call_is_pitched(qtbot, table: PitchTableWidget) -> None:
    """P-BID-2: in the auction, dropping a card on the trick pitches it (bids 4 and leads it) at once."""
    engine = rigged()
    table.set_view(engine.view(0))
    with qtbot.waitSignal(table.callRequested) as said:
        assert drop(table, "AS").isAccepted()
    assert said.args == [PitchCard(0, cards("AS")[0])]
    engine.submit(Pass(0))
    table.set_view(engine.view(0))  # Ann's turn: nothing is pitched
    with qtbot.assertNotEmitted(table.callRequested):
        assert not drop(table, "AS").isAccepted()


def test_enter_on_a_card_then_enter_again_pitches_it(qtbot, table: PitchTableWidget) -> None:
    """P-BID-2: Enter on a card picks it and puts the focus on its pitch button; Enter again pitches it. A
    stray double-click still only picks it."""
    engine = rigged()
    table.set_view(engine.view(0))
    king = card_button(table, "AS")
    king.setFocus()
    qtbot.waitUntil(king.hasFocus)
    with qtbot.assertNotEmitted(table.callRequested):
        qtbot.keyClick(king, Qt.Key.Key_Return)
    assert table.pitch_button.isVisible() and table.pitch_button.hasFocus()
    assert "Enter again" in table.status.text()
    with qtbot.waitSignal(table.callRequested) as said:
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert said.args == [PitchCard(0, king.face)]


def test_the_end_of_hand_panel_gives_next_hand_the_focus_so_enter_deals(
    qtbot, table: PitchTableWidget
) -> None:
    """The panel's Next hand is its default and has the focus when it appears: Enter deals the next hand."""
    engine = rigged()
    table.setFocus()
    play_out(engine, random.Random(3))
    view = engine.view(0)
    assert view.phase in (Phase.READY, Phase.GAME_OVER)
    table.set_view(view)
    panel = table.result
    qtbot.waitUntil(panel.next.hasFocus)
    assert panel.next.isDefault()
    with qtbot.waitSignal(table.nextHandRequested):
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)


def _painted(**marks: bool) -> QImage:
    image = QImage(80, 110, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    paint_card(painter, QRectF(8, 8, 64, 94), Card(Rank.KING, Suit.SPADES), **marks)
    painter.end()
    return image


def test_the_tricks_winning_card_is_marked_otherwise_than_the_focus(qapp) -> None:
    """The card taking the trick has a thick gold ring outside its edge; the focus a blue one inside it."""
    assert QColor(WINNING).hue() != QColor(HIGHLIGHT).hue()
    winning, focused = _painted(winning=True), _painted(focused=True)
    assert winning != focused
    outside = QColor.fromRgba(winning.pixel(40, 5))  # just outside the card's top edge
    assert outside.alpha() > 0 and abs(outside.hue() - QColor(WINNING).hue()) < 10
    assert QColor.fromRgba(focused.pixel(40, 5)).alpha() == 0  # the focus stays within the card
    assert QColor.fromRgba(focused.pixel(40, 10)).blue() > 200


def test_the_log_beside_the_table_has_a_heading(table: PitchTableWidget, language) -> None:
    """The cream log of calls and tricks is headed as Pit's side panel heads its parts."""
    assert table.history_title.text() == "This hand" and table.history_title.isVisible()
    assert table.history_title.objectName() == "sideTitle" and table.history_title.buddy() is table.history
    assert language("es")
    table.retranslate()
    assert (
        table.history_title.text()
        == QCoreApplication.translate("PitchTableWidget", "This hand")
        != "This hand"
    )


def test_settle_up_asks_first_and_keep_playing_is_the_default(qapp, monkeypatch) -> None:
    """P-WIN-2 ends the game: its question offers Settle up and Keep playing, the safe one the default and
    Escape; closing it settles nothing."""
    seen: list[QMessageBox] = []

    def fake_exec(box: QMessageBox) -> int:
        seen.append(box)
        return 0

    monkeypatch.setattr(QMessageBox, "exec", fake_exec)
    assert dialogs.ask_settle(None) is False
    box = seen[0]
    texts = [b.text() for b in box.buttons()]
    assert sorted(texts) == ["Keep playing", "Settle up"]
    assert box.defaultButton().text() == "Keep playing" and box.escapeButton().text() == "Keep playing"
    assert "ends the game" in box.text()
