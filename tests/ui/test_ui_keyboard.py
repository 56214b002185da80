"""Keyboard play, whole: a visible focus ring, arrows among cards and groups, Space/Enter and 1–4 to
select, O to offer, Tab through the opponents' offers, Enter to trade, B to ring; Help lists the keys; and
a whole hand from the deal to a corner with keys alone."""

from __future__ import annotations

from collections import Counter

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication
from ui_helpers import activate, start_open_game

from pit_desktop.games.pit.engine import (
    Commodity,
    CornerClaimed,
    GameSettings,
    MarketOpened,
    Phase,
    PublicOffer,
    TradeCompleted,
)
from pit_desktop.games.pit.prefs import NewGamePrefs
from pit_desktop.games.pit.ui.dialogs import show_how_to_play
from pit_desktop.games.pit.ui.hand_widget import HandWidget
from pit_desktop.games.pit.ui.keys import KEYS
from pit_desktop.games.pit.ui.offer_spot import OfferSpot
from pit_desktop.games.pit.ui.table_setup import Status
from pit_desktop.games.pit.ui.window import MainWindow
from pit_desktop.shell.focus import FOCUS_COLOUR, FOCUS_ON_LIGHT
from pit_desktop.shell.text_page import TextPage

W, B, C, OATS = Commodity.WHEAT, Commodity.BARLEY, Commodity.CORN, Commodity.OATS


def ring_pixels(widget) -> int:
    """How many of ``widget``'s pixels are the focus ring's colour (on a dark ground or a light one)."""
    image = widget.grab().toImage()
    rings = {QColor(FOCUS_COLOUR).rgb(), QColor(FOCUS_ON_LIGHT).rgb()}
    return sum(image.pixel(x, y) in rings for y in range(0, image.height(), 1) for x in range(image.width()))


def shown_hand(qtbot, cards) -> HandWidget:
    hand = HandWidget()
    qtbot.addWidget(hand)
    hand.resize(900, 260)
    hand.show()
    hand.set_hand(cards)
    activate(qtbot, hand)
    hand.setFocus()
    qtbot.waitUntil(hand.hasFocus)
    return hand


def test_the_focused_card_has_a_visible_ring(qtbot) -> None:
    hand = shown_hand(qtbot, (W, W, B))
    assert ring_pixels(hand) > 50
    hand.clearFocus()
    assert ring_pixels(hand) == 0


def test_arrows_move_among_cards_and_groups_and_keys_select(qtbot) -> None:
    """Right/Left a card, Down/Up a commodity, Space and Enter toggle, 1–4 pick that many."""
    hand = shown_hand(qtbot, (W, W, W, B, B, C))
    assert hand.focused_card() == (W, 0)
    qtbot.keyClick(hand, Qt.Key.Key_Right)
    assert hand.focused_card() == (W, 1)
    qtbot.keyClick(hand, Qt.Key.Key_Space)
    assert hand.selected_keys() == {(W, 1)}
    qtbot.keyClick(hand, Qt.Key.Key_Down)
    assert hand.focused_card() == (B, 0)
    qtbot.keyClick(hand, Qt.Key.Key_Return)
    assert hand.selected_keys() == {(B, 0)}  # another commodity replaces the selection (R-TRADE-2)
    qtbot.keyClick(hand, Qt.Key.Key_Up)
    qtbot.keyClick(hand, Qt.Key.Key_3)
    assert hand.selected_cards() == (W, W, W)
    qtbot.keyClick(hand, Qt.Key.Key_2)
    assert hand.selected_cards() == (W, W)
    qtbot.keyClick(hand, Qt.Key.Key_End)
    assert hand.focused_card() == (C, 0)


def test_help_lists_every_key(qtbot, monkeypatch) -> None:
    """How to play ends with the keys, each of :data:`KEYS`."""
    shown: list[str] = []
    monkeypatch.setattr(TextPage, "exec", lambda page: shown.append(page.text()) or 0)
    show_how_to_play(None)
    for key, does in KEYS:
        assert key in shown[0] and does in shown[0]
    for needle in ("Tab", "1 – 4", "Esc", "ring the bell"):
        assert needle in shown[0]


