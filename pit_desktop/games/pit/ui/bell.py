"""The bell: a big round brass button the player rings to claim a corner (R-CORNER-1). GUI thread only."""

from __future__ import annotations

import math
import time

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QAbstractButton, QWidget

from pit_desktop.games.pit.ui.motion import MOTION_MS
from pit_desktop.shell.focus import FOCUS_COLOUR

BELL_PX = 112
"""Diameter of the bell button, logical pixels."""

BELL_LOOKS: dict[str, tuple[tuple[float, str], ...]] = {
    "loud": ((0.0, "#fff3c4"), (0.45, "#f2c230"), (1.0, "#8a5c0c")),
    "quiet": ((0.0, "#6f6450"), (0.45, "#4f4535"), (1.0, "#2f281e")),
    "off": ((0.0, "#3e3c39"), (1.0, "#242321")),
}
"""The disc's gradient stops: ``loud`` (bright gold) while the hand holds a corner, ``quiet`` (dark bronze)
while the market is open without one, ``off`` (dimmer still, and grey: nothing to do) while it is closed or
the game is paused."""


def bell_path(cx: float, top: float, size: float) -> QPainterPath:
    """A hand-bell silhouette ``size`` tall, centred on ``cx``, its top at ``top``."""
    s = size
    p = QPainterPath()
    p.moveTo(cx - 0.08 * s, top + 0.12 * s)
    p.cubicTo(cx - 0.34 * s, top + 0.16 * s, cx - 0.30 * s, top + 0.55 * s, cx - 0.44 * s, top + 0.78 * s)
    p.lineTo(cx + 0.44 * s, top + 0.78 * s)
    p.cubicTo(cx + 0.30 * s, top + 0.55 * s, cx + 0.34 * s, top + 0.16 * s, cx + 0.08 * s, top + 0.12 * s)
    p.closeSubpath()
    return p


