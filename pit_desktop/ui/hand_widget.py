"""The player's hand: cards grouped by commodity, click to select, drag to offer or trade. GUI thread only.

A click toggles the card under the pointer (:data:`~pit_desktop.ui.hand_layout.CardKey`), a double-click
takes its group (up to four), a drag takes the selection or, with none, the pressed card's group. While the
pointer is over the hand, or a press or a drag is under way, a trade moves only the cards it swaps: the
others hold still until the pointer leaves (:func:`~pit_desktop.ui.hand_layout.held_layout`).

Assistive technology sees each group and each card as a node of its own, named and checked while selected
(:class:`~pit_desktop.ui.hand_nodes.HandNodes`).
"""

from __future__ import annotations

import itertools
import time
from collections import Counter

from PySide6.QtCore import QEvent, QPoint, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QCursor,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QApplication, QSizePolicy, QToolTip, QWidget

from pit_desktop.engine import MAX_OFFER, Card, Commodity, sorted_cards
from pit_desktop.ui.card_art import card_size, shared_art
from pit_desktop.ui.hand_keys import ENTER_KEYS, HandKeys
from pit_desktop.ui.hand_labels import (
    FULL,
    LABEL_FONT_PX,
    LABEL_GAP_PX,
    NAME,
    SEPARATE_BELOW_PX,
    SHORT,
    SHORT_FONT_PX,
    LabelSpot,
    group_label,
    label_text,
)
from pit_desktop.ui.hand_layout import (
    GROUP_GAP,
    LABEL_PX,
    OVERLAP,
    RAISE_PX,
    CardKey,
    Slot,
    card_height_for,
    full_layout,
    groups_of,
    held_layout,
    survivors,
)
from pit_desktop.ui.hand_nodes import HandNodes
from pit_desktop.ui.mime import encode_cards
from pit_desktop.ui.names import card_name

RECEIVED_HIGHLIGHT_S = 4.0
"""How long cards just received stay highlighted, real seconds."""


