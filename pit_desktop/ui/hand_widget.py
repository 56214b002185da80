"""The player's hand: cards grouped by commodity, click to select, drag to offer or trade. GUI thread only.

Cards of one face are interchangeable (the engine counts them), so a selection is a count per face:
the front ``k`` cards of a group are drawn raised.
"""

from __future__ import annotations

import time
from collections import Counter
from dataclasses import dataclass

from PySide6.QtCore import QPoint, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QCursor,
    QFont,
    QFontMetrics,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QApplication, QSizePolicy, QWidget

from pit_desktop.engine import MAX_OFFER, Card, Commodity, sorted_cards
from pit_desktop.ui.card_art import CARD_ASPECT, card_size, shared_art
from pit_desktop.ui.mime import encode_cards
from pit_desktop.ui.names import card_name

RECEIVED_HIGHLIGHT_S = 4.0
"""How long cards just received stay highlighted, real seconds."""

RAISE_PX = 22
"""How far a selected card rises."""

LABEL_PX = 22
"""Height of the group labels above the cards."""

OVERLAP = 0.40
"""Visible fraction of a card's width when another card of its group lies on it."""

GROUP_GAP = 0.30
"""Gap between groups, as a fraction of a card's width."""

LABEL_FONT_PX = (14, 12)
"""Pixel sizes tried for the group labels, largest first."""


def label_styles(face: Card, count: int) -> tuple[str, str, str]:
    """The label over a group of ``count`` cards of ``face`` in three lengths: ``"Sugar ×3  ·  65"``,
    ``"Sugar ×3 · 65"``, ``"Sugar 3·65"`` (the Bull and the Bear: ``"Bull ×1"`` in all three)."""
    name = card_name(face)
    if type(face) is Commodity:
        p = face.points
        return (f"{name} ×{count}  ·  {p}", f"{name} ×{count} · {p}", f"{name} {count}·{p}")
    return (f"{name} ×{count}",) * 3


def group_label(face: Card, count: int, room: int, metrics: QFontMetrics, style: int = 0) -> str:
    """The longest of :func:`label_styles` from ``style`` on that is at most ``room`` pixels wide in
    ``metrics``; else the shortest with an elided name (``"Soyb… 1·55"``); else only ``"1·55"`` (``"×1"``)."""
    texts = label_styles(face, count)
    for text in texts[style:]:
        if metrics.horizontalAdvance(text) <= room:
            return text
    name = card_name(face)
    tail = texts[2][len(name) + 1 :]
    left = room - metrics.horizontalAdvance(f" {tail}")
    short = metrics.elidedText(name, Qt.TextElideMode.ElideRight, left)
    if len(short) >= 3 and short.endswith("…"):  # at least two letters of the name
        return f"{short} {tail}"
    return tail


@dataclass(frozen=True, slots=True)
class _Slot:
    face: Card
    index: int
    rect: QRect


