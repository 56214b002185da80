"""The in-app replay: a hand record played back on a table with every hand face up, with play, pause,
step forward and back by event, a timeline slider, speeds, and the trade log beside it. GUI thread only.

The positions come from :func:`pit_desktop.games.pit.sim.timeline.timeline`, i.e. from the same replay as
``pit-desktop replay``.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QLocale, QSize, Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from pit_desktop.games.pit.engine.record import HandRecord
from pit_desktop.games.pit.sim.timeline import timeline
from pit_desktop.games.pit.ui.names import signed
from pit_desktop.games.pit.ui.presenter import Presenter
from pit_desktop.games.pit.ui.result_panel import hand_pixmap
from pit_desktop.games.pit.ui.table_setup import HUMAN_SEAT, TableSetup
from pit_desktop.shell.fit import fit_on_show, scrolling_body

SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0)
"""Replay speeds offered, game seconds per real second."""

STEP_MS = (60, 2500)
"""Least and most real time between two steps while playing, milliseconds: bursts stay visible and long
silences do not bore."""

CARD_PX = 40
"""Height of the cards on the viewer's table, pixels."""


def viewer_words(record: HandRecord) -> Presenter:
    """The words for ``record``'s table: seat 0 is the player ("you"), the others by their names."""
    levels = (None,) * record.settings.players
    return Presenter(TableSetup(record.settings, levels, HUMAN_SEAT, ()))


