"""The Statistics window's charts, painted with ``QPainter`` (no chart module to bundle): bars with an
optional range and mark (how often you win by level and pace; your last hands' points), and the rating over
finished games with the bot levels on the same scale. Each chart keeps the data it draws as attributes, so
what it shows is testable without reading pixels. GUI thread only.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import pairwise

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from pit_desktop.shell.names import number


@dataclass(frozen=True, slots=True)
class Bar:
    """One bar: its ``label`` under it, its ``value`` (in the chart's units), and optionally a ``low`` to
    ``high`` range drawn as a thin line over it and a ``mark`` (a dashed tick across it, an even share);
    ``text`` is written above the bar (the value in the player's words)."""

    label: str
    value: float
    text: str
    low: float | None = None
    high: float | None = None
    mark: float | None = None


def faded(color: QColor, alpha: int) -> QColor:
    """``color`` with the opacity ``alpha`` (0 to 255)."""
    return QColor(color.red(), color.green(), color.blue(), alpha)


def spread(ys: list[float], gap: float) -> list[float]:
    """Heights for labels wanted at ``ys`` (pixels, any order), moved apart so that no two are closer than
    ``gap``, each as near its own as that allows (downwards from the highest); in the order given."""
    order = sorted(range(len(ys)), key=lambda i: ys[i])
    out = list(ys)
    for before, i in pairwise(order):
        out[i] = max(ys[i], out[before] + gap)
    return out


class Chart(QWidget):
    """What the charts share: a plot inside :attr:`MARGIN`, framed on the base colour, labelled levels."""

    MARGIN = (52, 18, 12, 34)
    """Left, top, right and bottom margins around the plot, pixels."""

    def framed(self, painter: QPainter) -> tuple[QRectF, QColor]:
        """Start painting: the plot's rectangle, framed and filled with the base colour, and the colour of
        lines and text inside it (the palette's text on base: a dark theme's window text is light, its base
        too). The margins, on the window's colour, take :meth:`words`."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        left, top, right, bottom = self.MARGIN
        plot = QRectF(left, top, self.width() - left - right, self.height() - top - bottom)
        painter.fillRect(plot, self.palette().base())
        painter.setPen(QPen(faded(self.words(), 120), 1))
        painter.drawRect(plot)
        return plot, self.palette().text().color()

    def words(self) -> QColor:
        """The colour of text in the margins, on the window's colour."""
        return self.palette().windowText().color()

    def level_line(self, painter: QPainter, plot: QRectF, y: float, label: str) -> None:
        """A faint line across ``plot`` at the height ``y``, ``label`` left of it in the margin."""
        painter.setPen(QPen(faded(self.palette().text().color(), 60), 1))
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
        painter.setPen(self.words())
        painter.drawText(QRectF(0, y - 8, self.MARGIN[0] - 6, 16), Qt.AlignmentFlag.AlignRight, label)


class BarChart(Chart):
    """Bars from a zero line, upwards for values above zero and downwards below (a hand's points).

    Args:
        bars: the bars, left to right.
        low, high: the value axis' ends (``high > low``); a bar beyond them is clipped.
        axis: how a value on the axis is written (the lowest, zero and the highest are labelled).

    Attributes:
        bars, low, high: as given.
    """

    def __init__(
        self, bars: list[Bar], low: float, high: float, axis: Callable[[float], str] = number
    ) -> None:
        super().__init__()
        self.bars = bars
        self.low, self.high = low, high
        self.axis = axis
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:  # Qt override
        return QSize(460, 220)

    def minimumSizeHint(self) -> QSize:  # Qt override
        return QSize(200, 150)

    def y_of(self, value: float, plot: QRectF) -> float:
        """The height in ``plot`` of ``value``, clipped to the axis."""
        value = min(self.high, max(self.low, value))
        return plot.bottom() - plot.height() * (value - self.low) / (self.high - self.low)

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt override
        painter = QPainter(self)
        plot, text = self.framed(painter)
        bottom = self.MARGIN[3]
        for value in sorted({self.low, self.high, min(self.high, max(self.low, 0.0))}):
            self.level_line(painter, plot, self.y_of(value, plot), self.axis(value))
        if self.bars:
            slot = plot.width() / len(self.bars)
            zero = self.y_of(0.0, plot)
            highlight = self.palette().highlight().color()
            for i, bar in enumerate(self.bars):
                x = plot.left() + slot * i
                width = max(2.0, slot * 0.6)
                centre = x + slot / 2
                y = self.y_of(bar.value, plot)
                height = max(2.0, abs(zero - y))  # a hand of no points still shows, as a line on zero
                painter.fillRect(QRectF(centre - width / 2, min(y, zero - 1), width, height), highlight)
                if bar.low is not None and bar.high is not None:
                    painter.setPen(QPen(text, 1.5))
                    y_low, y_high = self.y_of(bar.low, plot), self.y_of(bar.high, plot)
                    painter.drawLine(QPointF(centre, y_low), QPointF(centre, y_high))
                    for end in (y_low, y_high):
                        painter.drawLine(QPointF(centre - 4, end), QPointF(centre + 4, end))
                if bar.mark is not None:
                    pen = QPen(text, 1.5, Qt.PenStyle.DashLine)
                    painter.setPen(pen)
                    y_mark = self.y_of(bar.mark, plot)
                    painter.drawLine(QPointF(x + slot * 0.1, y_mark), QPointF(x + slot * 0.9, y_mark))
                if bar.text and slot >= 28:  # beside the range's line, at the bar's top, inside the plot
                    painter.setPen(text)
                    room = QRectF(centre + 6, max(plot.top(), min(y, zero) - 16), slot / 2 - 6, 16)
                    painter.drawText(
                        room, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, bar.text
                    )
                if bar.label:
                    painter.setPen(self.words())
                    painter.drawText(
                        QRectF(x, plot.bottom() + 2, slot, bottom - 2),
                        Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                        bar.label,
                    )
        painter.end()


class RatingChart(Chart):
    """A line chart of the rating after each finished game, with each bot level's latest rating as a dashed
    line named at its right end.

    Args:
        points: ``(game number, rating)`` pairs, oldest first (none: an empty frame).
        x_title: the horizontal axis' title.
        levels: ``(name, rating)`` of each bot level, in the player's words.

    Attributes:
        points, levels: as given.
    """

    MARGIN = (48, 12, 72, 36)
    """Left, top, right and bottom margins around the plot, pixels (the right one holds the levels' names)."""

    def __init__(
        self, points: list[tuple[int, float]], x_title: str, levels: list[tuple[str, float]] | None = None
    ) -> None:
        super().__init__()
        self.points = points
        self.x_title = x_title
        self.levels = levels or []
        self.setMinimumHeight(200)

    def sizeHint(self) -> QSize:  # Qt override
        return QSize(460, 240)

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt override
        painter = QPainter(self)
        plot, text = self.framed(painter)
        _left, _top, right, bottom = self.MARGIN
        if not self.points:
            painter.end()
            return
        values = [v for _, v in self.points] + [v for _, v in self.levels]
        low, high = min(values) - 1, max(values) + 1
        last = max(1, self.points[-1][0])

        def at(game: float, value: float) -> QPointF:
            x = plot.left() + plot.width() * game / last
            return QPointF(x, plot.bottom() - plot.height() * (value - low) / (high - low))

        for value in (low, (low + high) / 2, high):  # three labelled levels
            self.level_line(painter, plot, at(0, value).y(), number(value, 1))
        painter.setPen(self.words())
        painter.drawText(
            QRectF(plot.left(), plot.bottom() + 2, plot.width(), bottom - 2),
            Qt.AlignmentFlag.AlignCenter,
            f"{self.x_title} ({number(1)}–{number(last)})",
        )
        names_at = spread([at(0, value).y() for _, value in self.levels], self.fontMetrics().height())
        for (name, value), name_y in zip(self.levels, names_at, strict=True):
            y = at(0, value).y()
            painter.setPen(QPen(text, 1, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(self.words())
            painter.drawText(
                QRectF(plot.right() + 4, name_y - 8, right - 6, 16), Qt.AlignmentFlag.AlignLeft, name
            )
        line = QPolygonF([at(game, value) for game, value in self.points])
        painter.setPen(QPen(self.palette().highlight().color(), 2.5))
        painter.drawPolyline(line)
        painter.setBrush(self.palette().highlight())
        for point in line:
            painter.drawEllipse(point, 3, 3)
        painter.end()
