"""The Pitch table's calls and cards as a new player meets them: the seat's past bid and the prompt's bid to
make are two texts (each language words them apart), card names take the article their gender wants, and a
refusal keeps its rule id in the tooltip."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from test_ui_pitch_table import NAMES, playing, rigged
from ui_helpers import activate

from pit_desktop.pitch.engine.cards import Card, Rank, Suit, cards
from pit_desktop.pitch.engine.commands import Bid, PitchCard, PlayCard
from pit_desktop.pitch.engine.errors import RenegeError
from pit_desktop.ui.language import use_language
from pit_desktop.ui.pitch.presenter import PitchPresenter
from pit_desktop.ui.pitch.table import PitchTableWidget
from pit_desktop.ui.pitch.words import call_text, refusal_text, the_card


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
        ("fr", Card(Rank.QUEEN, Suit.HEARTS), "la Dame de Cœur"),
        ("fr", Card(Rank.ACE, Suit.SPADES), "l'As de Pique"),
        ("fr", Card(Rank.KING, Suit.SPADES), "le Roi de Pique"),
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
