"""The Pitch table: the player's six cards along the bottom, the others' hands as backs, the trick in the
middle with who played what, trump and the pitcher's bid always in sight, the bidding as buttons and keys
on the player's turn, and the end-of-hand panel.

The widget only shows a :class:`~pit_desktop.games.pitch.engine.view.PitchView`
(:meth:`PitchTableWidget.set_view`) and asks for the player's commands by signal; whoever drives it submits
them to the engine and calls :meth:`PitchTableWidget.show_refusal` with the engine's answer when one is
refused. Whether a card or a call is legal, and why not, is the view's own answer (``why_not``), worded by
:mod:`~pit_desktop.games.pitch.ui.words`.

Keys on the table: Left/Right move between the cards, Enter or Space plays the focused card (in the auction
it picks the card and the pitch button takes the focus, so Enter again pitches it, P-BID-2), 0 passes, 1–4
bid, 5 shoots the moon, L shows the last trick; Enter on the end-of-hand panel deals the next hand. A card
dragged onto the trick is played, or in the auction pitched. GUI thread only.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QDrag,
    QDragEnterEvent,
    QDragMoveEvent,
    QDropEvent,
    QFocusEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPixmap,
    QResizeEvent,
    QTextCharFormat,
    QTextCursor,
)
from PySide6.QtWidgets import (
    QApplication,
    QBoxLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from pit_desktop.games.pitch.engine.cards import HAND_SIZE, Card
from pit_desktop.games.pitch.engine.commands import Bid, Pass, PitchCard, PlayCard, SeatCommand, ShootMoon
from pit_desktop.games.pitch.engine.errors import NotYourTurnError, PitchError
from pit_desktop.games.pitch.engine.events import HandScored
from pit_desktop.games.pitch.engine.rules import payments
from pit_desktop.games.pitch.engine.table import Call, Phase, Trick
from pit_desktop.games.pitch.engine.view import PitchView
from pit_desktop.games.pitch.ui.cards import (
    BLACK,
    CARD_ASPECT,
    card_width,
    decode_card,
    encode_card,
    paint_card,
    suit_colour,
)
from pit_desktop.games.pitch.ui.words import (
    SUIT_SYMBOLS,
    bids_of_game,
    call_text,
    card_name,
    fill,
    pitcher_text,
    player_name,
    rank_index,
    refusal_text,
    rule_tip,
    steal_text,
    suit_name,
    the_card,
)
from pit_desktop.shell.names import number, signed

HAND_CARD_HEIGHT = 120
"""Height of a card in the player's hand, logical pixels."""

TRICK_CARD_HEIGHT = 96
"""Height of a card in the trick, logical pixels."""

TRICK_LEAST_H = 130
"""The trick's least height, logical pixels: larger cards in the hand take its room down to this (View →
Card size). At the window's least height and the usual card size it has about 160."""

BACK_HEIGHT = 40
"""Height of a card back in another player's hand, logical pixels."""


LOG_FONT_SCALE = 1.2
"""The log beside the table is this much larger than the default text."""

SYMBOL_SUITS = {symbol: suit for suit, symbol in SUIT_SYMBOLS.items()}
"""♣ ♦ ♥ ♠ to their suit, for colouring the log."""


def write_suits_in_colour(edit: QPlainTextEdit, text: str) -> None:
    """Put ``text`` in ``edit`` with each suit symbol in its ink on the cards
    (:func:`~pit_desktop.games.pitch.ui. cards.suit_colour`: ♥ and ♦ red in the two-colour deck; ♥ red, ♦ blue
    and ♣ green in the four-colour one), so a suit reads in the log as on its card; a black suit keeps the
    log's own ink. The plain text (what a screen reader reads, with ``toPlainText``) is ``text`` itself."""
    edit.clear()
    cursor = QTextCursor(edit.document())
    plain = QTextCharFormat()
    run = ""
    for char in text:
        suit = SYMBOL_SUITS.get(char)
        colour = suit_colour(suit) if suit is not None else BLACK
        if colour != BLACK:
            inked = QTextCharFormat()
            inked.setForeground(colour)
            cursor.insertText(run, plain)
            cursor.insertText(char, inked)
            run = ""
        else:
            run += char
    cursor.insertText(run, plain)


