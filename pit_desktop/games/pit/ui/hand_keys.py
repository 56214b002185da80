"""Keyboard play in the hand: a focused card with a visible ring, moved with the arrow keys; Space or Enter
select it, 1–4 pick that many of its commodity. Mixed into
:class:`~pit_desktop.games.pit.ui.hand_widget.HandWidget`. GUI thread only."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QRectF, Qt
from PySide6.QtGui import QKeyEvent, QPainter, QPalette

from pit_desktop.games.pit.engine import MAX_OFFER
from pit_desktop.games.pit.ui.hand_nodes import card_words
from pit_desktop.shell.focus import draw_focus_ring, focus_colour

if TYPE_CHECKING:
    from pit_desktop.games.pit.engine import Card
    from pit_desktop.games.pit.ui.hand_layout import CardKey, Slot

ENTER_KEYS = (Qt.Key.Key_Return, Qt.Key.Key_Enter)
"""Keys that select the focused card, and trade on a focused offer."""

SELECT_KEYS = (Qt.Key.Key_Space, *ENTER_KEYS)
"""Keys that select (or deselect) the focused card."""

MOVE_KEYS = (
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_Home,
    Qt.Key.Key_End,
)
"""Keys that move the focus among the cards: Left/Right a card, Up/Down a group, Home/End the ends."""

COUNT_KEYS = {Qt.Key.Key_1: 1, Qt.Key.Key_2: 2, Qt.Key.Key_3: 3, Qt.Key.Key_4: 4}
"""Keys that select that many cards of the focused card's commodity (up to :data:`MAX_OFFER`)."""


