"""The Statistics window: games and win rate per bot level and pace with 95% intervals, points per hand,
corners by commodity and kind, what the Bear cost, the rating over time as a chart, and export to CSV.
GUI thread only.
"""

from __future__ import annotations

from PySide6.QtCharts import QChart, QChartView, QLineSeries, QValueAxis
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QPainter
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

from pit_desktop.persistence.figures import (
    RatingPoint,
    WinRate,
    bear_cost,
    points_per_hand,
    rating_history,
    win_rates,
    your_corners,
)
from pit_desktop.persistence.stats_db import StatsDb


def _tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("StatsWindow", text, disambiguation, n)


class StatsWindow(QDialog):
    """The player's statistics, read once when opened.

    Args:
        db: the statistics file.
        parent: the main window.

    Attributes:
        rates: the win rates shown (one row each).
        ratings: the rating after each finished game (the chart's points).
    """

    def __init__(self, db: StatsDb, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.db = db
        self.setWindowTitle(self.tr("Statistics"))
        games, hands = db.games(), db.hands()
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
                    self.tr("Points per hand: {points:+.1f}.").format(points=points_per_hand(hands)),
                    self.tr(
                        "The Bear cost you {points} points in %n hand(s) ({per:.1f} a hand).", "", cost.hands
                    ).format(points=cost.points, per=cost.per_hand),
                ]
            )
        )
        self.rates_table = self._table(
            [self.tr("Bots"), self.tr("Pace"), self.tr("Games"), self.tr("Wins"), self.tr("Win rate"),
             self.tr("95% interval")],
            [
                [r.level, r.pace, str(r.games), str(r.wins), f"{r.rate:.0%}", f"{r.low:.0%} – {r.high:.0%}"]
                for r in self.rates
            ],
        )  # fmt: skip
        corners = your_corners(hands, human)
        self.corners_table = self._table(
            [self.tr("Commodity"), self.tr("Kind"), self.tr("Your corners")],
            [[c, k, str(n)] for (c, k), n in sorted(corners.items(), key=lambda item: -item[1])],
        )
        self.chart = self._rating_chart()
        self.export_button = QPushButton(self.tr("Export to CSV…"))
        self.export_button.clicked.connect(self.export)
        self.export_button.setEnabled(bool(hands))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        grid = QGridLayout()
        grid.addWidget(self._boxed(self.tr("Win rate by bots' level and pace"), self.rates_table), 0, 0)
        grid.addWidget(self._boxed(self.tr("Your corners"), self.corners_table), 0, 1)
        grid.addWidget(self._boxed(self.tr("Your rating (openskill, mu − 3 sigma)"), self.chart), 1, 0, 1, 2)
        box = QVBoxLayout(self)
        box.addWidget(self.summary)
        box.addLayout(grid, 1)
        box.addWidget(buttons)
        self.resize(900, 640)

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

    def _boxed(self, title: str, widget: QWidget) -> QGroupBox:
        box = QGroupBox(title)
        QVBoxLayout(box).addWidget(widget)
        return box

    def _rating_chart(self) -> QChartView:
        series = QLineSeries()
        series.setName(self.tr("Rating after each finished game"))
        for p in self.ratings:
            series.append(p.game, p.ordinal)
        chart = QChart()
        chart.addSeries(series)
        x, y = QValueAxis(), QValueAxis()
        x.setTitleText(self.tr("Finished games"))
        x.setLabelFormat("%d")
        x.setRange(0, max(1, len(self.ratings)))
        x.setTickCount(min(11, max(2, len(self.ratings) + 1)))
        values = [p.ordinal for p in self.ratings] or [0.0]
        y.setRange(min(0.0, min(values)) - 1, max(values) + 1)
        chart.addAxis(x, Qt.AlignmentFlag.AlignBottom)
        chart.addAxis(y, Qt.AlignmentFlag.AlignLeft)
        series.attachAxis(x)
        series.attachAxis(y)
        chart.legend().hide()
        if not self.ratings:
            chart.setTitle(self.tr("Finish a game to see your rating."))
        view = QChartView(chart)
        view.setRenderHint(QPainter.RenderHint.Antialiasing)
        view.setMinimumHeight(220)
        return view

    def export(self) -> None:
        """Ask where to write every hand as CSV, and write it."""
        path, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export the statistics"), "pit-statistics.csv", self.tr("CSV files (*.csv)")
        )
        if path:
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