class PitchCardButton(QWidget):
    """One card of the player's hand: focusable, played by double-click, Enter or Space, or dragged to the
    trick; dimmed with the engine's reason as its tooltip when it may not be played.

    Signals:
        activated: the player asks to play (or pitch) this card.
        dragRefused: the player began to drag this card while it may not be played (the table says why).
    """

    activated = Signal()
    dragRefused = Signal()

    def __init__(self, face: Card, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.face = face
        self.playable = False
        self.reason = ""
        self.chosen = False  # picked in the auction to pitch: ringed while the pitch button has the keys
        self._press: QPoint | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.set_height(HAND_CARD_HEIGHT)
        self.set_face(face)

    def set_height(self, height: int) -> None:
        """Draw the card ``height`` logical pixels tall (the card size chosen, fitted to the table)."""
        self.setFixedSize(QSize(round(card_width(height)), height))

    def set_face(self, face: Card) -> None:
        """Show ``face`` (a button takes the next card's face when a card leaves the hand)."""
        self.face = face
        self.setAccessibleName(card_name(face))
        self.update()

    def set_state(self, playable: bool, reason: str, hint: str, rule: str = "") -> None:
        """Playable or not; ``reason`` (why not) or ``hint`` (how to play it) as tooltip and description;
        ``rule`` ("Rule P-PLAY-2") under the reason in the tooltip only, never in the sentence."""
        self.playable, self.reason = playable, reason
        text = hint if playable else reason
        self.setToolTip(f"{text}\n{rule}" if text and rule and not playable else text)
        self.setAccessibleDescription(text)
        self.update()

    def set_chosen(self, chosen: bool) -> None:
        """Mark the card picked to be pitched (P-BID-2): it stays ringed while the pitch button has the
        focus, so the player sees which card Enter will pitch."""
        if chosen != self.chosen:
            self.chosen = chosen
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_card(
            painter, QRectF(self.rect()).adjusted(1, 1, -1, -1), self.face,
            dimmed=not self.playable and bool(self.reason), focused=self.hasFocus() or self.chosen,
        )  # fmt: skip

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.update()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.activated.emit()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
            self.setFocus(Qt.FocusReason.MouseFocusReason)
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        start = self._press
        if start is None:
            return
        if (event.position().toPoint() - start).manhattanLength() < QApplication.startDragDistance():
            return
        self._press = None
        if not self.playable:
            self.dragRefused.emit()
            return
        drag = QDrag(self)
        drag.setMimeData(encode_card(self.face))
        image = QPixmap(self.size() * self.devicePixelRatioF())
        image.setDevicePixelRatio(self.devicePixelRatioF())
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        paint_card(painter, QRectF(self.rect()).adjusted(1, 1, -1, -1), self.face)
        painter.end()
        drag.setPixmap(image)
        drag.setHotSpot(start)
        drag.exec(Qt.DropAction.MoveAction)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._press = None
        super().mouseReleaseEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.activated.emit()
        elif key == Qt.Key.Key_Left:
            self.focusPreviousChild()
        elif key == Qt.Key.Key_Right:
            self.focusNextChild()
        else:
            super().keyPressEvent(event)


class PitchCardBacks(QWidget):
    """Another player's hand: one back per card held, overlapping."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.count = 0
        self.setMinimumSize(QSize(round(card_width(BACK_HEIGHT) * 3.5), BACK_HEIGHT + 2))

    def set_count(self, count: int) -> None:
        """Show ``count`` backs."""
        if count != self.count:
            self.count = count
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        w = card_width(BACK_HEIGHT)
        step = w * 0.45
        left = (self.width() - (w + step * max(0, self.count - 1))) / 2
        for i in range(self.count):
            paint_card(painter, QRectF(left + i * step, 1, w, BACK_HEIGHT), None)


class PitchSeatPanel(QFrame):
    """Another player at the table: name, score, what he said in the auction, his cards as backs; lit
    while it is his turn."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seat")
        self.name = QLabel(self)
        self.name.setObjectName("seatName")
        self.score = QLabel(self)
        self.score.setObjectName("seatScore")
        self.info = QLabel(self)
        self.info.setObjectName("seatInfo")
        self.backs = PitchCardBacks(self)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 6, 8, 6)
        lay.setSpacing(2)
        top = QHBoxLayout()
        top.addWidget(self.name)
        top.addStretch(1)
        top.addWidget(self.score)
        lay.addLayout(top)
        lay.addWidget(self.info)
        lay.addWidget(self.backs)

    def show_seat(self, name: str, score: str, info: str, cards: int, active: bool) -> None:
        """Fill the panel; ``active`` lights it (his turn)."""
        self.name.setText(name)
        self.score.setText(score)
        self.info.setText(info)
        self.backs.set_count(cards)
        self.setAccessibleName(name)
        self.backs.setAccessibleName(self.tr("%n card(s)", "", cards))
        self.setAccessibleDescription(f"{score}. {info}")
        if self.property("active") != active:
            self.setProperty("active", active)
            self.style().unpolish(self)
            self.style().polish(self)


class PitchTrickArea(QWidget):
    """The trick in the middle: each card played, by the seat that played it, with his name; a legal card
    dragged from the hand may be dropped here. Shows the last trick instead while asked to.

    Signals:
        cardDropped(object): a card of the player's (a :class:`~pit_desktop.games.pitch.engine.cards.Card`)
            was dropped on the trick.
    """

    cardDropped = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAcceptDrops(True)
        self.setMinimumSize(QSize(420, TRICK_LEAST_H))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.most_card_h = TRICK_CARD_HEIGHT  # times the card size chosen (View → Card size)
        self.plays: tuple[tuple[int, Card], ...] = ()
        self.winner = -1
        self.me = 0
        self.players = 4
        self.names: Sequence[str] = ()
        self.droppable: frozenset[Card] = frozenset()
        self.heading = ""

    def show_trick(self, plays: tuple[tuple[int, Card], ...], winner: int, heading: str) -> None:
        """Show ``plays`` (who played what); ``winner`` (or -1) is marked; ``heading`` above them."""
        self.plays, self.winner, self.heading = plays, winner, heading
        said = [f"{self._name(seat)}: {card_name(c)}" for seat, c in plays]
        self.setAccessibleDescription("; ".join([heading, *said]) if heading else "; ".join(said))
        self.update()

    def _name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else str(seat)

    def spot(self, seat: int) -> QPointF:
        """Where ``seat``'s card lies: the player's at the bottom, the others round the table clockwise
        (the next seat on his left, P-BID-1)."""
        angle = 2 * math.pi * ((seat - self.me) % max(1, self.players)) / max(1, self.players)
        rx, ry = self.width() * 0.30, self.height() * 0.26
        return QPointF(self.width() / 2 - rx * math.sin(angle), self.height() / 2 + ry * math.cos(angle))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.heading:
            painter.setPen(self.palette().windowText().color())
            painter.drawText(QRectF(0, 4, self.width(), 22), Qt.AlignmentFlag.AlignHCenter, self.heading)
        h = min(self.most_card_h, self.height() * 0.34)
        w = card_width(h)
        for seat, face in self.plays:
            c = self.spot(seat)
            rect = QRectF(c.x() - w / 2, c.y() - h / 2 - 8, w, h)
            paint_card(painter, rect, face, winning=seat == self.winner)
            painter.setPen(self.palette().windowText().color())
            painter.drawText(
                QRectF(rect.left() - 40, rect.bottom() + 1, w + 80, 18), Qt.AlignmentFlag.AlignHCenter,
                self._name(seat),
            )  # fmt: skip

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        face = decode_card(event.mimeData())
        if face is not None and face in self.droppable:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        self.dragEnterEvent(event)  # type: ignore[arg-type]

    def dropEvent(self, event: QDropEvent) -> None:
        face = decode_card(event.mimeData())
        if face is None or face not in self.droppable:
            event.ignore()
            return
        event.acceptProposedAction()
        self.cardDropped.emit(face)


def transfers(paid: Sequence[int]) -> list[tuple[int, int, int]]:
    """Who pays whom how much, from each seat's net takings ``paid`` (cents, adding up to zero): the
    largest debt goes to the largest claim first (the lower seat first on equals), so few payments settle
    everything. Returns ``(payer, payee, cents)`` triples."""
    owe = {seat: -c for seat, c in enumerate(paid) if c < 0}
    due = {seat: c for seat, c in enumerate(paid) if c > 0}
    out: list[tuple[int, int, int]] = []
    while owe and due:
        payer = max(owe, key=lambda s: (owe[s], -s))
        payee = max(due, key=lambda s: (due[s], -s))
        amount = min(owe[payer], due[payee])
        out.append((payer, payee, amount))
        for book, seat in ((owe, payer), (due, payee)):
            book[seat] -= amount
            if book[seat] == 0:
                del book[seat]
    return out