class HandKeys:
    """The hand's keyboard focus and keys. Needs the widget's ``_slots``, ``card_rect``, ``slot_of``,
    ``toggle_card``, ``select_group``, ``say_only_held``, ``hasFocus`` and ``update``."""

    _slots: list[Slot]
    _selected: set[CardKey]
    _hand: tuple[Card, ...]
    _focus_key: CardKey | None = None
    _gone_offer: str | None = None  # took the focus from an offer that went: what to say to an Enter

    def take_focus_from_gone_offer(self, note: str) -> None:
        """Take the keyboard focus from an offer that went while focused: the next Enter (meant for that
        offer) selects nothing and :attr:`notice` says ``note`` again; any other key or a click ends it."""
        self._gone_offer = note
        self.setFocus()  # type: ignore[attr-defined]

    def focused_card(self) -> CardKey | None:
        """The card with the keyboard focus (the first card when none was chosen), or ``None``."""
        if self._focus_key is not None and self.slot_of(self._focus_key) is None:  # type: ignore[attr-defined]
            face = self._focus_key[0]  # traded away: another of its commodity, else the first card
            self._focus_key = next((s.key for s in self._in_order() if s.face is face), None)
        if self._focus_key is None and self._slots:
            self._focus_key = self._in_order()[0].key
        return self._focus_key

    def follow_keys(self, keys: Mapping[CardKey, CardKey]) -> None:
        """The hand changed (``keys``: old key → new key of every card kept; the slots already laid out):
        the focus stays on its card, or, if a trade took it, goes to another of its commodity, else to the
        first card."""
        if self._focus_key is None:
            return
        if self._focus_key in keys:
            self._focus_key = keys[self._focus_key]
            return
        face = self._focus_key[0]
        self._focus_key = next((s.key for s in self._in_order() if s.face is face), None)

    def _in_order(self) -> list[Slot]:
        return sorted(self._slots, key=lambda s: (s.rect.left(), s.index))

    def focus_card(self, key: CardKey) -> None:
        """Give the keyboard focus ring to the card ``key`` (a click does too)."""
        self._focus_key = key
        self.describe_focus()
        self.update()  # type: ignore[attr-defined]

    def card_description(self, key: CardKey) -> str:
        """A card in words for assistive technology: ``"Wheat, 100 points, selected, 2 of 3"``."""
        face, i = key
        count = sum(1 for s in self._slots if s.face is face)
        return QCoreApplication.translate("HandWidget", "{card}, {n} of {count}").format(
            card=card_words(face, key in self._selected), n=i + 1, count=count
        )

    def describe_focus(self) -> None:
        """Say the focused card, then the whole hand, in the hand's accessible description (a screen reader
        reads it as the focus moves; Qt tells it of the change)."""
        key = self.focused_card()
        from pit_desktop.games.pit.ui.presenter import cards_words

        whole = (
            cards_words(self._hand) if self._hand else QCoreApplication.translate("HandWidget", "no cards")
        )
        text = (
            whole
            if key is None
            else QCoreApplication.translate("HandWidget", "{card}. Your hand: {hand}").format(
                card=self.card_description(key), hand=whole
            )
        )
        self.setAccessibleDescription(text)  # type: ignore[attr-defined]

    def takes_key(self, event: QKeyEvent) -> bool:
        """Whether ``event`` is one of the hand's keys (so it wins over a window shortcut on the same key)."""
        if event.modifiers() & ~(Qt.KeyboardModifier.KeypadModifier | Qt.KeyboardModifier.ShiftModifier):
            return False
        return event.key() in SELECT_KEYS or event.key() in MOVE_KEYS or event.key() in COUNT_KEYS

    def shortcut_override(self, event: QEvent) -> bool:
        """Accept a ``ShortcutOverride`` for the hand's own keys (Space selects here, not offers)."""
        if event.type() == QEvent.Type.ShortcutOverride and self.takes_key(event):  # type: ignore[arg-type]
            event.accept()
            return True
        return False

    def handle_key(self, event: QKeyEvent) -> bool:
        """Act on one of the hand's keys; returns whether it was one. An Enter just after the focus came
        back from an offer that went only says so (:meth:`take_focus_from_gone_offer`)."""
        gone, self._gone_offer = self._gone_offer, None
        if gone is not None and event.key() in ENTER_KEYS and self.takes_key(event):
            self.notice.emit(gone)  # type: ignore[attr-defined]
            return True
        key = self.focused_card()
        if key is None or not self.takes_key(event):
            return False
        k = event.key()
        if k in SELECT_KEYS:
            self.toggle_card(key)  # type: ignore[attr-defined]
        elif k in COUNT_KEYS:
            want = min(COUNT_KEYS[k], MAX_OFFER)
            self.select_group(key, want)  # type: ignore[attr-defined]
            held = sum(1 for card in self._hand if card is key[0])
            if held < want:  # said, not quietly fewer
                self.say_only_held(key[0], held)  # type: ignore[attr-defined]
        else:
            self.focus_card(self._next(key, k))
        return True

    def _next(self, key: CardKey, k: Qt.Key) -> CardKey:
        order = [s.key for s in self._in_order()]
        at = order.index(key)
        if k == Qt.Key.Key_Home:
            return order[0]
        if k == Qt.Key.Key_End:
            return order[-1]
        if k in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = 1 if k == Qt.Key.Key_Right else -1
            return order[max(0, min(len(order) - 1, at + step))]
        faces = list(dict.fromkeys(face for face, _ in order))
        g = faces.index(key[0]) + (1 if k == Qt.Key.Key_Down else -1)
        face = faces[max(0, min(len(faces) - 1, g))]
        return next(o for o in order if o[0] is face) if face is not key[0] else key

    def _paint_focus(self, painter: QPainter) -> None:
        """The focus ring around the focused card, while the hand has the keyboard focus."""
        key = self.focused_card()
        if key is not None and self.hasFocus():  # type: ignore[attr-defined]
            ground = self.palette().color(QPalette.ColorRole.Window)  # type: ignore[attr-defined]
            rect = QRectF(self.card_rect(key))  # type: ignore[attr-defined]
            draw_focus_ring(painter, rect, colour=focus_colour(ground))