class HandViewer(QDialog):
    """Replays one hand record. Non-modal; closing it stops the playback.

    Args:
        record: the hand.
        lessons: the coach's lessons kept with it (shown under the log), already in the player's words.
        title: the window's title; a default names the hand.
        parent: the main window.

    Attributes:
        frames: the positions, the deal first.
        index: the position shown.
    """

    def __init__(
        self,
        record: HandRecord,
        lessons: Sequence[str] = (),
        title: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.record = record
        self.words = viewer_words(record)
        self.frames = timeline(record)
        self.index = 0
        self.speed = 1.0
        self.setWindowTitle(title or self.tr("Replay of hand {hand}").format(hand=record.hand_no))
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play_step)
        table = QWidget()
        table.setObjectName("viewerTable")
        grid = QGridLayout(table)
        self.names: list[QLabel] = []
        self.scores: list[QLabel] = []
        self.hands: list[QLabel] = []
        self.offers: list[QLabel] = []
        for seat in range(record.settings.players):
            labels = [QLabel(), QLabel(), QLabel(), QLabel()]
            labels[0].setText(f"<b>{self.words.name(seat)}</b>")
            for col, label in enumerate(labels):
                grid.addWidget(label, seat, col)
            self.names.append(labels[0])
            self.scores.append(labels[1])
            self.hands.append(labels[2])
            self.offers.append(labels[3])
        grid.setColumnStretch(2, 1)
        self.log = QListWidget()
        for frame in self.frames:  # a long line is elided; its tooltip holds all of it
            text = self.words.replay_line(frame, record)
            item = QListWidgetItem(text)
            item.setToolTip(text)
            self.log.addItem(item)
        self.log.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log.currentRowChanged.connect(self._log_clicked)
        self.log.setMinimumWidth(320)
        side = QVBoxLayout()
        side.addWidget(QLabel(self.tr("Trade log")))
        side.addWidget(self.log, 1)
        self.coach: QLabel | None = None
        """The coach's lessons beside the log (a kept hand that has some), else ``None``."""
        if lessons:
            side.addWidget(QLabel(self.tr("The coach's lessons")))
            self.coach = QLabel("\n".join(f"• {lesson}" for lesson in lessons))
            self.coach.setWordWrap(True)
            side.addWidget(self.coach)
        self.back_button = QPushButton(self.tr("◀ Step back"))
        self.play_button = QPushButton(self.tr("Play"))
        self.forward_button = QPushButton(self.tr("Step forward ▶"))
        self.back_button.clicked.connect(self.step_back)
        self.play_button.clicked.connect(self.toggle_play)
        self.forward_button.clicked.connect(self.step_forward)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(self.frames) - 1)
        self.slider.valueChanged.connect(self.show_frame)
        self.speed_box = QComboBox()
        for speed in SPEEDS:
            self.speed_box.addItem(self.tr("{speed}× speed").format(speed=f"{speed:g}"), speed)
        self.speed_box.setCurrentIndex(SPEEDS.index(1.0))
        self.speed_box.currentIndexChanged.connect(lambda i: setattr(self, "speed", SPEEDS[i]))
        self.clock = QLabel()
        controls = QHBoxLayout()
        for w in (self.back_button, self.play_button, self.forward_button):
            controls.addWidget(w)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.clock)
        controls.addWidget(self.speed_box)
        body = QHBoxLayout()
        body.addWidget(table, 3)
        body.addLayout(side, 1)
        scrolled, box = scrolling_body(self, wrapped=False)  # a short screen scrolls the table, not the steps
        scrolled.addLayout(body, 1)
        box.addLayout(controls)
        fit_on_show(self, QSize(1180, 560))
        self.show_frame(0)

    # ------------------------------------------------------------------ stepping

    def show_frame(self, index: int) -> None:
        """Show position ``index`` (clamped to the timeline)."""
        index = max(0, min(index, len(self.frames) - 1))
        self.index = index
        frame = self.frames[index]
        dpr = self.devicePixelRatioF()
        offers = {seat: cards for seat, _, cards in frame.offers}
        for seat, hand in enumerate(frame.hands):
            score = frame.scores[seat]
            self.scores[seat].setText(signed(self.tr("%n point(s)", "", abs(score)), score))
            self.hands[seat].setPixmap(hand_pixmap(hand, CARD_PX, dpr))
            offer = offers.get(seat)
            self.offers[seat].setText(
                self.tr("offers %1").replace("%1", self.words.cards_words(offer)) if offer is not None else ""
            )
        self.clock.setText(self.tr("%1 s").replace("%1", QLocale().toString(frame.at_s, "f", 1)))
        for widget, value in ((self.slider, index), (self.log, index)):
            widget.blockSignals(True)
            if widget is self.slider:
                self.slider.setValue(value)
            else:
                self.log.setCurrentRow(value)
            widget.blockSignals(False)
        self.back_button.setEnabled(index > 0)
        self.forward_button.setEnabled(index < len(self.frames) - 1)
        if index == len(self.frames) - 1:
            self.pause()

    def step_forward(self) -> None:
        """One event on."""
        self.show_frame(self.index + 1)

    def step_back(self) -> None:
        """One event back."""
        self.show_frame(self.index - 1)

    def shown_scores(self) -> tuple[int, ...]:
        """The scores of the position shown."""
        return self.frames[self.index].scores

    def _log_clicked(self, row: int) -> None:
        if row >= 0:
            self.show_frame(row)

    # ------------------------------------------------------------------ playing

    def toggle_play(self) -> None:
        """Play from the position shown (from the start if at the end), or pause."""
        if self._timer.isActive():
            self.pause()
            return
        if self.index == len(self.frames) - 1:
            self.show_frame(0)
        self.play_button.setText(self.tr("Pause"))
        self._schedule()

    def pause(self) -> None:
        """Stop playing."""
        self._timer.stop()
        self.play_button.setText(self.tr("Play"))

    def is_playing(self) -> bool:
        """Whether the replay is playing."""
        return self._timer.isActive()

    def _schedule(self) -> None:
        if self.index >= len(self.frames) - 1:
            self.pause()
            return
        gap_s = self.frames[self.index + 1].at_s - self.frames[self.index].at_s
        self._timer.start(round(min(STEP_MS[1], max(STEP_MS[0], 1000 * gap_s / self.speed))))

    def _play_step(self) -> None:
        self.step_forward()
        if self.index < len(self.frames) - 1:
            self._schedule()

    def done(self, result: int) -> None:  # Qt override: closing stops the playback
        self.pause()
        super().done(result)


def pit_viewer(record: HandRecord, parent: QWidget, title: str | None, lessons: tuple[str, ...]) -> QDialog:
    """Pit's replay viewer of ``record`` with the coach's ``lessons``, not shown yet (Pit's registry entry's
    ``viewer``)."""
    return HandViewer(record, lessons, title, parent)
