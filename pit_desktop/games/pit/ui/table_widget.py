"""The table: opponents around a green felt, their offers, and the trading floor in the middle.

Drop handlers stay thin: they decode the dragged cards and emit a signal that the window turns into a
:class:`~pit_desktop.games.pit.ui.controller.GameController` call (which tests call directly too). GUI thread
only."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QDropEvent,
    QFont,
    QFontMetrics,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QRadialGradient,
    QResizeEvent,
)
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from pit_desktop.games.pit.engine import Card
from pit_desktop.games.pit.ui.card_art import card_size, shared_art
from pit_desktop.games.pit.ui.mime import CardDropTarget
from pit_desktop.games.pit.ui.names import signed
from pit_desktop.games.pit.ui.offer_spot import OFFER_CARD_H, OfferSpot, shouts

if TYPE_CHECKING:
    from pit_desktop.games.pit.engine import PublicOffer

MIN_TABLE_W, MIN_TABLE_H = 700, 340
"""The smallest table, logical pixels: room for five seats along the top and the trading floor below."""


class FitLabel(QLabel):
    """A one-line label that shortens its text with "…" to the width it is given (a long translation at a
    full table), the whole text in its tooltip; its minimum width is that of "…" alone."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self._tip = ""

    def setToolTip(self, tip: str) -> None:  # Qt override
        """The tooltip while the whole text shows (when shortened, the whole text is the tooltip)."""
        self._tip = tip
        self._fit()

    def setText(self, text: str) -> None:  # Qt override
        """Show ``text``, shortened to fit."""
        self._full = text
        self._fit()
        self.updateGeometry()

    def full_text(self) -> str:
        """The text as given, before shortening."""
        return self._full

    def sizeHint(self) -> QSize:  # Qt override
        """Room for the whole text, not the shortened one shown."""
        return QSize(self.fontMetrics().horizontalAdvance(self._full) + 2, super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:  # Qt override
        """Room for "…": the label may be squeezed below its text's width."""
        return QSize(self.fontMetrics().horizontalAdvance("…"), super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt override
        """Shorten the text again for the new width."""
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        room = self.contentsRect().width()
        shown = self.fontMetrics().elidedText(self._full, Qt.TextElideMode.ElideRight, room)
        super().setText(shown)
        super().setToolTip(self._full if shown != self._full else self._tip)


SEAT_MARGIN = (10, 6, 3)
"""A seat's side margins, logical pixels, widest first: the narrower ones on a narrow seat."""

ROW_SPACE = 6
"""Between the two words of a seat's row (name and score, level and card count), logical pixels."""


class SeatWidget(QFrame):
    """One opponent: name (★ for the dealer) and score, level and card count, and their offer."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setObjectName("seat")
        self.name = FitLabel()  # yields to the score when a long translation meets a full table
        self.name.setObjectName("seatName")
        self.score = QLabel()
        self.score.setObjectName("seatScore")
        self.badge = FitLabel()
        self.badge.setObjectName("seatBadge")
        self.info = FitLabel()
        self.info.setObjectName("seatInfo")
        self.offer_spot = OfferSpot()
        self._score_full = ""
        self._score_short = ""
        box = QVBoxLayout(self)
        box.setContentsMargins(SEAT_MARGIN[0], 6, SEAT_MARGIN[0], 6)
        box.setSpacing(1)
        for left, right in ((self.name, self.score), (self.badge, self.info)):
            row = QHBoxLayout()
            row.setContentsMargins(0, 0, 0, 0)
            row.setSpacing(ROW_SPACE)
            row.addWidget(left)
            row.addStretch(1)
            row.addWidget(right)
            box.addLayout(row)
        box.addWidget(self.offer_spot, 1)
        # The seat's own timer: it goes with the seat, and a second trade restarts it.
        self._flash_end = QTimer(self)
        self._flash_end.setSingleShot(True)
        self._flash_end.timeout.connect(self._end_flash)

    def flash(self, ms: int) -> None:
        """Light the seat (it just traded) for ``ms`` real milliseconds; a new flash meanwhile keeps it lit
        ``ms`` from then."""
        self._set_active(True)
        self._flash_end.start(ms)

    def _end_flash(self) -> None:
        self._set_active(False)

    def is_lit(self) -> bool:
        """Whether the seat is lit by :meth:`flash`."""
        return bool(self.property("active"))

    def _set_active(self, active: bool) -> None:
        self.setProperty("active", active)
        self.style().unpolish(self)
        self.style().polish(self)

    def show_state(
        self,
        name: str,
        level: str,
        cards: int,
        score: int,
        dealer: bool,
        offer: PublicOffer | None,
        silent: bool,
    ) -> None:
        """Redraw from the public facts of this seat."""
        self.name.setText(name + (" ★" if dealer else ""))
        self.name.setToolTip(self.tr("%1 deals this hand").replace("%1", name) if dealer else "")
        self._score_full = signed(self.tr("%n pts", "", abs(score)), score)
        self._score_short = signed(str(abs(score)), score)
        self.score.setToolTip(signed(self.tr("%n point(s)", "", abs(score)), score))
        self.offer_spot.owner = name
        self.badge.setText(level)
        self.info.setText(self.tr("%n card(s)", "", cards))
        self.offer_spot.set_offer(offer, silent)
        about = self.tr("%1, %2, %3, %4").replace("%1", name).replace("%2", level)
        points = signed(self.tr("%n point(s)", "", abs(score)), score)
        about = about.replace("%3", self.info.full_text()).replace("%4", points)
        self.setAccessibleName(about + (self.tr(", dealer") if dealer else ""))
        self._fit_rows()

    def resizeEvent(self, event: QResizeEvent) -> None:  # Qt override
        """Fit the name and score, the level and card count, to the new width."""
        super().resizeEvent(event)
        self._fit_rows()

    def _fit_rows(self) -> None:
        """Make room for the words on a narrow seat, step by step, before any is shortened with "…": the
        seat's side margins narrow (:data:`SEAT_MARGIN`), then the score drops its unit ("−20" for "−20 pts",
        the whole in its tooltip), so that the name shows whole."""

        def need(left: FitLabel, right: QLabel, right_text: str) -> int:
            advance = left.fontMetrics().horizontalAdvance(left.full_text()) + 2
            return advance + ROW_SPACE + right.fontMetrics().horizontalAdvance(right_text) + 2

        inner = self.contentsRect().width()
        widest = max(
            need(self.name, self.score, self._score_full), need(self.badge, self.info, self.info.full_text())
        )
        margin = next((m for m in SEAT_MARGIN if widest <= inner - 2 * m), SEAT_MARGIN[-1])
        box = self.layout()
        if box is not None and box.contentsMargins().left() != margin:
            box.setContentsMargins(margin, 6, margin, 6)
        room = inner - 2 * margin
        whole = need(self.name, self.score, self._score_full) <= room
        self.score.setText(self._score_full if whole else self._score_short)

    def sizeHint(self) -> QSize:
        """A compact seat."""
        return QSize(200, 160)


BANNER_PX = (24, 13)
"""The trading floor's banner font, largest and smallest, pixels (the style sheet's size is the largest)."""

HINT_PX = (13, 12, 11, 10)
"""Pixel sizes tried for the floor's hint, largest first."""

