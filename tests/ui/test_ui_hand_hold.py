"""A hand that holds still: while the pointer is over the hand or a press is under way, a trade moves only
the cards it swaps; the rest are laid out again once the pointer leaves."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRect, Qt
from PySide6.QtGui import QEnterEvent, QFontMetrics, QPalette
from PySide6.QtWidgets import QApplication
from ui_helpers import hold_bots, start_open_game, take_players_offer

from pit_desktop.engine import BEAR, BULL, CardsReceived, Commodity
from pit_desktop.ui.hand_labels import LABEL_GAP_PX, SEPARATE_BELOW_PX
from pit_desktop.ui.hand_layout import LABEL_PX, OVERLAP, RAISE_PX
from pit_desktop.ui.hand_widget import HandWidget
from pit_desktop.ui.window import MainWindow

OAT, B, C = Commodity.OATS, Commodity.BARLEY, Commodity.CORN


def enter(widget) -> None:
    """The pointer comes over ``widget`` (the offscreen platform sends no Enter of its own)."""
    at = QPointF(5, 5)
    QApplication.sendEvent(widget, QEnterEvent(at, at, QPointF(widget.mapToGlobal(at))))


def strip(hand: HandWidget, key) -> QPoint:
    rect = hand.card_rect(key)
    return QPoint(rect.left() + round(rect.width() * OVERLAP / 2), rect.center().y())


def test_a_trade_during_a_press_keeps_the_pressed_card_under_the_pointer(qtbot) -> None:
    """2 Oats go, 2 Corn come while a Barley is pressed: the Barley stays where it was and the click
    selects it; the Corn sit where the Oats were until the pointer leaves, then join their group."""
    hand = HandWidget()
    qtbot.addWidget(hand)
    hand.resize(900, 260)
    hand.show()
    hand.set_hand((OAT, OAT, OAT, B, B, C))
    pos = strip(hand, (B, 0))
    before = {key: hand.card_rect(key) for key in ((B, 0), (B, 1), (C, 0), (OAT, 0))}
    enter(hand)
    qtbot.mousePress(hand, Qt.MouseButton.LeftButton, pos=pos)
    hand.set_hand((OAT, B, B, C, C, C))
    assert hand.card_at(pos) == (B, 0)
    assert {key: hand.card_rect(key) for key in before} == before
    qtbot.mouseRelease(hand, Qt.MouseButton.LeftButton, pos=pos)
    assert hand.selected_keys() == {(B, 0)}
    arrived = {s.key for s in hand._slots if s.arrived}
    assert arrived == {(C, 1), (C, 2)}
    QApplication.sendEvent(hand, QEvent(QEvent.Type.Leave))
    assert not any(s.arrived for s in hand._slots)
    corn = sorted(hand.card_rect((C, i)).left() for i in range(3))
    assert corn[2] - corn[0] < hand.card_rect((C, 0)).width() * 2  # one group again


def test_a_new_deal_is_laid_out_at_once(qtbot) -> None:
    """Nothing to hold when the hand changes size (a new deal), pointer or not."""
    hand = HandWidget()
    qtbot.addWidget(hand)
    hand.resize(900, 260)
    hand.show()
    hand.set_hand((OAT, OAT, B))
    enter(hand)
    hand.set_hand((C,) * 5 + (B,) * 4)
    assert not any(s.arrived for s in hand._slots)
    assert [s.face for s in hand._slots] == list(hand.hand())


def test_a_bot_taking_the_offer_during_a_press_moves_nothing_under_the_pointer(
    qtbot, window: MainWindow
) -> None:
    """A real trade through the engine: the player offers one card and presses a card of another
    commodity; Ann takes the offer meanwhile (sent to the engine by the test, as her bot would, so that
    no race among the bots decides it); the pressed card is still under the pointer, where it was."""
    start_open_game(qtbot, window)
    hold_bots(window)  # Ann's acceptance below is the only trade
    hand = window.hand
    counts = Counter(c for c in window.view.hand if type(c) is Commodity)
    give = min(counts, key=lambda c: counts[c])
    keep = next(c for c in counts if c is not give)
    key = (keep, 0)
    pos = strip(hand, key)
    rect = hand.card_rect(key)
    qtbot.mousePress(hand, Qt.MouseButton.LeftButton, pos=pos)
    engine = window.controller.engine
    assert window.offer_cards((give,))
    with qtbot.waitSignal(
        window.controller.event_received,
        check_params_cb=lambda e: type(e) is CardsReceived and e.seat == 0,
    ):
        take_players_offer(qtbot, window)
    qtbot.waitUntil(lambda: hand.hand() == engine.hands()[0])
    assert hand.card_at(pos) == key
    assert hand.card_rect(key) == rect
    qtbot.mouseRelease(hand, Qt.MouseButton.LeftButton, pos=pos)
    assert keep in hand.selected_cards()


def label_pixels(hand: HandWidget, rect) -> int:
    """How many pixels of ``rect`` in ``hand`` are near the labels' colour (the window's text colour: light
    on the dark wood, dark on parchment or Qt's plain look)."""
    image = hand.grab().toImage()
    ink = hand.palette().color(QPalette.ColorRole.WindowText).lightness()
    return sum(
        image.pixelColor(x, y).alpha() > 200 and abs(image.pixelColor(x, y).lightness() - ink) < 40
        for y in range(max(0, rect.top()), min(image.height(), rect.bottom() + 1))
        for x in range(max(0, rect.left()), min(image.width(), rect.right() + 1))
    )


