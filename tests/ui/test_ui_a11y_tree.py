"""The accessibility tree of a dealt table (issue 10, item 7): walked from the window as assistive
technology walks it, every offer, seat and button is a node with a name, and the offers' and the bell's
state is told.

Cards are not nodes of their own: the hand is one node whose name lists the groups and whose description
names the focused card. Child nodes would be ``QAccessibleInterface`` objects made in Python for cards
that are not ``QObject``s; Qt's accessibility cache owns and deletes such interfaces from C++ (on
``deleteAccessibleInterface`` and at exit) while PySide6 keeps a Python wrapper that may delete the same
object again or be left pointing at freed memory, so they are not made."""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleInterface
from ui_helpers import start_open_game

from pit_desktop.ui.bell import BellButton
from pit_desktop.ui.offer_spot import OfferSpot


def walk(node: QAccessibleInterface, depth: int = 0) -> list[QAccessibleInterface]:
    """``node`` and every node below it, depth first."""
    found = [node]
    for i in range(node.childCount()):
        child = node.child(i)
        if child is not None and child.isValid() and depth < 40:
            found += walk(child, depth + 1)
    return found


def test_every_offer_seat_and_button_of_a_dealt_table_has_a_name(qtbot, window) -> None:
    start_open_game(qtbot, window)
    qtbot.waitUntil(lambda: any(s.offer_spot.offer is not None for s in window.table.seats))
    root = QAccessible.queryAccessibleInterface(window)
    assert root is not None
    nodes = walk(root)
    Role = QAccessible.Role
    named = {n.object(): n.text(QAccessible.Text.Name) for n in nodes if n.object() is not None}
    spots = [o for o in named if isinstance(o, OfferSpot)]
    assert len(spots) == len(window.table.seats)
    for spot in spots:
        assert named[spot], "an offer without a name"
        offered = spot.offer is not None
        node = QAccessible.queryAccessibleInterface(spot)
        assert bool(node.state().focusable) == offered  # Tab reaches an offer only while there is one
        assert bool(node.text(QAccessible.Text.Description)) == offered  # how to take it
    shown = [n for n in nodes if not n.state().invisible]
    buttons = [n for n in shown if n.role() in (Role.Button, Role.CheckBox, Role.MenuItem, Role.PageTab)]
    assert sum(n.role() == Role.Button for n in buttons) >= 3  # the bell, Offer, Withdraw
    for node in buttons:
        assert node.text(QAccessible.Text.Name).strip(), f"a nameless {node.role().name}: {node.object()!r}"
    assert any(isinstance(o, BellButton) for o in named)
    seats = [n for n in nodes if n.object() in window.table.seats]
    assert len(seats) == len(window.table.seats)
    assert all(n.text(QAccessible.Text.Name).strip() for n in seats)
    hand = next(n for n in nodes if n.object() is window.hand)
    assert hand.text(QAccessible.Text.Name)
