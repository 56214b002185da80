"""Trades the player can follow: their own trades in full, the Bull and the Bear arriving marked, a log
that keeps its place while read, this hand's trades on their own page, and a note while holding the Bull
or the Bear."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor
from ui_helpers import hold_bots, start_open_game, take_players_offer

from pit_desktop.games.pit.engine import BEAR, BULL, CardsReceived, Commodity, GameSettings, HandDealt
from pit_desktop.games.pit.ui.holding_note import HoldingNote
from pit_desktop.games.pit.ui.presenter import Presenter
from pit_desktop.games.pit.ui.side_panel import SidePanel
from pit_desktop.games.pit.ui.table_setup import TableSetup, seat_names
from pit_desktop.games.pit.ui.trade_log import MARK_COLOUR, TICKER_MAX, TradeLog
from pit_desktop.games.pit.ui.window import MainWindow

OATS, COFFEE, WHEAT = Commodity.OATS, Commodity.COFFEE, Commodity.WHEAT
SETUP = TableSetup(GameSettings(players=4, names=seat_names(4)), (None,) * 4, 0, ())


def received(cards, gave, from_seat: int = 3, seq: int = 1) -> CardsReceived:
    return CardsReceived(seq, 0.0, 0, from_seat, cards, gave)


def own_trade_text(event: CardsReceived, setup: TableSetup) -> str:
    return Presenter(setup).own_trade(event)


def test_own_trade_is_told_in_full(qapp) -> None:
    """What was given, to whom, and what came back, the Bull and the Bear by name."""
    text = own_trade_text(received((COFFEE, COFFEE, BEAR), (OATS, OATS, OATS)), SETUP)
    assert text == f"You gave 3 Oats to {SETUP.name(3)} and got 2 Coffee and the Bear"
    text = own_trade_text(received((WHEAT, BULL, BEAR), (OATS,) * 3, from_seat=1), SETUP)
    assert text == f"You gave 3 Oats to {SETUP.name(1)} and got 1 Wheat, the Bull and the Bear"


@pytest.fixture
def side(qtbot) -> SidePanel:
    panel = SidePanel()
    qtbot.addWidget(panel)
    panel.set_setup(SETUP)
    return panel


def test_own_trades_go_to_the_log_and_to_your_trades_until_the_next_deal(side: SidePanel) -> None:
    """Each of the player's trades is one full line in the pit and under **Your trades**; the Bear
    arriving is marked; a new deal empties **Your trades** only."""
    side.log(received((BEAR,), (OATS,)))
    side.log(received((WHEAT, WHEAT), (OATS, OATS), seq=2))
    mine = side.trades.lines(side.trades.mine)
    assert mine == side.ticker_lines() and len(mine) == 2
    bear_line = side.trades.mine.item(0)
    assert "the Bear" in bear_line.text()
    assert bear_line.font().bold() and bear_line.foreground().color() == QColor(MARK_COLOUR)
    assert not side.trades.mine.item(1).font().bold()
    side.log(HandDealt(3, 0.0, 2, 1, (9, 9, 9, 9), 0.0))
    assert side.trades.lines(side.trades.mine) == []
    assert len(side.ticker_lines()) == 3


def test_a_real_trade_is_named_in_full(qtbot, window: MainWindow) -> None:
    """R-TRADE-4: Ann takes the player's one-card offer; the log names both cards, not "traded 1"."""
    start_open_game(qtbot, window)
    hold_bots(window)  # Ann's taking of the offer below is the only trade: no race decides the test
    give = next(c for c in window.view.hand if type(c) is Commodity)
    assert window.offer_cards((give,))
    with qtbot.waitSignal(
        window.controller.event_received,
        check_params_cb=lambda e: type(e) is CardsReceived and e.seat == 0,
    ) as got:
        take_players_offer(qtbot, window)
    event = got.args[0]
    line = own_trade_text(event, window.setup)
    one = Presenter(window.setup).commodity_count(give, 1)  # "1 Oat": the singular, whatever was dealt
    assert line.startswith(f"You gave {one} to ") and " and got " in line
    assert line in window.side.ticker_lines()
    assert window.side.trades.lines(window.side.trades.mine) == [line]
    assert not any("with you" in text for text in window.side.ticker_lines())


