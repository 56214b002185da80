"""Widgets on their own: shouted counts, card art at any DPR, the drag payload, the hand's selection."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize

from pit_desktop.games.pit.engine import BULL, Commodity, PublicOffer
from pit_desktop.games.pit.ui.card_art import CardArt, card_size
from pit_desktop.games.pit.ui.hand_widget import HandWidget
from pit_desktop.games.pit.ui.mime import decode_cards, encode_cards
from pit_desktop.games.pit.ui.offer_spot import OfferSpot, shout

W, B = Commodity.WHEAT, Commodity.BARLEY


@pytest.mark.parametrize(
    ("count", "silent", "text"),
    [
        (1, False, "One! One! One!"),
        (3, False, "Three! Three! Three!"),
        (4, True, "4 fingers up"),
        (1, True, "1 finger up"),
    ],
)
def test_offers_are_shouted_or_signalled(count, silent, text) -> None:
    """R-TRADE-3: only the count is public; V-SILENT shows finger signals instead of shouts."""
    assert shout(count, silent) == text
    assert shout(count, silent).isascii()  # drawable by any font (no emoji)


def test_a_seat_that_traded_lights_up_on_its_own_timer(qtbot) -> None:
    """A second trade while lit restarts the seat's one timer (no stacked timers cutting the light short,
    none outliving the seat); the light goes out when it runs out."""
    from PySide6.QtCore import QTimer

    from pit_desktop.games.pit.ui.table_widget import SeatWidget

    seat = SeatWidget(1)
    qtbot.addWidget(seat)
    seat.flash(60_000)
    seat.flash(1)
    assert seat.is_lit()
    assert [t.remainingTime() <= 1 for t in seat.findChildren(QTimer) if t.isActive()] == [True]
    qtbot.waitUntil(lambda: not seat.is_lit())


def test_offer_spot_shows_the_count_only(qtbot) -> None:
    """An opponent's offer shows its count, never its cards."""
    spot = OfferSpot()
    qtbot.addWidget(spot)
    spot.set_offer(PublicOffer(offer_id=7, seat=1, count=2, posted_at_s=0.0), silent=False)
    assert spot.text() == "Two! Two! Two!"
    spot.grab()  # paints without error
    spot.set_offer(None, silent=False)
    assert spot.text() == ""


@pytest.mark.parametrize("dpr", [1.0, 2.0, 1.5])
def test_card_art_renders_at_the_device_pixel_ratio_and_caches(qtbot, dpr) -> None:
    """SVG rendered at logical size × DPR, cached per (face, size, dpr)."""
    art = CardArt()
    size = card_size(140)
    pix = art.pixmap(W, size, dpr)
    assert pix.devicePixelRatio() == dpr
    assert (pix.width(), pix.height()) == (round(size.width() * dpr), round(size.height() * dpr))
    assert art.pixmap(W, size, dpr).cacheKey() == pix.cacheKey()
    assert art.pixmap(B, size, dpr).cacheKey() != pix.cacheKey()


def test_every_card_face_has_valid_art(qtbot) -> None:
    """Each commodity of both editions, the Bull, the Bear and the back parse as SVG."""
    art = CardArt()
    for face in [*Commodity, BULL, "back"]:
        name = face if isinstance(face, str) else face.value.lower()
        assert art.renderer(name) is not None, name


def test_missing_art_falls_back_to_a_labelled_card(qtbot) -> None:
    """A face without art still draws (the smoke test reports the file)."""
    pix = CardArt().pixmap("nonesuch", QSize(50, 70), 1.0)
    assert not pix.isNull()


def test_drag_payload_round_trips() -> None:
    """The ``application/x-pit-cards`` payload carries card faces."""
    cards = (W, W, BULL)
    assert decode_cards(encode_cards(cards)) == cards


def test_hand_selection_counts_faces_and_follows_the_hand(qtbot) -> None:
    """Selections are counts per face; cards traded away leave the selection."""
    hand = HandWidget()
    qtbot.addWidget(hand)
    hand.resize(900, 240)
    hand.set_hand((W, W, W, B, BULL))
    hand.toggle(W, selected=False)
    hand.toggle(W, selected=False)
    assert hand.selected_cards() == (W, W)
    with qtbot.waitSignal(hand.selection_changed):
        hand.set_hand((W, B, B, B, BULL))
    assert hand.selected_cards() == (W,)
    hand.mark_received((B, B))
    assert hand.received() == {B: 2}
    hand.grab()


def test_picking_another_commodity_replaces_the_selection(qtbot) -> None:
    """R-TRADE-2: a selection holds one commodity; the Bull stays beside whichever is picked."""
    hand = HandWidget()
    qtbot.addWidget(hand)
    hand.set_hand((W, W, B, B, BULL))
    hand.toggle(W, selected=False)
    hand.toggle(BULL, selected=False)
    hand.toggle(B, selected=False)
    assert hand.selected_cards() == (B, BULL)


def test_clicking_a_card_selects_it(qtbot) -> None:
    """A click on a card selects one more of its face; a click on a selected card deselects one."""
    from PySide6.QtCore import Qt

    hand = HandWidget()
    qtbot.addWidget(hand)
    hand.resize(900, 240)
    hand.show()
    hand.set_hand((W, W, B))
    front_wheat = hand._slots[1].rect.center()
    qtbot.mouseClick(hand, Qt.MouseButton.LeftButton, pos=front_wheat)
    assert hand.selected_cards() == (W,)
    raised = front_wheat - type(front_wheat)(0, 22)
    qtbot.mouseClick(hand, Qt.MouseButton.LeftButton, pos=raised)
    assert hand.selected_cards() == ()


def test_the_last_groups_label_stays_inside_the_hand(qtbot) -> None:
    """The last group has no gap after it: its label may not run past the hand's right edge."""
    hand = HandWidget()
    qtbot.addWidget(hand)
    hand.resize(700, 240)
    soy = Commodity.SOYBEANS
    hand.set_hand((W, W, B, B, Commodity.CORN, Commodity.OATS, soy))
    hand.show()
    qtbot.waitExposed(hand)
    last = max((s for s in hand._slots if s.face is soy), key=lambda s: s.rect.left())
    assert hand.label_room(soy) <= hand.width() - last.rect.left()
    text, font = hand.labels()[soy]
    from PySide6.QtGui import QFontMetrics

    assert QFontMetrics(font).horizontalAdvance(text) <= hand.width() - last.rect.left()
