"""An opponent's offer as everyone sees it: card backs and the shouted count, or finger signals under
V-SILENT (R-TRADE-3). A drop target for trading. GUI thread only."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import (
    QColor,
    QDragEnterEvent,
    QDropEvent,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QWidget

from pit_desktop.games.pit.ui.card_art import BACK, card_size, shared_art
from pit_desktop.games.pit.ui.mime import CardDropTarget
from pit_desktop.games.pit.ui.motion import MOTION_MS
from pit_desktop.shell.focus import draw_focus_ring

if TYPE_CHECKING:
    from pit_desktop.games.pit.engine import PublicOffer


class Shouts(QObject):
    """The words of the trading pit in the player's language ("Shouts" context)."""

    def word(self, count: int) -> str:
        """The count called out: "One" to "Four" (any other count as digits)."""
        words = {1: self.tr("One"), 2: self.tr("Two"), 3: self.tr("Three"), 4: self.tr("Four")}
        return words.get(count, str(count))

    def shouts(self, count: int) -> tuple[str, str, str]:
        """The shout said three times, twice and once: ``("Two! Two! Two!", "Two! Two!", "Two!")``."""
        word = self.word(count)
        return tuple(
            t.replace("%1", word) for t in (self.tr("%1! %1! %1!"), self.tr("%1! %1!"), self.tr("%1!"))
        )

    def fingers(self, count: int) -> str:
        """V-SILENT's hand signal in words: ``"3 fingers up"``."""
        return self.tr("%n finger(s) up", "", count)


def shout(count: int, silent: bool = False) -> str:
    """What a player calls out for an offer of ``count`` cards: ``"Three! Three! Three!"``; under V-SILENT
    only a hand signal, in words: ``"3 fingers up"`` (plain text, which every font can draw; the offer spot
    paints the hand itself with :func:`draw_fingers`)."""
    words = Shouts()
    return words.fingers(count) if silent else words.shouts(count)[0]


def shouts(count: int, silent: bool = False) -> tuple[str, ...]:
    """The shout for ``count`` cards in the player's language, longest first: said three times, twice, once
    (``"Three!"``); under V-SILENT only the hand signal in words (see :func:`shout`)."""
    if silent:
        return (shout(count, silent),)
    return Shouts().shouts(count)


def fitted_shout(count: int, width: float, base: QFont) -> tuple[str, QFont]:
    """The shout for ``count`` cards and a bold font (15 to 10 px) in which it is at most ``width`` pixels
    wide: said three times if it fits, else twice, else once (``"Three!"``)."""
    font = QFont(base)
    font.setBold(True)
    texts = shouts(count)
    for text in texts:
        for px in range(15, 9, -1):
            font.setPixelSize(px)
            if QFontMetrics(font).horizontalAdvance(text) <= width:
                return text, font
    return texts[-1], font


def draw_fingers(painter: QPainter, rect: QRectF, count: int) -> None:
    """V-SILENT: a raised hand showing ``count`` fingers, centred in ``rect``."""
    h = rect.height() - 6
    finger_w, gap = h * 0.16, h * 0.07
    palm_w = 4 * finger_w + 3 * gap
    x0 = rect.center().x() - (palm_w + h) / 2
    top = rect.top() + 3
    painter.save()
    painter.setPen(QPen(QColor("#7a4a20"), 1))
    painter.setBrush(QColor("#f2c58f"))
    for i in range(4):
        up = i < count
        fh = h * (0.55 if up else 0.22)
        fx = x0 + i * (finger_w + gap)
        painter.drawRoundedRect(QRectF(fx, top + h * 0.55 - fh, finger_w, fh + 2), finger_w / 2, finger_w / 2)
    painter.drawRoundedRect(QRectF(x0 - 1, top + h * 0.5, palm_w + 2, h * 0.5), 4, 4)
    font = QFont(painter.font())
    font.setBold(True)
    font.setPixelSize(int(h * 0.8))
    painter.setFont(font)
    painter.setPen(QColor("#7a1f10"))
    painter.drawText(
        QRectF(x0 + palm_w + gap * 2, rect.top(), h * 1.5, rect.height()),
        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        str(count),
    )
    painter.restore()


def no_offer_text(owner: str) -> str:
    """Said when cards are sent to a seat with no offer out (``owner`` is the seat's player)."""
    text = QCoreApplication.translate(
        "OfferSpot", "%1 has no offer out: drop your cards on an offer, or on the floor to offer them."
    )
    return text.replace("%1", owner)


GONE_S = 3.0
"""For this long after an offer leaves a seat, real seconds, cards sent there are told it is gone (someone
was quicker) and named in the command, rather than told the seat has none: the speed meter's
:data:`~pit_desktop.games.pit.bots.matching.GONE_S`, the same figure (a test keeps them equal; not imported,
so that the first frame does not load the engine). With the bots matching the player's speed it is scaled by
the player's take factor, as the meter scales its own: a slower player's drop on an offer gone 4 s before
still counts as the try it was."""