@pytest.fixture
def log(qtbot) -> TradeLog:
    widget = TradeLog()
    qtbot.addWidget(widget)
    widget.resize(260, 200)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_the_log_follows_the_news_only_from_the_bottom(log: TradeLog) -> None:
    """Scrolled up to read, the log stays put as lines come; at the bottom it follows them."""
    bar = log.ticker.verticalScrollBar()
    for i in range(60):
        log.add(f"line {i}")
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    bar.setValue(bar.maximum() // 3)
    reading = bar.value()
    log.add("news")
    assert bar.value() == reading
    bar.setValue(bar.maximum())
    log.add("more news")
    assert bar.value() == bar.maximum()


def test_the_log_still_follows_the_news_after_a_resize(qtbot, log: TradeLog) -> None:
    """At the bottom, the window narrows (long lines wrap to more rows, so the list grows under the view):
    the player never scrolled, so the next lines still show at the bottom."""
    bar = log.ticker.verticalScrollBar()
    for i in range(40):
        log.add(f"Bob traded 2 cards with Finn, line {i} of the trading pit")
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    longest = bar.maximum()
    log.resize(log.width() // 2, log.height())
    qtbot.waitUntil(lambda: bar.maximum() > longest)
    log.add("news")
    news = log.ticker.item(log.ticker.count() - 1)
    qtbot.waitUntil(lambda: log.ticker.viewport().rect().contains(log.ticker.visualItemRect(news).center()))


def test_the_line_being_read_stays_when_old_lines_go(log: TradeLog) -> None:
    """At :data:`TICKER_MAX` the oldest lines go; the line at the top of the view stays there."""
    for i in range(TICKER_MAX):
        log.add(f"line {i}")
    log.ticker.scrollToItem(log.ticker.item(50), log.ticker.ScrollHint.PositionAtTop)
    top = log.ticker.itemAt(log.ticker.viewport().rect().topLeft()).text()
    for i in range(5):
        log.add(f"new {i}")
    assert log.ticker.count() == TICKER_MAX
    assert log.ticker.itemAt(log.ticker.viewport().rect().topLeft()).text() == top


def test_the_table_says_when_the_player_holds_the_bear_or_the_bull(qtbot) -> None:
    """R-CORNER-3, R-SCORE-2: a plain note while the hand in play holds the Bear or the Bull."""
    note = HoldingNote()
    qtbot.addWidget(note)
    note.show_hand((WHEAT,) * 8 + (BEAR,), in_play=True)
    assert not note.isHidden() and "You hold the Bear" in note.text() and "−20" in note.text()
    note.show_hand((WHEAT,) * 8 + (BULL, BEAR), in_play=True)
    assert "Bear" in note.text() and "You hold the Bull" in note.text()
    note.show_hand((WHEAT,) * 8 + (BULL,), in_play=False)
    assert note.isHidden()
    note.show_hand((WHEAT,) * 9, in_play=True)
    assert note.isHidden()


@pytest.mark.parametrize("appearance", ["dark", "light"])
def test_the_note_on_holding_both_shows_whole(qtbot, qapp, window: MainWindow, appearance: str) -> None:
    """Holding the Bull and the Bear, the note says both in one sentence that its lines hold whole, in
    either scheme (it grows a line rather than cut one where a translation is longer)."""
    from PySide6.QtWidgets import QApplication

    from pit_desktop.games.pit.prefs import Appearance
    from pit_desktop.shell.theme import apply_theme

    apply_theme(qapp)
    window.set_appearance(Appearance(appearance))
    window.holding.show_hand((WHEAT,) * 8 + (BULL, BEAR), in_play=True)
    qtbot.waitUntil(lambda: window.holding.height() >= window.holding.sizeHint().height())
    QApplication.processEvents()
    note = window.holding
    assert "Bull" in note.text() and "Bear" in note.text() and "−20" in note.text()
    assert note.needs_height() <= note.contentsRect().height()


def test_bull_and_bear_lines_take_the_new_schemes_colour(qtbot, qapp, window: MainWindow) -> None:
    """View → Appearance between dark and light recolours the Bull and Bear lines already in the log (and
    in **Your trades**), not only those that come after."""
    from pit_desktop.games.pit.prefs import Appearance
    from pit_desktop.shell.theme import MARK, apply_theme

    apply_theme(qapp)
    window.side.set_setup(SETUP)
    window.side.log(received((BEAR,), (OATS,)))
    lines = [window.side.trades.ticker.item(0), window.side.trades.mine.item(0)]
    assert [line.foreground().color() for line in lines] == [QColor(MARK[False])] * 2
    window.set_appearance(Appearance.LIGHT)
    assert [line.foreground().color() for line in lines] == [QColor(MARK[True])] * 2
    window.set_appearance(Appearance.DARK)
    assert [line.foreground().color() for line in lines] == [QColor(MARK[False])] * 2


@pytest.mark.parametrize(
    ("language", "one", "two"),
    [
        ("en", "1 Orange", "2 Oranges"),
        ("es", "1 Naranja", "2 Naranjas"),
        ("pt_BR", "1 Laranja", "2 Laranjas"),
        ("fr", "1 Orange", "2 Oranges"),
        ("it", "1 Arancia", "2 Arance"),
        ("hr", "1 Naranču", "2 Naranče"),
    ],
)
def test_a_count_of_a_commodity_takes_the_singular_or_the_plural(
    qapp, language: str, one: str, two: str
) -> None:
    """ "got 1 Orange", not "got 1 Oranges": each language words one card of a commodity in the singular and
    more in the plural (Croatian has a form for 2-4 and one for 5 and more), while the saved value stays
    ``Commodity.ORANGES.value``."""
    from pit_desktop.shell.language import use_language

    assert use_language(language)
    words = Presenter(SETUP)
    assert words.cards_words((Commodity.ORANGES,)) == one
    assert words.cards_words((Commodity.ORANGES,) * 2) == two
    assert f"{one}" in words.own_trade(received((Commodity.ORANGES,), (OATS, OATS)))
    assert Commodity.ORANGES.value == "Oranges"
    if language == "hr":
        assert words.cards_words((Commodity.BARLEY,) * 5) == "5 Ječmova"
