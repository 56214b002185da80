"""The end of a hand (who cornered what, points, Bull/Bear penalties, scores, every hand laid down) and the
end of a game (the winner). Shown over the table, not as a modal dialog, so nothing blocks. GUI thread only.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QPointF, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from pit_desktop.games.pit.engine import Card
from pit_desktop.games.pit.ui.card_art import card_size, shared_art
from pit_desktop.games.pit.ui.table_setup import TableSetup

if TYPE_CHECKING:
    from pit_desktop.games.pit.engine import CornerClaimed, GameOver
    from pit_desktop.games.pit.ui.presenter import Presenter


def hand_pixmap(cards: tuple[Card, ...], height: int, dpr: float) -> QPixmap:
    """A small strip of ``cards``, grouped by face, for the laid-down hands."""
    size = card_size(height)
    step = size.width() * 0.34
    faces = Counter(cards)
    width = sum(size.width() + 4 + step * (n - 1) for n in faces.values())
    pix = QPixmap(max(1, round(width * dpr)), round(height * dpr))
    pix.setDevicePixelRatio(dpr)
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    x = 0.0
    for face, n in faces.items():
        for _ in range(n):
            painter.drawPixmap(QPointF(x, 0), shared_art().pixmap(face, size, dpr))
            x += step
        x += size.width() - step + 4
    painter.end()
    return pix


THUMB_PX = (52, 26)
"""Height of the laid-down hands' cards in the end-of-hand panel, pixels: the usual, and the least it
shrinks to so that a full table's rows fit."""


ROWS_PER_COLUMN = 5
"""Players listed one under the other in the end-of-hand panel; a larger table takes two columns."""


