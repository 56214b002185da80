"""The bell: a big round brass button the player rings to claim a corner (R-CORNER-1). GUI thread only."""

from __future__ import annotations

import math
import time

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, QTimer
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

BELL_PX = 112
"""Diameter of the bell button, logical pixels."""


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
        self._pulse = QTimer(self)
        self._pulse.setInterval(60)
        self._pulse.timeout.connect(self.update)

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
        """Pulse the rim while the player's hand holds a corner (R-CORNER-1): time to ring!"""
        if ready == self._ready:
            return
        self._ready = ready
        if ready:
            self._pulse.start()
        else:
            self._pulse.stop()
        self.update()

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
        grad = QRadialGradient(r.center() - QPointF(r.width() * 0.15, r.height() * 0.2), r.width() * 0.75)
        if enabled:
            grad.setColorAt(0.0, QColor("#fff3c4"))
            grad.setColorAt(0.45, QColor("#d9a82a" if down else "#e9b936"))
            grad.setColorAt(1.0, QColor("#8a5c0c"))
        else:
            grad.setColorAt(0.0, QColor("#8d7d62"))
            grad.setColorAt(1.0, QColor("#4d4030"))
        rim = QColor("#7d6a48")
        if enabled:
            rim = QColor("#ffffff" if self.underMouse() else "#ffe9a0")
        if self._ready and enabled:
            glow = 0.5 + 0.5 * math.sin(time.monotonic() * 6.0)
            rim = QColor(255, 255, round(120 + 135 * glow))
            painter.setPen(QPen(QColor(255, 80, 40, round(120 + 120 * glow)), 6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(r.adjusted(-1, -1, 1, 1))
        painter.setPen(QPen(rim, 3))
        painter.setBrush(grad)
        painter.drawEllipse(r)
        ink = QColor("#3a2406") if enabled else QColor("#2c241a")
        size = r.height() * 0.55
        top = r.top() + r.height() * 0.08 + (2 if down else 0)
        painter.setPen(QPen(ink, 2))
        painter.setBrush(QColor("#5a3a0a") if enabled else QColor("#3a3024"))
        painter.drawPath(bell_path(r.center().x(), top, size))
        painter.drawEllipse(QPointF(r.center().x(), top + 0.1 * size), 0.06 * size, 0.06 * size)
        painter.drawEllipse(QPointF(r.center().x(), top + 0.86 * size), 0.09 * size, 0.09 * size)
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
