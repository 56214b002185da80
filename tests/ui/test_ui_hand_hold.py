"""A hand that holds still: while the pointer is over the hand or a press is under way, a trade shows at
once, one group per commodity, without moving the card under the pointer; the hand is laid out afresh once
the pointer leaves, and at once for a new deal."""

from __future__ import annotations

import itertools
from collections import Counter

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QSize, Qt
from PySide6.QtGui import QEnterEvent, QFontMetrics
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from ui_helpers import hold_bots, start_open_game, take_players_offer

from pit_desktop.games.pit.engine import BEAR, BULL, CardsReceived, Commodity
from pit_desktop.games.pit.ui import hand_widget
from pit_desktop.games.pit.ui.hand_labels import LABEL_GAP_PX, SEPARATE_BELOW_PX
from pit_desktop.games.pit.ui.hand_layout import OVERLAP, full_layout, groups_of
from pit_desktop.games.pit.ui.hand_widget import HandWidget
from pit_desktop.games.pit.ui.names import card_name
from pit_desktop.games.pit.ui.window import MainWindow

OAT, B, C = Commodity.OATS, Commodity.BARLEY, Commodity.CORN


@pytest.fixture(autouse=True)
def lasting_glow(monkeypatch: pytest.MonkeyPatch) -> None:
    """Cards received glow for an hour here: however busy the machine, no glow fades before a test looks."""
    monkeypatch.setattr(hand_widget, "RECEIVED_HIGHLIGHT_S", 3600.0)


def enter(widget, at: QPoint | None = None) -> None:
    """The pointer comes over ``widget`` at ``at`` (the offscreen platform sends no Enter of its own), and
    rests there."""
    where = QPointF(at if at is not None else QPoint(5, 5))
    QApplication.sendEvent(widget, QEnterEvent(where, where, QPointF(widget.mapToGlobal(where))))


def leave(widget) -> None:
    """The pointer leaves ``widget``."""
    QApplication.sendEvent(widget, QEvent(QEvent.Type.Leave))


def strip(hand: HandWidget, key) -> QPoint:
    """A point on the part of the card ``key`` that no other card covers (its left strip)."""
    rect = hand.card_rect(key)
    return QPoint(rect.left() + round(rect.width() * OVERLAP / 2), rect.center().y())


def made(width: int = 900, height: int = 260) -> HandWidget:
    hand = HandWidget()
    hand.resize(width, height)
    return hand


def assert_truthful(hand: HandWidget) -> None:
    """One label per commodity held, each naming its commodity and counting every card of it; each group's
    cards lie together, no other card among them; the groups in the hand's order, but while the hand is held
    a group new to it may lie at either end (where the hand had room for it)."""
    counts = Counter(hand.hand())
    spots = hand._fitted_spots()
    faces = [s.face for s in sorted(spots, key=lambda s: s.left)]
    assert sorted(faces, key=list(counts).index) == list(counts), "one label per group"
    if not hand.is_held():
        assert faces == list(counts), "groups in order"
    for spot in spots:
        name = card_name(spot.face)
        assert spot.count == counts[spot.face], spot.text
        assert spot.text.endswith(f"×{counts[spot.face]}") or f"×{counts[spot.face]} ·" in spot.text, (
            spot.text
        )
        shown = spot.text.split(" ×")[0]
        assert shown == name or (shown.endswith("…") and name.startswith(shown[:-1])), spot.text
    shown = [slot.face for slot in hand._slots]
    assert shown == [face for face in faces for _ in range(counts[face])], "each group's cards together"
    lefts = [slot.rect.left() for slot in hand._slots]
    assert lefts == sorted(lefts)


def test_a_trade_during_a_press_keeps_the_pressed_card_under_the_pointer(qtbot) -> None:
    """2 Oats go, 2 Corn come while a Barley is pressed: the Barley and its group stay where they were and
    the click selects it; the Corn join the Corn at once, the header says "Corn ×3", and nothing right of
    the Barley moved but the Corn's new cards; once the pointer leaves, the hand is laid out afresh."""
    hand = made()
    qtbot.addWidget(hand)
    hand.show()
    hand.set_hand((OAT, OAT, OAT, B, B, C))
    pos = strip(hand, (B, 0))
    before = {key: hand.card_rect(key) for key in ((B, 0), (B, 1), (C, 0))}
    enter(hand, pos)
    qtbot.mousePress(hand, Qt.MouseButton.LeftButton, pos=pos)
    hand.set_hand((OAT, B, B, C, C, C))
    assert hand.card_at(pos) == (B, 0)
    assert {key: hand.card_rect(key) for key in before} == before
    assert_truthful(hand)
    assert hand.labels()[C][0] == "Corn ×3 · 75"
    qtbot.mouseRelease(hand, Qt.MouseButton.LeftButton, pos=pos)
    assert hand.selected_keys() == {(B, 0)}
    leave(hand)
    assert [s.rect for s in hand._slots] == [
        s.rect for s in full_layout(groups_of(hand.hand()), hand.width(), hand.height())
    ]


