"""A hand that tells the truth: trades driven into a hand under the pointer, each checked at once against
the hand's real counts (one header per commodity, naming it and counting every card of it; the groups'
accessible nodes alike), the card under the pointer unmoved, and a second click on the card aimed at."""

from __future__ import annotations

import itertools
import random
from collections import Counter

import pytest
from PySide6.QtCore import QPoint, Qt
from test_ui_hand_hold import assert_truthful, enter, lasting_glow, leave, made, strip  # noqa: F401
from test_ui_hand_room import assert_apart
from ui_helpers import BASIC_3, RIGGED_COMMODITIES, hold_bots, start_open_game, take_players_offer

from pit_desktop.games.pit.engine import BEAR, BULL, Card, CardsReceived, Commodity, sorted_cards
from pit_desktop.games.pit.ui.hand_layout import RAISE_PX, full_layout, groups_of
from pit_desktop.games.pit.ui.hand_widget import HandWidget
from pit_desktop.games.pit.ui.names import card_name
from pit_desktop.games.pit.ui.window import MainWindow

COMMODITIES = tuple(Commodity)[:8]


def assert_nodes_truthful(hand: HandWidget) -> None:
    """Each group's accessible node names its commodity and count, and lies apart from the others (in the
    hand's order, or while the hand is held with a group new to it at an end, in the order shown)."""
    counts = Counter(hand.hand())
    groups = hand.nodes.groups
    assert [g.face for g in groups] == list(counts)
    for group in groups:
        words = f"{card_name(group.face)}: {counts[group.face]} card"
        assert group.accessibleName().startswith(words), group.accessibleName()
        assert len(group.cards) == counts[group.face]
    shown = sorted(groups, key=lambda g: g.geometry().left())  # a group new to a held hand may lie at an end
    for a, b in itertools.pairwise(shown):
        assert a.geometry().right() < b.geometry().left(), (a.accessibleName(), b.accessibleName())


def point_on(hand: HandWidget, rng: random.Random) -> QPoint:
    """A point on a card chosen at random, where a click hits that card."""
    rect = hand.visible_rect(rng.choice(hand._slots).key)  # and still on it once the click raised it
    return QPoint(
        rng.randint(rect.left(), rect.right()), rng.randint(rect.top() + 2, rect.bottom() - RAISE_PX)
    )


def a_trade(
    hand: tuple[Card, ...], keep: Card, rng: random.Random
) -> tuple[tuple[Card, ...], tuple[Card, ...]]:
    """Cards given and cards received in one trade: up to four of one commodity, maybe with the Bull or the
    Bear, for as many of another (R-TRADE-2, R-TRADE-4); never the last card of ``keep`` (the card under the
    pointer, selected, stays)."""
    counts = Counter(hand)
    spare = {f: n - (f is keep) for f, n in counts.items() if type(f) is Commodity and n - (f is keep) > 0}
    face = rng.choice(sorted(spare, key=lambda f: f.value))
    give = [face] * rng.randint(1, min(4, spare[face]))
    extra = [c for c in (BULL, BEAR) if c in counts and c is not keep]
    if extra and len(give) < 4 and rng.random() < 0.3:
        give.append(rng.choice(extra))
    other = rng.choice([c for c in COMMODITIES if c is not face])
    get = [other] * len(give)
    if rng.random() < 0.15 and BULL not in counts:
        get[-1] = BULL
    return tuple(give), tuple(get)


