"""A held hand that never overlaps and never shifts: trades that take a commodity's group away, bring a new
pile (the Bear) and grow another group, while the pointer rests on the hand. No card of one group comes
over a card of another, the card under the pointer stays where it was, every card lies inside the hand,
and every header counts the hand's real cards; once the pointer leaves, the hand is laid out afresh."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QColor
from test_ui_hand_hold import assert_truthful, enter, lasting_glow, leave, made  # noqa: F401

from pit_desktop.games.pit.engine import BEAR, Commodity
from pit_desktop.games.pit.ui import hand_widget
from pit_desktop.games.pit.ui.hand_layout import LEAST_STRIP, OVERLAP, full_layout, groups_of
from pit_desktop.games.pit.ui.hand_widget import HandWidget

COFFEE, CORN, OATS, SOY = Commodity.COFFEE, Commodity.CORN, Commodity.OATS, Commodity.SOYBEANS
BEFORE = (COFFEE, CORN, CORN, OATS, OATS, OATS, OATS, SOY, SOY)
AFTER = (COFFEE, OATS, OATS, OATS, OATS, SOY, SOY, SOY, BEAR)
"""The trade seen in play: 2 Corn given, a Soybean and the Bear received."""

SIZES = [(1160, 360), (900, 260), (840, 250), (700, 220), (600, 200), (535, 168)]


def assert_apart(hand: HandWidget) -> None:
    """No card covers a card of another group; within a group each covered card still shows a strip (the
    normal fan, laid closer at most to :data:`LEAST_STRIP` of it); every card inside the hand."""
    for a, b in itertools.combinations(hand._slots, 2):
        if a.face is not b.face:
            both = hand.card_rect(a.key).intersected(hand.card_rect(b.key))
            assert both.isEmpty(), (a.key, b.key, both)
    for a, b in itertools.pairwise(hand._slots):
        if a.face is b.face:
            shown = b.rect.left() - a.rect.left()
            assert shown >= int(a.rect.width() * OVERLAP * LEAST_STRIP), (a.key, shown)
    for slot in hand._slots:
        assert hand.rect().contains(hand.card_rect(slot.key)), slot.key


def spots(width: int, height: int) -> list[tuple[int, float]]:
    """Where the pointer may rest: each card kept by the trade (Corn goes), at the left, middle and right of
    the part of it a click reaches."""
    keep = [i for i, face in enumerate(BEFORE) if face is not CORN]
    return [(i, frac) for i in keep for frac in (0.1, 0.5, 0.95)]


@pytest.mark.parametrize(("width", "height"), SIZES)
def test_a_commodity_gone_and_the_bear_come_under_the_pointer_overlap_nothing(
    qtbot, width: int, height: int
) -> None:
    """The trade seen in play at every pointer spot on a kept card: the card under the pointer is the same
    card in the same rectangle (a double-click on the Soybeans takes the Soybeans, not the Bear), no group
    covers another, nothing lies past the hand's edges, every header true; the pointer leaving lays the hand
    out afresh."""
    for at, frac in spots(width, height):
        hand = made(width, height)
        qtbot.addWidget(hand)
        hand.show()
        hand.set_hand(BEFORE)
        key = hand._slots[at].key
        visible = hand.visible_rect(key)
        pos = QPoint(visible.left() + int((visible.width() - 1) * frac), visible.center().y())
        rect = hand.card_rect(key)
        enter(hand, pos)
        hand.mark_received((SOY, BEAR))
        hand.set_hand(AFTER)
        now = hand.card_at(pos)
        assert now is not None and now[0] is key[0], (key, frac, now)
        assert hand.card_rect(now) == rect, (key, frac)
        assert_apart(hand)
        assert_truthful(hand)
        assert hand.labels()[SOY][0].startswith("Soybeans ×3"), hand.labels()[SOY]
        leave(hand)
        assert [s.rect for s in hand._slots] == [s.rect for s in full_layout(groups_of(AFTER), width, height)]
        hand.close()


@pytest.mark.parametrize(("width", "height"), SIZES[1:4])
def test_trade_after_trade_under_the_pointer_overlaps_nothing(qtbot, width: int, height: int) -> None:
    """Three trades while the pointer rests on the first Oats: Corn out for a Soybean and the Bear, a Coffee
    out for a Soybean, then the Bear out for a Wheat (a new commodity in, another gone): after each, the
    Oats under the pointer has not moved, no group covers another, every header true."""
    wheat = Commodity.WHEAT
    hand = made(width, height)
    qtbot.addWidget(hand)
    hand.show()
    hand.set_hand(BEFORE)
    visible = hand.visible_rect((OATS, 0))
    pos = QPoint(visible.center().x(), visible.center().y())
    rect = hand.card_rect((OATS, 0))
    enter(hand, pos)
    for hand_after, got in (
        (AFTER, (SOY, BEAR)),
        ((OATS,) * 4 + (SOY,) * 4 + (BEAR,), (SOY,)),
        ((wheat,) + (OATS,) * 4 + (SOY,) * 4, (wheat,)),
    ):
        hand.mark_received(got)
        hand.set_hand(hand_after)
        now = hand.card_at(pos)
        assert now is not None and now[0] is OATS and hand.card_rect(now) == rect, hand_after
        assert_apart(hand)
        assert_truthful(hand)


def near(colour: QColor, want: QColor, by: int = 40) -> bool:
    """Whether ``colour`` is ``want`` within ``by`` on each channel."""
    return all(abs(a - b) <= by for a, b in zip(colour.getRgb()[:3], want.getRgb()[:3], strict=True))


def test_received_and_selected_cards_look_unlike_and_every_offered_card_shows_it(qtbot) -> None:
    """Two Soybeans just received, the Wheat selected, two Oats offered, the hand drawn with and without
    these marks: each received card has its "new" dot (dark green in a white ring) where it shows, drawn
    only for the received, and a soft green glow beyond the top one; the selected card's border is not that
    green; each offered Oat, not only the first of the run, has its blue bar where it shows."""
    wheat = Commodity.WHEAT
    hand = made(900, 260)
    qtbot.addWidget(hand)
    hand.show()
    cards = (COFFEE, OATS, OATS, OATS, SOY, SOY, SOY, wheat, BEAR)
    hand.set_hand(cards)
    hand.set_selection((wheat,))
    plain = hand.grab().toImage()
    hand.set_hand(cards, offered=(OATS, OATS))
    hand.mark_received((SOY, SOY))
    marked = hand.grab().toImage()
    received = hand.received_keys()
    assert len(received) == 2
    dark_green = hand_widget.RECEIVED_GLOW.darker(230)
    for key in [slot.key for slot in hand._slots]:
        mark = hand.new_mark(key)
        assert hand.visible_rect(key).contains(mark), key
        if key in received:
            assert near(marked.pixelColor(mark.center()), dark_green), key
            ring = marked.pixelColor(mark.left(), mark.center().y())
            assert min(ring.getRgb()[:3]) > 200, (key, ring.name())  # the white ring
        else:
            assert marked.pixelColor(mark.center()) == plain.pixelColor(mark.center()), key
    top = hand.card_rect(max(received, key=lambda k: hand.card_rect(k).left()))
    glow = marked.pixelColor(top.right() + 3, top.center().y())
    assert glow.green() - glow.red() > 40 and glow.green() - glow.blue() > 30, glow.name()
    (selected,) = hand.selected_keys()
    border = marked.pixelColor(hand.card_rect(selected).left() + 2, hand.card_rect(selected).center().y())
    assert not near(border, hand_widget.RECEIVED_GLOW, 60), border.name()
    offered = hand.offered_keys()
    assert len(offered) == 2
    for key in offered:
        bar = hand.offered_bar(key)
        assert hand.visible_rect(key).contains(bar), key
        at = bar.center()
        assert marked.pixelColor(at) != plain.pixelColor(at), key
        assert near(marked.pixelColor(at), hand_widget.OFFERED_COLOUR, 50), marked.pixelColor(at).name()