ROW_GAP = 10
"""Between the hint and the Withdraw button, logical pixels."""


def lines_needed(metrics: QFontMetrics, text: str, width: int) -> int:
    """How many lines ``text`` takes word-wrapped to ``width`` pixels in ``metrics``; a word wider than the
    width counts as too many (it would be cut)."""
    if width <= 0 or any(metrics.horizontalAdvance(word) > width for word in text.split()):
        return 99
    rect = metrics.boundingRect(QRect(0, 0, width, 10_000), Qt.TextFlag.TextWordWrap, text)
    return max(1, round(rect.height() / metrics.lineSpacing()))


class TradingFloor(CardDropTarget, QFrame):
    """The middle of the table: the market's state, your own offer, and the drop zone for new offers.

    Signals:
        cards_dropped(tuple): cards dropped here to be offered.
        bad_drop(str): a drop that could not be read.
        clicked(): the floor was clicked (offer the selection).
        withdraw_clicked(): the Withdraw button was pressed.
    """

    cards_dropped = Signal(object)
    bad_drop = Signal(str)
    clicked = Signal()
    withdraw_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("floor")
        self.setAcceptDrops(True)
        self._hover = False
        self._offer: tuple[Card, ...] = ()
        self._banner_px = BANNER_PX[0]
        self._hints: tuple[str, ...] = ()  # the hint's texts, longest first: the first that fits is shown
        self._hint_px = 0
        self.banner = QLabel()
        self.banner.setObjectName("banner")
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint = QLabel()
        self.hint.setObjectName("hint")
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.cards = QWidget()
        self.cards.setMinimumHeight(60)
        self.withdraw = QPushButton(self.tr("Withdraw offer"))
        self.withdraw.setObjectName("withdraw")
        self.withdraw.clicked.connect(self.withdraw_clicked)
        self.withdraw.hide()
        self.withdraw.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)  # never squeezed
        box = QVBoxLayout(self)
        box.setContentsMargins(14, 8, 14, 8)
        box.setSpacing(4)
        box.addWidget(self.banner)
        row = QHBoxLayout()  # Withdraw beside the hint: a short floor (a small screen) still holds the cards
        row.setSpacing(ROW_GAP)
        row.addWidget(self.hint, 1)
        row.addWidget(self.withdraw)
        box.addLayout(row)
        box.addWidget(self.cards, 1)
        self._silent = False
        self.set_own_offer(None, False)

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        """The floor's own words in the new language (the window says the banner again)."""
        if event.type() == QEvent.Type.LanguageChange:
            self.withdraw.setText(self.tr("Withdraw offer"))
            self.set_own_offer(self._offer, self._silent)
        super().changeEvent(event)

    def set_banner(self, text: str) -> None:
        """The big line: countdown, "The market is open!", "Hand over"."""
        self.banner.setText(text)
        self._fit_banner()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Fit the banner and the hint to the new width."""
        super().resizeEvent(event)
        self._fit_banner()
        self._fit_hint()

    def set_hint(self, *texts: str) -> None:
        """The small line under the banner: the first of ``texts`` (longest first) that fits."""
        self._hints = texts
        self._fit_hint()

    def _fit_hint(self) -> None:
        """Show the longest hint that fits in at most two lines at the largest of :data:`HINT_PX`, beside
        Withdraw (while an offer is out) if there is room for it, else across the floor: Withdraw then
        stays under the bell only. Nothing is cut at the smallest window."""
        if not self._hints:
            return
        margins = self.layout().contentsMargins()
        full = self.contentsRect().width() - margins.left() - margins.right()
        beside = full - self.withdraw.sizeHint().width() - ROW_GAP
        rooms = [(True, beside), (False, full)] if self._offer else [(False, full)]
        font = QFont(self.hint.font())
        chosen = (False, self._hints[-1], HINT_PX[-1])
        fits = False
        for withdraw, room in rooms:
            for text in self._hints:
                for px in HINT_PX:
                    font.setPixelSize(px)
                    if lines_needed(QFontMetrics(font), text, room) <= 2:
                        chosen, fits = (withdraw, text, px), True
                        break
                if fits:
                    break
            if fits:
                break
        withdraw, text, px = chosen
        self.withdraw.setVisible(withdraw)
        self.hint.setText(text)
        if px != self._hint_px:  # a new style sheet re-polishes the label: only when the size changes
            self._hint_px = px
            self.hint.setStyleSheet(f"font-size: {px}px;")

    def _fit_banner(self) -> None:
        """Shrink the banner's font (from :data:`BANNER_PX`) until its line fits the floor's width, so a
        narrow floor (a small window, a full table) never cuts it at both ends."""
        room = self.contentsRect().width() - self.layout().contentsMargins().left() * 2 - 8
        font = QFont(self.banner.font())
        font.setBold(True)
        px = BANNER_PX[0]
        for px in range(BANNER_PX[0], BANNER_PX[1] - 1, -1):
            font.setPixelSize(px)
            if QFontMetrics(font).horizontalAdvance(self.banner.text()) <= room:
                break
        if px != self._banner_px:  # a new style sheet re-polishes the label: only when the size changes
            self._banner_px = px
            self.banner.setStyleSheet(f"font-size: {px}px;")

    def set_own_offer(self, cards: tuple[Card, ...] | None, silent: bool) -> None:
        """Show the player's open offer (face up: only the player sees it) or the drop hint."""
        self._offer = tuple(cards or ())
        self._silent = silent
        if self._offer:
            from pit_desktop.games.pit.ui.presenter import (
                cards_words,  # here: it loads the engine (not before a frame)
            )

            said = shouts(len(self._offer), silent)
            self.set_hint(*(self.tr("Your offer: %1").replace("%1", text) for text in said))

            name = self.tr("Trading floor, your offer: %1").replace("%1", cards_words(self._offer))
            how = ""
        else:
            how = self.tr("Drag 1–4 cards of one commodity here to offer them")
            self.set_hint(how)
            name = self.tr("Trading floor, no offer of yours")
        self.setAccessibleName(name)  # the offer's cards, which only the player sees
        self.setAccessibleDescription(how)
        self.update()

    def own_offer(self) -> tuple[Card, ...]:
        """The cards of the player's open offer, as shown."""
        return self._offer

    def paintEvent(self, event: QPaintEvent) -> None:
        """A dashed drop zone, and the player's offered cards."""
        super().paintEvent(event)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        zone = QRectF(self.cards.geometry()).adjusted(0, 0, 0, 0)
        pen = QPen(QColor(255, 236, 170, 230 if self._hover else 120), 2.5 if self._hover else 1.5)
        pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QColor(255, 236, 170, 40 if self._hover else 0))
        painter.drawRoundedRect(zone, 12, 12)
        if self._offer:
            size = card_size(max(40, int(zone.height()) - 10))
            step = size.width() * 0.55
            x0 = zone.center().x() - (size.width() + step * (len(self._offer) - 1)) / 2
            dpr = self.devicePixelRatioF()
            for i, card in enumerate(self._offer):
                painter.drawPixmap(
                    QPointF(x0 + i * step, zone.top() + 5), shared_art().pixmap(card, size, dpr)
                )
        painter.end()

    def dropEvent(self, event: QDropEvent) -> None:
        """Emit :attr:`cards_dropped` with the dragged cards (checked now by the engine)."""
        cards = self.take_drop(event)
        if cards is None:
            return
        event.acceptProposedAction()
        self.cards_dropped.emit(cards)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """A click offers the selected cards."""
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()