def test_help_lists_every_key_the_window_has(qtbot, window: MainWindow) -> None:
    """Every single-letter shortcut of the window's menus (P pauses, M mutes, …) is in :data:`KEYS`."""
    from PySide6.QtGui import QAction

    listed = {key for key, _ in KEYS}
    for action in window.findChildren(QAction):
        for sequence in action.shortcuts():
            text = sequence.toString()
            if len(text) == 1 and text.isalpha():
                assert text in listed, f"{text} ({action.text()}) is missing from Help → Keys"


def test_help_lists_each_key_once(qtbot) -> None:
    """Help → Keys says what a key does in one row, not twice in different words."""
    listed = [key for key, _ in KEYS]
    assert len(listed) == len(set(listed))


def test_the_buttons_tooltips_name_the_keys_that_do_their_work(qtbot, window: MainWindow) -> None:
    """The Offer and Withdraw buttons' tooltips name the key Help → Keys lists for them (O offers; Space
    selects a card while the hand has the focus)."""
    does = {what: key for key, what in KEYS}
    assert window.offer_button.toolTip().endswith(f"({does['offer the selected cards']})")
    assert window.withdraw_button.toolTip().endswith(f"({does['withdraw your offer']})")


FOUR = (W, B, C, OATS)
KEY_DEAL = (
    (W,) * 8 + (OATS,),
    (W,) + (C,) * 7 + (B,),
    (B,) * 4 + (OATS,) * 4 + (C,),
    (B,) * 4 + (OATS,) * 4 + (C,),
)
"""The player needs one Wheat, which Ann holds beside seven Corn and a Barley; Bob and Cleo hold the rest.
No trade with Ann gives her a corner, so the player's bell cannot lose a race to hers."""


def one_card_offer_out(window: MainWindow) -> bool:
    """Whether another player has an offer of one card out."""
    return any(o.count == 1 and o.seat != 0 for o in window.view.offers)


