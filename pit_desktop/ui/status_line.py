"""The status line and the note beside it: always two lines tall, so news never pushes the hand about.
GUI thread only."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

STATUS_LINES = 2
"""How many lines of text the status line and the note beside it hold."""


class TwoLineLabel(QLabel):
    """A word-wrapped label exactly :data:`STATUS_LINES` lines of its font tall (its style's padding
    included), whatever its text; a longer text is cut and shown whole in the tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def setText(self, text: str) -> None:
        """Show ``text``; the tooltip carries it too, in case two lines cut it."""
        super().setText(text)
        self.setToolTip(text)

    def sizeHint(self) -> QSize:
        """Two lines of the label's font and its margins; the width is the layout's to give."""
        self.ensurePolished()
        m = self.contentsMargins()
        return QSize(120, STATUS_LINES * self.fontMetrics().lineSpacing() + m.top() + m.bottom() + 2)

    def minimumSizeHint(self) -> QSize:
        """As :meth:`sizeHint`."""
        return self.sizeHint()

    def hasHeightForWidth(self) -> bool:
        """No: the height is two lines at any width (a wrapped label would ask for what its text needs)."""
        return False