class PitchHandPanel(QFrame):
    """The end of a hand: who took High, Low, Jack and Game and the game points behind Game, whether the
    pitcher made his bid, each player's change and score, and the target.

    Signals:
        nextRequested: the player asks for the next hand (or a new game once this one is won).
        settleRequested: the player asks to settle the Money Game up (between hands, P-WIN-2).
    """

    nextRequested = Signal()
    settleRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("result")
        self.title = QLabel(self)
        self.title.setObjectName("resultTitle")
        self.title.setWordWrap(True)
        self.points = QLabel(self)
        self.points.setObjectName("resultDetail")
        self.points.setTextFormat(Qt.TextFormat.PlainText)
        self.scores = QLabel(self)
        self.scores.setObjectName("resultDetail")
        self.scores.setTextFormat(Qt.TextFormat.PlainText)
        self.next = QPushButton(self)
        self.next.setObjectName("primary")
        self.next.setAutoDefault(True)  # the panel's default: Enter on it deals the next hand
        self.next.setDefault(True)
        self.next.clicked.connect(self.nextRequested)
        self.settle = QPushButton(self)  # the Money Game between hands: end it and pay out (P-WIN-2)
        self.settle.clicked.connect(self.settleRequested)
        self.settle.hide()
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.settle)
        buttons.addWidget(self.next)
        # Wide enough that the title reads in one or two lines, never a word or a number alone on one.
        self.setMinimumWidth(460)
        self.title.setMinimumWidth(420)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(20, 16, 20, 16)
        lay.addWidget(self.title)
        lay.addWidget(self.points)
        lay.addWidget(self.scores)
        lay.addLayout(buttons)
        self.setAccessibleName(self.tr("End of the hand"))

    def show_settlement(
        self, names: Sequence[str], scores: Sequence[int], moons: Sequence[tuple[int, int]]
    ) -> None:
        """The Money Game settled (P-WIN-2): what each player is paid or pays, for his points against the
        average and for the moons, and who pays whom; the button asks for a new game. The payments are the
        rules' own (``rules.payments``, what the engine paid)."""
        paid = payments(scores, moons)
        for_points = payments(scores, [(0, 0)] * len(scores))
        mine = paid[0]
        if mine > 0:
            title = self.tr("The Money Game is settled: you are paid %1").replace("%1", self.cents(mine))
        elif mine < 0:
            title = self.tr("The Money Game is settled: you pay %1").replace("%1", self.cents(-mine))
        else:
            title = self.tr("The Money Game is settled: you come out even")
        self.title.setText(title)
        average = sum(scores) / len(scores) if scores else 0.0
        lines = [self.tr("Average score: %1; 10 cents a point above or below it").replace(
            "%1", number(average, 0 if average == int(average) else 2)
        )]  # fmt: skip
        any_moon = any(made or failed for made, failed in moons)
        for seat, name in enumerate(names):
            # Each count takes its own plural form ("1 point", "1 manquée"), never one form for every count.
            points = signed(self.tr("%n point(s)", "", abs(scores[seat])), scores[seat])
            if any_moon:
                made, failed = moons[seat]
                line = fill(
                    self.tr("%1: %2, %3 for points, %4 for moons (%5, %6): %7"),
                    name,
                    points,
                    self.cents(for_points[seat], sign=True),
                    self.cents(paid[seat] - for_points[seat], sign=True),
                    self.tr("%n made", "moons made", made),
                    self.tr("%n failed", "moons failed", failed),
                    self.cents(paid[seat], sign=True),
                )
            else:
                line = fill(self.tr("%1: %2: %3"), name, points, self.cents(paid[seat], sign=True))
            lines.append(line)
        self.points.setText("\n".join(lines))
        rows = []
        for payer, payee, amount in transfers(paid):
            if payer == 0:
                rows.append(fill(self.tr("You pay %1 %2"), names[payee], self.cents(amount)))
            elif payee == 0:
                rows.append(fill(self.tr("%1 pays you %2"), names[payer], self.cents(amount)))
            else:
                rows.append(fill(self.tr("%1 pays %2 %3"), names[payer], names[payee], self.cents(amount)))
        if not rows:
            rows.append(self.tr("Nobody pays anybody: everyone comes out even."))
        self.scores.setText("\n".join(rows))
        self.settle.hide()
        self.next.setText(self.tr("New game"))
        self.setAccessibleDescription(f"{title}. {' '.join(lines)} {' '.join(rows)}")

    def cents(self, amount: int, sign: bool = False) -> str:
        """``amount`` cents in words ("45 cents"), with its sign ("+45 cents", "−30 cents") when ``sign``."""
        text = signed(self.tr("%n cent(s)", "", abs(amount)), amount)
        return "+" + text if sign and amount > 0 else text

    def show_hand(
        self, scored: HandScored, names: Sequence[str], target: int | None, winner: int, money: bool = False
    ) -> None:
        """Fill the panel from ``scored``; ``winner`` (or -1) has won the game; in the Money Game
        (``money``) the player may settle up instead of dealing again."""
        pitcher, bid = names[scored.pitcher], str(scored.bid)
        took = scored.points.won[scored.pitcher]  # what the pitcher took against his bid (P-SCORE-3)
        if scored.pitcher == 0:  # the player's own sentences: "You were set back 4", not "You was set back 4"
            if scored.moon:
                title = (
                    self.tr("You shot the moon and made it")
                    if scored.made
                    else self.tr("You shot the moon and missed: %n point(s) taken", "", took)
                )
            elif scored.made:
                title = self.tr("You made your bid of %1, taking %n point(s)", "", took).replace("%1", bid)
            else:
                title = self.tr("You are set back %1, taking %n point(s)", "", took).replace("%1", bid)
        elif scored.moon:
            title = (
                self.tr("%1 shot the moon and made it")
                if scored.made
                else self.tr("%1 shot the moon and missed: %n point(s) taken", "", took)
            ).replace("%1", pitcher)
        elif scored.made:
            title = (
                self.tr("%1 made the bid of %2, taking %n point(s)", "", took)
                .replace("%1", pitcher)
                .replace("%2", bid)
            )
        else:
            title = (
                self.tr("%1 is set back %2, taking %n point(s)", "", took)
                .replace("%1", pitcher)
                .replace("%2", bid)
            )
        if winner == 0:
            title = self.tr("You win the game. %1").replace("%1", title)
        elif winner > 0:
            title = self.tr("%1 wins the game. %2").replace("%1", names[winner]).replace("%2", title)
        self.title.setText(title)
        p = scored.points
        lines = [
            self.tr("Trump: %1").replace("%1", f"{SUIT_SYMBOLS[p.trump]} {suit_name(p.trump)}"),
            self.tr("High: %1, with %2").replace("%1", names[p.high]).replace("%2", the_card(p.high_card)),
            self.tr("Low: %1, with %2").replace("%1", names[p.low]).replace("%2", the_card(p.low_card)),
            self.tr("Jack: %1").replace("%1", names[p.jack])
            if p.jack is not None
            else self.tr("Jack: not dealt"),
            (
                self.tr("Game: %1").replace("%1", names[p.game])
                if p.game is not None
                else self.tr("Game: tied")
            )
            + " — "
            + ", ".join(f"{names[s]} {g}" for s, g in enumerate(p.game_points)),
        ]
        self.points.setText("\n".join(lines))
        rows = []
        for seat, name in enumerate(names):
            change = scored.changes[seat]
            sign = "+" if change > 0 else "−" if change < 0 else "±"
            rows.append(
                self.tr("%1: %2 this hand, %3 in all")
                .replace("%1", name)
                .replace("%2", f"{sign}{abs(change)}")
                .replace("%3", str(scored.scores[seat]).replace("-", "−"))
            )
        if target is not None:
            rows.append(self.tr("Target %1: a pitcher who reaches it wins").replace("%1", str(target)))
        self.scores.setText("\n".join(rows))
        self.next.setText(self.tr("New game") if winner >= 0 else self.tr("Next hand"))
        self.settle.setText(self.tr("Settle up"))
        self.settle.setVisible(money and winner < 0)
        self.setAccessibleDescription(f"{title}. {' '.join(lines)}")


