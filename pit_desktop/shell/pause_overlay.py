"""The veil over the table while the player has paused: says so, and how to go on. GUI thread only."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QVBoxLayout, QWidget

from pit_desktop.shell.mime import accepts_cards


class PauseOverlay(QFrame):
    """Covers its parent (the table) while the game is paused, so no offer can be read or dropped on.

    Cards dragged onto it are taken and refused (:attr:`drop_refused`), so the player is told why rather
    than that the offer is gone.

    Signals:
        go_on_clicked(): the player wants the game to go on.
        drop_refused(): cards were dropped on the table while paused.
    """

    go_on_clicked = Signal()
    drop_refused = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("paused")
        self.setAcceptDrops(True)
        self.title = QLabel()
        self.title.setObjectName("pausedTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.go_on = QPushButton()
        self.go_on.setObjectName("primary")
        self.go_on.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # P and the button do the same; Space must not
        self.go_on.clicked.connect(self.go_on_clicked)
        box = QVBoxLayout(self)
        box.addStretch(1)
        box.addWidget(self.title)
        box.addWidget(self.go_on, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addStretch(1)
        parent.installEventFilter(self)  # follow the table's size
        self._retranslate()
        self.hide()

    def changeEvent(self, event: QEvent) -> None:  # Qt override
        """The button's words in the new language (the window says the veil's text again)."""
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        self.go_on.setText(self.tr("Go on (P)"))

    def show_paused(self, text: str) -> None:
        """Cover the table with ``text`` (what happened and how to go on)."""
        self.title.setText(text)
        self._fit()
        self.show()
        self.raise_()

    def text(self) -> str:
        """What the veil says."""
        return self.title.text()

    def _fit(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        """Keep covering the table when it is resized."""
        if event.type() == QEvent.Type.Resize and watched is self.parentWidget():
            self._fit()
        return False

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        """Take a drag of cards, to refuse it when dropped."""
        if accepts_cards(event):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        """Cards dropped while paused: refused (:attr:`drop_refused`)."""
        event.acceptProposedAction()
        self.drop_refused.emit()
