"""Trading in the window: drops on the trading floor and on a bot's offer, refusals, received cards."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from ui_helpers import hold_bots, start_open_game, take_players_offer

from pit_desktop.games.pit.engine import (
    CardsReceived,
    Commodity,
    GameSettings,
    MakeOffer,
    OfferPosted,
    PublicOffer,
    TradeCompleted,
)
from pit_desktop.games.pit.prefs import NewGamePrefs
from pit_desktop.games.pit.ui.mime import encode_cards
from pit_desktop.games.pit.ui.window import MainWindow


def drop(widget, cards) -> QDropEvent:
    """Deliver a drop of ``cards`` (as the hand's drag would carry them) to ``widget``'s drop handler."""
    mime = encode_cards(cards)
    event = QDropEvent(
        QPointF(widget.width() / 2, widget.height() / 2),
        Qt.DropAction.MoveAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    widget.dropEvent(event)
    return event


def drag_enter(widget, cards) -> bool:
    """Deliver the start of a drag of ``cards`` over ``widget``; whether it was taken."""
    return _over(widget, cards, QDragEnterEvent, widget.dragEnterEvent)


def drag_move(widget, cards) -> bool:
    """Deliver a move of a drag of ``cards`` over ``widget``, as Qt sends one at every motion of the
    pointer; whether a drop there would be taken."""
    return _over(widget, cards, QDragMoveEvent, widget.dragMoveEvent)


def _over(widget, cards, kind: type[QDragMoveEvent], handler) -> bool:
    """Build a drag event of ``kind`` carrying ``cards`` at ``widget``'s middle, hand it to ``handler``,
    and say whether it was taken (the event is not returned: its data goes with this call)."""
    mime = encode_cards(cards)  # kept alive while the event is handled
    event = kind(
        QPoint(widget.width() // 2, widget.height() // 2),
        Qt.DropAction.MoveAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    event.ignore()
    handler(event)
    return event.isAccepted()


def a_group(window: MainWindow, size: int = 1) -> tuple[Commodity, ...]:
    """``size`` cards of one commodity from the player's hand."""
    counts = Counter(c for c in window.view.hand if type(c) is Commodity)
    face = next(c for c, n in counts.items() if n >= size)
    return (face,) * size


def test_drop_on_trading_floor_offers_and_a_bot_trades(qtbot, window: MainWindow) -> None:
    """R-TRADE-2, R-TRADE-4: a drop of one card offers it; Ann takes it (the test sends her acceptance to
    the engine as her bot would, the bots held still, so that no race among them decides it); the new card
    shows."""
    start_open_game(qtbot, window)
    hold_bots(window)
    cards = a_group(window)
    engine = window.controller.engine
    drop(window.floor, cards)
    assert window.status_text().startswith("You offer 1")
    with qtbot.waitSignal(
        window.controller.event_received,
        check_params_cb=lambda e: type(e) is CardsReceived and e.seat == 0,
    ) as got:
        take_players_offer(qtbot, window)
    received: CardsReceived = got.args[0]
    assert received.gave == cards
    qtbot.waitUntil(lambda: window.hand.hand() == engine.hands()[0])
    assert received.cards[0] in window.hand.received()
    assert any(line.startswith("You gave 1 ") for line in window.side.ticker_lines())


def test_drop_on_a_bot_offer_trades_with_it(qtbot, window: MainWindow) -> None:
    """R-TRADE-4: dropping as many cards on a bot's offer swaps them (retrying if the offer went first)."""
    start_open_game(qtbot, window, NewGamePrefs(GameSettings(players=3, sort_time_s=0, bull_bear=False)))
    traded: list[bool] = []

    def try_trade() -> bool:
        counts = Counter(c for c in window.view.hand if type(c) is Commodity)
        for seat in window.table.seats:
            offer: PublicOffer | None = seat.offer_spot.offer
            if offer is None:
                continue
            face = next((c for c, n in counts.items() if n >= offer.count), None)
            if face is not None:
                before = window.controller.engine.hands()[0]
                drop(seat.offer_spot, (face,) * offer.count)
                if window.controller.engine.hands()[0] != before:
                    traded.append(True)
                    return True
        return False

    qtbot.waitUntil(try_trade)
    assert traded
    engine = window.controller.engine
    qtbot.waitUntil(lambda: window.hand.hand() == engine.hands()[0])
    qtbot.waitUntil(lambda: bool(window.hand.received()))


def test_click_selected_cards_then_offer_button(qtbot, window: MainWindow) -> None:
    """Selecting cards and pressing Offer posts an offer of that many."""
    start_open_game(qtbot, window, NewGamePrefs(GameSettings(players=3, sort_time_s=0, bull_bear=False)))
    cards = a_group(window, 2)
    window.hand.set_selection(cards)
    assert window.hand.selected_cards() == cards
    with qtbot.waitSignal(
        window.controller.event_received,
        check_params_cb=lambda e: type(e) is OfferPosted and e.seat == 0 and e.count == 2,
    ):
        assert window.offer_selection()
    assert window.hand.selected_cards() == ()


@pytest.mark.parametrize(
    ("cards", "needle"),
    [
        ((Commodity.WHEAT, Commodity.BARLEY), "one commodity"),
        ((Commodity.WHEAT,) * 5, "at most 4"),
        ((), "at least one"),
    ],
)
def test_bad_floor_drops_are_refused_with_the_engines_reason(
    qtbot, window: MainWindow, cards, needle
) -> None:
    """R-TRADE-2: mixed commodities, five cards or none: a clear message; nothing changes."""
    start_open_game(qtbot, window)
    hand_before = window.controller.engine.hands()[0]
    drop(window.floor, cards)
    assert needle in window.status_text()
    assert "(R-" not in window.status_text() and "(V-" not in window.status_text()
    assert window.status.property("error") is True
    assert window.controller.engine.hands()[0] == hand_before
    assert window.controller.engine.view(0).my_offer is None


def test_offer_before_the_market_opens_is_refused(qtbot, window: MainWindow) -> None:
    """R-DEAL-3: no offer during the sorting period."""
    window.start_game(NewGamePrefs(GameSettings(players=3, sort_time_s=60)))
    qtbot.waitUntil(lambda: window.view is not None)
    drop(window.floor, (window.view.hand[0],))
    refused = window.status_text()
    assert "not open yet" in refused
    assert not window.bell.isEnabled()
    window.hand.set_selection(window.view.hand[:1])
    assert not window.offer_selection()  # the hint before trying: the engine's refusal, in the same words
    assert window.status_text() == refused


def test_accepting_a_gone_offer_or_with_the_wrong_count_is_refused(qtbot, window: MainWindow) -> None:
    """R-TRADE-7 (offer gone) and R-TRADE-4 (count mismatch): messages, nothing lost."""
    start_open_game(qtbot, window, NewGamePrefs(GameSettings(players=3, sort_time_s=0, bull_bear=False)))
    hand_before = window.controller.engine.hands()[0]
    assert not window.trade_cards(10_000, a_group(window))
    assert "offer is gone" in window.status_text()
    assert window.controller.engine.hands()[0] == hand_before

    def wrong_count() -> bool:
        for seat in window.table.seats:
            offer = seat.offer_spot.offer
            if offer is not None and offer.count < 4:
                cards = window.view.hand[: offer.count + 1]
                if (
                    not window.trade_cards(offer.offer_id, cards)
                    and "hand over exactly" in window.status_text()
                ):
                    return True
        return False

    qtbot.waitUntil(wrong_count)
    assert Counter(window.controller.engine.hands()[0]).total() == len(hand_before)


def test_trade_selection_without_cards_explains(qtbot, window: MainWindow, sound) -> None:
    """Clicking an offer or pressing Space with nothing selected gives a gentle hint (no refusal, no sound),
    as the disabled Offer button suggests."""
    start_open_game(qtbot, window)
    window.hand.clear_selection()
    assert not window.offer_button.isEnabled()
    assert not window.trade_selection(1)
    assert "Select" in window.status_text() and window.status.property("error") is False
    assert not window.offer_selection()
    assert window.status_text().startswith("Select 1–4 cards") and window.status.property("error") is False
    assert "refused" not in sound.played


def test_space_while_sorting_is_a_hint_not_a_refusal(qtbot, window: MainWindow, sound) -> None:
    """R-DEAL-3: Space while sorting, cards selected, says to wait, as the disabled Offer button does."""
    window.start_game(NewGamePrefs(GameSettings(players=3, sort_time_s=60)))
    qtbot.waitUntil(lambda: window.view is not None)
    window.hand.set_selection(window.view.hand[:1])
    assert not window.offer_button.isEnabled()
    assert not window.offer_selection()
    assert "not open yet" in window.status_text() and window.status.property("error") is False
    assert "refused" not in sound.played
    assert window.controller.engine.view(0).my_offer is None


def test_a_drop_that_is_not_cards_is_explained(qtbot, window: MainWindow) -> None:
    """A drop carrying unreadable card names gets a message, not an exception."""
    from PySide6.QtCore import QMimeData

    from pit_desktop.games.pit.ui.mime import CARDS_MIME

    start_open_game(qtbot, window)
    mime = QMimeData()
    mime.setData(CARDS_MIME, b'["Gold"]')
    event = QDropEvent(
        QPointF(5, 5),
        Qt.DropAction.MoveAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    window.floor.dropEvent(event)
    assert window.status_text() == "That drop holds no cards from your hand."


def test_a_drop_on_an_offer_that_just_went_says_it_is_gone(qtbot, window: MainWindow) -> None:
    """R-TRADE-7: bots trade during a drag; a drop on an offer that vanished meanwhile is explained."""
    start_open_game(qtbot, window, NewGamePrefs(GameSettings(players=3, sort_time_s=0, bull_bear=False)))
    spot = window.table.seats[0].offer_spot
    spot.set_offer(PublicOffer(offer_id=10_000, seat=1, count=1, posted_at_s=0.0), silent=False)
    assert drag_enter(spot, a_group(window))
    spot.set_offer(None, silent=False)  # gone during the drag
    hand_before = window.controller.engine.hands()[0]
    drop(spot, a_group(window))
    assert "That offer is gone" in window.status_text()
    assert window.controller.engine.hands()[0] == hand_before


def test_a_seat_without_an_offer_is_no_drop_target(qtbot, window: MainWindow) -> None:
    """A drag over a seat with no open offer is not taken (no highlight); the floor still takes it."""
    window.start_game(NewGamePrefs(GameSettings(players=3, sort_time_s=60)))
    qtbot.waitUntil(lambda: window.view is not None)
    spot = window.table.seats[1].offer_spot
    cards = (window.view.hand[0],)
    assert spot.offer is None
    assert not drag_enter(spot, cards)
    assert not spot._hover
    assert drag_enter(window.floor, cards)
    spot.set_offer(PublicOffer(offer_id=5, seat=2, count=1, posted_at_s=0.0), silent=False)
    assert drag_enter(spot, cards) and spot._hover


STILL = 0.0001
"""Game seconds per real second for a table whose bots never get to act during a test (a reaction of
0.25 game seconds takes 40 real minutes)."""


def _still_open_market(qtbot, make_window) -> MainWindow:
    """A window whose market is open (R-TRADE-1) and whose bots stay still, so no seat posts an offer."""
    window = make_window(time_scale=STILL)
    start_open_game(qtbot, window)
    return window


def test_a_drop_on_a_seat_that_never_offered_is_explained(qtbot, make_window) -> None:
    """A drop where there is no offer at all tells the player where to drop."""
    window = _still_open_market(qtbot, make_window)
    spot = window.table.seats[1].offer_spot
    drop(spot, (window.view.hand[0],))
    assert "Bob has no offer out" in window.status_text()


def test_cards_let_go_over_a_seat_with_no_offer_are_explained(qtbot, make_window) -> None:
    """The seat took no drag (its offer went before the cards got there): the hand's missed drag is
    explained there, and only there."""
    window = _still_open_market(qtbot, make_window)
    seat = window.table.seats[1]
    window.hand.drag_missed.emit(window.hand.mapToGlobal(window.hand.rect().center()))
    assert "has no offer out" not in window.status_text()  # let go over the hand: a change of mind
    window.hand.drag_missed.emit(seat.mapToGlobal(seat.rect().center()))
    assert window.status_text().startswith(f"{window.setup.name(seat.seat)} has no offer out")
    seat.offer_spot.set_offer(PublicOffer(offer_id=7, seat=seat.seat, count=2, posted_at_s=0.0), silent=False)
    window.hand.drag_missed.emit(seat.name.mapToGlobal(seat.name.rect().center()))  # beside the offer
    assert (
        window.status_text()
        == f"To trade with {window.setup.name(seat.seat)}, drop your cards on the offer itself."
    )


def test_clicking_selected_cards_onto_a_seat_with_no_offer_says_so(qtbot, make_window) -> None:
    window = _still_open_market(qtbot, make_window)
    spot = window.table.seats[0].offer_spot
    qtbot.mouseClick(spot, Qt.MouseButton.LeftButton)
    assert "has no offer out" not in window.status_text()  # nothing selected: just a click
    window.hand.toggle(window.view.hand[0], False)
    qtbot.mouseClick(spot, Qt.MouseButton.LeftButton)
    assert window.status_text().startswith(f"{window.setup.name(1)} has no offer out")


def test_cards_sent_to_an_offer_that_just_went_say_it_is_gone(qtbot, make_window, monkeypatch) -> None:
    """R-TRADE-7: within a few seconds of an offer going, a click or a missed drop there says it is gone;
    later, that the seat has no offer out."""
    from pit_desktop.games.pit.ui import offer_spot

    now = [1000.0]
    monkeypatch.setattr(offer_spot.time, "monotonic", lambda: now[0])
    window = _still_open_market(qtbot, make_window)
    seat = window.table.seats[0]
    seat.offer_spot.set_offer(PublicOffer(offer_id=9, seat=seat.seat, count=1, posted_at_s=0.0), silent=False)
    seat.offer_spot.set_offer(None, silent=False)  # a bot took it
    window.hand.toggle(window.view.hand[0], False)
    name = window.setup.name(seat.seat)
    qtbot.mouseClick(seat.offer_spot, Qt.MouseButton.LeftButton)
    assert window.status_text() == "That offer is gone: someone traded for it first, or it was withdrawn."
    tried = window.controller.engine.hand_log().commands[-1].command
    assert type(tried).__name__ == "AcceptOffer" and tried.offer_id == 9  # the try is in the record
    now[0] += offer_spot.GONE_S
    window.hand.drag_missed.emit(seat.mapToGlobal(seat.rect().center()))
    assert window.status_text().startswith(f"{name} has no offer out")


def test_a_slower_players_drop_on_a_gone_offer_still_counts_as_a_try(qtbot, make_window, monkeypatch) -> None:
    """Issue 21: with the bots matching a player measured twice as slow as the Human seat, cards sent to a
    seat 4 s after its offer went still go to that offer (refused as gone, a try in the record), as the meter
    chains a repost within GONE_S times the take factor; after twice GONE_S, the seat has no offer out."""
    from pit_desktop.games.pit.ui import offer_spot

    now = [1000.0]
    monkeypatch.setattr(offer_spot.time, "monotonic", lambda: now[0])
    window = _still_open_market(qtbot, make_window)
    assert window.controller.matching and window.controller.meter is not None
    window.controller.meter.take = 2.0
    seat = window.table.seats[0]
    seat.offer_spot.set_offer(PublicOffer(offer_id=9, seat=seat.seat, count=1, posted_at_s=0.0), silent=False)
    seat.offer_spot.set_offer(None, silent=False)  # a bot took it
    now[0] += offer_spot.GONE_S + 1.0
    window.hand.toggle(window.view.hand[0], False)
    qtbot.mouseClick(seat.offer_spot, Qt.MouseButton.LeftButton)
    assert window.status_text() == "That offer is gone: someone traded for it first, or it was withdrawn."
    tried = window.controller.engine.hand_log().commands[-1].command
    assert type(tried).__name__ == "AcceptOffer" and tried.offer_id == 9
    now[0] += offer_spot.GONE_S
    window.hand.drag_missed.emit(seat.mapToGlobal(seat.rect().center()))
    assert window.status_text().startswith(f"{window.setup.name(seat.seat)} has no offer out")


def _bots_offer(window: MainWindow, seat: int, count: int) -> None:
    """``seat`` posts an offer of ``count`` cards of one commodity, sent to the engine as its bot would."""
    hand = window.controller.engine.hands()[seat]
    face = next(c for c in hand if type(c) is Commodity and hand.count(c) >= count)
    window.controller.engine.submit(MakeOffer(seat, (face,) * count))


def test_an_offer_posted_under_a_drag_takes_its_drop(qtbot, make_window) -> None:
    """R-TRADE-4: cards dragged over a seat before its bot posted its offer again: once the offer is
    there, the next move of the pointer is taken and lit (Qt kept the answer the seat gave when the drag
    came in); let go with no move since, the cards still go to the offer, not "drop your cards on the
    offer itself" while the pointer is on it."""
    window = _still_open_market(qtbot, make_window)
    seat = window.table.seats[0]
    spot = seat.offer_spot
    mine = a_group(window)
    assert not drag_enter(spot, mine)
    _bots_offer(window, seat.seat, 1)
    qtbot.waitUntil(lambda: spot.offer is not None)
    assert drag_move(spot, mine) and spot._hover
    window.hand.set_selection(mine)
    with qtbot.waitSignal(
        window.controller.event_received, check_params_cb=lambda e: type(e) is TradeCompleted
    ):
        window.hand.drag_missed.emit(spot.mapToGlobal(spot.rect().center()))  # Qt delivered no drop
    assert "drop your cards on the offer itself" not in window.status_text()


def test_a_drop_the_table_shows_no_offer_for_goes_to_the_seats_offer_now(qtbot, make_window) -> None:
    """R-TRADE-4, R-TRADE-7: Ann's offer went and she posted one card again; before the table shows it,
    two cards dropped on her seat are refused for the count, as the engine says, not told "Ann's offer is
    gone"; nothing is traded."""
    window = _still_open_market(qtbot, make_window)
    seat = window.table.seats[0]
    spot = seat.offer_spot
    spot.set_offer(PublicOffer(offer_id=9, seat=seat.seat, count=2, posted_at_s=0.0), silent=False)
    spot.set_offer(None, silent=False)  # withdrawn, to be posted again lower
    _bots_offer(window, seat.seat, 1)  # in the engine; the table hears of it later
    hand_before = window.controller.engine.hands()[0]
    two = a_group(window, 2)
    drop(spot, two)  # the drag came while no offer showed there
    assert window.status_text() == "That offer holds 1 card: hand over exactly as many."
    window.hand.set_selection(two)
    window.hand.drag_missed.emit(spot.mapToGlobal(spot.rect().center()))  # the same, its drop not taken
    assert window.status_text() == "That offer holds 1 card: hand over exactly as many."
    assert window.controller.engine.hands()[0] == hand_before


def test_the_window_and_the_speed_meter_agree_on_how_long_a_gone_offer_is_still_aimed_at() -> None:
    """Cards sent to a seat within GONE_S of its offer going name that offer in the window; the meter
    counts a same-count repost within the same time as the offer the person saw (issue 21)."""
    from pit_desktop.games.pit.bots import matching
    from pit_desktop.games.pit.ui import offer_spot

    assert offer_spot.GONE_S == matching.GONE_S