class BellButton(QAbstractButton):
    """A round brass button with a bell and the word "Corner!"; ``B`` rings it too (a window action)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._retranslate()
        self.setFixedSize(QSize(BELL_PX, BELL_PX))
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._ready = False
        self.reduce_motion = False
        self._pulse = QTimer(self)
        self._pulse.setInterval(60)
        self._pulse.timeout.connect(self.update)
        self.ringing = QVariantAnimation(self)
        """The bell's swing when anyone rings (0.0 to 1.0 over
        :data:`~pit_desktop.games.pit.ui.motion.MOTION_MS`)."""
        self.ringing.setDuration(MOTION_MS)
        self.ringing.setStartValue(0.0)
        self.ringing.setEndValue(1.0)
        self.ringing.valueChanged.connect(self.update)
        self.ringing.finished.connect(self.update)

    def ring(self) -> bool:
        """Swing the bell and flash its rim once: someone rang (a corner claimed, R-CORNER-1, or a claim
        refused). Nothing moves when motion is reduced (:attr:`reduce_motion`).

        Returns:
            Whether the swing started.
        """
        if self.reduce_motion or not self.isVisible():
            return False
        self.ringing.stop()
        self.ringing.start()
        return True

    def hold_still(self, on: bool) -> None:
        """Reduce motion (``on``): no swing and no pulse, the loud look held steady; or move again."""
        self.reduce_motion = on
        if on:
            self.ringing.stop()
            self._pulse.stop()
        elif self._ready:
            self._pulse.start()
        self.update()

    def swing_degrees(self) -> float:
        """The bell's tilt now, degrees: a swing dying away while ringing, 0 at rest."""
        if self.ringing.state() != QVariantAnimation.State.Running:
            return 0.0
        t = float(self.ringing.currentValue())
        return 22.0 * math.sin(t * 3.0 * math.pi) * (1.0 - t)

    def _retranslate(self) -> None:
        self.setText(self.tr("Corner!"))
        self.setToolTip(self.tr("Ring the bell to claim a corner (B)"))
        self.setAccessibleName(self.tr("Ring the bell to claim a corner"))

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        """The bell's word in the new language after a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def label_room(self) -> float:
        """How wide the word may be, pixels: the disc's chord across the middle of the word's band."""
        return self.rect().width() * 0.8

    def label_font(self) -> QFont:
        """The bold font the word is drawn in: 16% of the disc's height, smaller (to 9 px) until the word in
        the player's language fits :meth:`label_room`."""
        font = QFont(self.font())
        font.setBold(True)
        for px in range(int(self.rect().height() * 0.16), 8, -1):
            font.setPixelSize(px)
            if QFontMetrics(font).horizontalAdvance(self.text()) <= self.label_room():
                break
        return font

    def set_ready(self, ready: bool) -> None:
        """Gold and a pulsing rim while the player's hand holds a corner (R-CORNER-1): time to ring! Quiet
        dark bronze otherwise; the pulse holds still when motion is reduced (:attr:`reduce_motion`)."""
        if ready == self._ready:
            return
        self._ready = ready
        if ready and not self.reduce_motion:
            self._pulse.start()
        else:
            self._pulse.stop()
        self.setAccessibleDescription(self.tr("You hold a corner: ring the bell!") if ready else "")
        self.update()

    def look(self) -> str:
        """How the bell looks: ``"loud"`` (a corner to claim), ``"quiet"``, or ``"off"`` (market closed)."""
        if not self.isEnabled():
            return "off"
        return "loud" if self._ready else "quiet"

    def is_ready(self) -> bool:
        """Whether the bell is pulsing."""
        return self._ready

    def sizeHint(self) -> QSize:
        """The bell's fixed size."""
        return QSize(BELL_PX, BELL_PX)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Brass disc, bell, label; dimmed while the market is closed."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(3, 3, -3, -3)
        enabled = self.isEnabled()
        down = self.isDown()
        loud = self._ready and enabled
        grad = QRadialGradient(r.center() - QPointF(r.width() * 0.15, r.height() * 0.2), r.width() * 0.75)
        for at, colour in BELL_LOOKS["loud" if loud else "quiet" if enabled else "off"]:
            grad.setColorAt(at, QColor("#d9a82a" if down and loud and at == 0.45 else colour))
        rim = QColor("#55524d")
        if enabled:
            rim = QColor("#ffffff" if self.underMouse() else "#b8a47a")
        if loud:
            glow = 0.5 + 0.5 * math.sin(time.monotonic() * 6.0) if self._pulse.isActive() else 1.0
            rim = QColor(255, 255, round(120 + 135 * glow))
            painter.setPen(QPen(QColor(255, 80, 40, round(120 + 120 * glow)), 6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(r.adjusted(-1, -1, 1, 1))
        swing = self.swing_degrees()
        if swing:
            rim = QColor("#ffffff")  # the flash of a ring
        painter.setPen(QPen(rim, 3))
        painter.setBrush(grad)
        painter.drawEllipse(r)
        if self.hasFocus():  # the keyboard focus ring
            painter.setPen(QPen(QColor(FOCUS_COLOUR), 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(r.adjusted(5, 5, -5, -5))
        ink = QColor("#3a2406") if loud else QColor("#f1e4c4") if enabled else QColor("#8a867f")
        size = r.height() * 0.55
        top = r.top() + r.height() * 0.08 + (2 if down else 0)
        painter.setPen(QPen(ink, 2))
        painter.setBrush(QColor("#5a3a0a") if loud else QColor("#6d6048") if enabled else QColor("#34322f"))
        painter.save()
        painter.translate(r.center().x(), top)  # the bell swings from its top
        painter.rotate(swing)
        painter.translate(-r.center().x(), -top)
        painter.drawPath(bell_path(r.center().x(), top, size))
        painter.drawEllipse(QPointF(r.center().x(), top + 0.1 * size), 0.06 * size, 0.06 * size)
        painter.drawEllipse(QPointF(r.center().x(), top + 0.86 * size), 0.09 * size, 0.09 * size)
        painter.restore()
        painter.setFont(self.label_font())
        painter.setPen(ink)
        text_rect = QRectF(r.left(), r.top() + r.height() * 0.62, r.width(), r.height() * 0.3)
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, self.text())
        painter.end()

    def enterEvent(self, event) -> None:
        """Light the rim."""
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event) -> None:
        """Dim the rim."""
        self.update()
        super().leaveEvent(event)
