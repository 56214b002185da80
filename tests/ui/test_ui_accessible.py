"""What assistive technology sees: the accessibility tree of a dealt table names every seat, offer and
button; the hand says the focused card and the whole hand; news and refusals are announced."""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QWidget
from ui_helpers import start_open_game

from pit_desktop.games.pit.engine import BEAR, Commodity, PublicOffer
from pit_desktop.games.pit.ui.hand_widget import HandWidget
from pit_desktop.games.pit.ui.table_setup import Status
from pit_desktop.games.pit.ui.window import MainWindow
from pit_desktop.shell import announce as announce_module


def walk(node: QAccessibleInterface, depth: int = 0):
    """Every interface under ``node``, depth first."""
    yield node
    if depth > 40:
        return
    for i in range(node.childCount()):
        child = node.child(i)
        if child is not None and child.isValid():
            yield from walk(child, depth + 1)


def test_the_tree_of_a_dealt_table_names_every_offer_and_control(qtbot, window: MainWindow) -> None:
    """Walking from the window: the hand, the bell, Offer, Withdraw, each seat and each offer spot (an
    offer's name says who offers how many) are nodes with names."""
    start_open_game(qtbot, window)
    seat = window.table.seats[0]
    seat.offer_spot.set_offer(PublicOffer(offer_id=7, seat=seat.seat, count=3, posted_at_s=0.0), silent=False)
    named: dict[int, str] = {}
    for node in walk(QAccessible.queryAccessibleInterface(window)):
        widget = node.object()
        if isinstance(widget, QWidget):
            named[id(widget)] = node.text(QAccessible.Text.Name)
    wanted = [window.hand, window.bell, window.offer_button, window.withdraw_button]
    wanted += [s for s in window.table.seats] + [s.offer_spot for s in window.table.seats]
    for widget in wanted:
        assert id(widget) in named, f"{type(widget).__name__} is not in the tree"
        assert named[id(widget)], f"{type(widget).__name__} has no name"
    # the whole name, even where the seat's label shortens it with "…"
    assert named[id(seat.offer_spot)] == f"3 cards offered by {window.setup.name(seat.seat)}"


def test_the_hand_says_the_focused_card_and_the_whole_hand(qtbot) -> None:
    w, oats = Commodity.WHEAT, Commodity.OATS
    hand = HandWidget()
    qtbot.addWidget(hand)
    hand.resize(900, 260)
    hand.set_hand((w, w, oats, BEAR))
    hand.focus_card((w, 1))
    hand.toggle_card((w, 1))
    text = QAccessible.queryAccessibleInterface(hand).text(QAccessible.Text.Description)
    assert text == "Wheat, 100 points, selected, 2 of 2. Your hand: 2 Wheat, 1 Oat and the Bear"


def test_news_and_refusals_are_announced(qtbot, window: MainWindow, monkeypatch) -> None:
    """With a screen reader listening, each status is announced; a refusal at once (assertive)."""
    sent: list[tuple[str, object]] = []
    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    monkeypatch.setattr(
        QAccessible, "updateAccessibility", staticmethod(lambda e: sent.append((e.message(), e.politeness())))
    )
    window.show_status(Status("You gave 1 Oat to Ann and got 1 Wheat"))
    window.show_status(Status("That offer is gone", error=True))
    polite, urgent = QAccessible.AnnouncementPoliteness.Polite, QAccessible.AnnouncementPoliteness.Assertive
    assert sent == [("You gave 1 Oat to Ann and got 1 Wheat", polite), ("That offer is gone", urgent)]
    assert announce_module.announce(window, "") is False
