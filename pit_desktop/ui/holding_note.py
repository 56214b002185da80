"""A plain note on the table while the player holds the Bull or the Bear: what it means for them now
(R-CORNER-2, R-CORNER-3, R-SCORE-2). GUI thread only."""

from __future__ import annotations

from PySide6.QtWidgets import QSizePolicy, QWidget

from pit_desktop.engine import BEAR, BULL, Card
from pit_desktop.engine.settings import BULL_BEAR_PENALTY
from pit_desktop.ui.status_line import TwoLineLabel


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
        """Tell what ``hand`` holds of the Bull and the Bear while ``in_play`` (sorting or trading)."""
        lines = []
        if in_play and BEAR in hand:
            lines.append(
                self.tr("You hold the Bear: no corner for you, −{points} at the end. Pass it on!").format(
                    points=BULL_BEAR_PENALTY
                )
            )
        if in_play and BULL in hand:
            lines.append(
                self.tr("You hold the Bull: 8 of a kind and the Bull corner; else −{points}.").format(
                    points=BULL_BEAR_PENALTY
                )
            )
        self.setText("\n".join(lines))
        self.setAccessibleName(self.text())
        self.setVisible(bool(lines))