class HandWidget(QWidget):
    """Shows the player's hand and lets them pick and drag cards.

    Signals:
        selection_changed(tuple): the selected cards, sorted.
        activated(): a double-click on a group selected it (the window may offer it at once).
        drag_missed(QPoint): a drag of cards ended where nothing took it; the global cursor position.
    """

    selection_changed = Signal(object)
    activated = Signal()
    drag_missed = Signal(QPoint)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(150)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Your hand"))
        self._hand: tuple[Card, ...] = ()
        self._selected: Counter[Card] = Counter()
        self._offered: Counter[Card] = Counter()
        self._received: dict[Card, tuple[int, float]] = {}
        self._slots: list[_Slot] = []
        self._press: tuple[QPoint, _Slot] | None = None
        self._fade = QTimer(self)
        self._fade.setSingleShot(True)
        self._fade.timeout.connect(self._expire_received)

    # ------------------------------------------------------------------ state

    def hand(self) -> tuple[Card, ...]:
        """The cards shown, sorted."""
        return self._hand

    def set_hand(self, cards: tuple[Card, ...], offered: tuple[Card, ...] | None = None) -> None:
        """Show ``cards``; the selection keeps only cards still held. ``offered``: the open offer's cards."""
        self._hand = sorted_cards(cards)
        held = Counter(self._hand)
        clipped = self._selected & held
        changed = clipped != self._selected
        self._selected = clipped
        self._offered = Counter(offered or ())
        self._relayout()
        self.setAccessibleDescription(_describe(self._hand))
        if changed:
            self.selection_changed.emit(self.selected_cards())

    def selected_cards(self) -> tuple[Card, ...]:
        """The selected cards, sorted."""
        return sorted_cards(self._selected.elements())

    def set_selection(self, cards: tuple[Card, ...]) -> None:
        """Select exactly ``cards`` (those held)."""
        self._selected = Counter(cards) & Counter(self._hand)
        self.update()
        self.selection_changed.emit(self.selected_cards())

    def clear_selection(self) -> None:
        """Select nothing."""
        if self._selected:
            self.set_selection(())

    def mark_received(self, cards: tuple[Card, ...]) -> None:
        """Highlight ``cards`` (just received in a trade) for :data:`RECEIVED_HIGHLIGHT_S`."""
        until = time.monotonic() + RECEIVED_HIGHLIGHT_S
        for face, n in Counter(cards).items():
            self._received[face] = (n, until)
        self._fade.start(int(RECEIVED_HIGHLIGHT_S * 1000) + 50)
        self.update()

    def clear_received(self) -> None:
        """Drop every received-card highlight (a new deal)."""
        self._received = {}
        self.update()

    def received(self) -> dict[Card, int]:
        """Faces currently highlighted as received, with their counts."""
        now = time.monotonic()
        return {face: n for face, (n, until) in self._received.items() if until > now}

    def _expire_received(self) -> None:
        now = time.monotonic()
        self._received = {f: v for f, v in self._received.items() if v[1] > now}
        if self._received:
            self._fade.start(int((min(v[1] for v in self._received.values()) - now) * 1000) + 50)
        self.update()

    # ------------------------------------------------------------------ layout

    def _groups(self) -> list[tuple[Card, int]]:
        counts = Counter(self._hand)
        return [(face, counts[face]) for face in dict.fromkeys(self._hand)]

    def card_height(self) -> int:
        """The height cards are drawn at for the widget's current size."""
        groups = self._groups()
        n, g = len(self._hand), max(1, len(groups))
        factor = g + OVERLAP * max(0, n - g) + GROUP_GAP * (g - 1)
        by_width = (self.width() - 24) / max(1.0, factor) * CARD_ASPECT
        by_height = self.height() - RAISE_PX - LABEL_PX - 12
        return max(40, int(min(by_width, by_height, 230)))

    def _relayout(self) -> None:
        h = self.card_height()
        size = card_size(h)
        w = size.width()
        groups = self._groups()
        n, g = len(self._hand), max(1, len(groups))
        total = w * (g + OVERLAP * max(0, n - g) + GROUP_GAP * (g - 1)) if groups else 0
        x = (self.width() - total) / 2
        y = LABEL_PX + RAISE_PX + max(0, (self.height() - h - LABEL_PX - RAISE_PX - 6) // 2)
        self._slots = []
        for face, k in groups:
            for i in range(k):
                self._slots.append(_Slot(face, i, QRect(round(x), y, w, h)))
                x += w * OVERLAP if i < k - 1 else w * (1 + GROUP_GAP)
        self.update()

    def resizeEvent(self, event) -> None:
        """Lay the cards out again for the new size."""
        self._relayout()
        super().resizeEvent(event)

    def sizeHint(self) -> QSize:
        """Room for a ten-card hand at a comfortable size."""
        return QSize(900, 230)

    # ------------------------------------------------------------------ painting

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw group labels, then cards (selected ones raised, received ones glowing)."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        dpr = self.devicePixelRatioF()
        art = shared_art()
        received = self.received()
        labels = self.labels()
        for slot in self._slots:
            if slot.index == 0:
                self._draw_label(painter, slot, labels[slot.face])
            rect = QRect(slot.rect)
            selected = self._is_selected(slot)
            if selected:
                rect.translate(0, -RAISE_PX)
            k = self._count(slot.face)
            if slot.index >= k - received.get(slot.face, 0):
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(255, 214, 64, 170))
                painter.drawRoundedRect(QRectF(rect).adjusted(-6, -6, 6, 6), 12, 12)
            painter.drawPixmap(rect.topLeft(), art.pixmap(slot.face, rect.size(), dpr))
            if selected:
                painter.setPen(QPen(QColor("#ffd54a"), 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(QRectF(rect).adjusted(1, 1, -1, -1), 9, 9)
            if slot.index < self._offered[slot.face]:
                self._draw_offered_tag(painter, rect)
        painter.end()

    def _count(self, face: Card) -> int:
        return sum(1 for c in self._hand if c is face)

    def _is_selected(self, slot: _Slot) -> bool:
        return slot.index >= self._count(slot.face) - self._selected[slot.face]

    def label_room(self, face: Card) -> int:
        """How wide the label over the group of ``face`` may be, pixels: the group and most of the gap, but
        never past the widget's right edge (the last group has no gap after it)."""
        w = card_size(self.card_height()).width()
        room = round(w * (1 + OVERLAP * (self._count(face) - 1) + GROUP_GAP * 0.6))
        left = next((slot.rect.left() for slot in self._slots if slot.face is face), None)
        return room if left is None else max(0, min(room, self.width() - left))

    def labels(self) -> dict[Card, tuple[str, QFont]]:
        """Each group's label and its font, alike for every group: the largest of :data:`LABEL_FONT_PX` and
        the longest of :func:`label_styles` with which every label fits its group; failing that, the
        smallest font and each label shortened on its own (:func:`group_label`)."""
        groups = [(face, k, self.label_room(face)) for face, k in self._groups()]
        font = QFont(self.font())
        font.setBold(True)
        for px in LABEL_FONT_PX:
            font.setPixelSize(px)
            metrics = QFontMetrics(font)
            for style in range(3):
                texts = {face: label_styles(face, k)[style] for face, k, _ in groups}
                if all(metrics.horizontalAdvance(texts[face]) <= room for face, _, room in groups):
                    return {face: (text, QFont(font)) for face, text in texts.items()}
        return {face: (group_label(face, k, room, metrics, style=2), font) for face, k, room in groups}

    def _draw_label(self, painter: QPainter, slot: _Slot, label: tuple[str, QFont]) -> None:
        """The group's name, count and points above it, shortened to fit the group's width."""
        text, font = label
        room = self.label_room(slot.face)
        painter.setFont(font)
        painter.setPen(QColor("#fff6d8"))
        painter.drawText(
            QRect(slot.rect.left(), slot.rect.top() - RAISE_PX - LABEL_PX, room, LABEL_PX),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            text,
        )

    def _draw_offered_tag(self, painter: QPainter, rect: QRect) -> None:
        tag = QRect(rect.left() + 4, rect.bottom() - 22, 54, 18)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(30, 90, 160, 220))
        painter.drawRoundedRect(tag, 6, 6)
        painter.setPen(QColor("white"))
        f = painter.font()
        small = QFont(f)
        small.setPixelSize(11)
        painter.setFont(small)
        painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, "offered")
        painter.setFont(f)

    # ------------------------------------------------------------------ mouse

    def _hit(self, pos: QPoint) -> _Slot | None:
        for slot in reversed(self._slots):  # topmost first
            rect = QRect(slot.rect)
            if self._is_selected(slot):
                rect.translate(0, -RAISE_PX)
            if rect.contains(pos):
                return slot
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Remember which card was pressed (a click toggles it; a move drags)."""
        slot = self._hit(event.position().toPoint())
        if event.button() == Qt.MouseButton.LeftButton and slot is not None:
            self._press = (event.position().toPoint(), slot)
        else:
            self._press = None
            if slot is None:
                self.clear_selection()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """A click selects one more card of the face, or deselects one if it was selected."""
        if self._press is not None:
            self.toggle(self._press[1].face, self._is_selected(self._press[1]))
        self._press = None

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """Select the whole group (at most four cards)."""
        slot = self._hit(event.position().toPoint())
        if slot is not None:
            self.set_selection((slot.face,) * min(MAX_OFFER, self._count(slot.face)))
            self.activated.emit()
        self._press = None

    def toggle(self, face: Card, selected: bool) -> None:
        """Deselect one card of ``face`` if ``selected``, else select one more.

        Picking a commodity drops any other commodity from the selection (an offer holds one, R-TRADE-2);
        the Bull and the Bear stay selected beside it.
        """
        if selected:
            self._selected[face] -= 1
        elif self._selected[face] < self._count(face):
            if type(face) is Commodity:
                for other in [f for f in self._selected if type(f) is Commodity and f is not face]:
                    del self._selected[other]
            self._selected[face] += 1
        self._selected = +self._selected
        self.update()
        self.selection_changed.emit(self.selected_cards())

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        """Start a drag of the selection once the mouse moved far enough."""
        pos = event.position().toPoint()
        self.setCursor(Qt.CursorShape.OpenHandCursor if self._hit(pos) else Qt.CursorShape.ArrowCursor)
        if self._press is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return
        start, slot = self._press
        if (pos - start).manhattanLength() < QApplication.startDragDistance():
            return
        self._press = None
        if not self._is_selected(slot):
            if any(face is not slot.face for face in self._selected):
                self._selected = Counter()  # a fresh pick: drag just this card
            self.toggle(slot.face, False)
        self.start_drag()

    def start_drag(self) -> None:
        """Drag the selected cards (``application/x-pit-cards``). Blocks in ``QDrag.exec`` while the event
        loop (and the bots) go on; the drop target checks the cards again."""
        from PySide6.QtGui import QDrag

        cards = self.selected_cards()
        if not cards:
            return
        drag = QDrag(self)
        drag.setMimeData(encode_cards(cards))
        pix = self._drag_pixmap(cards)
        drag.setPixmap(pix)
        drag.setHotSpot(QPoint(round(pix.width() / pix.devicePixelRatio() / 2), 20))
        if drag.exec(Qt.DropAction.MoveAction) == Qt.DropAction.IgnoreAction:
            self.drag_missed.emit(QCursor.pos())

    def _drag_pixmap(self, cards: tuple[Card, ...]) -> QPixmap:
        dpr = self.devicePixelRatioF()
        size = card_size(max(60, int(self.card_height() * 0.7)))
        step = size.width() * 0.35
        w = round(size.width() + step * (len(cards) - 1))
        pix = QPixmap(round(w * dpr), round(size.height() * dpr))
        pix.setDevicePixelRatio(dpr)
        pix.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pix)
        painter.setOpacity(0.9)
        for i, card in enumerate(cards):
            painter.drawPixmap(round(i * step), 0, shared_art().pixmap(card, size, dpr))
        painter.end()
        return pix


def _describe(cards: tuple[Card, ...]) -> str:
    counts = Counter(cards)
    return ", ".join(f"{n} {face.value}" for face, n in counts.items())
