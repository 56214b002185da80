"""A guided lesson over a game's table ("Learn to play"), the same for every game: a callout beside the
real widget a step is about, a ring round that widget, a Next button where the step is only to read, and a
way out at every step (the Leave the lesson button and Esc). GUI thread only.

A game's lesson subclasses :class:`Lesson`: it deals its rigged hand with scripted bots (its session marks
the game as a lesson: nothing of it is kept, counted or measured), shows each step with :meth:`Guide.point`,
holds the bots while a step waits for the player (``GameSession.hold_bots``, the machinery a resumed hand's
market uses) and lets them go once the player has done what the step asks. The frame
(:class:`~pit_desktop.shell.frame.ShellWindow`) offers the lesson once at the first start, starts it from
Help, and after it brings back the game that was set aside for it, or deals a new one: no half-played lesson
stays on the table.

Every step's words are announced to a screen reader as the status line's are (``shell/announce.py``), and
asked again after a language change.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPainterPath, QPaintEvent, QPen, QPolygon
from PySide6.QtWidgets import QApplication, QBoxLayout, QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from pit_desktop.core.i18n import QT_TRANSLATE_NOOP
from pit_desktop.shell.announce import announce

if TYPE_CHECKING:
    from pit_desktop.shell.frame import ShellWindow

CONTEXT = "Lesson"
"""The translation context of the shell's words for a lesson."""

STEP_HEADING = QT_TRANSLATE_NOOP("Lesson", "%1 — step %2 of %3")
"""A step's heading: the lesson's title (``%1``), the step's number and how many there are."""

NEXT = QT_TRANSLATE_NOOP("Lesson", "Next")
PLAY = QT_TRANSLATE_NOOP("Lesson", "Play a real game…")
LEAVE = QT_TRANSLATE_NOOP("Lesson", "Leave the lesson (Esc)")

KEPT_QUESTION = QT_TRANSLATE_NOOP(
    "Lesson",
    "Start the lesson now? Your game is kept, the hand in play with its cards, and goes on where it "
    "stopped when the lesson ends.",
)
"""Asked before a lesson sets a game in progress aside (it is kept, and resumed after)."""

OFFER_TITLE = QT_TRANSLATE_NOOP("Lesson", "Learn to play")
"""The title of the first start's offer of a lesson (its question is the game's, ``Lesson.offer_text``)."""

LEFT_NEW = QT_TRANSLATE_NOOP(
    "Lesson",
    "You left the lesson. A new game is dealt with the options New game shows: Game → New game changes them.",
)
"""Said when a lesson ends and a new game is dealt in its place."""

CALLOUT_WIDTH = (300, 440)
"""The callout's least and greatest width, logical pixels (about a third of the window between)."""

GAP_PX = 14
"""Room between the widget pointed at and the callout, logical pixels: the callout's tail spans it."""

RING_PX = 6
"""How far the ring stands out round the widget pointed at, logical pixels."""

PARCHMENT, INK, EDGE, RING, NUDGE = "#fff8e1", "#2a1e14", "#c9962e", "#ffd54a", "#8e2a1d"
"""The callout's colours (the same in both schemes: it stands out on the felt and on the wood): its ground,
its words, its edge, the ring round what it points at, and a nudge's words."""

Spot = tuple[QWidget, QRect | None]
"""What a step points at: a widget and, in its own coordinates, the part of it (``None``: all of it)."""


@dataclass(frozen=True, slots=True)
class GuideStep:
    """One callout of a lesson.

    Attributes:
        key: the step's name (tests and logs: ``"offer"``, ``"bell"``).
        words: the callout's words, translated when asked (again after a language change).
        spot: what it points at now (asked again as the table moves), or ``None`` for nothing.
        number: the step's number, 1-based; 0 for a callout without one (the lesson's end).
        total: how many numbered steps the lesson has.
        proceed: the step is only to read: a Next button goes on.
        last: the lesson is over: the callout offers a real game.
        avoid: what the callout had better not cover (where the step's cards are dropped).
    """

    key: str
    words: Callable[[], str]
    spot: Callable[[], Spot | None]
    number: int = 0
    total: int = 0
    proceed: bool = False
    last: bool = False
    avoid: Callable[[], tuple[Spot, ...]] = lambda: ()