class HandWidget(HandKeys, QWidget):
    """Shows the player's hand and lets them pick and drag cards, with the mouse or the keys
    (:class:`~pit_desktop.ui.hand_keys.HandKeys`).

    Signals:
        selection_changed(tuple): the selected cards, sorted.
        activated(): a double-click on a group selected it (the window may offer it at once).
        drag_missed(QPoint): a drag of cards ended where nothing took it; the global cursor position.
        notice(str): something to tell the player (an Enter meant for an offer that went).
    """

    selection_changed = Signal(object)
    activated = Signal()
    drag_missed = Signal(QPoint)
    notice = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(150)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Your hand"))
        self._hand: tuple[Card, ...] = ()
        self._selected: set[CardKey] = set()
        self._offered: Counter[Card] = Counter()
        self._received: dict[Card, tuple[int, float]] = {}
        self._slots: list[Slot] = []
        self._press: tuple[QPoint, CardKey] | None = None
        self._hovered = False
        self._dragging = False
        self._stale = False  # the cards are held where they were; lay them out when the pointer leaves
        self._label_fit: tuple[str, QFont, dict[tuple[Card, int, int, bool], LabelSpot]] | None = None
        """The labels' form, font and fitted spots as last laid out: kept while the hand is held."""
        self._fade = QTimer(self)
        self._fade.setSingleShot(True)
        self._fade.timeout.connect(self._expire_received)
        self.nodes = HandNodes(self, self._pressed_by_assistive_technology)
        """The groups and cards as nodes of the accessibility tree."""

    # ------------------------------------------------------------------ state

    def hand(self) -> tuple[Card, ...]:
        """The cards shown, sorted."""
        return self._hand

    def set_hand(self, cards: tuple[Card, ...], offered: tuple[Card, ...] | None = None) -> None:
        """Show ``cards``; ``offered``: the open offer's cards. The selection keeps only cards still held.

        While the hand is held (:meth:`is_held`), the cards a trade left keep their places and the cards it
        brought take the places of those it took; the hand is laid out anew once the pointer leaves."""
        new_hand = sorted_cards(cards)
        if self.is_held() and self._label_fit is None and self._slots:
            self._fitted_spots()  # the labels as the player sees them, kept while the hand is held
        old, new = Counter(self._hand), Counter(new_hand)
        moved = survivors(old, new, self._offered, self._selected)
        before = self.selected_cards()
        self._selected = {moved[k] for k in self._selected if k in moved}
        self._hand = new_hand
        self._offered = Counter(offered or ())
        held = held_layout(self._slots, moved, new) if self.is_held() else None
        if held is not None:
            self._slots, self._stale = held, self._stale or old != new
            self.update()
        else:
            self._relayout()
        self.describe_focus()
        if self.selected_cards() != before:
            self.selection_changed.emit(self.selected_cards())

    def selected_cards(self) -> tuple[Card, ...]:
        """The selected cards, sorted."""
        return sorted_cards(face for face, _ in self._selected)

    def selected_keys(self) -> set[CardKey]:
        """Which cards are selected."""
        return set(self._selected)

    def set_selection(self, cards: tuple[Card, ...]) -> None:
        """Select exactly ``cards`` (those held): of each face, the front cards of its group."""
        want = Counter(cards)
        held = Counter(self._hand)
        self._set_keys({(f, i) for f, n in want.items() for i in range(held[f] - min(n, held[f]), held[f])})

    def clear_selection(self) -> None:
        """Select nothing."""
        if self._selected:
            self._set_keys(set())

    def describe_focus(self) -> None:
        """Say the focused card and the whole hand (:class:`HandKeys`), and bring the cards' nodes up to
        date."""
        super().describe_focus()
        self._sync_nodes()

    def _sync_nodes(self) -> None:
        rects = {slot.key: self.visible_rect(slot.key) for slot in self._slots}
        focused = self.focused_card()
        self.nodes.sync(groups_of(self._hand), rects, self._selected, focused)

    def _pressed_by_assistive_technology(self, key: CardKey, on: bool) -> None:
        """A card's node was checked (``on``) or unchecked: select or deselect the card, as a click does."""
        if self.slot_of(key) is not None and (key in self._selected) != on:
            self.focus_card(key)
            self.toggle_card(key)

    def _set_keys(self, keys: set[CardKey]) -> None:
        self._selected = keys
        self.describe_focus()
        self.update()
        self.selection_changed.emit(self.selected_cards())

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
        self._fade.stop()
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

    def is_held(self) -> bool:
        """Whether the cards hold still: the pointer is over the hand, or a press or a drag is under way."""
        return self._hovered or self._press is not None or self._dragging

    def _release_hold(self) -> None:
        """The hold ended: lay the cards out again if a trade came meanwhile."""
        if self._stale and not self.is_held():
            self._relayout()

    def card_height(self) -> int:
        """The height cards are drawn at for the widget's current size."""
        return card_height_for(groups_of(self._hand), self.width(), self.height())

    def _relayout(self) -> None:
        self._slots = full_layout(groups_of(self._hand), self.width(), self.height())
        self._stale = False
        self._label_fit = None
        self._sync_nodes()
        self.update()

    def resizeEvent(self, event) -> None:
        """Lay the cards out again for the new size; while the hand is held (the status line above it
        wrapped to another line, say), once the hold ends."""
        if self.is_held() and self._slots:
            self._stale = True
        else:
            self._relayout()
        super().resizeEvent(event)

    def sizeHint(self) -> QSize:
        """Room for a ten-card hand at a comfortable size."""
        return QSize(900, 230)

    def slot_of(self, key: CardKey) -> Slot | None:
        """Where the card ``key`` lies, or ``None`` if it is not held."""
        return next((s for s in self._slots if s.key == key), None)

    def card_rect(self, key: CardKey) -> QRect:
        """The card ``key``'s rectangle as drawn (raised when selected); empty if it is not held."""
        slot = self.slot_of(key)
        if slot is None:
            return QRect()
        return slot.rect.translated(0, -RAISE_PX) if key in self._selected else QRect(slot.rect)

    def visible_rect(self, key: CardKey) -> QRect:
        """The part of the card ``key`` no later card covers (where a click reaches it); empty if it is not
        held."""
        rect = self.card_rect(key)
        at = next((i for i, s in enumerate(self._slots) if s.key == key), len(self._slots))
        for slot in self._slots[at + 1 :]:
            over = self.card_rect(slot.key)
            if over.intersects(rect) and rect.left() < over.left() <= rect.right():
                rect.setRight(over.left() - 1)
        return rect

    # ------------------------------------------------------------------ painting

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw group labels, then cards (selected ones raised, received ones glowing)."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        dpr = self.devicePixelRatioF()
        art = shared_art()
        received = self.received()
        spots = {spot.at: spot for spot in self._fitted_spots()}
        for at, slot in enumerate(self._slots):
            if at in spots:
                self._draw_label(painter, spots[at])
            rect = self.card_rect(slot.key)
            if slot.index >= self._count(slot.face) - received.get(slot.face, 0):
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(255, 214, 64, 170))
                painter.drawRoundedRect(QRectF(rect).adjusted(-6, -6, 6, 6), 12, 12)
            painter.drawPixmap(rect.topLeft(), art.pixmap(slot.face, rect.size(), dpr))
            if slot.key in self._selected:
                painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Accent), 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(QRectF(rect).adjusted(1, 1, -1, -1), 9, 9)
            if slot.index < self._offered[slot.face]:
                self._draw_offered_tag(painter, slot.key)
        self._draw_separators(painter)
        self._paint_focus(painter)
        painter.end()

    def label_separators(self) -> list[int]:
        """Where a thin rule goes between two neighbouring labels that come closer than
        :data:`SEPARATE_BELOW_PX`: x, pixels, halfway from one's text to the next label."""
        spots = sorted(self._fitted_spots(), key=lambda s: s.left)
        out = []
        for spot, after in itertools.pairwise(spots):
            ends = spot.left + QFontMetrics(spot.font).horizontalAdvance(spot.text)
            if spot.text and after.left - ends < SEPARATE_BELOW_PX:
                out.append((ends + after.left) // 2)
        return out

    def _draw_separators(self, painter: QPainter) -> None:
        if not self._slots:
            return
        top = self._slots[0].rect.top() - RAISE_PX - LABEL_PX
        colour = QColor(self.palette().color(QPalette.ColorRole.WindowText))
        colour.setAlpha(140)
        painter.setPen(QPen(colour, 1))
        for x in self.label_separators():
            painter.drawLine(x, top + 5, x, top + LABEL_PX - 5)

    def _count(self, face: Card) -> int:
        return sum(1 for c in self._hand if c is face)

    def label_spots(self) -> list[LabelSpot]:
        """Where labels go, in painting order: over each group's first card, and, in a held layout, over
        each run of cards that arrived together in the places others left (a new group shows what it is
        at once, and no card moves for it). Each label counts the cards of its own pile, so that the labels
        of a held hand add up to the cards shown. Each label's room is the width of its cards and most of the
        gap after them, never past the widget's right edge, and ending :data:`LABEL_GAP_PX` before the next
        label, so that neighbouring labels never run together."""
        w = self._slots[0].rect.width() if self._slots else card_size(self.card_height()).width()
        spots: list[tuple[Card, int, int, bool]] = []  # face, count, slot index, arrived
        labelled: set[Card] = set()
        stayed = Counter(slot.face for slot in self._slots if not slot.arrived)  # the pile's own cards
        for at, slot in enumerate(self._slots):
            if slot.arrived:
                last = spots[-1] if spots else None
                if last is not None and last[3] and last[0] is slot.face and last[2] + last[1] == at:
                    spots[-1] = (slot.face, last[1] + 1, last[2], True)
                else:
                    spots.append((slot.face, 1, at, True))
            elif slot.face not in labelled:
                labelled.add(slot.face)
                spots.append((slot.face, stayed[slot.face], at, False))
        lefts = sorted(self._slots[at].rect.left() for _, _, at, _ in spots)
        out = []
        for face, count, at, arrived in spots:
            left = self._slots[at].rect.left()
            room = round(w * (1 + OVERLAP * (count - 1) + GROUP_GAP * 0.6))
            after = next((x for x in lefts if x > left), self.width())
            room = max(0, min(room, after - left - LABEL_GAP_PX, self.width() - left))
            out.append(LabelSpot(face, count, at, arrived, left, room))
        return out

    def label_room(self, face: Card) -> int:
        """How wide the label over the group of ``face`` may be, pixels: the group and most of the gap, but
        never past the widget's right edge (the last group has no gap after it)."""
        return next((s.room for s in self.label_spots() if s.face is face and not s.arrived), 0)

    def labels(self) -> dict[Card, tuple[str, QFont]]:
        """Each group's label and its font, alike for every label: the largest of :data:`LABEL_FONT_PX` at
        which every :func:`label_text` fits its room (cards just arrived in a held layout included); failing
        that, a shorter form of every label (the name kept, the rest in the tooltip: ``"Wheat ×2"``, then
        ``"Wheat"``) at the largest of :data:`SHORT_FONT_PX` where all fit; failing that too, the names at
        the smallest, elided where they must be (:func:`group_label`)."""
        return {s.face: (s.text, s.font) for s in self._fitted_spots() if not s.arrived}

    def _fitted_spots(self) -> list[LabelSpot]:
        """The labels as drawn. Laid out anew, one form and one size for the whole hand (:meth:`labels`);
        while the hand is held after a trade, the labels of the piles the trade left alone stay exactly as
        they were, and only the changed piles are fitted, each on its own, in the hand's form and size."""
        spots = self.label_spots()
        if self._stale and self._label_fit is not None:
            form, font, before = self._label_fit
            return [before.get(_spot_key(s)) or _fit_one(s, form, font) for s in spots]
        form, font, fitted = _fit_all(spots, self.font())
        self._label_fit = (form, font, {_spot_key(s): s for s in fitted})
        return fitted

    def label_tip(self, pos: QPoint) -> str:
        """The whole label (points included) of the group whose card or label is at ``pos``, or ``""``."""
        key = self.card_at(pos)
        face = key[0] if key is not None else None
        if face is None:
            for spot in self._fitted_spots():
                top = self._slots[spot.at].rect.top() - RAISE_PX - LABEL_PX
                if QRect(spot.left, top, spot.room, LABEL_PX).contains(pos):
                    face = spot.face
        return label_text(face, self._count(face)) if face is not None else ""

    def _draw_label(self, painter: QPainter, spot: LabelSpot) -> None:
        """A label's text (name, count, points) above its cards, shortened to fit its room."""
        painter.setFont(spot.font)
        painter.setPen(
            self.palette().color(QPalette.ColorRole.WindowText)
        )  # on the window's wood or parchment
        top = self._slots[spot.at].rect.top() - RAISE_PX - LABEL_PX
        painter.drawText(
            QRect(spot.left, top, spot.room, LABEL_PX),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            spot.text,
        )

    def offered_run(self, key: CardKey) -> list[CardKey]:
        """The cards of the open offer lying next to one another with ``key`` (one of them), left to right."""
        at = next(i for i, s in enumerate(self._slots) if s.key == key)

        def tagged(i: int) -> bool:
            slot = self._slots[i]
            return slot.face is key[0] and slot.index < self._offered[slot.face]

        first, last = at, at
        while first > 0 and tagged(first - 1):
            first -= 1
        while last + 1 < len(self._slots) and tagged(last + 1):
            last += 1
        return [slot.key for slot in self._slots[first : last + 1]]

    def offered_tag(self, key: CardKey) -> tuple[QRect, str, QFont]:
        """The "offered" tag over the run of offered cards that holds ``key`` (:meth:`offered_run`; drawn as
        they are): its rectangle, from the run's first card to where a later card covers its last, and its
        text and font, the word whole at 11 to 9 px if it fits, else no text (the blue tag alone), never a
        cut word ("offer…")."""
        run = self.offered_run(key)
        first, last = self.card_rect(run[0]), self.visible_rect(run[-1])
        span = last.right() + 1 - first.left()
        tag = QRect(first.left() + 4, first.bottom() - 22, max(0, min(54, span - 8)), 18)
        word = self.tr("offered")
        font = QFont(self.font())
        for px in (11, 10, 9):
            font.setPixelSize(px)
            if QFontMetrics(font).horizontalAdvance(word) <= tag.width() - 4:
                return tag, word, font
        return tag, "", font

    def _draw_offered_tag(self, painter: QPainter, key: CardKey) -> None:
        """The tag of ``key``'s run, drawn once, over its last card (the cards before lie under it)."""
        if self.offered_run(key)[-1] != key:
            return
        tag, text, font = self.offered_tag(key)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(30, 90, 160, 220))
        painter.drawRoundedRect(tag, 6, 6)
        if text:
            painter.setPen(QColor("white"))
            painter.setFont(font)
            painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, text)

    # ------------------------------------------------------------------ keys

    def event(self, event: QEvent) -> bool:
        """The hand's own keys (Space, Enter, arrows, 1–4) win over the window's shortcuts; any other key
        (a shortcut, Tab) ends the wait for an Enter meant for an offer that went. A tooltip over a group
        gives its whole label, points included (:meth:`label_tip`)."""
        if event.type() == QEvent.Type.ToolTip:
            tip = self.label_tip(event.pos())  # type: ignore[attr-defined]
            if tip:
                QToolTip.showText(event.globalPos(), tip, self)  # type: ignore[attr-defined]
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        if event.type() in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) and (
            event.key() not in ENTER_KEYS  # type: ignore[attr-defined]
        ):
            self._gone_offer = None
        return self.shortcut_override(event) or super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Move the focus among the cards, select, pick 1–4 (see :class:`HandKeys`)."""
        if not self.handle_key(event):
            super().keyPressEvent(event)

    def focusInEvent(self, event) -> None:
        """Show the focus ring; tell assistive technology which card has it."""
        self.update()
        super().focusInEvent(event)
        self._sync_nodes()

    def focusOutEvent(self, event) -> None:
        """Hide the focus ring; an Enter after the focus comes back is the hand's."""
        self._gone_offer = None
        self.nodes.forget_focus()
        self.update()
        super().focusOutEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        """The hand's and the cards' names in the new language."""
        if event.type() == QEvent.Type.LanguageChange:
            self.setAccessibleName(self.tr("Your hand"))
            if self._hand:  # none before the first deal (whose words would load the engine before a frame)
                self.describe_focus()
        super().changeEvent(event)

    # ------------------------------------------------------------------ mouse

    def card_at(self, pos: QPoint) -> CardKey | None:
        """The card drawn at ``pos`` (the topmost where cards overlap, raised ones where they are drawn), or
        ``None``."""
        for slot in reversed(self._slots):  # painted last, on top
            if self.card_rect(slot.key).contains(pos):
                return slot.key
        return None

    def enterEvent(self, event) -> None:
        """The pointer came over the hand: hold the cards still."""
        self._hovered = True
        super().enterEvent(event)

    def leaveEvent(self, event) -> None:
        """The pointer left: cards a trade moved meanwhile go to their groups."""
        self._hovered = False
        self._release_hold()
        super().leaveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Remember which card was pressed (a click toggles it; a move drags); a press beside every card
        clears the selection."""
        self._gone_offer = None  # a click: the player is on the cards again
        key = self.card_at(event.position().toPoint())
        if event.button() == Qt.MouseButton.LeftButton and key is not None:
            self._press = (event.position().toPoint(), key)
            self.focus_card(key)
        else:
            self._press = None
            if key is None:
                self.clear_selection()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """A click toggles the card pressed (if a trade did not take it meanwhile)."""
        press, self._press = self._press, None
        if press is not None and self.slot_of(press[1]) is not None:
            self.toggle_card(press[1])
        self._release_hold()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """Select the card's group (at most four cards, those nearest the card)."""
        key = self.card_at(event.position().toPoint())
        self._press = None
        if key is not None:
            self.select_group(key)
            self.activated.emit()

    def say_only_held(self, face: Card, held: int) -> None:
        """A count key asked for more cards of ``face`` than the ``held`` ones (all selected): say so
        (:attr:`notice`)."""
        self.notice.emit(
            self.tr("You hold only %n card(s) of {name}.", "", held).format(name=card_name(face))
        )

    def select_group(self, key: CardKey, count: int = MAX_OFFER) -> None:
        """Select ``count`` cards (at most the group) of ``key``'s face, those nearest ``key`` first, and
        nothing else."""
        self._set_keys(set(self._group_keys(key, count)))

    def _group_keys(self, key: CardKey, count: int = MAX_OFFER) -> list[CardKey]:
        face, at = key
        nearest = sorted(range(self._count(face)), key=lambda i: (abs(i - at), -i))
        return [(face, i) for i in nearest[:count]]

    def toggle_card(self, key: CardKey) -> None:
        """Select the card ``key``, or deselect it if it was selected.

        Picking a commodity drops any other commodity from the selection (an offer holds one, R-TRADE-2);
        the Bull and the Bear stay selected beside it.
        """
        keys = set(self._selected)
        if key in keys:
            keys.discard(key)
        else:
            if type(key[0]) is Commodity:
                keys = {k for k in keys if type(k[0]) is not Commodity or k[0] is key[0]}
            keys.add(key)
        self._set_keys(keys)

    def toggle(self, face: Card, selected: bool) -> None:
        """Deselect one card of ``face`` if ``selected`` (the rightmost selected), else select one more (the
        rightmost not selected); see :meth:`toggle_card`."""
        picked = sorted(i for f, i in self._selected if f is face)
        free = [i for i in range(self._count(face)) if (face, i) not in self._selected]
        if selected and picked:
            self.toggle_card((face, picked[-1]))
        elif not selected and free:
            self.toggle_card((face, free[-1]))

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        """Start a drag once the mouse moved far enough: of the selection, or with none of the pressed
        card's group (up to four)."""
        pos = event.position().toPoint()
        self._hovered = True
        self.setCursor(Qt.CursorShape.OpenHandCursor if self.card_at(pos) else Qt.CursorShape.ArrowCursor)
        if self._press is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return
        start, key = self._press
        if (pos - start).manhattanLength() < QApplication.startDragDistance():
            return
        self._press = None
        if not self._selected and self.slot_of(key) is not None:
            self.select_group(key)
        self._dragging = True
        try:
            self.start_drag()
        finally:
            self._dragging = False
            self._hovered = self.rect().contains(self.mapFromGlobal(QCursor.pos()))
            self._release_hold()

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