def test_cards_arriving_while_the_pointer_rests_are_labelled_in_place(qtbot) -> None:
    """2 Oats (offered) go, 2 Corn come while the pointer is on the hand: the Corn lie where the Oats were
    and are labelled there at once ("Corn ×2 · 75"), and no other card moved for it."""
    hand = HandWidget()
    qtbot.addWidget(hand)
    hand.setStyleSheet("background: #1d4d2b")  # the felt: only labels are light above the cards
    hand.setAutoFillBackground(True)
    hand.resize(900, 260)
    hand.show()
    hand.set_hand((OAT, OAT, OAT, B, B), offered=(OAT, OAT))
    before = {key: hand.card_rect(key) for key in ((B, 0), (B, 1), (OAT, 2))}
    enter(hand)
    hand.set_hand((OAT, B, B, C, C))
    assert {(s.face, s.index) for s in hand._slots if s.arrived} == {(C, 0), (C, 1)}
    assert hand.card_rect((B, 0)) == before[(B, 0)] and hand.card_rect((B, 1)) == before[(B, 1)]
    assert hand.card_rect((OAT, 0)) == before[(OAT, 2)]
    corn = hand.card_rect((C, 0))
    strip_w = hand.card_rect((C, 1)).left() - corn.left()  # up to the next card: not the Oats' label
    above = QRect(corn.left(), corn.top() - RAISE_PX - LABEL_PX, strip_w, LABEL_PX)
    assert label_pixels(hand, above) > 20, "the arrived Corn have no label"
    spot = next(s for s in hand._fitted_spots() if s.arrived)
    assert (spot.face, spot.count, spot.text) == (C, 2, "Corn ×2 · 75")
    oats = next(s for s in hand._fitted_spots() if s.face is OAT)
    assert spot.left + spot.room <= oats.left  # the labels do not run together


def test_each_pile_of_a_held_hand_is_labelled_with_its_own_count(qtbot) -> None:
    """Soybeans ×2 held, Oats and Hay offered and taken for 2 Soybeans while the pointer rests on the hand:
    the new Soybeans lie apart where the Oats and the Hay were, and each pile's label counts its own cards
    (1 + 2 + 1, not 1 + 4 + 1); once the pointer leaves, one group says "Soybeans ×4"."""
    soy, wheat, hay = Commodity.SOYBEANS, Commodity.WHEAT, Commodity.HAY
    hand = HandWidget()
    qtbot.addWidget(hand)
    hand.resize(1100, 260)
    hand.show()
    hand.set_hand((wheat, B, B, OAT, soy, soy, hay), offered=(OAT, hay))
    enter(hand)
    hand.set_hand((wheat, B, B, soy, soy, soy, soy))
    piles = [(s.face, s.count, s.arrived) for s in hand._fitted_spots() if s.face is soy]
    assert piles == [(soy, 1, True), (soy, 2, False), (soy, 1, True)]
    for spot in hand._fitted_spots():
        assert spot.text.startswith(f"{spot.face.name.capitalize()} ×{spot.count}")
    shown = Counter()
    for spot in hand._fitted_spots():
        shown[spot.face] += spot.count
    assert shown == Counter(hand.hand())  # the labels add up to the cards
    QApplication.sendEvent(hand, QEvent(QEvent.Type.Leave))
    assert [(s.count, s.text) for s in hand._fitted_spots() if s.face is soy] == [(4, "Soybeans ×4 · 55")]