class Callout(QFrame):
    """The step's words and buttons beside the widget pointed at, a tail reaching towards it. A child of the
    window, over its table; clicks beside it reach the table as ever.

    Signals:
        next_clicked(), play_clicked(), leave_clicked(): the buttons.
    """

    next_clicked = Signal()
    play_clicked = Signal()
    leave_clicked = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("callout")
        self.setAccessibleName(QCoreApplication.translate(CONTEXT, OFFER_TITLE))
        self.tail: tuple[str, int] | None = None  # the side facing the target, and where along it
        self.heading = QLabel(self)
        self.heading.setObjectName("calloutTitle")
        self.heading.setWordWrap(True)
        self.words = QLabel(self)
        self.words.setObjectName("calloutWords")
        self.words.setWordWrap(True)
        self.words.setTextFormat(Qt.TextFormat.PlainText)
        self.nudge = QLabel(self)
        self.nudge.setObjectName("calloutNudge")
        self.nudge.setWordWrap(True)
        self.nudge.hide()
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("primary")
        self.next_button.setAutoDefault(True)  # Enter on it goes on
        self.next_button.clicked.connect(self.next_clicked)
        self.play_button = QPushButton(self)
        self.play_button.setObjectName("primary")
        self.play_button.setAutoDefault(True)
        self.play_button.clicked.connect(self.play_clicked)
        self.leave_button = QPushButton(self)
        self.leave_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Esc leaves: the keys stay at the table
        self.leave_button.clicked.connect(self.leave_clicked)
        buttons = self._buttons = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        buttons.setSpacing(8)
        buttons.addWidget(self.leave_button)
        buttons.addStretch(1)
        buttons.addWidget(self.play_button)
        buttons.addWidget(self.next_button)
        box = QVBoxLayout(self)
        box.setSpacing(8)
        box.addWidget(self.heading)
        box.addWidget(self.words)
        box.addWidget(self.nudge)
        box.addLayout(buttons)
        for label, colour, bold in ((self.heading, "#6b3a06", True), (self.words, INK, False)):
            label.setStyleSheet(f"color: {colour};{' font-weight: bold;' if bold else ''} background: none;")
        self.nudge.setStyleSheet(f"color: {NUDGE}; font-weight: bold; background: none;")
        self._margins()

    def _margins(self) -> None:
        """Room inside the edge, and for the tail on the side it is drawn on."""
        m = [14, 12, 14, 12]
        if self.tail is not None:
            m[("left", "top", "right", "bottom").index(self.tail[0])] += GAP_PX
        self.setContentsMargins(*m)

    def set_tail(self, tail: tuple[str, int] | None) -> None:
        """Draw the tail on ``tail``'s side (``"left"``, ``"top"``, ``"right"``, ``"bottom"``) at that offset
        along it, or none."""
        if tail != self.tail:
            self.tail = tail
            self._margins()
            self.update()

    def arrange(self, width: int) -> None:
        """Lay the buttons side by side when they fit in ``width`` (the callout's, its margins as they
        are), else one above the other, each as wide as the callout."""
        for child in self.findChildren(QWidget):
            child.ensurePolished()
        shown = [b for b in (self.leave_button, self.play_button, self.next_button) if not b.isHidden()]
        m = self.contentsMargins()
        layout = self.layout()
        inner = layout.contentsMargins().left() if layout is not None else 0
        room = width - m.left() - m.right() - inner * 2
        needed = sum(b.sizeHint().width() for b in shown) + self._buttons.spacing() * (len(shown) + 1)
        side = needed <= room
        self._buttons.setDirection(
            QBoxLayout.Direction.LeftToRight if side else QBoxLayout.Direction.TopToBottom
        )

    def measure(self, width: int, side: str | None) -> int:
        """The height the callout needs at ``width`` (its words wrapped, its buttons arranged for it)
        with its tail on ``side`` (or none), logical pixels."""
        kept = self.tail
        self.tail = (side, 0) if side is not None else None
        self._margins()
        self.ensurePolished()
        self.arrange(width)
        layout = self.layout()
        assert layout is not None, "the callout is built with its layout"
        layout.invalidate()
        layout.activate()
        height = layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else 0
        height = max(height, layout.totalMinimumSize().height())
        self.tail = kept
        self._margins()
        return height

    def body(self) -> QRect:
        """The callout's rounded body, the tail's room left out."""
        rect = self.rect().adjusted(1, 1, -1, -1)
        if self.tail is not None:
            side = self.tail[0]
            rect.adjust(
                GAP_PX if side == "left" else 0,
                GAP_PX if side == "top" else 0,
                -GAP_PX if side == "right" else 0,
                -GAP_PX if side == "bottom" else 0,
            )
        return rect

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt override
        """A parchment body with a gold edge, and its tail towards what it points at."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        body = self.body()
        path = QPainterPath()
        path.addRoundedRect(body, 12, 12)
        if self.tail is not None:
            side, at = self.tail
            tail = QPainterPath()
            tail.addPolygon(_tail_polygon(body, side, at))
            path = path.united(tail)
        painter.setPen(QPen(QColor(EDGE), 2))
        painter.setBrush(QColor(PARCHMENT))
        painter.drawPath(path)


def _tail_polygon(body: QRect, side: str, at: int) -> QPolygon:
    """The tail's triangle on ``side`` of ``body``, its tip :data:`GAP_PX` out at offset ``at``."""
    half = 10
    if side in ("top", "bottom"):
        x = min(max(at, body.left() + 16), body.right() - 16)
        edge = body.top() + 1 if side == "top" else body.bottom() - 1
        tip = edge - GAP_PX if side == "top" else edge + GAP_PX
        return QPolygon([QPoint(x - half, edge), QPoint(x, tip), QPoint(x + half, edge)])
    y = min(max(at, body.top() + 16), body.bottom() - 16)
    edge = body.left() + 1 if side == "left" else body.right() - 1
    tip = edge - GAP_PX if side == "left" else edge + GAP_PX
    return QPolygon([QPoint(edge, y - half), QPoint(tip, y), QPoint(edge, y + half)])


