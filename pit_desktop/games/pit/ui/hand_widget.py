"""The player's hand: one group per commodity (the Bull and the Bear their own), click to select, drag to
offer or trade. GUI thread only.

A click toggles the card under the pointer (:data:`~pit_desktop.games.pit.ui.hand_layout.CardKey`), a
double-click takes its group (up to four), a drag takes the selection or, with none, the pressed card's group.
Each group has one header naming its commodity and how many of it the hand holds
(:mod:`~pit_desktop.games.pit.ui.hand_labels`).

**A hand that tells the truth and holds still.** A trade shows at once: the cards it took are gone, the
cards it brought are in their commodity's group, marked for :data:`RECEIVED_HIGHLIGHT_S` (a soft green glow
and a "new" dot on each, unlike a selected card, raised with the theme's gold border, in shape and brightness
as well as hue), and every header counts the cards held. Each card of the open offer has a blue bar, the
run of them one "offered" tag.

While the hand is held (the pointer is over it, or a press or a drag is under way), it shows that change
without moving the card under the pointer (the pressed card during a press or a drag): a group grows or
shrinks on the side away from the pointer, received cards join their group at the end away from it, and only
groups beyond a changed one shift, away from the pointer, by whole card steps; a group new to the hand may
wait at the far end that has room, and no card ever covers a card of another group
(:func:`~pit_desktop.games.pit.ui.hand_layout.held_layout`, whose docstring says why this and not a deferred
layout). So a second click lands on the card it was aimed at. Re-centring and re-sizing wait: the hand is laid
out afresh the moment the pointer leaves or the gesture ends, and at once for a new deal, pointer or not.
Groups keep one order (the commodities', then the Bull, then the Bear); it changes only when a commodity comes
or goes (a new one held at the far end until the hold ends).

Assistive technology sees each group and each card as a node of its own, named and checked while selected
(:class:`~pit_desktop.games.pit.ui.hand_nodes.HandNodes`); a group's node names its commodity and count.
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

from pit_desktop.games.pit.engine import MAX_OFFER, Card, Commodity, sorted_cards
from pit_desktop.games.pit.ui.card_art import card_size, shared_art
from pit_desktop.games.pit.ui.hand_keys import ENTER_KEYS, HandKeys
from pit_desktop.games.pit.ui.hand_labels import (
    SEPARATE_BELOW_PX,
    LabelSpot,
    fit_all,
    fit_one,
    label_spots,
    label_text,
)
from pit_desktop.games.pit.ui.hand_layout import (
    LABEL_PX,
    MAX_CARD_H,
    RAISE_PX,
    CardKey,
    Slot,
    card_at,
    card_height_for,
    full_layout,
    groups_of,
    held_layout,
    survivors,
)
from pit_desktop.games.pit.ui.hand_nodes import HandNodes
from pit_desktop.games.pit.ui.mime import encode_cards
from pit_desktop.games.pit.ui.names import card_name

RECEIVED_HIGHLIGHT_S = 4.0
"""How long cards just received stay highlighted, real seconds."""

RECEIVED_GLOW = QColor(110, 220, 140)
"""The soft green of the glow round a card just received: unlike the selection's border (the theme's gold,
solid, on a raised card) and the keyboard focus ring (a cool blue line)."""

OFFERED_COLOUR = QColor(30, 90, 160, 220)
"""The blue of the "offered" tag and of the bar on each offered card."""


class HandWidget(HandKeys, QWidget):
    """Shows the player's hand and lets them pick and drag cards, with the mouse or the keys
    (:class:`~pit_desktop.games.pit.ui.hand_keys.HandKeys`).

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
        self._arrived: list[CardKey] = []
        """Cards that came while the hand was held, latest first (they glow where they lie); empty once the
        hand is laid out afresh (received cards lie at the right end of their group then)."""
        self._slots: list[Slot] = []
        self._press: tuple[QPoint, CardKey | None] | None = None  # where, and the card (None: traded away)
        self._pointer = QPoint()  # where the pointer was last seen over the hand
        self._drag_from = QPoint()  # where the drag under way began
        self._most = MAX_CARD_H  # the tallest a card is drawn: MAX_CARD_H at the usual card size
        self._hovered = False
        self._dragging = False
        self._dealt = False  # a new deal: lay the next hand out afresh, pointer or not
        self._stale = False  # a change came while held: lay the hand out afresh when the hold ends
        self._label_fit: tuple[str, QFont] | None = None
        """The labels' form and font as last laid out afresh: kept while the hand is held."""
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

        The change shows at once, one group per commodity. While the hand is held (:meth:`is_held`) the card
        under the pointer keeps its place and the hand changes away from it
        (:func:`~pit_desktop.games.pit.ui.hand_layout.held_layout`); it is laid out afresh once the hold ends.
        A new deal (:meth:`clear_received` before it, or a hand of another size) is laid out afresh at
        once."""
        new_hand = sorted_cards(cards)
        dealt, self._dealt = self._dealt or len(new_hand) != len(self._hand), False
        if self.is_held() and self._label_fit is None and self._slots:
            self._fitted_spots()  # the labels' form and size as the player sees them, kept while held
        old, new = Counter(self._hand), Counter(new_hand)
        under = self.card_at(self._hold_point()) if self.is_held() else None
        keys = survivors(old, new, self.offered_keys(), self._selected, under)
        before = self.selected_cards()
        held = None
        if self.is_held() and not dealt:
            groups = groups_of(new_hand)
            held = held_layout(self._slots, keys, groups, self._hold_point(), self._selected, self.size())
        self._hand = new_hand
        self._offered = Counter(offered or ())
        if held is None:
            self._relayout()
        else:
            keys = held.keys
            self._arrived = [*held.arrived, *(keys[k] for k in self._arrived if k in keys)]
            self._slots, self._stale = held.slots, self._stale or old != new
            self.update()
        self._selected = {keys[k] for k in self._selected if k in keys}
        if self._press is not None:
            self._press = (self._press[0], keys.get(self._press[1]) if self._press[1] else None)
        self.follow_keys(keys)
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
        """Highlight ``cards`` (just received in a trade) in their groups for :data:`RECEIVED_HIGHLIGHT_S`."""
        until = time.monotonic() + RECEIVED_HIGHLIGHT_S
        for face, n in Counter(cards).items():
            self._received[face] = (n, until)
        self._fade.start(int(RECEIVED_HIGHLIGHT_S * 1000) + 50)
        self.update()

    def clear_received(self) -> None:
        """A new deal: drop every received-card highlight, and lay the hand out afresh, now and when the new
        cards come (:meth:`set_hand`), even while the pointer rests on it."""
        self._received = {}
        self._fade.stop()
        self._dealt = True
        if self._hand:
            self._relayout()
        self.update()

    def received(self) -> dict[Card, int]:
        """Faces currently highlighted as received, with their counts."""
        now = time.monotonic()
        return {face: n for face, (n, until) in self._received.items() if until > now}

    def received_keys(self) -> set[CardKey]:
        """The cards that glow as received: of each face in :meth:`received`, that many of its group, those
        that came while the hand was held first, else those at the group's right end."""
        glowing: set[CardKey] = set()
        for face, n in self.received().items():
            group = [(face, i) for i in range(self._count(face))]
            came = [k for k in self._arrived if k[0] is face]
            glowing |= set((came + [k for k in reversed(group) if k not in came])[:n])
        return glowing

    def offered_keys(self) -> set[CardKey]:
        """The cards tagged as offered: of each face of the open offer, that many of its group, from the left,
        cards that came while the hand was held last (they are not the offered ones)."""
        came = set(self._arrived)
        tagged: set[CardKey] = set()
        for face, n in self._offered.items():
            group = sorted(((face, i) for i in range(self._count(face))), key=lambda k: (k in came, k[1]))
            tagged |= set(group[:n])
        return tagged

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

    def _hold_point(self) -> QPoint:
        """The point that holds still: where the press or the drag began, else where the pointer is."""
        if self._press is not None:
            return self._press[0]
        return self._drag_from if self._dragging else self._pointer

    def _release_hold(self) -> None:
        """The hold ended: lay the cards out afresh if a change came meanwhile."""
        if self._stale and not self.is_held():
            self._relayout()

    def set_card_scale(self, percent: int) -> None:
        """Let the cards grow to ``percent`` of their usual largest size (View → Card size), laid out
        afresh; they still shrink to show every card in the room the hand has."""
        self._most = round(MAX_CARD_H * percent / 100)
        self._relayout()

    def card_height(self) -> int:
        """The height cards are drawn at, laid out afresh, for the widget's current size."""
        return card_height_for(groups_of(self._hand), self.width(), self.height(), self._most)

    def _relayout(self) -> None:
        self._slots = full_layout(groups_of(self._hand), self.width(), self.height(), self._most)
        self._stale = False
        self._label_fit = None
        self._arrived = []
        self._sync_nodes()
        self.update()

    def resizeEvent(self, event) -> None:
        """Lay the cards out afresh for the new size; while the hand is held (the status line above it
        wrapped to another line, say), keep the card under the pointer where it is, the cards shrunk about
        it if they no longer fit, and lay them out afresh once the hold ends."""
        held = None
        if self.is_held() and self._slots:
            if self._label_fit is None:
                self._fitted_spots()
            same = {slot.key: slot.key for slot in self._slots}
            groups = groups_of(self._hand)
            held = held_layout(self._slots, same, groups, self._hold_point(), self._selected, event.size())
        if held is None:
            self._relayout()
        else:
            self._slots, self._stale = held.slots, True
            self._sync_nodes()
            self.update()
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
        glowing = self.received_keys()
        offered = self.offered_keys()
        spots = {spot.at: spot for spot in self._fitted_spots()}
        for at, slot in enumerate(self._slots):
            if at in spots:
                self._draw_label(painter, spots[at])
            rect = self.card_rect(slot.key)
            if slot.key in glowing:
                self._draw_glow(painter, rect)
            painter.drawPixmap(rect.topLeft(), art.pixmap(slot.face, rect.size(), dpr))
            if slot.key in self._selected:
                painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Accent), 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(QRectF(rect).adjusted(1, 1, -1, -1), 9, 9)
            if slot.key in glowing:
                self._draw_new_mark(painter, slot.key)
            if slot.key in offered:
                self._draw_offered_bar(painter, slot.key)
                self._draw_offered_tag(painter, slot.key)
        self._draw_separators(painter)
        self._paint_focus(painter)
        painter.end()

    def _draw_glow(self, painter: QPainter, rect: QRect) -> None:
        """The glow of a card just received: a soft green halo outside it in three fading rings, translucent
        where the selection's gold border is solid and on the card (the card raised), so the two differ in
        shape and brightness, not in hue alone; the card's "new" dot (:meth:`new_mark`) says it again."""
        painter.setPen(Qt.PenStyle.NoPen)
        for grow, alpha in ((9, 60), (6, 100), (3, 150)):
            painter.setBrush(QColor(RECEIVED_GLOW.red(), RECEIVED_GLOW.green(), RECEIVED_GLOW.blue(), alpha))
            painter.drawRoundedRect(QRectF(rect).adjusted(-grow, -grow, grow, grow), 9 + grow, 9 + grow)

    def new_mark(self, key: CardKey) -> QRect:
        """The "new" mark of the card ``key`` just received: a dot at the top of the part of it no later card
        covers (empty if it is not held)."""
        strip = self.visible_rect(key)
        if strip.isEmpty():
            return QRect()
        d = max(8, min(16, strip.width() - 8))
        top = strip.top() + strip.height() // 4  # below the card's number, on its picture
        return QRect(strip.left() + (strip.width() - d) // 2, top, d, d)

    def _draw_new_mark(self, painter: QPainter, key: CardKey) -> None:
        """The "new" dot: dark green in a white ring with a thin dark edge, plain on a card of any colour."""
        mark = QRectF(self.new_mark(key))
        painter.setPen(QPen(QColor(0, 0, 0, 160), 1))
        painter.setBrush(QColor("white"))
        painter.drawEllipse(mark.adjusted(-1.5, -1.5, 1.5, 1.5))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(RECEIVED_GLOW.darker(230))
        painter.drawEllipse(mark.adjusted(2, 2, -2, -2))

    def offered_bar(self, key: CardKey) -> QRect:
        """The blue bar down the left edge of an offered card ``key`` (between its numbers, above the tag):
        every offered card shows it, even where the "offered" tag lies on another card of its run."""
        rect = self.card_rect(key)
        return QRect(rect.left() + 3, rect.top() + rect.height() // 4, 6, rect.height() // 2 - 20)

    def _draw_offered_bar(self, painter: QPainter, key: CardKey) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(OFFERED_COLOUR)
        painter.drawRoundedRect(self.offered_bar(key), 2, 2)

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
        """Where labels go, in painting order: one per group, over its first card, counting every card of
        its face (:func:`~pit_desktop.games.pit.ui.hand_labels.label_spots`)."""
        return label_spots(self._slots, self.width())

    def label_room(self, face: Card) -> int:
        """How wide the label over the group of ``face`` may be, pixels: the group and most of the gap, but
        never past the widget's right edge (the last group has no gap after it)."""
        return next((s.room for s in self.label_spots() if s.face is face), 0)

    def labels(self) -> dict[Card, tuple[str, QFont]]:
        """Each group's label and its font, alike for every group when the hand was laid out afresh
        (:func:`~pit_desktop.games.pit.ui.hand_labels.fit_all`)."""
        return {s.face: (s.text, s.font) for s in self._fitted_spots()}

    def _fitted_spots(self) -> list[LabelSpot]:
        """The labels as drawn. Laid out afresh, one form and one size for the whole hand (:meth:`labels`);
        while the hand is held after a change, the form and size stay, and a label that no longer fits its
        room takes the shorter form (:func:`~pit_desktop.games.pit.ui.hand_labels.fit_one`)."""
        spots = self.label_spots()
        if self._stale and self._label_fit is not None:
            form, font = self._label_fit
            return [fit_one(s, form, font) for s in spots]
        form, font, fitted = fit_all(spots, self.font())
        self._label_fit = (form, font)
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
        offered = self.offered_keys()

        def tagged(i: int) -> bool:
            return self._slots[i].face is key[0] and self._slots[i].key in offered

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
        painter.setBrush(OFFERED_COLOUR)
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
        return card_at(self._slots, pos, self._selected)

    def enterEvent(self, event) -> None:
        """The pointer came over the hand: hold the cards still."""
        self._hovered = True
        self._pointer = event.position().toPoint()
        super().enterEvent(event)

    def leaveEvent(self, event) -> None:
        """The pointer left: a hand that changed meanwhile is laid out afresh."""
        self._hovered = False
        self._release_hold()
        super().leaveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Remember which card was pressed (a click toggles it; a move drags); a press beside every card
        clears the selection."""
        self._gone_offer = None  # a click: the player is on the cards again
        self._pointer = event.position().toPoint()
        key = self.card_at(self._pointer)
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
        if press is not None and press[1] is not None and self.slot_of(press[1]) is not None:
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
        self._pointer = pos
        self.setCursor(Qt.CursorShape.OpenHandCursor if self.card_at(pos) else Qt.CursorShape.ArrowCursor)
        if self._press is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return
        start, key = self._press
        if (pos - start).manhattanLength() < QApplication.startDragDistance():
            return
        self._press = None
        if not self._selected and key is not None and self.slot_of(key) is not None:
            self.select_group(key)
        self._dragging, self._drag_from = True, start
        try:
            self.start_drag()
        finally:
            self._dragging = False
            self._pointer = self.mapFromGlobal(QCursor.pos())
            self._hovered = self.rect().contains(self._pointer)
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
