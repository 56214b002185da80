"""Motion on the table: card backs travelling between seats on a trade (R-TRADE-4), short and never in the
way. GUI thread only.

Every animation here lasts :data:`MOTION_MS` or less, runs on Qt's animation timer in the GUI thread and
takes no input: the sprites are transparent for the mouse and nothing waits for an animation to end, so
the player clicks, drags and types through it. The animations are children of :class:`Motion` (and the
sprites of the stage widget), so they go with the window; :meth:`Motion.stop` ends them at once.

Reduced motion: the player's preference (View → Reduce motion) turns all of it off. Qt 6.11 exposes no
system "reduce motion" request: ``QStyleHints`` and ``QAccessibilityHints`` have a colour scheme and a
contrast preference but no animation hint, and ``QApplication.isEffectEnabled(Qt.UI_General)`` is false on
desktops that animate freely (X11, the offscreen platform), so it cannot stand for one.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPoint,
    QPropertyAnimation,
    Qt,
    Signal,
)
from PySide6.QtWidgets import QLabel, QWidget

from pit_desktop.games.pit.ui.card_art import BACK, card_size, shared_art

MOTION_MS = 220
"""How long every animation of the table lasts, real milliseconds (at most 250: short enough never to hold
the player up)."""

SPRITE_PX = 56
"""The height of a travelling card back, logical pixels."""

MOST_SPRITES = 4
"""Most card backs drawn for one side of a trade (a trade of more cards still shows four)."""

FAN_PX = 7
"""How far apart a trade's card backs travel, logical pixels."""


class CardSprite(QLabel):
    """One card back on its way: drawn over the stage, transparent for the mouse."""

    def __init__(self, stage: QWidget) -> None:
        super().__init__(stage)
        size = card_size(SPRITE_PX)
        self.setPixmap(shared_art().pixmap(BACK, size, self.devicePixelRatioF()))
        self.setFixedSize(size)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setAccessibleName("")  # decoration: the log and the status line tell the trade


class Motion(QObject):
    """The table's travelling cards.

    Args:
        stage: the widget the sprites fly over (the window's central widget); every seat passed to
            :meth:`trade` must be inside it.

    Attributes:
        reduced: no motion: :meth:`trade` starts nothing.

    Signals:
        started(QAbstractAnimation): a trade's cards set off (the animation, :data:`MOTION_MS` long).
    """

    started = Signal(object)

    def __init__(self, stage: QWidget) -> None:
        super().__init__(stage)
        self.stage = stage
        self.reduced = False
        self._running: list[QParallelAnimationGroup] = []

    def running(self) -> list[QAbstractAnimation]:
        """The animations under way, oldest first."""
        return [a for a in self._running if a.state() == QAbstractAnimation.State.Running]

    def trade(self, giver: QWidget, receiver: QWidget, count: int) -> QAbstractAnimation | None:
        """Card backs travel both ways at once: ``count`` from ``giver`` to ``receiver`` and as many back
        (R-TRADE-4: a trade swaps as many cards).

        Args:
            giver: the offer's owner's seat (or the hand, for the player).
            receiver: the taker's seat (or the hand).
            count: cards each way, 1 to 4 (more shows four).

        Returns:
            The animation started (at most :data:`MOTION_MS` long), or ``None`` when motion is reduced or a
            seat is not shown.
        """
        if self.reduced or not giver.isVisible() or not receiver.isVisible() or not self.stage.isVisible():
            return None
        group = QParallelAnimationGroup(self)
        a, b = self._centre(giver), self._centre(receiver)
        for start, end in ((a, b), (b, a)):
            for i in range(min(max(count, 1), MOST_SPRITES)):
                sprite = CardSprite(self.stage)
                fan = QPoint(round((i - (min(count, MOST_SPRITES) - 1) / 2) * FAN_PX), 0)
                corner = QPoint(sprite.width() // 2, sprite.height() // 2)
                move = QPropertyAnimation(sprite, b"pos", group)
                move.setDuration(MOTION_MS)
                move.setStartValue(start - corner + fan)
                move.setEndValue(end - corner + fan)
                move.setEasingCurve(QEasingCurve.Type.InOutCubic)
                group.addAnimation(move)
                sprite.move(start - corner + fan)
                sprite.show()
                sprite.raise_()
        group.finished.connect(lambda: self._end(group))
        self._running.append(group)
        group.start()
        self.started.emit(group)
        return group

    def stop(self) -> None:
        """End every animation now and take its sprites away."""
        for group in list(self._running):
            group.stop()
            self._end(group)

    def _end(self, group: QParallelAnimationGroup) -> None:
        if group not in self._running:
            return
        self._running.remove(group)
        for i in range(group.animationCount()):
            move = group.animationAt(i)
            if isinstance(move, QPropertyAnimation) and isinstance(move.targetObject(), QWidget):
                sprite = move.targetObject()
                sprite.hide()
                sprite.deleteLater()
        group.deleteLater()

    def _centre(self, widget: QWidget) -> QPoint:
        return widget.mapTo(self.stage, widget.rect().center())
