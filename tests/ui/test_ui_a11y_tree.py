"""The accessibility tree of a dealt table (issue 10, item 7): walked from the window as assistive
technology walks it, every offer, seat and button is a node with a name, and the offers' and the bell's
state is told; every group and every card of the hand is a node of its own, named ("Wheat, 100 points,
selected") and checked while selected.

The cards' nodes are child widgets that paint nothing and let the mouse through (``hand_nodes``), not
``QAccessibleInterface`` objects made in Python: Qt's accessibility cache owns and deletes interfaces
from C++ (on ``deleteAccessibleInterface`` and at exit) while PySide6 keeps a Python wrapper that may
delete the same object again or be left pointing at freed memory."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from ui_helpers import activate, hold_bots, start_open_game

from pit_desktop.games.pit.engine import BEAR, Card, Commodity
from pit_desktop.games.pit.ui.bell import BellButton
from pit_desktop.games.pit.ui.hand_widget import HandWidget
from pit_desktop.games.pit.ui.names import card_name
from pit_desktop.games.pit.ui.offer_spot import OfferSpot

ONE_CARD = {Commodity.OATS: "1 Oat", Commodity.SOYBEANS: "1 Soybean", Commodity.ORANGES: "1 Orange"}
"""One card of the commodities whose English name is a plural ("Oats"), as the game counts it."""


def shown_hand(qtbot, cards: tuple[Card, ...]) -> HandWidget:
    """A hand on its own, shown, holding ``cards``."""
    hand = HandWidget()
    qtbot.addWidget(hand)
    hand.resize(900, 260)
    hand.show()
    hand.set_hand(cards)
    return hand


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


def test_every_card_and_group_of_a_dealt_hand_is_a_named_node_with_its_state(qtbot, window) -> None:
    """Walking the tree from the window finds, under the hand, one node per group and, under each, one
    node per card: a check box named for its card, ``"…, selected"`` and checked exactly while selected;
    the player's own offer on the floor is named with its cards."""
    start_open_game(qtbot, window)
    hold_bots(window)  # the hand stays as dealt while the tree is walked
    hand = window.hand
    face = next(c for c in hand.hand() if type(c) is Commodity)
    hand.set_selection((face,))
    Role = QAccessible.Role
    under_hand = walk(QAccessible.queryAccessibleInterface(hand))
    groups = [n for n in under_hand if n.role() == Role.Grouping]
    assert [n.text(QAccessible.Text.Name).split(":")[0] for n in groups] == [
        card_name(f) for f in dict.fromkeys(hand.hand())
    ]
    cards = [n for n in under_hand if n.role() == Role.CheckBox]
    assert len(cards) == len(hand.hand())
    named = Counter()
    for node in cards:
        name = node.text(QAccessible.Text.Name)
        named[next(f for f in set(hand.hand()) if name.startswith(card_name(f)))] += 1
        selected = name.endswith(", selected")
        assert bool(node.state().checked) == selected
        assert node.text(QAccessible.Text.Description)  # "2 of 3"
        assert not node.state().invisible
        assert node.rect().intersects(QAccessible.queryAccessibleInterface(hand).rect())
    assert named == Counter(hand.hand())
    checked = [n.text(QAccessible.Text.Name) for n in cards if n.state().checked]
    points = f", {face.points} points, selected"
    assert checked == [f"{card_name(face)}{points}"]
    group = next(n for n in groups if n.text(QAccessible.Text.Name).startswith(card_name(face)))
    assert group.text(QAccessible.Text.Name).endswith(", 1 selected")
    floor = QAccessible.queryAccessibleInterface(window.table.floor)
    assert floor.text(QAccessible.Text.Name) == "Trading floor, no offer of yours"
    assert window.offer_cards((face,))
    qtbot.waitUntil(lambda: window.table.floor.own_offer() == (face,))
    one = ONE_CARD.get(face, f"1 {card_name(face)}")
    assert floor.text(QAccessible.Text.Name) == f"Trading floor, your offer: {one}"