def test_a_new_deal_is_laid_out_at_once(qtbot) -> None:
    """Nothing to hold when the hand changes size (a new deal), pointer or not."""
    hand = made()
    qtbot.addWidget(hand)
    hand.show()
    hand.set_hand((OAT, OAT, B))
    enter(hand, strip(hand, (OAT, 0)))
    hand.set_hand((C,) * 5 + (B,) * 4)
    assert [s.rect for s in hand._slots] == [s.rect for s in full_layout(groups_of(hand.hand()), 900, 260)]


def test_a_new_deal_of_the_same_size_is_laid_out_afresh_under_the_pointer(qtbot) -> None:
    """A hand of nine, then a new deal of nine while the pointer rests on the hand (the window drops the
    received glow first, as on every deal): the new hand is laid out afresh, not fitted into the old one's
    places."""
    hand = made()
    qtbot.addWidget(hand)
    hand.show()
    hand.set_hand((OAT,) * 2 + (B,) * 6 + (C,))
    enter(hand, strip(hand, (B, 5)))
    hand.clear_received()  # HandDealt
    hand.set_hand((OAT,) * 5 + (C,) * 4)
    assert [s.rect for s in hand._slots] == [s.rect for s in full_layout(groups_of(hand.hand()), 900, 260)]
    assert_truthful(hand)


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
    assert_truthful(hand)
    qtbot.mouseRelease(hand, Qt.MouseButton.LeftButton, pos=pos)
    assert keep in hand.selected_cards()


def test_cards_arriving_while_the_pointer_rests_join_their_group_and_glow_there(qtbot) -> None:
    """2 Oats (offered) go, 2 Corn come while the pointer rests on a Barley: the Corn lie in the Corn's
    group, right of the Barley, glowing; the Barley under the pointer has not moved; one label says
    "Corn ×3 · 75"."""
    hand = made()
    qtbot.addWidget(hand)
    hand.show()
    hand.set_hand((OAT, OAT, OAT, B, B, C), offered=(OAT, OAT))
    pos = strip(hand, (B, 1))
    barley = hand.card_rect((B, 1))
    enter(hand, pos)
    hand.mark_received((C, C))  # CardsReceived comes before the hand's new view
    hand.set_hand((OAT, B, B, C, C, C))
    assert hand.card_at(pos) == (B, 1) and hand.card_rect((B, 1)) == barley
    assert_truthful(hand)
    assert hand.labels()[C][0] == "Corn ×3 · 75"
    glowing = hand.received_keys()
    assert glowing <= {(C, i) for i in range(3)} and len(glowing) == 2
    corn = [hand.card_rect((C, i)) for i in range(3)]
    assert all(a.left() < b.left() < a.right() for a, b in itertools.pairwise(corn))  # one group
    image = hand.grab().toImage()
    last = max((hand.card_rect(k) for k in glowing), key=lambda r: r.left())
    glow = image.pixelColor(last.right() + 3, last.center().y())
    assert glow.green() - glow.red() > 40 and glow.green() - glow.blue() > 30, glow.name()  # green, not gold


def test_arrivals_left_of_the_pointer_widen_their_group_away_from_it(qtbot) -> None:
    """The pointer rests on the Corn, right of the Barley: a Barley received lies at the Barley's left end
    (away from the pointer) and the Oats beyond it shift left; the Barley already there stay put."""
    hand = made(1100)
    qtbot.addWidget(hand)
    hand.show()
    hand.set_hand((OAT, OAT, B, B, C, C, C), offered=(OAT,))
    pos = strip(hand, (C, 1))
    barley = [hand.card_rect((B, i)) for i in range(2)]
    enter(hand, pos)
    hand.mark_received((B,))
    oat = hand.card_rect((OAT, 1))
    hand.set_hand((OAT, B, B, B, C, C, C))
    assert hand.card_at(pos) == (C, 1)
    assert [hand.card_rect((B, i)) for i in (1, 2)] == barley
    assert hand.card_rect((B, 0)).left() < barley[0].left()
    assert hand.card_rect((OAT, 0)).left() < oat.left()
    assert hand.received_keys() == {(B, 0)}
    assert_truthful(hand)