class ResultPanel(QFrame):
    """A panel over the table at the end of a hand or game.

    Signals:
        next_hand_clicked(): the player wants the next deal.
        new_game_clicked(): the game is over and the player wants another.
    """

    next_hand_clicked = Signal()
    new_game_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("result")
        self._shown: tuple[CornerClaimed, TableSetup] | None = None
        self._words: Presenter | None = None
        self._winner: GameOver | None = None
        if parent is not None:
            parent.installEventFilter(self)  # follow the table's size while shown
        self.title = QLabel()
        self.title.setObjectName("resultTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail = QLabel()
        self.detail.setObjectName("resultDetail")
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        self.coach = QLabel()  # the coach's lessons (pit_desktop.games.pit.coach), under the laid-down hands
        self.coach.setObjectName("resultCoach")
        self.coach.setWordWrap(True)
        self.coach.hide()
        self.rows = QWidget()
        self._grid = QGridLayout(self.rows)
        self._grid.setHorizontalSpacing(14)
        self._grid.setVerticalSpacing(4)
        self.next_button = QPushButton(self.tr("Next hand"))
        self.next_button.setObjectName("primary")
        self.next_button.clicked.connect(self._on_next)
        self._game_over = False
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.next_button)
        row.addStretch(1)
        box = QVBoxLayout(self)
        box.setContentsMargins(22, 16, 22, 16)
        box.addWidget(self.title)
        box.addWidget(self.detail)
        box.addWidget(self.rows, 1)
        box.addWidget(self.coach)
        box.addLayout(row)
        self.hide()

    def show_corner(self, event: CornerClaimed, words: Presenter) -> None:
        """Show how the hand ended (R-CORNER-5, R-SCORE-1, R-SCORE-2), in ``words``."""
        self._words, self._winner = words, None
        self.title.setText(words.corner(event))
        self.detail.setText(words.corner_detail(event))
        self._shown = (event, words.setup)
        self.coach.hide()
        self._fill_fitting(event, words.setup)
        self._game_over = False
        self.next_button.setText(self.tr("Next hand"))
        self._show_centered()

    def show_lessons(self, lessons: list[str]) -> None:
        """Add the coach's lessons (already in the player's words) under the laid-down hands; none hides
        them."""
        self.coach.setText("\n".join(f"• {lesson}" for lesson in lessons))
        self.coach.setVisible(bool(lessons))
        if self.isVisible():
            self._show_centered()

    def show_game_over(self, event: GameOver, words: Presenter) -> None:
        """Add the winner to the panel and offer a new game (R-SCORE-4)."""
        self._words, self._winner = words, event
        self.title.setText(words.winner(event))
        self._game_over = True
        self.next_button.setText(self.tr("New game"))
        self._show_centered()

    def retranslate(self) -> None:
        """Say what is shown again in the player's (new) language."""
        if self._shown is None or self._words is None:
            self.next_button.setText(self.tr("Next hand"))
            return
        winner = self._winner
        visible, lessons = self.isVisible(), not self.coach.isHidden()
        self.show_corner(self._shown[0], self._words)
        self.coach.setVisible(lessons)  # the window says the lessons again
        if winner is not None:
            self.show_game_over(winner, self._words)
        self.setVisible(visible)

    def _fill_fitting(self, event: CornerClaimed, setup: TableSetup) -> None:
        """:meth:`_fill_rows` with the largest cards (:data:`THUMB_PX`) for which the panel fits the table it
        covers: a full table at a small window shrinks the laid-down hands rather than cut them."""
        thumb = THUMB_PX[0]
        rows = self._fill_rows(event, setup, thumb)
        parent = self.parentWidget()
        for _ in range(6):
            if parent is None or thumb <= THUMB_PX[1]:
                return
            self.adjustSize()
            over_h = self.sizeHint().height() - (parent.height() - 20)
            over_w = self.sizeHint().width() - (parent.width() - 20)
            if over_h <= 0 and over_w <= 0:
                return
            smaller = thumb - 1
            if over_h > 0:
                smaller = min(smaller, thumb - -(-over_h // rows))
            if over_w > 0:  # a strip's width scales with its cards' height; each column has its widest
                widths = [s.pixmap().width() / s.pixmap().devicePixelRatio() for s in self._strips]
                widest = sum(max(widths[i : i + rows]) for i in range(0, len(widths), rows))
                smaller = min(smaller, int(thumb * (1 - (over_w + 4) / widest)))
            thumb = max(THUMB_PX[1], smaller)
            rows = self._fill_rows(event, setup, thumb)

    def _fill_rows(self, event: CornerClaimed, setup: TableSetup, thumb_px: int) -> int:
        """One row per player, best score first: name, laid-down hand, change, score. More than
        :data:`ROWS_PER_COLUMN` players are shown in two columns side by side.

        Returns:
            The rows in a column.
        """
        while self._grid.count():
            item = self._grid.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self._strips: list[QLabel] = []
        penalties = dict(event.penalties)
        before = tuple(
            s - (event.points if i == event.seat else 0) + penalties.get(i, 0)
            for i, s in enumerate(event.scores)
        )
        dpr = self.devicePixelRatioF()
        order = sorted(range(len(event.scores)), key=lambda s: (-event.scores[s], s))
        columns = self._columns = 1 if len(order) <= ROWS_PER_COLUMN else 2
        rows = -(-len(order) // columns)
        for i, seat in enumerate(order):
            name = QLabel(self._words.name(seat) if self._words is not None else setup.name(seat))
            name.setObjectName("you" if seat == setup.human_seat else "")
            delta = event.scores[seat] - before[seat]
            change = QLabel(f"{delta:+d}" if delta else "")
            change.setObjectName("gain" if delta > 0 else "loss")
            score = QLabel(str(event.scores[seat]))
            score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            cards = QLabel()
            cards.setPixmap(hand_pixmap(event.hands[seat], thumb_px, dpr))
            self._strips.append(cards)
            first = (i // rows) * 5  # a second column starts after a gap column
            for col, w in enumerate((name, cards, change, score)):
                self._grid.addWidget(w, i % rows, first + col)
                w.show()  # else, in a visible panel, the layout counts it only after a queued show
        self._grid.setColumnStretch(1, 1)
        self._grid.setColumnStretch(6, 1 if columns == 2 else 0)
        self._grid.setColumnMinimumWidth(4, 18 if columns == 2 else 0)
        self.rows.updateGeometry()  # the panel's size hint follows the new rows at once, shown or hidden
        self.layout().invalidate()
        return rows

    def _show_centered(self) -> None:
        parent = self.parentWidget()
        self.adjustSize()
        if parent is not None:
            size = self.sizeHint().expandedTo(QSize(660, 0))
            size = size.boundedTo(parent.size() - QSize(20, 20))
            self.resize(size)
            self.move((parent.width() - size.width()) // 2, (parent.height() - size.height()) // 2)
        self.show()
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override
        """When the table it covers is resized, fit the laid-down hands and centre the panel again."""
        if (
            event.type() == QEvent.Type.Resize
            and watched is self.parentWidget()
            and self.isVisible()
            and self._shown is not None
        ):
            self._fill_fitting(*self._shown)
            self._show_centered()
        return False

    def _on_next(self) -> None:
        if self._game_over:
            self.new_game_clicked.emit()
        else:
            self.next_hand_clicked.emit()

    @property
    def game_over(self) -> bool:
        """Whether the panel shows the end of the game."""
        return self._game_over
