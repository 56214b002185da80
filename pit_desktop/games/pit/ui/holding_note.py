"""A plain note on the table while the player holds the Bull or the Bear: what it means for them now
(R-CORNER-2, R-CORNER-3, R-SCORE-2). GUI thread only."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from pit_desktop.games.pit.engine import BEAR, BULL, Card
from pit_desktop.games.pit.engine.settings import BULL_BEAR_PENALTY
from pit_desktop.shell.status_line import TwoLineLabel


class HoldingNote(TwoLineLabel):
    """Says "You hold the Bear …" / "You hold the Bull …" while the hand in play holds one; hidden
    otherwise."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("holding")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setFixedWidth(330)
        self.hide()

    def show_hand(self, hand: tuple[Card, ...], in_play: bool) -> None:
        """Tell what ``hand`` holds of the Bull and the Bear while ``in_play`` (sorting or trading): both in
        one sentence when it holds both, so that the note keeps to its two lines."""
        text = ""
        if in_play and BEAR in hand and BULL in hand:
            text = self.tr(
                "You hold the Bull and the Bear: no corner while you hold the Bear; "
                "−{points} for each at the end."
            )
        elif in_play and BEAR in hand:
            text = self.tr("You hold the Bear: no corner for you, −{points} at the end. Pass it on!")
        elif in_play and BULL in hand:
            text = self.tr("You hold the Bull: 8 of a kind and the Bull corner; else −{points}.")
        self.setText(text.format(points=BULL_BEAR_PENALTY))
        self.setAccessibleName(self.text())
        self.setVisible(bool(text))
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        """Two lines, or as many as the text needs at the note's width (a long translation): the status row
        grows rather than cut the note."""
        hint = super().sizeHint()
        if not self.text():
            return hint
        m = self.contentsMargins()
        return QSize(hint.width(), max(hint.height(), self.needs_height() + m.top() + m.bottom() + 2))

    def needs_height(self) -> int:
        """The height the text takes wrapped at the note's width, pixels (margins excluded), as ``QLabel``
        lays it out and paints it: QLabel indents a framed label's text by half an "x" (a style sheet's
        border frames it), so the text has less room than the contents' width, and a line that would just fit
        there wraps (Noto Sans: a third line, whose first and last lines were cut)."""
        room = self.contentsRect().width() - 2 * self.margin()
        wrapped = (
            self.fontMetrics()
            .boundingRect(QRect(0, 0, max(1, room), 10_000), int(Qt.TextFlag.TextWordWrap), self.text())
            .height()
        )
        m = self.contentsMargins()
        laid_out = QLabel.heightForWidth(self, self.width()) - m.top() - m.bottom()
        return max(wrapped, laid_out)