class Ring(QWidget):
    """A gold ring round what a step points at; every click and drop goes through it to the table."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt override
        """A dark line outside a thick gold one, so it shows on the felt and on the cards alike."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(INK), 5))
        painter.drawRoundedRect(self.rect().adjusted(3, 3, -3, -3), 10, 10)
        painter.setPen(QPen(QColor(RING), 3))
        painter.drawRoundedRect(self.rect().adjusted(3, 3, -3, -3), 10, 10)


Measure = Callable[[int, str | None], int]
"""The height a callout needs at a width, its tail on a side (or none), logical pixels."""

SIDES = ("bottom", "top", "right", "left")
"""A tail's sides: ``"bottom"`` is a callout above what it points at, its tail pointing down."""


def place(
    area: QRect,
    target: QRect | None,
    widths: tuple[int, ...],
    measure: Measure,
    avoid: tuple[QRect, ...] = (),
) -> tuple[QRect, tuple[str, int] | None]:
    """Where a callout goes in ``area`` (the window's table, window coordinates) beside ``target``.

    Beside it first: above, below, left or right (the side with more room first), centred on it or slid
    along it, at each of ``widths`` in turn (the widest first), covering none of it and none of ``avoid``
    (where a card is dropped, or watched); then the same, ``avoid`` covered if it must be; else the corner
    of the area that covers least of the target, without a tail. Centred in the area without a target.

    Args:
        area: where the callout may lie.
        target: what it points at, or ``None``.
        widths: the callout's widths to try, logical pixels.
        measure: its height at a width with a tail on a side (:data:`Measure`).
        avoid: what it had better not cover.

    Returns:
        The callout's rectangle (its tail included) and its tail: the side facing the target and the offset
        along that side (``None``: no tail).
    """
    widths = tuple(max(1, min(w, area.width())) for w in widths) or (area.width(),)
    known: dict[tuple[int, str | None], int] = {}

    def measured(width: int, side: str | None) -> int:
        if (width, side) not in known:
            known[width, side] = measure(width, side)
        return known[width, side]

    def clamp(x: int, y: int, w: int, h: int) -> QRect:
        x = min(max(x, area.left()), area.right() - w + 1)
        y = min(max(y, area.top()), area.bottom() - h + 1)
        return QRect(x, y, w, min(h, area.height()))

    if target is None:
        w = widths[0]
        h = measured(w, None)
        return clamp(area.center().x() - w // 2, area.center().y() - h // 2, w, h), None
    ring = target.adjusted(-RING_PX, -RING_PX, RING_PX, RING_PX)
    room = {
        "bottom": ring.top() - area.top(),
        "top": area.bottom() - ring.bottom(),
        "right": ring.left() - area.left(),
        "left": area.right() - ring.right(),
    }
    sides = sorted(SIDES[:2], key=lambda side: -room[side]) + sorted(SIDES[2:], key=lambda side: -room[side])
    for strict in (True, False):
        for w in widths:
            for side in sides:
                for rect, tail in _beside(ring, side, w, measured, clamp):
                    if rect.intersects(ring):
                        continue
                    if strict and any(rect.intersects(other) for other in avoid):
                        continue
                    return rect, tail
    w = widths[0]
    h = measured(w, None)
    corners = [clamp(x, y, w, h) for x in (area.left(), area.right()) for y in (area.top(), area.bottom())]
    return min(corners, key=lambda r: _overlap(r, ring)), None


def _beside(
    ring: QRect, side: str, w: int, measure: Measure, clamp: Callable[[int, int, int, int], QRect]
) -> list[tuple[QRect, tuple[str, int]]]:
    """The places on ``side`` of ``ring`` for a callout of body width ``w``: centred on it, then slid along
    it (the tail still reaching it), each with its tail; none where the callout is cut short."""
    middle = ring.center()
    found: list[tuple[QRect, tuple[str, int]]] = []
    if side in ("bottom", "top"):
        h = measure(w, side)
        y = ring.top() - h if side == "bottom" else ring.bottom() + 1
        span = max(0, min(ring.width(), w) // 2 - 24)
        for shift in (0, -span, span, -span // 2, span // 2):
            rect = clamp(middle.x() - w // 2 + shift, y, w, h)
            at = min(max(middle.x(), ring.left() + 12), ring.right() - 12) - rect.left()
            if rect.height() == h:
                found.append((rect, (side, at)))
    else:
        total = w + GAP_PX
        h = measure(total, side)
        x = ring.left() - total if side == "right" else ring.right() + 1
        span = max(0, min(ring.height(), h) // 2 - 24)
        for shift in (0, -span, span, -span // 2, span // 2):
            rect = clamp(x, middle.y() - h // 2 + shift, total, h)
            at = min(max(middle.y(), ring.top() + 12), ring.bottom() - 12) - rect.top()
            if rect.height() == h:
                found.append((rect, (side, at)))
    return found


def _overlap(one: QRect, other: QRect) -> int:
    both = one.intersected(other)
    return both.width() * both.height() if not both.isEmpty() else 0


class Guide(QObject):
    """Shows a lesson's steps over ``window``, one at a time: the :class:`Callout` and the :class:`Ring`,
    placed again whenever the window or the widget pointed at moves (and when the game says, after a view
    change: :meth:`refresh`). Esc, anywhere in the window but a menu or a dialog, leaves the lesson.

    Args:
        window: the game's main window (the callout and the ring are its children, over its table).
        title: the lesson's title, translated when asked ("Learn to play Pit").

    Signals:
        proceeded(): Next was pressed (a step only to read).
        play_asked(): Play a real game was pressed (the lesson's end).
        leave_asked(): Leave the lesson was pressed, or Esc.
    """

    proceeded = Signal()
    play_asked = Signal()
    leave_asked = Signal()

    def __init__(self, window: QWidget, title: Callable[[], str]) -> None:
        super().__init__(window)
        self.window = window
        self._title = title
        self.step: GuideStep | None = None
        self.ring = Ring(window)
        self.ring.hide()
        self.callout = Callout(window)
        self.callout.hide()
        self.callout.next_clicked.connect(self.proceeded)
        self.callout.play_clicked.connect(self.play_asked)
        self.callout.leave_clicked.connect(self.leave_asked)
        self._watched: QWidget | None = None
        self._soon = QTimer(self)  # one placing for a burst of moves, once the layouts have settled
        self._soon.setSingleShot(True)
        self._soon.setInterval(0)
        self._soon.timeout.connect(self._place)
        window.installEventFilter(self)
        app = QCoreApplication.instance()
        if app is not None:
            app.installEventFilter(self)  # Esc, before the window's own shortcuts see it
        self._retranslate_buttons()

    @property
    def showing(self) -> bool:
        """Whether a step is shown."""
        return self.step is not None and self.callout.isVisible()

    def text(self) -> str:
        """The callout's words now (the step's, and a nudge after them)."""
        nudge = self.callout.nudge.text() if not self.callout.nudge.isHidden() else ""
        return " ".join(t for t in (self.callout.words.text(), nudge) if t)

    def point(self, step: GuideStep) -> None:
        """Show ``step``: its words, its buttons, the ring round its spot; announce its words."""
        self.step = step
        self.callout.nudge.clear()
        self.callout.nudge.hide()
        self._fill()
        self.callout.show()
        self._place()
        if step.proceed or step.last:
            (self.callout.play_button if step.last else self.callout.next_button).setFocus(
                Qt.FocusReason.OtherFocusReason
            )
        announce(self.callout, self.callout.words.text())

    def say(self, text: str) -> None:
        """A nudge under the step's words (the player did something the step does not ask for), announced
        at once; the next step clears it."""
        self.callout.nudge.setText(text)
        self.callout.nudge.setVisible(bool(text))
        self._place()
        announce(self.callout, text, urgent=True)

    def refresh(self) -> None:
        """Place the callout and the ring again soon (the widget pointed at may have moved)."""
        if self.step is not None:
            self._soon.start()

    def close(self) -> None:
        """Take the callout and the ring away for good, and stop listening for Esc."""
        self.step = None
        self._soon.stop()
        app = QCoreApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        self.window.removeEventFilter(self)
        self._watch(None)
        for widget in (self.callout, self.ring):
            widget.hide()
            widget.deleteLater()

    def _retranslate_buttons(self) -> None:
        translate = QCoreApplication.translate
        self.callout.next_button.setText(translate(CONTEXT, NEXT))
        self.callout.play_button.setText(translate(CONTEXT, PLAY))
        self.callout.leave_button.setText(translate(CONTEXT, LEAVE))

    def _fill(self) -> None:
        step = self.step
        assert step is not None
        title = self._title()
        if step.number:
            heading = QCoreApplication.translate(CONTEXT, STEP_HEADING).replace("%1", title)
            title = heading.replace("%2", str(step.number)).replace("%3", str(step.total))
        self.callout.heading.setText(title)
        self.callout.words.setText(step.words())
        self.callout.next_button.setVisible(step.proceed)
        self.callout.play_button.setVisible(step.last)

    def spot_rect(self) -> QRect | None:
        """Where the step's spot lies in the window, or ``None`` (no spot, or it is not shown)."""
        spot = self.step.spot() if self.step is not None else None
        self._watch(spot[0] if spot is not None else None)
        return self._rect_of(spot)

    def _rect_of(self, spot: Spot | None) -> QRect | None:
        """Where ``spot`` lies in the window, or ``None`` (none, or not shown)."""
        if spot is None:
            return None
        widget, part = spot
        if not widget.isVisible():
            return None
        part = widget.rect() if part is None or part.isEmpty() else part
        return QRect(widget.mapTo(self.window, part.topLeft()), part.size())

    def _area(self) -> QRect:
        """Where the callout may lie: the window's table (below its menu bar), window coordinates."""
        central = getattr(self.window, "centralWidget", lambda: None)()
        area = central.geometry() if isinstance(central, QWidget) else self.window.rect()
        return area.adjusted(4, 4, -4, -4)

    def _place(self) -> None:
        if self.step is None:
            return
        area = self._area()
        target = self.spot_rect()
        avoid = tuple(r for r in (self._rect_of(spot) for spot in self.step.avoid()) if r is not None)
        widest = min(max(CALLOUT_WIDTH[0], area.width() // 3), CALLOUT_WIDTH[1])
        callout = self.callout
        rect, tail = place(area, target, (widest, CALLOUT_WIDTH[0]), callout.measure, avoid)
        callout.set_tail(tail)
        callout.arrange(rect.width())
        callout.setGeometry(rect)
        if target is None:
            self.ring.hide()
        else:
            self.ring.setGeometry(target.adjusted(-RING_PX, -RING_PX, RING_PX, RING_PX))
            self.ring.show()
            self.ring.raise_()
        callout.raise_()

    def _watch(self, widget: QWidget | None) -> None:
        """Follow ``widget``'s moves (the spot's), and no longer the last one's."""
        if widget is self._watched:
            return
        if self._watched is not None:
            with contextlib.suppress(RuntimeError):  # gone with its table
                self._watched.removeEventFilter(self)
        self._watched = widget
        if widget is not None:
            widget.installEventFilter(self)

    _MOVES = (QEvent.Type.Move, QEvent.Type.Resize, QEvent.Type.Show, QEvent.Type.Hide)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        """Esc leaves the lesson (a menu or a dialog keeps its own Esc); the window or the spot moving
        places the callout again."""
        kind = event.type()
        if kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) and self._is_escape(event):
            if kind == QEvent.Type.ShortcutOverride:
                event.accept()  # the key comes as a key press, not as the window's Esc shortcut
            else:
                self.leave_asked.emit()
            return True
        if kind in self._MOVES and (watched is self.window or watched is self._watched):
            self.refresh()
        return False

    def _is_escape(self, event: QEvent) -> bool:
        """An Esc of the player's, in this window, with no menu or dialog over it, while a step shows."""
        if not isinstance(event, QKeyEvent) or event.key() != Qt.Key.Key_Escape or not self.showing:
            return False
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        if QApplication.activePopupWidget() is not None or QApplication.activeModalWidget() is not None:
            return False
        return QApplication.activeWindow() is self.window


class Lesson(QObject):
    """A game's guided first hand on its window; the game's subclass plays it (see the module).

    Args:
        window: the game's main window.

    Attributes:
        game_id: the game's id, by which the first start's offer is remembered (``learn/<id>``).
        guide: the callout, made when the lesson starts; ``None`` before and after.

    Signals:
        left(): the player left the lesson (any step, its end included): the frame brings back the game
            set aside for it, or deals a new one.
    """

    left = Signal()
    game_id = ""

    numbers: ClassVar[dict[str, int]] = {}
    """Each step's number (0: the lesson's end), by its key (the game's)."""
    steps = 0
    """How many steps the lesson has."""
    held: ClassVar[frozenset[str]] = frozenset()
    """The steps that wait for the player: the bots are held still through them."""
    to_read = ""
    """The step that is only to read: it shows Next (:meth:`proceed`)."""

    def __init__(self, window: ShellWindow) -> None:
        super().__init__(window)
        self.window = window
        self.guide: Guide | None = None
        self.stopped = False
        self.key = ""
        """The step shown (a key of :attr:`numbers`), ``""`` before the first."""

    def go(self, key: str) -> None:
        """Show step ``key`` and hold the bots through it if it waits for the player."""
        self.key = key
        self.hold(key in self.held)
        self.point(
            GuideStep(
                key,
                self._words(key),
                self._spot(key),
                self.numbers[key],
                self.steps,
                proceed=key == self.to_read,
                last=key == "done",
                avoid=self._avoid(key),
            )
        )

    def retranslate(self) -> None:
        """The step again in the player's new language."""
        if self.key and self.guide is not None and self.guide.step is not None:
            self.go(self.key)

    def _words(self, key: str) -> Callable[[], str]:
        """Step ``key``'s words, as a text asked again after a language change (the game's)."""
        raise NotImplementedError

    def _spot(self, key: str) -> Callable[[], Spot | None]:
        """What step ``key`` points at, asked again as the table moves (the game's)."""
        raise NotImplementedError

    def _avoid(self, key: str) -> Callable[[], tuple[Spot, ...]]:
        """What step ``key``'s callout had better not cover; nothing unless the game says."""
        return lambda: ()

    def title(self) -> str:
        """The lesson's title, translated ("Learn to play Pit")."""
        raise NotImplementedError

    def offer_text(self) -> str:
        """The question of the first start's offer, translated."""
        raise NotImplementedError

    def begin(self) -> None:
        """Deal the rigged hand with the scripted bots and show the first step (the game's)."""
        raise NotImplementedError

    def start(self) -> None:
        """Start the lesson: the callout is made, then the game's :meth:`begin`."""
        self.guide = Guide(self.window, self.title)
        self.guide.leave_asked.connect(self.leave)
        self.guide.play_asked.connect(self._play)
        self.guide.proceeded.connect(self.proceed)
        self.begin()

    def proceed(self) -> None:
        """Next was pressed on a step only to read: the game goes on to the next step."""

    def point(self, step: GuideStep) -> None:
        """Show ``step`` (see :meth:`Guide.point`)."""
        if self.guide is not None:
            self.guide.point(step)

    def say(self, text: str) -> None:
        """A nudge under the step's words (see :meth:`Guide.say`)."""
        if self.guide is not None:
            self.guide.say(text)

    def hold(self, held: bool) -> None:
        """Hold the bots still while a step waits for the player, or let them make their moves
        (``GameSession.hold_bots``)."""
        session = self.window._controller
        if session is not None and not self.stopped:
            session.hold_bots(held)

    def stop(self) -> None:
        """End the lesson without a word: the callout goes, the bots are no longer held (the next game's
        start stops them). Safe to call twice."""
        if self.stopped:
            return
        self.hold(False)
        self.stopped = True
        if self.guide is not None:
            self.guide.close()
            self.guide.deleteLater()
            self.guide = None

    def leave(self) -> None:
        """The player leaves the lesson (its button, Esc, its end): it stops and says so (:attr:`left`)."""
        if self.stopped:
            return
        self.stop()
        self.left.emit()

    def _play(self) -> None:
        """Play a real game: the new-game dialog; Deal in it ends the lesson with the new game, Cancel leaves
        the lesson's end as it was."""
        self.window.new_game_dialog()


def ask_lesson(parent: QWidget, text: str) -> bool:
    """Ask ``text`` (the first start's offer, or :data:`KEPT_QUESTION` translated) in a modal Yes/No box
    over ``parent``; the caller holds the game meanwhile.

    Returns:
        Whether the player said Yes.
    """
    from PySide6.QtWidgets import QMessageBox  # when first asked, not with the window

    buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    title = QCoreApplication.translate(CONTEXT, OFFER_TITLE)
    answer = QMessageBox.question(parent, title, text, buttons, QMessageBox.StandardButton.Yes)
    return answer == QMessageBox.StandardButton.Yes
