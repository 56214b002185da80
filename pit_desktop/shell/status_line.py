"""The status line and the note beside it: always two lines tall, so news never pushes the hand about.
GUI thread only."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, QTimer
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


class StatusLine(TwoLineLabel):
    """The status line: a :class:`TwoLineLabel`, as tall as its row when the note beside it grew a line,
    whose refusal (the ``error`` property set) gives way at the player's next action. The first key or mouse
    press after the refusal came calls ``dismiss`` (the window clears the line), and the news of that
    action, if any, takes its place; the press that brought the refusal does not count.

    Args:
        dismiss: clears the line (called in the GUI thread, at most once per refusal).
        parent: the parent widget.
    """

    _PRESSES = (QEvent.Type.KeyPress, QEvent.Type.ShortcutOverride, QEvent.Type.MouseButtonPress)

    def __init__(self, dismiss: Callable[[], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)  # the row's height
        self._dismiss = dismiss
        self._watching = False
        self._arm = QTimer(self)  # the press that brought the refusal is handled whole before the watch
        self._arm.setSingleShot(True)
        self._arm.setInterval(0)
        self._arm.timeout.connect(self._watch)

    def refusal_showing(self) -> bool:
        """Whether the line shows a refusal."""
        return bool(self.property("error"))

    def event(self, event: QEvent) -> bool:
        """Watch the presses while a refusal shows (the ``error`` property changed)."""
        if event.type() == QEvent.Type.DynamicPropertyChange:
            if self.refusal_showing():
                self._arm.start()
            else:
                self._unwatch()
        return super().event(event)

    def _watch(self) -> None:
        app = QCoreApplication.instance()
        if self.refusal_showing() and not self._watching and app is not None:
            app.installEventFilter(self)
            self._watching = True

    def _unwatch(self) -> None:
        self._arm.stop()
        app = QCoreApplication.instance()
        if self._watching and app is not None:
            app.removeEventFilter(self)
        self._watching = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The player's next press after a refusal: dismiss it (the press goes on to its target)."""
        if self._watching and event.type() in self._PRESSES:
            self._unwatch()
            if self.refusal_showing():
                self._dismiss()
        return False
