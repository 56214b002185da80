"""The hand as assistive technology sees it: one node per group of cards and, inside it, one node per card,
each with a name and a state ("Wheat, 100 points, selected"; checked while selected). GUI thread only.

The nodes are child widgets of :class:`~pit_desktop.games.pit.ui.hand_widget.HandWidget` that paint nothing
and let the mouse through (``WA_TransparentForMouseEvents``): the hand still draws every card and takes every
click and drag. They are ordinary ``QObject``s, so Qt makes and owns their accessible interfaces (no interface
is made in Python: Qt's accessibility cache deletes those from C++, behind the Python wrapper's back). A card
is a checkable button: a screen reader says whether it is selected, and its toggle action selects the card
as a click does.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QRect, Qt
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QWidget

from pit_desktop.games.pit.engine import Card
from pit_desktop.games.pit.ui.hand_layout import CardKey
from pit_desktop.games.pit.ui.names import card_name


def card_words(face: Card, selected: bool) -> str:
    """A card in words: ``"Wheat, 100 points"``, ``"Bear"``; ``", selected"`` after it when selected."""
    points = getattr(face, "points", None)
    text = (
        card_name(face)
        if points is None
        else QCoreApplication.translate("HandWidget", "{name}, {points} points").format(
            name=card_name(face), points=points
        )
    )
    if selected:
        text = QCoreApplication.translate("HandWidget", "{card}, selected").format(card=text)
    return text


def _silent(widget: QWidget) -> None:
    """Make ``widget`` a node only: no mouse, no keyboard focus, no background."""
    widget.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
    widget.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
    widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)


def _drop(node: QWidget) -> None:
    """Take ``node`` out of the tree at once, and delete it."""
    node.hide()
    node.setParent(None)
    node.deleteLater()


class CardNode(QAbstractButton):
    """One card of the hand: a checkable button, checked while the card is selected, that draws nothing.

    Attributes:
        key: the card it stands for.
    """

    def __init__(self, key: CardKey, parent: QWidget) -> None:
        super().__init__(parent)
        self.key = key
        self.setCheckable(True)
        _silent(self)

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt override
        """Nothing: the hand draws the card."""


class GroupNode(QGroupBox):
    """One group of the hand (every card of a face), holding its :class:`CardNode` s; draws nothing.

    Attributes:
        face: the group's face.
        cards: its cards' nodes, left to right in the full layout (by index).
    """

    def __init__(self, face: Card, parent: QWidget) -> None:
        super().__init__(parent)
        self.face = face
        self.cards: list[CardNode] = []
        _silent(self)

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt override
        """Nothing: the hand draws the group and its label."""

    def describe(self, count: int, selected: int) -> None:
        """Name the group: ``"Wheat: 3 cards, 100 points, 2 selected"``."""
        points = getattr(self.face, "points", None)
        text = self.tr("%n card(s)", "", count)
        if points is not None:
            text = self.tr("%1, %2 points").replace("%1", text).replace("%2", str(points))
        if selected:
            text = self.tr("%1, %n selected", "", selected).replace("%1", text)
        name = self.tr("%1: %2").replace("%1", card_name(self.face)).replace("%2", text)
        if name != self.accessibleName():
            self.setAccessibleName(name)


class HandNodes:
    """Keeps one :class:`GroupNode` per group and one :class:`CardNode` per card under ``hand``, named, in
    place and checked as the hand shows them.

    Args:
        hand: the widget the nodes live in.
        toggle: called with a card's key and whether its node is checked now, when assistive technology
            toggles or presses the node (the hand selects or deselects the card as a click would; a
            node checked to match the hand calls it too, and the hand finds nothing to do).
    """

    def __init__(self, hand: QWidget, toggle: Callable[[CardKey, bool], None]) -> None:
        self._hand = hand
        self._toggle = toggle
        self.groups: list[GroupNode] = []
        self._told: CardNode | None = None  # the card last told as focused

    def sync(
        self,
        groups: Sequence[tuple[Card, int]],
        rects: dict[CardKey, QRect],
        selected: set[CardKey],
        focused: CardKey | None,
    ) -> None:
        """Match the nodes to the hand: ``groups`` (face, count) in order, each card's visible ``rects``
        (in the hand's coordinates), the ``selected`` cards, and the card with the keyboard ``focused``
        (told to assistive technology as the focus when the hand has it and the card changed)."""
        while len(self.groups) > len(groups):
            _drop(self.groups.pop())
        for at, (face, count) in enumerate(groups):
            if at == len(self.groups):
                self.groups.append(GroupNode(face, self._hand))
                self.groups[at].show()
            group = self.groups[at]
            if group.face is not face:
                group.face = face
                for card in group.cards:
                    card.key = (face, card.key[1])
            self._sync_cards(group, count, rects, selected)
        self._tell_focus(focused)

    def _sync_cards(
        self, group: GroupNode, count: int, rects: dict[CardKey, QRect], selected: set[CardKey]
    ) -> None:
        while len(group.cards) > count:
            _drop(group.cards.pop())
        while len(group.cards) < count:
            node = CardNode((group.face, len(group.cards)), group)
            node.toggled.connect(lambda on, n=node: self._toggle(n.key, on))
            group.cards.append(node)
            node.show()
        boxes = [rects.get(card.key, QRect()) for card in group.cards]
        area = QRect()
        for box in boxes:
            area = area.united(box)
        group.setGeometry(area)
        picked = 0
        for card, box in zip(group.cards, boxes, strict=True):
            on = card.key in selected
            picked += on
            card.setGeometry(box.translated(-area.topLeft()))
            name = card_words(group.face, on)
            if name != card.accessibleName():
                card.setAccessibleName(name)
            description = QCoreApplication.translate("HandWidget", "{n} of {count}").format(
                n=card.key[1] + 1, count=count
            )
            if description != card.accessibleDescription():
                card.setAccessibleDescription(description)
            if card.isChecked() != on:
                card.setChecked(on)
        group.describe(count, picked)

    def node(self, key: CardKey) -> CardNode | None:
        """The node of the card ``key``, or ``None``."""
        group = next((g for g in self.groups if g.face is key[0]), None)
        if group is None or not 0 <= key[1] < len(group.cards):
            return None
        return group.cards[key[1]]

    def _tell_focus(self, focused: CardKey | None) -> None:
        """A screen reader follows the keyboard focus: moving it among the cards is told as the focus
        reaching the card's node (the hand keeps Qt's own focus)."""
        node = self.node(focused) if focused is not None and self._hand.hasFocus() else None
        if node is self._told:
            return
        self._told = node
        if node is None:
            return
        # imported here, not with the module: its enums cost the first frame 3-10 ms
        from PySide6.QtGui import QAccessible, QAccessibleEvent

        if QAccessible.isActive():
            QAccessible.updateAccessibility(QAccessibleEvent(node, QAccessible.Event.Focus))

    def forget_focus(self) -> None:
        """The hand lost the focus: the next time it has it, the focused card is told again."""
        self._told = None
