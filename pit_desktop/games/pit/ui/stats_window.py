"""The Statistics window, in a player's words: how many games and hands, what the Bull and the Bear cost,
how often you win by the bots' level and pace (a bar chart and a table, with the likely range and an even
share), your corners, your last hands' points as bars, how you rate against the bots once there are enough
finished games to say (:data:`~pit_desktop.games.pit.figures.RATING_GAMES`), and export to CSV.
GUI thread only.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QGroupBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from pit_desktop.core.i18n import QT_TRANSLATE_NOOP
from pit_desktop.core.stats_db import StatsDb
from pit_desktop.core.stats_rows import HandRow
from pit_desktop.games.pit.bots import Level, Pace
from pit_desktop.games.pit.engine import BEAR, BULL, Commodity
from pit_desktop.games.pit.figures import (
    MIXED,
    RatingPoint,
    WinRate,
    card_costs,
    games_to_rating,
    points_per_hand,
    rating_history,
    recent_points,
    standing,
    win_rates,
    your_corners,
)
from pit_desktop.games.pit.prefs import PrefsStore
from pit_desktop.games.pit.ui.names import card_name, level_name, number, percent
from pit_desktop.shell.bot_words import pace_name
from pit_desktop.shell.fit import fit_on_show, scrolling_body
from pit_desktop.shell.stats_charts import Bar, BarChart, RatingChart

LEFT_OUT = QT_TRANSLATE_NOOP("StatsWindow", "Some kept games or hands could not be read and are left out.")
"""Said above the statistics and the hand history when rows of the file did not read back
(``StatsDb.left_out``): the figures are of the others."""

RECENT_HANDS = 20
"""How many of the latest hands the points chart shows."""

TABLE_ROWS = 6
"""The most rows a table shows before it scrolls: no taller than its rows, so no empty space under them."""


def with_left_out(notice: str | None, db: StatsDb) -> str | None:
    """``notice`` (why the statistics are not all there), and :data:`LEFT_OUT` after it when ``db``'s reads
    left rows out; ``None`` when there is nothing to say."""
    if not db.left_out():
        return notice
    said = QCoreApplication.translate("StatsWindow", LEFT_OUT)
    return f"{notice} {said}" if notice else said


def note(text: str) -> QLabel:
    """A wrapped line of explanation under a chart or a table."""
    label = QLabel(text)
    label.setWordWrap(True)
    return label


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
        rates: the win rates shown (one row and one bar each).
        ratings: the rating after each finished game (the rating chart's points, drawn only from
            :data:`~pit_desktop.games.pit.figures.RATING_GAMES` finished games on).
        wins_chart: the win rates as bars (0 to 1), with their 95% range and an even share.
        hands_chart: the player's points in each of the last :data:`RECENT_HANDS` hands.
        chart: the rating chart (``None`` while there are too few finished games: ``rating_note`` says how
            many more).
        rating_note: what the rating says, or how many more games until there is one.
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
        self.rates: list[WinRate] = sorted(win_rates(games), key=shown_order)
        self.ratings: list[RatingPoint] = rating_history(games)
        finished = sum(g.winner is not None for g in games)
        costs = card_costs(hands, games)
        bull, bear = costs[BULL.value], costs[BEAR.value]
        self.summary = QLabel(
            "<br>".join(
                [
                    self.tr("Games played: %n.", "", len(games)),
                    self.tr("Games finished (someone reached the target score): %n.", "", finished),
                    self.tr("Hands played: %n.", "", len(hands)),
                    self.tr("Points you gain or lose in a hand, on average: {points}.").format(
                        points=number(points_per_hand(hands), 1, plus=True)
                    ),
                    self.tr(
                        "Holding the Bull at someone else's corner cost you {points} points in %n hand(s).",
                        "",
                        bull.hands,
                    ).format(points=number(bull.points)),
                    self.tr(
                        "Holding the Bear at someone else's corner cost you {points} points in %n hand(s).",
                        "",
                        bear.hands,
                    ).format(points=number(bear.points)),
                    hints_line(hands),
                ]
            )
        )
        self.rates_table = self._table(
            [self.tr("Bots' level"), self.tr("Pace"), self.tr("Games finished"), self.tr("You won"),
             self.tr("How often"), self.tr("Likely range")],
            [
                [level_shown(r.level), pace_shown(r.pace), number(r.games), number(r.wins), percent(r.rate),
                 f"{percent(r.low)} – {percent(r.high)}"]
                for r in self.rates
            ],
        )  # fmt: skip
        self.rates_table.horizontalHeaderItem(5).setToolTip(
            self.tr("The true figure lies in this range 19 times in 20; it narrows as you play more games.")
        )
        self.wins_chart = BarChart(
            [
                Bar(f"{level_shown(r.level)}\n{pace_shown(r.pace)}", r.rate, percent(r.rate), r.low, r.high,
                    r.fair)
                for r in self.rates
            ],
            0.0,
            1.0,
            percent,
        )  # fmt: skip
        corners = your_corners(hands, human)
        self.corners_table = self._table(
            [self.tr("Commodity"), self.tr("Kind of corner"), self.tr("How many")],
            [
                [commodity_shown(c), kind_shown(k), number(n)]
                for (c, k), n in sorted(corners.items(), key=lambda item: -item[1])
            ],
        )
        points = recent_points(hands, RECENT_HANDS)
        reach = max([100, *(abs(p) for p in points)])
        self.hands_chart = BarChart([Bar("", p, "") for p in points], -reach, reach)
        self.export_button = QPushButton(self.tr("Export to CSV…"))
        self.export_button.clicked.connect(self.export)
        self.export_button.setEnabled(bool(hands))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.addButton(self.export_button, QDialogButtonBox.ButtonRole.ActionRole)
        grid = QGridLayout()
        self.empty_notes: list[QLabel] = []
        rates_box = self._boxed(
            self.tr("How often you win, by the bots' level and pace"),
            [self.wins_chart, self.rates_table],
            self.tr("Finish a game to see how often you win."),
            self.tr(
                "A bar is how often you won; the thin line over it, the range the true figure likely lies in;"
                " the dashed line, an even share (one game in three at a table of three)."
            ),
        )
        corners_box = self._boxed(
            self.tr("Your corners"), [self.corners_table], self.tr("Corner a commodity to see this.")
        )
        hands_box = self._boxed(
            self.tr("Your last hands"),
            [self.hands_chart],
            self.tr("Play a hand to see this."),
            self.tr(
                "The points each of your last %n hand(s) gained or cost you, the latest on the right.",
                "",
                len(points),
            ),
        )
        grid.addWidget(rates_box, 0, 0)
        grid.addWidget(self._rating_box(games), 0, 1)
        grid.addWidget(hands_box, 1, 0)
        grid.addWidget(corners_box, 1, 1)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        box, outer = scrolling_body(self)  # as tall as its words need; a short screen scrolls it, not Close
        self.summary.setWordWrap(True)  # a long translation wraps rather than widen the window
        self.notice = QLabel(notice or "")
        self.notice.setWordWrap(True)
        self.notice.setVisible(bool(notice))
        box.addWidget(self.notice)
        box.addWidget(self.summary)
        box.addLayout(grid, 1)
        outer.addWidget(buttons)
        fit_on_show(self)  # as tall as its figures and words need, within the screen

    def _table(self, headers: list[str], rows: list[list[str]]) -> QTableWidget:
        table = QTableWidget(len(rows), len(headers))
        table.setHorizontalHeaderLabels(headers)
        table.verticalHeader().hide()
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                table.setItem(r, c, QTableWidgetItem(text))
        table.resizeRowsToContents()
        shown = sum(table.rowHeight(r) for r in range(min(len(rows), TABLE_ROWS)))
        frame = 2 * table.frameWidth()
        bar = table.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)  # a long language scrolls it
        table.setMaximumHeight(table.horizontalHeader().sizeHint().height() + shown + frame + bar)
        return table

    def _boxed(
        self, title: str, widgets: list[QWidget], empty: str | None = None, explained: str | None = None
    ) -> QGroupBox:
        """``widgets`` under ``title``, ``explained`` under them; when the first is a table without rows (or
        a chart without bars) they give way to ``empty``, which says what fills them."""
        box = QGroupBox(title)
        layout = QVBoxLayout(box)
        shown = [*widgets, *([note(explained)] if explained else [])]
        for widget in shown:
            layout.addWidget(widget)
        if isinstance(shown[-1], QTableWidget):
            layout.addStretch(1)  # a short table stays at the top of its box
        first = widgets[0]
        nothing = (isinstance(first, QTableWidget) and first.rowCount() == 0) or (
            isinstance(first, BarChart) and not first.bars
        )
        if empty is not None and nothing:
            said = QLabel(empty)
            said.setWordWrap(True)
            said.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(said)
            for widget in shown:
                widget.hide()
            self.empty_notes.append(said)
        return box

    def _rating_box(self, games: list) -> QGroupBox:
        """How you rate against the bots: the chart and what it says, or how many more games it needs."""
        box = QGroupBox(self.tr("How you rate against the bots"))
        layout = QVBoxLayout(box)
        more = games_to_rating(games)
        self.chart: RatingChart | None = None
        if more:
            self.rating_note = note(
                self.tr("Finish %n more game(s) to see how you rate against the bots.", "", more)
            )
            self.rating_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(self.rating_note)
            return box
        latest = self.ratings[-1]
        above, below = (sorted(levels, key=level_order) for levels in standing(latest))
        said = [
            self.tr(
                "Your rating rises when you finish a game ahead of the bots and falls when they finish ahead"
                " of you. It is a careful estimate: it starts at 0 for everyone and climbs as the game grows"
                " surer of how you play. The dashed lines are the bots' levels on the same scale."
            )
        ]
        if above:
            said.append(
                self.tr("You rate above: {levels}.").format(levels=", ".join(map(level_shown, above)))
            )
        if below:
            said.append(
                self.tr("You rate below or level with: {levels}.").format(
                    levels=", ".join(map(level_shown, below))
                )
            )
        self.chart = RatingChart(
            [(p.game, p.ordinal) for p in self.ratings],
            self.tr("Finished games"),
            [
                (level_shown(level), value)
                for level, value in sorted(latest.bots, key=lambda b: level_order(b[0]))
            ],
        )
        self.rating_note = note(" ".join(said))
        layout.addWidget(self.chart)
        layout.addWidget(self.rating_note)
        return box

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


def level_order(saved: str) -> tuple[int, str]:
    """Where a saved level goes in a list: Basic to Hard, then Mixed; ids from older games last, by name."""
    levels = [*(level.value for level in Level), MIXED]
    return (levels.index(saved) if saved in levels else len(levels), saved)


def shown_order(rate: WinRate) -> tuple[tuple[int, str], int, str]:
    """Where a win rate's row and bar go: by level (:func:`level_order`), then by pace from Relaxed to
    Brisk; paces from older games after the known ones, by name."""
    paces = [pace.value for pace in Pace]
    return (level_order(rate.level), paces.index(rate.pace) if rate.pace in paces else len(paces), rate.pace)


def commodity_shown(saved: str) -> str:
    """A commodity from the statistics in the player's words."""
    return shown_as(saved, Commodity, card_name)


def kind_shown(saved: str) -> str:
    """A corner's kind from the statistics in the player's words."""
    from pit_desktop.games.pit.engine.events import CornerKind
    from pit_desktop.games.pit.ui.presenter import corner_kind_name

    return shown_as(saved, CornerKind, corner_kind_name)


def pace_shown(saved: str) -> str:
    """A pace id from the statistics in the player's words."""
    return shown_as(saved, Pace, pace_name)