def test_a_card_received_for_the_group_under_the_pointer_never_covers_it(qtbot) -> None:
    """The pointer rests on the right part of the top Corn (where another card of the group would land):
    a Corn received goes to the group's left end, beneath, and the top Corn is still the card under the
    pointer, where it was."""
    hand = made()
    qtbot.addWidget(hand)
    hand.show()
    hand.set_hand((OAT, OAT, B, C, C), offered=(OAT,))
    top = hand.card_rect((C, 1))
    pos = QPoint(top.right() - 8, top.center().y())
    enter(hand, pos)
    hand.mark_received((C,))
    hand.set_hand((OAT, B, C, C, C))
    assert hand.card_at(pos) == (C, 2) and hand.card_rect((C, 2)) == top
    assert hand.received_keys() == {(C, 0)}
    assert_truthful(hand)


def test_a_resize_while_held_keeps_the_card_under_the_pointer_and_fits(qtbot) -> None:
    """The hand grows shorter while the pointer rests on a card (the status line above wrapped to a second
    line): the card is still the one under the pointer (the cards a little smaller about it), every card
    lies inside the hand; once the pointer leaves, the hand is laid out afresh for its size."""
    hand = made(900, 300)
    qtbot.addWidget(hand)
    hand.show()
    hand.set_hand((OAT, OAT, OAT, B, B, C, C, C, C))
    pos = strip(hand, (B, 0))
    enter(hand, pos)
    hand.resize(900, 270)
    qtbot.waitUntil(lambda: hand.size() == QSize(900, 270))
    assert hand.card_at(pos) == (B, 0)
    assert all(hand.rect().contains(slot.rect) for slot in hand._slots)
    leave(hand)
    assert [s.rect for s in hand._slots] == [s.rect for s in full_layout(groups_of(hand.hand()), 900, 270)]


def test_labels_of_groups_the_trade_left_alone_keep_their_form_while_held(qtbot) -> None:
    """The front Barley (offered) goes and a Coffee comes while the pointer rests on the Wheat: the Coffee
    is a group of its own, being a new commodity, at its place in the order; the Wheat's and the Oats'
    labels keep their text and size (the whole hand does not drop to the shorter form for it); the Barley's
    counts three; once the pointer leaves, the hand is fitted anew."""
    wheat, coffee = Commodity.WHEAT, Commodity.COFFEE
    hand = made()
    qtbot.addWidget(hand)
    hand.show()
    hand.set_hand((wheat, wheat, B, B, B, B, OAT, OAT), offered=(B,))
    before = {s.face: (s.text, s.font.pixelSize()) for s in hand._fitted_spots()}
    assert before[wheat][0] == "Wheat ×2 · 100"
    enter(hand, strip(hand, (wheat, 0)))
    hand.set_hand((wheat, wheat, B, B, B, OAT, OAT, coffee))
    held = hand._fitted_spots()
    kept = {s.face: (s.text, s.font.pixelSize()) for s in held if s.face in (wheat, OAT)}
    assert kept == {wheat: before[wheat], OAT: before[OAT]}
    assert next(s for s in held if s.face is B).text.startswith("Barley ×3")
    assert_truthful(hand)
    leave(hand)
    assert_truthful(hand)


@pytest.mark.parametrize("width", [600, 640, 660, 720, 900])
def test_neighbouring_labels_keep_a_gap(qtbot, width: int) -> None:
    """A lone Barley before three Oats (at a narrow window "Barley ×1 Oats ×3" read as one label): every
    label ends at least :data:`LABEL_GAP_PX` before the next, and two that come closer than
    :data:`SEPARATE_BELOW_PX` have a thin rule between them; so again when a Soybean arrives for an Oat
    while the hand is held."""
    soy, oranges = Commodity.SOYBEANS, Commodity.ORANGES
    hand = made(width, 200)
    qtbot.addWidget(hand)
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
    enter(hand, strip(hand, (oranges, 0)))
    hand.set_hand((B, OAT, OAT, soy, oranges, oranges, oranges, BULL, BEAR))
    assert_truthful(hand)
    assert_apart()


def test_a_view_that_changes_no_card_moves_no_card_while_held(qtbot) -> None:
    """A trade under the pointer leaves the Sugar's side laid closer together (a Bear came in beyond it, the
    hand has no more room); the pointer moves on to the Corn and the next view of the same cards (a bot's
    offer, the player's own) comes: no card moves for it, however the held row was laid out."""
    wheat, sugar = Commodity.WHEAT, Commodity.SUGAR
    hand = made(880, 250)
    qtbot.addWidget(hand)
    hand.show()
    hand.set_hand((wheat, wheat, B, B, C) + (sugar,) * 4, offered=(wheat, wheat))
    enter(hand, strip(hand, (sugar, 1)))
    hand.set_hand((B, B, C, C) + (sugar,) * 4 + (BEAR,))
    assert_truthful(hand)
    held = [(s.key, s.rect) for s in hand._slots]
    QTest.mouseMove(hand, strip(hand, (C, 0)))
    hand.set_hand(hand.hand(), offered=(B,))
    assert [(s.key, s.rect) for s in hand._slots] == held