@pytest.mark.parametrize(
    ("width", "height", "seed"), [(1160, 360, 1), (1160, 360, 2), (840, 250, 3), (840, 250, 4), (535, 168, 5)]
)
def test_trades_under_the_pointer_keep_headers_true_and_the_card_still(
    qtbot, width: int, height: int, seed: int
) -> None:
    """Sixty trades into a hand (window sizes from the smallest up) while the pointer rests on a selected
    card, now and then moving, or leaving and coming back: after every trade each header names its
    commodity and counts every card of it held, received cards glow in their own group, the groups' nodes
    say the same, every card lies inside the hand and none over a card of another group, and the card
    under the pointer is the one that was there, still selected, in the same place (a little smaller only
    where the hand no longer fits at the cards' size). The one exception: the pointer within two card
    widths of the hand's edge and a group coming in beyond it, with no room at any size the hand allows;
    then the hand fits itself in as little moved as it can; that stays rare."""
    rng = random.Random(seed)
    hand = made(width, height)
    qtbot.addWidget(hand)
    hand.show()
    deck = [c for c in COMMODITIES for _ in range(9)]
    rng.shuffle(deck)
    hand.set_hand(tuple(deck[:10]))
    pos, moved = None, 0
    for step in range(60):
        if pos is None or rng.random() < 0.25:
            if rng.random() < 0.2:
                leave(hand)
                assert [s.rect for s in hand._slots] == [
                    s.rect for s in full_layout(groups_of(hand.hand()), width, height)
                ]
            hand.clear_selection()
            pos = point_on(hand, rng)
            enter(hand, pos)
            qtbot.mouseClick(hand, Qt.MouseButton.LeftButton, pos=pos)
        key = hand.card_at(pos)
        assert key is not None and key in hand.selected_keys(), step
        rect, size = hand.card_rect(key), hand._slots[0].rect.size()
        near_edge = min(pos.x(), width - pos.x()) < 2 * size.width()
        give, get = a_trade(hand.hand(), key[0], rng)
        if rng.random() < 0.5 and key[0] not in give:  # the player's offer, taken
            hand.set_hand(hand.hand(), offered=give)
        now = Counter(hand.hand())
        now.subtract(give)
        now.update(get)
        hand.mark_received(get)
        hand.set_hand(sorted_cards(now.elements()))
        assert_truthful(hand)
        assert_nodes_truthful(hand)
        assert all(hand.rect().contains(slot.rect) for slot in hand._slots), step
        assert_apart(hand)
        glowing = Counter(face for face, _ in hand.received_keys())
        held = Counter(hand.hand())
        assert glowing == Counter({face: min(n, held[face]) for face, n in hand.received().items()}), step
        assert all(glowing[face] == n for face, n in Counter(get).items()), step
        after = hand.card_at(pos)
        if after is None or after[0] is not key[0] or after not in hand.selected_keys():
            assert near_edge, step
            moved += 1
            pos = None  # the player looks again
        elif hand._slots[0].rect.size() == size:
            assert hand.card_rect(after) == rect, step
    assert moved <= 3
    leave(hand)
    assert_truthful(hand)


def test_a_second_click_hits_the_card_aimed_at(qtbot) -> None:
    """Two clicks on two Barley, a trade between them (the Oats offered taken for Corn): the second click
    selects the second Barley, where the player saw it; a third, on the first, drops it again."""
    oats, barley, corn = Commodity.OATS, Commodity.BARLEY, Commodity.CORN
    hand = made(900, 260)
    qtbot.addWidget(hand)
    hand.show()
    hand.set_hand((oats, oats, barley, barley, barley, corn), offered=(oats, oats))
    first, second = strip(hand, (barley, 0)), strip(hand, (barley, 2))
    enter(hand, first)
    qtbot.mouseClick(hand, Qt.MouseButton.LeftButton, pos=first)
    hand.mark_received((corn, corn))
    hand.set_hand((barley, barley, barley, corn, corn, corn))
    qtbot.mouseClick(hand, Qt.MouseButton.LeftButton, pos=second)
    assert hand.selected_keys() == {(barley, 0), (barley, 2)}
    qtbot.mouseClick(hand, Qt.MouseButton.LeftButton, pos=first)
    assert hand.selected_keys() == {(barley, 2)}
    assert_truthful(hand)


def test_real_trades_under_the_pointer_keep_every_header_true(qtbot, window: MainWindow) -> None:
    """Trades through the engine while the pointer rests on the player's first Wheat: the player offers a
    Corn or a Barley, Ann takes it with a Wheat (sent by the test, as her bot would, the bots held), three
    times; after each, every header and every group's node counts what the engine says the player holds
    (the Wheat received among the Wheat: "Wheat ×5", then ×6, ×7), and the Wheat under the pointer has not
    moved."""
    w, b, c = RIGGED_COMMODITIES
    deal = ((w,) * 4 + (b,) * 3 + (c,) * 2, (w,) * 3 + (b,) * 3 + (c,) * 3, (w,) * 2 + (b,) * 3 + (c,) * 4)
    start_open_game(qtbot, window, BASIC_3, commodities=RIGGED_COMMODITIES, first_dealer=2, deal=deal)
    hold_bots(window)
    hand, engine = window.hand, window.controller.engine
    keep = w
    pos = strip(hand, (keep, 0))
    enter(hand, pos)
    rect = hand.card_rect((keep, 0))
    for held, give in ((5, c), (6, c), (7, b)):
        last = window.view.my_offer_id
        assert window.offer_cards((give,))
        qtbot.waitUntil(lambda last=last: window.view.my_offer_id not in (None, last))
        with qtbot.waitSignal(
            window.controller.event_received,
            check_params_cb=lambda e: type(e) is CardsReceived and e.seat == 0,
        ):
            take_players_offer(qtbot, window)
        qtbot.waitUntil(lambda: hand.hand() == engine.hands()[0])
        assert Counter(hand.hand()) == Counter(engine.hands()[0])
        assert_truthful(hand)
        assert_nodes_truthful(hand)
        assert hand.card_at(pos) == (keep, 0) and hand.card_rect((keep, 0)) == rect
        assert hand.labels()[w][0].startswith(f"Wheat ×{held}")
