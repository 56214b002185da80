"""The History window: the latest hands kept (date, table, result), each opening in the replay viewer.
GUI thread only.
"""

from __future__ import annotations

import json
import time

from PySide6.QtCore import QSize
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from pit_desktop.core.stats_db import HistoryEntry, StatsDb
from pit_desktop.games.pit.ui.stats_window import (
    commodity_shown,
    kind_shown,
    level_shown,
    pace_shown,
    with_left_out,
)
from pit_desktop.shell.fit import fit_on_show, scrolling_body


class HistoryWindow(QDialog):
    """The latest kept hands, newest first; double-click (or Replay) opens one in the viewer.

    Args:
        db: the statistics file.
        open_hand: called with a hand's row id to replay it.
        parent: the main window.
        notice: why hands may be missing (a damaged file set aside …), shown above the list; hands
            that do not read back are left out and said too (``stats_window.LEFT_OUT``).

    Raises:
        StatsDbError: the file cannot be read now.
    """

    def __init__(
        self, db: StatsDb, open_hand, parent: QWidget | None = None, notice: str | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Hand history"))
        self.entries: list[HistoryEntry] = db.history()
        notice = with_left_out(notice, db)
        self._open_hand = open_hand
        self.table = QTableWidget(len(self.entries), 4)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Date"), self.tr("Table"), self.tr("Hand"), self.tr("Result")]
        )
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        for row, entry in enumerate(self.entries):
            for col, text in enumerate(self.row_texts(entry)):
                self.table.setItem(row, col, QTableWidgetItem(text))
        self.table.resizeColumnsToContents()
        self.table.cellDoubleClicked.connect(lambda row, _col: self.replay(row))
        replay = QPushButton(self.tr("Replay"))
        replay.clicked.connect(lambda: self.replay(self.table.currentRow()))
        replay.setEnabled(bool(self.entries))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.addButton(replay, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        box, outer = scrolling_body(self, wrapped=False)  # a short screen scrolls the list, not its buttons
        self.notice = QLabel(notice or "")
        self.notice.setWordWrap(True)
        self.notice.setVisible(bool(notice))
        box.addWidget(self.notice)
        if not self.entries:
            box.addWidget(QLabel(self.tr("No hands kept yet: play a hand and it appears here.")))
        box.addWidget(self.table, 1)
        outer.addWidget(buttons)
        fit_on_show(self, QSize(820, 520))

    def row_texts(self, entry: HistoryEntry) -> list[str]:
        """Date, table, hand number and result of ``entry``, in the player's words."""
        game, hand = entry.game, entry.hand
        date = time.strftime("%Y-%m-%d %H:%M", time.localtime(hand.played_at))
        table = self.tr("%n players, {level} bots, {pace}", "", game.players).format(
            level=level_shown(game.level), pace=pace_shown(game.pace)
        )
        you = hand.your_points
        if hand.corner_seat is None:
            result = self.tr("No corner")
        elif hand.corner_seat == game.human_seat:
            result = self.tr("You cornered {commodity} ({kind}): {points:+d}").format(
                commodity=commodity_shown(hand.commodity), kind=kind_shown(hand.kind), points=you
            )
        else:
            names = json.loads(game.settings).get("names") or []
            who = names[hand.corner_seat] if hand.corner_seat < len(names) else str(hand.corner_seat)
            result = self.tr("{name} cornered {commodity}; you {points:+d}").format(
                name=who, commodity=commodity_shown(hand.commodity), points=you
            )
        return [date, table, str(hand.hand_no), result]

    def replay(self, row: int) -> None:
        """Close the list and open the hand in row ``row`` in the viewer (which the list, modal, would
        otherwise block)."""
        if 0 <= row < len(self.entries):
            self.accept()
            self._open_hand(self.entries[row].hand_id)