def test_labels_the_trade_left_alone_stay_as_they_were_while_held(qtbot) -> None:
    """The front Barley (offered) goes and a Coffee comes while the pointer rests on the hand: the Coffee
    lies in the Barley's place, too narrow for "Coffee ×1 · 100". The Wheat's and Oats' labels keep their
    text and size (the whole hand does not drop to the shorter form for it); the Barley pile and the Coffee
    get their own labels with their own counts; once the pointer leaves, the hand is fitted anew."""
    wheat, coffee = Commodity.WHEAT, Commodity.COFFEE
    hand = HandWidget()
    qtbot.addWidget(hand)
    hand.resize(900, 260)
    hand.show()
    hand.set_hand((wheat, wheat, B, B, B, B, OAT, OAT), offered=(B,))
    before = {s.face: (s.text, s.font.pixelSize()) for s in hand._fitted_spots()}
    assert before[wheat][0] == "Wheat ×2 · 100"
    enter(hand)
    hand.set_hand((wheat, wheat, B, B, B, OAT, OAT, coffee))
    held = hand._fitted_spots()
    kept = {s.face: (s.text, s.font.pixelSize()) for s in held if s.face in (wheat, OAT)}
    assert kept == {wheat: before[wheat], OAT: before[OAT]}
    barley = next(s for s in held if s.face is B)
    assert barley.text.startswith("Barley ×3")
    assert next(s for s in held if s.face is coffee).arrived
    QApplication.sendEvent(hand, QEvent(QEvent.Type.Leave))
    assert Counter({s.face: s.count for s in hand._fitted_spots()}) == Counter(hand.hand())
    assert not any(s.arrived for s in hand._fitted_spots())


@pytest.mark.parametrize("width", [600, 640, 660, 720, 900])
def test_neighbouring_labels_keep_a_gap(qtbot, width: int) -> None:
    """A lone Barley before three Oats (at a narrow window "Barley ×1 Oats ×3" read as one label): every
    label ends at least :data:`LABEL_GAP_PX` before the next, and two that come closer than
    :data:`SEPARATE_BELOW_PX` have a thin rule between them; so again when a Soybean arrives in the offered
    Oats' place while the hand is held."""
    soy, oranges = Commodity.SOYBEANS, Commodity.ORANGES
    hand = HandWidget()
    qtbot.addWidget(hand)
    hand.resize(width, 200)
    hand.show()

    def assert_apart() -> None:
        spots = sorted(hand._fitted_spots(), key=lambda s: s.left)
        rules = hand.label_separators()
        for spot, after in itertools.pairwise(spots):
            ends = spot.left + QFontMetrics(spot.font).horizontalAdvance(spot.text)
            assert ends + LABEL_GAP_PX <= after.left, (spot.text, after.text)
            apart = ends + SEPARATE_BELOW_PX <= after.left or any(ends < x < after.left for x in rules)
            assert apart, (spot.text, after.text)

    hand.set_hand((B, OAT, OAT, OAT, oranges, oranges, oranges, BULL, BEAR), offered=(OAT,))
    assert_apart()
    enter(hand)
    hand.set_hand((B, OAT, OAT, soy, oranges, oranges, oranges, BULL, BEAR))
    assert any(s.arrived for s in hand._fitted_spots())
    assert_apart()
