"""Selection that does what was clicked: a click toggles the card under the pointer, a double-click takes
its group (up to four), a drag takes the selection or, with none, the group. Hit-testing on overlapping and
raised cards."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt

from pit_desktop.games.pit.engine import Commodity
from pit_desktop.games.pit.ui.hand_layout import OVERLAP, RAISE_PX
from pit_desktop.games.pit.ui.hand_widget import HandWidget

OAT, B, W = Commodity.OATS, Commodity.BARLEY, Commodity.WHEAT


@pytest.fixture
def hand(qtbot) -> HandWidget:
    """A shown hand of 3 Oats and 2 Barley (sorted: Barley first)."""
    widget = HandWidget()
    qtbot.addWidget(widget)
    widget.resize(900, 260)
    widget.show()
    widget.set_hand((OAT, OAT, OAT, B, B))
    return widget


def strip(hand: HandWidget, face, i: int) -> QPoint:
    """A point on the part of card ``i`` of ``face`` that no other card covers (its left strip)."""
    rect = hand.card_rect((face, i))
    return QPoint(rect.left() + round(rect.width() * OVERLAP / 2), rect.center().y())


def click(qtbot, hand: HandWidget, pos: QPoint) -> None:
    qtbot.mouseClick(hand, Qt.MouseButton.LeftButton, pos=pos)


def test_a_click_selects_the_card_under_the_pointer(qtbot, hand: HandWidget) -> None:
    """With 3 Oats: the leftmost, then the front one; both stay selected (not one lifted, one dropped)."""
    click(qtbot, hand, strip(hand, OAT, 0))
    assert hand.selected_keys() == {(OAT, 0)}
    click(qtbot, hand, hand.card_rect((OAT, 2)).center())
    assert hand.selected_keys() == {(OAT, 0), (OAT, 2)}
    assert hand.selected_cards() == (OAT, OAT)
    click(qtbot, hand, strip(hand, OAT, 0))  # raised now: a click where it is drawn drops it again
    assert hand.selected_keys() == {(OAT, 2)}


def test_each_visible_strip_hits_its_own_card(hand: HandWidget) -> None:
    """Overlapping cards: each card's uncovered strip hits that card; the overlap hits the card on top."""
    for face, n in ((OAT, 3), (B, 2)):
        for i in range(n):
            assert hand.card_at(strip(hand, face, i)) == (face, i)
    under, over = hand.card_rect((OAT, 0)), hand.card_rect((OAT, 1))
    assert under.intersects(over)
    assert hand.card_at(QPoint(over.left() + 3, over.center().y())) == (OAT, 1)
    assert hand.card_at(QPoint(under.right() + 50, under.top() - RAISE_PX - 1)) is None


def test_a_raised_card_is_hit_where_it_is_drawn(hand: HandWidget) -> None:
    """A selected card rises: its top, above the card lying on it, is its own; the strip it left bare at
    the bottom belongs to nothing (or the card beneath)."""
    hand.toggle_card((OAT, 1))
    raised, over = hand.card_rect((OAT, 1)), hand.card_rect((OAT, 2))
    assert raised.top() == over.top() - RAISE_PX
    top_middle = QPoint(over.left() + 10, raised.top() + 4)  # above card 2, over the raised card 1
    assert hand.card_at(top_middle) == (OAT, 1)
    bare = QPoint(raised.left() + 4, raised.bottom() + RAISE_PX // 2)  # where card 1 lay, card 0 beneath
    assert hand.card_at(bare) == (OAT, 0)


def test_a_double_click_takes_the_group_up_to_four(qtbot) -> None:
    """Five Wheat: a double-click on the leftmost takes the four nearest it, and nothing else."""
    hand = HandWidget()
    qtbot.addWidget(hand)
    hand.resize(900, 260)
    hand.show()
    hand.set_hand((W,) * 5 + (B, B))
    hand.toggle_card((B, 0))
    with qtbot.waitSignal(hand.activated):
        qtbot.mouseDClick(hand, Qt.MouseButton.LeftButton, pos=strip(hand, W, 0))
    assert hand.selected_keys() == {(W, 0), (W, 1), (W, 2), (W, 3)}


def _drag(qtbot, hand: HandWidget, pos: QPoint, monkeypatch) -> list[tuple]:
    """Press at ``pos`` and move far enough to drag; the drag itself (``QDrag.exec``) is only recorded."""
    dragged: list[tuple] = []
    monkeypatch.setattr(hand, "start_drag", lambda: dragged.append(hand.selected_cards()))
    qtbot.mousePress(hand, Qt.MouseButton.LeftButton, pos=pos)
    qtbot.mouseMove(hand, pos + QPoint(0, -40))
    qtbot.mouseRelease(hand, Qt.MouseButton.LeftButton, pos=pos + QPoint(0, -40))
    return dragged


def test_a_drag_with_nothing_selected_takes_the_group(qtbot, hand: HandWidget, monkeypatch) -> None:
    """A drag from an unselected card with no selection carries the card's whole group."""
    assert _drag(qtbot, hand, strip(hand, OAT, 0), monkeypatch) == [(OAT, OAT, OAT)]


def test_a_drag_takes_the_selection(qtbot, hand: HandWidget, monkeypatch) -> None:
    """With cards selected, a drag from any card carries the selection, not the pressed card's group."""
    hand.toggle_card((OAT, 1))
    assert _drag(qtbot, hand, strip(hand, B, 0), monkeypatch) == [(OAT,)]