class TableWidget(QWidget):
    """The felt: opponents on an arc around the top, the trading floor in the middle."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.floor = TradingFloor(self)
        self.seats: list[SeatWidget] = []
        self.offer_card_h = OFFER_CARD_H  # the tallest an offer's card backs are drawn (View → Card size)
        self.setMinimumSize(MIN_TABLE_W, MIN_TABLE_H)

    def scale_offers(self, most_card_h: int) -> None:
        """Draw the offers' card backs at most ``most_card_h`` pixels tall, at every seat now and to come."""
        self.offer_card_h = most_card_h
        for seat in self.seats:
            seat.offer_spot.most_card_h = most_card_h
            seat.offer_spot.update()

    def set_players(self, players: int) -> list[SeatWidget]:
        """Make one :class:`SeatWidget` per opponent (seats 1 .. players-1) and lay them out."""
        for seat in self.seats:
            seat.deleteLater()
        self.seats = [SeatWidget(s, self) for s in range(1, players)]
        for seat in self.seats:
            seat.offer_spot.most_card_h = self.offer_card_h
            seat.show()
        self._layout()
        return self.seats

    def resizeEvent(self, event) -> None:
        """Place seats and floor for the new size."""
        self._layout()
        super().resizeEvent(event)

    def _layout(self) -> None:
        """Seat 1 on the player's left, then clockwise: left side, along the top, right side.

        Two opponents sit at the top; from three on, one sits on each side and the rest along the top.
        The trading floor fills the middle, below the top row and between the sides.
        """
        w, h = self.width(), self.height()
        n = len(self.seats)
        sides = 1 if n >= 3 else 0
        top = n - 2 * sides
        margin, gap = 14, 10
        sw = int(min(212, (w - 2 * margin - (top - 1) * gap) / max(1, top) if top else 212))
        need = max((seat.minimumSizeHint().height() for seat in self.seats), default=0)
        sh = max(need, int(min(166, h * 0.4)))  # a taller font (Noto Sans) needs a taller seat
        row_w = top * sw + (top - 1) * gap
        x = (w - row_w) / 2
        slots: list[QRect] = []
        side_y = round(sh + gap + (h - sh - gap - sh) * 0.35)
        if sides:
            slots.append(QRect(margin, side_y, sw, sh))
        for _ in range(top):
            slots.append(QRect(round(x), margin, sw, sh))
            x += sw + gap
        if sides:
            slots.append(QRect(w - margin - sw, side_y, sw, sh))
        for seat, rect in zip(self.seats, slots, strict=True):
            seat.setGeometry(rect)
        left = margin + (sw + gap if sides else 0)
        fw = min(460, w - 2 * left - 2 * gap)
        fh = min(260, h - sh - margin - 2 * gap - 10)
        fy = margin + sh + gap + (h - margin - sh - gap - fh) / 2
        self.floor.setGeometry(QRect(round((w - fw) / 2), round(fy), fw, fh))

    def paintEvent(self, event: QPaintEvent) -> None:
        """A felt ellipse with a wooden rim."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(30, 40, -30, -4)
        grad = QRadialGradient(rect.center(), max(rect.width(), rect.height()) / 1.6)
        grad.setColorAt(0.0, QColor("#2f8a4f"))
        grad.setColorAt(0.7, QColor("#1f6b3a"))
        grad.setColorAt(1.0, QColor("#17532d"))
        painter.setPen(QPen(QColor("#5a3a1e"), 14))
        painter.setBrush(grad)
        painter.drawRoundedRect(rect, rect.height() / 2.4, rect.height() / 2.4)
        painter.end()
