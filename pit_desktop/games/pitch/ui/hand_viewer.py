"""The in-window replay of a Pitch hand record: every hand face up, the trick in the middle with who played
what, trump and the bid in sight, and a line saying what happened, stepped through forwards and back by
buttons, keys, a slider or the log, or played at a chosen speed. The end-of-hand panel closes the hand.
GUI thread only.

The positions come from :func:`pit_desktop.games.pitch.sim.timeline.timeline`, i.e. from the same replay as
``pit-desktop replay``; Pit's viewer (``games/pit/ui/hand_viewer.py``) is its counterpart, and shows every
hand face up too.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QPainter, QPixmap, QShowEvent
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

from pit_desktop.games.pitch.engine.cards import Card
from pit_desktop.games.pitch.engine.record import PitchRecord
from pit_desktop.games.pitch.engine.rules import high_call
from pit_desktop.games.pitch.sim.timeline import PitchFrame, timeline
from pit_desktop.games.pitch.ui.cards import card_width, paint_card
from pit_desktop.games.pitch.ui.presenter import PitchPresenter
from pit_desktop.games.pitch.ui.table import LOG_FONT_SCALE, PitchHandPanel, PitchTrickArea
from pit_desktop.games.pitch.ui.words import (
    SUIT_SYMBOLS,
    card_name,
    fill,
    pitcher_text,
    player_name,
    suit_name,
)
from pit_desktop.shell.fit import fit_on_show, scrolling_body
from pit_desktop.shell.names import BOT_NAMES, signed

SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0)
"""Replay speeds offered, game seconds per real second (as Pit's viewer)."""

STEP_MS = (250, 2500)
"""Least and most real time between two steps while playing, milliseconds: a card or a call stays long
enough to see, a long think does not bore."""

CARD_PX = 64
"""Height of the cards in the seats' hands, logical pixels."""


def viewer_names(record: PitchRecord) -> tuple[str, ...]:
    """The seats' names for ``record``: seat 0 is the player who saved it ("You", translated), the others
    the record's names (``settings.names``) or, as in the window's games, the bots' names."""
    n = record.settings.players
    others = record.settings.names[1:] if record.settings.names else BOT_NAMES[: n - 1]
    return (player_name(), *others)


def hand_pixmap(cards: Sequence[Card], height: int, dpr: float) -> QPixmap:
    """``cards`` face up in a row, each a little over the one before; ``height`` logical pixels tall, for a
    screen of ``dpr`` device pixels per logical pixel. An empty hand is an empty (transparent) strip."""
    w = card_width(height)
    step = w * 0.62
    width = w + step * (len(cards) - 1) if cards else 1.0
    pix = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
    pix.setDevicePixelRatio(dpr)
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    for i, face in enumerate(cards):
        paint_card(painter, QRectF(i * step, 0, w - 1, height - 1), face)
    painter.end()
    return pix


class PitchHandViewer(QDialog):
    """Replays one Pitch hand record. Non-modal; closing it stops the playback.

    Keys: Right and Left step forward and back, Home and End go to the deal and to the end, Space plays or
    pauses (the slider and the log answer their own keys too).

    Args:
        record: the hand.
        title: the window's title; a default names the hand.
        parent: the main window.

    Attributes:
        frames: the positions, the deal first (:func:`~pit_desktop.games.pitch.sim.timeline.timeline`).
        index: the position shown.
        names: the seats' names, seat 0 first (:func:`viewer_names`).
        line: the sentence saying what happened at the step shown.
    """

    def __init__(self, record: PitchRecord, title: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # The words the table says too (trump, the bid) are the table's (its context, PitchTableWidget),
        # the controls Pit's viewer has too are Pit's viewer's (HandViewer): one translation each.
        self.record = record
        self.names = viewer_names(record)
        self.words = PitchPresenter(self.names)
        self.frames = timeline(record)
        self.index = 0
        self.speed = 1.0
        self.setWindowTitle(
            title
            or QCoreApplication.translate("PitchHandViewer", "Replay of hand {hand}").format(
                hand=record.hand_no
            )
        )
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play_step)

        self.trump = QLabel()
        self.trump.setObjectName("banner")
        self.contract = QLabel()
        self.target = QLabel()
        if record.settings.money:
            self.target.setText(QCoreApplication.translate("PitchTableWidget", "Money Game"))
        else:
            self.target.setText(
                QCoreApplication.translate("PitchTableWidget", "Target %1").replace(
                    "%1", str(record.settings.target)
                )
            )
        header = QHBoxLayout()
        header.addWidget(self.trump)
        header.addSpacing(16)
        header.addWidget(self.contract, 1)
        header.addWidget(self.target)

        seats = QGridLayout()
        self.seat_names: list[QLabel] = []
        self.scores: list[QLabel] = []
        self.infos: list[QLabel] = []
        self.hands: list[QLabel] = []
        for seat, name in enumerate(self.names):
            # name, score, hand, then what the seat said: the hands stay put as the words grow
            labels = [QLabel(f"<b>{name}</b>"), QLabel(), QLabel(), QLabel()]
            labels[0].setTextFormat(Qt.TextFormat.RichText)
            labels[2].setMinimumSize(round(card_width(CARD_PX) * 4.2), CARD_PX)
            for col, label in enumerate(labels):
                seats.addWidget(label, seat, col)
            self.seat_names.append(labels[0])
            self.scores.append(labels[1])
            self.hands.append(labels[2])
            self.infos.append(labels[3])
        seats.setColumnStretch(3, 1)

        self.trick = PitchTrickArea()
        self.trick.setAcceptDrops(False)
        self.trick.me, self.trick.players, self.trick.names = 0, record.settings.players, self.names
        self.result = PitchHandPanel()
        self.result.next.hide()
        self.result.settle.hide()
        self.result.hide()
        middle = QGridLayout()
        middle.addWidget(self.trick, 0, 0)
        middle.addWidget(self.result, 0, 0, Qt.AlignmentFlag.AlignCenter)
        table = QVBoxLayout()
        table.addLayout(header)
        table.addLayout(seats)
        table.addLayout(middle, 1)

        self.log = QListWidget()
        for frame in self.frames:  # a long line wraps, never clipped (its tooltip holds it too)
            text = self.words.replay_line(frame)
            item = QListWidgetItem(text)
            item.setToolTip(text)
            self.log.addItem(item)
        self.log.setWordWrap(True)
        self.log.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.log.setResizeMode(QListWidget.ResizeMode.Adjust)  # lines wrap again as the log's width changes
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        font = self.log.font()  # as large as the table's log
        font.setPointSizeF(font.pointSizeF() * LOG_FONT_SCALE)
        self.log.setFont(font)
        self.log.currentRowChanged.connect(self._log_clicked)
        self.log.setMinimumWidth(300)
        log_title = QCoreApplication.translate("PitchTableWidget", "This hand's calls and tricks")
        self.log.setAccessibleName(log_title)
        side = QVBoxLayout()
        side.addWidget(QLabel(log_title))
        side.addWidget(self.log, 1)

        self.line = QLabel()
        self.line.setObjectName("status")
        self.line.setWordWrap(True)
        self.step_label = QLabel()
        said = QHBoxLayout()
        said.addWidget(self.line, 1)
        said.addWidget(self.step_label)

        self.back_button = QPushButton(QCoreApplication.translate("HandViewer", "◀ Step back"))
        self.play_button = QPushButton(QCoreApplication.translate("HandViewer", "Play"))
        self.forward_button = QPushButton(QCoreApplication.translate("HandViewer", "Step forward ▶"))
        self.back_button.clicked.connect(self.step_back)
        self.play_button.clicked.connect(self.toggle_play)
        self.forward_button.clicked.connect(self.step_forward)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(self.frames) - 1)
        self.slider.valueChanged.connect(self.show_frame)
        self.slider.setAccessibleName(self.tr("Step of the hand"))
        self.speed_box = QComboBox()
        for speed in SPEEDS:
            self.speed_box.addItem(
                QCoreApplication.translate("HandViewer", "{speed}× speed").format(speed=f"{speed:g}"), speed
            )
        self.speed_box.setCurrentIndex(SPEEDS.index(1.0))
        self.speed_box.currentIndexChanged.connect(lambda i: setattr(self, "speed", SPEEDS[i]))
        self.clock = QLabel()
        controls = QHBoxLayout()
        for w in (self.back_button, self.play_button, self.forward_button):
            controls.addWidget(w)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.clock)
        controls.addWidget(self.speed_box)
        keys = QLabel(
            self.tr(
                "Keys: → and ← step forward and back, Home and End go to the deal and the end, Space plays"
            )
        )
        keys.setObjectName("seatInfo")
        keys.setWordWrap(True)
        keys_to_steps = {
            Qt.Key.Key_Right: self.step_forward,
            Qt.Key.Key_Left: self.step_back,
            Qt.Key.Key_Home: lambda: self.show_frame(0),
            Qt.Key.Key_End: lambda: self.show_frame(len(self.frames) - 1),
            Qt.Key.Key_Space: self.toggle_play,
        }
        self._keys = {key.value: slot for key, slot in keys_to_steps.items()}  # by number: any key is asked

        body = QHBoxLayout()
        body.addLayout(table, 3)
        body.addLayout(side, 1)
        scrolled, box = scrolling_body(self, wrapped=False)  # a short screen scrolls the table, not the steps
        scrolled.addLayout(body, 1)
        box.addLayout(said)
        box.addLayout(controls)
        box.addWidget(keys)
        fit_on_show(self, QSize(1240, 760))
        self.show_frame(0)
        for child in self.findChildren(QWidget):  # the viewer's keys, wherever its focus is
            child.installEventFilter(self)
        self.forward_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def showEvent(self, event: QShowEvent) -> None:  # Qt override: the focus starts on Step forward
        super().showEvent(event)
        self.forward_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # Qt override: the viewer's keys
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and self._take_key(event):
            return True
        return super().eventFilter(watched, event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # Qt override: the viewer's keys
        if not self._take_key(event):
            super().keyPressEvent(event)

    def _take_key(self, event: QKeyEvent) -> bool:
        """Answer one of the viewer's keys (without Ctrl, Alt or Shift); whether it was one."""
        plain = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier == Qt.KeyboardModifier.NoModifier
        slot = self._keys.get(int(event.key())) if plain else None
        if slot is None:
            return False
        slot()
        return True

    # ------------------------------------------------------------------ showing

    def show_frame(self, index: int) -> None:
        """Show position ``index`` (clamped to the timeline): the hands, the trick, trump, the bid, the
        scores, the step's sentence, and the end-of-hand panel from the hand's end on."""
        index = max(0, min(index, len(self.frames) - 1))
        self.index = index
        frame = self.frames[index]
        dpr = self.devicePixelRatioF()
        for seat in range(len(self.names)):
            score = frame.scores[seat]
            self.scores[seat].setText(signed(self.tr("%n pts", "", abs(score)), score))
            self.infos[seat].setText(self._seat_info(frame, seat))
            hand = frame.hands[seat]
            self.hands[seat].setPixmap(hand_pixmap(hand, CARD_PX, dpr))
            self.hands[seat].setAccessibleName(", ".join(card_name(c) for c in hand))
        self._show_header(frame)
        self._show_trick(frame)
        self._show_result(frame)
        text = self.words.replay_line(frame)
        self.line.setText(text)
        self.line.setProperty("error", frame.refusal is not None)
        self.line.style().unpolish(self.line)
        self.line.style().polish(self.line)
        self.step_label.setText(
            self.tr("Step %1 of %2").replace("%1", str(index + 1)).replace("%2", str(len(self.frames)))
        )
        self.clock.setText(
            QCoreApplication.translate("HandViewer", "%1 s").replace(
                "%1", QLocale().toString(frame.at_s, "f", 1)
            )
        )
        for widget in (self.slider, self.log):
            widget.blockSignals(True)
        self.slider.setValue(index)
        self.log.setCurrentRow(index)
        for widget in (self.slider, self.log):
            widget.blockSignals(False)
        self.back_button.setEnabled(index > 0)
        self.forward_button.setEnabled(index < len(self.frames) - 1)
        if index == len(self.frames) - 1:
            self.pause()

    def _seat_info(self, frame: PitchFrame, seat: int) -> str:
        """Dealer, pitcher or what the seat said in the auction, and the tricks it has taken."""
        parts = []
        if seat == self.record.dealer:
            parts.append(QCoreApplication.translate("PitchTableWidget", "dealer"))
        said = next((c for c in frame.calls if c.seat == seat), None)
        if seat == frame.pitcher:
            parts.append(QCoreApplication.translate("PitchTableWidget", "pitcher"))
        elif said is not None:
            parts.append(
                QCoreApplication.translate("PitchTableWidget", "passed")
                if said.amount == 0
                else QCoreApplication.translate(
                    "PitchTableWidget", "bid %1", "what a player bid: under his name"
                ).replace("%1", str(said.amount))
            )
        taken = sum(1 for t in frame.tricks if t.winner == seat)
        if taken:
            parts.append(self.tr("%n trick(s)", "", taken))
        return " · ".join(parts)

    def _show_header(self, frame: PitchFrame) -> None:
        if frame.trump is not None:
            self.trump.setText(
                QCoreApplication.translate("PitchTableWidget", "Trump: %1").replace(
                    "%1", f"{SUIT_SYMBOLS[frame.trump]} {suit_name(frame.trump)}"
                )
            )
        else:
            self.trump.setText(QCoreApplication.translate("PitchTableWidget", "Trump: set by the first lead"))
        if frame.pitcher >= 0:
            self.contract.setText(pitcher_text(self.names[frame.pitcher], frame.bid, frame.moon))
            return
        high = high_call(frame.calls)
        if high is None or not high.amount:
            self.contract.setText(QCoreApplication.translate("PitchTableWidget", "Bidding: no bid yet"))
        elif high.seat == 0:
            self.contract.setText(
                fill(
                    QCoreApplication.translate("PitchTableWidget", "Bidding: high bid %1 by you"), high.amount
                )
            )
        else:
            self.contract.setText(
                fill(
                    QCoreApplication.translate("PitchTableWidget", "Bidding: high bid %1 by %2"),
                    high.amount,
                    self.names[high.seat],
                )
            )

    def _show_trick(self, frame: PitchFrame) -> None:
        heading = ""
        if frame.taker == 0:
            heading = QCoreApplication.translate("PitchTableWidget", "Taken by you")
        elif frame.taker > 0:
            heading = fill(
                QCoreApplication.translate("PitchTableWidget", "Taken by %1"), self.names[frame.taker]
            )
        self.trick.show_trick(frame.trick, frame.taker, heading)

    def _show_result(self, frame: PitchFrame) -> None:
        settings = self.record.settings
        if frame.settled is not None:
            self.result.show_settlement(self.names, frame.settled.scores, frame.settled.moons)
        elif frame.scored is not None:
            target = None if settings.money else settings.target
            self.result.show_hand(frame.scored, self.names, target, frame.winner, settings.money)
        else:
            self.result.hide()
            return
        self.result.next.hide()  # a replay deals nothing and settles nothing
        self.result.settle.hide()
        self.result.show()
        self.result.raise_()

    # ------------------------------------------------------------------ stepping

    def step_forward(self) -> None:
        """One step on."""
        self.show_frame(self.index + 1)

    def step_back(self) -> None:
        """One step back."""
        self.show_frame(self.index - 1)

    def _log_clicked(self, row: int) -> None:
        if row >= 0:
            self.show_frame(row)

    # ------------------------------------------------------------------ playing

    def toggle_play(self) -> None:
        """Play from the position shown (from the deal if at the end), or pause."""
        if self._timer.isActive():
            self.pause()
            return
        if self.index == len(self.frames) - 1:
            self.show_frame(0)
        self.play_button.setText(QCoreApplication.translate("HandViewer", "Pause"))
        self._schedule()

    def pause(self) -> None:
        """Stop playing."""
        self._timer.stop()
        self.play_button.setText(QCoreApplication.translate("HandViewer", "Play"))

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


def pitch_viewer(
    record: PitchRecord, parent: QWidget, title: str | None, lessons: tuple[str, ...]
) -> QDialog:
    """Pitch's replay viewer of ``record``, not shown yet (Pitch's registry entry's ``viewer``; Pitch has no
    coach: ``lessons`` are not shown)."""
    return PitchHandViewer(record, title, parent)