def test_the_nodes_follow_the_hand_and_a_press_selects(qtbot) -> None:
    """A trade changes the nodes with the hand; assistive technology pressing a card's node toggles the
    card, as a click does; the nodes draw nothing and take no click (the hand does)."""
    w, oats = Commodity.WHEAT, Commodity.OATS
    hand = shown_hand(qtbot, (w, w, oats))
    drawn = hand.grab().toImage()
    for group in hand.nodes.groups:
        group.hide()
    assert hand.grab().toImage() == drawn  # the nodes paint nothing
    for group in hand.nodes.groups:
        group.show()
    centre = hand.visible_rect((w, 0)).center()
    assert hand.childAt(centre) is None  # a click at a card reaches the hand
    hand.set_hand((w, oats, BEAR))
    names = [c.accessibleName() for g in hand.nodes.groups for c in g.cards]
    assert names == ["Wheat, 100 points", "Oats, 60 points", "Bear"]
    node = QAccessible.queryAccessibleInterface(hand.nodes.node((oats, 0)))
    actions = node.actionInterface()
    assert actions.toggleAction() in actions.actionNames()
    actions.doAction(actions.toggleAction())
    assert hand.selected_cards() == (oats,)
    assert node.state().checked and node.text(QAccessible.Text.Name) == "Oats, 60 points, selected"


def test_moving_among_the_cards_tells_the_focus_to_assistive_technology(qtbot, monkeypatch) -> None:
    """The arrow keys move the keyboard focus among the cards (the hand keeps Qt's focus): each move is told
    as the focus reaching that card's node, as a screen reader follows it."""
    told: list[object] = []
    monkeypatch.setattr(QAccessible, "isActive", staticmethod(lambda: True))
    monkeypatch.setattr(
        QAccessible,
        "updateAccessibility",
        staticmethod(lambda e: told.append(e.object()) if e.type() == QAccessible.Event.Focus else None),
    )
    w, oats = Commodity.WHEAT, Commodity.OATS
    hand = shown_hand(qtbot, (w, w, oats))
    activate(qtbot, hand)
    hand.setFocus()
    qtbot.waitUntil(hand.hasFocus)
    cards = lambda: [o for o in told if o is not hand]  # noqa: E731 (Qt tells the hand's own focus too)
    assert cards() == [hand.nodes.node((w, 0))]
    qtbot.keyClick(hand, Qt.Key.Key_Right)
    qtbot.keyClick(hand, Qt.Key.Key_Down)
    assert cards() == [hand.nodes.node(k) for k in ((w, 0), (w, 1), (oats, 0))]


def test_the_nodes_speak_the_players_language(qtbot, window) -> None:
    """Language → Français renames the hand, its groups and cards and the floor at once; back to English."""
    start_open_game(qtbot, window)
    hold_bots(window)
    hand = window.hand
    face = next(c for c in hand.hand() if type(c) is Commodity)
    hand.set_selection((face,))
    alone = shown_hand(qtbot, (Commodity.WHEAT,))  # a hand no window sets again: it sees to its own words
    window.set_language("fr")
    qtbot.waitUntil(lambda: hand.accessibleName() == "Votre main")  # Qt posts the change to each window
    qtbot.waitUntil(lambda: alone.nodes.node((Commodity.WHEAT, 0)).accessibleName() == "Blé, 100 points")
    card = hand.nodes.node((face, hand.hand().count(face) - 1))
    assert card is not None and card.accessibleName().endswith(", sélectionnée")
    group = next(g for g in hand.nodes.groups if g.face is face)
    assert ", 1 sélectionnée" in group.accessibleName()
    assert window.table.floor.accessibleName() == "Corbeille, aucune offre de votre part"
    window.set_language("en")
    qtbot.waitUntil(lambda: hand.accessibleName() == "Your hand")
    assert card.accessibleName() == f"{card_name(face)}, {face.points} points, selected"
