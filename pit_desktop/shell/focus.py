"""The keyboard focus ring, one look for every widget that draws its own. GUI thread only."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

FOCUS_COLOUR = "#6fd3ff"
"""The focus ring's colour: a cool blue that no card, felt or brass on the table has."""

FOCUS_ON_LIGHT = "#0a5aa8"
"""The focus ring's colour on the light scheme's parchment (the cool blue again, dark enough to stand out)."""

FOCUS_PX = 3
"""The focus ring's width, logical pixels."""


def focus_colour(background: QColor) -> str:
    """The focus ring's colour on ``background``: :data:`FOCUS_COLOUR` on dark, :data:`FOCUS_ON_LIGHT` on
    light."""
    return FOCUS_ON_LIGHT if background.lightness() > 150 else FOCUS_COLOUR


def draw_focus_ring(
    painter: QPainter, rect: QRectF, radius: float = 10.0, colour: str = FOCUS_COLOUR
) -> None:
    """Draw the focus ring around ``rect`` (outside it by the ring's width), in ``colour``."""
    painter.save()
    painter.setPen(QPen(QColor(colour), FOCUS_PX, Qt.PenStyle.SolidLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    m = FOCUS_PX
    painter.drawRoundedRect(rect.adjusted(-m, -m, m, m), radius + m, radius + m)
    painter.restore()