class PitchTableWidget(QWidget):
    """The Pitch table for one seat, drawn from that seat's :class:`PitchView`.

    Signals:
        callRequested(object): the player makes a call: ``Pass``, ``Bid``, ``ShootMoon`` or ``PitchCard``.
        playRequested(object): the player plays a card: a ``PlayCard``.
        nextHandRequested: the player asks for the next hand (the end-of-hand panel's button).
        settleRequested: the player asks to settle the Money Game up (the panel's Settle up, P-WIN-2).
        newGameRequested: the player asks for a new game (the hint shown before any game).

    Args:
        names: each seat's name, seat 0 first.
        parent: the parent widget.
    """

    callRequested = Signal(object)
    playRequested = Signal(object)
    nextHandRequested = Signal()
    settleRequested = Signal()
    newGameRequested = Signal()

    def __init__(self, names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.names = tuple(names)
        self.view: PitchView | None = None
        self.showing_last = False
        self._commands: dict[Card, SeatCommand] = {}
        # What the window said during this hand (a pace change), kept in its log: the hand's number, the
        # log line it follows, and its words (asked again in a new language).
        self._notes: list[tuple[int, int, Callable[[], str]]] = []
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Pitch table"))

        self.trump = QLabel(self)
        self.trump.setObjectName("banner")
        self.contract = QLabel(self)
        self.contract.setObjectName("seatInfo")
        self.target = QLabel(self)
        self.target.setObjectName("seatInfo")
        self.last_trick = QPushButton(self)
        self.last_trick.setCheckable(True)
        self.last_trick.setEnabled(False)  # no trick taken yet
        self.last_trick.toggled.connect(self._show_last)
        info = QHBoxLayout()
        info.addWidget(self.trump)
        info.addSpacing(16)
        info.addWidget(self.contract, 1)
        info.addWidget(self.target)
        info.addWidget(self.last_trick)

        self.seats: dict[int, PitchSeatPanel] = {}
        self.others = QHBoxLayout()
        self.trick = PitchTrickArea(self)
        self.trick.cardDropped.connect(self._card_dropped)

        self.me = QLabel(self)
        self.me.setObjectName("you")
        self.status = QLabel(self)
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.bids: dict[str, QPushButton] = {}
        bidbar = QHBoxLayout()
        for key in ("pass", "1", "2", "3", "4", "moon"):
            button = QPushButton(self)
            button.clicked.connect(lambda _=False, k=key: self.request_call(k))
            button.installEventFilter(self)  # Down goes to the cards
            self.bids[key] = button
            bidbar.addWidget(button)
        # P-BID-2 pitches a card to bid 4: in the auction, choosing a card only picks it; this button
        # pitches it, so a stray double-click never bids 4.
        self.pitch_button = QPushButton(self)
        self.pitch_button.setObjectName("primary")
        self.pitch_button.setAutoDefault(True)  # Enter on it pitches, as Space does
        self.pitch_button.clicked.connect(self._pitch_chosen)
        self.pitch_button.installEventFilter(self)
        self.pitch_button.hide()
        self.pitch_choice: Card | None = None
        bidbar.addWidget(self.pitch_button)
        bidbar.addStretch(1)
        self.hand_row = QHBoxLayout()
        self.hand_row.setSpacing(6)
        self.cards: list[PitchCardButton] = []
        self._pool: list[PitchCardButton] = []
        hand_box = self._hand_box = QHBoxLayout()
        hand_box.addStretch(1)
        hand_box.addLayout(self.hand_row)
        hand_box.addStretch(1)

        # Before a game (the new-game dialog cancelled): how to deal one, as Pit's table says.
        self.welcome = QFrame(self)
        self.welcome.setObjectName("result")
        self.welcome_text = QLabel(self.welcome)
        self.welcome_text.setObjectName("resultTitle")
        self.welcome_text.setWordWrap(True)
        self.welcome_button = QPushButton(self.welcome)
        self.welcome_button.setObjectName("primary")
        self.welcome_button.clicked.connect(self.newGameRequested)
        welcome = QVBoxLayout(self.welcome)
        welcome.setContentsMargins(20, 16, 20, 16)
        welcome.addWidget(self.welcome_text)
        welcome.addWidget(self.welcome_button, 0, Qt.AlignmentFlag.AlignRight)

        self.result = PitchHandPanel(self)
        self.result.nextRequested.connect(self.nextHandRequested)
        self.result.settleRequested.connect(self.settleRequested)
        self.result.hide()

        # This hand's calls and taken tricks, one a line: a person who looked away reads what was said and
        # played.
        self.history = QPlainTextEdit(self)
        self.history.setReadOnly(True)
        self.history.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.history.setMaximumWidth(300)
        font = self.history.font()  # a little larger than the default, so ♦ and ♣ read apart
        font.setPointSizeF(font.pointSizeF() * LOG_FONT_SCALE)
        self.history.setFont(font)
        self.history_title = QLabel(self)  # its heading, as Pit's side panel heads its parts
        self.history_title.setObjectName("sideTitle")
        self.history_title.setBuddy(self.history)
        log = QVBoxLayout()
        log.setSpacing(4)
        log.addWidget(self.history_title)
        log.addWidget(self.history, 1)
        centre = QGridLayout()
        centre.addWidget(self.trick, 0, 0)
        centre.addWidget(self.result, 0, 0, Qt.AlignmentFlag.AlignCenter)
        centre.addWidget(self.welcome, 0, 0, Qt.AlignmentFlag.AlignCenter)
        middle = self._middle = QHBoxLayout()  # the log on the right, or the left (left-handed)
        middle.addLayout(centre, 1)
        middle.addLayout(log)
        self._card_scale = 100
        lay = self._column = QVBoxLayout(self)
        lay.addLayout(info)
        lay.addLayout(self.others)
        lay.addLayout(middle, 1)
        mine = QHBoxLayout()
        mine.addWidget(self.me)
        mine.addWidget(self.status, 1)
        lay.addLayout(mine)
        lay.addLayout(bidbar)
        lay.addLayout(hand_box)
        self.retranslate()

    # ------------------------------------------------------------------------------------------ showing

    def retranslate(self) -> None:
        """Set every fixed text in the player's language (again after a language change), the player's
        own seat's name ("You") too."""
        if self.names:
            self.names = (player_name(), *self.names[1:])
        self._word_last_trick()
        self.history_title.setText(self.tr("This hand"))
        self.welcome_text.setText(
            self.tr("No game is being played. Deal one to play Pitch against the bots.")
        )
        self.welcome_button.setText(self.tr("New game… (Ctrl+N)"))
        self.welcome.setVisible(self.view is None)
        words = {"pass": call_text(Pass(0)), "moon": call_text(ShootMoon(0))}
        keys = {"pass": "0", "moon": "5"}  # P and M are the window's: pause and mute
        for key, button in self.bids.items():
            text = words.get(key) or call_text(Bid(0, int(key)))
            button.setText(f"{text} ({keys.get(key, key)})")
            button.setAccessibleName(text)
        if self.view is not None:
            self.set_view(self.view)

    def set_view(self, view: PitchView) -> None:
        """Show ``view``: the hand, the others, the trick, trump, the contract, the bidding buttons, and the
        end-of-hand panel once a hand is scored."""
        self.view = view
        self.welcome.hide()
        n, me = view.players, view.seat
        self.trick.me, self.trick.players, self.trick.names = me, n, self.names
        self._show_header(view)
        self._show_seats(view)
        self._show_hand(view)
        self._show_bids(view)
        self._show_status(view)
        self._show_history(view)
        if view.trick and self.last_trick.isChecked():
            self.last_trick.setChecked(False)
        self.last_trick.setEnabled(bool(view.tricks))
        if not self.showing_last:
            self._show_trick(view)
        scored = view.last_hand
        ended = view.phase in (Phase.READY, Phase.GAME_OVER) and scored is not None
        money = view.settings.money
        if view.phase is Phase.GAME_OVER and money:  # settled up (P-WIN-2)
            self.result.show_settlement(self.names, view.scores, view.moons)
            self.result.show()
            self.result.raise_()
        elif ended and scored is not None:
            target = None if money else view.settings.target
            self.result.show_hand(scored, self.names, target, view.winner, money)
            appears = self.result.isHidden()
            self.result.show()
            self.result.raise_()
            if appears:
                self._focus_next()
        else:
            self.result.hide()

    def _focus_next(self) -> None:
        """The end-of-hand panel has just appeared: its Next hand (or New game) button, the panel's
        default, takes the focus unless the player is elsewhere (a menu, another panel), so Enter deals
        the next hand."""
        held = QApplication.focusWidget()
        if held is not None and held is not self and not self.isAncestorOf(held):
            return
        self.result.next.setFocus(Qt.FocusReason.OtherFocusReason)

    def _show_header(self, view: PitchView) -> None:
        if view.trump is not None:
            self.trump.setText(
                self.tr("Trump: %1").replace("%1", f"{SUIT_SYMBOLS[view.trump]} {suit_name(view.trump)}")
            )
        else:
            self.trump.setText(self.tr("Trump: set by the first lead"))
        if view.pitcher >= 0:
            self.contract.setText(pitcher_text(self.names[view.pitcher], view.bid, view.moon))
        elif view.phase is Phase.BIDDING:
            high = view.high_call
            if high is None or not high.amount:
                self.contract.setText(self.tr("Bidding: no bid yet"))
            elif high.seat == view.seat:  # "by you", in the case a sentence wants (never "by You")
                self.contract.setText(fill(self.tr("Bidding: high bid %1 by you"), high.amount))
            else:
                self.contract.setText(
                    fill(self.tr("Bidding: high bid %1 by %2"), high.amount, self.names[high.seat])
                )
        else:
            self.contract.setText("")
        if view.settings.money:
            self.target.setText(self.tr("Money Game"))
        else:
            self.target.setText(self.tr("Target %1").replace("%1", str(view.settings.target)))

    def hand_dealer(self, view: PitchView) -> int:
        """The dealer of the hand shown: between hands, once it is scored, the view names the next hand's
        dealer (P-DEAL-1), but the panel and the seats still show this hand's calls, so its own dealer."""
        scored = view.last_hand
        over = view.phase in (Phase.READY, Phase.GAME_OVER)
        if over and scored is not None and scored.hand_no == view.hand_no and view.players:
            return (view.dealer - 1) % view.players
        return view.dealer

    def _seat_info(self, view: PitchView, seat: int) -> str:
        parts = []
        if seat == self.hand_dealer(view):
            parts.append(self.tr("dealer"))
        said = next((c for c in view.calls if c.seat == seat), None)
        if seat == view.pitcher:
            parts.append(self.tr("pitcher"))
        elif said is not None:
            parts.append(
                self.tr("passed")
                if said.amount == 0
                else self.tr("bid %1", "what a player bid: under his name").replace("%1", str(said.amount))
            )
        if seat == view.turn:
            parts.append(self.tr("to play") if view.phase is Phase.PLAYING else self.tr("to speak"))
        return " · ".join(parts)

    def _score_text(self, view: PitchView, seat: int) -> str:
        score = view.scores[seat]
        return signed(self.tr("%n pts", "", abs(score)), score)

    def _show_seats(self, view: PitchView) -> None:
        for i in range(1, view.players):
            seat = (view.seat + i) % view.players
            panel = self.seats.get(seat)
            if panel is None:
                panel = self.seats[seat] = PitchSeatPanel(self)
                self.others.addWidget(panel)
            panel.show_seat(
                self.names[seat], self._score_text(view, seat), self._seat_info(view, seat),
                view.hand_sizes[seat], seat == view.turn,
            )  # fmt: skip
        info = self._seat_info(view, view.seat)
        self.me.setText(
            f"{self.names[view.seat]} · {self._score_text(view, view.seat)}" + (f" · {info}" if info else "")
        )

    def _show_hand(self, view: PitchView) -> None:
        if [c.face for c in self.cards] != list(view.hand):
            # The buttons stay and take new faces, so the focus never sits on a widget being deleted: a
            # played card's place goes to the next card, the last place is hidden.
            while len(self._pool) < len(view.hand):
                button = PitchCardButton(view.hand[0], self)
                button.activated.connect(lambda b=button: self._card_chosen(b.face))
                button.dragRefused.connect(lambda b=button: self._card_chosen(b.face))
                button.set_height(self.hand_card_height())
                self.hand_row.addWidget(button)
                self._pool.append(button)
            count = len(view.hand)
            lost = next((i for i, c in enumerate(self._pool[count:], count) if c.hasFocus()), -1)
            for button, face in zip(self._pool, view.hand, strict=False):
                button.set_face(face)
                button.show()
            if lost >= 0:
                (self._pool[count - 1] if count else self).setFocus()
            for button in self._pool[count:]:
                button.hide()
            self.cards = self._pool[:count]
        self._fit_hand()  # the rows above may have grown or shrunk with the view
        self._commands = {}
        me = view.seat
        for button in self.cards:
            command: SeatCommand | None = None
            if view.phase is Phase.PLAYING:
                command = PlayCard(me, button.face)
            elif view.phase is Phase.BIDDING and not view.settings.money:
                command = PitchCard(me, button.face)
            error = view.why_not(command) if command is not None and view.my_turn else None
            playable = command is not None and view.my_turn and error is None
            if playable and command is not None:
                self._commands[button.face] = command
                hint = (
                    self.tr("Double-click, press Enter or drag it to the trick to play it")
                    if isinstance(command, PlayCard)
                    else call_text(command)
                )
                button.set_state(True, "", hint)
            elif (
                view.phase is Phase.PLAYING and error is not None and not isinstance(error, NotYourTurnError)
            ):
                button.set_state(False, refusal_text(error), "", rule_tip(error))
            else:
                button.set_state(False, "", "")
        self.trick.droppable = frozenset(self._commands)
        if view.my_turn and view.phase is Phase.PLAYING:
            self._focus_a_card()

    def take_focus(self) -> None:
        """Take the keys for the table (a game starts): its first call on the player's turn to bid, his
        first playable card on his turn to play, else the table itself, so 0–5 and the cards' keys answer
        at once and the focus shows."""
        view = self.view
        if view is not None and view.my_turn and view.phase is Phase.BIDDING:
            self._focus_a_call()
        elif view is not None and view.my_turn and view.phase is Phase.PLAYING:
            self._focus_a_card()
        if QApplication.focusWidget() is not self and not self.isAncestorOf(QApplication.focusWidget()):
            self.setFocus(Qt.FocusReason.OtherFocusReason)

    def _focus_a_call(self) -> None:
        """On the player's turn to bid, the focus shows on a call he may make (Pass, else his lowest bid)
        unless he is elsewhere (a menu, another panel) or on one of his cards or calls: the table's keys
        (0–5) answer wherever in the table the focus is."""
        held = QApplication.focusWidget()
        if held is not None and held is not self and not self.isAncestorOf(held):
            return
        if held is not None and held is not self and held.isVisible() and held.isEnabled():
            return
        first = next((b for b in self.bids.values() if b.isVisible() and b.isEnabled()), None)
        if first is not None:
            first.setFocus(Qt.FocusReason.OtherFocusReason)
        elif held is None:
            self.setFocus(Qt.FocusReason.OtherFocusReason)

    def _focus_a_card(self) -> None:
        """On the player's turn to play, the keys go to his cards: the first playable one takes the focus
        unless a playable card (or something outside the table) has it."""
        held = QApplication.focusWidget()
        if held is not None and held is not self and not self.isAncestorOf(held):
            return  # the player is elsewhere (a menu, another panel): leave his focus alone
        if isinstance(held, PitchCardButton) and held.playable:
            return
        first = next((b for b in self.cards if b.playable), None)
        if first is not None:
            first.setFocus(Qt.FocusReason.OtherFocusReason)

    def _show_bids(self, view: PitchView) -> None:
        """The calls of this game as buttons (a bid the game does not have is not shown: no Bid 1 in the
        Money Game, P-BID-4), each enabled when the view would take it now, its reason as tooltip when
        not; the dealer's matching bid says it is a steal (P-BID-3)."""
        bidding = view.phase is Phase.BIDDING and view.my_turn
        game_bids = bids_of_game(view)
        high = view.high_call
        for key, button in self.bids.items():
            command = self._call_for(key, view.seat)
            ours = key == "pass" or (isinstance(command, ShootMoon) and ShootMoon in game_bids)
            ours = ours or (isinstance(command, Bid) and command.amount in game_bids)
            button.setVisible(view.phase is Phase.BIDDING and ours)
            error = view.why_not(command) if bidding else None
            button.setEnabled(bidding and error is None)
            reason = refusal_text(error) if error is not None else ""
            button.setToolTip(f"{reason}\n{rule_tip(error)}" if error is not None else "")
            button.setAccessibleDescription(reason)
            if isinstance(command, Bid):
                steal = (
                    bidding and error is None and high is not None and not high.moon
                    and high.amount == command.amount
                )  # fmt: skip
                text = steal_text(command.amount) if steal else call_text(command)
                button.setText(f"{text} ({key})")
                button.setAccessibleName(text)
        self._show_pitch_choice()
        if bidding:
            self._focus_a_call()

    def _show_pitch_choice(self) -> None:
        """The pitch button, shown while a card picked in the auction can still be pitched."""
        command = self._commands.get(self.pitch_choice) if self.pitch_choice is not None else None
        if not isinstance(command, PitchCard):
            self.pitch_choice = None
        for button in self.cards:
            button.set_chosen(button.face == self.pitch_choice)
        if not isinstance(command, PitchCard):
            self.pitch_button.hide()
            return
        self.pitch_button.setText(call_text(command))
        self.pitch_button.setAccessibleName(call_text(command))
        self.pitch_button.show()

    def _card_dropped(self, face: Card) -> None:
        """A card dragged onto the trick: played in the play; in the auction, where pitching it is legal,
        pitched at once (P-BID-2) — a drag is a deliberate act, not the stray double-click the pitch
        button guards against."""
        command = self._commands.get(face)
        view = self.view
        if isinstance(command, PitchCard) and view is not None and view.my_turn:
            self.pitch_choice = None
            self._show_pitch_choice()
            self.callRequested.emit(command)
        else:
            self._card_chosen(face)

    def _pitch_chosen(self) -> None:
        command = self._commands.get(self.pitch_choice) if self.pitch_choice is not None else None
        if isinstance(command, PitchCard):
            self.callRequested.emit(command)

    def _show_status(self, view: PitchView) -> None:
        self.status.setToolTip("")
        self.status.setProperty("error", False)
        self.status.style().unpolish(self.status)
        self.status.style().polish(self.status)
        if view.phase is Phase.BIDDING and view.my_turn:
            text = self._call_prompt(view)
        elif view.phase is Phase.PLAYING and view.my_turn:
            text = self.tr("Your lead") if not view.trick else self.tr("Your turn to play")
        elif view.turn >= 0:
            text = self.tr("%1 is thinking…").replace("%1", self.names[view.turn])
        else:
            text = ""
        self.status.setText(text)

    def _call_prompt(self, view: PitchView) -> str:
        """ "Your call: pass (0), bid 2–4 or shoot the moon (5)": the calls the view would take now, with
        their keys, from its own legal commands (the Money Game's bids are not the Auction game's)."""
        legal = view.legal_commands()
        amounts = sorted(c.amount for c in legal if isinstance(c, Bid))
        high = view.high_call
        parts = []
        if any(isinstance(c, Pass) for c in legal):
            parts.append(self.tr("pass (0)"))
        if amounts:
            lo, hi = amounts[0], amounts[-1]
            span = str(lo) if lo == hi else f"{lo}–{hi}"
            if high is not None and not high.moon and lo == high.amount:  # the dealer's steal (P-BID-3)
                more = amounts[1:]  # "bid more" names only the bids above the steal
                if not more:
                    parts.append(fill(self.tr("steal at %1"), lo))
                else:
                    above = str(more[0]) if len(more) == 1 else f"{more[0]}–{more[-1]}"
                    parts.append(fill(self.tr("steal at %1 or bid more (%2)"), lo, above))
            else:
                parts.append(self.tr("bid %1", "a call the player may make now").replace("%1", span))
        if any(isinstance(c, ShootMoon) for c in legal):
            parts.append(self.tr("shoot the moon (5)"))
        if any(isinstance(c, PitchCard) for c in legal):
            parts.append(self.tr("pitch a card to bid 4"))
        if not parts:
            return ""
        said = parts[-1] if len(parts) == 1 else self.tr("%1 or %2").replace("%1", ", ".join(parts[:-1]))
        if len(parts) > 1:
            said = said.replace("%2", parts[-1])
        return self.tr("Your call: %1").replace("%1", said)

    def _word_last_trick(self) -> None:
        """The Last trick button says what L and a click do now: show the last trick, or go back."""
        if self.last_trick.isChecked():
            self.last_trick.setText(self.tr("Back to the table (L)"))
        else:
            self.last_trick.setText(self.tr("Last trick (L)"))
        self.last_trick.setAccessibleName(self.last_trick.text())

    def call_line(self, call: Call) -> str:
        """One call of the auction as the log says it: "Ann: pass", "Bob: bid 2", "Cleo: steal at 2", "You:
        shoot the moon", "Ann: pitch for 4" (the name first, so no verb agrees with the player)."""
        name = self.names[call.seat]
        if call.moon:
            return fill(self.tr("%1: shoot the moon"), name)
        if call.pitched:
            return fill(self.tr("%1: pitch for 4"), name)
        if call.steal:
            return fill(self.tr("%1: steal at %2"), name, call.amount)
        if call.amount:
            return fill(self.tr("%1: bid %2"), name, call.amount)
        return fill(self.tr("%1: pass"), name)

    def _show_history(self, view: PitchView) -> None:
        """This hand's calls, then its taken tricks, one a line, the latest last: who said what, who played
        what and who took it."""
        lines = [self.call_line(call) for call in view.calls]
        for trick_no, trick in enumerate(view.tricks, 1):
            plays = ", ".join(
                f"{self.names[seat]} {rank_index(c.rank)}{SUIT_SYMBOLS[c.suit]}" for seat, c in trick.plays
            )
            if trick.winner == view.seat:
                lines.append(fill(self.tr("Trick %1: %2, taken by you"), trick_no, plays))
            else:
                lines.append(
                    fill(self.tr("Trick %1: %2, taken by %3"), trick_no, plays, self.names[trick.winner])
                )
        self._notes = [note for note in self._notes if note[0] == view.hand_no]
        for _, after, words in self._notes:  # each placed among the lines shown when it was said
            lines.insert(min(after, len(lines)), words())
        text = "\n".join(lines)
        if text != self.history.toPlainText():
            write_suits_in_colour(self.history, text)
            self.history.verticalScrollBar().setValue(self.history.verticalScrollBar().maximum())
        self.history.setAccessibleName(self.tr("This hand's calls and tricks"))

    def set_left_handed(self, left: bool) -> None:
        """The log on the left of the trick when ``left`` (View → Left-handed layout), on its right
        otherwise."""
        self._middle.setDirection(
            QBoxLayout.Direction.RightToLeft if left else QBoxLayout.Direction.LeftToRight
        )

    def set_card_scale(self, percent: int) -> None:
        """Draw the hand's cards and the trick's at ``percent`` of their usual size (View → Card size), as
        large as the table has room for: every card of the hand stays in view."""
        self._card_scale = percent
        self.trick.most_card_h = round(TRICK_CARD_HEIGHT * percent / 100)
        self.trick.update()
        self._fit_hand()

    def hand_card_height(self) -> int:
        """How tall the hand's cards are drawn, logical pixels: the card size chosen, less where the table
        is too narrow for a full hand side by side or the trick above would be left less than
        :data:`TRICK_LEAST_H`, and never less than the usual size."""
        wanted = round(HAND_CARD_HEIGHT * self._card_scale / 100)
        margins = self._column.contentsMargins()
        room_w = self.width() - margins.left() - margins.right() - 2
        spacing = self.hand_row.spacing()
        by_width = (room_w - spacing * (HAND_SIZE - 1)) / HAND_SIZE * CARD_ASPECT
        # the rows other than the trick's and the hand's at their usual heights, the trick's at its least
        column = self._column
        rows = [column.itemAt(i) for i in range(column.count())]
        others = [row for row in rows if row.layout() not in (self._middle, self._hand_box)]
        rest = sum(row.sizeHint().height() for row in others) + TRICK_LEAST_H
        rest += column.spacing() * (len(rows) - 1) + margins.top() + margins.bottom()
        by_height = self.height() - rest
        if wanted <= HAND_CARD_HEIGHT:
            return wanted  # the usual size: the window's least size makes room for it
        return max(HAND_CARD_HEIGHT, min(wanted, int(by_width), by_height))

    def _fit_hand(self) -> None:
        height = self.hand_card_height()
        for button in self._pool:
            if button.height() != height:
                button.set_height(height)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Fit the hand's cards to the new size (:meth:`hand_card_height`)."""
        super().resizeEvent(event)
        self._fit_hand()

    def event(self, event: QEvent) -> bool:  # Qt override
        """Fit the hand's cards again once the rows above it were laid out anew (a seat's words, the
        status line wrapping)."""
        done = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:
            self._fit_hand()
        return done

    def recolour(self) -> None:
        """Draw the cards and the log again in the deck in use (View → Four-colour deck)."""
        write_suits_in_colour(self.history, self.history.toPlainText())
        for widget in (self, *self.findChildren(QWidget)):
            widget.update()

    def note(self, words: Callable[[], str]) -> None:
        """Keep ``words()`` in this hand's log after its lines so far (Game → Pace mid-hand, as Pit's log
        keeps it); the next hand's log starts without it."""
        view = self.view
        if view is None:
            return
        shown = self.history.toPlainText()
        self._notes.append((view.hand_no, shown.count("\n") + 1 if shown else 0, words))
        self._show_history(view)

    def _show_last(self, on: bool) -> None:
        self._word_last_trick()
        view = self.view
        self.showing_last = on and view is not None and bool(view.tricks)
        if self.showing_last and view is not None:
            last: Trick = view.tricks[-1]
            heading = (
                self.tr("Last trick, taken by you")
                if last.winner == view.seat
                else fill(self.tr("Last trick, taken by %1"), self.names[last.winner])
            )
            self.trick.show_trick(last.plays, last.winner, heading)
        elif view is not None:
            self._show_trick(view)

    def _show_trick(self, view: PitchView) -> None:
        """The trick being played; between tricks, the one just taken, its taker marked, until the next
        lead (so the last card and who took it stay in sight)."""
        if not view.trick and view.tricks and view.phase is Phase.PLAYING:
            taken = view.tricks[-1]
            heading = (
                self.tr("Taken by you")
                if taken.winner == view.seat
                else fill(self.tr("Taken by %1"), self.names[taken.winner])
            )
            self.trick.show_trick(taken.plays, taken.winner, heading)
        else:
            self.trick.show_trick(view.trick, -1, "")

    def show_refusal(self, error: PitchError) -> None:
        """Say why the engine refused the player's command (its own answer, in the player's language)."""
        self.status.setText(refusal_text(error))
        self.status.setToolTip(rule_tip(error))
        self.status.setProperty("error", True)
        self.status.style().unpolish(self.status)
        self.status.style().polish(self.status)

    # ----------------------------------------------------------------------------------------- asking

    def _call_for(self, key: str, seat: int) -> SeatCommand:
        if key == "pass":
            return Pass(seat)
        if key == "moon":
            return ShootMoon(seat)
        return Bid(seat, int(key))

    def request_call(self, key: str) -> None:
        """Ask for a call by its key: ``"pass"``, ``"1"``–``"4"`` or ``"moon"``; said only on the player's
        turn in the auction (a refused one is answered by :meth:`show_refusal`)."""
        view = self.view
        if view is None or view.phase is not Phase.BIDDING or not view.my_turn:
            return
        self.callRequested.emit(self._call_for(key, view.seat))

    def _card_chosen(self, face: Card) -> None:
        if self.last_trick.isChecked():  # Enter first closes the last trick's view: nothing played unseen
            self.last_trick.setChecked(False)
            return
        view = self.view
        if view is None or not view.my_turn:
            return
        command = self._commands.get(face)
        if command is None:
            error = None
            if view.phase is Phase.PLAYING:
                error = view.why_not(PlayCard(view.seat, face))
            elif view.phase is Phase.BIDDING:  # the Money Game pitches no card (P-BID-2): say so
                error = view.why_not(PitchCard(view.seat, face))
            if error is not None:
                self.show_refusal(error)
            return
        if isinstance(command, PlayCard):
            self.playRequested.emit(command)
        elif isinstance(command, PitchCard):  # picked, not pitched: the pitch button confirms (P-BID-2)
            self.pitch_choice = face
            self._show_pitch_choice()
            self.pitch_button.setFocus(Qt.FocusReason.OtherFocusReason)  # Enter again pitches it
            self.status.setText(
                self.tr(
                    "Press Enter again (or the pitch button) to bid 4 with this card, or make another call"
                )
            )
        else:
            self.callRequested.emit(command)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Down on a call (or the pitch button) takes the keys to the cards: the card picked to pitch, else
        the first one."""
        if (
            event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Down
            and self.cards
        ):
            chosen = next((b for b in self.cards if b.chosen), None)
            (chosen or self.cards[0]).setFocus(Qt.FocusReason.TabFocusReason)
            return True
        return super().eventFilter(watched, event)

    def _focus_the_calls(self) -> bool:
        """Up from a card in the auction: the keys go back to the calls (the pitch button when a card is
        picked, else the first call he may make). Whether there was one to go to."""
        if self.pitch_button.isVisible():
            self.pitch_button.setFocus(Qt.FocusReason.TabFocusReason)
            return True
        first = next((b for b in self.bids.values() if b.isVisible() and b.isEnabled()), None)
        if first is not None:
            first.setFocus(Qt.FocusReason.TabFocusReason)
        return first is not None

    def keyPressEvent(self, event: QKeyEvent) -> None:
        text = event.text().lower()
        keys = {"0": "pass", "1": "1", "2": "2", "3": "3", "4": "4", "5": "moon"}
        if text in keys:
            self.request_call(keys[text])
        elif text == "l" and not event.isAutoRepeat():
            if self.last_trick.isEnabled():  # L is the button: each press shows the last trick or goes back
                self.last_trick.toggle()
        elif event.key() in (Qt.Key.Key_Escape, Qt.Key.Key_Return, Qt.Key.Key_Enter) and (
            self.last_trick.isChecked()
        ):
            self.last_trick.setChecked(False)  # Escape (or Enter) closes the last trick's view
        elif event.key() == Qt.Key.Key_Up and self._focus_the_calls():
            pass
        elif event.key() in (Qt.Key.Key_Left, Qt.Key.Key_Right) and self.cards:
            self.cards[0 if event.key() == Qt.Key.Key_Right else -1].setFocus(Qt.FocusReason.TabFocusReason)
        else:
            super().keyPressEvent(event)