def press(qtbot, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """A key press, sent where the keyboard focus is, as a keyboard would."""
    qtbot.keyClick(QApplication.focusWidget(), key, modifier)


def test_a_whole_hand_from_the_deal_to_a_corner_with_keys_alone(qtbot, window: MainWindow) -> None:
    """Select the odd card with the arrows and 1, trade it for a one-card offer found with Tab (Enter), or
    offer it with O; ring with B once nine Wheat are held (R-CORNER-1). Only Ann trades: Bob and Cleo are
    held still, so the hand goes one way."""
    activate(qtbot, window)
    with qtbot.waitSignal(
        window.controller.event_received, check_params_cb=lambda e: type(e) is MarketOpened
    ):
        window.start_game(
            NewGamePrefs(GameSettings(players=4, sort_time_s=0, bull_bear=False)),
            commodities=FOUR,
            first_dealer=3,
            deal=KEY_DEAL,
            seed=3,
        )
        for runner in window.controller.runners[1:]:
            runner.pause()
    qtbot.waitUntil(lambda: window.view is not None and window.view.phase is Phase.OPEN)
    assert QApplication.focusWidget() is window.hand
    for _ in range(20):  # a trade or two; each round sends keys only, then waits for the table to change
        hand = window.view.hand
        if Counter(hand)[W] == 9:
            break
        while QApplication.focusWidget() is not window.hand:
            press(qtbot, Qt.Key.Key_Backtab)
        press(qtbot, Qt.Key.Key_Home)
        while window.hand.focused_card()[0] is W:
            press(qtbot, Qt.Key.Key_Right)
        press(qtbot, Qt.Key.Key_1)
        odd = window.hand.selected_cards()
        assert len(odd) == 1 and odd[0] is not W
        ones = [
            s.offer_spot for s in window.table.seats if s.offer_spot.offer and s.offer_spot.offer.count == 1
        ]
        if ones:
            for _ in range(len(window.table.seats) + 1):
                press(qtbot, Qt.Key.Key_Tab)
                spot = QApplication.focusWidget()
                if isinstance(spot, OfferSpot) and spot.offer is not None and spot.offer.count == 1:
                    break
            assert isinstance(spot, OfferSpot)
            offer = spot.offer
            press(qtbot, Qt.Key.Key_Return)
            qtbot.waitUntil(
                lambda hand=hand, spot=spot, offer=offer: window.view.hand != hand or spot.offer != offer
            )
        else:
            if window.view.my_offer is None:
                press(qtbot, Qt.Key.Key_O)
                qtbot.waitUntil(
                    lambda hand=hand: window.view.my_offer is not None or window.view.hand != hand
                )
            qtbot.waitUntil(lambda hand=hand: window.view.hand != hand or one_card_offer_out(window))
    assert Counter(window.view.hand)[W] == 9
    with qtbot.waitSignal(
        window.controller.event_received, check_params_cb=lambda e: type(e) is CornerClaimed
    ):
        press(qtbot, Qt.Key.Key_B)
    qtbot.waitUntil(lambda: window.view.phase is Phase.READY)
    assert window.view.scores[0] == W.points


def focus_an_offer(qtbot, window: MainWindow, count: int):
    """Put an offer of ``count`` cards (id 999) out at the first opponent's seat and give it the keyboard
    focus; returns the seat."""
    seat = window.table.seats[0]
    seat.offer_spot.set_offer(
        PublicOffer(offer_id=999, seat=seat.seat, count=count, posted_at_s=0.0), silent=False
    )
    seat.offer_spot.setFocus()
    qtbot.waitUntil(seat.offer_spot.hasFocus)
    return seat


def test_an_offer_that_goes_while_focused_gives_the_keys_back_to_the_hand(qtbot, window: MainWindow) -> None:
    """A Space meant for a card must not land on another offer: when the focused offer goes, the hand has
    the focus again; Space on an offer does nothing, Enter trades."""
    start_open_game(qtbot, window)
    activate(qtbot, window)
    seat = focus_an_offer(qtbot, window, count=1)
    asked: list[int] = []
    seat.offer_spot.clicked.connect(asked.append)
    press(qtbot, Qt.Key.Key_Space)
    assert asked == []
    press(qtbot, Qt.Key.Key_Return)
    assert len(asked) == 1
    seat.offer_spot.set_offer(None, silent=False)
    qtbot.waitUntil(window.hand.hasFocus)


def test_an_enter_meant_for_an_offer_that_went_says_so_and_selects_nothing(qtbot, window: MainWindow) -> None:
    """Two cards selected, Tab to Ann's offer; a bot takes it: the status line says Ann's offer is gone, and
    the player's Enter (meant for the offer) leaves the selection as it was and says it again; any other
    key ends that, and Enter selects again."""
    start_open_game(qtbot, window)
    activate(qtbot, window)
    face = Counter(window.view.hand).most_common(1)[0][0]
    window.hand.set_selection((face, face))
    selected = window.hand.selected_keys()
    seat = focus_an_offer(qtbot, window, count=2)
    seat.offer_spot.set_offer(None, silent=False)  # a bot took it
    qtbot.waitUntil(window.hand.hasFocus)
    gone = f"{seat.offer_spot.owner}'s offer is gone."
    assert window.status_text() == gone
    window.show_status(Status("Something else"))
    press(qtbot, Qt.Key.Key_Return)
    assert window.hand.selected_keys() == selected
    assert window.status_text() == gone
    press(qtbot, Qt.Key.Key_Return)  # once said, Enter is the hand's again
    assert window.hand.selected_keys() != selected
    window.hand.take_focus_from_gone_offer(gone)
    press(qtbot, Qt.Key.Key_M)  # another key (a window shortcut: mute) ends the wait too
    before = window.hand.selected_keys()
    press(qtbot, Qt.Key.Key_Return)
    assert window.hand.selected_keys() != before


def test_an_offer_the_player_took_is_no_news(qtbot, window: MainWindow) -> None:
    """The focused offer goes because the player's Enter took it: no "gone", and Enter is the hand's."""
    start_open_game(qtbot, window)
    activate(qtbot, window)
    seat = focus_an_offer(qtbot, window, count=1)
    window._on_event(TradeCompleted(0, 0.0, offer_id=999, offerer=seat.seat, accepter=0, count=1))
    seat.offer_spot.set_offer(None, silent=False)
    qtbot.waitUntil(window.hand.hasFocus)
    assert "gone" not in window.status_text()
    before = window.hand.selected_keys()
    press(qtbot, Qt.Key.Key_Return)
    assert window.hand.selected_keys() != before


def test_the_themed_buttons_show_the_focus_ring(qtbot, qapp) -> None:
    """Tab onto Offer or Withdraw shows the same ring as the cards (the game's theme draws the buttons)."""
    from PySide6.QtWidgets import QPushButton

    from pit_desktop.shell.theme import apply_theme

    apply_theme(qapp)
    button = QPushButton("Offer")
    qtbot.addWidget(button)
    button.show()
    activate(qtbot, button)
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    assert ring_pixels(button) > 20
    button.clearFocus()
    assert ring_pixels(button) == 0


def test_a_refusal_gives_way_to_the_next_action(qtbot, window: MainWindow) -> None:
    """W with no offer out is refused in the status line; the refusal stays while nothing else happens, and
    gives way at the player's next key (here Right, which moves among the cards and has no news of its
    own); a refusal followed by an offer shows the offer's news."""
    start_open_game(qtbot, window)
    activate(qtbot, window)
    window.hand.setFocus()
    qtbot.keyClick(window.hand, Qt.Key.Key_W)
    assert window.status.refusal_showing(), window.status_text()
    refusal = window.status_text()
    qtbot.waitUntil(lambda: window.status._watching)  # the W's own press is over
    assert window.status_text() == refusal
    qtbot.keyClick(window.hand, Qt.Key.Key_Right)
    assert not window.status.refusal_showing() and window.status_text() == ""
    qtbot.keyClick(window.hand, Qt.Key.Key_W)
    assert window.status.refusal_showing()
    qtbot.waitUntil(lambda: window.status._watching)
    qtbot.keyClick(window.hand, Qt.Key.Key_1)  # one card of the focused commodity
    qtbot.keyClick(window.hand, Qt.Key.Key_O)
    assert not window.status.refusal_showing()
    assert window.status_text().startswith("You offer 1 card")


def test_a_count_key_beyond_the_cards_held_says_so(qtbot) -> None:
    """2 on a commodity of which one card is held selects that card and says there is only one."""
    oats, wheat = Commodity.OATS, Commodity.WHEAT
    hand = HandWidget()
    qtbot.addWidget(hand)
    hand.resize(900, 260)
    hand.show()
    hand.set_hand((oats, wheat, wheat, wheat))
    hand.setFocus()
    hand.focus_card((oats, 0))
    with qtbot.waitSignal(hand.notice) as said:
        qtbot.keyClick(hand, Qt.Key.Key_2)
    assert said.args == ["You hold only 1 card of Oats."]
    assert hand.selected_cards() == (oats,)
    with qtbot.assertNotEmitted(hand.notice):
        hand.focus_card((wheat, 0))
        qtbot.keyClick(hand, Qt.Key.Key_2)
    assert hand.selected_cards() == (wheat, wheat)


@pytest.mark.parametrize("language", ["en", "es", "pt_BR", "fr", "it", "hr"])
def test_help_names_each_shortcut_as_the_menus_do(qtbot, window: MainWindow, language: str) -> None:
    """Help → Keys names a shortcut in the words the menus show beside it (Qt's, "Control+N" in
    Spanish, "Échap" in French), not in words of its own."""
    from PySide6.QtGui import QAction, QKeySequence

    from pit_desktop.games.pit.ui.keys import keys_html
    from pit_desktop.shell.language import use_language

    assert use_language(language)
    html = keys_html()
    shown = {
        action.shortcut().toString(QKeySequence.SequenceFormat.PortableText): action.shortcut().toString(
            QKeySequence.SequenceFormat.NativeText
        )
        for action in window.findChildren(QAction)
        if not action.shortcut().isEmpty()
    }
    for portable in ("Ctrl+N", "Ctrl+Q", "Esc", "F1"):
        assert f"<b>{shown[portable]}</b>" in html, (portable, shown[portable])