def gone_window_s(take: float) -> float:
    """How long after an offer leaves a seat cards sent there are still meant for it, seconds: :data:`GONE_S`
    times the player's take factor (1.0 with fixed tempos)."""
    return GONE_S * take


OFFER_CARD_H = 72
"""The tallest an offer's card backs are drawn at the usual card size, logical pixels."""


class OfferSpot(CardDropTarget, QWidget):
    """One opponent's open offer: card backs fanned out and the shouted count. A drop target.

    Signals:
        cards_dropped(tuple): ``(offer_id, cards)`` when cards from the hand are dropped on the offer.
        bad_drop(str): a drop that could not be read.
        clicked(int): the offer's id, when clicked.
        empty_clicked(): clicked while there is no offer (it may have just gone).
        empty_dropped(tuple): the cards dropped while there is no offer (nor was one when the drag entered).
        focused_offer_gone(int): the offer (its id) went while it had the keyboard focus.
    """

    cards_dropped = Signal(object)
    bad_drop = Signal(str)
    clicked = Signal(int)
    empty_clicked = Signal()
    empty_dropped = Signal(object)
    focused_offer_gone = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.offer: PublicOffer | None = None
        self.most_card_h = OFFER_CARD_H  # times the card size chosen (View → Card size)
        self._gone_at: float | None = None
        self._gone_id: int | None = None
        self.drag_offer_id: int | None = None
        self.owner = self.tr("This player")
        self.silent = False
        self._hover = False
        self.setAcceptDrops(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab reaches an offer only while there is one
        self.setMinimumSize(100, 80)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.reduce_motion = False
        """No sliding: an offer appears and goes at once."""
        self._leaving = 0  # the count of an offer sliding out, 0 when none
        self.slide = QVariantAnimation(self)
        """How far an offer has slid in (0.0 out of sight below, 1.0 in place); runs :data:`MOTION_MS`."""
        self.slide.setDuration(MOTION_MS)
        self.slide.valueChanged.connect(self.update)
        self.slide.finished.connect(self._slid)

    def _slid(self) -> None:
        self._leaving = 0
        self.update()

    def _start_slide(self, coming: bool, leaving: int) -> None:
        """Slide an offer in (``coming``) or the gone offer of ``leaving`` cards out."""
        if self.reduce_motion or not self.isVisible():
            return
        self.slide.stop()
        self._leaving = leaving
        self.slide.setStartValue(0.0 if coming else 1.0)
        self.slide.setEndValue(1.0 if coming else 0.0)
        self.slide.start()

    def sliding(self) -> bool:
        """Whether an offer is sliding in or out now."""
        return self.slide.state() == QVariantAnimation.State.Running

    def set_offer(self, offer: PublicOffer | None, silent: bool) -> None:
        """Show ``offer`` (or nothing)."""
        gone = self.offer.offer_id if offer is None and self.offer is not None else None
        if gone is not None:
            self._gone_at, self._gone_id = time.monotonic(), gone
        before = self.offer
        self.offer, self.silent = offer, silent
        if offer is not None and (before is None or before.offer_id != offer.offer_id):
            self._start_slide(True, 0)
        elif offer is None and before is not None:
            self._start_slide(False, before.count)
        self.setToolTip(
            self.tr("Drop as many of your cards here to trade, or select them and click") if offer else ""
        )
        self.setAccessibleName(
            self.tr("%n card(s) offered by %1", "", offer.count).replace("%1", self.owner)
            if offer
            else self.tr("No offer from %1").replace("%1", self.owner)
        )
        self.setAccessibleDescription(
            self.tr("Press Enter to trade your selected cards for it") if offer else ""
        )
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus if offer else Qt.FocusPolicy.NoFocus)
        if gone is not None and self.hasFocus():  # the offer went: keys go back to the cards, not elsewhere
            self.focused_offer_gone.emit(gone)
        self.update()

    def recently_gone(self, window_s: float = GONE_S) -> int | None:
        """The id of the offer that left this seat less than ``window_s`` seconds ago (:data:`GONE_S`, scaled
        by the player's take factor when the bots match the player's speed, as the meter scales it), or
        ``None``: cards sent here now were meant for it."""
        if self._gone_at is not None and time.monotonic() - self._gone_at < window_s:
            return self._gone_id
        return None

    def missing_offer_text(self, window_s: float = GONE_S) -> str:
        """Why cards sent here found no offer: it went less than ``window_s`` seconds ago (R-TRADE-7: another
        player was quicker, or its owner withdrew it), or there has been none (:func:`no_offer_text`)."""
        if self.recently_gone(window_s) is not None:
            # the engine's own words for a try on a gone offer (the presenter's), so both ways read alike
            return self.tr("That offer is gone: someone traded for it first, or it was withdrawn.")
        return no_offer_text(self.owner)

    def text(self) -> str:
        """The shout shown, or ``""`` when there is no offer."""
        return shout(self.offer.count, self.silent) if self.offer else ""

    def paintEvent(self, event: QPaintEvent) -> None:
        """Card backs and a speech bubble, lower and fainter while sliding in or out."""
        slid = float(self.slide.currentValue()) if self.sliding() else 1.0
        count = self.offer.count if self.offer is not None else self._leaving if self.sliding() else 0
        if count == 0:
            if self._hover:
                painter = QPainter(self)
                painter.setPen(QPen(QColor("#ffd54a"), 2, Qt.PenStyle.DashLine))
                painter.drawRoundedRect(QRectF(self.rect()).adjusted(2, 2, -2, -2), 10, 10)
                painter.end()
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setOpacity(0.25 + 0.75 * slid)
        painter.translate(0, (1.0 - slid) * self.height() * 0.5)
        if self.hasFocus():
            draw_focus_ring(painter, QRectF(self.rect()).adjusted(4, 4, -4, -4))
        if self._hover:
            painter.setPen(QPen(QColor("#ffd54a"), 3))
            painter.setBrush(QColor(255, 213, 74, 60))
            painter.drawRoundedRect(QRectF(self.rect()).adjusted(2, 2, -2, -2), 10, 10)
        size = card_size(min(self.most_card_h, self.height() - 34))
        dpr = self.devicePixelRatioF()
        n = count
        step = size.width() * 0.42
        x0 = (self.width() - (size.width() + step * (n - 1))) / 2
        for i in range(n):
            painter.drawPixmap(QPointF(x0 + i * step, 30), shared_art().pixmap(BACK, size, dpr))
        bubble = QRectF(6, 2, self.width() - 12, 26)
        painter.setPen(QPen(QColor("#6b4b12"), 1.5))
        painter.setBrush(QColor("#fff8e1"))
        painter.drawRoundedRect(bubble, 12, 12)
        if self.silent:
            draw_fingers(painter, bubble, n)
        else:
            text, font = fitted_shout(n, bubble.width() - 12, self.font())
            painter.setFont(font)
            painter.setPen(QColor("#7a1f10"))
            painter.drawText(bubble, Qt.AlignmentFlag.AlignCenter, text)
        painter.end()

    def takes_drops_now(self) -> bool:
        """A drag is taken only while there is an offer, or was one since it entered (no highlight on an
        empty seat). The id of the offer last seen under the drag is kept for the drop: an offer that goes
        during the drag is still named, so the engine can say it is gone (R-TRADE-7) rather than the drop
        being silently ignored; one posted under a drag that came before it (a bot posting its offer
        again) is the one the cards go to."""
        if self.offer is not None:
            self.drag_offer_id = self.offer.offer_id
        return self.drag_offer_id is not None

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        """A new drag: no offer seen under it yet."""
        self.drag_offer_id = None
        super().dragEnterEvent(event)

    def dragLeaveEvent(self, event: object) -> None:
        """The drag went elsewhere: forget the offer it entered on."""
        self.drag_offer_id = None
        super().dragLeaveEvent(event)

    def dropEvent(self, event: QDropEvent) -> None:
        """Emit :attr:`cards_dropped`; the cards are checked by the engine now, not at drag start. A drop
        on an offer that was there when the drag entered is accepted even if it went meanwhile: the engine
        then says it is gone."""
        offer_id = self.offer.offer_id if self.offer is not None else self.drag_offer_id
        self.drag_offer_id = None
        cards = self.take_drop(event)
        if cards is None:
            return
        if offer_id is None:
            self.empty_dropped.emit(cards)
            return
        event.acceptProposedAction()
        self.cards_dropped.emit((offer_id, cards))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter trades the selected cards for this offer, as a click does (Space does not: a Space meant
        for a card must not trade when the focus has just moved)."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.offer is not None:
            self.clicked.emit(self.offer.offer_id)
        else:
            super().keyPressEvent(event)

    def event(self, event: QEvent) -> bool:
        """Enter acts on the focused offer, not through a window shortcut."""
        if event.type() == QEvent.Type.ShortcutOverride and event.key() in (  # type: ignore[attr-defined]
            Qt.Key.Key_Return,
            Qt.Key.Key_Enter,
        ):
            event.accept()
            return True
        return super().event(event)

    def focusInEvent(self, event) -> None:
        """Show the focus ring."""
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event) -> None:
        """Hide the focus ring."""
        self.update()
        super().focusOutEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """A click trades the selected cards for this offer (or says there is none)."""
        if event.button() != Qt.MouseButton.LeftButton:
            return
        if self.offer is not None:
            self.clicked.emit(self.offer.offer_id)
        else:
            self.empty_clicked.emit()
