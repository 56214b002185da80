"""The Statistics window: games and win rate per bot level and pace with 95% intervals, points per hand,
corners by commodity and kind, what the Bear cost, the rating over time as a chart, and export to CSV.
GUI thread only.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from pit_desktop.bots import Level, Pace
from pit_desktop.engine import Commodity
from pit_desktop.i18n import QT_TRANSLATE_NOOP
from pit_desktop.persistence.figures import (
    MIXED,
    RatingPoint,
    WinRate,
    bear_cost,
    points_per_hand,
    rating_history,
    win_rates,
    your_corners,
)
from pit_desktop.persistence.prefs import PrefsStore
from pit_desktop.persistence.stats_db import StatsDb
from pit_desktop.persistence.stats_rows import HandRow
from pit_desktop.ui.bot_words import pace_name
from pit_desktop.ui.names import card_name, level_name, number, percent
from pit_desktop.ui.shell.fit import fit_on_show, scrolling_body

LEFT_OUT = QT_TRANSLATE_NOOP("StatsWindow", "Some kept games or hands could not be read and are left out.")
"""Said above the statistics and the hand history when rows of the file did not read back
(``StatsDb.left_out``): the figures are of the others."""


def with_left_out(notice: str | None, db: StatsDb) -> str | None:
    """``notice`` (why the statistics are not all there), and :data:`LEFT_OUT` after it when ``db``'s reads
    left rows out; ``None`` when there is nothing to say."""
    if not db.left_out():
        return notice
    said = QCoreApplication.translate("StatsWindow", LEFT_OUT)
    return f"{notice} {said}" if notice else said


class StatsWindow(QDialog):
    """The player's statistics, read once when opened; rows that do not read back are left out and said
    (:data:`LEFT_OUT`).

    Args:
        db: the statistics file.
        parent: the main window.
        notice: why the statistics are not all there (a damaged file set aside …), shown above them.
        store: remembered choices: the CSV export opens in the folder used last (``last_folder``).

    Raises:
        StatsDbError: the file cannot be read now.

    Attributes:
        rates: the win rates shown (one row each).
        ratings: the rating after each finished game (the chart's points).
    """

    def __init__(
        self,
        db: StatsDb,
        parent: QWidget | None = None,
        notice: str | None = None,
        store: PrefsStore | None = None,
    ) -> None:
        super().__init__(parent)
        self.db = db
        self.store = store
        self.setWindowTitle(self.tr("Statistics"))
        games, hands = db.games(), db.hands()
        notice = with_left_out(notice, db)
        human = games[0].row.human_seat if games else 0
        self.rates: list[WinRate] = win_rates(games)
        self.ratings: list[RatingPoint] = rating_history(games)
        finished = sum(g.winner is not None for g in games)
        cost = bear_cost(hands)
        self.summary = QLabel(
            "<br>".join(
                [
                    self.tr("Games played: %n.", "", len(games)),
                    self.tr("Games finished: %n.", "", finished),
                    self.tr("Hands played: %n.", "", len(hands)),
                    self.tr("Points per hand: {points}.").format(
                        points=number(points_per_hand(hands), 1, plus=True)
                    ),
                    self.tr(
                        "The Bear cost you {points} points in %n hand(s) ({per} a hand).", "", cost.hands
                    ).format(points=number(cost.points), per=number(cost.per_hand, 1)),
                    hints_line(hands),
                ]
            )
        )
        self.rates_table = self._table(
            [self.tr("Bots"), self.tr("Pace"), self.tr("Games"), self.tr("Wins"), self.tr("Win rate"),
             self.tr("95% interval")],
            [
                [level_shown(r.level), pace_shown(r.pace), number(r.games), number(r.wins), percent(r.rate),
                 f"{percent(r.low)} – {percent(r.high)}"]
                for r in self.rates
            ],
        )  # fmt: skip
        corners = your_corners(hands, human)
        self.corners_table = self._table(
            [self.tr("Commodity"), self.tr("Kind"), self.tr("Your corners")],
            [
                [commodity_shown(c), kind_shown(k), number(n)]
                for (c, k), n in sorted(corners.items(), key=lambda item: -item[1])
            ],
        )
        self.chart = self._rating_chart()
        self.export_button = QPushButton(self.tr("Export to CSV…"))
        self.export_button.clicked.connect(self.export)
        self.export_button.setEnabled(bool(hands))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        grid = QGridLayout()
        self.empty_notes: list[QLabel] = []
        rates_box = self._boxed(
            self.tr("Win rate by bots' level and pace"),
            self.rates_table,
            self.tr("Finish a game to see this."),
        )
        corners_box = self._boxed(
            self.tr("Your corners"), self.corners_table, self.tr("Corner a commodity to see this.")
        )
        grid.addWidget(rates_box, 0, 0)
        grid.addWidget(corners_box, 0, 1)
        grid.addWidget(self._boxed(self.tr("Your rating (openskill, mu − 3 sigma)"), self.chart), 1, 0, 1, 2)
        box, outer = scrolling_body(self, wrapped=False)  # a short screen scrolls the figures, not Close
        self.summary.setWordWrap(True)  # a long translation wraps rather than widen the window
        self.notice = QLabel(notice or "")
        self.notice.setWordWrap(True)
        self.notice.setVisible(bool(notice))
        box.addWidget(self.notice)
        box.addWidget(self.summary)
        box.addLayout(grid, 1)
        outer.addWidget(buttons)
        fit_on_show(self, QSize(900, 640))

    def _table(self, headers: list[str], rows: list[list[str]]) -> QTableWidget:
        table = QTableWidget(len(rows), len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.verticalHeader().hide()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                table.setItem(r, c, QTableWidgetItem(text))
        return table

    def _boxed(self, title: str, widget: QWidget, empty: str | None = None) -> QGroupBox:
        """``widget`` under ``title``; an empty table gives way to ``empty``, which says what fills it."""
        box = QGroupBox(title)
        layout = QVBoxLayout(box)
        layout.addWidget(widget)
        if empty is not None and isinstance(widget, QTableWidget) and widget.rowCount() == 0:
            note = QLabel(empty)
            note.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(note)
            widget.hide()
            self.empty_notes.append(note)
        return box

    def _rating_chart(self) -> RatingChart:
        chart = RatingChart(
            [(p.game, p.ordinal) for p in self.ratings],
            self.tr("Finished games"),
            self.tr("Finish a game to see your rating."),
        )
        chart.setMinimumHeight(220)
        return chart

    def export(self) -> None:
        """Ask where to write every hand as CSV, and write it. The dialog opens in the folder used last
        (``PrefsStore.last_folder``, shared with saving a hand record), which the choice then updates."""
        folder = Path(self.store.last_folder()) if self.store is not None else Path()
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export the statistics"),
            str(folder / "pit-statistics.csv"),
            self.tr("CSV files (*.csv)"),
        )
        if path:
            if self.store is not None:
                self.store.set_last_folder(str(Path(path).parent))
            self.export_to(path)

    def export_to(self, path: str) -> bool:
        """Write every hand to ``path`` as CSV; a failure is shown under the figures. Returns success."""
        try:
            n = self.db.export_csv(path)
        except OSError as err:
            self.summary.setText(
                self.summary.text()
                + "<br>"
                + self.tr("Could not export to {file}: {why}").format(file=path, why=err.strerror or err)
            )
            return False
        self.summary.setText(
            self.summary.text() + "<br>" + self.tr("%n hand(s) exported to {file}.", "", n).format(file=path)
        )
        return True


class RatingChart(QWidget):
    """A line chart of the rating after each finished game, drawn with ``QPainter`` (no chart module to
    bundle).

    Args:
        points: ``(game number, rating)`` pairs, oldest first.
        x_title: the horizontal axis' title.
        empty_text: shown when there are no points.
    """

    MARGIN = (48, 12, 16, 36)
    """Left, top, right and bottom margins around the plot, pixels."""

    def __init__(self, points: list[tuple[int, float]], x_title: str, empty_text: str) -> None:
        super().__init__()
        self.points = points
        self.x_title = x_title
        self.empty_text = empty_text

    def paintEvent(self, event: QPaintEvent) -> None:  # Qt override
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        left, top, right, bottom = self.MARGIN
        plot = QRectF(left, top, self.width() - left - right, self.height() - top - bottom)
        text = self.palette().windowText().color()
        painter.fillRect(plot, self.palette().base())
        painter.setPen(QPen(text, 1))
        painter.drawRect(plot)
        if not self.points:
            painter.drawText(plot, Qt.AlignmentFlag.AlignCenter, self.empty_text)
            painter.end()
            return
        values = [v for _, v in self.points]
        low, high = min(0.0, min(values)) - 1, max(values) + 1
        last = max(1, self.points[-1][0])

        def at(game: float, value: float) -> QPointF:
            x = plot.left() + plot.width() * game / last
            return QPointF(x, plot.bottom() - plot.height() * (value - low) / (high - low))

        for value in (low, (low + high) / 2, high):  # three labelled levels
            y = at(0, value).y()
            painter.setPen(QPen(QColor(text.red(), text.green(), text.blue(), 60), 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(text)
            painter.drawText(QRectF(0, y - 8, left - 6, 16), Qt.AlignmentFlag.AlignRight, number(value, 1))
        painter.drawText(
            QRectF(plot.left(), plot.bottom() + 2, plot.width(), bottom - 2),
            Qt.AlignmentFlag.AlignCenter,
            f"{self.x_title} ({number(1)}–{number(last)})",
        )
        line = QPolygonF([at(game, value) for game, value in self.points])
        painter.setPen(QPen(self.palette().highlight().color(), 2))
        painter.drawPolyline(line)
        painter.setBrush(self.palette().highlight())
        for point in line:
            painter.drawEllipse(point, 3, 3)
        painter.end()


T = TypeVar("T")


def hints_line(hands: Sequence[HandRow]) -> str:
    """How many hints the player asked for, and in how many of ``hands``: "Hints asked for: 3, in 2 of
    the hands.", translated (issue 25)."""
    text = QCoreApplication.translate("StatsWindow", "Hints asked for: {hints}, in {hands} of the hands.")
    return text.format(
        hints=number(sum(h.hints for h in hands)), hands=number(sum(h.hints > 0 for h in hands))
    )


def shown_as(saved: str, kind: Callable[[str], T], name: Callable[[T], str]) -> str:
    """A saved id from the statistics (a level, pace, commodity or corner kind) in the player's words, by
    ``name(kind(saved))``; text ``kind`` does not know (from older games) as it is."""
    try:
        return name(kind(saved))
    except ValueError:
        return saved


def level_shown(saved: str) -> str:
    """A table's level from the statistics ("Easy", …, "Mixed") in the player's words."""
    if saved == MIXED:
        return QCoreApplication.translate("NewGameDialog", "Mixed")
    return shown_as(saved, Level, level_name)


def commodity_shown(saved: str) -> str:
    """A commodity from the statistics in the player's words."""
    return shown_as(saved, Commodity, card_name)


def kind_shown(saved: str) -> str:
    """A corner's kind from the statistics in the player's words."""
    from pit_desktop.engine.events import CornerKind
    from pit_desktop.ui.presenter import corner_kind_name

    return shown_as(saved, CornerKind, corner_kind_name)


def pace_shown(saved: str) -> str:
    """A pace id from the statistics in the player's words."""
    return shown_as(saved, Pace, pace_name)
