"""A plain note on the table while the player holds the Bull or the Bear: what it means for them now
(R-CORNER-2, R-CORNER-3, R-SCORE-2). GUI thread only."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from pit_desktop.engine import BEAR, BULL, Card
from pit_desktop.engine.settings import BULL_BEAR_PENALTY


class HoldingNote(QLabel):
    """Says "You hold the Bear …" / "You hold the Bull …" while the hand in play holds one; hidden
    otherwise."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("holding")
        self.setWordWrap(True)
        self.setMaximumWidth(420)
        self.hide()

    def show_hand(self, hand: tuple[Card, ...], in_play: bool) -> None:
        """Tell what ``hand`` holds of the Bull and the Bear while ``in_play`` (sorting or trading)."""
        lines = []
        if in_play and BEAR in hand:
            lines.append(
                self.tr(
                    "You hold the Bear: you cannot corner with it, and it costs you {points} points when "
                    "the hand ends. Pass it on in a trade."
                ).format(points=BULL_BEAR_PENALTY)
            )
        if in_play and BULL in hand:
            lines.append(
                self.tr(
                    "You hold the Bull: eight of one commodity and the Bull make a corner; kept without "
                    "one, it costs you {points} points."
                ).format(points=BULL_BEAR_PENALTY)
            )
        self.setText("\n".join(lines))
        self.setAccessibleName(self.text())
        self.setVisible(bool(lines))