def _spot_key(spot: LabelSpot) -> tuple[Card, int, int, bool]:
    """What makes a label the same one: its pile's face and count, where it starts, whether it arrived."""
    return (spot.face, spot.count, spot.left, spot.arrived)


def _fit_all(spots: list[LabelSpot], base: QFont) -> tuple[str, QFont, list[LabelSpot]]:
    """One form and one size for every label (:meth:`HandWidget.labels`): the form, the font and the spots."""
    font = QFont(base)
    font.setBold(True)
    for form, sizes in ((FULL, LABEL_FONT_PX), (SHORT, SHORT_FONT_PX), (NAME, SHORT_FONT_PX)):
        texts = [label_text(s.face, s.count, form=form) for s in spots]
        for px in sizes:
            font.setPixelSize(px)
            metrics = QFontMetrics(font)
            if all(metrics.horizontalAdvance(t) <= s.room for t, s in zip(texts, spots, strict=True)):
                return (
                    form,
                    QFont(font),
                    [s.fitted(t, QFont(font)) for t, s in zip(texts, spots, strict=True)],
                )
    metrics = QFontMetrics(font)
    return NAME, font, [s.fitted(_squeezed(s, metrics, NAME), font) for s in spots]


def _squeezed(spot: LabelSpot, metrics: QFontMetrics, form: str) -> str:
    """:func:`group_label` where it fits the spot's room; else nothing (the tooltip and the cards say it),
    never a label spilling into the gap before the next one."""
    text = group_label(spot.face, spot.count, spot.room, metrics, form)
    return text if metrics.horizontalAdvance(text) <= spot.room else ""


def _fit_one(spot: LabelSpot, form: str, font: QFont) -> LabelSpot:
    """A changed pile's own label in a held hand: in the hand's ``form`` and ``font`` if it fits its room,
    else a shorter form, else elided (:func:`group_label`); its count is always its own."""
    metrics = QFontMetrics(font)
    forms = (FULL, SHORT, NAME)
    for each in forms[forms.index(form) :]:
        text = label_text(spot.face, spot.count, form=each)
        if metrics.horizontalAdvance(text) <= spot.room:
            return spot.fitted(text, font)
    return spot.fitted(_squeezed(spot, metrics, SHORT), font)
